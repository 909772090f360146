"""
Token- and line-level mutations of our test programs (issue 15's fuzzer).

The corpus is every chunk (`// -----`) of the filecheck tests under
tests/filecheck, with comments dropped. A mutant applies one to three edits
that an outsider's typo, a truncated file or a broken generator makes:
delete, duplicate or swap lines; delete, duplicate or replace tokens (an SSA
name by another, a type by another, a number by an edge value, an op name by
another op name); truncate the text. Everything depends only on the seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS_DIR = ROOT / "tests" / "filecheck"

TOKEN = re.compile(
    r"""
    %[\w.$-]+(?:\#\d+)?      # SSA value
  | \^[\w.$-]+               # block label
  | @[\w.$-]+                # symbol
  | "[^"\n]*"                # string
  | -?\d+(?:\.\d+)?(?:e[+-]?\d+)?   # number
  | [A-Za-z_][\w.]*          # keyword, op name, type name
  | ->|::|[^\s\w]            # punctuation
    """,
    re.VERBOSE,
)

EDGE_NUMBERS = (
    "0",
    "1",
    "-1",
    "2",
    "7",
    "64",
    "-9223372036854775808",
    "9223372036854775807",
    "18446744073709551616",
    "4294967296",
    "1.5",
)
"""Numbers a mutation puts in place of another (bounds, sizes, widths, steps)."""

TYPES = (
    "index",
    "i1",
    "i32",
    "i64",
    "f32",
    "tensor<?xf32>",
    "tensor<4xf32>",
    "tensor<*xf32>",
    "memref<4xf32>",
    "memref<?xf32>",
    "memref<*xf32>",
    "memref<2x?xf32, strided<[?, 1], offset: ?>>",
    "vector<4xf32>",
    "none",
)
"""Types a mutation puts in place of a type."""


@dataclass(frozen=True)
class Program:
    """One corpus program: a chunk of a test file."""

    source: str
    """`path:chunk` of where it comes from."""
    text: str


@dataclass(frozen=True)
class Mutant:
    program: Program
    edits: tuple[str, ...]
    """What was done, for the report."""
    text: str

    @property
    def origin(self) -> str:
        return f"{self.program.source} [{'; '.join(self.edits)}]"


def _strip_comments(text: str) -> str:
    lines = [line for line in text.split("\n") if not line.lstrip().startswith("//")]
    return "\n".join(lines).strip("\n") + "\n"


@cache
def corpus() -> tuple[Program, ...]:
    """The chunks of the filecheck tests that contain at least one op."""
    programs: list[Program] = []
    for path in sorted(CORPUS_DIR.rglob("*.mlir")):
        if "Output" in path.parts:
            continue
        text = path.read_text()
        for index, chunk in enumerate(re.split(r"^// -----\s*$", text, flags=re.M)):
            body = _strip_comments(chunk)
            if "=" in body or "func.func" in body:
                source = f"{path.relative_to(ROOT)}:{index}"
                programs.append(Program(source, body))
    return tuple(programs)


@cache
def _vocabulary() -> dict[str, tuple[str, ...]]:
    """Tokens of the corpus by kind, for replacements."""
    kinds: dict[str, set[str]] = {"op": set(), "keyword": set()}
    for program in corpus():
        for match in TOKEN.finditer(program.text):
            token = match.group()
            if re.fullmatch(r"[a-z_]+\.[\w.]+", token):
                kinds["op"].add(token)
            elif re.fullmatch(r"[a-z_]+", token):
                kinds["keyword"].add(token)
    return {kind: tuple(sorted(tokens)) for kind, tokens in kinds.items()}


def _kind(token: str) -> str:
    if token.startswith("%"):
        return "value"
    if token.startswith("^"):
        return "block"
    if token.startswith("@"):
        return "symbol"
    if re.fullmatch(r"-?\d.*", token):
        return "number"
    if re.fullmatch(r"[a-z_]+\.[\w.]+", token):
        return "op"
    if re.fullmatch(r"(index|[if]\d+|bf16|tensor|memref|vector|none)", token):
        return "type"
    if re.fullmatch(r"[A-Za-z_][\w.]*", token):
        return "keyword"
    return "punctuation"


def _replacement(rng: random.Random, token: str, tokens: list[str]) -> str:
    kind = _kind(token)
    if kind == "number":
        return rng.choice(EDGE_NUMBERS)
    if kind == "type":
        return rng.choice(TYPES)
    if kind in ("value", "block", "symbol"):
        same = [other for other in tokens if _kind(other) == kind and other != token]
        if same:
            return rng.choice(same)
    vocabulary = _vocabulary().get(kind)
    if vocabulary:
        return rng.choice(vocabulary)
    return rng.choice(("(", ")", "{", "}", "<", ">", ",", ":", "=", "[", "]"))


def _mutate_lines(rng: random.Random, text: str) -> tuple[str, str]:
    lines = text.split("\n")
    if len(lines) < 2:
        return text, "noop"
    index = rng.randrange(len(lines))
    edit = rng.choice(("delete-line", "duplicate-line", "swap-lines"))
    if edit == "delete-line":
        del lines[index]
    elif edit == "duplicate-line":
        lines.insert(rng.randrange(len(lines) + 1), lines[index])
    else:
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
    return "\n".join(lines), f"{edit} {index + 1}"


def _mutate_tokens(rng: random.Random, text: str) -> tuple[str, str]:
    matches = list(TOKEN.finditer(text))
    if not matches:
        return text, "noop"
    # Mostly words (values, numbers, types, op names), whose edits keep the
    # text parseable more often and so reach the verifier and the passes.
    words = [m for m in matches if _kind(m.group()) != "punctuation"]
    match = rng.choice(words if words and rng.random() < 0.85 else matches)
    token = match.group()
    edit = rng.choices(
        ("delete-token", "duplicate-token", "replace-token"), weights=(2, 1, 5)
    )[0]
    if edit == "delete-token":
        new = ""
    elif edit == "duplicate-token":
        new = token + " " + token
    else:
        new = _replacement(rng, token, [m.group() for m in matches])
    return text[: match.start()] + new + text[
        match.end() :
    ], f"{edit} {token!r}->{new!r}"


def _truncate(rng: random.Random, text: str) -> tuple[str, str]:
    cut = rng.randrange(len(text)) if text else 0
    return text[:cut], f"truncate at {cut}"


def mutant(seed: int) -> Mutant:
    """The mutant of number `seed` (deterministic)."""
    rng = random.Random(seed)
    program = rng.choice(corpus())
    text = program.text
    edits: list[str] = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        operator = rng.choices(
            (_mutate_tokens, _mutate_lines, _truncate), weights=(6, 3, 1)
        )[0]
        text, edit = operator(rng, text)
        edits.append(edit)
    return Mutant(program, tuple(edits), text)
