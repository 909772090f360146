"""
Region control flow: MLIR's `RegionBranchOpInterface` and
`RegionBranchTerminatorOpInterface`, as external models keyed by op name.

A *region-branch op* (`scf.if`, `scf.for`, ...) says where control goes when it
is entered (into some of its regions, or straight to its own results) and where
it goes when one of its regions is left through a terminator (into a region
again, or to the op's results). A *region-branch terminator* (`scf.yield`,
`scf.condition`, ...) says which of its operands it forwards to such a
successor. Forwarded operands and a successor's `inputs` (the entry block
arguments of the region, or the parent op's results) correspond one to one.

Ops whose terminators return to a parent without a region-branch model
(`func.return` in `func.func`) are region-branch terminators too, as in MLIR
where `ReturnLike` implies `RegionBranchTerminatorOpInterface`: their only
successor is the parent op.

Models are registered in `REGION_BRANCH_OP_MODELS` and
`REGION_BRANCH_TERMINATOR_MODELS`; see docs/interfaces.md.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import IsolatedFromAbove, ReturnLike

from xdsl_bufferization.interfaces.function import is_function_like
from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    all_operands,
    no_operands,
    operand_tail,
)
from xdsl_bufferization.interfaces.registry import (
    MissingModelError,
    ModelRegistry,
    get_op_name,
)

# ---------------------------------------------------------------------------
# Successors
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RegionSuccessor:
    """
    A place control can go to from a region-branch op or from one of its
    region-branch terminators: the entry block of `region`, or, if `region` is
    None, the parent op itself (control leaves the op, or never enters a region).
    """

    region: Region | None
    inputs: tuple[SSAValue, ...] = ()
    """
    The values that receive the forwarded operands, one to one: block arguments
    of the entry block of `region`, or results of the parent op.
    """

    @property
    def is_parent(self) -> bool:
        """Whether control goes back to the parent op (its results)."""
        return self.region is None

    @staticmethod
    def to_region(region: Region, first_input: int = 0) -> RegionSuccessor:
        """
        Entering `region`, whose entry block arguments from `first_input` on
        receive the forwarded values (arguments before it, like an induction
        variable, are produced by the op itself).
        """
        return RegionSuccessor(region, _entry_arguments(region, first_input))

    @staticmethod
    def to_parent(op: Operation, *, with_results: bool = True) -> RegionSuccessor:
        """
        Going back to `op`; its results receive the forwarded values unless
        `with_results` is False (the results are produced otherwise, like the
        reductions of `scf.parallel`).
        """
        return RegionSuccessor(None, tuple(op.results) if with_results else ())


def _entry_arguments(region: Region, first: int = 0) -> tuple[SSAValue, ...]:
    block = region.blocks.first
    if block is None:
        return ()
    return tuple(block.args[first:])


# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------


class RegionBranchOpModel(abc.ABC):
    """External model of MLIR's RegionBranchOpInterface for one op name."""

    @abc.abstractmethod
    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        """Where control can go when `op` is reached: its regions or its results."""

    @abc.abstractmethod
    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        """Where control can go when `region` (of `op`) exits through a terminator."""

    def entry_successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        """
        The operands of `op` forwarded to `successor` (one of
        `entry_successors(op)`). Default: none.
        """
        return no_operands(op)

    def parallel_regions(self, op: Operation) -> Sequence[Region]:
        """
        The regions of `op` that several threads may run at once (MLIR's
        `HasParallelRegion`), e.g. the body of `scf.forall`. Default: none.
        """
        return ()


class RegionBranchTerminatorModel(abc.ABC):
    """External model of MLIR's RegionBranchTerminatorOpInterface for one op name."""

    @abc.abstractmethod
    def successor_operands(
        self, terminator: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        """The operands of `terminator` forwarded to `successor`."""

    def successors(self, terminator: Operation) -> Sequence[RegionSuccessor]:
        """
        Where control can go from `terminator`. Default: what the parent op's
        model says for the terminator's region, or the parent op itself if the
        parent has no region-branch model.
        """
        region = terminator.parent_region()
        parent = terminator.parent_op()
        if region is None or parent is None:
            return ()
        parent_model = REGION_BRANCH_OP_MODELS.lookup(parent)
        if parent_model is None:
            return (RegionSuccessor.to_parent(parent),)
        return parent_model.region_successors(parent, region)


class ForwardAllOperands(RegionBranchTerminatorModel):
    """A terminator that forwards all its operands (`scf.yield`, `func.return`)."""

    def successor_operands(
        self, terminator: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return all_operands(terminator)


class ForwardOperandsFrom(RegionBranchTerminatorModel):
    """A terminator that forwards its operands from `first` on (`scf.condition`)."""

    def __init__(self, first: int):
        self.first = first

    def successor_operands(
        self, terminator: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return operand_tail(terminator, self.first)


class ForwardNoOperands(RegionBranchTerminatorModel):
    """A terminator that forwards no SSA value (`scf.reduce`, `scf.forall.in_parallel`)."""

    def successor_operands(
        self, terminator: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return no_operands(terminator)


REGION_BRANCH_OP_MODELS = ModelRegistry[RegionBranchOpModel]("region-branch op")
"""Models of region-branch ops, by op name."""

REGION_BRANCH_TERMINATOR_MODELS = ModelRegistry[RegionBranchTerminatorModel](
    "region-branch terminator"
)
"""Models of region-branch terminators, by op name."""

_RETURN_LIKE_MODEL = ForwardAllOperands()


def get_region_branch_model(op: Operation) -> RegionBranchOpModel | None:
    """The region-branch model of `op`, if it has one."""
    return REGION_BRANCH_OP_MODELS.lookup(op)


def get_region_branch_terminator_model(
    op: Operation,
) -> RegionBranchTerminatorModel | None:
    """
    The region-branch terminator model of `op`: the registered one, else the
    forward-all-operands model if the op's class has xDSL's `ReturnLike` trait.
    """
    model = REGION_BRANCH_TERMINATOR_MODELS.lookup(op)
    if model is None and _is_return_like_class(type(op)):
        return _RETURN_LIKE_MODEL
    return model


_RETURN_LIKE_CLASSES: dict[type[Operation], bool] = {}


def _is_return_like_class(op_class: type[Operation]) -> bool:
    """Whether `op_class` has xDSL's `ReturnLike` trait (cached per class:
    traits are fixed, and looking one up tests them all)."""
    found = _RETURN_LIKE_CLASSES.get(op_class)
    if found is None:
        # `get_trait`, not `has_trait`: that one says yes for unregistered ops.
        found = _RETURN_LIKE_CLASSES[op_class] = (
            op_class.get_trait(ReturnLike) is not None
        )
    return found


def is_region_branch_op(op: Operation) -> bool:
    """Whether `op` has a region-branch model."""
    return get_region_branch_model(op) is not None


def is_region_branch_terminator(op: Operation) -> bool:
    """Whether `op` has a region-branch terminator model."""
    return get_region_branch_terminator_model(op) is not None


def is_return_like(op: Operation) -> bool:
    """
    Whether `op` is a return-like terminator: it leaves its region and forwards
    values to the parent op or to a region of it (`func.return` and all
    region-branch terminators).
    """
    return is_region_branch_terminator(op)


def _require_op_model(op: Operation) -> RegionBranchOpModel:
    model = get_region_branch_model(op)
    if model is None:
        raise MissingModelError(REGION_BRANCH_OP_MODELS.interface, get_op_name(op))
    return model


def _require_terminator_model(op: Operation) -> RegionBranchTerminatorModel:
    model = get_region_branch_terminator_model(op)
    if model is None:
        raise MissingModelError(
            REGION_BRANCH_TERMINATOR_MODELS.interface, get_op_name(op)
        )
    return model


# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------


def get_entry_successors(op: Operation) -> tuple[RegionSuccessor, ...]:
    """Where control can go when `op` is reached (raises `MissingModelError`)."""
    return tuple(_require_op_model(op).entry_successors(op))


def get_entry_successor_operands(
    op: Operation, successor: RegionSuccessor
) -> OperandRange:
    """The operands of `op` forwarded to `successor` when `op` is entered."""
    return _require_op_model(op).entry_successor_operands(op, successor)


def get_region_successors(op: Operation, region: Region) -> tuple[RegionSuccessor, ...]:
    """Where control can go when `region` of `op` exits through a terminator."""
    if region.parent is not op:
        raise ValueError(f"the region is not a region of '{get_op_name(op)}'")
    return tuple(_require_op_model(op).region_successors(op, region))


def get_terminator_successors(terminator: Operation) -> tuple[RegionSuccessor, ...]:
    """Where control can go from a region-branch terminator."""
    return tuple(_require_terminator_model(terminator).successors(terminator))


def get_terminator_successor_operands(
    terminator: Operation, successor: RegionSuccessor | None = None
) -> OperandRange:
    """
    The operands `terminator` forwards to `successor`; by default to the parent
    op (for `func.return`: the returned values).
    """
    model = _require_terminator_model(terminator)
    if successor is None:
        parent = terminator.parent_op()
        successor = (
            RegionSuccessor.to_parent(parent)
            if parent is not None
            else RegionSuccessor(None)
        )
    return model.successor_operands(terminator, successor)


def get_returned_operands(terminator: Operation) -> OperandRange:
    """The operands a return-like terminator forwards to its parent op."""
    return get_terminator_successor_operands(terminator)


def get_region_branch_terminators(region: Region) -> list[Operation]:
    """The region-branch terminators that end blocks of `region`, in block order."""
    terminators: list[Operation] = []
    for block in region.blocks:
        last = block.last_op
        if last is not None and is_region_branch_terminator(last):
            terminators.append(last)
    return terminators


def get_incoming_values(value: SSAValue) -> tuple[SSAValue, ...] | None:
    """
    The values that can be forwarded into `value`, when `value` is a successor
    input of a region-branch op: a result of the op, or an entry block argument
    of one of its regions. None when `value` receives no forwarded value (e.g.
    the induction variable of `scf.for`) or its op has no model.
    """
    if isinstance(value, OpResult):
        op = value.op
    elif isinstance(value, BlockArgument):
        region = value.block.parent
        if region is None or region.blocks.first is not value.block:
            return None
        op = region.parent
        if op is None:
            return None
    else:
        return None
    model = get_region_branch_model(op)
    if model is None:
        return None

    incoming: list[SSAValue] = []
    found = False

    def collect(successor: RegionSuccessor, operands: OperandRange) -> None:
        nonlocal found
        for position, input_value in enumerate(successor.inputs):
            if input_value is value:
                found = True
                if position < operands.length:
                    incoming.append(operands.values[position])

    for successor in model.entry_successors(op):
        collect(successor, model.entry_successor_operands(op, successor))
    for region in op.regions:
        for terminator in get_region_branch_terminators(region):
            terminator_model = _require_terminator_model(terminator)
            for successor in terminator_model.successors(terminator):
                collect(
                    successor,
                    terminator_model.successor_operands(terminator, successor),
                )
    return tuple(incoming) if found else None


def is_region_reachable(from_region: Region, to_region: Region) -> bool:
    """
    Whether control can go from `from_region` to `to_region` (two regions of the
    same region-branch op) through its region successors, possibly via other
    regions of the op. A region reaches itself only through a cycle.
    """
    op = from_region.parent
    if op is None or to_region.parent is not op:
        raise ValueError("the regions must belong to the same op")
    model = _require_op_model(op)
    visited: set[Region] = set()
    worklist = [from_region]
    while worklist:
        current = worklist.pop()
        for successor in model.region_successors(op, current):
            target = successor.region
            if target is None:
                continue
            if target is to_region:
                return True
            if target not in visited:
                visited.add(target)
                worklist.append(target)
    return False


def is_repetitive_region(region: Region) -> bool:
    """
    Whether `region` can execute more than once per execution of its parent op
    (loop bodies): it is reachable from itself. False if the parent op has no
    region-branch model.
    """
    op = region.parent
    if op is None or get_region_branch_model(op) is None:
        return False
    return is_region_reachable(region, region)


def _parent_region_of(node: Operation | Block | Region | SSAValue) -> Region | None:
    # (Ops first, the usual case: the classes are disjoint, and `isinstance`
    # against xDSL's ABCs is slow.)
    if isinstance(node, Operation):
        return node.parent_region()
    if isinstance(node, Region):
        return node
    if isinstance(node, Block):
        return node.parent
    owner = node.owner
    if isinstance(owner, Block):
        return owner.parent
    return owner.parent_region()


def is_parallel_region(region: Region) -> bool:
    """
    Whether `region` may be run by several threads at once (the bodies of
    `scf.forall` and `scf.parallel`; MLIR's `HasParallelRegion`).
    """
    op = region.parent
    if op is None:
        return False
    model = get_region_branch_model(op)
    if model is None:
        return False
    return any(r is region for r in model.parallel_regions(op))


def get_enclosing_repetitive_region(
    node: Operation | Block | Region | SSAValue,
) -> Region | None:
    """
    The innermost repetitive region that contains `node` (for a value: its
    definition; a region counts as containing itself), or None.
    """
    region = _parent_region_of(node)
    while region is not None:
        if is_repetitive_region(region):
            return region
        parent = region.parent
        region = parent.parent_region() if parent is not None else None
    return None


def get_enclosing_region_branch_op(
    node: Operation | Block | Region | SSAValue,
) -> Operation | None:
    """The innermost op with a region-branch model that strictly contains `node`."""
    region = _parent_region_of(node)
    while region is not None:
        parent = region.parent
        if parent is None:
            return None
        if is_region_branch_op(parent):
            return parent
        region = parent.parent_region()
    return None


def _in_cfg_cycle(block: Block) -> bool:
    region = block.parent
    visited: set[Block] = set()
    worklist: list[Block] = []
    last = block.last_op
    if last is not None:
        worklist.extend(last.successors)
    while worklist:
        current = worklist.pop()
        if current is block:
            return True
        if current in visited or current.parent is not region:
            continue
        visited.add(current)
        current_last = current.last_op
        if current_last is not None:
            worklist.extend(current_last.successors)
    return False


def is_block_in_loop(block: Block) -> bool:
    """
    Whether `block` can execute more than once per execution of the enclosing
    function: it is on a cycle of its region's CFG, or its region is
    repetitive or parallel, or the same holds for the block of an enclosing op.
    The search stops at function-like and isolated-from-above ops.
    """
    current: Block | None = block
    while current is not None:
        if _in_cfg_cycle(current):
            return True
        region = current.parent
        if region is None:
            return False
        if is_repetitive_region(region) or is_parallel_region(region):
            return True
        op = region.parent
        if op is None or is_function_like(op):
            return False
        if op.get_trait(IsolatedFromAbove) is not None:
            return False
        current = op.parent
    return False


def _region_of_ancestor_in(op: Operation, ancestor: Operation) -> Region | None:
    """The region of `ancestor` that contains `op`, if any."""
    current: Operation | None = op
    while current is not None:
        region = current.parent_region()
        if region is None:
            return None
        if region.parent is ancestor:
            return region
        current = region.parent
    return None


def inside_mutually_exclusive_regions(a: Operation, b: Operation) -> bool:
    """
    Whether `a` and `b` lie in two regions of a common region-branch op such
    that neither region can reach the other (e.g. the two branches of `scf.if`):
    they never both execute during one execution of that op.
    """
    branch_op = get_enclosing_region_branch_op(a)
    while branch_op is not None:
        region_b = _region_of_ancestor_in(b, branch_op)
        if region_b is None:
            branch_op = get_enclosing_region_branch_op(branch_op)
            continue
        region_a = _region_of_ancestor_in(a, branch_op)
        assert region_a is not None
        return (
            region_a is not region_b
            and not is_region_reachable(region_a, region_b)
            and not is_region_reachable(region_b, region_a)
        )
    return False


# ---------------------------------------------------------------------------
# Reusable models
# ---------------------------------------------------------------------------


class SingleRegionModel(RegionBranchOpModel):
    """
    An op that runs its one region once, which returns to the op's results
    (`scf.execute_region`, `memref.alloca_scope`). The models of MLIR's ops are
    registered by `xdsl_bufferization.models`.
    """

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor(op.regions[0]),)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)
