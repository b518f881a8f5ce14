"""Rule 14: the *señas*, gestures that tell one's partner which cards one holds (four players only).

The seed's gestures, each with the cards it announces. Lying is allowed, showing cards is not; the
engine only carries the gesture, never a card, so a seña may be true or false:

>>> GESTURES[0], [str(c) for c in MEANING["beso"]]
('beso', ['4b'])
>>> sorted(str(c) for c in MEANING["pulgar"])
['1b', '1c', '1o']
>>> gesture_for(Card(3, "e")), gesture_for(Card(12, "o")) is None
('índice', True)
>>> action("guiño"), gesture_of("seña:guiño")
('seña:guiño', 'guiño')

Actions read ``seña:<gesture>``. Other villages (Interpretación Q13) use other mappings: the
mapping lives here, once.

*Pedir cartas verbalmente*: a player may ask aloud for the card a partner's seña announced
(``pide:<gesture>``, «juega el siete de copas»); everyone hears it, and the partner decides what he
plays (Interpretación Q20):

>>> request("guiño"), request_of("pide:guiño"), request_words("índice").text("en")
('pide:guiño', 'guiño', '“play a three”')
"""

from __future__ import annotations

from engine.i18n import N_, Msg

from ..cards import DECK, Card

PREFIX = "seña:"

#: (gesture, Spanish description, the cards it announces); "ojos" (eyes closed) is a weak hand.
_TABLE: tuple[tuple[str, str, tuple[Card, ...]], ...] = (
    ("beso", N_("beso"), (Card(4, "b"),)),
    ("guiño", N_("guiño"), (Card(7, "c"),)),
    ("cejas", N_("levantar las cejas"), (Card(7, "o"),)),
    ("lengua", N_("lengua afuera"), (Card(1, "e"),)),
    ("índice", N_("índice, pulgar y cerrazón"), tuple(c for c in DECK if c.rank == 3)),
    ("meñique", N_("pulgar y meñique"), tuple(c for c in DECK if c.rank == 2)),
    ("pulgar", N_("pulgar"), tuple(c for c in DECK if c.rank == 1 and c.suit != "e")),
    ("ojos", N_("ojos cerrados"), ()),
)

GESTURES: tuple[str, ...] = tuple(g for g, _, _ in _TABLE)
MEANING: dict[str, tuple[Card, ...]] = {g: cards for g, _, cards in _TABLE}
_NAMES: dict[str, str] = {g: name for g, name, _ in _TABLE}
_BY_CARD: dict[Card, str] = {card: g for g, _, cards in _TABLE for card in cards}
ACTIONS: tuple[str, ...] = tuple(PREFIX + g for g in GESTURES)

#: Interpretación Q19: a player may make at most this many señas in a hand (one per card he holds),
#: each gesture once.
MAX_PER_HAND = 3

#: Interpretación Q18 (option ``senas_momento``): when señas are made. ``antes``: the source's
#: example, where partners have signalled before the first card: a round of señas opens the play
#: of each hand (each player in turn from the mano makes his señas and says «listo»), and a player
#: may still signal on his turn to play; ``turno``: only on one's turn to play.
WHEN_CHOICES = ("antes", "turno")

REQUEST_PREFIX = "pide:"
#: What a request says aloud, per gesture (a weak hand announces no card to ask for).
_REQUESTS: dict[str, str] = {
    "beso": N_("«juega el cuatro de bastos»"),
    "guiño": N_("«juega el siete de copas»"),
    "cejas": N_("«juega el siete de oros»"),
    "lengua": N_("«juega el as de espadas»"),
    "índice": N_("«juega un tres»"),
    "meñique": N_("«juega un dos»"),
    "pulgar": N_("«juega un as»"),
}
REQUESTS: tuple[str, ...] = tuple(REQUEST_PREFIX + g for g in _REQUESTS)

#: Who sees a seña besides the partner (option ``senas_cazadas``): the opponents never catch it,
#: catch one in three (drawn from the game's seed), or always.
CAUGHT_CHOICES = ("nunca", "a_veces", "siempre")


def action(gesture: str) -> str:
    return PREFIX + gesture


def gesture_of(text: str) -> str | None:
    """The gesture of a seña action, ``None`` for any other text."""
    if text.startswith(PREFIX) and text[len(PREFIX):] in MEANING:
        return text[len(PREFIX):]
    return None


def gesture_for(card: Card) -> str | None:
    """The gesture that announces ``card``; ``None`` for a card with no seña."""
    return _BY_CARD.get(card)


def name(gesture: str) -> Msg:
    """The gesture in words: ``levantar las cejas`` / ``raised eyebrows``."""
    return Msg(_NAMES[gesture])


def request(gesture: str) -> str:
    """The action that asks the partner aloud for the card(s) of ``gesture``."""
    return REQUEST_PREFIX + gesture


def request_of(text: str) -> str | None:
    """The gesture a request action asks for, ``None`` for any other text."""
    if text.startswith(REQUEST_PREFIX) and text[len(REQUEST_PREFIX):] in _REQUESTS:
        return text[len(REQUEST_PREFIX):]
    return None


def request_words(gesture: str) -> Msg:
    """What the request says aloud: «juega el siete de copas»."""
    return Msg(_REQUESTS[gesture])
