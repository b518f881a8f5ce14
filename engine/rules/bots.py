"""Computer opponents for every game: one contract, four levels.

A bot is made for a game, a level and a seed, and answers :meth:`Bot.choose` with an action for the
observation it is given (what its seat may see: for the perfect-information games, the state):

>>> import engine
>>> state = engine.load("awari", first_player="south").new_state()
>>> bot = make("awari", "easy", seed=1)
>>> bot.choose(state.observation(state.current_player)) in state.legal_actions()
True
>>> list(LEVELS)
['random', 'easy', 'medium', 'hard']

* ``random`` plays any legal action, for any game.
* ``easy``, ``medium`` and ``hard`` search two-player perfect-information games with negamax and
  alpha-beta pruning, iterative deepening, move ordering (the best move found so far, then the
  history heuristic) and a transposition table, within a :class:`Budget` of depth and nodes. The
  clock never decides, so a seed gives the same move on any machine, a slow browser as a fast
  desktop; :data:`SAFETY_SECONDS` only stops a search that something has made absurdly slow.
  Ties are broken by ``random.Random(seed)``, never by the global random module.

What a search bot knows of a game comes from the ``search`` of its registration
(:class:`~engine.rules.registry.SearchHooks`): an evaluation function (and optionally a transposition key)
named as ``module:function``, imported on first use; a game without one is searched on the
difference of its :meth:`~engine.rules.core.State.scores`. Games that need their own bots (hidden cards,
four seats) name a factory as ``bots`` in their registration.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from engine.i18n import N_, Msg

from .core import TERMINAL, State
from .errors import IllegalActionError, OptionError
from .registry import SearchHooks, registration, resolve

#: The levels, weakest first, with their Spanish names (msgids) for the level selector.
LEVELS: dict[str, str] = {
    "random": N_("aleatorio"),
    "easy": N_("principiante"),
    "medium": N_("intermedio"),
    "hard": N_("experto"),
}
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True)
class Budget:
    """How far a search bot may think: the deepest iteration and the nodes it may visit. Nothing
    else ends a search (but :data:`SAFETY_SECONDS`, which no reader should ever reach), so the same
    position and seed give the same move wherever it runs."""

    depth: int
    nodes: int


#: Per level; a game's registration may scale them (``SearchHooks.nodes``: Hus's moves cost more,
#: Vano's games are short). ``medium``, the default, is sized to answer without holding up a page;
#: ``bench/bench_engine.py`` times each level, ``make bench`` in Chromium too.
BUDGETS: dict[str, Budget] = {
    "easy": Budget(depth=2, nodes=2_000),
    "medium": Budget(depth=64, nodes=4_000),
    "hard": Budget(depth=64, nodes=150_000),
}

#: A safety, not a budget: a search still running after this long answers with the best move it
#: has (``last_search["safety"]`` tells). The node budgets end every search long before, on any
#: machine that can show the site; no test, and no reader, should ever reach it.
SAFETY_SECONDS = 30.0
#: The clock the safety reads (a test can stand in a slower or a faster machine).
clock = time.perf_counter


#: A won game is worth this much more than any evaluation (and a quicker win a little more).
WIN = 1_000_000.0


class Bot(Protocol):
    def choose(self, observation: Any) -> str:
        """An action for the seat whose ``observation`` this is (it must be that seat's turn)."""


Played = TypeVar("Played", bound=State)


def played(state: Played, players: Sequence[Bot], going: Callable[[Played], bool] | None = None,
           most: int | None = None) -> tuple[list[Played], list[tuple[int, str]]]:
    """A stretch of a game kept whole: from ``state``, each move chosen by the bot of the seat to play
    (``players``, by seat) from that seat's observation, while ``going`` holds (by default, until the
    game ends) and for ``most`` moves at most; every state, and the (seat, action) pairs played (what
    the coach's review reads)."""
    history, moves = [state], list[tuple[int, str]]()
    while (going(state) if going is not None else not state.is_terminal()) and (most is None or len(moves) < most):
        seat = state.current_player
        action = players[seat].choose(state.observation(seat))
        moves.append((seat, action))
        state = state.apply(action)
        history.append(state)
    return history, moves


def make(game_name: str, level: str = DEFAULT_LEVEL, seed: int = 0) -> Bot:
    """The bot of ``level`` for ``game_name``; :class:`OptionError` listing the valid names.

    >>> make("awari", "grandmaster")
    Traceback (most recent call last):
    ...
    engine.rules.errors.OptionError: nivel desconocido «grandmaster»; niveles válidos: random, easy, medium, hard
    """
    record = registration(game_name)  # refuses an unknown game, listing the valid ones
    cls = record.game
    if level not in LEVELS:
        raise OptionError(
            None,
            Msg(
                N_("nivel desconocido «{level}»; niveles válidos: {valid}"),
                level=level,
                valid=", ".join(LEVELS),
            ),
        )
    if record.bots is not None:
        factory: Callable[[str, int], Bot] = resolve(record.bots)
        return factory(level, seed)
    if level == "random":
        return RandomBot(seed)
    if cls.num_players != 2 or not cls.perfect_information:
        raise OptionError(
            None,
            Msg(N_("{game} solo tiene el nivel: {valid}"), game=game_name, valid="random"),
        )
    hooks = record.search
    evaluate = resolve(hooks.evaluate) if hooks else _score_difference
    key = resolve(hooks.key) if hooks and hooks.key else _notation
    budget = BUDGETS[level]
    if hooks and hooks.nodes != 1.0:
        budget = Budget(budget.depth, max(1, int(budget.nodes * hooks.nodes)))
    return SearchBot(budget, evaluate, key, seed)


def _score_difference(state: State, player: int) -> float:
    scores = state.scores()
    return float(scores[player] - scores[1 - player])


def _notation(state: State) -> Hashable:
    return state.notation()


def _actions(observation: Any) -> Sequence[str]:
    actions: Sequence[str] = observation.legal_actions()
    if not actions:
        raise IllegalActionError(None, Msg(N_("la partida ha terminado")))
    return actions


class RandomBot:
    """Any legal action, uniformly, from its own ``random.Random(seed)``."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any) -> str:
        actions = _actions(observation)
        return actions[self.rng.randrange(len(actions))]


class _OutOfBudget(Exception):
    """The node budget (or the safety's time) ran out in the middle of an iteration."""


_EXACT, _LOWER, _UPPER = 0, 1, 2


class SearchBot:
    """Negamax with alpha-beta, iterative deepening, a transposition table and move ordering.

    Values are seen from the seat to move; a child where the same seat moves again (a game with
    multi-part turns) keeps its sign. ``last_search`` tells what the last :meth:`choose` did.
    """

    def __init__(
        self,
        budget: Budget,
        evaluate: Callable[[State, int], float],
        key: Callable[[State], Hashable],
        seed: int = 0,
    ) -> None:
        self.budget = budget
        self.evaluate = evaluate
        self.key = key
        self.rng = random.Random(seed)
        self.last_search: dict[str, Any] = {}
        self._nodes = 0
        self._safety = False
        self._deadline = 0.0
        self._table: dict[Hashable, tuple[int, float, int, str | None]] = {}
        self._history: dict[tuple[int, str], int] = {}

    def choose(self, observation: Any) -> str:
        state: State = observation
        actions = list(_actions(state))
        # Shuffled once: among equal moves the search keeps the first, so ties fall by the seed.
        self.rng.shuffle(actions)
        if len(actions) == 1:
            self.last_search = {"depth": 0, "nodes": 0, "value": None, "safety": False}
            return actions[0]
        budget = self.budget
        self._nodes = 0
        self._safety = False
        self._deadline = clock() + SAFETY_SECONDS
        self._table = {}
        self._history = {}
        me = state.current_player
        best, value, depth_done = actions[0], 0.0, 0
        for depth in range(1, budget.depth + 1):
            found: list[tuple[str, float]] = []
            try:
                self._root(state, actions, depth, me, found)
            except _OutOfBudget:
                # The previous best was searched first; anything that beat it is better still.
                if found:
                    best, value = found[-1]
                break
            best, value = found[-1]
            depth_done = depth
            actions.remove(best)
            actions.insert(0, best)
            if abs(value) >= WIN:  # a forced result: deeper search cannot change it
                break
        self.last_search = {"depth": depth_done, "nodes": self._nodes, "value": value, "safety": self._safety}
        return best

    # -- search ----------------------------------------------------------------------------------
    def _root(
        self, state: State, actions: list[str], depth: int, me: int, found: list[tuple[str, float]]
    ) -> None:
        alpha = -float("inf")
        for action in actions:
            value = self._child_value(state._apply(action), depth - 1, alpha, float("inf"), me)
            if value > alpha:
                alpha = value
                found.append((action, value))

    def _child_value(self, child: State, depth: int, alpha: float, beta: float, me: int) -> float:
        """The value of ``child`` for seat ``me``, who moved into it."""
        player = child.current_player
        if player == me:
            return self._negamax(child, depth, alpha, beta)
        if player == TERMINAL:
            self._nodes += 1
            result = child.returns()[me]
            if result == 0:
                return 0.0
            # Sooner wins and later losses score better: more depth left means found sooner.
            return (WIN + depth) if result > 0 else -(WIN + depth)
        return -self._negamax(child, depth, -beta, -alpha)

    def _negamax(self, state: State, depth: int, alpha: float, beta: float) -> float:
        self._nodes += 1
        if self._nodes >= self.budget.nodes:
            raise _OutOfBudget
        if not self._nodes & 1023 and clock() > self._deadline:
            self._safety = True
            raise _OutOfBudget
        me = state.current_player
        if depth <= 0:
            return self.evaluate(state, me)
        key = self.key(state)
        entry = self._table.get(key)
        first = None
        if entry is not None:
            stored_depth, stored, flag, first = entry
            if stored_depth >= depth and (
                flag == _EXACT or (flag == _LOWER and stored >= beta) or (flag == _UPPER and stored <= alpha)
            ):
                return stored
        history = self._history
        actions = sorted(
            state.legal_actions(), key=lambda a: -1 << 30 if a == first else -history.get((me, a), 0)
        )
        start_alpha = alpha
        best, best_action = -float("inf"), None
        for action in actions:
            value = self._child_value(state._apply(action), depth - 1, alpha, beta, me)
            if value > best:
                best, best_action = value, action
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        history[(me, action)] = history.get((me, action), 0) + depth * depth
                        break
        flag = _UPPER if best <= start_alpha else _LOWER if best >= beta else _EXACT
        self._table[key] = (depth, best, flag, best_action)
        return best


__all__ = [
    "BUDGETS",
    "DEFAULT_LEVEL",
    "LEVELS",
    "SAFETY_SECONDS",
    "Bot",
    "Budget",
    "RandomBot",
    "SearchBot",
    "SearchHooks",
    "make",
]
