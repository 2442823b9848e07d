#!/usr/bin/env python3
"""Figures of the package's shape, for planning and closing notes.

    python scripts/code_stats.py [PACKAGE_DIR]

Largest modules, longest function bodies, imports inside functions, import cycles among
muster's modules (counting imports inside functions too), and CLI option names ("--x")
in string literals under games/ and engine/.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]+")


def module_name(path: Path, base: Path) -> str:
    parts = list(path.relative_to(base.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


# the fields that hold statements (a body, an else, a finally, an except's handlers, a
# match's cases): an expression holds none, so a walk down these meets every statement
BLOCKS = ("body", "handlers", "orelse", "finalbody", "cases")


def statements(tree: ast.AST) -> Iterator[tuple[ast.AST, bool]]:
    """Every statement of ``tree`` (and each except handler and match case, which hold
    statements), in the source's order, with whether it is inside a function (at any
    depth). Expressions are not walked: there is no statement in one."""
    todo: list[tuple[ast.AST, bool]] = [(tree, False)]
    while todo:
        node, inside = todo.pop()
        yield node, inside
        inside = inside or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        blocks = [getattr(node, field) for field in node._fields if field in BLOCKS]
        todo += [(child, inside) for block in reversed(blocks) if isinstance(block, list)
                 for child in reversed(block)]


def function_imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement inside a function of ``tree``, once each (one in a nested
    function too): what the layout guards, the figures and bench/deferred_imports.py read."""
    for node, inside in statements(tree):
        if inside and isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


MAX_MODULE = 650  # lines of a module of the package: one rule or one subject per module
MAX_FUNCTION = 80  # lines of a function body, its docstring aside


@dataclass
class Shape:
    """The package's figures: (lines, module) and (body lines, function) longest first,
    imports inside functions and in all, the import cycles, option names by module."""

    sizes: list[tuple[int, str]]
    funcs: list[tuple[int, str]]
    inner: int
    total_imports: int
    cycles: list[set[str]]
    options: dict[str, int]


def read(path: Path) -> tuple[str, Sequence[ast.AST]]:
    """A module's text and every node of its tree in `ast.walk`'s order (the tree first)."""
    text = path.read_text(encoding="utf-8")
    return text, list(ast.walk(ast.parse(text)))


def measure(base: Path, read: Callable[[Path], tuple[str, Sequence[ast.AST]]] = read) -> Shape:
    """The figures of the package at ``base``; ``read`` gives a module's text and nodes (the
    tests pass theirs, which parse and walk each module once in a test process)."""
    files = sorted(p for p in base.rglob("*.py"))
    sizes, funcs, inner, edges = [], [], 0, {}
    options: dict[str, int] = {}
    total_imports = 0
    for path in files:
        text, nodes = read(path)
        tree = nodes[0]
        name = module_name(path, base)
        sizes.append((len(text.splitlines()), str(path.relative_to(base.parent))))
        targets = edges.setdefault(name, set())
        inner += sum(1 for _ in function_imports(tree))
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                body = node.body
                if body and isinstance(body[0], ast.Expr) and isinstance(
                        getattr(body[0], "value", None), ast.Constant):
                    body = body[1:]
                if body:
                    length = body[-1].end_lineno - body[0].lineno + 1
                    where = f"{path.relative_to(base.parent)}:{node.lineno}"
                    funcs.append((length, f"{where} {node.name}"))
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                total_imports += 1
                if isinstance(node, ast.ImportFrom) and node.module:
                    mod = node.module
                    if node.level:
                        pkg = name.split(".")[: -node.level] if not path.name == "__init__.py" \
                            else name.split(".")[: len(name.split(".")) - node.level + 1]
                        mod = ".".join(pkg + [node.module])
                    if mod.startswith("muster"):
                        targets.add(mod)
                        for alias in node.names:
                            targets.add(f"{mod}.{alias.name}")
                elif isinstance(node, ast.Import):
                    for alias in node.names:
                        if alias.name.startswith("muster"):
                            targets.add(alias.name)
        rel = path.relative_to(base)
        if rel.parts[0] in ("games", "engine"):
            found = 0
            docs = {id(n.value) for n in nodes if isinstance(n, ast.Expr)}
            for node in nodes:
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and id(node) not in docs:
                    found += len(OPTION.findall(node.value))
            if found:
                options[str(rel)] = found
    modules = set(edges)
    graph = {m: {t for t in ts if t in modules and t != m} for m, ts in edges.items()}
    sizes.sort(reverse=True)
    funcs.sort(reverse=True)
    return Shape(sizes, funcs, inner, total_imports, _cycles(graph), options)


def main(base: Path) -> None:
    shape = measure(base)
    sizes, funcs, inner, total_imports = shape.sizes, shape.funcs, shape.inner, \
        shape.total_imports
    cycles, options = shape.cycles, shape.options
    print(f"modules: {len(sizes)}, lines: {sum(s for s, _ in sizes)}")
    print("largest modules:", "; ".join(f"{p} {s}" for s, p in sizes[:5]))
    print("longest function bodies:", "; ".join(f"{p} {s}" for s, p in funcs[:5]))
    print(f"functions over {MAX_FUNCTION} lines: "
          f"{sum(1 for s, _ in funcs if s > MAX_FUNCTION)}; modules over {MAX_MODULE} lines: "
          f"{sum(1 for s, _ in sizes if s > MAX_MODULE)}")
    print(f"imports inside functions: {inner} of {total_imports}")
    print(f"import cycles (strongly connected groups): {len(cycles)}")
    for c in cycles:
        print("   ", " -> ".join(sorted(c)))
    print("CLI option names in games/ and engine/ strings (docstrings aside): "
          f"{sum(options.values())}")
    for f, n in sorted(options.items(), key=lambda kv: -kv[1])[:12]:
        print(f"    {f} {n}")


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "cli" / "muster")
