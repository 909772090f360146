"""Generated programs as harness inputs."""

from __future__ import annotations

from collections.abc import Iterable

from generators import GENERATORS

from differential.harness import Program


def programs_for(kind: str, seeds: Iterable[int]) -> list[Program]:
    """The generated programs of `kind` ("memref" or "tensor") for `seeds`,
    named `<kind>-<seed>`."""
    generate = GENERATORS[kind]
    return [Program(f"{kind}-{seed}", generate(seed), seed, kind) for seed in seeds]
