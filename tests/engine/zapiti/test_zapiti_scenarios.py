"""The live examples of the Zápiti tutorial: each loads at the reader's turn, its solution reaches its
goal (also against the real bot), every rule 1–15 has one, and each switch changes what the page
says it changes."""

from __future__ import annotations

import pytest

from engine.i18n import Msg
from engine.lessons import scenario
from engine.lessons.session import Session
from engine.rules.errors import IllegalActionError, RuleRef
from engine.rules.zapiti.game import ZapitiState

from ..scenario_checks import take

SCENARIOS = scenario.scenarios("zapiti")
BY_ID = {s.id: s for s in SCENARIOS}


def play(found: scenario.Scenario, moves: tuple[str, ...] | list[str], **overrides: object) -> Session:
    session = Session.from_scenario(found, **overrides)
    for action in moves:
        session.step(action)
    return session


def zstate(session: Session) -> ZapitiState:
    assert isinstance(session.state, ZapitiState)
    return session.state


def test_ids_are_unique_and_every_rule_has_an_example() -> None:
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids)) and all(i.startswith("zapiti.") for i in ids)
    assert {s.rule.rule for s in SCENARIOS} == {str(n) for n in range(1, 16)}
    assert all(s.rule.game == "zapiti" for s in SCENARIOS)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_loads_at_the_readers_turn_and_the_solution_reaches_the_goal(found: scenario.Scenario) -> None:
    assert scenario.get(found.id) is found
    session = Session.from_scenario(found)
    assert session.is_human_turn() and not session.goal_reached()
    assert found.solution and found.hints and found.reveal in ("off", "on")
    assert play(found, found.solution).goal_reached()


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_the_readers_moves_reach_the_goal_against_the_examples_bot(found: scenario.Scenario) -> None:
    session = Session.from_scenario(found)
    for action in found.reader_steps():
        while session.is_bot_turn():
            session.bot_move()
        take(session, action)
    for _ in range(50):  # the bot's replies, until the reader's turn comes back
        if not session.is_bot_turn():
            break
        session.bot_move()
    assert session.goal_reached()


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_texts_are_translated(found: scenario.Scenario) -> None:
    for text in (found.title, found.goal.text, *found.hints):
        assert text and Msg(text).text("en") != text, text


def refused(session: Session, action: str, rule: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as err:
        session.play(action)
    assert err.value.rule == RuleRef("zapiti", rule), err.value
    return err.value


# -- what the pages say about each example ---------------------------------------------------------

def test_rule5_only_the_4_de_bastos_beats_the_7_de_oros() -> None:
    found = BY_ID["zapiti.jerarquia"]
    assert zstate(play(found, ["4b"])).results == (1,)
    for card in ("3c", "12o"):
        assert zstate(play(found, [card])).results == (0,), card


def test_rule5_the_weak_seven_loses_to_a_two() -> None:
    found = BY_ID["zapiti.palos"]
    assert zstate(play(found, ["7e"])).results == (0,)
    assert zstate(play(found, ["7c"])).results == (1,)


def test_rule6_equal_cards_of_both_sides_tie() -> None:
    assert zstate(play(BY_ID["zapiti.parda"], ["3c"])).results == (2,)


def test_rule3_the_round_winner_leads_the_next() -> None:
    session = play(BY_ID["zapiti.salida"], ["2e"])
    assert session.state.current_player == 1 and zstate(session).trick == ()


def test_rule7_q1_second_round_tie_under_each_reading() -> None:
    found = BY_ID["zapiti.segunda-parda"]
    assert zstate(play(found, ["3o", "3c"])).points == (1, 0)
    later = zstate(play(found, ["3o", "3c"], segunda_parda="tercera"))
    assert later.hand_no == 0 and later.points == (0, 0), "round 3 decides"
    assert zstate(play(found, ["3o", "3c", "5c", "7e"], segunda_parda="tercera")).points == (0, 1)


def test_rule7_q2_third_round_tie_under_each_reading() -> None:
    found = BY_ID["zapiti.tercera-parda"]
    assert zstate(play(found, ["3o"])).points == (0, 0), "the source: no points"
    assert zstate(play(found, ["3o"], tercera_parda="primera")).points == (1, 0)


def test_rule9_refusals_pay_the_last_accepted_value() -> None:
    assert zstate(play(BY_ID["zapiti.no-quiero"], ["no-quiero"])).points == (1, 0)
    assert zstate(play(BY_ID["zapiti.escalera"], ["no-quiero"])).points == (12, 0)
    top = play(BY_ID["zapiti.escalera"], ["ahorrisi", "no-quiero"])
    assert zstate(top).points == (0, 15)


def test_rule9_a_card_before_answering_is_refused() -> None:
    refused(Session.from_scenario(BY_ID["zapiti.no-quiero"]), "4o", "9")


def test_rule8_who_may_raise_under_each_reading() -> None:
    found = BY_ID["zapiti.subidas"]
    assert play(found, ["valen-6"]).state.current_player == 0
    refused(Session.from_scenario(found, subidas="una_vez"), "valen-6", "8")


def test_rule10_sin_ver_under_each_reading() -> None:
    found = BY_ID["zapiti.sin-ver"]
    assert zstate(play(found, ["sin-ver", "no-va"])).points == (2, 0)
    session = Session.from_scenario(found, sin_ver="no")
    refused(session, "sin-ver", "10")
    assert zstate(play(BY_ID["zapiti.sin-ver-responde"], ["va"])).value == 3


def test_rule11_al_ver_under_each_reading() -> None:
    found = BY_ID["zapiti.al-ver"]
    assert zstate(play(found, ["no-va"])).points == (29, 23)
    assert zstate(play(found, ["no-va"], al_ver="app")).points == (29, 22)
    assert zstate(play(found, ["va"], al_ver="app")).value == 3
    assert zstate(play(found, ["va"])).value == 1


def test_rule11_q4_at_27_the_29_side_must_play() -> None:
    found = BY_ID["zapiti.al-ver-27"]
    refused(Session.from_scenario(found), "no-va", "11")
    assert zstate(play(found, ["no-va"], al_ver_27="sin_efecto")).is_terminal(), "27 + 3 = 30"


def test_rule11_winning_at_26_reaches_al_ver() -> None:
    state = zstate(play(BY_ID["zapiti.llegar-al-ver"], BY_ID["zapiti.llegar-al-ver"].goal.probe))
    assert state.points == (29, 12) and state.phase_name == "al_ver"


def test_rule12_malas_become_buenas_and_30_wins() -> None:
    from engine.rules.zapiti.scoreboard import label

    state = zstate(play(BY_ID["zapiti.buenas"], BY_ID["zapiti.buenas"].goal.probe))
    assert label(state.points[0]).text() == "1 buena"
    assert zstate(play(BY_ID["zapiti.grande"], BY_ID["zapiti.grande"].goal.probe)).is_terminal()


def test_rule13_a_casa_pays_the_accepted_value() -> None:
    assert zstate(play(BY_ID["zapiti.a-casa"], ["a-casa"])).points == (3, 0)


def test_rule14_the_partner_sees_the_sena_and_the_rivals_only_when_caught() -> None:
    found = BY_ID["zapiti.senas"]
    state = zstate(play(found, ["seña:beso"]))
    assert state.observation(2).signals == ((2, "beso"), (0, "beso")) and state.observation(1).signals == ()
    assert state.observation(0).signals == ((2, "beso"), (0, "beso")), "the reader saw North's seña"
    caught = zstate(play(found, ["seña:beso"], senas_cazadas="siempre"))
    assert caught.observation(1).signals == ((2, "beso"), (0, "beso"))


def test_rule9_raising_wins_what_accepting_cannot() -> None:
    """Against the page's bot, accepting the truco wins 3; raising to valen 6 (as the answer, or
    later by the side that accepted) wins 6."""
    for key in ("zapiti.valen", "zapiti.subidas"):
        found = BY_ID[key]
        assert zstate(play(found, found.solution)).points == (0, 6), key
    assert zstate(play(BY_ID["zapiti.valen"], ["quiero", "7o", "7c", "4b", "1e"])).points == (0, 3)
    assert zstate(play(BY_ID["zapiti.subidas"], ["7c", "4b", "1e"])).points == (0, 3)


def test_rule10_blind_truco_refused_pays_two_a_seen_one_one() -> None:
    found = BY_ID["zapiti.sin-ver"]
    assert zstate(play(found, ["ver", "truco", "no-quiero"])).points == (1, 0)


def test_rule15_the_coins_change_from_four_in_a_row() -> None:
    from engine.rules.zapiti.scoreboard import coins

    found = BY_ID["zapiti.monedas"]
    assert coins(found.first_state().points[0]) == coins(4)  # type: ignore[attr-defined]
    assert coins(zstate(play(found, found.goal.probe)).points[0]) == coins(7)


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.switches], ids=lambda s: s.id)
def test_switches_are_options_of_the_game_with_labels(found: scenario.Scenario) -> None:
    game = found.load_game()
    for name in found.switches:
        option = game.OPTIONS.get(name)
        assert option.choices and option.label and option.rule is not None
        for choice in option.choices:
            Session.from_scenario(found, **{name: choice})  # every reading loads


@pytest.mark.parametrize("found", [s for s in SCENARIOS if s.goal.kind != "question"], ids=lambda s: s.id)
def test_an_example_won_by_the_move_that_ends_a_hand_stops_on_that_hand_not_on_a_new_deal(
        found: scenario.Scenario) -> None:
    from engine.table import render

    session = play(found, found.solution)
    html = render.example(session, "es", render.View())
    if zstate(session).hand_no == zstate(Session.from_scenario(found)).hand_no:
        assert "rv-last" not in html, "the hand has not ended: its table stays"
        return
    assert session.stopped() and "rv-last" in html, "the hand's summary stays on screen"
    assert "Mesa de zápiti" not in html and "Tus cartas" not in html, "no new deal under success"


def test_an_example_missed_when_its_hand_ends_stops_on_that_hand_too() -> None:
    from engine.table import render

    found = BY_ID["zapiti.valen"]
    session = play(found, ["quiero", "7o", "7c", "4b", "1e"])  # accepting only: the hand pays 3
    assert zstate(session).hand_no == 1 and session.goal_feedback()[0] == "missed"
    html = render.example(session, "es", render.View())
    assert "rv-last" in html and "Mesa de zápiti" not in html and 'data-rv-cmd="continue"' not in html
    assert 'data-rv-cmd="undo"' in html, "the reader undoes to try again"
