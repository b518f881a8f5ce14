"""Practice for the four mancala games (:mod:`engine.lessons.practice`): fresh positions, drawn by
playing a game on from its start with random moves, where one rule decides the answer.

* **Where does the last one fall** (the sowing rule): from a drawn position, the reader is asked
  where a sowing of three seeds (or stones) at least ends, relays and laps included; the choices
  are the right hole and holes the sowing passes through or near, where a miscount lands.
* **The best capture** (the capture rule): a drawn position where some move captures and another
  captures less; the goal is to capture, in one move, as much as the best move does, the choices
  the move leads to included (Hus's extra hole, Mbau's expulsion). In Vano, where a stone sown into
  a house scores as well, the goal is the points of the best move.

Everything an exercise says is the engine's: the hole a sowing ends in comes from the move's trace,
what a move captures from its trace and the state after it.

The drills of each game's other taught rules live in a module of their own (``awari_drills``,
``mbau_drills``, ``vano_drills``, ``hus_drills``, whose tuples the registrations name); they share
the pieces here: the positions along a random game (:func:`along`), the lines of a turn with its
choices (:func:`turns`), "which of these moves can you make" where a rule refuses the others
(:func:`which_legal`), and the lines that win at once (:func:`winning`).

>>> from engine.lessons.practice import exercise, get
>>> found = exercise(get("hus.practica.captura"), 3)
>>> found.goal.statement.text("en"), found.solution
('Capture at least 4 stones in a single move.', ('h3', 'c1'))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from engine import load
from engine.i18n import N_, Msg
from engine.rules.capabilities import trace
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.mancala.state import MancalaState

from ..practice import Drill
from ..scenario import Goal, Scenario, amount, hole_names
from .narration import CAPTURE_RULE, in_stones

#: The rule of each game that says how a move sows (the "last one" drill's rule).
SOWING_RULE = {"awari": "2", "mbau": "2", "vano": "3", "hus": "5"}
#: What else each drill's exercises rely on, besides their own rule (the reading order of a course
#: checks it): Vano's sowing ends in a house (rule 5) or on a pair (rule 4), Hus sows around its own
#: two rows (rule 4); a capture is found by counting a sowing.
LAST_ONE_RELIES = {"vano": ("4", "5"), "hus": ("4",)}
CAPTURE_RELIES = {"awari": ("2",), "mbau": ("2", "3"), "vano": ("3", "5"), "hus": ("4", "5")}
#: Random moves played from the start to draw a position: a range, so openings and middle games both come.
PLIES = (3, 40)
#: The fewest seeds a question's sowing carries: fewer is no counting.
COUNTED = 3


def _position(game: str, rng: random.Random) -> State | None:
    """A position drawn by playing on from the start with random moves, stopping short of the end;
    ``None`` if the game ended at once, or stopped within a move (a choice it offers)."""
    state: State = load(game).new_state(seed=rng.randrange(2**31))
    for _ in range(rng.randint(*PLIES)):
        after = state.apply(rng.choice(list(state.legal_actions())))
        if after.is_terminal():
            break
        state = after
    return None if _chooses(state) else state


#: Random moves played from the start, at most, while the drills of the other rules look for a
#: position where their rule decides.
ALONG = 300
#: The choices of a question of theirs, at most.
CHOICES = 4


def along(game: str, rng: random.Random, plies: int = ALONG, **options: Any) -> Iterator[State]:
    """Every position of a game of ``game`` (with ``options``) played from the start with random
    moves, up to its end or ``plies`` moves, where a move begins (no choice within a move pending):
    the positions the drills of the other rules look for their rule in."""
    state: State = load(game, **options).new_state(seed=rng.randrange(2**31))
    for _ in range(plies):
        if state.is_terminal():
            return
        if not _chooses(state):
            yield state
        state = state.apply(rng.choice(list(state.legal_actions())))


def turns(state: State, most: int = 200) -> Iterator[tuple[tuple[str, ...], State]]:
    """The mover's lines through a turn (the move and the choices it leads to, Hus's extra hole and
    Mbau's expulsion), each with the state it ends in; at most ``most`` lines."""
    me, count = state.current_player, 0

    def walk(now: State, line: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], State]]:
        nonlocal count
        for action in now.legal_actions():
            if count >= most:
                return
            after = now.apply(action)
            if after.current_player == me and not after.is_terminal() and _chooses(after):
                yield from walk(after, (*line, action))
            else:
                count += 1
                yield (*line, action), after

    yield from walk(state, ())


def refused_by(state: State, rule: RuleRef) -> list[str]:
    """The mover's holes with seeds (or stones) that ``rule`` forbids here."""
    if not isinstance(state, MancalaState):
        return []
    names, legal = hole_names(state), set(state.legal_actions())
    own = [names[h] for h in range(len(names)) if state.board[h] and h * 2 // len(names) == state.current_player]
    return [h for h in own if h not in legal and state.why_illegal(h).rule == rule]


def which_legal(rng: random.Random, state: State, rule: RuleRef, exercise_id: str, title: str, text: str,
                relies: tuple[RuleRef, ...], hint: str) -> Scenario | None:
    """A "which of these moves can you make" question where ``rule`` refuses the others (``None``
    where it refuses none, or every move): the right one and up to three it refuses."""
    refused = refused_by(state, rule)
    legal = sorted(state.legal_actions())
    if not refused or not legal:
        return None
    answer = rng.choice(legal)
    choices = [answer, *rng.sample(refused, min(len(refused), 3))]
    rng.shuffle(choices)
    return Scenario(
        id=exercise_id, rule=rule, title=title,
        goal=Goal("question", text, ask="legal", choices=tuple(choices), actions=tuple(choices), answer=answer),
        start=state.notation(), seats=(state.current_player,), bot="easy", relies=relies, hints=(hint,),
        solution=(f"?{answer}",),
    )


def winning(state: State) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """The lines of the mover's turn (:func:`turns`) that win the game at once, and those that score
    without ending it: where both are, what the game is won by decides."""
    me, wins, short = state.current_player, [], []
    for line, after in turns(state):
        if after.is_terminal() and after.returns()[me] > 0:
            wins.append(line)
        elif not after.is_terminal() and after.scores()[me] > state.scores()[me]:
            short.append(line)
    return wins, short


def _sown(state: State, action: str) -> list[int]:
    """The holes ``action`` drops a seed in, in order (relays and laps included)."""
    return [frame.hole for frame in trace(state, action) if frame.kind == "sow"]


def last_one(game: str) -> Callable[[random.Random, str], Scenario | None]:
    """Draws a "where does the last one fall" question in ``game``."""

    def build(rng: random.Random, exercise_id: str) -> Scenario | None:
        state = _position(game, rng)
        if state is None:
            return None
        names = hole_names(state)
        # Awari's twelve seeds or more skip their own hole: that is rule 3, not the sowing's.
        most = len(names) - 1 if game == "awari" else None
        counts = {a: len(_sown(state, a)) for a in state.legal_actions()}
        moves = [a for a, n in counts.items() if n >= COUNTED and (most is None or n < most)]
        if not moves:
            return None
        move = rng.choice(moves)
        sown = [names[h] for h in _sown(state, move)]
        answer = sown[-1]
        near = list(dict.fromkeys(h for h in reversed(sown) if h != answer))[:2]
        others = [h for h in names if h != answer and h not in near]
        choices = [answer, *near, *rng.sample(others, 4 - 1 - len(near))]
        rng.shuffle(choices)
        text = (N_("Si siembras desde {hole}, ¿en qué agujero cae la última piedra?") if in_stones(state.game)
                else N_("Si siembras desde {hole}, ¿en qué agujero cae la última semilla?"))
        return Scenario(
            id=exercise_id, rule=RuleRef(game, SOWING_RULE[game]), title=_title(game, "ultima"),
            goal=Goal("question", text, ask="last", probe=(move,), choices=tuple(choices), answer=answer,
                      values=(("hole", move),)),
            start=state.notation(), seats=(state.current_player,), bot="easy",
            relies=tuple(RuleRef(game, n) for n in LAST_ONE_RELIES.get(game, ())),
            hints=_hints(state, move),
            solution=(f"?{answer}",),
        )

    return build


def best_capture(game: str) -> Callable[[random.Random, str], Scenario | None]:
    """Draws a "capture as much as the best move" goal in ``game``."""

    def build(rng: random.Random, exercise_id: str) -> Scenario | None:
        state = _position(game, rng)
        if state is None:
            return None
        me = state.current_player
        lines = {a: _best_line(state, a, me) for a in state.legal_actions()}
        best = max(n for n, _ in lines.values())
        if best < 1 or min(n for n, _ in lines.values()) == best:
            return None
        # In Vano a stone sown into a house scores too (rule 5): its goal is the points, not a capture.
        captures = all(n == _taken(state, line) for n, line in lines.values() if n == best)
        if game != "vano" and (best < 2 or not captures):
            return None
        text = (N_("Captura por lo menos {amount} de una sola jugada.") if captures
                else N_("Gana por lo menos {amount} de una sola jugada, capturando o en tus casas."))
        return Scenario(
            id=exercise_id, rule=RuleRef(game, CAPTURE_RULE[game]), title=_title(game, "captura"),
            goal=Goal("gain", text, amount=best, values=(("amount", amount(state, best)),)),
            start=state.notation(), seats=(me,), bot="easy",
            relies=tuple(RuleRef(game, n) for n in CAPTURE_RELIES[game]),
            hints=(N_("Mira dónde acaba cada siembra antes de elegir: no todas capturan lo mismo."),),
            solution=next(line for n, line in lines.values() if n == best),
        )

    return build


def _best_line(state: State, action: str, me: int) -> tuple[int, tuple[str, ...]]:
    """What ``action`` adds to the mover's score at best, and the mover's line that does it: the
    move, and the choices it leads to within the same move (Hus's extra hole, Mbau's expulsion)."""
    after = state.apply(action)
    if after.current_player == me and not after.is_terminal() and _chooses(after):
        n, rest = max((_best_line(after, a, me) for a in after.legal_actions()), key=lambda found: found[0])
        return n, (action, *rest)
    return after.scores()[me] - state.scores()[me], (action,)


def _taken(state: State, line: tuple[str, ...]) -> int:
    """The stones ``line`` captures, read from its traces: a line whose score rises by anything else
    (a stone sown into one of Vano's houses, a house made) is no capture exercise."""
    total = 0
    for action in line:
        board = state.board if isinstance(state, MancalaState) else ()
        for frame in trace(state, action):
            if frame.kind in ("capture", "take"):
                total += board[frame.hole]
            board = frame.board
        state = state.apply(action)
    return total


def _chooses(state: State) -> bool:
    """Whether ``state`` waits for a choice within the move that led to it (Hus's extra hole, Mbau's
    offer to expel)."""
    return bool(getattr(state, "pending", None) is not None or getattr(state, "expel_offer", ()))


def _hints(state: State, move: str) -> tuple[Msg, ...]:
    """Which way to count, and what the hole holds (Awari's semillas, the others' piedras)."""
    count = Msg(N_("Cuenta desde el agujero de salida, uno a uno, en el sentido de la siembra."))
    if not isinstance(state, MancalaState):
        return (count,)
    held = state.board[hole_names(state).index(move)]
    return count, Msg(N_("Para empezar, {what}."), what=state.game.in_hole(move, held))


def _title(game: str, kind: str) -> str:
    if kind == "ultima":
        return (N_("Práctica: dónde cae la última piedra") if game != "awari"
                else N_("Práctica: dónde cae la última semilla"))
    return N_("Práctica: la jugada que más gana") if game == "vano" else N_("Práctica: la mejor captura")


def _drills(game: str) -> tuple[Drill, ...]:
    return (
        Drill(f"{game}.practica.ultima", RuleRef(game, SOWING_RULE[game]), _title(game, "ultima"), last_one(game)),
        Drill(f"{game}.practica.captura", RuleRef(game, CAPTURE_RULE[game]), _title(game, "captura"),
              best_capture(game)),
    )


AWARI, MBAU, VANO, HUS = (_drills(game) for game in ("awari", "mbau", "vano", "hus"))
