"""Pass pipelines from Python and from `mlir-opt` command lines.

    from xdsl_bufferization import parse_module, run_pipeline

    module = parse_module(text)
    run_pipeline(
        module, "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline"
    )

A pipeline is a string in either syntax:

- `xdsl-opt -p`'s: `pass-a{option=value flag},pass-b`;
- `mlir-opt --pass-pipeline`'s: `builtin.module(pass-a{option=value},
  func.func(pass-b))`. Passes nested in `func.func(...)` (or `any(...)`) run
  on every function: they must be passes MLIR 22 runs on functions
  (`FUNCTION_LOCAL_PASSES`); we run each on the whole module, which is the
  same for a function-local pass. Other anchors are an error.

Every pass is looked up among the passes `xdsl-opt` knows (xDSL's, ours in
place of xDSL's, and other plugins'); its options are checked as
`xdsl-opt -p` checks them, and errors name the pass (`PassOptionError`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline

from xdsl_bufferization.diagnostics import PassOptionError, pass_spec_message

PassFactories = Mapping[str, Callable[[], type[ModulePass]]]

FUNCTION_LOCAL_PASSES = frozenset(
    {
        # Ours (and xDSL's) that mlir-opt 22 runs nested in func.func(...),
        # checked by tests/pytest/test_pipeline.py against mlir-opt.
        "buffer-deallocation",
        "buffer-deallocation-pipeline",
        "buffer-deallocation-simplification",
        "buffer-hoisting",
        "buffer-loop-hoisting",
        "bufferization-lower-deallocations",
        "canonicalize",
        "convert-bufferization-to-memref",
        "convert-linalg-to-loops",
        "convert-scf-to-cf",
        "cse",
        "eliminate-empty-tensors",
        "empty-tensor-to-alloc-tensor",
        "expand-realloc",
        "gpu-map-parallel-loops",
        "linalg-generalize-named-ops",
        "lower-affine",
        "optimize-allocation-liveness",
        "ownership-based-buffer-deallocation",
        "promote-buffers-to-stack",
        "reconcile-unrealized-casts",
        "scf-for-loop-range-folding",
        "scf-parallel-loop-tiling",
    }
)
"""Passes that may be nested in `func.func(...)`: mlir-opt 22 accepts them
there (one-shot-bufferize, drop-equivalent-buffer-results and
buffer-results-to-out-params it does not: they change function signatures)."""

_FUNCTION_ANCHORS = frozenset({"func.func", "any"})
_MODULE_ANCHOR = "builtin.module"


class PipelineError(PassOptionError):
    """A pipeline that cannot be built: bad syntax, unknown pass, bad nesting."""


def available_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Every pass `xdsl-opt` knows, ours in place of xDSL's, by name."""
    from xdsl.universe import Universe

    from xdsl_bufferization.universe import install_overrides

    install_overrides()
    return dict(Universe.get_multiverse().all_passes)


# ===----------------------------------------------------------------------=== #
# MLIR's textual pipelines
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class PipelineEntry:
    """One pass of a pipeline: its text (`name{options}`) and where it is nested."""

    text: str
    name: str
    anchors: tuple[str, ...]
    """The op anchors around it, outermost first (`builtin.module`, `func.func`)."""
    position: int = 0
    """Where its name starts in the pipeline text."""


_NAME = re.compile(r"[A-Za-z0-9_.\-]+")


def pointed_at(text: str, position: int) -> str:
    """Lines to add to a message: the pipeline `text` with a caret at `position`."""
    return f"\n  {text}\n  {' ' * position}^"


class _Scanner:
    """Splits MLIR's textual pipeline into passes with their nesting."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, message: str) -> PipelineError:
        return PipelineError(
            f"invalid pass pipeline: {message}{pointed_at(self.text, self.pos)}"
        )

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_space()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def braces(self) -> str:
        """The text from `{` to its matching `}` (quotes respected)."""
        start = self.pos
        depth = 0
        quote = ""
        while self.pos < len(self.text):
            char = self.text[self.pos]
            self.pos += 1
            if quote:
                if char == quote:
                    quote = ""
            elif char in "\"'":
                quote = char
            elif char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
                if depth == 0:
                    return self.text[start : self.pos]
        self.pos = start
        raise self.error("unbalanced '{'")

    def entries(self, anchors: tuple[str, ...]) -> Iterator[PipelineEntry]:
        """`element (',' element)*` until `)` or the end."""
        while True:
            if self.peek() in ("", ")"):
                raise self.error("expected a pass name")
            match = _NAME.match(self.text, self.pos)
            if match is None:
                raise self.error("expected a pass name")
            name = match.group()
            position = self.pos
            self.pos = match.end()
            if self.peek() == "(":
                self.pos += 1
                if self.peek() != ")":
                    yield from self.entries((*anchors, name))
                if self.peek() != ")":
                    raise self.error("expected ')'")
                self.pos += 1
            else:
                options = self.braces() if self.peek() == "{" else ""
                yield PipelineEntry(name + options, name, anchors, position)
            if self.peek() != ",":
                return
            self.pos += 1


def is_mlir_pipeline(text: str) -> bool:
    """Whether `text` is in `mlir-opt --pass-pipeline`'s nested syntax."""
    match = _NAME.match(text.strip())
    return match is not None and text.strip()[match.end() :].lstrip().startswith("(")


def mlir_pipeline_entries(text: str) -> list[PipelineEntry]:
    """
    The passes of an `mlir-opt --pass-pipeline` string, which must be anchored
    on `builtin.module(...)` as mlir-opt requires; passes in `func.func(...)`
    must be function-local.
    """
    scanner = _Scanner(text)
    entries = list(scanner.entries(()))
    if scanner.peek() != "":
        raise scanner.error("unexpected text after the pipeline")
    for entry in entries:
        _check_nesting(entry)
    return entries


def _check_nesting(entry: PipelineEntry) -> None:
    if not entry.anchors or entry.anchors[0] != _MODULE_ANCHOR:
        raise PipelineError(
            "expected pass pipeline to be wrapped with the anchor operation "
            f"type, e.g. 'builtin.module(...)' (found '{entry.name}' in "
            f"{entry.anchors[0] + '(...)' if entry.anchors else 'no anchor'})"
        )
    inner = entry.anchors[1:]
    for anchor in inner:
        if anchor not in _FUNCTION_ANCHORS:
            raise PipelineError(
                f"cannot run passes nested in '{anchor}': only 'func.func(...)' "
                "and 'any(...)' nesting in 'builtin.module(...)' is supported"
            )
    if inner and entry.name not in FUNCTION_LOCAL_PASSES:
        raise PipelineError(
            f"'{entry.name}' cannot run nested in '{inner[-1]}': it runs on "
            "'builtin.module' (put it directly in 'builtin.module(...)')"
        )


# ===----------------------------------------------------------------------=== #
# Building passes
# ===----------------------------------------------------------------------=== #


def _spec(text: str) -> ArgSpec:
    specs = list(parse_pipeline(text))
    if len(specs) != 1:
        raise PipelineError(f"invalid pass '{text}'")
    return specs[0]


def pass_from_spec(spec: ArgSpec, passes: PassFactories | None = None) -> ModulePass:
    """The pass `spec` names, with its options; errors name the pass."""
    if passes is None:
        passes = available_passes()
    factory = passes.get(spec.name)
    if factory is None:
        raise PipelineError(
            f"'{spec.name}' does not refer to a registered pass or pass pipeline"
        )
    pass_class = factory()
    try:
        from_spec = cast(
            Callable[[ArgSpec], ModulePass],
            pass_class.from_spec,  # pyright: ignore[reportUnknownMemberType]
        )
        return from_spec(spec)
    except PassOptionError:
        raise
    except (ValueError, TypeError) as error:
        raise PassOptionError(pass_spec_message(str(error), pass_class)) from error


def _entry_positions(pipeline: str) -> list[int] | None:
    """Where each pass of an `xdsl-opt -p` pipeline starts, if it scans."""
    scanner = _Scanner(pipeline)
    try:
        return [entry.position for entry in scanner.entries(())]
    except PipelineError:
        return None


def parse_passes(
    pipeline: str, passes: PassFactories | None = None, *, point: bool = True
) -> tuple[ModulePass, ...]:
    """
    The passes of `pipeline`, in `xdsl-opt -p`'s syntax or `mlir-opt
    --pass-pipeline`'s (see the module documentation). An unknown pass or a
    bad option is reported with the pipeline and a caret under the pass's
    name, unless `point` is false (a pipeline the user did not write).
    """
    if passes is None:
        passes = available_passes()
    if is_mlir_pipeline(pipeline):
        entries = mlir_pipeline_entries(pipeline)
        specs = [_spec(entry.text) for entry in entries]
        positions: list[int] | None = [entry.position for entry in entries]
    else:
        specs = list(parse_pipeline(pipeline))
        positions = _entry_positions(pipeline)
    if not point or positions is None or len(positions) != len(specs):
        return tuple(pass_from_spec(spec, passes) for spec in specs)
    built: list[ModulePass] = []
    for spec, position in zip(specs, positions, strict=True):
        try:
            built.append(pass_from_spec(spec, passes))
        except PassOptionError as error:
            located = type(error)(f"{error}{pointed_at(pipeline, position)}")
            raise located from error
    return tuple(built)


PipelineCallback = Callable[[ModulePass | None, ModuleOp, ModulePass | None], None]


def verify_between_passes(
    previous: ModulePass | None, module: ModuleOp, following: ModulePass | None
) -> None:
    """Verify the module before the first pass and after every pass (as xdsl-opt)."""
    module.verify()


def build_pipeline(
    pipeline: str | Sequence[ModulePass],
    passes: PassFactories | None = None,
    *,
    verify: bool = True,
) -> PassPipeline:
    """
    An xDSL `PassPipeline` from a pipeline string (either syntax) or passes,
    verifying the module before and after every pass unless `verify` is false.
    """
    if isinstance(pipeline, str):
        pipeline = parse_passes(pipeline, passes)
    return PassPipeline(tuple(pipeline), verify_between_passes if verify else None)


def run_pipeline(
    module: ModuleOp,
    pipeline: str | Sequence[ModulePass],
    ctx: Context | None = None,
    *,
    verify: bool = True,
) -> ModuleOp:
    """
    Run `pipeline` (a string in `xdsl-opt -p`'s or `mlir-opt
    --pass-pipeline`'s syntax, or passes) on `module`, in place, as
    `xdsl-opt` does: the module is verified first and after every pass.
    `ctx` defaults to `get_context()`. Returns `module`.

    Raises `PassOptionError` (a `ValueError`) for a pipeline that cannot be
    built, and xDSL's `DiagnosticException` (`VerifyException`,
    `PassFailedException`) for invalid IR or a pass failure: see
    `xdsl_bufferization.diagnostics.report_of` and `format_error` to show it
    as `mlir-opt` would.
    """
    if ctx is None:
        from xdsl_bufferization.context import get_context

        ctx = get_context()
    build_pipeline(pipeline, verify=verify).apply(ctx, module)
    return module


def parse_module(
    text: str,
    ctx: Context | None = None,
    *,
    file_name: str = "<string>",
    allow_unregistered: bool = False,
) -> ModuleOp:
    """
    Parse `text` (MLIR syntax; a module or the ops of one) with every op at
    its `file_name:line:col` location, so that diagnostics point into it.
    `ctx` defaults to `get_context(allow_unregistered=...)`.
    """
    from xdsl_bufferization.source_locations import parse_module_text

    if ctx is None:
        from xdsl_bufferization.context import get_context

        ctx = get_context(allow_unregistered=allow_unregistered)
    return parse_module_text(ctx, text, file_name)
