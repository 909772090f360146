"""Malformed instances of every linalg op, for the differential verifier test.

Each op of the dialect (the table's named ops from their first instance in
`linalg_cases`, and the hand-written ops) is written as an `OpForm`: its
custom syntax with the operand types as data. `malformed(form)` derives the
mistakes a user or a generator makes from it, each one edit away from the
valid op:

- types: an operand of a rank too low (or too high), a dimension that does
  not match the others, another element type (integer for float, float for
  integer, a vector), a scalar where a shaped operand goes (issue 15's
  `linalg.copy` of a scalar), a memref among tensors, a tensor op without
  its result;
- syntax: `ins` or `outs` missing (the fuzzer's IndexErrors in xDSL's
  parsers), both missing, `ins()` empty, operands without their types,
  the op cut short before its last token;
- attributes: per op, an attribute of the wrong shape or kind (`strides`
  of the wrong length or not dense, an unknown `cast`, `indexing_maps` of
  the wrong count, out-of-range `dimensions`).

`generic_form_mutants` removes, one at a time, each property and the region
from the generic form of the op (MLIR's `"linalg.matmul"(...) <{...}>`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass

from tests.tools.linalg_cases import all_instances
from xdsl_bufferization.dialects.linalg.table import NAMED_OPS


@dataclass(frozen=True)
class OpForm:
    """One linalg op in MLIR's custom syntax; `text()` is a function around it."""

    name: str
    head: str
    """The op name and what precedes `ins` (`linalg.reduce { arith.addf }`)."""
    ins: tuple[str, ...]
    outs: tuple[str, ...]
    attrs: str = ""
    """Between the head and `ins` (`{strides = ...}`, `indexing_maps = [...]`)."""
    region: str = ""
    """After `outs(...)`, before `-> types` (`linalg.generic`, `linalg.map`)."""
    tail: str = ""
    """After everything (`dimensions = [1]`)."""
    arrow: bool = True
    """Whether tensor results are written `-> types` (named ops)."""
    results: bool = True
    """Whether the op has a result per tensor output (False: a malformed op
    whose results were left out)."""
    ins_text: str | None = None
    outs_text: str | None = None
    """Replace the `ins(...)`/`outs(...)` clauses (syntax mutants; "" drops it)."""
    cut: int | None = None
    """Cut the op's text at this character (syntax mutants)."""

    def op_text(self) -> str:
        count = len(self.ins) + len(self.outs)
        names = [f"%a{i}" for i in range(count)]
        ins_names, out_names = names[: len(self.ins)], names[len(self.ins) :]
        ins = (
            self.ins_text
            if self.ins_text is not None
            else (
                f" ins({', '.join(ins_names)} : {', '.join(self.ins)})"
                if self.ins
                else ""
            )
        )
        outs = (
            self.outs_text
            if self.outs_text is not None
            else f" outs({', '.join(out_names)} : {', '.join(self.outs)})"
        )
        tensors = self.result_types()
        arrow = f" -> {', '.join(tensors)}" if self.arrow and tensors else ""
        text = f"{self.head}{self.attrs}{ins}{outs}{self.region}{arrow}{self.tail}"
        if self.cut is not None:
            text = text[: self.cut]
        if not tensors or not self.results:
            return text
        bound = "%r" if len(tensors) == 1 else f"%r:{len(tensors)}"
        return f"{bound} = {text}"

    def result_types(self) -> list[str]:
        return [t for t in self.outs if t.startswith("tensor")]

    def text(self) -> str:
        types = [*self.ins, *self.outs]
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        tensors = self.result_types() if self.results else []
        returned = ", ".join(
            "%r" if len(tensors) == 1 else f"%r#{i}" for i in range(len(tensors))
        )
        signature = f" -> ({', '.join(tensors)})" if tensors else ""
        ret = f"return {returned} : {', '.join(tensors)}" if tensors else "return"
        return (
            f"func.func @{self.name}({args}){signature} {{\n"
            f"  {self.op_text()}\n  {ret}\n}}\n"
        )


def named_forms() -> list[OpForm]:
    """The first instance of each op of the table (static tensors, f32 where
    the op takes it), with its attributes."""
    forms: dict[str, OpForm] = {}
    for instance in all_instances():
        spec = instance.spec
        if spec.name in forms or instance.memref or instance.dynamic:
            continue
        n = spec.num_inputs
        types = [instance.type_of(i) for i in range(n + 1)]
        forms[spec.name] = OpForm(
            spec.name,
            spec.op_name,
            tuple(types[:n]),
            (types[n],),
            attrs=instance.attr_text(),
        )
    return [forms[spec.name] for spec in NAMED_OPS]


_GENERIC_REGION = """ {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }"""

HAND_WRITTEN = (
    OpForm(
        "generic",
        "linalg.generic",
        ("tensor<4x8xf32>",),
        ("tensor<4xf32>",),
        attrs=" {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
        'affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}',
        region=_GENERIC_REGION,
    ),
    OpForm(
        "map",
        "linalg.map { arith.addf }",
        ("tensor<4x8xf32>", "tensor<4x8xf32>"),
        ("tensor<4x8xf32>",),
        arrow=False,
    ),
    OpForm(
        "map_region",
        "linalg.map",
        ("tensor<4x8xf32>",),
        ("tensor<4x8xf32>",),
        region="\n    (%x: f32, %y: f32) {\n      %s = arith.addf %x, %y : f32\n"
        "      linalg.yield %s : f32\n    }",
        arrow=False,
    ),
    OpForm(
        "reduce",
        "linalg.reduce { arith.addf }",
        ("tensor<4x8xf32>",),
        ("tensor<4xf32>",),
        tail=" dimensions = [1]",
        arrow=False,
    ),
    OpForm(
        "transpose",
        "linalg.transpose",
        ("tensor<4x8xf32>",),
        ("tensor<8x4xf32>",),
        tail=" permutation = [1, 0]",
        arrow=False,
    ),
    OpForm(
        "broadcast",
        "linalg.broadcast",
        ("tensor<8xf32>",),
        ("tensor<4x8xf32>",),
        tail=" dimensions = [0]",
        arrow=False,
    ),
    OpForm(
        "elementwise",
        "linalg.elementwise",
        ("tensor<4x8xf32>", "tensor<4x8xf32>"),
        ("tensor<4x8xf32>",),
        attrs=" kind=#linalg.elementwise_kind<add>",
    ),
    OpForm(
        "contract",
        "linalg.contract",
        ("tensor<4x8xf32>", "tensor<8x16xf32>"),
        ("tensor<4x16xf32>",),
        attrs=" indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
        "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]",
    ),
    OpForm(
        "softmax",
        "linalg.softmax dimension(1)",
        ("tensor<2x16xf32>",),
        ("tensor<2x16xf32>",),
    ),
)
"""The ops written by hand (not in the table), in their common form."""


def all_forms() -> list[OpForm]:
    return [*named_forms(), *HAND_WRITTEN]


# -- mutations ---------------------------------------------------------------------

_SHAPED = re.compile(r"^(tensor|memref)<((?:[0-9?]+x)*)([^<>]+(?:<[^<>]*>)?)>$")


def _split(type_text: str) -> tuple[str, list[str], str] | None:
    """`tensor<4x8xf32>` -> ("tensor", ["4", "8"], "f32"); None for scalars."""
    match = _SHAPED.match(type_text)
    if match is None:
        return None
    kind, dims, element = match.groups()
    return kind, [d for d in dims.split("x") if d], element


def _join(kind: str, dims: list[str], element: str) -> str:
    return f"{kind}<{''.join(d + 'x' for d in dims)}{element}>"


def _other_element(element: str) -> str:
    return "i32" if element.startswith(("f", "bf")) else "f32"


def _set_type(form: OpForm, index: int, new: str) -> OpForm:
    types = [*form.ins, *form.outs]
    types[index] = new
    n = len(form.ins)
    return dataclasses.replace(form, ins=tuple(types[:n]), outs=tuple(types[n:]))


def type_mutants(form: OpForm) -> Iterator[tuple[str, OpForm]]:
    types = [*form.ins, *form.outs]
    for index, type_text in enumerate(types):
        parts = _split(type_text)
        if parts is None:
            # A scalar operand of another kind (a tensor of its type).
            yield (
                f"operand {index} shaped",
                _set_type(form, index, f"tensor<{type_text}>"),
            )
            yield (
                f"operand {index} element",
                _set_type(form, index, _other_element(type_text)),
            )
            continue
        kind, dims, element = parts
        if dims:
            yield (
                f"operand {index} rank-1",
                _set_type(form, index, _join(kind, dims[:-1], element)),
            )
            yield (
                f"operand {index} dim",
                _set_type(
                    form,
                    index,
                    _join(kind, [str(int(dims[0]) + 1), *dims[1:]], element),
                ),
            )
        yield (
            f"operand {index} rank+1",
            _set_type(form, index, _join(kind, ["2", *dims], element)),
        )
        yield (
            f"operand {index} element",
            _set_type(form, index, _join(kind, dims, _other_element(element))),
        )
        yield (
            f"operand {index} vector element",
            _set_type(form, index, _join(kind, dims, f"vector<2x{element}>")),
        )
        if index < len(form.ins):
            yield f"operand {index} scalar", _set_type(form, index, element)
        other = "memref" if kind == "tensor" else "tensor"
        yield (
            f"operand {index} {other}",
            _set_type(form, index, _join(other, dims, element)),
        )
    if form.result_types():
        yield "no result", dataclasses.replace(form, results=False)


def syntax_mutants(form: OpForm) -> Iterator[tuple[str, OpForm]]:
    yield "no ins", dataclasses.replace(form, ins_text="")
    yield "no outs", dataclasses.replace(form, outs_text="")
    yield "no ins outs", dataclasses.replace(form, ins_text="", outs_text="")
    yield "empty ins", dataclasses.replace(form, ins_text=" ins()")
    names = ", ".join(f"%a{i}" for i in range(len(form.ins)))
    yield "ins without types", dataclasses.replace(form, ins_text=f" ins({names})")
    yield (
        "outs without types",
        dataclasses.replace(form, outs_text=f" outs(%a{len(form.ins)})"),
    )
    # The op cut before each of its last tokens (a truncated line).
    full = dataclasses.replace(form, results=False).op_text()
    cuts = [m.start() for m in re.finditer(r"(?<=\S)\s+\S|[(),:<>\[\]{}]", full)]
    for cut in sorted(set(cuts))[-6:]:
        yield f"cut at {cut}", dataclasses.replace(form, cut=cut)


ATTRIBUTE_MUTANTS: dict[str, tuple[tuple[str, str], ...]] = {
    "conv": (
        ("strides length", " {strides = dense<1> : tensor<5xi64>}"),
        ("strides not dense", " {strides = [1, 1]}"),
        ("dilations i32", " {dilations = dense<1> : vector<2xi32>}"),
    ),
    "cast": (
        ("cast unknown", " {cast = #linalg.type_fn<exp>}"),
        ("cast integer", " {cast = 1 : i64}"),
    ),
    "matmul_maps": (
        ("maps count", " indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>]"),
        ("maps empty", " indexing_maps = []"),
        ("maps not maps", " indexing_maps = [1, 2, 3]"),
    ),
}


def attribute_mutants(form: OpForm) -> Iterator[tuple[str, OpForm]]:
    spec = next((s for s in NAMED_OPS if s.name == form.name), None)
    groups: list[str] = []
    if spec is not None:
        if spec.index_attrs and "1d" not in spec.name and "3d" not in spec.name:
            groups.append("conv")
        if spec.type_fn_attrs:
            groups.append("cast")
        if spec.user_maps:
            groups.append("matmul_maps")
    for group in groups:
        for label, attrs in ATTRIBUTE_MUTANTS[group]:
            yield label, dataclasses.replace(form, attrs=attrs)
    replacements = {
        "reduce": (("dimensions out of range", " dimensions = [2]"),),
        "transpose": (("permutation short", " permutation = [0]"),),
        "broadcast": (("dimensions repeated", " dimensions = [0, 0]"),),
    }
    for label, tail in replacements.get(form.name, ()):
        yield label, dataclasses.replace(form, tail=tail)
    if form.name == "elementwise":
        yield (
            "kind unary",
            dataclasses.replace(form, attrs=" kind=#linalg.elementwise_kind<exp>"),
        )
    if form.name == "contract":
        yield (
            "maps count",
            dataclasses.replace(
                form, attrs=" indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>]"
            ),
        )
    if form.name == "softmax":
        yield (
            "dimension out of range",
            dataclasses.replace(form, head="linalg.softmax dimension(2)"),
        )


def malformed(form: OpForm) -> Iterator[tuple[str, str]]:
    """(label, program) for each malformed variant of the op."""
    for mutants in (type_mutants, syntax_mutants, attribute_mutants):
        for label, mutant in mutants(form):
            yield f"{form.name}: {label}", mutant.text()


# -- the generic form -----------------------------------------------------------------

_PROPERTIES = re.compile(r"<\{(.*)\}>", re.S)


def _top_level_entries(text: str) -> list[tuple[int, int]]:
    """Spans of the comma-separated entries of a dictionary body."""
    spans: list[tuple[int, int]] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>" and not (ch == ">" and text[i - 1] == "-"):
            depth -= 1
        elif ch == "," and depth == 0:
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(text)))
    return spans


def generic_form_mutants(name: str, generic: str) -> Iterator[tuple[str, str]]:
    """Each property of the (first) linalg op of `generic` removed, and its
    region removed; `generic` is a function in MLIR's generic form."""
    lines = generic.split("\n")
    index = next(i for i, line in enumerate(lines) if '"linalg.' in line)
    line = lines[index]
    match = _PROPERTIES.search(line)
    if match is not None:
        body = match.group(1)
        for start, end in _top_level_entries(body):
            entry = body[start:end].strip()
            key = entry.split("=")[0].strip()
            rest = (body[:start] + body[end:]).strip().strip(",")
            rest = re.sub(r",\s*,", ",", rest).strip(", ")
            props = f"<{{{rest}}}>" if rest else ""
            new = line[: match.start()] + props + line[match.end() :]
            yield (
                f"{name}: generic form without {key}",
                "\n".join([*lines[:index], new, *lines[index + 1 :]]),
            )
    # Without its region: the op line ends in `({`; the region closes at `})`.
    if line.rstrip().endswith("({"):
        close = next(
            i
            for i in range(index + 1, len(lines))
            if lines[i].lstrip().startswith("})")
            and len(lines[i]) - len(lines[i].lstrip()) == len(line) - len(line.lstrip())
        )
        head = line.rstrip()[: -len("({")].rstrip()
        tail = lines[close].lstrip()[len("})") :]
        yield (
            f"{name}: generic form without region",
            "\n".join(
                [
                    *lines[:index],
                    " " * (len(line) - len(line.lstrip())) + head + tail,
                    *lines[close + 1 :],
                ]
            ),
        )


__all__ = [
    "HAND_WRITTEN",
    "OpForm",
    "all_forms",
    "generic_form_mutants",
    "malformed",
]
