"""``practice``: practice that never runs out, a drill's exercises one after another in the page.

.. code-block:: md

   ```{practice} awari.practica.ultima
   ```

The argument is the drill's id (:mod:`engine.lessons.practice`); an unknown one fails the build
naming page and line. The page shows the drill's first exercise (seed 0), made when the page is
read as a live example's board is (for the page before Python starts, without scripts, in print),
with its print sheet beside it; like a live example's, its place is in the reading order's check
(what its exercises rely on is taught before it); in the reader's browser the widget
(:class:`engine.table.widget.Practice`) takes over from the reader's own seed or a link's exercise
(``?practica=<drill>.<seed>``).
"""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from .. import classroom
from . import failure, language
from .live_example import live_example


class Practice(SphinxDirective):
    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine.lessons import practice
        from engine.rules.errors import RulesError
        from engine.table.widget import Practice as Widget

        name = self.arguments[0]
        lang = language(self)
        try:
            widget = Widget(practice.get(name), 0, lang, hydrated=False)
            body = widget.html()
            sheet = classroom.print_sheet(widget.scenario, lang)
        except (RulesError, ValueError) as err:
            raise failure(self, name, err) from err
        # In the reading order as an example is: what its exercises rely on (the same for every seed,
        # a test checks it) must be taught before it, and in a course it teaches its drill's rule.
        node = live_example(kind="practice", key=name, body=body, title=widget.drill.title, sheet=sheet,
                            relies=list(widget.scenario.relied_anchors()), teaches=widget.drill.rule.anchor,
                            goal=widget.scenario.goal.statement.text(lang))
        self.set_source_info(node)
        return [node]


def setup_practice(app: Sphinx) -> None:
    app.add_directive("practice", Practice)
