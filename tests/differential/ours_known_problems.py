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

KNOWN_EXCESS: dict[str, dict[str, str]] = {
    "tensor": {
        "static:memref.copy": "One-Shot Bufferize copies more than MLIR's in "
        "some programs (e.g. tensor-12, tensor-116): about 2% more copies in total",
        "dynamic:copies": "(the same)",
        "dynamic:copied_bytes": "(the same)",
    },
}
"""Counts where our total over the CI programs may exceed MLIR's, by kind."""


def unknown_problems(kind: str, problems: list[str]) -> list[str]:
    """The problems of our column that no known problem of `kind` covers."""
    known = KNOWN_PROBLEMS.get(kind, ())
    return [
        problem
        for problem in problems
        if problem.startswith("ours:") and not any(k.matches(problem) for k in known)
    ]
