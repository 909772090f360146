"""The integration corpus (tests/integration/*.mlir), run every way.

Each program is a tensor-level module with a `func.func @main()` that prints
through the runner utils (and/or `vector.print`); its `// CHECK:` lines give
the expected stdout. `run_program` runs it:

- `tensor`: the program itself in our executor (tensors as values; a buffer
  the program allocates itself may leak there: freeing it is the pipeline's job);
- `ours`: our pipeline (`one-shot-bufferize{bufferize-function-boundaries},
  buffer-deallocation-pipeline`, in-process, as `xdsl-opt -p` runs it), its
  result in our executor (memory-checked: no leak, double free, use after
  free...);
- `ours-native`: that same result lowered to LLVM by `mlir-opt` and run by
  `mlir-runner`;
- `mlir`: MLIR 22's own pipeline (`mlir-opt -one-shot-bufferize=
  bufferize-function-boundaries -buffer-deallocation-pipeline`), its result
  in our executor (memory-checked) ...
- `mlir-native`: ... and lowered and run by `mlir-runner`.

Every output must pass the program's CHECK lines, and the four outputs of
bufferized programs must be equal (up to the addresses `printMemref*`
prints). Our pipeline's result must execute no more allocations and copies
than MLIR's.

Memory on the native paths: `finalize-memref-to-llvm` runs with
`use-generic-functions`, so buffers are allocated and freed through
`_mlir_memref_to_llvm_alloc` / `_mlir_memref_to_llvm_free`; the harness
defines those two in the lowered module (they call `malloc` / `free` and
count live buffers) and runs an entry function that calls `@main` and then
prints the count of buffers still live and of buffers allocated. A leak is a
non-zero live count; a double or invalid free aborts in glibc. (Use after
free is not detected natively; the executor runs the very same IR and
checks it.) The allocation count must also equal the executor's on the same
IR.

`i1` memrefs: `mlir-opt` 22 asserts when it lowers a `memref.store` of `i1`
(which the generic lowering of `bufferization.dealloc` makes), so before the
LLVM conversion the harness stores `i1` buffers as `i8` (`widen_i1_memrefs`).

Directives (comment lines of the program):

- `// MLIR-FAILS: <reason>`: MLIR 22's pipeline is known to fail on the
  program (the `mlir` paths are skipped, but `mlir-opt` must still fail:
  once MLIR is fixed, the directive goes).
- `// KNOWN-FAILURE: <reason>`: a defect of ours, not fixed yet; the test
  is expected to fail (strictly: it fails when the program passes, so the
  directive goes with the fix).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from tests.harness.execution import execute as execute_program
from tests.harness.mlir_tools import ToolError, tools
from tests.harness.ours import run_pipeline
from tests.harness.outputs import filecheck, hide_addresses
from tests.harness.programs import INTEGRATION_PROGRAMS, directive, program_paths

OUR_PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline"
)
MLIR_PIPELINE = (
    "-one-shot-bufferize=bufferize-function-boundaries",
    "-buffer-deallocation-pipeline",
)
LOWER_TO_LOOPS = (
    "-expand-realloc",
    "-convert-bufferization-to-memref",
    "-lower-vector-mask",
    "-lower-vector-multi-reduction",
    "-convert-vector-to-scf",
    "-scf-forall-to-for",
    "-convert-linalg-to-loops",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-scf-to-cf",
)
"""First half of the lowering: to loads, stores and branches (where `i1`
buffers are widened)."""
LOWER_TO_LLVM = (
    # The math ops LLVM has first: math-expand-ops writes math.ceil with a
    # math.copysign that convert-math-to-libm then fails to legalize.
    "-convert-math-to-llvm",
    "-math-expand-ops",
    "-convert-math-to-libm",
    "-convert-math-to-llvm",
    # After the math conversions: `convert-math-to-libm` unrolls math ops on
    # vectors into vector.extract / vector.insert.
    "-convert-vector-to-llvm",
    "-convert-arith-to-llvm",
    "-finalize-memref-to-llvm=use-generic-functions",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-convert-ub-to-llvm",
    "-reconcile-unrealized-casts",
)
ENTRY = "__integration_main"
_COUNTS = re.compile(r"\( (-?\d+), (-?\d+) \)\n?\Z")


# ===----------------------------------------------------------------------=== #
# Programs
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class Program:
    path: Path
    text: str
    mlir_fails: str | None
    """Why MLIR 22's pipeline fails on the program (`// MLIR-FAILS:`)."""
    known_failure: str | None
    """Our defect the program shows (`// KNOWN-FAILURE:`)."""

    @property
    def name(self) -> str:
        return self.path.stem


def load_program(path: Path) -> Program:
    text = path.read_text()
    return Program(
        path, text, directive(text, "MLIR-FAILS"), directive(text, "KNOWN-FAILURE")
    )


def all_programs() -> list[Path]:
    return program_paths(INTEGRATION_PROGRAMS)


# ===----------------------------------------------------------------------=== #
# Our pipeline and executor
# ===----------------------------------------------------------------------=== #


def our_pipeline(text: str, name: str) -> str:
    """Our pipeline on a program (in-process), printed in generic form (what
    `mlir-opt` reads whatever our printers do). Raises on a diagnostic."""
    return run_pipeline(text, OUR_PIPELINE, file_name=name, generic=True)


@dataclass
class Execution:
    output: str
    allocations: int
    copies: int


def execute(
    text: str, name: str, *, generic: bool, allow_leaks: bool = False
) -> Execution:
    """Run `@main` in our executor; a memory violation fails (a leak only if
    not `allow_leaks`: a tensor program that allocates buffers itself leaves
    their deallocation to the pipeline)."""
    result = execute_program(text, file_name=name, generic=generic)
    violations = result.violations_but_leaks() if allow_leaks else result.violations
    if violations:
        raise AssertionError(f"memory violation in our executor:\n{result.report}")
    counters = result.counters
    return Execution(result.output, counters["allocations"], counters["copies"])


# ===----------------------------------------------------------------------=== #
# Lowering and running natively
# ===----------------------------------------------------------------------=== #


_I1_MEMREF = re.compile(r"memref<[^>]*i1\b")
_MODULE_START = '"builtin.module"() ({'
_MODULE_END = re.compile(r"^\}\)( \{.*\})? : \(\) -> \(\)$")


def widen_i1_memrefs(text: str) -> str:
    """Store `i1` buffers as `i8` (loads truncate, stores extend): `mlir-opt`
    22 cannot lower `memref.store` of `i1` to LLVM. `text` is generic IR
    after the lowering to loops (loads, stores, allocations, calls).

    Only the top-level ops (functions, globals) whose text names an `i1`
    memref change (a call or `memref.get_global` of one names its type too):
    those alone are parsed, widened and printed again, the others are kept
    as they are (parsing the generic form is what costs)."""
    if not _I1_MEMREF.search(text):
        return text
    lines = text.rstrip("\n").split("\n")
    starts = [i for i, line in enumerate(lines) if re.match(r"  [\"%]", line)]
    if (
        len(lines) < 2
        or lines[0] != _MODULE_START
        or not _MODULE_END.match(lines[-1])
        or not all(line.startswith("  ") for line in lines[1:-1])
        or (len(lines) > 2 and starts[:1] != [1])
    ):
        return _widen_module(text)
    chunks = [
        "\n".join(lines[start:end])
        for start, end in zip(starts, [*starts[1:], len(lines) - 1])
    ]
    selected = [i for i, chunk in enumerate(chunks) if _I1_MEMREF.search(chunk)]
    widened = (
        _widen_module(
            "\n".join([_MODULE_START, *(chunks[i] for i in selected), "}) : () -> ()"])
        )
        .rstrip("\n")
        .split("\n")
    )
    widened_starts = [i for i, line in enumerate(widened) if re.match(r"  [\"%]", line)]
    if len(widened_starts) != len(selected):
        return _widen_module(text)
    for i, start, end in zip(
        selected, widened_starts, [*widened_starts[1:], len(widened) - 1]
    ):
        chunks[i] = "\n".join(widened[start:end])
    return "\n".join([lines[0], *chunks, lines[-1]]) + "\n"


def _widen_module(text: str) -> str:
    """`widen_i1_memrefs` on a whole module."""
    from io import StringIO

    from xdsl.dialects.builtin import (
        DenseIntOrFPElementsAttr,
        FunctionType,
        MemRefType,
        TensorType,
        UnrankedMemRefType,
        i1,
        i8,
    )
    from xdsl.ir import Attribute, SSAValue
    from xdsl.printer import Printer
    from xdsl.rewriter import InsertPoint, Rewriter

    from xdsl_bufferization.executor import parse_program
    from xdsl_bufferization.executor.compiler import op_name
    from xdsl_bufferization.interfaces.bufferizable import build_op

    module, _ = parse_program(text, allow_unregistered=True)

    def widened(t: Attribute) -> Attribute:
        if isinstance(t, MemRefType) and t.element_type == i1:
            return MemRefType(i8, t.shape, t.layout, t.memory_space)
        if isinstance(t, UnrankedMemRefType) and t.element_type == i1:
            return UnrankedMemRefType.from_type(i8, t.memory_space)
        if isinstance(t, FunctionType):
            return FunctionType.from_lists(
                [widened(a) for a in t.inputs.data],
                [widened(a) for a in t.outputs.data],
            )
        return t

    def retype(value: SSAValue) -> None:
        value._type = widened(value.type)

    ops = list(module.walk())
    for op in ops:
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    retype(arg)
        for key, attr in list(op.properties.items()):
            op.properties[key] = widened(attr)
        for result in op.results:
            retype(result)
    for op in ops:
        name = op_name(op)
        initial = op.properties.get("initial_value")
        if (
            name == "memref.global"
            and isinstance(initial, DenseIntOrFPElementsAttr)
            and initial.get_element_type() == i1
        ):
            # The type was widened above; the elements follow (0 and 1).
            values = [int(v) & 1 for v in initial.get_values()]
            op.properties["initial_value"] = DenseIntOrFPElementsAttr.from_list(
                TensorType(i8, initial.get_shape()), values
            )
        if name == "memref.load" and op.results[0].type == i1:
            loaded = op.results[0]
            loaded._type = i8
            trunc = build_op("arith.trunci", operands=[loaded], result_types=[i1])
            Rewriter.insert_op(trunc, InsertPoint.after(op))
            for use in list(loaded.uses):
                if use.operation is not trunc:
                    use.operation.operands[use.index] = trunc.results[0]
        elif name == "memref.store" and op.operands[0].type == i1:
            ext = build_op("arith.extui", operands=[op.operands[0]], result_types=[i8])
            Rewriter.insert_op(ext, InsertPoint.before(op))
            op.operands[0] = ext.results[0]
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(module)
    return stream.getvalue()


_COUNTING = """
  llvm.mlir.global internal @__integration_live(0 : i64) : i64
  llvm.mlir.global internal @__integration_allocated(0 : i64) : i64
  llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
    %p = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    %one = llvm.mlir.constant(1 : i64) : i64
    %live = llvm.mlir.addressof @__integration_live : !llvm.ptr
    %l = llvm.load %live : !llvm.ptr -> i64
    %l1 = llvm.add %l, %one : i64
    llvm.store %l1, %live : i64, !llvm.ptr
    %all = llvm.mlir.addressof @__integration_allocated : !llvm.ptr
    %a = llvm.load %all : !llvm.ptr -> i64
    %a1 = llvm.add %a, %one : i64
    llvm.store %a1, %all : i64, !llvm.ptr
    llvm.return %p : !llvm.ptr
  }
  llvm.func @_mlir_memref_to_llvm_free(%p: !llvm.ptr) {
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    %one = llvm.mlir.constant(1 : i64) : i64
    %live = llvm.mlir.addressof @__integration_live : !llvm.ptr
    %l = llvm.load %live : !llvm.ptr -> i64
    %l1 = llvm.sub %l, %one : i64
    llvm.store %l1, %live : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @__integration_main() {
    llvm.call @main() : () -> ()
    %live = llvm.mlir.addressof @__integration_live : !llvm.ptr
    %l = llvm.load %live : !llvm.ptr -> i64
    %all = llvm.mlir.addressof @__integration_allocated : !llvm.ptr
    %a = llvm.load %all : !llvm.ptr -> i64
    llvm.call @printOpen() : () -> ()
    llvm.call @printI64(%l) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%a) : (i64) -> ()
    llvm.call @printClose() : () -> ()
    llvm.return
  }
"""
_DECLARATIONS = {
    "malloc": "llvm.func @malloc(i64) -> !llvm.ptr",
    "free": "llvm.func @free(!llvm.ptr)",
    "printOpen": "llvm.func @printOpen()",
    "printClose": "llvm.func @printClose()",
    "printComma": "llvm.func @printComma()",
    "printI64": "llvm.func @printI64(i64)",
}


def add_allocation_counting(lowered: str) -> str:
    """Define the allocation functions of `use-generic-functions` with
    counters, and the entry function that reports them."""
    text = re.sub(
        r"^\s*llvm\.func @_mlir_memref_to_llvm_(alloc|free)\(.*$\n",
        "",
        lowered,
        flags=re.M,
    )
    declarations = [
        line
        for name, line in _DECLARATIONS.items()
        if not re.search(rf"llvm\.func @{name}\(", text)
    ]
    end = text.rstrip().rfind("}")
    if end < 0:
        raise AssertionError("no module in the lowered program")
    added = "".join(f"  {line}\n" for line in declarations) + _COUNTING
    return text[:end] + added + text[end:]


@dataclass
class NativeRun:
    output: str
    live: int
    allocations: int


def run_natively(memref_level: str) -> NativeRun:
    """Lower a bufferized program with `mlir-opt` and run it with
    `mlir-runner`, counting its buffers."""
    t = tools()
    loops = t.opt([*LOWER_TO_LOOPS, "--mlir-print-op-generic"], memref_level)
    lowered = t.opt(list(LOWER_TO_LLVM), widen_i1_memrefs(loops))
    output = t.run(add_allocation_counting(lowered), ENTRY)
    match = _COUNTS.search(output)
    if match is None:
        raise AssertionError(f"no buffer counts at the end of:\n{output}")
    return NativeRun(output[: match.start()], int(match.group(1)), int(match.group(2)))


# ===----------------------------------------------------------------------=== #
# One program, every way
# ===----------------------------------------------------------------------=== #


@dataclass
class Outcome:
    """What each way printed, and what went wrong."""

    outputs: dict[str, str] = field(default_factory=dict[str, str])
    failures: list[str] = field(default_factory=list[str])

    def fail(self, way: str, message: str) -> None:
        self.failures.append(f"[{way}] {message}")


def _attempt(outcome: Outcome, way: str, action: object) -> object:
    try:
        return action()  # pyright: ignore[reportCallIssue, reportUnknownVariableType]
    except Exception as exc:
        outcome.fail(way, f"{type(exc).__name__}: {exc}")
        return None


def run_program(path: Path) -> Outcome:
    """Run a program every way; `Outcome.failures` lists every problem."""
    program = load_program(path)
    name = path.name
    outcome = Outcome()

    tensor = _attempt(
        outcome,
        "tensor",
        lambda: execute(program.text, name, generic=False, allow_leaks=True),
    )
    if isinstance(tensor, Execution):
        outcome.outputs["tensor"] = tensor.output

    ours: object = None
    mlir: object = None
    ours_text = _attempt(outcome, "ours", lambda: our_pipeline(program.text, name))
    if isinstance(ours_text, str):
        ours = _attempt(outcome, "ours", lambda: execute(ours_text, name, generic=True))
        native = _attempt(outcome, "ours-native", lambda: run_natively(ours_text))
        if isinstance(ours, Execution):
            outcome.outputs["ours"] = ours.output
        if isinstance(native, NativeRun):
            outcome.outputs["ours-native"] = native.output
            _check_native(outcome, "ours-native", native, ours)

    t = tools()
    if program.mlir_fails is not None:
        try:
            t.opt(MLIR_PIPELINE, program.text)
        except ToolError:
            pass
        else:
            outcome.fail(
                "mlir",
                "MLIR 22's pipeline succeeds: remove the MLIR-FAILS directive "
                f"({program.mlir_fails})",
            )
    else:
        mlir_text = _attempt(
            outcome,
            "mlir",
            lambda: t.opt([*MLIR_PIPELINE, "--mlir-print-op-generic"], program.text),
        )
        if isinstance(mlir_text, str):
            mlir = _attempt(
                outcome, "mlir", lambda: execute(mlir_text, name, generic=True)
            )
            native = _attempt(outcome, "mlir-native", lambda: run_natively(mlir_text))
            if isinstance(mlir, Execution):
                outcome.outputs["mlir"] = mlir.output
            if isinstance(native, NativeRun):
                outcome.outputs["mlir-native"] = native.output
                _check_native(outcome, "mlir-native", native, mlir)

    if isinstance(ours, Execution) and isinstance(mlir, Execution):
        # The quality bar: never more allocations or copies than MLIR 22.
        for what in ("allocations", "copies"):
            if getattr(ours, what) > getattr(mlir, what):
                outcome.fail(
                    "ours",
                    f"{getattr(ours, what)} {what} executed, MLIR 22's pipeline "
                    f"{getattr(mlir, what)}",
                )
    for way, output in outcome.outputs.items():
        complaint = filecheck(path, output)
        if complaint is not None:
            outcome.fail(way, f"output does not match the CHECK lines:\n{complaint}")
    bufferized = {
        way: hide_addresses(output)
        for way, output in outcome.outputs.items()
        if way != "tensor"
    }
    if len(set(bufferized.values())) > 1:
        listing = "\n".join(f"--- {way}:\n{text}" for way, text in bufferized.items())
        outcome.fail("all", f"the bufferized programs print differently:\n{listing}")
    return outcome


def _check_native(
    outcome: Outcome, way: str, native: NativeRun, executed: object
) -> None:
    if native.live != 0:
        outcome.fail(way, f"{native.live} buffer(s) never freed (leak)")
    if isinstance(executed, Execution) and executed.allocations != native.allocations:
        outcome.fail(
            way,
            f"{native.allocations} buffer allocation(s) natively, "
            f"{executed.allocations} in our executor",
        )
