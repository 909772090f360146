"""Seeded generator of memref-level programs for the deallocation pipeline.

A program allocates buffers (no deallocation: the pipeline inserts them) and
moves them through everything the ownership-based deallocation has to track:
`scf.if` / `scf.for` / `scf.while` results and iter_args, `cf.br` /
`cf.cond_br` diamonds, triangles and loops with buffers as block arguments,
`arith.select`, `memref.subview` and `memref.cast` views, function results and
arguments, calls; with allocations in one branch only, static and dynamic
sizes, `memref.alloca` mixed with `memref.alloc`. `@main` takes no argument and
prints every value it computed with the runner-utils functions.

Writes and clones. The pipeline may replace a buffer by a `bufferization.clone`
where it passes a region, block or function boundary, and writing to either
side of a clone afterwards is undefined (the clone may or may not be a copy).
So the generator only writes to *fresh* buffers: allocations of the current
loop level that have not yet been passed to a terminator, a call, a select or
a loop (each "root" allocation carries a frozen flag, set at such a use, and
every buffer value knows the roots it may alias). Reads are unrestricted.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from tests.generators.choices import Choices
from tests.generators.ir_text import FunctionText, module_text

SIZES_1D = ((2,), (3,), (4,), (5,), (6,))
SIZES_2D = ((2, 2), (2, 3), (3, 2), (3, 3))

VALUES = (0.0, 1.0, 2.5, -1.0, 4.0, 0.5)
"""The f32 constants programs compute with."""

MAX_REGION_DEPTH = 2
MAX_HELPERS = 2
MAX_HELPER_DEPTH = 2


@dataclass(frozen=True)
class MemType:
    """A memref type of f32, with the concrete sizes its values have at run
    time (a dynamic dimension still has a size the generator knows)."""

    sizes: tuple[int, ...]
    dynamic: tuple[bool, ...]
    strides: tuple[int | None, ...] | None = None
    """Strided layout (None: identity); None entries are `?`."""
    offset: int | None = 0
    """Offset of a strided layout (None: `?`)."""

    @property
    def rank(self) -> int:
        return len(self.sizes)

    @property
    def identity(self) -> bool:
        return self.strides is None

    def text(self) -> str:
        dims = "".join(
            ("?" if dynamic else str(size)) + "x"
            for size, dynamic in zip(self.sizes, self.dynamic)
        )
        layout = ""
        if self.strides is not None:
            strides = ", ".join("?" if s is None else str(s) for s in self.strides)
            offset = "?" if self.offset is None else str(self.offset)
            layout = (
                f", strided<[{strides}]>"
                if offset == "0"
                else f", strided<[{strides}], offset: {offset}>"
            )
        return f"memref<{dims}f32{layout}>"

    def row_major_strides(self) -> tuple[int | None, ...]:
        """Strides of an identity layout (None where a size is dynamic)."""
        strides: list[int | None] = []
        stride: int | None = 1
        for size, dynamic in reversed(list(zip(self.sizes, self.dynamic))):
            strides.append(stride)
            stride = None if dynamic or stride is None else stride * size
        return tuple(reversed(strides))


def identity_type(sizes: tuple[int, ...], dynamic: tuple[bool, ...]) -> MemType:
    return MemType(sizes, dynamic)


def any_layout_type(sizes: tuple[int, ...]) -> MemType:
    """The fully dynamic strided type every buffer of these sizes casts to."""
    rank = len(sizes)
    return MemType(sizes, (True,) * rank, (None,) * rank, None)


def castable(source: MemType, target: MemType) -> bool:
    """Whether `memref.cast` converts between the two (same sizes assumed)."""
    if source == target:
        return True
    if target.identity:
        return source.identity
    return target == any_layout_type(target.sizes)


class Root:
    """An allocation (or function argument) a buffer value may alias."""

    def __init__(self, kind: str, loop_depth: int, frozen: bool = False):
        self.kind = kind
        """"alloc", "alloca" or "arg"."""
        self.loop_depth = loop_depth
        self.frozen = frozen


@dataclass
class Buf:
    name: str
    type: MemType
    roots: frozenset[Root]
    region_result: bool = False
    """A result of `scf.if` / `scf.for` / `scf.while` (see `settle`)."""

    @property
    def has_alloca(self) -> bool:
        return any(root.kind == "alloca" for root in self.roots)


@dataclass
class Scope:
    """The values visible at a point of a function: the current region or
    block, and (through `parent`) the ones that dominate it."""

    parent: Scope | None
    loop_depth: int
    cfg: bool
    """Whether this is a block of the function body (cf branches allowed)."""
    region_depth: int = 0
    bufs: list[Buf] = field(default_factory=list[Buf])
    scalars: list[str] = field(default_factory=list[str])
    """f32 values."""
    ivs: list[tuple[str, int]] = field(default_factory=list[tuple[str, int]])
    """Induction variables (index) of enclosing loops, with their trip counts."""
    conditions: list[str] = field(default_factory=list[str])
    """i1 values (function arguments)."""
    alloca_ok: bool = True
    """False in an `scf.for` body (an automatic allocation scope: an alloca
    there dies with the iteration, so it must not be yielded)."""
    hidden: set[str] = field(default_factory=set[str])
    """Names of enclosing scopes' buffers not to use from here on."""

    def chain(self) -> Iterator[Scope]:
        scope: Scope | None = self
        while scope is not None:
            yield scope
            scope = scope.parent

    def visible_bufs(self) -> list[Buf]:
        hidden = {name for scope in self.chain() for name in scope.hidden}
        return [
            buf
            for scope in self.chain()
            for buf in scope.bufs
            if buf.name not in hidden
        ]

    def visible_scalars(self) -> list[str]:
        hidden = {name for scope in self.chain() for name in scope.hidden}
        return [
            name
            for scope in self.chain()
            for name in scope.scalars
            if name not in hidden
        ]

    def visible_ivs(self) -> list[tuple[str, int]]:
        return [iv for scope in self.chain() for iv in scope.ivs]

    def visible_conditions(self) -> list[str]:
        return [name for scope in self.chain() for name in scope.conditions]

    def child(
        self, *, loop: bool = False, region: bool = True, alloca_ok: bool = True
    ) -> Scope:
        """The scope of a nested region (`region`) or of a block the current
        one dominates (a cf branch target); nesting depth grows either way."""
        return Scope(
            self,
            self.loop_depth + (1 if loop else 0),
            cfg=self.cfg and not region,
            region_depth=self.region_depth + 1,
            alloca_ok=self.alloca_ok and alloca_ok,
        )


@dataclass
class Function:
    """A function being generated."""

    text: FunctionText
    helper_depth: int
    index_arguments: dict[int, str] = field(default_factory=dict[int, str])
    """Index arguments by the value every call passes."""
    opaque: dict[int, str] = field(default_factory=dict[int, str])


@dataclass
class Helper:
    """A generated function other programs can call again."""

    name: str
    buffer_params: list[MemType]
    index_params: list[int]
    condition_params: int
    result_types: list[MemType]
    result_args: list[set[int]]
    """For each result, the buffer parameters it may alias."""
    result_locals: list[set[int]]
    """For each result, ids of the callee's own allocations it may alias."""


def freeze(buf: Buf) -> None:
    for root in buf.roots:
        root.frozen = True


class MemrefProgramGenerator:
    def __init__(self, choices: Choices):
        self.c = choices
        self.functions: list[str] = []
        self.helpers: list[Helper] = []
        self.need_opaque_index = False
        self.need_opaque_i1 = False
        self.local_ids: dict[Root, int] = {}
        self.helpers_started = 0
        self.region_scalars: set[str] = set()
        """f32 results of scf ops."""

    # -- the program ---------------------------------------------------------

    def program(self) -> str:
        main = Function(FunctionText("main", [], []), helper_depth=0)
        scope = Scope(None, 0, cfg=True)
        scope = self.block(main, scope, self.c.randint(3, 5))
        self.print_all(main, scope)
        main.text.op("return")
        functions = list(self.functions)
        if self.need_opaque_index:
            functions.append(
                "func.func @opaque_index(%x: index) -> index {\n  return %x : index\n}"
            )
        if self.need_opaque_i1:
            functions.append(
                "func.func @opaque_i1(%x: i1) -> i1 {\n  return %x : i1\n}"
            )
        functions.append(main.text.text())
        return module_text(functions)

    def print_all(self, fn: Function, scope: Scope) -> None:
        for scalar in reversed(scope.visible_scalars()):
            fn.text.op(f"func.call @printF32({scalar}) : (f32) -> ()")
            fn.text.op("func.call @printNewline() : () -> ()")
        for buf in reversed(scope.visible_bufs()):
            self.print_buf(fn, buf)

    def print_buf(self, fn: Function, buf: Buf) -> None:
        unranked = fn.text.fresh("u")
        fn.text.op(
            f"{unranked} = memref.cast {buf.name} : {buf.type.text()} to memref<*xf32>"
        )
        fn.text.op(f"func.call @printMemrefF32({unranked}) : (memref<*xf32>) -> ()")

    # -- small values ----------------------------------------------------------

    def index_value(self, fn: Function, value: int) -> str:
        """An index SSA value equal to `value`: an argument, an opaque call
        result (`@opaque_index`, not folded by canonicalization) or a constant."""
        if value in fn.index_arguments and self.c.chance(0.7):
            return fn.index_arguments[value]
        if self.c.chance(0.5):
            name = fn.opaque.get(value)
            if name is None:
                constant = fn.text.index(value)
                name = fn.text.fresh("n")
                fn.text.prologue.append(
                    f"  {name} = func.call @opaque_index({constant}) : (index) -> index"
                )
                fn.opaque[value] = name
                self.need_opaque_index = True
            return name
        return fn.text.index(value)

    def condition(self, fn: Function, scope: Scope) -> str:
        """An i1 value, mostly not known to the compiler."""
        t = fn.text
        options: list[tuple[str, int]] = [("constant", 1), ("opaque", 2)]
        if scope.visible_bufs():
            options.append(("load", 4))
        if scope.visible_ivs():
            options.append(("iv", 5))
        if scope.visible_conditions():
            options.append(("argument", 3))
        kind = self.c.weighted(options)
        if kind == "constant":
            # A constant, or an expression canonicalize folds to one (the
            # branches it does not take are dead).
            return t.folded_i1(self.c.chance(0.5))
        if kind == "opaque":
            value = self.c.chance(0.5)
            constant = t.i1(value)
            name = t.fresh("b")
            t.prologue.append(
                f"  {name} = func.call @opaque_i1({constant}) : (i1) -> i1"
            )
            self.need_opaque_i1 = True
            return name
        if kind == "argument":
            return self.c.pick(scope.visible_conditions())
        if kind == "iv":
            iv, trips = self.c.pick(scope.visible_ivs())
            bound = t.index(self.c.randint(0, max(trips - 1, 1)))
            predicate = self.c.pick(("slt", "eq", "sge", "ne"))
            name = t.fresh("b")
            t.op(f"{name} = arith.cmpi {predicate}, {iv}, {bound} : index")
            return name
        scalar = self.load(fn, scope, self.c.pick(scope.visible_bufs()))
        threshold = t.f32(self.c.pick((0.5, 1.5, 2.5, 4.5, 7.5)))
        name = t.fresh("b")
        predicate = self.c.pick(("ogt", "olt"))
        t.op(f"{name} = arith.cmpf {predicate}, {scalar}, {threshold} : f32")
        return name

    def indices(self, fn: Function, sizes: tuple[int, ...]) -> str:
        return ", ".join(fn.text.index(self.c.randint(0, size - 1)) for size in sizes)

    def load(self, fn: Function, scope: Scope, buf: Buf) -> str:
        name = fn.text.fresh("s")
        fn.text.op(
            f"{name} = memref.load {buf.name}[{self.indices(fn, buf.type.sizes)}] : {buf.type.text()}"
        )
        return name

    def scalar(self, fn: Function, scope: Scope) -> str:
        scalars = scope.visible_scalars()
        if scalars and self.c.chance(0.6):
            return self.c.pick(scalars)
        return fn.text.f32(self.c.pick(VALUES))

    def writable(self, buf: Buf, scope: Scope) -> bool:
        return all(
            root.kind != "arg"
            and not root.frozen
            and root.loop_depth == scope.loop_depth
            for root in buf.roots
        )

    # -- buffers -----------------------------------------------------------------

    def random_sizes(self, scope: Scope) -> tuple[int, ...]:
        existing = [buf.type.sizes for buf in scope.visible_bufs()]
        if existing and self.c.chance(0.6):
            return self.c.pick(existing)
        if self.c.chance(0.25):
            return self.c.pick(SIZES_2D)
        return self.c.pick(SIZES_1D)

    def random_join_type(self, sizes: tuple[int, ...]) -> MemType:
        rank = len(sizes)
        kind = self.c.weighted(
            [("static", 3), ("dynamic", 3), ("any", 2), ("mixed", 1)]
        )
        if kind == "static":
            return identity_type(sizes, (False,) * rank)
        if kind == "dynamic":
            return identity_type(sizes, (True,) * rank)
        if kind == "mixed":
            return identity_type(sizes, tuple(self.c.chance(0.5) for _ in sizes))
        return any_layout_type(sizes)

    def alloc(
        self,
        fn: Function,
        scope: Scope,
        sizes: tuple[int, ...],
        type_: MemType | None = None,
        allow_alloca: bool = True,
        initialize: bool = True,
    ) -> Buf:
        """A new allocation (initialized, so that every read is defined)."""
        t = fn.text
        if type_ is None or not type_.identity:
            type_ = identity_type(sizes, tuple(self.c.chance(0.35) for _ in sizes))
        allow_alloca = allow_alloca and scope.alloca_ok
        kind = "alloca" if allow_alloca and self.c.chance(0.15) else "alloc"
        dynamic_sizes = ", ".join(
            self.index_value(fn, size)
            for size, dynamic in zip(sizes, type_.dynamic)
            if dynamic
        )
        name = t.fresh("alloc" if kind == "alloc" else "alloca")
        t.op(f"{name} = memref.{kind}({dynamic_sizes}) : {type_.text()}")
        buf = Buf(name, type_, frozenset({Root(kind, scope.loop_depth)}))
        if initialize:
            self.initialize(fn, scope, buf)
        return buf

    def initialize(self, fn: Function, scope: Scope, buf: Buf) -> None:
        t = fn.text
        sources = [
            other
            for other in scope.visible_bufs()
            if other.type.sizes == buf.type.sizes and not (other.roots & buf.roots)
        ]
        options = [("fill", 6), ("loop", 2)]
        if sources:
            options.append(("copy", 2))
        kind = self.c.weighted(options)
        if kind == "fill":
            value = t.f32(self.c.pick(VALUES))
            t.op(f"linalg.fill ins({value} : f32) outs({buf.name} : {buf.type.text()})")
        elif kind == "copy":
            source = self.c.pick(sources)
            t.op(
                f"memref.copy {source.name}, {buf.name} : {source.type.text()} to {buf.type.text()}"
            )
        else:
            self.store_loop(fn, scope, buf, None)

    def store_loop(
        self,
        fn: Function,
        scope: Scope,
        target: Buf,
        source: Buf | None,
        step: str | None = None,
    ) -> None:
        """`target[i] = f(i)` or `target[i] = f(source[i], i)` by loops of stores."""
        t = fn.text
        ivs: list[str] = []
        outer_indent = t.indent
        for axis, size in enumerate(target.type.sizes):
            iv = t.fresh("i")
            if target.type.dynamic[axis] and self.c.chance(0.5):
                bound = t.fresh("d")
                t.op(
                    f"{bound} = memref.dim {target.name}, {t.index(axis)} : {target.type.text()}"
                )
            else:
                bound = t.index(size)
            t.op(f"scf.for {iv} = {t.index(0)} to {bound} step {t.index(1)} {{")
            t.indent += 1
            ivs.append(iv)
        position = ivs[0]
        if len(ivs) == 2:
            position = t.fresh("p")
            t.op(
                f"{position} = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>({ivs[0]}, {ivs[1]})"
            )
        as_int = t.fresh("k")
        t.op(f"{as_int} = arith.index_cast {position} : index to i64")
        value = t.fresh("f")
        t.op(f"{value} = arith.sitofp {as_int} : i64 to f32")
        scaled = t.fresh("f")
        t.op(
            f"{scaled} = arith.mulf {value}, {t.f32(self.c.pick((0.5, 1.0, 2.0, -1.0)))} : f32"
        )
        result = scaled
        if source is not None:
            loaded = t.fresh("f")
            t.op(
                f"{loaded} = memref.load {source.name}[{', '.join(ivs)}] : {source.type.text()}"
            )
            result = t.fresh("f")
            t.op(f"{result} = arith.addf {loaded}, {scaled} : f32")
        if step is not None:
            as_int = t.fresh("k")
            t.op(f"{as_int} = arith.index_cast {step} : index to i64")
            as_float = t.fresh("f")
            t.op(f"{as_float} = arith.sitofp {as_int} : i64 to f32")
            summed = t.fresh("f")
            t.op(f"{summed} = arith.addf {result}, {as_float} : f32")
            result = summed
        else:
            summed = t.fresh("f")
            t.op(
                f"{summed} = arith.addf {result}, {t.f32(self.c.randint(0, 6) / 2)} : f32"
            )
            result = summed
        t.op(
            f"memref.store {result}, {target.name}[{', '.join(ivs)}] : {target.type.text()}"
        )
        for _ in ivs:
            t.indent -= 1
            t.op("}")
        assert t.indent == outer_indent

    def cast(self, fn: Function, buf: Buf, target: MemType) -> Buf:
        if buf.type == target:
            return buf
        assert castable(buf.type, target), (buf.type, target)
        name = fn.text.fresh("cast")
        fn.text.op(
            f"{name} = memref.cast {buf.name} : {buf.type.text()} to {target.text()}"
        )
        return Buf(name, target, buf.roots)

    def subview(
        self, fn: Function, source: Buf, sizes: tuple[int, ...], allow_step: bool = True
    ) -> Buf:
        """A subview of `source` (identity layout, at least `sizes` big)."""
        t = fn.text
        steps = [1] * len(sizes)
        if allow_step and len(sizes) == 1 and 2 * sizes[0] - 1 <= source.type.sizes[0]:
            steps[0] = self.c.pick((1, 2))
        offsets = [
            self.c.randint(0, full - ((size - 1) * step + 1))
            for full, size, step in zip(source.type.sizes, sizes, steps)
        ]
        source_strides = source.type.row_major_strides()
        offset: int | None = 0
        for o, stride in zip(offsets, source_strides):
            if o != 0:
                offset = (
                    None if stride is None or offset is None else offset + o * stride
                )
        strides = tuple(
            None if stride is None else stride * step
            for stride, step in zip(source_strides, steps)
        )
        type_ = MemType(sizes, (False,) * len(sizes), strides, offset)
        name = t.fresh("view")
        t.op(
            f"{name} = memref.subview {source.name}"
            f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, sizes))}] [{', '.join(map(str, steps))}]"
            f" : {source.type.text()} to {type_.text()}"
        )
        return Buf(name, type_, source.roots)

    def view_sources(
        self, scope: Scope, sizes: tuple[int, ...], for_return: bool
    ) -> list[Buf]:
        return [
            buf
            for buf in scope.visible_bufs()
            if buf.type.identity
            and buf.type.rank == len(sizes)
            and all(a >= b for a, b in zip(buf.type.sizes, sizes))
            and not (for_return and buf.has_alloca)
        ]

    def produce(
        self,
        fn: Function,
        scope: Scope,
        sizes: tuple[int, ...],
        target: MemType,
        for_return: bool = False,
        depth: int = 0,
    ) -> Buf:
        """A value of type `target` (with `sizes`) made or found in `scope`,
        about to be passed across a boundary (the caller freezes it)."""
        existing = [
            buf
            for buf in scope.visible_bufs()
            if buf.type.sizes == sizes
            and castable(buf.type, target)
            and not (for_return and buf.has_alloca)
        ]
        options: list[tuple[str, int]] = [("fresh", 2)]
        if existing:
            options.append(("existing", 6))
        if not target.identity and self.view_sources(scope, sizes, for_return):
            options.append(("view", 3))
        if depth == 0:
            options.append(("select", 1))
        if fn.helper_depth == 0 and self.helpers_started < MAX_HELPERS and depth == 0:
            options.append(("call", 1))
        kind = self.c.weighted(options)
        if kind == "existing":
            return self.cast(fn, self.c.pick(existing), target)
        if kind == "view":
            source = self.c.pick(self.view_sources(scope, sizes, for_return))
            return self.cast(fn, self.subview(fn, source, sizes), target)
        if kind == "select":
            condition = self.condition(fn, scope)
            first = self.produce(fn, scope, sizes, target, for_return, depth + 1)
            second = self.produce(fn, scope, sizes, target, for_return, depth + 1)
            return self.select(fn, condition, first, second)
        if kind == "call":
            results = self.call_new_helper(fn, scope, [(sizes, target)])
            return results[0]
        buf = self.alloc(fn, scope, sizes, target, allow_alloca=not for_return)
        return self.cast(fn, buf, target)

    def select(self, fn: Function, condition: str, first: Buf, second: Buf) -> Buf:
        assert first.type == second.type
        freeze(first)
        freeze(second)
        name = fn.text.fresh("sel")
        fn.text.op(
            f"{name} = arith.select {condition}, {first.name}, {second.name} : {first.type.text()}"
        )
        return Buf(name, first.type, first.roots | second.roots)

    # -- statements ----------------------------------------------------------------

    def block(self, fn: Function, scope: Scope, count: int) -> Scope:
        """`count` statements; returns the scope the code continues in (a
        cf statement ends the current block)."""
        for _ in range(count):
            scope = self.statement(fn, scope)
        return scope

    def statement(self, fn: Function, scope: Scope) -> Scope:
        bufs = scope.visible_bufs()
        nested = scope.region_depth < MAX_REGION_DEPTH
        options: list[tuple[str, int]] = [("alloc", 4)]
        if bufs:
            options += [("load", 2), ("print", 1), ("view", 3), ("copy", 1)]
            if any(self.writable(buf, scope) for buf in bufs):
                options.append(("store", 2))
            if self.select_pairs(scope):
                options.append(("select", 3))
        if nested:
            options += [("if", 5), ("for", 4), ("while", 2)]
        if fn.helper_depth < MAX_HELPER_DEPTH:
            if self.helpers_started < MAX_HELPERS:
                options.append(("call", 3 if fn.helper_depth == 0 else 1))
            if self.helpers:
                options.append(("call_again", 2))
        if scope.cfg and nested:
            # MLIR's deallocation rejects unstructured loops: rare.
            options += [("diamond", 5), ("cf_loop", 1 if self.c.chance(0.15) else 0)]
        kind = self.c.weighted(options)
        return getattr(self, f"stmt_{kind}")(fn, scope)

    def stmt_alloc(self, fn: Function, scope: Scope) -> Scope:
        scope.bufs.append(self.alloc(fn, scope, self.random_sizes(scope)))
        return scope

    def stmt_load(self, fn: Function, scope: Scope) -> Scope:
        scalar = self.load(fn, scope, self.c.pick(scope.visible_bufs()))
        if self.c.chance(0.4):
            other = self.scalar(fn, scope)
            combined = fn.text.fresh("s")
            fn.text.op(
                f"{combined} = arith.{self.c.pick(('addf', 'mulf', 'subf'))} {scalar}, {other} : f32"
            )
            scalar = combined
        scope.scalars.append(scalar)
        return scope

    def stmt_print(self, fn: Function, scope: Scope) -> Scope:
        self.print_buf(fn, self.c.pick(scope.visible_bufs()))
        return scope

    def stmt_store(self, fn: Function, scope: Scope) -> Scope:
        target = self.c.pick(
            [buf for buf in scope.visible_bufs() if self.writable(buf, scope)]
        )
        value = self.scalar(fn, scope)
        fn.text.op(
            f"memref.store {value}, {target.name}[{self.indices(fn, target.type.sizes)}] : {target.type.text()}"
        )
        return scope

    def stmt_copy(self, fn: Function, scope: Scope) -> Scope:
        bufs = scope.visible_bufs()
        pairs = [
            (source, target)
            for target in bufs
            if self.writable(target, scope)
            for source in bufs
            if source.type.sizes == target.type.sizes
            and not (source.roots & target.roots)
        ]
        if not pairs:
            # Copy into a new buffer instead.
            source = self.c.pick(bufs)
            target = self.alloc(fn, scope, source.type.sizes, initialize=False)
            scope.bufs.append(target)
        else:
            source, target = self.c.pick(pairs)
        fn.text.op(
            f"memref.copy {source.name}, {target.name} : {source.type.text()} to {target.type.text()}"
        )
        return scope

    def stmt_view(self, fn: Function, scope: Scope) -> Scope:
        source = self.c.pick(scope.visible_bufs())
        if source.type.identity and self.c.chance(0.7):
            sizes = tuple(self.c.randint(1, size) for size in source.type.sizes)
            view = self.subview(fn, source, sizes)
        else:
            view = self.cast(fn, source, any_layout_type(source.type.sizes))
            if view is source:
                view = (
                    self.cast(
                        fn,
                        source,
                        identity_type(source.type.sizes, source.type.dynamic),
                    )
                    if source.type.identity
                    else source
                )
        if view is not source:
            scope.bufs.append(view)
        return scope

    def select_pairs(self, scope: Scope) -> list[tuple[Buf, Buf]]:
        bufs = scope.visible_bufs()
        return [
            (a, b)
            for i, a in enumerate(bufs)
            for b in bufs[i + 1 :]
            if a.type.sizes == b.type.sizes
        ]

    def stmt_select(self, fn: Function, scope: Scope) -> Scope:
        first, second = self.c.pick(self.select_pairs(scope))
        if self.c.chance(0.5):
            first, second = second, first
        if first.type != second.type:
            target = (
                identity_type(first.type.sizes, first.type.dynamic)
                if first.type.identity and second.type.identity
                else any_layout_type(first.type.sizes)
            )
            first = self.cast(fn, first, target)
            second = self.cast(fn, second, target)
        condition = self.condition(fn, scope)
        scope.bufs.append(self.select(fn, condition, first, second))
        return scope

    def result_specs(
        self, scope: Scope, low: int, high: int
    ) -> list[tuple[tuple[int, ...], MemType]]:
        specs: list[tuple[tuple[int, ...], MemType]] = []
        for _ in range(self.c.randint(low, high)):
            sizes = self.random_sizes(scope)
            specs.append((sizes, self.random_join_type(sizes)))
        return specs

    def yield_values(
        self,
        fn: Function,
        scope: Scope,
        specs: list[tuple[tuple[int, ...], MemType]],
    ) -> list[Buf]:
        values = [self.produce(fn, scope, sizes, type_) for sizes, type_ in specs]
        for value in values:
            freeze(value)
        return values

    def stmt_if(self, fn: Function, scope: Scope) -> Scope:
        t = fn.text
        specs = self.result_specs(scope, 0, 2)
        with_scalar = self.c.chance(0.2)
        condition = self.condition(fn, scope)
        types = [type_.text() for _, type_ in specs] + (["f32"] if with_scalar else [])
        result = t.fresh("if")
        if types:
            head = f"{result}:{len(types)} = " if len(types) > 1 else f"{result} = "
            t.op(f"{head}scf.if {condition} -> ({', '.join(types)}) {{")
        else:
            t.op(f"scf.if {condition} {{")
        roots: list[frozenset[Root]] = [frozenset() for _ in specs]
        has_else = bool(types) or self.c.chance(0.5)
        for branch in range(2 if has_else else 1):
            if branch == 1:
                t.op("} else {")
            t.indent += 1
            inner = scope.child()
            inner = self.block(fn, inner, self.c.randint(0, 2))
            values = self.yield_values(fn, inner, specs)
            for index, value in enumerate(values):
                roots[index] |= value.roots
            operands = [value.name for value in values]
            if with_scalar:
                operands.append(self.scalar(fn, inner))
            if types:
                t.op(f"scf.yield {', '.join(operands)} : {', '.join(types)}")
            t.indent -= 1
        t.op("}")
        self.bind_results(scope, result, specs, roots, with_scalar)
        return scope

    def bind_results(
        self,
        scope: Scope,
        result: str,
        specs: list[tuple[tuple[int, ...], MemType]],
        roots: list[frozenset[Root]],
        with_scalar: bool,
        extra: int = 0,
    ) -> None:
        count = len(specs) + (1 if with_scalar else 0) + extra
        names = [result] if count == 1 else [f"{result}#{i}" for i in range(count)]
        for index, (_, type_) in enumerate(specs):
            scope.bufs.append(
                Buf(names[index], type_, roots[index], region_result=True)
            )
        if with_scalar:
            scope.scalars.append(names[len(specs)])
            self.region_scalars.add(names[len(specs)])

    def loop_yield(
        self,
        fn: Function,
        scope: Scope,
        accumulator: Buf,
        iv: str,
        sizes: tuple[int, ...],
        type_: MemType,
    ) -> Buf:
        """What a loop body passes to the next iteration for `accumulator`."""
        t = fn.text
        kind = self.c.weighted(
            [("same", 2), ("update", 4), ("one_branch", 3), ("select", 2), ("other", 2)]
        )
        if kind == "same":
            value = accumulator
        elif kind == "update":
            value = self.updated(fn, scope, accumulator, iv, sizes, type_)
        elif kind == "select":
            condition = self.condition(fn, scope)
            fresh = self.updated(fn, scope, accumulator, iv, sizes, type_)
            value = (
                self.select(fn, condition, accumulator, fresh)
                if self.c.chance(0.5)
                else self.select(fn, condition, fresh, accumulator)
            )
        elif kind == "one_branch":
            condition = self.condition(fn, scope)
            name = t.fresh("if")
            t.op(f"{name} = scf.if {condition} -> ({type_.text()}) {{")
            t.indent += 1
            inner = scope.child()
            inner = self.block(fn, inner, self.c.randint(0, 1))
            fresh = self.updated(fn, inner, accumulator, iv, sizes, type_)
            freeze(fresh)
            t.op(f"scf.yield {fresh.name} : {type_.text()}")
            t.indent -= 1
            t.op("} else {")
            t.indent += 1
            t.op(f"scf.yield {accumulator.name} : {type_.text()}")
            t.indent -= 1
            t.op("}")
            value = Buf(name, type_, accumulator.roots | fresh.roots)
        else:
            value = self.produce(fn, scope, sizes, type_)
        freeze(value)
        return value

    def updated(
        self,
        fn: Function,
        scope: Scope,
        accumulator: Buf,
        iv: str,
        sizes: tuple[int, ...],
        type_: MemType,
    ) -> Buf:
        """A new buffer: the accumulator, with one element set to the
        iteration number."""
        t = fn.text
        fresh = self.alloc(fn, scope, sizes, type_, initialize=False)
        t.op(
            f"memref.copy {accumulator.name}, {fresh.name} : "
            f"{accumulator.type.text()} to {fresh.type.text()}"
        )
        as_int = t.fresh("k")
        t.op(f"{as_int} = arith.index_cast {iv} : index to i64")
        as_float = t.fresh("f")
        t.op(f"{as_float} = arith.sitofp {as_int} : i64 to f32")
        t.op(
            f"memref.store {as_float}, {fresh.name}[{self.indices(fn, sizes)}] : {fresh.type.text()}"
        )
        return self.cast(fn, fresh, type_)

    def stmt_for(self, fn: Function, scope: Scope) -> Scope:
        t = fn.text
        specs = self.result_specs(scope, 1, 2)
        with_scalar = self.c.chance(0.3)
        trips = self.c.pick((1, 2, 3, 0, 4))
        inits = [self.produce(fn, scope, sizes, type_) for sizes, type_ in specs]
        for init in inits:
            freeze(init)
        scalar_init = self.scalar(fn, scope) if with_scalar else None
        scalar_acc = ""
        upper = self.index_value(fn, trips)
        iv = t.fresh("i")
        result = t.fresh("for")
        accumulators = [t.fresh("acc") for _ in specs]
        types = [type_.text() for _, type_ in specs]
        pairs = [f"{a} = {init.name}" for a, init in zip(accumulators, inits)]
        if scalar_init is not None:
            scalar_acc = t.fresh("sacc")
            pairs.append(f"{scalar_acc} = {scalar_init}")
            types.append("f32")
        count = len(types)
        head = f"{result}:{count} = " if count > 1 else f"{result} = "
        t.op(
            f"{head}scf.for {iv} = {t.index(0)} to {upper} step {t.index(1)} "
            f"iter_args({', '.join(pairs)}) -> ({', '.join(types)}) {{"
        )
        t.indent += 1
        body = scope.child(loop=True, alloca_ok=False)
        body.ivs.append((iv, trips))
        carried = Root("carried", body.loop_depth, frozen=True)
        acc_bufs = [
            Buf(name, type_, init.roots | {carried})
            for name, init, (_, type_) in zip(accumulators, inits, specs)
        ]
        body.bufs.extend(acc_bufs)
        if scalar_init is not None:
            body.scalars.append(scalar_acc)
        body = self.block(fn, body, self.c.randint(0, 2))
        yields = [
            self.loop_yield(fn, body, acc, iv, sizes, type_)
            for acc, (sizes, type_) in zip(acc_bufs, specs)
        ]
        operands = [value.name for value in yields]
        if scalar_init is not None:
            loaded = self.load(fn, body, self.c.pick(body.visible_bufs()))
            summed = t.fresh("s")
            t.op(f"{summed} = arith.addf {scalar_acc}, {loaded} : f32")
            operands.append(summed)
        t.op(f"scf.yield {', '.join(operands)} : {', '.join(types)}")
        t.indent -= 1
        t.op("}")
        roots = [acc.roots | value.roots for acc, value in zip(acc_bufs, yields)]
        self.bind_results(scope, result, specs, roots, scalar_init is not None)
        return scope

    def stmt_while(self, fn: Function, scope: Scope) -> Scope:
        t = fn.text
        sizes = self.random_sizes(scope)
        type_ = self.random_join_type(sizes)
        init = self.produce(fn, scope, sizes, type_)
        freeze(init)
        trips = self.c.pick((1, 2, 3, 0))
        upper = self.index_value(fn, trips)
        result = t.fresh("while")
        before_buf, before_count = t.fresh("wb"), t.fresh("wk")
        t.op(
            f"{result}:2 = scf.while ({before_buf} = {init.name}, {before_count} = {t.index(0)}) "
            f": ({type_.text()}, index) -> ({type_.text()}, index) {{"
        )
        t.indent += 1
        carried = Root("carried", scope.loop_depth + 1, frozen=True)
        before = scope.child(loop=True)
        passed = Buf(before_buf, type_, init.roots | {carried})
        before.bufs.append(passed)
        condition = t.fresh("b")
        t.op(f"{condition} = arith.cmpi slt, {before_count}, {upper} : index")
        if self.c.chance(0.3):
            # The before region makes the buffer it passes on.
            passed = self.loop_yield(fn, before, passed, before_count, sizes, type_)
        t.op(
            f"scf.condition({condition}) {passed.name}, {before_count} : {type_.text()}, index"
        )
        t.indent -= 1
        after_buf, after_count = t.fresh("ab"), t.fresh("ak")
        t.op("} do {")
        t.label(f"^bb0({after_buf}: {type_.text()}, {after_count}: index):")
        t.indent += 1
        after = scope.child(loop=True)
        after.ivs.append((after_count, trips))
        accumulator = Buf(after_buf, type_, passed.roots | {carried})
        after.bufs.append(accumulator)
        after = self.block(fn, after, self.c.randint(0, 2))
        value = self.loop_yield(fn, after, accumulator, after_count, sizes, type_)
        next_count = t.fresh("k")
        t.op(f"{next_count} = arith.addi {after_count}, {t.index(1)} : index")
        t.op(f"scf.yield {value.name}, {next_count} : {type_.text()}, index")
        t.indent -= 1
        t.op("}")
        scope.bufs.append(
            Buf(
                f"{result}#0",
                type_,
                accumulator.roots | value.roots,
                region_result=True,
            )
        )
        as_int = t.fresh("k")
        t.op(f"{as_int} = arith.index_cast {result}#1 : index to i64")
        t.op(f"func.call @printI64({as_int}) : (i64) -> ()")
        t.op("func.call @printNewline() : () -> ()")
        return scope

    # -- calls -------------------------------------------------------------------

    def stmt_call(self, fn: Function, scope: Scope) -> Scope:
        specs = self.result_specs(scope, 1, 2)
        for buf in self.call_new_helper(fn, scope, specs):
            scope.bufs.append(buf)
        return scope

    def stmt_call_again(self, fn: Function, scope: Scope) -> Scope:
        helper = self.c.pick(self.helpers)
        for buf in self.call(fn, scope, helper):
            scope.bufs.append(buf)
        return scope

    def call_new_helper(
        self, fn: Function, scope: Scope, specs: list[tuple[tuple[int, ...], MemType]]
    ) -> list[Buf]:
        name = f"helper{self.helpers_started}"
        self.helpers_started += 1
        buffer_params: list[MemType] = []
        visible = scope.visible_bufs()
        for _ in range(self.c.randint(0, 2)):
            if not visible:
                break
            buf = self.c.pick(visible)
            # The argument type: the buffer's own, if values of other layouts
            # can be cast to it.
            own = buf.type.identity and self.c.chance(0.5)
            buffer_params.append(buf.type if own else any_layout_type(buf.type.sizes))
        index_params = (
            sorted({sizes[0] for sizes, _ in specs}) if self.c.chance(0.5) else []
        )
        condition_params = self.c.randint(0, 1)
        result_types = [type_ for _, type_ in specs]
        helper = Helper(
            name, buffer_params, index_params, condition_params, result_types, [], []
        )
        # Listed once defined: a helper never calls itself.
        self.define_helper(helper, fn.helper_depth + 1)
        self.helpers.append(helper)
        return self.call(fn, scope, helper)

    def define_helper(self, helper: Helper, depth: int) -> None:
        arguments: list[tuple[str, str]] = []
        text = FunctionText(
            helper.name, arguments, [type_.text() for type_ in helper.result_types]
        )
        callee = Function(text, helper_depth=depth)
        scope = Scope(None, 0, cfg=True)
        arg_roots: list[Root] = []
        for type_ in helper.buffer_params:
            name = text.fresh("arg")
            arguments.append((name, type_.text()))
            root = Root("arg", 0, frozen=True)
            arg_roots.append(root)
            scope.bufs.append(Buf(name, type_, frozenset({root})))
        for value in helper.index_params:
            name = text.fresh("size")
            arguments.append((name, "index"))
            callee.index_arguments[value] = name
        for _ in range(helper.condition_params):
            name = text.fresh("flag")
            arguments.append((name, "i1"))
            scope.conditions.append(name)
        scope = self.block(callee, scope, self.c.randint(0, 2))
        results = [
            self.produce(callee, scope, type_.sizes, type_, for_return=True)
            for type_ in helper.result_types
        ]
        for value in results:
            freeze(value)
            helper.result_args.append(
                {i for i, root in enumerate(arg_roots) if root in value.roots}
            )
            helper.result_locals.append(
                {self.local_id(root) for root in value.roots if root.kind != "arg"}
            )
        text.op(
            f"return {', '.join(v.name for v in results)} : "
            f"{', '.join(type_.text() for type_ in helper.result_types)}"
        )
        self.functions.append(text.text())

    def local_id(self, root: Root) -> int:
        return self.local_ids.setdefault(root, len(self.local_ids))

    def call(self, fn: Function, scope: Scope, helper: Helper) -> list[Buf]:
        t = fn.text
        arguments: list[Buf] = []
        for type_ in helper.buffer_params:
            argument = self.produce(fn, scope, type_.sizes, type_, depth=1)
            freeze(argument)
            arguments.append(argument)
        operands = [buf.name for buf in arguments]
        operands += [self.index_value(fn, value) for value in helper.index_params]
        operands += [self.condition(fn, scope) for _ in range(helper.condition_params)]
        operand_types = [type_.text() for type_ in helper.buffer_params]
        operand_types += ["index"] * len(helper.index_params)
        operand_types += ["i1"] * helper.condition_params
        result_types = [type_.text() for type_ in helper.result_types]
        name = t.fresh("call")
        count = len(result_types)
        head = f"{name}:{count} = " if count > 1 else f"{name} = "
        results = result_types[0] if count == 1 else f"({', '.join(result_types)})"
        t.op(
            f"{head}func.call @{helper.name}({', '.join(operands)}) : "
            f"({', '.join(operand_types)}) -> {results}"
        )
        # The callee's own allocations become new roots of the caller: fresh
        # (writable) if one result alone may hold them.
        uses: dict[int, int] = {}
        for locals_ in helper.result_locals:
            for local in locals_:
                uses[local] = uses.get(local, 0) + 1
        new_roots = {
            local: Root("alloc", scope.loop_depth, frozen=count_ > 1)
            for local, count_ in uses.items()
        }
        bufs: list[Buf] = []
        for index, type_ in enumerate(helper.result_types):
            roots = {new_roots[local] for local in helper.result_locals[index]}
            for param in helper.result_args[index]:
                roots |= arguments[param].roots
            result_name = name if count == 1 else f"{name}#{index}"
            bufs.append(Buf(result_name, type_, frozenset(roots)))
        return bufs

    # -- unstructured control flow -------------------------------------------------

    def settle(self, fn: Function, scope: Scope) -> None:
        """Before a cf branch: print most `scf` results and stop using them.

        MLIR 22's ownership-based deallocation rebuilds every `scf.if`/
        `scf.for`/`scf.while` (appending ownership results) but keeps a
        liveness analysis of the old IR; a result of such an op that is live
        across a cf branch is then looked up as a destroyed value: a crash,
        corrupted IR, or a buffer freed before its last use
        (docs/differential_testing.md).
        Most programs avoid that shape so that MLIR's column covers them; the
        rest keep it (MLIR's failures on them are recorded)."""
        if self.c.chance(0.2):
            return
        for buf in scope.visible_bufs():
            if buf.region_result:
                # Frozen already (results of yields), so printing now shows
                # their final contents.
                self.print_buf(fn, buf)
                scope.hidden.add(buf.name)
        for scalar in scope.visible_scalars():
            if scalar in self.region_scalars:
                fn.text.op(f"func.call @printF32({scalar}) : (f32) -> ()")
                fn.text.op("func.call @printNewline() : () -> ()")
                scope.hidden.add(scalar)

    def stmt_diamond(self, fn: Function, scope: Scope) -> Scope:
        t = fn.text
        self.settle(fn, scope)
        specs = self.result_specs(scope, 0, 2)
        types = [type_.text() for _, type_ in specs]
        condition = self.condition(fn, scope)
        join = t.fresh_block()
        shape = self.c.weighted([("diamond", 3), ("triangle", 2), ("arguments", 2)])
        roots: list[frozenset[Root]] = [frozenset() for _ in specs]

        def operands(values: list[Buf]) -> str:
            if not values:
                return ""
            return f"({', '.join(v.name for v in values)} : {', '.join(types)})"

        def arm(label: str, arm_scope: Scope) -> None:
            arm_scope = self.block(fn, arm_scope, self.c.randint(0, 2))
            values = self.yield_values(fn, arm_scope, specs)
            for index, value in enumerate(values):
                roots[index] |= value.roots
            t.op(f"cf.br {join}{operands(values)}")

        if shape == "triangle":
            # One edge goes straight to the join block.
            direct = self.yield_values(fn, scope, specs)
            for index, value in enumerate(direct):
                roots[index] |= value.roots
            then = t.fresh_block()
            if self.c.chance(0.5):
                t.op(f"cf.cond_br {condition}, {then}, {join}{operands(direct)}")
            else:
                t.op(f"cf.cond_br {condition}, {join}{operands(direct)}, {then}")
            t.label(f"{then}:")
            arm(then, scope.child(region=False))
        elif shape == "arguments":
            # Both arms receive a buffer as a block argument.
            sizes = self.random_sizes(scope)
            type_ = self.random_join_type(sizes)
            passed = [self.produce(fn, scope, sizes, type_) for _ in range(2)]
            for value in passed:
                freeze(value)
            then, otherwise = t.fresh_block(), t.fresh_block()
            t.op(
                f"cf.cond_br {condition}, {then}({passed[0].name} : {type_.text()}), "
                f"{otherwise}({passed[1].name} : {type_.text()})"
            )
            for label, value in ((then, passed[0]), (otherwise, passed[1])):
                argument = t.fresh("barg")
                t.label(f"{label}({argument}: {type_.text()}):")
                arm_scope = scope.child(region=False)
                arm_scope.bufs.append(Buf(argument, type_, value.roots))
                arm(label, arm_scope)
        else:
            then, otherwise = t.fresh_block(), t.fresh_block()
            t.op(f"cf.cond_br {condition}, {then}, {otherwise}")
            for label in (then, otherwise):
                t.label(f"{label}:")
                arm(label, scope.child(region=False))
        arguments = [t.fresh("join") for _ in specs]
        signature = ", ".join(f"{a}: {ty}" for a, ty in zip(arguments, types))
        t.label(f"{join}({signature}):" if specs else f"{join}:")
        after = scope.child(region=False)
        for argument, (_, type_), root_set in zip(arguments, specs, roots):
            after.bufs.append(Buf(argument, type_, root_set))
        return after

    def stmt_cf_loop(self, fn: Function, scope: Scope) -> Scope:
        t = fn.text
        self.settle(fn, scope)
        sizes = self.random_sizes(scope)
        type_ = self.random_join_type(sizes)
        init = self.produce(fn, scope, sizes, type_)
        freeze(init)
        trips = self.c.pick((1, 2, 3, 0))
        upper = self.index_value(fn, trips)
        header, body_label, exit_label = (
            t.fresh_block(),
            t.fresh_block(),
            t.fresh_block(),
        )
        buf_arg, count_arg = t.fresh("hb"), t.fresh("hk")
        t.op(f"cf.br {header}({init.name}, {t.index(0)} : {type_.text()}, index)")
        t.label(f"{header}({buf_arg}: {type_.text()}, {count_arg}: index):")
        carried = Root("carried", scope.loop_depth + 1, frozen=True)
        head_scope = scope.child(region=False)
        accumulator = Buf(buf_arg, type_, init.roots | {carried})
        head_scope.bufs.append(accumulator)
        condition = t.fresh("b")
        t.op(f"{condition} = arith.cmpi slt, {count_arg}, {upper} : index")
        t.op(f"cf.cond_br {condition}, {body_label}, {exit_label}")
        t.label(f"{body_label}:")
        body = head_scope.child(loop=True, region=False)
        body.ivs.append((count_arg, trips))
        body = self.block(fn, body, self.c.randint(0, 2))
        value = self.loop_yield(fn, body, accumulator, count_arg, sizes, type_)
        next_count = t.fresh("k")
        t.op(f"{next_count} = arith.addi {count_arg}, {t.index(1)} : index")
        t.op(f"cf.br {header}({value.name}, {next_count} : {type_.text()}, index)")
        t.label(f"{exit_label}:")
        accumulator.roots = accumulator.roots | value.roots
        return head_scope.child(region=False)


def generate_memref_program(seed: int | Choices) -> str:
    """The memref-level program of `seed` (or of a choice list being replayed)."""
    choices = seed if isinstance(seed, Choices) else Choices(seed)
    return MemrefProgramGenerator(choices).program()
