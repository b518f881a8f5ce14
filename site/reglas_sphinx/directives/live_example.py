"""``live-example``: a scenario of the engine, playable in the page.

.. code-block:: md

   ```{live-example} awari.captura
   ```

The argument is the scenario's id (``game.name``). The scenario is checked when the page is read:
it must exist, start, and teach its rule (:mod:`engine.lessons.audit`), or the build fails naming page and
line. Beside the widget goes its print sheet (:func:`reglas_sphinx.classroom.print_sheet`).
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from .. import classroom
from . import add_html_node, failure, language, live_widget, visit_live_widget


class live_example(live_widget):
    """A live example's place (``kind="example"``, ``key``: the scenario's id)."""


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
        node = live_example(kind="example", key=name, body=body, title=found.title, sheet=sheet)
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


def setup_live_example(app: Sphinx) -> None:
    add_html_node(app, live_example, visit_live_widget)
    app.add_directive("live-example", LiveExample)
