"""The cards of La Zanga: trumps, matadores, ranking, trick winner, legal plays (Arts. 1, 4–8, 27–28).

Cards are the deck's :class:`engine.rules.cards.Card` (the ones of :data:`engine.rules.cards.DECK`, as Zápiti
uses them); :func:`card` and :func:`text` convert to and from the deck's text form (``"7o"``,
``"1e"``, ``"12b"``). Everything that depends on the trump suit is a table built once per suit, so
the move generator never recomputes a ranking.

The three *matadores* (Art. 7) are the *espadilla* (ace of espadas, always the highest trump, Art. 4),
the *malilla* of the trump suit (its 7 in oros or copas, its 2 in espadas or bastos, Art. 5) and the
*bastillo* (ace of bastos, always the third trump, Art. 6). The two black aces therefore always
belong to the trump suit, whatever it is, and so does the malilla; a red trump suit has one trump
more, its ace, the *punto* (Art. 8c):

>>> [text(c) for c in trumps("o")]
['1e', '7o', '1b', '1o', '12o', '11o', '10o', '2o', '3o', '4o', '5o', '6o']
>>> [text(c) for c in trumps("e")]
['1e', '2e', '1b', '12e', '11e', '10e', '7e', '6e', '5e', '4e', '3e']
>>> [text(c) for c in plain("c", "o")]   # copas when oros are trumps: the malilla 7 is last
['12c', '11c', '10c', '1c', '2c', '3c', '4c', '5c', '6c', '7c']
>>> [text(c) for c in plain("b", "o")]   # bastos without their ace, which is the bastillo
['12b', '11b', '10b', '7b', '6b', '5b', '4b', '3b', '2b']

Every trump suit accounts for all forty cards (12 + 10 + 9 + 9 or 11 + 10 + 10 + 9):

>>> all(len(trumps(t)) + sum(len(plain(s, t)) for s in SUITS if s != t) == 40 for t in SUITS)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import BY_TEXT, SUITS, TEXT, Card, deck_order

__all__ = [
    "BASTILLO",
    "ESPADILLA",
    "SUITS",
    "arrastre_top",
    "broken_rule",
    "card",
    "deck_order",
    "estuche_holders",
    "is_matador",
    "legal_plays",
    "malilla",
    "matadores",
    "plain",
    "privileged",
    "strength",
    "suit_of",
    "text",
    "trick_winner",
    "trumps",
]

_INDEX = BY_TEXT

ESPADILLA = _INDEX["1e"]  #: the ace of espadas, always the highest trump (Art. 4)
BASTILLO = _INDEX["1b"]  #: the ace of bastos, always the third trump (Art. 6)

# Art. 8, read as tables (highest first). Red suits: oros and copas; black: espadas and bastos.
_RED_TRUMP = (1, 12, 11, 10, 2, 3, 4, 5, 6)  # after the three matadores; the 7 is the malilla
_BLACK_TRUMP = (12, 11, 10, 7, 6, 5, 4, 3)  # the ace is espadilla or bastillo, the 2 the malilla
_RED_PLAIN = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7)  # Art. 8b, 8c: the malilla 7 is the lowest
_BLACK_PLAIN = (12, 11, 10, 7, 6, 5, 4, 3, 2)  # the ace is always a trump (Art. 8c)


def card(text_: str) -> Card:
    """The card given in the deck's text form; ``KeyError`` if it is not one.

    >>> card("1e") == ESPADILLA
    True
    """
    return _INDEX[text_]


def text(c: Card) -> str:
    """The text form of a card: ``text(DECK[0]) == "1o"``."""
    return TEXT[c]


def is_red(suit: str) -> bool:
    return suit in ("o", "c")


def malilla(trump: str) -> Card:
    """Art. 5: the 7 of a red trump suit, the 2 of a black one.

    >>> text(malilla("c")), text(malilla("b"))
    ('7c', '2b')
    """
    return _INDEX[f"{7 if is_red(trump) else 2}{trump}"]


def matadores(trump: str) -> tuple[Card, Card, Card]:
    """Art. 7: espadilla, malilla and bastillo, the *estuche*, highest first."""
    return (ESPADILLA, malilla(trump), BASTILLO)


def _build(trump: str) -> tuple[tuple[Card, ...], dict[str, tuple[Card, ...]]]:
    high = list(matadores(trump))
    rest = _RED_TRUMP if is_red(trump) else _BLACK_TRUMP
    trump_order = tuple(high + [_INDEX[f"{r}{trump}"] for r in rest])
    plains = {}
    for suit in SUITS:
        if suit != trump:
            order = _RED_PLAIN if is_red(suit) else _BLACK_PLAIN
            plains[suit] = tuple(_INDEX[f"{r}{suit}"] for r in order)
    return trump_order, plains


_TRUMPS: dict[str, tuple[Card, ...]] = {}
_PLAIN: dict[str, dict[str, tuple[Card, ...]]] = {}
#: Per trump suit, per card: the suit it follows (the trump letter for every trump).
_SUIT: dict[str, dict[Card, str]] = {}
#: Per trump suit, per card: its strength; trumps beat every plain card, and higher beats lower.
_STRENGTH: dict[str, dict[Card, int]] = {}
_MATADOR_RANK: dict[str, dict[Card, int]] = {}

for _t in SUITS:
    _order, _plains = _build(_t)
    _TRUMPS[_t], _PLAIN[_t] = _order, _plains
    suit_table: dict[Card, str] = {}
    strength_table: dict[Card, int] = {}
    for _pos, _c in enumerate(_order):
        suit_table[_c], strength_table[_c] = _t, 100 - _pos
    for _s, _cards in _plains.items():
        for _pos, _c in enumerate(_cards):
            suit_table[_c], strength_table[_c] = _s, 50 - _pos
    _SUIT[_t], _STRENGTH[_t] = suit_table, strength_table
    _MATADOR_RANK[_t] = {c: 3 - i for i, c in enumerate(matadores(_t))}


def trumps(trump: str) -> tuple[Card, ...]:
    """The trumps when ``trump`` is named, highest first (Arts. 4–8)."""
    return _TRUMPS[trump]


def plain(suit: str, trump: str) -> tuple[Card, ...]:
    """The cards of a plain (non-trump) ``suit`` under ``trump``, highest first (Art. 8b)."""
    return _PLAIN[trump][suit]


def suit_of(c: Card, trump: str) -> str:
    """The suit a card belongs to for following suit: every trump belongs to the trump suit.

    >>> suit_of(card("1e"), "o"), suit_of(card("2b"), "o"), suit_of(card("2b"), "b")
    ('o', 'b', 'b')
    """
    return _SUIT[trump][c]


def strength(c: Card, trump: str) -> int:
    """Higher is stronger: trumps are 89–100, plain cards 41–50 (comparable within a suit only)."""
    return _STRENGTH[trump][c]


def is_matador(c: Card, trump: str) -> bool:
    return c in _MATADOR_RANK[trump]


def privileged(c: Card, top: Card | None, trump: str) -> bool:
    """Art. 28: a matador need not answer a trump lead unless ``top`` is a higher matador."""
    ranks = _MATADOR_RANK[trump]
    mine = ranks.get(c)
    if mine is None:
        return False
    return top is None or ranks.get(top, 0) <= mine


def arrastre_top(trick: Sequence[Card], trump: str, rule28: str) -> Card:
    """The card that can force a matador: the led card (REC, Z15) or the highest played so far."""
    if rule28 == "salida":
        return trick[0]
    return max(trick, key=lambda c: _STRENGTH[trump][c] if _SUIT[trump][c] == trump else 0)


def legal_plays(hand: Iterable[Card], trick: Sequence[Card], trump: str, rule28: str = "salida") -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played on ``trick`` (the cards played so far, led first).

    Art. 27: follow the suit led if you can; if you cannot, play anything (no duty to trump or to
    win, Z16). Art. 28: on a trump lead (*arrastre*) play a trump, but a matador is *privileged*:
    it is forced only when it is your only kind of trump left *and* the lead was a higher matador.

    >>> hand = [card(c) for c in ("1b", "3o", "12c")]
    >>> [text(c) for c in legal_plays(hand, [card("5o")], "o")]       # a trump, the bastillo too
    ['1b', '3o']
    >>> [text(c) for c in legal_plays(hand[::2], [card("5o")], "o")]  # only the bastillo: free
    ['1b', '12c']
    >>> [text(c) for c in legal_plays(hand[::2], [card("1e")], "o")]  # espadilla led: it is forced
    ['1b']
    """
    cards = hand if type(hand) is tuple else tuple(hand)
    if not trick:
        return cards
    suit_table = _SUIT[trump]
    led = suit_table[trick[0]]
    follow = [c for c in cards if suit_table[c] == led]
    if led != trump:
        return tuple(follow) if follow else cards
    top = arrastre_top(trick, trump, rule28)
    if any(not privileged(c, top, trump) for c in follow):
        return tuple(follow)
    return cards


def broken_rule(hand: Iterable[Card], played: Card, trick: Sequence[Card], trump: str,
                rule28: str = "salida") -> str | None:
    """Which article ``played`` breaks (``"27"`` or ``"28"``), or ``None`` if it is a legal play.

    >>> broken_rule([card("3o"), card("12c")], card("12c"), [card("5c")], "o") is None
    True
    >>> broken_rule([card("3o"), card("12c")], card("12c"), [card("5o")], "o")
    '28'
    >>> broken_rule([card("3c"), card("12o")], card("12o"), [card("5c")], "o")
    '27'
    """
    cards = tuple(hand)
    if played in legal_plays(cards, trick, trump, rule28):
        return None
    return "28" if _SUIT[trump][trick[0]] == trump else "27"


def trick_winner(trick: Sequence[Card], trump: str) -> int:
    """The position in ``trick`` of the winning card: the highest trump, else the highest of the
    suit led.

    >>> trick_winner([card("12c"), card("1c"), card("2o")], "o")   # the 2 of oros trumps
    2
    >>> trick_winner([card("1c"), card("12c"), card("7b")], "o")   # in copas the king beats the ace
    1
    """
    suit_table, strength_table = _SUIT[trump], _STRENGTH[trump]
    led = suit_table[trick[0]]
    best, best_key = 0, -1
    for pos, c in enumerate(trick):
        s = suit_table[c]
        key = strength_table[c] + (200 if s == trump else 100 if s == led else 0)
        if key > best_key:
            best, best_key = pos, key
    return best


def estuche_holders(hands: Sequence[Iterable[Card]], trump: str) -> bool:
    """Whether ``hands`` (one player's, or a pair's between them) hold all three matadores (Art. 51).

    >>> estuche_holders([[card("1e")], [card("7o"), card("1b")]], "o")
    True
    >>> estuche_holders([[card("1e"), card("7o"), card("1b")]], "e")   # the malilla is the 2e
    False
    """
    held = {c for hand in hands for c in hand}
    return all(m in held for m in matadores(trump))
