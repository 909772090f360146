"""Canonicalization patterns of `scf.for` (MLIR's ForOp patterns), and its
trip count.
"""

from typing import cast

from xdsl.dialects import scf, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerType, TensorType
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import ConstantLike
from xdsl.transforms.canonicalization_patterns import scf as xdsl_scf_patterns
from xdsl.transforms.canonicalization_patterns.scf import replace_op_with_region

from xdsl_bufferization.transforms.canonicalization_patterns.scf.common import (
    defined_inside,
)
from xdsl_bufferization.utils.building import build_ir_op
from xdsl_bufferization.utils.static_values import constant_int_value
from xdsl_bufferization.utils.traits import class_has_trait

_INDEX_BITWIDTH = 64


def trip_count(
    lb: SSAValue, ub: SSAValue, step: SSAValue, unsigned_cmp: bool = False
) -> int | None:
    """
    The number of iterations of a loop from `lb` to `ub` by `step` if they are
    constants, as MLIR counts them: 0 when the step is not positive or the
    upper bound is not above the lower one (compared unsigned if
    `unsigned_cmp`), in the bit width of their type.
    """
    bounds = _constant_bounds(lb, ub, unsigned_cmp)
    step_value = constant_int_value(step)
    if bounds is None or step_value is None:
        return None
    lb_value, ub_value, modulus = bounds
    step_value %= modulus
    if step_value >= modulus >> 1:
        return 0  # a negative step (MLIR's verifier rejects a constant one)
    if step_value == 0 or ub_value <= lb_value:
        return 0
    return -((lb_value - ub_value) // step_value)


def _constant_bounds(
    lb: SSAValue, ub: SSAValue, unsigned_cmp: bool
) -> tuple[int, int, int] | None:
    """The constant bounds as the loop compares them (signed, or unsigned
    if `unsigned_cmp`, in the bit width of their type), with 2**width."""
    lb_value, ub_value = constant_int_value(lb), constant_int_value(ub)
    if lb_value is None or ub_value is None:
        return None
    bound_type = lb.type
    if isinstance(bound_type, IntegerType):
        width = bound_type.bitwidth
    elif isinstance(bound_type, IndexType):
        width = _INDEX_BITWIDTH
    else:
        return None
    modulus = 1 << width
    lb_value, ub_value = lb_value % modulus, ub_value % modulus
    if not unsigned_cmp:
        half = modulus >> 1
        lb_value -= modulus if lb_value >= half else 0
        ub_value -= modulus if ub_value >= half else 0
    return lb_value, ub_value, modulus


def never_iterates(op: scf.ForOp) -> bool:
    """Whether `op`'s bounds alone show it runs no iteration (the upper bound
    is not above the lower one), whatever its step (MLIR's first check)."""
    if op.lb is op.ub:
        return True
    bounds = _constant_bounds(op.lb, op.ub, "unsignedCmp" in op.properties)
    return bounds is not None and bounds[1] <= bounds[0]


def constant_trip_count(op: scf.ForOp) -> int | None:
    """The number of iterations of `op` if its bounds and step are constants."""
    return trip_count(op.lb, op.ub, op.step, "unsignedCmp" in op.properties)


class SimplifyTrivialLoops(RewritePattern):
    """
    Erase `scf.for` loops that do not iterate, inline the body of loops that
    iterate once, and replace loops whose body only yields values defined
    outside by those values (MLIR's pattern of the same name). Unlike xDSL's
    version, it counts iterations as `unsigned` loops compare.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        lb, ub = op.operands[0], op.operands[1]
        if lb is not ub and constant_int_value(ub) is None:
            # Neither check below can succeed (most loops): both need
            # constant bounds or the same value for both.
            return
        if never_iterates(op):
            # Even with a step that is not a constant (issue 15).
            rewriter.replace(op, (), op.iter_args)
            return
        trip_count = constant_trip_count(op)
        if trip_count is None:
            return
        if trip_count == 0:
            rewriter.replace(op, (), op.iter_args)
            return
        if trip_count == 1:
            replace_op_with_region(rewriter, op, op.body, (op.lb, *op.iter_args))
            return
        block = op.body.block
        terminator = block.last_op
        if terminator is None or terminator is not block.first_op:
            return
        if any(defined_inside(value, op) for value in terminator.operands):
            return
        rewriter.replace(op, (), terminator.operands)


class ForOpIterArgsFolder(RewritePattern):
    """
    Drop the loop-carried values of an `scf.for` that do not change: those the
    body yields unchanged, and those the body does not use while the loop yields
    the initial value or nobody uses the result (MLIR's pattern of this name).
    Their results and uses in the body become the initial values.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        if not op.results:
            # No loop-carried value (most loops once folded).
            return
        block = op.body.block
        terminator = block.last_op
        if not isinstance(terminator, scf.YieldOp):
            return
        region_iter_args = block.args[1:]
        yielded = terminator.operands
        if not (len(op.iter_args) == len(region_iter_args) == len(yielded)):
            return
        forwarded = [
            arg is value or (not arg.uses and (init is value or not result.uses))
            for init, arg, result, value in zip(
                op.iter_args, region_iter_args, op.results, yielded
            )
        ]
        if not any(forwarded):
            return
        kept = [i for i, f in enumerate(forwarded) if not f]
        new_body = Block(
            arg_types=[block.args[0].type, *(region_iter_args[i].type for i in kept)]
        )
        kept_inits = [op.iter_args[i] for i in kept]
        # `type(op)(lb, ub, step, kept_inits, new_body)`, without IRDL's
        # generic argument handling.
        new_loop = build_ir_op(
            type(op),
            operands=[op.lb, op.ub, op.step, kept_inits],
            result_types=[[init.type for init in kept_inits]],
            regions=[Region(new_body)],
        )
        new_loop.properties.update(op.properties)
        new_loop.attributes.update(op.attributes)
        new_args = iter(new_body.args[1:])
        block_values = [new_body.args[0]] + [
            op.iter_args[i] if f else next(new_args) for i, f in enumerate(forwarded)
        ]
        rewriter.replace(
            terminator,
            build_ir_op(type(terminator), operands=[[yielded[i] for i in kept]]),
        )
        rewriter.inline_block(block, InsertPoint.at_start(new_body), block_values)
        new_results = iter(new_loop.results)
        rewriter.replace(
            op,
            new_loop,
            [
                op.iter_args[i] if f else next(new_results)
                for i, f in enumerate(forwarded)
            ],
        )


class RehoistConstInLoops(xdsl_scf_patterns.RehoistConstInLoops):
    """
    xDSL's pattern of this name (constants in a loop body are recreated
    before the loop), which asks every op of the body for its traits: it
    returns at once when no op of the body is of a constant-like class
    (always, when the driver uniques and hoists constants itself). Same
    name, so that `disable-patterns` selects it as before.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, scf.ForOp):
            return
        block = op.body.first_block
        child = None if block is None else block.first_op
        while child is not None:
            if class_has_trait(type(child), ConstantLike, True):
                super().match_and_rewrite(op, rewriter)
                return
            child = child.next_op


def preserves_static_information(source: Attribute, target: Attribute) -> bool:
    """
    Whether `target` is a ranked tensor type at least as static as the ranked
    tensor type `source`: same element type, rank and encoding, and every static
    size of `source` is the size of `target` there (MLIR's
    `tensor::preservesStaticInformation`).
    """
    if source == target:
        return True
    if not isinstance(source, TensorType) or not isinstance(target, TensorType):
        return False
    source = cast(TensorType[Attribute], source)
    target = cast(TensorType[Attribute], target)
    if source.element_type != target.element_type:
        return False
    if source.encoding != target.encoding:
        return False
    source_shape, target_shape = source.get_shape(), target.get_shape()
    if len(source_shape) != len(target_shape):
        return False
    return all(
        s in (DYNAMIC_INDEX, t) for s, t in zip(source_shape, target_shape, strict=True)
    )


class ForOpTensorCastFolder(RewritePattern):
    """
    Move a `tensor.cast` that only loses static sizes from an init value of an
    `scf.for` into the loop (MLIR's pattern of this name): the loop carries the
    more static type, the body casts its iteration argument to the old type and
    the yielded value back, and the result is cast to the old type after the
    loop. Only for a result with exactly one use, as MLIR.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        for index, (init, result) in enumerate(zip(op.iter_args, op.results)):
            incoming = init.owner
            if not isinstance(incoming, tensor.CastOp):
                continue
            static_type = incoming.source.type
            old_type = incoming.dest.type
            if static_type == old_type:
                continue
            if not preserves_static_information(old_type, static_type):
                continue
            if not result.has_one_use():
                continue
            self._rewrite(op, index, incoming.source, rewriter)
            return

    @staticmethod
    def _rewrite(
        op: scf.ForOp, index: int, replacement: SSAValue, rewriter: PatternRewriter
    ) -> None:
        old_type = op.iter_args[index].type
        new_type = cast(TensorType[Attribute], replacement.type)
        block = op.body.block
        inits = list(op.iter_args)
        inits[index] = replacement
        new_body = Block(arg_types=[block.args[0].type, *(v.type for v in inits)])
        new_loop = type(op)(op.lb, op.ub, op.step, inits, new_body)
        new_loop.properties.update(op.properties)
        new_loop.attributes.update(op.attributes)
        cast_in = tensor.CastOp(
            new_body.args[index + 1], cast(TensorType[Attribute], old_type)
        )
        new_body.add_op(cast_in)
        arguments: list[SSAValue] = list(new_body.args)
        arguments[index + 1] = cast_in.dest
        terminator = block.last_op
        assert isinstance(terminator, scf.YieldOp)
        cast_out = tensor.CastOp(terminator.operands[index], new_type)
        rewriter.insert(cast_out, InsertPoint.before(terminator))
        operands = list(terminator.operands)
        operands[index] = cast_out.dest
        rewriter.replace(terminator, type(terminator)(*operands))
        rewriter.inline_block(block, InsertPoint.at_end(new_body), arguments)
        rewriter.insert(new_loop, InsertPoint.before(op))
        cast_result = tensor.CastOp(
            new_loop.results[index], cast(TensorType[Attribute], old_type)
        )
        rewriter.insert(cast_result, InsertPoint.after(new_loop))
        results: list[SSAValue | None] = list(new_loop.results)
        results[index] = cast_result.dest
        rewriter.replace(op, (), results)
