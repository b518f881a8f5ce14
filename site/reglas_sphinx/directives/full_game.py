"""``full-game``: a whole game against a bot or between people on one device, with a share link.

.. code-block:: md

   ```{full-game} zapiti
   :options: players:4
   ```

The argument is the game's name; ``:options:`` fixes options of the game for this page (the
four-player Zápiti), in the game's option text; the widget's key is then the game in the syntax of a
game record, ``zapiti;opts=players:4``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from . import add_html_node, failure, language, live_widget, visit_live_widget


class full_game(live_widget):
    """A full game's place (``kind="game"``, ``key``: the game and its fixed options, as a record)."""


class FullGame(SphinxDirective):
    required_arguments = 1
    has_content = False
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"options": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        from engine.rules.errors import RulesError
        from engine.table import widget

        name = self.arguments[0]
        try:
            page = widget.FullGame.first_render(name, self.options.get("options", ""), language(self))
            body = page.html()
        except (RulesError, ValueError) as err:
            raise failure(self, name, err) from err
        node = full_game(kind="game", key=page.key, body=body, title=name)
        self.set_source_info(node)
        return [node]


def setup_full_game(app: Sphinx) -> None:
    add_html_node(app, full_game, visit_live_widget)
    app.add_directive("full-game", FullGame)
