"""The live examples of the Hus tutorial: each loads, its solution reaches its goal under every
switch, the other first moves do not, and every rule of the source (1–9) has an example. The
positions are also checked for what the page says about them."""

from __future__ import annotations

import pytest

from engine.lessons import scenario
from engine.rules.errors import IllegalActionError
from engine.rules.mancala.hus import HOLES, INDEX, HusState

from .scenario_checks import (
    check_every_rule_has_an_example,
    check_loads_and_solution_reaches_goal,
    check_other_moves_miss,
    check_solution_under_every_switch,
    check_texts_translated,
    play,
)

SCENARIOS = scenario.scenarios("hus")
BY_ID = {s.id: s for s in SCENARIOS}


def hus(state: object) -> HusState:
    assert isinstance(state, HusState)
    return state


def test_ids_are_unique_and_every_rule_has_an_example() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids)) and all(i.startswith("hus.") for i in ids)
    check_every_rule_has_an_example(SCENARIOS, "hus", 9)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_loads_and_solution_reaches_goal(found: scenario.Scenario) -> None:
    check_loads_and_solution_reaches_goal(found)


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.switches], ids=lambda s: s.id)
def test_solution_holds_under_every_switch(found: scenario.Scenario) -> None:
    check_solution_under_every_switch(found)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_texts_are_translated(found: scenario.Scenario) -> None:
    check_texts_translated(found)


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.goal.kind != "win"], ids=lambda s: s.id)
def test_other_first_moves_miss_the_goal(found: scenario.Scenario) -> None:
    check_other_moves_miss(found)


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.goal.kind == "win"], ids=lambda s: s.id)
def test_other_winning_lines_need_the_right_choices(found: scenario.Scenario) -> None:
    """The reader's own choices matter: another extra hole at the first choice misses the goal."""
    start = found.first_state()
    first = hus(start.apply(found.solution[0]))
    assert first.pending is not None and first.current_player == start.current_player
    others = [a for a in first.legal_actions() if a != found.solution[1]]
    assert others
    for other in others:
        session = play(found, (found.solution[0], other))
        assert not session.goal_reached(), other


def test_inicio_is_vector_H1() -> None:
    start = hus(BY_ID["hus.inicio"].first_state())
    assert len(start.legal_actions()) == 12
    state = hus(start.apply("e2"))
    south = [state.board[7 - c] for c in range(8)] + [state.board[8 + c] for c in range(8)]
    assert south == [3, 0, 3, 3, 0, 3, 3, 0, 1, 1, 1, 0, 0, 3, 0, 3]  # in loop order L0..L15
    assert state.board[16:] == start.board[16:]
    assert state.laps_last == 5 and state.captured_last == ()


def test_sentido_changes_where_the_stones_go() -> None:
    found = BY_ID["hus.sentido"]
    cw = hus(play(found, ("h1",)).history[1])
    ccw = hus(play(found, ("h1",), direction="ccw").history[1])
    assert cw.board[INDEX["g1"]] >= 3 and cw.board[INDEX["h2"]] == 2
    assert ccw.board[INDEX["h2"]] == 3


def test_relevo_refuses_single_stones_by_rule_5() -> None:
    start = BY_ID["hus.relevo"].first_state()
    with pytest.raises(IllegalActionError) as refused:
        start.apply("c1")
    assert refused.value.rule is not None and refused.value.rule.rule == "5"
    assert hus(start.apply("d1")).laps_last == 8


def test_captura_takes_the_inner_hole_only_and_sows_it_on() -> None:
    state = hus(play(BY_ID["hus.captura"], ("d2",)).history[1])
    assert state.captured_last == (INDEX["g3"],) and state.captures == (4, 0)


def test_dos_filas_stops_for_the_extra_hole_unless_the_switch_is_off() -> None:
    found = BY_ID["hus.dos-filas"]
    waiting = hus(play(found, ("b2",)).history[1])
    assert waiting.pending == INDEX["e2"] and set(waiting.pending_takes) == {INDEX["e3"], INDEX["e4"]}
    assert waiting.current_player == 0 and "b4" in waiting.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        waiting.apply("e3")  # already taken
    assert refused.value.rule is not None and refused.value.rule.rule == "6"
    direct = hus(play(found, ("b2",), extra_hole="off").history[1])
    assert direct.pending is None and direct.current_player == 1


def test_eleccion_only_b4_reaches_thirteen() -> None:
    found = BY_ID["hus.eleccion"]
    waiting = hus(found.first_state().apply("b2"))
    gains = {a: hus(waiting.apply(a)).captures[0] for a in waiting.legal_actions()}
    assert gains["b4"] == 13 and max(v for a, v in gains.items() if a != "b4") < 13


def test_varias_captures_twice_in_one_turn() -> None:
    state = hus(play(BY_ID["hus.varias"], ("a2",)).history[1])
    assert [HOLES[h] for h in state.captured_last] == ["c3", "h3"] and state.captures[0] == 10


def test_mismo_jugador_the_starter_opens_the_next_game() -> None:
    session = play(BY_ID["hus.mismo-jugador"], ("g2", "d3", "b4"))
    state = hus(session.state)
    assert state.points == (1, 0) and state.previous == (0, False)
    # The captures of the match go on counting into the next game (rule 9).
    assert state.current_player == 1 and state.starter == 1 and state.captures == (15, 0)


def test_doble_is_worth_two_points() -> None:
    state = hus(play(BY_ID["hus.doble"], ("a2", "a3", "b4")).state)
    assert state.is_terminal() and state.points == (7, 3) and state.previous == (0, True)
    assert sum(state.board[16:]) == 0


def test_partido_ends_the_match_at_seven() -> None:
    state = hus(play(BY_ID["hus.partido"], ("g2", "d3", "b4")).state)
    assert state.is_terminal() and state.points == (7, 6) and state.returns() == (1.0, -1.0)
