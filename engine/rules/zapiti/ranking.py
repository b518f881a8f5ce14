"""Rules 5 and 6: the fourteen levels of the Zápiti ranking, and who wins a round (*chica*).

Level 14 is the highest. Suits matter only for the four top cards (the 4 de bastos, the 7 de copas,
the 7 de oros and the *as de pichi*, the ace of espadas) and for the weak 7s and 4s:

>>> from engine.rules.cards import Card
>>> rank(Card(4, "b")), rank(Card(7, "c")), rank(Card(7, "o")), rank(Card(1, "e"))
(14, 13, 12, 11)
>>> rank(Card(3, "o")) == rank(Card(3, "b")) == 10
True
>>> rank(Card(7, "b")), rank(Card(4, "o"))
(4, 1)

A round is tied (*parda*) only when the top card is shared by both sides; partners sharing it win:

>>> round_result([(0, Card(3, "o")), (1, Card(3, "c"))])
(2, 0)
>>> round_result([(0, Card(3, "o")), (1, Card(5, "c")), (2, Card(3, "b")), (3, Card(2, "c"))])
(0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import DECK, Card

#: The result of a tied round (*parda*); 0 and 1 are the sides (seat % 2).
TIE = 2

#: Rule 5, as the seed lists it (first is highest): (rank, suits) per level, ``None`` for every suit.
LEVELS: tuple[tuple[int, str | None], ...] = (
    (4, "b"),  # 4 de bastos
    (7, "c"),  # 7 de copas
    (7, "o"),  # 7 de oros
    (1, "e"),  # as de espadas, "as de pichi"
    (3, None),
    (2, None),
    (1, "ocb"),  # the "false" aces
    (12, None),
    (11, None),
    (10, None),
    (7, "be"),  # the weak 7s
    (6, None),
    (5, None),
    (4, "oce"),  # the weak 4s
)


def _level(card: Card) -> int:
    for index, (number, suits) in enumerate(LEVELS):
        if card.rank == number and (suits is None or card.suit in suits):
            return len(LEVELS) - index
    raise AssertionError(f"{card} has no level")  # pragma: no cover - every card has one


#: Level of every card of the deck, 14 (4 de bastos) down to 1 (the weak 4s).
RANK: dict[Card, int] = {card: _level(card) for card in DECK}


def rank(card: Card) -> int:
    """The card's level, 1 (lowest) to 14 (the 4 de bastos)."""
    return RANK[card]


def round_result(trick: Sequence[tuple[int, Card]]) -> tuple[int, int]:
    """Rule 6 for one complete round: ``(result, seat)``.

    ``result`` is the winning side (0 or 1) or :data:`TIE`; ``seat`` is who leads the next round
    (rule 3): the first to play the winning card, or the leader of this round after a tie.
    """
    return ranked_round_result([(seat, RANK[card]) for seat, card in trick])


def ranked_round_result(trick: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """:func:`round_result` for a round given as ``(seat, level)`` pairs (what the bots simulate).

    >>> ranked_round_result([(1, 10), (2, 14), (3, 10), (0, 14)])
    (0, 2)
    """
    best = max(level for _, level in trick)
    top = [seat for seat, level in trick if level == best]
    if len({seat % 2 for seat in top}) == 2:
        return TIE, trick[0][0]
    return top[0] % 2, top[0]
