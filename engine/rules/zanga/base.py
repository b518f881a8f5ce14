"""What a La Zanga state holds, and the facts every phase reads from it: :class:`HandState`.

The phases add their moves on top (:mod:`engine.rules.zanga.play` for the cards, :mod:`engine.rules.zanga.game`
for the auction and the class the game hands out); this module only declares the attributes, how a
new state is made from the last (:class:`engine.rules.frozen.Frozen`) and who sits where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import TERMINAL, State
from ..frozen import Frozen
from .auction import Auction
from .seating import Seating
from .settlement import Settlement
from .stones import Ledger

if TYPE_CHECKING:
    from .game import Zanga, ZangaState

#: A trick played: its leader, its cards (led first) and the seat that won it.
Trick = tuple[int, tuple[Card, ...], int]


class HandState(Frozen, State):
    """One moment of a partida. Immutable: :meth:`apply` returns a new state.

    The notation holds the partida's seed and counters, the stones when the current hand began, the
    hands as dealt and the moves since the deal, so it is short, complete and replayable; every other
    attribute is derived by replaying those moves.
    """

    game: Zanga
    table: Seating  # the game's seats (``game.table``), kept in the state: every move reads it
    seed: int
    deals: int  # deals made in the partida (a redeal of Art. 16 counts): seeds the next shuffle
    hand_no: int  # 1 for the first hand
    dealer: int
    mano: int
    ledger: Ledger  # the stones now
    start_ledger: Ledger  # the stones before this hand's deal (before the mano's stake)
    dealt: tuple[tuple[Card, ...], ...]  # each seat's cards as dealt, in deck order
    zanga0: tuple[Card, ...]  # the zanga as dealt
    moves: tuple[str, ...]  # every action since the deal
    result: Settlement | None  # the last hand's settlement
    phase: str
    auction: Auction
    hands: tuple[tuple[Card, ...], ...]  # each seat's cards now (after dentro, the pie holds the zanga's)
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
    renuncios: tuple[tuple[int, int, bool], ...]  # (seat, trick number, with a matador), table mode
    reviewed: tuple[int, int]  # per side, the cards played when it last claimed a renuncio (0: never)
    shown: bool  # all hands shown after a renuncio claim (Art. 38)
    review: tuple[int, ...]  # sides still to say renuncio/conforme after the last trick
    _legal: tuple[str, ...] | None

    if TYPE_CHECKING:  # every state is a ZangaState: the phases' moves return one
        def _evolve(self, **changes: Any) -> ZangaState: ...

    # -- facts ----------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == "play":
            return self.to_play
        if phase == "auction":
            return self.auction.speaker
        if phase == "trump":
            return self.auction.declarer
        if phase == "todas":
            return self.leader
        if phase == "review":
            return self._reviewer(self.review[0])
        if phase == "deal":
            return self.dealer
        return TERMINAL

    @property
    def declarer(self) -> int:
        """The *nombrado* (the solo player in a solo); -1 while nobody has declared."""
        return self.auction.declarer

    @property
    def pie(self) -> int:
        return self.auction.pie

    def active(self) -> tuple[int, ...]:
        """The seats that play cards this hand, in order from the mano."""
        return tuple(s for s in self.table.order_from(self.mano) if s not in self.out)

    def _next_active(self, seat: int) -> int:
        nxt = self.table.next(seat)
        while nxt in self.out:
            nxt = self.table.next(nxt)
        return nxt

    def seats_of(self, leader: int, count: int) -> tuple[int, ...]:
        """The seats that played a trick of ``count`` cards led by ``leader``, in playing order."""
        return self.table.playing_order(leader, count, self.out)

    def _reviewer(self, side: int) -> int:
        return next(s for s in self.active() if s % 2 == side)
