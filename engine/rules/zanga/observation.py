"""What one seat may see of a La Zanga state: :class:`Observation`.

Built by :meth:`ZangaState.observation <engine.rules.zanga.game.ZangaState.observation>`; the bots decide
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
>>> obs.said, obs.hands
(((3, 'juego'),), ())
>>> [len(h) for h in state.observation(None).hands], len(state.observation(None).zanga)
([8, 8, 8, 8], 8)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import DECK_INDEX, Card
from ..options import Options
from .actions import DISCARD, HIDDEN_DISCARD
from .auction import Auction
from .hand import Hand, Trick
from .settlement import Settlement
from .stones import Ledger

IN_HAND = frozenset(("auction", "trump", "play", "todas", "review"))


@dataclass(frozen=True)
class Observation:
    """One seat's view of the table. Sides are ``seat % 2``.

    ``to_act`` is the seat to act (or ``TERMINAL``); ``legal`` its legal actions and ``offered`` the
    words it is shown, legal or not, when it is this seat (else both empty). ``moves`` are the
    public actions of the hand since the deal (a six-player pie's discards read ``descarte`` but to
    the pie himself); ``said`` is the auction's part of them, up to the naming of the trumps, each
    with the seat that said it. ``dealt`` and ``cards``
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
    said: tuple[tuple[int, str], ...]
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


def observe(state: Hand, player: int | None, options: Options, to_act: int, legal: tuple[str, ...] = (),
            offered: tuple[str, ...] = ()) -> Observation:
    """What ``player`` may see of ``state`` (``None``: every card face up; see the module text), in a
    game of ``options`` where the seat ``to_act`` is to act, with its ``legal`` actions and the words
    it is ``offered`` (given when ``player`` is that seat)."""
    in_hand = state.phase in IN_HAND
    looked = state.auction.dentro != "" and player == state.auction.declarer
    everyone = player is None
    moves = state.moves
    if not looked and state.auction.dentro == "zanga":
        moves = tuple(HIDDEN_DISCARD if m.startswith(DISCARD) else m for m in moves)
    if not in_hand:
        moves = ()
    acts = player is not None and to_act == player
    seat = -1 if player is None else player
    return Observation(
        seat=seat,
        players=state.table.players,
        options=options,
        hand_no=state.hand_no,
        dealer=state.dealer,
        mano=state.mano,
        ledger=state.ledger,
        start_ledger=state.start_ledger,
        phase=state.phase,
        to_act=to_act,
        legal=legal if acts else (),
        offered=offered if acts else (),
        moves=moves,
        said=tuple(zip(state.speakers, moves, strict=False)),
        dealt=state.dealt[seat] if in_hand and not everyone else (),
        cards=state.hands[seat] if in_hand and not everyone else (),
        zanga_seen=state.zanga0 if (looked and in_hand) else (),
        zanga=state.zanga if in_hand and (looked or everyone) else (),
        zanga_size=state.table.zanga_size,
        hand_sizes=tuple(len(h) for h in state.hands) if in_hand else (),
        shown=tuple(state.hands) if (state.shown and in_hand) else (),
        hands=tuple(state.hands) if (everyone and in_hand) else (),
        auction=state.auction,
        declarer=state.auction.declarer if in_hand else -1,
        pie=state.auction.pie,
        solo=state.auction.solo if in_hand else False,
        dentro=state.auction.dentro if in_hand else "",
        trump=state.trump if in_hand else "",
        out=state.out if in_hand else (),
        trick=state.trick if in_hand else (),
        trick_seats=state.table.playing_order(state.leader, len(state.trick), state.out) if in_hand else (),
        leader=state.leader,
        tricks=state.tricks if in_hand else (),
        won=state.won if in_hand else (0, 0),
        cinco=state.cinco if in_hand else -1,
        todas=state.todas if in_hand else False,
        result=state.result,
    )
