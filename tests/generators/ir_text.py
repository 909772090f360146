"""Writing MLIR text: functions with hoisted constants, fresh names, blocks."""

from __future__ import annotations

from dataclasses import dataclass, field

RUNTIME_DECLARATIONS = (
    "func.func private @printMemrefF32(memref<*xf32>)",
    "func.func private @printF32(f32)",
    "func.func private @printI64(i64)",
    "func.func private @printNewline()",
)
"""The runner-utils functions the programs print with."""


def float_text(value: float) -> str:
    """An f32 constant as MLIR writes it."""
    return f"{value:.6e}"


@dataclass
class FunctionText:
    """The text of one `func.func` being written.

    Constants (and other values every block may use) go to the prologue at
    the top of the entry block, so that they dominate every op, whatever
    region or block uses them first.
    """

    name: str
    arguments: list[tuple[str, str]]
    """(SSA name, type) of each argument."""
    result_types: list[str]
    prologue: list[str] = field(default_factory=list[str])
    body: list[str] = field(default_factory=list[str])
    indent: int = 1
    _counter: int = 0
    _blocks: int = 0
    _constants: dict[tuple[str, str], str] = field(
        default_factory=dict[tuple[str, str], str]
    )
    _folded: int = 0

    def fresh(self, stem: str = "v") -> str:
        self._counter += 1
        return f"%{stem}{self._counter}"

    def fresh_block(self) -> str:
        self._blocks += 1
        return f"^bb{self._blocks}"

    def op(self, line: str) -> None:
        self.body.append("  " * self.indent + line)

    def label(self, line: str) -> None:
        self.body.append("  " * (self.indent - 1) + " " + line)

    def constant(self, value: int | float | bool, type_text: str) -> str:
        """The name of a hoisted `arith.constant`."""
        if type_text == "i1":
            literal = "true" if value else "false"
        elif type_text in ("f32", "f64"):
            literal = float_text(float(value))
        else:
            literal = str(int(value))
        key = (literal, type_text)
        name = self._constants.get(key)
        if name is None:
            if type_text == "index":
                stem = f"c{int(value)}".replace("-", "m") + "_"
            elif type_text == "i1":
                stem = literal + "_"
            else:
                stem = "cst"
            name = self.fresh(stem)
            self._constants[key] = name
            if type_text == "i1":
                self.prologue.append(f"  {name} = arith.constant {literal}")
            elif type_text == "index":
                self.prologue.append(f"  {name} = arith.constant {literal} : index")
            else:
                self.prologue.append(
                    f"  {name} = arith.constant {literal} : {type_text}"
                )
        return name

    def index(self, value: int) -> str:
        return self.constant(value, "index")

    def f32(self, value: float) -> str:
        return self.constant(value, "f32")

    def i1(self, value: bool) -> str:
        return self.constant(value, "i1")

    def folded_i1(self, value: bool) -> str:
        """
        An i1 that canonicalization folds to `value`: in turn a literal
        constant, `cmpf` of a constant with itself (as generated and inlined
        code compare), `cmpi` of constant index arithmetic, the negation of
        the other constant, `cmpf` of `maximumf`. No decision is drawn, so a
        generator's choices stay the same. Written in the prologue.
        """
        form = self._folded % 5
        self._folded += 1
        if form == 0:
            return self.i1(value)
        name = self.fresh("k")
        if form == 1:
            operand = self.f32(1.5)
            predicate = "oge" if value else "olt"
            self.prologue.append(
                f"  {name} = arith.cmpf {predicate}, {operand}, {operand} : f32"
            )
        elif form == 2:
            total = self.fresh("s")
            self.prologue.append(
                f"  {total} = arith.addi {self.index(3)}, {self.index(4)} : index"
            )
            predicate = "eq" if value else "slt"
            self.prologue.append(
                f"  {name} = arith.cmpi {predicate}, {total}, {self.index(7)} : index"
            )
        elif form == 3:
            self.prologue.append(
                f"  {name} = arith.xori {self.i1(not value)}, {self.i1(True)} : i1"
            )
        else:
            largest = self.fresh("m")
            self.prologue.append(
                f"  {largest} = arith.maximumf {self.f32(0.5)}, {self.f32(2.5)} : f32"
            )
            predicate = "ogt" if value else "ult"
            self.prologue.append(
                f"  {name} = arith.cmpf {predicate}, {largest}, {self.f32(1.5)} : f32"
            )
        return name

    def text(self) -> str:
        arguments = ", ".join(f"{name}: {type_}" for name, type_ in self.arguments)
        results = ""
        if len(self.result_types) == 1:
            results = f" -> {self.result_types[0]}"
        elif self.result_types:
            results = f" -> ({', '.join(self.result_types)})"
        lines = [f"func.func @{self.name}({arguments}){results} {{"]
        lines += self.prologue
        lines += self.body
        lines.append("}")
        return "\n".join(lines)


def module_text(functions: list[str], header: str = "") -> str:
    parts = [header] if header else []
    parts.append("\n".join(RUNTIME_DECLARATIONS))
    parts.extend(functions)
    return "\n\n".join(parts) + "\n"
