"""Verification helpers the scf ops share, with MLIR's wording (including
MLIR's `'<op name>' op ` prefix).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerType,
)
from xdsl.ir import (
    Attribute,
    Operation,
)
from xdsl.utils.exceptions import VerifyException

# --------------------------------------------------------------------------- #
# Shared verification helpers (MLIR's wording)
# --------------------------------------------------------------------------- #


def op_error(op: Operation, message: str) -> VerifyException:
    """An error about `op`, worded as MLIR's `emitOpError`."""
    return VerifyException(f"'{op.name}' op {message}")


def verify_single_block_regions(op: Operation) -> None:
    """MLIR's `SingleBlock` trait: each region has at most one, non-empty, block."""
    for index, region in enumerate(op.regions):
        if region.first_block is None:
            continue
        if region.first_block is not region.last_block:
            raise op_error(op, f"expects region #{index} to have 0 or 1 blocks")
        if region.first_block.first_op is None:
            raise op_error(op, "expects a non-empty block")


def verify_sized_region(op: Operation, index: int, name: str) -> None:
    """MLIR's `SizedRegion<1>` constraint on region `index` (named `name` in ODS)."""
    region = op.regions[index]
    if region.first_block is None or region.first_block is not region.last_block:
        raise op_error(
            op,
            f"region #{index} ('{name}') failed to verify constraint: "
            "region with 1 blocks",
        )


def verify_terminators(op: Operation, terminator_name: str) -> None:
    """MLIR's `SingleBlockImplicitTerminator` check of the regions' terminators."""
    for region in op.regions:
        if region.first_block is None:
            continue
        last_op = region.first_block.last_op
        if last_op is not None and last_op.name != terminator_name:
            raise op_error(
                op,
                f"expects regions to end with '{terminator_name}', "
                f"found '{last_op.name}'",
            )


def verify_no_region_arguments(op: Operation) -> None:
    """MLIR's `NoRegionArguments` trait."""
    for index, region in enumerate(op.regions):
        if region.first_block is not None and region.first_block.args:
            raise op_error(op, f"region #{index} should have no arguments")


def verify_edge(
    op: Operation,
    source: str,
    target: str,
    operand_types: Sequence[Attribute],
    input_types: Sequence[Attribute],
) -> None:
    """
    MLIR's `RegionBranchOpInterface` check of one control flow edge: the values
    forwarded by `source` (`parent` or `Operation <terminator>`) must match the
    inputs of `target` (`parent` results or `Region #i` arguments).
    """
    edge = f"along control flow edge from {source} to {target}"
    if len(operand_types) != len(input_types):
        raise op_error(
            op,
            f"{edge}: region branch point has {len(operand_types)} operands, "
            f"but region successor needs {len(input_types)} inputs",
        )
    for index, (operand_type, input_type) in enumerate(zip(operand_types, input_types)):
        if operand_type != input_type:
            raise op_error(
                op,
                f"{edge}: successor operand type #{index} '{operand_type}' should "
                f"match successor input type #{index} '{input_type}'",
            )


def int_values(attr: DenseArrayBase) -> tuple[int, ...]:
    """The values of an integer dense array."""
    return cast(DenseArrayBase[IntegerType], attr).get_values()
