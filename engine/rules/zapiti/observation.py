"""What one seat may see of a Zápiti state: :class:`Observation`.

Built by :meth:`ZapitiState.observation <engine.rules.zapiti.game.ZapitiState.observation>`; the bots
decide from it alone. It holds the seat's own cards (none before the seat has looked, rule 10), the
cards played, the public bets, every public action of the hand and the señas addressed to the seat,
or caught by it (rule 14): never a card the seat cannot see.

>>> import engine
>>> state = engine.load("zapiti").new_state(seed=3).apply("ver")
>>> obs = state.observation(1)
>>> obs.seat, obs.to_act, len(obs.cards), obs.hand_sizes, obs.value
(1, 0, 3, (3, 3), 1)
>>> state.observation(0).history
((0, 'ver'),)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from .betting import LADDER

Play = tuple[int, Card]


@dataclass(frozen=True)
class Observation:
    """One seat's view. Sides are ``seat % 2``; ``points`` and ``grandes`` are per side.

    ``to_act`` is the seat to act (or ``TERMINAL``); ``play_turn`` the seat whose card comes next,
    who is not ``to_act`` while a call waits for its answer. ``level``, ``pending`` (0 for none) and
    ``lock`` are the bets as in :mod:`engine.rules.zapiti.betting`; ``legal`` is the seat's legal actions
    when it is to act, else empty.
    """

    seat: int
    players: int
    options: Any
    hand_no: int
    dealer: int
    points: tuple[int, int]
    grandes: tuple[int, int]
    phase: str
    to_act: int
    play_turn: int
    cards: tuple[Card, ...] | None
    hand_sizes: tuple[int, ...]
    tricks: tuple[tuple[Play, ...], ...]
    trick: tuple[Play, ...]
    results: tuple[int, ...]
    level: int
    pending: int
    caller: int
    lock: int
    barred: bool
    looked: tuple[bool, ...]
    signals: tuple[tuple[int, str], ...]
    history: tuple[tuple[int, str], ...]
    legal: tuple[str, ...]

    @property
    def side(self) -> int:
        return self.seat % 2

    @property
    def mano(self) -> int:
        """The player to the dealer's right, who leads round 1 (rules 2, 3)."""
        return (self.dealer + 1) % self.players

    @property
    def value(self) -> int:
        """What the hand is worth now (the last accepted rung)."""
        return LADDER[self.level]

    def played(self) -> tuple[Card, ...]:
        """Every card played in this hand, in order."""
        return tuple(card for trick in (*self.tricks, self.trick) for _, card in trick)

    def key(self) -> str:
        """A text that identifies this view (what a seeded bot draws its randomness from)."""
        return repr(self)
