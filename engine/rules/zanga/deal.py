"""The deal of La Zanga (Arts. 12–17): the shuffle of each deal, the cards by packets, the mano.

>>> from engine.rules.zanga.seating import Seating
>>> hands, zanga = deal_cards(Seating.make(4), shuffle(3, 0), dealer=2)
>>> [len(h) for h in hands], len(zanga)
([8, 8, 8, 8], 8)
>>> opening_mano(hands) in range(4) or opening_mano(hands) is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..cards import DECK, Card, deck_order
from . import rules
from .seating import Seating

#: Art. 16: who opens the partida, in this order; if the five are all in the zanga, deal again.
OPENERS = tuple(rules.card(f"{r}e") for r in (7, 6, 5, 4, 3))

Hands = tuple[tuple[Card, ...], ...]


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
