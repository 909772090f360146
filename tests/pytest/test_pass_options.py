"""MLIR-style pass options: `{flag}`, `{flag=1}`, enums, lists, and clear errors."""

from dataclasses import dataclass
from typing import ClassVar, Literal

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline

from xdsl_bufferization.diagnostics import PassOptionError
from xdsl_bufferization.pass_options import MLIROptionsPass


@dataclass(frozen=True)
class ExamplePass(MLIROptionsPass):
    name: ClassVar[str] = "example-pass"

    bufferize_function_boundaries: bool = False
    buffer_alignment: int = 64
    function_boundary_type_conversion: Literal[
        "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"
    ] = "infer-layout-map"
    dialect_filter: tuple[str, ...] = ()
    analysis_fuzzer_seed: int | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pass


def parse(spec: str) -> ExamplePass:
    pipeline = PassPipeline.parse_spec({"example-pass": lambda: ExamplePass}, spec)
    (p,) = pipeline.passes
    assert isinstance(p, ExamplePass)
    return p


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("example-pass", False),
        ("example-pass{bufferize-function-boundaries}", True),
        ("example-pass{bufferize-function-boundaries=true}", True),
        ("example-pass{bufferize-function-boundaries=True}", True),
        ("example-pass{bufferize-function-boundaries=1}", True),
        ("example-pass{bufferize-function-boundaries=false}", False),
        ("example-pass{bufferize-function-boundaries=0}", False),
    ],
)
def test_bool_forms(spec: str, expected: bool):
    assert parse(spec).bufferize_function_boundaries is expected


def test_enum_int_list_and_defaults():
    p = parse(
        "example-pass{function-boundary-type-conversion=identity-layout-map "
        "dialect-filter=tensor,linalg buffer-alignment=16 bufferize-function-boundaries}"
    )
    assert p.function_boundary_type_conversion == "identity-layout-map"
    assert p.dialect_filter == ("tensor", "linalg")
    assert p.buffer_alignment == 16
    assert p.bufferize_function_boundaries is True
    assert p.analysis_fuzzer_seed is None
    assert parse("example-pass{dialect-filter=tensor}").dialect_filter == ("tensor",)
    assert parse("example-pass{analysis-fuzzer-seed=7}").analysis_fuzzer_seed == 7


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "example-pass{bufferize-function-boundaries=2}",
            "example-pass: invalid value '2' for option 'bufferize-function-boundaries'",
        ),
        (
            "example-pass{function-boundary-type-conversion=bogus}",
            "example-pass: invalid value 'bogus' for option "
            "'function-boundary-type-conversion' (expected one of infer-layout-map, "
            "identity-layout-map, fully-dynamic-layout-map)",
        ),
        (
            "example-pass{buffer-alignment=x}",
            "invalid value 'x' for option 'buffer-alignment' (expected an integer)",
        ),
        ("example-pass{buffer-alignment}", "option 'buffer-alignment' takes one value"),
        (
            "example-pass{no-such-option}",
            "example-pass: unknown option 'no-such-option'",
        ),
        ("example-pass{buffer-alignment=1,2}", "takes one value, got 1,2"),
    ],
)
def test_errors_name_pass_and_option(spec: str, message: str):
    with pytest.raises(PassOptionError) as e:
        parse(spec)
    assert message in str(e.value)


def test_spec_round_trip():
    p = parse(
        "example-pass{bufferize-function-boundaries dialect-filter=tensor,linalg}"
    )
    assert parse(str(p)) == p
