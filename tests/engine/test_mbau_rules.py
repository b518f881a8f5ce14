"""Mbau's rules 1–5 (BRIEF 3.2), one group of tests per rule, named after it.

Boards are written as in the brief, South's A–H then North's a–h; :func:`pos` fills the expelled
stones so that there are always 32, as the notation requires.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine import TERMINAL, IllegalActionError, InvalidActionError, NotationError, OptionError
from engine.rules import bots
from engine.rules.mancala.mbau import SOWING, Mbau, MbauState, first_lap_end
from engine.rules.mancala.rows import HOLES, opposite
from engine.rules.mancala.sowing import MAX_LAPS

START = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0"


def game(**options: object) -> Mbau:
    found = engine.load("mbau", **options)
    assert isinstance(found, Mbau)
    return found


def pos(south: list[int], north: list[int], stores: tuple[int, int] | None = None, side: str = "S",
        since: int = 0, ply: int = 10, **options: object) -> MbauState:
    if stores is None:
        rest = 32 - sum(south) - sum(north)
        stores = (rest - rest // 2, rest // 2)
    text = (f"{','.join(map(str, south))}/{','.join(map(str, north))} {stores[0]}-{stores[1]} {side} "
            f"{since} {ply}")
    state = game(**options).from_notation(text)
    assert isinstance(state, MbauState)
    return state


def start(**options: object) -> MbauState:
    state = game(**options).from_notation(START)
    assert isinstance(state, MbauState)
    return state


def after(state: MbauState, action: str) -> MbauState:
    """The state after ``action``, the mover expelling where rule 4 lets him choose (the choice
    itself is tested under rule 4)."""
    result = state.apply(action)
    assert isinstance(result, MbauState)
    if result.expel_offer:
        result = result.apply("expulsar")
        assert isinstance(result, MbauState)
    return result


def refused(state: MbauState, action: str) -> IllegalActionError:
    before = (state.notation(), state.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert (state.notation(), state.legal_actions()) == before
    return info.value


# -- rule 1: the board ---------------------------------------------------------------------------
def test_rule1_start_has_two_stones_in_each_of_sixteen_holes() -> None:
    state = game(first_player="south").new_state()
    assert isinstance(state, MbauState)
    assert state.board == (2,) * 16 and sum(state.board) == 32 and state.stores == (0, 0)
    assert state.notation() == START


def test_rule1_geometry_names_and_opposites() -> None:
    assert HOLES == "ABCDEFGHabcdefgh"
    assert opposite(HOLES.index("H")) == HOLES.index("a")
    assert opposite(HOLES.index("A")) == HOLES.index("h")
    assert all(opposite(opposite(i)) == i for i in range(16))
    assert tuple(HOLES) == Mbau.HOLE_NAMES and Mbau.SEAT_NAMES == ("Sur", "Norte")


def test_rule1_notation_must_hold_32_stones() -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,3 0-0 S 0 0")
    assert info.value.rule is not None and info.value.rule.rule == "1"
    assert "33" in info.value.text("en")


@pytest.mark.parametrize("text", ["", "2,2/2 0-0 S 0 0", START + " x", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0 S 0 0",
                                  "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 X 0 0",
                                  "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 5 1",
                                  "2,2,2,2,2,2,2,x/2,2,2,2,2,2,2,2 0-0 S 0 0", "x" * 300])
def test_rule1_bad_notations_are_refused(text: str) -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation(text)
    assert info.value.text("en") != info.value.text("es")


def test_rule1_notation_round_trips_and_has_no_semicolon() -> None:
    state = start()
    for action in ("G", "f", "A"):
        if action in state.legal_actions():
            state = after(state, action)
        text = state.notation()
        assert ";" not in text and game().from_notation(text) == state


# -- rule 2: sowing with relay -------------------------------------------------------------------
def test_rule2_start_is_chosen_by_the_option_or_by_lot() -> None:
    assert game(first_player="north").new_state().current_player == 1
    assert game(first_player="south").new_state().current_player == 0
    seen = {game().new_state(seed=s).current_player for s in range(20)}
    assert seen == {0, 1}
    assert game().new_state(seed=4) == game().new_state(seed=4)


def test_rule2_sows_all_stones_one_per_hole_counter_clockwise() -> None:
    state = after(pos([0, 0, 0, 0, 0, 3, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1]), "F")
    assert state.board[:8] == (0, 0, 0, 0, 0, 0, 1, 1) and state.board[8] == 1


def test_rule2_relay_picks_up_the_occupied_landing_hole_M1() -> None:
    state = after(start(), "G")
    assert state.board == (3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0, 3)
    assert state.laps_last == 7 and state.captured_last == () and state.stores == (0, 0)
    run = SOWING.run([2] * 16, 6)
    assert run.laps == [8, 11, 14, 1, 4, 7, 11]


def test_rule2_hole_H_from_the_start_M1() -> None:
    assert after(start(), "H").board == (3, 3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0)


def test_rule2_the_origin_is_not_skipped_with_many_stones() -> None:
    # Sixteen stones: one in each of the other fifteen holes, the sixteenth back in A itself, which
    # is empty again: the turn ends there, in South's own hole, and h (now 1) is expelled.
    sown = pos([16, 0, 0, 0, 0, 0, 0, 0], [0] * 8, first_lap="off").apply("A")
    assert sown.laps_last == 1 and sown.expel_offer == (15, 0)
    state = after(sown, "expulsar")
    assert state.captured_last == (15, 0) and state.board == (0,) + (1,) * 14 + (0,)


def test_rule2_only_own_non_empty_holes() -> None:
    state = start()
    err = refused(state, "a")
    assert err.rule is not None and err.rule.rule == "2"
    assert err.text("en") == "Rule 2: a is not your hole: South sows from A–H"
    err = refused(pos([0, 2, 0, 0, 0, 0, 0, 3], [1, 0, 0, 0, 0, 0, 0, 0]), "A")
    assert err.rule is not None and err.rule.rule == "2" and "empty" in err.text("en")


def test_rule2_min_move_refuses_single_stones_while_a_pair_exists() -> None:
    state = pos([1, 0, 0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1, 1, 1], min_move=True, first_lap="off")
    assert state.legal_actions() == ("G",)
    err = refused(state, "A")
    assert err.rule is not None and err.rule.rule == "2" and "single stone" in err.text("en")
    singles = pos([1, 0, 0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1], min_move=True, first_lap="off")
    assert singles.legal_actions() == ("A", "G", "H")
    assert pos([1, 0, 0, 0, 0, 0, 2, 1], [1] * 8, first_lap="off").legal_actions() == ("A", "G", "H")


def test_rule2_russ_preset() -> None:
    assert game(preset="russ").options.non_default() == {"first_lap": "off", "min_move": True}


def test_rule2_endless_relay_stops_at_the_lap_cap_without_capture() -> None:
    state = pos([0, 1, 0, 1, 0, 1, 2, 2], [3, 1, 6, 0, 4, 0, 2, 1], (4, 4), since=0, ply=15)
    result = after(state, "G")
    assert result.capped_last and result.laps_last == MAX_LAPS
    assert result.captured_last == () and result.stores == (4, 4) and result.current_player == 1
    assert result.plies_since_capture == 1


def test_rule2_trace_has_a_frame_for_every_stone_and_every_lap_end() -> None:
    frames = start().trace("G")
    assert frames[0].kind == "pick" and frames[0].hole == 6
    assert [f.hole for f in frames if f.kind == "lap_end"] == [8, 11, 14, 1, 4, 7, 11]
    assert [f.lap for f in frames if f.kind == "lap_end"] == list(range(1, 8))
    picked = 2 + sum(frames[i - 1].board[f.hole] for i, f in enumerate(frames) if f.kind == "pick" and i)
    assert sum(1 for f in frames if f.kind == "sow") == picked
    assert frames[-1].board == after(start(), "G").board


def test_rule2_trace_refuses_what_apply_refuses() -> None:
    with pytest.raises(IllegalActionError):
        start().trace("A")
    with pytest.raises(InvalidActionError):
        start().apply("Z")


# -- rule 3: the first lap must end across ---------------------------------------------------------
def test_rule3_opening_moves_are_G_and_H_only_M1() -> None:
    assert start().legal_actions() == ("G", "H")
    assert game(first_player="north").new_state().legal_actions() == ("g", "h")


def test_rule3_refusal_names_the_hole_where_the_first_lap_ends() -> None:
    err = refused(start(), "C")
    assert err.rule is not None and err.rule.rule == "3"
    assert err.text("en") == ("Rule 3: from C the first lap would end on your own side (in E): "
                              "it must end on the opponent’s side")
    assert err.text("es").startswith("Regla 3: desde C la primera vuelta acabaría en tu lado (en E)")


def test_rule3_applies_on_every_turn_by_default() -> None:
    state = pos([3, 0, 0, 0, 0, 0, 2, 1], [1] * 8, ply=40)
    assert state.legal_actions() == ("G", "H")
    assert first_lap_end(state.board, 0) == 3


def test_rule3_when_no_hole_reaches_across_every_hole_is_allowed() -> None:
    state = pos([1, 1, 2, 0, 0, 0, 0, 0], [2] * 8)
    assert state.legal_actions() == ("A", "B", "C")


def test_rule3_first_turn_only_and_off() -> None:
    early = pos([2] * 8, [2] * 8, (0, 0), ply=1, side="N", first_lap="first_turn_only")
    assert early.legal_actions() == ("g", "h")
    late = pos([3, 0, 0, 0, 0, 0, 2, 1], [1] * 8, ply=2, first_lap="first_turn_only")
    assert late.legal_actions() == ("A", "G", "H")
    assert start(first_lap="off").legal_actions() == tuple("ABCDEFGH")


def test_rule3_a_long_first_lap_that_goes_round_counts_where_it_ends() -> None:
    state = pos([0, 0, 0, 0, 0, 0, 0, 16], [1] * 8, first_lap="every_turn")
    assert first_lap_end(state.board, 7) == 7
    assert state.legal_actions() == ("H",)  # the only hole: allowed because nothing reaches across


# -- rule 4: the turn ends in an empty hole; expulsion --------------------------------------------
def test_rule4_capture_into_an_empty_own_hole_takes_the_opposite_and_the_stone_M2() -> None:
    state = after(start(first_lap="off"), "A")
    assert state.captured_last == (10, 5) and state.stores == (4, 0)
    assert state.board == (1, 0, 1, 4, 4, 0, 3, 3, 0, 3, 0, 0, 3, 3, 0, 3)
    assert state.plies_since_capture == 0


def test_rule4_take_own_false_leaves_the_capturing_stone() -> None:
    state = after(start(first_lap="off", take_own=False), "A")
    assert state.stores == (3, 0) and state.board[5] == 1 and state.captured_last == (10,)


def test_rule4_no_capture_in_an_empty_hole_of_the_opponent() -> None:
    state = after(pos([0, 0, 0, 0, 0, 0, 0, 1], [0, 3, 0, 0, 0, 0, 0, 3]), "H")
    assert state.board[8] == 1 and state.captured_last == ()


def test_rule4_no_capture_when_the_opposite_hole_is_empty() -> None:
    state = after(pos([1, 0, 0, 0, 0, 0, 0, 0], [2, 2, 2, 2, 2, 2, 0, 2], first_lap="off"), "A")
    assert state.board[1] == 1 and state.captured_last == ()  # B faces g, which is empty


def test_rule4_north_captures_on_his_side() -> None:
    # North's a sows into b, empty and his own; G (3) faces it. His only hole, so rule 3 allows it.
    before = pos([0, 0, 0, 0, 0, 0, 3, 0], [1, 0, 0, 0, 0, 0, 0, 0], (14, 14), side="N")
    state = after(before, "a")
    assert state.captured_last == (6, 9) and state.stores == (14, 18)


def test_rule4_capture_all_empty_takes_the_holes_opposite_every_empty_own_hole() -> None:
    south = [1, 0, 2, 0, 0, 0, 0, 0]
    north = [1, 1, 1, 1, 1, 1, 3, 1]
    plain = after(pos(south, north, (10, 9), first_lap="off"), "A")
    assert plain.captured_last == (opposite(1), 1)
    assert plain.stores[0] - 10 == 4  # g's 3 and the capturing stone
    wide = after(pos(south, north, (10, 9), first_lap="off", capture_all_empty=True), "A")
    # After the sowing South's empty holes are A, D, E, F, G and H; C (2) is not empty.
    assert set(wide.captured_last) == {opposite(h) for h in (0, 1, 3, 4, 5, 6, 7)} | {1}
    assert wide.stores[0] - 10 == 3 + 6 + 1


def test_rule4_the_turn_ends_at_once_in_an_empty_hole() -> None:
    state = after(pos([0, 0, 0, 0, 0, 0, 0, 1], [0, 1, 1, 1, 1, 1, 1, 1]), "H")
    assert state.laps_last == 1 and state.board[8] == 1 and state.captured_last == ()


# -- rule 5: seventeen stones; no move; ends of our own -------------------------------------------
def test_rule5_seventeen_expelled_wins_at_once() -> None:
    state = after(pos([0, 0, 1, 0, 0, 1, 1, 0], [2, 0, 0, 1, 0, 0, 0, 0], (16, 10), ply=27), "G")
    assert state.is_terminal() and state.end_reason == "target"
    assert state.stores == (19, 10) and state.returns() == (1.0, -1.0)
    assert sum(state.board) == 3  # the stones left stay on the board
    ending = state.ending()
    assert ending is not None and ending[0].rule == "5" and "17" in ending[1].text("en")


def test_rule5_sixteen_is_not_enough() -> None:
    state = pos([0, 0, 0, 0, 0, 0, 1, 0], [0, 1, 0, 0, 0, 0, 0, 1], (15, 14), ply=30)
    assert not state.is_terminal()


def test_rule5_a_player_without_a_move_leaves_the_board_to_the_opponent() -> None:
    state = after(pos([0, 1, 1, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0, 0], (14, 14), since=7, ply=49), "C")
    assert state.is_terminal() and state.end_reason == "no_moves"
    assert state.stores == (18, 14) and state.board == (0,) * 16 and state.returns()[0] == 1.0
    assert state.legal_actions() == ()


def test_rule5_no_move_from_notation_ends_at_once() -> None:
    state = pos([0, 1, 2, 0, 0, 0, 0, 0], [0] * 8, (15, 14), side="N", ply=40)
    assert state.is_terminal() and state.stores == (18, 14)
    assert game().from_notation(state.notation()) == state


def test_rule5_no_capture_limit_gives_each_side_its_stones() -> None:
    state = pos([1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], (15, 15), since=99, ply=150)
    done = after(state, "A")
    assert done.end_reason == "no_capture_limit" and done.stores == (16, 16) and done.returns() == (0.0, 0.0)
    assert not after(pos([1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], (15, 15), since=99, ply=150,
                         no_capture_limit=200), "A").is_terminal()


def test_rule5_a_game_without_the_no_capture_limit_is_refused() -> None:
    """Mbau has no repetition rule, so the limit is what ends a cycle of relays; random play under the
    Russ preset with the limit off found a game that never ends. 0 (never) is refused."""
    with pytest.raises(OptionError) as info:
        engine.load("mbau", preset="russ", no_capture_limit=0)
    assert info.value.rule is not None and (info.value.rule.game, info.value.rule.rule) == ("mbau", "5")
    assert info.value.text("en").startswith("Rule 5: with no repetition rule to end it")
    assert engine.load("mbau", preset="russ", no_capture_limit=1).options.no_capture_limit == 1


def test_rule5_the_finished_game_accepts_no_move() -> None:
    state = pos([0, 1, 2, 0, 0, 0, 0, 0], [0] * 8, (15, 14), side="N", ply=40)
    with pytest.raises(IllegalActionError):
        state.apply("A")
    assert state.current_player == TERMINAL


def test_rule5_trace_of_a_move_that_ends_the_game_collects_the_board() -> None:
    state = pos([0, 1, 1, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0, 0], (14, 14), since=7, ply=49)
    assert [f.kind for f in state.trace("C")][-1] == "lap_end"  # then South chooses (rule 4)
    frames = state.apply("C").trace("expulsar")
    assert [f.kind for f in frames][-3:] == ["capture", "collect", "collect"]
    assert frames[-1].board == (0,) * 16 and frames[-1].stores == (18, 14)


# -- rule 4: the mover may expel -----------------------------------------------------------------
def test_rule4_the_mover_may_expel_or_decline() -> None:
    """Issue 32: «el jugador *puede* expulsar». The source's word is a choice: where the turn ends in
    an empty hole of the mover's with stones opposite, he chooses, «expulsar» or «no-expulsar»."""
    sown = start(first_lap="off").apply("A")  # vector M2: the last lap ends in F, c (3) opposite
    assert isinstance(sown, MbauState)
    assert sown.current_player == 0 and sown.legal_actions() == ("expulsar", "no-expulsar")
    assert sown.expel_offer == (10, 5) and sown.captured_last == () and sown.stores == (0, 0)
    assert sown.notation() == "1,0,1,4,4,1,3,3/0,3,3,0,3,3,0,3 0-0 S 0 0 ?F"
    assert game(first_lap="off").from_notation(sown.notation()) == sown
    expelled, kept = sown.apply("expulsar"), sown.apply("no-expulsar")
    assert expelled.stores == (4, 0) and expelled.current_player == 1 and expelled.plies_since_capture == 0
    assert kept.stores == (0, 0) and kept.board == sown.board and kept.current_player == 1
    assert kept.ply == expelled.ply == 1 and kept.plies_since_capture == 1
    for wrong in ("B", "a"):  # a hole, while the choice waits: refused with rule 4
        assert refused(sown, wrong).text("en").startswith("Rule 4: your turn ended in F: now choose")
    assert refused(start(), "expulsar").text("es").startswith("Regla 4: solo se elige si expulsar")
    # The other reading, as an option: expelled with no choice.
    assert after(start(first_lap="off", expel="always"), "A").stores == (4, 0)
    assert start(first_lap="off", expel="always").apply("A").stores == (4, 0)
    with pytest.raises(NotationError):
        game().from_notation("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0 ?F")  # F is not empty


def test_rule4_bots_choose_whether_to_expel_by_search() -> None:
    # South may expel b (2 stones) with his own stone from C; the search finds declining better.
    choice = game().from_notation("0,5,1,2,0,1,5,2/6,3,0,2,1,1,0,3 0-0 S 8 8 ?C")
    assert choice.expel_offer == (13, 2)
    assert bots.make("mbau", "medium", seed=1).choose(choice) == "no-expulsar"
    won = game().from_notation("0,0,1,0,0,1,0,1/2,0,0,1,0,0,0,0 16-10 S 0 27 ?H")  # expelling wins the game
    assert bots.make("mbau", "medium", seed=1).choose(won) == "expulsar"


# -- options and random play ---------------------------------------------------------------------
def test_options_name_their_rule_and_refuse_bad_values() -> None:
    for option in game().OPTIONS:
        assert option.rule is not None and option.rule.game == "mbau" and option.label
    with pytest.raises(OptionError) as info:
        game(first_lap="sometimes")
    assert info.value.text("en").startswith("Rule 3:")


def test_random_games_keep_32_stones_and_end() -> None:
    for options in ({}, {"first_lap": "off"}, {"take_own": False, "capture_all_empty": True}, {"min_move": True}):
        g = game(**options)
        for seed in range(60):
            rng = random.Random(seed)
            state = g.new_state(seed=seed)
            while not state.is_terminal():
                state = state.apply_random(rng)
                assert sum(state.board) + sum(state.stores) == 32
            assert state.ply < 2000
