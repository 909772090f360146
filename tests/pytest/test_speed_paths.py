"""
The fast paths of docs/speed.md give what the slow ones give:

- `build_ir_op` builds the op `IRDLOperation.build` builds (operands, result
  types, properties with segment sizes and defaults, regions), and leaves
  malformed arguments to `build`'s errors; so does `build_single_op` for ops
  whose groups are single values (other ops go through `build_ir_op`);
- the attribute tables (`make_memref_type`, `integer_attr`, `dense_i64`,
  `strided_layout`, `dense_int_tuple`) give attributes equal to freshly
  built ones;
- `nested_ops` lists the ops `Operation.walk` yields, in its order;
- the collector policy (`gc_policy`) is installed in command line tools
  only, and restored;
- One-Shot Bufferize rewrites the module directly (no copy of it) when
  nothing can fail half-way (`rewrite_may_fail`), and still leaves the IR
  untouched when its analysis rejects the input; `rewrite_may_fail` answers
  the same from the analysis state's walk (`OneShotAnalysisState.walked`);
- `nested_ops_both_orders` gives both orders of the walk;
- built ops take the first place in their operands' use lists, as `build`
  gives them, and `create_op` creates what `Operation.create` creates;
- `BufferizingRewriter`'s own `insert`, `erase`, `replace_all_uses_with`
  and `replace` leave the IR, the use lists and the notifications as
  `PatternRewriter`'s do;
- a loop's block argument whose uses are all `to_buffer`s gets no
  `to_tensor` when the loop is rewritten (`forward_to_buffers`), and the IR
  is the one the final fold gives.
"""

from __future__ import annotations

import gc
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    TensorType,
    UnitAttr,
    f32,
    i1,
    i64,
)
from xdsl.ir import Block, Operation
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState
from xdsl_bufferization.context import get_context
from xdsl_bufferization.gc_policy import (
    RELAXED_THRESHOLDS,
    install_cli_gc_policy,
    relaxed_collection,
)
from xdsl_bufferization.interfaces.bufferizable import (
    BufferizationOptions,
    BufferizationState,
    op_class,
)
from xdsl_bufferization.interfaces.bufferizable.model_helpers import (
    BufferizingRewriter,
)
from xdsl_bufferization.transforms.one_shot_bufferize import (
    OneShotBufferizePass,
    rewrite_may_fail,
)
from xdsl_bufferization.utils.building import (
    build_ir_op,
    build_single_op,
    create_op,
    dense_i64,
    dense_int_tuple,
    integer_attr,
    integer_constant,
    make_memref_type,
    strided_layout,
)
from xdsl_bufferization.utils.walk import nested_ops, nested_ops_both_orders


def generic(op: Operation) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(op)
    return stream.getvalue()


def values() -> Block:
    return Block(arg_types=[MemRefType(f32, [DYNAMIC_INDEX]), IndexType(), IndexType()])


@pytest.mark.parametrize(
    ("name", "operands", "result_types", "properties"),
    [
        (
            "memref.alloc",
            lambda b: [[b.args[1]], []],
            [MemRefType(f32, [DYNAMIC_INDEX])],
            {},
        ),
        (
            "memref.alloc",
            lambda b: [[], []],
            [MemRefType(f32, [4])],
            {"alignment": IntegerAttr(64, i64)},
        ),
        (
            "memref.subview",
            lambda b: [b.args[0], [b.args[1]], [], []],
            [MemRefType(f32, [2], StridedLayoutAttr([1], None), NoneAttr())],
            {
                "static_offsets": DenseArrayBase.from_list(i64, [-9223372036854775808]),
                "static_sizes": DenseArrayBase.from_list(i64, [2]),
                "static_strides": DenseArrayBase.from_list(i64, [1]),
            },
        ),
        ("memref.dealloc", lambda b: [b.args[0]], [], {}),
        (
            "bufferization.to_tensor",
            lambda b: [b.args[0]],
            [TensorType(f32, [DYNAMIC_INDEX])],
            {"restrict": UnitAttr()},
        ),
    ],
)
def test_build_ir_op_builds_what_build_builds(name, operands, result_types, properties):  # pyright: ignore
    cls = op_class(name)
    block = values()
    fast = build_ir_op(
        cls,  # pyright: ignore
        operands=operands(block),
        result_types=result_types,
        properties=properties,
    )
    slow = cls.build(  # pyright: ignore
        operands=operands(block), result_types=result_types, properties=properties
    )
    assert generic(fast) == generic(slow)
    assert fast.properties == slow.properties
    assert fast.attributes == slow.attributes
    fast.verify()


@pytest.mark.parametrize(
    ("name", "operands", "result_types", "properties"),
    [
        (
            "bufferization.to_tensor",
            lambda b: [b.args[0]],
            [TensorType(f32, [DYNAMIC_INDEX])],
            {"restrict": UnitAttr(), "writable": None},
        ),
        (
            "bufferization.to_buffer",
            lambda b: [b.args[0]],
            [MemRefType(f32, [DYNAMIC_INDEX])],
            {"read_only": None},
        ),
        ("memref.copy", lambda b: [b.args[0], b.args[0]], [], None),
    ],
)
def test_build_single_op_builds_what_build_builds(  # pyright: ignore
    name, operands, result_types, properties
):
    cls = op_class(name)
    block = values()
    fast = build_single_op(cls, operands(block), result_types, properties)  # pyright: ignore
    slow = cls.build(  # pyright: ignore
        operands=operands(block), result_types=result_types, properties=properties
    )
    assert generic(fast) == generic(slow)
    assert fast.properties == slow.properties
    assert fast.attributes == slow.attributes


def test_build_single_op_leaves_other_ops_to_build():
    block = values()
    # memref.alloc has two variadic groups: its flat operands do not fit, and
    # `build` reports it; a wrong count of single operands likewise.
    for name, operands, result_types in (
        ("memref.alloc", [block.args[1]], [MemRefType(f32, [DYNAMIC_INDEX])]),
        ("memref.copy", [block.args[0]], []),
    ):
        cls = op_class(name)
        with pytest.raises(ValueError, match="operand") as slow:
            cls.build(operands=operands, result_types=result_types)  # pyright: ignore
        with pytest.raises(ValueError, match="operand") as fast:
            build_single_op(cls, operands, result_types)  # pyright: ignore
        assert str(fast.value) == str(slow.value)


def test_build_ir_op_reports_malformed_arguments_as_build_does():
    block = values()
    cls = op_class("memref.dealloc")
    for operands in (
        [block.args[0], block.args[0]],
        [None],
        [[block.args[0], block.args[0]]],
    ):
        with pytest.raises(ValueError, match=r"operand|memref") as slow:
            cls.build(operands=operands)  # pyright: ignore
        with pytest.raises(ValueError, match=r"operand|memref") as fast:
            build_ir_op(cls, operands=operands)  # pyright: ignore
        assert str(fast.value) == str(slow.value)


def test_integer_constant_is_arith_constant():
    for value, type_ in ((1, i1), (0, i1), (7, IndexType()), (-3, IntegerType(32))):
        fast = integer_constant(value, type_)
        slow = arith.ConstantOp(IntegerAttr(value, type_))
        assert generic(fast) == generic(slow)
        assert fast.properties == slow.properties


def test_attribute_tables_give_equal_attributes():
    layout = StridedLayoutAttr([4, 1], None)
    assert strided_layout([4, 1], None) == layout
    assert make_memref_type(f32, [2, 4]) == MemRefType(f32, [2, 4])
    assert make_memref_type(f32, [2, 4], layout) == MemRefType(f32, [2, 4], layout)
    assert make_memref_type(f32, [2, 4]) is make_memref_type(f32, (2, 4))
    assert integer_attr(True, i1) == IntegerAttr(1, i1)
    assert integer_attr(5, IndexType()) == IntegerAttr(5, IndexType())
    assert dense_i64([1, 2]) == DenseArrayBase.from_list(i64, [1, 2])
    assert dense_int_tuple(dense_i64([3, -1])) == (3, -1)


FUNCTION = """
func.func @f(%a: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %a[%c0] : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""


def parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


UNSTRUCTURED_FUNCTION = """
func.func @f(%c: i1, %a: tensor<8xf32>) -> tensor<8xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<8xf32>
^bb2:
  return %a : tensor<8xf32>
}
"""
"""A function of several blocks (unstructured control flow)."""

ALLOC_IN_MEMORY_SPACE_1 = """
func.func @f() -> tensor<8xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  return %a : tensor<8xf32>
}
"""
"""A returned allocation in a memory space of its own."""


def module_options(**options: object) -> BufferizationOptions:
    return BufferizationOptions(bufferize_function_boundaries=True, **options)  # pyright: ignore[reportArgumentType]


def test_plain_programs_cannot_fail_half_way():
    assert not rewrite_may_fail(parse(FUNCTION), module_options())


@pytest.mark.parametrize(
    ("text", "options"),
    [
        (FUNCTION, {"must_infer_memory_space": True}),
        (FUNCTION, {"copy_before_write": True}),
        (FUNCTION, {"test_analysis_only": True}),
        (FUNCTION.replace("tensor<8xf32>", "tensor<8xf32, 1 : i64>"), {}),
        (
            """
            func.func @f(%a: tensor<*xf32>) -> tensor<*xf32> {
              return %a : tensor<*xf32>
            }
            """,
            {},
        ),
        (
            """
            func.func @f(%m: memref<8xf32, 1>) -> tensor<8xf32> {
              %t = bufferization.to_tensor %m restrict : memref<8xf32, 1> to tensor<8xf32>
              return %t : tensor<8xf32>
            }
            """,
            {},
        ),
        (UNSTRUCTURED_FUNCTION, {}),
        (ALLOC_IN_MEMORY_SPACE_1, {}),
    ],
)
def test_what_may_fail_half_way_is_seen(text: str, options: dict[str, object]):
    assert rewrite_may_fail(parse(text), module_options(**options))


@pytest.mark.parametrize(
    "text",
    [
        FUNCTION,
        FUNCTION.replace("tensor<8xf32>", "tensor<8xf32, 1 : i64>"),
        UNSTRUCTURED_FUNCTION,
        ALLOC_IN_MEMORY_SPACE_1,
    ],
)
def test_the_analysis_state_walk_tells_what_may_fail(text: str):
    module = parse(text)
    options = module_options()
    walked = OneShotAnalysisState(module, options).walked
    assert [op for op, _ in walked] == nested_ops(module, region_first=True)
    assert rewrite_may_fail(module, options, walked) == rewrite_may_fail(
        module, options
    )


def test_the_pass_does_not_copy_the_module(monkeypatch: pytest.MonkeyPatch):
    module = parse(FUNCTION)

    def no_clone(self: ModuleOp, *args: object, **kwargs: object) -> ModuleOp:
        raise AssertionError("the module was copied")

    monkeypatch.setattr(ModuleOp, "clone", no_clone)
    OneShotBufferizePass(bufferize_function_boundaries=True).apply(
        get_context(), module
    )
    assert "memref.store" in generic(module)


def test_an_error_of_the_analysis_leaves_the_module_untouched():
    text = """
    func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
      %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
      %x = tensor.extract %t[%i] : tensor<4xf32>
      return %x : f32
    }
    """
    module = parse(text)
    assert not rewrite_may_fail(module, module_options())
    before = generic(module)
    with pytest.raises(Exception, match="without `restrict`"):
        OneShotBufferizePass(bufferize_function_boundaries=True).apply(
            get_context(), module
        )
    assert generic(module) == before


def test_relaxed_collection_restores_the_thresholds():
    before = gc.get_threshold()
    with relaxed_collection():
        assert gc.get_threshold() == RELAXED_THRESHOLDS
    assert gc.get_threshold() == before


def test_the_gc_policy_is_for_command_line_tools_only():
    before = gc.get_threshold()
    assert not install_cli_gc_policy("/usr/bin/pytest")
    assert gc.get_threshold() == before


def test_xdsl_opt_runs_under_the_gc_policy_and_restores_it_at_exit():
    script = (
        "import atexit, gc, sys\n"
        # Exit handlers run last registered first: this one after the policy's.
        "atexit.register(lambda: print(gc.get_threshold()))\n"
        "sys.argv = ['xdsl-opt', '-p', 'one-shot-bufferize']\n"
        "import xdsl_bufferization.universe\n"
        "print(gc.get_threshold())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    during, after = result.stdout.splitlines()
    assert during == str(RELAXED_THRESHOLDS)
    assert after == str(gc.get_threshold())


_TINY = """
func.func @f(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %a[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


def _run_one_shot_bufferize() -> None:
    from xdsl_bufferization.transforms.one_shot_bufferize import OneShotBufferizePass

    OneShotBufferizePass(bufferize_function_boundaries=True).apply(
        get_context(), parse(_TINY)
    )


def test_passes_freeze_the_long_lived_heap_under_the_policy_only():
    assert gc.get_freeze_count() == 0
    _run_one_shot_bufferize()
    assert gc.get_freeze_count() == 0, "outside the policy nothing is frozen"
    with relaxed_collection():
        assert gc.get_freeze_count() == 0
        _run_one_shot_bufferize()
        frozen = gc.get_freeze_count()
        assert frozen > 0
        _run_one_shot_bufferize()
        # Frozen objects freed since leave the count; a second freeze would
        # have added everything the second run allocated.
        assert 0 < gc.get_freeze_count() <= frozen, "frozen once per run"
    assert gc.get_freeze_count() == 0


def test_what_the_user_froze_stays_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with relaxed_collection():
            _run_one_shot_bufferize()
            # Not frozen again by the pass: the count only falls as frozen
            # objects are freed.
            assert 0 < gc.get_freeze_count() <= frozen
        assert 0 < gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()


def test_xdsl_opt_freezes_when_its_first_pass_starts_and_unfreezes_at_exit(
    tmp_path: Path,
):
    source = tmp_path / "f.mlir"
    source.write_text(_TINY)
    script = (
        "import atexit, gc, sys\n"
        # Runs after the policy's exit handler (last registered, first run).
        "atexit.register(lambda: print('at exit', gc.get_freeze_count()))\n"
        f"sys.argv = ['xdsl-opt', {str(source)!r}, '-p', 'one-shot-bufferize']\n"
        "import xdsl_bufferization.universe\n"
        "print('before', gc.get_freeze_count())\n"
        "from xdsl.tools.xdsl_opt import main\n"
        "import xdsl_bufferization.gc_policy as policy\n"
        "original = policy.gc.freeze\n"
        "def spy():\n"
        "    original()\n"
        "    print('frozen', gc.get_freeze_count() > 0, file=sys.stderr)\n"
        "policy.gc.freeze = spy\n"
        "main()\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert "frozen True" in result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "before 0"
    assert "memref" in result.stdout
    assert lines[-1] == "at exit 0"


@pytest.mark.parametrize("region_first", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
def test_nested_ops_is_the_walk(region_first: bool, reverse: bool):
    programs = Path(__file__).resolve().parents[1] / "one_shot_programs"
    for path in sorted(programs.glob("*.mlir"))[:20]:
        module = parse(path.read_text())
        expected = list(module.walk(region_first=region_first, reverse=reverse))
        found = nested_ops(module, region_first=region_first, reverse=reverse)
        assert [id(op) for op in found] == [id(op) for op in expected], path.name


def test_nested_ops_both_orders_is_the_walk():
    programs = Path(__file__).resolve().parents[1] / "one_shot_programs"
    for path in sorted(programs.glob("*.mlir"))[:20]:
        module = parse(path.read_text())
        pre, post = nested_ops_both_orders(module)
        assert [id(op) for op in pre] == [id(op) for op in module.walk()]
        assert [id(op) for op in post] == [
            id(op) for op in module.walk(region_first=True)
        ], path.name


LOOP = """
func.func @f(%a: tensor<64xf32>, %v: f32, %n: index) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %l = scf.for %k = %c0 to %n step %c8 iter_args(%acc = %a) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %acc[%k] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    %i = tensor.insert_slice %f into %acc[%k] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %i : tensor<64xf32>
  }
  return %l : tensor<64xf32>
}
"""


def test_loop_arguments_used_by_to_buffers_get_no_to_tensor(
    monkeypatch: pytest.MonkeyPatch,
):
    import xdsl_bufferization.models.scf.common as scf_common

    made: list[object] = []
    original = scf_common.create_to_tensor

    def counting(*args: object, **kwargs: object) -> object:
        made.append(args)
        return original(*args, **kwargs)  # pyright: ignore

    monkeypatch.setattr(scf_common, "create_to_tensor", counting)
    module = parse(LOOP)
    OneShotBufferizePass(bufferize_function_boundaries=True).apply(
        get_context(), module
    )
    assert not made
    text = generic(module)
    assert "bufferization.to_tensor" not in text
    assert "bufferization.to_buffer" not in text
    # The loop carries its argument's buffer: the subviews are of it.
    assert text.count('"memref.subview"(%acc') == 2


def test_new_dealloc_builds_what_dealloc_op_builds():
    from xdsl.dialects.builtin import StringAttr

    from xdsl_bufferization.dialects.bufferization import DeallocOp
    from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
        new_dealloc,
    )

    block = Block(arg_types=[MemRefType(f32, [4])] * 3 + [i1] * 2)
    memrefs, conditions = list(block.args[:2]), list(block.args[3:])
    for retained, attributes in (
        ([], None),
        ([block.args[2]], None),
        ([block.args[2], block.args[0]], {"tag": StringAttr("x")}),
    ):
        fast = new_dealloc(memrefs, conditions, retained, attributes)
        slow = DeallocOp(memrefs, conditions, retained, attributes=attributes)
        assert generic(fast) == generic(slow)
        assert fast.properties == slow.properties
        assert fast.attributes == slow.attributes
        fast.verify()


def use_lists(block: Block) -> list[list[tuple[str, int]]]:
    """The uses of each value of `block` (arguments, then results), in use
    list order: (user name, operand index) each."""
    values = [*block.args, *(r for op in block.ops for r in op.results)]
    return [[(use.operation.name, use.index) for use in v.uses] for v in values]


def test_built_ops_are_put_first_in_use_lists_as_build_puts_them():
    copy, dealloc = op_class("memref.copy"), op_class("memref.dealloc")
    fast, slow = values(), values()
    fast.add_ops(
        [
            build_single_op(dealloc, [fast.args[0]], []),  # pyright: ignore
            build_single_op(copy, [fast.args[0], fast.args[0]], []),  # pyright: ignore
        ]
    )
    slow.add_ops(
        [
            dealloc.build(operands=[slow.args[0]]),  # pyright: ignore
            copy.build(operands=[slow.args[0], slow.args[0]]),  # pyright: ignore
        ]
    )
    assert use_lists(fast) == use_lists(slow)
    assert use_lists(fast)[0] == [
        ("memref.copy", 1),
        ("memref.copy", 0),
        ("memref.dealloc", 0),
    ]


def test_create_op_creates_what_create_creates():
    block = Block(arg_types=[i64, i64])
    # (`arith.addi` has a property with a default: filled in either way.)
    fast = create_op(arith.AddiOp, list(block.args), [i64], {}, {})
    slow = arith.AddiOp.create(operands=list(block.args), result_types=[i64])
    assert generic(fast) == generic(slow)
    assert fast.properties == slow.properties
    assert list(fast.properties) == list(slow.properties)
    assert fast.attributes == slow.attributes
    fast.verify()


def rewrite_sample(rewriter_class: type[PatternRewriter]) -> tuple[str, object]:
    """Insert, replace uses, replace by a value and erase, in a small block,
    with a rewriter of `rewriter_class`: the printed block and its use
    lists."""
    block = Block(arg_types=[i64, i64])
    a, b = block.args
    first = arith.AddiOp(a, b)
    second = arith.AddiOp(first.result, first.result)
    third = arith.MuliOp(first.result, a)
    dead = arith.MuliOp(b, b)
    block.add_ops([first, second, third, dead, func.ReturnOp(second, third)])
    if rewriter_class is BufferizingRewriter:
        rewriter = BufferizingRewriter(InsertPoint.before(second), BufferizationState())
    else:
        rewriter = rewriter_class(InsertPoint.before(second))
    events: list[tuple[str, str]] = []
    rewriter.operation_insertion_handler.append(
        lambda op: events.append(("+", op.name))
    )
    rewriter.operation_removal_handler.append(lambda op: events.append(("-", op.name)))
    rewriter.operation_modification_handler.append(
        lambda op: events.append(("~", op.name))
    )
    rewriter.insert(arith.SubiOp(a, b))
    rewriter.replace_all_uses_with(first.result, b)
    rewriter.replace(third, [], [a])
    rewriter.erase(dead)
    rewriter.erase(first)
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_block(block)
    return stream.getvalue(), (use_lists(block), events, rewriter.has_done_action)


def test_the_bufferizing_rewriter_rewrites_as_the_pattern_rewriter_does():
    assert rewrite_sample(BufferizingRewriter) == rewrite_sample(PatternRewriter)
