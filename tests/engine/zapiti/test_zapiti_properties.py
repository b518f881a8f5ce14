"""Properties over thousands of random Zápiti games: scores only grow, a grande ends at 30, the 40
cards are all there, notation round-trips, and no seat sees a card it may not see."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.rules.cards import DECK
from engine.rules.errors import IllegalActionError
from engine.rules.zapiti.game import ACTIONS, ZapitiState
from tests.engine.zapiti.zapiti_helpers import zapiti

VARIANTS = [
    {},
    {"players": 4},
    {"players": 4, "senas_cazadas": "a_veces", "sin_ver": "no_repartidor"},
    {"segunda_parda": "tercera", "tercera_parda": "primera", "al_ver": "mano_de_once"},
    {"preset": "zapiti_app"},
    {"grandes": 2, "al_ver": "app", "al_ver_27": "sin_efecto"},
    {"players": 4, "sin_ver": "pareja", "senas": False, "subidas": "una_vez", "tope_29": True},
]


def check_cards(s: ZapitiState) -> None:
    counted = Counter(card for hand in s.hands for card in hand)
    counted.update(s.played())
    counted.update(s.stock())
    assert counted == Counter(DECK), "the 40 cards, each once"
    assert all(len(hand) <= 3 for hand in s.hands)


def check_view(s: ZapitiState) -> None:
    for seat in range(s.players):
        obs = s.observation(seat)
        text = repr(obs)
        hidden = [card for other, hand in enumerate(s.hands) if other != seat for card in hand]
        if obs.cards is None:
            hidden += s.hands[seat]
        else:
            assert obs.cards == s.hands[seat]
        assert not any(repr(card) in text for card in hidden), "a hidden card leaks"


@pytest.mark.parametrize("variant", VARIANTS, ids=[str(v) or "default" for v in VARIANTS])
def test_random_games(variant: dict[str, object]) -> None:
    game = zapiti(**variant)
    games = 800 if game.num_players == 2 else 300
    for seed in range(games):
        rng = random.Random(seed)
        s = game.new_state(seed)
        assert isinstance(s, ZapitiState)
        steps = 0
        while not s.is_terminal():
            before = s
            if seed % 2:  # half the games avoid folding, to reach long hands and high rungs
                actions = [a for a in s.legal_actions() if a not in ("a-casa", "no-quiero", "no-va")]
                s = s.apply(rng.choice(actions or s.legal_actions()))
            else:
                s = s.apply_random(rng)
            steps += 1
            assert steps < 20_000
            if s.grandes == before.grandes:
                assert all(a >= b for a, b in zip(s.points, before.points, strict=False)), "scores only grow"
            else:
                assert sum(s.grandes) == sum(before.grandes) + 1
            assert all(0 <= p <= 30 for p in s.points)
            if steps % 23 == 0:
                check_cards(s)
                assert game.from_notation(s.notation()) == s
                assert ";" not in s.notation()
            if seed % 10 == 0 and steps % 5 == 0:
                check_view(s)
        target = game.options.grandes
        assert max(s.points) == 30 and max(s.grandes) == target and min(s.grandes) < target
        assert s.returns()[s.winner()] == 1.0  # type: ignore[index]
        assert s.legal_actions() == ()


def test_illegal_actions_raise_and_change_nothing() -> None:
    game = zapiti(players=4)
    rng = random.Random(5)
    s = game.new_state(5)
    for _ in range(400):
        if s.is_terminal():
            s = game.new_state(rng.randrange(1000))
        before = s.notation()
        legal = set(s.legal_actions())
        for action in rng.sample(ACTIONS, 12):
            if action not in legal:
                with pytest.raises(IllegalActionError):
                    s.apply(action)
                assert s.notation() == before
        s = s.apply_random(rng)


def test_same_seed_same_game() -> None:
    game = zapiti(players=4, senas_cazadas="a_veces")

    def run(seed: int) -> list[str]:
        rng = random.Random(seed)
        s = game.new_state(seed)
        out = []
        while not s.is_terminal():
            s = s.apply_random(rng)
            out.append(s.notation())
        return out

    assert run(21) == run(21)
    assert run(21) != run(22)
