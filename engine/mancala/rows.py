"""What the two-row games of 2×8 holes share (Mbau and Vano, BRIEF 3.2–3.3): the geometry, the hole
names and the pieces of their notation.

Holes ``0..7`` are South's, left to right as South sees them (``A``–``H``); ``8..15`` are North's
(``a``–``h``), with ``a`` opposite ``H``, so sowing is always ``+1`` (counter-clockwise) and hole
``i`` faces ``15 - i``:

>>> HOLES[0], HOLES[7], HOLES[8], HOLES[opposite(7)]
('A', 'H', 'a', 'a')
>>> parse_rows("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2")
(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..errors import NotationError
from ..i18n import N_, Msg

SOUTH, NORTH = 0, 1
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


def number(text: str, msgid: str = N_("«{text}» no es un número de piedras")) -> int:
    """A non-negative whole number written in digits, or :class:`NotationError` with ``msgid``."""
    if re.fullmatch(r"[0-9]{1,9}", text, re.ASCII) is None:
        raise NotationError(None, Msg(msgid, text=text))
    return int(text)


def parse_rows(text: str) -> tuple[int, ...]:
    """``"A,…,H/a,…,h"``: South's row then North's, eight counts each."""
    rows = text.split("/")
    cells = [row.split(",") for row in rows]
    if len(rows) != 2 or any(len(row) != 8 for row in cells):
        raise NotationError(
            None,
            Msg(
                N_(
                    "los agujeros deben ser dos filas de ocho números separadas por «/» "
                    "(A–H del Sur / a–h del Norte), no «{text}»"
                ),
                text=text,
            ),
        )
    return tuple(number(cell) for row in cells for cell in row)


def format_rows(board: Sequence[int]) -> str:
    return f"{','.join(map(str, board[:8]))}/{','.join(map(str, board[8:]))}"


def parse_pair(text: str) -> tuple[int, int]:
    """``"3-5"``: South's count, then North's."""
    match = re.fullmatch(r"([0-9]{1,9})-([0-9]{1,9})", text, re.ASCII)
    if match is None:
        raise NotationError(
            None, Msg(N_("las piedras sacadas se escriben Sur-Norte, como «0-0», no «{text}»"), text=text)
        )
    return int(match[1]), int(match[2])


def parse_side(text: str) -> int | None:
    """``S``, ``N`` or ``-`` (game over, ``None``)."""
    if text not in ("S", "N", "-"):
        raise NotationError(
            None, Msg(N_("el turno es S (Sur), N (Norte) o - (partida terminada), no «{text}»"), text=text)
        )
    return None if text == "-" else (SOUTH if text == "S" else NORTH)


def board_text(board: Sequence[int], stores: Sequence[int], player: int | None, marks: str = "") -> str:
    """The board as South sees it, for ``print(state)``: North's row on top, h to a."""
    turn = {NORTH: (" <", ""), SOUTH: ("", " <")}.get(player if player is not None else -9, ("", ""))
    lines = [
        "      " + "".join(f"  {name} " for name in "hgfedcba"),
        "      " + "".join(f"[{n:>2}]" for n in reversed(board[8:])) + "  Norte" + turn[0],
        f"{stores[1]:>4}" + " " * 36 + str(stores[0]),
        "      " + "".join(f"[{n:>2}]" for n in board[:8]) + "  Sur" + turn[1],
        "      " + "".join(f"  {name} " for name in "ABCDEFGH"),
    ]
    if marks:
        lines.append(marks)
    if player is None:
        lines.append("(partida terminada)")
    return "\n".join(line.rstrip() for line in lines)
