"""Practice for Mbau's other taught rules (:mod:`engine.lessons.practice`), besides the relay sowing
and the expulsion (:mod:`.drills`): positions met along games played from the start with random
moves, kept where the rule decides the answer.

* **The first lap ends across** (rule 3): of the reader's holes with stones, only one among the
  choices has a first lap that ends on the opponent's side; the others are refused by the rule.
* **Who wins** (rule 5): one line of the reader's turn reaches 17 stones expelled and wins; another
  expels without getting there.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("mbau.practica.primera-vuelta"), 0)
>>> found.goal.ask, found.rule.rule
('legal', '3')
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.i18n import N_
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.mancala.mbau import TARGET

from ..practice import Drill
from ..scenario import Goal, Scenario, amount
from . import drills

#: Each drill's title (a msgid), by the last part of its id.
TITLES = {
    "primera-vuelta": N_("Práctica: la primera vuelta"),
    "victoria": N_("Práctica: quién gana"),
}


def _rule(n: str) -> RuleRef:
    return RuleRef("mbau", n)


def first_lap(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Which of these moves may be played: the others' first lap ends on the mover's side (rule 3)."""
    states = [s for s in drills.along("mbau", rng) if drills.refused_by(s, _rule("3"))]
    return drills.which_legal(
        rng, rng.choice(states), _rule("3"), exercise_id, TITLES["primera-vuelta"],
        N_("La primera vuelta de tu siembra tiene que acabar en el lado del contrario. ¿Cuál de estas jugadas "
           "puedes hacer?"),
        (_rule("2"),), N_("Cuenta solo la primera vuelta de cada agujero: ¿dónde cae su última piedra?"),
    ) if states else None


def win(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A line of the turn reaches 17 stones expelled; another expels fewer (rule 5)."""
    def expels(state: State, line: tuple[str, ...]) -> bool:  # wins by its 17 stones, not by a stuck opponent
        me = state.current_player
        for action in line:
            state = state.apply(action)
        return state.scores()[me] >= TARGET

    found = [(s, won) for s in drills.along("mbau", rng) if s.scores()[s.current_player] >= TARGET // 2
             for wins, short in [drills.winning(s)] if short and (won := [w for w in wins if expels(s, w)])]
    if not found:
        return None
    state, wins = rng.choice(found)
    me = state.current_player
    return Scenario(
        id=exercise_id, rule=_rule("5"), title=TITLES["victoria"],
        goal=Goal("win", N_("Has expulsado {amount}. Gana la partida en esta jugada."),
                  values=(("amount", amount(state, state.scores()[me])),)),
        start=state.notation(), seats=(me,), bot="easy",
        relies=(_rule("2"), _rule("4")),
        hints=(N_("Gana quien haya expulsado 17 piedras: cuenta cuántas te faltan."),),
        solution=rng.choice(wins),
    )


def _drill(name: str, rule: str, build: Callable[[random.Random, str], Scenario | None]) -> Drill:
    return Drill(f"mbau.practica.{name}", _rule(rule), TITLES[name], build)


MBAU: tuple[Drill, ...] = (
    *drills.MBAU,
    _drill("primera-vuelta", "3", first_lap),
    _drill("victoria", "5", win),
)
