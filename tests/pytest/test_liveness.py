"""Block liveness: live-in / live-out sets on CFG shapes, compared with hand-computed sets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects import arith, cf, func, test
from xdsl.dialects.builtin import ModuleOp, StringAttr, i1, i32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.parser import Parser

from xdsl_bufferization.analysis.liveness import Liveness
from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.registry import get_op_name


def parse(source: str) -> ModuleOp:
    return Parser(get_context(), source).parse_module()


def block_label(block: Block) -> str:
    """The block's label in the source, else `<tag>.r<region>.b<block>` of the
    op holding it (its `tag` attribute), else `entry` for a function's entry."""
    if block.name_hint is not None:
        return block.name_hint
    region = block.parent
    assert region is not None
    op = region.parent
    assert op is not None
    index = list(region.blocks).index(block)
    tag = op.attributes.get("tag")
    if isinstance(tag, StringAttr):
        return f"{tag.data}.r{op.get_region_index(region)}.b{index}"
    assert get_op_name(op) == "func.func"
    assert index == 0
    return "entry"


def liveness_table(function: Operation) -> dict[str, tuple[set[str], set[str]]]:
    """Block label -> (live-in names, live-out names)."""
    liveness = Liveness(function)
    table: dict[str, tuple[set[str], set[str]]] = {}
    for block in liveness.blocks:
        live_in = {str(v.name_hint) for v in liveness.live_in(block)}
        live_out = {str(v.name_hint) for v in liveness.live_out(block)}
        label = block_label(block)
        assert label not in table, label
        table[label] = (live_in, live_out)
    return table


def function_named(module: ModuleOp, name: str) -> func.FuncOp:
    for op in module.body.block.ops:
        if isinstance(op, func.FuncOp) and op.sym_name.data == name:
            return op
    raise KeyError(name)


def op_defining(root: Operation, hint: str) -> Operation:
    for op in root.walk():
        if any(r.name_hint == hint for r in op.results):
            return op
    raise KeyError(hint)


def value_named(root: Operation, hint: str):
    for op in root.walk():
        for result in op.results:
            if result.name_hint == hint:
                return result
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if arg.name_hint == hint:
                        return arg
    raise KeyError(hint)


SOURCE = """
func.func @straight(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  func.return %b : i32
}

func.func @diamond(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.addi %a, %a : i32
  cf.br ^merge(%l : i32)
^right:
  cf.br ^merge(%b : i32)
^merge(%m: i32):
  %r = arith.addi %m, %a : i32
  func.return %r : i32
}

func.func @loop(%n: i32, %x: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^header(%z : i32)
^header(%i: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %x : i32
  cf.br ^header(%next : i32)
^exit:
  func.return %i : i32
}

func.func @nested_loops(%n: i32, %m: i32) {
  %z = arith.constant 0 : i32
  cf.br ^outer(%z : i32)
^outer(%i: i32):
  %ci = arith.cmpi slt, %i, %n : i32
  cf.cond_br %ci, ^inner_pre, ^done
^inner_pre:
  cf.br ^inner(%z : i32)
^inner(%j: i32):
  %cj = arith.cmpi slt, %j, %m : i32
  cf.cond_br %cj, ^inner_body, ^outer_latch
^inner_body:
  %j1 = arith.addi %j, %i : i32
  cf.br ^inner(%j1 : i32)
^outer_latch:
  %i1 = arith.addi %i, %m : i32
  cf.br ^outer(%i1 : i32)
^done:
  func.return
}

func.func @through_loop(%c: i1, %v: i32) -> i32 {
  %w = arith.addi %v, %v : i32
  cf.br ^head
^head:
  cf.cond_br %c, ^head, ^exit
^exit:
  func.return %w : i32
}

func.func @switch(%f: i32, %p: i32, %q: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^d(%p : i32),
    1: ^one,
    2: ^d(%q : i32)
  ]
^one:
  cf.br ^d(%f : i32)
^d(%arg: i32):
  %r = arith.addi %arg, %q : i32
  func.return %r : i32
}

func.func @self_loop(%c: i1, %x: i32) {
  %only_dead = arith.constant 7 : i32
  cf.br ^spin(%x : i32)
^spin(%k: i32):
  %k2 = arith.addi %k, %x : i32
  cf.cond_br %c, ^spin(%k2 : i32), ^end
^end:
  func.return
^dead:
  %d = arith.addi %x, %only_dead : i32
  cf.br ^end
}

func.func @nested_scf(%lb: index, %ub: index, %s: index, %c: i1, %x: f32,
                      %m: memref<?xf32>) {
  %y = arith.addf %x, %x : f32
  scf.for %i = %lb to %ub step %s {
    %z = arith.addf %y, %y : f32
    scf.if %c {
      memref.store %z, %m[%i] : memref<?xf32>
    } {tag = "if"}
    %w = arith.addf %x, %x : f32
  } {tag = "for"}
  func.return
}

func.func @outer_def(%c: i1, %m: memref<4xf32>, %i: index) {
  %v = arith.constant 1.0 : f32
  cf.br ^use
^use:
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  } {tag = "if"}
  func.return
}

func.func @exec(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %t = arith.addi %a, %a : i32
    cf.cond_br %c, ^x, ^y
  ^x:
    scf.yield %t : i32
  ^y:
    %u = arith.addi %t, %b : i32
    scf.yield %u : i32
  } {tag = "exec"}
  func.return %r : i32
}

func.func @while(%init: i32, %limit: i32, %step: i32) -> i32 {
  %r = scf.while (%b = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %b, %limit : i32
    scf.condition(%cond) %b : i32
  } do {
  ^after(%a: i32):
    %n = arith.addi %a, %step : i32
    scf.yield %n : i32
  } attributes {tag = "while"}
  func.return %r : i32
}

func.func @deep(%c: i1, %lb: index, %ub: index, %s: index, %m: memref<4xf32>) {
  %v = arith.constant 2.0 : f32
  cf.cond_br %c, ^b, ^e
^b:
  scf.if %c {
    scf.for %i = %lb to %ub step %s {
      memref.store %v, %m[%i] : memref<4xf32>
    } {tag = "for"}
  } {tag = "if"}
  cf.br ^e
^e:
  func.return
}
"""

EMPTY: set[str] = set()

EXPECTED: dict[str, dict[str, tuple[set[str], set[str]]]] = {
    "straight": {"entry": (EMPTY, EMPTY)},
    "diamond": {
        "entry": (EMPTY, {"a", "b"}),
        "left": ({"a"}, {"a"}),
        "right": ({"a", "b"}, {"a"}),
        "merge": ({"a"}, EMPTY),
    },
    "loop": {
        "entry": (EMPTY, {"n", "x"}),
        "header": ({"n", "x"}, {"i", "n", "x"}),
        "body": ({"i", "n", "x"}, {"n", "x"}),
        "exit": ({"i"}, EMPTY),
    },
    "nested_loops": {
        "entry": (EMPTY, {"m", "n", "z"}),
        "outer": ({"m", "n", "z"}, {"i", "m", "n", "z"}),
        "inner_pre": ({"i", "m", "n", "z"}, {"i", "m", "n", "z"}),
        "inner": ({"i", "m", "n", "z"}, {"i", "j", "m", "n", "z"}),
        "inner_body": ({"i", "j", "m", "n", "z"}, {"i", "m", "n", "z"}),
        "outer_latch": ({"i", "m", "n", "z"}, {"m", "n", "z"}),
        "done": (EMPTY, EMPTY),
    },
    "through_loop": {
        "entry": (EMPTY, {"c", "w"}),
        "head": ({"c", "w"}, {"c", "w"}),
        "exit": ({"w"}, EMPTY),
    },
    "switch": {
        "entry": (EMPTY, {"f", "q"}),
        "one": ({"f", "q"}, {"q"}),
        "d": ({"q"}, EMPTY),
    },
    "self_loop": {
        # As in MLIR, a value used in another block is live-out of its
        # defining block even if that block cannot reach the use.
        "entry": (EMPTY, {"c", "only_dead", "x"}),
        "spin": ({"c", "x"}, {"c", "x"}),
        "end": (EMPTY, EMPTY),
        "dead": ({"only_dead", "x"}, EMPTY),
    },
    "nested_scf": {
        # Everything the loop uses is defined in the entry block.
        "entry": (EMPTY, EMPTY),
        # %c is used by the scf.if itself, %m inside it; %z and %i are defined
        # in the loop body; %x and %y come from outside.
        "for.r0.b0": ({"c", "m", "x", "y"}, EMPTY),
        "if.r0.b0": ({"i", "m", "z"}, EMPTY),
    },
    "outer_def": {
        "entry": (EMPTY, {"c", "i", "m", "v"}),
        "use": ({"c", "i", "m", "v"}, EMPTY),
        "if.r0.b0": ({"i", "m", "v"}, EMPTY),
    },
    "exec": {
        "entry": (EMPTY, EMPTY),
        "exec.r0.b0": ({"a", "b", "c"}, {"b", "t"}),
        "x": ({"t"}, EMPTY),
        "y": ({"b", "t"}, EMPTY),
    },
    "while": {
        "entry": (EMPTY, EMPTY),
        "while.r0.b0": ({"limit"}, EMPTY),
        "after": ({"step"}, EMPTY),
    },
    "deep": {
        "entry": (EMPTY, {"c", "lb", "m", "s", "ub", "v"}),
        "b": ({"c", "lb", "m", "s", "ub", "v"}, EMPTY),
        "e": (EMPTY, EMPTY),
        "if.r0.b0": ({"lb", "m", "s", "ub", "v"}, EMPTY),
        "for.r0.b0": ({"m", "v"}, EMPTY),
    },
}


@pytest.fixture(scope="module")
def module() -> ModuleOp:
    return parse(SOURCE)


@pytest.mark.parametrize("name", list(EXPECTED))
def test_live_sets(module: ModuleOp, name: str):
    assert liveness_table(function_named(module, name)) == EXPECTED[name]


def test_whole_module_at_once(module: ModuleOp):
    """Analysing the module covers every nested function with the same sets."""
    liveness = Liveness(module)
    for name, expected in EXPECTED.items():
        function = function_named(module, name)
        for block in function.walk_blocks():
            live_in, live_out = expected[block_label(block)]
            assert {str(v.name_hint) for v in liveness.live_in(block)} == live_in
            assert {str(v.name_hint) for v in liveness.live_out(block)} == live_out
    (module_block,) = module.body.blocks
    assert liveness.live_in(module_block) == set()


@pytest.mark.parametrize("name", list(EXPECTED))
def test_tracked_values_have_the_same_sets(module: ModuleOp, name: str):
    """Analysing only some values gives each of them the sets it has when
    every value is analysed (and the others none)."""
    function = function_named(module, name)
    tracked = {"m", "v", "c"}
    liveness = Liveness(function, lambda value: value.name_hint in tracked)
    for block in liveness.blocks:
        live_in, live_out = EXPECTED[name][block_label(block)]
        assert {str(v.name_hint) for v in liveness.live_in(block)} == live_in & tracked
        assert {str(v.name_hint) for v in liveness.live_out(block)} == (
            live_out & tracked
        )


def test_live_after_queries(module: ModuleOp):
    diamond = function_named(module, "diamond")
    liveness = Liveness(diamond)
    add_a = op_defining(diamond, "a")
    mul_b = op_defining(diamond, "b")
    x = value_named(diamond, "x")
    a = value_named(diamond, "a")
    # %x is last used by the muli in the entry block.
    assert liveness.get_end_operation(x, add_a) is mul_b
    assert liveness.is_live_after(x, add_a)
    assert liveness.is_dead_after(x, mul_b)
    # %a escapes the entry block: live after its last op.
    entry_terminator = diamond.body.blocks[0].last_op
    assert entry_terminator is not None
    assert liveness.is_live_after(a, entry_terminator)
    assert liveness.get_end_operation(a, add_a) is entry_terminator
    merge_add = op_defining(diamond, "r")
    assert liveness.is_dead_after(a, merge_add)
    assert liveness.is_live_in(a, merge_add.parent_block())
    assert not liveness.is_live_out(a, merge_add.parent_block())

    nested = function_named(module, "nested_scf")
    liveness = Liveness(nested)
    add_z = op_defining(nested, "z")
    z = value_named(nested, "z")
    (if_op,) = [op for op in nested.walk() if get_op_name(op) == "scf.if"]
    # A use in a nested region counts at the op holding the region.
    assert liveness.get_end_operation(z, add_z) is if_op
    assert liveness.is_live_after(z, add_z)
    assert liveness.is_dead_after(z, if_op)
    # Uses in enclosing blocks do not count (block-local, as in MLIR).
    x = value_named(nested, "x")
    add_w = op_defining(nested, "w")
    assert liveness.is_live_after(x, if_op)
    assert liveness.is_dead_after(x, add_w)


def test_blocks_of_other_ops_are_rejected(module: ModuleOp):
    liveness = Liveness(function_named(module, "straight"))
    other = function_named(module, "diamond")
    with pytest.raises(ValueError, match="not nested in the analysed op"):
        liveness.live_in(other.body.blocks[0])


def test_ir_built_with_xdsl_classes():
    """A loop built with xDSL's classes: %x is live around the back edge."""
    entry = Block(arg_types=[i1, i32])
    header = Block(arg_types=[i32])
    exit_block = Block()
    c, x = entry.args
    entry.add_op(cf.BranchOp(header, x))
    add = arith.AddiOp(header.args[0], x)
    header.add_ops([add, cf.ConditionalBranchOp(c, header, [add], exit_block, [])])
    exit_block.add_op(func.ReturnOp())
    function = func.FuncOp("f", ([i1, i32], []), Region([entry, header, exit_block]))
    liveness = Liveness(function)
    assert set(liveness.live_in(entry)) == set()
    assert set(liveness.live_out(entry)) == {c, x}
    assert set(liveness.live_in(header)) == {c, x}
    assert set(liveness.live_out(header)) == {c, x}
    assert set(liveness.live_in(exit_block)) == set()


def test_long_chain_of_blocks():
    """Many blocks, each passing a value to the next: one pass, linear sets."""
    count = 1000
    lines = ["func.func @chain(%x: i32) -> i32 {", "  cf.br ^b0"]
    for i in range(count):
        previous = "%x" if i == 0 else f"%v{i - 1}"
        lines.append(f"^b{i}:")
        lines.append(f"  %v{i} = arith.addi {previous}, %x : i32")
        lines.append(f"  cf.br ^b{i + 1}")
    lines.append(f"^b{count}:")
    lines.append(f"  func.return %v{count - 1} : i32")
    lines.append("}")
    module = parse("\n".join(lines))
    function = function_named(module, "chain")
    liveness = Liveness(function)
    blocks = list(function.body.blocks)
    middle = blocks[count // 2]
    assert {str(v.name_hint) for v in liveness.live_in(middle)} == {
        "x",
        f"v{count // 2 - 2}",
    }
    assert {str(v.name_hint) for v in liveness.live_out(middle)} == {
        "x",
        f"v{count // 2 - 1}",
    }
    assert {str(v.name_hint) for v in liveness.live_in(blocks[-1])} == {f"v{count - 1}"}


# ---------------------------------------------------------------------------
# Random CFGs against a direct (slower) formulation of MLIR's algorithm
# ---------------------------------------------------------------------------


def reference_liveness(
    root: Operation,
) -> dict[Block, tuple[set[SSAValue], set[SSAValue]]]:
    """
    Per block, as MLIR's `Liveness` builds it: `defs` are the block's
    arguments and every value defined in it or nested in it; `uses` every
    operand of an op nested in it, minus `defs`; a value defined directly in
    the block starts live-out if a use lies (through its ancestors) in another
    block of the region; then iterate to a fixpoint.
    """
    blocks = list(root.walk_blocks())
    defs: dict[Block, set[SSAValue]] = {}
    uses: dict[Block, set[SSAValue]] = {}
    live_in: dict[Block, set[SSAValue]] = {}
    live_out: dict[Block, set[SSAValue]] = {}
    for block in blocks:
        block_defs: set[SSAValue] = set(block.args)
        block_uses: set[SSAValue] = set()
        for op in block.walk():
            block_defs.update(op.results)
            block_uses.update(op.operands)
            for region in op.regions:
                for nested in region.blocks:
                    block_defs.update(nested.args)
        defs[block] = block_defs
        uses[block] = block_uses - block_defs
        escaping: set[SSAValue] = set()
        direct = [*block.args, *(r for op in block.ops for r in op.results)]
        for value in direct:
            for use in value.uses:
                owner = use.operation
                while owner.parent is not None and owner.parent.parent is not (
                    block.parent
                ):
                    parent_op = owner.parent_op()
                    assert parent_op is not None
                    owner = parent_op
                if owner.parent is not block:
                    escaping.add(value)
        live_out[block] = escaping
        live_in[block] = set()
    changed = True
    while changed:
        changed = False
        for block in blocks:
            last = block.last_op
            for successor in last.successors if last is not None else ():
                live_out[block] |= live_in[successor]
            new_in = uses[block] | (live_out[block] - defs[block])
            if new_in != live_in[block]:
                live_in[block] = new_in
                changed = True
    return {b: (live_in[b], live_out[b]) for b in blocks}


def build_random_function(data: st.DataObject) -> func.FuncOp:
    """
    A function whose blocks branch at random and whose ops use values defined
    anywhere in their region or in enclosing regions (dominance is not needed
    by liveness). Some ops hold a region with its own small CFG.
    """
    draw = data.draw
    num_blocks = draw(st.integers(1, 6), label="blocks")
    region = Region(
        [Block(arg_types=[i32] * draw(st.integers(0, 2))) for _ in range(num_blocks)]
    )
    blocks = list(region.blocks)
    # (op, pool of values visible to it), the pool completed once all ops exist.
    to_wire: list[tuple[Operation, list[SSAValue]]] = []
    outer_pool: list[SSAValue] = [arg for block in blocks for arg in block.args]

    for block in blocks:
        for _ in range(draw(st.integers(0, 3))):
            nested_regions: list[Region] = []
            if draw(st.booleans()):
                nested_blocks = [
                    Block(arg_types=[i32] * draw(st.integers(0, 1)))
                    for _ in range(draw(st.integers(1, 2)))
                ]
                nested_pool: list[SSAValue] = [
                    arg for nested in nested_blocks for arg in nested.args
                ]
                for nested in nested_blocks:
                    for _ in range(draw(st.integers(0, 2))):
                        inner = test.TestOp(
                            result_types=[i32] * draw(st.integers(0, 1))
                        )
                        nested.add_op(inner)
                        nested_pool.extend(inner.results)
                        to_wire.append((inner, nested_pool))
                    targets = draw(st.lists(st.sampled_from(nested_blocks), max_size=2))
                    terminator = test.TestTermOp(successors=targets)
                    nested.add_op(terminator)
                    to_wire.append((terminator, nested_pool))
                nested_regions.append(Region(nested_blocks))
            op = test.TestOp(
                result_types=[i32] * draw(st.integers(0, 2)), regions=nested_regions
            )
            block.add_op(op)
            outer_pool.extend(op.results)
            to_wire.append((op, outer_pool))
        targets = draw(st.lists(st.sampled_from(blocks), max_size=2))
        terminator = test.TestTermOp(successors=targets)
        block.add_op(terminator)
        to_wire.append((terminator, outer_pool))

    for op, pool in to_wire:
        visible = pool if pool is outer_pool else [*outer_pool, *pool]
        if visible:
            op.operands = draw(st.lists(st.sampled_from(visible), max_size=3))
    arg_types = [arg.type for arg in blocks[0].args]
    return func.FuncOp("random", (arg_types, []), region)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_random_cfgs_match_reference(data: st.DataObject):
    function = build_random_function(data)
    liveness = Liveness(function)
    expected = reference_liveness(function)
    assert set(liveness.blocks) == set(expected)
    for block, (live_in, live_out) in expected.items():
        assert set(liveness.live_in(block)) == live_in
        assert set(liveness.live_out(block)) == live_out
