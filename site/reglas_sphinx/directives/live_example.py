"""``live-example``: a scenario of the engine, playable in the page.

.. code-block:: md

   ```{live-example} awari.captura
   ```

The argument is the scenario's id (``game.name``). The scenario is checked when the page is read:
it must exist, start, and teach its rule (:mod:`engine.lessons.audit`), or the build fails naming page and
line. Beside the widget goes its print sheet (:func:`reglas_sphinx.classroom.print_sheet`).

Nothing is asked before it is taught: each example names the rules it relies on
(:attr:`~engine.lessons.scenario.Scenario.relies`), and once every page is read the build fails,
naming page and line, where one of them is taught later in the reading order (the toctree's, depth
first; the sections in the page's order) or nowhere (:func:`order_problems`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from .. import classroom
from . import add_html_node, failure, language, live_widget, visit_live_widget


class live_example(live_widget):
    """A live example's place (``kind="example"``, ``key``: the scenario's id), or a practice's
    (``kind="practice"``, ``key``: the drill's id): both stand in the reading order."""


class LiveExample(SphinxDirective):
    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine.lessons import scenario
        from engine.lessons.session import Session
        from engine.rules.errors import RulesError
        from engine.table.render import View, example

        name = self.arguments[0]
        lang = language(self)
        try:
            found = scenario.get(name)
            session = Session.from_scenario(found)
            if lang == "es":  # the data is the same in every language
                check_solution(found)
            body = example(session, lang, View(hydrated=False))
            sheet = classroom.print_sheet(found, lang)
        except (RulesError, ValueError, AssertionError) as err:
            raise failure(self, name, err) from err
        node = live_example(kind="example", key=name, body=body, title=found.title, sheet=sheet,
                            relies=list(found.relied_anchors()), teaches=found.rule.anchor)
        self.set_source_info(node)
        return [node]


def check_solution(found: Any) -> None:
    """A scenario must teach its rule (:mod:`engine.lessons.audit`): its solution legal and reaching the goal
    under every switch, some line within par failing, a choice at the start, a well-formed goal."""
    from engine.lessons import audit

    if found.id in audit.PENDING:  # known, listed with its reason; the tests check it still fails
        return
    reasons = audit.problems(found)
    if reasons:
        raise AssertionError("; ".join(reasons))


#: What a page holds in reading order: ``("anchor", section id, line, ())`` where a section starts,
#: ``("example", scenario id, line, anchors it relies on)`` where an example stands.
Item = tuple[str, str, int, tuple[str, ...]]


#: A rule's anchor (:attr:`~engine.rules.errors.RuleRef.anchor`): ``awari-rule-4``, ``zanga-art-27``.
RULE_ANCHOR = re.compile(r"[a-z]+-[a-z]+-\d[\w-]*")


def page_items(doctree: nodes.Node, course: bool = False) -> list[Item]:
    """The sections' ids and the live examples of a page, in the page's order. In a ``course`` (a
    page with a :class:`~.course_map.course_map`), whose sections are stages and not rules, each
    example teaches its own rule where it stands, and a reference to a section that is no rule's
    (La Zanga's legend of the table, ``zanga-leyenda``) sends the reader there: it counts as read
    where the reference stands. A reference to a rule teaches nothing: the course's example does."""
    items: list[Item] = []
    for node in doctree.findall(nodes.Element):
        if isinstance(node, nodes.section) and not course:
            items += [("anchor", anchor, node.line or 0, ()) for anchor in node["ids"]]
        elif course and isinstance(node, addnodes.pending_xref) and node.get("reftype") == "ref" \
                and not RULE_ANCHOR.fullmatch(node.get("reftarget", "")):
            items.append(("anchor", node["reftarget"], node.line or 0, ()))
        elif isinstance(node, live_example):
            items.append(("example", node["key"], node.line or 0, tuple(node.get("relies", ()))))
            if course:
                items.append(("anchor", node["teaches"], node.line or 0, ()))
    return items


def order_problems(pages: Sequence[tuple[str, Iterable[Item]]]) -> list[tuple[str, int, str]]:
    """``(page, line, why)`` for each rule an example relies on that ``pages`` (in reading order, each
    with its :func:`page_items`) teach only after it, or nowhere although they teach its game (an
    anchor starts with its game's name: ``awari-rule-4``; a project without any, a test's snippet
    pages, is not checked for that game).

    >>> pages = [("reglas", [("anchor", "awari-rule-3", 1, ()), ("example", "awari.doce", 9, ("awari-rule-4",)),
    ...                      ("anchor", "awari-rule-4", 12, ())])]
    >>> order_problems(pages)
    [('reglas', 9, "live-example 'awari.doce' relies on awari-rule-4, which is taught after it, at reglas:12")]
    """
    taught: dict[str, tuple[int, str, int]] = {}  # each anchor's first place: (rank, page, line)
    rank = 0
    for page, items in pages:
        for kind, key, line, _ in items:
            rank += 1
            if kind == "anchor":
                taught.setdefault(key, (rank, page, line))
    games = {anchor.partition("-")[0] for anchor in taught}
    problems, rank = [], 0
    for page, items in pages:
        for kind, key, line, relies in items:
            rank += 1
            for anchor in relies if kind == "example" else ():
                if anchor not in taught and anchor.partition("-")[0] in games:
                    problems.append((page, line, f"live-example {key!r} relies on {anchor}, a rule no page teaches"))
                elif anchor in taught and taught[anchor][0] > rank:
                    _, where, at = taught[anchor]
                    problems.append((page, line, f"live-example {key!r} relies on {anchor}, which is taught "
                                                 f"after it, at {where}:{at}"))
    return problems


def reading_order(env: Any) -> list[str]:
    """Every page, in the site's reading order: the toctree from the root, depth first; pages no
    toctree reaches after, by name."""
    from ..progress import _pages

    order = _pages(env, env.config.root_doc)
    return order + sorted(set(env.found_docs) - set(order))


def on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    from .course_map import course_map

    env = app.env
    if not hasattr(env, "rv_reading"):
        env.rv_reading = {}  # type: ignore[attr-defined]
    course = any(doctree.findall(course_map))
    env.rv_reading[env.docname] = (course, page_items(doctree, course))  # type: ignore[attr-defined]


def on_env_purge_doc(app: Sphinx, env: Any, docname: str) -> None:
    getattr(env, "rv_reading", {}).pop(docname, None)


def on_env_merge_info(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    if not hasattr(env, "rv_reading"):
        env.rv_reading = {}
    theirs = getattr(other, "rv_reading", {})
    env.rv_reading.update({name: theirs[name] for name in docnames if name in theirs})


def on_env_check_consistency(app: Sphinx, env: Any) -> None:
    """Fails the build (a warning, ``-W``) for each example that relies on a rule taught later: in
    the site's reading order, and in each course on its own (a course is read apart from the rules:
    its steps must rely only on the steps before them)."""
    reading = getattr(env, "rv_reading", {})
    order = [doc for doc in reading_order(env) if doc in reading]
    courses = [doc for doc in order if reading[doc][0]]
    paths = [[(doc, reading[doc][1]) for doc in order if doc not in courses]]
    paths += [[(doc, reading[doc][1])] for doc in courses]
    for pages in paths:
        for page, line, why in order_problems(pages):
            logger.warning(why, location=(page, line), type="reglas", subtype="reading-order")


logger = logging.getLogger(__name__)


def setup_live_example(app: Sphinx) -> None:
    add_html_node(app, live_example, visit_live_widget)
    app.add_directive("live-example", LiveExample)
    app.connect("doctree-read", on_doctree_read)
    app.connect("env-purge-doc", on_env_purge_doc)
    app.connect("env-merge-info", on_env_merge_info)
    app.connect("env-check-consistency", on_env_check_consistency)
