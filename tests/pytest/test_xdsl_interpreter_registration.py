"""xDSL's interpreter runs programs made of our op classes (issue 15)."""

from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.interpreters import register_implementations
from xdsl.interpreters.scf import ScfFunctions
from xdsl.parser import Parser

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects import scf as our_scf
from xdsl_bufferization.interpreter_registration import (
    our_replacement_classes,
    register_xdsl_interpreter_implementations,
)

PROGRAM = """
func.func @main(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %c2 = arith.constant 2 : index
    %rem = arith.remsi %i, %c2 : index
    %odd = arith.cmpi ne, %rem, %c0 : index
    %next = scf.if %odd -> (index) {
      scf.yield %acc : index
    } else {
      %added = arith.addi %acc, %i : index
      scf.yield %added : index
    }
    scf.yield %next : index
  }
  func.return %sum : index
}
"""


def _run(program: str, *args: object) -> tuple[object, ...]:
    ctx = get_context()
    module = Parser(ctx, program).parse_module()
    module.verify()
    interpreter = Interpreter(module)
    register_implementations(interpreter, ctx)
    return interpreter.call_op("main", args)


def test_parsed_ops_are_ours_and_xdsls():
    ctx = get_context()
    module = Parser(ctx, PROGRAM).parse_module()
    for_op = next(op for op in module.walk() if op.name == "scf.for")
    assert type(for_op) is our_scf.ForOp


def test_xdsl_interpreter_runs_our_classes():
    register_xdsl_interpreter_implementations()
    assert _run(PROGRAM, 5) == (6,)  # 0 + 2 + 4


def test_registration_is_idempotent_and_keeps_xdsls_entries():
    register_xdsl_interpreter_implementations()
    register_xdsl_interpreter_implementations()
    table = ScfFunctions.__dict__["__impl_dict"]
    from xdsl.dialects import scf as xdsl_scf

    assert table[our_scf.ForOp] is table[xdsl_scf.ForOp]
    assert table[our_scf.IfOp] is table[xdsl_scf.IfOp]


def test_functions_classes_defined_later_are_covered():
    from xdsl.dialects import scf as xdsl_scf

    @register_impls
    class LoggingIf(InterpreterFunctions):
        @impl(xdsl_scf.IfOp)
        def run_if(self, interpreter: Interpreter, op: xdsl_scf.IfOp, args: object):
            return ()

    register_xdsl_interpreter_implementations()
    assert LoggingIf.__dict__["__impl_dict"][our_scf.IfOp] is not None


def test_every_replacement_is_a_virtual_subclass_of_xdsls_class():
    import importlib

    for name, ours in our_replacement_classes().items():
        dialect, _, _ = name.partition(".")
        module = importlib.import_module(f"xdsl.dialects.{dialect}")
        for candidate in vars(module).values():
            if (
                isinstance(candidate, type)
                and getattr(candidate, "name", None) == name
                and candidate is not ours
            ):
                assert issubclass(ours, candidate), name
