"""The live examples of the Awari tutorial: each loads, its solution reaches its goal, the wrong
moves do not, and every rule of the source (1–8) has at least one example.

The positions are also checked for what the page says about them: which moves the rule refuses,
what the switches change.
"""

from __future__ import annotations

import pytest

from engine.i18n import Msg
from engine.lessons import scenario
from engine.lessons.session import Session
from engine.rules.errors import IllegalActionError
from engine.rules.mancala.awari import HOLES, AwariState

SCENARIOS = scenario.scenarios("awari")
BY_ID = {s.id: s for s in SCENARIOS}
REQUIRED = (
    "awari.tablero",
    "awari.siembra",
    "awari.doce",
    "awari.captura",
    "awari.gran-slam",
    "awari.alimentar",
    "awari.final",
    "awari.victoria",
)


def awari(state: object) -> AwariState:
    assert isinstance(state, AwariState)
    return state


def play(found: scenario.Scenario, moves: tuple[str, ...], **overrides: object) -> Session:
    session = Session.from_scenario(found, **overrides)
    for action in moves:
        session.step(action)
    return session


def test_ids_are_unique_and_complete() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids))
    assert set(REQUIRED) <= set(ids)
    assert all(i.startswith("awari.") for i in ids)


def test_every_rule_has_an_example() -> None:
    rules = {s.rule.rule for s in SCENARIOS if s.rule.game == "awari"}
    assert {str(n) for n in range(1, 9)} <= rules


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_loads_and_solution_reaches_goal(found: scenario.Scenario) -> None:
    assert scenario.get(found.id) is found
    session = Session.from_scenario(found)
    assert session.is_human_turn()
    assert not session.goal_reached()
    assert found.solution, "every example needs a solution the page can show"
    session = play(found, found.solution)
    assert session.goal_reached()


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.switches], ids=lambda s: s.id)
def test_solution_holds_under_every_switch(found: scenario.Scenario) -> None:
    game = found.load_game()
    for name in found.switches:
        for choice in game.OPTIONS.get(name).choices:
            line = found.solution_under({**game.options, name: choice})
            assert play(found, line, **{name: choice}).goal_reached(), (name, choice)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_texts_are_translated(found: scenario.Scenario) -> None:
    texts = (found.title, found.goal.text, *found.hints)
    for text in texts:
        assert text and Msg(text).text("en") != text, text


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.goal.kind != "question"], ids=lambda s: s.id)
def test_other_first_moves_miss_the_goal(found: scenario.Scenario) -> None:
    """Every other hole of the reader's with seeds is either refused by a rule or misses the goal."""
    start = awari(found.first_state())
    good = set(found.goal.actions) if found.goal.kind in ("play", "try") else {found.solution[0]}
    mine = range(6) if start.current_player == 0 else range(6, 12)
    wrong = [HOLES[i] for i in mine if start.board[i] and HOLES[i] not in good]
    assert wrong, "the reader must have a choice"
    for action in wrong:
        if action in start.legal_actions():
            assert not play(found, (action,)).goal_reached(), action
        else:
            with pytest.raises(IllegalActionError):
                start.apply(action)


def test_siembra_is_figure_3_and_tablero_is_figure_4() -> None:
    after_d = play(BY_ID["awari.siembra"], ("D",)).state
    assert after_d.notation().split()[:5] == BY_ID["awari.tablero"].start.split()  # the board, without its history
    after_f = awari(play(BY_ID["awari.tablero"], ("f",)).state)
    assert after_f.board == (5, 5, 5, 1, 5, 5, 5, 5, 4, 4, 4, 0)


def test_doce_the_twelfth_seed_skips_the_origin() -> None:
    state = awari(play(BY_ID["awari.doce"], ("F",)).state)
    assert state.board[5] == 0  # F stays empty
    assert state.captured_last == (6,)  # a, reached by the twelfth seed
    assert state.scores()[0] - BY_ID["awari.doce"].first_state().scores()[0] == 3


def test_captura_both_ways_takes_more_than_backward() -> None:
    found = BY_ID["awari.captura"]
    both = awari(play(found, ("D",), capture="both").state)
    back = awari(play(found, ("D",), capture="backward").state)
    assert both.scores()[0] - 10 == 12
    assert back.scores()[0] - 10 == 6
    assert set(both.captured_last) == {6, 7, 8, 9, 10}  # a b c, then d e ahead
    assert set(back.captured_last) == {6, 7, 8}


def test_gran_slam_is_refused_by_rule_5_and_allowed_by_the_switch() -> None:
    found = BY_ID["awari.gran-slam"]
    with pytest.raises(IllegalActionError) as refused:
        found.first_state().apply("C")
    assert refused.value.rule is not None and refused.value.rule.rule == "5"
    session = play(found, ("C",), grand_slam="no_capture")
    assert not session.goal_reached()
    assert session.state.scores() == found.first_state().scores()  # allowed, but nothing taken


def test_alimentar_refuses_moves_that_do_not_reach_north_by_rule_6() -> None:
    start = BY_ID["awari.alimentar"].first_state()
    assert set(start.legal_actions()) == {"E", "F"}
    for action in ("A", "C"):
        with pytest.raises(IllegalActionError) as refused:
            start.apply(action)
        assert refused.value.rule is not None and refused.value.rule.rule == "6"


def test_final_ends_by_rule_7_and_each_takes_his_own() -> None:
    found = BY_ID["awari.final"]
    for action in found.first_state().legal_actions():
        state = awari(found.first_state().apply(action))
        assert state.is_terminal()
        ending = state.ending()
        assert ending is not None and ending[0].rule == "7"
        assert state.scores() == (25, 23)
    assert play(found, ("?2",)).goal_reached() and not play(found, ("?3",)).goal_reached()


def test_victoria_24_is_not_enough_25_wins() -> None:
    found = BY_ID["awari.victoria"]
    assert play(found, ("C",)).state.scores()[0] == 24
    assert not play(found, ("C",)).state.is_terminal()
    won = play(found, ("F",)).state
    assert won.is_terminal() and won.scores()[0] == 25 and won.returns()[0] > 0
