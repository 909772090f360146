"""
`register_op_models`, the one entry point for the models a user's op needs
(docs/bufferizable_ops.md), on an op with a region defined here:

- `demo.scope () ({ ... "demo.scope_yield"(%values) })`: runs its region
  once and returns the values its terminator yields (like
  `scf.execute_region`), with tensor or memref results.

Its models make One-Shot Bufferize rewrite it to memrefs and let the
ownership-based deallocation free what its region allocates.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from io import StringIO

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    get_buffer,
    get_bufferizable_model,
    is_tensor,
    replace_op_with_bufferized_values,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    RecursiveEffectsModel,
)
from xdsl_bufferization.interfaces.op_models import (
    register_op_models,
    unregister_op_models,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
    SingleRegionModel,
)
from xdsl_bufferization.pipeline import run_pipeline

# ---------------------------------------------------------------------------
# The op and its models
# ---------------------------------------------------------------------------


@irdl_op_definition
class ScopeOp(IRDLOperation):
    name = "demo.scope"
    res = var_result_def()
    body = region_def("single_block")


@irdl_op_definition
class ScopeYieldOp(IRDLOperation):
    name = "demo.scope_yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator())


Demo = Dialect("demo", [ScopeOp, ScopeYieldOp])


def _yield_of(scope: Operation) -> Operation:
    terminator = scope.regions[0].block.last_op
    assert terminator is not None
    return terminator


class ScopeModel(BufferizableOpModel):
    """Each result is the value yielded for it (the same buffer)."""

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        index = op.results.index(value)
        return [
            AliasingOpOperand(
                OpOperand(_yield_of(op), index), BufferRelation.EQUIVALENT
            )
        ]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        # The terminator is bufferized first: it yields buffers already.
        result_types = [value.type for value in _yield_of(op).operands]
        new = ScopeOp.create(result_types=result_types, regions=[op.detach_region(0)])
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))


class ScopeYieldModel(BufferizableOpModel):
    """Yields each operand's buffer, in place, as the scope's result."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        scope = op.parent_op()
        assert scope is not None
        return [AliasingValue(scope.results[operand.index], BufferRelation.EQUIVALENT)]

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        values = [
            get_buffer(rewriter, value, options, state) if is_tensor(value) else value
            for value in op.operands
        ]
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(ScopeYieldOp.create(operands=values))
        rewriter.erase(op)


def register_scope_models() -> None:
    register_op_models(
        ScopeOp,
        bufferizable=ScopeModel(),
        region_branch=SingleRegionModel(),
        memory_effects=RecursiveEffectsModel(),
    )
    register_op_models(
        "demo.scope_yield",
        bufferizable=ScopeYieldModel(),
        region_branch_terminator=ForwardAllOperands(),
        memory_effects=NoEffectsModel(),
    )


@pytest.fixture
def scope_models() -> Iterator[None]:
    register_scope_models()
    yield
    unregister_op_models(ScopeOp)
    unregister_op_models("demo.scope_yield")


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

PROGRAM = """
func.func @main(%i: index) -> f32 {
  %r = "demo.scope"() ({
    %e = tensor.empty() : tensor<4xf32>
    %c = arith.constant 1.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    "demo.scope_yield"(%f) : (tensor<4xf32>) -> ()
  }) : () -> tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  func.return %x : f32
}
"""


def parse(text: str) -> ModuleOp:
    ctx = get_context()
    ctx.load_dialect(Demo)
    return Parser(ctx, text).parse_module()


def print_op(op: Operation) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(op)
    return stream.getvalue()


def ops_named(module: ModuleOp, name: str) -> list[Operation]:
    return [op for op in module.walk() if op.name == name]


def types_of(op: Operation) -> list[Attribute]:
    return [result.type for result in op.results]


# ---------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------


def test_the_op_bufferizes(scope_models: None):
    module = parse(PROGRAM)
    run_pipeline(module, "one-shot-bufferize")
    module.verify()
    assert "tensor<" not in print_op(module)
    (scope,) = ops_named(module, "demo.scope")
    assert [str(t) for t in types_of(scope)] == ["memref<4xf32>"]
    (alloc,) = ops_named(module, "memref.alloc")
    assert alloc.parent_op() is scope


def test_its_allocation_is_freed_after_its_last_use(scope_models: None):
    module = parse(PROGRAM)
    run_pipeline(module, "one-shot-bufferize,buffer-deallocation-pipeline")
    module.verify()
    (scope,) = ops_named(module, "demo.scope")
    # Through the region-branch models, the deallocation passes the ownership
    # of the yielded buffer out of the scope (as for `scf.execute_region`).
    assert [str(t) for t in types_of(scope)] == ["memref<4xf32>", "i1"]
    (terminator,) = ops_named(module, "demo.scope_yield")
    assert len(terminator.operands) == 2
    (dealloc,) = ops_named(module, "memref.dealloc")
    guard = dealloc.parent_op()
    assert guard is not None
    assert guard.name == "scf.if"
    assert guard.operands[0] is scope.results[1]
    (load,) = ops_named(module, "memref.load")
    block = load.parent_block()
    assert block is not None
    assert guard.parent_block() is block
    assert block.get_operation_index(guard) > block.get_operation_index(load)


def test_without_the_region_branch_model_deallocation_fails(scope_models: None):
    REGION_BRANCH_OP_MODELS.unregister("demo.scope")
    module = parse(PROGRAM)
    with pytest.raises(PassFailedException, match="RegionBranchOpInterface"):
        run_pipeline(module, "one-shot-bufferize,buffer-deallocation-pipeline")


def test_every_model_is_registered_by_op_name(scope_models: None):
    module = parse(PROGRAM)
    (scope,) = ops_named(module, "demo.scope")
    (terminator,) = ops_named(module, "demo.scope_yield")
    assert isinstance(get_bufferizable_model(scope), ScopeModel)
    assert isinstance(REGION_BRANCH_OP_MODELS.lookup(scope), SingleRegionModel)
    assert isinstance(MEMORY_EFFECTS_MODELS.lookup(scope), RecursiveEffectsModel)
    assert isinstance(get_bufferizable_model(terminator), ScopeYieldModel)
    assert isinstance(
        REGION_BRANCH_TERMINATOR_MODELS.lookup(terminator), ForwardAllOperands
    )
    assert isinstance(MEMORY_EFFECTS_MODELS.lookup(terminator), NoEffectsModel)


def test_registering_twice_registers_nothing(scope_models: None):
    with pytest.raises(ValueError, match=r"'demo\.scope' already has a bufferizable"):
        register_op_models(
            ScopeOp,
            view_like=None,
            deallocation=None,
            branch=None,
            memory_effects=NoEffectsModel(),
            bufferizable=ScopeModel(),
        )
    # Not even the memory effects model, which came first in the call.
    assert isinstance(MEMORY_EFFECTS_MODELS.lookup("demo.scope"), RecursiveEffectsModel)
    replacement = ScopeModel()
    register_op_models(ScopeOp, bufferizable=replacement, replace=True)
    module = parse(PROGRAM)
    assert get_bufferizable_model(ops_named(module, "demo.scope")[0]) is replacement


def test_an_op_that_has_a_builtin_model_keeps_it():
    with pytest.raises(ValueError, match=r"'scf\.for' already has a region-branch"):
        register_op_models("scf.for", region_branch=SingleRegionModel())
    assert not isinstance(REGION_BRANCH_OP_MODELS.lookup("scf.for"), SingleRegionModel)


def test_unregistering_removes_every_model():
    register_scope_models()
    unregister_op_models(ScopeOp)
    unregister_op_models(ScopeYieldOp)
    module = parse(PROGRAM)
    (scope,) = ops_named(module, "demo.scope")
    assert get_bufferizable_model(scope) is None
    assert REGION_BRANCH_OP_MODELS.lookup(scope) is None
    assert MEMORY_EFFECTS_MODELS.lookup(scope) is None
    assert REGION_BRANCH_TERMINATOR_MODELS.lookup("demo.scope_yield") is None


# ---------------------------------------------------------------------------
# The built-in models, whatever was imported first
# ---------------------------------------------------------------------------

_CHECK_BUILTINS = """
import sys
from xdsl_bufferization.interfaces.{module} import *  # noqa: F403 (only this)
assert not any(name.startswith("xdsl_bufferization.models") for name in sys.modules)
from xdsl_bufferization.interfaces.region_branch import REGION_BRANCH_OP_MODELS
from xdsl_bufferization.interfaces.memory_effects import MEMORY_EFFECTS_MODELS
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
)
from xdsl_bufferization.interfaces.bufferizable import bufferizable_op_names
assert REGION_BRANCH_OP_MODELS.lookup("scf.for") is not None
assert MEMORY_EFFECTS_MODELS.lookup("affine.load") is not None
assert BUFFER_DEALLOCATION_MODELS.lookup("cf.cond_br") is not None
assert "tensor.insert" in bufferizable_op_names()
"""


@pytest.mark.parametrize("module", ["region_branch", "memory_effects", "view_like"])
def test_builtin_models_are_found_whatever_is_imported_first(module: str):
    """In a new process that imports one interface module only (no model
    module is loaded), the first lookups find the built-in models."""
    result = subprocess.run(
        [sys.executable, "-c", _CHECK_BUILTINS.format(module=module)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
