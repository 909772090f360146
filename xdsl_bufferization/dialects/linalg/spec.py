"""What a linalg named op is, as data: `NamedOpSpec`.

One `NamedOpSpec` per op (the entries are in `table.py`), with what MLIR's
OpDSL definitions say: the operands (name, type variable, and how the loops
index them), the loops, the attributes (`cast`, `strides`, `dilations`,
`indexing_maps`) with their defaults, and the scalar body as an expression
(`scalar.py`). `structured.py` turns each spec into an op class; everything
else (verifier, body region, generalization, executor, docs) reads the spec.

Operand indices are written as text over the loop names and the symbols of
the index attributes: `"n, oh*SH+kh*DH, ow*SW+kw*DW, c"` (`SH` is
`strides[0]`, `DH` is `dilations[0]`). An operand without indices is either a
scalar (`kind == "scalar"`) or, for the rank-polymorphic ops (elementwise
ops, `copy`, `fill`), indexed by every loop (one loop per dimension of the
output; a rank-0 operand is broadcast).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap

from xdsl_bufferization.dialects.linalg.attrs import TypeFn
from xdsl_bufferization.dialects.linalg.scalar import Expr, expr_args, uses_index
from xdsl_bufferization.utils.affine_simplify import affine_add, affine_mul
from xdsl_bufferization.utils.building import remember

OperandKind = Literal["input", "scalar", "output"]


@dataclass(frozen=True)
class OperandSpec:
    name: str
    kind: OperandKind
    type_var: str
    indices: tuple[str, ...] | None
    """Index expressions (None: scalar, or rank-polymorphic)."""


@dataclass(frozen=True)
class IndexAttrSpec:
    """`strides` or `dilations`: one value per symbol, with defaults."""

    name: str
    symbols: tuple[str, ...]
    default: tuple[int, ...]


@dataclass(frozen=True)
class NamedOpSpec:
    name: str
    """The op name without the dialect (`conv_2d_nhwc_hwcf`)."""
    family: str
    operands: tuple[OperandSpec, ...]
    loops: tuple[str, ...]
    """Loop names in MLIR's order (empty for rank-polymorphic ops)."""
    body: Expr
    index_attrs: tuple[IndexAttrSpec, ...] = ()
    type_fn_attrs: tuple[tuple[str, TypeFn], ...] = ()
    """Attributes that choose a `TypeFn` of the body, with their default."""
    user_maps: bool = False
    """Whether `indexing_maps` is an attribute the user may set (matmul,
    batch_matmul, batch_reduce_matmul); the spec's maps are its default."""
    xdsl_class: str | None = None
    """xDSL 0.74's class for this op (ours is registered as its virtual subclass)."""
    summary: str = ""

    @property
    def op_name(self) -> str:
        return f"linalg.{self.name}"

    @cached_property
    def output(self) -> OperandSpec:
        return self.operands[-1]

    @cached_property
    def num_inputs(self) -> int:
        return len(self.operands) - 1

    @property
    def rank_polymorphic(self) -> bool:
        return not self.loops

    @cached_property
    def iterator_types(self) -> tuple[str, ...]:
        """`parallel` for the loops that index the output, `reduction` for
        the others (OpDSL's rule)."""
        used = _names_in(self.output.indices or ())
        return tuple("parallel" if loop in used else "reduction" for loop in self.loops)

    @cached_property
    def reads_output(self) -> bool:
        return self.output.name in expr_args(self.body)

    @cached_property
    def uses_index(self) -> bool:
        return uses_index(self.body)

    def index_attr_values(
        self, given: Mapping[str, Sequence[int] | None]
    ) -> dict[str, int]:
        """Symbol -> value, from the given attribute values or the defaults."""
        values: dict[str, int] = {}
        for attr in self.index_attrs:
            data = given.get(attr.name)
            chosen = tuple(data) if data is not None else attr.default
            values.update(zip(attr.symbols, chosen))
        return values

    def indexing_maps(
        self,
        symbols: Mapping[str, int],
        ranks: Sequence[int],
    ) -> list[AffineMap]:
        """The indexing maps for these attribute values; `ranks` (one per
        operand) are used by the rank-polymorphic ops only."""
        # Built from the index texts once per attribute values (or ranks):
        # verifiers and models ask for them op after op.
        key = (
            tuple(ranks) if self.rank_polymorphic else (),
            tuple(sorted(symbols.items())),
        )
        maps = self._maps_memo.get(key)
        if maps is None:
            maps = remember(
                self._maps_memo, key, tuple(self._build_maps(symbols, ranks))
            )
        return list(maps)

    @cached_property
    def _maps_memo(
        self,
    ) -> dict[
        tuple[tuple[int, ...], tuple[tuple[str, int], ...]], tuple[AffineMap, ...]
    ]:
        return {}

    def _build_maps(
        self,
        symbols: Mapping[str, int],
        ranks: Sequence[int],
    ) -> list[AffineMap]:
        if self.rank_polymorphic:
            rank = ranks[-1]
            identity = AffineMap.identity(rank)
            scalar = AffineMap(rank, 0, ())
            return [identity if r else scalar for r in ranks]
        positions = {loop: i for i, loop in enumerate(self.loops)}
        maps: list[AffineMap] = []
        for operand in self.operands:
            exprs = tuple(
                parse_index(text, positions, symbols) for text in operand.indices or ()
            )
            maps.append(AffineMap(len(self.loops), 0, exprs))
        return maps

    def signature(self) -> str:
        """`I[n, oh*SH+kh*DH] K[kh] -> O[n, oh]` (for docs)."""

        def one(operand: OperandSpec) -> str:
            if operand.kind == "scalar":
                return f"{operand.name}: {operand.type_var}"
            if operand.indices is None:
                return f"{operand.name}[...]"
            return f"{operand.name}[{', '.join(operand.indices)}]"

        inputs = " ".join(one(o) for o in self.operands[:-1])
        return f"{inputs} -> {one(self.output)}"


_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z_0-9]*)|([+*]))")


def _names_in(texts: Sequence[str]) -> set[str]:
    return {m.group(2) for text in texts for m in _TOKEN.finditer(text) if m.group(2)}


def parse_index(
    text: str, loops: Mapping[str, int], symbols: Mapping[str, int]
) -> AffineExpr:
    """An index expression (sums of products of loops, symbols and integers)
    as an affine expression, built as MLIR builds it (`d0 * 2 + d4`)."""
    total: AffineExpr | None = None
    for term in text.split("+"):
        product: AffineExpr | None = None
        for factor in term.split("*"):
            name = factor.strip()
            if name in loops:
                value: AffineExpr = AffineDimExpr(loops[name])
            elif name in symbols:
                value = AffineConstantExpr(symbols[name])
            elif name.isdigit():
                value = AffineConstantExpr(int(name))
            else:
                raise ValueError(f"unknown name {name!r} in index {text!r}")
            product = value if product is None else affine_mul(product, value)
        assert product is not None
        total = product if total is None else affine_add(total, product)
    assert total is not None
    return total


def parse_signature(text: str) -> tuple[OperandSpec, ...]:
    """`"A:T1[m, k] B:T2[k, n] AZp:I32 -> C:U[m, n]"`: the operands, the
    last one (after `->`) the output. `[*]`: rank-polymorphic."""
    inputs_text, output_text = text.split("->")
    operands: list[OperandSpec] = []
    for part, kind in ((inputs_text, "input"), (output_text, "output")):
        for match in re.finditer(r"(\w+):(\w+)(?:\[([^\]]*)\])?", part):
            name, type_var, indices = match.groups()
            if indices is None:
                operands.append(OperandSpec(name, "scalar", type_var, None))
            elif indices.strip() == "*":
                operands.append(
                    OperandSpec(name, kind, type_var, None)  # pyright: ignore[reportArgumentType]
                )
            else:
                parts = tuple(p.strip() for p in indices.split(",") if p.strip())
                operands.append(
                    OperandSpec(name, kind, type_var, parts)  # pyright: ignore[reportArgumentType]
                )
    return tuple(operands)


__all__ = [
    "IndexAttrSpec",
    "NamedOpSpec",
    "OperandSpec",
    "parse_index",
    "parse_signature",
]
