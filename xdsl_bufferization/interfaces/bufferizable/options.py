"""`BufferizationOptions`: the options of One-Shot Bufferize (MLIR's
`BufferizationOptions`), with the Python-only hooks and the op filter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, cast

from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    i64,
)
from xdsl.ir import (
    Attribute,
    Operation,
    SSAValue,
)
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.interfaces.bufferizable.building import (
    build_op,
    get_memref_type_with_fully_dynamic_layout,
    get_memref_type_with_static_identity_layout,
    irdl_op_class,
)
from xdsl_bufferization.interfaces.bufferizable.model import (
    _MODELS,
    BufferizableOpModel,
)
from xdsl_bufferization.interfaces.bufferizable.values import (
    _VALUE_KIND,
    _value_kind,
    get_owner_of_value,
)
from xdsl_bufferization.interfaces.registry import ensure_builtin_models
from xdsl_bufferization.utils.building import (
    build_single_op,
    integer_attr,
    none_attr,
)

LayoutMapOption = Literal[
    "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"
]
"""How the layout of a memref type that cannot be inferred is chosen."""

AnalysisHeuristic = Literal[
    "bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer"
]
"""The order in which One-Shot Analysis visits ops."""


# ===----------------------------------------------------------------------=== #
# Options
# ===----------------------------------------------------------------------=== #


@dataclass
class BufferizationOptions:
    """
    The options of One-Shot Bufferize (MLIR's names with `_`; the pass maps
    its options onto these), plus the Python-only hooks below.
    """

    allow_return_allocs_from_loops: bool = False
    allow_unknown_ops: bool = False
    analysis_fuzzer_seed: int = 0
    analysis_heuristic: AnalysisHeuristic = "bottom-up"
    buffer_alignment: int = 64
    bufferize_function_boundaries: bool = False
    check_parallel_regions: bool = True
    copy_before_write: bool = False
    dialect_filter: tuple[str, ...] = ()
    dump_alias_sets: bool = False
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: LayoutMapOption = "fully-dynamic-layout-map"
    function_boundary_type_conversion: LayoutMapOption = "infer-layout-map"
    no_analysis_func_filter: tuple[str, ...] = ()
    must_infer_memory_space: bool = False
    use_encoding_for_memory_space: bool = False

    op_filter: Callable[[Operation], bool] | None = None
    """Python only: when set, ops for which it returns False are not bufferized."""
    allocation_fn: (
        Callable[[PatternRewriter, MemRefType, Sequence[SSAValue], int], SSAValue]
        | None
    ) = None
    """Python only: builds an allocation (default: `memref.alloc`)."""
    memcpy_fn: Callable[[PatternRewriter, SSAValue, SSAValue], None] | None = None
    """Python only: builds a copy (default: `memref.copy`)."""

    # ---------------------------------------------------------------------- #

    _allowed_names: dict[str, bool] = field(
        default_factory=dict[str, bool], init=False, repr=False, compare=False
    )
    """Cache of the name-based part of `is_op_allowed` (hot in the analysis)."""

    def is_op_allowed(self, op: Operation) -> bool:
        """Whether `op` may be bufferized under these options."""
        allowed = self._allowed_names.get(op.name)
        if allowed is None:
            dialect = op.dialect_name()
            allowed = not (
                (not self.bufferize_function_boundaries and dialect == "func")
                or (self.dialect_filter and dialect not in self.dialect_filter)
            )
            self._allowed_names[op.name] = allowed
        return allowed and (self.op_filter is None or self.op_filter(op))

    def dyn_cast_bufferizable_op(
        self, op_or_value: Operation | SSAValue | None
    ) -> BufferizableOpModel | None:
        """The model of an allowed op (of the owner of a value), or None."""
        if op_or_value is None:
            return None
        cls = type(op_or_value)
        kind = _VALUE_KIND.get(cls)
        if kind is None:
            kind = _value_kind(cls)
        if kind == 0:
            op = get_owner_of_value(cast(SSAValue, op_or_value))
            if op is None:
                return None
        else:
            op = cast(Operation, op_or_value)
        name = op.name
        allowed = self._allowed_names.get(name)
        if allowed is None or self.op_filter is not None:
            if not self.is_op_allowed(op):
                return None
        elif not allowed:
            return None
        model = _MODELS.get(name)
        if model is None:
            ensure_builtin_models()
            model = _MODELS.get(name)
        return model

    def default_memory_space(self, tensor_type: Attribute) -> Attribute | None:
        """
        The memory space of a buffer whose memory space cannot be inferred:
        `NoneAttr()` (the default memory space) unless `must-infer-memory-space`
        (then None: unknown) or `use-encoding-for-memory-space` (the tensor's
        encoding).
        """
        if self.must_infer_memory_space:
            return None
        if self.use_encoding_for_memory_space:
            if isinstance(tensor_type, TensorType):
                return cast(TensorType[Attribute], tensor_type).encoding
            return None
        return none_attr()

    def unknown_type_converter(
        self, tensor_type: Attribute, memory_space: Attribute
    ) -> Attribute:
        """The memref type of a tensor whose layout cannot be inferred."""
        if self.unknown_type_conversion == "identity-layout-map":
            return get_memref_type_with_static_identity_layout(
                tensor_type, memory_space
            )
        return get_memref_type_with_fully_dynamic_layout(tensor_type, memory_space)

    def function_arg_type_converter(
        self, tensor_type: Attribute, memory_space: Attribute
    ) -> Attribute:
        """The memref type of a tensor function argument."""
        if self.function_boundary_type_conversion == "identity-layout-map":
            return get_memref_type_with_static_identity_layout(
                tensor_type, memory_space
            )
        return get_memref_type_with_fully_dynamic_layout(tensor_type, memory_space)

    def create_alloc(
        self,
        rewriter: PatternRewriter,
        memref_type: MemRefType,
        dynamic_sizes: Sequence[SSAValue],
    ) -> SSAValue:
        """Allocate a buffer of `memref_type` at the rewriter's insertion point."""
        if self.allocation_fn is not None:
            return self.allocation_fn(
                rewriter, memref_type, dynamic_sizes, self.buffer_alignment
            )
        properties: dict[str, Attribute | None] = {}
        if self.buffer_alignment != 0:
            properties["alignment"] = integer_attr(self.buffer_alignment, i64)
        alloc = build_op(
            "memref.alloc",
            operands=[list(dynamic_sizes), []],
            result_types=[memref_type],
            properties=properties,
        )
        rewriter.insert(alloc)
        return alloc.results[0]

    def create_memcpy(
        self, rewriter: PatternRewriter, source: SSAValue, target: SSAValue
    ) -> None:
        """Copy `source` into `target` at the rewriter's insertion point."""
        if self.memcpy_fn is not None:
            self.memcpy_fn(rewriter, source, target)
            return
        copy = build_single_op(irdl_op_class("memref.copy"), [source, target], [])
        rewriter.insert(copy)
