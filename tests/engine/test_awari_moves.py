"""Awari's moves against a plain reading of rules 2–6, on random positions under every option.

The engine sows on an integer that spells the board (tables built once from the sowing core) and
reads a row's legal moves from it at once; here each move is worked out the long way instead
(:func:`tests.engine.awari_reference.reference`): the sowing seed by seed, then rule 4's capture
walked hole by hole, then rules 5 and 6 on what is left to the opponent. The two must agree on
every hole of every position: which moves are legal, the board, stores and captures after each,
and the rule that refuses each of the others.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import IllegalActionError
from engine.rules.mancala.awari import HOLES, AwariState
from tests.engine.awari_reference import reference

COMBINATIONS = [
    {"capture": capture, "grand_slam": slam}
    for capture, slam in itertools.product(("both", "backward"), ("forbidden", "no_capture"))
]


def position(rng: random.Random) -> tuple[list[int], tuple[int, int], int]:
    """Seeds piled on a few holes as often as spread out, so that big hands (rule 3) and empty rows
    (rule 6) come up; or a thin row across, of 0 to 2 seeds a hole, that a grand slam (rule 5) can take."""
    stores = (rng.randrange(0, 25), rng.randrange(0, 25))
    mover = rng.randrange(2)
    board = [0] * 12
    seeds = 48 - sum(stores)
    if rng.random() < 0.5:
        across = 6 if mover == 0 else 0
        for h in range(across, across + 6):
            board[h] = min(rng.randrange(3), seeds)
            seeds -= board[h]
        for _ in range(seeds):
            board[rng.randrange(6) + 6 - across] += 1
        return board, stores, mover
    for _ in range(seeds):
        board[rng.choice([rng.randrange(12), rng.randrange(3), 5, 6, rng.randrange(6, 9), 11])] += 1
    return board, stores, mover


@settings(derandomize=True, deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.sampled_from(COMBINATIONS))
def test_every_move_is_the_rules_long_way(seed: int, options: dict[str, str]) -> None:
    board, stores, mover = position(random.Random(seed))
    game = engine.load("awari", **options)
    side = "SN"[mover]
    state = game.from_notation(f"{','.join(map(str, board[:6]))}/{','.join(map(str, board[6:]))} "
                               f"{stores[0]}-{stores[1]} {side} 0 0")
    assert isinstance(state, AwariState)
    if stores[0] > 24 or stores[1] > 24:
        assert state.is_terminal()
        return
    both, forbid = options["capture"] == "both", options["grand_slam"] == "forbidden"
    own = range(6) if mover == 0 else range(6, 12)
    worked = {HOLES[i]: reference(board, mover, i, both, forbid) for i in own}
    legal = tuple(name for name, found in worked.items() if not isinstance(found, str))
    if not legal:
        assert state.is_terminal() and state.end_reason == "no_moves"
        return
    assert state.legal_actions() == legal
    for name, found in worked.items():
        if isinstance(found, str):
            try:
                state.apply(name)
            except IllegalActionError as refusal:
                assert refusal.rule is not None and refusal.rule.rule == found, name
            else:
                raise AssertionError(f"{name} was played")
            continue
        after, taken, gain = found
        child = state.apply(name)
        assert isinstance(child, AwariState)
        assert child.captured_last == tuple(taken)
        expected = (stores[0] + gain, stores[1]) if mover == 0 else (stores[0], stores[1] + gain)
        if not child.is_terminal() or child.end_reason == "majority":
            assert child.board == tuple(after) and child.stores == expected
        else:  # each side took what was left on it
            assert child.stores == (expected[0] + sum(after[:6]), expected[1] + sum(after[6:]))
        assert state.trace(name)[-1].board == child.board


def test_anything_that_is_not_a_legal_move_is_refused_where_moves_were_simulated() -> None:
    """Across an empty row each move is tried out first (rule 6); a reader's input of any kind still
    meets the checks, and a move written loosely is still played."""
    state = engine.load("awari").from_notation("0,0,0,0,0,13/0,0,0,0,0,0 20-15 S 0 0")
    assert isinstance(state, AwariState) and state._sims
    odd: list[Any] = [[1], None, 3, {"F": 1}, "G"]
    for thing in odd:
        with pytest.raises(engine.InvalidActionError):
            state.apply(thing)
    for hole, rule in (("f", "2"), ("E", "2")):
        with pytest.raises(IllegalActionError) as refusal:
            state.apply(hole)
        assert refusal.value.rule is not None and refusal.value.rule.rule == rule
    assert state.apply(" F ") == state.apply("F")
