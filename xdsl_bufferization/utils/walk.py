"""The ops nested in an op, as a list, in the order of xDSL's `Operation.walk`.

`Operation.walk` is a chain of generators (op, region, block, op...), so each
op it yields passes through two generators per level of nesting. Passes that
walk whole modules several times spend a few percent of their time there;
`nested_ops` collects the same ops, in the same order, with one recursive
call per op.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation


def nested_ops(
    root: Operation, *, region_first: bool = False, reverse: bool = False
) -> list[Operation]:
    """The ops `root.walk(region_first=..., reverse=...)` yields (`root`
    included), as a list. Taken before the caller changes the IR, so changes
    do not affect which ops it holds."""
    result: list[Operation] = []
    if reverse:
        _collect_reversed(root, result, region_first)
    elif region_first:
        _collect_post_order(root, result)
    else:
        _collect_pre_order(root, result)
    return result


def nested_ops_both_orders(
    root: Operation,
) -> tuple[list[Operation], list[Operation]]:
    """`nested_ops(root)` and `nested_ops(root, region_first=True)`, in one
    walk."""
    pre: list[Operation] = []
    post: list[Operation] = []
    _collect_both(root, pre, post)
    return pre, post


def block_ops(block: Block) -> list[Operation]:
    """The ops of `block`, as a list (`list(block.ops)` walks the block twice:
    xDSL's op sequence counts its ops for the list's length first)."""
    result: list[Operation] = []
    op = block.first_op
    while op is not None:
        result.append(op)
        op = op.next_op
    return result


def _collect_pre_order(op: Operation, result: list[Operation]) -> None:
    result.append(op)
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if nested.regions:
                    _collect_pre_order(nested, result)
                else:
                    result.append(nested)


def _collect_both(op: Operation, pre: list[Operation], post: list[Operation]) -> None:
    pre.append(op)
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if nested.regions:
                    _collect_both(nested, pre, post)
                else:
                    pre.append(nested)
                    post.append(nested)
    post.append(op)


def _collect_post_order(op: Operation, result: list[Operation]) -> None:
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if nested.regions:
                    _collect_post_order(nested, result)
                else:
                    result.append(nested)
    result.append(op)


def _collect_reversed(
    op: Operation, result: list[Operation], region_first: bool
) -> None:
    if not region_first:
        result.append(op)
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            for nested in reversed(block.ops):
                _collect_reversed(nested, result, region_first)
    if region_first:
        result.append(op)
