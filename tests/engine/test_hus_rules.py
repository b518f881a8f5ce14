"""Hus's rules 1–9 (BRIEF 3.4), one group of tests per rule, named after it.

The brief writes each player's holes in his own loop order (L 0–7 the outer row, L 8–15 the inner
row, +1 the direction of sowing); :func:`pos` turns such lists into our notation, which writes the
board as South sees it (rows 4 to 1, columns a–h). The brief's vectors show only the holes that
matter; a game always has 48 stones, so :func:`pos` puts the rest in one hole the move never
reaches (``pad``: a player and a loop index).
"""

from __future__ import annotations

import random

import pytest

import engine
from engine import TERMINAL, IllegalActionError, NotationError, OptionError
from engine.rules.mancala.hus import HOLES, INDEX, LOOPS, START, Hus, HusState, facing

ROWS = "2,2,2,2,2,2,2,2/2,2,2,2,0,0,0,0/0,0,0,0,2,2,2,2/2,2,2,2,2,2,2,2"


def game(**options: object) -> Hus:
    found = engine.load("hus", **options)
    assert isinstance(found, Hus)
    return found


def board_from_loops(south: list[int], north: list[int], direction: str = "cw") -> list[int]:
    board = [0] * 32
    for player, values in ((0, south), (1, north)):
        for L, hole in enumerate(LOOPS[direction][player]):
            board[hole] = values[L]
    return board


def loops_of(state: HusState, player: int, direction: str = "cw") -> list[int]:
    return [state.board[hole] for hole in LOOPS[direction][player]]


def text(board: list[int], side: str = "S", points: str = "0-0", starter: str = "S", pending: str = "-") -> str:
    rows = "/".join(",".join(map(str, board[r * 8 : r * 8 + 8])) for r in (3, 2, 1, 0))
    return f"{rows} {side} {points} {starter} 0 0-0 {pending}"


def pos(south: list[int], north: list[int], side: str = "S", points: str = "0-0",
        pad: tuple[int, int] | None = (0, 8), **options: object) -> HusState:
    direction = str(options.get("direction", "cw"))
    south, north = list(south), list(north)
    if pad is not None:
        (south if pad[0] == 0 else north)[pad[1]] += 48 - sum(south) - sum(north)
    state = game(**options).from_notation(text(board_from_loops(south, north, direction), side, points))
    assert isinstance(state, HusState)
    return state


def after(state: HusState, *actions: str) -> HusState:
    for action in actions:
        state = state.apply(action)  # type: ignore[assignment]
    assert isinstance(state, HusState)
    return state


def start(**options: object) -> HusState:
    state = game(first_player="south", **options).new_state()
    assert isinstance(state, HusState)
    return state


STUCK_SOUTH = [4, 4, 4, 4, 4, 4, 4, 2, 0, 0, 0, 0, 0, 0, 0, 2]  # L7 (a1) sows into a2 and b2: no capture
H2_SOUTH = [0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 2, 0, 1, 0, 0, 0]
H2_NORTH = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]


# -- rule 1: four rows, two for each -------------------------------------------------------------
def test_rule1_names_rows_and_owners() -> None:
    assert HOLES[0] == "a1" and HOLES[8] == "a2" and HOLES[16] == "a3" and HOLES[31] == "h4"
    assert facing(INDEX["e2"]) == (INDEX["e3"], INDEX["e4"])
    assert facing(INDEX["e3"]) == (INDEX["e2"], INDEX["e1"])


def test_rule1_only_your_own_two_rows() -> None:
    err = _refused(start(), "e3")
    assert err.rule is not None and err.rule.rule == "1"
    assert err.text("en") == "Rule 1: e3 is not your hole: South plays rows 1–2"


# -- rule 2: the start -------------------------------------------------------------------------
def test_rule2_start_has_24_stones_each_as_the_figure() -> None:
    state = start()
    assert state.notation() == ROWS + " S 0-0 S 0 0-0 -"
    assert sum(state.board[:16]) == sum(state.board[16:]) == 24
    assert loops_of(state, 0) == [2] * 8 + [0, 0, 0, 0, 2, 2, 2, 2]  # cw: L 0–7 and 12–15
    assert loops_of(state, 0, "ccw") == [2] * 12 + [0] * 4  # ccw: L 0–11
    assert game(direction="ccw").new_state(seed=3).board == START


def test_rule2_notation_must_hold_48_stones() -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation(ROWS.replace("2", "3", 1) + " S 0-0 S 0 0-0 -")
    assert info.value.rule is not None and info.value.rule.rule == "2"


@pytest.mark.parametrize("bad", ["", ROWS, ROWS + " S 0-0 S 0 0-0", ROWS + " X 0-0 S 0 0-0 -",
                                 ROWS + " S 7-0 S 0 0-0 -",
                                 ROWS + " - 3-0 S 0 0-0 -", ROWS + " S 0-0 Q 0 0-0 -", ROWS + " S 0-0 S 0 0-0 e2@x",
                                 ROWS + " S 0-0 S 0 0-0 a1@1", ROWS + " S 0-0 S x 0-0 -", "1,2/3 S 0-0 S 0 0-0 -"])
def test_rule2_bad_notations_are_refused(bad: str) -> None:
    with pytest.raises(NotationError):
        game().from_notation(bad)


# -- rule 3: who starts, and the same player every game ------------------------------------------
def test_rule3_lot_and_option() -> None:
    assert {game().new_state(seed=s).current_player for s in range(20)} == {0, 1}
    assert game(first_player="north").new_state().current_player == 1
    assert game(first_player="north").new_state().starter == 1


def test_rule3_the_starter_opens_every_game() -> None:
    # North started the match; North has only single stones, so any move of South's wins the game.
    board = board_from_loops(STUCK_SOUTH, [1] * 16)
    state = game().from_notation(text(board, starter="N"))
    assert isinstance(state, HusState)
    won = after(state, "a1")
    assert won.points == (1, 0) and won.previous == (0, False)
    assert won.board == START and won.current_player == 1 and won.starter == 1


# -- rule 4: each sows round his own loop, clockwise by default ----------------------------------
def test_rule4_clockwise_loops() -> None:
    south, north = LOOPS["cw"]
    assert [HOLES[h] for h in south[:2]] == ["h1", "g1"] and [HOLES[h] for h in south[8:10]] == ["a2", "b2"]
    assert [HOLES[h] for h in north[:2]] == ["a4", "b4"] and [HOLES[h] for h in north[8:10]] == ["h3", "g3"]
    south, north = LOOPS["ccw"]
    assert [HOLES[h] for h in south[:2]] == ["a1", "b1"] and [HOLES[h] for h in north[:2]] == ["h4", "g4"]


def test_rule4_sowing_never_leaves_your_own_rows() -> None:
    state = start()
    for action in state.legal_actions():
        assert after(state, action).board[16:] == state.board[16:]


def test_rule4_direction_changes_the_path() -> None:
    assert after(start(), "h1").board[INDEX["g1"]] == 3
    assert after(start(direction="ccw"), "h1").board[INDEX["h2"]] == 3


# -- rule 5: holes of two or more, relay ---------------------------------------------------------
def test_rule5_H1_twelve_moves_and_the_relay_of_e2() -> None:
    state = start()
    assert len(state.legal_actions()) == 12
    assert all(after(state, a).captured_last == () for a in state.legal_actions())  # no capture
    moved = after(state, "e2")
    assert loops_of(moved, 0) == [3, 0, 3, 3, 0, 3, 3, 0, 1, 1, 1, 0, 0, 3, 0, 3]
    assert [HOLES[h] for h in (f.hole for f in state.trace("e2") if f.kind == "lap_end")] == [
        "g2", "g1", "d1", "a1", "c2"]


def test_rule5_single_stones_and_empty_holes_are_refused() -> None:
    state = pos([1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [2] * 8 + [1] * 8, pad=(1, 0))
    assert state.legal_actions() == (HOLES[LOOPS["cw"][0][2]],)
    for hole in (LOOPS["cw"][0][0], LOOPS["cw"][0][1]):
        err = _refused(state, HOLES[hole])
        assert err.rule is not None and err.rule.rule == "5"


def test_rule5_a_single_stone_is_refused_in_the_singular() -> None:
    state = pos([1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [2] * 8 + [1] * 8, pad=(1, 0))
    one, empty = HOLES[LOOPS["cw"][0][0]], HOLES[LOOPS["cw"][0][1]]
    assert _refused(state, one).text("es").startswith(f"Regla 5: {one} tiene 1 piedra: solo se puede salir")
    assert _refused(state, one).text("en").startswith(f"Rule 5: {one} has 1 stone: a move can only start")
    assert f"{empty} has 0 stones" in _refused(state, empty).text("en")


def test_rule5_a_lap_ending_in_an_empty_hole_ends_the_turn() -> None:
    state = after(pos([0, 2] + [0] * 14, [2] * 12 + [0] * 4, pad=(1, 0)), HOLES[LOOPS["cw"][0][1]])
    assert state.laps_last == 1 and state.current_player == 1


# -- rule 6: captures --------------------------------------------------------------------------
def test_rule6_H3_inner_only_when_the_outer_hole_is_empty() -> None:
    north = list(H2_NORTH)
    north[4] = 0
    done = after(pos(H2_SOUTH, north), "c2")
    assert loops_of(done, 0)[9:] == [0, 0, 1, 2, 1, 1, 1] and loops_of(done, 0)[:8] == H2_SOUTH[:8]
    assert done.captured_last == (INDEX["e3"],) and done.captures == (3, 0)


def test_rule6_H2_both_rows_and_the_only_other_hole_are_taken_at_once() -> None:
    done = after(pos(H2_SOUTH, H2_NORTH), "c2")
    assert [HOLES[h] for h in done.captured_last] == ["e3", "e4", "a4"]
    # North has nothing left: a double win; the match goes on with the next game.
    assert done.previous == (0, True) and done.points == (2, 0) and done.board == START


def test_rule6_with_several_candidates_the_capturer_chooses() -> None:
    north = [2, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    state = pos(H2_SOUTH, north)
    waiting = after(state, "c2")
    assert waiting.pending == INDEX["e2"] and waiting.current_player == 0
    assert waiting.legal_actions() == ("a4", "b4", "c4")
    assert waiting.notation().endswith(" e2@1")  # the first lap ended there
    assert game().from_notation(waiting.notation()) == waiting
    err = _refused(waiting, "e3")
    assert err.rule is not None and err.rule.rule == "6" and "a4, b4, c4" in err.text("en")
    chosen = after(waiting, "b4")
    assert [HOLES[h] for h in chosen.captured_last] == ["e3", "e4", "b4"]
    assert chosen.captures == (3 + 2 + 1, 0)


def test_rule6_extra_hole_off_takes_only_the_two_rows() -> None:
    north = [2, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    done = after(pos(H2_SOUTH, north, extra_hole="off"), "c2")
    assert done.pending is None and [HOLES[h] for h in done.captured_last] == ["e3", "e4"]


def test_rule6_no_capture_against_an_empty_inner_hole_relays_instead() -> None:
    north = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0]  # North's L12 faces South's L11, not L12
    done = after(pos(H2_SOUTH, north), "c2")
    assert done.captured_last == () and done.laps_last >= 2


def test_rule6_a_capture_landing_in_the_outer_row_does_not_capture() -> None:
    south = [0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0]  # L7 sows into L8 (inner) and L9
    state = pos(south, [2] * 16, pad=(1, 0))
    assert after(state, HOLES[LOOPS["cw"][0][7]]).captured_last == ()


def test_rule6_trace_shows_takes_and_resumes_after_the_choice() -> None:
    north = [2, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    state = pos(H2_SOUTH, north)
    frames = state.trace("c2")
    assert frames[-1].kind == "lap_end" and frames[-1].hole == INDEX["e2"]
    waiting = after(state, "c2")
    resumed = waiting.trace("b4")
    assert [f.kind for f in resumed[:3]] == ["take", "take", "take"]
    assert resumed[-1].board == after(waiting, "b4").board


# -- rule 7: no move loses -----------------------------------------------------------------------
def test_rule7_a_player_with_only_single_stones_loses_the_game() -> None:
    state = pos(STUCK_SOUTH, [1] * 16, points="6-2", pad=None)
    done = after(state, "a1")
    assert done.is_terminal() and done.points == (7, 2) and done.previous == (0, False)
    assert done.returns() == (1.0, -1.0) and done.legal_actions() == ()


# -- rule 8: double win ----------------------------------------------------------------------------
def test_rule8_capturing_every_stone_is_worth_two() -> None:
    done = after(pos(H2_SOUTH, H2_NORTH, points="5-5"), "c2")
    assert done.is_terminal() and done.points == (7, 5) and done.previous == (0, True)


# -- rule 9: the match -----------------------------------------------------------------------------
def test_rule9_match_options() -> None:
    assert start().target == 7 and start(match="best_of_seven").target == 4 and start(match="single").target == 1
    best = after(pos(H2_SOUTH, H2_NORTH, points="3-0", match="best_of_seven"), "c2")
    assert best.is_terminal() and best.points == (4, 0)  # a double win counts one game
    single = after(pos(H2_SOUTH, H2_NORTH, match="single"), "c2")
    assert single.is_terminal()
    with pytest.raises(NotationError):
        game(match="best_of_seven").from_notation(ROWS + " S 6-6 S 0 0-0 -")


def test_rule9_scores_count_the_captures_of_the_whole_match() -> None:
    """A capture that wins a game of the match is a gain like any other: the next game starts with
    the captures of the match so far, so scores() never falls back to 0-0 when a game ends."""
    state = game().from_notation(
        "0,1,1,1,1,0,0,0/2,0,0,0,0,0,0,0/4,4,2,1,2,6,0,0/1,8,3,1,0,2,5,3 S 5-1 S 5 18-0 -"
    )
    assert state.scores() == (18, 0)
    won = state.apply("c1")  # captures, and North is left with no hole of two: the game is South's
    assert won.previous == (0, False) and won.points == (6, 1) and won.board == START
    assert won.captured_last and won.scores() == (20, 0)  # the 2 stones of the winning capture count
    assert won.notation().endswith(" 20-0 -") and game().from_notation(won.notation()) == won


def test_rule7_a_limit_that_draws_every_game_is_refused() -> None:
    """No first move captures (H1), so with a limit of 1 every game is drawn at once and the next one
    starts the same: random play found that such a match never ends. Any other limit is accepted."""
    with pytest.raises(OptionError) as info:
        game(no_capture_limit=1)
    assert info.value.rule is not None and (info.value.rule.game, info.value.rule.rule) == ("hus", "7")
    assert "the match would never end" in info.value.text("en")
    assert game(no_capture_limit=2).options.no_capture_limit == 2 and game(no_capture_limit=0)


def test_rule9_a_finished_match_refuses_moves_and_round_trips() -> None:
    done = after(pos(H2_SOUTH, H2_NORTH, points="5-5"), "c2")
    assert done.current_player == TERMINAL and done.notation().split()[1] == "-"
    assert game().from_notation(done.notation()) == done
    with pytest.raises(IllegalActionError):
        done.apply("a1")


# -- endless relays, options, random play ----------------------------------------------------------
def test_endless_relays_end_the_turn_at_the_lap_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """H-g: at the cap the turn ends with no further effect. A cap of 3 laps on H1's e2 (5 laps)
    stops it after its third lap, with the stones where they lie and North to move."""
    g = game(first_player="south")
    monkeypatch.setattr(g._sowings[0], "max_laps", 3)
    state = g.new_state()
    done = after(state, "e2")
    assert done.capped_last and done.laps_last == 3 and done.current_player == 1
    assert sum(done.board) == 48 and done.captured_last == ()


def test_random_matches_keep_48_stones_and_end() -> None:
    g = game()
    for seed in range(30):
        rng = random.Random(seed)
        state = g.new_state(seed=seed)
        while not state.is_terminal():
            state = state.apply_random(rng)
            assert isinstance(state, HusState) and sum(state.board) == 48
        assert max(state.points) >= 7


def test_options_name_their_rule() -> None:
    for option in game().OPTIONS:
        assert option.rule is not None and option.rule.game == "hus"
    with pytest.raises(OptionError) as info:
        game(direction="up")
    assert info.value.text("en").startswith("Rule 4:")


def _refused(state: HusState, action: str) -> IllegalActionError:
    before = (state.notation(), state.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert (state.notation(), state.legal_actions()) == before
    return info.value
