"""Vano's rules 1–6 (BRIEF 3.3), one group of tests per rule, named after it; the brief's vectors
V1, V3, V4, V5 and V7 among them. Boards are written South's A–H then North's a–h; :func:`pos` puts
the stones a vector leaves out among the captured ones (a game always has 36)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import IllegalActionError, NotationError, OptionError
from engine.i18n import Msg
from engine.rules.mancala.vano import Vano, VanoState

SOUTH, NORTH = 0, 1


def game(**options: object) -> Vano:
    found = engine.load("vano", **options)
    assert isinstance(found, Vano)
    return found


def pos(south: list[int], north: list[int], houses: str = "-", side: str = "S", ply: int = 10,
        **options: object) -> VanoState:
    rest = 36 - sum(south) - sum(north)
    text = (f"{','.join(map(str, south))}/{','.join(map(str, north))} {houses} {rest - rest // 2}-{rest // 2} "
            f"{side} 0 {ply}")
    state = game(**options).from_notation(text)
    assert isinstance(state, VanoState)
    return state


def after(state: VanoState, action: str) -> VanoState:
    result = state.apply(action)
    assert isinstance(result, VanoState)
    return result


def refused(state: VanoState, action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    return info.value


# -- rule 1: board and start ---------------------------------------------------------------------
def test_rule1_start_six_groups_of_three_each() -> None:
    state = game(first_player="south").new_state()
    assert state.board == (0, 3, 3, 3, 3, 3, 3, 0) * 2 and sum(state.board) == 36
    assert game(start="left", first_player="south").new_state().board == (3, 3, 3, 3, 3, 3, 0, 0) * 2
    assert game(start="right", first_player="south").new_state().board == (0, 0, 3, 3, 3, 3, 3, 3) * 2


def test_rule1_notation_round_trips_with_houses() -> None:
    state = pos([0, 0, 3, 0, 0, 2, 0, 0], [1, 0, 2, 0, 0, 0, 0, 0], houses="cN")
    assert state.houses == {10: NORTH}
    assert game().from_notation(state.notation()) == state and ";" not in state.notation()
    for bad in ("0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0 - 0-0 S 0", "0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0 zz 0-0 S 0 0",
                "0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0 aS 0-0 S 0 0", "0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,1 - 0-0 S 0 0"):
        with pytest.raises(NotationError):
            game().from_notation(bad)


# -- rule 2: first player by lot -------------------------------------------------------------------
def test_rule2_first_player_by_lot() -> None:
    assert {game().new_state(seed=s).current_player for s in range(20)} == {0, 1}
    assert game(first_player="north").new_state().current_player == NORTH


# -- rule 3: teams, relay, kutakata --------------------------------------------------------------
def test_rule3_V1_relay_then_stop_in_an_empty_hole() -> None:
    state = after(game(first_player="south").new_state(), "B")
    assert state.board == (0, 0, 4, 4, 0, 4, 4, 1, 1, 3, 3, 3, 3, 3, 3, 0)
    assert state.laps_last == 2 and state.houses == {} and state.current_player == NORTH


def test_rule3_only_teams_outside_houses() -> None:
    state = pos([1, 0, 3, 0, 0, 2, 0, 0], [1, 0, 2, 0, 0, 0, 0, 0], houses="FS")
    assert state.legal_actions() == ("C",)
    assert refused(state, "A").rule.rule == "3"  # type: ignore[union-attr]
    err = refused(state, "F")
    assert err.rule is not None and err.rule.rule == "5" and "house" in err.text("en")
    assert refused(state, "a").text("en").startswith("Rule 3: a is not your hole")


# -- rule 4: where the last stone falls -------------------------------------------------------------
def test_rule4_V3_a_pair_after_the_kutakata_makes_a_house() -> None:
    state = after(pos([0, 0, 3, 0, 0, 2, 0, 0], [1, 0, 2, 0, 0, 0, 0, 0]), "C")
    assert state.houses == {8: SOUTH} and state.house_last == 8
    assert state.board == (0, 0, 0, 1, 1, 0, 1, 1, 2, 0, 2, 0, 0, 0, 0, 0)


def test_rule4_V4_a_pair_in_the_kutakata_relays() -> None:
    state = after(pos([0, 0, 3, 0, 0, 1, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]), "C")
    assert state.laps_last == 2 and state.houses == {}
    assert state.board == (0, 0, 0, 1, 1, 0, 1, 1) + (0,) * 8


def test_rule4_V5_no_capture_in_the_kutakata() -> None:
    state = after(pos([0, 0, 2, 0, 0, 0, 0, 0], [0, 0, 0, 3, 0, 0, 0, 0]), "C")
    assert state.laps_last == 1 and state.captured_last == () and state.board[11] == 3


def test_rule4_capture_after_the_kutakata() -> None:
    # C (3) ends its first lap in F (1 -> 2: the kutakata relays a pair); the second lap, G and H,
    # ends in H, empty and South's, in front of a (3): South captures a.
    before = pos([0, 0, 3, 0, 0, 1, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0])
    state = after(before, "C")
    assert state.laps_last == 2 and state.captured_last == (8,)
    assert state.stores[0] - before.stores[0] == 3
    assert state.board == (0, 0, 0, 1, 1, 0, 1, 1) + (0,) * 8


def test_rule4_no_capture_of_a_single_stone() -> None:
    state = after(pos([0, 0, 3, 0, 0, 1, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0]), "C")
    assert state.captured_last == () and state.board[8] == 1  # a single stone is not a team


def test_rule4_V7_the_last_stone_stays_in_a_house() -> None:
    state = after(pos([0, 0, 2, 0, 2, 0, 0, 0], [0] * 8, houses="EN"), "C")
    assert state.board[4] == 3 and state.laps_last == 1 and state.houses == {4: NORTH}
    assert state.scores()[NORTH] - pos([0, 0, 2, 0, 2, 0, 0, 0], [0] * 8, houses="EN").scores()[NORTH] == 1


def test_rule4_a_house_opposite_blocks_the_capture() -> None:
    # As in the capture above, C's second lap ends in H, empty and South's, in front of a (3 stones);
    # with a a house of North's, nothing is captured.
    free = after(pos([0, 0, 3, 0, 0, 1, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0]), "C")
    assert free.captured_last == (8,)
    blocked = after(pos([0, 0, 3, 0, 0, 1, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], houses="aN"), "C")
    assert blocked.laps_last == 2 and blocked.captured_last == () and blocked.board[8] == 3


@pytest.mark.parametrize(("option", "value"), [
    ("kutakata", "local_two_laps"), ("kutakata", "local_first_turn_only"), ("relay", "local_three"),
])
def test_rule3_and_rule4_the_kutakata_and_relay_follow_the_source_alone(option: str, value: str) -> None:
    """Issue 32: the source is explicit (a house "a partir del segundo movimiento (incluido el
    segundo)", the kutakata "la apertura de todos los turnos (no sólo del primero)", a lap relays on
    "un grupo", two stones or more), and no source describes another reading as anyone's custom. So
    there is no option to depart from it, and no label calls anything a local rule."""
    names = {spec.name for spec in game().OPTIONS}
    assert option not in names
    with pytest.raises(OptionError) as info:
        game(**{option: value})
    assert info.value.rule is None or info.value.rule.game == "vano"
    for spec in game().OPTIONS:
        for label in spec.labels.values():
            assert "regla local" not in Msg(label).text("es") and "local rule" not in Msg(label).text("en")


# -- rule 5: houses ----------------------------------------------------------------------------------
def test_rule5_house_stones_count_for_the_owner() -> None:
    state = pos([0, 0, 3, 0, 0, 2, 0, 0], [4, 0, 2, 0, 0, 0, 0, 0], houses="aS")
    assert state.scores()[SOUTH] == state.stores[0] + 4
    added = pos([0, 0, 3, 0, 0, 2, 0, 0], [4, 0, 2, 0, 0, 0, 0, 0], houses="aS", house_stones="added")
    assert added.scores()[SOUTH] == added.stores[0] + 2


# -- rule 6: the end -------------------------------------------------------------------------------
def test_rule6_no_team_outside_houses_ends_the_game() -> None:
    state = pos([1, 0, 0, 0, 2, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 2], houses="hN", side="S")
    assert not state.is_terminal()
    over = pos([1, 0, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 2], houses="hN", side="S")
    assert over.is_terminal() and over.end_reason == "no_moves"
    ending = over.ending()
    assert ending is not None and ending[0].rule == "6"


def test_rule6_loose_stones_count_only_with_the_option() -> None:
    text = "1,0,0,0,0,0,0,0/1,1,0,0,0,0,0,2 hN 16-15 S 0 30"
    ignored = game().from_notation(text)
    owner = game(loose="owner").from_notation(text)
    assert ignored.scores() == (16, 17) and owner.scores() == (17, 19)
    assert ignored.returns() == (-1.0, 1.0)


def test_options_name_their_rule_and_random_games_end() -> None:
    for option in game().OPTIONS:
        assert option.rule is not None and option.rule.game == "vano"
    with pytest.raises(OptionError):
        game(relay="four")
    for options in ({}, {"house_stones": "added"}, {"start": "right", "loose": "owner"}):
        g = game(**options)
        for seed in range(30):
            rng = random.Random(seed)
            state = g.new_state(seed=seed)
            while not state.is_terminal():
                state = state.apply_random(rng)
                assert sum(state.board) + sum(state.stores) == 36
