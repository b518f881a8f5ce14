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
        import engine
        from engine.errors import RulesError
        from engine.record import Record
        from engine.render import View
        from engine.render import full_game as first_render
        from engine.session import Session

        name = self.arguments[0]
        lang = language(self)
        try:
            cls = engine.game_class(name)
            fixed = cls.OPTIONS.parse_text(self.options.get("options", "")).non_default()
            has_first = any(option.name == "first_player" for option in cls.OPTIONS)
            game = engine.load(name, **fixed, **({"first_player": "south"} if has_first else {}))
            session = Session.from_record(Record(name, game.options.to_text(), seed=0), human_seats=(0,),
                                          bot_level=engine.bots.DEFAULT_LEVEL)
            seats = game.SEAT_NAMES  # type: ignore[attr-defined]
            first_choices = ([("south", seats[0]), ("north", seats[1]), ("random", "al azar")]
                             if has_first else [])
            body = first_render(session, lang, View(hydrated=False), mode="bot",
                                level=engine.bots.DEFAULT_LEVEL, first="south", first_choices=first_choices)
        except (RulesError, ValueError, AttributeError) as err:
            raise failure(self, name, err) from err
        key = Record(name, ",".join(f"{k}:{v}" for k, v in fixed.items())).to_text()
        node = full_game(kind="game", key=key, body=body, title=name)
        self.set_source_info(node)
        return [node]


def setup_full_game(app: Sphinx) -> None:
    add_html_node(app, full_game, visit_live_widget)
    app.add_directive("full-game", FullGame)
