"""What the scf patterns' modules share."""

from xdsl.ir import Block, Operation, SSAValue


def defined_inside(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is defined in a region of `op`."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    while block is not None:
        parent = block.parent_op()
        if parent is op:
            return True
        block = None if parent is None else parent.parent_block()
    return False
