"""
The dominance check (xdsl_bufferization.analysis.dominance) that the
deallocation tests and the differential harness run on our output: xDSL's
verifier does not check that a definition dominates its uses, mlir-opt does.
Each kind of violation is made by rewiring an operand of valid IR, and
checked against mlir-opt's verdict on the same IR in generic form.
"""

import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.analysis.dominance import (
    DominanceInfo,
    dominance_violations,
    verify_dominance,
)
from xdsl_bufferization.context import get_context

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "dealloc_programs"))
import harness  # pyright: ignore[reportMissingImports]

PROGRAM = """
func.func @f(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> index {
    %t = arith.addi %n, %c1 : index
    scf.yield %t : index
  } else {
    scf.yield %c0 : index
  }
  %w = scf.while (%k = %c0) : (index) -> index {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %k : index
  } do {
  ^bb0(%j: index):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1 : index
  }
  %late = arith.addi %r, %w : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %late, %c1 : index
  cf.br ^bb3(%x : index)
^bb2:
  %y = arith.addi %late, %c0 : index
  cf.br ^bb3(%y : index)
^bb3(%z: index):
  %sum = arith.addi %z, %c1 : index
  return %sum : index
^bb4:
  %dead = arith.addi %x, %c1 : index
  return %dead : index
}

func.func @g(%a: index) -> index {
  %b = arith.addi %a, %a : index
  return %b : index
}
"""


def _parse() -> tuple[ModuleOp, dict[str, SSAValue], dict[str, Operation]]:
    module = Parser(get_context(), PROGRAM).parse_module()
    values: dict[str, SSAValue] = {}
    definers: dict[str, Operation] = {}
    for op in module.walk():
        for result in op.results:
            if result.name_hint:
                values[result.name_hint] = result
                definers[result.name_hint] = op
        for region in op.regions:
            for block in region.blocks:
                for argument in block.args:
                    if argument.name_hint:
                        values[argument.name_hint] = argument
    return module, values, definers


def _generic(module: ModuleOp) -> str:
    from io import StringIO

    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(module)
    return stream.getvalue()


def _mlir_accepts(module: ModuleOp) -> bool:
    process = subprocess.run(
        [str(harness.MLIR_REF), "mlir-opt", "--mlir-print-op-generic"],
        input=_generic(module),
        capture_output=True,
        text=True,
        check=False,
    )
    return process.returncode == 0


def test_valid_ir_has_no_violation():
    module, _, _ = _parse()
    assert dominance_violations(module) == []
    verify_dominance(module)


# (the op that gets the bad operand: defining name of its result, operand
# index, the value it now uses)
VIOLATIONS = [
    # A value of an scf.if's region used after the scf.if.
    ("late", 0, "t"),
    # A value of the while's before region used in its after region.
    ("j1", 0, "go"),
    # A region argument used outside its region.
    ("late", 1, "j"),
    # A later value of the same block.
    ("late", 0, "sum"),
    # A value of one branch of a diamond used in the join block.
    ("sum", 0, "x"),
    # A value of another function.
    ("b", 0, "late"),
    # An op using its own result.
    ("late", 0, "late"),
]


@pytest.mark.parametrize(
    ("user", "index", "value"), VIOLATIONS, ids=[f"{u}-{v}" for u, _, v in VIOLATIONS]
)
def test_violations_are_found(user: str, index: int, value: str):
    module, values, definers = _parse()
    op = definers[user]
    op.operands[index] = values[value]
    violations = dominance_violations(module)
    assert [(v.user, v.operand_index) for v in violations] == [(op, index)]
    # A value of another function breaks the isolation of the user's
    # function, which MLIR's verifier reports first, in its own words.
    expected = (
        "using value defined outside the region"
        if value == "late" and user == "b"
        else "does not dominate this use"
    )
    with pytest.raises(VerifyException, match=expected):
        verify_dominance(module)
    if harness.mlir_available():
        assert not _mlir_accepts(module)


def test_the_check_agrees_with_mlir_on_valid_rewirings():
    """Rewirings that stay valid: an argument of an enclosing block, a value
    of a dominating block, anything in an unreachable block."""
    module, values, definers = _parse()
    definers["t"].operands[0] = values["c1"]
    definers["x"].operands[1] = values["late"]
    definers["dead"].operands[0] = values["z"]
    definers["sum"].operands[1] = values["r"]
    assert dominance_violations(module) == []
    if harness.mlir_available():
        assert _mlir_accepts(module)


def test_block_dominance():
    module, values, definers = _parse()
    function = next(op for op in module.walk() if op.name == "func.func")
    entry, bb1, _, bb3, bb4 = function.regions[0].blocks
    info = DominanceInfo()
    assert info.block_dominates(entry, bb3)
    assert not info.block_dominates(bb1, bb3)
    assert not info.block_dominates(bb3, bb1)
    # An unreachable block is dominated by every block.
    assert info.block_dominates(bb1, bb4)
    assert info.value_dominates(values["late"], definers["sum"])
    assert not info.value_dominates(values["x"], definers["sum"])
    assert info.properly_dominates(definers["c0"], definers["t"])
    assert not info.properly_dominates(definers["r"], definers["t"])


def test_differential_harness_reports_violations():
    """Our column of the differential tests fails on a dominance violation."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from differential.harness import (  # pyright: ignore[reportMissingImports]
        execute_ours,
    )

    module, values, definers = _parse()
    definers["sum"].operands[0] = values["x"]
    run = execute_ours(module, "cse")
    assert run.error is not None
    assert "does not dominate" in run.error
    assert not run.diagnostic
