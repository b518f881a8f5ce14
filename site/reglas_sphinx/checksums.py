"""Every file of ``_static`` that a page loads is named by an address that carries its content's
checksum (Sphinx's ``?v=<crc32>``), which ``serve.py`` checks and keeps for good (``immutable``): a
revisit within the cache's lifetime asks for the page alone.

Sphinx writes such an address for the scripts and stylesheets of a page's head, with the checksum of
each file as it was when the page was written. That leaves out three kinds of file, so once the build
is done every page is stamped again from the files as the build leaves them (before csp.py computes
the page's policy, which must hash the import map):

* the modules that the page's modules import (``import … from "./rv-core.js"``): a browser asks for
  an import's address as written, so the page carries an import map (``<script type="importmap">``,
  allowed by its hash) from each module's plain address to its checksummed one;
* ``rv-python.js``, which the page's template names in its head: its address gets the checksum too,
  the same address the import map gives it (one module, so Python starts once);
* ``pygments.css``, which Furo writes again once the pages are written (the checksum Sphinx wrote
  is that of its own file): every script and stylesheet address gets the checksum of the file now.
"""

from __future__ import annotations

import json
import re
import zlib
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

#: What a page is given when it is rendered (in its head, before any module), filled once the build is done.
PLACEHOLDER = '<script type="importmap">{}</script>'
IMPORT_MAP_RE = re.compile(r'<script type="importmap">.*?</script>', re.S)
#: A module's import of a file beside it: ``import … from "./x.js"``, ``import "./x.js"``, ``import("./x.js")``.
IMPORT_RE = re.compile(r"""\bimport\b(?:[^"';()]*?\bfrom)?\s*\(?\s*["']\./([^"'/]+\.m?js)["']""")
#: A module script of ``_static`` in a page: its file's name.
MODULE_RE = re.compile(r'<script\b(?=[^>]*\stype="module")[^>]*\ssrc="(?:\.\./)*_static/([^"?#/]+)')
#: The address of a file of ``_static`` in a script or link element, with or without a checksum.
ADDRESS_RE = re.compile(r'(<(?:script|link)\b[^>]*?\s(?:src|href)=")((?:\.\./)*_static/[^"?#]+)(?:\?v=[0-9a-f]{8})?"')
#: Run after the build's other steps that write files of ``_static`` (Furo's pygments.css, rv-texts.js).
PRIORITY = 800


def checksum(file: Path) -> str:
    """Sphinx's checksum of a static file (sphinx.builders.html._assets), which serve.py checks."""
    return format(zlib.crc32(file.read_bytes().translate(None, b"\r")), "08x")


def imports(static: Path) -> dict[str, list[str]]:
    """Each module of ``static`` -> the files beside it that it imports by a relative address."""
    found = {script.name: IMPORT_RE.findall(script.read_text("utf-8")) for script in static.glob("*.js")}
    return {name: sorted({i for i in imported if (static / i).is_file()}) for name, imported in found.items()}


def imported(page: str, graph: dict[str, list[str]]) -> list[str]:
    """What the module scripts of ``page`` (of ``_static``) import, directly or not, sorted."""
    todo = [name for name in MODULE_RE.findall(page) for name in graph.get(name, [])]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += graph.get(name, [])
    return sorted(seen)


def import_map(up: str, versions: dict[str, str]) -> str:
    """The import map of a page ``up`` (``"./"``, ``"../"``…) from the site's language folder."""
    imports = {f"{up}_static/{name}": f"{up}_static/{name}?v={version}" for name, version in versions.items()}
    return f'<script type="importmap">{json.dumps({"imports": imports}, sort_keys=True)}</script>'


def stamp(page: str, up: str, static: Path, graph: dict[str, list[str]]) -> str:
    """``page`` with its import map filled and every address of a ``_static`` file checksummed."""
    def address(match: re.Match[str]) -> str:
        file = static / match.group(2).split("_static/", 1)[1]
        return f'{match.group(1)}{match.group(2)}?v={checksum(file)}"' if file.is_file() else match.group(0)

    versions = {name: checksum(static / name) for name in imported(page, graph)}
    page = IMPORT_MAP_RE.sub(lambda _: import_map(up, versions), page, count=1)
    return ADDRESS_RE.sub(address, page)


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                         doctree: nodes.document | None) -> None:
    context["metatags"] = context.get("metatags", "") + PLACEHOLDER


def on_build_finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    static = outdir / "_static"
    graph = imports(static)
    for path in outdir.rglob("*.html"):
        if "_static" in path.relative_to(outdir).parts:
            continue
        page = path.read_text(encoding="utf-8")
        depth = len(path.relative_to(outdir).parts) - 1
        stamped = stamp(page, "../" * depth or "./", static, graph)
        if stamped != page:
            path.write_text(stamped, encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("html-page-context", on_html_page_context)
    app.connect("build-finished", on_build_finished, priority=PRIORITY)
