"""How the ops of the `cf` dialect bufferize and deallocate (MLIR 22's cf
models).

**Bufferization models** (One-Shot Bufferize; `register()`): `cf.br` and
`cf.cond_br` neither read nor write their tensor operands; each forwarded
operand may alias (equivalently) the block argument it is passed to. Their
operands are bufferized together with the signature of the successor block,
by the op owning the region (e.g. `func.func` with
`bufferize-function-boundaries`, or `scf.execute_region`), so `bufferize`
leaves them alone.

**Deallocation models** (ownership-based buffer deallocation;
`register_deallocation()`): `cf.cond_br` (MLIR's model) and `cf.switch` (an
extension). A block ending with `cf.cond_br %c, ^t(...), ^f(...)` gets two
deallocs, one per successor, over the same memrefs: the conditions of the
first are conjoined with `%c`, those of the second with `not %c`, so that at
runtime only the dealloc of the taken branch frees anything. Each retains
what its successor needs (forwarded operands, values live in it); forwarded
memrefs get their new indicator as an extra operand of their branch. A value
retained by both gets the indicator `arith.select %c, <then>, <else>`.
`cf.br` needs no model: the pass's generic branch handling is MLIR's.

**Other interfaces**: the branch models of `cf.br`, `cf.cond_br` and
`cf.switch` (which operands go to which successor); `cf.br` and `cf.cond_br`
have no memory effects, `cf.assert` writes (MLIR's `MemWrite` on no value).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
)
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.interfaces import branch as interfaces_branch
from xdsl_bufferization.interfaces.branch import (
    BRANCH_MODELS,
    get_successor_operands,
    successor_operand_ranges,
)
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    Builder,
    DeallocationOptions,
    create_dealloc,
    memrefs_and_conditions_to_deallocate,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    NoMemoryAccessModel,
    OpOperand,
    register_builtin_model,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    ValuelessEffectsModel,
)
from xdsl_bufferization.interfaces.operands import (
    OPERAND_SEGMENT_SIZES,
    OperandRange,
    SizeCounter,
    all_operands,
    get_size_array,
    operand_segment,
)
from xdsl_bufferization.interfaces.ownership import DeallocationState, is_memref
from xdsl_bufferization.utils.building import integer_constant

# ===----------------------------------------------------------------------=== #
# Bufferization models
# ===----------------------------------------------------------------------=== #


def caller_op_operands(arg: BlockArgument) -> list[OpOperand]:
    """The operands forwarded to block argument `arg` by the branches to its
    block."""
    result: list[OpOperand] = []
    block = arg.block
    for use in block.uses:
        branch = use.operation
        ranges = successor_operand_ranges(branch)
        if use.index >= len(ranges):
            continue
        start, end = ranges[use.index]
        if start + arg.index < end:
            result.append(OpOperand(branch, start + arg.index))
    return result


class BranchModel(NoMemoryAccessModel):
    """`cf.br` / `cf.cond_br`: forwarded tensors alias the block arguments."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        result: list[AliasingValue] = []
        for successor, (start, end) in zip(
            op.successors, successor_operand_ranges(op), strict=True
        ):
            if start <= operand.index < end:
                result.append(
                    AliasingValue(
                        successor.args[operand.index - start],
                        BufferRelation.EQUIVALENT,
                        False,
                    )
                )
        return result

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        # Bufferized with the signature of the successor blocks.
        return


def register() -> None:
    """Register every model of the cf ops."""
    model = BranchModel()
    register_builtin_model("cf.br", model)
    register_builtin_model("cf.cond_br", model)
    register_deallocation()
    BRANCH_MODELS.register("cf.br", BrSuccessorsModel())
    BRANCH_MODELS.register("cf.cond_br", CondBrSuccessorsModel())
    BRANCH_MODELS.register("cf.switch", SwitchSuccessorsModel())
    for name in ("cf.br", "cf.cond_br"):
        # MLIR: Pure; xDSL's classes declare nothing.
        MEMORY_EFFECTS_MODELS.register(name, NoEffectsModel())
    MEMORY_EFFECTS_MODELS.register(
        "cf.assert", ValuelessEffectsModel(MemoryEffectKind.WRITE)
    )


# ===----------------------------------------------------------------------=== #
# Branch models (which operands go to which successor)
# ===----------------------------------------------------------------------=== #


class BrSuccessorsModel(interfaces_branch.BranchModel):
    """`cf.br`: all operands go to the only successor."""

    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        return all_operands(op)


class CondBrSuccessorsModel(interfaces_branch.BranchModel):
    """`cf.cond_br` (condition, true operands, false operands)."""

    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        return operand_segment(op, 1 + index)


class SwitchSuccessorsModel(interfaces_branch.BranchModel):
    """
    `cf.switch` (flag, default operands, case operands): successor 0 is the
    default block, successor `i + 1` case `i`, whose operands are split by the
    `case_operand_segments` property.
    """

    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        if index == 0:
            return operand_segment(op, 1)
        cases = operand_segment(op, 2)
        case_sizes = get_size_array(op, "case_operand_segments") or ()
        case = index - 1
        if case >= len(case_sizes):
            raise ValueError(f"'cf.switch' has no case {case}")
        return OperandRange(
            op,
            cases.start + sum(case_sizes[:case]),
            case_sizes[case],
            (
                SizeCounter(OPERAND_SEGMENT_SIZES, 2),
                SizeCounter("case_operand_segments", case),
            ),
        )


# ===----------------------------------------------------------------------=== #
# Deallocation models
# ===----------------------------------------------------------------------=== #


class CondBranchDeallocationModel(BufferDeallocationModel):
    """`cf.cond_br %condition, ^true(...), ^false(...)`."""

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        block = op.parent
        assert block is not None
        builder = Builder.before(op)
        condition = op.operands[0]
        memrefs, conditions = memrefs_and_conditions_to_deallocate(
            state, builder, block
        )

        def dealloc_for(
            index: int, adapt: Callable[[SSAValue], SSAValue]
        ) -> dict[SSAValue, SSAValue]:
            forwarded = get_successor_operands(op, index)
            retained = state.memrefs_to_retain(
                block, op.successors[index], forwarded.values
            )
            adapted = [adapt(c) for c in conditions]
            mapping: dict[SSAValue, SSAValue] = {}
            if memrefs or retained:
                dealloc = create_dealloc(
                    state, builder, block, memrefs, adapted, retained
                )
                for value, ownership in zip(retained, dealloc.results):
                    mapping[value] = ownership
            ownerships = [mapping[v] for v in forwarded.values if is_memref(v)]
            forwarded.append(ownerships)
            return mapping

        def when_true(c: SSAValue) -> SSAValue:
            return builder.insert(arith.AndIOp(c, condition)).result

        def when_false(c: SSAValue) -> SSAValue:
            true = builder.bool_constant(True)
            negation = builder.insert(arith.XOrIOp(true, condition)).result
            return builder.insert(arith.AndIOp(c, negation)).result

        then_mapping = dealloc_for(0, when_true)
        else_mapping = dealloc_for(1, when_false)
        for value in [v for v in else_mapping if v in then_mapping]:
            state.reset_ownerships((value,), block)
            combined = builder.insert(
                arith.SelectOp(condition, then_mapping[value], else_mapping[value])
            )
            state.update_ownership(value, combined.result, block)
        return op


class SwitchDeallocationModel(BufferDeallocationModel):
    """
    `cf.switch %flag, [default: ^d(...), v0: ^b0(...), ...]` (an extension:
    MLIR 22 rejects branches with several successors other than
    `cf.cond_br`): like `cf.cond_br`, one dealloc per successor, its
    conditions conjoined with "this successor is taken" (`%flag == v_i`, or
    no case value for the default); a value retained by several successors
    gets the indicator of the one taken (`arith.select` on those conditions).
    """

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        block = op.parent
        assert block is not None
        builder = Builder.before(op)
        flag = op.operands[0]
        case_values = _case_values(op)
        memrefs, conditions = memrefs_and_conditions_to_deallocate(
            state, builder, block
        )
        taken: list[SSAValue] = []
        case_taken: list[SSAValue] = []
        flag_type = cast(IntegerType | IndexType, flag.type)
        for value in case_values:
            constant = builder.insert(integer_constant(value, flag_type))
            equal = builder.insert(arith.CmpiOp(flag, constant.result, "eq"))
            case_taken.append(equal.result)
        if case_taken:
            any_case = case_taken[0]
            for equal in case_taken[1:]:
                any_case = builder.insert(arith.OrIOp(any_case, equal)).result
            true = builder.bool_constant(True)
            default_taken = builder.insert(arith.XOrIOp(any_case, true)).result
        else:
            default_taken = builder.bool_constant(True)
        taken = [default_taken, *case_taken]

        mappings: list[dict[SSAValue, SSAValue]] = []
        for index, successor_taken in enumerate(taken):
            forwarded = get_successor_operands(op, index)
            retained = state.memrefs_to_retain(
                block, op.successors[index], forwarded.values
            )
            adapted = [
                builder.insert(arith.AndIOp(c, successor_taken)).result
                for c in conditions
            ]
            mapping: dict[SSAValue, SSAValue] = {}
            if memrefs or retained:
                dealloc = create_dealloc(
                    state, builder, block, memrefs, adapted, retained
                )
                for value, ownership in zip(retained, dealloc.results):
                    mapping[value] = ownership
            forwarded.append([mapping[v] for v in forwarded.values if is_memref(v)])
            mappings.append(mapping)

        # The indicator of a value retained by several successors is the one
        # of the successor taken.
        retained_by: dict[SSAValue, list[int]] = {}
        for index, mapping in enumerate(mappings):
            for value in mapping:
                retained_by.setdefault(value, []).append(index)
        for value, indices in retained_by.items():
            if len(indices) < 2:
                continue
            merged = mappings[indices[-1]][value]
            for index in reversed(indices[:-1]):
                merged = builder.insert(
                    arith.SelectOp(taken[index], mappings[index][value], merged)
                ).result
            state.reset_ownerships((value,), block)
            state.update_ownership(value, merged, block)
        return op


def _case_values(op: Operation) -> list[int]:
    """The case values of a `cf.switch`, in successor order."""
    attr = op.properties.get("case_values") or op.attributes.get("case_values")
    if attr is None:
        return []
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return [int(v) for v in attr.get_values()]


def register_deallocation() -> None:
    """Register the deallocation models of this dialect's ops."""
    BUFFER_DEALLOCATION_MODELS.register(
        "cf.cond_br", CondBranchDeallocationModel(), replace=True
    )
    BUFFER_DEALLOCATION_MODELS.register(
        "cf.switch", SwitchDeallocationModel(), replace=True
    )
