"""What the tests tolerate of our passes, with the reason: each list is
exact (a listed program that no longer has the problem fails too, so that
an entry goes with its fix).

- `KNOWN_PROBLEMS`: problems of our column in the differential tests of
  generated programs, matched by the start of the problem line and a
  fragment of it; anything else fails. Each entry is a known, reported bug
  or missing feature of a pass being written. `python -m
  scripts.differential_run` shows how many cases each entry covers.
- `KNOWN_EXCESS`: generated programs where ours may count more than MLIR's.
- `KNOWN_DIFFERENCES`: programs of tests/one_shot_programs that cannot be
  compared with MLIR 22, or may be costlier.

MLIR 22's own defects, which exclude its column, are in `mlir_defects.py`;
the integration corpus marks its programs with `// MLIR-FAILS:` and
`// KNOWN-FAILURE:` lines (`integration.py`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class KnownProblem:
    prefix: str
    """How the problem line starts (`ours: <category>`)."""
    fragment: str
    """A piece of its message."""
    note: str

    def matches(self, problem: str) -> bool:
        return problem.startswith(self.prefix) and self.fragment in problem


KNOWN_PROBLEMS: dict[str, tuple[KnownProblem, ...]] = {}

KNOWN_EXCESS: dict[str, dict[str, str]] = {}
"""Programs (by kind, then name) where ours may count more than MLIR's in
one of `COMPARED_COUNTS`, and why. docs/differential_testing.md lists them
(a test checks); `generated.excess_failures` fails on any other program, and
on a listed one that no longer counts more."""

KNOWN_DIFFERENCES: dict[str, str] = {
    "cf_loop": "MLIR's deallocation pipeline rejects the cf loop "
    '("Only structured control-flow loops are supported"): no executed '
    "counts to compare",
    "func_if_merges_args": "mlir-opt aborts (assertion: inconsistent analysis "
    "state): nothing to compare",
}
"""Programs of tests/one_shot_programs that may miss a comparison with
MLIR 22 or be costlier than its, and why (docs/one_shot_bufferize.md lists
them in its table's notes; `one_shot_programs.cost_problems` judges)."""


def unknown_problems(kind: str, problems: list[str]) -> list[str]:
    """The problems of our column that no known problem of `kind` covers."""
    known = KNOWN_PROBLEMS.get(kind, ())
    return [
        problem
        for problem in problems
        if problem.startswith("ours:") and not any(k.matches(problem) for k in known)
    ]
