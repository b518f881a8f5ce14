"""Practice for Vano's other taught ideas (:mod:`engine.lessons.practice`), besides the relay sowing
and the move that gains most (:mod:`.drills`): positions met along games played from the start with
random moves, kept where the rule decides the answer.

* **The kutakata** (rule 4): a sowing whose first lap ends the turn in an empty hole of the reader's,
  facing a team of the opponent's: how many stones does it capture? None, in the first lap; the
  team's stones are among the choices.
* **Making a house** (rule 4): win the points of a house in one move, where the moves that make
  none win less.
* **The houses' points** (rule 5): a sowing that drops stones into houses on its way: how many
  points does the mover win? A point for each stone in the mover's own houses; the stones dropped in
  the opponent's, and none at all, are among the choices.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("vano.practica.kutakata"), 0)
>>> found.goal.ask, found.goal.answer, found.rule.rule
('captured', '0', '4')
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.i18n import N_
from engine.rules.capabilities import trace
from engine.rules.errors import RuleRef
from engine.rules.mancala.rows import opposite
from engine.rules.mancala.vano import VanoState

from ..practice import Drill
from ..scenario import Goal, Scenario, amount
from . import drills

#: Each drill's title (a msgid), by the last part of its id.
TITLES = {
    "kutakata": N_("Práctica: la kutakata"),
    "casa": N_("Práctica: hacer casa"),
    "casas": N_("Práctica: los puntos de las casas"),
}


def _rule(n: str) -> RuleRef:
    return RuleRef("vano", n)


def _states(rng: random.Random) -> list[VanoState]:
    found = [s for s in drills.along("vano", rng) if isinstance(s, VanoState)]
    rng.shuffle(found)
    return found


def _gain(state: VanoState, move: str) -> int:
    return state.apply(move).scores()[state.current_player] - state.scores()[state.current_player]


def _choices(rng: random.Random, answer: int, likely: list[int]) -> tuple[str, ...]:
    """The answer, the likely misses, and neighbouring numbers up to :data:`~.drills.CHOICES`, shuffled."""
    chosen = list(dict.fromkeys([answer, *likely]))
    chosen += [n for n in range(max(chosen) + 1, max(chosen) + drills.CHOICES) if n not in chosen]
    picked = [str(n) for n in chosen[:drills.CHOICES]]
    rng.shuffle(picked)
    return tuple(picked)


def kutakata(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A first lap that would capture, but for the kutakata: how many stones does it capture (rule 4)."""
    def spared(s: VanoState, move: str) -> int:  # the team it would take after the first lap, else 0
        ends = [f.hole for f in trace(s, move) if f.kind == "lap_end"]
        after = s.apply(move)
        across = opposite(ends[-1])
        mine = ends[-1] * 2 // 16 == s.current_player
        if len(ends) != 1 or not mine or after.board[ends[-1]] != 1 or across in s.houses or _gain(s, move):
            return 0
        return after.board[across] if after.board[across] >= 2 else 0

    found = next(((s, m) for s in _states(rng) for m in s.legal_actions() if spared(s, m)), None)
    if found is None:
        return None
    state, move = found
    return Scenario(
        id=exercise_id, rule=_rule("4"), title=TITLES["kutakata"],
        goal=Goal("question", N_("Si siembras desde {hole}, ¿cuántas piedras capturas?"),
                  ask="captured", probe=(move,), answer="0",
                  choices=_choices(rng, 0, [spared(state, move)]), values=(("hole", move),)),
        start=state.notation(), seats=(state.current_player,), bot="easy",
        relies=(_rule("3"),),
        hints=(N_("Mira dónde acaba la primera vuelta y qué vuelta es."),),
        solution=("?0",),
    )


def house(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Make a house in one move, where the moves that make none win less (rule 4): the goal is the
    points of the house, which only a house reaches."""
    for state in _states(rng):
        gains = {m: _gain(state, m) for m in state.legal_actions()}
        makes = [m for m in gains if state.apply(m).house_last is not None]
        # the house's own points: a move that also drops stones into the mover's houses (rule 5) is no measure
        least = min((gains[m] for m in makes if not dropped(state, m)[0]), default=0)
        if least and len(makes) < len(gains) and all(n < least for m, n in gains.items() if m not in makes):
            return Scenario(
                id=exercise_id, rule=_rule("4"), title=TITLES["casa"],
                goal=Goal("gain", N_("Haz una casa (nyumba): gana por lo menos {amount} de una sola jugada."),
                          amount=least, values=(("amount", amount(state, least)),)),
                start=state.notation(), seats=(state.current_player,), bot="easy",
                relies=(_rule("3"),),
                hints=(N_("Una casa se hace cuando, después de la primera vuelta, la última piedra cae en un "
                          "agujero con una sola piedra."),),
                solution=(rng.choice(makes),),
            )
    return None


def dropped(state: VanoState, move: str) -> tuple[int, int]:
    """The stones ``move`` drops into the mover's houses and into the opponent's on its way."""
    sown = [f.hole for f in trace(state, move) if f.kind == "sow"]
    owners = [state.houses.get(h) for h in sown]
    return owners.count(state.current_player), owners.count(1 - state.current_player)


def house_points(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A sowing through houses: how many points does the mover win (rule 5)."""
    def through(s: VanoState, move: str) -> bool:  # points only from stones sown into one's own houses
        after = s.apply(move)
        mine, _ = dropped(s, move)
        return mine > 0 and not after.captured_last and after.house_last is None and not after.is_terminal()

    found = next(((s, m) for s in _states(rng) for m in s.legal_actions() if through(s, m)), None)
    if found is None:
        return None
    state, move = found
    answer = _gain(state, move)
    mine, theirs = dropped(state, move)
    return Scenario(
        id=exercise_id, rule=_rule("5"), title=TITLES["casas"],
        goal=Goal("question", N_("Si siembras desde {hole}, ¿cuántos puntos ganas con esta jugada?"),
                  ask="captured", probe=(move,), answer=str(answer),
                  choices=_choices(rng, answer, [0, mine + theirs]), values=(("hole", move),)),
        start=state.notation(), seats=(state.current_player,), bot="easy",
        relies=(_rule("3"), _rule("4")),
        hints=(N_("Cada piedra que cae en una casa es un punto para el dueño de la casa, la eche quien la eche."),),
        solution=(f"?{answer}",),
    )


def _drill(name: str, rule: str, build: Callable[[random.Random, str], Scenario | None]) -> Drill:
    return Drill(f"vano.practica.{name}", _rule(rule), TITLES[name], build)


VANO: tuple[Drill, ...] = (
    *drills.VANO,
    _drill("kutakata", "4", kutakata),
    _drill("casa", "4", house),
    _drill("casas", "5", house_points),
)
