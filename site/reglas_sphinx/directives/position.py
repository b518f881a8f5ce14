"""``position``: a static board (a figure of the source, drawn) from the game's notation.

.. code-block:: md

   ```{position} awari
   :mark: D E

   4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1
   ```

The argument is the game's name, the content its position in the game's notation. Options:

``:options: capture:backward``
   the game's option text (as in ``engine.load``), checked by the game.
``:mark: D E``
   holes to mark, by the names the board shows.
``:reveal:``
   card games: every hand face up (otherwise every hand is face down). A flag, or ``yes``/``no``
   (``:reveal: no`` is the same as leaving it out); anything else is an error.
``:part: marcador``
   one part of a board as its own figure, one of those the game's registration lists
   (:attr:`~engine.rules.registry.Registration.parts`: a scoreboard, a ledger, the cards in order).

Write the caption as an ordinary paragraph after it, so that it is translated with the page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from . import add_html_node, failure, language


def yes_no(argument: str | None) -> bool:
    """A flag that may also be written ``yes`` or ``no``."""
    if argument is None or not argument.strip():
        return True
    return bool(directives.choice(argument.strip().lower(), ("yes", "no")) == "yes")


def holes(argument: str | None) -> list[str]:
    return str(directives.unchanged_required(argument)).split()


class position(nodes.General, nodes.Element):
    """A drawn board (``body``: its HTML, made by the engine's renderer when the page is read)."""


def visit_position(self: Any, node: position) -> None:
    self.body.append(f'<div class="rv-widget rv-figure">{node["body"]}</div>')
    raise nodes.SkipNode


class Position(SphinxDirective):
    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "options": directives.unchanged_required,
        "mark": holes,
        "reveal": yes_no,
        "part": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        import engine
        from engine.rules.capabilities import HoleGame
        from engine.rules.errors import RulesError
        from engine.table.render import board

        name = self.arguments[0]
        try:
            record = engine.registration(name)
            game = record.game(record.game.OPTIONS.parse_text(self.options.get("options", "")))
            if self.options.get("reveal") and game.perfect_information:
                raise ValueError(":reveal: is for card games; this board shows everything at once")
            part = self.options.get("part", "")
            if part and part not in record.parts:
                valid = ", ".join(record.parts) or "none"
                raise ValueError(f":part: names no part {part!r} of this board; parts: {valid}")
            state = game.from_notation("\n".join(self.content).strip())
            names = list(game.HOLE_NAMES) if isinstance(game, HoleGame) else []
            unknown = [hole for hole in self.options.get("mark", []) if hole not in names]
            if unknown:
                valid = ", ".join(names) or "none"
                raise ValueError(f":mark: names no hole {' '.join(unknown)!r} of this board; holes: {valid}")
            marks = [names.index(hole) for hole in self.options.get("mark", [])]
            extra: dict[str, Any] = {"reveal": True} if self.options.get("reveal") else {}
            if part:
                extra["part"] = part
            body = board(state, language(self), interactive=False, highlight=marks, **extra)
        except (RulesError, ValueError) as err:
            raise failure(self, name, err) from err
        node = position(body=body)
        self.set_source_info(node)
        return [node]


def setup_position(app: Sphinx) -> None:
    add_html_node(app, position, visit_position)
    app.add_directive("position", Position)
