"""Sphinx extension of Reglas vivas: live examples, the offline runtime, the language switch.

* ``live-example`` names a scenario of the engine (``awari.captura``), ``full-game`` a game and
  ``position`` a board in its notation (one module each in :mod:`.directives`). They are validated
  when the page is built (a broken example fails the build with page and line) and rendered to
  static HTML by the engine's own renderer, so the position shows at first paint.
* Pages with widgets get ``rv-python.js`` in the head, which starts the engine in a PyScript worker
  while the page is parsed, and ``rv-widgets.js``, which hands each widget over to it; other pages
  load neither.
* The runtime (Pyodide, PyScript, the engine zip) is copied once into ``build/html/_runtime``,
  next to one folder per language; ``build/html/index.html`` sends readers to their language.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

import engine
from engine.rules.registry import resolve

from . import checksums, classroom, csp, progress, runtime
from .directives import live_widget, setup_widgets
from .directives.course_map import setup_course_map
from .directives.full_game import setup_full_game
from .directives.live_example import setup_live_example
from .directives.position import position, setup_position
from .directives.practice import setup_practice
from .directives.set_link import setup_set_link

__all__ = ["live_widget", "setup"]

STATIC = Path(__file__).parent / "static"
TEMPLATES = Path(__file__).parent / "templates"
LANGUAGE_NAMES = {"es": "Español", "en": "English"}


def on_builder_inited(app: Sphinx) -> None:
    from . import catalog  # imported here so `python -m reglas_sphinx.catalog` runs it only once

    catalog.compile_all()
    if app.builder.format == "html":
        app.rv_runtime = runtime.publish(Path(app.outdir).parent / "_runtime")  # type: ignore[attr-defined]
    else:
        app.rv_runtime = runtime.Published("", "", "")  # type: ignore[attr-defined]


def extension_digest() -> str:
    """A digest of this extension's own Python, which turns each directive into HTML when a page is
    read (the print sheets of ``classroom.py``, for one)."""
    digest = hashlib.sha256()
    package = Path(__file__).parent
    for source in sorted(package.rglob("*.py")):
        digest.update(source.relative_to(package).as_posix().encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()


def on_env_get_outdated(app: Sphinx, env: Any, added: set[str], changed: set[str], removed: set[str]) -> list[str]:
    """A new engine re-reads every page: its examples are validated again, and the pages name the
    new engine zip and snapshot (their names are content-hashed, and the old ones are gone). So
    does a change to this extension: the pages were read by the old one."""
    read_by = (app.rv_runtime, extension_digest())  # type: ignore[attr-defined]
    if getattr(env, "rv_read_by", None) != read_by:
        env.rv_read_by = read_by
        return sorted(env.found_docs)
    return []


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                         doctree: nodes.document | None) -> None:
    lang = app.config.language or "es"
    up = "../" * pagename.count("/")
    context["rv_languages"] = [
        {"code": code, "name": name, "url": f"{up}../{code}/{pagename}.html", "current": code == lang}
        for code, name in LANGUAGE_NAMES.items()
    ]
    context["metatags"] = context.get("metatags", "") + "".join(
        f'\n<link rel="alternate" hreflang="{code}" href="{up}../{code}/{pagename}.html">'
        for code in LANGUAGE_NAMES if code != lang
    )
    if doctree is not None and (any(doctree.findall(live_widget)) or any(doctree.findall(position))):
        app.add_css_file("rv-widgets.css")
        context["rv_symbols"] = SYMBOLS
    if doctree is not None and any(doctree.findall(live_widget)):
        # The head preloads PyScript while the rest of the page is parsed and starts Python once it
        # is (rv-python.js, templates/page.html); rv-widgets.js, where the theme puts scripts, waits.
        context["rv_runtime"] = app.rv_runtime  # type: ignore[attr-defined]
        context["rv_preload"] = [f"{up}../_runtime/{app.rv_runtime.pyscript}/{name}"  # type: ignore[attr-defined]
                                 for name in runtime.pyscript_start()]
        module: dict[str, Any] = {"type": "module", "async": "async"}
        app.add_js_file("rv-widgets.js", **module)


#: What the boards draw many times, drawn once per page that has boards (templates/page.html): the
#: symbols every game's registration names (a suit's pip, a coin), which the pictures <use href="#…">.
SYMBOLS = "".join(resolve(path) for path in dict.fromkeys(
    path for record in engine.registered() for path in record.symbols))


ROOT_INDEX = """<!doctype html>
<html lang="es"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="">
<title>Reglas vivas</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="es/_static/favicon.svg">
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}
a{display:inline-block;margin:.5rem 1rem .5rem 0;font-size:1.3rem}</style>
<script src="choose-language.js"></script></head>
<body><h1>Reglas vivas</h1>
<p>Elige idioma · Choose a language</p>
<p><a href="es/index.html" hreflang="es" lang="es">Español</a>\
<a href="en/index.html" hreflang="en" lang="en">English</a></p>
</body></html>
"""

CHOOSE_LANGUAGE = """// Sends the reader to the site in their browser's language (Spanish unless English comes first).
(function () {
  var langs = navigator.languages || [navigator.language || "es"];
  for (var i = 0; i < langs.length; i++) {
    var code = String(langs[i]).slice(0, 2).toLowerCase();
    if (code === "es" || code === "en") { location.replace(code + "/index.html" + location.hash); return; }
  }
  location.replace("es/index.html" + location.hash);
})();
"""


def on_build_finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is None and app.builder.format == "html":
        root = Path(app.outdir).parent
        (root / "index.html").write_text(csp.fill(ROOT_INDEX, ()), encoding="utf-8")
        (root / "choose-language.js").write_text(CHOOSE_LANGUAGE, encoding="utf-8")


def on_config_inited(app: Sphinx, config: Any) -> None:
    config.html_static_path.append(str(STATIC))
    config.templates_path.append(str(TEMPLATES))


def setup(app: Sphinx) -> dict[str, Any]:
    setup_widgets(app)
    setup_live_example(app)
    setup_practice(app)
    setup_full_game(app)
    setup_course_map(app)
    setup_position(app)
    setup_set_link(app)
    app.connect("config-inited", on_config_inited)
    app.connect("builder-inited", on_builder_inited)
    app.connect("env-get-outdated", on_env_get_outdated)
    app.connect("html-page-context", on_html_page_context)
    app.connect("build-finished", on_build_finished)
    progress.setup(app)
    classroom.register(app)
    csp.setup(app)
    checksums.setup(app)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 4}

