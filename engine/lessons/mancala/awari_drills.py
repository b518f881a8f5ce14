"""Practice for Awari's other taught rules (:mod:`engine.lessons.practice`), besides the sowing and
the capture (:mod:`.drills`): each exercise is a position met along a game played from the start
with random moves, where its rule decides the answer, so that a reader who forgets the rule answers
otherwise.

* **Twelve seeds skip their hole** (rule 3): where does the last seed of a sowing of twelve or more
  fall; the hole it would reach without the skip, and the hole it left, are among the choices.
* **The grand slam** (rule 5): one of the reader's moves would take every seed the opponent has;
  the reader finds it, tries it and reads why it is refused, then plays another. Under the abapa
  reading (``grand_slam="no_capture"``) the move stands and takes nothing: how much does it capture?
* **Feed the opponent** (rule 6): the opponent's row is empty; of the reader's holes with seeds,
  only one among the choices reaches it.
* **The end** (rule 7): with one move left before the plies without capture end the game (the
  position's counter is set there), how many seeds does a move that captures nothing bring to the
  mover's store, once each side takes the seeds on its side.
* **Who wins** (rule 8): the reader can win at once by passing 24 seeds, and another move
  captures without getting there.

Every answer, choice and amount is the engine's, read from the move's trace and the state after it.

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("awari.practica.salto"), 0)
>>> found.goal.ask, found.rule.rule
('last', '3')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from engine import load
from engine.i18n import N_
from engine.rules.errors import RuleRef
from engine.rules.mancala.awari import AwariState

from ..practice import Drill
from ..scenario import Goal, Scenario, amount, hole_names
from . import drills

#: Each drill's title (a msgid), by the last part of its id.
TITLES = {
    "salto": N_("Práctica: doce semillas o más"),
    "gran-slam": N_("Práctica: no dejar al contrario sin nada"),
    "alimentar": N_("Práctica: dar de comer al contrario"),
    "final": N_("Práctica: el final"),
    "victoria": N_("Práctica: quién gana"),
}


def _rule(n: str) -> RuleRef:
    return RuleRef("awari", n)


def _along(rng: random.Random) -> Iterator[AwariState]:
    """Every position of a game of Awari played from the start with random moves, up to its end."""
    for state in drills.along("awari", rng):
        assert isinstance(state, AwariState)
        yield state


def _pick(rng: random.Random, found: list[AwariState]) -> AwariState | None:
    return rng.choice(found) if found else None


def _own(state: AwariState) -> list[str]:
    """The mover's holes that hold seeds."""
    names, lo = hole_names(state), 6 * state.current_player
    return [names[h] for h in range(lo, lo + 6) if state.board[h]]


def _rival_seeds(state: AwariState) -> int:
    lo = 6 - 6 * state.current_player
    return sum(state.board[lo:lo + 6])


def unskipped(state: AwariState, hole: str) -> str:
    """Where the last seed of ``hole`` would fall if the sowing did not skip its own hole (rule 3
    forgotten): as many holes on as it holds, in sowing order."""
    names = hole_names(state)
    i = names.index(hole)
    return names[(i + state.board[i]) % len(names)]


def _choices(rng: random.Random, answer: str, likely: list[str], rest: list[str]) -> tuple[str, ...]:
    """The answer, the likely misses, and others drawn from ``rest`` up to :data:`~.drills.CHOICES`, shuffled."""
    chosen = list(dict.fromkeys([answer, *likely]))[:drills.CHOICES]
    others = [c for c in dict.fromkeys(rest) if c not in chosen]
    chosen += rng.sample(others, min(len(others), drills.CHOICES - len(chosen)))
    rng.shuffle(chosen)
    return tuple(chosen)


def skip(rng: random.Random, exercise_id: str) -> Scenario | None:
    """Where the last seed of a sowing of twelve or more falls (rule 3)."""
    state = _pick(rng, [s for s in _along(rng) if any(s.board[hole_names(s).index(h)] >= 12 for h in _own(s))])
    if state is None:
        return None
    names = hole_names(state)
    move = rng.choice([h for h in _own(state) if state.board[names.index(h)] >= 12])
    sown = [names[h] for h in drills._sown(state, move)]
    answer = sown[-1]
    choices = _choices(rng, answer, [unskipped(state, move), move, sown[-2]], [n for n in names])
    return Scenario(
        id=exercise_id, rule=_rule("3"), title=TITLES["salto"],
        goal=Goal("question", N_("{hole} tiene {seeds}. Si siembras desde {hole}, ¿en qué agujero cae la "
                                 "última semilla?"),
                  ask="last", probe=(move,), choices=choices, answer=answer,
                  values=(("hole", move), ("seeds", amount(state, state.board[names.index(move)])))),
        start=state.notation(), seats=(state.current_player,), bot="easy",
        relies=(_rule("2"),),
        hints=(N_("Con doce semillas o más, la siembra da la vuelta entera al tablero."),
               N_("El agujero de donde salen no recibe ninguna: se salta.")),
        solution=(f"?{answer}",),
    )


def _slams(state: AwariState) -> list[str]:
    """The mover's holes with seeds that rule 5 forbids (the opponent has seeds: not rule 6)."""
    legal = set(state.legal_actions())
    return [h for h in _own(state) if h not in legal] if _rival_seeds(state) else []


def grand_slam(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A move would take every seed across: find it and try it, then play another (rule 5); under
    the abapa reading, it stands and takes nothing."""
    state = _pick(rng, [s for s in _along(rng) if _slams(s) and s.legal_actions()])
    if state is None:
        return None
    slams = _slams(state)
    move = rng.choice(slams)
    abapa = load("awari", grand_slam="no_capture").from_notation(state.notation())
    after = abapa.apply(move)
    assert isinstance(after, AwariState)
    lo = 6 - 6 * state.current_player
    across = sum(after.board[lo:lo + 6])  # what the sowing leaves across: all of it would be taken
    wanted = tuple(state.legal_actions())
    return Scenario(
        id=exercise_id, rule=_rule("5"), title=TITLES["gran-slam"],
        goal=Goal("try", N_("Una de tus jugadas se llevaría todas las semillas del contrario. Encuéntrala y "
                            "pruébala, lee por qué no se acepta y luego haz una jugada permitida."),
                  actions=wanted, forbidden=tuple(slams)),
        start=state.notation(), seats=(state.current_player,), bot="easy",
        relies=(_rule("2"), _rule("4")),
        hints=(N_("Busca la jugada cuya captura dejaría vacía la fila del contrario."),),
        solution=(f"!{move}", rng.choice(wanted)),
        switches=("grand_slam",),
        goals={"grand_slam=no_capture": Goal(
            "question", N_("Con esta lectura {hole} sí se puede jugar, pero la jugada que se llevaría todo no "
                           "captura. ¿Cuántas semillas captura {hole}?"),
            ask="captured", probe=(move,), choices=_choices(rng, "0", [str(across)], [str(across - 1), "1"]),
            answer="0", values=(("hole", move),))},
        solutions={"grand_slam=no_capture": ("?0",)},
    )


def feed(rng: random.Random, exercise_id: str) -> Scenario | None:
    """The opponent's row is empty: which of these moves may be played (rule 6)."""
    states = [s for s in _along(rng) if drills.refused_by(s, _rule("6"))]
    return drills.which_legal(
        rng, rng.choice(states), _rule("6"), exercise_id, TITLES["alimentar"],
        N_("El contrario no tiene ninguna semilla en su fila. ¿Cuál de estas jugadas puedes hacer?"),
        (_rule("2"),), N_("Cuenta las semillas de cada agujero: ¿cuáles llegan hasta la fila del contrario?"),
    ) if states else None


def _last_ply(state: AwariState) -> AwariState:
    """``state`` with one ply left before rule 7's plies without a capture end the game (its
    history since the last capture dropped: a repetition needs none)."""
    limit = state.game.options.no_capture_limit
    rows, stores, seat, _, ply, *_ = state.notation().split(" ")
    found = state.game.from_notation(f"{rows} {stores} {seat} {limit - 1} {max(int(ply), limit - 1)}")
    assert isinstance(found, AwariState)
    return found


def end(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A move without a capture ends the game (rule 7): what does it bring to the mover's store."""
    def ending(s: AwariState, move: str) -> bool:
        after = s.apply(move)
        gained = after.scores()[s.current_player] - s.scores()[s.current_player]
        return after.end_reason == "no_capture_limit" and gained > 0

    states = [_last_ply(s) for s in _along(rng) if len(s.legal_actions()) > 1]
    found = [(s, m) for s in rng.sample(states, min(len(states), 8)) for m in s.legal_actions() if ending(s, m)]
    if not found:
        return None
    state, move = rng.choice(found)
    me = state.current_player
    answer = str(state.apply(move).scores()[me] - state.scores()[me])
    lo = 6 * me
    mine = sum(state.board[lo:lo + 6])
    limit = state.game.options.no_capture_limit
    return Scenario(
        id=exercise_id, rule=_rule("7"), title=TITLES["final"],
        goal=Goal("question", N_("La próxima jugada será la número {limit} sin captura: si no captura, la "
                                 "partida terminará. Si juegas {hole}, ¿cuántas semillas sumarás a tu almacén?"),
                  ask="captured", probe=(move,), answer=answer,
                  choices=_choices(rng, answer, ["0", str(mine)], [str(sum(state.board)), str(mine - 1)]),
                  values=(("limit", limit), ("hole", move))),
        start=state.notation(), seats=(me,), bot="easy",
        relies=(_rule("2"), _rule("4")),
        hints=(N_("Al terminar, cada uno se queda lo que tiene en su lado: mira dónde quedan tus semillas después "
                  "de tu jugada."),),
        solution=(f"?{answer}",),
    )


def win(rng: random.Random, exercise_id: str) -> Scenario | None:
    """A move wins at once, by passing half the seeds; another captures without getting there (rule 8)."""
    def majority(s: AwariState, line: tuple[str, ...]) -> bool:
        return s.apply(line[0]).end_reason == "majority"

    found = [(s, wins) for s in _along(rng)
             for wins, short in [drills.winning(s)] if short and any(majority(s, line) for line in wins)]
    if not found:
        return None
    state, wins = rng.choice(found)
    me = state.current_player
    return Scenario(
        id=exercise_id, rule=_rule("8"), title=TITLES["victoria"],
        goal=Goal("win", N_("Tienes {amount} en tu almacén. Gana la partida con una sola jugada."),
                  values=(("amount", amount(state, state.scores()[me])),)),
        start=state.notation(), seats=(me,), bot="easy",
        relies=(_rule("2"), _rule("4")),
        hints=(N_("Para ganar antes del final hacen falta más de 24 semillas: con 24 no basta."),),
        solution=rng.choice([line for line in wins if majority(state, line)]),
    )


def _drill(name: str, rule: str, build: Callable[[random.Random, str], Scenario | None]) -> Drill:
    return Drill(f"awari.practica.{name}", _rule(rule), TITLES[name], build)


AWARI: tuple[Drill, ...] = (
    *drills.AWARI,
    _drill("salto", "3", skip),
    _drill("gran-slam", "5", grand_slam),
    _drill("alimentar", "6", feed),
    _drill("final", "7", end),
    _drill("victoria", "8", win),
)
