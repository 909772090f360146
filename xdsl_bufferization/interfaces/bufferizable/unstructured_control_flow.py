"""Bufferization of unstructured control flow: the block signatures of
regions with several blocks (MLIR's `bufferizeBlockSignature`), with the
branch operands that feed them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    ModuleOp,
)
from xdsl.ir import (
    Block,
)
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces.branch import successor_operand_ranges
from xdsl_bufferization.interfaces.bufferizable.analysis_state import (
    BufferizationState,
)
from xdsl_bufferization.interfaces.bufferizable.building import (
    create_memref_cast,
    create_to_buffer,
    create_to_tensor,
)
from xdsl_bufferization.interfaces.bufferizable.model_helpers import (
    _set_insertion_point_after_value,
    forward_to_buffers,
    get_buffer_type,
)
from xdsl_bufferization.interfaces.bufferizable.values import (
    BufferizationError,
    is_tensor,
    uses_of,
)

if TYPE_CHECKING:
    from xdsl_bufferization.interfaces.bufferizable.options import (
        BufferizationOptions,
    )


def bufferize_block_signature(
    block: Block,
    rewriter: PatternRewriter,
    options: BufferizationOptions,
    state: BufferizationState,
) -> None:
    """
    Turn the tensor arguments of `block` into memrefs (users get a
    `to_tensor`), and make the branches to `block` forward buffers (a
    `to_buffer` of each forwarded tensor, cast to the argument type).
    """
    parent = block.parent_op()
    if parent is None or options.dyn_cast_bufferizable_op(parent) is None:
        raise BufferizationError(
            parent if parent is not None else block.first_op or ModuleOp([]),
            "failed to bufferize op",
        )
    new_types = [
        get_buffer_type(arg, options, state) if is_tensor(arg) else arg.type
        for arg in block.args
    ]
    for arg, new_type in zip(list(block.args), new_types, strict=True):
        if arg.type == new_type:
            continue
        tensor_type = arg.type
        new_arg = rewriter.replace_value_with_new_type(arg, new_type)
        if forward_to_buffers(rewriter, new_arg):
            continue
        uses = uses_of(new_arg)
        if uses:
            rewriter.insertion_point = InsertPoint.at_start(block)
            tensor = create_to_tensor(rewriter, new_arg, tensor_type)
            for use in uses:
                use.set(tensor)
    for use in list(block.uses):
        branch = use.operation
        ranges = successor_operand_ranges(branch)
        if not ranges:
            raise BufferizationError(
                branch,
                "cannot bufferize ops with block references that do not "
                "implement BranchOpInterface",
                op_error=True,
            )
        start, end = ranges[use.index]
        for position in range(start, end):
            operand = branch.operands[position]
            target = new_types[position - start]
            if operand.type == target:
                continue
            operand_type = get_buffer_type(operand, options, state)
            _set_insertion_point_after_value(rewriter, operand)
            buffer = create_to_buffer(rewriter, operand, operand_type)
            if operand_type != target:
                buffer = create_memref_cast(rewriter, buffer, target)
            branch.operands[position] = buffer
