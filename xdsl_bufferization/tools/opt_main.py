"""`xdsl-bufferization-opt`: xDSL's `xdsl-opt` with `mlir-opt`'s command line.

    xdsl-bufferization-opt f.mlir -one-shot-bufferize="bufferize-function-boundaries" \\
        --buffer-deallocation-pipeline -canonicalize -o out.mlir
    xdsl-bufferization-opt f.mlir --pass-pipeline='builtin.module(one-shot-bufferize, func.func(buffer-hoisting))'
    xdsl-bufferization-opt f.mlir -split-input-file -verify-diagnostics

It is `xDSLOptMain` (same dialects, passes, printing) with what a user pastes
from MLIR's documentation and lit RUN lines: every pass as an option of its
own, `--pass-pipeline`, `-split-input-file`, `-verify-diagnostics` (MLIR's:
it checks the `expected-*` annotations), `-o`, `--mlir-print-op-generic`,
`--mlir-print-debuginfo`, `--allow-unregistered-dialect`. Diagnostics are
printed as `mlir-opt` prints them, at `file:line:col` (every parsed op
records its location), and a failing chunk makes the exit status 1, the other
chunks of a split input are still processed. Any input extension is read as
MLIR. Anything it cannot honour is an error that says so. See
docs/command_line.md.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Sequence
from importlib.metadata import version
from typing import IO, ClassVar, TextIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_bufferization.diagnostics import (
    REPORTED_ERRORS,
    describe_uncaught,
    render,
    report_of,
)
from xdsl_bufferization.pipeline import available_passes, parse_passes
from xdsl_bufferization.source_locations import parse_chunk_with_locations
from xdsl_bufferization.tools.mlir_args import OptArguments, UsageError, read_arguments
from xdsl_bufferization.tools.verify_diagnostics import (
    DiagnosticVerifier,
    read_expectations,
)

PROGRAM = "xdsl-bufferization-opt"

USAGE = f"""\
usage: {PROGRAM} [input file | -] [options]

mlir-opt's command line for xDSL with the xdsl-bufferization plugin.

Passes (any pass `xdsl-opt` knows, see docs/passes.md), run in order:
  -<pass>, --<pass>                 run a pass with its default options
  -<pass>="<options>"               with options: -one-shot-bufferize="bufferize-function-boundaries"
  --pass-pipeline='builtin.module(...)'
                                    mlir-opt's textual pipeline; func.func(...) nesting
                                    for function-local passes
  -p '<pass>{{<options>}},<pass>'   xdsl-opt's pipeline syntax

Options (one dash or two):
  -o <file>                         output file (default: stdout)
  -split-input-file                 process each `// -----` chunk on its own
  -verify-diagnostics[=all|only-expected]
                                    check the diagnostics against the expected-*
                                    annotations of the input (exit status 1 on mismatch)
  --mlir-print-op-generic           print ops in the generic form
  --mlir-print-debuginfo            print op locations
  --mlir-print-op-on-diagnostic=false
                                    no "see current operation" note on errors
  --mlir-print-ir-after-failure     print the module, the error marked, after an error
  --allow-unregistered-dialect      parse ops of unknown dialects
  --no-implicit-module              the input must be a builtin.module
  --mlir-disable-threading, --mlir-print-local-scope
                                    accepted (passes run in one thread; attributes
                                    print inline already)
  -t, --target <target>; -f, --frontend <frontend>; --print-between-passes;
  --time-passes; --disable-verify   as in xdsl-opt
  --version                         the xDSL version
"""


class BufferizationOptMain(xDSLOptMain):
    """`xDSLOptMain` driven by an `OptArguments` (see the module documentation)."""

    version_format: ClassVar[str] = PROGRAM + " built from xdsl version {xdsl_version}"

    def __init__(self, options: OptArguments) -> None:
        self.options = options
        arguments = list(options.xdsl_arguments)
        if options.input_file is not None:
            arguments.insert(0, options.input_file)
        if options.output_file is not None:
            arguments.extend(("-o", options.output_file))
        if options.split_input_file:
            arguments.append("--split-input-file")
        super().__init__(description=USAGE, args=arguments)

    def setup_pipeline(self) -> None:
        # xDSL's callback verifies between passes and honours
        # --print-between-passes and --time-passes; our passes come from
        # mlir-opt's syntax.
        super().setup_pipeline()
        passes = parse_passes(
            self.options.pipeline(),
            self.available_passes,
            point=not self.options.pass_flags,
        )
        self.pipeline = PassPipeline(passes, self.pipeline.callback)

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        stream, extension = super().get_input_stream()
        if extension not in self.available_frontends:
            extension = "mlir"  # mlir-opt reads any file as MLIR
        return stream, extension

    def get_input_name(self) -> str:
        return self.args.input_file or "<stdin>"

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        if file_extension != "mlir":
            return super().parse_chunk(chunk, file_extension, start_offset)
        return parse_chunk_with_locations(self, chunk, start_offset)

    def run_chunks(self, errors: TextIO) -> int:
        """Process every chunk; the exit status (1 if one failed)."""
        chunks, file_extension = self.prepare_input()
        output = self.prepare_output()
        status = 0
        # As mlir-opt: unexpected diagnostics are reported as they come,
        # annotations no diagnostic met after the whole input.
        unmet: list[str] = []
        try:
            for index, (chunk, offset) in enumerate(chunks):
                if index > 0:
                    output.write("// -----\n")
                try:
                    if not self._run_chunk(
                        chunk, file_extension, offset, output, errors, unmet
                    ):
                        status = 1
                finally:
                    chunk.close()
                output.flush()
        finally:
            if output is not sys.stdout:
                output.close()
        errors.writelines(unmet)
        return status

    def _run_chunk(
        self,
        chunk: IO[bytes],
        file_extension: str,
        offset: int,
        output: IO[str],
        errors: TextIO,
        unmet: list[str],
    ) -> bool:
        verifier = None
        if self.options.verify_diagnostics is not None:
            text = chunk.read()
            chunk.seek(0)
            verifier = DiagnosticVerifier(
                read_expectations(
                    text.decode("utf-8", "replace"),
                    self.get_input_name(),
                    offset + 1,
                ),
                only_expected=self.options.verify_diagnostics == "only-expected",
            )
        try:
            module = self.parse_chunk(chunk, file_extension, offset)
            if module is not None:
                self.apply_passes(module)
                output.write(self.output_resulting_program(module))
            succeeded = True
        except REPORTED_ERRORS as error:
            report = report_of(error)
            if verifier is not None:
                verifier.process(report)
            else:
                errors.write(
                    render(
                        report,
                        current_op=self.options.print_op_on_diagnostic,
                        module=self.options.print_ir_after_failure,
                    )
                )
            succeeded = False
        if verifier is not None:
            succeeded = verifier.finish()
            errors.writelines(verifier.unexpected)
            unmet.extend(verifier.unmet)
        return succeeded


def main(argv: Sequence[str] | None = None) -> int:
    """Run `xdsl-bufferization-opt`; the exit status."""
    if argv is None:
        argv = sys.argv[1:]
    try:
        options = read_arguments(argv, available_passes())
        if options.help:
            sys.stdout.write(USAGE)
            return 0
        if options.version:
            sys.stdout.write(
                BufferizationOptMain.version_format.format(xdsl_version=version("xdsl"))
                + "\n"
            )
            return 0
        tool = BufferizationOptMain(options)
        return tool.run_chunks(sys.stderr)
    except UsageError as error:
        sys.stderr.write(f"{PROGRAM}: error: {error}\n")
        return 1
    except Exception as error:
        sys.stdout.flush()
        text = describe_uncaught(error, error.__traceback__, PROGRAM)
        if text is None:
            raise
        sys.stderr.write(text)
        return 1


def entry_point() -> None:
    """The console script."""
    # As xdsl-opt: show deprecation warnings, which Python hides by default.
    warnings.filterwarnings("default", category=DeprecationWarning)
    sys.exit(main())
