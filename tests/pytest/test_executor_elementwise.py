"""arith and math ops element by element on vectors and tensors in the
executor: each op gives, on a `vector<4x...>` and a `tensor<4x...>`, the
results it gives on each of the four scalars (the scalar handlers are
checked against mlir-runner by test_executor_mlir_runner.py, the vector
ones by its vector programs and the integration corpus)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from xdsl_bufferization.executor import ExecutorError, run

F32 = "[1.5, -2.0, 0.0, 7.25]"
F32_B = "[0.5, 3.0, -0.0, 7.25]"
I32 = "[3, -7, 0, 2147483647]"
I32_B = "[2, 5, -1, 1]"

# (op, operand types and values, result type); types use `{T}` for the
# shaped or scalar wrapper of an element type.
CASES: list[tuple[str, list[tuple[str, str]], str]] = [
    ("arith.addf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.subf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.mulf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.divf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.maximumf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.minnumf", [("f32", F32), ("f32", F32_B)], "f32"),
    ("arith.negf", [("f32", F32)], "f32"),
    ("arith.addi", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.muli", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.divsi", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.remsi", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.shli", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.xori", [("i32", I32), ("i32", I32_B)], "i32"),
    ("arith.maxui", [("i32", I32), ("i32", I32_B)], "i32"),
    ("math.sqrt", [("f32", "[4.0, 2.0, 0.0, 9.0]")], "f32"),
    ("math.exp", [("f32", F32)], "f32"),
    ("math.absi", [("i32", I32)], "i32"),
    ("math.powf", [("f32", F32), ("f32", F32_B)], "f32"),
]
CASTS: list[tuple[str, str, str, str]] = [
    ("arith.sitofp", "i32", I32, "f32"),
    ("arith.fptosi", "f32", F32, "i32"),
    ("arith.extf", "f32", F32, "f64"),
    ("arith.trunci", "i32", I32, "i8"),
    ("arith.index_cast", "i32", I32, "index"),
    ("arith.extui", "i32", I32, "i64"),
]
COMPARES: list[tuple[str, str, str, str]] = [
    ("arith.cmpf olt", "f32", F32, F32_B),
    ("arith.cmpf une", "f32", F32, F32_B),
    ("arith.cmpi sle", "i32", I32, I32_B),
    ("arith.cmpi ugt", "i32", I32, I32_B),
]


def _same(a: list[Any], b: list[Any]) -> bool:
    return all(
        (isinstance(x, float) and math.isnan(x) and math.isnan(y)) or x == y
        for x, y in zip(a, b, strict=True)
    )


def _run_three_ways(make_op: Any, operands: list[tuple[str, str]], result: str):
    """Run the op on tensor<4x>, vector<4x> and four scalars; return the
    tensor's, the vector's and the scalars' results."""
    lines: list[str] = []
    shaped_results: dict[str, str] = {}
    for wrapper in ("tensor", "vector"):
        names = []
        for index, (element, values) in enumerate(operands):
            name = f"%{wrapper}{index}"
            lines.append(
                f"  {name} = arith.constant dense<{values}> : {wrapper}<4x{element}>"
            )
            names.append(name)
        lines.append(
            f"  %{wrapper}_r = "
            + make_op(
                names,
                [f"{wrapper}<4x{e}>" for e, _ in operands],
                f"{wrapper}<4x{result}>",
            )
        )
        shaped_results[wrapper] = f"{wrapper}<4x{result}>"
    scalar_names = []
    for lane in range(4):
        names = []
        for index, (element, values) in enumerate(operands):
            value = values.strip("[]").split(",")[lane].strip()
            name = f"%s{lane}_{index}"
            lines.append(f"  {name} = arith.constant {value} : {element}")
            names.append(name)
        lines.append(
            f"  %s{lane}_r = " + make_op(names, [e for e, _ in operands], result)
        )
        scalar_names.append(f"%s{lane}_r")
    returned = ["%tensor_r", "%vector_r", *scalar_names]
    types = [shaped_results["tensor"], shaped_results["vector"]] + [result] * 4
    lines.append(f"  return {', '.join(returned)} : {', '.join(types)}")
    text = f"func.func @f() -> ({', '.join(types)}) {{\n" + "\n".join(lines) + "\n}\n"
    outcome = run(text, entry="f")
    assert outcome.ok, outcome.report.to_text()
    tensor, vector, *scalars = outcome.results
    return tensor, vector, scalars


@pytest.mark.parametrize(
    ("name", "operands", "result"), CASES, ids=[c[0] for c in CASES]
)
def test_elementwise_op(name: str, operands: list[tuple[str, str]], result: str):
    def make(names: list[str], types: list[str], result_type: str) -> str:
        return f"{name} {', '.join(names)} : {types[0]}"

    tensor, vector, scalars = _run_three_ways(make, operands, result)
    assert tensor.shape == vector.shape == (4,)
    assert _same(tensor.data, scalars)
    assert _same(vector.data, scalars)


@pytest.mark.parametrize(
    ("name", "source", "values", "target"), CASTS, ids=[c[0] for c in CASTS]
)
def test_elementwise_cast(name: str, source: str, values: str, target: str):
    def make(names: list[str], types: list[str], result_type: str) -> str:
        return f"{name} {names[0]} : {types[0]} to {result_type}"

    tensor, vector, scalars = _run_three_ways(make, [(source, values)], target)
    assert _same(tensor.data, scalars)
    assert _same(vector.data, scalars)


@pytest.mark.parametrize(
    ("name", "element", "lhs", "rhs"), COMPARES, ids=[c[0] for c in COMPARES]
)
def test_elementwise_compare_and_select(name: str, element: str, lhs: str, rhs: str):
    def make(names: list[str], types: list[str], result_type: str) -> str:
        return f"{name}, {names[0]}, {names[1]} : {types[0]}"

    tensor, vector, scalars = _run_three_ways(
        make, [(element, lhs), (element, rhs)], "i1"
    )
    assert tensor.data == vector.data == scalars
    assert set(scalars) <= {0, 1}


def test_select_with_shaped_and_scalar_conditions():
    text = """
    func.func @f() -> (vector<3xi32>, tensor<3xi32>, vector<3xi32>) {
      %c = arith.constant dense<[true, false, true]> : vector<3xi1>
      %ct = arith.constant dense<[false, false, true]> : tensor<3xi1>
      %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
      %b = arith.constant dense<[10, 20, 30]> : vector<3xi32>
      %at = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
      %bt = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
      %false = arith.constant false
      %r = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
      %rt = arith.select %ct, %at, %bt : tensor<3xi1>, tensor<3xi32>
      %rs = arith.select %false, %a, %b : vector<3xi32>
      return %r, %rt, %rs : vector<3xi32>, tensor<3xi32>, vector<3xi32>
    }
    """
    r, rt, rs = run(text, entry="f").results
    assert r.data == [1, 20, 3]
    assert rt.data == [10, 20, 3]
    assert rs.data == [10, 20, 30]


def test_dynamic_shapes_must_match():
    """Element-wise on tensors of different runtime shapes is undefined."""
    text = """
    func.func @f(%n: index, %m: index) -> tensor<?xf32> {
      %a = tensor.empty(%n) : tensor<?xf32>
      %b = tensor.empty(%m) : tensor<?xf32>
      %r = arith.addf %a, %b : tensor<?xf32>
      return %r : tensor<?xf32>
    }
    """
    outcome = run(text, entry="f", args=(2, 3))
    assert not outcome.ok
    (violation,) = outcome.report.violations
    assert violation.kind == "undefined-behavior"
    assert "'arith.addf' on operands of shapes [2] and [3]" in violation.message


def test_scalable_vector_operand_is_unsupported():
    text = """
    func.func @f(%v: vector<[4]xf32>) -> vector<[4]xf32> {
      %r = arith.addf %v, %v : vector<[4]xf32>
      return %r : vector<[4]xf32>
    }
    """
    with pytest.raises(ExecutorError, match="scalable vectors are not supported"):
        run(text, entry="f", args=(None,))
