"""The plugin registers with stock xDSL tools and reports errors without tracebacks."""

import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

from xdsl.universe import XDSL_UNIVERSE, Universe

from tests.harness.tools import run_tool
from xdsl_bufferization.context import get_context
from xdsl_bufferization.diagnostics import install_cli_error_handler
from xdsl_bufferization.dialects import get_all_dialects

XDSL_OPT = str(Path(sys.executable).parent / "xdsl-opt")


def test_entry_point_is_declared():
    names = {ep.name for ep in entry_points(group="xdsl.universe")}
    assert "xdsl_bufferization" in names


def test_multiverse_serves_our_dialects():
    multiverse = Universe.get_multiverse()
    for name, factory in get_all_dialects().items():
        assert multiverse.all_dialects[name]() is factory()
        assert XDSL_UNIVERSE.all_dialects[name]() is factory()


def test_context_has_our_dialects_and_xdsls_others():
    ctx = get_context()
    for factory in get_all_dialects().values():
        for op in factory().operations:
            assert ctx.get_optional_op(op.name) is op
    assert ctx.get_optional_op("linalg.generic") is not None
    assert ctx.get_optional_op("arith.addi") is not None


def test_error_handler_only_for_cli_programs():
    assert not install_cli_error_handler("python")
    assert not install_cli_error_handler("/usr/bin/pytest")


def run_xdsl_opt(text: str, *args: str) -> subprocess.CompletedProcess[str]:
    return run_tool("xdsl-opt", *args, stdin=text)


def test_verifier_error_has_no_traceback():
    bad = """
    func.func @f() {
      %v = "memref.alloc"() <{operandSegmentSizes = array<i32: 1, 0>}> : () -> memref<4xf32>
      func.return
    }
    """
    result = run_xdsl_opt(bad)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "error:" in result.stderr
    assert "operandSegmentSizes" in result.stderr


def test_parse_error_has_no_traceback():
    result = run_xdsl_opt('func.func @f() { %x = "foo.bar"() : () -> i32 }')
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "Operation foo.bar is not registered" in result.stderr


def test_pipeline_xdsl_cannot_build_has_no_traceback():
    # xDSL raises a plain ValueError for these; the handler reports it in
    # mlir-opt's words, naming the pass.
    for pipeline, message in (
        (
            "nosuchpass",
            "'nosuchpass' does not refer to a registered pass or pass pipeline",
        ),
        ("cse{foo}", "cse: unknown option 'foo' (options: none)"),
    ):
        result = run_xdsl_opt("func.func @f() {\n  return\n}\n", "-p", pipeline)
        assert result.returncode != 0
        assert "Traceback" not in result.stderr
        assert f"error: {message}" in result.stderr


def test_value_error_inside_a_pass_is_not_a_pipeline_error():
    import pytest
    from xdsl.passes import PassPipeline

    from xdsl_bufferization.diagnostics import is_pipeline_spec_error

    def fail() -> None:
        raise ValueError("a bug")

    with pytest.raises(ValueError, match="a bug") as bug:
        fail()
    assert not is_pipeline_spec_error(bug.value, bug.tb)
    with pytest.raises(ValueError, match="Unrecognized passes") as spec:
        PassPipeline.parse_spec({}, "nosuchpass")
    assert is_pipeline_spec_error(spec.value, spec.tb)
