"""
Diagnostics of ownership-based-buffer-deallocation: each is reported at the
offending op with MLIR 22's message, and the input is left unchanged (the
pass checks the whole module before changing it). Diagnostics that standard
ops cannot reach are triggered with small test ops and models; the others are
in tests/filecheck/buffer_deallocation/invalid.mlir (checked against mlir-opt).
"""

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.traits import IsTerminator, NoMemoryEffect, NoTerminator, ReturnLike
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.diagnostics import report_of
from xdsl_bufferization.interfaces.branch import BRANCH_MODELS, BranchModel
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    DeallocationOptions,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    RecursiveEffectsModel,
)
from xdsl_bufferization.interfaces.operands import OperandRange, no_operands
from xdsl_bufferization.interfaces.ownership import DeallocationState, Ownership
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    RegionBranchOpModel,
    RegionSuccessor,
)
from xdsl_bufferization.source_locations import LocatingParser
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
    deallocate_buffers,
)


@irdl_op_definition
class NoTerminatorRegionOp(IRDLOperation):
    """A region op without terminator (like `builtin.module`)."""

    name = "test_dealloc.no_terminator"
    operand = operand_def()
    body = region_def("single_block")
    traits = traits_def(NoTerminator())


@irdl_op_definition
class BareTerminatorOp(IRDLOperation):
    """A terminator that is neither a branch nor a region terminator."""

    name = "test_dealloc.bare_terminator"
    args = var_operand_def()
    traits = traits_def(IsTerminator(), NoMemoryEffect())


@irdl_op_definition
class TwoSuccessorReturnOp(IRDLOperation):
    """A return-like terminator with two successors (contrived)."""

    name = "test_dealloc.two_successor_return"
    args = var_operand_def()
    first = successor_def()
    second = successor_def()
    traits = traits_def(IsTerminator(), ReturnLike(), NoMemoryEffect())


@irdl_op_definition
class TwoWayBranchOp(IRDLOperation):
    """A branch with two successors and no deallocation model."""

    name = "test_dealloc.two_way_branch"
    first = successor_def()
    second = successor_def()
    traits = traits_def(IsTerminator(), NoMemoryEffect())


class _OnceModel(RegionBranchOpModel):
    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor(op.regions[0]),)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)


class _NoOperandsBranch(BranchModel):
    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        return no_operands(op)


class _UnknownOwnershipModel(BufferDeallocationModel):
    """A faulty model: leaves the result to deallocate with unknown ownership."""

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        block = op.parent
        assert block is not None
        state.update_ownership(op.results[0], Ownership.unknown(), block)
        state.add_memref_to_deallocate(op.results[0], block)
        return op


def _context():
    ctx = get_context(allow_unregistered=True)
    for op in (
        NoTerminatorRegionOp,
        BareTerminatorOp,
        TwoSuccessorReturnOp,
        TwoWayBranchOp,
    ):
        ctx.load_op(op)
    return ctx


def _fails_unchanged(
    text: str, message: str, options: DeallocationOptions | None = None
) -> None:
    ctx = _context()
    module = Parser(ctx, text).parse_module()
    before = str(module)
    with pytest.raises(PassFailedException, match=re.escape(message)) as error:
        deallocate_buffers(module, options)
    assert str(module) == before
    # The IR attached to the error marks the offending op.
    notes = "\n".join(str(note) for note in getattr(error.value, "__notes__", ()))
    assert f"| {message}" in notes


@contextmanager
def _model(registry, name: str, model) -> Iterator[None]:  # type: ignore[no-untyped-def]
    with registry.registered(name, model):
        yield


def test_no_terminator():
    text = """
    func.func @f(%m: memref<2xf32>) {
      "test_dealloc.no_terminator"(%m) ({
        %a = memref.alloc() : memref<2xf32>
      }) : (memref<2xf32>) -> ()
      return
    }
    """
    with (
        _model(REGION_BRANCH_OP_MODELS, "test_dealloc.no_terminator", _OnceModel()),
        _model(
            MEMORY_EFFECTS_MODELS, "test_dealloc.no_terminator", RecursiveEffectsModel()
        ),
    ):
        _fails_unchanged(text, "NoTerminator trait is not supported")


def test_terminator_without_interface():
    text = """
    func.func @f() {
      %a = memref.alloc() : memref<2xf32>
      "test_dealloc.bare_terminator"(%a) : (memref<2xf32>) -> ()
    }
    """
    _fails_unchanged(
        text,
        "Terminators must implement either BranchOpInterface or "
        "RegionBranchTerminatorOpInterface (but not both)!",
    )


def test_terminator_with_two_successors():
    text = """
    func.func @f(%m: memref<2xf32>) {
      "test_dealloc.two_successor_return"(%m)[^bb1, ^bb1] : (memref<2xf32>) -> ()
    ^bb1:
      func.return
    }
    """
    _fails_unchanged(
        text, "Terminators with more than one successor are not supported!"
    )


def test_branch_with_two_successors():
    text = """
    func.func @f() {
      %a = memref.alloc() : memref<2xf32>
      "test_dealloc.two_way_branch"()[^bb1, ^bb2] : () -> ()
    ^bb1:
      func.return
    ^bb2:
      func.return
    }
    """
    with _model(BRANCH_MODELS, "test_dealloc.two_way_branch", _NoOperandsBranch()):
        _fails_unchanged(
            text,
            "BranchOpInterface operations with multiple successors are not supported yet",
        )


def test_in_parallel_not_empty():
    # tensor.parallel_insert_slice has unknown effects (as in MLIR), which is
    # reported first; with a model, in_parallel's own check is reached.
    text = """
    func.func @f(%t: tensor<4xf32>, %m: memref<2xf32>) -> tensor<4xf32> {
      %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
        %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
        }
      }
      return %r : tensor<4xf32>
    }
    """
    _fails_unchanged(text, "ops with unknown memory side effects are not supported")
    with _model(
        MEMORY_EFFECTS_MODELS, "tensor.parallel_insert_slice", NoEffectsModel()
    ):
        _fails_unchanged(text, "only supported when nested region is empty")


def test_invalid_ownership_from_a_faulty_model():
    text = """
    func.func @f() {
      %a = "test.make"() : () -> memref<2xf32>
      return
    }
    """
    ctx = _context()
    module = LocatingParser(ctx, text, "f.mlir").parse_module()
    with (
        _model(BUFFER_DEALLOCATION_MODELS, "test.make", _UnknownOwnershipModel()),
        pytest.raises(
            PassFailedException, match="MemRef value does not have valid ownership"
        ) as caught,
    ):
        deallocate_buffers(module)
    # At the memref's definition (as MLIR), with a note at the block end that
    # needs its ownership.
    error, note = report_of(caught.value).messages
    assert str(error.position) == "f.mlir:3:12"
    assert (str(note.position), note.severity) == ("f.mlir:4:7", "note")
    assert note.message == "its ownership is needed to free it at the end of this block"


def test_first_error_in_processing_order_and_module_unchanged():
    # The second function's error is reported although the first function is
    # fine, and the first function is left unchanged too.
    text = """
    func.func @fine() {
      %a = memref.alloc() : memref<2xf32>
      return
    }
    func.func @bad() {
      %a = memref.alloc() : memref<2xf32>
      memref.dealloc %a : memref<2xf32>
      return
    }
    """
    _fails_unchanged(text, "memory free side-effect on MemRef value not supported!")


def test_pass_reports_through_xdsl_opt_machinery():
    ctx = _context()
    module: ModuleOp = Parser(
        ctx,
        """
        func.func @f() {
          %a = memref.alloc() : memref<2xf32>
          memref.dealloc %a : memref<2xf32>
          return
        }
        """,
    ).parse_module()
    with pytest.raises(PassFailedException):
        OwnershipBasedBufferDeallocationPass().apply(ctx, module)
