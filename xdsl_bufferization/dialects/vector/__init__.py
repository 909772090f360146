"""The `vector` dialect of MLIR 22, as tensor programs use it.

xDSL 0.74's vector ops are kept where they print and verify as MLIR 22 does
(`bitcast`, `broadcast`, `extract`, `fma`, `insert`, `shuffle`).
This package replaces the ones xDSL gets wrong (`print` has no syntax,
`transfer_read`/`transfer_write` drop discardable attributes, `reduction`
misses MLIR's rank and combining-kind checks, the
loads and stores lack `alignment`, `create_mask` rejects the 0-d form) and
adds those xDSL lacks: `mask` and `yield`, `constant_mask`, `gather`,
`scatter` (both also on tensors), `step`, `from_elements`, `shape_cast`,
`transpose`, `extract_strided_slice`, `insert_strided_slice`,
`multi_reduction`, `contract`.

Replacements are virtual subclasses of xDSL's classes (see
docs/registration.md), so `isinstance(op, xdsl.dialects.vector.TransferReadOp)`
holds for ops parsed with our classes. `vector.mask` knows which ops it can
mask from `MASKABLE_OPS` (by op name: the module of each maskable op
registers it there).

| module | ops |
| --- | --- |
| `transfer` | transfer_read, transfer_write |
| `mask` | mask, yield, constant_mask, create_mask |
| `memory` | load, store, maskedload, maskedstore, expandload, compressstore, gather, scatter |
| `values` | print, step, from_elements, shape_cast, transpose, to_elements, interleave, deinterleave |
| `slices` | extract_strided_slice, insert_strided_slice |
| `reductions` | reduction, multi_reduction, contract, outerproduct (and the mask models of the reductions) |
"""

from xdsl.dialects import vector as xdsl_vector
from xdsl.ir import Operation

from xdsl_bufferization.dialects.replacement import dialect_with_replacements
from xdsl_bufferization.dialects.vector.attributes import (
    IteratorType,
    IteratorTypeAttr,
    Punctuation,
    PunctuationAttr,
)
from xdsl_bufferization.dialects.vector.common import MASKABLE_OPS, Maskable
from xdsl_bufferization.dialects.vector.mask import (
    ConstantMaskOp,
    CreateMaskOp,
    MaskOp,
    YieldOp,
)
from xdsl_bufferization.dialects.vector.memory import (
    CompressStoreOp,
    ExpandLoadOp,
    GatherOp,
    LoadOp,
    MaskedLoadOp,
    MaskedStoreOp,
    ScatterOp,
    StoreOp,
)
from xdsl_bufferization.dialects.vector.reductions import (
    ContractionOp,
    MultiDimReductionOp,
    OuterProductOp,
    ReductionOp,
)
from xdsl_bufferization.dialects.vector.slices import (
    ExtractStridedSliceOp,
    InsertStridedSliceOp,
)
from xdsl_bufferization.dialects.vector.transfer import (
    TransferReadOp,
    TransferWriteOp,
    infer_transfer_mask_type,
    minor_identity_transfer_map,
    transfer_chunk_accessed,
)
from xdsl_bufferization.dialects.vector.values import (
    DeinterleaveOp,
    FromElementsOp,
    InterleaveOp,
    PrintOp,
    ShapeCastOp,
    StepOp,
    ToElementsOp,
    TransposeOp,
)

_REPLACED: dict[type[Operation], type[Operation]] = {
    xdsl_vector.CreateMaskOp: CreateMaskOp,
    xdsl_vector.LoadOp: LoadOp,
    xdsl_vector.MaskedLoadOp: MaskedLoadOp,
    xdsl_vector.MaskedStoreOp: MaskedStoreOp,
    xdsl_vector.PrintOp: PrintOp,
    xdsl_vector.ReductionOp: ReductionOp,
    xdsl_vector.StoreOp: StoreOp,
    xdsl_vector.TransferReadOp: TransferReadOp,
    xdsl_vector.TransferWriteOp: TransferWriteOp,
}
Vector = dialect_with_replacements(
    "vector",
    xdsl_vector.Vector,
    _REPLACED,
    [
        CompressStoreOp,
        ConstantMaskOp,
        ContractionOp,
        DeinterleaveOp,
        ExpandLoadOp,
        ExtractStridedSliceOp,
        FromElementsOp,
        GatherOp,
        InsertStridedSliceOp,
        InterleaveOp,
        MaskOp,
        MultiDimReductionOp,
        OuterProductOp,
        ScatterOp,
        ShapeCastOp,
        StepOp,
        ToElementsOp,
        TransposeOp,
        YieldOp,
    ],
    [*xdsl_vector.Vector.attributes, IteratorTypeAttr, PunctuationAttr],
)
"""The `vector` dialect: xDSL's ops, with ours where xDSL's are missing or
wrong."""

# xDSL's classes that are right, re-exported so that users import every
# vector op from this package.
BitcastOp = xdsl_vector.BitcastOp
BroadcastOp = xdsl_vector.BroadcastOp
CombiningKindAttr = xdsl_vector.CombiningKindAttr
CombiningKindFlag = xdsl_vector.CombiningKindFlag
ExtractOp = xdsl_vector.ExtractOp
FMAOp = xdsl_vector.FMAOp
InsertOp = xdsl_vector.InsertOp
ShuffleOp = xdsl_vector.ShuffleOp

__all__ = [
    "MASKABLE_OPS",
    "BitcastOp",
    "BroadcastOp",
    "CombiningKindAttr",
    "CombiningKindFlag",
    "CompressStoreOp",
    "ConstantMaskOp",
    "ContractionOp",
    "CreateMaskOp",
    "DeinterleaveOp",
    "ExpandLoadOp",
    "ExtractOp",
    "ExtractStridedSliceOp",
    "FMAOp",
    "FromElementsOp",
    "GatherOp",
    "InsertOp",
    "InsertStridedSliceOp",
    "InterleaveOp",
    "IteratorType",
    "IteratorTypeAttr",
    "LoadOp",
    "MaskOp",
    "Maskable",
    "MaskedLoadOp",
    "MaskedStoreOp",
    "MultiDimReductionOp",
    "OuterProductOp",
    "PrintOp",
    "Punctuation",
    "PunctuationAttr",
    "ReductionOp",
    "ScatterOp",
    "ShapeCastOp",
    "ShuffleOp",
    "StepOp",
    "StoreOp",
    "ToElementsOp",
    "TransferReadOp",
    "TransferWriteOp",
    "TransposeOp",
    "Vector",
    "YieldOp",
    "infer_transfer_mask_type",
    "minor_identity_transfer_map",
    "transfer_chunk_accessed",
]
