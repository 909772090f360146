"""MLIR's runner-utils print functions, printed exactly as `mlir-runner` does.

A program declares them privately (`func.func private @printMemrefF32(memref<*xf32>)`)
and calls them; under `mlir-runner` they come from `libmlir_runner_utils.so`
and `libmlir_c_runner_utils.so`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from xdsl_bufferization.executor.compiler import EXTERNAL_FUNCTIONS
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.values import MemRef, to_unsigned


def format_float(value: float) -> str:
    """A float as C's `%g` (and C++ streams) print it on glibc."""
    if value != value:
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    return f"{value:g}"


def format_int(value: int) -> str:
    return str(value)


def format_unsigned_64(value: int) -> str:
    return str(to_unsigned(value, 64))


def memref_text(memref: MemRef, fmt: Callable[[Any], str]) -> str:
    """The text `printMemref*` prints for a memref, final newline included."""
    sizes = memref.sizes
    strides = memref.strides
    rank = len(sizes)
    out: list[str] = [
        f"Unranked Memref base@ = {memref.aligned_address:#x} rank = {rank} "
        f"offset = {memref.offset} sizes = [{', '.join(map(str, sizes))}] "
        f"strides = [{', '.join(map(str, strides))}] data = \n"
    ]
    data = memref.data

    def element(offset: int) -> str:
        # MLIR's printer reads one element even for an empty dimension.
        if 0 <= offset < len(data):
            return fmt(data[offset])
        return fmt(memref.elem.zero)

    def emit(dim: int, offset: int) -> None:
        # `dim` dimensions remain to print; the outermost of them is
        # sizes[rank - dim].
        if dim == 0:
            out.append(element(offset))
            return
        axis = rank - dim
        size = sizes[axis]
        stride = strides[axis]
        indent = " " * (axis + 1)
        out.append("[")
        emit(dim - 1, offset)
        if size <= 1:
            out.append("]")
            return
        out.append(", ")
        if dim > 1:
            out.append("\n")
        for i in range(1, size - 1):
            out.append(indent)
            emit(dim - 1, offset + i * stride)
            out.append(", ")
            if dim > 1:
                out.append("\n")
        out.append(indent)
        emit(dim - 1, offset + (size - 1) * stride)
        out.append("]")

    if rank == 0:
        out.append("[")
    emit(rank, memref.offset)
    if rank == 0:
        out.append("]")
    out.append("\n")
    return "".join(out)


def _print_memref(
    fmt: Callable[[Any], str], name: str
) -> Callable[[Machine, Sequence[Any]], Sequence[Any]]:
    def print_memref(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        (memref,) = args
        machine.check_view(memref, f"{name} reads")
        machine.write(memref_text(memref, fmt))
        return ()

    return print_memref


def _print_scalar(
    fmt: Callable[[Any], str],
) -> Callable[[Machine, Sequence[Any]], Sequence[Any]]:
    def print_scalar(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        machine.write(fmt(args[0]))
        return ()

    return print_scalar


def _print_text(text: str) -> Callable[[Machine, Sequence[Any]], Sequence[Any]]:
    def print_text(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        machine.write(text)
        return ()

    return print_text


EXTERNAL_FUNCTIONS.update(
    {
        "printMemrefF32": _print_memref(format_float, "printMemrefF32"),
        "printMemrefF64": _print_memref(format_float, "printMemrefF64"),
        "printMemrefI32": _print_memref(format_int, "printMemrefI32"),
        "printMemrefI64": _print_memref(format_int, "printMemrefI64"),
        "printMemrefInd": _print_memref(format_unsigned_64, "printMemrefInd"),
        "printI64": _print_scalar(format_int),
        "printU64": _print_scalar(format_unsigned_64),
        "printF32": _print_scalar(format_float),
        "printF64": _print_scalar(format_float),
        "printNewline": _print_text("\n"),
        "printComma": _print_text(", "),
        "printOpen": _print_text("( "),
        "printClose": _print_text(" )"),
    }
)
