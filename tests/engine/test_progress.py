"""The stars rubric (engine.lessons.progress): par, decisions, hints and the solution."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import names
from engine.lessons import scenario
from engine.lessons.progress import Result, stars


@pytest.mark.parametrize(("par", "decisions", "hints", "solution", "expected"), [
    (1, 1, 0, False, 3),   # at par
    (2, 1, 0, False, 3),   # under par (a shorter way than the solution's)
    (1, 2, 0, False, 2),   # one try undone: up to twice par
    (3, 6, 0, False, 2),
    (3, 7, 0, False, 1),   # more than twice par
    (1, 1, 1, False, 2),   # a hint costs a star
    (1, 1, 2, False, 1),
    (1, 1, 5, False, 1),   # reaching the goal always earns one
    (1, 9, 3, False, 1),
    (1, 1, 0, True, 0),    # the solution shown: no star
    (4, 40, 3, True, 0),
])
def test_rubric(par: int, decisions: int, hints: int, solution: bool, expected: int) -> None:
    assert stars(par=par, decisions=decisions, hints=hints, solution=solution) == expected


@given(st.integers(1, 20), st.integers(0, 60), st.integers(0, 6))
def test_more_help_or_more_tries_never_earn_more(par: int, decisions: int, hints: int) -> None:
    now = stars(par=par, decisions=decisions, hints=hints, solution=False)
    assert 1 <= now <= 3
    assert stars(par=par, decisions=decisions + 1, hints=hints, solution=False) <= now
    assert stars(par=par, decisions=decisions, hints=hints + 1, solution=False) <= now
    assert stars(par=par, decisions=decisions, hints=hints, solution=True) == 0


def test_impossible_counts_are_refused() -> None:
    for bad in ({"par": 0, "decisions": 1, "hints": 0}, {"par": 1, "decisions": -1, "hints": 0},
                {"par": 1, "decisions": 1, "hints": -1}):
        with pytest.raises(ValueError):
            stars(solution=False, **bad)


def test_par_counts_the_readers_decisions_not_the_bots_replies() -> None:
    assert scenario.get("awari.siembra").par == 1
    every = [s for game in names() for s in scenario.scenarios(game) if s.solution]
    with_bot = [s for s in every if s.par < len(s.solution)]
    assert with_bot, "some solutions include the bot's forced replies"
    for found in with_bot:
        assert found.par >= 1


def test_result_as_the_page_receives_it() -> None:
    assert Result(par=2, decisions=3, hints=1, solution=False).to_json() == {
        "stars": 1, "par": 2, "decisions": 3, "hints": 1, "solution": False}
