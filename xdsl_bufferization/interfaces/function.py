"""
Function-like ops and calls: MLIR's `FunctionOpInterface` and
`CallOpInterface`, as external models keyed by op name.

A function-like op has a body region (empty for an external declaration),
argument and result types, and a symbol visibility. Ops without a registered
model are function-like when their class has xDSL's `CallableOpInterface`
trait. A call has a callee (a symbol reference, or an SSA value for indirect
calls) and argument operands; `resolve_callee` finds the called op with a
(cached) symbol table lookup.

Return ops (`func.return`) are region-branch terminators: see
`xdsl_bufferization.interfaces.region_branch.get_returned_operands`.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence

from xdsl.dialects.builtin import FunctionType, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, BlockArgument, Operation, Region, SSAValue
from xdsl.traits import CallableOpInterface
from xdsl.utils.symbol_table import SymbolTableCollection

from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    all_operands,
    operand_tail,
)
from xdsl_bufferization.interfaces.registry import (
    MissingModelError,
    ModelRegistry,
    get_op_name,
)

# ---------------------------------------------------------------------------
# Function-like ops
# ---------------------------------------------------------------------------


class FunctionModel(abc.ABC):
    """External model of MLIR's FunctionOpInterface for one op name."""

    @abc.abstractmethod
    def body(self, op: Operation) -> Region:
        """The body region (without blocks for an external declaration)."""

    @abc.abstractmethod
    def function_type(self, op: Operation) -> FunctionType:
        """The function's argument and result types."""

    def set_function_type(
        self, op: Operation, inputs: Sequence[Attribute], outputs: Sequence[Attribute]
    ) -> None:
        """
        Replace the function type (not the entry block arguments). Default: set
        the `function_type` property (or attribute, where the op keeps it there).
        """
        new_type = FunctionType.from_lists(inputs, outputs)
        if "function_type" in op.attributes and "function_type" not in op.properties:
            op.attributes["function_type"] = new_type
        else:
            op.properties["function_type"] = new_type

    def visibility(self, op: Operation) -> str:
        """`public`, `private` or `nested` (the `sym_visibility`, public if absent)."""
        visibility = op.properties.get("sym_visibility")
        if visibility is None:
            visibility = op.attributes.get("sym_visibility")
        if isinstance(visibility, StringAttr):
            return visibility.data
        return "public"


class FunctionTypePropertyModel(FunctionModel):
    """A function whose first region is its body and `function_type` its type (`func.func`)."""

    def body(self, op: Operation) -> Region:
        return op.regions[0]

    def function_type(self, op: Operation) -> FunctionType:
        function_type = op.properties.get("function_type")
        if function_type is None:
            function_type = op.attributes.get("function_type")
        if not isinstance(function_type, FunctionType):
            raise ValueError(f"'{get_op_name(op)}' has no 'function_type'")
        return function_type


class _CallableTraitModel(FunctionModel):
    """A function-like op described by its xDSL `CallableOpInterface` trait."""

    def __init__(self, trait: CallableOpInterface):
        self.trait = trait

    def body(self, op: Operation) -> Region:
        return self.trait.get_callable_region(op)

    def function_type(self, op: Operation) -> FunctionType:
        return FunctionType.from_lists(
            self.trait.get_argument_types(op), self.trait.get_result_types(op)
        )


FUNCTION_MODELS = ModelRegistry[FunctionModel]("function-like op")
"""Models of function-like ops, by op name."""


def get_function_model(op: Operation) -> FunctionModel | None:
    """
    The function model of `op`: the registered one, else one built from the
    op's xDSL `CallableOpInterface` trait.
    """
    model = FUNCTION_MODELS.lookup(op)
    if model is not None:
        return model
    trait = op.get_trait(CallableOpInterface)
    if trait is not None:
        return _CallableTraitModel(trait)
    return None


def is_function_like(op: Operation) -> bool:
    """Whether `op` is a function-like op."""
    return get_function_model(op) is not None


def _require_function_model(op: Operation) -> FunctionModel:
    model = get_function_model(op)
    if model is None:
        raise MissingModelError(FUNCTION_MODELS.interface, get_op_name(op))
    return model


def get_function_body(op: Operation) -> Region:
    """The body region of a function-like op."""
    return _require_function_model(op).body(op)


def get_function_type(op: Operation) -> FunctionType:
    """The type of a function-like op."""
    return _require_function_model(op).function_type(op)


def get_function_arguments(op: Operation) -> tuple[BlockArgument, ...]:
    """The arguments of the entry block (none for an external declaration)."""
    block = get_function_body(op).blocks.first
    return tuple(block.args) if block is not None else ()


def set_function_type(
    op: Operation, inputs: Sequence[Attribute], outputs: Sequence[Attribute]
) -> None:
    """Replace the type of a function-like op (its entry block is left unchanged)."""
    _require_function_model(op).set_function_type(op, inputs, outputs)


def is_external(op: Operation) -> bool:
    """Whether a function-like op is an external declaration (its body has no block)."""
    return get_function_body(op).blocks.first is None


def get_visibility(op: Operation) -> str:
    """The symbol visibility of a function-like op: `public`, `private` or `nested`."""
    return _require_function_model(op).visibility(op)


def is_private(op: Operation) -> bool:
    """Whether a function-like op has private visibility."""
    return get_visibility(op) == "private"


def is_public(op: Operation) -> bool:
    """Whether a function-like op has public visibility."""
    return get_visibility(op) == "public"


# ---------------------------------------------------------------------------
# Calls
# ---------------------------------------------------------------------------


class CallModel(abc.ABC):
    """External model of MLIR's CallOpInterface for one op name."""

    @abc.abstractmethod
    def callee(self, op: Operation) -> SymbolRefAttr | SSAValue:
        """The called symbol, or the SSA value of an indirect call."""

    @abc.abstractmethod
    def argument_operands(self, op: Operation) -> OperandRange:
        """The operands passed as the callee's arguments."""


class SymbolCallModel(CallModel):
    """A call of the symbol in its `callee` property, with all operands as arguments."""

    def callee(self, op: Operation) -> SymbolRefAttr | SSAValue:
        callee = op.properties.get("callee")
        if callee is None:
            callee = op.attributes.get("callee")
        if not isinstance(callee, SymbolRefAttr):
            raise ValueError(f"'{get_op_name(op)}' has no 'callee' symbol")
        return callee

    def argument_operands(self, op: Operation) -> OperandRange:
        return all_operands(op)


class IndirectCallModel(CallModel):
    """A call of its first operand, with the other operands as arguments."""

    def callee(self, op: Operation) -> SymbolRefAttr | SSAValue:
        return op.operands[0]

    def argument_operands(self, op: Operation) -> OperandRange:
        return operand_tail(op, 1)


CALL_MODELS = ModelRegistry[CallModel]("call")
"""Models of call ops, by op name."""


def get_call_model(op: Operation) -> CallModel | None:
    """The call model of `op`, if it has one."""
    return CALL_MODELS.lookup(op)


def is_call(op: Operation) -> bool:
    """Whether `op` is a call."""
    return get_call_model(op) is not None


def _require_call_model(op: Operation) -> CallModel:
    model = get_call_model(op)
    if model is None:
        raise MissingModelError(CALL_MODELS.interface, get_op_name(op))
    return model


def get_callee(op: Operation) -> SymbolRefAttr | SSAValue:
    """The callee of a call: a symbol reference, or an SSA value (indirect call)."""
    return _require_call_model(op).callee(op)


def get_call_arguments(op: Operation) -> OperandRange:
    """The argument operands of a call (resizable in place)."""
    return _require_call_model(op).argument_operands(op)


def resolve_callee(
    op: Operation, symbol_tables: SymbolTableCollection | None = None
) -> Operation | None:
    """
    The op called by `op`: the symbol its callee refers to, looked up from the
    nearest symbol table around the call, or for an indirect call the symbol of
    the `func.constant` that defines the callee value. None if not found.

    Pass one `SymbolTableCollection` to all calls of a pass: its tables are
    built once and then answer each lookup in constant time.
    """
    callee = get_callee(op)
    if isinstance(callee, SSAValue):
        owner = callee.owner
        if not isinstance(owner, Operation) or get_op_name(owner) != "func.constant":
            return None
        symbol = owner.properties.get("value") or owner.attributes.get("value")
        if not isinstance(symbol, SymbolRefAttr):
            return None
        callee = symbol
    if symbol_tables is None:
        symbol_tables = SymbolTableCollection()
    return symbol_tables.lookup_nearest_symbol_from(op, callee)
