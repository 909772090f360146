"""
Random `arith` expression trees (tests/generators/arith_expressions.py),
folded by our `canonicalize` and by `mlir-opt -canonicalize` (MLIR 22):

- function by function, the same number of ops is left, and a function
  that MLIR folds to a constant returns a constant of the same bits from
  ours (NaN payloads and -0.0 included);
- the folded functions are then called from a `@main` that prints their
  values: our executor on our output prints what `mlir-runner` prints on
  MLIR's output, lowered to LLVM.

CI runs `SEEDS`; a longer campaign is
`ARITH_SEEDS=0-199 pytest tests/pytest/test_canonicalize_arith_differential.py`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, ModuleOp
from xdsl.ir import Operation, OpResult
from xdsl.parser import Parser
from xdsl.printer import Printer

from tests.generators.arith_expressions import generate_arith_functions
from tests.harness.mlir_tools import run_mlir_opt, tools
from xdsl_bufferization.context import get_context
from xdsl_bufferization.executor import run
from xdsl_bufferization.rewriting.folder import constant_value
from xdsl_bufferization.transforms.canonicalize import CanonicalizePass
from xdsl_bufferization.utils.apfloat import float_format
from xdsl_bufferization.utils.apint import integer_width, unsigned


def _seeds() -> list[int]:
    spec = os.environ.get("ARITH_SEEDS")
    if not spec:
        return list(range(6))
    low, _, high = spec.partition("-")
    return list(range(int(low), int(high or low) + 1))


SEEDS = _seeds()
FUNCTIONS = 60
"""Functions (expression trees) per seed."""


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(allow_unregistered=True), text).parse_module()


@dataclass(frozen=True)
class Folded:
    """One function after canonicalization."""

    ops: int
    """Ops in its body, the return included."""
    constant: tuple[str, int] | None
    """The returned constant as (type, bit pattern), if it is one."""


def _returned_constant(function: func.FuncOp) -> tuple[str, int] | None:
    terminator = function.body.blocks.first.last_op  # type: ignore[union-attr]
    assert terminator is not None
    value = terminator.operands[0]
    if not isinstance(value, OpResult):
        return None
    attr = constant_value(value.op)
    type = value.type
    if isinstance(attr, IntegerAttr):
        width = integer_width(type)
        assert width is not None
        return (str(type), unsigned(attr.value.data, width))  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
    if isinstance(attr, FloatAttr):
        fmt = float_format(type)
        assert fmt is not None
        return (str(type), fmt.to_bits(attr.value.data))  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
    return None


def _summary(module: ModuleOp) -> dict[str, Folded]:
    found: dict[str, Folded] = {}
    for op in module.body.ops:
        if isinstance(op, func.FuncOp):
            ops = sum(1 for _ in op.body.walk())
            found[op.sym_name.data] = Folded(ops, _returned_constant(op))
    return found


@dataclass
class SeedResult:
    source: list[str]
    ours: ModuleOp
    mlir: ModuleOp


@cache
def folded(seed: int) -> SeedResult:
    functions = generate_arith_functions(seed, FUNCTIONS)
    ctx = get_context(allow_unregistered=True)
    ours = Parser(ctx, "\n".join(functions)).parse_module()
    CanonicalizePass().apply(ctx, ours)
    ours.verify()
    (mlir,) = run_mlir_opt(["\n".join(functions)], ["-canonicalize"])
    assert mlir.text is not None, mlir.error
    return SeedResult(functions, ours, _parse(mlir.text))


@pytest.mark.parametrize("seed", SEEDS)
def test_same_folds_as_mlir(seed: int):
    result = folded(seed)
    ours, theirs = _summary(result.ours), _summary(result.mlir)
    assert ours.keys() == theirs.keys()
    differences = [
        f"{name}: ours {ours[name]}, MLIR 22 {theirs[name]}\n"
        + result.source[int(name[1:])]
        for name in ours
        if ours[name] != theirs[name]
    ]
    assert not differences, "\n".join(differences[:3])


# ---------------------------------------------------------------------------
# Execution
# ---------------------------------------------------------------------------

LOWER = [
    "-convert-arith-to-llvm",
    "-convert-func-to-llvm",
    "-reconcile-unrealized-casts",
]


def _print_call(name: str, type: str, index: int) -> list[str]:
    """Lines of @main calling @name and printing its value."""
    value = f"%r{index}"
    lines = [f"  {value} = func.call @{name}() : () -> {type}"]
    if type in ("f16", "bf16", "f32"):
        lines.append(f"  %p{index} = arith.extf {value} : {type} to f64")
        lines.append(f"  func.call @printF64(%p{index}) : (f64) -> ()")
    elif type == "f64":
        lines.append(f"  func.call @printF64({value}) : (f64) -> ()")
    elif type == "index":
        lines.append(f"  %p{index} = arith.index_cast {value} : index to i64")
        lines.append(f"  func.call @printI64(%p{index}) : (i64) -> ()")
    elif type == "i64":
        lines.append(f"  func.call @printI64({value}) : (i64) -> ()")
    else:
        lines.append(f"  %p{index} = arith.extsi {value} : {type} to i64")
        lines.append(f"  func.call @printI64(%p{index}) : (i64) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")
    return lines


def _with_main(module: ModuleOp, names: list[str]) -> str:
    """The functions of `module` named `names`, and a @main printing them."""
    functions: list[Operation] = [
        op
        for op in module.body.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data in names
    ]
    from io import StringIO

    lines = [
        "func.func private @printI64(i64)",
        "func.func private @printF64(f64)",
        "func.func private @printNewline()",
    ]
    for function in functions:
        out = StringIO()
        Printer(stream=out).print_op(function)
        lines.append(out.getvalue())
    lines.append("func.func @main() {")
    for index, function in enumerate(functions):
        assert isinstance(function, func.FuncOp)
        (result_type,) = function.function_type.outputs.data
        lines += _print_call(function.sym_name.data, str(result_type), index)
    lines += ["  func.return", "}"]
    return "\n".join(lines)


def _mlir_runner(text: str) -> str:
    mlir = tools()
    return mlir.run(mlir.opt(list(LOWER), text, timeout=300), timeout=300)


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_folded_values_execute_as_in_mlir(seed: int):
    result = folded(seed)
    theirs = _summary(result.mlir)
    # Functions without arguments that MLIR folds to a constant (nothing
    # undefined is left to run).
    names = [
        name
        for name, folded_function in theirs.items()
        if folded_function.constant is not None
        and "(%" not in result.source[int(name[1:])].splitlines()[0]
    ]
    assert len(names) >= FUNCTIONS // 4
    ours_program = _with_main(result.ours, names)
    ours_run = run(ours_program, allow_unregistered=True)
    assert ours_run.report.ok, ours_run.report.to_text()
    expected = _mlir_runner(_with_main(result.mlir, names))
    assert ours_run.output == expected
