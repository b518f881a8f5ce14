"""La Zanga's notation: a position as one line of text, and back (Art. 3: the cards are the deck's).

``s=`` seed, ``k=`` deals, ``n=`` hand, ``d=`` dealer, ``m=`` mano, ``L=`` stones when the hand began,
``H=`` hands as dealt (seat by seat, ``/`` between seats, ``.`` between cards), ``Z=`` zanga, ``M=``
moves since the deal; between hands only ``s k n d``, ``L=`` (the stones now) and ``R=`` (the last
settlement). Examples are written in it, so it never changes.

>>> import engine
>>> game = engine.load("zanga")
>>> state = game.new_state(seed=3).apply("juego")
>>> write(state).split()[:5]
['s=3', 'k=1', 'n=1', 'd=0', 'm=3']
>>> read(game, write(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.i18n import N_, Msg

from ..cards import DECK, DECK_INDEX, Card
from ..errors import NotationError
from . import rules
from .base import HandState
from .refs import art
from .settlement import Settlement
from .stones import Ledger

if TYPE_CHECKING:
    from .game import Zanga


def write(state: HandState) -> str:
    """``s=`` seed, ``k=`` deals, ``n=`` hand, ``d=`` dealer, ``m=`` mano, ``L=`` stones when the
    hand began (sides A and B, pot, fianzas), ``H=`` hands as dealt, ``Z=`` zanga, ``M=`` moves;
    between hands ``L=`` is the stones now and ``R=`` the last settlement."""
    head = f"s={state.seed} k={state.deals} n={state.hand_no} d={state.dealer}"
    if state.phase in ("deal", "over"):
        tail = f" L={state.ledger.to_text()}"
        if state.result is not None:
            tail += f" R={state.result.to_text()}"
        return head + tail
    hands = "/".join(cards_text(h) for h in state.dealt)
    moves = ",".join(state.moves)
    return (f"{head} m={state.mano} L={state.start_ledger.to_text()} H={hands} Z={cards_text(state.zanga0)}"
            + (f" M={moves}" if moves else ""))


def read(game: Zanga, text: str) -> HandState:
    """The state whose :func:`write` is ``text``; :class:`NotationError` if the text is not one
    (bad fields, cards missing or repeated, stones not adding up to 32, or a move that is not legal
    where it stands)."""
    try:
        fields = dict(part.split("=", 1) for part in text.split())
    except (AttributeError, ValueError):
        raise bad(text) from None
    try:
        seed, deals, hand_no, dealer = (int(fields[k]) for k in ("s", "k", "n", "d"))
        ledger = Ledger.from_text(fields["L"])
    except (KeyError, ValueError):
        raise bad(text) from None
    players = game.table.players
    if ledger.total() != 32 or not 0 <= dealer < players or hand_no < 1 or deals < 0 or seed < 0:
        raise bad(text)
    if "H" not in fields:  # between hands
        if set(fields) - {"s", "k", "n", "d", "L", "R"} or ledger.fianza():
            raise bad(text)
        result = None
        if "R" in fields:
            try:
                result = Settlement.from_text(fields["R"], ledger)
            except ValueError:
                raise bad(text) from None
        return game._between(seed, deals, hand_no, dealer, ledger, result)
    if set(fields) - {"s", "k", "n", "d", "m", "L", "H", "Z", "M"}:
        raise bad(text)
    try:
        mano = int(fields["m"])
        hands = [parse_cards(h) for h in fields["H"].split("/")]
        zanga = parse_cards(fields["Z"])
    except (KeyError, ValueError):
        raise bad(text) from None
    everything = [c for h in hands for c in h] + list(zanga)
    if (len(hands) != players or any(len(h) != game.table.hand_size for h in hands)
            or len(zanga) != game.table.zanga_size or sorted(everything, key=DECK_INDEX.__getitem__) != list(DECK)
            or not 0 <= mano < players or ledger.fianza()):
        raise bad(text)
    state = game.start_hand(hands, zanga, seed=seed, deals=deals, hand_no=hand_no, dealer=dealer, mano=mano,
                            ledger=ledger)
    for number, move in enumerate(filter(None, fields.get("M", "").split(",")), start=1):
        if state.phase in ("deal", "over"):
            raise bad(text)
        try:
            state = state.apply(move)
        except ValueError as err:
            raise NotationError(None, Msg(N_("la jugada {number} («{move}») no vale: {reason}"),
                                          number=number, move=move, reason=str(err))) from err
    return state


def cards_text(cards: Iterable[Card], sep: str = ".") -> str:
    return sep.join(rules.text(c) for c in cards)


def parse_cards(text: str) -> tuple[Card, ...]:
    """``7o.1e`` → the cards; ``KeyError`` for a text that is not a card."""
    if not text:
        return ()
    return tuple(rules.card(t) for t in text.split("."))


def bad(text: str) -> NotationError:
    return NotationError(art("3"), Msg(N_("«{text}» no es una posición de la zanga"), text=text[:80]))
