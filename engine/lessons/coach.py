"""The coach at the table: a hint that names a good move and says why, and the review of a finished
game (the reader's costliest decisions, each with a position to replay as an exercise).

This module names no game. A game has a coach when its registration names one (``coach``: a module,
like ``narration``); the module says the reasons in the game's own words and exposes

* ``hint(state, budget) -> Hint``: a good move for the seat to play, from that seat's information,
  with its reason (or, where nothing can be computed within ``budget``, the moves to choose from);
* ``review(history, moves, seats, budget, total, advised) -> Review``: the costliest decisions of
  ``seats`` along a game (``history`` every state, ``moves`` the (seat, action) pairs), at most
  :data:`MAX_DECISIONS`, searching ``budget`` per move and ``total`` in all; a move the coach
  advised (``advised``: the hint's action by the move's index) is never one of them. A coach that
  judges by sampling hidden cards judges the costliest again with the hint's budget
  (:func:`finalists`), so that what its review calls better is what a hint there advises.

Every search is bounded by node counts (:class:`~engine.rules.bots.Budget`), never by the clock, so
a position gives the same hint on any machine. Asking never changes the game: the coach reads
states, which are immutable, and plays nothing.

For the games of perfect information, :func:`analyse` looks at every move of a position with the
game's own search (its registration's ``search`` hooks, as the bots use them): its value for the
mover, and the line that follows it (the rest of the mover's turn, then the opponent's best reply).
A family's coach turns those lines into words; a game with hidden hands would sample what its seat
cannot see instead, and give the same :class:`Hint` and :class:`Decision`.

>>> import engine
>>> state = engine.load("awari").from_notation("4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0")
>>> found = hint(state)
>>> found.action, found.reason is not None
('C', True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any, TypeVar

from engine.i18n import N_, Msg
from engine.rules import bots
from engine.rules.bots import WIN, Budget, SearchBot
from engine.rules.core import TERMINAL, State
from engine.rules.errors import RuleRef
from engine.rules.registry import registration

from . import audit
from .scenario import Goal, Scenario

#: What a hint may search: nodes of the game's search over all the moves of the position, shared
#: equally among them, and scaled like the bots' by the game's
#: ``SearchHooks.nodes``; so a position of many moves (Hus's sixteen holes) costs no more than one
#: of few. ``bench/bench_coach.py`` times it.
HINT_BUDGET = Budget(depth=64, nodes=9_000)
#: What the review may search for each decision of the reader's, and in all (a long game is
#: reviewed from its end back as far as the whole budget reaches; the review says so).
REVIEW_BUDGET = Budget(depth=64, nodes=2_400)
REVIEW_NODES = 60_000
#: The decisions a review shows at most.
MAX_DECISIONS = 3
#: A decision costs something when the best move was worth this much more (in the game's units).
WORTH_SHOWING = 1.0
#: The forced moves (a single legal one) followed before a line stops.
MAX_FORCED = 40
#: The seed of every search of the coach's: the same position, the same answer.
SEED = 0


@dataclass(frozen=True)
class Line:
    """One move of a position, looked at: its ``value`` for the mover (in the game's units; beyond
    :data:`~engine.rules.bots.WIN` a forced result), the rest of the mover's turn (``own``) and the
    opponent's reply (``reply``) as the search plays them, with the states they reach (``mine``
    after the mover's whole turn, ``after`` after the reply's), and the ``nodes`` it took.
    ``complete`` is false when the search could not finish its first iteration within the budget."""

    action: str
    value: float
    own: tuple[str, ...]
    reply: tuple[str, ...]
    mine: State
    after: State
    nodes: int
    complete: bool


@dataclass(frozen=True)
class Analysis:
    """Every move of ``state`` looked at, best first (ties in the engine's order of moves)."""

    state: State
    lines: tuple[Line, ...]

    @property
    def best(self) -> Line:
        return self.lines[0]

    @property
    def nodes(self) -> int:
        return sum(line.nodes for line in self.lines)

    @property
    def complete(self) -> bool:
        return all(line.complete for line in self.lines)

    def line(self, action: str) -> Line:
        return next(line for line in self.lines if line.action == action)


@dataclass(frozen=True)
class Hint:
    """What "¿Qué hago?" answers: the ``action`` (``None``: none could be computed within the
    budget), how it is said (``move``), its ``reason`` in the game's words, and, when there is no
    action, the legal ``moves`` as spoken, to choose from."""

    action: str | None
    move: Msg | None
    reason: tuple[Msg, ...]
    moves: tuple[Msg, ...] = ()


@dataclass(frozen=True)
class Decision:
    """One costly decision of the reader's: the position ``before`` it (the ``index``-th move of
    the game), what was ``played``, what was ``better`` (both as spoken), by how much (``loss``, in
    words; ``cost`` to rank them) and ``why``; ``exercise`` replays the position (``free``: it
    passed no teaching check and is offered as a free position)."""

    index: int
    before: State
    played: Msg
    better: Msg
    loss: Msg
    cost: float
    why: tuple[Msg, ...]
    exercise: Scenario
    free: bool


@dataclass(frozen=True)
class Review:
    """The costliest decisions of a game or of a hand (at most :data:`MAX_DECISIONS`), how many of
    the reader's decisions were looked at out of how many (``looked``, ``decided``), and ``story``:
    what else the game's coach tells of it (La Zanga: how the stones moved in the hand, by which
    articles)."""

    decisions: tuple[Decision, ...]
    looked: int
    decided: int
    story: tuple[Msg, ...] = ()


def coach(game: str) -> ModuleType | None:
    """The coach module of ``game`` (its registration's ``coach``), or ``None`` if it has none."""
    path = registration(game).coach
    return import_module(path) if path is not None else None


def hint(state: State, budget: Budget = HINT_BUDGET) -> Hint:
    """A good move for the seat to play, with its reason: the game's coach's answer."""
    found = coach(state.game.name)
    if found is None:
        raise ValueError(f"{state.game.name} has no coach")
    answer: Hint = found.hint(state, budget)
    return answer


def review(history: Sequence[State], moves: Sequence[tuple[int, str]], seats: Sequence[int],
           budget: Budget = REVIEW_BUDGET, total: int = REVIEW_NODES,
           advised: Mapping[int, str] | None = None) -> Review:
    """The costliest decisions of ``seats`` along a game: the game's coach's answer. A move the
    hint advised is not judged again with the review's smaller budget."""
    found = coach(history[0].game.name)
    if found is None:
        raise ValueError(f"{history[0].game.name} has no coach")
    answer: Review = found.review(history, moves, seats, budget, total, advised or {})
    return answer


Judgement = TypeVar("Judgement")


def finalists(costly: Sequence[tuple[float, int, Judgement]],
              again: Callable[[int], tuple[float, Judgement] | None]) -> list[tuple[float, int, Judgement]]:
    """The decisions a review shows, costliest first: ``costly`` ((cost, move index, judgement), as
    the review's budget found them) taken from the costliest, each judged ``again`` at its move index
    with the hint's budget (``None``: it cannot be), kept while still worth showing, at most
    :data:`MAX_DECISIONS`; at most twice that many are judged again. A review's smaller budget
    samples few deals of the hidden cards for each of many moves; judged again, what it says was
    better is what a hint at that position says."""
    ranked = sorted(costly, key=lambda found: (-found[0], found[1]))
    kept = []
    for _, index, _first in ranked[: 2 * MAX_DECISIONS]:
        judged = again(index)
        if judged is not None and judged[0] >= WORTH_SHOWING:
            kept.append((judged[0], index, judged[1]))
        if len(kept) == MAX_DECISIONS:
            break
    return sorted(kept, key=lambda found: (-found[0], found[1]))


def no_hint(state: State) -> Hint:
    """The answer when no hint can be computed within the budget: the moves to choose from."""
    from .narration import spoken

    return Hint(None, None, (Msg(N_("No he podido calcular una pista con el límite de cálculo de esta "
                                    "posición. Puedes elegir entre estas jugadas:")),),
                tuple(spoken(state, action) for action in state.legal_actions()))


# -- the search, for the games of perfect information ---------------------------------------------
def searcher(game: str, budget: Budget) -> SearchBot:
    """The game's own search (its registration's hooks, as the bots have them) with ``budget``
    scaled as the bots' are."""
    bot = bots.make(game, bots.DEFAULT_LEVEL, seed=SEED)
    if not isinstance(bot, SearchBot):
        raise ValueError(f"{game} is not searched by the generic bots")
    hooks = registration(game).search
    scale = hooks.nodes if hooks is not None else 1.0
    return SearchBot(Budget(budget.depth, max(1, int(budget.nodes * scale))), bot.evaluate, bot.key, SEED)


def analyse(state: State, budget: Budget = HINT_BUDGET) -> Analysis:
    """Every legal move of ``state`` with its value for the seat to play and the line after it,
    ``budget`` shared among the moves."""
    me = state.current_player
    actions = state.legal_actions()
    each = Budget(budget.depth, max(1, budget.nodes // max(1, len(actions))))
    lines = [_line(state, action, me, each) for action in actions]
    order = {action: i for i, action in enumerate(state.legal_actions())}
    lines.sort(key=lambda line: (-line.value, order[line.action]))
    return Analysis(state, tuple(lines))


def _line(state: State, action: str, me: int, budget: Budget) -> Line:
    """``action`` played from ``state``, the rest of its mover's turn and the opponent's reply, each
    step as the search plays it; the value is the first search's (a forced step has none)."""
    nodes, complete = 0, True
    value: float | None = None
    search = searcher(state.game.name, budget)
    parts: tuple[list[str], list[str]] = ([], [])
    now = state.apply(action)
    mine = now
    for side, mover_moves in enumerate(parts):
        for _ in range(MAX_FORCED):
            if now.current_player == TERMINAL or (now.current_player == me) != (side == 0):
                break
            search = searcher(state.game.name, budget)
            chosen = search.choose(now)
            done = search.last_search
            nodes += done["nodes"]
            if value is None and done["value"] is not None:
                value = done["value"] if now.current_player == me else -done["value"]
                complete = done["depth"] > 0 and not done["safety"]
            mover_moves.append(chosen)
            now = now.apply(chosen)
        if side == 0:
            mine = now
    if value is None:  # the game ended, or only forced moves followed
        value = _final(now, me) if now.current_player == TERMINAL else search.evaluate(now, me)
    return Line(action, value, tuple(parts[0]), tuple(parts[1]), mine, now, nodes, complete)


def _final(state: State, me: int) -> float:
    result = state.returns()[me]
    return 0.0 if result == 0 else (WIN if result > 0 else -WIN)


def gained(before: State, after: State, seat: int) -> int:
    """What ``seat``'s score rose by between two states."""
    return int(after.scores()[seat] - before.scores()[seat])


def forced(value: float) -> int:
    """``1`` a forced win, ``-1`` a forced loss, ``0`` neither (a value of the search's)."""
    return 1 if value >= WIN else -1 if value <= -WIN else 0


def cost(better: float, played: float) -> float:
    """How much worse ``played`` was than ``better`` (values of the search's), a forced result
    counting as more than any material."""
    capped = [max(-2 * WIN, min(2 * WIN, v)) for v in (better, played)]
    return capped[0] - capped[1]


# -- the exercise of a decision -----------------------------------------------------------------
def exercise(before: State, goal: Goal, rule: RuleRef, solution: Sequence[str], seats: Sequence[int],
             bot: str = "easy") -> tuple[Scenario, bool]:
    """The position ``before`` as a live example with ``goal`` (``solution`` reaches it), and
    whether it is offered as a free position: an example that fails the teaching check
    (:func:`engine.lessons.audit.problems`) becomes one, labelled so."""
    game = before.game
    options: dict[str, Any] = dict(game.options.non_default())
    found = Scenario(id=f"{game.name}.repaso", rule=rule, title=N_("Una decisión de tu partida"), goal=goal,
                     start=before.notation(), options=options, seats=tuple(seats), bot=bot,
                     solution=tuple(solution))
    if not audit.problems(found):
        return found, False
    free = Goal("free", N_("Posición libre, sin objetivo que comprobar: juega desde aquí y compara las "
                          "jugadas."))
    return Scenario(id=found.id, rule=rule, title=found.title, goal=free, start=found.start, options=options,
                    seats=tuple(seats), bot=bot), True
