"""Building Zanga positions for the tests: hands written as text, the rest filled in deck order."""

from __future__ import annotations

from typing import Any

import engine
from engine.rules.cards import DECK, Card
from engine.rules.zanga import rules
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.stones import Ledger


def cards(text: str) -> list[Card]:
    return [rules.card(t) for t in text.split()]


def position(
    hands: dict[int, str] | None = None,
    zanga: str = "",
    *,
    mano: int = 0,
    ledger: Ledger | None = None,
    preset: str | None = None,
    **options: Any,
) -> ZangaState:
    """A hand about to be bid: ``hands`` gives some seats' cards (as text), ``zanga`` some zanga
    cards; every other card goes, in deck order, to the seats and then to the zanga."""
    game = engine.load("zanga", preset=preset, **options)
    table = game.table
    fixed = {seat: cards(text) for seat, text in (hands or {}).items()}
    zanga_cards = cards(zanga) if zanga else []
    used = {c for h in fixed.values() for c in h} | set(zanga_cards)
    assert len(used) == sum(len(h) for h in fixed.values()) + len(zanga_cards), "a card is given twice"
    rest = [c for c in DECK if c not in used]
    full = []
    for seat in range(table.players):
        hand = list(fixed.get(seat, []))
        while len(hand) < table.hand_size:
            hand.append(rest.pop(0))
        full.append(hand)
    zanga_cards += rest
    assert len(zanga_cards) == table.zanga_size
    return game.start_hand(full, zanga_cards, mano=mano, ledger=ledger)


def play(state: ZangaState, moves: str) -> ZangaState:
    """Apply space-separated moves, each checked legal."""
    for move in moves.split():
        state = state.apply(move)
    return state


def hand_text(state: ZangaState, seat: int) -> str:
    return " ".join(rules.text(c) for c in state.hands[seat])


def play_out(state: ZangaState, choose: Any = None) -> ZangaState:
    """Play to the end of the hand: ``choose(state) -> action``, by default the first legal action."""
    while state.phase not in ("deal", "over"):
        action = choose(state) if choose else state.legal_actions()[0]
        state = state.apply(action)
    return state


#: Seat 0 holds the eight best oros trumps: with oros named he wins every trick.
TOP_OROS = "1e 7o 1b 1o 12o 11o 10o 2o"
