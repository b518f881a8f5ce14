"""Every reading the code cites by its id is one the reader can find: each «Interpretación» box of
the built pages carries its id (``Interpretación Z7: …``, ``Interpretation Z7: …``), and every id the
docstrings and comments of ``engine/`` and ``site/`` cite is on a page, in both languages."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "build" / "html"
#: An interpretation id: Z7 (La Zanga), Q4 (Zápiti), W1 (Awari), B3 (Mbau), V-a (Vano), H-g (Hus).
ID = r"(?:[ZQWB][0-9]{1,2}|[VH]-[a-z])"
#: Ids or ranges of them as the code writes them: "Z6", "Z6–Z8", "Q1 and Q2".
CITED = re.compile(rf"\b({ID})(?:[–-]({ID}))?\b")
#: Names of another numbering (worked examples, sections) that no page shows: never to be cited.
FOREIGN = re.compile(r"\b(?:[EMVH][0-9])\b")
TITLE = {"es": "Interpretación", "en": "Interpretation"}
JOIN = {"es": "y", "en": "and"}


def prose(path: Path) -> list[tuple[int, str]]:
    """The docstrings, other bare strings and comments of a Python file, with their lines."""
    source = path.read_text(encoding="utf-8")
    found = [(node.lineno, node.value.value) for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
             and isinstance(node.value.value, str)]
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    found += [(token.start[0], token.string) for token in tokens if token.type == tokenize.COMMENT]
    return found


def expand(first: str, last: str | None) -> list[str]:
    if not last:
        return [first]
    if first[1] == "-":
        return [f"{first[0]}-{chr(c)}" for c in range(ord(first[2]), ord(last[2]) + 1)]
    return [f"{first[0]}{n}" for n in range(int(first[1:]), int(last[1:]) + 1)]


@cache
def cited() -> dict[str, list[str]]:
    """Every id cited in ``engine/`` and ``site/``, with where."""
    where: dict[str, list[str]] = {}
    for path in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("site/**/*.py")]):
        for line, text in prose(path):
            for first, last in CITED.findall(text):
                for one in expand(first, last):
                    where.setdefault(one, []).append(f"{path.relative_to(ROOT)}:{line}")
    return where


@cache
def shown(lang: str) -> dict[str, list[str]]:
    """The ids on the boxes of the built pages of ``lang``, with the pages; fails on a box without one."""
    if not (HTML / lang / "index.html").exists():
        pytest.fail("build/html is missing: run `make html` (make test does it)")
    title = re.compile(rf"^{TITLE[lang]} ({ID}(?:(?:, | {JOIN[lang]} ){ID})*): \S")
    where: dict[str, list[str]] = {}
    for page in sorted((HTML / lang).rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for box in re.findall(r'<p class="admonition-title">([^<]*)</p>', text):
            if not box.startswith(TITLE[lang]):
                continue
            match = title.match(box)
            assert match, f"{page.relative_to(HTML)}: a box without its id: {box!r}"
            for one in re.findall(ID, match.group(1)):
                where.setdefault(one, []).append(str(page.relative_to(HTML)))
    return where


def test_the_code_cites_interpretations_only_by_ids_the_pages_show() -> None:
    code = cited()
    assert len(code) >= 40  # the test reads what it should
    for lang in TITLE:
        pages = shown(lang)
        missing = {one: places for one, places in code.items() if one not in pages}
        assert missing == {}, f"cited in the code, on no {lang} page"


def test_the_same_ids_in_both_languages_on_the_same_pages() -> None:
    spanish, english = shown("es"), shown("en")
    assert spanish.keys() == english.keys()
    for one, pages in spanish.items():
        assert [p.replace("es/", "en/", 1) for p in pages] == english[one], one


def test_no_docstring_cites_a_numbering_the_pages_do_not_show() -> None:
    foreign = [f"{path.relative_to(ROOT)}:{line}: {match}"
               for path in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("site/**/*.py")])
               for line, text in prose(path) for match in FOREIGN.findall(text)]
    assert foreign == []
