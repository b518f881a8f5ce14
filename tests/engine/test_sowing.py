"""The sowing core against every mancala vector of the brief (BRIEF 3.1–3.4).

Mbau, Vano and Hus are not games of the engine yet; their lap rules are written here as the small
hooks they will be, to show the core serves them as the brief describes: relay laps, captures into
an empty own hole, houses, captured stones sown on round one player's own loop, and the lap cap.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.rules.mancala.sowing import MAX_LAPS, Frame, Run, Sowing, relay

SOUTH, NORTH = 0, 1


# -- Mbau (BRIEF 3.2): 2x8, relay, capture into an empty own hole --------------------------------
def mbau_lap_end(run: Run, hole: int) -> int:
    if run.board[hole] > 1:
        return run.pick(hole)  # relay: the hole was occupied
    own = hole < 8 if run.player == SOUTH else hole >= 8
    if own and run.board[15 - hole]:
        run.capture(15 - hole)
        run.capture(hole)  # REC flag take_own: the capturing stone goes too
    return 0


MBAU = Sowing(range(16), lap_end=mbau_lap_end)


def test_mbau_M1_first_lap_restriction_leaves_holes_6_and_7() -> None:
    first_laps = {h: MBAU.run([2] * 16, h, max_laps=1).last for h in range(8)}
    assert [h for h, end in first_laps.items() if end >= 8] == [6, 7]


def test_mbau_M1_hole_6_makes_seven_laps_without_capture() -> None:
    board = [2] * 16
    run = MBAU.run(board, 6)
    assert len(run.laps) == 7 and run.captured == []
    assert board == [3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0, 3]


def test_mbau_M1_hole_7() -> None:
    board = [2] * 16
    assert MBAU.run(board, 7).captured == []
    assert board == [3, 3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0]


def test_mbau_M2_relay_then_capture_into_an_empty_own_hole() -> None:
    board = [2] * 16
    run = MBAU.run(board, 0, stores=[0, 0])
    assert run.laps == [2, 5, 8, 11, 14, 1, 5]
    assert run.captured == [10, 5] and run.stores == [4, 0]
    assert board == [1, 0, 1, 4, 4, 0, 3, 3, 0, 3, 0, 0, 3, 3, 0, 3]


# -- Vano (BRIEF 3.3): houses, no capture on the first lap ---------------------------------------
def vano_lap_end(run: Run, hole: int) -> int:
    houses: dict[int, int] = run.context
    if hole in houses:
        return 0  # the stone stays in the house and the turn ends
    before = run.board[hole] - 1
    if before == 0:
        own = hole < 8 if run.player == SOUTH else hole >= 8
        opposite = 15 - hole
        if own and run.lap > 1 and run.board[opposite] >= 2 and opposite not in houses:
            run.capture(opposite)
        return 0
    if before == 1 and run.lap > 1:
        houses[hole] = run.player  # a pair made after the first lap is a house (nyumba)
        return 0
    return run.pick(hole)


VANO = Sowing(range(16), lap_end=vano_lap_end)


def test_vano_V1_relay_then_stop_in_an_empty_hole() -> None:
    board = [0, 3, 3, 3, 3, 3, 3, 0, 0, 3, 3, 3, 3, 3, 3, 0]
    run = VANO.run(board, 1, context={})
    assert run.laps == [4, 8]
    assert board == [0, 0, 4, 4, 0, 4, 4, 1, 1, 3, 3, 3, 3, 3, 3, 0]


def test_vano_V3_a_pair_on_the_second_lap_becomes_a_house() -> None:
    board = [0, 0, 3, 0, 0, 2, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0]
    houses: dict[int, int] = {}
    VANO.run(board, 2, context=houses)
    assert houses == {8: SOUTH}
    assert board == [0, 0, 0, 1, 1, 0, 1, 1, 2, 0, 2, 0, 0, 0, 0, 0]


def test_vano_V4_a_pair_on_the_first_lap_relays() -> None:
    board = [0, 0, 3, 0, 0, 1, 0, 0] + [0] * 8
    run = VANO.run(board, 2, context={})
    assert run.laps == [5, 7]
    assert board == [0, 0, 0, 1, 1, 0, 1, 1] + [0] * 8


def test_vano_V5_no_capture_on_the_first_lap() -> None:
    board = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    run = VANO.run(board, 2, context={})
    assert run.laps == [4] and run.captured == [] and board[11] == 3


def test_vano_V7_the_last_stone_stays_in_a_house() -> None:
    board = [0, 0, 2, 0, 2] + [0] * 11
    run = VANO.run(board, 2, context={4: NORTH})
    assert run.laps == [4] and board[4] == 3


# -- Hus (BRIEF 3.4): each player sows round his own 16 holes; captures are sown on --------------
# One 32-hole board: South's loop indices L are holes 0..15, North's are 16..31.
def hus_lap_end(run: Run, hole: int) -> int:
    if run.board[hole] == 1:
        return 0  # the lap ended in an empty hole
    base, other = (0, 16) if run.player == SOUTH else (16, 0)
    loop_index = hole - base
    if loop_index >= 8:  # an inner hole: capture if the opponent's inner hole opposite is occupied
        inner, outer = other + 23 - loop_index, other + loop_index - 8
        if run.board[inner]:
            hand = run.take(inner)
            if run.board[outer]:
                hand += run.take(outer)
                extra = run.context  # the extra hole of the capturer's choice (a sub-decision)
                if extra is not None and run.board[extra]:
                    hand += run.take(extra)
            return hand  # sown on from the hole after the capturing hole
    return run.pick(hole)


HUS_SOUTH = Sowing(range(16), lap_end=hus_lap_end)
HUS_NORTH = Sowing(range(16, 32), lap_end=hus_lap_end)
HUS_START = [2] * 8 + [0, 0, 0, 0, 2, 2, 2, 2]  # clockwise: L 0..7 and 12..15 loaded


def test_hus_H1_start_has_twelve_moves_and_L12_relays_to_an_empty_hole() -> None:
    board = HUS_START + HUS_START
    assert sum(1 for L in range(16) if board[L] >= 2) == 12
    run = HUS_SOUTH.run(board, 12, player=SOUTH)
    assert run.laps == [14, 1, 4, 7, 10] and run.captured == []
    assert board[:16] == [3, 0, 3, 3, 0, 3, 3, 0, 1, 1, 1, 0, 0, 3, 0, 3]
    assert board[16:] == HUS_START


def test_hus_H3_captured_inner_stones_are_sown_on() -> None:
    south = [0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 2, 0, 1, 0, 0, 0]
    north = [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    board = south + north
    run = HUS_SOUTH.run(board, 10, player=SOUTH)
    assert run.captured == [16 + 11]  # North's inner L11, opposite South's L12
    assert board[:16] == [0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 0, 1, 2, 1, 1, 1]
    assert board[16:] == [2] + [0] * 15


def test_hus_H2_inner_outer_and_extra_hole() -> None:
    south = [0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 2, 0, 1, 0, 0, 0]
    north = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]
    board = south + north
    run = HUS_SOUTH.run(board, 10, player=SOUTH, context=16 + 0)
    assert run.captured[:3] == [27, 20, 16]  # inner L11, outer L4, and the chosen L0
    assert sum(board) == sum(south) + sum(north)
    assert sum(board[16:]) == 0


def test_hus_north_sows_only_round_its_own_loop() -> None:
    board = HUS_START + HUS_START
    HUS_NORTH.run(board, 16 + 12, player=NORTH)
    assert board[:16] == HUS_START and sum(board) == 48


# -- the core itself -----------------------------------------------------------------------------
def test_endless_relays_stop_at_the_lap_cap() -> None:
    always = Sowing(range(4), lap_end=lambda run, hole: run.pick(hole))
    board = [1, 1, 1, 1]
    run = always.run(board, 0)
    assert run.capped and len(run.laps) == MAX_LAPS and sum(board) == 4
    short = Sowing(range(4), lap_end=lambda run, hole: run.pick(hole), max_laps=7).run([1, 1, 1, 1], 0)
    assert short.capped and len(short.laps) == 7


def test_trace_frames_replay_every_seed() -> None:
    board = [2] * 16
    run = MBAU.run(board, 0, stores=[0, 0], trace=True)
    assert run.frames is not None
    frames: list[Frame] = run.frames
    assert frames[0] == Frame("pick", 0, tuple([0] + [2] * 15), (0, 0), 0)
    assert [f.hole for f in frames if f.kind == "lap_end"] == run.laps
    assert [f.hole for f in frames if f.kind == "capture"] == [10, 5]
    assert frames[-1].board == tuple(board) and frames[-1].stores == (4, 0)
    sown = sum(1 for f in frames if f.kind == "sow")
    picked = 2 + sum(frames[i - 1].board[f.hole] for i, f in enumerate(frames) if f.kind == "pick" and i)
    assert sown == picked  # every seed picked up is sown exactly once


def test_empty_origin_and_bad_loops_are_refused() -> None:
    with pytest.raises(ValueError):
        Sowing(range(12)).sow([0] * 12, 3)
    with pytest.raises(ValueError):
        Sowing(range(12)).run([0] * 12, 3)
    for loop in ([], [1], [0, 0, 1], [-1, 0]):
        with pytest.raises(ValueError):
            Sowing(loop)


@given(
    st.lists(st.integers(0, 30), min_size=2, max_size=20).filter(lambda b: any(b)),
    st.integers(0, 1000),
    st.sampled_from([0, 1, 5, 12]),
    st.booleans(),
    st.booleans(),
)
def test_fast_and_traced_sowing_agree(board: list[int], pick: int, skip: int, shuffled: bool, relaying: bool
                                      ) -> None:
    """The bulk path (whole rounds at once, then a slice of the loop) and the seed-by-seed path give
    the same board and laps, also where relay laps pass over the origin (a turn skips it throughout)."""
    n = len(board)
    loop = list(range(n))
    if shuffled:  # a loop that is not the board order, as Hus's
        loop = loop[pick % n :] + loop[: pick % n]
        loop.reverse()
    origins = [h for h in range(n) if board[h]]
    origin = origins[pick % len(origins)]
    sowing = Sowing(loop, skip_origin=skip, lap_end=relay if relaying else None, max_laps=30)
    fast = list(board)
    ran = sowing.run(fast, origin)
    run = sowing.run(list(board), origin, trace=True)
    assert run.board == fast and run.laps == ran.laps and run.capped == ran.capped
    assert sowing.sow(list(board), origin) == ran.last
    assert sum(fast) == sum(board)
    assert run.frames is not None and run.frames[-1].board == tuple(fast)
    if skip and board[origin] >= skip:
        assert fast[origin] == 0
