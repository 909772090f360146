"""
The passes of docs/passes.md against MLIR 22's: same pass names, same option
names, types and defaults, apart from the deliberate differences listed in
`MLIR_DIFFERENCES` of scripts/pass_table.py (each with its reason; they are
shown in docs/passes.md).

MLIR's side comes from `mlir-opt --help` (the "Compiler passes to run" block:
each pass and pipeline with its options, their value types and enumeration
values) and `mlir-opt --dump-pass-pipeline` (a pass's options with their
values: the defaults when none is given; list options with no value print
nothing). A pipeline does not print its own options, so its defaults are
checked by expansion: giving an option our default must expand to the same
passes as giving nothing.
"""

from __future__ import annotations

import os
import re
import runpy
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin

import pytest

from tests.harness.mlir_tools import MLIR_REF

ROOT = Path(__file__).resolve().parents[2]

TABLE = runpy.run_path(str(ROOT / "scripts" / "pass_table.py"))
PASSES = {info.name: info for info in TABLE["table_passes"]()}
MLIR_DIFFERENCES: dict[str, dict[str, str]] = TABLE["MLIR_DIFFERENCES"]
mlir_text = TABLE["mlir_text"]

IN_MLIR = sorted(name for name in PASSES if "" not in MLIR_DIFFERENCES.get(name, {}))
"""The passes MLIR 22 has (the others are listed, see test_pass_exists_in_mlir)."""

_INT_KINDS = frozenset({"int", "uint", "long", "ulong"})


@dataclass(frozen=True)
class MLIROption:
    name: str
    kind: str
    """What `--help` shows after `=`: `uint`, `string`, `value` (an
    enumeration)..., or `bool` for a flag."""
    choices: tuple[str, ...]
    """The names of an enumeration's values."""


@dataclass(frozen=True)
class MLIRPass:
    name: str
    is_pipeline: bool
    options: dict[str, MLIROption]


def run_mlir_opt(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MLIR_REF, "mlir-opt", *args],
        input="",
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def parse_help(text: str) -> dict[str, MLIRPass]:
    """The passes and pipelines of `mlir-opt --help`, with their options."""
    lines = text.splitlines()
    start = lines.index("  Compiler passes to run")
    passes: dict[str, MLIRPass] = {}
    is_pipeline = False
    current: MLIRPass | None = None
    option: MLIROption | None = None
    for line in lines[start + 1 :]:
        if re.match(r"^ {0,2}\S", line):
            break
        if line.strip() in ("Passes:", "Pass Pipelines:"):
            is_pipeline = line.strip() == "Pass Pipelines:"
            continue
        if m := re.match(r"^ {6}--([\w-]+)\s", line):
            current = MLIRPass(m.group(1), is_pipeline, {})
            passes[current.name] = current
            option = None
        elif m := re.match(r"^ {8}--?([\w-]+)(?:[= ]<([\w-]+)>)?\s", line):
            assert current is not None, line
            option = MLIROption(m.group(1), m.group(2) or "bool", ())
            current.options[option.name] = option
        elif m := re.match(r"^ +=([\w-]+)", line):
            assert current is not None, line
            assert option is not None, line
            option = MLIROption(option.name, option.kind, (*option.choices, m.group(1)))
            current.options[option.name] = option
        else:
            raise AssertionError(f"unexpected line in mlir-opt --help: {line!r}")
    return passes


@cache
def mlir_passes() -> dict[str, MLIRPass]:
    """MLIR 22's passes and pipelines (one `mlir-opt --help` per session)."""
    try:
        process = run_mlir_opt("--help")
    except OSError as e:
        pytest.skip(f"mlir-ref is not runnable: {e}")
    if process.returncode != 0:
        pytest.skip(f"mlir-ref is not runnable: {process.stderr.strip()}")
    return parse_help(process.stdout)


@cache
def dumped_pipeline(pipeline: str) -> str:
    """What `--dump-pass-pipeline` prints for a pass (or pipeline) with its
    options, nested in `func.func` if it only runs on functions."""
    for nesting in ("builtin.module({})", "builtin.module(func.func({}))"):
        process = run_mlir_opt(
            "-",
            f"--pass-pipeline={nesting.format(pipeline)}",
            "--dump-pass-pipeline",
            "-o",
            os.devnull,
        )
        if process.returncode == 0:
            return process.stderr.strip()
        if "did you intend to nest?" not in process.stderr:
            break
    raise AssertionError(f"mlir-opt cannot run {pipeline}:\n{process.stderr}")


def mlir_defaults(pass_name: str) -> dict[str, str]:
    """The options `--dump-pass-pipeline` prints for a pass given none."""
    dump = dumped_pipeline(pass_name)
    match = re.search(re.escape(pass_name) + r"(?:\{([^}]*)\})?", dump)
    assert match is not None, dump
    return dict(re.findall(r"([\w-]+)=(\S*)", match.group(1) or ""))


def our_options(pass_name: str) -> dict[str, Any]:
    return {option.name: option for option in PASSES[pass_name].options}


def differences(pass_name: str) -> dict[str, str]:
    return MLIR_DIFFERENCES.get(pass_name, {})


def type_matches(field_type: Any, option: MLIROption) -> bool:
    origin = get_origin(field_type)
    if origin is Union or (origin is not None and origin.__name__ == "UnionType"):
        args = [a for a in get_args(field_type) if a is not type(None)]
        return len(args) == 1 and type_matches(args[0], option)
    if option.kind == "bool":
        return field_type is bool
    if option.kind in _INT_KINDS:
        return field_type is int
    if option.kind == "value":
        return origin is Literal and set(get_args(field_type)) == set(option.choices)
    if option.kind == "string":
        # A list option prints as `<string>` too; a Literal is a string whose
        # values we check when parsing (MLIR checks them when running).
        return field_type is str or origin is tuple or origin is Literal
    return False


def test_help_is_parsed():
    passes = mlir_passes()
    one_shot = passes["one-shot-bufferize"]
    assert not one_shot.is_pipeline
    assert one_shot.options["buffer-alignment"].kind == "ulong"
    assert one_shot.options["bufferize-function-boundaries"].kind == "bool"
    assert one_shot.options["unknown-type-conversion"].choices == (
        "infer-layout-map",
        "identity-layout-map",
        "fully-dynamic-layout-map",
    )
    assert passes["buffer-deallocation-pipeline"].is_pipeline
    assert mlir_defaults("promote-buffers-to-stack") == {
        "max-alloc-size-in-bytes": "1024",
        "max-rank-of-allocated-memref": "1",
    }


@pytest.mark.parametrize("pass_name", sorted(PASSES))
def test_pass_exists_in_mlir(pass_name: str):
    exists = pass_name in mlir_passes()
    if "" in differences(pass_name):
        assert not exists, f"{pass_name} is in MLIR 22: remove its entry"
    else:
        assert exists, f"MLIR 22 has no pass {pass_name}: list it in MLIR_DIFFERENCES"


@pytest.mark.parametrize("pass_name", IN_MLIR)
def test_option_names(pass_name: str):
    assert pass_name in mlir_passes(), f"MLIR 22 has no pass {pass_name}"
    ours = set(our_options(pass_name))
    theirs = set(mlir_passes()[pass_name].options)
    listed = set(differences(pass_name)) - {""}
    unlisted = (ours ^ theirs) - listed
    assert not unlisted, (
        f"{pass_name}: options only in ours {sorted(ours - theirs)}, only in "
        f"MLIR 22's {sorted(theirs - ours)}; add them or list them in "
        "MLIR_DIFFERENCES with a reason"
    )


@pytest.mark.parametrize("pass_name", IN_MLIR)
def test_option_types(pass_name: str):
    assert pass_name in mlir_passes(), f"MLIR 22 has no pass {pass_name}"
    theirs = mlir_passes()[pass_name].options
    for name, option in our_options(pass_name).items():
        if name in theirs:
            assert type_matches(option.field_type, theirs[name]), (
                f"{pass_name}: option {name} is {option.field_type} in ours, "
                f"{theirs[name]} in MLIR 22"
            )


@pytest.mark.parametrize("pass_name", IN_MLIR)
def test_option_defaults(pass_name: str):
    assert pass_name in mlir_passes(), f"MLIR 22 has no pass {pass_name}"
    mlir_pass = mlir_passes()[pass_name]
    ours = our_options(pass_name)
    mismatched: list[str] = []
    if mlir_pass.is_pipeline:
        plain = dumped_pipeline(pass_name)
        for name, option in ours.items():
            if name not in mlir_pass.options:
                continue
            given = dumped_pipeline(
                f"{pass_name}{{{name}={mlir_text(option.default)}}}"
            )
            if given != plain:
                mismatched.append(
                    f"{name}: ours {mlir_text(option.default)!r} expands differently"
                )
            elif option.field_type is bool:
                # The comparison only means something if the option shows.
                flipped = mlir_text(not option.default)
                assert dumped_pipeline(f"{pass_name}{{{name}={flipped}}}") != plain, (
                    f"{pass_name}: option {name} does not change the expansion, "
                    "so its default cannot be compared this way"
                )
    else:
        defaults = mlir_defaults(pass_name)
        for name, option in ours.items():
            if name not in mlir_pass.options:
                continue
            # List options with no value are not printed.
            theirs = defaults.get(name, "")
            if mlir_text(option.default) != theirs:
                mismatched.append(
                    f"{name}: ours {mlir_text(option.default)!r}, MLIR 22's {theirs!r}"
                )
    unlisted = [m for m in mismatched if m.split(":")[0] not in differences(pass_name)]
    assert not unlisted, f"{pass_name}: defaults differ from MLIR 22's: {unlisted}"


@pytest.mark.parametrize(
    ("pass_name", "option"),
    sorted((p, o) for p, d in MLIR_DIFFERENCES.items() for o in d),
)
def test_listed_differences_are_real(pass_name: str, option: str):
    """Every listed difference still exists (no stale entries)."""
    assert pass_name in PASSES, f"{pass_name} is not in the table"
    if option == "":
        return  # checked by test_pass_exists_in_mlir
    theirs = mlir_passes()[pass_name].options
    ours = our_options(pass_name)
    if option in ours and option in theirs:
        mlir_pass = mlir_passes()[pass_name]
        assert not mlir_pass.is_pipeline, "list pipeline default differences by hand"
        default = mlir_text(ours[option].default)
        assert default != mlir_defaults(pass_name).get(option, ""), (
            f"{pass_name}: option {option} now matches MLIR 22: remove its entry"
        )
    else:
        assert option in ours or option in theirs, (
            f"{pass_name}: neither we nor MLIR 22 have option {option}"
        )
