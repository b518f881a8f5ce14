"""The extension's directives, one module each, as sphinx-design lays them out.

* :mod:`.live_example` — ``live-example``: a scenario of the engine, playable in the page;
* :mod:`.practice` — ``practice``: a drill's exercises, one after another;
* :mod:`.full_game` — ``full-game``: a whole game against a bot or between people;
* :mod:`.position` — ``position``: a static board drawn from the game's notation;
* :mod:`.course_map` — ``course-map``: the stages of a course page, and its words-before-each-move check;
* :mod:`.set_link` — ``set-link``, a role: a link to an exercise set of examples, in a sentence.

Each module declares its node, the node's HTML visitor and a ``setup_…(app)`` that registers both;
options are checked by their converters when the page is parsed, the engine checks the rest when the
directive runs, and any error names the page and line. This module holds what they share: the widget
node (``progress`` reuses it for exercise sets) and the registration of a node that only HTML shows.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

#: The formats besides HTML whose builders write documents (gettext writes none): no widgets there.
OTHER_FORMATS = ("latex", "text", "man", "texinfo")


class live_widget(nodes.General, nodes.Element):
    """A widget's place in the page (``kind``: example, game or set); its static HTML is made when
    the page is read, so the position shows at first paint."""


def visit_live_widget(self: Any, node: live_widget) -> None:
    attrs = {
        "class": f"rv-widget rv-{node['kind']}",
        "id": node["rv_id"],
        "data-rv-kind": node["kind"],
        "data-rv-key": node["key"],
    }
    attr_text = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in attrs.items())
    # The view that each reply of the engine replaces (rv-widgets.js), already in place.
    view = f'<div class="rv-view">{node["body"]}</div>'
    self.body.append(f"<section {attr_text}>{view}</section>{node.get('sheet', '')}")
    raise nodes.SkipNode


def skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def add_html_node(app: Sphinx, node: type[nodes.Element], visit: Callable[[Any, Any], None]) -> None:
    """Registers ``node``, written by ``visit`` in HTML and left out by the other builders."""
    others: dict[str, Any] = dict.fromkeys(OTHER_FORMATS, (skip, None))
    app.add_node(node, html=(visit, None), **others)


def language(directive: SphinxDirective) -> str:
    return directive.env.config.language or "es"


def failure(directive: SphinxDirective, name: str, err: Exception) -> Exception:
    """The directive's error for ``err``, naming it and its argument (Sphinx adds page and line)."""
    from engine.rules.errors import RulesError

    text = err.text("es") if isinstance(err, RulesError) else str(err)
    error: Exception = directive.error(f"{directive.name} {name!r}: {text}")
    return error


def number_widgets(app: Sphinx, doctree: nodes.document) -> None:
    """Widget ids, unique within a page, fixed when it is read: other pages link to them."""
    for count, node in enumerate(doctree.findall(live_widget), start=1):
        node["rv_id"] = f"rv-{node['kind']}-{count}"


def setup_widgets(app: Sphinx) -> None:
    add_html_node(app, live_widget, visit_live_widget)
    app.connect("doctree-read", number_widgets, priority=400)  # before progress reads the ids
