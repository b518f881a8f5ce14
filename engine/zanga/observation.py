"""What one seat may see of a La Zanga state: :class:`Observation`.

Built by :meth:`ZangaState.observation <engine.zanga.game.ZangaState.observation>`; the bots decide
from it alone and the renderer draws from it. A seat's view holds its own cards, the zanga if it
looked at it (the pie who went dentro), everything said and played, and the stones: never another
hand or the hidden zanga (unless the cards were shown after a renuncio claim, Art. 38). With six
players the pie's discards are his alone: the others' moves read ``descarte``, not which card.

The view of nobody's seat (``observation(None)``) is a teacher's, with every card face up: it holds
every hand and the zanga, and no seat's legal actions.

>>> import engine
>>> state = engine.load("zanga").new_state(seed=3).apply("juego")
>>> obs = state.observation(0)
>>> obs.seat, obs.to_act, len(obs.cards), obs.hand_sizes, obs.options.renuncio
(0, 0, 8, (8, 8, 8, 8), False)
>>> obs.history, obs.hands
(((3, 'juego'),), ())
>>> [len(h) for h in state.observation(None).hands], len(state.observation(None).zanga)
([8, 8, 8, 8], 8)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import DECK_INDEX, Card
from ..options import Options
from .auction import Auction
from .base import Trick
from .settlement import Settlement
from .stones import Ledger


@dataclass(frozen=True)
class Observation:
    """One seat's view of the table. Sides are ``seat % 2``.

    ``to_act`` is the seat to act (or ``TERMINAL``); ``legal`` its legal actions and ``offered`` the
    words it is shown, legal or not, when it is this seat (else both empty). ``moves`` are the
    public actions of the hand since the deal (a six-player pie's discards read ``descarte`` but to
    the pie himself) and ``history`` the same with the seat that made each. ``dealt`` and ``cards``
    are this seat's own cards (as dealt, and now); ``zanga_seen`` the zanga as dealt if this seat
    looked at it, ``zanga`` the zanga cards it may see now; ``shown`` every hand, once shown after a
    renuncio claim; ``hands`` every hand, in the view of nobody's seat only. ``trick`` is the cards
    on the table, led first, and ``trick_seats`` who played them; ``tricks`` the tricks played as
    ``(leader, cards, winner)``.
    """

    seat: int
    players: int
    options: Options
    hand_no: int
    dealer: int
    mano: int
    ledger: Ledger
    start_ledger: Ledger
    phase: str
    to_act: int
    legal: tuple[str, ...]
    offered: tuple[str, ...]
    moves: tuple[str, ...]
    history: tuple[tuple[int, str], ...]
    dealt: tuple[Card, ...]
    cards: tuple[Card, ...]
    zanga_seen: tuple[Card, ...]
    zanga: tuple[Card, ...]
    zanga_size: int
    hand_sizes: tuple[int, ...]
    shown: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    auction: Auction
    declarer: int
    pie: int
    solo: bool
    dentro: str
    trump: str
    out: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    leader: int
    tricks: tuple[Trick, ...]
    won: tuple[int, int]
    cinco: int
    todas: bool
    result: Settlement | None

    @property
    def side(self) -> int:
        return self.seat % 2

    @property
    def in_hand(self) -> bool:
        """Whether a hand is being played (not between hands, nor after the partida)."""
        return self.phase not in ("deal", "over")

    def seats_of(self, leader: int, count: int) -> tuple[int, ...]:
        """Who played a trick of ``count`` cards led by ``leader``, in playing order."""
        return self.auction.table.playing_order(leader, count, self.out)

    def key(self) -> str:
        """A stable text of everything in the view (seeds a bot's decision)."""
        return repr((self.seat, self.options.to_text(), self.hand_no, self.dealer, self.mano,
                     tuple(self.start_ledger), tuple(self.ledger), self.phase, self.moves,
                     _indices(self.dealt), _indices(self.zanga_seen), tuple(_indices(h) for h in self.shown)))


def _indices(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """Cards as their places in the deck: how a view's key has always written them (a bot's seeded
    choices stay the same)."""
    return tuple(DECK_INDEX[c] for c in cards)
