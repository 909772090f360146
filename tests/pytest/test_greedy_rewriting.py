"""
The greedy pattern rewrite driver (`xdsl_bufferization.rewriting.greedy`):
worklist order, re-enqueueing, per-class dispatch, folding with uniqued
constants, the limits, and termination on patterns that undo each other
(issue 15's endless loop between a pattern and a fold).
"""

from __future__ import annotations

from typing import ClassVar

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import BoolAttr, IntegerAttr, ModuleOp, i32
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def, traits_def
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import DiagnosticException, VerifyException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.diagnostics import PassOptionError
from xdsl_bufferization.rewriting.greedy import (
    NO_LIMIT,
    GreedyRewriteConfig,
    PatternSet,
    apply_patterns_greedily,
)
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_bufferization.transforms.canonicalization_patterns import fold_hook
from xdsl_bufferization.transforms.canonicalize import (
    CanonicalizePass,
    canonicalize,
    pattern_class_name,
)


def parse(text: str) -> ModuleOp:
    return Parser(get_context(allow_unregistered=True), text).parse_module()


def ops(module: ModuleOp) -> list[str]:
    return [op.name for op in module.walk() if op is not module]


CHAIN = """
func.func @chain() -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c1, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.addi %c, %c1 : i32
  return %d : i32
}
"""


@pytest.mark.parametrize("top_down", [True, False])
def test_folds_a_chain_in_one_iteration(top_down: bool):
    module = parse(CHAIN)
    result = canonicalize(module, config=GreedyRewriteConfig(top_down=top_down))
    assert result.converged
    assert result.changed
    assert result.iterations == 1
    assert ops(module) == ["func.func", "arith.constant", "func.return"]
    assert "arith.constant 5 : i32" in str(module)


def test_constants_are_uniqued_and_hoisted():
    module = parse(
        """
        func.func @f(%c: i1) -> (i32, i32) {
          %0 = scf.if %c -> i32 {
            %x = arith.constant 7 : i32
            scf.yield %x : i32
          } else {
            %y = arith.constant 7 : i32
            scf.yield %y : i32
          }
          %z = arith.constant 7 : i32
          return %0, %z : i32, i32
        }
        """
    )
    canonicalize(module)
    constants = [op for op in module.walk() if isinstance(op, arith.ConstantOp)]
    assert len(constants) == 1
    function = next(op for op in module.walk() if op.name == "func.func")
    assert constants[0].parent is function.regions[0].blocks.first


def test_max_iterations_zero_does_nothing():
    module = parse(CHAIN)
    before = str(module)
    result = canonicalize(module, config=GreedyRewriteConfig(max_iterations=0))
    assert result.converged
    assert not result.changed
    assert str(module) == before


def test_max_num_rewrites_ends_iterations():
    module = parse(CHAIN)
    config = GreedyRewriteConfig(max_num_rewrites=0, max_iterations=3, fold=False)
    result = canonicalize(module, config=config)
    # Without folding and with no pattern rewrite allowed, nothing applies
    # but dead code erasure; the adds stay.
    assert ops(module).count("arith.addi") == 4
    assert result.iterations <= 3


class _Flip(RewritePattern):
    """Swaps the operands of `arith.addi` every time: never converges."""

    root_op_types: ClassVar[tuple[type[Operation], ...]] = (arith.AddiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        assert isinstance(op, arith.AddiOp)
        rewriter.replace(op, arith.AddiOp(op.rhs, op.lhs))


def test_patterns_that_undo_each_other_end_unconverged():
    module = parse(
        """
        func.func @f(%x: i32, %y: i32) -> i32 {
          %a = arith.addi %x, %y : i32
          return %a : i32
        }
        """
    )
    result = apply_patterns_greedily(module, [_Flip()])
    assert not result.converged
    assert result.iterations == GreedyRewriteConfig().max_iterations
    module.verify()


def test_no_limit_is_minus_one():
    assert NO_LIMIT == -1
    assert GreedyRewriteConfig().max_num_rewrites == NO_LIMIT


class _Counting(RewritePattern):
    """Counts the ops it is tried on (declares no root: tried on all)."""

    def __init__(self):
        self.seen: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)


class _Declared(_Counting):
    root_op_types: ClassVar[tuple[type[Operation], ...]] = (arith.ConstantOp,)


def test_patterns_are_dispatched_by_declared_root():
    module = parse(CHAIN)
    declared = _Declared()
    undeclared = _Counting()
    apply_patterns_greedily(
        module, [declared, undeclared], config=GreedyRewriteConfig(fold=False)
    )
    assert set(declared.seen) == {"arith.constant"}
    assert {"arith.addi", "func.return"} <= set(undeclared.seen)


def test_pattern_set_filter():
    patterns = PatternSet([_Flip()], keep=lambda p: not isinstance(p, _Flip))
    assert patterns.for_op_class(arith.AddiOp) == ()


def test_fold_hooks_materialise_constants():
    module = parse(CHAIN)
    result = apply_patterns_greedily(module, [], fold_hooks=fold_hook)
    assert result.converged
    (constant,) = [op for op in module.walk() if isinstance(op, arith.ConstantOp)]
    assert constant.value == IntegerAttr(5, i32)
    assert constant.result.name_hint == "c5_i32"


class _Toggle(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        assert isinstance(op, _TogglingOp)
        flipped = BoolAttr.from_bool(not op.on.value.data)
        op.on = flipped
        rewriter.notify_op_modified(op)


class _TogglingPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (_Toggle(),)


@irdl_op_definition
class _TogglingOp(IRDLOperation):
    """An op whose canonicalization pattern flips its `on` attribute every
    time: canonicalize never converges on it (valid IR, unlike issue 15's)."""

    name = "test.toggling"
    on = prop_def(BoolAttr)
    traits = traits_def(_TogglingPatterns())


def test_test_convergence_reports_an_error():
    converging = parse(CHAIN)
    CanonicalizePass(test_convergence=True).apply(get_context(), converging)
    toggling = ModuleOp(
        [_TogglingOp.create(properties={"on": BoolAttr.from_bool(True)})]  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    )
    # Not an error without test-convergence (canonicalize is best effort).
    CanonicalizePass().apply(get_context(), toggling)
    with pytest.raises(DiagnosticException, match="did not converge after 10"):
        CanonicalizePass(test_convergence=True).apply(get_context(), toggling)


ISSUE_15_HANG = """
func.func @hang(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %r : memref<2xf32>
  }
  return %r : memref<2xf32>
}
"""
"""Issue 15: an `scf.if` whose else branch yields the if's own result (not
dominance-valid) made the deallocation pipeline loop forever between the
old driver and the `arith.select` fold."""


def test_issue_15_hang_terminates():
    # Our passes reject the input first (dominance, as MLIR's verifier)...
    with pytest.raises(VerifyException, match="operand #0 does not dominate"):
        BufferDeallocationPipelinePass().apply(get_context(), parse(ISSUE_15_HANG))
    with pytest.raises(VerifyException, match="operand #0 does not dominate"):
        CanonicalizePass().apply(get_context(), parse(ISSUE_15_HANG))
    # ... and the driver alone, given it anyway, stops at its iteration limit
    # instead of looping between the pattern and the fold.
    result = canonicalize(parse(ISSUE_15_HANG))
    assert not result.converged
    assert result.iterations == GreedyRewriteConfig().max_iterations


@pytest.mark.parametrize(
    ("label", "name"),
    [
        ("AddIAddConstant", "AddIAddConstant"),
        ("{anonymous}::AddIAddConstant", "AddIAddConstant"),
        ("(anonymous namespace)::AddIAddConstant", "AddIAddConstant"),
        ("{anonymous}::SimplifyDeadAlloc<mlir::memref::AllocOp>", "SimplifyDeadAlloc"),
        ("mlir::memref::FoldCopyOfCast", "FoldCopyOfCast"),
    ],
)
def test_mlir_pattern_labels_select_our_classes(label: str, name: str):
    assert pattern_class_name(label) == name


def _canonicalize_pass(pipeline: str) -> CanonicalizePass:
    (spec,) = parse_pipeline(pipeline)
    return CanonicalizePass.from_spec(spec)


def test_pass_defaults_are_mlir_22s():
    config = CanonicalizePass().config()
    assert config.top_down
    assert config.region_simplification == "normal"
    assert config.max_iterations == 10
    assert config.max_num_rewrites == NO_LIMIT


def test_pass_options_from_a_pipeline_string():
    pass_ = _canonicalize_pass(
        "canonicalize{top-down=false region-simplify=aggressive max-iterations=3 "
        "max-num-rewrites=7 test-convergence=true enable-patterns=A,B "
        "disable-patterns=C}"
    )
    assert pass_ == CanonicalizePass(
        top_down=False,
        region_simplify="aggressive",
        max_iterations=3,
        max_num_rewrites=7,
        test_convergence=True,
        enable_patterns=("A", "B"),
        disable_patterns=("C",),
    )
    config = pass_.config()
    assert (config.top_down, config.region_simplification) == (False, "aggressive")
    assert (config.max_iterations, config.max_num_rewrites) == (3, 7)


@pytest.mark.parametrize(
    ("value", "limit"),
    # MLIR reads -1 as no limit and any other negative value as none allowed.
    [("-1", NO_LIMIT), ("-2", 0), ("0", 0), ("4", 4)],
)
def test_negative_limits_read_as_mlir_reads_them(value: str, limit: int):
    pass_ = _canonicalize_pass(
        f"canonicalize{{max-iterations={value} max-num-rewrites={value}}}"
    )
    assert pass_.config().max_iterations == limit
    assert pass_.config().max_num_rewrites == limit


@pytest.mark.parametrize(
    ("pipeline", "message"),
    [
        (
            "canonicalize{region-simplify=foo}",
            "canonicalize: invalid value 'foo' for option 'region-simplify' "
            "(expected one of disabled, normal, aggressive)",
        ),
        (
            "canonicalize{max-iterations=many}",
            "canonicalize: invalid value 'many' for option 'max-iterations' "
            "(expected an integer)",
        ),
        (
            "canonicalize{top-down=maybe}",
            "canonicalize: invalid value 'maybe' for option 'top-down'",
        ),
        ("canonicalize{max-iteration=3}", "canonicalize: unknown option"),
    ],
)
def test_bad_option_values_are_errors(pipeline: str, message: str):
    with pytest.raises(PassOptionError) as error:
        _canonicalize_pass(pipeline)
    assert str(error.value).startswith(message)


FILTERED = """
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}
"""


@pytest.mark.parametrize(
    ("options", "adds"),
    [
        ("", 1),
        ("{disable-patterns=AddIAddConstant}", 2),
        ('{disable-patterns="{anonymous}::AddIAddConstant"}', 2),
        ("{enable-patterns=AddIAddConstant}", 1),
        ("{enable-patterns=SubIRHSAddConstant}", 2),
    ],
)
def test_pattern_filters(options: str, adds: int):
    module = parse(FILTERED)
    _canonicalize_pass(f"canonicalize{options}").apply(get_context(), module)
    assert ops(module).count("arith.addi") == adds


def test_region_simplify_option_reaches_the_driver():
    # ^m's argument receives %x from both predecessors: only the aggressive
    # level replaces it by %x (the side effects keep ^a and ^b apart).
    text = """
    func.func @f(%c: i1, %x: i32) -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"() : () -> ()
      cf.br ^m(%x : i32)
    ^b:
      "test.b"() : () -> ()
      cf.br ^m(%x : i32)
    ^m(%v: i32):
      return %v : i32
    }
    """
    returned: dict[str, str | None] = {}
    for level in ("disabled", "normal", "aggressive"):
        module = parse(text)
        CanonicalizePass(region_simplify=level).apply(get_context(), module)
        (ret,) = [op for op in module.walk() if op.name == "func.return"]
        returned[level] = ret.operands[0].name_hint
    assert returned == {"disabled": "v", "normal": "v", "aggressive": "x"}


class _EraseStores(RewritePattern):
    """Erases every `memref.store` (so that the op around it becomes dead)."""

    root_op_names: ClassVar[tuple[str, ...]] = ("memref.store",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rewriter.erase(op)


@pytest.mark.parametrize("top_down", [False, True])
def test_an_op_whose_body_changed_is_asked_again_whether_it_is_dead(top_down: bool):
    # The `scf.if` is taken (bottom-up) before the store in it, and is not
    # dead then; once the store is erased it is, and the driver must not
    # answer from what it remembered.
    module = parse(
        """
        func.func @f(%m: memref<4xf32>, %v: f32, %i: index, %c: i1) {
          scf.if %c {
            memref.store %v, %m[%i] : memref<4xf32>
          }
          return
        }
        """
    )
    result = apply_patterns_greedily(
        module,
        [_EraseStores()],
        config=GreedyRewriteConfig(top_down=top_down, region_simplification="disabled"),
    )
    assert result.converged
    assert ops(module) == ["func.func", "func.return"]


# ---------------------------------------------------------------------------
# Answers kept across the greedy runs of one pass run
# ---------------------------------------------------------------------------

KEPT = """
func.func @kept(%m: memref<4xf32>, %n: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  return
}
"""


def test_dead_memo_keeps_answers_while_the_operands_are_the_same():
    from xdsl_bufferization.rewriting.dead_code import TriviallyDeadMemo

    module = parse(KEPT)
    store = next(op for op in module.walk() if op.name == "memref.store")
    memo = TriviallyDeadMemo()
    assert memo.get(store) is None
    memo.put(store, False)
    assert memo.get(store) is False
    # Another operand: the kept answer no longer applies.
    function = next(op for op in module.walk() if op.name == "func.func")
    store.operands[1] = function.regions[0].blocks.first.args[1]  # pyright: ignore
    assert memo.get(store) is None


def test_dead_memo_answer_is_used_only_while_the_operands_are_the_same():
    """A kept answer is what a run uses for an op (here a wrong one, kept on
    purpose, keeps a dead load), until the op gets other operands."""
    from xdsl_bufferization.rewriting.dead_code import TriviallyDeadMemo

    module = parse(KEPT)
    load = next(op for op in module.walk() if op.name == "memref.load")
    memo = TriviallyDeadMemo()
    memo.put(load, False)
    canonicalize(module, get_context(), dead_memo=memo)
    assert "memref.load" in ops(module)
    function = next(op for op in module.walk() if op.name == "func.func")
    load.operands[0] = function.regions[0].blocks.first.args[1]  # pyright: ignore
    canonicalize(module, get_context(), dead_memo=memo)
    assert "memref.load" not in ops(module)
    assert "memref.store" in ops(module)
