"""MLIR's affine expressions, as MLIR builds, simplifies and prints them.

MLIR's memref verifiers compare layout maps after simplification and print
them in their messages, so matching its verdicts and messages needs MLIR's own
rules rather than xDSL's:

- The builders `affine_add`, `affine_mul`, `affine_floordiv`,
  `affine_ceildiv` and `affine_mod` apply MLIR's construction-time
  simplifications (constant folding, canonical operand order, ...). The nodes
  are xDSL's immutable `AffineExpr` classes, but xDSL's operators simplify
  differently and reject semi-affine products, so expressions meant to be
  compared with MLIR's are built with these functions.
- `simplify_affine_expr` is MLIR's `simplifyAffineExpr`: it flattens an
  expression into a linear form (with local variables for divisions and
  modulos) and rebuilds it.
- `MLIRAffineMap` holds the results of a map built that way and prints it as
  MLIR prints an affine map; `map_from_xdsl` rebuilds an xDSL `AffineMap`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)

_ADD = AffineBinaryOpKind.Add
_MUL = AffineBinaryOpKind.Mul
_MOD = AffineBinaryOpKind.Mod
_FLOORDIV = AffineBinaryOpKind.FloorDiv
_CEILDIV = AffineBinaryOpKind.CeilDiv


def affine_constant(value: int) -> AffineExpr:
    return AffineConstantExpr(value)


def constant_value(expr: AffineExpr) -> int | None:
    return expr.value if isinstance(expr, AffineConstantExpr) else None


def is_symbolic_or_constant(expr: AffineExpr) -> bool:
    if isinstance(expr, AffineDimExpr):
        return False
    if isinstance(expr, AffineBinaryOpExpr):
        return is_symbolic_or_constant(expr.lhs) and is_symbolic_or_constant(expr.rhs)
    return True


def _is_pure_affine(expr: AffineExpr) -> bool:
    if not isinstance(expr, AffineBinaryOpExpr):
        return True
    if expr.kind == _ADD:
        return _is_pure_affine(expr.lhs) and _is_pure_affine(expr.rhs)
    if expr.kind == _MUL:
        return (
            _is_pure_affine(expr.lhs)
            and _is_pure_affine(expr.rhs)
            and (
                isinstance(expr.lhs, AffineConstantExpr)
                or isinstance(expr.rhs, AffineConstantExpr)
            )
        )
    return _is_pure_affine(expr.lhs) and isinstance(expr.rhs, AffineConstantExpr)


def _largest_known_divisor(expr: AffineExpr) -> int:
    if isinstance(expr, AffineConstantExpr):
        return abs(expr.value)
    if not isinstance(expr, AffineBinaryOpExpr):
        return 1
    if expr.kind == _MUL:
        return _largest_known_divisor(expr.lhs) * _largest_known_divisor(expr.rhs)
    if expr.kind in (_ADD, _MOD):
        return math.gcd(
            _largest_known_divisor(expr.lhs), _largest_known_divisor(expr.rhs)
        )
    rhs = constant_value(expr.rhs)
    if rhs:
        lhs_div = _largest_known_divisor(expr.lhs)
        if lhs_div % rhs == 0:
            return abs(lhs_div // rhs)
    return 1


def affine_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    lc, rc = constant_value(lhs), constant_value(rhs)
    if lc is not None and rc is not None:
        return affine_constant(lc + rc)
    # Constants, then symbolic terms, go to the right.
    if lc is not None or (
        is_symbolic_or_constant(lhs) and not is_symbolic_or_constant(rhs)
    ):
        return affine_add(rhs, lhs)
    if rc == 0:
        return lhs
    lbin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    lrc = constant_value(lbin.rhs) if lbin is not None else None
    if lbin is not None and rc is not None and lbin.kind == _ADD and lrc is not None:
        return affine_add(lbin.lhs, affine_constant(lrc + rc))
    # c1 * e + c2 * e -> (c1 + c2) * e
    first, c1 = lhs, 1
    if lbin is not None and lbin.kind == _MUL and lrc is not None:
        first, c1 = lbin.lhs, lrc
    rbin = rhs if isinstance(rhs, AffineBinaryOpExpr) else None
    second, c2 = rhs, 1
    rrc = constant_value(rbin.rhs) if rbin is not None else None
    if rbin is not None and rbin.kind == _MUL and rrc is not None:
        second, c2 = rbin.lhs, rrc
    if first == second:
        return AffineBinaryOpExpr(_MUL, first, affine_constant(c1 + c2))
    if lbin is not None and lbin.kind == _ADD and lrc is not None:
        return affine_add(affine_add(lbin.lhs, rhs), affine_constant(lrc))
    if rbin is None:
        return AffineBinaryOpExpr(_ADD, lhs, rhs)
    # expr - q * (expr floordiv q) -> expr mod q
    lrhs, rrhs = rbin.lhs, rbin.rhs
    if (
        constant_value(rrhs) == -1
        and isinstance(lrhs, AffineBinaryOpExpr)
        and lrhs.kind == _MUL
    ):
        llrhs = lrhs.lhs
        if (
            isinstance(llrhs, AffineBinaryOpExpr)
            and llrhs.kind == _FLOORDIV
            and llrhs.rhs == lrhs.rhs
            and lhs == llrhs.lhs
        ):
            return affine_mod(lhs, lrhs.rhs)
        return AffineBinaryOpExpr(_ADD, lhs, rhs)
    if isinstance(lrhs, AffineBinaryOpExpr) and lrhs.kind == _FLOORDIV:
        rr = constant_value(rrhs)
        lr = constant_value(lrhs.rhs)
        if rr is not None and lr is not None and lr == -rr:
            if lhs == lrhs.lhs:
                return affine_mod(lhs, lrhs.rhs)
            # (x + e) - (e floordiv q) * q -> x + e mod q
            if lbin is not None and lbin.kind == _ADD and lbin.rhs == lrhs.lhs:
                return affine_add(lbin.lhs, affine_mod(lbin.rhs, lrhs.rhs))
    return AffineBinaryOpExpr(_ADD, lhs, rhs)


def affine_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    lc, rc = constant_value(lhs), constant_value(rhs)
    if lc is not None and rc is not None:
        return affine_constant(lc * rc)
    if not is_symbolic_or_constant(rhs) or lc is not None:
        return affine_mul(rhs, lhs)
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    lbin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if lbin is not None and lbin.kind == _MUL:
        lrc = constant_value(lbin.rhs)
        if lrc is not None and rc is not None:
            return affine_mul(lbin.lhs, affine_constant(lrc * rc))
        if lrc is not None:
            return affine_mul(affine_mul(lbin.lhs, rhs), affine_constant(lrc))
    return AffineBinaryOpExpr(_MUL, lhs, rhs)


def affine_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    rc = constant_value(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(_FLOORDIV, lhs, rhs)
    if (lc := constant_value(lhs)) is not None:
        return affine_constant(lc // rc)
    if rc == 1:
        return lhs
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind == _MUL:
        lrc = constant_value(lhs.rhs)
        if lrc is not None and lrc % rc == 0:
            return affine_mul(lhs.lhs, affine_constant(lrc // rc))
    if (
        isinstance(lhs, AffineBinaryOpExpr)
        and lhs.kind == _ADD
        and (
            _largest_known_divisor(lhs.lhs) % rc == 0
            or _largest_known_divisor(lhs.rhs) % rc == 0
        )
    ):
        return affine_add(affine_floordiv(lhs.lhs, rhs), affine_floordiv(lhs.rhs, rhs))
    return AffineBinaryOpExpr(_FLOORDIV, lhs, rhs)


def affine_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    rc = constant_value(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(_CEILDIV, lhs, rhs)
    if (lc := constant_value(lhs)) is not None:
        return affine_constant(-(-lc // rc))
    if rc == 1:
        return lhs
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind == _MUL:
        lrc = constant_value(lhs.rhs)
        if lrc is not None and lrc % rc == 0:
            return affine_mul(lhs.lhs, affine_constant(lrc // rc))
    return AffineBinaryOpExpr(_CEILDIV, lhs, rhs)


def affine_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    rc = constant_value(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(_MOD, lhs, rhs)
    if (lc := constant_value(lhs)) is not None:
        return affine_constant(lc % rc)
    if _largest_known_divisor(lhs) % rc == 0:
        return affine_constant(0)
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind == _ADD:
        if _largest_known_divisor(lhs.lhs) % rc == 0:
            return affine_mod(lhs.rhs, rhs)
        if _largest_known_divisor(lhs.rhs) % rc == 0:
            return affine_mod(lhs.lhs, rhs)
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind == _MOD:
        inner = constant_value(lhs.rhs)
        if inner is not None and inner >= 1 and inner % rc == 0:
            return affine_mod(lhs.lhs, rhs)
    return AffineBinaryOpExpr(_MOD, lhs, rhs)


_BUILDERS = {
    _ADD: affine_add,
    _MUL: affine_mul,
    _MOD: affine_mod,
    _FLOORDIV: affine_floordiv,
    _CEILDIV: affine_ceildiv,
}


def _from_xdsl_expr(expr: AffineExpr) -> AffineExpr:
    """Rebuild an expression parsed by xDSL the way MLIR's parser builds it."""
    if isinstance(expr, AffineBinaryOpExpr):
        return _BUILDERS[expr.kind](
            _from_xdsl_expr(expr.lhs), _from_xdsl_expr(expr.rhs)
        )
    return expr


def _from_flat_form(
    flat: Sequence[int], num_dims: int, num_symbols: int, locals_: Sequence[AffineExpr]
) -> AffineExpr:
    """MLIR's getAffineExprFromFlatForm: `flat` is [dims, symbols, locals, cst]."""
    expr = affine_constant(0)
    for j in range(num_dims + num_symbols):
        if flat[j]:
            ident = AffineDimExpr(j) if j < num_dims else AffineSymExpr(j - num_dims)
            expr = affine_add(expr, affine_mul(ident, affine_constant(flat[j])))
    for j, local in enumerate(locals_):
        if coefficient := flat[num_dims + num_symbols + j]:
            expr = affine_add(expr, affine_mul(local, affine_constant(coefficient)))
    if flat[-1]:
        expr = affine_add(expr, affine_constant(flat[-1]))
    return expr


def _semi_affine_from_flat_form(
    flat: Sequence[int], num_dims: int, num_symbols: int, locals_: Sequence[AffineExpr]
) -> AffineExpr:
    """
    MLIR's getSemiAffineExprFromFlatForm: the terms sorted by the position of
    their dimension (then symbol), dimensions before their products with
    symbols, symbols last.
    """
    keyed: dict[tuple[int, int], tuple[AffineExpr, int]] = {}
    offset_sym = 0
    offset_dim = -1
    widest = max(num_dims, num_symbols)
    for j in range(num_dims, num_dims + num_symbols):
        if flat[j]:
            keyed[(j - num_dims, widest + offset_sym)] = (
                AffineSymExpr(j - num_dims),
                flat[j],
            )
            offset_sym += 1
    added = [False] * len(locals_)
    for index, local in enumerate(locals_):
        coefficient = flat[num_dims + num_symbols + index]
        if not coefficient or not isinstance(local, AffineBinaryOpExpr):
            continue
        lhs, rhs = local.lhs, local.rhs
        if not (
            isinstance(lhs, AffineDimExpr | AffineSymExpr)
            and isinstance(rhs, AffineDimExpr | AffineSymExpr | AffineConstantExpr)
        ):
            continue
        if isinstance(rhs, AffineConstantExpr):
            if isinstance(lhs, AffineDimExpr):
                key = (lhs.position, offset_dim)
                offset_dim -= 1
            else:
                key = (lhs.position, widest + offset_sym)
                offset_sym += 1
        elif isinstance(lhs, AffineDimExpr):
            key = (lhs.position, rhs.position)
        else:
            key = (lhs.position, widest + offset_sym)
            offset_sym += 1
        keyed[key] = (local, coefficient)
        added[index] = True
    for j in range(num_dims):
        if flat[j]:
            keyed[(j, offset_dim)] = (AffineDimExpr(j), flat[j])
            offset_dim -= 1
    expr = affine_constant(0)
    for key in sorted(keyed):
        term, coefficient = keyed[key]
        expr = affine_add(expr, affine_mul(term, affine_constant(coefficient)))
    for index, local in enumerate(locals_):
        coefficient = flat[num_dims + num_symbols + index]
        if coefficient and not added[index]:
            expr = affine_add(expr, affine_mul(local, affine_constant(coefficient)))
    if flat[-1]:
        expr = affine_add(expr, affine_constant(flat[-1]))
    return expr


class _Flattener:
    """
    MLIR's SimpleAffineExprFlattener: turns an expression into coefficients of
    [dims, symbols, locals, constant], where locals stand for the products,
    divisions and modulos that are not linear.
    """

    def __init__(self, num_dims: int, num_symbols: int):
        self.num_dims = num_dims
        self.num_symbols = num_symbols
        self.locals: list[AffineExpr] = []
        self.stack: list[list[int]] = []

    def _columns(self) -> int:
        return self.num_dims + self.num_symbols + len(self.locals) + 1

    def _local_start(self) -> int:
        return self.num_dims + self.num_symbols

    def _unit(self, column: int) -> list[int]:
        row = [0] * self._columns()
        row[column] = 1
        return row

    def _flat_expr(self, row: Sequence[int]) -> AffineExpr:
        return _from_flat_form(row, self.num_dims, self.num_symbols, self.locals)

    def _add_local(self, local: AffineExpr) -> int:
        if local in self.locals:
            return self.locals.index(local)
        position = self._local_start() + len(self.locals)
        for row in self.stack:
            row.insert(position, 0)
        self.locals.append(local)
        return len(self.locals) - 1

    def _set_to_local(self, row: list[int], local: AffineExpr) -> None:
        index = self._add_local(local)
        row[:] = [0] * len(row)
        row[self._local_start() + index] = 1

    def walk(self, expr: AffineExpr) -> bool:
        for node in expr.post_order():
            if isinstance(node, AffineDimExpr):
                self.stack.append(self._unit(node.position))
            elif isinstance(node, AffineSymExpr):
                self.stack.append(self._unit(self.num_dims + node.position))
            elif isinstance(node, AffineConstantExpr):
                row = [0] * self._columns()
                row[-1] = node.value
                self.stack.append(row)
            else:
                assert isinstance(node, AffineBinaryOpExpr)
                if not self._visit_binary(node):
                    return False
        return True

    def _visit_binary(self, node: AffineBinaryOpExpr) -> bool:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if node.kind == _ADD:
            lhs[:] = [a + b for a, b in zip(lhs, rhs, strict=True)]
            return True
        rhs_const = constant_value(node.rhs)
        if rhs_const is None:
            # Semi-affine: the whole product/quotient becomes a local.
            a, b = self._flat_expr(lhs), self._flat_expr(rhs)
            self._set_to_local(lhs, _BUILDERS[node.kind](a, b))
            return True
        value = rhs[-1]
        if node.kind == _MUL:
            lhs[:] = [a * value for a in lhs]
            return True
        if value <= 0:
            return False
        if node.kind == _MOD:
            if all(a % value == 0 for a in lhs):
                lhs[:] = [0] * len(lhs)
                return True
            gcd = value
            for a in lhs:
                gcd = math.gcd(gcd, abs(a))
            dividend = [a // gcd for a in lhs]
            local = affine_floordiv(
                self._flat_expr(dividend), affine_constant(value // gcd)
            )
            index = self._add_local(local)
            lhs[self._local_start() + index] = -value
            return True
        gcd = value
        for a in lhs:
            gcd = math.gcd(gcd, abs(a))
        if gcd != 1:
            lhs[:] = [a // gcd for a in lhs]
        divisor = value // gcd
        if divisor == 1:
            return True
        build = affine_ceildiv if node.kind == _CEILDIV else affine_floordiv
        self._set_to_local(lhs, build(self._flat_expr(lhs), affine_constant(divisor)))
        return True


def _simplify_semi_affine(expr: AffineExpr) -> AffineExpr:
    # MLIR rebuilds the tree without simplification (its extra rules only
    # concern divisions by symbols, which xDSL cannot parse).
    if isinstance(expr, AffineBinaryOpExpr):
        return AffineBinaryOpExpr(
            expr.kind, _simplify_semi_affine(expr.lhs), _simplify_semi_affine(expr.rhs)
        )
    return expr


def simplify_affine_expr(
    expr: AffineExpr, num_dims: int, num_symbols: int
) -> AffineExpr:
    """MLIR's simplifyAffineExpr (on an expression built as MLIR builds it)."""
    if not _is_pure_affine(expr):
        expr = _simplify_semi_affine(expr)
    flattener = _Flattener(num_dims, num_symbols)
    if not flattener.walk(expr):
        return expr
    flat = flattener.stack[-1]
    pure = _is_pure_affine(expr)
    if not pure and expr == _from_flat_form(
        flat, num_dims, num_symbols, flattener.locals
    ):
        return expr
    if pure:
        return _from_flat_form(flat, num_dims, num_symbols, flattener.locals)
    return _semi_affine_from_flat_form(flat, num_dims, num_symbols, flattener.locals)


def _expr_str(expr: AffineExpr, strong: bool = False) -> str:
    """An expression as MLIR prints it."""
    if isinstance(expr, AffineDimExpr):
        return f"d{expr.position}"
    if isinstance(expr, AffineSymExpr):
        return f"s{expr.position}"
    if isinstance(expr, AffineConstantExpr):
        return str(expr.value)
    assert isinstance(expr, AffineBinaryOpExpr)
    lhs, rhs = expr.lhs, expr.rhs
    if expr.kind != _ADD:
        rc = constant_value(rhs)
        if expr.kind == _MUL and rc == -1:
            text = "-" + _expr_str(lhs, True)
        else:
            spelling = {
                _MUL: " * ",
                _FLOORDIV: " floordiv ",
                _CEILDIV: " ceildiv ",
                _MOD: " mod ",
            }[expr.kind]
            text = _expr_str(lhs, True) + spelling + _expr_str(rhs, True)
        return f"({text})" if strong else text
    text = None
    if isinstance(rhs, AffineBinaryOpExpr) and rhs.kind == _MUL:
        rrc = constant_value(rhs.rhs)
        if rrc == -1:
            nested = isinstance(rhs.lhs, AffineBinaryOpExpr) and rhs.lhs.kind == _ADD
            text = f"{_expr_str(lhs)} - {_expr_str(rhs.lhs, nested)}"
        elif rrc is not None and rrc < -1:
            text = f"{_expr_str(lhs)} - {_expr_str(rhs.lhs, True)} * {-rrc}"
    rc = constant_value(rhs)
    if text is None and rc is not None and rc < 0:
        text = f"{_expr_str(lhs)} - {-rc}"
    if text is None:
        text = f"{_expr_str(lhs)} + {_expr_str(rhs)}"
    return f"({text})" if strong else text


def _map_str(num_dims: int, num_symbols: int, results: Sequence[AffineExpr]) -> str:
    dims = ", ".join(f"d{i}" for i in range(num_dims))
    symbols = ", ".join(f"s{i}" for i in range(num_symbols))
    head = f"({dims})" + (f"[{symbols}]" if num_symbols else "")
    return f"{head} -> ({', '.join(_expr_str(r) for r in results)})"


@dataclass(frozen=True)
class MLIRAffineMap:
    """An affine map of MLIR-built expressions."""

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def is_identity(self) -> bool:
        return len(self.results) == self.num_dims and all(
            r == AffineDimExpr(i) for i, r in enumerate(self.results)
        )

    def __str__(self) -> str:
        return _map_str(self.num_dims, self.num_symbols, self.results)


def map_from_xdsl(affine_map: AffineMap) -> MLIRAffineMap:
    return MLIRAffineMap(
        affine_map.num_dims,
        affine_map.num_symbols,
        tuple(_from_xdsl_expr(r) for r in affine_map.results),
    )
