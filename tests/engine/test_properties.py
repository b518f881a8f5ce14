"""Properties every registered game keeps, checked by random play (OpenSpiel's generic random test).

Nothing here names a game: each test runs over :data:`engine.GAMES`, so a new game is covered the
moment it is registered. Randomness comes from fixed seeds (and Hypothesis, derandomized), so a
failure names the game and the seed that reproduces it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import CHANCE, IllegalActionError, InvalidActionError, NotationError
from engine.core import Game, State

NAMES = sorted(engine.GAMES)
QUICK_GAMES = 1000  # per game: termination, seats, returns, conservation
CHECKED_GAMES = 40  # per game: every step also round-trips and refuses illegal actions
ILLEGAL_PER_STEP = 4
DEFAULT_MAX_PLIES = 10_000  # a game may declare a tighter ``max_plies``
#: The mancala games' seeds or stones, board and stores together, which no move may change.
STONES = {"awari": 48, "mbau": 32, "vano": 36, "hus": 48}
GARBAGE = ("", "zz", "?", "0", "🂡", "A A", "x" * 40, "\n", "-1")

HYPOTHESIS = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def bound(game: Game) -> int:
    return int(getattr(game, "max_plies", None) or DEFAULT_MAX_PLIES)


def seeds_in_play(state: State) -> int | None:
    """Seeds on the board and in the stores, for games that keep them (the mancala games)."""
    board, stores = getattr(state, "board", None), getattr(state, "stores", None)
    if board is None or stores is None:
        return None
    return sum(board) + sum(stores)


def playout(game: Game, seed: int) -> list[tuple[State, str | None]]:
    """Every (state, action taken from it) of a random game; the last state's action is None."""
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    history: list[tuple[State, str | None]] = []
    for _ in range(bound(game)):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        action = actions[rng.randrange(len(actions))]
        history.append((state, action))
        state = state.apply(action)
    history.append((state, None))
    return history


def check_final(game: Game, state: State) -> None:
    assert state.is_terminal(), f"{game.name}: no end within {bound(game)} plies"
    returns = state.returns()
    assert len(returns) == game.num_players
    assert all(-1 <= value <= 1 for value in returns)
    assert state.legal_actions() == [] or tuple(state.legal_actions()) == ()


@pytest.mark.parametrize("name", NAMES)
def test_random_games_end_and_keep_their_seeds(name: str) -> None:
    game = engine.load(name)
    for seed in range(QUICK_GAMES):
        rng = random.Random(seed)
        state = game.new_state(seed=seed)
        seeds = seeds_in_play(state)
        if name in STONES:
            assert seeds == STONES[name]
        for _ in range(bound(game)):
            if state.is_terminal():
                break
            player = state.current_player
            assert player == CHANCE or 0 <= player < game.num_players
            state = state.apply_random(rng)
            assert seeds_in_play(state) == seeds, f"{name} seed {seed}: seeds not conserved"
        check_final(game, state)


@pytest.mark.parametrize("name", NAMES)
def test_every_step_round_trips_and_refuses_illegal_actions(name: str) -> None:
    game = engine.load(name)
    seen: set[str] = set()
    for seed in range(CHECKED_GAMES):
        rng = random.Random(10_000 + seed)
        for state, action in playout(game, seed):
            text = state.notation()
            assert ";" not in text, "a notation must fit in a record"
            again = game.from_notation(text)
            assert again == state and again.notation() == text, f"{name} seed {seed}: {text!r}"
            legal = tuple(state.legal_actions())
            assert len(set(legal)) == len(legal) and tuple(state.legal_actions()) == legal
            assert all(state.is_action(a) for a in legal)
            seen.update(legal)
            illegal = sorted(seen.difference(legal))
            for wrong in rng.sample(illegal, min(ILLEGAL_PER_STEP, len(illegal))):
                assert_refused(state, wrong, IllegalActionError)
            assert_refused(state, rng.choice(GARBAGE), (InvalidActionError, IllegalActionError))
            if action is None:
                check_final(game, state)
                if seen:
                    assert_refused(state, min(seen), IllegalActionError)


def assert_refused(state: State, action: str, error: Any) -> None:
    before = (state.notation(), tuple(state.legal_actions()), state.current_player)
    with pytest.raises(error):
        state.apply(action)
    assert (state.notation(), tuple(state.legal_actions()), state.current_player) == before


@pytest.mark.parametrize("name", NAMES)
@HYPOTHESIS
@given(seed=st.integers(0, 2**32 - 1))
def test_same_seed_same_game(name: str, seed: int) -> None:
    game = engine.load(name)
    first = [(s.notation(), a) for s, a in playout(game, seed)]
    again = [(s.notation(), a) for s, a in playout(engine.load(name), seed)]
    assert first == again


@pytest.mark.parametrize("name", NAMES)
@HYPOTHESIS
@given(text=st.text(max_size=120))
def test_any_text_is_a_position_or_a_notation_error(name: str, text: str) -> None:
    game = engine.load(name)
    try:
        state = game.from_notation(text)
    except NotationError as err:
        assert err.text("es") and err.text("en")
    else:
        assert game.from_notation(state.notation()) == state


@pytest.mark.parametrize("name", NAMES)
@HYPOTHESIS
@given(data=st.data())
def test_mutated_notations_are_refused_or_round_trip(name: str, data: st.DataObject) -> None:
    """Small edits of real positions: the parser either reads them or says what is wrong."""
    game = engine.load(name)
    history = playout(game, data.draw(st.integers(0, 50), label="seed"))
    state, _ = history[data.draw(st.integers(0, len(history) - 1), label="step")]
    text = state.notation()
    at = data.draw(st.integers(0, len(text)), label="at")
    cut = data.draw(st.integers(0, 3), label="cut")
    insert = data.draw(st.text(alphabet="0123456789,/-; SNx", max_size=3), label="insert")
    mutated = text[:at] + insert + text[at + cut :]
    try:
        found = game.from_notation(mutated)
    except NotationError:
        return
    assert game.from_notation(found.notation()) == found
