"""The live examples of the Vano tutorial: each loads, its solution reaches its goal under every
switch, the other first moves do not, and every rule of the brief (1–6) has an example. The
positions are also checked for what the page says about them."""

from __future__ import annotations

import pytest

from engine.lessons import scenario
from engine.rules.errors import IllegalActionError
from engine.rules.mancala.rows import INDEX
from engine.rules.mancala.vano import VanoState

from .scenario_checks import (
    check_every_rule_has_an_example,
    check_loads_and_solution_reaches_goal,
    check_other_moves_miss,
    check_solution_under_every_switch,
    check_texts_translated,
    play,
)

SCENARIOS = scenario.scenarios("vano")
BY_ID = {s.id: s for s in SCENARIOS}
SOUTH, NORTH = 0, 1


def vano(state: object) -> VanoState:
    assert isinstance(state, VanoState)
    return state


def after(scenario_id: str, *moves: str, **options: object) -> VanoState:
    return vano(play(BY_ID[scenario_id], moves, **options).state)


def rule_of(state: VanoState, action: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply(action)
    assert refused.value.rule is not None
    return refused.value.rule.rule


def test_ids_are_unique_and_every_rule_has_an_example() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids)) and all(i.startswith("vano.") for i in ids)
    check_every_rule_has_an_example(SCENARIOS, "vano", 6)


def test_every_unverified_reading_has_a_switch() -> None:
    switches = {name for s in SCENARIOS for name in s.switches}
    assert {"start", "house_stones", "loose"} <= switches


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_loads_and_solution_reaches_goal(found: scenario.Scenario) -> None:
    check_loads_and_solution_reaches_goal(found)


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.switches], ids=lambda s: s.id)
def test_solution_holds_under_every_switch(found: scenario.Scenario) -> None:
    check_solution_under_every_switch(found)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_texts_are_translated(found: scenario.Scenario) -> None:
    check_texts_translated(found)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_other_first_moves_miss_the_goal(found: scenario.Scenario) -> None:
    check_other_moves_miss(found)


# -- rule 1 ------------------------------------------------------------------------------------------
def test_inicio_is_six_groups_of_three_and_the_switch_moves_them() -> None:
    found = BY_ID["vano.inicio"]
    start = vano(found.first_state())
    assert start.board == (0, 3, 3, 3, 3, 3, 3, 0) * 2 and sum(start.board) == 36
    assert start.legal_actions() == tuple("BCDEFG")
    assert play(found, (), start="left").state.legal_actions() == tuple("ABCDEF")
    assert play(found, (), start="right").state.legal_actions() == tuple("CDEFGH")


# -- rule 2 ------------------------------------------------------------------------------------------
def test_norte_the_reader_plays_north_first() -> None:
    start = vano(BY_ID["vano.norte"].first_state())
    assert start.current_player == NORTH and start.ply == 0
    assert rule_of(start, "B") == "3"  # a South hole: not yours


# -- rule 3 ------------------------------------------------------------------------------------------
def test_relevo_is_vector_V1() -> None:
    state = after("vano.relevo", "B")
    assert state.board == (0, 0, 4, 4, 0, 4, 4, 1, 1, 3, 3, 3, 3, 3, 3, 0)
    assert state.laps_last == 2 and state.captured_last == () and state.houses == {}


def test_grupos_refuses_singles_by_rule_3_and_houses_by_rule_5() -> None:
    start = vano(BY_ID["vano.grupos"].first_state())
    assert start.houses == {INDEX["E"]: NORTH, INDEX["F"]: SOUTH}
    assert start.legal_actions() == ("B", "C")
    assert rule_of(start, "G") == "3" and rule_of(start, "H") == "3"
    assert rule_of(start, "E") == "5" and rule_of(start, "F") == "5"


# -- rule 4 ------------------------------------------------------------------------------------------
def test_kutakata_same_hole_no_capture_on_lap_1_capture_on_lap_3() -> None:
    found = BY_ID["vano.kutakata"]
    start = vano(found.first_state())
    for bait in ("A", "B"):
        state = vano(start.apply(bait))
        assert state.laps_last == 1 and state.captured_last == () and state.board[INDEX["D"]] == 1
        assert state.board[INDEX["e"]] == 2  # the team in front stays
    state = after("vano.kutakata", "F")
    assert state.laps_last == 3 and state.captured_last == (INDEX["e"],) and state.stores[0] - start.stores[0] == 3


def test_pareja_relays_in_the_kutakata() -> None:
    state = after("vano.pareja", "E")
    assert state.laps_last == 2 and state.houses == {INDEX["a"]: SOUTH} and state.house_last == INDEX["a"]


def test_captura_takes_the_team_in_front_after_the_kutakata() -> None:
    found = BY_ID["vano.captura"]
    start = vano(found.first_state())
    state = after("vano.captura", "B")
    assert state.laps_last == 2 and state.captured_last == (INDEX["b"],) and state.stores[0] - start.stores[0] == 3
    bait = vano(start.apply("A"))
    assert bait.laps_last == 1 and bait.captured_last == ()


def test_casa_on_ones_own_side_and_casa_enfrente_is_vector_V3() -> None:
    own = after("vano.casa", "B")
    assert own.houses == {INDEX["G"]: SOUTH} and own.laps_last == 2
    across = after("vano.casa-enfrente", "C")
    assert across.houses == {INDEX["a"]: SOUTH}
    assert across.board == (0, 0, 0, 1, 1, 0, 1, 1, 2, 0, 2, 0, 0, 0, 0, 0)


# -- rule 5 ------------------------------------------------------------------------------------------
def test_dentro_the_last_stone_stays_in_the_house() -> None:
    start = vano(BY_ID["vano.dentro"].first_state())
    state = after("vano.dentro", "D")
    assert state.board[INDEX["c"]] == start.board[INDEX["c"]] + 1 and state.laps_last == 2
    assert state.scores()[SOUTH] - start.scores()[SOUTH] == 1
    added = after("vano.dentro", "D", house_stones="added")
    assert added.scores()[SOUTH] == added.stores[0] + added.board[INDEX["c"]] - 2


def test_bloqueo_a_house_in_front_blocks_the_capture() -> None:
    found = BY_ID["vano.bloqueo"]
    start = vano(found.first_state())
    blocked = vano(start.apply("C"))
    assert blocked.laps_last == 2 and blocked.board[INDEX["G"]] == 1 and blocked.captured_last == ()
    assert blocked.board[INDEX["b"]] == start.board[INDEX["b"]] and blocked.stores == start.stores
    state = after("vano.bloqueo", "H")
    assert state.captured_last == (INDEX["h"],) and state.stores[0] - start.stores[0] == 2
    assert state.scores()[NORTH] - start.scores()[NORTH] == 1  # the stone H sowed into North's house


# -- rule 6 ------------------------------------------------------------------------------------------
def test_final_ends_the_game_and_counts_captures_and_houses() -> None:
    state = after("vano.final", "A")
    assert state.is_terminal() and state.end_reason == "no_moves"
    assert state.scores() == (9 + 3, 5) and state.returns() == (1.0, -1.0)
    owner = after("vano.final", "A", loose="owner")
    assert owner.scores() == (12 + 14, 5 + 5) and owner.returns() == (1.0, -1.0)
    ending = state.ending()
    assert ending is not None and ending[0].rule == "6"
