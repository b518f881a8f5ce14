"""What the two-row games of 2×8 holes share (Mbau and Vano): the geometry, the hole
names and the shape of their rows in the notation (the rest of the notation is
:mod:`engine.rules.mancala.state`'s).

Holes ``0..7`` are South's, left to right as South sees them (``A``–``H``); ``8..15`` are North's
(``a``–``h``), with ``a`` opposite ``H``, so sowing is always ``+1`` (counter-clockwise) and hole
``i`` faces ``15 - i``:

>>> HOLES[0], HOLES[7], HOLES[8], HOLES[opposite(7)]
('A', 'H', 'a', 'a')
>>> parse_rows("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2")
(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2)
"""

from __future__ import annotations

from engine.i18n import N_

from .state import SOUTH
from .state import parse_rows as two_rows

SIZE = 16
HOLES = "ABCDEFGHabcdefgh"
INDEX = {name: i for i, name in enumerate(HOLES)}


def opposite(hole: int) -> int:
    """The hole across the board: ``opposite(0) == 15`` (A faces h)."""
    return 15 - hole


def own(hole: int, player: int) -> bool:
    """Whether ``hole`` is on ``player``'s side."""
    return (hole < 8) if player == SOUTH else (hole >= 8)


def side(player: int) -> range:
    return range(0, 8) if player == SOUTH else range(8, 16)


def parse_rows(text: str) -> tuple[int, ...]:
    """``"A,…,H/a,…,h"``: South's row then North's, eight counts each."""
    return two_rows(
        text,
        8,
        N_(
            "los agujeros deben ser dos filas de ocho números separadas por «/» "
            "(A–H del Sur / a–h del Norte), no «{text}»"
        ),
    )
