"""Practice for Hus's other taught rules (:mod:`engine.lessons.practice`), besides the relay sowing
and the capture (:mod:`.drills`): positions met along games played from the start with random
moves, kept where the rule decides the answer.

* **Your inner row** (rule 1): sow from a hole of your inner row, where the outer one has moves too.
* **Which way to sow** (rule 4): where does the last stone of a sowing that makes a single lap fall;
  where it would fall the other way round (the reading of Namibia's descriptions, and the common
  slip) is among the choices.
* **Who cannot move, loses** (rule 7): one line of the reader's turn leaves the opponent with stones
  but no hole of two, and wins the game; the others do not.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("hus.practica.sentido"), 0)
>>> found.goal.ask, found.rule.rule
('last', '4')
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.i18n import N_
from engine.rules.capabilities import trace
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.mancala.hus import HusState

from ..practice import Drill
from ..scenario import Goal, Scenario, captured, hole_names
from . import drills
from .narration import other_way

#: Each drill's title (a msgid), by the last part of its id.
TITLES = {
    "tablero": N_("Práctica: tu fila de dentro"),
    "sentido": N_("Práctica: el sentido de la siembra"),
    "sin-movimiento": N_("Práctica: quien no puede mover, pierde"),
}


def _rule(n: str) -> RuleRef:
    return RuleRef("hus", n)


def _laps(state: State, move: str) -> list[str]:
    """The holes where each lap of ``move`` ends."""
    return [hole_names(state)[f.hole] for f in trace(state, move) if f.kind == "lap_end"]


def inner(state: State) -> list[str]:
    """The mover's holes of his inner row, the one beside the opponent's (South's row 2, North's row 3)."""
    names = hole_names(state)
    return [names[h] for h in range(8 + 8 * state.current_player, 16 + 8 * state.current_player)]


def board(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Sow from a hole of your inner row, where the outer row has moves too (rule 1)."""
    states = list(drills.along("hus", rng))
    rng.shuffle(states)
    for state in states:
        legal = list(state.legal_actions())
        wanted = [m for m in legal if m in inner(state)]
        if wanted and len(wanted) < len(legal):
            return Scenario(
                id=exercise_id, rule=_rule("1"), title=TITLES["tablero"],
                goal=Goal("play", N_("Siembra desde un agujero de tu fila de dentro, la que está junto a las del "
                                     "contrario."), actions=tuple(wanted)),
                start=state.notation(), seats=(state.current_player,), bot="easy",
                hints=(N_("Tus dos filas son las de tu lado; la de dentro es la que toca las del contrario."),),
                solution=(rng.choice(wanted),),
            )
    return None


def direction(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Where the last stone of a single lap falls (rule 4)."""
    def single(s: HusState, move: str) -> bool:  # one lap, ending in an empty hole: no relay, no capture
        after = s.apply(move)
        laps = _laps(s, move)
        return (len(laps) == 1 and after.current_player != s.current_player and not captured(after)
                and laps[0] != other_way(s, move))

    states = [s for s in drills.along("hus", rng) if isinstance(s, HusState)]
    rng.shuffle(states)
    found = next(((s, moves) for s in states if (moves := [m for m in s.legal_actions() if single(s, m)])), None)
    if found is None:
        return None
    state, moves = found
    move = rng.choice(moves)
    names = hole_names(state)
    sown = [names[h] for h in drills._sown(state, move)]
    answer = sown[-1]
    mine = [h for h in names if (h[1] in "12") == (state.current_player == 0)]  # the mover's two rows
    chosen = list(dict.fromkeys([answer, other_way(state, move), *sown[-2:-1]]))
    chosen += rng.sample([h for h in mine if h not in chosen], drills.CHOICES - len(chosen))
    rng.shuffle(chosen)
    return Scenario(
        id=exercise_id, rule=_rule("4"), title=TITLES["sentido"],
        goal=Goal("question", N_("Si siembras desde {hole}, ¿en qué agujero cae la última piedra?"),
                  ask="last", probe=(move,), choices=tuple(chosen), answer=answer, values=(("hole", move),)),
        start=state.notation(), seats=(state.current_player,), bot="easy",
        hints=(N_("Se siembra en el sentido de las agujas del reloj, por tus dos filas."),),
        solution=(f"?{answer}",),
    )


def _stuck(before: State, after: State) -> bool:
    """``after`` ends the game with the mover of ``before`` winning, the opponent holding stones but
    no hole of two (rule 7, not the double win of taking them all)."""
    if not (after.is_terminal() and after.returns()[before.current_player] > 0):
        return False
    assert isinstance(after, HusState)
    rival = 1 - before.current_player
    return any(after.board[h] for h in range(16 * rival, 16 * rival + 16))


def no_move(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A line of the turn leaves the opponent without a move and wins (rule 7)."""
    found = []
    for state in drills.along("hus", rng, match="single"):
        lines = list(drills.turns(state))
        wins = [line for line, after in lines if _stuck(state, after)]
        if wins and len(wins) < len(lines):
            found.append((state, wins))
    if not found:
        return None
    state, wins = rng.choice(found)
    return Scenario(
        id=exercise_id, rule=_rule("7"), title=TITLES["sin-movimiento"],
        goal=Goal("win", N_("Deja a tu contrario sin ningún agujero con dos piedras y gana la mano.")),
        start=state.notation(), options={"match": "single"}, seats=(state.current_player,), bot="easy",
        relies=(_rule("4"), _rule("5"), _rule("6")),
        hints=(N_("Mira qué agujeros del contrario tienen dos piedras o más: tu jugada ha de dejarle sin "
                  "ninguno."),),
        solution=rng.choice(wins),
    )


def _drill(name: str, rule: str, build: Callable[[random.Random, str], Scenario | None]) -> Drill:
    return Drill(f"hus.practica.{name}", _rule(rule), TITLES[name], build)


HUS: tuple[Drill, ...] = (
    _drill("tablero", "1", board),
    *drills.HUS,
    _drill("sentido", "4", direction),
    _drill("sin-movimiento", "7", no_move),
)
