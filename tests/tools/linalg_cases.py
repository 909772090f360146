"""Instances of every linalg named op of the table, for tests.

`instances()` gives, per op, small instances in the forms the op takes:
float and integer element types (mixed widths where the op casts), the
op's optional attributes (`cast`, `strides`/`dilations`), static and
dynamic shapes, tensors and memrefs. Each instance is a function taking the
operands and returning the tensor result, and can also be written as an
executable `@main` that builds its inputs from constants and prints the
result (`main_program`).

Operand shapes follow from the indexing maps: a dimension indexed by
`oh*SH + kh*DH` spans every index the loops reach.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from xdsl.ir.affine import AffineMap

from xdsl_bufferization.dialects.linalg.spec import NamedOpSpec, parse_index
from xdsl_bufferization.dialects.linalg.table import NAMED_OPS

LOOP_SIZES = (2, 3, 4, 2, 3, 2, 3, 2, 2)
"""Loop ranges, by loop position (small: the executor runs every point)."""


@dataclass
class Instance:
    name: str
    """Unique: op name and variant."""
    spec: NamedOpSpec
    element_types: tuple[str, ...]
    """One per operand (scalars: the scalar type)."""
    shapes: tuple[tuple[int, ...] | None, ...]
    """One per operand; None for a scalar."""
    attributes: dict[str, str] = field(default_factory=dict[str, str])
    """Attribute name -> MLIR text."""
    dynamic: bool = False
    """Whether shaped operands have dynamic sizes (`?`)."""
    memref: bool = False
    maps: str = ""
    """`indexing_maps = [...]` (user maps of the matmul family), or empty."""

    def type_of(self, index: int, static: bool = False) -> str:
        shape = self.shapes[index]
        element = self.element_types[index]
        if shape is None:
            return element
        dims = "".join(f"{'?' if self.dynamic and not static else d}x" for d in shape)
        kind = "memref" if self.memref else "tensor"
        return f"{kind}<{dims}{element}>"

    def attr_text(self) -> str:
        maps = f" indexing_maps = {self.maps}" if self.maps else ""
        if not self.attributes:
            return maps
        return (
            maps
            + " {"
            + ", ".join(f"{k} = {v}" for k, v in sorted(self.attributes.items()))
            + "}"
        )

    def op_text(self, names: Sequence[str], result: str = "%0") -> str:
        """The op in MLIR's custom syntax on the SSA names of its operands."""
        n = self.spec.num_inputs
        ins = ", ".join(names[:n])
        in_types = ", ".join(self.type_of(i) for i in range(n))
        out_type = self.type_of(n)
        if self.memref:
            return (
                f"linalg.{self.spec.name}{self.attr_text()} ins({ins} : {in_types}) "
                f"outs({names[n]} : {out_type})"
            )
        return (
            f"{result} = linalg.{self.spec.name}{self.attr_text()} ins({ins} : "
            f"{in_types}) outs({names[n]} : {out_type}) -> {out_type}"
        )

    def function(self) -> str:
        """`func.func @name(operands) -> result` with the op."""
        count = len(self.spec.operands)
        names = [f"%a{i}" for i in range(count)]
        args = ", ".join(f"{names[i]}: {self.type_of(i)}" for i in range(count))
        out_type = self.type_of(count - 1)
        if self.memref:
            return (
                f"func.func @{self.name}({args}) {{\n"
                f"  {self.op_text(names)}\n  return\n}}\n"
            )
        return (
            f"func.func @{self.name}({args}) -> {out_type} {{\n"
            f"  {self.op_text(names)}\n  return %0 : {out_type}\n}}\n"
        )


def _shapes(
    spec: NamedOpSpec, attrs: dict[str, tuple[int, ...]], rank: int = 2
) -> tuple[tuple[int, ...] | None, ...]:
    if spec.rank_polymorphic:
        full = (3, 4, 2)[:rank]
        return tuple(None if o.kind == "scalar" else full for o in spec.operands)
    symbols = spec.index_attr_values(attrs)  # type: ignore[arg-type]
    maps = spec.indexing_maps(symbols, [])
    ends = [LOOP_SIZES[i] - 1 for i in range(len(spec.loops))]
    shapes: list[tuple[int, ...] | None] = []
    for operand, indexing_map in zip(spec.operands, maps):
        if operand.kind == "scalar":
            shapes.append(None)
            continue
        shapes.append(tuple(v + 1 for v in indexing_map.eval(ends, [])))
    return tuple(shapes)


def _transposed_lhs(spec: NamedOpSpec, types: tuple[str, ...]) -> Instance:
    """The matmul family with its left operand transposed by `indexing_maps`
    (its last two indices swapped)."""
    positions = {loop: i for i, loop in enumerate(spec.loops)}
    indices = [list(o.indices or ()) for o in spec.operands]
    indices[0][-2], indices[0][-1] = indices[0][-1], indices[0][-2]
    maps = [
        AffineMap(
            len(spec.loops), 0, tuple(parse_index(t, positions, {}) for t in texts)
        )
        for texts in indices
    ]
    ends = [LOOP_SIZES[i] - 1 for i in range(len(spec.loops))]
    shapes = tuple(tuple(v + 1 for v in m.eval(ends, [])) for m in maps)
    text = "[" + ", ".join(f"affine_map<{m}>" for m in maps) + "]"
    return Instance(f"{spec.name}_transposed_lhs", spec, types, shapes, maps=text)


def _types(spec: NamedOpSpec, variant: str) -> tuple[str, ...] | None:
    """Element types for a variant: `f32`, `i32`, `mixed` (i8 inputs, i32
    output; f16 inputs, f32 output for `half`)."""
    types: list[str] = []
    for operand in spec.operands:
        fixed = {"I32": "i32", "F64": "f64", "I64": "i64"}.get(operand.type_var)
        if fixed is not None:
            types.append(fixed)
            continue
        if spec.name in ("select",) and operand.name == "cond":
            types.append("i1")
            continue
        if variant == "f32":
            types.append("f32")
        elif variant == "i32":
            types.append("i32")
        elif variant == "mixed":
            types.append("i32" if operand.kind == "output" else "i8")
        elif variant == "half":
            types.append("f32" if operand.kind == "output" else "f16")
        elif variant == "bf16":
            types.append("f32" if operand.kind == "output" else "bf16")
    return tuple(types)


FLOAT_ONLY = {
    "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt",
    "rsqrt", "square", "tanh", "erf", "powf", "fill_rng_2d",
}  # fmt: skip
INT_ONLY = {"div_unsigned"}
SAME_TYPE = {
    "add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf", "select",
    *FLOAT_ONLY,
}  # fmt: skip
"""Ops whose operands share one element type (no cast in the body)."""


def variants(spec: NamedOpSpec) -> list[str]:
    if spec.name == "fill_rng_2d":
        return ["f32"]
    if spec.name in INT_ONLY:
        return ["i32"]
    if spec.name in FLOAT_ONLY:
        return ["f32"]
    if spec.name in SAME_TYPE:
        return ["f32", "i32"]
    if spec.name.endswith("_q") or spec.name.startswith("quantized"):
        return ["mixed", "i32"]
    if spec.name.endswith("_unsigned"):
        return ["i32", "mixed"]
    if spec.name == "fill":
        return ["f32", "i32", "half", "bf16"]
    return ["f32", "i32", "mixed", "half", "bf16"]


def instances(spec: NamedOpSpec) -> Iterator[Instance]:
    """The instances of one op: every element-type variant (static, tensor),
    then each optional attribute, a dynamic-shape and a memref form."""
    for variant in variants(spec):
        types = _types(spec, variant)
        assert types is not None
        if spec.name == "fill" and variant in ("half", "bf16"):
            element = "f16" if variant == "half" else "bf16"
            types = (element, element)
        yield Instance(f"{spec.name}_{variant}", spec, types, _shapes(spec, {}))
    base_types = _types(spec, "f32" if "f32" in variants(spec) else variants(spec)[0])
    assert base_types is not None
    for attr_name, _ in spec.type_fn_attrs:
        mixed = _types(spec, "mixed")
        assert mixed is not None
        yield Instance(
            f"{spec.name}_{attr_name}_unsigned",
            spec,
            mixed,
            _shapes(spec, {}),
            {attr_name: "#linalg.type_fn<cast_unsigned>"},
        )
    if spec.user_maps:
        yield _transposed_lhs(spec, base_types)
    if spec.index_attrs:
        count = len(spec.index_attrs[0].symbols)
        for strides, dilations in ((2, 1), (1, 2), (2, 3)):
            values = {"strides": (strides,) * count, "dilations": (dilations,) * count}
            attrs = {
                k: f"dense<{list(v) if len(set(v)) > 1 else v[0]}> : tensor<{count}xi64>"
                for k, v in values.items()
            }
            yield Instance(
                f"{spec.name}_s{strides}_d{dilations}",
                spec,
                base_types,
                _shapes(spec, values),
                attrs,
            )
    yield Instance(
        f"{spec.name}_dynamic", spec, base_types, _shapes(spec, {}), dynamic=True
    )
    yield Instance(
        f"{spec.name}_memref", spec, base_types, _shapes(spec, {}), memref=True
    )
    if spec.rank_polymorphic and spec.name != "fill":
        yield Instance(
            f"{spec.name}_rank3", spec, base_types, _shapes(spec, {}, rank=3)
        )


def all_instances() -> list[Instance]:
    return [i for spec in NAMED_OPS for i in instances(spec)]


# -- executable programs ---------------------------------------------------------------

PRINTERS = {"f32": "printMemrefF32", "i32": "printMemrefI32"}
"""Runner-utils printers of the element types an instance may produce."""


def executable(instance: Instance) -> bool:
    """Whether the result can be printed with runner utils."""
    return instance.element_types[-1] in PRINTERS


def _values(count: int, element: str, seed: int) -> list[str]:
    """Small deterministic values of an element type, some negative."""
    out: list[str] = []
    for k in range(count):
        v = (k * 7 + seed * 5) % 11 - 4
        if element == "i1":
            out.append("true" if (k + seed) % 3 else "false")
        elif element.startswith("i"):
            out.append(str(v * 21 if element == "i8" else v))
        else:
            out.append(f"{v * 0.5 + 0.25}")
    return out


def _dense(shape: tuple[int, ...], values: list[str]) -> str:
    if not shape:
        return values[0]
    step = len(values) // shape[0]
    parts = [
        _dense(shape[1:], values[i * step : (i + 1) * step]) for i in range(shape[0])
    ]
    return "[" + ", ".join(parts) + "]"


def _scalar_value(instance: Instance, index: int, seed: int) -> str:
    operand = instance.spec.operands[index]
    if instance.spec.name == "fill_rng_2d":
        return {"min": "-1.0", "max": "1.0", "seed": "42"}[operand.name]
    element = instance.element_types[index]
    if operand.type_var == "I32" and operand.kind == "scalar":
        return str(seed % 3 - 1)
    return _values(1, element, seed)[0]


def program(instances: Sequence[Instance]) -> str:
    """One module: a kernel function per instance (the op alone) and
    `@main`, which builds each kernel's operands from constants, calls it
    and prints the result (tensor results through `bufferization.to_buffer`;
    memref operands are allocated and filled; the deallocation pipeline
    frees them, MLIR's rejects programs that free buffers themselves)."""
    kernels: list[str] = []
    body: list[str] = []
    counter = itertools.count()

    def fresh(prefix: str) -> str:
        return f"%{prefix}{next(counter)}"

    for number, instance in enumerate(instances):
        instance = dataclasses.replace(instance, name=f"k{number}_{instance.name}")
        kernels.append(instance.function())
        args: list[str] = []
        memrefs: list[tuple[str, str]] = []
        for i, operand in enumerate(instance.spec.operands):
            shape = instance.shapes[i]
            element = instance.element_types[i]
            if shape is None:
                name = fresh("s")
                body.append(
                    f"  {name} = arith.constant {_scalar_value(instance, i, number + i)} "
                    f": {element}"
                )
                args.append(name)
                continue
            count = 1
            for d in shape:
                count *= d
            static = "tensor<" + "".join(f"{d}x" for d in shape) + f"{element}>"
            constant = fresh("c")
            values = _values(count, element, number * 3 + i)
            if operand.name == "rhs" and instance.spec.name.startswith("div"):
                # No division by zero (undefined for integers).
                values = [
                    v
                    if v not in ("0", "0.25")
                    else ("3" if element.startswith("i") else "3.0")
                    for v in values
                ]
            data = _dense(shape, values)
            body.append(f"  {constant} = arith.constant dense<{data}> : {static}")
            value = constant
            if instance.memref:
                memref_type = (
                    "memref<" + "".join(f"{d}x" for d in shape) + f"{element}>"
                )
                source = fresh("b")
                buffer = fresh("m")
                body.append(
                    f"  {source} = bufferization.to_buffer {value} : {static} to "
                    f"{memref_type}"
                )
                body.append(f"  {buffer} = memref.alloc() : {memref_type}")
                body.append(
                    f"  memref.copy {source}, {buffer} : {memref_type} to {memref_type}"
                )
                memrefs.append((buffer, memref_type))
                value = buffer
                static = memref_type
            if instance.dynamic:
                cast = fresh("d")
                op = "memref.cast" if instance.memref else "tensor.cast"
                body.append(
                    f"  {cast} = {op} {value} : {static} to {instance.type_of(i)}"
                )
                value = cast
            args.append(value)
        out_index = len(instance.spec.operands) - 1
        arg_types = ", ".join(instance.type_of(i) for i in range(out_index + 1))
        element = instance.element_types[out_index]
        printer = PRINTERS[element]
        if instance.memref:
            body.append(
                f"  func.call @{instance.name}({', '.join(args)}) : ({arg_types}) -> ()"
            )
            buffer, memref_type = memrefs[-1]
        else:
            result = fresh("r")
            out_type = instance.type_of(out_index)
            body.append(
                f"  {result} = func.call @{instance.name}({', '.join(args)}) : "
                f"({arg_types}) -> {out_type}"
            )
            buffer = fresh("o")
            memref_type = out_type.replace("tensor<", "memref<")
            body.append(
                f"  {buffer} = bufferization.to_buffer {result} : {out_type} to {memref_type}"
            )
        unranked = fresh("u")
        body.append(
            f"  {unranked} = memref.cast {buffer} : {memref_type} to memref<*x{element}>"
        )
        body.append(f"  func.call @{printer}({unranked}) : (memref<*x{element}>) -> ()")
    declarations = "\n".join(
        f"func.func private @{p}(memref<*x{e}>)" for e, p in PRINTERS.items()
    )
    main = "func.func @main() {\n" + "\n".join(body) + "\n  return\n}\n"
    return declarations + "\n\n" + "\n".join(kernels) + "\n" + main


__all__ = [
    "Instance",
    "all_instances",
    "executable",
    "instances",
    "program",
    "variants",
]
