"""Which constructs a generated program contains, read from its text.

The tests require every construct to occur in enough of the CI seeds, so
that a change to a generator cannot quietly stop producing one. The scan
works on the generators' own output format (one op per line, regions
indented by two spaces), not on arbitrary MLIR.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

_OP = re.compile(r"^\s*(?:%[\w#:]+ = )?([a-z_]+\.[a-z_.]+)")


def op_counts(text: str) -> Counter[str]:
    """How often each op occurs."""
    return Counter(
        match.group(1) for match in map(_OP.match, text.splitlines()) if match
    )


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def scf_if_branches(text: str) -> Iterable[tuple[str, list[str], list[str]]]:
    """(head line, then lines, else lines) of every `scf.if`."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if "scf.if " not in line or not line.rstrip().endswith("{"):
            continue
        depth = _indent(line)
        then: list[str] = []
        other: list[str] = []
        current = then
        for inner in lines[index + 1 :]:
            if _indent(inner) == depth and inner.strip() == "} else {":
                current = other
                continue
            if _indent(inner) <= depth and inner.strip().startswith("}"):
                break
            current.append(inner)
        yield line, then, other


def _alloc_in_one_branch_only(text: str) -> bool:
    for head, then, other in scf_if_branches(text):
        if "memref<" not in head.split("scf.if", 1)[1]:
            continue
        allocates = ["memref.alloc" in "\n".join(branch) for branch in (then, other)]
        if allocates[0] != allocates[1]:
            return True
    return False


def _read_after_write(text: str) -> bool:
    """A tensor used after an op that writes into it (insert, insert_slice,
    the `outs` of a linalg op) made a new version of it."""
    lines = text.splitlines()
    patterns = (
        re.compile(r"tensor\.insert %[\w#]+ into (%[\w#]+)\["),
        re.compile(r"tensor\.insert_slice %[\w#]+ into (%[\w#]+)\["),
        re.compile(r"outs\((%[\w#]+) : tensor<"),
    )
    for index, line in enumerate(lines):
        for pattern in patterns:
            match = pattern.search(line)
            if match is None:
                continue
            name = match.group(1)
            used = re.compile(re.escape(name) + r"(?![\w#])")
            if any(used.search(later) for later in lines[index + 1 :]):
                return True
    return False


def _has(pattern: str) -> Callable[[str], bool]:
    compiled = re.compile(pattern, re.M)
    return lambda text: compiled.search(text) is not None


MEMREF_CONSTRUCTS: dict[str, Callable[[str], bool]] = {
    "memref.alloc": _has(r"= memref\.alloc\("),
    "memref.alloc with dynamic sizes": _has(r"= memref\.alloc\(%"),
    "memref.alloca": _has(r"= memref\.alloca\("),
    "scf.if yielding buffers": _has(r"scf\.if %\S+ -> \([^)]*memref<"),
    "allocation in one scf.if branch only": _alloc_in_one_branch_only,
    "scf.for carrying buffers": _has(r"scf\.for .*iter_args\(.*-> \([^)]*memref<"),
    "scf.while carrying buffers": _has(r"scf\.while \(.*memref<"),
    "cf.cond_br": _has(r"cf\.cond_br "),
    "cf.cond_br passing buffers": _has(r"cf\.cond_br %\S+, \^bb\d+\(%"),
    "cf.br passing buffers (joins)": _has(r"cf\.br \^bb\d+\(%.*memref<"),
    "block argument of memref type": _has(r"^\s*\^bb\d+\(%\w+: memref<"),
    "arith.select of buffers": _has(r"arith\.select .* : memref<"),
    "memref.subview": _has(r"memref\.subview "),
    "memref.cast": _has(r"= memref\.cast %\S+ : memref<[^*]*> to memref<[^*]"),
    "function returning a buffer": _has(r"^\s*return %.* : memref<"),
    "function taking a buffer": _has(r"^func\.func @helper\d+\(%\w+: memref<"),
    "call returning a buffer": _has(r"func\.call @helper\d+\(.*-> \(?memref<"),
    "memref.copy": _has(r"memref\.copy "),
    "memref.load": _has(r"memref\.load "),
    "memref.store": _has(r"memref\.store "),
    "linalg.fill": _has(r"linalg\.fill "),
    "2-d buffers": _has(r"memref<[\d?]+x[\d?]+xf32"),
    "static and fully dynamic layouts": _has(r"strided<\[\?\], offset: \?>"),
    "unstructured loop (cf back edge)": _has(r"^\s*\^bb\d+\(%hb\d+"),
}
"""Predicates on program text, by construct."""

TENSOR_CONSTRUCTS: dict[str, Callable[[str], bool]] = {
    "tensor.empty": _has(r"tensor\.empty\("),
    "tensor.empty with dynamic sizes": _has(r"tensor\.empty\(%"),
    "tensor.insert": _has(r"tensor\.insert %"),
    "tensor.extract": _has(r"tensor\.extract %"),
    "tensor.extract_slice": _has(r"tensor\.extract_slice "),
    "tensor.insert_slice": _has(r"tensor\.insert_slice "),
    "tensor.from_elements": _has(r"tensor\.from_elements "),
    "tensor.cast": _has(r"tensor\.cast "),
    "dense constant": _has(r"arith\.constant dense<"),
    "linalg.fill": _has(r"linalg\.fill "),
    "linalg.fill into an existing tensor": _has(r"%refill\d+ = linalg\.fill"),
    "linalg.generic": _has(r"linalg\.generic "),
    "linalg.generic reading its init": _has(r"arith\.\w+ %\w+, %o\d+ : f32"),
    "linalg.matmul": _has(r"linalg\.matmul "),
    "scf.if yielding tensors": _has(r"scf\.if %\S+ -> \([^)]*tensor<"),
    "scf.for with tensor iter_args": _has(r"scf\.for .*iter_args\(.*-> \([^)]*tensor<"),
    "function taking a tensor": _has(r"^func\.func @helper\d+\(%\w+: tensor<"),
    "function returning a tensor": _has(r"^\s*return %.* : tensor<"),
    "call with tensor results": _has(r"func\.call @helper\d+\(.*-> \(?tensor<"),
    "2-d tensors": _has(r"tensor<\d+x\d+xf32>"),
    "read after write": _read_after_write,
}


def construct_counts(
    texts: Iterable[str], constructs: dict[str, Callable[[str], bool]]
) -> dict[str, int]:
    """In how many programs each construct occurs."""
    counts = dict.fromkeys(constructs, 0)
    for text in texts:
        for name, present in constructs.items():
            if present(text):
                counts[name] += 1
    return counts
