"""MLIR's dominance rules in `dominance_violations` (issue 15)."""

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.analysis.dominance import (
    DOMINANCE,
    ISOLATION,
    dominance_violations,
    verify_dominance,
)
from xdsl_bufferization.context import get_context


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(allow_unregistered=True), text).parse_module()


def _op(module: ModuleOp, name: str):
    return next(op for op in module.walk() if op.name == name)


def test_unreachable_block_ops_are_not_checked_but_their_regions_are():
    module = _parse(
        """
        func.func @f() {
          return
        ^dead:
          %a = arith.addi %b, %b : i32
          %b = arith.constant 1 : i32
          scf.execute_region {
            %c = arith.addi %late, %late : i32
            scf.yield
          }
          %late = arith.constant 2 : i32
          cf.br ^dead
        }
        """
    )
    violations = dominance_violations(module)
    # Both operands of the nested addi; the top-level addi is not checked.
    assert [(v.user.name, v.operand_index, v.kind) for v in violations] == [
        ("arith.addi", 0, DOMINANCE),
        ("arith.addi", 1, DOMINANCE),
    ]
    assert violations[0].value.name_hint == "late"
    assert violations[0].note == "operand defined here (op in a parent region)"


def test_values_of_other_blocks_dominate_regions_of_an_unreachable_block():
    module = _parse(
        """
        func.func @f() {
          %x = arith.constant 1 : i32
          return
        ^dead:
          scf.execute_region {
            %c = arith.addi %x, %y : i32
            scf.yield
          }
          cf.br ^other
        ^other:
          %y = arith.constant 2 : i32
          cf.br ^dead
        }
        """
    )
    assert dominance_violations(module) == []


def test_graph_regions_of_unregistered_ops_and_modules():
    module = _parse(
        """
        "test.graph"() ({
          %a = arith.addi %b, %b : i32
          %b = arith.constant 1 : i32
          "test.end"() : () -> ()
        }) : () -> ()
        "test.use"(%late) : (i32) -> ()
        %late = "test.def"() : () -> i32
        """
    )
    assert dominance_violations(module) == []


def test_child_region_note():
    module = _parse(
        """
        func.func @f(%c: i1) -> i32 {
          %r = scf.if %c -> (i32) {
            %inner = arith.constant 1 : i32
            scf.yield %inner : i32
          } else {
            %other = arith.constant 2 : i32
            scf.yield %other : i32
          }
          return %r : i32
        }
        """
    )
    ret = _op(module, "func.return")
    inner = _op(module, "arith.constant")
    ret.operands = (inner.results[0],)
    (violation,) = dominance_violations(module)
    assert violation.note == "operand defined here (op in a child region)"
    with pytest.raises(VerifyException, match="operand #0 does not dominate this use"):
        verify_dominance(module)


def test_isolation_is_reported_as_mlir_does():
    module = _parse(
        """
        func.func @a() -> i32 {
          %v = arith.constant 1 : i32
          return %v : i32
        }
        func.func @b() -> i32 {
          %w = arith.constant 2 : i32
          return %w : i32
        }
        """
    )
    returns = [op for op in module.walk() if op.name == "func.return"]
    value = returns[0].operands[0]
    returns[1].operands = (value,)
    (violation,) = dominance_violations(module)
    assert violation.kind == ISOLATION
    assert violation.note == "required by region isolation constraints"
    with pytest.raises(VerifyException, match=r"'func\.return' op using value defined"):
        verify_dominance(module)


def test_walk_is_linear_in_a_deep_nest():
    """Each value enters and leaves the visible set once: a deep nest of
    loops, each using the value defined just outside it (as deep as xDSL's
    recursive parser goes)."""
    depth = 60
    body = "%v0 = arith.addi %a, %a : index\n"
    for level in range(depth):
        body += (
            f"scf.for %i{level} = %a to %a step %a {{\n"
            f"%v{level + 1} = arith.addi %v{level}, %i{level} : index\n"
        )
    body += "}\n" * depth
    module = _parse(f"func.func @f(%a: index) {{\n{body}return\n}}")
    assert dominance_violations(module) == []
