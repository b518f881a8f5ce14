"""The Content-Security-Policy of every page, as a ``<meta>`` tag (so a plain static host keeps it).

As strict as the runtime allows (measured in Chromium: each source left out below stops the
widgets): scripts only from the site itself, plus the hashes of the page's own inline scripts (Furo's
theme switch); WebAssembly and ``eval`` (Pyodide and PyScript need both); workers from the site and
the ``blob:`` URL PyScript starts its worker from; fetches only to the site; no plugins, no other base
URL, forms only to the site. Inline ``<style>`` elements must match a hash, and style attributes (Furo's icons,
a board's ``--rv-cols``) a hash of their text (``'unsafe-hashes'``); browsers that know neither
``style-src-elem`` nor ``style-src-attr`` fall back to ``style-src``.

The hashes are computed from each page as written: the page gets a placeholder tag when it is
rendered, and once the build is done every page's tag is filled from the page's own inline scripts
and styles, and the style attributes of every page of the build (a widget redraws any board of its
game, and the exercise-set page draws boards of every game). A page that ran an inline event handler
(``onclick=…``) would need ``'unsafe-hashes'`` for scripts: the build refuses one instead.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

PLACEHOLDER = "rv-csp-to-be-computed"
META = '<meta http-equiv="Content-Security-Policy" content="{policy}">'
META_RE = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">')
SCRIPT_RE = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S | re.I)
STYLE_RE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S | re.I)
STYLE_ATTR_RE = re.compile(r'\sstyle="([^"]*)"', re.I)
HANDLER_RE = re.compile(r"<[a-z][^>]*\son[a-z]+=", re.I)
TYPE_RE = re.compile(r'\btype="([^"]*)"', re.I)
#: Script types a browser checks against the policy: code, and the import map (checksums.py); any
#: other, such as ``application/json``, is data.
EXECUTABLE = {"", "module", "text/javascript", "application/javascript", "importmap"}


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def inline_scripts(page: str) -> list[str]:
    """The text of every inline script of ``page`` that a browser runs."""
    found = []
    for attrs, body in SCRIPT_RE.findall(page):
        kind = TYPE_RE.search(attrs)
        runs = (kind.group(1) if kind else "").lower() in EXECUTABLE
        if runs and re.search(r"\bsrc=", attrs, re.I) is None:
            found.append(body)
    return found


def style_attributes(page: str) -> set[str]:
    return {html.unescape(value) for value in STYLE_ATTR_RE.findall(page)}


def policy(scripts: Iterable[str], styles: Iterable[str], attributes: Iterable[str]) -> str:
    """The policy of a page with these inline scripts, ``<style>`` texts and style attributes."""
    def hashes(texts: Iterable[str]) -> str:
        return "".join(" " + h for h in sorted({sha256(text) for text in texts}))

    attribute_hashes = hashes(attributes)
    return "; ".join([
        "default-src 'self'",
        f"script-src 'self'{hashes(scripts)} 'wasm-unsafe-eval' 'unsafe-eval'",
        "worker-src 'self' blob:",
        "connect-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        f"style-src-elem 'self'{hashes(styles)}",
        f"style-src-attr 'unsafe-hashes'{attribute_hashes}" if attribute_hashes else "style-src-attr 'none'",
        "img-src 'self' data:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ])


def page_policy(page: str, attributes: Iterable[str]) -> str:
    if HANDLER_RE.search(page):
        raise ValueError("an inline event handler (on…=) would need 'unsafe-hashes' for scripts")
    return policy(inline_scripts(page), STYLE_RE.findall(page), attributes)


def fill(page: str, attributes: Iterable[str]) -> str:
    """``page`` with its policy tag computed from the page as written."""
    return META_RE.sub(lambda _: META.format(policy=page_policy(page, attributes)), page, count=1)


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                         doctree: nodes.document | None) -> None:
    context["metatags"] = META.format(policy=PLACEHOLDER) + context.get("metatags", "")


def on_build_finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    pages = {path: path.read_text(encoding="utf-8") for path in Path(app.outdir).rglob("*.html")}
    attributes = set().union(*(style_attributes(page) for page in pages.values()))
    for path, page in pages.items():
        if META_RE.search(page):
            filled = fill(page, attributes)
            if filled != page:
                path.write_text(filled, encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("html-page-context", on_html_page_context)
    # after every step that writes the pages (checksums.py fills their import maps)
    app.connect("build-finished", on_build_finished, priority=900)
