"""Every named structured op of MLIR 22's `linalg` dialect, as data.

The facts (operands, loops and their order, bodies, attributes and defaults)
follow MLIR 22's OpDSL definitions (`LinalgNamedStructuredOps.yaml`) and the
hand-written matmul family (`LinalgStructuredOps.td`); the table itself is
ours. Adding an op is adding an entry: `structured.py` makes the op class,
and the verifier, the body, `linalg-generalize-named-ops`, the bufferization
model, the executor and docs/linalg.md follow from it.

Signatures: `name:TypeVar[indices]` per operand, inputs then `->` and the
output; no brackets for a scalar, `[*]` for the rank-polymorphic operands.
The symbols `SW`, `SH`, `SD` are the strides (width, height, depth) and
`DW`, `DH`, `DD` the dilations.
"""

from __future__ import annotations

from xdsl_bufferization.dialects.linalg.attrs import (
    BinaryFn,
    TernaryFn,
    TypeFn,
    UnaryFn,
)
from xdsl_bufferization.dialects.linalg.scalar import (
    Arg,
    Binary,
    Cast,
    Const,
    Expr,
    Index,
    Ternary,
    Unary,
)
from xdsl_bufferization.dialects.linalg.spec import (
    IndexAttrSpec,
    NamedOpSpec,
    parse_signature,
)

_UNSIGNED = TypeFn.CAST_UNSIGNED
_CAST_ATTR = (("cast", TypeFn.CAST_SIGNED),)


def _add(a: Expr, b: Expr) -> Expr:
    return Binary(BinaryFn.ADD, a, b)


def _sub(a: Expr, b: Expr) -> Expr:
    return Binary(BinaryFn.SUB, a, b)


def _mul(a: Expr, b: Expr) -> Expr:
    return Binary(BinaryFn.MUL, a, b)


def _mac(out: str, a: str, b: str, type_var: str = "U", fn: TypeFn | str = "") -> Expr:
    """`out += cast(a) * cast(b)`."""
    cast_fn = fn or TypeFn.CAST_SIGNED
    return _add(
        Arg(out), _mul(Cast(type_var, Arg(a), cast_fn), Cast(type_var, Arg(b), cast_fn))
    )


def _qmac(out: str, a: str, b: str, a_zero: str, b_zero: str) -> Expr:
    """`out += (cast(a) - cast(a_zero)) * (cast(b) - cast(b_zero))`."""
    return _add(
        Arg(out),
        _mul(
            _sub(Cast("U", Arg(a)), Cast("U", Arg(a_zero))),
            _sub(Cast("U", Arg(b)), Cast("U", Arg(b_zero))),
        ),
    )


def _op(
    name: str,
    family: str,
    signature: str,
    loops: str,
    body: Expr,
    *,
    index_attrs: tuple[IndexAttrSpec, ...] = (),
    type_fn_attrs: tuple[tuple[str, TypeFn], ...] = (),
    user_maps: bool = False,
    xdsl_class: str | None = None,
) -> NamedOpSpec:
    return NamedOpSpec(
        name,
        family,
        parse_signature(signature),
        tuple(loops.split()),
        body,
        index_attrs,
        type_fn_attrs,
        user_maps,
        xdsl_class,
    )


def _windows(*dims: str) -> tuple[IndexAttrSpec, ...]:
    """`strides` and `dilations` for the window dims (`"D", "H", "W"`)."""
    return (
        IndexAttrSpec("strides", tuple(f"S{d}" for d in dims), (1,) * len(dims)),
        IndexAttrSpec("dilations", tuple(f"D{d}" for d in dims), (1,) * len(dims)),
    )


_W = _windows("W")
_HW = _windows("H", "W")
_DHW = _windows("D", "H", "W")

_OW = "ow*SW+kw*DW"
_OH = "oh*SH+kh*DH"
_OD = "od*SD+kd*DD"


# -- elementwise ----------------------------------------------------------------------

_XDSL_ELEMENTWISE = {
    "add": "AddOp",
    "sub": "SubOp",
    "mul": "MulOp",
    "max": "MaxOp",
    "min": "MinOp",
    "exp": "ExpOp",
    "log": "LogOp",
    "sqrt": "SqrtOp",
    "select": "SelectOp",
}


def _unary(fn: UnaryFn) -> NamedOpSpec:
    return _op(
        str(fn),
        "elementwise",
        "I:T1[*] -> O:T1[*]",
        "",
        Unary(fn, Arg("I")),
        xdsl_class=_XDSL_ELEMENTWISE.get(str(fn)),
    )


def _binary(name: str, fn: BinaryFn) -> NamedOpSpec:
    return _op(
        name,
        "elementwise",
        "lhs:T1[*] rhs:T1[*] -> O:T1[*]",
        "",
        Binary(fn, Arg("lhs"), Arg("rhs")),
        xdsl_class=_XDSL_ELEMENTWISE.get(name),
    )


ELEMENTWISE = (
    *(_unary(fn) for fn in UnaryFn),
    _binary("add", BinaryFn.ADD),
    _binary("sub", BinaryFn.SUB),
    _binary("mul", BinaryFn.MUL),
    _binary("div", BinaryFn.DIV),
    _binary("div_unsigned", BinaryFn.DIV_UNSIGNED),
    _binary("max", BinaryFn.MAX_SIGNED),
    _binary("min", BinaryFn.MIN_SIGNED),
    _binary("powf", BinaryFn.POWF),
    _op(
        "select",
        "elementwise",
        "cond:U[*] lhs:T1[*] rhs:T1[*] -> O:T1[*]",
        "",
        Ternary(TernaryFn.SELECT, Arg("cond"), Arg("lhs"), Arg("rhs")),
        xdsl_class="SelectOp",
    ),
)

# -- copy and fill --------------------------------------------------------------------


def _fill_rng_body() -> Expr:
    def i32(e: Expr) -> Expr:
        return Cast("I32", e)

    def f64(e: Expr) -> Expr:
        return Cast("F64", e)

    multiplier = i32(Const(1103515245, "I64"))
    increment = i32(Const(12345, "I64"))
    rand1 = _add(_mul(_add(i32(Index(0)), Arg("seed")), multiplier), increment)
    rand2 = _add(_mul(_add(i32(Index(1)), rand1), multiplier), increment)
    inv_range = f64(Const(2.3283064e-10, "F64"))
    offset = f64(Const(2147483647, "I64"))
    scaling = _mul(_sub(Arg("max"), Arg("min")), inv_range)
    value = _add(_mul(_add(offset, f64(rand2)), scaling), Arg("min"))
    return Cast("T", value)


COPY_AND_FILL = (
    _op(
        "copy",
        "copy",
        "I:T1[*] -> O:U[*]",
        "",
        Cast("U", Arg("I"), "cast"),
        type_fn_attrs=_CAST_ATTR,
        xdsl_class="CopyOp",
    ),
    _op(
        "fill",
        "fill",
        "value:T1 -> O:U[*]",
        "",
        Cast("U", Arg("value")),
        xdsl_class="FillOp",
    ),
    _op(
        "fill_rng_2d",
        "fill",
        "min:F64 max:F64 seed:I32 -> O:T[m, n]",
        "m n",
        _fill_rng_body(),
    ),
)

# -- matmul family --------------------------------------------------------------------

MATMUL = (
    _op(
        "matmul",
        "matmul",
        "A:T1[m, k] B:T2[k, n] -> C:U[m, n]",
        "m n k",
        _mac("C", "A", "B", fn="cast"),
        type_fn_attrs=_CAST_ATTR,
        user_maps=True,
        xdsl_class="MatmulOp",
    ),
    _op(
        "quantized_matmul",
        "matmul",
        "A:T1[m, k] B:T2[k, n] AZp:I32 BZp:I32 -> C:U[m, n]",
        "m n k",
        _qmac("C", "A", "B", "AZp", "BZp"),
        xdsl_class="QuantizedMatmulOp",
    ),
    _op(
        "mmt4d",
        "matmul",
        "lhs:LhsType[m, k, m0, k0] rhs:RhsType[n, k, n0, k0] "
        "-> accum:AccumType[m, n, m0, n0]",
        "m n k m0 n0 k0",
        _mac("accum", "lhs", "rhs", "AccumType"),
    ),
    _op(
        "batch_mmt4d",
        "matmul",
        "lhs:LhsType[b, m, k, m0, k0] rhs:RhsType[b, n, k, n0, k0] "
        "-> accum:AccumType[b, m, n, m0, n0]",
        "b m n k m0 n0 k0",
        _mac("accum", "lhs", "rhs", "AccumType"),
    ),
    _op(
        "batch_matmul",
        "matmul",
        "A:T1[b, m, k] B:T2[b, k, n] -> C:U[b, m, n]",
        "b m n k",
        _mac("C", "A", "B", fn="cast"),
        type_fn_attrs=_CAST_ATTR,
        user_maps=True,
    ),
    _op(
        "quantized_batch_matmul",
        "matmul",
        "A:T1[b, m, k] B:T2[b, k, n] AZp:I32 BZp:I32 -> C:U[b, m, n]",
        "b m n k",
        _qmac("C", "A", "B", "AZp", "BZp"),
    ),
    # MLIR 22 accepts `cast` on batch_reduce_matmul but its body always
    # extends signed (`cast_unsigned` changes nothing): so does ours.
    _op(
        "batch_reduce_matmul",
        "matmul",
        "A:T1[b, m, k] B:T2[b, k, n] -> C:U[m, n]",
        "b m n k",
        _mac("C", "A", "B"),
        type_fn_attrs=_CAST_ATTR,
        user_maps=True,
    ),
    _op("matvec", "matmul", "A:T1[m, n] y:T2[n] -> x:U[m]", "m n", _mac("x", "A", "y")),
    _op("vecmat", "matmul", "y:T1[m] A:T2[m, n] -> x:U[n]", "n m", _mac("x", "y", "A")),
    _op(
        "batch_matvec",
        "matmul",
        "A:T1[b, m, k] B:T2[b, k] -> C:U[b, m]",
        "b m k",
        _mac("C", "A", "B"),
    ),
    _op(
        "batch_vecmat",
        "matmul",
        "A:T1[b, k] B:T2[b, k, n] -> C:U[b, n]",
        "b n k",
        _mac("C", "A", "B"),
    ),
    _op("dot", "matmul", "A:T1[m] B:T2[m] -> C:U[]", "m", _mac("C", "A", "B")),
)

# -- convolutions ---------------------------------------------------------------------


def _conv(
    name: str,
    signature: str,
    loops: str,
    windows: tuple[IndexAttrSpec, ...],
    family: str = "conv",
    xdsl_class: str | None = None,
) -> NamedOpSpec:
    quantized = name.endswith("_q")
    body = _qmac("O", "I", "K", "IZp", "KZp") if quantized else _mac("O", "I", "K")
    if quantized:
        inputs, output = signature.split("->")
        signature = f"{inputs} IZp:I32 KZp:I32 -> {output}"
    return _op(
        name, family, signature, loops, body, index_attrs=windows, xdsl_class=xdsl_class
    )


_NHWC = f"I:T1[n, {_OH}, {_OW}, c]"
_NCHW = f"I:T1[n, c, {_OH}, {_OW}]"
_NDHWC = f"I:T1[n, {_OD}, {_OH}, {_OW}, c]"
_NCDHW = f"I:T1[n, c, {_OD}, {_OH}, {_OW}]"

CONVOLUTIONS = (
    _conv("conv_1d", "I:T1[ow+kw] K:T2[kw] -> O:U[ow]", "ow kw", ()),
    _conv(
        "conv_2d", "I:T1[oh+kh, ow+kw] K:T2[kh, kw] -> O:U[oh, ow]", "oh ow kh kw", ()
    ),
    _conv(
        "conv_3d",
        "I:T1[od+kd, oh+kh, ow+kw] K:T2[kd, kh, kw] -> O:U[od, oh, ow]",
        "od oh ow kd kh kw",
        (),
    ),
    _conv(
        "conv_1d_nwc_wcf",
        f"I:T1[n, {_OW}, c] K:T2[kw, c, f] -> O:U[n, ow, f]",
        "n ow f kw c",
        _W,
    ),
    _conv(
        "conv_1d_ncw_fcw",
        f"I:T1[n, c, {_OW}] K:T2[f, c, kw] -> O:U[n, f, ow]",
        "n f ow c kw",
        _W,
    ),
    *(
        _conv(
            f"conv_2d_nhwc_{layout}{suffix}",
            f"{_NHWC} K:T2[{kernel}] -> O:U[n, oh, ow, f]",
            "n oh ow f kh kw c",
            _HW,
            xdsl_class=xdsl if not suffix else None,
        )
        for layout, kernel, xdsl in (
            ("hwcf", "kh, kw, c, f", "Conv2DNhwc_HwcfOp"),
            ("fhwc", "f, kh, kw, c", "Conv2DNhwc_FhwcOp"),
        )
        for suffix in ("", "_q")
    ),
    *(
        _conv(
            f"conv_2d_nchw_fchw{suffix}",
            f"{_NCHW} K:T2[f, c, kh, kw] -> O:U[n, f, oh, ow]",
            "n f oh ow c kh kw",
            _HW,
            xdsl_class="Conv2DNchwFchwOp" if not suffix else None,
        )
        for suffix in ("", "_q")
    ),
    _conv(
        "conv_2d_ngchw_fgchw",
        f"I:T1[n, g, c, {_OH}, {_OW}] K:T2[fg, g, c, kh, kw] -> O:U[n, g, fg, oh, ow]",
        "n g fg oh ow c kh kw",
        _HW,
        xdsl_class="Conv2DNgchwFgchwOp",
    ),
    *(
        _conv(
            f"conv_2d_ngchw_gfchw{suffix}",
            f"I:T1[n, g, c, {_OH}, {_OW}] K:T2[g, f, c, kh, kw] -> O:U[n, g, f, oh, ow]",
            "n g f oh ow c kh kw",
            _HW,
            xdsl_class="Conv2DNgchwGfchwOp" if not suffix else None,
        )
        for suffix in ("", "_q")
    ),
    *(
        _conv(
            f"conv_2d_nhwgc_gfhwc{suffix}",
            f"I:T1[n, {_OH}, {_OW}, g, c] K:T2[g, f, kh, kw, c] -> O:U[n, oh, ow, g, f]",
            "n oh ow g f kh kw c",
            _HW,
            xdsl_class="Conv2DNhwgcGfhwcOp" if not suffix else None,
        )
        for suffix in ("", "_q")
    ),
    *(
        _conv(
            f"conv_3d_ndhwc_dhwcf{suffix}",
            f"{_NDHWC} K:T2[kd, kh, kw, c, f] -> O:U[n, od, oh, ow, f]",
            "n od oh ow f kd kh kw c",
            _DHW,
        )
        for suffix in ("", "_q")
    ),
    _conv(
        "conv_3d_ncdhw_fcdhw",
        f"{_NCDHW} K:T2[f, c, kd, kh, kw] -> O:U[n, f, od, oh, ow]",
        "n f od oh ow c kd kh kw",
        _DHW,
    ),
)

DEPTHWISE_CONVOLUTIONS = tuple(
    _conv(name, signature, loops, windows, family="depthwise_conv")
    for name, signature, loops, windows in (
        (
            "depthwise_conv_1d_nwc_wc",
            f"I:T1[n, {_OW}, ic] K:T2[kw, ic] -> O:U[n, ow, ic]",
            "n ow ic kw",
            _W,
        ),
        (
            "depthwise_conv_1d_ncw_cw",
            f"I:T1[n, ic, {_OW}] K:T2[ic, kw] -> O:U[n, ic, ow]",
            "n ow ic kw",
            _W,
        ),
        (
            "depthwise_conv_1d_nwc_wcm",
            f"I:T1[n, {_OW}, ic] K:T2[kw, ic, cm] -> O:U[n, ow, ic, cm]",
            "n ow ic cm kw",
            _W,
        ),
        (
            "depthwise_conv_2d_nhwc_hwc",
            f"I:T1[n, {_OH}, {_OW}, ic] K:T2[kh, kw, ic] -> O:U[n, oh, ow, ic]",
            "n oh ow ic kh kw",
            _HW,
        ),
        (
            "depthwise_conv_2d_nchw_chw",
            f"I:T1[n, ic, {_OH}, {_OW}] K:T2[ic, kh, kw] -> O:U[n, ic, oh, ow]",
            "n oh ow ic kh kw",
            _HW,
        ),
        (
            "depthwise_conv_2d_nhwc_hwc_q",
            f"I:T1[n, {_OH}, {_OW}, ic] K:T2[kh, kw, ic] -> O:U[n, oh, ow, ic]",
            "n oh ow ic kh kw",
            _HW,
        ),
        (
            "depthwise_conv_2d_nhwc_hwcm",
            f"I:T1[n, {_OH}, {_OW}, ic] K:T2[kh, kw, ic, cm] -> O:U[n, oh, ow, ic, cm]",
            "n oh ow ic cm kh kw",
            _HW,
        ),
        (
            "depthwise_conv_2d_nhwc_hwcm_q",
            f"I:T1[n, {_OH}, {_OW}, ic] K:T2[kh, kw, ic, cm] -> O:U[n, oh, ow, ic, cm]",
            "n oh ow ic cm kh kw",
            _HW,
        ),
        (
            "depthwise_conv_3d_ndhwc_dhwc",
            f"I:T1[n, {_OD}, {_OH}, {_OW}, ic] K:T2[kd, kh, kw, ic] "
            "-> O:U[n, od, oh, ow, ic]",
            "n od oh ow kd kh kw ic",
            _DHW,
        ),
        (
            "depthwise_conv_3d_ncdhw_cdhw",
            f"I:T1[n, ic, {_OD}, {_OH}, {_OW}] K:T2[ic, kd, kh, kw] "
            "-> O:U[n, ic, od, oh, ow]",
            "n od oh ow kd kh kw ic",
            _DHW,
        ),
        (
            "depthwise_conv_3d_ndhwc_dhwcm",
            f"I:T1[n, {_OD}, {_OH}, {_OW}, ic] K:T2[kd, kh, kw, ic, cm] "
            "-> O:U[n, od, oh, ow, ic, cm]",
            "n od oh ow cm kd kh kw ic",
            _DHW,
        ),
    )
)

# -- poolings -------------------------------------------------------------------------

_POOL_LAYOUTS = {
    "nhwc": (
        f"I:T1[n, {_OH}, {_OW}, c] K:T2[kh, kw]",
        "O:U[n, oh, ow, c]",
        "n oh ow c kh kw",
        _HW,
    ),
    "nchw": (
        f"I:T1[n, c, {_OH}, {_OW}] K:T2[kh, kw]",
        "O:U[n, c, oh, ow]",
        "n c oh ow kh kw",
        _HW,
    ),
    "nwc": (f"I:T1[n, {_OW}, c] K:T2[kw]", "O:U[n, ow, c]", "n ow c kw", _W),
    "ncw": (f"I:T1[n, c, {_OW}] K:T2[kw]", "O:U[n, c, ow]", "n c ow kw", _W),
    "ndhwc": (
        f"I:T1[n, {_OD}, {_OH}, {_OW}, c] K:T2[kd, kh, kw]",
        "O:U[n, od, oh, ow, c]",
        "n od oh ow c kd kh kw",
        _DHW,
    ),
}

_POOL_KINDS = {
    "sum": (BinaryFn.ADD, TypeFn.CAST_SIGNED),
    "max": (BinaryFn.MAX_SIGNED, TypeFn.CAST_SIGNED),
    "min": (BinaryFn.MIN_SIGNED, TypeFn.CAST_SIGNED),
    "max_unsigned": (BinaryFn.MAX_UNSIGNED, _UNSIGNED),
    "min_unsigned": (BinaryFn.MIN_UNSIGNED, _UNSIGNED),
}


def _pooling(layout: str, kind: str) -> NamedOpSpec:
    inputs, output, loops, windows = _POOL_LAYOUTS[layout]
    fn, cast = _POOL_KINDS[kind]
    name = f"pooling_{layout}_{kind}"
    return _op(
        name,
        "pooling",
        f"{inputs} -> {output}",
        loops,
        Binary(fn, Arg("O"), Cast("U", Arg("I"), cast)),
        index_attrs=windows,
        xdsl_class="PoolingNchwMaxOp" if name == "pooling_nchw_max" else None,
    )


POOLINGS = tuple(
    _pooling(layout, kind)
    for layout, kinds in (
        ("nhwc", ("sum", "max", "max_unsigned", "min", "min_unsigned")),
        ("nchw", ("sum", "max")),
        ("nwc", ("sum", "max", "max_unsigned", "min", "min_unsigned")),
        ("ncw", ("sum", "max")),
        ("ndhwc", ("sum", "max", "min")),
    )
    for kind in kinds
)

NAMED_OPS: tuple[NamedOpSpec, ...] = (
    *ELEMENTWISE,
    *COPY_AND_FILL,
    *MATMUL,
    *CONVOLUTIONS,
    *DEPTHWISE_CONVOLUTIONS,
    *POOLINGS,
)
"""Every named op of the table, in docs order."""

SPECS_BY_NAME = {spec.op_name: spec for spec in NAMED_OPS}

__all__ = ["NAMED_OPS", "SPECS_BY_NAME"]
