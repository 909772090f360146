"""
What One-Shot Analysis writes into the IR for tests and debugging, as MLIR
does: its in-place decisions (`test-analysis-only`), its alias sets
(`dump-alias-sets`), and the conflicts and non-writable buffers that forced
copies (`print-conflicts`).
"""

from __future__ import annotations

from io import StringIO
from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import ArrayAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.printer import Printer

from xdsl_bufferization.interfaces.bufferizable import OpOperand, is_tensor

if TYPE_CHECKING:
    from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState

IN_PLACE_ATTR = "__inplace_operands_attr__"
OPRESULT_ALIAS_SET_ATTR = "__opresult_alias_set_attr__"
BBARG_ALIAS_SET_ATTR = "__bbarg_alias_set_attr__"

_COUNTERS = {"conflict": 0, "not_writable": 0}
"""Numbering of the `print-conflicts` annotations (per process, as MLIR's)."""


def set_sorted_attr(op: Operation, name: str, value: Attribute) -> None:
    """Set a discardable attribute, keeping the dictionary sorted by name as
    MLIR prints it."""
    attributes = dict(op.attributes)
    attributes[name] = value
    op.attributes = {k: attributes[k] for k in sorted(attributes)}


def annotate_conflict(read: OpOperand, write: OpOperand, definition: SSAValue) -> None:
    counter = _COUNTERS["conflict"]
    _COUNTERS["conflict"] = counter + 1
    prefix = f"C_{counter}"
    set_sorted_attr(write.owner, f"{prefix}[CONFL-WRITE: {write.index}]", UnitAttr())
    set_sorted_attr(read.owner, f"{prefix}[READ: {read.index}]", UnitAttr())
    if isinstance(definition, OpResult):
        set_sorted_attr(
            definition.op, f"{prefix}[DEF: result {definition.index}]", UnitAttr()
        )
    else:
        arg = cast(BlockArgument, definition)
        owner = arg.block.parent_op()
        if owner is not None:
            set_sorted_attr(owner, f"{prefix}[DEF: bbArg {arg.index}]", UnitAttr())


def annotate_non_writable(value: SSAValue) -> None:
    counter = _COUNTERS["not_writable"]
    _COUNTERS["not_writable"] = counter + 1
    if isinstance(value, OpResult):
        set_sorted_attr(
            value.op, f"W_{counter}[NOT-WRITABLE: result {value.index}]", UnitAttr()
        )
    else:
        arg = cast(BlockArgument, value)
        owner = arg.block.parent_op()
        if owner is not None:
            set_sorted_attr(
                owner, f"W_{counter}[NOT-WRITABLE: bbArg {arg.index}]", UnitAttr()
            )


def annotate_in_place_decisions(root: Operation, state: OneShotAnalysisState) -> None:
    """Add `__inplace_operands_attr__` ("true"/"false"/"none" per operand)."""
    for op in root.walk(region_first=True):
        if not any(is_tensor(value) for value in op.operands):
            continue
        marks = [
            ("true" if state.is_in_place(OpOperand(op, index)) else "false")
            if is_tensor(value)
            else "none"
            for index, value in enumerate(op.operands)
        ]
        set_sorted_attr(op, IN_PLACE_ATTR, ArrayAttr([StringAttr(m) for m in marks]))


def value_names(root: Operation) -> dict[SSAValue, str]:
    """The names xDSL's printer gives the SSA values of `root`'s module."""
    top = root
    while (parent := top.parent_op()) is not None:
        top = parent
    printer = Printer(stream=StringIO())
    printer.print_op(top)
    names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
    return dict(names)


def annotate_alias_sets(root: Operation, state: OneShotAnalysisState) -> None:
    """Add `__opresult_alias_set_attr__` and `__bbarg_alias_set_attr__`."""
    names = value_names(root)

    def alias_array(value: SSAValue) -> ArrayAttr[StringAttr]:
        return ArrayAttr(
            [
                StringAttr("%" + names.get(a, "<<unknown>>"))
                for a in state.aliases(value)
            ]
        )

    for op in list(root.walk(region_first=True)):
        result_sets = [alias_array(r) for r in op.results if is_tensor(r)]
        region_sets: list[Attribute] = []
        has_tensor_arg = False
        for region in op.regions:
            block_sets: list[Attribute] = []
            for block in region.blocks:
                arg_sets: list[Attribute] = []
                for arg in block.args:
                    if is_tensor(arg):
                        arg_sets.append(alias_array(arg))
                        has_tensor_arg = True
                block_sets.append(ArrayAttr(arg_sets))
            region_sets.append(ArrayAttr(block_sets))
        if result_sets:
            set_sorted_attr(op, OPRESULT_ALIAS_SET_ATTR, ArrayAttr(result_sets))
        if has_tensor_arg:
            set_sorted_attr(op, BBARG_ALIAS_SET_ATTR, ArrayAttr(region_sets))
