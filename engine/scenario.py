"""Live examples as data: a position, the seats the reader plays, a goal the page checks, hints.

A scenario holds no game logic: the rules come from the engine, the goal is one of a few checkable
kinds. Scenarios are tested in CPython like any rule (the solution must reach the goal), validated
again when a page that uses them is built, and played in the browser.

Each game keeps its scenarios in a module listed in :data:`SCENARIO_MODULES`, as a tuple
``SCENARIOS``; ids start with the game's name (``"awari.captura"``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Mapping, Sequence

from . import load
from .core import Game, State
from .errors import NotationError, RuleRef
from .i18n import Msg, N_

#: Where each game's scenarios live, imported on first use.
SCENARIO_MODULES: dict[str, str] = {
    "awari": "engine.mancala.awari_scenarios",
    "mbau": "engine.mancala.mbau_scenarios",
    "hus": "engine.mancala.hus_scenarios",
    "vano": "engine.mancala.vano_scenarios",
    "zapiti": "engine.zapiti.scenarios",
    "zanga": "engine.zanga.scenarios",
}

GOAL_KINDS = ("play", "gain", "win", "end", "score", "free")
#: Whether an example of a hidden-information game offers the switch that shows every hand:
#: "" no; "off" offered, hands hidden at the start; "on" offered and on at the start.
REVEAL_CHOICES = ("", "off", "on")


@dataclass(frozen=True)
class Goal:
    """What the reader must do, checked after every move.

    * ``play``: the reader's first move is one of ``actions``;
    * ``gain``: the reader's score rises by at least ``amount`` (seeds captured, stones won);
    * ``win``: the game ends with the reader's seat winning;
    * ``end``: the game ends, whoever wins;
    * ``score``: someone's score changes, or the game ends (a hand of a card game is settled);
    * ``free``: no goal, a position to explore.

    ``text`` is the Spanish statement of the goal shown above the board (a msgid).
    """

    kind: str
    text: str
    actions: tuple[str, ...] = ()
    amount: int = 0

    def __post_init__(self) -> None:
        if self.kind not in GOAL_KINDS:
            raise ValueError(f"unknown goal kind {self.kind!r}; valid: {', '.join(GOAL_KINDS)}")

    def reached(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]]) -> bool:
        """``history`` is every state from the start; ``moves`` the (seat, action) pairs played."""
        start, now = history[0], history[-1]
        mine = [action for seat, action in moves if seat in seats]
        if self.kind == "play":
            return bool(mine) and mine[0] in self.actions
        if self.kind == "gain":
            return any(now.scores()[s] - start.scores()[s] >= self.amount for s in seats)
        if self.kind == "win":
            return now.is_terminal() and any(now.returns()[s] > 0 for s in seats)
        if self.kind == "end":
            return now.is_terminal()
        if self.kind == "score":
            return now.is_terminal() or any(state.scores() != start.scores() for state in history[1:])
        return False


@dataclass(frozen=True)
class Scenario:
    """A live example. ``start`` is a position in the game's notation, or ``None`` to deal from
    ``seed``. ``seats`` are the seats the reader plays; a bot of level ``bot`` plays the others.
    ``solution`` is a line of the reader's (and the bot's forced) moves that reaches the goal.
    ``switches`` names the options the page lets the reader flip (the interpretations we chose).
    ``reveal`` (hidden-information games) offers the switch that shows every hand: see
    :data:`REVEAL_CHOICES`."""

    id: str
    rule: RuleRef
    title: str
    goal: Goal
    start: str | None = None
    seed: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    preset: str | None = None
    seats: tuple[int, ...] = (0,)
    bot: str = "random"
    hints: tuple[str, ...] = ()
    solution: tuple[str, ...] = ()
    switches: tuple[str, ...] = ()
    reveal: str = ""

    def __post_init__(self) -> None:
        if self.reveal not in REVEAL_CHOICES:
            raise ValueError(f"unknown reveal {self.reveal!r}; valid: {', '.join(map(repr, REVEAL_CHOICES))}")

    @property
    def game_name(self) -> str:
        return self.id.partition(".")[0]

    def load_game(self) -> Game:
        return load(self.game_name, preset=self.preset, **dict(self.options))

    def first_state(self) -> State:
        game = self.load_game()
        if self.start is not None:
            return game.from_notation(self.start)
        return game.new_state(seed=self.seed)


def scenarios(game: str) -> tuple[Scenario, ...]:
    """Every scenario of ``game``."""
    if game not in SCENARIO_MODULES:
        raise NotationError(None, Msg(N_("juego desconocido «{name}»; juegos válidos: {valid}"),
                                      name=game, valid=", ".join(SCENARIO_MODULES)))
    return tuple(import_module(SCENARIO_MODULES[game]).SCENARIOS)


def get(scenario_id: str) -> Scenario:
    """The scenario ``scenario_id`` (``"awari.captura"``); :class:`NotationError` listing the valid ids."""
    game = scenario_id.partition(".")[0]
    found = {s.id: s for s in scenarios(game)}
    if scenario_id not in found:
        raise NotationError(None, Msg(N_("ejemplo desconocido «{name}»; ejemplos válidos: {valid}"),
                                      name=scenario_id, valid=", ".join(found)))
    return found[scenario_id]
