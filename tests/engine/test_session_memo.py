"""A live example works out what its goal reads of the history once per position, however often the
page asks (every render asks whose turn it is, whether the example stopped, how the goal stands):
each state's settled hand, each move's trace, a question's answer, the verdict
(:class:`engine.lessons.scenario.HistoryMemo`). Counted on examples played to their end as the page plays them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from engine.lessons import narration, scenario
from engine.lessons.scenario import ANSWER, Goal
from engine.lessons.session import Session
from engine.table.widget import LiveExample


@contextmanager
def counted(owner: type, name: str) -> Iterator[list[Any]]:
    """Every call of ``owner.name`` while the block runs, by its first argument."""
    calls: list[Any] = []
    original: Callable[..., Any] = getattr(owner, name)

    def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(self)
        return original(self, *args, **kwargs)

    setattr(owner, name, counting)
    try:
        yield calls
    finally:
        setattr(owner, name, original)


def play_to_the_end(table: LiveExample) -> list[dict[str, Any]]:
    """The example's solution as the page plays it: each of the reader's steps a request, each bot
    reply its forced move (the solution's), and the widget rendered after each."""
    replies = []
    for step in table.scenario.solution:
        if step.startswith(ANSWER):
            replies.append(table.handle({"op": "answer", "answer": step[len(ANSWER):]}))
        elif table.session.is_human_turn():
            replies.append(table.handle({"op": "act", "action": step}))
        else:
            table.session._push(step)
            replies.append(table.reply())
    replies.append(table.handle({"op": "cmd", "cmd": "replay"}))
    return replies


@pytest.mark.parametrize("example", ["zanga.art63-solo-y-cinco", "zanga.art57-solo-sin-cobro"])
def test_each_state_is_asked_once_whether_it_settled_a_hand(example: str) -> None:
    table = LiveExample(scenario.get(example), "es")
    state_type = type(table.session.start)
    with counted(state_type, "hand_settled") as calls:
        replies = play_to_the_end(table)
    history = table.session.history
    assert len(calls) == len(history) - 1, f"{len(calls)} calls for {len(history) - 1} moves"
    assert {id(state) for state in calls} == {id(state) for state in history[1:]}
    assert replies[-1]["done"] and table.session.hand_over()


@pytest.mark.parametrize("example", ["hus.relevo", "vano.relevo", "mbau.siete-vueltas"])
def test_a_sowing_goal_traces_each_move_once(example: str) -> None:
    table = LiveExample(scenario.get(example), "es")
    state_type = type(table.session.start)
    with counted(Goal, "_sown") as verdicts, counted(state_type, "trace") as traces, \
            counted(narration, "describe") as said:
        replies = play_to_the_end(table)
        for _ in range(3):  # the page renders again (a hint, the text mode): nothing is worked out again
            table.reply()
    moves = len(table.session.moves)
    # One trace per move for its frames and the goal; the sentences that say a move (once played,
    # once more on "see it again") trace it themselves.
    assert len(traces) <= moves + len(said), f"{len(traces)} traces for {moves} moves said {len(said)} times"
    assert len(verdicts) <= 2 * moves  # reached, then what was achieved
    assert replies[-1]["done"] and replies[-1]["goal"]["status"] == "reached"


def test_a_questions_answer_is_worked_out_once_per_start() -> None:
    table = LiveExample(scenario.get("zanga.art39-silencio"), "es")
    wrong = next(choice for choice in table.session.goal.choices if choice != table.session.goal.answer)
    with counted(Goal, "answer_for") as calls:
        missed = table.handle({"op": "answer", "answer": wrong})
        table.command("undo")
        table.reply()
        replies = play_to_the_end(table)
    assert missed["goal"]["status"] == "missed" and replies[-1]["goal"]["status"] == "reached"
    assert len(calls) == 1


def test_an_undone_move_is_forgotten_and_the_verdict_follows_the_new_history() -> None:
    found = scenario.get("hus.relevo")
    session = Session.from_scenario(found)
    right = found.solution[0]
    wrong = next(action for action in session.state.legal_actions() if not _reaches(found, action))
    session.play(right)
    assert session.goal_reached() and session.goal_feedback()[0] == "reached"
    session.undo()
    assert not session.goal_reached() and session.goal_feedback()[0] == "open"
    session.play(wrong)
    assert not session.goal_reached() and session.goal_feedback()[0] == "missed"
    del session.history[1:], session.moves[:]  # the audit's way back (engine.lessons.audit._back_to)
    session.play(right)
    assert session.goal_reached()


def _reaches(found: scenario.Scenario, action: str) -> bool:
    session = Session.from_scenario(found)
    session.play(action)
    fresh = found.goal.reached(session.human_seats, session.history, session.moves)
    assert session.goal_reached() == fresh  # the memo's verdict is the one worked out afresh
    return fresh
