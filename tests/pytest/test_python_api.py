"""
The Python API as docs/python_api.md shows it: its complete example is run
from the document itself (so the two cannot drift apart), and pass options
given as keyword arguments are checked as the string form checks them.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException

import xdsl_bufferization
from xdsl_bufferization.diagnostics import PassOptionError, format_error, report_of
from xdsl_bufferization.executor import run
from xdsl_bufferization.pipeline import PipelineError
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_bufferization.transforms.one_shot_bufferize import OneShotBufferizePass
from xdsl_bufferization.transforms.promote_buffers_to_stack import (
    PromoteBuffersToStackPass,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "python_api.md"


def doc_blocks(language: str) -> list[str]:
    """The fenced code blocks of the document in `language` ("" for none)."""
    blocks: list[str] = []
    current: list[str] | None = None
    current_language = ""
    for line in DOC.read_text().splitlines(keepends=True):
        if line.startswith("```"):
            if current is None:
                current, current_language = [], line[3:].strip()
            else:
                if current_language == language:
                    blocks.append("".join(current))
                current = None
        elif current is not None:
            current.append(line)
    return blocks


def test_documented_example_runs_and_prints_what_the_doc_shows():
    example = doc_blocks("python")[0]
    namespace: dict[str, object] = {}
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        exec(compile(example, str(DOC), "exec"), namespace)
    shown = doc_blocks("")[0]
    assert stdout.getvalue() == shown
    module = namespace["module"]
    assert "tensor<" not in str(module)


def _program() -> str:
    example = doc_blocks("python")[0]
    match = re.search(r'PROGRAM = """(.*?)"""', example, re.S)
    assert match is not None
    return match.group(1)


@pytest.mark.parametrize(
    "pipeline",
    [
        "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline",
        "builtin.module(one-shot-bufferize{bufferize-function-boundaries}, "
        "func.func(buffer-hoisting), buffer-deallocation-pipeline)",
        (
            OneShotBufferizePass(bufferize_function_boundaries=True),
            BufferDeallocationPipelinePass(),
        ),
    ],
)
def test_pipeline_forms_give_a_program_without_memory_errors(
    pipeline: str | tuple[object, ...],
):
    module = xdsl_bufferization.parse_module(_program(), file_name="double.mlir")
    xdsl_bufferization.run_pipeline(module, pipeline)  # pyright: ignore[reportArgumentType]
    result = run(module)
    assert result.ok, result.report.to_text()
    assert result.output.splitlines()[1] == "[10,  2,  2,  2]"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: OneShotBufferizePass(analysis_heuristic="bottom_up"),  # pyright: ignore[reportArgumentType]
            "one-shot-bufferize: invalid value 'bottom_up' for option "
            "'analysis-heuristic' (expected one of 'bottom-up', 'top-down', "
            "'bottom-up-from-terminators', 'fuzzer'; did you mean 'bottom-up'?)",
        ),
        (
            lambda: OneShotBufferizePass(buffer_alignment=-1),
            "one-shot-bufferize: invalid value -1 for option 'buffer-alignment' "
            "(expected an unsigned 64-bit integer)",
        ),
        (
            lambda: OneShotBufferizePass(bufferize_function_boundaries="yes"),  # pyright: ignore[reportArgumentType]
            "one-shot-bufferize: invalid value 'yes' for option "
            "'bufferize-function-boundaries' (expected True or False)",
        ),
        (
            lambda: OneShotBufferizePass(dialect_filter="tensor"),  # pyright: ignore[reportArgumentType]
            "one-shot-bufferize: invalid value 'tensor' for option 'dialect-filter' "
            "(expected a tuple of strings)",
        ),
        (
            lambda: PromoteBuffersToStackPass(max_alloc_size_in_bytes=2**32),
            "promote-buffers-to-stack: invalid value 4294967296 for option "
            "'max-alloc-size-in-bytes' (expected an unsigned 32-bit integer)",
        ),
    ],
)
def test_bad_keyword_options_raise_clear_errors(make: object, message: str):
    assert callable(make)
    with pytest.raises(PassOptionError) as caught:
        make()
    assert str(caught.value) == message


def test_good_keyword_options_equal_the_string_form():
    (parsed,) = xdsl_bufferization.parse_passes(
        "one-shot-bufferize{analysis-heuristic=top-down dialect-filter=tensor,linalg "
        "buffer-alignment=16}"
    )
    built = OneShotBufferizePass(
        analysis_heuristic="top-down",
        dialect_filter=["tensor", "linalg"],  # pyright: ignore[reportArgumentType]
        buffer_alignment=16,
    )
    assert parsed == built


def test_misspelled_keyword_is_a_type_error():
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        OneShotBufferizePass(bufferize_function_boundary=True)  # pyright: ignore[reportCallIssue]


def test_pipeline_string_errors_name_the_pass():
    with pytest.raises(PassOptionError, match=r"^one-shot-bufferize: unknown option"):
        xdsl_bufferization.parse_passes("one-shot-bufferize{no-such-option}")
    with pytest.raises(PipelineError, match="'nosuch' does not refer to a registered"):
        xdsl_bufferization.parse_passes("nosuch")


def test_errors_from_python_point_into_the_parsed_text():
    module = xdsl_bufferization.parse_module(
        "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n"
        '  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>\n'
        "  return %0 : tensor<4xf32>\n}\n",
        file_name="unknown.mlir",
        allow_unregistered=True,
    )
    with pytest.raises(DiagnosticException) as caught:
        xdsl_bufferization.run_pipeline(module, "one-shot-bufferize")
    report = report_of(caught.value)
    assert str(report.error.position) == "unknown.mlir:2:8"
    assert report.error.op is not None
    assert report.error.op.name == "builtin.unregistered"
    assert format_error(caught.value, module=False).startswith(
        "unknown.mlir:2:8: error: op was not bufferized\n"
        '  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>\n'
        "       ^\n"
    )
