"""The package's layers, read from its import statements (issue 14).

`interfaces/` is the bottom layer (with `dialects/` and `utils/`): it must not
import `analysis`, `models`, `transforms`, `executor` or `context`, neither at
module level nor inside a function. (The registries reach the built-in models
through the loader the package installs: see `interfaces/registry.py`.) And
no two modules import each other, directly or through others, at module
level.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

PACKAGE = "xdsl_bufferization"
ROOT = Path(__file__).resolve().parents[2]
UPPER_LAYERS = ("analysis", "models", "transforms", "executor", "context")


def _modules() -> dict[str, Path]:
    modules: dict[str, Path] = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _imported(node: ast.stmt, module: str, modules: dict[str, Path]) -> Iterator[str]:
    """The package modules that import statement `node` of `module` loads."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names if alias.name in modules)
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            is_package = modules[module].name == "__init__.py"
            anchor = module.split(".")
            anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
            base = ".".join([*anchor, *([base] if base else [])])
        submodules = [f"{base}.{alias.name}" for alias in node.names]
        named = [name for name in submodules if name in modules]
        if named:
            yield from named
        elif base in modules:
            yield base


def _top_level_imports(tree: ast.Module) -> Iterator[ast.stmt]:
    """Module-level imports, also inside `try`, not under `if TYPE_CHECKING`."""
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.Try):
            yield from (
                n for n in node.body if isinstance(n, ast.Import | ast.ImportFrom)
            )


@cache
def _graphs() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """(module-level imports, all imports) of every module of the package
    (read once: the tests only read them)."""
    modules = _modules()
    top: dict[str, set[str]] = {name: set() for name in modules}
    every: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(), str(path))
        for node in _top_level_imports(tree):
            top[name].update(t for t in _imported(node, name, modules) if t != name)
        for node in ast.walk(tree):
            if isinstance(node, ast.stmt):
                every[name].update(
                    t for t in _imported(node, name, modules) if t != name
                )
    return top, every


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan,
    iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            successor = next(successors, None)
            if successor is not None:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                elif successor in on_stack:
                    low[node] = min(low[node], index[successor])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def _layer(module: str) -> str:
    return module.split(".")[1] if "." in module else ""


def test_no_import_cycle_at_module_level():
    top, _ = _graphs()
    assert _cycles(top) == []


def test_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_interfaces_import_no_upper_layer_at_module_level():
    top, _ = _graphs()
    upward = sorted(
        (module, target)
        for module, targets in top.items()
        if _layer(module) == "interfaces"
        for target in targets
        if _layer(target) in UPPER_LAYERS
    )
    assert upward == []


def test_interfaces_import_no_upper_layer_inside_functions():
    _, every = _graphs()
    upward = sorted(
        (module, target)
        for module, targets in every.items()
        if _layer(module) == "interfaces"
        for target in targets
        if _layer(target) in UPPER_LAYERS
    )
    assert upward == []


def test_the_check_sees_imports_inside_functions():
    """The graph of all imports holds an import made inside a function (the
    package's loader of the built-in models), which the module-level graph
    does not."""
    top, every = _graphs()
    assert f"{PACKAGE}.models" in every[PACKAGE]
    assert f"{PACKAGE}.models" not in top[PACKAGE]
