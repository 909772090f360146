"""The package's op classes verify through `dialects/fast_verify.py`: it must
accept exactly the ops xDSL's generated verifier accepts, and reject the
others with xDSL's words."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import cast

import pytest
from xdsl.dialects.builtin import DenseArrayBase, StringAttr, UnitAttr, i1, i32
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import VerifyException

from tests.harness.dialect_corpus import dialect_test_modules, our_op_classes
from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects.fast_verify import (
    VerificationPlan,
    install_fast_verifier,
)

KEEP_XDSL_VERIFIER = {
    # A `verify_` written by hand that calls xDSL's generated one itself.
    "tensor.extract",
    "tensor.extract_slice",
    "tensor.from_elements",
    "tensor.insert",
    "tensor.insert_slice",
    # Several variadic segments sized alike: the plan leaves them to xDSL.
    "linalg.reduce",
    "memref.extract_strided_metadata",
}


def _is_fast(cls: type[Operation]) -> bool:
    return bool(getattr(cls.verify_, "_fast_plan", False))


def test_every_op_class_of_ours_has_the_fast_verifier() -> None:
    classes = list(our_op_classes())
    assert len(classes) > 150
    slow = {cls.name for cls in classes if not _is_fast(cls)}
    assert slow == KEEP_XDSL_VERIFIER


def test_xdsl_classes_are_left_alone() -> None:
    from xdsl.dialects import arith, func

    assert not _is_fast(arith.ConstantOp)
    assert not _is_fast(func.ReturnOp)
    assert not install_fast_verifier(arith.ConstantOp)
    assert not _is_fast(arith.ConstantOp)


def test_installing_twice_does_nothing() -> None:
    from xdsl_bufferization.dialects.memref import CopyOp

    assert _is_fast(CopyOp)
    assert not install_fast_verifier(CopyOp)


def _outcome(verify: Callable[[Operation], None], op: Operation) -> str | None:
    try:
        verify(op)
    except VerifyException as error:
        return str(error)
    return None


def _copy(op: Operation) -> Operation:
    return cast(Operation, op.clone())  # pyright: ignore[reportUnknownMemberType]


def _mutants(op: Operation) -> Iterator[tuple[str, Operation]]:
    """Copies of `op`, each broken (or not) in one way the IRDL definition
    checks: a property or attribute removed, replaced or added, a result's
    type changed."""
    for name in list(op.properties):
        mutant = _copy(op)
        del mutant.properties[name]
        yield f"without property {name}", mutant
        mutant = _copy(op)
        mutant.properties[name] = StringAttr("wrong")
        yield f"property {name} a string", mutant
    mutant = _copy(op)
    mutant.properties["not_defined"] = UnitAttr()
    yield "an undefined property", mutant
    for name in ("operandSegmentSizes", "resultSegmentSizes"):
        sizes = op.properties.get(name)
        if not isinstance(sizes, DenseArrayBase):
            continue
        values = sizes.get_values()
        for index in range(len(values)):
            for delta in (-1, 1):
                changed = list(values)
                changed[index] += delta
                mutant = _copy(op)
                mutant.properties[name] = DenseArrayBase.from_list(i32, changed)
                yield f"{name}[{index}] {delta:+}", mutant
    for name in list(op.attributes):
        mutant = _copy(op)
        del mutant.attributes[name]
        yield f"without attribute {name}", mutant
    for index in range(len(op.results)):
        mutant = _copy(op)
        setattr(mutant.results[index], "_type", i1)  # noqa: B010
        yield f"result {index} of type i1", mutant
    for index, region in enumerate(op.regions):
        if region.blocks:
            mutant = _copy(op)
            mutant.regions[index].detach_block(0).erase()
            yield f"region {index} without blocks", mutant


def test_same_verdicts_and_words_as_xdsl_on_the_dialect_tests() -> None:
    """Every op of ours in tests/filecheck/dialects, and mutants of each: the
    fast verifier and xDSL's agree on accepting, and on the message."""
    compared = rejected = 0
    for where, module in dialect_test_modules():
        for op in module.walk():
            if not _is_fast(type(op)):
                continue
            fast = type(op).verify_
            xdsl: Callable[[Operation], None] = getattr(fast, "__wrapped__")  # noqa: B009
            for what, candidate in [("as written", op), *_mutants(op)]:
                expected = _outcome(xdsl, candidate)
                assert _outcome(fast, candidate) == expected, (where, op.name, what)
                compared += 1
                rejected += expected is not None
    # Both ways are exercised: thousands of ops accepted and rejected.
    assert compared - rejected > 1_000
    assert rejected > 3_000


@pytest.mark.parametrize(
    "name", ["memref.subview", "scf.for", "linalg.matmul", "bufferization.dealloc"]
)
def test_plans_cover_the_hot_ops(name: str) -> None:
    op = get_context().get_optional_op(name)
    assert op is not None
    assert issubclass(op, IRDLOperation)
    assert VerificationPlan.of(op.get_irdl_definition()) is not None


def test_context_free_constraints() -> None:
    from xdsl.dialects.builtin import IndexType, MemRefType
    from xdsl.irdl.constraints import AnyOf, BaseAttr, EqAttrConstraint, VarConstraint

    from xdsl_bufferization.dialects.fast_verify import is_context_free
    from xdsl_bufferization.dialects.memref.constraints import Described

    memref = BaseAttr(MemRefType)
    assert is_context_free(memref)
    assert is_context_free(AnyOf((memref, EqAttrConstraint(i32))))
    assert is_context_free(Described(((memref, "a memref"),)))
    # A variable binds the attribute in the context: never remembered.
    variable = VarConstraint("T", BaseAttr(IndexType))
    assert not is_context_free(variable)
    assert not is_context_free(Described(((variable, "an index"),)))
    assert not is_context_free(AnyOf((memref, variable)))


ISOLATION_CASES = {
    "isolated": """
        func.func @f(%a: i32) -> i32 {
          %c = arith.constant 1 : i32
          %s = scf.execute_region -> i32 {
            %t = arith.addi %a, %c : i32
            scf.yield %t : i32
          }
          func.return %s : i32
        }
    """,
    "a value from the module": """
        %outside = "test.def"() : () -> i32
        func.func @f() -> i32 {
          %s = scf.execute_region -> i32 {
            scf.yield %outside : i32
          }
          func.return %s : i32
        }
    """,
    "a nested function using its parent's value": """
        func.func @f() {
          %x = "test.def"() : () -> i32
          "test.region"() ({
            func.func @g() {
              "test.use"(%x) : (i32) -> ()
              func.return
            }
          }) : () -> ()
          func.return
        }
    """,
}


@pytest.mark.parametrize("case", sorted(ISOLATION_CASES))
def test_function_definitions_check_isolation_as_xdsl_does(case: str) -> None:
    """Parsed definitions are our `FuncOp` (its plan checks `IsolatedFromAbove`
    in one walk); xDSL's check gives the same verdict and words."""
    from xdsl.dialects import func as xdsl_func
    from xdsl.parser import Parser

    from xdsl_bufferization.dialects.func import FuncOp

    module = Parser(
        get_context(allow_unregistered=True), ISOLATION_CASES[case]
    ).parse_module()
    funcs = [op for op in module.walk() if isinstance(op, xdsl_func.FuncOp)]
    assert funcs
    assert all(type(op) is FuncOp for op in funcs)
    fast: Callable[[Operation], None] = FuncOp.verify_  # pyright: ignore[reportAssignmentType]
    xdsl: Callable[[Operation], None] = getattr(fast, "__wrapped__")  # noqa: B009
    outcomes = [(_outcome(fast, op), _outcome(xdsl, op)) for op in funcs]
    assert all(ours == theirs for ours, theirs in outcomes)
    assert any(ours is not None for ours, _ in outcomes) == (case != "isolated")


# ---------------------------------------------------------------------------
# Signatures found valid are not checked again
# ---------------------------------------------------------------------------

SIGNATURE_PROGRAM = """
func.func @f(%m: memref<8x8xf32>, %v: f32, %i: index, %n: index) {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1]
      : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.store %v, %s[%i, %i] : memref<4x4xf32, strided<[8, 1]>>
  %a = memref.alloca() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%s : memref<4x4xf32, strided<[8, 1]>>)
  scf.for %k = %i to %n step %i {
    memref.store %v, %s[%k, %k] : memref<4x4xf32, strided<[8, 1]>>
  }
  func.return
}
"""


def _signature_program() -> dict[str, list[Operation]]:
    from xdsl.parser import Parser

    module = Parser(get_context(), SIGNATURE_PROGRAM).parse_module()
    module.verify()
    ops: dict[str, list[Operation]] = {}
    for op in module.walk():
        ops.setdefault(op.name, []).append(op)
    return ops


def _remembered(op: Operation) -> bool:
    from xdsl_bufferization.dialects.fast_verify import (
        _VALID_SIGNATURES,  # pyright: ignore[reportPrivateUsage]
        local_signature,
    )

    return local_signature(op)[0] in _VALID_SIGNATURES


def test_valid_signatures_are_remembered_and_shared() -> None:
    from xdsl_bufferization.dialects.fast_verify import local_signature

    ops = _signature_program()
    first, second = ops["memref.store"]
    # Parsed apart, with their own `f32` and `index` objects: equal tokens,
    # and the memref type is the subview's result, one object.
    assert local_signature(first)[0] == local_signature(second)[0]
    assert _remembered(first)
    assert _remembered(ops["memref.subview"][0])


def test_own_checks_that_read_more_run_every_time() -> None:
    """`memref.alloca`'s own check reads its ancestors: its signature was
    found valid in the function, but outside one it is still rejected."""
    from xdsl.dialects.builtin import ModuleOp

    ops = _signature_program()
    alloca = ops["memref.alloca"][0]
    assert _remembered(alloca)
    moved = _copy(alloca)
    ModuleOp([moved])
    with pytest.raises(VerifyException, match="AutomaticAllocationScope"):
        moved.verify()


def test_signature_tokens() -> None:
    from xdsl.dialects.builtin import Float32Type, IndexType, IntegerType, i64

    from xdsl_bufferization.dialects.fast_verify import (
        _identity,  # pyright: ignore[reportPrivateUsage]
    )

    assert _identity(Float32Type()) == _identity(Float32Type())
    assert _identity(IndexType()) != _identity(Float32Type())
    assert _identity(IntegerType(1)) == _identity(IntegerType(1))
    assert _identity(IntegerType(1)) != _identity(IntegerType(8))
    one = DenseArrayBase.from_list(i32, [1, 2])
    assert _identity(one) == _identity(DenseArrayBase.from_list(i32, [1, 2]))
    assert _identity(one) != _identity(DenseArrayBase.from_list(i32, [2, 1]))
    assert _identity(one) != _identity(DenseArrayBase.from_list(i64, [1, 2]))
    # Anything else by identity.
    text = StringAttr("a")
    assert _identity(text) == id(text)
    assert _identity(StringAttr("a")) != _identity(text)


def test_a_changed_signature_is_checked_again() -> None:
    from xdsl.dialects.builtin import f64, i64

    ops = _signature_program()
    subview = ops["memref.subview"][0]
    broken = _copy(subview)
    broken.properties["static_sizes"] = DenseArrayBase.from_list(i64, [4, 5])
    with pytest.raises(VerifyException, match="expected result type"):
        broken.verify()
    assert not _remembered(broken)
    # The body of a linalg op is part of its signature (its entry block's
    # argument types): the structured-op checks run again.
    fill = ops["linalg.fill"][0]
    assert _remembered(fill)
    changed = _copy(fill)
    setattr(changed.regions[0].blocks.first.args[0], "_type", f64)  # pyright: ignore[reportOptionalMemberAccess]  # noqa: B010
    with pytest.raises(Exception, match="bb argument #0"):
        changed.verify(verify_nested_ops=False)


def test_structure_is_checked_even_when_the_signature_was_valid() -> None:
    """`scf.yield`'s signature (no operands) was found valid inside the loop;
    moved into the function it is still rejected for its parent."""
    ops = _signature_program()
    (loop_yield,) = ops["scf.yield"]
    assert _remembered(loop_yield)
    moved = _copy(loop_yield)
    block = ops["func.func"][0].regions[0].blocks.first
    assert block is not None
    block.add_op(moved)
    with pytest.raises(VerifyException, match="expects parent op"):
        moved.verify()
    assert _remembered(moved)


def test_the_mark_is_not_inherited_by_an_override() -> None:
    from xdsl_bufferization.dialects.fast_verify import (
        reads_signature_only,
        reads_signature_only_marked,
    )

    class Base:
        @reads_signature_only
        def verify_(self) -> None: ...

    class Override(Base):
        def verify_(self) -> None: ...

    assert reads_signature_only_marked(Base.verify_)
    assert not reads_signature_only_marked(Override.verify_)
