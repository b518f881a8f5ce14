"""Awari's rules 1–8 (BRIEF 3.1), one group of tests per rule, named after it.

Boards are written as in the brief, South's A–F then North's a–f; :func:`pos` fills the stores so
that there are always 48 seeds, as the notation requires.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine import TERMINAL, IllegalActionError, InvalidActionError, NotationError, OptionError
from engine.rules.mancala.awari import HOLES, SOWING, Awari, AwariState, opposite
from tests.engine.awari_reference import reference


def game(**options: object) -> Awari:
    found = engine.load("awari", **options)
    assert isinstance(found, Awari)
    return found


def notation(
    south: list[int],
    north: list[int],
    stores: tuple[int, int] | None = None,
    side: str = "S",
    since: int = 0,
    ply: int = 0,
) -> str:
    if stores is None:
        rest = 48 - sum(south) - sum(north)
        stores = (rest - rest // 2, rest // 2)
    return f"{','.join(map(str, south))}/{','.join(map(str, north))} {stores[0]}-{stores[1]} {side} {since} {ply}"


def pos(
    south: list[int],
    north: list[int],
    stores: tuple[int, int] | None = None,
    side: str = "S",
    since: int = 0,
    ply: int = 0,
    **options: object,
) -> AwariState:
    state = game(**options).from_notation(notation(south, north, stores, side, since, ply))
    assert isinstance(state, AwariState)
    return state


def rows(state: AwariState) -> tuple[list[int], list[int]]:
    return list(state.board[:6]), list(state.board[6:])


def refused(state: AwariState, action: str) -> IllegalActionError:
    """The error ``action`` raises; also checks that nothing changed."""
    before = (state.notation(), state.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert (state.notation(), state.legal_actions()) == before
    return info.value


def start(**options: object) -> AwariState:
    state = game(first_player="south", **options).new_state()
    assert isinstance(state, AwariState)
    return state


# -- rule 1: the board ---------------------------------------------------------------------------
def test_rule1_start_has_four_seeds_in_each_of_twelve_holes() -> None:
    state = start()
    assert state.board == (4,) * 12
    assert state.stores == (0, 0)
    assert state.notation() == "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0"
    assert state.current_player == 0 and state.last_move is None and state.captured_last == ()


def test_rule1_geometry_letters_and_opposites() -> None:
    assert HOLES == "ABCDEFabcdef"
    assert tuple("ABCDEFabcdef") == Awari.HOLE_NAMES
    assert [opposite(i) for i in (0, 5, 6, 11)] == [11, 6, 5, 0]  # A faces f, F faces a


def test_rule1_positions_must_hold_48_seeds() -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation("4,4,4,4,4,4/4,4,4,4,4,3 0-0 S 0 0")
    assert info.value.text("en").startswith("Rule 1:")
    assert "47" in info.value.text("en") and "48" in info.value.text("es")
    with pytest.raises(NotationError):
        game().from_notation("4,4,4,4,4,4/4,4,4,4,4,4 1-0 S 0 0")


def test_rule1_seeds_are_conserved_in_random_games() -> None:
    rng = random.Random(3)
    for seed in range(50):
        state = game().new_state(seed=seed)
        while not state.is_terminal():
            state = state.apply_random(rng)
            assert sum(state.board) + sum(state.stores) == 48


# -- rule 2: sowing, whose turn, which holes -----------------------------------------------------
def test_rule2_T1_south_sows_all_seeds_of_D_counterclockwise() -> None:
    after = start().apply("D")
    assert rows(after) == ([4, 4, 4, 0, 5, 5], [5, 5, 4, 4, 4, 4])
    # The history after the position: rule 7 counts repetitions from the start, where D was sown.
    assert after.notation() == "4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1 4,4,4,4,4,4/4,4,4,4,4,4:D"
    assert after.current_player == 1 and after.last_move == "D"


def test_rule2_T2_north_sows_f_into_south_row() -> None:
    after = start().apply("D").apply("f")
    assert rows(after) == ([5, 5, 5, 1, 5, 5], [5, 5, 4, 4, 4, 0])
    assert after.current_player == 0 and after.ply == 2 and after.plies_since_capture == 2


def test_rule2_legal_moves_are_the_movers_non_empty_holes() -> None:
    assert start().legal_actions() == tuple("ABCDEF")
    north = start().apply("C")
    assert north.legal_actions() == tuple("abcdef")
    assert pos([0, 3, 0, 1, 0, 0], [2, 0, 2, 0, 0, 1]).legal_actions() == ("B", "D")


def test_rule2_sowing_an_opponents_hole_is_illegal() -> None:
    err = refused(start(), "a")
    assert err.rule is not None and (err.rule.game, err.rule.rule) == ("awari", "2")
    assert err.text("es") == "Regla 2: a no es un agujero tuyo: Sur siembra de A–F"
    assert err.text("en") == "Rule 2: a is not your hole: South sows from A–F"
    err = refused(start().apply("A"), "B")
    assert err.text("en") == "Rule 2: B is not your hole: North sows from a–f"


def test_rule2_sowing_an_empty_hole_is_illegal() -> None:
    err = refused(start().apply("D").apply("a"), "D")
    assert err.text("en") == "Rule 2: hole D is empty: you must sow a hole that has seeds"
    assert err.text("es").startswith("Regla 2: el agujero D está vacío")


@pytest.mark.parametrize("text", ["Z", "g", "AB", "", " ", "1", "Dd", "á", "D;", "ｄ"])  # noqa: RUF001 (a fullwidth letter is the point)
def test_rule2_anything_but_a_hole_letter_is_not_an_action(text: str) -> None:
    state = start()
    assert not state.is_action(text)
    with pytest.raises(InvalidActionError) as info:
        state.apply(text)
    assert info.value.text("en").endswith("is not a move of awari")
    with pytest.raises(InvalidActionError):
        state.trace(text)


def test_rule2_non_strings_are_not_actions() -> None:
    for thing in (None, 3, ["D"], b"D"):
        with pytest.raises(InvalidActionError):
            start().apply(thing)  # type: ignore[arg-type]


def test_rule2_surrounding_spaces_are_ignored() -> None:
    assert start().apply(" D ").board == start().apply("D").board


def test_rule2_first_player_option() -> None:
    assert game(first_player="south").new_state(seed=1).current_player == 0
    assert game(first_player="north").new_state(seed=1).current_player == 1
    drawn = {game().new_state(seed=seed).current_player for seed in range(20)}
    assert drawn == {0, 1}  # random: both happen
    for seed in range(20):  # ... and the seed decides
        assert game().new_state(seed=seed).current_player == game().new_state(seed=seed).current_player


def test_rule2_north_may_start() -> None:
    state = game(first_player="north").new_state()
    assert state.notation() == "4,4,4,4,4,4/4,4,4,4,4,4 0-0 N 0 0"
    assert rows(state.apply("c")) == ([5, 4, 4, 4, 4, 4], [4, 4, 0, 5, 5, 5])


# -- rule 3: twelve or more seeds skip their own hole --------------------------------------------
def test_rule3_eleven_seeds_reach_the_hole_before_the_origin() -> None:
    state = pos([11, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0])
    after = state.apply("A")
    assert rows(after) == ([0, 1, 1, 1, 1, 1], [4, 1, 1, 1, 1, 1])
    assert after.captured_last == ()


def test_rule3_skip_origin_with_12_or_more() -> None:
    state = pos([12, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0])
    after = state.apply("A")
    # Eleven seeds to B..f, A passed over, the twelfth to B.
    assert rows(after) == ([0, 2, 1, 1, 1, 1], [4, 1, 1, 1, 1, 1])
    kinds = [frame.kind for frame in state.trace("A")]
    assert kinds.count("skip") == 1 and kinds.count("sow") == 12


def test_rule3_skip_origin_with_23_seeds_goes_round_twice() -> None:
    state = pos([23, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0])
    after = state.apply("A")
    # Two rounds of the other eleven holes (22 seeds) and the 23rd in B; A stays empty.
    assert rows(after) == ([0, 3, 2, 2, 2, 2], [3, 2, 2, 2, 2, 2])
    frames = state.trace("A")
    assert [f.hole for f in frames if f.kind == "skip"] == [0, 0]
    assert all(f.board[0] == 0 for f in frames)


def test_rule3_twelve_seeds_from_F_land_on_a_and_may_capture() -> None:
    state = pos([0, 0, 0, 0, 0, 12], [0, 4, 0, 0, 0, 0])
    after = state.apply("F")
    # a..f, A..E, F passed over, then a again: a holds 2, captured; b holds 5, the run stops there.
    assert after.captured_last == (6,)
    assert rows(after) == ([1, 1, 1, 1, 1, 0], [0, 5, 1, 1, 1, 1])


def test_rule3_fast_and_traced_sowing_agree_on_big_hands() -> None:
    for seeds in range(1, 40):
        for origin in range(12):
            board = [0] * 12
            board[origin] = seeds
            fast = list(board)
            last = SOWING.sow(fast, origin)
            run = SOWING.run(list(board), origin, trace=True)
            assert run.board == fast and run.last == last
            assert fast[origin] == 0  # never reached below 12 seeds, passed over from 12 on
            assert sum(fast) == seeds


# -- rule 4: captures ----------------------------------------------------------------------------
def test_rule4_capture_when_last_seed_makes_two() -> None:
    state = pos([2, 0, 0, 0, 0, 3], [1, 3, 1, 0, 5, 5], stores=(14, 14))
    after = state.apply("F")  # a, b, c: c becomes 2
    assert after.captured_last == (8,)  # b became 4: the run stops there; d is empty
    assert rows(after) == ([2, 0, 0, 0, 0, 0], [2, 4, 0, 0, 5, 5])
    assert after.stores == (16, 14) and after.plies_since_capture == 0


def test_rule4_capture_when_last_seed_makes_three() -> None:
    state = pos([0, 0, 0, 0, 0, 1], [2, 1, 0, 0, 0, 4])
    after = state.apply("F")
    assert after.captured_last == (6,) and after.stores[0] - state.stores[0] == 3


@pytest.mark.parametrize("before", [0, 3, 4, 7])
def test_rule4_no_capture_unless_the_hole_ends_with_two_or_three(before: int) -> None:
    state = pos([0, 0, 0, 0, 0, 1], [before, 2, 2, 0, 0, 4])
    after = state.apply("F")
    assert after.captured_last == () and after.stores == state.stores


def test_rule4_never_captures_on_the_movers_own_row() -> None:
    state = pos([2, 1, 2, 0, 0, 0], [1, 1, 1, 1, 1, 1])
    after = state.apply("A")  # B becomes 2, C becomes 3: South's own holes
    assert after.captured_last == () and rows(after)[0] == [0, 2, 3, 0, 0, 0]


def test_rule4_both_directions_by_default_runs_stop_at_a_hole_that_is_not_2_or_3() -> None:
    state = pos([1, 0, 0, 0, 0, 3], [2, 1, 2, 2, 3, 1])
    after = state.apply("F")  # a=3, b=2, c=3 (last); d=2, e=3 after it; f=1 stops the run
    assert after.captured_last == (8, 7, 6, 9, 10)
    assert rows(after)[1] == [0, 0, 0, 0, 0, 1]
    assert after.stores[0] - state.stores[0] == 3 + 2 + 3 + 2 + 3


def test_rule4_backward_option_takes_only_the_run_behind() -> None:
    state = pos([1, 0, 0, 0, 0, 3], [2, 1, 2, 2, 3, 1], capture="backward")
    after = state.apply("F")
    assert after.captured_last == (8, 7, 6)
    assert rows(after)[1] == [0, 0, 0, 2, 3, 1]


def test_rule4_source_example_takes_e_f_d_and_c() -> None:
    # Figures 5-7 of the source: the last seed lands in e; f after it and d, c before it go too.
    state = pos([1, 0, 0, 0, 0, 5], [0, 3, 1, 2, 1, 2])
    after = state.apply("F")  # a=1, b=4, c=2, d=3, e=2 (last); f=2 untouched
    assert after.captured_last == (10, 9, 8, 11)
    assert [HOLES[h] for h in after.captured_last] == ["e", "d", "c", "f"]
    backward = pos([1, 0, 0, 0, 0, 5], [0, 3, 1, 2, 1, 2], capture="backward").apply("F")
    assert [HOLES[h] for h in backward.captured_last] == ["e", "d", "c"]


def test_rule4_backward_run_stops_at_the_start_of_the_row() -> None:
    state = pos([0, 0, 0, 0, 3, 1], [1, 2, 5, 0, 0, 1])
    after = state.apply("E")  # F=2 (own), a=2, b=3 (last): b and a, not F
    assert after.captured_last == (7, 6)
    assert after.board[5] == 2


def test_rule4_forward_run_stops_at_the_end_of_the_row() -> None:
    # North's last seed makes F 2; a (North's own, 2) is after it but not South's: not taken.
    state = pos([0, 4, 1, 1, 2, 1], [2, 0, 0, 0, 7, 0], side="N")
    after = state.apply("e")  # f, A, B, C, D, E, F
    assert after.captured_last == (5, 4, 3, 2)
    assert after.board[6] == 2 and after.board[1] == 5


def test_rule4_north_captures_into_its_store() -> None:
    state = pos([1, 2, 0, 0, 1, 0], [0, 0, 0, 0, 0, 2], side="N")
    after = state.apply("f")  # A=2, B=3
    assert after.captured_last == (1, 0) and after.stores[1] - state.stores[1] == 5
    assert after.stores[0] == state.stores[0]


# -- rule 5: the grand slam ----------------------------------------------------------------------
def test_rule5_T4_grand_slam_illegal() -> None:
    state = pos([0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0])
    assert state.legal_actions() == ("E",)
    err = refused(state, "F")
    assert err.rule is not None and err.rule.rule == "5"
    assert (
        err.text("en")
        == "Rule 5: F would capture all your opponent's seeds (a grand slam), which is not allowed"
    )
    assert err.text("es").startswith("Regla 5: F capturaría todas las semillas del contrario")
    assert rows(state.apply("E")) == ([0, 0, 0, 0, 0, 3], [1, 1, 0, 0, 0, 0])


def test_rule5_T5_only_grand_slams_means_the_game_ends() -> None:
    state = pos([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0], stores=(22, 22))
    assert state.is_terminal() and state.legal_actions() == ()
    assert state.stores == (24, 24) and state.board == (0,) * 12  # South +2, North +2
    assert state.returns() == (0.0, 0.0)
    ending = state.ending()
    assert ending is not None and ending[0].rule == "5"


def test_rule5_grand_slam_option_no_capture_allows_it_but_takes_nothing() -> None:
    state = pos([0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0], grand_slam="no_capture")
    assert state.legal_actions() == ("E", "F")
    after = state.apply("F")
    assert after.captured_last == () and after.stores == state.stores
    assert rows(after) == ([0, 0, 0, 0, 1, 0], [2, 2, 0, 0, 0, 0])
    assert after.plies_since_capture == 1


def test_rule5_a_forward_run_can_make_a_grand_slam_that_backward_capture_does_not() -> None:
    south, north = [1, 0, 0, 0, 0, 2], [1, 1, 2, 0, 0, 0]
    both = pos(south, north)
    assert both.legal_actions() == ("A",)  # F takes a, b and (forward) c: all of North's seeds
    assert refused(both, "F").rule.rule == "5"  # type: ignore[union-attr]
    backward = pos(south, north, capture="backward")
    assert backward.legal_actions() == ("A", "F")
    assert backward.apply("F").captured_last == (7, 6)


def test_rule5_grand_slam_with_twelve_seeds() -> None:
    south, north = [1, 0, 0, 0, 0, 12], [1, 1, 1, 1, 1, 1]
    # a..f, A..E, F skipped, a again: a=3, b..f=2 -> both ways this takes everything.
    assert pos(south, north).legal_actions() == ("A",)
    assert pos(south, north, capture="backward").apply("F").captured_last == (6,)
    allowed = pos(south, north, grand_slam="no_capture").apply("F")
    assert allowed.captured_last == () and rows(allowed)[1] == [3, 2, 2, 2, 2, 2]


def test_rule5_grand_slam_while_feeding_an_empty_row() -> None:
    south, north = [1, 0, 0, 0, 0, 17], [0, 0, 0, 0, 0, 0]
    # F's 17 seeds: a..f, A..E, (F), a..f: North's row all 2s, the last in f, the run back to a.
    state = pos(south, north)
    assert state.is_terminal()  # A does not feed, F is a grand slam: no legal move
    ending = state.ending()
    assert ending is not None and ending[0].rule == "5"
    fed = pos(south, north, grand_slam="no_capture")
    assert fed.legal_actions() == ("F",)
    assert rows(fed.apply("F"))[1] == [2, 2, 2, 2, 2, 2]


@pytest.mark.parametrize(
    "options", [{}, {"capture": "backward"}, {"grand_slam": "no_capture"}, {"preset": "abapa"}]
)
def test_rule5_and_6_legal_moves_are_exactly_those_that_leave_the_opponent_a_seed(
    options: dict[str, str],
) -> None:
    rng = random.Random(17)
    preset = options.get("preset")
    g = engine.load("awari", preset=preset, **{k: v for k, v in options.items() if k != "preset"})
    both, forbid = g.options.capture == "both", g.options.grand_slam == "forbidden"
    checked = refused = 0

    def sparse(seed: int) -> AwariState:
        """Endgame-like boards, where grand slams and starving happen."""
        r = random.Random(seed)
        board = [r.choice((0, 0, 0, 1, 1, 2, 2, 3, 5, 12)) for _ in range(12)]
        while sum(board) > 48:
            board[r.randrange(12)] = 0
        text = notation(board[:6], board[6:], side=r.choice("SN"))
        found = g.from_notation(text)
        assert isinstance(found, AwariState)
        return found

    starts = [(g.new_state(seed=seed), 1000) for seed in range(60)] + [
        (sparse(seed), 3) for seed in range(1500)
    ]
    for state, plies in starts:
        for _ in range(plies):
            if state.is_terminal():
                break
            mover = state.current_player
            own = range(6) if mover == 0 else range(6, 12)
            expected = {HOLES[i]: reference(list(state.board), mover, i, both, forbid) for i in own if state.board[i]}
            assert set(state.legal_actions()) == {a for a, r in expected.items() if not isinstance(r, str)}
            refused += sum(1 for r in expected.values() if isinstance(r, str))
            for action in state.legal_actions():
                after, result = state.apply(action), expected[action]
                assert not isinstance(result, str)
                assert after.captured_last == tuple(result[1])
                if not after.is_terminal() or after.end_reason == "majority":
                    assert list(after.board) == result[0]
                checked += 1
            state = state.apply_random(rng)
    assert checked > 10_000 and refused > 50  # grand slams and moves that do not feed


# -- rule 6: feeding -----------------------------------------------------------------------------
def test_rule6_T6_must_feed_an_empty_row() -> None:
    state = pos([0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 0, 0])
    assert state.legal_actions() == ("F",)
    err = refused(state, "E")
    assert err.rule is not None and err.rule.rule == "6"
    assert err.text("en") == (
        "Rule 6: your opponent has no seeds: you must play a hole that gives him some (E does not reach him)"
    )
    assert rows(state.apply("F")) == ([0, 0, 0, 0, 1, 0], [1, 0, 0, 0, 0, 0])


def test_rule6_T6_no_feeding_move_ends_the_game_mover_takes_his_seeds() -> None:
    state = pos([2, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], stores=(22, 24))
    assert state.is_terminal() and state.stores == (24, 24) and state.board == (0,) * 12
    ending = state.ending()
    assert ending is not None and ending[0].rule == "6"
    assert ending[1].text("en") == "no legal move is left: each player takes the seeds on his side"


def test_rule6_north_must_feed_too() -> None:
    state = pos([0, 0, 0, 0, 0, 0], [3, 0, 0, 5, 2, 0], side="N")
    assert state.legal_actions() == ("d", "e")


def test_rule6_feeding_with_twelve_or_more() -> None:
    state = pos([12, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])
    after = state.apply("A")
    assert rows(after) == ([0, 2, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1])


def test_rule6_a_move_that_leaves_the_opponent_his_seeds_needs_not_feed_him() -> None:
    # North has one seed and South's move does not reach it: North keeps it, so the move is legal.
    state = pos([0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1])
    assert state.legal_actions() == ("B",)


# -- rule 7: endless games -----------------------------------------------------------------------
CYCLE = ("A", "a", "B", "b", "C", "c", "D", "d", "E", "e", "F", "f")


def test_rule7_threefold_repetition_ends_the_game() -> None:
    # One seed each, chasing each other round the board: the start recurs every 12 plies.
    state = pos([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], stores=(23, 23), no_capture_limit=0)
    for ply, action in enumerate(CYCLE * 2, start=1):
        state = state.apply(action)
        assert state.is_terminal() == (ply == 24), ply
    assert state.end_reason == "repetition"
    assert state.stores == (24, 24) and state.board == (0,) * 12  # each side took its own seed
    ending = state.ending()
    assert ending is not None and ending[0].rule == "7"
    assert (
        ending[1].text("en") == "the position has occurred 3 times: each player takes the seeds on his side"
    )


def test_rule7_repetitions_option() -> None:
    twice = pos([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], stores=(23, 23), repetitions=2, no_capture_limit=0)
    for action in CYCLE:
        twice = twice.apply(action)
    assert twice.end_reason == "repetition"
    never = pos([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], stores=(23, 23), repetitions=0, no_capture_limit=200)
    for action in CYCLE * 5:
        never = never.apply(action)
    assert not never.is_terminal()


#: Seed 18 of random play with no_capture_limit=0: North's e repeats a position for the third time.
REPEATED = "0,0,0,0,0,1/0,0,1,0,1,0 23-22 N 50 209"
HISTORY = "1,0,0,0,0,0/0,1,0,0,1,0:bAeBfCcAdDeEfFaAbBcCdDeFaEbFfAcBdCaDbEeFfAcBaCdDbE"


def test_rule7_notation_keeps_repetition_history() -> None:
    g = game(no_capture_limit=0)
    state = g.new_state(seed=18)
    rng = random.Random(18)
    while not state.notation().startswith(REPEATED):
        state = state.apply_random(rng)
    assert state.notation() == f"{REPEATED} {HISTORY}"
    assert state.apply("e").end_reason == "repetition"
    again = g.from_notation(state.notation())
    assert again == state and again.notation() == state.notation()
    assert again.apply("e").end_reason == "repetition"  # reloaded, it ends as the game did
    assert again.apply("e") == state.apply("e")
    # Without the history the same board starts counting afresh: it plays on, and is not equal.
    fresh = g.from_notation(REPEATED)
    assert not fresh.apply("e").is_terminal() and fresh != state


def test_rule7_equal_states_play_the_same() -> None:
    g = game()
    one = g.new_state(seed=1).apply("A").apply("a").apply("B").apply("b")
    assert g.from_notation(one.notation()) == one and hash(g.from_notation(one.notation())) == hash(one)
    # The same board with no positions behind it plays differently, so it is another state.
    other = g.from_notation(" ".join(one.notation().split()[:5]))
    assert other.board == one.board and other.ply == one.ply and other != one
    # With repetitions off the history does not matter, and the notation does not carry it.
    off = game(repetitions=0).new_state(seed=1).apply("A").apply("a")
    assert len(off.notation().split()) == 5


@pytest.mark.parametrize(
    ("history", "message"),
    [
        ("4,4,4,4,4,4/4,4,4,4,4,4", "the history is written as"),
        ("4,4,4,4,4,4/4,4,4,4,4,4:DZ", "the history is written as"),
        ("4,4,4,4,4,4/4,4,4,4,4,4:DfA", "the history has 3 moves"),
        ("4,4,4,4,4,4/4,4,4,4,4,4:Da", "do not lead"),
        ("4,4,4,4,4,4/4,4,4,4,4,5:Df", "do not lead"),
        ("4,4,4,4/4,4,4,4,4,4:Df", "two rows of six"),
    ],
)
def test_rule7_a_history_that_does_not_lead_here_is_refused(history: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation(f"5,5,5,1,5,5/5,5,4,4,4,0 0-0 S 2 2 {history}")
    assert message in info.value.text("en") and info.value.text("es")


def test_rule7_repetitions_of_one_are_refused() -> None:
    with pytest.raises(OptionError) as info:
        game(repetitions=1)
    assert info.value.text("en").startswith("Rule 7:")


def test_rule7_no_capture_limit_ends_the_game() -> None:
    state = start(no_capture_limit=4)
    for action in ("D", "f", "A", "a"):
        assert not state.is_terminal()
        state = state.apply(action)
    assert state.end_reason == "no_capture_limit" and state.plies_since_capture == 4
    assert state.board == (0,) * 12 and sum(state.stores) == 48
    ending = state.ending()
    assert ending is not None and ending[0].rule == "7"
    assert ending[1].text("en") == "4 moves without a capture: each player takes the seeds on his side"


def test_rule7_no_capture_limit_counts_from_the_last_capture() -> None:
    state = pos([2, 0, 0, 0, 0, 3], [1, 3, 1, 0, 5, 5], stores=(14, 14), since=2, ply=2, no_capture_limit=3)
    after = state.apply("F")  # a capture: the count starts again
    assert after.plies_since_capture == 0 and not after.is_terminal()
    assert pos([2, 0, 0, 0, 0, 3], [1, 3, 1, 0, 5, 5], since=3, ply=9, no_capture_limit=3).is_terminal()


def test_rule7_limit_zero_is_off() -> None:
    state = pos(
        [1, 0, 0, 0, 0, 0],
        [1, 0, 0, 0, 0, 0],
        stores=(23, 23),
        since=500,
        ply=900,
        no_capture_limit=0,
    )
    assert not state.is_terminal()


def test_rule7_an_endless_game_is_refused() -> None:
    """Rule 7 ends a game that can no longer end by captures: with both of its ends switched off,
    the one-seed cycle (forced moves) would never end, so the combination is refused."""
    with pytest.raises(OptionError) as info:
        game(repetitions=0, no_capture_limit=0)
    assert info.value.rule is not None and info.value.rule.rule == "7"
    assert info.value.text("en") == (
        "Rule 7: a game in which no capture is possible any more must end: “repetitions” and "
        "“no_capture_limit” cannot both be 0 (never)"
    )
    # Either end alone ends the cycle of the position.
    for options in ({"repetitions": 0, "no_capture_limit": 30}, {"repetitions": 3, "no_capture_limit": 0}):
        state = game(**options).from_notation("1,0,0,0,0,0/1,0,0,0,0,0 23-23 S 0 0")
        for _ in range(40):
            if state.is_terminal():
                break
            (only,) = state.legal_actions()
            state = state.apply(only)
        assert state.is_terminal() and state.stores == (24, 24), options


def test_rule7_default_is_three_repetitions_and_100_plies() -> None:
    opts = game().options
    assert (opts.repetitions, opts.no_capture_limit) == (3, 100)
    assert pos([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], since=100, ply=100).is_terminal()
    assert not pos([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], since=99, ply=99).is_terminal()


# -- rule 8: winning -----------------------------------------------------------------------------
def test_rule8_more_than_24_ends_the_game_at_once() -> None:
    state = pos([2, 0, 0, 0, 0, 3], [1, 3, 1, 0, 5, 5], stores=(23, 5))
    after = state.apply("F")
    assert after.is_terminal() and after.current_player == TERMINAL
    assert after.stores == (25, 5) and sum(after.board) == 18  # the board is left as it is
    assert after.returns() == (1.0, -1.0) and after.end_reason == "majority"
    assert after.notation() == "2,0,0,0,0,0/2,4,0,0,5,5 25-5 - 0 1"
    ending = after.ending()
    assert ending is not None and ending[0].rule == "8"
    assert ending[1].text("en") == "a player has more than 24 seeds"


def test_rule8_24_24_is_a_draw() -> None:
    state = pos([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0], stores=(22, 22))
    assert state.returns() == (0.0, 0.0) and state.scores() == (24, 24)


def test_rule8_fuller_store_wins_after_the_seeds_are_shared_out() -> None:
    state = pos([2, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], stores=(23, 23))
    assert state.end_reason == "no_moves" and state.stores == (25, 23) and state.returns() == (1.0, -1.0)
    state = pos([0, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0], stores=(24, 23), side="N")
    assert state.end_reason == "no_moves" and state.stores == (24, 24) and state.returns() == (0.0, 0.0)


def test_rule8_returns_are_zero_while_the_game_goes_on() -> None:
    assert start().returns() == (0.0, 0.0)
    assert start().scores() == (0, 0)


# -- notation ------------------------------------------------------------------------------------
def test_notation_round_trips_through_random_games() -> None:
    rng = random.Random(11)
    for seed in range(40):
        g = game()
        state = g.new_state(seed=seed)
        while True:
            text = state.notation()
            assert ";" not in text
            again = g.from_notation(text)
            assert (
                again == state and again.notation() == text and again.legal_actions() == state.legal_actions()
            )
            if state.is_terminal():
                break
            state = state.apply_random(rng)


def test_notation_of_a_finished_game_uses_a_dash() -> None:
    state = pos([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0], stores=(22, 22), since=5, ply=30)
    assert state.notation() == "0,0,0,0,0,0/0,0,0,0,0,0 24-24 - 5 30"
    assert game().from_notation(state.notation()) == state


def test_repr_is_runnable() -> None:
    state = start(capture="backward").apply("D")
    assert eval(repr(state), {"engine": engine}) == state


MALFORMED = [
    ("", "five parts"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0", "five parts"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0 0 0", "five parts"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0 0", "the history is written as"),
    ("4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0", "two rows of six"),
    ("4,4,4,4,4,4,4,4,4,4,4,4 0-0 S 0 0", "two rows of six"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0 0-0 S 0 0", "two rows of six"),
    ("4,4,4,4,4,4/4,4,4,4,4, 0-0 S 0 0", "“” is not a number of seeds"),
    ("4,4,4,4,4,x/4,4,4,4,4,4 0-0 S 0 0", "“x” is not a number of seeds"),
    ("4,4,4,4,4,-4/4,4,4,4,4,4 0-0 S 0 0", "“-4” is not a number of seeds"),
    ("4,4,4,4,4,4.0/4,4,4,4,4,4 0-0 S 0 0", "“4.0” is not a number of seeds"),
    ("4,4,4,4,4,٤/4,4,4,4,4,4 0-0 S 0 0", "is not a number of seeds"),
    ("4,4,4,4,4,４/4,4,4,4,4,4 0-0 S 0 0", "is not a number of seeds"),  # noqa: RUF001 (a fullwidth digit is the point)
    ("4,4,4,4,4,4/4,4,4,4,4,4 0:0 S 0 0", "South-North"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0-0 S 0 0", "South-North"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0 S 0 0", "South-North"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 X 0 0", "the turn is S (South), N (North) or - (game over), not “X”"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 s 0 0", "not “s”"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S a 0", "“a” is not a number of moves"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 -1", "“-1” is not a number of moves"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 5 3", "there cannot be 5 moves without a capture at move 3"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 99999999999 0", "is not a number of moves"),
    ("4,4,4,4,4,4/4,4,4,4,4,5 0-0 S 0 0", "there are 49 seeds"),
    ("0,0,0,0,0,0/0,0,0,0,0,0 0-0 S 0 0", "there are 0 seeds"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 - 0 0", "the position says the game is over"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0; moves=D", "is not a number of moves"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0; moves= D", "five parts"),
    ("4," * 10_000 + " 0-0 S 0 0", "short text"),
]


@pytest.mark.parametrize(("text", "says"), MALFORMED)
def test_notation_malformed_is_refused_saying_what_is_wrong(text: str, says: str) -> None:
    with pytest.raises(NotationError) as info:
        game().from_notation(text)
    assert says in info.value.text("en")
    assert info.value.text("es") != info.value.text("en")  # Spanish first, English translated


def test_notation_non_text_is_refused() -> None:
    for thing in (None, 48, b"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0"):
        with pytest.raises(NotationError):
            game().from_notation(thing)  # type: ignore[arg-type]


def test_notation_side_to_move_of_a_finished_position_is_normalised() -> None:
    # Written with S, but South has no move: the game is over.
    state = game().from_notation("2,0,0,0,0,0/0,0,0,0,0,0 23-23 S 0 7")
    assert state.notation() == "0,0,0,0,0,0/0,0,0,0,0,0 25-23 - 0 7"
    assert game().from_notation("0,0,0,0,0,0/0,0,0,0,0,0 25-23 S 0 7").is_terminal()


def test_notation_with_a_store_above_24_is_finished() -> None:
    state = game().from_notation("4,4,4,4,4,0/0,0,0,0,0,0 25-3 S 0 7")
    assert state.is_terminal() and state.board[0] == 4 and state.returns() == (1.0, -1.0)


def test_notation_extra_spaces_are_tolerated() -> None:
    assert game().from_notation("  4,4,4,4,4,4/4,4,4,4,4,4   0-0 S 0 0 ") == game().from_notation(
        start().notation()
    )


# -- trace, for animation ------------------------------------------------------------------------
def test_trace_frames_of_the_opening() -> None:
    frames = start().trace("D")
    assert [(f.kind, f.hole) for f in frames] == [
        ("pick", 3),
        ("sow", 4),
        ("sow", 5),
        ("sow", 6),
        ("sow", 7),
        ("lap_end", 7),
    ]
    assert frames[0].board[3] == 0 and frames[1].board[4] == 5
    assert frames[-1].board == start().apply("D").board and frames[-1].stores == (0, 0)
    assert all(len(f.board) == 12 and len(f.stores) == 2 for f in frames)


def test_trace_shows_captures_in_order() -> None:
    state = pos([1, 0, 0, 0, 0, 3], [2, 1, 2, 2, 3, 1])
    frames = state.trace("F")
    captures = [f for f in frames if f.kind == "capture"]
    assert [f.hole for f in captures] == [8, 7, 6, 9, 10]
    assert captures[-1].board == state.apply("F").board and captures[-1].stores == state.apply("F").stores


def test_trace_collects_when_the_move_ends_the_game() -> None:
    state = start(no_capture_limit=1)
    frames = state.trace("D")
    after = state.apply("D")
    assert [f.kind for f in frames][-12:] == ["lap_end"] + ["collect"] * 11  # D is empty
    assert frames[-1].board == after.board == (0,) * 12 and frames[-1].stores == after.stores == (22, 26)


def test_trace_refuses_what_apply_refuses() -> None:
    state = pos([0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0])
    with pytest.raises(IllegalActionError) as info:
        state.trace("F")
    assert info.value.rule.rule == "5"  # type: ignore[union-attr]


def test_trace_ends_on_the_board_apply_gives_for_every_move_of_random_games() -> None:
    rng = random.Random(5)
    for seed in range(30):
        state = game(no_capture_limit=40).new_state(seed=seed)
        while not state.is_terminal():
            for action in state.legal_actions():
                frames = state.trace(action)
                after = state.apply(action)
                assert (frames[-1].board, frames[-1].stores) == (after.board, after.stores)
                settled = [f for f in frames if f.kind in ("lap_end", "capture", "collect")]
                assert all(sum(f.board) + sum(f.stores) == 48 for f in settled)
            state = state.apply_random(rng)


# -- the rest of the state -----------------------------------------------------------------------
def test_state_is_immutable() -> None:
    state = start()
    with pytest.raises(AttributeError):
        state.board = (0,) * 12  # type: ignore[misc]
    with pytest.raises(AttributeError):
        state.current_player = 1  # type: ignore[misc]


def test_observation_is_the_state_for_both_seats() -> None:
    state = start()
    assert state.observation(0) is state and state.observation(1) is state


def test_str_shows_the_letters_counts_and_stores() -> None:
    text = str(pos([2, 0, 0, 0, 0, 3], [1, 3, 1, 0, 5, 5], stores=(14, 14)))
    assert "A   B   C   D   E   F" in text and "f   e   d   c   b   a" in text
    assert "[ 5][ 5][ 0][ 1][ 3][ 1]" in text  # North's row, f first
    assert "14" in text and "Sur <" in text


def test_options_carry_rules_labels_and_the_abapa_preset() -> None:
    for option in Awari.OPTIONS:
        assert option.rule is not None and option.rule.game == "awari" and option.label
        assert all(choice in option.labels for choice in option.choices)
    abapa = engine.load("awari", preset="abapa").options
    assert (abapa.capture, abapa.grand_slam, abapa.repetitions, abapa.no_capture_limit) == (
        "backward",
        "no_capture",
        2,
        0,
    )
    defaults = game().options
    assert (defaults.capture, defaults.grand_slam, defaults.first_player) == ("both", "forbidden", "random")


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("capture", "sideways"),
        ("grand_slam", "yes"),
        ("first_player", "east"),
        ("repetitions", -1),
        ("no_capture_limit", "many"),
        ("colour", "red"),
    ],
)
def test_options_bad_values_are_refused(name: str, value: object) -> None:
    with pytest.raises(OptionError):
        engine.load("awari", **{name: value})


def test_illegal_after_the_end() -> None:
    state = pos([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0], stores=(22, 22))
    with pytest.raises(IllegalActionError) as info:
        state.apply("F")
    assert info.value.text("en") == "Rule 8: the game is over"
