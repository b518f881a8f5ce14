"""La Zanga's notation: a position as one line of text, and back (Art. 3: the cards are the deck's).

``s=`` seed, ``k=`` deals, ``n=`` hand, ``d=`` dealer, ``m=`` mano, ``L=`` stones when the hand began,
``H=`` hands as dealt (seat by seat, ``/`` between seats, ``.`` between cards), ``Z=`` zanga, ``M=``
moves since the deal; between hands only ``s k n d``, ``L=`` (the stones now) and ``R=`` (the last
settlement). Examples are written in it, so it never changes.

:func:`read` turns a text into data, a :class:`Dealt` hand or a :class:`Between` (the game turns
that into a state, replaying the moves: :meth:`engine.rules.zanga.game.Zanga.from_notation`);
:func:`write` turns the data back into the text.

>>> from engine.rules.zanga.seating import Seating
>>> text = "s=3 k=1 n=1 d=9 L=16,16,0,0,0"
>>> read(text, Seating.make(4))
Traceback (most recent call last):
...
engine.rules.errors.NotationError: Art. 3: «s=3 k=1 n=1 d=9 L=16,16,0,0,0» no es una posición de la zanga
>>> position = read("s=3 k=2 n=2 d=3 L=20,12,0,0,0", Seating.make(4))
>>> position.hand_no, position.ledger, position.result
(2, Ledger(20, 12, pot=0, fianza=0+0), None)
>>> write(position)
's=3 k=2 n=2 d=3 L=20,12,0,0,0'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.i18n import N_, Msg

from ..cards import DECK, DECK_INDEX, Card
from ..errors import NotationError
from . import rules
from .hand import Hands
from .refs import art
from .seating import Seating
from .settlement import Settlement
from .stones import Ledger


@dataclass(frozen=True)
class Between:
    """A position between two hands (or after the partida): the counters, the stones now and the
    last hand's settlement (``None`` before the first)."""

    seed: int
    deals: int
    hand_no: int
    dealer: int
    ledger: Ledger
    result: Settlement | None = None


@dataclass(frozen=True)
class Dealt:
    """A position in a hand: the counters, the mano, the stones when the hand began (before the
    mano's stake), the hands and the zanga as dealt and the moves since the deal."""

    seed: int
    deals: int
    hand_no: int
    dealer: int
    mano: int
    ledger: Ledger
    hands: Hands
    zanga: tuple[Card, ...]
    moves: tuple[str, ...] = ()


Position = Between | Dealt


def write(position: Position) -> str:
    """``s=`` seed, ``k=`` deals, ``n=`` hand, ``d=`` dealer, ``m=`` mano, ``L=`` stones when the
    hand began (sides A and B, pot, fianzas), ``H=`` hands as dealt, ``Z=`` zanga, ``M=`` moves;
    between hands ``L=`` is the stones now and ``R=`` the last settlement."""
    head = f"s={position.seed} k={position.deals} n={position.hand_no} d={position.dealer}"
    if isinstance(position, Between):
        tail = f" L={position.ledger.to_text()}"
        if position.result is not None:
            tail += f" R={position.result.to_text()}"
        return head + tail
    hands = "/".join(cards_text(h) for h in position.hands)
    moves = ",".join(position.moves)
    return (f"{head} m={position.mano} L={position.ledger.to_text()} H={hands} Z={cards_text(position.zanga)}"
            + (f" M={moves}" if moves else ""))


def read(text: str, table: Seating) -> Position:
    """The position :func:`write` wrote as ``text``, at a table of ``table``'s seats;
    :class:`NotationError` if the text is not one (bad fields, cards missing or repeated, stones not
    adding up to 32). Whether each move is legal where it stands is the game's to check."""
    try:
        fields = dict(part.split("=", 1) for part in text.split())
    except (AttributeError, ValueError):
        raise bad(text) from None
    try:
        seed, deals, hand_no, dealer = (int(fields[k]) for k in ("s", "k", "n", "d"))
        ledger = Ledger.from_text(fields["L"])
    except (KeyError, ValueError):
        raise bad(text) from None
    players = table.players
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
        return Between(seed, deals, hand_no, dealer, ledger, result)
    if set(fields) - {"s", "k", "n", "d", "m", "L", "H", "Z", "M"}:
        raise bad(text)
    try:
        mano = int(fields["m"])
        hands = tuple(parse_cards(h) for h in fields["H"].split("/"))
        zanga = parse_cards(fields["Z"])
    except (KeyError, ValueError):
        raise bad(text) from None
    everything = [c for h in hands for c in h] + list(zanga)
    if (len(hands) != players or any(len(h) != table.hand_size for h in hands)
            or len(zanga) != table.zanga_size or sorted(everything, key=DECK_INDEX.__getitem__) != list(DECK)
            or not 0 <= mano < players or ledger.fianza()):
        raise bad(text)
    moves = tuple(filter(None, fields.get("M", "").split(",")))
    return Dealt(seed, deals, hand_no, dealer, mano, ledger, hands, zanga, moves)


def cards_text(cards: Iterable[Card], sep: str = ".") -> str:
    return sep.join(rules.text(c) for c in cards)


def parse_cards(text: str) -> tuple[Card, ...]:
    """``7o.1e`` → the cards; ``KeyError`` for a text that is not a card."""
    if not text:
        return ()
    return tuple(rules.card(t) for t in text.split("."))


def bad(text: str) -> NotationError:
    """The error of a text that is not a position."""
    return NotationError(art("3"), Msg(N_("«{text}» no es una posición de la zanga"), text=text[:80]))


def bad_move(number: int, move: str, err: ValueError) -> NotationError:
    """The error of a position whose move number ``number`` is refused where it stands (``err``)."""
    return NotationError(None, Msg(N_("la jugada {number} («{move}») no vale: {reason}"),
                                   number=number, move=move, reason=str(err)))
