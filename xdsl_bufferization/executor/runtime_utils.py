"""MLIR's runner-utils functions, printed exactly as `mlir-runner` does.

A program declares them privately (`func.func private @printMemrefF32(memref<*xf32>)`)
and calls them; under `mlir-runner` they come from `libmlir_runner_utils.so`
and `libmlir_c_runner_utils.so`.

- `printMemref<T>` (unranked argument: `Unranked Memref base@ = ...`) and
  `printMemref<N>d<T>` (ranked argument: `Memref base@ = ...`);
  `printMemrefShape<T>` prints the header only;
- `verifyMemRef<T>(actual, expected) -> i64`: the number of elements that
  differ (floats: relative error above 1e-6 for `f32`, 1e-12 for `f64`;
  a non-finite value always differs), -1 if the shapes differ;
- scalars: `printI64`, `printU64`, `printF32`, `printF64`, `printNewline`,
  `printComma`, `printOpen`, `printClose`.

The libraries export some of these only under their C interface
(`_mlir_ciface_` prefix: `printMemrefI8`, `printMemrefF16`, `verifyMemRef*`, the ranked
variants...); a program calls those through a declaration with the
`llvm.emit_c_interface` attribute, which is therefore required here too.

In a tensor-level program the print functions are called with tensors
(`call @printMemrefF32(%t) : (tensor<*xf32>) -> ()`, the form One-Shot
Bufferize turns into a memref call): a tensor argument is printed from a
buffer the executor fills with its elements, with an identity layout.

The declaration's signature is checked when the function is first called
(rank, element type, results): a mismatch, which `mlir-runner` would turn
into garbage output or a crash, is an error at the call.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from xdsl.dialects.builtin import (
    FunctionType,
    IntegerType,
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation

from xdsl_bufferization.executor.compiler import (
    EXTERNAL_CHECKS,
    EXTERNAL_FUNCTIONS,
    External,
    prop,
)
from xdsl_bufferization.executor.errors import ExecutorError
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.values import (
    RUNTIME,
    MemRef,
    Tensor,
    scalar_kind,
    to_unsigned,
)
from xdsl_bufferization.executor.views import element_type

C_INTERFACE_ATTR = "llvm.emit_c_interface"


def format_float(value: float) -> str:
    """A float as C's `%g` (and C++ streams) print it on glibc."""
    if value != value:
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    return f"{value:g}"


def format_int(value: int) -> str:
    return str(value)


def format_unsigned_64(value: int) -> str:
    return str(to_unsigned(value, 64))


def format_char(value: int) -> str:
    """An `i8` as a C++ stream prints an `int8_t`: the character itself (a
    byte of 0x80 or more is written as that code point, not the raw byte)."""
    return chr(value & 0xFF)


def memref_header(memref: MemRef) -> str:
    """`base@ = ... rank = ... offset = ... sizes = [...] strides = [...]`."""
    return (
        f"base@ = {memref.aligned_address:#x} rank = {len(memref.sizes)} "
        f"offset = {memref.offset} sizes = [{', '.join(map(str, memref.sizes))}] "
        f"strides = [{', '.join(map(str, memref.strides))}]"
    )


def memref_data_text(memref: MemRef, fmt: Callable[[Any], str]) -> str:
    """The elements as `printMemref*` prints them after its header line,
    final newline included."""
    sizes = memref.sizes
    strides = memref.strides
    rank = len(sizes)
    out: list[str] = []
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


def memref_text(memref: MemRef, fmt: Callable[[Any], str]) -> str:
    """The text `printMemref*` prints for an unranked memref, final newline
    included."""
    return f"Unranked Memref {memref_header(memref)} data = \n" + memref_data_text(
        memref, fmt
    )


def buffer_of(machine: Machine, value: Any) -> MemRef:
    """The memref a runtime function reads: the argument itself, or for a
    tensor a buffer of the executor holding its elements."""
    if isinstance(value, Tensor):
        memref = machine.allocate(RUNTIME, value.elem, value.shape, None)
        data = memref.data
        for index, element in enumerate(value.data):
            data[index] = element
        return memref
    if not isinstance(value, MemRef):
        raise ExecutorError(f"expected a memref or tensor argument, got {value!r}")
    return value


# ---------------------------------------------------------------------------
# Signatures
# ---------------------------------------------------------------------------

_SUFFIX_TYPES = {
    "I8": "i8",
    "I16": "i16",
    "I32": "i32",
    "I64": "i64",
    "F16": "f16",
    "BF16": "bf16",
    "F32": "f32",
    "F64": "f64",
    "Ind": "index",
}
_FORMATS: dict[str, Callable[[Any], str]] = {
    "i8": format_char,
    "i16": format_int,
    "i32": format_int,
    "i64": format_int,
    "index": format_unsigned_64,
    "f16": format_float,
    "bf16": format_float,
    "f32": format_float,
    "f64": format_float,
}


@dataclass(frozen=True)
class Signature:
    """What a declaration of a runtime function must look like."""

    arguments: tuple[str, ...]
    """Per argument: `*` (an unranked memref or tensor), a rank (`0`...`4`,
    a ranked one) or a scalar type (`i64`, `f32`...)."""
    element: str | None
    """The element type of the shaped arguments."""
    results: tuple[str, ...] = ()
    c_interface_only: bool = False
    """Only `_mlir_ciface_<name>` exists: the declaration needs
    `llvm.emit_c_interface`."""


SIGNATURES: dict[str, Signature] = {}


def _shaped_matches(type_: Attribute, rank: str, element: str | None) -> bool:
    if rank == "*":
        if not isinstance(type_, UnrankedMemRefType | UnrankedTensorType):
            return False
    elif isinstance(type_, MemRefType | TensorType):
        if len(type_.get_shape()) != int(rank):  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
            return False
    else:
        return False
    try:
        return scalar_kind(element_type(cast(Attribute, type_))).name == element
    except ExecutorError:
        return False


def _scalar_matches(type_: Attribute, name: str) -> bool:
    if name.startswith("i"):
        return isinstance(type_, IntegerType) and f"i{type_.bitwidth}" == name
    try:
        return scalar_kind(type_).name == name
    except ExecutorError:
        return False


def _describe(signature: Signature) -> str:
    def one(kind: str) -> str:
        if kind == "*":
            return f"memref<*x{signature.element}>"
        if kind.isdigit():
            shape = "?x" * int(kind)
            return f"memref<{shape}{signature.element}>"
        return kind

    arguments = ", ".join(one(a) for a in signature.arguments)
    results = ", ".join(signature.results)
    return f"({arguments}) -> ({results})"


def check_declaration(name: str, declaration: Operation) -> str | None:
    """Why `declaration` does not match runtime function `name` (None: it
    does)."""
    signature = SIGNATURES.get(name)
    if signature is None:
        return None
    if signature.c_interface_only and prop(declaration, C_INTERFACE_ATTR) is None:
        return (
            f"@{name} exists only under its C interface in MLIR's runner "
            f"utils: its declaration needs the '{C_INTERFACE_ATTR}' attribute"
        )
    function_type = prop(declaration, "function_type")
    if not isinstance(function_type, FunctionType):
        return f"@{name} has no function type"
    inputs = list(function_type.inputs.data)
    outputs = list(function_type.outputs.data)
    matches = len(inputs) == len(signature.arguments) and len(outputs) == len(
        signature.results
    )
    if matches:
        for type_, kind in zip(inputs, signature.arguments):
            if kind == "*" or kind.isdigit():
                matches = matches and _shaped_matches(type_, kind, signature.element)
            else:
                matches = matches and _scalar_matches(type_, kind)
        for type_, kind in zip(outputs, signature.results):
            matches = matches and _scalar_matches(type_, kind)
    if matches:
        return None
    return (
        f"@{name} is declared as {function_type}, but MLIR's runner utils "
        f"define it as {_describe(signature)} (memrefs or tensors)"
    )


# ---------------------------------------------------------------------------
# The functions
# ---------------------------------------------------------------------------


def _print_memref(name: str, element: str, prefix: str) -> External:
    fmt = _FORMATS[element]

    def print_memref(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        (value,) = args
        memref = buffer_of(machine, value)
        machine.check_view(memref, f"{name} reads")
        machine.write(
            f"{prefix}{memref_header(memref)} data = \n" + memref_data_text(memref, fmt)
        )
        return ()

    return print_memref


def _print_shape(name: str) -> External:
    def print_shape(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        (value,) = args
        memref = buffer_of(machine, value)
        machine.write(f"Unranked Memref {memref_header(memref)}\n")
        return ()

    return print_shape


def _elements_differ(element: str, actual: Any, expected: Any) -> bool:
    if element not in ("f32", "f64"):
        return actual != expected
    if actual == expected:
        return False
    if not (math.isfinite(actual) and math.isfinite(expected)):
        return True
    epsilon = 1e-6 if element == "f32" else 1e-12
    return abs(actual - expected) > epsilon * abs(expected)


def _verify_memref(name: str, element: str) -> External:
    def verify(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        actual, expected = (buffer_of(machine, a) for a in args)
        machine.check_view(actual, f"{name} reads")
        machine.check_view(expected, f"{name} reads")
        if (
            actual.sizes != expected.sizes
            or actual.strides != expected.strides
            or actual.offset != expected.offset
        ):
            return (-1,)
        errors = sum(
            1
            for a, e in zip(actual.flat_indices(), expected.flat_indices())
            if _elements_differ(element, actual.data[a], expected.data[e])
        )
        return (errors,)

    return verify


def _print_scalar(fmt: Callable[[Any], str]) -> External:
    def print_scalar(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        machine.write(fmt(args[0]))
        return ()

    return print_scalar


def _print_text(text: str) -> External:
    def print_text(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
        machine.write(text)
        return ()

    return print_text


def _rtclock(machine: Machine, args: Sequence[Any]) -> Sequence[Any]:
    return (time.perf_counter(),)


def _define(name: str, function: External, signature: Signature) -> None:
    EXTERNAL_FUNCTIONS[name] = function
    SIGNATURES[name] = signature
    EXTERNAL_CHECKS[name] = lambda declaration: check_declaration(name, declaration)


def _define_all() -> None:
    # Exported without the C interface: printMemref{F32,F64,I32,I64,Ind};
    # every other one only as _mlir_ciface_ (verifyMemRef{F32,...} also
    # exist plainly, but with one rank for both memrefs: a declaration with
    # two unranked memrefs calls them with the wrong arguments).
    plain_print = {"F32", "F64", "I32", "I64", "Ind"}
    for suffix, element in _SUFFIX_TYPES.items():
        name = f"printMemref{suffix}"
        _define(
            name,
            _print_memref(name, element, "Unranked Memref "),
            Signature(("*",), element, c_interface_only=suffix not in plain_print),
        )
        name = f"verifyMemRef{suffix}"
        _define(
            name,
            _verify_memref(name, element),
            Signature(
                ("*", "*"),
                element,
                ("i64",),
                c_interface_only=True,
            ),
        )
    for suffix in ("I8", "I32", "I64", "F32", "F64", "Ind"):
        name = f"printMemrefShape{suffix}"
        _define(
            name,
            _print_shape(name),
            Signature(("*",), _SUFFIX_TYPES[suffix], c_interface_only=True),
        )
    ranked = [
        (0, "F32"),
        *((1, s) for s in ("I8", "I32", "I64", "F32", "F64", "Ind")),
        (2, "F32"),
        (3, "F32"),
        (4, "F32"),
    ]
    for rank, suffix in ranked:
        name = f"printMemref{rank}d{suffix}"
        element = _SUFFIX_TYPES[suffix]
        _define(
            name,
            _print_memref(name, element, "Memref "),
            Signature((str(rank),), element, c_interface_only=True),
        )
    scalars: list[tuple[str, External, tuple[str, ...]]] = [
        ("printI64", _print_scalar(format_int), ("i64",)),
        ("printU64", _print_scalar(format_unsigned_64), ("i64",)),
        ("printF32", _print_scalar(format_float), ("f32",)),
        ("printF64", _print_scalar(format_float), ("f64",)),
        ("printNewline", _print_text("\n"), ()),
        ("printComma", _print_text(", "), ()),
        ("printOpen", _print_text("( "), ()),
        ("printClose", _print_text(" )"), ()),
    ]
    for name, function, arguments in scalars:
        _define(name, function, Signature(arguments, None))
    _define("rtclock", _rtclock, Signature((), None, ("f64",)))


_define_all()
