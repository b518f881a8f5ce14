"""The live examples of the Mbau tutorial: each loads, its solution reaches its goal under every
switch, the other first moves do not, and every rule of the source (1–5) has an example. The
positions are also checked for what the page says about them."""

from __future__ import annotations

import pytest

from engine.lessons import scenario
from engine.rules.errors import IllegalActionError
from engine.rules.mancala.mbau import MbauState
from engine.rules.mancala.sowing import MAX_LAPS

from .scenario_checks import (
    check_every_rule_has_an_example,
    check_loads_and_solution_reaches_goal,
    check_other_moves_miss,
    check_solution_under_every_switch,
    check_texts_translated,
    play,
)

SCENARIOS = scenario.scenarios("mbau")
BY_ID = {s.id: s for s in SCENARIOS}
ALSO_GOOD = {"mbau.expulsion": ("C",)}


def mbau(state: object) -> MbauState:
    assert isinstance(state, MbauState)
    return state


def test_ids_are_unique_and_every_rule_has_an_example() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids)) and all(i.startswith("mbau.") for i in ids)
    check_every_rule_has_an_example(SCENARIOS, "mbau", 5)


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
    check_other_moves_miss(found, ALSO_GOOD.get(found.id, ()))


def test_siete_vueltas_is_vector_M1() -> None:
    state = mbau(play(BY_ID["mbau.siete-vueltas"], ("G",)).state)
    assert state.board == (3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0, 3)
    assert state.laps_last == 7 and state.captured_last == ()
    assert state.notation() == BY_ID["mbau.tablero"].start


def test_relevo_captures_only_after_six_laps() -> None:
    found = BY_ID["mbau.relevo"]
    sown = mbau(play(found, ("G",)).state)
    assert sown.laps_last == 6 and sown.expel_offer
    assert mbau(play(found, ("G", "expulsar")).state).stores[0] == 4
    start = mbau(found.first_state())
    assert all(not mbau(start.apply(a)).expel_offer and mbau(start.apply(a)).stores[0] == 0 for a in ("F", "H"))


def test_sin_fin_is_stopped_by_the_lap_cap_and_its_animation_is_short() -> None:
    found = BY_ID["mbau.sin-fin"]
    start = mbau(found.first_state())
    after = mbau(start.apply("G"))
    assert after.capped_last and after.laps_last == MAX_LAPS and after.captured_last == ()
    assert sum(after.board) + sum(after.stores) == 32
    frames = start.trace("G")
    assert frames[-1].board == after.board
    assert sum(1 for f in frames if f.kind == "lap_end") < 50


def test_primera_vuelta_refuses_A_to_F_by_rule_3_and_the_switch_allows_them() -> None:
    found = BY_ID["mbau.primera-vuelta"]
    for action in "ABCDEF":
        with pytest.raises(IllegalActionError) as refused:
            found.first_state().apply(action)
        assert refused.value.rule is not None and refused.value.rule.rule == "3"
    loose = play(found, (), first_lap="off").state
    assert set(loose.legal_actions()) == set("ABCDEFGH")


def test_captura_switches_change_what_is_expelled() -> None:
    found = BY_ID["mbau.captura"]
    gain = {}
    for options in ({}, {"take_own": False}, {"capture_all_empty": True}):
        state = mbau(play(found, ("G", "expulsar"), **options).state)
        gain[tuple(options.items())] = state.stores[0] - 7
    assert gain[()] == 3
    assert gain[(("take_own", False),)] == 2
    assert gain[(("capture_all_empty", True),)] == 5


def test_expulsion_is_vector_M2() -> None:
    state = mbau(play(BY_ID["mbau.expulsion"], ("A", "expulsar")).state)
    assert state.board == (1, 0, 1, 4, 4, 0, 3, 3, 0, 3, 0, 0, 3, 3, 0, 3)
    assert state.stores == (4, 0) and state.captured_last == (10, 5)


def test_victoria_and_sin_movimiento_end_the_game_by_rule_5() -> None:
    won = mbau(play(BY_ID["mbau.victoria"], ("G", "expulsar")).state)
    assert won.end_reason == "target" and won.stores[0] >= 17
    stuck = mbau(play(BY_ID["mbau.sin-movimiento"], ("C", "expulsar")).state)
    assert stuck.end_reason == "no_moves" and stuck.stores == (18, 14)
    ending = stuck.ending()
    assert ending is not None and ending[0].rule == "5"
