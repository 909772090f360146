#!/usr/bin/env python3
"""Print the generated part of docs/passes.md: every pass `xdsl-opt` runs for us.

`python scripts/pass_table.py` prints it, `python scripts/pass_table.py --write`
writes it into docs/passes.md (between the markers); tests/pytest/test_pass_table.py
checks that docs/passes.md holds exactly this text, and
tests/pytest/test_pass_option_parity.py compares the options with MLIR 22's
(using `pass_options` and `MLIR_DIFFERENCES` below).

The passes are this package's (`xdsl_bufferization.transforms.get_all_passes()`)
and the xDSL passes with MLIR's names that our pipelines and tests rely on
(`XDSL_PASSES`). Each pass's summary and option meanings come from its
docstring, whose options are bullets of the form

    - `option-name` (default): what it does, possibly
      over several lines.
"""

import dataclasses
import re
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from xdsl.passes import ModulePass
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.universe import Universe

from xdsl_bufferization.pass_options import option_name
from xdsl_bufferization.transforms import get_all_passes

DOCS = Path(__file__).resolve().parents[1] / "docs"

XDSL_PASSES: dict[str, str] = {
    "canonicalize": "Apply the canonicalization patterns and folders of all ops.",
    "cse": "Eliminate common subexpressions.",
    "empty-tensor-to-alloc-tensor": (
        "Replace every `tensor.empty` with a `bufferization.alloc_tensor`."
    ),
    "convert-linalg-to-loops": "Lower linalg structured ops on memrefs to loops.",
    "convert-scf-to-cf": "Lower `scf` control flow to `cf` branches.",
}
"""xDSL's passes that we rely on, with MLIR's names, and a summary for those
whose class has no docstring. A name that this package also registers is ours."""

TOPICS: dict[str, tuple[str, ...]] = {
    "one-shot-bufferize": ("one_shot_bufferize.md#options",),
    "eliminate-empty-tensors": ("empty_tensors.md#eliminate-empty-tensors",),
    "empty-tensor-to-alloc-tensor": ("empty_tensors.md#empty-tensor-to-alloc-tensor",),
    "ownership-based-buffer-deallocation": (
        "buffer_deallocation.md#ownership-based-deallocation",
    ),
    "buffer-deallocation-simplification": ("buffer_deallocation.md#simplification",),
    "buffer-deallocation-pipeline": ("buffer_deallocation.md#the-pipeline",),
    "buffer-deallocation": ("buffer_deallocation.md#the-pipeline",),
    "expand-realloc": ("lowering_deallocations.md#expand-realloc",),
    "bufferization-lower-deallocations": (
        "lowering_deallocations.md#bufferization-lower-deallocations",
    ),
    "convert-bufferization-to-memref": (
        "lowering_deallocations.md#convert-bufferization-to-memref",
    ),
    "buffer-hoisting": ("buffer_optimizations.md#buffer-hoisting",),
    "buffer-loop-hoisting": ("buffer_optimizations.md#buffer-loop-hoisting",),
    "promote-buffers-to-stack": ("buffer_optimizations.md#promote-buffers-to-stack",),
    "optimize-allocation-liveness": (
        "buffer_optimizations.md#optimize-allocation-liveness",
    ),
    "drop-equivalent-buffer-results": (
        "buffer_optimizations.md#drop-equivalent-buffer-results",
    ),
    "buffer-results-to-out-params": (
        "buffer_optimizations.md#buffer-results-to-out-params",
    ),
    "canonicalize": (
        "canonicalization.md",
        "greedy_rewriting.md",
        "buffer_deallocation.md#the-pipeline",
        "registration.md",
    ),
    "cse": ("buffer_deallocation.md#the-pipeline", "registration.md"),
    "convert-linalg-to-loops": (
        "registration.md",
        "executor.md",
        "linalg.md#lowering-to-loops",
    ),
    "linalg-generalize-named-ops": ("linalg.md#linalg-generalize-named-ops",),
    "convert-scf-to-cf": ("convert_scf_to_cf.md",),
}
"""The topic documents (relative to docs/, optionally with a section anchor)
of each pass in the table."""

MLIR_DIFFERENCES: dict[str, dict[str, str]] = {
    "buffer-deallocation": {
        "": "MLIR 22 no longer has this pass; the name is kept as a deprecated "
        "alias of `buffer-deallocation-pipeline` (with a warning).",
    },
}
"""Deliberate differences from MLIR 22's passes: per pass, the MLIR option
(or our extra option) that differs, or "" for the whole pass, and why.
tests/pytest/test_pass_option_parity.py fails on any difference not listed
here and on any entry that is no longer a difference."""


@dataclass(frozen=True)
class PassOption:
    """One command line option of a pass."""

    name: str
    """MLIR's spelling, `bufferize-function-boundaries`."""
    field_name: str
    field_type: Any
    default: Any
    meaning: str
    """From the pass docstring ("" when it does not document the option)."""
    documented_default: str | None
    """The default the docstring gives in parentheses, if any."""


@dataclass(frozen=True)
class PassInfo:
    """One pass of the table."""

    name: str
    pass_class: type[ModulePass]
    ours: bool
    summary: str
    options: tuple[PassOption, ...]


_BULLET = re.compile(r"^- `([\w-]+)`(?: \(([^)]*)\))?: (.*)$")


def docstring_options(doc: str) -> dict[str, tuple[str | None, str]]:
    """
    The option bullets of a pass docstring: option name -> (default given in
    parentheses or None, meaning with its lines joined).
    """
    found: dict[str, tuple[str | None, str]] = {}
    current: str | None = None
    for raw in doc.expandtabs().splitlines():
        line = raw.strip()
        match = _BULLET.match(line)
        if match is not None:
            name: str = match.group(1)
            found[name] = (match.group(2), match.group(3))
            current = name
        elif current is not None and line and not line.startswith("- "):
            default, meaning = found[current]
            found[current] = (default, f"{meaning} {line}")
        else:
            current = None
    return {
        name: (
            None if default is None else default.removeprefix("default ").strip("`"),
            text,
        )
        for name, (default, text) in found.items()
    }


def summary_of(pass_class: type[ModulePass], fallback: str = "") -> str:
    """The first sentence of the docstring's first paragraph."""
    doc = (pass_class.__doc__ or "").strip()
    paragraph = " ".join(doc.split("\n\n")[0].split())
    if not paragraph:
        return fallback
    sentence = re.match(r"(.*?\.)(\s|$)", paragraph)
    return sentence.group(1) if sentence else paragraph


def pass_options(pass_class: type[ModulePass]) -> tuple[PassOption, ...]:
    """The options of a pass: its dataclass fields that the command line sets."""
    if not dataclasses.is_dataclass(pass_class):
        return ()
    hints = get_type_hints(pass_class)
    documented = docstring_options(pass_class.__doc__ or "")
    options: list[PassOption] = []
    for field in dataclasses.fields(pass_class):
        if not field.init or field.name == "name":
            continue
        if field.default is not dataclasses.MISSING:
            default = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = dataclasses.MISSING
        name = option_name(field.name)
        documented_default, meaning = documented.get(
            name, documented.get(field.name, (None, ""))
        )
        options.append(
            PassOption(
                name,
                field.name,
                hints[field.name],
                default,
                meaning,
                documented_default,
            )
        )
    return tuple(options)


def table_passes() -> list[PassInfo]:
    """Our passes, then the xDSL passes of `XDSL_PASSES` that are not ours."""
    ours = get_all_passes()
    known: dict[str, Callable[[], type[ModulePass]]] = dict(
        Universe.get_multiverse().all_passes
    )
    infos: list[PassInfo] = []
    for name, factory in ours.items():
        pass_class = factory()
        infos.append(
            PassInfo(
                name, pass_class, True, summary_of(pass_class), pass_options(pass_class)
            )
        )
    for name, fallback in XDSL_PASSES.items():
        if name in ours:
            continue
        pass_class = known[name]()
        infos.append(
            PassInfo(
                name,
                pass_class,
                False,
                summary_of(pass_class, fallback),
                pass_options(pass_class),
            )
        )
    return infos


def mlir_text(value: Any) -> str:
    """A value as `mlir-opt --dump-pass-pipeline` prints it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(mlir_text(v) for v in value)  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    return str(value)


def type_text(field_type: Any) -> str:
    """An option type for a reader of the table."""
    origin = get_origin(field_type)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(field_type) if a is not type(None)]
        return " or ".join(type_text(a) for a in args) + " (optional)"
    if origin is Literal:
        return "one of " + ", ".join(f"`{a}`" for a in get_args(field_type))
    if origin is tuple:
        return f"list of {type_text(get_args(field_type)[0])}"
    return {bool: "bool", int: "int", float: "float", str: "string"}.get(
        field_type, str(field_type)
    )


def default_text(option: PassOption) -> str:
    if option.default is dataclasses.MISSING:
        return "(required)"
    if option.default is None:
        return "unset"
    if option.default == ():
        return "empty"
    return f"`{mlir_text(option.default)}`"


def heading_slug(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading."""
    text = heading.strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def topic_link(topic: str) -> str:
    """A Markdown link to a topic document (`file.md` or `file.md#section`),
    named by the document's title and the section's heading."""
    path, _, anchor = topic.partition("#")
    text = (DOCS / path).read_text()
    headings = re.findall(r"^(#+) (.*)$", text, re.M)
    title = next(h for level, h in headings if level == "#")
    name = title
    if anchor:
        sections = [h for _, h in headings if heading_slug(h) == anchor]
        if not sections:
            raise ValueError(f"docs/{path} has no section #{anchor}")
        name = f"{title}: {sections[0]}"
    return f"[{name}]({topic})"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _qualified(pass_class: type[ModulePass]) -> str:
    return f"{pass_class.__module__}.{pass_class.__qualname__}"


def _source_link(pass_class: type[ModulePass]) -> str:
    module = pass_class.__module__
    if module.startswith("xdsl_bufferization."):
        return f"../{module.replace('.', '/')}.py"
    return ""


def _origin(info: PassInfo) -> str:
    if not info.ours:
        return "xDSL's"
    replaced = xdsl_passes().get(info.name)
    if replaced is None:
        return "ours"
    return f"ours, replaces xDSL's `{_qualified(replaced())}`"


def pass_section(info: PassInfo) -> list[str]:
    origin = _origin(info)
    source = _source_link(info.pass_class)
    code = f"`{_qualified(info.pass_class)}`"
    lines = [
        f"### `{info.name}`",
        "",
        f"{info.summary}",
        "",
        f"- Class ({origin}): [{code}]({source})"
        if source
        else f"- Class ({origin}): {code}",
        "- Topic: " + ", ".join(topic_link(topic) for topic in TOPICS[info.name]),
    ]
    differences = MLIR_DIFFERENCES.get(info.name, {})
    for option, reason in differences.items():
        subject = f"option `{option}`" if option else "the pass"
        lines.append(f"- Differs from MLIR 22 ({subject}): {reason}")
    lines.append("")
    if info.options:
        lines += ["| option | type | default | meaning |", "| --- | --- | --- | --- |"]
        for option in info.options:
            lines.append(
                f"| `{option.name}` | {_cell(type_text(option.field_type))} | "
                f"{_cell(default_text(option))} | {_cell(option.meaning)} |"
            )
    else:
        lines.append("No options.")
    lines.append("")
    return lines


def pass_table() -> str:
    infos = table_passes()
    lines = ["| pass | class | options |", "| --- | --- | --- |"]
    for info in infos:
        origin = "" if info.ours else " (xDSL's)"
        options = ", ".join(f"`{o.name}`" for o in info.options) or "none"
        anchor = re.sub(r"[^\w-]", "", info.name)
        lines.append(
            f"| [`{info.name}`](#{anchor}) | `{info.pass_class.__qualname__}`"
            f"{origin} | {options} |"
        )
    lines.append("")
    for info in infos:
        lines += pass_section(info)
    return "\n".join(lines)


START = "<!-- pass-table -->\n"
END = "<!-- /pass-table -->"


def write_doc() -> None:
    """Replace the generated part of docs/passes.md."""
    path = DOCS / "passes.md"
    text = path.read_text()
    start = text.index(START) + len(START)
    end = text.index(END)
    path.write_text(text[:start] + pass_table() + "\n" + text[end:])


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write_doc()
    else:
        print(pass_table(), end="")
