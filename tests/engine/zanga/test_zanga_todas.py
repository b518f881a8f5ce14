"""Art. 30's judgement: could the injured side's cards have made every trick? (engine.rules.zanga.todas)"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engine.rules.cards import DECK, Card
from engine.rules.zanga import rules
from engine.rules.zanga.todas import can_take_all
from tests.engine.zanga.zanga_helpers import cards


def brute_force(hands: Sequence[Sequence[int]], leader: int, trump: str, side: int,
                out: Sequence[int] = ()) -> bool:
    """Every legal card of every seat tried: no position remembered, no run of cards skipped."""
    active = [s for s in range(len(hands)) if s not in out]

    def after(seat: int) -> int:
        return active[(active.index(seat) + 1) % len(active)]

    def go(hs: tuple[tuple[int, ...], ...], lead: int, seat: int, trick: tuple[int, ...]) -> bool:
        if len(trick) == len(active):
            winner = lead
            for _ in range(rules.trick_winner(trick, trump)):
                winner = after(winner)
            return winner % 2 == side and (not hs[winner] or go(hs, winner, winner, ()))
        results = (go((*hs[:seat], tuple(x for x in hs[seat] if x != c), *hs[seat + 1:]), lead, after(seat),
                      (*trick, c))
                   for c in rules.legal_plays(hs[seat], trick, trump))
        return any(results) if seat % 2 == side else all(results)

    return go(tuple(tuple(h) for h in hands), leader, leader, ())


def small_deal(rng: random.Random, players: int, size: int) -> list[list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    return [deck[i * size:(i + 1) * size] for i in range(players)]


@pytest.mark.parametrize("players,size", [(4, 3), (4, 5), (6, 2), (6, 4)])
def test_art30_judgement_agrees_with_trying_everything(players: int, size: int) -> None:
    rng = random.Random(players * 10 + size)
    yes = 0
    for _ in range(150):
        hands = small_deal(rng, players, size)
        trump = rng.choice(rules.SUITS)
        leader, side = rng.randrange(players), rng.randrange(2)
        got = can_take_all(hands, leader, trump, side)
        assert got == brute_force(hands, leader, trump, side), (hands, leader, trump, side)
        yes += got
    assert 0 < yes < 150


def test_art30_judgement_with_a_solo_partner_out() -> None:
    rng = random.Random(5)
    for _ in range(100):
        hands = small_deal(rng, 4, 3)
        hands[2] = []
        got = can_take_all(hands, 0, "o", 0, out=(2,))
        assert got == brute_force(hands, 0, "o", 0, out=(2,))


def test_art30_a_matador_answers_a_trump_lead_only_as_art28_says() -> None:
    """The bastillo need not answer the punto (Art. 28): its holder keeps it and wins a trick; led
    the espadilla, he must give it up."""
    east, north, west = cards("1b 12c"), cards("3o 4o"), cards("12b 11b")
    assert not can_take_all([cards("1o 2o"), east, north, west], 0, "o", 0)
    assert can_take_all([cards("1e 1o"), east, north, west], 0, "o", 0)


def test_art30_gives_up_after_its_limit() -> None:
    south = cards("1e 7o 1o 12o 11o 10o 2o 3o")
    others = [cards("1b 12b 11b 10b 7b 6b 5b 4b"), cards("1c 2c 3c 4c 5c 6c 7c 10c"),
              cards("11c 12c 2e 3e 4e 5e 6e 7e")]
    assert can_take_all([south, *others], 0, "o", 0)
    assert can_take_all([south, *others], 0, "o", 0, limit=5) is False  # not judged: not shown to sweep
