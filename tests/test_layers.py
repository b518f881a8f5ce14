"""The layers as folders: the rules (``engine/rules``), the lessons (``engine/lessons``), the table
(``engine/table``) and the site above them (``site/reglas_sphinx``). Each imports only downward; the
modules every game goes through (each layer's own, and the whole site) read a game only through its
registration, never by importing a family or comparing with a game's name.

Every import counts, wherever it is written (in a function, under ``TYPE_CHECKING``): a type is a
dependency too."""

from __future__ import annotations

import ast
from collections.abc import Mapping, Set
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {"engine": ROOT / "engine", "reglas_sphinx": ROOT / "site" / "reglas_sphinx"}
#: Where each package sits, from the bottom: the language every layer speaks, the rules (with the
#: ``engine`` package's own facade, ``engine.load``), the lessons, the table, the site.
LEVELS = {"engine.i18n": 0, "engine": 1, "engine.rules": 1, "engine.lessons": 2, "engine.table": 3,
          "reglas_sphinx": 4, "reglas_browser": 4}
#: The game families, each a folder in every layer: ``mancala``, ``zanga``, ``zapiti``.
FAMILIES = frozenset(module.split(".")[2] for module in engine.GAMES.values())


def module_name(path: Path) -> str:
    """The dotted name ``path`` is imported by (the browser bridge by its name inside Pyodide)."""
    if path.name == "reglas_browser.py":
        return "reglas_browser"
    for package, folder in SOURCES.items():
        if path.is_relative_to(folder):
            parts = [package, *path.relative_to(folder).with_suffix("").parts]
            return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    raise ValueError(path)


MODULES = {module_name(path): path for folder in SOURCES.values() for path in sorted(folder.rglob("*.py"))
           if "locales" not in path.parts}


def imports(name: str, tree: ast.AST, known: set[str]) -> set[str]:
    """The modules of ``known`` that the module ``name`` (parsed as ``tree``) imports: a module
    itself where ``from package import module`` names one, else the package or module it reads from."""
    is_package = MODULES.get(name, Path()).name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source
                       for alias in node.names]
        else:
            continue
        found.update(target for target in targets if target in known)
    return found


GRAPH = {name: imports(name, ast.parse(path.read_text(encoding="utf-8")), set(MODULES))
         for name, path in MODULES.items()}


def level(name: str) -> int:
    """The level of the module ``name``: that of the longest package in :data:`LEVELS` holding it."""
    holders = [package for package in LEVELS if name == package or name.startswith(package + ".")]
    return LEVELS[max(holders, key=len)]


def family(name: str) -> str | None:
    """The game family a module belongs to (``engine.<layer>.<family>…``), or ``None``: generic."""
    parts = name.split(".")
    return parts[2] if parts[0] == "engine" and len(parts) > 2 and parts[2] in FAMILIES else None


def test_the_layers_are_folders() -> None:
    for layer in ("rules", "lessons", "table"):
        assert (SOURCES["engine"] / layer / "__init__.py").is_file()
        for name in FAMILIES:
            assert f"engine.{layer}.{name}" in MODULES, f"{name} has no folder in engine/{layer}"
    top = sorted(path.name for path in SOURCES["engine"].glob("*.py"))
    assert top == ["__init__.py", "i18n.py"], f"engine/ holds modules outside the layers: {top}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_each_module_imports_only_downward(name: str) -> None:
    upward = sorted(target for target in GRAPH[name] if level(target) > level(name))
    assert not upward, f"{name} (level {level(name)}) imports {upward} from a layer above it"


@pytest.mark.parametrize("name", sorted(name for name in MODULES if family(name) is None))
def test_generic_modules_neither_name_a_game_nor_import_one(name: str) -> None:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    games = set(engine.names())
    compared = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Compare)
                for value in ast.walk(node) if isinstance(value, ast.Constant) and value.value in games]
    assert not compared, f"{name} compares with a game's name on lines {compared}"
    families = sorted(target for target in GRAPH[name] if family(target) is not None)
    assert not families, f"{name} imports {families}: a generic module reads a game through its registration"


def circles(graph: Mapping[str, Set[str]]) -> list[list[str]]:
    """The import circles of ``graph``: each set of modules that import one another, directly or
    through others (a strongly connected component of more than one module, by Tarjan's algorithm),
    and each module that imports itself; each circle sorted, the circles in order."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        stack.append(name)
        for target in sorted(graph.get(name, ())):
            if target not in order:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in stack:
                low[name] = min(low[name], order[target])
        if low[name] == order[name]:
            component = stack[stack.index(name):]
            del stack[stack.index(name):]
            if len(component) > 1 or name in graph.get(name, ()):
                found.append(sorted(component))

    for name in sorted(graph):
        if name not in order:
            visit(name)
    return sorted(found)


def test_no_module_imports_itself_through_others() -> None:
    found = circles(GRAPH)
    assert not found, "import circles: " + "; ".join("{" + ", ".join(circle) + "}" for circle in found)


def test_the_checks_can_fail() -> None:
    source = ("from ..table import render\nfrom engine.rules.zanga.game import Zanga\nimport json\n"
              "from . import scenario\nfrom .. import load\n")
    found = imports("engine.lessons.session", ast.parse(source), set(MODULES))
    assert found == {"engine.table.render", "engine.rules.zanga.game", "engine.lessons.scenario", "engine"}
    assert [target for target in sorted(found) if level(target) > level("engine.lessons.session")] == [
        "engine.table.render"]
    assert family("engine.rules.zanga.game") == "zanga" and family("engine.table.render") is None
    assert level("engine.i18n") == 0 and level("reglas_browser") == 4
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}, "f": {"d"}}) == [
        ["a", "b", "c"], ["e"]]
