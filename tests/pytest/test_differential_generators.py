"""The program generators of the differential tests: deterministic, valid for
MLIR, varied (every construct they are meant to produce occurs often enough
over the CI seeds), and shrinkable."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections import Counter

import pytest

from tests.generators import GENERATORS, Choices, shrink
from tests.generators.constructs import (
    MEMREF_CONSTRUCTS,
    TENSOR_CONSTRUCTS,
    construct_counts,
    op_counts,
)
from tests.generators.module_programs import (
    MODULE_CONSTRUCTS,
    call_depth,
    module_constructs,
)
from tests.harness.mlir_tools import run_mlir_opt
from tests.harness.programs import ROOT

pytestmark = pytest.mark.slow

SEEDS = range(200)

# In how many of the 200 programs each construct must occur at least (about
# half of what the generators give today).
MEMREF_MINIMUM = {name: 40 for name in MEMREF_CONSTRUCTS} | {
    "cf.cond_br passing buffers": 30,
    "unstructured loop (cf back edge)": 2,
}
TENSOR_MINIMUM = {name: 40 for name in TENSOR_CONSTRUCTS} | {
    "linalg.matmul": 20,
}
MODULE_MINIMUM = dict.fromkeys(MODULE_CONSTRUCTS, 30) | {
    "call depth 4": 10,
}


@pytest.fixture(scope="module")
def programs() -> dict[str, list[str]]:
    return {
        kind: [generate(seed) for seed in SEEDS]
        for kind, generate in GENERATORS.items()
    }


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_same_seed_same_program(kind: str, programs: dict[str, list[str]]):
    generate = GENERATORS[kind]
    assert [generate(seed) for seed in range(20)] == programs[kind][:20]
    # Different seeds give different programs.
    assert len(set(programs[kind])) == len(SEEDS)


def _digest(texts: list[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_programs_do_not_depend_on_hash_randomization(
    kind: str, programs: dict[str, list[str]]
):
    script = (
        "import hashlib\n"
        "from tests.generators import GENERATORS\n"
        f"texts = [GENERATORS[{kind!r}](seed) for seed in range(30)]\n"
        "print(hashlib.sha256('\\n'.join(texts).encode()).hexdigest())\n"
    )
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        # From the repository root, `tests` is this repository's package.
        digest = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            check=True,
        ).stdout.strip()
        assert digest == _digest(programs[kind][:30])


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_mlir_accepts_every_program(kind: str, programs: dict[str, list[str]]):
    results = run_mlir_opt(programs[kind], [])
    rejected = [(seed, r.error) for seed, r in zip(SEEDS, results) if not r.ok]
    assert rejected == []


def test_memref_programs_have_every_construct(programs: dict[str, list[str]]):
    counts = construct_counts(programs["memref"], MEMREF_CONSTRUCTS)
    assert {n: c for n, c in counts.items() if c < MEMREF_MINIMUM[n]} == {}


def test_tensor_programs_have_every_construct(programs: dict[str, list[str]]):
    counts = construct_counts(programs["tensor"], TENSOR_CONSTRUCTS)
    assert {n: c for n, c in counts.items() if c < TENSOR_MINIMUM[n]} == {}


def test_module_programs_have_every_construct(programs: dict[str, list[str]]):
    counts: Counter[str] = Counter()
    for text in programs["module"]:
        counts.update(module_constructs(text))
    assert {
        name: counts[name]
        for name, minimum in MODULE_MINIMUM.items()
        if counts[name] < minimum
    } == {}


def test_memref_programs_never_deallocate(programs: dict[str, list[str]]):
    for text in programs["memref"]:
        ops = op_counts(text)
        assert ops["memref.dealloc"] == 0
        assert ops["bufferization.dealloc"] == 0
        assert ops["bufferization.clone"] == 0


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_programs_are_small(kind: str, programs: dict[str, list[str]]):
    sizes = sorted(sum(op_counts(text).values()) for text in programs[kind])
    median = sizes[len(sizes) // 2]
    assert 30 <= median <= 200
    assert sizes[-1] <= 600


def test_main_takes_no_argument_and_prints(programs: dict[str, list[str]]):
    for kind in GENERATORS:
        for text in programs[kind]:
            assert "func.func @main() {" in text
            assert "func.call @printMemrefF32" in text or "func.call @printF32" in text


def test_replaying_a_record_gives_the_same_program():
    choices = Choices(12)
    text = GENERATORS["memref"](choices)
    assert GENERATORS["memref"](Choices(replay=choices.record)) == text
    # Any list is a valid program, even an empty or damaged one.
    assert "func.func @main()" in GENERATORS["memref"](Choices(replay=[]))
    assert "func.func @main()" in GENERATORS["tensor"](Choices(replay=[9] * 7))
    choices = Choices(7)
    text = GENERATORS["module"](choices)
    assert GENERATORS["module"](Choices(replay=choices.record)) == text
    # All zeros is the simplest module: one call.
    simplest = GENERATORS["module"](Choices(replay=[]))
    assert "func.call @f0" in simplest
    assert call_depth(simplest) == 1


def test_shrink_keeps_the_property_and_makes_the_program_smaller():
    # Shrink a program with an scf.while whose body allocates.
    def has_allocating_while(text: str) -> bool:
        lines = text.splitlines()
        for index, line in enumerate(lines):
            if "scf.while" in line:
                body = lines[index : index + 40]
                if any(
                    "memref.alloc(" in later or "memref.alloc()" in later
                    for later in body
                ):
                    return True
        return False

    seed = next(
        seed for seed in range(200) if has_allocating_while(GENERATORS["memref"](seed))
    )
    choices = Choices(seed)
    original = GENERATORS["memref"](choices)
    record, smaller = shrink(GENERATORS["memref"], choices.record, has_allocating_while)
    assert has_allocating_while(smaller)
    assert len(smaller) < len(original)
    assert GENERATORS["memref"](Choices(replay=record)) == smaller
    assert run_mlir_opt([smaller], [])[0].ok
