"""The Spanish deck of forty cards, shared by La Zanga and Zápiti.

Suits: oros (``o``), copas (``c``), espadas (``e``), bastos (``b``). Ranks 1–7, sota (10),
caballo (11) and rey (12); there are no 8s or 9s. A card's text form is its rank then its suit
letter: ``"7o"`` is the seven of oros, ``"1e"`` the ace of espadas (*espadilla* in La Zanga),
``"12b"`` the king of bastos. The names read naturally in both languages:

>>> card = Card.from_text("1e")
>>> card.name().text("es"), card.name().text("en")
('as de espadas', 'ace of swords')
>>> len(DECK), DECK[0], DECK[-1]
(40, Card(1, 'o'), Card(12, 'b'))
>>> deal = shuffled(seed=7)
>>> sorted(deal) == sorted(DECK)
True

Suit *order* and card *ranking* belong to each game (they differ): this module only knows the cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from engine.i18n import N_, Msg

from .errors import InvalidActionError

SUITS = ("o", "c", "e", "b")
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)

SUIT_NAMES = {
    "o": N_("oros"),
    "c": N_("copas"),
    "e": N_("espadas"),
    "b": N_("bastos"),
}
SUIT_SYMBOLS = {"o": "🪙", "c": "🏆", "e": "🗡", "b": "🪵"}

RANK_NAMES = {
    1: N_("as"),
    2: N_("dos"),
    3: N_("tres"),
    4: N_("cuatro"),
    5: N_("cinco"),
    6: N_("seis"),
    7: N_("siete"),
    10: N_("sota"),
    11: N_("caballo"),
    12: N_("rey"),
}


class Card(NamedTuple):
    rank: int
    suit: str

    @classmethod
    def from_text(cls, text: str) -> Card:
        """``"7o"`` → ``Card(7, 'o')``; :class:`InvalidActionError` for anything that is not a card."""
        cleaned = text.strip().lower() if isinstance(text, str) else ""
        rank, suit = cleaned[:-1], cleaned[-1:]
        if suit in SUITS and rank.isascii() and rank.isdigit() and int(rank) in RANKS:
            return cls(int(rank), suit)
        raise InvalidActionError(None, Msg(N_("«{text}» no es una carta de la baraja española"), text=text))

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def name(self) -> Msg:
        """``as de espadas`` / ``ace of swords``."""
        return Msg(N_("{rank} de {suit}"), rank=Msg(RANK_NAMES[self.rank]), suit=Msg(SUIT_NAMES[self.suit]))

    def spoken(self) -> Msg:
        """The card as a sentence says it, with its article: ``el as de espadas``, ``la sota de
        copas`` / ``the ace of swords``.

        >>> Card(10, "c").spoken().text("es"), Card(11, "o").spoken().text("en")
        ('la sota de copas', 'the knight of coins')
        """
        template = N_("la {rank} de {suit}") if self.rank == 10 else N_("el {rank} de {suit}")
        return Msg(template, rank=Msg(RANK_NAMES[self.rank]), suit=Msg(SUIT_NAMES[self.suit]))

    def __repr__(self) -> str:
        return f"Card({self.rank}, {self.suit!r})"


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


#: Each card's place in :data:`DECK` (suit by suit: oros, copas, espadas, bastos; rank within).
DECK_INDEX: dict[Card, int] = {card: i for i, card in enumerate(DECK)}
#: Card by text and text by card (``"7o"`` ↔ ``Card(7, 'o')``), the deck's own objects: the move
#: generators look them up rather than format or parse one per move.
BY_TEXT: dict[str, Card] = {str(card): card for card in DECK}
TEXT: dict[Card, str] = {card: str(card) for card in DECK}


def deck_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the order of the deck, as a hand is held and written.

    >>> deck_order([Card(1, "e"), Card(12, "o"), Card(3, "o")])
    (Card(3, 'o'), Card(12, 'o'), Card(1, 'e'))
    """
    return tuple(sorted(cards, key=DECK_INDEX.__getitem__))


def suit_name(suit: str) -> Msg:
    return Msg(SUIT_NAMES[suit])


def shuffled(seed: int | None) -> list[Card]:
    """The 40 cards in the order drawn by ``random.Random(seed)``: the same in CPython and Pyodide."""
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    return cards
