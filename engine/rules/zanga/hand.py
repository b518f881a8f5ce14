"""The hand's record: what a La Zanga state holds (:class:`Hand`), as every phase reads it.

The phases are functions over this record, each in its own module: the deal
(:mod:`engine.rules.zanga.deal`), the auction (:mod:`engine.rules.zanga.auction`), the tricks
(:mod:`engine.rules.zanga.tricks`), the settlement (:mod:`engine.rules.zanga.settlement`) and what a seat
may see (:mod:`engine.rules.zanga.observation`). They take a :class:`Hand` (or the parts of it they
need) and return new data; the state of :mod:`engine.rules.zanga.game` is the one class that holds the
record and composes them.
"""

from __future__ import annotations

from typing import Protocol

from ..cards import Card
from .auction import Auction
from .seating import Seating
from .settlement import Settlement
from .stones import Ledger

#: A trick played: its leader, its cards (led first) and the seat that won it.
Trick = tuple[int, tuple[Card, ...], int]
#: Each seat's cards, seat by seat.
Hands = tuple[tuple[Card, ...], ...]
#: A renuncio (a card that broke Arts. 27–28, table mode): its seat, the trick's number (0 for the
#: first) and whether a matador was owed (Art. 30).
Renuncio = tuple[int, int, bool]


class Hand(Protocol):
    """One moment of a partida, as the phases read it.

    The notation holds the partida's seed and counters, the stones when the current hand began, the
    hands as dealt and the moves since the deal, so it is short, complete and replayable; every other
    attribute is derived by replaying those moves.
    """

    table: Seating  # the game's seats, kept in the state: every move reads it
    seed: int
    deals: int  # deals made in the partida (a redeal of Art. 16 counts): seeds the next shuffle
    hand_no: int  # 1 for the first hand
    dealer: int
    mano: int
    ledger: Ledger  # the stones now
    start_ledger: Ledger  # the stones before this hand's deal (before the mano's stake)
    dealt: Hands  # each seat's cards as dealt, in deck order
    zanga0: tuple[Card, ...]  # the zanga as dealt
    moves: tuple[str, ...]  # every action since the deal
    speakers: tuple[int, ...]  # who said each word of the auction (and named the trumps), in order
    result: Settlement | None  # the last hand's settlement
    phase: str
    auction: Auction
    hands: Hands  # each seat's cards now (after dentro, the pie holds the zanga's)
    zanga: tuple[Card, ...]
    trump: str
    out: tuple[int, ...]  # seats sitting out: the solo player's partner(s), Art. 58
    trick: tuple[Card, ...]  # cards of the trick in progress, led first
    leader: int
    to_play: int
    tricks: tuple[Trick, ...]  # (leader, cards, winner seat) per trick
    won: tuple[int, int]  # tricks per side
    estuche: int  # side whose playing hands held the three matadores (-1: neither), Art. 51
    cinco: int  # seat that called cinco (-1: none)
    cinco_made: bool | None
    todas: bool
    todas_made: bool | None
    renuncios: tuple[Renuncio, ...]  # table mode
    reviewed: tuple[int, int]  # per side, the cards played when it last claimed a renuncio (0: never)
    shown: bool  # all hands shown after a renuncio claim (Art. 38)
    review: tuple[int, ...]  # sides still to say renuncio/conforme after the last trick


def replace_at(hands: Hands, seat: int, hand: tuple[Card, ...]) -> Hands:
    """``hands`` with seat ``seat``'s replaced by ``hand``."""
    return (*hands[:seat], hand, *hands[seat + 1:])
