"""Runtime values of the executor: scalars, buffers, memref views and tensors.

Scalars are plain Python values: `int` for integers and `index` (signed
two's-complement form, except `i1`, which is 0 or 1) and `float` for floats
(rounded to the precision of their type).

A `Buffer` is one allocation: raw bytes plus bookkeeping (kind, origin op,
fake address, live flag). A `MemRef` is a strided view of a buffer, like
MLIR's memref descriptor: element offset, sizes and strides, and a typed
`memoryview` of the buffer's bytes. Views of one buffer share its bytes, so
aliasing is real. A `Tensor` is an immutable value: a flat row-major list and
a shape.
"""

from __future__ import annotations

import math
import struct
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast, overload

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
)
from xdsl.ir import Attribute, Operation

from xdsl_bufferization.executor.errors import UnsupportedError

# ---------------------------------------------------------------------------
# Scalar kinds
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ScalarKind:
    """How values of one scalar type are represented and stored."""

    name: str
    """The MLIR spelling of the type (`f32`, `i64`, `index`...)."""
    is_float: bool
    width: int
    """Bit width (64 for `index`)."""
    fmt: str | None
    """`memoryview` format used to store it in a buffer (None: not storable)."""
    size: int
    """Bytes per element in a buffer."""
    zero: int | float

    @property
    def lo(self) -> int:
        """Smallest canonical integer value."""
        return 0 if self.width == 1 else -(1 << (self.width - 1))

    @property
    def hi(self) -> int:
        """Largest canonical integer value."""
        return 1 if self.width == 1 else (1 << (self.width - 1)) - 1


_INT_FORMATS = {1: "B", 8: "b", 16: "h", 32: "i", 64: "q"}
_KIND_CACHE: dict[Attribute, ScalarKind] = {}


def scalar_kind(type_: Attribute) -> ScalarKind:
    """The `ScalarKind` of a scalar MLIR type; raises `UnsupportedError` otherwise."""
    kind = _KIND_CACHE.get(type_)
    if kind is not None:
        return kind
    if isinstance(type_, IndexType):
        kind = ScalarKind("index", False, 64, "q", 8, 0)
    elif isinstance(type_, IntegerType):
        width = type_.bitwidth
        fmt = _INT_FORMATS.get(width)
        size = 1 if width == 1 else (width + 7) // 8
        kind = ScalarKind(f"i{width}", False, width, fmt, size, 0)
    elif isinstance(type_, Float32Type):
        kind = ScalarKind("f32", True, 32, "f", 4, 0.0)
    elif isinstance(type_, Float64Type):
        kind = ScalarKind("f64", True, 64, "d", 8, 0.0)
    elif isinstance(type_, Float16Type):
        kind = ScalarKind("f16", True, 16, "H", 2, 0.0)
    elif isinstance(type_, BFloat16Type):
        # Both 16-bit floats are stored as bits (`HalfView`).
        kind = ScalarKind("bf16", True, 16, "H", 2, 0.0)
    else:
        raise UnsupportedError(f"values of type {type_} are not supported")
    _KIND_CACHE[type_] = kind
    return kind


def storable_kind(type_: Attribute) -> ScalarKind:
    """The kind of a memref element type; it must have a buffer layout."""
    kind = scalar_kind(type_)
    if kind.fmt is None:
        raise UnsupportedError(f"memrefs of {kind.name} elements are not supported")
    return kind


def int_wrapper(width: int) -> Callable[[int], int]:
    """Return a function mapping any int to the canonical value of `iN`."""
    if width == 1:
        return lambda value: value & 1
    half = 1 << (width - 1)
    mask = (1 << width) - 1

    def wrap(value: int) -> int:
        if -half <= value < half:
            return value
        return ((value + half) & mask) - half

    return wrap


def to_unsigned(value: int, width: int) -> int:
    return value & ((1 << width) - 1)


def to_signed(value: int, width: int) -> int:
    """The signed interpretation of a canonical `iN` value."""
    return -value if width == 1 else value


_F32_CELL = array("f", [0.0])
_F16_STRUCT = struct.Struct("e")


def round_f32(value: float) -> float:
    _F32_CELL[0] = value
    return _F32_CELL[0]


def round_f16(value: float) -> float:
    try:
        return _F16_STRUCT.unpack(_F16_STRUCT.pack(value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def round_bf16(value: float) -> float:
    if math.isnan(value):
        return value
    bits = struct.unpack("<I", struct.pack("<f", round_f32(value)))[0]
    # Round to nearest even on the 16 dropped bits.
    bits += 0x7FFF + ((bits >> 16) & 1)
    return struct.unpack("<f", struct.pack("<I", (bits >> 16 << 16) & 0xFFFFFFFF))[0]


def float_rounder(kind: ScalarKind) -> Callable[[float], float] | None:
    """The function rounding a Python float to `kind`, None for f64."""
    if kind.name == "f32":
        return round_f32
    if kind.name == "f16":
        return round_f16
    if kind.name == "bf16":
        return round_bf16
    return None


def normalizer(kind: ScalarKind) -> Callable[[Any], Any]:
    """A function bringing a Python number to the canonical value of `kind`."""
    if kind.is_float:
        rounder = float_rounder(kind)
        if rounder is None:
            return float
        return lambda value: rounder(float(value))
    return int_wrapper(kind.width)


# ---------------------------------------------------------------------------
# Buffers and memref views
# ---------------------------------------------------------------------------

HEAP = "heap"
STACK = "stack"
GLOBAL = "global"
RUNTIME = "runtime"
"""Buffers the executor itself creates (materialized tensors, entry arguments)."""


class Buffer:
    """One allocation."""

    __slots__ = (
        "address",
        "freed_by",
        "id",
        "kind",
        "live",
        "name",
        "nbytes",
        "origin",
        "raw",
        "read_only",
        "writable",
    )

    def __init__(
        self,
        id: int,
        kind: str,
        nbytes: int,
        address: int,
        origin: Operation | None,
        name: str = "",
        read_only: bool = False,
    ) -> None:
        self.id = id
        self.kind = kind
        self.nbytes = nbytes
        self.raw = memoryview(bytearray(nbytes))
        self.address = address
        self.origin = origin
        self.live = True
        self.freed_by: Operation | None = None
        self.name = name
        self.read_only = read_only
        self.writable = not read_only
        """Live and not constant: the fast-path check of stores."""

    def kill(self, by: Operation | None) -> None:
        self.live = False
        self.writable = False
        self.freed_by = by

    def describe(self) -> str:
        what = {
            HEAP: "heap buffer",
            STACK: "stack buffer",
            GLOBAL: f"global @{self.name}" if self.name else "global",
            RUNTIME: "executor-owned buffer",
        }[self.kind]
        return f"{what} #{self.id} ({self.nbytes} bytes at {self.address:#x})"


class MemRef:
    """A strided view of a buffer (MLIR's memref descriptor)."""

    __slots__ = (
        "bounds",
        "buffer",
        "byte_shift",
        "data",
        "elem",
        "offset",
        "safe",
        "sizes",
        "strides",
    )

    def __init__(
        self,
        buffer: Buffer,
        data: ElementData,
        elem: ScalarKind,
        byte_shift: int,
        offset: int,
        sizes: tuple[int, ...],
        strides: tuple[int, ...],
    ) -> None:
        self.buffer = buffer
        self.data = data
        self.elem = elem
        self.byte_shift = byte_shift
        self.offset = offset
        self.sizes = sizes
        self.strides = strides
        self.safe = view_within(offset, sizes, strides, len(data))
        self.bounds = sizes if self.safe else (0,) * len(sizes)
        """The sizes, or zeros if some in-bounds index maps outside the buffer:
        the fast path of loads and stores checks indices against `bounds` and
        leaves everything else to the slow path."""

    def with_layout(
        self, offset: int, sizes: tuple[int, ...], strides: tuple[int, ...]
    ) -> MemRef:
        """Another view of the same bytes and element type."""
        return MemRef(
            self.buffer, self.data, self.elem, self.byte_shift, offset, sizes, strides
        )

    @property
    def aligned_address(self) -> int:
        return self.buffer.address + self.byte_shift

    def flat_indices(self) -> list[int]:
        """Flat element indices of the view, in row-major order of its indices."""
        flats = [self.offset]
        for size, stride in zip(self.sizes, self.strides):
            flats = [base + i * stride for base in flats for i in range(size)]
        return flats

    def num_elements(self) -> int:
        return math.prod(self.sizes)


def view_within(
    offset: int, sizes: Sequence[int], strides: Sequence[int], length: int
) -> bool:
    """Whether every in-bounds index of the view maps inside `length` elements."""
    low = high = offset
    for size, stride in zip(sizes, strides):
        if size <= 0:
            return True
        step = (size - 1) * stride
        if step < 0:
            low += step
        else:
            high += step
    return low >= 0 and high < length


def row_major_strides(sizes: Sequence[int]) -> tuple[int, ...]:
    strides: list[int] = []
    running = 1
    for size in reversed(sizes):
        strides.append(running)
        running *= size
    return tuple(reversed(strides))


class HalfView:
    """The `f16` or `bf16` elements of a buffer: a `memoryview` of their bits
    (format `H`) read and written as Python floats, like a typed `memoryview`
    (which has no 16-bit float format). Slices are views of the same bits."""

    __slots__ = ("bits", "decode", "encode", "format")

    def __init__(self, bits: memoryview, kind: str) -> None:
        self.bits = bits
        self.format = kind
        """Stands for `memoryview.format` (views of one format copy bits)."""
        self.decode, self.encode = _HALF_CODECS[kind]

    def __len__(self) -> int:
        return len(self.bits)

    @overload
    def __getitem__(self, index: int) -> float: ...
    @overload
    def __getitem__(self, index: slice) -> HalfView: ...
    def __getitem__(self, index: int | slice) -> float | HalfView:
        if isinstance(index, slice):
            return HalfView(self.bits[index], self.format)
        return self.decode(self.bits[index])

    @overload
    def __setitem__(self, index: int, value: float) -> None: ...
    @overload
    def __setitem__(self, index: slice, value: HalfView) -> None: ...
    def __setitem__(self, index: int | slice, value: float | HalfView) -> None:
        if isinstance(index, slice):
            assert isinstance(value, HalfView)
            self.bits[index] = value.bits
            return
        assert not isinstance(value, HalfView)
        self.bits[index] = self.encode(value)


def _decode_bf16(bits: int) -> float:
    return _F32_STRUCT.unpack(_U32_STRUCT.pack(bits << 16))[0]


def _encode_bf16(value: float) -> int:
    return _U32_STRUCT.unpack(_F32_STRUCT.pack(round_bf16(value)))[0] >> 16


def _decode_f16(bits: int) -> float:
    return _F16_STRUCT.unpack(_U16_STRUCT.pack(bits))[0]


def _encode_f16(value: float) -> int:
    return _U16_STRUCT.unpack(_F16_STRUCT.pack(round_f16(value)))[0]


_HALF_CODECS: dict[str, tuple[Callable[[int], float], Callable[[float], int]]] = {
    "bf16": (_decode_bf16, _encode_bf16),
    "f16": (_decode_f16, _encode_f16),
}
_U16_STRUCT = struct.Struct("<H")
_F32_STRUCT = struct.Struct("<f")
_U32_STRUCT = struct.Struct("<I")


class ElementData(Protocol):
    """The elements of a buffer seen with one element type: a typed
    `memoryview`, or a `HalfView`."""

    @property
    def format(self) -> str: ...

    def __len__(self) -> int: ...

    def __getitem__(self, index: Any, /) -> Any: ...

    def __setitem__(self, index: Any, value: Any, /) -> None: ...


def typed_view(raw: memoryview, byte_shift: int, elem: ScalarKind) -> ElementData:
    """The elements of `elem`'s type stored from byte `byte_shift` of `raw`."""
    assert elem.fmt is not None
    usable = (len(raw) - byte_shift) // elem.size * elem.size
    # The format is only known at run time; `cast` is typed for literals.
    view = cast(
        memoryview,
        raw[byte_shift : byte_shift + max(usable, 0)].cast(elem.fmt),  # pyright: ignore[reportCallIssue, reportArgumentType]
    )
    if elem.name in _HALF_CODECS:
        return HalfView(view, elem.name)
    return view


def bit_converter(
    source: ScalarKind, target: ScalarKind
) -> Callable[[Any], Any] | None:
    """The function reinterpreting the bits of a `source` value as a `target`
    value (a bitcast), None if the widths differ or a kind has no storage."""
    if source.width != target.width or source.fmt is None or target.fmt is None:
        return None
    if source.width == 1:
        return lambda value: value
    raw = memoryview(bytearray(source.size))
    write = typed_view(raw, 0, source)
    read = typed_view(raw, 0, target)

    def convert(value: Any) -> Any:
        write[0] = value
        return read[0]

    return convert


# ---------------------------------------------------------------------------
# Tensors
# ---------------------------------------------------------------------------


class Tensor:
    """An immutable tensor value: a flat row-major list and its shape."""

    __slots__ = ("data", "elem", "shape", "source")

    def __init__(
        self,
        data: list[Any],
        shape: tuple[int, ...],
        elem: ScalarKind,
        source: MemRef | None = None,
    ) -> None:
        self.data = data
        self.shape = shape
        self.elem = elem
        self.source = source
        """The buffer this tensor was read from by `bufferization.to_tensor`."""

    def strides(self) -> tuple[int, ...]:
        return row_major_strides(self.shape)


def tensor_flat_indices(
    offsets: Sequence[int],
    sizes: Sequence[int],
    steps: Sequence[int],
    strides: Sequence[int],
) -> list[int]:
    """Flat indices of a strided slice of a row-major tensor, in row-major order."""
    flats = [sum(o * s for o, s in zip(offsets, strides))]
    for size, step, stride in zip(sizes, steps, strides):
        flats = [base + i * step * stride for base in flats for i in range(size)]
    return flats


# ---------------------------------------------------------------------------
# Vectors
# ---------------------------------------------------------------------------


class Vector:
    """An immutable vector value (`vector<...>`): a flat row-major list and its
    shape (`()` for a 0-d vector)."""

    __slots__ = ("data", "elem", "shape")

    def __init__(self, data: list[Any], shape: tuple[int, ...], elem: ScalarKind):
        self.data = data
        self.shape = shape
        self.elem = elem

    def strides(self) -> tuple[int, ...]:
        return row_major_strides(self.shape)
