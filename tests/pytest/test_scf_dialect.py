"""The `scf` dialect: its ops, their relation to xDSL's classes, their builders."""

from collections.abc import Sequence
from io import StringIO

import pytest
from xdsl.dialects import arith
from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    f32,
    i1,
    i32,
    i64,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    OpDef,
    irdl_op_definition,
    operand_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
    get_effects,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects.scf import (
    ConditionOp,
    ExecuteRegionOp,
    ForallOp,
    ForOp,
    IfOp,
    IndexSwitchOp,
    InParallelOp,
    ParallelCombiningOpInterface,
    ParallelOp,
    ReduceOp,
    ReduceReturnOp,
    Scf,
    WhileOp,
    YieldOp,
)

MLIR_22_SCF_OPS = {
    "scf.condition",
    "scf.execute_region",
    "scf.for",
    "scf.forall",
    "scf.forall.in_parallel",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.reduce",
    "scf.reduce.return",
    "scf.while",
    "scf.yield",
}

REPLACED = [
    (xdsl_scf.ConditionOp, ConditionOp),
    (xdsl_scf.YieldOp, YieldOp),
    (xdsl_scf.ExecuteRegionOp, ExecuteRegionOp),
    (xdsl_scf.IfOp, IfOp),
    (xdsl_scf.ForOp, ForOp),
    (xdsl_scf.WhileOp, WhileOp),
    (xdsl_scf.IndexSwitchOp, IndexSwitchOp),
    (xdsl_scf.ParallelOp, ParallelOp),
    (xdsl_scf.ReduceOp, ReduceOp),
    (xdsl_scf.ReduceReturnOp, ReduceReturnOp),
]


def test_dialect_has_every_mlir_22_op():
    assert {op.name for op in Scf.operations} == MLIR_22_SCF_OPS
    assert Scf.name == "scf"


def test_context_uses_our_dialect():
    ctx = get_context()
    for op in Scf.operations:
        assert ctx.get_op(op.name) is op


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED)
def test_virtual_subclass(
    xdsl_class: type[IRDLOperation], our_class: type[IRDLOperation]
):
    assert our_class is not xdsl_class
    assert our_class.name == xdsl_class.name
    assert our_class.__name__ == xdsl_class.__name__
    assert issubclass(our_class, xdsl_class)
    assert not issubclass(xdsl_class, our_class)


def _fields(op_def: OpDef) -> dict[str, str]:
    """Accessor name -> kind of IR construct, for the IRDL fields of an op."""
    fields: dict[str, str] = {}
    for kind, defs in (
        ("operand", op_def.operands),
        ("result", op_def.results),
        ("region", op_def.regions),
        ("successor", op_def.successors),
    ):
        for name, field_def in defs:
            variadic = "var" if "Var" in type(field_def).__name__ else "single"
            fields[name] = f"{kind}:{variadic}"
    accessors = {name: (name, "property") for name in op_def.properties}
    accessors |= {name: (name, "attribute") for name in op_def.attributes}
    accessors |= op_def.accessor_names
    for accessor, (name, kind) in accessors.items():
        fields[accessor] = f"{kind}:{name}"
    return fields


# Class-level names of xDSL's classes that are not accessors of the op.
NOT_ACCESSORS = {"T"}  # ForOp's type constraint variable


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED)
def test_accessors_are_a_superset(
    xdsl_class: type[IRDLOperation], our_class: type[IRDLOperation]
):
    theirs = _fields(xdsl_class.get_irdl_definition())
    ours = _fields(our_class.get_irdl_definition())
    for name, kind in theirs.items():
        assert ours.get(name) == kind, name
    public = {
        name
        for name in vars(xdsl_class)
        if not name.startswith("_") and name not in NOT_ACCESSORS
    }
    missing = {name for name in public if not hasattr(our_class, name)}
    assert not missing - set(theirs), missing


def _print(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out).print_op(op)
    return out.getvalue()


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def _values(*types: object) -> list[SSAValue]:
    block = Block(arg_types=types)  # pyright: ignore[reportArgumentType]
    return list(block.args)


def test_for_builder_and_accessors():
    lb, ub, step, init = _values(IndexType(), IndexType(), IndexType(), i32)
    body = Block(arg_types=[IndexType(), i32])
    body.add_op(YieldOp(body.args[1]))
    loop = ForOp(lb, ub, step, [init], body)
    assert isinstance(loop, xdsl_scf.ForOp)
    assert loop.result_types == (i32,)
    assert loop.lb is lb
    assert loop.lower_bound is lb
    assert loop.ub is ub
    assert loop.upper_bound is ub
    assert tuple(loop.iter_args) == (init,) == tuple(loop.init_args)
    assert loop.induction_var is body.args[0]
    assert tuple(loop.region_iter_args) == (body.args[1],)
    assert tuple(loop.yielded_values) == (body.args[1],)
    assert loop.region is loop.body
    assert loop.unsigned_cmp is None
    assert not loop.is_unsigned
    loop.verify()
    assert loop.has_trait(RecursiveMemoryEffect)

    unsigned = ForOp(
        lb, ub, step, [], Block(arg_types=[IndexType()]), unsigned_cmp=True
    )
    assert unsigned.is_unsigned
    assert "unsignedCmp" in unsigned.properties


def test_for_prints_mlir_syntax():
    module = _parse(
        """
        func.func @f(%lb: i32, %a: f32) {
          %0 = scf.for unsigned %i = %lb to %lb step %lb iter_args(%x = %a) -> f32 : i32 {
            scf.yield %x : f32
          }
          func.return
        }
        """
    )
    module.verify()
    text = _print(module)
    assert (
        "%0 = scf.for unsigned %i = %lb to %lb step %lb iter_args(%x = %a) -> (f32)"
        "  : i32 {" in text
    )


def test_if_builder_and_accessors():
    (cond, a) = _values(i1, i32)
    then_block = Block([YieldOp(a)])
    else_block = Block([YieldOp(a)])
    op = IfOp(cond, [i32], [then_block], [else_block])
    assert isinstance(op, xdsl_scf.IfOp)
    assert op.cond is cond
    assert op.condition is cond
    assert op.true_region is op.then_region
    assert op.false_region is op.else_region
    assert op.then_block is then_block
    assert op.else_block is else_block
    assert op.then_yield is then_block.last_op
    assert op.else_yield is else_block.last_op
    op.verify()

    no_else = IfOp(cond, [], [Block([YieldOp()])])
    assert no_else.else_block is None
    assert no_else.else_yield is None
    no_else.verify()


def test_if_with_results_needs_else():
    (cond, a) = _values(i1, i32)
    op = IfOp(cond, [i32], [Block([YieldOp(a)])])
    with pytest.raises(
        VerifyException, match="must have an else block if defining values"
    ):
        op.verify()


def test_yield_traits():
    assert YieldOp.has_trait(ReturnLike)
    assert YieldOp.has_trait(IsTerminator)
    assert YieldOp.has_trait(Pure)
    (a, b) = _values(i32, f32)
    op = YieldOp(a, b)
    assert tuple(op.arguments) == (a, b)


def test_while_builder_and_accessors():
    (init, c) = _values(i32, i1)
    before = Block(arg_types=[i32])
    before.add_op(ConditionOp(c, before.args[0]))
    after = Block(arg_types=[i32])
    after.add_op(YieldOp(after.args[0]))
    op = WhileOp([init], [i32], [before], [after])
    assert isinstance(op, xdsl_scf.WhileOp)
    assert tuple(op.arguments) == (init,) == tuple(op.inits)
    assert op.before is op.before_region
    assert op.after is op.after_region
    assert op.before_body is before
    assert op.after_body is after
    assert tuple(op.before_arguments) == tuple(before.args)
    assert tuple(op.after_arguments) == tuple(after.args)
    assert op.condition_op is before.last_op
    assert op.yield_op is after.last_op
    op.verify()
    condition = op.condition_op
    assert condition.condition is c
    assert tuple(condition.args) == (before.args[0],)


def test_execute_region_builder():
    (a,) = _values(i32)
    op = ExecuteRegionOp([i32], Region(Block([YieldOp(a)])), no_inline=True)
    assert isinstance(op, xdsl_scf.ExecuteRegionOp)
    assert op.is_no_inline
    assert tuple(op.outs) == tuple(op.results)
    op.verify()
    assert "no_inline" in _print(op)
    plain = ExecuteRegionOp([], Region(Block([YieldOp()])), {"a": StringAttr("x")})
    assert not plain.is_no_inline
    assert plain.attributes["a"] == StringAttr("x")


def test_execute_region_prints_terminator_without_results():
    op = ExecuteRegionOp([], Region(Block([YieldOp()])))
    assert _print(op) == "scf.execute_region {\n  scf.yield\n}"


def test_index_switch_builder_and_accessors():
    (arg, a) = _values(IndexType(), i32)
    default = Region(Block([YieldOp(a)]))
    cases = [Region(Block([YieldOp(a)])), Region(Block([YieldOp(a)]))]
    op = IndexSwitchOp(
        arg, DenseArrayBase.from_list(i64, [1, 5]), default, cases, [i32]
    )
    assert isinstance(op, xdsl_scf.IndexSwitchOp)
    assert op.case_values == (1, 5)
    assert op.num_cases == 2
    assert op.default_block is default.block
    assert op.case_block(1) is cases[1].block
    op.verify()
    from_list = IndexSwitchOp(
        arg, [3], Region(Block([YieldOp()])), [Region(Block([YieldOp()]))], []
    )
    assert from_list.case_values == (3,)
    from_list.verify()


def _reduce_region(arg_type: object) -> Region:
    block = Block(arg_types=[arg_type, arg_type])  # pyright: ignore[reportArgumentType]
    block.add_op(ReduceReturnOp(block.args[0]))
    return Region(block)


def test_parallel_reduce_builders():
    (lb, ub, step, init, x) = _values(IndexType(), IndexType(), IndexType(), f32, f32)
    body = Block(arg_types=[IndexType()])
    body.add_op(ReduceOp([x], [_reduce_region(f32)]))
    op = ParallelOp([lb], [ub], [step], [body], [init])
    assert isinstance(op, xdsl_scf.ParallelOp)
    assert op.result_types == (f32,)
    assert tuple(op.lowerBound) == (lb,)
    assert tuple(op.initVals) == (init,)
    assert op.num_loops == 1
    assert op.num_reductions == 1
    assert tuple(op.induction_vars) == tuple(body.args)
    op.verify()
    reduce = body.last_op
    assert isinstance(reduce, xdsl_scf.ReduceOp)
    assert isinstance(reduce, ReduceOp)
    assert tuple(reduce.args) == (x,)
    assert ReduceOp().args == ()


def test_parallel_prints_mlir_syntax():
    text = """
    func.func @f(%lb: index, %a: f32) {
      %0:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) init (%a, %a) -> (f32, f32) {
        scf.reduce(%a, %a : f32, f32) {
        ^bb0(%l: f32, %r: f32):
          scf.reduce.return %l : f32
        }, {
        ^bb0(%l2: f32, %r2: f32):
          scf.reduce.return %l2 : f32
        }
      }
      func.return
    }
    """
    module = _parse(text)
    module.verify()
    printed = _print(module)
    assert "scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb)" in printed
    assert "init (%a, %a) -> (f32, f32) {" in printed
    assert "scf.reduce(%a, %a : f32, f32) {" in printed
    assert "}, {" in printed


def test_forall_builders_and_accessors():
    (n, t) = _values(IndexType(), TensorType(f32, [4]))
    op = ForallOp([0, 0], [n, 8], [1, 2], [t])
    assert op.rank == 2
    assert op.mixed_lower_bound == [0, 0]
    assert op.mixed_upper_bound == [n, 8]
    assert op.mixed_step == [1, 2]
    assert tuple(op.dynamic_upper_bound) == (n,)
    assert op.result_types == (t.type,)
    assert len(op.induction_vars) == 2
    assert [a.type for a in op.region_out_args] == [t.type]
    assert op.tied_op_result(t) is op.res[0]
    assert op.tied_block_argument(t) is op.region_out_args[0]
    assert not op.is_normalized()
    assert isinstance(op.terminator, InParallelOp)
    assert op.terminator.yielding_ops == []
    op.verify()
    assert op.has_trait(RecursiveMemoryEffect)

    normalized = ForallOp.normalized([n], mapping=[])
    assert normalized.is_normalized()
    assert normalized.mixed_lower_bound == [0]
    assert normalized.mapping == ArrayAttr([])
    normalized.verify()
    assert _print(normalized) == "scf.forall (%0) in (%1) {\n} {mapping = []}"


def test_in_parallel_builder():
    op = InParallelOp()
    assert op.region.block.ops.first is None
    assert op.has_trait(IsTerminator)
    assert op.has_trait(Pure)


class UpdatesItsOperand(ParallelCombiningOpInterface):
    @classmethod
    def get_updated_destinations(cls, op: Operation) -> Sequence[SSAValue]:
        return op.operands


@irdl_op_definition
class CombineOp(IRDLOperation):
    """A test op that updates its operand, as tensor.parallel_insert_slice does."""

    name = "test.combine"
    dest = operand_def()

    traits = traits_def(UpdatesItsOperand())

    def __init__(self, dest: SSAValue):
        super().__init__(operands=[dest])


def test_in_parallel_holds_parallel_combining_ops():
    (t, other) = _values(TensorType(f32, [4]), TensorType(f32, [4]))
    op = ForallOp.normalized([4], [t])
    terminator = op.terminator
    out = op.region_out_args[0]
    combine = CombineOp(out)
    terminator.region.block.add_op(combine)
    op.verify()
    assert terminator.dests == [out]
    assert op.combining_ops(out) == [combine]
    assert terminator.parent_result(0) is op.res[0]

    combine.operands = [other]
    with pytest.raises(
        VerifyException,
        match=r"'test.combine' op may only insert into an output block argument",
    ):
        op.verify()

    combine.detach()
    terminator.region.block.add_op(arith.ConstantOp(IntegerAttr(0, IndexType())))
    with pytest.raises(
        VerifyException, match="expected only ParallelCombiningOpInterface ops"
    ):
        op.verify()


def test_memory_effects():
    (a, c) = _values(i32, i1)
    pure_if = IfOp(c, [], [Block([YieldOp()])])
    assert get_effects(pure_if) == set()
    for op in (YieldOp(), ConditionOp(c), ReduceReturnOp(a), InParallelOp()):
        assert op.has_trait(Pure)
    for cls in (
        ExecuteRegionOp,
        IfOp,
        ForOp,
        WhileOp,
        IndexSwitchOp,
        ParallelOp,
        ReduceOp,
        ForallOp,
    ):
        assert cls.has_trait(RecursiveMemoryEffect), cls.name


def test_xdsl_yield_in_our_loop():
    """xDSL's own code builds xDSL's scf.yield into loops: still valid."""
    (lb, init) = _values(IndexType(), i32)
    body = Block(arg_types=[IndexType(), i32])
    body.add_op(xdsl_scf.YieldOp(body.args[1]))
    ForOp(lb, lb, lb, [init], body).verify()


def test_our_yield_in_xdsl_loop():
    (lb,) = _values(IndexType())
    body = Block(arg_types=[IndexType()])
    body.add_op(YieldOp())
    xdsl_scf.ForOp(lb, lb, lb, [], body).verify()
