"""Seeded generator of tensor-level modules with call chains, for One-Shot
Module Bufferize (`bufferize-function-boundaries`) and the deallocation
pipeline.

A program is a call graph of depth 1 to 4: `@main` (level 0) calls functions
of level 1, which call functions of level 2, and so on; a function only calls
functions one level deeper, so there is no recursion. Functions take one to
three tensors (and sometimes an `index`, always passed 1, and an `f32`), and
return tensors (and sometimes an `f32`). Their bodies

- read arguments (`tensor.extract`, operands of `linalg` ops, slices),
- write arguments (`tensor.insert`, `linalg.fill`, an elementwise
  `linalg.generic`, `tensor.insert_slice`, `linalg.matmul` into a 2-D
  tensor), in place unless the old version is still read,
- return arguments, written versions of them, slices of them, fresh tensors,
  or what their own callees returned,
- call deeper functions, also inside `scf.if` branches and `scf.for` bodies.

Every tensor of `@main` stays live until `@main` prints it at the end, so an
update of a tensor that is printed later is a read after write that One-Shot
Bufferize must resolve with a copy, possibly across function boundaries.

Two rules keep the programs valid for MLIR 22 (and its known defects away):

- An `scf.for` yields a tensor equivalent to its iter_arg (MLIR 22's default
  requirement): the body updates its accumulator last, in place, with an op
  or with a call to a *pure writer* (a function whose first result is its
  first argument updated in place, with nothing else reading the old
  versions), and no other statement of the body sees the accumulator.
- In a callee, no `scf.if` yields values that may alias two different
  arguments (MLIR 22 aborts on such functions: "inconsistent analysis
  state", see docs/one_shot_bufferize.md), and nothing returned is the
  result of a `tensor.cast` (the call-result-copy-sizes defect,
  docs/differential_testing.md): the generator uses static shapes only.

All loops run at most 2 iterations and every dimension is at least 2, so a
position from an induction variable or an `index` argument is in bounds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from tests.generators.choices import Choices
from tests.generators.ir_text import FunctionText, float_text, module_text

SHAPES = ((4,), (6,), (8,), (2, 3), (3, 3))
MAX_LEVEL = 4
MAX_FUNCTIONS = 5
MAX_REGION_DEPTH = 2


@dataclass(frozen=True)
class TensorType:
    sizes: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.sizes)

    def text(self) -> str:
        return f"tensor<{'x'.join(map(str, self.sizes))}xf32>"

    def memref_text(self) -> str:
        return f"memref<{'x'.join(map(str, self.sizes))}xf32>"


@dataclass(frozen=True)
class Value:
    name: str
    type: TensorType
    roots: frozenset[int] = frozenset()
    """The tensor arguments of the current function this value may alias
    (empty: a fresh tensor, or any tensor of `@main`)."""


@dataclass
class Scope:
    parent: Scope | None
    depth: int = 0
    tensors: list[Value] = field(default_factory=list[Value])
    scalars: list[str] = field(default_factory=list[str])
    ivs: list[str] = field(default_factory=list[str])

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

    def child(self) -> Scope:
        return Scope(self, self.depth + 1)


@dataclass
class Callee:
    """A generated function, as its callers see it."""

    name: str
    level: int
    params: list[TensorType]
    with_index: bool
    with_scalar: bool
    results: list[TensorType]
    scalar_result: bool
    result_roots: list[frozenset[int]] = field(default_factory=list[frozenset[int]])
    """For each tensor result, the parameters it may alias."""
    pure_writer: bool = False
    """Its first result is its first parameter updated in place, and nothing
    else reads the old versions: a loop may carry its result."""
    read_only: frozenset[int] = frozenset()
    """Parameters marked `bufferization.writable = false` (the callee copies
    before writing them)."""


@dataclass
class Function:
    text: FunctionText
    level: int
    index_argument: str | None = None
    scalar_argument: str | None = None

    @property
    def is_main(self) -> bool:
        return self.level == 0


class ModuleProgramGenerator:
    def __init__(self, choices: Choices):
        self.c = choices
        self.functions: list[str] = []
        self.callees: list[Callee] = []
        self.depth = 1

    def program(self) -> str:
        self.depth = self.c.randint(1, MAX_LEVEL)
        main = Function(FunctionText("main", [], []), level=0)
        scope = Scope(None)
        # Every program calls at least one function.
        self.stmt_call(main, scope)
        for _ in range(self.c.randint(1, 3)):
            self.statement(main, scope)
        self.print_all(main, scope)
        main.text.op("return")
        return module_text([*self.functions, main.text.text()])

    # -- printing ------------------------------------------------------------------

    def print_all(self, fn: Function, scope: Scope) -> None:
        t = fn.text
        for scalar in scope.visible_scalars():
            t.op(f"func.call @printF32({scalar}) : (f32) -> ()")
            t.op("func.call @printNewline() : () -> ()")
        for value in scope.visible_tensors():
            buffer = t.fresh("m")
            t.op(
                f"{buffer} = bufferization.to_buffer {value.name} read_only : "
                f"{value.type.text()} to {value.type.memref_text()}"
            )
            unranked = t.fresh("u")
            t.op(
                f"{unranked} = memref.cast {buffer} : {value.type.memref_text()} "
                "to memref<*xf32>"
            )
            t.op(f"func.call @printMemrefF32({unranked}) : (memref<*xf32>) -> ()")

    # -- small values --------------------------------------------------------------

    def scalar(self, fn: Function, scope: Scope) -> str:
        options = scope.visible_scalars()
        if fn.scalar_argument is not None:
            options = [*options, fn.scalar_argument]
        if options and self.c.chance(0.5):
            return self.c.pick(options)
        return fn.text.f32(self.c.randint(-4, 9) / 2)

    def position(self, fn: Function, scope: Scope, size: int) -> str:
        """An index in [0, size): a constant, an induction variable (0 or 1)
        or the index argument (1)."""
        options: list[tuple[str, int]] = [("constant", 3)]
        if scope.visible_ivs():
            options.append(("iv", 2))
        if fn.index_argument is not None:
            options.append(("argument", 2))
        kind = self.c.weighted(options)
        if kind == "iv":
            return self.c.pick(scope.visible_ivs())
        if kind == "argument":
            assert fn.index_argument is not None
            return fn.index_argument
        return fn.text.index(self.c.randint(0, size - 1))

    def extract(self, fn: Function, scope: Scope, value: Value) -> str:
        indices = ", ".join(self.position(fn, scope, size) for size in value.type.sizes)
        name = fn.text.fresh("s")
        fn.text.op(
            f"{name} = tensor.extract {value.name}[{indices}] : {value.type.text()}"
        )
        return name

    # -- tensors -------------------------------------------------------------------

    def new_tensor(self, fn: Function, scope: Scope, type_: TensorType) -> Value:
        t = fn.text
        kind = self.c.weighted([("fill", 4), ("constant", 2), ("elements", 1)])
        if kind == "fill":
            empty = t.fresh("empty")
            t.op(f"{empty} = tensor.empty() : {type_.text()}")
            name = t.fresh("fill")
            t.op(
                f"{name} = linalg.fill ins({self.scalar(fn, scope)} : f32) "
                f"outs({empty} : {type_.text()}) -> {type_.text()}"
            )
            return Value(name, type_)
        count = 1
        for size in type_.sizes:
            count *= size
        if kind == "elements":
            name = t.fresh("elems")
            elements = ", ".join(self.scalar(fn, scope) for _ in range(count))
            t.op(f"{name} = tensor.from_elements {elements} : {type_.text()}")
            return Value(name, type_)
        values = [float_text(self.c.randint(-4, 12) / 2) for _ in range(count)]
        if type_.rank == 2:
            columns = type_.sizes[1]
            rows = ", ".join(
                "[" + ", ".join(values[i : i + columns]) + "]"
                for i in range(0, count, columns)
            )
            literal = f"[{rows}]"
        else:
            literal = "[" + ", ".join(values) + "]"
        name = t.fresh("cst")
        t.op(f"{name} = arith.constant dense<{literal}> : {type_.text()}")
        return Value(name, type_)

    def existing(
        self, scope: Scope, type_: TensorType, roots: frozenset[int] | None = None
    ) -> list[Value]:
        """Visible tensors of `type_` (aliasing at most the arguments in
        `roots`, when given)."""
        return [
            value
            for value in scope.visible_tensors()
            if value.type == type_ and (roots is None or value.roots <= roots)
        ]

    def produce(
        self,
        fn: Function,
        scope: Scope,
        type_: TensorType,
        roots: frozenset[int] | None = None,
    ) -> Value:
        """A tensor of `type_`: an existing one, or a new one."""
        candidates = self.existing(scope, type_, roots)
        if candidates and self.c.chance(0.7):
            return self.c.pick(candidates)
        return self.new_tensor(fn, scope, type_)

    def random_type(self, scope: Scope) -> TensorType:
        types = [value.type for value in scope.visible_tensors()]
        if types and self.c.chance(0.6):
            return self.c.pick(types)
        return TensorType(self.c.pick(SHAPES))

    def update(
        self, fn: Function, scope: Scope, dest: Value, sources: Scope | None = None
    ) -> Value:
        """A new version of `dest`, written by an op. Its other operands come
        from `sources` (default: `scope`), which must not see `dest` when
        the update has to happen in place."""
        t = fn.text
        sources = sources if sources is not None else scope
        options: list[tuple[str, int]] = [("insert", 4), ("fill", 1), ("generic", 3)]
        if any(size >= 3 for size in dest.type.sizes):
            options.append(("insert_slice", 2))
        if dest.type.rank == 2:
            options.append(("matmul", 2))
        kind = self.c.weighted(options)
        type_text = dest.type.text()
        if kind == "insert":
            indices = ", ".join(
                self.position(fn, scope, size) for size in dest.type.sizes
            )
            name = t.fresh("ins")
            t.op(
                f"{name} = tensor.insert {self.scalar(fn, scope)} into "
                f"{dest.name}[{indices}] : {type_text}"
            )
        elif kind == "fill":
            name = t.fresh("refill")
            t.op(
                f"{name} = linalg.fill ins({self.scalar(fn, scope)} : f32) "
                f"outs({dest.name} : {type_text}) -> {type_text}"
            )
        elif kind == "insert_slice":
            sizes = tuple(
                self.c.randint(1, max(size - 1, 1)) for size in dest.type.sizes
            )
            offsets = [
                self.c.randint(0, full - size)
                for full, size in zip(dest.type.sizes, sizes)
            ]
            piece = self.slice_source(fn, sources, TensorType(sizes))
            name = t.fresh("inslice")
            t.op(
                f"{name} = tensor.insert_slice {piece.name} into {dest.name}"
                f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, sizes))}] "
                f"[{', '.join('1' for _ in sizes)}] : {piece.type.text()} into {type_text}"
            )
        elif kind == "matmul":
            m, n = dest.type.sizes
            k = self.c.pick((2, 3))
            lhs = self.produce(fn, sources, TensorType((m, k)))
            rhs = self.produce(fn, sources, TensorType((k, n)))
            name = t.fresh("mm")
            t.op(
                f"{name} = linalg.matmul ins({lhs.name}, {rhs.name} : "
                f"{lhs.type.text()}, {rhs.type.text()}) outs({dest.name} : {type_text}) "
                f"-> {type_text}"
            )
        else:
            name = self.generic(fn, sources, dest)
        return Value(name, dest.type, dest.roots)

    def slice_source(self, fn: Function, scope: Scope, type_: TensorType) -> Value:
        bigger = [
            value
            for value in scope.visible_tensors()
            if value.type.rank == type_.rank
            and all(a >= b for a, b in zip(value.type.sizes, type_.sizes))
        ]
        if bigger and self.c.chance(0.6):
            return self.extract_slice(fn, self.c.pick(bigger), type_)
        return self.new_tensor(fn, scope, type_)

    def extract_slice(self, fn: Function, source: Value, type_: TensorType) -> Value:
        offsets = [
            self.c.randint(0, full - size)
            for full, size in zip(source.type.sizes, type_.sizes)
        ]
        name = fn.text.fresh("slice")
        fn.text.op(
            f"{name} = tensor.extract_slice {source.name}"
            f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, type_.sizes))}] "
            f"[{', '.join('1' for _ in type_.sizes)}] : {source.type.text()} to "
            f"{type_.text()}"
        )
        return Value(name, type_, source.roots)

    def generic(self, fn: Function, scope: Scope, dest: Value) -> str:
        """An elementwise `linalg.generic` into `dest`; returns its name."""
        t = fn.text
        inputs = [
            self.produce(fn, scope, dest.type) for _ in range(self.c.randint(1, 2))
        ]
        dims = ", ".join(f"d{i}" for i in range(dest.type.rank))
        identity = f"affine_map<({dims}) -> ({dims})>"
        maps = ", ".join([identity] * (len(inputs) + 1))
        iterators = ", ".join(['"parallel"'] * dest.type.rank)
        types = ", ".join(value.type.text() for value in inputs)
        name = t.fresh("gen")
        t.op(
            f"{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
            f"[{iterators}]}} ins({', '.join(v.name for v in inputs)} : {types}) "
            f"outs({dest.name} : {dest.type.text()}) {{"
        )
        arguments = [t.fresh("x") for _ in inputs]
        out = t.fresh("o")
        t.label(f"^bb0({', '.join(f'{a}: f32' for a in [*arguments, out])}):")
        t.indent += 1
        accumulated = arguments[0]
        for operand in arguments[1:] + ([out] if self.c.chance(0.5) else []):
            combined = t.fresh("e")
            operation = self.c.pick(("addf", "mulf", "subf", "maximumf"))
            t.op(f"{combined} = arith.{operation} {accumulated}, {operand} : f32")
            accumulated = combined
        shifted = t.fresh("e")
        t.op(
            f"{shifted} = arith.addf {accumulated}, {t.f32(self.c.randint(0, 4) / 2)} : f32"
        )
        t.op(f"linalg.yield {shifted} : f32")
        t.indent -= 1
        t.op(f"}} -> {dest.type.text()}")
        return name

    # -- statements ----------------------------------------------------------------

    def block(self, fn: Function, scope: Scope, count: int) -> None:
        for _ in range(count):
            self.statement(fn, scope)

    def statement(self, fn: Function, scope: Scope) -> None:
        tensors = scope.visible_tensors()
        options: list[tuple[str, int]] = [("new", 2)]
        if tensors:
            options += [("update", 4), ("extract", 2), ("slice", 1)]
        if fn.level < self.depth:
            options += [("call", 5)]
            if self.callees_at(fn.level + 1):
                options.append(("call_again", 3))
        if scope.depth < MAX_REGION_DEPTH:
            options += [("if", 3), ("for", 3)]
        kind = self.c.weighted(options)
        getattr(self, f"stmt_{kind}")(fn, scope)

    def stmt_new(self, fn: Function, scope: Scope) -> None:
        scope.tensors.append(self.new_tensor(fn, scope, self.random_type(scope)))

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
        sizes = tuple(self.c.randint(min(2, size), size) for size in source.type.sizes)
        scope.tensors.append(self.extract_slice(fn, source, TensorType(sizes)))

    def stmt_if(self, fn: Function, scope: Scope) -> None:
        t = fn.text
        types = [self.random_type(scope) for _ in range(self.c.randint(1, 2))]
        condition = self.condition(fn, scope)
        name = t.fresh("if")
        head = f"{name}:{len(types)} = " if len(types) > 1 else f"{name} = "
        t.op(f"{head}scf.if {condition} -> ({', '.join(ty.text() for ty in types)}) {{")
        yielded: list[list[Value]] = []
        for branch in range(2):
            if branch:
                t.op("} else {")
            t.indent += 1
            inner = scope.child()
            if fn.level < self.depth and self.c.chance(0.3):
                self.stmt_call(fn, inner)
            self.block(fn, inner, self.c.randint(0, 1))
            values: list[Value] = []
            for index, type_ in enumerate(types):
                allowed: frozenset[int] | None = None
                if not fn.is_main and branch:
                    # The two branches yield values of one argument at most.
                    then_roots = yielded[0][index].roots
                    allowed = then_roots if then_roots else None
                value = self.produce(fn, inner, type_, allowed)
                if allowed is None and not fn.is_main and len(value.roots) > 1:
                    value = self.new_tensor(fn, inner, type_)
                values.append(value)
            yielded.append(values)
            t.op(
                f"scf.yield {', '.join(v.name for v in values)} : "
                f"{', '.join(v.type.text() for v in values)}"
            )
            t.indent -= 1
        t.op("}")
        names = (
            [name] if len(types) == 1 else [f"{name}#{i}" for i in range(len(types))]
        )
        for result, type_, then, other in zip(names, types, *yielded):
            scope.tensors.append(Value(result, type_, then.roots | other.roots))

    def condition(self, fn: Function, scope: Scope) -> str:
        t = fn.text
        options: list[tuple[str, int]] = [("constant", 1)]
        if scope.visible_tensors():
            options.append(("extract", 4))
        if scope.visible_ivs():
            options.append(("iv", 3))
        kind = self.c.weighted(options)
        if kind == "constant":
            # A constant, or an expression canonicalize folds to one.
            return t.folded_i1(self.c.chance(0.5))
        name = t.fresh("b")
        if kind == "iv":
            iv = self.c.pick(scope.visible_ivs())
            t.op(f"{name} = arith.cmpi eq, {iv}, {t.index(0)} : index")
            return name
        scalar = self.extract(fn, scope, self.c.pick(scope.visible_tensors()))
        threshold = t.f32(self.c.pick((0.5, 1.5, 2.5)))
        t.op(
            f"{name} = arith.cmpf {self.c.pick(('ogt', 'olt'))}, {scalar}, {threshold} : f32"
        )
        return name

    def stmt_for(self, fn: Function, scope: Scope) -> None:
        t = fn.text
        type_ = self.random_type(scope)
        init = self.produce(fn, scope, type_)
        upper = t.index(self.c.pick((2, 1, 0)))
        iv = t.fresh("i")
        accumulator = t.fresh("acc")
        name = t.fresh("for")
        t.op(
            f"{name} = scf.for {iv} = {t.index(0)} to {upper} step {t.index(1)} "
            f"iter_args({accumulator} = {init.name}) -> ({type_.text()}) {{"
        )
        t.indent += 1
        body = scope.child()
        body.ivs.append(iv)
        # The body's statements do not see the accumulator; its update,
        # last, must happen in place (see the module docstring).
        self.block(fn, body, self.c.randint(0, 1))
        current = Value(accumulator, type_, init.roots)
        writers = [
            callee for callee in self.callees_at(fn.level + 1) if callee.pure_writer
        ]
        options: list[tuple[str, int]] = [("op", 3), ("keep", 1)]
        if fn.level < self.depth:
            options.append(("call", 4))
        kind = self.c.weighted(options)
        if kind == "call":
            matching = [w for w in writers if w.params[0] == type_]
            if matching and self.c.chance(0.5):
                writer = self.c.pick(matching)
            else:
                writer = self.new_pure_writer(fn.level + 1, type_)
            current = self.call(fn, body, writer, first=current)[0][0]
        elif kind == "op":
            current = self.update(fn, body, current, sources=body)
        t.op(f"scf.yield {current.name} : {type_.text()}")
        t.indent -= 1
        t.op("}")
        scope.tensors.append(Value(name, type_, init.roots))

    # -- calls ---------------------------------------------------------------------

    def callees_at(self, level: int) -> list[Callee]:
        return [callee for callee in self.callees if callee.level == level]

    def stmt_call(self, fn: Function, scope: Scope) -> None:
        if len(self.callees) >= MAX_FUNCTIONS and self.callees_at(fn.level + 1):
            self.stmt_call_again(fn, scope)
            return
        if self.c.chance(0.25):
            type_ = self.random_type(scope)
            callee = self.new_pure_writer(fn.level + 1, type_)
        else:
            callee = self.new_function(fn.level + 1, scope)
        self.bind_call(fn, scope, callee)

    def stmt_call_again(self, fn: Function, scope: Scope) -> None:
        self.bind_call(fn, scope, self.c.pick(self.callees_at(fn.level + 1)))

    def bind_call(self, fn: Function, scope: Scope, callee: Callee) -> None:
        results, scalar = self.call(fn, scope, callee)
        scope.tensors.extend(results)
        if scalar is not None:
            scope.scalars.append(scalar)

    def call(
        self, fn: Function, scope: Scope, callee: Callee, first: Value | None = None
    ) -> tuple[list[Value], str | None]:
        """Call `callee` with arguments from `scope` (`first` as the first
        tensor argument, when given); returns its tensor results and its
        scalar result."""
        t = fn.text
        operands: list[Value] = []
        for index, type_ in enumerate(callee.params):
            if index == 0 and first is not None:
                operands.append(first)
            else:
                operands.append(self.produce(fn, scope, type_))
        names = [value.name for value in operands]
        types = [type_.text() for type_ in callee.params]
        if callee.with_index:
            names.append(t.index(1))
            types.append("index")
        if callee.with_scalar:
            names.append(self.scalar(fn, scope))
            types.append("f32")
        result_types = [type_.text() for type_ in callee.results]
        if callee.scalar_result:
            result_types.append("f32")
        name = t.fresh("call")
        count = len(result_types)
        head = f"{name}:{count} = " if count > 1 else f"{name} = "
        result_text = result_types[0] if count == 1 else f"({', '.join(result_types)})"
        t.op(
            f"{head}func.call @{callee.name}({', '.join(names)}) : "
            f"({', '.join(types)}) -> {result_text}"
        )
        result_names = [name] if count == 1 else [f"{name}#{i}" for i in range(count)]
        results: list[Value] = []
        for result, type_, roots in zip(
            result_names, callee.results, callee.result_roots
        ):
            aliased = frozenset(
                root for param in roots for root in operands[param].roots
            )
            results.append(Value(result, type_, aliased))
        return results, result_names[-1] if callee.scalar_result else None

    def new_function(self, level: int, caller_scope: Scope) -> Callee:
        """A function of `level` with a random body and signature."""
        params = [self.random_type(caller_scope) for _ in range(self.c.randint(1, 3))]
        results = [self.result_type(params) for _ in range(self.c.randint(0, 2))]
        scalar_result = not results or self.c.chance(0.2)
        callee = Callee(
            f"f{len(self.callees)}",
            level,
            params,
            with_index=self.c.chance(0.3),
            with_scalar=self.c.chance(0.3),
            results=results,
            scalar_result=scalar_result,
            read_only=frozenset(
                index for index in range(len(params)) if self.c.chance(0.1)
            ),
        )
        self.callees.append(callee)
        fn, scope = self.start_function(callee)
        if level < self.depth and self.c.chance(0.6):
            self.stmt_call(fn, scope)
        self.block(fn, scope, self.c.randint(1, 2))
        returned = [self.returned(fn, scope, type_) for type_ in results]
        callee.result_roots = [value.roots for value in returned]
        operands = [value.name for value in returned]
        types = [type_.text() for type_ in results]
        if scalar_result:
            operands.append(self.returned_scalar(fn, scope))
            types.append("f32")
        fn.text.op(f"return {', '.join(operands)} : {', '.join(types)}")
        self.functions.append(fn.text.text())
        return callee

    def result_type(self, params: list[TensorType]) -> TensorType:
        kind = self.c.weighted([("param", 5), ("slice", 2), ("other", 2)])
        if kind == "other":
            return TensorType(self.c.pick(SHAPES))
        param = self.c.pick(params)
        if kind == "param":
            return param
        return TensorType(
            tuple(self.c.randint(min(2, size), size) for size in param.sizes)
        )

    def returned(self, fn: Function, scope: Scope, type_: TensorType) -> Value:
        """A value to return: preferably an argument, what became of one, or
        a slice of one."""
        candidates = self.existing(scope, type_)
        if candidates and self.c.chance(0.85):
            derived = [value for value in candidates if value.roots]
            if derived and self.c.chance(0.7):
                return self.c.pick(derived)
            return self.c.pick(candidates)
        bigger = [
            value
            for value in scope.visible_tensors()
            if value.roots
            and value.type.rank == type_.rank
            and all(a >= b for a, b in zip(value.type.sizes, type_.sizes))
        ]
        if bigger and self.c.chance(0.8):
            return self.extract_slice(fn, self.c.pick(bigger), type_)
        return self.new_tensor(fn, scope, type_)

    def returned_scalar(self, fn: Function, scope: Scope) -> str:
        tensors = scope.visible_tensors()
        if tensors and self.c.chance(0.7):
            return self.extract(fn, scope, self.c.pick(tensors))
        return self.scalar(fn, scope)

    def start_function(self, callee: Callee) -> tuple[Function, Scope]:
        arguments: list[tuple[str, str]] = []
        text = FunctionText(
            callee.name,
            arguments,
            [type_.text() for type_ in callee.results]
            + (["f32"] if callee.scalar_result else []),
        )
        fn = Function(text, callee.level)
        scope = Scope(None)
        for index, type_ in enumerate(callee.params):
            name = text.fresh("arg")
            attributes = (
                " {bufferization.writable = false}" if index in callee.read_only else ""
            )
            arguments.append((name, type_.text() + attributes))
            scope.tensors.append(Value(name, type_, frozenset({index})))
        if callee.with_index:
            fn.index_argument = text.fresh("pos")
            arguments.append((fn.index_argument, "index"))
        if callee.with_scalar:
            fn.scalar_argument = text.fresh("k")
            arguments.append((fn.scalar_argument, "f32"))
        return fn, scope

    def new_pure_writer(self, level: int, type_: TensorType) -> Callee:
        """A function whose first result is its first argument, updated in
        place by a chain of ops and calls of deeper pure writers; its other
        tensor arguments are only read."""
        extra = [TensorType(self.c.pick(SHAPES)) for _ in range(self.c.randint(0, 1))]
        callee = Callee(
            f"f{len(self.callees)}",
            level,
            [type_, *extra],
            with_index=self.c.chance(0.4),
            with_scalar=self.c.chance(0.3),
            results=[type_],
            scalar_result=False,
            result_roots=[frozenset({0})],
            pure_writer=True,
        )
        self.callees.append(callee)
        fn, scope = self.start_function(callee)
        # The chain's other operands never see the written argument.
        sources = Scope(None, tensors=scope.tensors[1:])
        current = scope.tensors[0]
        for _ in range(self.c.randint(1, 2)):
            deeper = [
                w
                for w in self.callees_at(level + 1)
                if w.pure_writer and w.params[0] == type_
            ]
            if (
                level < self.depth
                and len(self.callees) < MAX_FUNCTIONS
                and self.c.chance(0.5)
            ):
                writer = (
                    self.c.pick(deeper)
                    if deeper and self.c.chance(0.5)
                    else self.new_pure_writer(level + 1, type_)
                )
                current = self.call(fn, sources, writer, first=current)[0][0]
            else:
                current = self.update(fn, sources, current, sources=sources)
        fn.text.op(f"return {current.name} : {type_.text()}")
        self.functions.append(fn.text.text())
        return callee


def generate_module_program(seed: int | Choices) -> str:
    """The module program of `seed` (or of a choice list being replayed)."""
    choices = seed if isinstance(seed, Choices) else Choices(seed)
    return ModuleProgramGenerator(choices).program()


# -- what a program contains ---------------------------------------------------------

_FUNCTION = re.compile(r"^func\.func @(\w+)\(([^)]*)\)[^{]*\{$")
_CALL = re.compile(r"func\.call @(f\d+)\(")
_DEFINITION = re.compile(r"^\s*(%[\w]+)(?::\d+)? = ([a-z_]+\.[a-z_]+)")


def _function_bodies(text: str) -> dict[str, list[str]]:
    bodies: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        match = _FUNCTION.match(line)
        if match:
            current = bodies.setdefault(match.group(1), [])
        elif line == "}":
            current = None
        elif current is not None:
            current.append(line)
    return bodies


def call_depth(text: str) -> int:
    """The length of the longest call chain from `@main`."""
    bodies = _function_bodies(text)
    callees = {
        name: {m.group(1) for line in body for m in _CALL.finditer(line)}
        for name, body in bodies.items()
    }

    def depth(name: str) -> int:
        return 1 + max((depth(c) for c in callees.get(name, ())), default=0)

    return depth("main") - 1


def module_constructs(text: str) -> set[str]:
    """The constructs of a generated module (see `MODULE_CONSTRUCTS`)."""
    found = {f"call depth {call_depth(text)}"}
    if "bufferization.writable = false" in text:
        found.add("read-only argument (bufferization.writable = false)")
    for name, body in _function_bodies(text).items():
        definitions = {
            m.group(1): m.group(2)
            for line in body
            for m in [_DEFINITION.match(line)]
            if m
        }
        regions: list[tuple[int, str]] = []
        for line in body:
            indent = len(line) - len(line.lstrip(" "))
            stripped = line.strip()
            while (
                regions
                and regions[-1][0] >= indent
                and not (regions[-1][0] == indent and stripped.startswith("} else"))
            ):
                regions.pop()
            if _CALL.search(line):
                kinds = {kind for _, kind in regions}
                if "scf.if" in kinds:
                    found.add("call in scf.if")
                if "scf.for" in kinds:
                    found.add("call in scf.for")
            if stripped.startswith("scf.yield %call"):
                found.add("loop or branch yields a call result")
            if stripped.endswith("{") and not stripped.startswith("}"):
                kind = next(
                    (k for k in ("scf.if", "scf.for") if k in stripped), "other"
                )
                regions.append((indent, kind))
            if name == "main":
                continue
            if re.search(r"into %arg\d+\[|outs\(%arg\d+ :", line):
                found.add("callee writes an argument")
            if stripped.startswith("return "):
                operands = stripped[len("return ") :].split(" : ")[0].split(", ")
                for operand in operands:
                    defined_by = definitions.get(operand.split("#")[0])
                    if operand.startswith("%arg"):
                        found.add("callee returns an argument")
                    elif defined_by == "tensor.extract_slice":
                        found.add("callee returns a slice")
                    elif defined_by in (
                        "linalg.fill",
                        "arith.constant",
                        "tensor.from_elements",
                    ):
                        found.add("callee returns a fresh tensor")
                    elif defined_by == "func.call":
                        found.add("callee returns a call result")
        if name != "main" and any(
            re.search(r"tensor\.extract %arg\d+\[|ins\(%arg\d+", line) for line in body
        ):
            found.add("callee reads an argument")
    return found


MODULE_CONSTRUCTS = (
    "call depth 1",
    "call depth 2",
    "call depth 3",
    "call depth 4",
    "call in scf.if",
    "call in scf.for",
    "loop or branch yields a call result",
    "callee writes an argument",
    "callee reads an argument",
    "callee returns an argument",
    "callee returns a slice",
    "callee returns a fresh tensor",
    "callee returns a call result",
    "read-only argument (bufferization.writable = false)",
)
"""What `module_constructs` recognizes."""
