"""Our passes, in this process, as `xdsl-opt -p` runs them.

A pipeline is an `xdsl-opt -p` string (`one-shot-bufferize{...},
buffer-deallocation-pipeline`); its passes come from xDSL's universe with
ours in place of xDSL's (`install_overrides`), so a name means what it means
on the command line. After the pipeline the module must verify and every
use must be dominated by its definition (xDSL's verifier does not check
that; `mlir-opt` does): `InvalidIR` otherwise.
"""

from __future__ import annotations

from io import StringIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline


class InvalidIR(Exception):
    """Our pipeline's result has a use its definition does not dominate."""


def parse(text: str, file_name: str = "<input>") -> ModuleOp:
    """A program parsed with the project's context (our dialects in place
    of xDSL's), the executor's way (it keeps the source position of each
    op, for diagnostics)."""
    from xdsl_bufferization.executor import parse_program

    return parse_program(text, file_name)[0]


def print_module(module: ModuleOp, *, generic: bool = False) -> str:
    from xdsl.printer import Printer

    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


def with_options(name: str, options: str) -> str:
    """The spelling of pass `name` with `options` (`name{options}`)."""
    return f"{name}{{{options}}}" if options else name


def pass_pipeline(spec: str) -> PassPipeline:
    """The passes of an `xdsl-opt -p` pipeline string."""
    from xdsl.universe import Universe

    from xdsl_bufferization.universe import install_overrides

    install_overrides()
    return PassPipeline.parse_spec(dict(Universe.get_multiverse().all_passes), spec)


def check_dominance(module: ModuleOp) -> None:
    """`InvalidIR` at the first use its definition does not dominate."""
    from xdsl_bufferization.analysis.dominance import dominance_violations

    violations = dominance_violations(module)
    if violations:
        raise InvalidIR(
            f"invalid IR: {violations[0].describe()} "
            f"({len(violations)} use(s) not dominated by their definition)"
        )


def apply_pipeline(module: ModuleOp, spec: str | PassPipeline) -> ModuleOp:
    """Run a pipeline on `module` (in place), then verify the result: xDSL's
    verifier and dominance. Returns `module`."""
    from xdsl_bufferization.context import get_context

    pipeline = pass_pipeline(spec) if isinstance(spec, str) else spec
    pipeline.apply(get_context(), module)
    module.verify()
    check_dominance(module)
    return module


def run_pipeline(
    text: str, spec: str, *, file_name: str = "<input>", generic: bool = False
) -> str:
    """`text` after our pipeline `spec`, printed (custom or generic form).
    The input must verify too. Raises what the passes raise (a diagnostic:
    `DiagnosticException`), `VerifyException`, `InvalidIR`."""
    module = parse(text, file_name)
    module.verify()
    return print_module(apply_pipeline(module, spec), generic=generic)
