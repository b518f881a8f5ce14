"""The bots: legal, deterministic and blind to hidden cards. How each level fares against the one below
(duplicate hands) is measured by ``bench/bench_zanga.py``: a statistic, not a test."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.rules.zanga import bots as zbots
from engine.rules.zanga.bots import LEVELS, determinize, make_bot, run_hand
from engine.rules.zanga.game import ZangaState


def sample_states(options: dict, seeds: range, every: int = 4) -> list[ZangaState]:
    game = engine.load("zanga", **options)
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(seed)
        step = 0
        while state.phase not in ("deal", "over"):
            if step % every == 0 and len(state.legal_actions()) > 1:
                found.append(state)
            state = state.apply_random(rng)
            step += 1
    return found


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("options", [{}, {"renuncio": True}, {"players": 6}, {"art49": "jugar"}])
def test_cheap_levels_play_whole_partidas_legally(level: str, options: dict) -> None:
    game = engine.load("zanga", **options)
    for seed in range(3):
        seats = [make_bot(level, seed * 10 + s) for s in range(game.table.players)]
        state = game.new_state(seed)
        while not state.is_terminal() and state.hand_no <= 6:
            state = state.apply(seats[state.current_player](state))  # apply() refuses anything illegal


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_search_levels_play_legal_hands(level: str) -> None:
    game = engine.load("zanga")
    seats = [make_bot(level, s) for s in range(4)]
    end = run_hand(game.new_state(21), seats)
    assert end.result is not None


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("expert", 1)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_decision(level: str) -> None:
    for state in sample_states({}, range(2), every=9)[:4]:
        view = state.observation(state.current_player)
        assert make_bot(level, 5).choose(view) == make_bot(level, 5).choose(view)


@pytest.mark.parametrize("level,count", [("random", 30), ("easy", 30), ("medium", 8), ("hard", 3)])
def test_decision_ignores_hidden_cards(level: str, count: int) -> None:
    """Reshuffle the cards the seat cannot see (consistently with everything it saw): the bot's
    decision must not change, since it decides from the seat's view alone."""
    states = sample_states({}, range(6), every=5)
    for index, state in enumerate(states[:count]):
        seat = state.current_player
        other = determinize(state.observation(seat), random.Random(index))
        assert other.notation() != state.notation() or state.phase != "play"
        bot = make_bot(level, 3)
        assert bot(state) == bot(other)


def test_hard_bids_ignore_hidden_cards() -> None:
    """Hard's bids (its largest searches) decide from the view alone too."""
    states = [s for s in sample_states({}, range(12), every=1) if s.phase == "auction"][::7][:3]
    assert len(states) == 3
    for index, state in enumerate(states):
        other = determinize(state.observation(state.current_player), random.Random(index))
        assert other.hands != state.hands
        bot = make_bot("hard", 3)
        assert bot(state) == bot(other)


HARD_DECISIONS = """
import engine
from engine.rules.zanga.bots import make_bot
from tests.engine.zanga.test_zanga_bots import sample_states
states = [s for s in sample_states({}, range(3), every=6) if s.phase in ("auction", "play")][:4]
print([make_bot("hard", 7)(s) for s in states])
"""


def test_hard_decides_the_same_whatever_the_hash_seed() -> None:
    """String hashing (and so the order of a set of strings) changes from one process to the next
    with PYTHONHASHSEED: hard's bids and cards must not depend on it."""
    root = Path(__file__).resolve().parents[3]
    out = set()
    for hash_seed in ("0", "1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": f"{root}{os.pathsep}{root / 'site'}"}
        run = subprocess.run([sys.executable, "-c", HARD_DECISIONS], env=env, cwd=root, capture_output=True,
                             text=True, check=True)
        out.add(run.stdout)
    assert len(out) == 1, out
    assert out.pop().count("'") == 8, "four decisions, each a quoted action"


def test_easy_claims_a_proven_renuncio_and_never_revokes() -> None:
    from tests.engine.zanga.test_zanga_play import SCENE, SCENE_ZANGA
    from tests.engine.zanga.zanga_helpers import play, position

    state = play(position(SCENE, SCENE_ZANGA, mano=0, renuncio=True), "juego juego juego triunfo:o")
    bot = make_bot("easy", 0)
    for _ in range(30):
        if state.phase != "play":
            break
        action = bot(state)
        if action not in ("renuncio", "cinco", "todas"):
            legal = state.legal_actions()
            assert action in legal
        state = state.apply(action)
    assert not state.renuncios


def test_hand_value_prefers_the_long_strong_suit() -> None:
    hand = [zbots.rules.card(c) for c in ("1e", "1b", "12c", "11c", "10c", "2c", "3c", "4o")]
    assert zbots.best_trump(hand)[0] == "c"


# -- every level follows every option that changes what is legal -------------------------------------------

#: The option values that change the legal actions: who forces a matador (Art. 28), table mode, the
#: todas call during play (Art. 49), the paid pass after a juego (Art. 20), the ordered solo (Art. 26),
#: six players with and without the dentro discards.
LEGALITY_OPTIONS = [
    {"art28": "mayor"},
    {"art28": "mayor", "renuncio": True},
    {"art49": "jugar"},
    {"art20": "pagado"},
    {"art26": "forzado"},
    {"players": 6, "six_dentro": "descarte"},
    {"players": 6, "art28": "mayor"},
]
SEEDS_BY_LEVEL = {"random": range(6), "easy": range(6), "medium": range(2, 3), "hard": range(2, 3)}


@pytest.mark.parametrize("options", LEGALITY_OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
@pytest.mark.parametrize("level", LEVELS)
def test_art28_and_every_option_every_level_plays_a_hand_legally(level: str, options: dict) -> None:
    """``apply()`` refuses any illegal action; in table mode the bots also never revoke on purpose."""
    game = engine.load("zanga", **options)
    for seed in SEEDS_BY_LEVEL[level]:
        seats = [make_bot(level, seed * 10 + s) for s in range(game.table.players)]
        state = game.new_state(seed)
        while state.phase not in ("deal", "over"):
            state = state.apply(seats[state.current_player](state))
            assert not state.renuncios, f"{level} revoked under {options}"


def test_art28_mayor_the_bots_answer_the_highest_matador_played() -> None:
    """The 4 of oros is led and the espadilla played on it: with ``art28="mayor"`` the espadilla now
    forces the malilla and the bastillo of seat 2, who must play one of them (with the led card
    deciding, both would be free)."""
    from tests.engine.zanga.zanga_helpers import play, position

    hands = {0: "4o 5o 6o 2c 3c 4c 5c 6c", 1: "1e 7c 2e 7e 10e 11e 12e 2b", 2: "7o 1b 12c 11c 10c 3e 4e 5e"}
    for rule28, legal in (("mayor", ("7o", "1b")), ("salida", None)):
        state = play(position(hands, mano=0, art28=rule28), "juego juego juego triunfo:o 4o 1e")
        assert state.current_player == 2
        if legal:
            assert state.legal_actions() == legal
        for level in LEVELS:
            assert make_bot(level, 1)(state) in state.legal_actions(), (level, rule28)
