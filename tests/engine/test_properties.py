"""Properties every registered game keeps, checked by random play (OpenSpiel's generic random test).

Nothing here names a game: each test runs over :data:`engine.GAMES`, so a new game is covered the
moment it is registered. Randomness comes from fixed seeds (and Hypothesis, derandomized), so a
failure names the game, the options and the seed that reproduce it.

Options matter as much as positions: a rule that only breaks under one option value (a bot that
ignores it, a combination that never ends) is found only by playing under it. So random play runs
under **every combination** of every game's options (:func:`combinations`: each value of an
enumerated or boolean option, and for an integer option its minimum, the number after it and its
default), one whole game each, and every bot level plays under a sample of them (:func:`sample`).
A game with more than :data:`MAX_COMBINATIONS` combinations (La Zanga has 16,384, Zápiti 27,648)
plays a fixed random sample of that many instead, which the test checks holds every pair of values
of any two options: every combination of La Zanga alone would take a minute. A combination the
game refuses must be refused with an :class:`OptionError` that names its rule.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import CHANCE, IllegalActionError, InvalidActionError, NotationError, OptionError
from engine.rules import bots
from engine.rules.capabilities import HoleBoard
from engine.rules.core import Game, State
from engine.rules.options import Option

NAMES = sorted(engine.GAMES)
# Under the default options; every combination of options plays too (test_every_option_combination…).
QUICK_GAMES = 300  # per game: termination, seats, returns, conservation
CHECKED_GAMES = 20  # per game: every step also round-trips and refuses illegal actions
ILLEGAL_PER_STEP = 4
#: The mancala games' seeds or stones, board and stores together, which no move may change.
STONES = {"awari": 48, "mbau": 32, "vano": 36, "hus": 48}
GARBAGE = ("", "zz", "?", "0", "🂡", "A A", "x" * 40, "\n", "-1")

HYPOTHESIS = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


#: No game lasts longer than this many plies (random play stops there).
MAX_PLIES = 10_000


def bound(game: Game[State]) -> int:
    return MAX_PLIES


def seeds_in_play(state: State) -> int | None:
    """Seeds on the board and in the stores, for games that keep them (a board of holes)."""
    return state.pieces_in_play() if isinstance(state, HoleBoard) else None


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


# -- every option combination ------------------------------------------------------------------
#: Steps of each combination's game whose notation is read back and where a wrong action is tried.
CHECKED_STEPS = 1
#: At most this many combinations per game play a game each (see the module docstring).
MAX_COMBINATIONS = 6000
#: Bot plies per sampled combination: the cheap levels play whole games (several seeds), the
#: search levels a few moves from a position reached by random play (they think for up to a second).
BOT_GAMES = {"random": 2, "easy": 3}
BOT_PLIES = {"medium": 3, "hard": 1}
#: Sampled combinations per search level (the default first, then single changes, then random ones).
BOT_SAMPLE = {"medium": 3, "hard": 2}


def values(option: Option) -> tuple[Any, ...]:
    """The values random play tries for ``option``: all of an enumerated or boolean one; for an
    integer one its minimum, the number after it and its default (where the limits and the refusals
    are; a larger number only makes the game longer)."""
    if isinstance(option.default, bool):
        return (False, True)
    if option.choices:
        return tuple(option.choices)
    low = option.minimum if option.minimum is not None else option.default
    found = [low, low + 1, option.default]
    if option.maximum is not None:
        found = [v for v in found if v <= option.maximum]
    return tuple(dict.fromkeys(found))


def every_combination(name: str) -> list[dict[str, Any]]:
    """Every combination of :func:`values` of the options of game ``name``."""
    spec = engine.game_class(name).OPTIONS
    names = [o.name for o in spec]
    return [dict(zip(names, combo, strict=False)) for combo in itertools.product(*(values(o) for o in spec))]


@functools.cache
def combinations(name: str) -> list[dict[str, Any]]:
    """The combinations random play runs under: all of them, or for a game with more than
    :data:`MAX_COMBINATIONS` a fixed sample of that many, the defaults first."""
    every = every_combination(name)
    if len(every) <= MAX_COMBINATIONS:
        return every
    default = {o.name: o.default for o in engine.game_class(name).OPTIONS}
    return [default, *random.Random(name).sample(every, MAX_COMBINATIONS - 1)]


@pytest.mark.parametrize("name", NAMES)
def test_the_combinations_hold_every_pair_of_values(name: str) -> None:
    """Sampled or not, the combinations played hold each value of any option together with each
    value of any other (and so every single value)."""
    spec = list(engine.game_class(name).OPTIONS)
    wanted = {
        frozenset({(a.name, x), (b.name, y)})
        for a, b in itertools.combinations(spec, 2) for x in values(a) for y in values(b)
    }
    held = {frozenset(pair) for combo in combinations(name) for pair in itertools.combinations(combo.items(), 2)}
    assert wanted <= held


def load(name: str, options: Mapping[str, Any]) -> Game | None:
    """The game under ``options``, or ``None`` if it refuses them, as it must, naming the rule."""
    try:
        return engine.load(name, **options)
    except OptionError as err:
        assert err.rule is not None and err.rule.game == name, f"{name} {options}: {err.text('es')}"
        assert err.text("es") != err.text("en"), f"{name} {options}: no English for {err.text('es')}"
        return None


def sample(name: str) -> list[dict[str, Any]]:
    """Combinations for the bots: the defaults, each option moved off its default alone, then a few
    combinations drawn at random; only those the game accepts."""
    spec = engine.game_class(name).OPTIONS
    default = {o.name: o.default for o in spec}
    picked = [default] + [{**default, o.name: v} for o in spec for v in values(o) if v != o.default]
    every = combinations(name)
    picked += random.Random(name).sample(every, min(6, len(every)))
    return [c for c in picked if load(name, c) is not None]


def describe(options: Mapping[str, Any]) -> str:
    return ",".join(f"{k}:{v}" for k, v in options.items())


#: Combinations per test: a game's combinations are played in slices of this many, so that the two
#: processes of ``make test`` (pytest-xdist) share La Zanga's and Zápiti's 6,000 each.
SLICE = 1_000
SLICES = [(name, start) for name in NAMES for start in range(0, len(combinations(name)), SLICE)]


@pytest.mark.parametrize(("name", "start"), SLICES, ids=[f"{name}-{start}" for name, start in SLICES])
def test_every_option_combination_plays_to_the_end(name: str, start: int) -> None:
    play_combinations(name, start, start + SLICE)


def play_combinations(name: str, start: int = 0, stop: int | None = None) -> None:
    """One random game under each combination from ``start`` to ``stop`` (all of them by default):
    conservation, an end, returns; and at one step of its opening the seat to move is a seat, the
    notation reads back equal, and a wrong action is refused without changing anything."""
    played = 0
    for number, options in enumerate(combinations(name)[start:stop], start):
        game = load(name, options)
        if game is None:
            continue
        played += 1
        where = f"{name} {describe(options)} seed {number}"
        rng = random.Random(number)
        state = game.new_state(seed=number)
        seeds = seeds_in_play(state)
        checks = set(rng.sample(range(40), CHECKED_STEPS))
        for ply in range(bound(game)):
            if state.is_terminal():
                break
            if ply in checks:
                player = state.current_player
                assert player == CHANCE or 0 <= player < game.num_players, where
                assert game.from_notation(state.notation()) == state, where
                assert_refused(state, rng.choice(GARBAGE), (InvalidActionError, IllegalActionError))
            state = state.apply_random(rng)
            if seeds is not None:
                assert seeds_in_play(state) == seeds, f"{where}: seeds not conserved"
        assert state.is_terminal(), f"{where}: no end within {bound(game)} plies"
        check_final(game, state)
    assert played, f"{name}: no combination of its options from {start} on is accepted"


@pytest.mark.parametrize("level", list(bots.LEVELS))
@pytest.mark.parametrize("name", NAMES)
def test_every_bot_level_follows_every_option(name: str, level: str) -> None:
    """Bots decide from their seat's view under the game's options: whatever they choose must be
    legal there. Whole games for the cheap levels, a few moves for the search levels."""
    combos = sample(name)
    if level in BOT_SAMPLE:
        combos = combos[:1] + random.Random(f"{name}/{level}").sample(combos[1:], BOT_SAMPLE[level] - 1)
    for options in combos:
        game = load(name, options)
        assert game is not None
        for seed in range(BOT_GAMES.get(level, 1)):
            where = f"{name} {level} {describe(options)} seed {seed}"
            rng = random.Random(seed)
            state = game.new_state(seed=seed)
            players = [bots.make(name, level, seed=seed * 10 + seat) for seat in range(game.num_players)]
            if level in BOT_PLIES:
                for _ in range(rng.randrange(40)):  # reach a position of the game's middle first
                    if state.is_terminal():
                        break
                    state = state.apply_random(rng)
            moves = BOT_PLIES.get(level, bound(game))
            while moves and not state.is_terminal():
                player = state.current_player
                if player == CHANCE:
                    state = state.apply_random(rng)
                    continue
                action = players[player].choose(state.observation(player))
                assert action in state.legal_actions(), f"{where}: {action!r} is not legal here"
                state = state.apply(action)
                moves -= 1
            if level in BOT_GAMES:
                assert state.is_terminal(), f"{where}: no end within {bound(game)} plies"
