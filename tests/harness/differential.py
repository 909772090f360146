"""The differential harness: a program, MLIR's pipeline and ours, executed.

    from tests.harness.differential import MEMREF_PIPELINE, run_differential
    from tests.harness.generated import programs_for

    cases = run_differential(programs_for("memref", range(200)), MEMREF_PIPELINE)
    assert not [case for case in cases if case.problems()]


For each program, `run_differential` produces up to three runs under the
memory-checking executor (`xdsl_bufferization.executor.run`):

- the input itself (the reference output; leaks are expected there, the
  pipeline is what inserts the deallocations);
- MLIR's result: `mlir-opt` with the pipeline's options, batched;
- our result: the same pipeline through xDSL (`PassPipeline` with our
  context, in-process), when our passes are registered (`ours_available`).

A case is clean when MLIR's and our results print exactly what the input
prints and have no memory violation at all. Each run also carries static op
counts and the executor's dynamic counters, so that ours can be compared
with MLIR's (`Case.excess`).
"""

from __future__ import annotations

import os
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from multiprocessing import get_context
from typing import cast

from tests.harness.execution import LEAK
from tests.harness.metrics import op_counts, op_counts_of_generic_text
from tests.harness.mlir_tools import MlirResult, run_mlir_opt
from tests.harness.outputs import first_difference, first_line, hide_layouts


@dataclass(frozen=True)
class Pipeline:
    """A pipeline under MLIR's and xDSL's spellings."""

    name: str
    mlir_options: tuple[str, ...]
    """mlir-opt's command line options (none: the program itself)."""
    xdsl_spec: str
    """The same passes as an `xdsl-opt -p` pipeline."""
    stage: Pipeline | None = None
    """A first part of the pipeline whose result is also executed and
    counted (`Run.stage`): One-Shot Bufferize alone, before deallocation, so
    that its allocations and copies are compared on their own (the
    deallocation pipelines add and remove allocations of their own)."""


MEMREF_PIPELINE = Pipeline(
    "buffer-deallocation-pipeline",
    ("-buffer-deallocation-pipeline",),
    "buffer-deallocation-pipeline",
)
ONE_SHOT_PIPELINE = Pipeline(
    "one-shot-bufferize",
    ("-one-shot-bufferize=bufferize-function-boundaries",),
    "one-shot-bufferize{bufferize-function-boundaries=true}",
)
"""One-Shot Bufferize alone: buffers are never freed (leaks allowed)."""
TENSOR_PIPELINE = Pipeline(
    "one-shot-bufferize,buffer-deallocation-pipeline",
    (
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-buffer-deallocation-pipeline",
    ),
    "one-shot-bufferize{bufferize-function-boundaries=true},buffer-deallocation-pipeline",
    stage=ONE_SHOT_PIPELINE,
)
"""One-Shot Bufferize then the deallocation pipeline; One-Shot Bufferize's
result is also counted on its own (`Run.stage`)."""
IDENTITY_PIPELINE = Pipeline("identity", (), "")
"""No pass: the program itself in both columns (to test the checks)."""

PIPELINES = {
    "memref": MEMREF_PIPELINE,
    "tensor": TENSOR_PIPELINE,
    "module": TENSOR_PIPELINE,
}
"""The pipeline for each kind of generated program."""


def pipeline_pass_names(pipeline: Pipeline) -> list[str]:
    from xdsl.utils.arg_spec import parse_pipeline

    return [spec.name for spec in parse_pipeline(pipeline.xdsl_spec)]


@cache
def ours_available(pipeline: Pipeline) -> bool:
    """
    THE switch for the "ours" column: True when every pass of the pipeline is
    one of this package's passes (`xdsl_bufferization.transforms.get_all_passes()`)
    and its module imports. Until then the harness compares the input with
    MLIR's result only.
    """
    from xdsl_bufferization.transforms import get_all_passes

    passes = get_all_passes()
    for name in pipeline_pass_names(pipeline):
        factory = passes.get(name)
        if factory is None:
            return False
        try:
            factory()
        except ImportError:
            return False
    return True


@dataclass
class Program:
    name: str
    text: str
    seed: int | None = None
    kind: str | None = None


@dataclass
class Run:
    """One program executed."""

    output: str | None = None
    """What it printed (None if it could not run)."""
    violations: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    """(kind, report text) of each memory violation."""
    counters: dict[str, int] = field(default_factory=dict[str, int])
    """The executor's dynamic counters."""
    static: dict[str, int] = field(default_factory=dict[str, int])
    """Op counts of the program (`func.call @dealloc_helper` counted apart)."""
    error: str | None = None
    """Why the program did not run (pass failure, parse error, executor error)."""
    diagnostic: bool = False
    """Whether `error` is a diagnostic (the pass rejected the input) rather
    than a crash."""
    text: str | None = None
    """The program, printed (ours only: to check that mlir-opt reads it)."""
    stage: Run | None = None
    """The result of the pipeline's `stage` (One-Shot Bufferize alone),
    executed, for its counts only: it leaks (nothing frees its buffers yet),
    and it may write a constant global that a function returns (One-Shot
    Bufferize, MLIR 22's and ours, treats call results as writable; the
    deallocation pipeline returns a clone from the function, which makes
    the whole pipeline's result correct)."""

    def violation_kinds(self) -> Counter[str]:
        return Counter(kind for kind, _ in self.violations)

    @property
    def ran(self) -> bool:
        return self.output is not None


@dataclass
class Case:
    program: Program
    input: Run
    mlir: Run | None = None
    """MLIR's result executed; None when MLIR failed or the case is excluded."""
    mlir_failure: MlirResult | None = None
    """mlir-opt's error or crash, when it failed."""
    mlir_excluded: str | None = None
    """Why MLIR's column is left out (a recorded MLIR defect)."""
    ours: Run | None = None
    ours_mlir_error: str | None = None
    """mlir-opt's error on our printed result."""
    allow_leaks: bool = False

    @property
    def name(self) -> str:
        return self.program.name

    def problems(self) -> list[str]:
        """Everything wrong, one line each (empty: the case passes)."""
        problems = input_problems(self)
        if self.mlir_excluded is None:
            problems += self.mlir_problems()
        problems += self.ours_problems()
        return problems

    def mlir_problems(self) -> list[str]:
        if self.mlir_failure is not None:
            what = "crashes" if self.mlir_failure.crashed else "rejects the program"
            return [f"mlir: mlir-opt {what}: {first_line(self.mlir_failure.error)}"]
        if self.mlir is None:
            return []
        return run_problems("mlir", self.mlir, self.input, self.allow_leaks)

    def ours_problems(self) -> list[str]:
        if self.ours is None:
            return []
        if self.ours.error is not None and self.ours.diagnostic and self.mlir_failure:
            # Both reject the program: agreement.
            return []
        problems = run_problems("ours", self.ours, self.input, self.allow_leaks)
        if self.ours_mlir_error is not None:
            problems.append(
                f"ours: mlir-opt does not read our output: {first_line(self.ours_mlir_error)}"
            )
        return problems

    def excess(self, keys: Iterable[str] = ()) -> list[tuple[str, int, int]]:
        """(count, ours, MLIR's) for each count where ours is higher. Keys
        name static counts (`static:memref.alloc`) or dynamic counters
        (`dynamic:allocations`); by default `COMPARED_COUNTS`."""
        if self.ours is None or self.mlir is None:
            return []
        found: list[tuple[str, int, int]] = []
        for key in keys or COMPARED_COUNTS:
            if key.startswith("stage-") and (
                self.ours.stage is None or self.mlir.stage is None
            ):
                continue
            if key.startswith("stage-dynamic:") and not (
                self.ours.stage is not None
                and self.ours.stage.ran
                and self.mlir.stage is not None
                and self.mlir.stage.ran
            ):
                # A stage result that did not run has no executed counts.
                continue
            ours, mlir = count_of(self.ours, key), count_of(self.mlir, key)
            if ours > mlir:
                found.append((key, ours, mlir))
        return found


def count_of(run: Run, key: str) -> int:
    """The count `key` names in `run`: `static:<op name>` (ops in the
    result), `dynamic:<counter>` (the executor's counters), or the same
    prefixed with `stage-` (of the result of the pipeline's stage, 0 when
    there is none)."""
    where, _, name = key.partition(":")
    if where.startswith("stage-"):
        if run.stage is None:
            return 0
        run, where = run.stage, where.removeprefix("stage-")
    return (run.static if where == "static" else run.counters).get(name, 0)


STAGE_COUNTS = (
    "stage-static:memref.alloc",
    "stage-static:memref.copy",
    "stage-dynamic:allocations",
    "stage-dynamic:copies",
    "stage-dynamic:copied_bytes",
)
"""The counts of the stage (One-Shot Bufferize alone) compared: allocations
and copies, as ops and executed."""

COMPARED_COUNTS = (
    "static:memref.alloc",
    "static:bufferization.clone",
    "static:memref.copy",
    "static:dealloc_helper_calls",
    "static:memref.extract_aligned_pointer_as_index",
    "dynamic:allocations",
    "dynamic:clones",
    "dynamic:copies",
    "dynamic:copied_bytes",
    "dynamic:pointer_extractions",
    "dynamic:alias_checks",
    *STAGE_COUNTS,
)
"""What "ours is not worse than MLIR's" compares by default: after the whole
pipeline, the allocations, clones and copies (ops and executed), the bytes
copied and the runtime alias checks (`@dealloc_helper` calls, pointer
extractions, `bufferization.dealloc` comparisons); after its stage (One-Shot
Bufferize alone), the allocations and copies."""


def input_problems(case: Case) -> list[str]:
    run = case.input
    if run.error is not None:
        return [f"input: does not run: {first_line(run.error)}"]
    return [
        f"input: {kind}: {first_line(text)}"
        for kind, text in run.violations
        if kind != LEAK
    ]


def run_problems(column: str, run: Run, reference: Run, allow_leaks: bool) -> list[str]:
    if run.error is not None:
        what = "rejects the program" if run.diagnostic else "fails"
        return [f"{column}: {what}: {first_line(run.error)}"]
    problems = [
        f"{column}: {kind}: {first_line(text)}"
        for kind, text in run.violations
        if not (allow_leaks and kind == LEAK)
    ]
    if reference.output is not None and run.output is not None:
        expected = hide_layouts(reference.output)
        got = hide_layouts(run.output)
        if got != expected:
            problems.append(
                f"{column}: output differs: {first_difference(expected, got)}"
            )
    return problems


# -- execution (in worker processes) ------------------------------------------------


def execute(
    program: object,
    static: dict[str, int] | None = None,
    *,
    count: bool = False,
    verify: bool = True,
) -> Run:
    """Run @main of a program (text, or a parsed module). `count`: its op
    counts are `Run.static` (the text is parsed once for both);
    `verify=False`: the module was verified already."""
    from xdsl.utils.exceptions import DiagnosticException, ParseError

    from tests.harness.execution import execute as run
    from xdsl_bufferization.executor import ExecutorError, parse_program

    try:
        source_map = None
        if count and isinstance(program, str):
            program, source_map = parse_program(program)
            static = op_counts(program)
        result = run(program, verify=verify, source_map=source_map)  # type: ignore[arg-type]
    except ParseError as error:
        return Run(
            error=f"the executor cannot parse the program: {error}", static=static or {}
        )
    except (ExecutorError, DiagnosticException) as error:
        return Run(error=f"{type(error).__name__}: {error}", static=static or {})
    except Exception as error:
        return Run(
            error=f"the executor crashed: {_describe(error)}", static=static or {}
        )
    return Run(
        output=result.output,
        violations=result.violations,
        counters=result.counters,
        static=static or {},
    )


def execute_ours(module: object, spec: str, stage_spec: str | None = None) -> Run:
    """Our pipeline on a parsed module (changed in place), in-process, then
    the result executed. With `stage_spec` (the first passes of `spec`), the
    module after those passes is also executed (`Run.stage`)."""
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.passes import PassPipeline
    from xdsl.utils.exceptions import DiagnosticException

    from tests.harness.ours import (
        InvalidIR,
        apply_pipeline,
        pass_pipeline,
        print_module,
    )
    from xdsl_bufferization.context import get_context

    assert isinstance(module, ModuleOp)
    stage: Run | None = None
    try:
        pipeline = pass_pipeline(spec)
        first = len(pass_pipeline(stage_spec).passes) if stage_spec is not None else 0
        if first:
            stage_pipeline = PassPipeline(pipeline.passes[:first])
            stage_pipeline.apply(get_context(), module)
            module.verify()
            stage_module = cast(ModuleOp, module.clone())  # pyright: ignore[reportUnknownMemberType]
            stage = execute(stage_module, op_counts(stage_module))
        # xDSL's verifier does not check dominance; mlir-opt would reject
        # the text: `InvalidIR`.
        apply_pipeline(module, PassPipeline(pipeline.passes[first:]))
    except InvalidIR as error:
        return Run(error=str(error))
    except DiagnosticException as error:
        return Run(error=f"{type(error).__name__}: {error}", diagnostic=True)
    except Exception as error:
        return Run(error=f"our pipeline crashed: {_describe(error)}")
    # `apply_pipeline` verified the result (xDSL's verifier and dominance).
    result = execute(module, op_counts(module), verify=False)
    result.text = print_module(module)
    result.stage = stage
    return result


def _describe(error: BaseException) -> str:
    """The exception on the first line, then where it was raised."""
    return f"{type(error).__name__}: {error}\n{traceback.format_exc(limit=-6)}"


@dataclass
class _Task:
    input_text: str
    mlir_text: str | None
    ours_spec: str | None
    mlir_stage_text: str | None = None
    ours_stage_spec: str | None = None
    mlir_generic: bool = False
    """Whether `mlir_text` is in generic form (for `mutate_mlir`)."""


def _execute_mlir_output(text: str, generic: bool) -> Run:
    """mlir-opt's result executed, with its op counts."""
    if generic:
        return execute(text, op_counts_of_generic_text(text))
    return execute(text, count=True)


def _execute_task(task: _Task) -> tuple[Run, Run | None, Run | None]:
    from xdsl.dialects.builtin import ModuleOp

    from xdsl_bufferization.executor import parse_program

    try:
        module, _ = parse_program(task.input_text)
    except Exception as error:
        failed = Run(error=f"the executor cannot parse the input: {_describe(error)}")
        return failed, None, None
    ours_module: ModuleOp | None = None
    if task.ours_spec is not None:
        ours_module = cast(ModuleOp, module.clone())  # pyright: ignore[reportUnknownMemberType]
    input_run = execute(module)
    mlir_run = (
        _execute_mlir_output(task.mlir_text, task.mlir_generic)
        if task.mlir_text is not None
        else None
    )
    if mlir_run is not None and task.mlir_stage_text is not None:
        mlir_run.stage = _execute_mlir_output(task.mlir_stage_text, False)
    ours_run = (
        execute_ours(ours_module, task.ours_spec, task.ours_stage_spec)
        if ours_module is not None and task.ours_spec is not None
        else None
    )
    return input_run, mlir_run, ours_run


# -- the driver ------------------------------------------------------------------------


def run_differential(
    programs: Sequence[Program],
    pipeline: Pipeline,
    *,
    ours: bool | str | None = None,
    excluded: dict[str, str] | None = None,
    mutate_mlir: Callable[[Program, str], str] | None = None,
    allow_leaks: bool = False,
    check_ours_with_mlir: bool = True,
    explain_mlir_failures: bool = True,
    jobs: int | None = None,
) -> list[Case]:
    """
    Run every program as input, through MLIR's pipeline and through ours.

    - `ours`: None (default) runs ours when `ours_available(pipeline)`;
      False never; True always (fails loudly if the passes are missing); a
      string is an xDSL pipeline to run instead of `pipeline.xdsl_spec`.
    - `excluded`: program name -> reason: MLIR's column is still computed
      but not judged (`Case.mlir_excluded`).
    - `explain_mlir_failures`: exclude MLIR's column where a known MLIR
      defect (differential.mlir_defects) explains its failure.
    - `mutate_mlir(program, text)`: rewrites MLIR's output (generic form)
      before it runs, to prove that the checks catch broken outputs.
    - `allow_leaks`: for pipelines that do not deallocate.
    - `check_ours_with_mlir`: mlir-opt must read our printed result.
    - `jobs`: worker processes (default: the number of CPUs, or 1 in a
      pytest-xdist worker; 1: in-process).
    """
    excluded = excluded or {}
    ours_spec: str | None
    if isinstance(ours, str):
        ours_spec = ours
    elif ours is None:
        ours_spec = pipeline.xdsl_spec if ours_available(pipeline) else None
    else:
        ours_spec = pipeline.xdsl_spec if ours else None
    texts = [program.text for program in programs]
    # MLIR's results in MLIR's custom form, which our parser reads about a
    # quarter faster than the generic form (shorter, fewer types to build);
    # `mutate_mlir` rewrites the generic form.
    generic = mutate_mlir is not None
    # MLIR's verifiers check every input.
    inputs = run_mlir_opt(texts, [], generic)
    outputs = (
        run_mlir_opt(texts, list(pipeline.mlir_options), generic)
        if pipeline.mlir_options
        else inputs
    )
    # The stage is measured only when `ours` runs the pipeline itself.
    stage = pipeline.stage if ours_spec == pipeline.xdsl_spec else None
    stage_outputs = (
        run_mlir_opt(texts, list(stage.mlir_options), generic=False)
        if stage is not None
        else [None] * len(texts)
    )
    tasks: list[_Task] = []
    for program, output, stage_output in zip(programs, outputs, stage_outputs):
        mlir_text = output.text
        if mlir_text is not None and mutate_mlir is not None:
            mlir_text = mutate_mlir(program, mlir_text)
        # The input is parsed from its own text (shorter than the generic
        # form mlir-opt prints, so faster to parse).
        tasks.append(
            _Task(
                program.text,
                mlir_text,
                ours_spec,
                stage_output.text if stage_output is not None else None,
                stage.xdsl_spec if stage is not None else None,
                generic,
            )
        )
    runs = _map(_execute_task, tasks, jobs)
    cases: list[Case] = []
    for program, given, output, (input_run, mlir_run, ours_run) in zip(
        programs, inputs, outputs, runs
    ):
        if given.text is None:
            input_run = Run(error=f"mlir-opt rejects the input: {given.error}")
        cases.append(
            Case(
                program,
                input_run,
                mlir=mlir_run,
                mlir_failure=None if output.ok else output,
                mlir_excluded=excluded.get(program.name),
                ours=ours_run,
                allow_leaks=allow_leaks,
            )
        )
    if explain_mlir_failures:
        from tests.harness.mlir_defects import classify_mlir_failures

        classify_mlir_failures(
            [case for case in cases if case.mlir_excluded is None],
            pipeline.mlir_options,
        )
    if check_ours_with_mlir:
        printed = [
            (case, case.ours.text)
            for case in cases
            if case.ours is not None and case.ours.text is not None
        ]
        checks = run_mlir_opt([text for _, text in printed], [])
        for (case, _), check in zip(printed, checks):
            if not check.ok:
                case.ours_mlir_error = check.error
    return cases


def _map(
    function: Callable[[_Task], tuple[Run, Run | None, Run | None]],
    tasks: list[_Task],
    jobs: int | None,
) -> list[tuple[Run, Run | None, Run | None]]:
    if jobs is None:
        # Under pytest-xdist the workers use every core already, and a fork
        # of a pytest process costs more than the work it takes over (pages
        # of the parent's heap copied on write: a quarter more CPU time).
        jobs = 1 if "PYTEST_XDIST_WORKER" in os.environ else (os.cpu_count() or 1)
    jobs = min(jobs, len(tasks))
    if jobs <= 1:
        return [function(task) for task in tasks]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("fork")) as pool:
        return list(
            pool.map(function, tasks, chunksize=max(1, len(tasks) // (jobs * 8)))
        )


# -- reports -----------------------------------------------------------------------------


def summarize(cases: Sequence[Case]) -> dict[str, object]:
    """Figures for a set of cases: counts of problems, exclusions, MLIR
    failures, and total static and dynamic counts of each column."""
    totals: dict[str, Counter[str]] = {"mlir": Counter(), "ours": Counter()}
    for case in cases:
        for column, run in (("mlir", case.mlir), ("ours", case.ours)):
            if run is None or case.mlir_excluded is not None or case.mlir is None:
                continue
            if run.error is not None:
                continue
            for key in (*COMPARED_COUNTS, "static:memref.dealloc", "dynamic:frees"):
                where, _, name = key.partition(":")
                source = run.static if where == "static" else run.counters
                totals[column][key] += source.get(name, 0)
    return {
        "programs": len(cases),
        "failing": sum(1 for case in cases if case.problems()),
        "mlir_excluded": sum(1 for case in cases if case.mlir_excluded is not None),
        "mlir_failures": sum(1 for case in cases if case.mlir_failure is not None),
        "ours_run": sum(1 for case in cases if case.ours is not None),
        "totals": {column: dict(counts) for column, counts in totals.items()},
    }


def format_problems(cases: Sequence[Case], limit: int = 20) -> str:
    lines: list[str] = []
    for case in cases:
        problems = case.problems()
        if problems:
            lines.append(f"{case.name}:")
            lines.extend(f"  {problem}" for problem in problems)
        if len(lines) > limit * 4:
            lines.append("...")
            break
    return "\n".join(lines)
