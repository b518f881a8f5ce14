"""Sphinx extension of Reglas vivas: live examples, the offline runtime, the language switch.

* ``live-example`` names a scenario of the engine (``awari.captura``); ``full-game`` names a game.
  Both are validated when the page is built (a broken example fails the build with page and line)
  and rendered to static HTML by the engine's own renderer, so the position shows at first paint.
* Pages with widgets get ``rv-widgets.js``, which starts the engine in a PyScript worker and hands
  each widget over to it; other pages load nothing.
* The runtime (Pyodide, PyScript, the engine zip) is copied once into ``build/html/_runtime``,
  next to one folder per language; ``build/html/index.html`` sends readers to their language.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from . import classroom, progress, runtime

STATIC = Path(__file__).parent / "static"
TEMPLATES = Path(__file__).parent / "templates"
LANGUAGE_NAMES = {"es": "Español", "en": "English"}


class live_widget(nodes.General, nodes.Element):
    """A widget's place in the page; its static HTML is made when the page is read."""


class LiveExample(SphinxDirective):
    """``live-example``: a scenario of the engine, playable in the page.

    .. code-block:: md

       ```{live-example} awari.captura
       ```
    """

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine import scenario
        from engine.errors import RulesError
        from engine.render import View, example
        from engine.session import Session

        name = self.arguments[0]
        try:
            found = scenario.get(name)
            session = Session.from_scenario(found)
            check_solution(found)
            body = example(session, self.env.config.language or "es", View(hydrated=False))
        except (RulesError, ValueError, AssertionError) as err:
            text = err.text("es") if isinstance(err, RulesError) else str(err)
            raise self.error(f"live-example {name!r}: {text}") from err
        node = live_widget(kind="example", key=name, body=body, title=found.title,
                           sheet=classroom.print_sheet(found, self.env.config.language or "es"))
        self.set_source_info(node)
        return [node]


class FullGame(SphinxDirective):
    """``full-game``: a whole game against a bot or between people on one device, with share link.

    ``:options: players:4`` fixes options of the game for this page (the four-player Zápiti); the
    widget's key is then the game in the syntax of a game record, ``zapiti;opts=players:4``.
    """

    required_arguments = 1
    has_content = False
    option_spec = {"options": lambda text: text or ""}

    def run(self) -> list[nodes.Node]:
        import engine
        from engine.errors import RulesError
        from engine.record import Record
        from engine.render import View, full_game
        from engine.session import Session

        name = self.arguments[0]
        lang = self.env.config.language or "es"
        try:
            cls = engine.game_class(name)
            fixed = cls.OPTIONS.parse_text(self.options.get("options", "")).non_default()
            has_first = any(option.name == "first_player" for option in cls.OPTIONS)
            game = engine.load(name, **fixed, **({"first_player": "south"} if has_first else {}))
            session = Session.from_record(Record(name, game.options.to_text(), seed=0), human_seats=(0,),
                                          bot_level=engine.bots.DEFAULT_LEVEL)
            seats = game.SEAT_NAMES  # type: ignore[attr-defined]
            first_choices = [("south", seats[0]), ("north", seats[1]), ("random", "al azar")] if has_first else []
            body = full_game(session, lang, View(hydrated=False), mode="bot", level=engine.bots.DEFAULT_LEVEL,
                             first="south", first_choices=first_choices)
        except (RulesError, ValueError, AttributeError) as err:
            text = err.text("es") if isinstance(err, RulesError) else str(err)
            raise self.error(f"full-game {name!r}: {text}") from err
        key = Record(name, ",".join(f"{k}:{v}" for k, v in fixed.items())).to_text()
        node = live_widget(kind="game", key=key, body=body, title=name)
        self.set_source_info(node)
        return [node]


class Position(SphinxDirective):
    """``position``: a static board (a figure of the source, drawn), from the game's notation.

    .. code-block:: md

       ```{position} awari
       4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1
       ```

    Options: ``:options: capture:backward`` (the game's option text), ``:mark: D E`` (holes to mark);
    for card games ``:reveal:`` (every hand face up; otherwise all are face down) and ``:part: name``
    (one part of the board, such as Zápiti's ``marcador``).
    Write the caption as an ordinary paragraph after it, so that it is translated with the page.
    """

    required_arguments = 1
    has_content = True
    option_spec = {"options": lambda text: text or "", "mark": lambda text: (text or "").split(),
                   "reveal": lambda text: True, "part": lambda text: (text or "").strip()}

    def run(self) -> list[nodes.Node]:
        import engine
        from engine.errors import RulesError
        from engine.render import board

        name = self.arguments[0]
        try:
            cls = engine.game_class(name)
            game = cls(cls.OPTIONS.parse_text(self.options.get("options", "")))
            state = game.from_notation("\n".join(self.content).strip())
            names = list(getattr(game, "HOLE_NAMES", ()))
            marks = [names.index(m) for m in self.options.get("mark", [])]
            extra = {"reveal": True} if self.options.get("reveal") else {}
            if self.options.get("part"):
                extra["part"] = self.options["part"]
            body = board(state, self.env.config.language or "es", interactive=False, highlight=marks, **extra)
        except (RulesError, ValueError) as err:
            text = err.text("es") if isinstance(err, RulesError) else str(err)
            raise self.error(f"position {name!r}: {text}") from err
        return [nodes.raw("", f'<div class="rv-widget rv-figure">{body}</div>', format="html")]


def check_solution(found: Any) -> None:
    """A scenario's solution must be legal from its start and reach its goal."""
    from engine.session import Session

    if not found.solution:
        return
    session = Session.from_scenario(found)
    for action in found.solution:
        session._push(action)
    assert session.goal_reached(), f"its solution {' '.join(found.solution)} does not reach the goal"


def number_widgets(app: Sphinx, doctree: nodes.document) -> None:
    """Widget ids, unique within a page, fixed when it is read: other pages link to them."""
    for count, node in enumerate(doctree.findall(live_widget), start=1):
        node["rv_id"] = f"rv-{node['kind']}-{count}"


def visit_live_widget(self: Any, node: live_widget) -> None:
    wid = node["rv_id"]
    attrs = {
        "class": f"rv-widget rv-{node['kind']}",
        "id": wid,
        "data-rv-kind": node["kind"],
        "data-rv-key": node["key"],
    }
    attr_text = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in attrs.items())
    self.body.append(f"<section {attr_text}>{node['body']}</section>{node.get('sheet', '')}")
    raise nodes.SkipNode


def skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def on_builder_inited(app: Sphinx) -> None:
    from . import catalog  # imported here so `python -m reglas_sphinx.catalog` runs it only once

    catalog.compile_all()
    if app.builder.format == "html":
        app.rv_engine_zip = runtime.publish(Path(app.outdir).parent / "_runtime")  # type: ignore[attr-defined]
    else:
        app.rv_engine_zip = ""  # type: ignore[attr-defined]


def on_env_get_outdated(app: Sphinx, env: Any, added: set[str], changed: set[str], removed: set[str]) -> list[str]:
    """A new engine re-reads every page: its examples are validated again, and the pages name the
    new engine zip (its name is content-hashed, and the old one is gone)."""
    if getattr(env, "rv_engine_zip", None) != app.rv_engine_zip:  # type: ignore[attr-defined]
        env.rv_engine_zip = app.rv_engine_zip  # type: ignore[attr-defined]
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
    if doctree is not None and any(doctree.findall(live_widget)):
        app.add_css_file("rv-widgets.css")
        # async: Python starts while the page is still being parsed (see rv-widgets.js)
        app.add_js_file("rv-widgets.js", type="module", **{"async": "async", "data-rv-engine": app.rv_engine_zip})
    elif doctree is not None and any("rv-figure" in n.astext() for n in doctree.findall(nodes.raw)):
        app.add_css_file("rv-widgets.css")


ROOT_INDEX = """<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Reglas vivas</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="es/_static/favicon.svg">
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}
a{display:inline-block;margin:.5rem 1rem .5rem 0;font-size:1.3rem}</style>
<script src="choose-language.js"></script></head>
<body><h1>Reglas vivas</h1>
<p>Elige idioma · Choose a language</p>
<p><a href="es/index.html" hreflang="es" lang="es">Español</a><a href="en/index.html" hreflang="en" lang="en">English</a></p>
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
        (root / "index.html").write_text(ROOT_INDEX, encoding="utf-8")
        (root / "choose-language.js").write_text(CHOOSE_LANGUAGE, encoding="utf-8")


def on_config_inited(app: Sphinx, config: Any) -> None:
    config.html_static_path.append(str(STATIC))
    config.templates_path.append(str(TEMPLATES))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(
        live_widget,
        html=(visit_live_widget, None),
        latex=(skip, None),
        text=(skip, None),
        man=(skip, None),
        texinfo=(skip, None),
    )
    app.add_directive("live-example", LiveExample)
    app.add_directive("full-game", FullGame)
    app.add_directive("position", Position)
    app.connect("config-inited", on_config_inited)
    app.connect("builder-inited", on_builder_inited)
    app.connect("doctree-read", number_widgets, priority=400)  # before progress reads the ids
    app.connect("env-get-outdated", on_env_get_outdated)
    app.connect("html-page-context", on_html_page_context)
    app.connect("build-finished", on_build_finished)
    progress.setup(app)
    classroom.register(app)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 2}

