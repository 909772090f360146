"""Problems of our passes that the differential tests currently tolerate.

The tests require every problem of our column to match one of these (by the
start of the problem line and a fragment of it); anything else fails. Each
entry is a known, reported bug or missing feature of a pass being written:
delete the entry when it is fixed, so that it cannot come back. Run
`scripts/differential_run.py` to see how many cases each entry covers.
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
(a test checks); `suite.excess_failures` fails on any other program, and on
a listed one that no longer counts more."""


def unknown_problems(kind: str, problems: list[str]) -> list[str]:
    """The problems of our column that no known problem of `kind` covers."""
    known = KNOWN_PROBLEMS.get(kind, ())
    return [
        problem
        for problem in problems
        if problem.startswith("ours:") and not any(k.matches(problem) for k in known)
    ]
