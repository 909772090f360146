"""`mlir-opt`'s command line, read for `xdsl-bufferization-opt`.

`mlir-opt` (LLVM's option parser) takes every long option with one dash or
two, every pass as an option of its own (`-one-shot-bufferize`,
`--canonicalize`, `-one-shot-bufferize="bufferize-function-boundaries"`), and
values after `=` or as the next argument. `read_arguments` turns such a
command line into an `OptArguments`: the pipeline, the options, and the
arguments for xDSL's `xDSLOptMain`; anything it cannot honour is a
`UsageError` that says so.

`check_xdsl_opt_arguments` guards stock `xdsl-opt` against the same command
lines: there `-one-shot-bufferize` reads as `-o ne-shot-bufferize`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field


class UsageError(Exception):
    """A command line the tool cannot honour (shown without traceback)."""


_DEFAULT_SPLIT_MARKER = "// -----"

_ACCEPTED_WITHOUT_EFFECT = frozenset(
    {
        # Threading and printing options whose effect is already ours: passes
        # run in one thread, and xDSL prints attributes inline (no aliases).
        "mlir-disable-threading",
        "mlir-print-local-scope",
    }
)

_XDSL_FLAGS = {
    # mlir-opt's spelling -> xDSLOptMain's
    "mlir-print-op-generic": "--print-op-generic",
    "mlir-print-debuginfo": "--print-debuginfo",
    "allow-unregistered-dialect": "--allow-unregistered-dialect",
    "no-implicit-module": "--no-implicit-module",
    # xDSL's own flags, accepted as they are
    "print-op-generic": "--print-op-generic",
    "print-debuginfo": "--print-debuginfo",
    "print-no-properties": "--print-no-properties",
    "disable-verify": "--disable-verify",
    "print-between-passes": "--print-between-passes",
    "time-passes": "--time-passes",
    "syntax-highlight": "--syntax-highlight",
}

_XDSL_VALUE_OPTIONS = {
    "t": "--target",
    "target": "--target",
    "f": "--frontend",
    "frontend": "--frontend",
}


@dataclass
class OptArguments:
    """What an `mlir-opt`-style command line asks for."""

    input_file: str | None = None
    output_file: str | None = None
    pass_flags: list[str] = field(default_factory=list[str])
    """Passes given as options, in order, each as `name{options}`."""
    pass_pipeline: str | None = None
    """`--pass-pipeline`'s value (MLIR's nested syntax)."""
    xdsl_pipeline: str | None = None
    """`-p`'s value (xDSL's syntax)."""
    split_input_file: bool = False
    verify_diagnostics: str | None = None
    """None, `all` or `only-expected`."""
    print_op_on_diagnostic: bool = True
    print_ir_after_failure: bool = False
    xdsl_arguments: list[str] = field(default_factory=list[str])
    """Arguments for `xDSLOptMain` (its spelling)."""
    help: bool = False
    version: bool = False

    def pipeline(self) -> str:
        """The pipeline to run, in the syntax `pipeline.parse_passes` reads."""
        given = [
            text
            for text in (self.pass_pipeline, self.xdsl_pipeline)
            if text is not None
        ]
        if self.pass_flags and given:
            raise UsageError(
                "'--pass-pipeline' (or '-p') can't be used with individual pass options"
            )
        if len(given) > 1:
            raise UsageError("give one of '--pass-pipeline' and '-p', not both")
        if given:
            return given[0]
        return ",".join(self.pass_flags)


def _bool_value(name: str, value: str | None) -> bool:
    if value is None or value.lower() in ("true", "1"):
        return True
    if value.lower() in ("false", "0"):
        return False
    raise UsageError(
        f"for the --{name} option: '{value}' is invalid value for boolean "
        "argument! Try 0 or 1"
    )


def _split(argument: str) -> tuple[str, str | None]:
    """`-name=value` or `--name=value` as (`name`, `value`)."""
    body = argument[2:] if argument.startswith("--") else argument[1:]
    name, equals, value = body.partition("=")
    return name, value if equals else None


def read_arguments(argv: Sequence[str], pass_names: Collection[str]) -> OptArguments:
    """Read an `mlir-opt` command line (without the program name)."""
    result = OptArguments()
    positional: list[str] = []
    index = 0

    def next_value(name: str) -> str:
        nonlocal index
        if index + 1 >= len(argv):
            raise UsageError(f"for the -{name} option: requires a value!")
        index += 1
        return argv[index]

    while index < len(argv):
        argument = argv[index]
        if argument == "--":
            positional.extend(argv[index + 1 :])
            break
        if argument == "-" or not argument.startswith("-"):
            positional.append(argument)
            index += 1
            continue
        name, value = _split(argument)
        if name in ("h", "help", "help-hidden"):
            result.help = True
        elif name == "version":
            result.version = True
        elif name == "o":
            result.output_file = value if value is not None else next_value(name)
        elif name == "pass-pipeline":
            result.pass_pipeline = value if value is not None else next_value(name)
        elif name in ("p", "passes"):
            result.xdsl_pipeline = value if value is not None else next_value(name)
        elif name == "split-input-file":
            if value not in (None, _DEFAULT_SPLIT_MARKER):
                raise UsageError(
                    f"--split-input-file={value}: only the default marker "
                    f"'{_DEFAULT_SPLIT_MARKER}' is supported"
                )
            result.split_input_file = True
        elif name == "verify-diagnostics":
            if value in (None, "", "all"):
                result.verify_diagnostics = "all"
            elif value == "only-expected":
                result.verify_diagnostics = "only-expected"
            else:
                raise UsageError(
                    f"for the --verify-diagnostics option: Cannot find option "
                    f"named '{value}'! (all, only-expected)"
                )
        elif name == "mlir-print-op-on-diagnostic":
            result.print_op_on_diagnostic = _bool_value(name, value)
        elif name == "mlir-print-ir-after-failure":
            result.print_ir_after_failure = _bool_value(name, value)
        elif name in _ACCEPTED_WITHOUT_EFFECT:
            _bool_value(name, value)
        elif name in _XDSL_FLAGS:
            if _bool_value(name, value):
                result.xdsl_arguments.append(_XDSL_FLAGS[name])
        elif name in _XDSL_VALUE_OPTIONS:
            given = value if value is not None else next_value(name)
            result.xdsl_arguments.extend((_XDSL_VALUE_OPTIONS[name], given))
        elif name in pass_names:
            result.pass_flags.append(name if value is None else f"{name}{{{value}}}")
        else:
            raise UsageError(
                f"unknown command line argument '{argument}': neither a pass nor "
                "an option xdsl-bufferization-opt supports (see --help)"
            )
        index += 1
    if len(positional) > 1:
        raise UsageError(
            f"too many positional arguments: {' '.join(positional)} (one input "
            "file, or '-' for stdin)"
        )
    if positional and positional[0] != "-":
        result.input_file = positional[0]
    return result


def check_xdsl_opt_arguments(
    argv: Sequence[str], pass_names: Collection[str]
) -> str | None:
    """
    The error for an `xdsl-opt` command line that gives a pass the way
    `mlir-opt` takes it (`-one-shot-bufferize`, `--canonicalize`): xdsl-opt's
    option parser would read `-one-shot-bufferize` as `-o ne-shot-bufferize`,
    silently write the unchanged IR to a file `ne-shot-bufferize` and exit 0;
    `-promote-buffers-to-stack` as `-p romote-buffers-to-stack`. None if
    there is no such argument.
    """
    for argument in argv:
        if argument == "--":
            return None
        if not argument.startswith("-") or argument == "-":
            continue
        name, value = _split(argument)
        if name not in pass_names or len(name) < 2:
            continue
        dashes = "--" if argument.startswith("--") else "-"
        pipeline = name if value is None else f"{name}{{{value}}}"
        misread = ""
        if dashes == "-":
            misread = f" (xdsl-opt would read it as '-{name[0]} {name[1:]}')"
        return (
            f"'{argument}': xdsl-opt takes passes with -p, not as options"
            f"{misread}; write -p '{pipeline}', or use xdsl-bufferization-opt, "
            "which takes mlir-opt's command line"
        )
    return None


def guard_xdsl_opt_command_line(argv: Sequence[str] | None = None) -> None:
    """
    In an `xdsl-opt` process, stop (exit status 1, with the error of
    `check_xdsl_opt_arguments`) on a pass given as an option, before xdsl-opt's
    own option parser misreads it. Called when the plugin is loaded, which
    xdsl-opt does before it parses its options.
    """
    import os
    import sys

    from xdsl.universe import XDSL_UNIVERSE

    from xdsl_bufferization.transforms import get_all_passes

    if argv is None:
        argv = sys.argv
    if not argv or os.path.basename(argv[0]) != "xdsl-opt":
        return
    names = set(XDSL_UNIVERSE.all_passes) | set(get_all_passes())
    error = check_xdsl_opt_arguments(argv[1:], names)
    if error is not None:
        sys.stderr.write(f"xdsl-opt: error: {error}\n")
        sys.exit(1)
