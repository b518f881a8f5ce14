"""The mancala games' drills of their other taught rules (:mod:`engine.lessons.mancala.awari_drills`, ``hus_drills``…):
on each, the rule decides the answer: a reader who forgets it answers otherwise, on every seed
tried. (That every exercise teaches its rule, 100 seeds a drill, is ``test_practice``'s.)"""

from __future__ import annotations

from engine import load
from engine.lessons import practice
from engine.lessons.mancala import drills
from engine.lessons.mancala.awari_drills import unskipped
from engine.lessons.mancala.hus_drills import inner
from engine.lessons.mancala.narration import other_way
from engine.lessons.mancala.vano_drills import dropped
from engine.lessons.scenario import Scenario
from engine.rules.capabilities import trace
from engine.rules.mancala.awari import AwariState
from engine.rules.mancala.hus import HusState
from engine.rules.mancala.rows import opposite
from engine.rules.mancala.vano import VanoState

SEEDS = range(30)


def _exercises(drill_id: str) -> list[Scenario]:
    return [practice.exercise(practice.get(drill_id), seed) for seed in SEEDS]


def _start(found: Scenario) -> AwariState:
    state = found.first_state()
    assert isinstance(state, AwariState)
    return state


def test_awari_without_the_skip_the_last_seed_falls_elsewhere() -> None:
    for found in _exercises("awari.practica.salto"):
        start, move = _start(found), found.goal.probe[0]
        assert start.board[start.game.HOLE_NAMES.index(move)] >= 12
        assert unskipped(start, move) != found.goal.answer, found.id


def test_awari_the_grand_slam_is_refused_and_without_the_rule_it_would_stand() -> None:
    lifted = load("awari", grand_slam="no_capture")
    for found in _exercises("awari.practica.gran-slam"):
        start = _start(found)
        slams = found.goal.forbidden
        assert slams and not set(slams) & set(start.legal_actions()), found.id
        assert set(slams) <= set(lifted.from_notation(found.start or "").legal_actions()), found.id
        abapa = found.goal_under({"grand_slam": "no_capture"})
        assert abapa.answer == "0" and len(abapa.choices) >= 2


def test_awari_without_feeding_more_than_one_choice_could_be_played() -> None:
    for found in _exercises("awari.practica.alimentar"):
        start = _start(found)
        names = start.game.HOLE_NAMES
        assert len(found.goal.choices) >= 2 and all(start.board[names.index(c)] for c in found.goal.choices)
        assert [c for c in found.goal.choices if c in start.legal_actions()] == [found.goal.answer]


def test_awari_without_the_end_a_move_that_captures_nothing_brings_nothing() -> None:
    for found in _exercises("awari.practica.final"):
        start, move = _start(found), found.goal.probe[0]
        assert found.goal.answer != "0" and "0" in found.goal.choices, found.id
        endless = load("awari", no_capture_limit=0).from_notation(found.start or "")
        after = endless.apply(move)
        assert not after.is_terminal() and after.scores() == start.scores(), found.id


def test_awari_a_capture_short_of_25_does_not_win() -> None:
    for found in _exercises("awari.practica.victoria"):
        start = _start(found)
        me = start.current_player
        won = start.apply(found.solution[0])
        assert won.is_terminal() and won.scores()[me] > 24
        short = [m for m in start.legal_actions()
                 if not start.apply(m).is_terminal() and start.apply(m).scores()[me] > start.scores()[me]]
        assert short, found.id


def test_hus_sown_the_other_way_the_last_stone_falls_elsewhere() -> None:
    for found in _exercises("hus.practica.sentido"):
        start, move = found.first_state(), found.goal.probe[0]
        assert isinstance(start, HusState)
        wrong = other_way(start, move)
        assert wrong != found.goal.answer and wrong in found.goal.choices, found.id


def test_hus_the_opponent_keeps_stones_but_cannot_move() -> None:
    for found in _exercises("hus.practica.sin-movimiento"):
        state = found.first_state()
        me = state.current_player
        for action in found.solution:
            state = state.apply(action)
        assert isinstance(state, HusState) and state.is_terminal() and state.returns()[me] > 0
        rival = state.board[16 * (1 - me):16 * (2 - me)]
        assert sum(rival) > 0 and max(rival) < 2, found.id  # without rule 7 the game would go on


def test_mbau_without_the_first_lap_rule_every_choice_could_be_played() -> None:
    lifted = load("mbau", first_lap="off")
    for found in _exercises("mbau.practica.primera-vuelta"):
        start = found.first_state()
        assert [c for c in found.goal.choices if c in start.legal_actions()] == [found.goal.answer], found.id
        assert set(found.goal.choices) <= set(lifted.from_notation(found.start or "").legal_actions()), found.id


def test_mbau_an_expulsion_short_of_17_does_not_win() -> None:
    for found in _exercises("mbau.practica.victoria"):
        start = found.first_state()
        me, state = start.current_player, start
        for action in found.solution:
            state = state.apply(action)
        assert state.is_terminal() and state.scores()[me] >= 17 > start.scores()[me], found.id
        assert drills.winning(start)[1], found.id  # a line that expels and does not win


def test_vano_after_the_kutakata_the_same_lap_would_capture() -> None:
    for found in _exercises("vano.practica.kutakata"):
        start, move = found.first_state(), found.goal.probe[0]
        assert isinstance(start, VanoState) and found.goal.answer == "0"
        after = start.apply(move)
        last = next(f.hole for f in trace(start, move) if f.kind == "lap_end")
        across = opposite(last)
        # the lap ends in an empty hole of the mover's, facing a team that is no house: rule 4's
        # capture, but for the first lap (a reader who forgets the kutakata answers the team)
        assert after.board[last] == 1 and last * 2 // 16 == start.current_player, found.id
        assert after.board[across] >= 2 and across not in start.houses, found.id
        assert str(after.board[across]) in found.goal.choices


def test_vano_a_house_is_made_by_some_moves_and_not_others() -> None:
    for found in _exercises("vano.practica.casa"):
        start = found.first_state()
        assert isinstance(start, VanoState)
        makes = [m for m in start.legal_actions() if start.apply(m).house_last is not None]
        assert found.solution[0] in makes and len(makes) < len(start.legal_actions()), found.id
        # a move that makes no house (a reader who thinks the pair relays, or stays a single) wins less
        for move in set(start.legal_actions()) - set(makes):
            assert start.apply(move).scores()[start.current_player] - start.scores()[start.current_player] \
                < found.goal.amount, found.id


def test_vano_the_stones_sown_into_ones_houses_are_the_points() -> None:
    for found in _exercises("vano.practica.casas"):
        start, move = found.first_state(), found.goal.probe[0]
        assert isinstance(start, VanoState)
        mine, _ = dropped(start, move)
        assert found.goal.answer == str(mine) != "0" and "0" in found.goal.choices, found.id


def test_hus_the_outer_row_has_moves_too() -> None:
    for found in _exercises("hus.practica.tablero"):
        start = found.first_state()
        outer = [m for m in start.legal_actions() if m not in inner(start)]
        assert outer and not set(outer) & set(found.goal.actions), found.id  # a reader who mixes the rows misses
        assert set(found.goal.actions) <= set(inner(start))
