"""A live example's score: stars against its par, with hints and the solution counted.

The rubric, the one place that decides it (the page only keeps the best result per example):

* **par** is the number of decisions the reader makes in the example's solution (the bot's replies
  in it are not the reader's), see :func:`par`;
* **decisions** are the moves (and answers) the reader made in this try of the example until the goal
  was reached, counting the ones taken back with Deshacer (a try that failed is a try); refused moves
  do not count, they were never played. Reiniciar, or another reading of the rule (a switch), starts
  a fresh try: decisions, hints and the solution counted from zero, par from its start;
* within par: 3 stars; up to twice par: 2 stars; more: 1 star;
* each hint opened costs one star, but reaching the goal always earns at least 1 star;
* with the solution shown, the goal is reached with **0 stars**: finding it beats being told.

>>> stars(par=1, decisions=1, hints=0, solution=False)
3
>>> stars(par=1, decisions=2, hints=0, solution=False)
2
>>> stars(par=2, decisions=2, hints=1, solution=False)
2
>>> stars(par=2, decisions=9, hints=3, solution=False)
1
>>> stars(par=1, decisions=1, hints=0, solution=True)
0
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

MAX_STARS = 3


def stars(*, par: int, decisions: int, hints: int, solution: bool) -> int:
    """Stars (0–3) for reaching a goal; see the module's rubric."""
    if par < 1 or decisions < 0 or hints < 0:
        raise ValueError(f"par must be at least 1, decisions and hints not negative: {par}, {decisions}, {hints}")
    if solution:
        return 0
    earned = MAX_STARS if decisions <= par else 2 if decisions <= 2 * par else 1
    return max(1, earned - hints)


@dataclass(frozen=True)
class Result:
    """A reached goal, as the page receives it (the ``result`` field of the bridge's reply)."""

    par: int
    decisions: int
    hints: int
    solution: bool

    @property
    def stars(self) -> int:
        return stars(par=self.par, decisions=self.decisions, hints=self.hints, solution=self.solution)

    def to_json(self) -> dict[str, Any]:
        return {"stars": self.stars, **asdict(self)}
