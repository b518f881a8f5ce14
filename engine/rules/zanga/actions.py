"""The words of La Zanga: every action a seat may take, by phase (the cards are written as in
:mod:`engine.rules.cards`: ``7o``, ``1e``, ``12b``).

>>> TRUMP_ACTIONS
('triunfo:o', 'triunfo:c', 'triunfo:e', 'triunfo:b')
>>> "descarte:7o" in DISCARD_ACTIONS, "7o" in CARD_TEXTS, is_word("mandar")
(True, True, True)
"""

from __future__ import annotations

from ..cards import DECK, SUITS
from .auction import WORDS as AUCTION_WORDS

PHASES = ("deal", "auction", "trump", "play", "todas", "review", "over")
TRUMP_ACTIONS = tuple(f"triunfo:{s}" for s in SUITS)
CALLS = ("cinco", "todas", "planto", "renuncio", "conforme", "repartir")
CARD_TEXTS = frozenset(str(c) for c in DECK)
#: Six players, ``six_dentro="descarte"``: the pie who took the zanga discards a card (Art. 21 as
#: the six-player option reads it).
DISCARD = "descarte:"
DISCARD_ACTIONS = frozenset(DISCARD + t for t in CARD_TEXTS)
#: How a discard reads in the view of every seat but the pie's: which card it was is hidden.
HIDDEN_DISCARD = "descarte"
WORDS = frozenset(AUCTION_WORDS) | frozenset(TRUMP_ACTIONS) | frozenset(CALLS) | DISCARD_ACTIONS


def is_word(text: str) -> bool:
    """Whether ``text`` is an action of La Zanga in some phase (a word or a card)."""
    return text in WORDS or text in CARD_TEXTS
