"""Rule 15 and Q11: the score in *malas* and *buenas*, and the four-coin scoreboard, as data.

A grande is 30 chinos: 15 *malas*, then 15 *buenas*. Score 15 is "15 malas"; 16 is "1 buena":

>>> half(15), half(16), in_half(15), in_half(16), in_half(30)
('malas', 'buenas', 15, 1, 15)
>>> label(0).text(), label(15).text(), label(16).text("en"), label(22).text()
('0 malas', '15 malas', '1 good', '7 buenas')

Each half is counted again with the same four coins (the seed's fifteen positions). A layout is a
tuple of :class:`Stack` — where a pile of coins stands and how tall it is — for a renderer to draw:

>>> coins(5)
(Stack(row=0, col=0, height=2),)
>>> coins(12)
(Stack(row=0, col=0, height=1), Stack(row=1, col=0, height=1), Stack(row=1, col=1, height=1))
>>> coins(20) == coins(5), coins(0), coins(15), coins(30)
(True, (), (), ())
>>> [coin_count(p) for p in range(16)]
[0, 1, 2, 3, 4, 2, 3, 4, 3, 4, 4, 2, 3, 4, 4, 0]
"""

from __future__ import annotations

from typing import NamedTuple

from engine.i18n import Msg, Plural

GOAL = 30
HALF = 15
MALAS, BUENAS = "malas", "buenas"


class Stack(NamedTuple):
    """A pile of ``height`` coins: ``row`` 0 is the back row, 1 the row in front; ``col`` from the left."""

    row: int
    col: int
    height: int


def _row(row: int, *heights: int) -> tuple[Stack, ...]:
    return tuple(Stack(row, col, h) for col, h in enumerate(heights))


#: The seed's positions 1–15 (position 0, before any point, has no coins either).
POSITIONS: tuple[tuple[Stack, ...], ...] = (
    (),  # 0
    _row(0, 1),  # 1: one coin
    _row(0, 1, 1),  # 2: two side by side
    _row(0, 1, 1, 1),  # 3: three in a row
    _row(0, 1, 1, 1, 1),  # 4: four in a row
    _row(0, 2),  # 5: two stacked
    _row(0, 2) + _row(1, 1),  # 6: a stack of two and one in front
    _row(0, 2) + _row(1, 1, 1),  # 7: a stack of two and two in front
    _row(0, 3),  # 8: a stack of three
    _row(0, 3) + _row(1, 1),  # 9: a stack of three and one in front
    _row(0, 2, 2),  # 10: two stacks of two, "dos cincos"
    _row(0, 1) + _row(1, 1),  # 11: two coins, one in front of the other
    _row(0, 1) + _row(1, 1, 1),  # 12: one behind and two in front
    _row(0, 1) + _row(1, 1, 1, 1),  # 13: one behind and three in front
    _row(0, 4),  # 14: a stack of four
    (),  # 15: no coins (REC: the half is complete; UNVERIFIED)
)


def _check(score: int) -> None:
    if not 0 <= score <= GOAL:
        raise ValueError(f"a Zápiti score runs from 0 to {GOAL}, not {score}")


def half(score: int) -> str:
    """``"malas"`` for 0–15, ``"buenas"`` for 16–30."""
    _check(score)
    return MALAS if score <= HALF else BUENAS


def in_half(score: int) -> int:
    """The count within its half: malas 0–15, buenas 1–15."""
    return score if score <= HALF else score - HALF


def label(score: int) -> Msg:
    """``"7 buenas"`` (English ``"7 good"``): how players say a score."""
    n = in_half(score)
    if half(score) == MALAS:
        return Plural("{n} mala", "{n} malas", n)
    return Plural("{n} buena", "{n} buenas", n)


def coins(score: int) -> tuple[Stack, ...]:
    """The coin layout for ``score`` (0–30), counted per half."""
    _check(score)
    return POSITIONS[in_half(score)]


def coin_count(position: int) -> int:
    """How many of the four coins a position (0–15) uses."""
    return sum(stack.height for stack in POSITIONS[position])
