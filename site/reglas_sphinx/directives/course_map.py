"""``course-map``: the map of a course's stages, and the course's check of what is read before each
move; ``course-game``: its last step, a first whole game.

.. code-block:: md

   ```{course-map}
   ```

   ```{course-game} awari
   :level: random
   :page: partida
   ```

A course page (``<game>/aprende``) is a title, a few words, this map, then its stages: each section
just under the title is a stage, and each step in it is one idea and one action (a live example, a
practice, a whole game). The map lists the stages, with a link to each and the keys of its examples,
which ``rv-course.js`` reads to draw each stage's stars from the reader's progress; it is made when the
page is read, from the page's own sections, so it never lists a stage the page does not have.

When a page with a map is read, the words a learner reads before each action are counted: the text
since the previous action (headings and the map aside) and the goal written above the board. More
than :data:`MOST_WORDS` fails the build, naming page and line (Sphinx's warnings are errors here).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.locale import get_translation
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from . import add_html_node, live_widget

#: The most words read before an action, in a course.
MOST_WORDS = 60

logger = logging.getLogger(__name__)
_ = get_translation("reglas_sphinx")


class course_map(nodes.General, nodes.Element):
    """The stages of the course page it sits on (``stages``: title, anchor, example keys)."""


class CourseMap(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        node = course_map(stages=[])
        self.set_source_info(node)
        return [node]


class course_game(nodes.General, nodes.Element):
    """The course's last step: a whole game on the game's own page, against the easiest bot."""


class CourseGame(SphinxDirective):
    """``course-game``: the link that starts a whole game of the game named on its page beside this one
    (``:page:``, ``partida`` unless said), against the level given (``:level:``, the easiest, ``random``,
    unless said), fresh: the page reads it as a shared game."""

    required_arguments = 1
    has_content = False
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"level": directives.unchanged,
                                                               "page": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        from engine.rules import bots
        from engine.rules.errors import RulesError
        from engine.rules.registry import registration

        game = self.arguments[0]
        try:
            registration(game)
        except RulesError as err:
            raise self.error(f"course-game {game!r}: {err.text('es')}") from err
        page = self.options.get("page", "partida")
        docname = str(Path(self.env.docname).parent / page)
        level = self.options.get("level", "random")
        if level not in bots.LEVELS:
            raise self.error(f"course-game: unknown level {level!r}; valid: {', '.join(bots.LEVELS)}")
        if docname not in self.env.found_docs:
            raise self.error(f"course-game: no page {page!r} beside {self.env.docname!r}")
        node = course_game(docname=docname, game=game, level=level)
        self.set_source_info(node)
        return [node]


def visit_course_game(self: Any, node: course_game) -> None:
    uri = self.builder.get_relative_uri(self.builder.current_docname, node["docname"])
    fragment = f"partida={node['game']}&modo=bot&nivel={node['level']}"
    label = html.escape(str(_("Empieza tu primera partida")))
    self.body.append(f'<p class="rv-course-game"><a class="rv-button" href="{html.escape(uri)}#'
                     f'{html.escape(fragment)}">{label} →</a></p>')
    raise nodes.SkipNode


def stages(doctree: nodes.document) -> list[dict[str, Any]]:
    """The sections just under the page's title that hold a widget: each one's title, anchor and the
    keys of its examples (of any kind, in order)."""
    found = []
    for top in doctree.findall(nodes.section):
        if not isinstance(top.parent, nodes.section) or isinstance(top.parent.parent, nodes.section):
            continue
        widgets = list(top.findall(live_widget))
        if widgets or any(top.findall(course_game)):
            found.append({"title": top[0].astext(), "anchor": top["ids"][0],
                          "keys": [w["key"] for w in widgets if w["kind"] == "example"]})
    return found


def goal_words(node: nodes.Element, lang: str) -> int:
    """The words of the goal written above an example's board, or a practice's first exercise's
    (none for a whole game)."""
    if not isinstance(node, live_widget) or node["kind"] not in ("example", "practice"):
        return 0
    from engine.lessons import practice, scenario

    found = scenario.get(node["key"]) if node["kind"] == "example" else practice.exercise(practice.get(node["key"]), 0)
    return len(found.goal.statement.text(lang).split())


def words_before_actions(doctree: nodes.document, lang: str) -> list[tuple[nodes.Element, int]]:
    """Each widget of the page with the words read before it: the page's text since the previous
    widget (headings and the course map left out) and its own goal."""
    out: list[tuple[nodes.Element, int]] = []
    count = 0

    def walk(node: nodes.Node) -> None:
        nonlocal count
        if isinstance(node, (live_widget, course_game)):
            out.append((node, count + goal_words(node, lang)))
            count = 0
            return
        if isinstance(node, (nodes.title, course_map, nodes.comment, nodes.raw, nodes.system_message)):
            return
        if isinstance(node, nodes.Text):
            count += len(node.astext().split())
            return
        for child in node.children:
            walk(child)

    walk(doctree)
    return out


def on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    maps = list(doctree.findall(course_map))
    if not maps:
        return
    lang = app.config.language or "es"
    for node, words in words_before_actions(doctree, lang):
        if words > MOST_WORDS:
            logger.warning("course: %d words before the action %r (at most %d: a step is one idea)",
                           words, node.get("key", node.get("docname")), MOST_WORDS, location=node)
    found = stages(doctree)
    for node in maps:
        node["stages"] = found


def visit_course_map(self: Any, node: course_map) -> None:
    items = "".join(
        f'<li data-rv-keys="{html.escape(" ".join(stage["keys"]))}"><a href="#{html.escape(stage["anchor"])}">'
        f'{html.escape(stage["title"])}</a> <span class="rv-stage-stars"></span></li>'
        for stage in node["stages"])
    label = html.escape(str(_("Las etapas del curso")))
    self.body.append(f'<nav class="rv-course-map" data-rv-course-map="" aria-label="{label}"><ul>{items}</ul></nav>')
    raise nodes.SkipNode


def setup_course_map(app: Sphinx) -> None:
    add_html_node(app, course_map, visit_course_map)
    add_html_node(app, course_game, visit_course_game)
    app.add_directive("course-map", CourseMap)
    app.add_directive("course-game", CourseGame)
    app.connect("doctree-read", on_doctree_read, priority=600)  # after the widgets are numbered
