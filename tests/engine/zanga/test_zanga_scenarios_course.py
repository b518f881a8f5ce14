"""The guided hand of La Zanga's course (:mod:`engine.lessons.zanga.scenarios_course`): one deal,
each step starting where the step before it left the hand, each teaching its rule, and a hand that
a learner who follows the steps plays to a sacada."""

from __future__ import annotations

import itertools

import pytest

from engine.lessons import audit, scenario
from engine.lessons.scenario import ANSWER, ATTEMPT
from engine.lessons.session import Session
from engine.lessons.zanga.scenarios_course import DEAL, LINE, REST, SCENARIOS
from engine.rules.zanga.game import ZangaState


def after(found: scenario.Scenario) -> ZangaState:
    """The position ``found``'s solution reaches (its moves, not its answers or refused tries)."""
    state = found.first_state()
    for move in found.solution:
        if not move.startswith((ANSWER, ATTEMPT)):
            state = state.apply(move)
    assert isinstance(state, ZangaState)
    return state


def test_the_steps_chain_on_one_deal() -> None:
    first = SCENARIOS[0].first_state()
    assert isinstance(first, ZangaState)
    assert first.notation() == first.game.from_notation(DEAL).notation() and first.mano == 0
    assert "7e" in {str(card) for card in first.hands[0]}, "Sur is mano by the 7 of espadas (Art. 16)"
    for before, step in itertools.pairwise(SCENARIOS):
        assert after(before).notation() == step.first_state().notation(), (before.id, step.id)
    assert len(LINE) == len(SCENARIOS) - 1


def test_the_hand_goes_from_the_auction_through_the_tricks_to_the_settlement() -> None:
    phases = [step.first_state().phase for step in SCENARIOS]  # type: ignore[attr-defined]
    assert phases == ["auction", "trump", "play", "play", "play", "play", "play"]
    assert [step.goal.kind for step in SCENARIOS] == ["play", "play", "play", "play", "try", "play", "question"]
    state = SCENARIOS[-1].first_state()
    for move in REST:
        state = state.apply(move)
    assert isinstance(state, ZangaState) and state.result is not None
    assert (state.result.outcome, state.result.declarer, state.result.tricks) == ("sacada", 0, 5)


@pytest.mark.parametrize("found", SCENARIOS, ids=lambda s: s.id)
def test_each_step_teaches_its_rule_and_a_miss_says_why(found: scenario.Scenario) -> None:
    assert scenario.get(found.id) is found and found.bot == "easy" and found.hints
    assert audit.problems(found) == []
    session = Session.from_scenario(found)
    assert session.is_human_turn() and not session.goal_reached()
    line = audit.failing_line(found)
    assert line is not None
    for step in line:
        if step.startswith(ANSWER):
            session.answer(step[1:])
        else:
            session.play(step)
    status, why = session.goal_feedback()
    assert status == "missed" and why is not None
    for lang in ("es", "en"):
        text = why.text(lang)
        assert "Art. " in text, (found.id, lang, text)
