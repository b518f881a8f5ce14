"""The classroom side of the site: handouts, the projector switch, the offline notices.

* Every live example carries, beside the widget, a print sheet made at build time by the engine's
  renderer: the start position as a static figure, the goal, room for the answer and, for the
  answer key, the solution's moves, the position after them and the example's hints as the
  explanation. Screens never show it; printing shows it instead of the widget (``rv-widgets.css``),
  and the answer key when the page is printed with ``html.rv-answer-key`` (the toolbar's button).
  The sheet travels inside a ``<noscript>``. A browser that runs scripts reads its content as
  text without building it, and ``rv-classroom.js`` makes it part of the page when the page is
  printed; a browser that runs none builds it as part of the page, so a page printed without
  scripts still prints the worksheets. Built with the page, the sheets would add many elements to
  it, and the page's main thread would take longer before the last example comes alive
  (``bench/bench_browser.py`` measures it).
* Every page gets ``rv-classroom.js`` and ``rv-classroom.css`` (the projector switch, the offline
  state, the file:// notice, the language switch) and the toolbar of ``templates/page.html``.

The texts are Spanish msgids: this module's and the page's JavaScript's in the extension's own
catalogue ``locales/en/…/reglas_sphinx.po`` (compiled here, checked by ``reglas_sphinx.catalog``;
the JavaScript's, in the page's language, are written as ``_static/rv-texts.js`` for ``rv-core.js``
by :func:`write_texts`), the templates' in ``tutorials/locales/en/LC_MESSAGES/sphinx.po`` (``make po``
extracts them; Sphinx merges and compiles it); the Spanish of the theme's English texts is in
``tutorials/locales/es/LC_MESSAGES/sphinx.po``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

CATALOG = "reglas_sphinx"
LOCALES = Path(__file__).parent / "locales"
#: The class of the ``<noscript>`` that holds a print sheet (``rv-classroom.js`` finds it by it).
SHEET_SOURCE = "rv-print-source"


def print_sheet(found: Any, lang: str) -> str:
    """The worksheet and answer key of the scenario ``found`` (:func:`engine.table.sheet.sheet`), in
    the ``<noscript>`` that keeps it out of the page until it is printed."""
    from engine.table.sheet import sheet

    return f'<noscript class="{SHEET_SOURCE}">{as_noscript_text(sheet(found, lang))}</noscript>'


def as_noscript_text(html: str) -> str:
    """``html`` unchanged, once it is sure to be read back whole from a ``<noscript>``: where
    scripts run, the browser reads the element's content as raw text, which ends at the first
    ``</noscript``."""
    if "</noscript" in html.lower():
        raise ValueError("a print sheet may not hold '</noscript'")
    return html


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                         doctree: nodes.document | None) -> None:
    """Tells the toolbar whether the page has examples to print."""
    from .directives import live_widget

    context["rv_examples"] = doctree is not None and any(
        node["kind"] == "example" for node in doctree.findall(live_widget)
    )


def compile_catalogs() -> None:
    """Writes the ``.mo`` beside each ``.po`` of :data:`CATALOG` that is newer than it."""
    from babel.messages.pofile import read_po

    from .catalog import write_compiled

    for po in LOCALES.glob(f"*/LC_MESSAGES/{CATALOG}.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            with po.open("rb") as source:
                write_compiled(mo, read_po(source))


#: The texts of the page's JavaScript in one language, as the module ``rv-core.js`` imports.
TEXTS_MODULE = """// Written by the build (reglas_sphinx.classroom.write_texts): the texts of the page's JavaScript in
// this language, from the site's catalogue (reglas_sphinx.po); empty in Spanish, the msgids' language.
export default {table};
"""


def write_texts(app: Sphinx, exception: Exception | None) -> None:
    """Writes ``_static/rv-texts.js``, the JavaScript's texts in the build's language."""
    from . import catalog

    if exception is not None or app.builder.format != "html":
        return
    table = catalog.browser_texts(app.config.language or "es")
    target = Path(app.outdir) / "_static" / "rv-texts.js"
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(table, ensure_ascii=False, indent=0, sort_keys=True)
    target.write_text(TEXTS_MODULE.format(table=text), encoding="utf-8")


def register(app: Sphinx) -> None:
    compile_catalogs()
    app.add_message_catalog(CATALOG, str(LOCALES))
    app.add_js_file("rv-classroom.js")  # classic and in the head: it must also run from file://
    app.add_css_file("rv-classroom.css")
    app.connect("html-page-context", on_html_page_context)
    app.connect("build-finished", write_texts)
