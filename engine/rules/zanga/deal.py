"""The deal of La Zanga (Arts. 12–17): the shuffle of each deal, the cards by packets, the mano, and
who deals the next hand.

>>> from engine.rules.zanga.seating import Seating
>>> hands, zanga = deal_cards(Seating.make(4), shuffle(3, 0), dealer=2)
>>> [len(h) for h in hands], len(zanga)
([8, 8, 8, 8], 8)
>>> opening_mano(hands) in range(4) or opening_mano(hands) is None
True
>>> deal = deal_hand(Seating.make(4), seed=3, deals=0, dealer=2, by_cards=True)
>>> deal.deals, deal.mano, deal.hands == deal_cards(Seating.make(4), shuffle(3, 0), dealer=2)[0]
(1, 1, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import DECK, Card, deck_order
from . import rules
from .hand import Hands
from .seating import Seating

#: Art. 16: who opens the partida, in this order; if the five are all in the zanga, deal again.
OPENERS = tuple(rules.card(f"{r}e") for r in (7, 6, 5, 4, 3))


def shuffle(seed: int, deal: int) -> list[Card]:
    """The cards of deal number ``deal`` of the partida ``seed``, in dealing order (the same in
    CPython and Pyodide)."""
    cards = list(DECK)
    random.Random(f"zanga/{seed}/{deal}").shuffle(cards)
    return cards


def deal_cards(table: Seating, cards: Sequence[Card], dealer: int) -> tuple[Hands, tuple[Card, ...]]:
    """Art. 13: by fours (threes with six), to the right from the dealer's right, twice round;
    what is left is the zanga. Each hand in deck order, as a hand is held."""
    hands: list[list[Card]] = [[] for _ in range(table.players)]
    pos = 0
    for _round in range(table.hand_size // table.packet):
        for i in range(1, table.players + 1):
            hands[(dealer + i) % table.players] += cards[pos:pos + table.packet]
            pos += table.packet
    return tuple(deck_order(h) for h in hands), deck_order(cards[pos:])


def opening_mano(hands: Sequence[Iterable[Card]]) -> int | None:
    """Art. 16: the holder of the 7 of espadas, else the 6, 5, 4, 3; ``None``: deal again."""
    for c in OPENERS:
        for seat, hand in enumerate(hands):
            if c in hand:
                return seat
    return None


@dataclass(frozen=True)
class Deal:
    """A hand dealt: each seat's cards and the zanga (in deck order), the deals made in the partida
    so far (a redeal counts) and the mano."""

    hands: Hands
    zanga: tuple[Card, ...]
    deals: int
    mano: int


def deal_hand(table: Seating, seed: int, deals: int, dealer: int, by_cards: bool) -> Deal:
    """The next deal of the partida ``seed`` (``deals`` made before it) by ``dealer``. ``by_cards``:
    the holder of the 7 of espadas (or 6, 5, 4, 3) is the mano, dealing again if all five lie in
    the zanga (Art. 16: the first hand, Z1; every hand with ``art16="cada_mano"``); otherwise the
    dealer's right is the mano (Art. 17)."""
    while True:
        hands, zanga = deal_cards(table, shuffle(seed, deals), dealer)
        deals += 1
        mano = opening_mano(hands) if by_cards else table.next(dealer)
        if mano is not None:
            return Deal(hands, zanga, deals, mano)


def next_dealer(table: Seating, art16: str, dealer: int, mano: int) -> int:
    """Who deals the hand after the one ``dealer`` dealt and ``mano`` opened. Z1: the mano deals the
    next, so the mano moves one seat to the right each hand; with ``art16="cada_mano"`` the deal
    simply passes to the right."""
    return mano if art16 == "partida" else table.next(dealer)
