"""
The canonicalization the deallocation pipeline runs (xDSL's `canonicalize`
plus MLIR's folds of `scf.if` and `i1` arithmetic that xDSL lacks, and
constant uniquing): each case is also folded by `mlir-opt -canonicalize`.
"""

import pytest
from xdsl.parser import Parser

from tests.harness.mlir_tools import mlir_available, tools
from xdsl_bufferization.context import get_context
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    DeallocationCanonicalizePass,
)


def _canonicalize(body: str, arguments: str = "%c: i1, %d: i1, %x: i1") -> str:
    text = f"func.func @f({arguments}) -> i1 {{\n{body}\n}}"
    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    DeallocationCanonicalizePass().apply(ctx, module)
    module.verify()
    return str(module)


def _mlir_canonicalize(body: str, arguments: str = "%c: i1, %d: i1, %x: i1") -> str:
    text = f"func.func @f({arguments}) -> i1 {{\n{body}\n}}"
    return tools().opt(["-canonicalize"], text)


CASES = [
    # andi / ori / xori with constants and themselves.
    ("%t = arith.constant true\n%r = arith.andi %x, %t : i1", "return %x"),
    ("%t = arith.constant true\n%r = arith.ori %x, %t : i1", "return %true"),
    ("%r = arith.andi %x, %x : i1", "return %x"),
    ("%r = arith.ori %x, %x : i1", "return %x"),
    ("%r = arith.xori %x, %x : i1", "return %false"),
    (
        "%t = arith.constant true\n%n = arith.xori %x, %t : i1\n"
        "%r = arith.andi %x, %n : i1",
        "return %false",
    ),
    (
        "%t = arith.constant true\n%n = arith.xori %x, %t : i1\n"
        "%r = arith.xori %n, %t : i1",
        "return %x",
    ),
    # select on equal constants.
    (
        "%f = arith.constant false\n%g = arith.constant false\n"
        "%r = arith.select %c, %f, %g : i1",
        "return %false",
    ),
    # scf.if results: the condition, a value yielded by both branches.
    (
        "%t = arith.constant true\n%f = arith.constant false\n"
        "%r = scf.if %c -> i1 {\n scf.yield %t : i1\n} else {\n scf.yield %f : i1\n}",
        "return %c",
    ),
    (
        "%r = scf.if %c -> i1 {\n scf.yield %x : i1\n} else {\n scf.yield %x : i1\n}",
        "return %x",
    ),
    # scf.if whose results come from outside: arith.select.
    (
        "%r = scf.if %c -> i1 {\n scf.yield %x : i1\n} else {\n scf.yield %d : i1\n}",
        "arith.select",
    ),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_fold(body: str, expected: str):
    result = _canonicalize(body + "\nreturn %r : i1")
    assert expected in result.replace("func.return", "return")
    if mlir_available():
        # mlir-opt prints the arguments %arg0, %arg1, %arg2.
        renamed = (
            expected.replace("%c", "%arg0")
            .replace("%d", "%arg1")
            .replace("%x", "%arg2")
        )
        assert renamed in _mlir_canonicalize(body + "\nreturn %r : i1")


def test_condition_propagation_and_combining_ifs():
    # Two scf.if on one condition merge; inside, the condition is true/false.
    body = """
    %m = memref.alloc() : memref<2xi1>
    %c0 = arith.constant 0 : index
    scf.if %c {
      memref.store %c, %m[%c0] : memref<2xi1>
    }
    scf.if %c {
      memref.store %x, %m[%c0] : memref<2xi1>
    }
    %r = memref.load %m[%c0] : memref<2xi1>
    return %r : i1
    """
    result = _canonicalize(body)
    assert result.count("scf.if") == 1
    assert "memref.store %true" in result


def test_constants_are_unique_and_at_the_function_entry():
    body = """
    %t1 = arith.constant true
    %r = scf.if %c -> i1 {
      %t2 = arith.constant true
      %a = arith.andi %x, %t2 : i1
      scf.yield %a : i1
    } else {
      %t3 = arith.constant true
      %o = arith.xori %x, %t3 : i1
      scf.yield %o : i1
    }
    %s = arith.andi %r, %t1 : i1
    return %s : i1
    """
    result = _canonicalize(body)
    assert result.count("arith.constant true") == 1
    first_op = result.split("{", 2)[2].strip().splitlines()[0]
    assert "arith.constant true" in first_op
