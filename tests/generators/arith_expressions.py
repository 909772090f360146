"""Random `arith` expression trees, mostly over constants, for the
differential test of constant folding (tests/pytest/test_canonicalize_arith_differential.py).

`generate_arith_functions(seed, count)` gives `count` functions, each
computing one expression tree and returning its value. Leaves are
constants with edge values (0, 1, -1, the signed extremes; for floats 0.0,
-0.0, infinities, NaN with a payload, the largest value, the smallest
subnormal) or, now and then, a function argument (so that identities such
as `addi(x, 0)` get exercised without constants). Inner nodes are any
`arith` op xDSL parses, on `i1`, `i8`, `i16`, `i32`, `i64`, `index`, `f16`,
`bf16`, `f32` and `f64`, with overflow flags on some. Floats are written as
the hex bit pattern of their type, which both parsers read exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tests.generators.choices import Choices

INT_TYPES = ("i1", "i8", "i16", "i32", "i64", "index")
FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FLOAT_BITS = {"f16": (10, 5), "bf16": (7, 8), "f32": (23, 8), "f64": (52, 11)}
FLOAT_WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}

INT_BINARY = (
    "addi",
    "subi",
    "muli",
    "divui",
    "divsi",
    "ceildivui",
    "ceildivsi",
    "floordivsi",
    "remui",
    "remsi",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
)
WITH_OVERFLOW_FLAGS = ("addi", "subi", "muli", "shli")
FLOAT_BINARY = (
    "addf",
    "subf",
    "mulf",
    "divf",
    "maximumf",
    "minimumf",
    "maxnumf",
    "minnumf",
)
CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)


def int_edge_values(type: str) -> list[int]:
    """Edge values of an integer type (as signed values)."""
    width = WIDTH[type]
    if width == 1:
        return [0, -1]
    low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return [0, 1, -1, 2, low, high, low + 1, high - 1, 7, -8, 3]


def float_edge_bits(type: str) -> list[int]:
    """Bit patterns of edge values of a float type."""
    mantissa, exponent = FLOAT_BITS[type]
    width = FLOAT_WIDTH[type]
    sign = 1 << (width - 1)
    bias = (1 << (exponent - 1)) - 1
    one = bias << mantissa
    inf = ((1 << exponent) - 1) << mantissa
    quiet_nan = inf | (1 << (mantissa - 1))
    largest = inf - 1
    # xDSL keeps f16 values as Python floats through half precision packing,
    # which drops NaN payloads: no payload for f16.
    payload = 0 if type == "f16" else 3
    return [
        0,  # 0.0
        sign,  # -0.0
        one,  # 1.0
        sign | one,  # -1.0
        one + (1 << mantissa),  # 2.0
        one | (1 << (mantissa - 1)),  # 1.5
        inf,
        sign | inf,
        quiet_nan,
        quiet_nan | payload,  # a NaN with a payload
        sign | quiet_nan,
        largest,
        sign | largest,
        1,  # smallest subnormal
        (bias - 3) << mantissa | 5,  # a small normal value
    ]


@dataclass
class _Function:
    """One function under construction."""

    lines: list[str] = field(default_factory=list[str])
    args: list[str] = field(default_factory=list[str])
    count: int = 0

    def value(self) -> str:
        name = f"%v{self.count}"
        self.count += 1
        return name

    def arg(self, type: str) -> str:
        name = f"%a{len(self.args)}"
        self.args.append(f"{name}: {type}")
        return name


class ArithExpressionGenerator:
    """Builds expression trees from the decisions of a `Choices`."""

    def __init__(self, choices: Choices, max_depth: int = 4):
        self.choices = choices
        self.max_depth = max_depth

    # -- leaves ---------------------------------------------------------------

    def leaf(self, fn: _Function, type: str) -> str:
        c = self.choices
        if c.chance(0.12):
            return fn.arg(type)
        name = fn.value()
        if type in FLOAT_TYPES:
            if c.chance(0.6):
                bits = c.pick(float_edge_bits(type))
            else:
                bits = c.below(1 << FLOAT_WIDTH[type])
                if type == "f16" and bits & 0x7C00 == 0x7C00 and bits & 0x3FF:
                    bits &= ~0x1FF  # a NaN: the quiet bit only (see above)
            digits = FLOAT_WIDTH[type] // 4
            fn.lines.append(f"{name} = arith.constant 0x{bits:0{digits}X} : {type}")
            return name
        if c.chance(0.6):
            value = c.pick(int_edge_values(type))
        else:
            width = WIDTH[type]
            value = c.below(1 << min(width, 20)) - (1 << (min(width, 20) - 1))
            if width == 1:
                value = -c.below(2)
        if type == "i1":
            text = "true" if value else "false"
            fn.lines.append(f"{name} = arith.constant {text}")
        else:
            fn.lines.append(f"{name} = arith.constant {value} : {type}")
        return name

    # -- inner nodes ----------------------------------------------------------

    def expression(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        if depth >= self.max_depth or c.chance(0.2):
            return self.leaf(fn, type)
        makers = self._makers(type)
        return c.pick(makers)(fn, type, depth + 1)

    def _makers(self, type: str) -> list[Callable[[_Function, str, int], str]]:
        makers: list[Callable[[_Function, str, int], str]] = [self._select]
        if type in FLOAT_TYPES:
            makers += [self._float_binary, self._negf, self._to_float]
            return makers
        makers += [self._int_binary, self._int_binary, self._to_int]
        if type == "i1":
            makers += [self._cmpi, self._cmpf]
        return makers

    def _int_binary(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        op = c.pick(INT_BINARY)
        lhs = self.expression(fn, type, depth)
        rhs = self.expression(fn, type, depth)
        flags = ""
        if op in WITH_OVERFLOW_FLAGS and c.chance(0.2):
            flags = " overflow<" + c.pick(("nsw", "nuw", "nsw, nuw")) + ">"
        name = fn.value()
        fn.lines.append(f"{name} = arith.{op} {lhs}, {rhs}{flags} : {type}")
        return name

    def _float_binary(self, fn: _Function, type: str, depth: int) -> str:
        op = self.choices.pick(FLOAT_BINARY)
        lhs = self.expression(fn, type, depth)
        rhs = self.expression(fn, type, depth)
        name = fn.value()
        fn.lines.append(f"{name} = arith.{op} {lhs}, {rhs} : {type}")
        return name

    def _negf(self, fn: _Function, type: str, depth: int) -> str:
        operand = self.expression(fn, type, depth)
        name = fn.value()
        fn.lines.append(f"{name} = arith.negf {operand} : {type}")
        return name

    def _select(self, fn: _Function, type: str, depth: int) -> str:
        condition = self.expression(fn, "i1", depth)
        lhs = self.expression(fn, type, depth)
        rhs = self.expression(fn, type, depth)
        name = fn.value()
        fn.lines.append(f"{name} = arith.select {condition}, {lhs}, {rhs} : {type}")
        return name

    def _cmpi(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        operand_type = c.pick(INT_TYPES)
        predicate = c.pick(CMPI)
        lhs = self.expression(fn, operand_type, depth)
        rhs = self.expression(fn, operand_type, depth)
        name = fn.value()
        fn.lines.append(
            f"{name} = arith.cmpi {predicate}, {lhs}, {rhs} : {operand_type}"
        )
        return name

    def _cmpf(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        operand_type = c.pick(FLOAT_TYPES)
        predicate = c.pick(CMPF)
        lhs = self.expression(fn, operand_type, depth)
        # The same value on both sides now and then (`cmpf olt, %x, %x`).
        rhs = lhs if c.chance(0.15) else self.expression(fn, operand_type, depth)
        name = fn.value()
        fn.lines.append(
            f"{name} = arith.cmpf {predicate}, {lhs}, {rhs} : {operand_type}"
        )
        return name

    def _cast(self, fn: _Function, op: str, source: str, type: str, depth: int) -> str:
        operand = self.expression(fn, source, depth)
        name = fn.value()
        fn.lines.append(f"{name} = arith.{op} {operand} : {source} to {type}")
        return name

    def _to_int(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        options: list[tuple[str, str]] = []
        for source in INT_TYPES:
            if "index" in (source, type):
                if (source == "index") != (type == "index"):
                    options.append(("index_cast", source))
                continue
            if WIDTH[source] < WIDTH[type]:
                options += [("extui", source), ("extsi", source)]
            elif WIDTH[source] > WIDTH[type]:
                options.append(("trunci", source))
        if type != "index":
            for source in FLOAT_TYPES:
                options += [("fptosi", source), ("fptoui", source)]
                if FLOAT_WIDTH[source] == WIDTH[type]:
                    options.append(("bitcast", source))
        op, source = c.pick(options)
        return self._cast(fn, op, source, type, depth)

    def _to_float(self, fn: _Function, type: str, depth: int) -> str:
        c = self.choices
        options: list[tuple[str, str]] = []
        for source in INT_TYPES:
            if source != "index":
                options += [("sitofp", source), ("uitofp", source)]
                # (No bitcast to f16: it makes NaN payloads that xDSL's f16
                # attributes cannot hold, see float_edge_bits.)
                if WIDTH[source] == FLOAT_WIDTH[type] and type != "f16":
                    options.append(("bitcast", source))
        for source in FLOAT_TYPES:
            if FLOAT_WIDTH[source] < FLOAT_WIDTH[type] and (source, type) != (
                "bf16",
                "f16",
            ):
                options.append(("extf", source))
            elif FLOAT_WIDTH[source] > FLOAT_WIDTH[type]:
                options.append(("truncf", source))
        op, source = c.pick(options)
        return self._cast(fn, op, source, type, depth)

    # -- functions ------------------------------------------------------------

    def function(self, index: int) -> str:
        c = self.choices
        type = c.pick((*INT_TYPES, *FLOAT_TYPES))
        fn = _Function()
        result = self.expression(fn, type, 0)
        body = "\n".join(f"  {line}" for line in fn.lines)
        return (
            f"func.func @e{index}({', '.join(fn.args)}) -> {type} {{\n"
            f"{body}\n  return {result} : {type}\n}}"
        )


def generate_arith_functions(seed: int | Choices, count: int) -> list[str]:
    """`count` functions `@e0`, `@e1`... each returning one expression."""
    choices = seed if isinstance(seed, Choices) else Choices(seed)
    generator = ArithExpressionGenerator(choices)
    return [generator.function(index) for index in range(count)]
