"""An example stops where the reader's miss was decided (issue 27, item 2): after the move that misses
the goal, the bots play on only while their moves change what the example says (the trick or the
hand that decides the goal is not over); then nobody plays, no trick is closed into the next one and
no new hand is dealt, until the reader undoes or resets. Every example of the six games is played
on its failing line (the build's, :func:`engine.lessons.audit.failing_line`) as the page plays it."""

from __future__ import annotations

import pytest

import engine
from engine.lessons import scenario
from engine.lessons.session import Session

from .scenario_checks import missed

MISSABLE = [found for game in engine.names() for found in scenario.scenarios(game)
            if found.goal.kind not in ("question", "free")]


def words(session: Session, moves: int) -> tuple[str, str]:
    """How the goal stood after the first ``moves`` moves, in Spanish."""
    status, text = session.goal.feedback(session.human_seats, session.history[:moves + 1], session.moves[:moves],
                                         session.attempts, session.answers, session.par())
    return status, text.text("es") if text is not None else ""


@pytest.mark.parametrize("found", MISSABLE, ids=lambda found: found.id)
def test_a_miss_stops_the_example_where_it_was_decided(found: scenario.Scenario) -> None:
    session, decided = missed(found)
    assert session.missed() and session.stopped(), found.id
    assert not session.is_bot_turn() and not session.is_human_turn()
    final = words(session, len(session.moves))
    # Every bot move after the reader's last decision changed the verdict or its words: the last one
    # played did (else the example would have stopped before it).
    if len(session.moves) > decided:
        assert words(session, len(session.moves) - 1) != final, \
            f"{found.id}: the bots played on after the miss was decided: {session.moves[decided:]}"


def test_a_card_example_stops_on_the_readers_card_not_on_the_next_trick() -> None:
    found = scenario.get("zanga.espadilla")  # play the espadilla: any other card misses at once
    session, decided = missed(found)
    assert len(session.moves) == decided, "no bot plays after the card that missed"
    seat, _ = session.moves[-1]
    assert seat in session.human_seats
    session.undo()
    assert not session.stopped() and session.is_human_turn() and not session.moves


def test_the_bots_play_what_was_foreseen() -> None:
    """The bots' replies looked ahead to decide the stop are the ones played (the same states)."""
    found = scenario.get("zanga.piedra")
    session = Session.from_scenario(found)
    session.play(found.reader_steps()[0])
    foreseen = session._foreseen()
    if foreseen is not None:
        played = session.bot_move()
        assert played.after is foreseen[2]


def test_a_miss_decided_by_the_end_of_a_hand_shows_that_hand_not_a_new_deal() -> None:
    found = scenario.get("zapiti.valen")
    session, _ = missed(found)
    assert session.hand_over() and session.stopped()
