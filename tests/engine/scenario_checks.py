"""Checks every game's live examples must pass, shared by ``test_<game>_scenarios.py``: each loads,
its solution reaches its goal under every switch, its texts have English, the reader's other
first moves are refused by a rule or miss the goal, and it teaches its rule (:mod:`engine.lessons.audit`,
the check the build runs too)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from engine.i18n import Msg
from engine.lessons import audit, scenario
from engine.lessons.session import Session
from engine.rules.errors import IllegalActionError


def play(found: scenario.Scenario, moves: Iterable[str], **overrides: Any) -> Session:
    session = Session.from_scenario(found, **overrides)
    for action in moves:
        session.step(action)
    return session


switch_values = audit.switch_values


def check_loads_and_solution_reaches_goal(found: scenario.Scenario) -> None:
    assert scenario.get(found.id) is found
    session = Session.from_scenario(found)
    assert session.is_human_turn()
    assert not session.goal_reached()
    assert found.solution, "every example needs a solution the page can show"
    assert play(found, found.solution).goal_reached()


def check_solution_under_every_switch(found: scenario.Scenario) -> None:
    for name in found.switches:
        values = switch_values(found, name)
        assert len(values) >= 2, name
        for value in values:
            line = found.solution_under({**found.load_game().options, name: value})
            assert play(found, line, **{name: value}).goal_reached(), (name, value)


def check_texts_translated(found: scenario.Scenario) -> None:
    for text in (found.title, found.goal.text, *found.hints):
        assert text and Msg(text).text("en") != text, text


def check_other_moves_miss(found: scenario.Scenario, also_good: Iterable[str] = ()) -> None:
    """Every other action the reader could try first is refused by a rule or misses the goal."""
    if found.goal.kind == "question":
        return  # nothing to play: the reader answers
    start = found.first_state()
    moves = [step for step in found.solution if not step.startswith((scenario.ANSWER, scenario.ATTEMPT))]
    good = set(found.goal.actions) if found.goal.kind in ("play", "try") else {moves[0]}
    good |= set(also_good)
    names = [n for n in start.game.HOLE_NAMES if n not in good]
    legal = set(start.legal_actions())
    assert names, "the reader must have a choice"
    for action in names:
        if action in legal:
            assert not play(found, (action,)).goal_reached(), action
        else:
            with pytest.raises(IllegalActionError):
                start.apply(action)


def check_every_rule_has_an_example(scenarios: Iterable[scenario.Scenario], game: str, rules: int) -> None:
    found = {s.rule.rule for s in scenarios if s.rule.game == game}
    assert {str(n) for n in range(1, rules + 1)} <= found


def check_teaches(found: scenario.Scenario) -> None:
    """The build's check: no reasons, or the example is listed as pending and still has them."""
    reasons = audit.problems(found)
    if found.id in audit.PENDING:
        assert reasons, f"{found.id} passes now: remove it from engine.lessons.audit.PENDING"
    else:
        assert not reasons, reasons


def take(session: Session, step: str) -> None:
    """One step of the reader's as the page takes it: an answer, a refused try, or a move."""
    if step.startswith(scenario.ANSWER):
        session.answer(step[len(scenario.ANSWER):])
    elif step.startswith(scenario.ATTEMPT):
        with pytest.raises(IllegalActionError):
            session.play(step[len(scenario.ATTEMPT):])
    else:
        session.play(step)


def missed(found: scenario.Scenario) -> tuple[Session, int]:
    """The example after its failing line (:func:`engine.lessons.audit.failing_line`: a wrong choice,
    or moves that miss), each step taken as the page takes it and the bots answering as on the page;
    and how many moves had been played when the reader made the last decision."""
    line = audit.failing_line(found)
    assert line, found.id
    session = Session.from_scenario(found)
    for step in line:
        while session.is_bot_turn():
            session.bot_move()
        take(session, step)
    decided = len(session.moves)
    while session.is_bot_turn():
        session.bot_move()
    return session, decided
