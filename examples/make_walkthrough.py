"""
Write docs/walkthrough.md: examples/kernel.mlir through
`one-shot-bufferize{bufferize-function-boundaries}` and each pass of
`buffer-deallocation-pipeline`, with the IR after every stage, then executed
and compared with MLIR 22's pipeline.

    python examples/make_walkthrough.py            # write docs/walkthrough.md
    python examples/make_walkthrough.py --check    # exit 1 if it is stale

The explanations are written for the IR this script produces. Each states
facts the script checks on that IR (`Fact`): if a pass changes and a fact no
longer holds, the script stops and names it, so that the text is rewritten
rather than left wrong. Needs `../shared/tools/mlir-ref` (or `MLIR_REF`) for
the comparison with MLIR 22.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from io import StringIO
from pathlib import Path
from typing import cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.arg_spec import ArgSpec

from xdsl_bufferization.context import get_context
from xdsl_bufferization.executor import run
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    PIPELINE,
    BufferDeallocationPipelinePass,
)
from xdsl_bufferization.universe import install_overrides

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "examples" / "kernel.mlir"
DOCUMENT = ROOT / "docs" / "walkthrough.md"
MLIR_REF = os.environ.get(
    "MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref")
)
ONE_SHOT = "one-shot-bufferize{bufferize-function-boundaries}"
PIPELINE_TEXT = f"{ONE_SHOT},buffer-deallocation-pipeline"
MLIR_OPTIONS = (
    "-one-shot-bufferize=bufferize-function-boundaries",
    "-buffer-deallocation-pipeline",
)
ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


class WalkthroughOutdated(Exception):
    """A fact an explanation states no longer holds."""


# -- facts about the IR ----------------------------------------------------------------


def function_text(ir: str, name: str) -> str:
    """The text of `func.func @name` in printed IR."""
    match = re.search(rf"^  func\.func @{name}\(.*?^  \}}$", ir, re.M | re.S)
    if match is None:
        raise WalkthroughOutdated(f"no function @{name}")
    return match.group(0)


def count(ir: str, op: str) -> int:
    """How many `op`s the printed IR holds."""
    return len(re.findall(rf"(?<![\w.]){re.escape(op)}(?![\w.])", ir))


@dataclass(frozen=True)
class Fact:
    """A statement of an explanation and its check on the IR after the
    stage (and the IR before it)."""

    statement: str
    holds: Callable[[str, str], bool]


@dataclass(frozen=True)
class Stage:
    title: str
    explanation: str
    facts: tuple[Fact, ...]


def in_layer(op: str, expected: int) -> Fact:
    return Fact(
        f"@residual_layer has {expected} {op}",
        lambda after, before: (
            count(function_text(after, "residual_layer"), op) == expected
        ),
    )


def in_main(op: str, expected: int) -> Fact:
    return Fact(
        f"@main has {expected} {op}",
        lambda after, before: count(function_text(after, "main"), op) == expected,
    )


UNCHANGED = Fact("the IR is unchanged", lambda after, before: after == before)

ONE_SHOT_STAGE = Stage(
    f"`{ONE_SHOT}`",
    """\
One-Shot Module Bufferize analyzes the callee first, then its caller, and
replaces every tensor by a buffer:

- **Function boundaries.** Tensor arguments and results become memrefs with
  a fully dynamic layout (`strided<[?, ?], offset: ?>`, the default
  `function-boundary-type-conversion=infer-layout-map`), so any buffer can be
  passed without a copy.
- **In place.** In `@residual_layer`, `tensor.empty` + `linalg.fill` become a
  `memref.alloc` and a fill; the matmul accumulates into it; the
  `linalg.generic` writes `h + relu(...)` into `%h`'s own buffer: the matmul
  read `%h` before, so writing it afterwards conflicts with no read. The
  function returns `%h`: its result is *equivalent* to its first argument
  (the function summary says so), so the `func.call` result in `@main` is
  the buffer it was given, and the `scf.for` can carry one buffer through
  the three layers.
- **Copies where a read follows a write.** `@main` prints `%x` after the
  loop, and the loop writes the buffer it starts from: One-Shot Bufferize
  copies `%x` into a new buffer before the loop, which the loop then updates
  in place. The second copy is for printing `%h`: `bufferization.to_buffer`
  asks for an identity layout, the loop's buffer has a dynamic one, and a
  `memref.cast` to a static layout could fail at run time.
- **Constants and generated tensors.** The bias constant becomes a
  read-only `memref.global`; `@residual_layer` only reads it, so it is
  passed as it is. Each `tensor.generate` becomes a `memref.alloc` filled by
  a `linalg.generic` with `linalg.index` (MLIR 22 uses `linalg.map`, which
  xDSL does not have), one per layer for `W_l`, inside the loop.

Nothing is freed yet: running this program would leak every allocation.""",
    (
        in_layer("memref.alloc", 1),
        in_layer("memref.copy", 0),
        Fact(
            "@residual_layer returns its argument %h",
            lambda after, before: (
                "func.return %h :" in function_text(after, "residual_layer")
            ),
        ),
        Fact(
            "function arguments have fully dynamic layouts",
            lambda after, before: (
                "%h: memref<2x4xf32, strided<[?, ?], offset: ?>>" in after
            ),
        ),
        in_main("memref.alloc", 4),
        in_main("memref.copy", 2),
        in_main("memref.dealloc", 0),
        Fact(
            "the bias is a constant memref.global",
            lambda after, before: 'memref.global "private" constant' in after,
        ),
        Fact(
            "the first copy is made before the loop",
            lambda after, before: after.index("memref.copy") < after.index("scf.for"),
        ),
    ),
)

DEALLOCATION_STAGES = (
    Stage(
        "`expand-realloc{emit-deallocs=false}`",
        "Expands `memref.realloc` into an allocation, a copy and a branch. The "
        "kernel has none: nothing changes.",
        (UNCHANGED,),
    ),
    Stage(
        "`canonicalize`",
        """\
The pipeline's canonicalization (our `canonicalize`, MLIR 22's, see
[Canonicalization](canonicalization.md)) finds nothing to simplify in
the freshly bufferized kernel.""",
        (UNCHANGED,),
    ),
    Stage(
        "`ownership-based-buffer-deallocation`",
        """\
Inserts a `bufferization.dealloc` at the end of every block that may own
buffers, with one `i1` *ownership indicator* per buffer:

- In `@residual_layer`, the accumulator `%0` is owned (`%true`), the
  arguments are not (`%false`: a function never frees its arguments). The
  function returns `%h`, an argument, which the caller will own: the
  dealloc *retains* `%h` and tells whether the function owned it; since it
  does not, the `scf.if` returns a `bufferization.clone` of it.
- The `scf.for` gets an `i1` iteration argument saying whether the loop owns
  its current buffer: `%false` on entry (the buffer `%2` belongs to
  `@main`), then the ownership of the call result. The body frees the
  previous iteration's buffer if owned, frees the layer's weights, and
  retains the new result.
- At the end of `@main`, one dealloc covers the input, its copy, the loop
  result (owned if the loop ran) and the printing copy.

Buffers are passed to `bufferization.dealloc` through their base buffer
(`memref.extract_strided_metadata`), since a view frees its whole
allocation.""",
        (
            Fact(
                "there are three bufferization.dealloc ops",
                lambda after, before: count(after, "bufferization.dealloc") == 3,
            ),
            in_layer("bufferization.clone", 1),
            Fact(
                "the scf.for carries an i1",
                lambda after, before: (
                    "-> (memref<2x4xf32, strided<[?, ?], offset: ?>>, i1)" in after
                ),
            ),
        ),
    ),
    Stage(
        "`canonicalize`",
        """\
Folds the dealloc operands: buffers whose condition is `%false` (the
arguments of `@residual_layer`) leave the list, and
`memref.extract_strided_metadata` of an identity-layout allocation is the
allocation itself. `@residual_layer` now frees only `%0`.""",
        (
            Fact(
                "@residual_layer's dealloc lists one memref",
                lambda after, before: (
                    re.search(
                        r"bufferization\.dealloc \(%0 : memref<2x4xf32>\) if \(%true\)",
                        function_text(after, "residual_layer"),
                    )
                    is not None
                ),
            ),
        ),
    ),
    Stage(
        "`buffer-deallocation-simplification`",
        """\
Uses the alias analysis to split and simplify the deallocs:

- `%0` (allocated in `@residual_layer`) cannot be `%h` (an argument): the
  dealloc does not retain `%h` any more and its result is `%false`, so the
  function always returns a clone of `%h`.
- In the loop, the previous buffer, the weights and the call result are
  three distinct allocations: the first two get a dealloc each, and the
  retained call result (a fresh buffer: the function boundary ABI) is owned
  for certain, so the loop's indicator becomes `%true`.
- At the end of `@main`, the input and the printing copy are freed
  unconditionally; only the loop result may still be `%2` (if the loop never
  ran), so that one pair keeps a runtime check.""",
        (
            Fact(
                "@residual_layer decides the clone on a constant false",
                lambda after, before: (
                    "scf.if %false" in function_text(after, "residual_layer")
                ),
            ),
            Fact(
                "exactly one dealloc retains a value",
                lambda after, before: (
                    len(re.findall(r"bufferization\.dealloc .* retain", after)) == 1
                ),
            ),
            in_main("bufferization.dealloc", 6),
        ),
    ),
    Stage(
        "`bufferization-lower-deallocations`",
        """\
Lowers each `bufferization.dealloc` to `memref.dealloc` under an `scf.if` of
its condition. The one dealloc that retains a value compares base pointers
(`memref.extract_aligned_pointer_as_index`): the loop result is freed if it
is owned and is not `%2`, and `%2` is freed in any case (its condition is
`%true`, or-ed with the ownership passed on from the loop result).""",
        (
            Fact(
                "no bufferization.dealloc is left",
                lambda after, before: count(after, "bufferization.dealloc") == 0,
            ),
            Fact(
                "two pointers are compared",
                lambda after, before: (
                    count(after, "memref.extract_aligned_pointer_as_index") == 2
                ),
            ),
        ),
    ),
    Stage(
        "`cse`",
        "Merges the duplicated `true` constants the previous passes created.",
        (
            Fact(
                "fewer true constants",
                lambda after, before: (
                    count(after, "arith.constant true")
                    < count(before, "arith.constant true")
                ),
            ),
        ),
    ),
    Stage(
        "`canonicalize`",
        """\
Folds the `scf.if`s on constant conditions: `@residual_layer` returns a
clone of `%h` unconditionally, the deallocs under `%true` become plain
`memref.dealloc`s, and `%2` is freed without a condition. Two conditional
frees remain: in the loop, the previous buffer, if the loop owns it (not in
the first iteration); at the end of `@main`, the loop result, if owned and
not `%2`: the only runtime pointer comparison of the program.""",
        (
            Fact(
                "no scf.if on a constant",
                lambda after, before: (
                    re.search(r"scf\.if %(true|false)", after) is None
                ),
            ),
            in_layer("bufferization.clone", 1),
            in_layer("memref.dealloc", 1),
            in_main("memref.dealloc", 6),
            Fact(
                "two scf.if are left",
                lambda after, before: count(after, "scf.if") == 2,
            ),
        ),
    ),
)


# -- running the stages ---------------------------------------------------------------


def print_ir(module: ModuleOp) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue().rstrip() + "\n"


def check_facts(stage: Stage, after: str, before: str) -> None:
    for fact in stage.facts:
        if not fact.holds(after, before):
            raise WalkthroughOutdated(
                f"{stage.title}: the explanation says '{fact.statement}', which no "
                "longer holds: update the explanation in examples/make_walkthrough.py"
            )


def standalone_steps() -> list[ModulePass]:
    """The passes of `buffer-deallocation-pipeline`, each as `xdsl-opt -p
    name` (or `mlir-opt --name`) runs it on its own: the walkthrough shows
    what each of MLIR's steps does. (Inside the pipeline, our
    ownership-based deallocation builds some of what the next canonicalize
    would leave directly, docs/speed.md; the end result is the same, which
    `stages` checks.)"""
    known = dict(Universe.get_multiverse().all_passes)
    steps: list[ModulePass] = []
    for name, options in PIPELINE:
        parameters = dict(options)
        if name == "ownership-based-buffer-deallocation":
            parameters["private-function-dynamic-ownership"] = (False,)
        pass_class = known[name]()
        step: object = pass_class.from_spec(ArgSpec(name, parameters))  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        steps.append(cast(ModulePass, step))
    return steps


def stages() -> list[tuple[Stage, str]]:
    """Each stage with the IR after it."""
    install_overrides()
    ctx = get_context()
    module = Parser(ctx, KERNEL.read_text(), str(KERNEL)).parse_module()
    passes = dict(Universe.get_multiverse().all_passes)
    PassPipeline.parse_spec(passes, ONE_SHOT).apply(ctx, module)
    bufferized = print_ir(module)
    check_facts(ONE_SHOT_STAGE, bufferized, KERNEL.read_text())
    result: list[tuple[Stage, str]] = [(ONE_SHOT_STAGE, bufferized)]
    steps = standalone_steps()
    if len(steps) != len(DEALLOCATION_STAGES):
        raise WalkthroughOutdated(
            f"buffer-deallocation-pipeline has {len(steps)} passes, the walkthrough "
            f"explains {len(DEALLOCATION_STAGES)}"
        )
    before = bufferized
    for (name, _), step, stage in zip(PIPELINE, steps, DEALLOCATION_STAGES):
        if not stage.title.startswith(f"`{name}"):
            raise WalkthroughOutdated(f"pass {name} is explained as {stage.title}")
        step.apply(ctx, module)
        after = print_ir(module)
        check_facts(stage, after, before)
        result.append((stage, after))
        before = after
    # Pass by pass is the same as the pipeline at once.
    whole = Parser(ctx, bufferized).parse_module()
    BufferDeallocationPipelinePass().apply(ctx, whole)
    if print_ir(whole) != before:
        raise WalkthroughOutdated("the passes one by one differ from the pipeline")
    return result


def mlir_opt(*options: str) -> str:
    """examples/kernel.mlir through MLIR 22's mlir-opt."""
    process = subprocess.run(
        [MLIR_REF, "mlir-opt", str(KERNEL), *options],
        capture_output=True,
        text=True,
        check=True,
    )
    return process.stdout


# -- the document ---------------------------------------------------------------------


def diff(before: str, after: str) -> str:
    lines = difflib.unified_diff(
        before.splitlines(), after.splitlines(), "before", "after", n=1, lineterm=""
    )
    return "\n".join(list(lines)[2:])


def code(text: str, language: str) -> str:
    return f"```{language}\n{text.rstrip()}\n```"


def details(summary: str, body: str) -> str:
    return f"<details><summary>{summary}</summary>\n\n{body}\n\n</details>"


def render() -> str:
    staged = stages()
    source = KERNEL.read_text()
    original = run(source, file_name="examples/kernel.mlir")
    final = staged[-1][1]
    ours = run(final)
    theirs = run(mlir_opt(*MLIR_OPTIONS, "-convert-linalg-to-loops"))
    mlir_bufferized = mlir_opt(MLIR_OPTIONS[0])
    for op in ("memref.alloc", "memref.copy"):
        if count(mlir_bufferized, op) != count(staged[0][1], op):
            raise WalkthroughOutdated(
                f"MLIR's One-Shot Bufferize no longer makes as many {op} as ours"
            )
    counters = ours.report.counters
    if (counters.allocations - counters.clones, counters.clones) != (9, 3):
        raise WalkthroughOutdated("the allocations are no longer the ones explained")
    for what, result in (("ours", ours), ("MLIR's", theirs)):
        if not result.ok or ADDRESS.sub("", result.output) != ADDRESS.sub(
            "", original.output
        ):
            raise WalkthroughOutdated(f"{what} result does not run as the kernel does")
    parts = [
        "# Walkthrough: a tensor kernel from tensors to freed buffers",
        "",
        "<!-- Generated by examples/make_walkthrough.py: edit the script, not this "
        "file. tests/pytest/test_readme.py checks that it is up to date. -->",
        "",
        "This page follows `examples/kernel.mlir`, the kernel of the README's first "
        "command, through",
        "",
        code(
            f"xdsl-opt examples/kernel.mlir -p '{PIPELINE_TEXT}' | "
            "xdsl-bufferization-run -",
            "sh",
        ),
        "",
        "pass by pass: [One-Shot Bufferize](one_shot_bufferize.md) with function "
        "boundaries, then each pass of `buffer-deallocation-pipeline` "
        "([Buffer deallocation](buffer_deallocation.md), "
        "[Lowering deallocations](lowering_deallocations.md)), and finally "
        "the memory-checking [executor](executor.md). Each stage shows what the "
        "pass changed (a diff of the printed IR) and, folded, the whole IR after it.",
        "",
        "## The kernel",
        "",
        "Three residual dense layers `h <- h + relu(h @ W_l + b)` on a batch of 2 "
        "rows of 4 features: `linalg.matmul`, a `linalg.generic` adding the bias, "
        "applying ReLU (`arith.maximumf`) and adding the residual, an `scf.for` "
        "carrying `h` as a tensor iter_arg, a `func.call` per layer, inputs made by "
        "`tensor.generate` and a dense constant, results printed with "
        "`printMemrefF32`.",
        "",
        code(source, "mlir"),
        "",
        "Run as a tensor program (the executor runs tensors as values), it prints",
        "",
        code(original.output, "text"),
    ]
    previous = source
    for number, (stage, ir) in enumerate(staged, 1):
        parts += ["", f"## {number}. {stage.title}", "", stage.explanation, ""]
        if number == 1:
            parts.append(code(ir, "mlir"))
        elif ir == previous:
            parts.append(details("IR after this pass (unchanged)", code(ir, "mlir")))
        else:
            parts += [
                code(diff(previous, ir), "diff"),
                "",
                details("IR after this pass", code(ir, "mlir")),
            ]
        previous = ir
    parts += [
        "",
        "## Running it",
        "",
        "The executor runs the result and checks every buffer access; the output is "
        "the tensor program's, and the memory report (on stderr) is clean:",
        "",
        code(ours.output + ours.report.to_text(), "text"),
        "",
        f"{counters.allocations} heap allocations, all freed once: "
        f"{counters.allocations - counters.clones} `memref.alloc`s (per layer: the "
        "weights and the matmul accumulator; once: the input, its copy and the "
        f"printing copy) and {counters.clones} clones (one per layer, returned by "
        "`@residual_layer`).",
        "",
        "## Against MLIR 22",
        "",
        "`mlir-opt examples/kernel.mlir "
        + " ".join(MLIR_OPTIONS)
        + "` (then `-convert-linalg-to-loops` for the executor, which does not know "
        "`linalg.map`) prints the same. Its One-Shot Bufferize makes the same "
        "allocations and copies; its deallocation pipeline lowers the deallocs "
        "that may alias with calls to a generated `dealloc_helper` function, which "
        "allocates its own small buffers:",
        "",
        "| executed | ours | MLIR 22 |",
        "| --- | --- | --- |",
    ]
    for label, field in (
        ("heap allocations", "allocations"),
        ("frees", "frees"),
        ("copies", "copies"),
        ("clones", "clones"),
        ("pointer extractions", "pointer_extractions"),
        ("peak live buffers", "peak_live_buffers"),
    ):
        parts.append(
            f"| {label} | {getattr(counters, field)} | "
            f"{getattr(theirs.report.counters, field)} |"
        )
    parts += [
        "",
        "`tests/pytest/test_readme.py` also lowers our result and MLIR's "
        "bufferized kernel to LLVM with `mlir-opt` and runs both with "
        "`mlir-runner`: they print the same values.",
        "",
    ]
    return "\n".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[1])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the document is stale"
    )
    args = parser.parse_args()
    text = render()
    if args.check:
        if DOCUMENT.read_text() != text:
            print(f"{DOCUMENT} is stale: run python examples/make_walkthrough.py")
            return 1
        return 0
    DOCUMENT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
