"""Seeded generator of tensor-level programs for One-Shot Bufferize.

Programs build tensors (`tensor.empty` + `linalg.fill`, dense constants,
`tensor.from_elements`), update them (`tensor.insert`, `tensor.insert_slice`,
`linalg.generic`, `linalg.matmul`, `linalg.fill` into an existing tensor),
take them apart (`tensor.extract`, `tensor.extract_slice`), carry them through
`scf.if` results and `scf.for` iter_args, and pass them to and return them
from functions. Every tensor stays live until `@main` prints it at the end, so
an update of a tensor that is read later is a read-after-write conflict that
One-Shot Bufferize must resolve with a copy; the generator prefers such
"old" tensors as destinations. Tensors are printed through
`bufferization.to_buffer ... read_only` and `printMemrefF32`.

All loops run at most 2 iterations and every dimension is at least 2, so an
index derived from an induction variable is always in bounds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from tests.generators.choices import Choices
from tests.generators.ir_text import FunctionText, float_text, module_text

SIZES_1D = ((2,), (3,), (4,), (6,))
SIZES_2D = ((2, 2), (2, 3), (3, 2), (3, 3))

MAX_REGION_DEPTH = 2
MAX_HELPERS = 2


@dataclass(frozen=True)
class TensorType:
    sizes: tuple[int, ...]
    dynamic: tuple[bool, ...]

    @property
    def rank(self) -> int:
        return len(self.sizes)

    def dims(self) -> str:
        return "".join(
            ("?" if dynamic else str(size)) + "x"
            for size, dynamic in zip(self.sizes, self.dynamic)
        )

    def text(self) -> str:
        return f"tensor<{self.dims()}f32>"

    def memref_text(self) -> str:
        return f"memref<{self.dims()}f32>"

    @property
    def static(self) -> TensorType:
        return TensorType(self.sizes, (False,) * self.rank)


@dataclass
class Value:
    name: str
    type: TensorType


@dataclass
class Scope:
    parent: Scope | None
    depth: int = 0
    tensors: list[Value] = field(default_factory=list[Value])
    scalars: list[str] = field(default_factory=list[str])
    ivs: list[str] = field(default_factory=list[str])
    """Induction variables of enclosing loops (values 0 or 1)."""
    conditions: list[str] = field(default_factory=list[str])

    def chain(self) -> Iterator[Scope]:
        scope: Scope | None = self
        while scope is not None:
            yield scope
            scope = scope.parent

    def visible_tensors(self) -> list[Value]:
        return [value for scope in self.chain() for value in scope.tensors]

    def visible_scalars(self) -> list[str]:
        return [name for scope in self.chain() for name in scope.scalars]

    def visible_ivs(self) -> list[str]:
        return [name for scope in self.chain() for name in scope.ivs]

    def visible_conditions(self) -> list[str]:
        return [name for scope in self.chain() for name in scope.conditions]

    def child(self) -> Scope:
        return Scope(self, self.depth + 1)


@dataclass
class Function:
    text: FunctionText
    is_helper: bool
    index_arguments: dict[int, str] = field(default_factory=dict[int, str])
    opaque: dict[int, str] = field(default_factory=dict[int, str])


@dataclass
class Helper:
    name: str
    params: list[TensorType]
    result_types: list[TensorType]
    with_index: bool


class TensorProgramGenerator:
    def __init__(self, choices: Choices):
        self.c = choices
        self.functions: list[str] = []
        self.helpers: list[Helper] = []
        self.helpers_started = 0
        self.need_opaque_index = False
        self.need_opaque_i1 = False

    def program(self) -> str:
        main = Function(FunctionText("main", [], []), is_helper=False)
        scope = Scope(None)
        self.block(main, scope, self.c.randint(3, 7))
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

    # -- printing --------------------------------------------------------------

    def print_all(self, fn: Function, scope: Scope) -> None:
        for scalar in reversed(scope.visible_scalars()):
            fn.text.op(f"func.call @printF32({scalar}) : (f32) -> ()")
            fn.text.op("func.call @printNewline() : () -> ()")
        for value in reversed(scope.visible_tensors()):
            self.print_tensor(fn, value)

    def print_tensor(self, fn: Function, value: Value) -> None:
        t = fn.text
        buffer = t.fresh("m")
        t.op(
            f"{buffer} = bufferization.to_buffer {value.name} read_only : "
            f"{value.type.text()} to {value.type.memref_text()}"
        )
        unranked = t.fresh("u")
        t.op(
            f"{unranked} = memref.cast {buffer} : {value.type.memref_text()} to memref<*xf32>"
        )
        t.op(f"func.call @printMemrefF32({unranked}) : (memref<*xf32>) -> ()")

    # -- small values ------------------------------------------------------------

    def index_value(self, fn: Function, value: int) -> str:
        if value in fn.index_arguments and self.c.chance(0.7):
            return fn.index_arguments[value]
        if self.c.chance(0.4):
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

    def position(self, fn: Function, scope: Scope, size: int) -> str:
        """An index in [0, size): a constant, or an induction variable."""
        ivs = scope.visible_ivs()
        if ivs and self.c.chance(0.4):
            return self.c.pick(ivs)
        return self.index_value(fn, self.c.randint(0, size - 1))

    def condition(self, fn: Function, scope: Scope) -> str:
        t = fn.text
        options: list[tuple[str, int]] = [("constant", 1), ("opaque", 2)]
        if scope.visible_tensors():
            options.append(("extract", 4))
        if scope.visible_ivs():
            options.append(("iv", 4))
        if scope.visible_conditions():
            options.append(("argument", 3))
        kind = self.c.weighted(options)
        if kind == "constant":
            # A constant, or an expression canonicalize folds to one (the
            # branches it does not take are dead).
            return t.folded_i1(self.c.chance(0.5))
        if kind == "opaque":
            constant = t.i1(self.c.chance(0.5))
            name = t.fresh("b")
            t.prologue.append(
                f"  {name} = func.call @opaque_i1({constant}) : (i1) -> i1"
            )
            self.need_opaque_i1 = True
            return name
        if kind == "argument":
            return self.c.pick(scope.visible_conditions())
        name = t.fresh("b")
        if kind == "iv":
            iv = self.c.pick(scope.visible_ivs())
            t.op(f"{name} = arith.cmpi eq, {iv}, {t.index(0)} : index")
            return name
        scalar = self.extract(fn, scope, self.c.pick(scope.visible_tensors()))
        threshold = t.f32(self.c.pick((0.5, 1.5, 2.5, 4.5)))
        t.op(
            f"{name} = arith.cmpf {self.c.pick(('ogt', 'olt'))}, {scalar}, {threshold} : f32"
        )
        return name

    def scalar(self, fn: Function, scope: Scope) -> str:
        scalars = scope.visible_scalars()
        if scalars and self.c.chance(0.5):
            return self.c.pick(scalars)
        return fn.text.f32(self.c.randint(-2, 9) / 2)

    def extract(self, fn: Function, scope: Scope, value: Value) -> str:
        indices = ", ".join(self.position(fn, scope, size) for size in value.type.sizes)
        name = fn.text.fresh("s")
        fn.text.op(
            f"{name} = tensor.extract {value.name}[{indices}] : {value.type.text()}"
        )
        return name

    # -- making tensors ----------------------------------------------------------

    def random_sizes(self, scope: Scope) -> tuple[int, ...]:
        existing = [value.type.sizes for value in scope.visible_tensors()]
        if existing and self.c.chance(0.6):
            return self.c.pick(existing)
        if self.c.chance(0.3):
            return self.c.pick(SIZES_2D)
        return self.c.pick(SIZES_1D)

    def random_type(self, sizes: tuple[int, ...]) -> TensorType:
        if self.c.chance(0.25):
            return TensorType(sizes, tuple(self.c.chance(0.7) for _ in sizes))
        return TensorType(sizes, (False,) * len(sizes))

    def cast(self, fn: Function, value: Value, target: TensorType) -> Value:
        if value.type == target:
            return value
        name = fn.text.fresh("cast")
        fn.text.op(
            f"{name} = tensor.cast {value.name} : {value.type.text()} to {target.text()}"
        )
        return Value(name, target)

    def new_tensor(self, fn: Function, scope: Scope, type_: TensorType) -> Value:
        """A tensor made from nothing but constants."""
        t = fn.text
        kind = self.c.weighted([("fill", 5), ("constant", 2), ("elements", 1)])
        if kind == "fill":
            dynamic = ", ".join(
                self.index_value(fn, size)
                for size, is_dynamic in zip(type_.sizes, type_.dynamic)
                if is_dynamic
            )
            empty = t.fresh("empty")
            t.op(f"{empty} = tensor.empty({dynamic}) : {type_.text()}")
            name = t.fresh("fill")
            value = self.scalar(fn, scope)
            t.op(
                f"{name} = linalg.fill ins({value} : f32) outs({empty} : {type_.text()}) -> {type_.text()}"
            )
            return Value(name, type_)
        static = type_.static
        name = t.fresh("cst" if kind == "constant" else "elems")
        count = 1
        for size in static.sizes:
            count *= size
        if kind == "constant":
            values = [float_text(self.c.randint(-4, 12) / 2) for _ in range(count)]
            if static.rank == 2:
                rows = static.sizes[1]
                nested = ", ".join(
                    "[" + ", ".join(values[i : i + rows]) + "]"
                    for i in range(0, count, rows)
                )
                literal = f"[{nested}]"
            else:
                literal = "[" + ", ".join(values) + "]"
            t.op(f"{name} = arith.constant dense<{literal}> : {static.text()}")
        else:
            elements = ", ".join(self.scalar(fn, scope) for _ in range(count))
            t.op(f"{name} = tensor.from_elements {elements} : {static.text()}")
        return self.cast(fn, Value(name, static), type_)

    def produce(
        self, fn: Function, scope: Scope, type_: TensorType, depth: int = 0
    ) -> Value:
        """A tensor of `type_`: an existing one (cast if needed), a new one,
        or one derived from an existing one."""
        existing = [v for v in scope.visible_tensors() if v.type.sizes == type_.sizes]
        options: list[tuple[str, int]] = [("new", 2)]
        if existing:
            options += [("existing", 5), ("updated", 3 if depth == 0 else 0)]
        if depth == 0 and self.helpers_started < MAX_HELPERS and not fn.is_helper:
            options.append(("call", 1))
        kind = self.c.weighted(options)
        if kind == "existing":
            return self.cast(fn, self.c.pick(existing), type_)
        if kind == "updated":
            source = self.c.pick(existing)
            return self.cast(fn, self.update(fn, scope, source), type_)
        if kind == "call":
            return self.call_new_helper(fn, scope, [type_])[0]
        return self.new_tensor(fn, scope, type_)

    def update(
        self, fn: Function, scope: Scope, dest: Value, in_place: bool = False
    ) -> Value:
        """A new version of `dest` (which stays live: a read after write if
        it is read later). `in_place`: reading no other alias of `dest`, so
        that the result can bufferize in place."""
        t = fn.text
        options: list[tuple[str, int]] = [("insert", 4), ("fill", 1), ("generic", 3)]
        if any(size >= 3 for size in dest.type.sizes):
            options.append(("insert_slice", 3))
        if dest.type.rank == 2:
            options.append(("matmul", 2))
        sources = scope
        if in_place:
            # Operands come from the tensors of enclosing scopes only.
            sources = scope.parent or Scope(None)
        kind = self.c.weighted(options)
        type_text = dest.type.text()
        if kind == "insert":
            value = self.scalar(fn, scope)
            indices = ", ".join(
                self.position(fn, scope, size) for size in dest.type.sizes
            )
            name = t.fresh("ins")
            t.op(
                f"{name} = tensor.insert {value} into {dest.name}[{indices}] : {type_text}"
            )
            return Value(name, dest.type)
        if kind == "fill":
            name = t.fresh("refill")
            t.op(
                f"{name} = linalg.fill ins({self.scalar(fn, scope)} : f32) "
                f"outs({dest.name} : {type_text}) -> {type_text}"
            )
            return Value(name, dest.type)
        if kind == "insert_slice":
            sizes = tuple(
                self.c.randint(1, max(size - 1, 1)) for size in dest.type.sizes
            )
            offsets = [
                self.c.randint(0, full - size)
                for full, size in zip(dest.type.sizes, sizes)
            ]
            piece = self.slice_source(fn, sources, sizes)
            name = t.fresh("inslice")
            t.op(
                f"{name} = tensor.insert_slice {piece.name} into {dest.name}"
                f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, sizes))}] "
                f"[{', '.join('1' for _ in sizes)}] : {piece.type.text()} into {type_text}"
            )
            return Value(name, dest.type)
        if kind == "matmul":
            m, n = dest.type.sizes
            k = self.c.pick((2, 3))
            lhs = self.produce(fn, sources, TensorType((m, k), (False, False)), depth=1)
            rhs = self.produce(fn, sources, TensorType((k, n), (False, False)), depth=1)
            name = t.fresh("mm")
            t.op(
                f"{name} = linalg.matmul ins({lhs.name}, {rhs.name} : {lhs.type.text()}, {rhs.type.text()}) "
                f"outs({dest.name} : {type_text}) -> {type_text}"
            )
            return Value(name, dest.type)
        return self.generic(fn, sources, dest)

    def slice_source(self, fn: Function, scope: Scope, sizes: tuple[int, ...]) -> Value:
        """A static tensor of `sizes`: a slice of a bigger tensor or a new one."""
        bigger = [
            v
            for v in scope.visible_tensors()
            if v.type.rank == len(sizes)
            and all(a >= b for a, b in zip(v.type.sizes, sizes))
        ]
        type_ = TensorType(sizes, (False,) * len(sizes))
        if bigger and self.c.chance(0.7):
            return self.extract_slice(fn, scope, self.c.pick(bigger), sizes)
        return self.new_tensor(fn, scope, type_)

    def extract_slice(
        self, fn: Function, scope: Scope, source: Value, sizes: tuple[int, ...]
    ) -> Value:
        t = fn.text
        offsets: list[str] = []
        for full, size in zip(source.type.sizes, sizes):
            offset = self.c.randint(0, full - size)
            if self.c.chance(0.3):
                offsets.append(self.index_value(fn, offset))
            else:
                offsets.append(str(offset))
        type_ = TensorType(sizes, (False,) * len(sizes))
        name = t.fresh("slice")
        t.op(
            f"{name} = tensor.extract_slice {source.name}[{', '.join(offsets)}] "
            f"[{', '.join(map(str, sizes))}] [{', '.join('1' for _ in sizes)}] : "
            f"{source.type.text()} to {type_.text()}"
        )
        return Value(name, type_)

    def generic(self, fn: Function, scope: Scope, dest: Value) -> Value:
        """An elementwise `linalg.generic` into `dest`."""
        t = fn.text
        rank = dest.type.rank
        inputs = [
            self.produce(fn, scope, dest.type, depth=1)
            for _ in range(self.c.randint(1, 2))
        ]
        dims = ", ".join(f"d{i}" for i in range(rank))
        identity = f"affine_map<({dims}) -> ({dims})>"
        maps = ", ".join([identity] * (len(inputs) + 1))
        iterators = ", ".join(['"parallel"'] * rank)
        types = ", ".join(value.type.text() for value in inputs)
        name = t.fresh("gen")
        t.op(
            f"{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}} "
            f"ins({', '.join(v.name for v in inputs)} : {types}) outs({dest.name} : {dest.type.text()}) {{"
        )
        arguments = [t.fresh("x") for _ in inputs]
        out = t.fresh("o")
        signature = ", ".join(f"{a}: f32" for a in [*arguments, out])
        t.label(f"^bb0({signature}):")
        t.indent += 1
        accumulated = arguments[0]
        operands = arguments[1:] + ([out] if self.c.chance(0.5) else [])
        for operand in operands:
            combined = t.fresh("e")
            t.op(
                f"{combined} = arith.{self.c.pick(('addf', 'mulf', 'subf'))} {accumulated}, {operand} : f32"
            )
            accumulated = combined
        scaled = t.fresh("e")
        t.op(
            f"{scaled} = arith.addf {accumulated}, {t.f32(self.c.randint(0, 4) / 2)} : f32"
        )
        t.op(f"linalg.yield {scaled} : f32")
        t.indent -= 1
        t.op(f"}} -> {dest.type.text()}")
        return Value(name, dest.type)

    # -- statements ----------------------------------------------------------------

    def block(self, fn: Function, scope: Scope, count: int) -> None:
        for _ in range(count):
            self.statement(fn, scope)

    def statement(self, fn: Function, scope: Scope) -> None:
        tensors = scope.visible_tensors()
        options: list[tuple[str, int]] = [("new", 3)]
        if tensors:
            options += [("update", 6), ("extract", 2), ("slice", 2), ("print", 1)]
        if scope.depth < MAX_REGION_DEPTH:
            options += [("if", 4), ("for", 4)]
        if not fn.is_helper:
            if self.helpers_started < MAX_HELPERS:
                options.append(("call", 3))
            if self.helpers:
                options.append(("call_again", 2))
        kind = self.c.weighted(options)
        getattr(self, f"stmt_{kind}")(fn, scope)

    def stmt_new(self, fn: Function, scope: Scope) -> None:
        sizes = self.random_sizes(scope)
        scope.tensors.append(self.new_tensor(fn, scope, self.random_type(sizes)))

    def stmt_update(self, fn: Function, scope: Scope) -> None:
        scope.tensors.append(
            self.update(fn, scope, self.c.pick(scope.visible_tensors()))
        )

    def stmt_extract(self, fn: Function, scope: Scope) -> None:
        scope.scalars.append(
            self.extract(fn, scope, self.c.pick(scope.visible_tensors()))
        )

    def stmt_slice(self, fn: Function, scope: Scope) -> None:
        source = self.c.pick(scope.visible_tensors())
        sizes = tuple(self.c.randint(1, size) for size in source.type.sizes)
        if min(sizes) < 2:
            # Keep every dimension at least 2 (see the module docstring).
            sizes = tuple(
                max(size, min(2, full)) for size, full in zip(sizes, source.type.sizes)
            )
        scope.tensors.append(self.extract_slice(fn, scope, source, sizes))

    def stmt_print(self, fn: Function, scope: Scope) -> None:
        self.print_tensor(fn, self.c.pick(scope.visible_tensors()))

    def result_types(self, scope: Scope, low: int, high: int) -> list[TensorType]:
        return [
            self.random_type(self.random_sizes(scope))
            for _ in range(self.c.randint(low, high))
        ]

    def stmt_if(self, fn: Function, scope: Scope) -> None:
        t = fn.text
        types = self.result_types(scope, 1, 2)
        with_scalar = self.c.chance(0.2)
        condition = self.condition(fn, scope)
        texts = [type_.text() for type_ in types] + (["f32"] if with_scalar else [])
        name = t.fresh("if")
        head = f"{name}:{len(texts)} = " if len(texts) > 1 else f"{name} = "
        t.op(f"{head}scf.if {condition} -> ({', '.join(texts)}) {{")
        for branch in range(2):
            if branch:
                t.op("} else {")
            t.indent += 1
            inner = scope.child()
            self.block(fn, inner, self.c.randint(0, 2))
            operands = [self.produce(fn, inner, type_).name for type_ in types]
            if with_scalar:
                operands.append(self.scalar(fn, inner))
            t.op(f"scf.yield {', '.join(operands)} : {', '.join(texts)}")
            t.indent -= 1
        t.op("}")
        self.bind(scope, name, types, with_scalar)

    def bind(
        self, scope: Scope, name: str, types: list[TensorType], with_scalar: bool
    ) -> None:
        count = len(types) + (1 if with_scalar else 0)
        names = [name] if count == 1 else [f"{name}#{i}" for i in range(count)]
        for result, type_ in zip(names, types):
            scope.tensors.append(Value(result, type_))
        if with_scalar:
            scope.scalars.append(names[-1])

    def stmt_for(self, fn: Function, scope: Scope) -> None:
        t = fn.text
        types = self.result_types(scope, 1, 2)
        with_scalar = self.c.chance(0.3)
        inits = [self.produce(fn, scope, type_) for type_ in types]
        scalar_init = self.scalar(fn, scope) if with_scalar else None
        scalar_acc = ""
        upper = self.index_value(fn, self.c.pick((2, 1, 0)))
        iv = t.fresh("i")
        name = t.fresh("for")
        accumulators = [t.fresh("acc") for _ in types]
        pairs = [f"{a} = {init.name}" for a, init in zip(accumulators, inits)]
        texts = [type_.text() for type_ in types]
        if scalar_init is not None:
            scalar_acc = t.fresh("sacc")
            pairs.append(f"{scalar_acc} = {scalar_init}")
            texts.append("f32")
        head = f"{name}:{len(texts)} = " if len(texts) > 1 else f"{name} = "
        t.op(
            f"{head}scf.for {iv} = {t.index(0)} to {upper} step {t.index(1)} "
            f"iter_args({', '.join(pairs)}) -> ({', '.join(texts)}) {{"
        )
        t.indent += 1
        body = scope.child()
        body.ivs.append(iv)
        accumulator_values = [Value(a, type_) for a, type_ in zip(accumulators, types)]
        if scalar_init is not None:
            body.scalars.append(scalar_acc)
        # The body's other statements do not see the accumulators: an alias
        # of one (a slice, a yield of an scf.if) still live at the update
        # below would make One-Shot Bufferize copy, and MLIR then rejects the
        # loop (see below).
        self.block(fn, body, self.c.randint(0, 2))
        operands: list[str] = []
        summed = ""
        if scalar_init is not None:
            loaded = self.extract(
                fn, body, self.c.pick(accumulator_values + body.visible_tensors())
            )
            summed = t.fresh("s")
            t.op(f"{summed} = arith.addf {scalar_acc}, {loaded} : f32")
        # One-Shot Bufferize (MLIR 22, default options) requires each yielded
        # tensor to be equivalent to its iter_arg: yield the accumulator or an
        # in-place update of it, made last (nothing reads the accumulator
        # afterwards, so no copy breaks the equivalence).
        for accumulator, type_ in zip(accumulator_values, types):
            if self.c.chance(0.85):
                value = self.cast(
                    fn, self.update(fn, body, accumulator, in_place=True), type_
                )
            else:
                value = accumulator
            operands.append(value.name)
        if scalar_init is not None:
            operands.append(summed)
        t.op(f"scf.yield {', '.join(operands)} : {', '.join(texts)}")
        t.indent -= 1
        t.op("}")
        self.bind(scope, name, types, scalar_init is not None)

    # -- calls ---------------------------------------------------------------------

    def stmt_call(self, fn: Function, scope: Scope) -> None:
        results = self.call_new_helper(fn, scope, self.result_types(scope, 1, 2))
        scope.tensors.extend(results)

    def stmt_call_again(self, fn: Function, scope: Scope) -> None:
        scope.tensors.extend(self.call(fn, scope, self.c.pick(self.helpers)))

    def call_new_helper(
        self, fn: Function, scope: Scope, result_types: list[TensorType]
    ) -> list[Value]:
        name = f"helper{self.helpers_started}"
        self.helpers_started += 1
        params = [
            self.random_type(value.type.sizes)
            for value in scope.visible_tensors()[: self.c.randint(0, 2)]
        ]
        if not params and self.c.chance(0.6):
            params = [self.random_type(self.random_sizes(scope))]
        helper = Helper(name, params, result_types, with_index=self.c.chance(0.4))
        self.define_helper(helper)
        self.helpers.append(helper)
        return self.call(fn, scope, helper)

    def define_helper(self, helper: Helper) -> None:
        arguments: list[tuple[str, str]] = []
        text = FunctionText(
            helper.name, arguments, [type_.text() for type_ in helper.result_types]
        )
        callee = Function(text, is_helper=True)
        scope = Scope(None)
        for type_ in helper.params:
            name = text.fresh("arg")
            arguments.append((name, type_.text()))
            scope.tensors.append(Value(name, type_))
        if helper.with_index:
            name = text.fresh("pos")
            arguments.append((name, "index"))
            # Every call passes 1: a valid index of every dimension.
            callee.index_arguments[1] = name
        self.block(callee, scope, self.c.randint(1, 3))
        results = [self.produce(callee, scope, type_) for type_ in helper.result_types]
        text.op(
            f"return {', '.join(v.name for v in results)} : "
            f"{', '.join(type_.text() for type_ in helper.result_types)}"
        )
        self.functions.append(text.text())

    def call(self, fn: Function, scope: Scope, helper: Helper) -> list[Value]:
        t = fn.text
        arguments = [
            self.produce(fn, scope, type_, depth=1).name for type_ in helper.params
        ]
        types = [type_.text() for type_ in helper.params]
        if helper.with_index:
            arguments.append(self.index_value(fn, 1))
            types.append("index")
        results = [type_.text() for type_ in helper.result_types]
        name = t.fresh("call")
        head = f"{name}:{len(results)} = " if len(results) > 1 else f"{name} = "
        result_text = results[0] if len(results) == 1 else f"({', '.join(results)})"
        t.op(
            f"{head}func.call @{helper.name}({', '.join(arguments)}) : "
            f"({', '.join(types)}) -> {result_text}"
        )
        names = (
            [name]
            if len(results) == 1
            else [f"{name}#{i}" for i in range(len(results))]
        )
        return [Value(n, type_) for n, type_ in zip(names, helper.result_types)]


def generate_tensor_program(seed: int | Choices) -> str:
    """The tensor-level program of `seed` (or of a choice list being replayed)."""
    choices = seed if isinstance(seed, Choices) else Choices(seed)
    return TensorProgramGenerator(choices).program()
