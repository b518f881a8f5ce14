"""A question that asks which of some words may be said now (``legal``, La Zanga's Art. 39) keeps the
table's word buttons, the text mode's list of legal moves and the moves themselves to itself until it
is answered right: otherwise the answer is read off the table. The board and the hand stay shown."""

from __future__ import annotations

import re

import pytest

from engine.lessons import scenario
from engine.lessons.session import Session
from engine.table import render
from engine.table.widget import LiveExample

SILENCIO = "zanga.art39-silencio"


def words(html: str) -> list[str]:
    """The table's word buttons (bets, replies, gestures): not the cards, not the answers."""
    return re.findall(r'class="rv-act [^"]*" data-rv-action="([^"]*)"', html)


def cards(html: str) -> list[str]:
    return re.findall(r'class="rv-card rv-suit-[^"]*" data-rv-action="([^"]*)"', html)


def test_the_words_to_say_are_hidden_until_the_question_is_answered_right() -> None:
    table = LiveExample(scenario.get(SILENCIO), "en")
    hand = sorted(str(card) for card in table.session.start.hands[table.session.human_seats[0]])
    first = table.reply()
    html = first["html"]
    assert words(html) == [] and "rv-actions" not in html
    assert sorted(cards(html)) == hand  # the hand is still there, to read the position from
    assert re.findall(r'data-rv-answer="([^"]*)"', html) == list(table.session.goal.choices)
    # The text mode does not list the moves either, and a move is not played (its refusal would tell).
    said = table.handle({"op": "say", "text": "legal moves", "version": first["version"]})
    assert said["answer"] == "Answer the question first: which of those words may you say now?"
    refused = table.handle({"op": "act", "action": "cinco", "version": said["version"]})
    assert refused["message"] == said["answer"] and not table.session.moves
    wrong = table.handle({"op": "answer", "answer": "cinco", "version": refused["version"]})
    assert wrong["goal"]["status"] == "missed" and words(wrong["html"]) == []
    right = table.handle({"op": "answer", "answer": "juego", "version": wrong["version"]})
    assert right["goal"]["status"] == "reached"
    # Answered: the table as it is without the question, its buttons shown (and off: the example is done).
    shown = words(right["html"])
    assert {"juego", "solo", "paso"} <= set(shown) and sorted(cards(right["html"])) == hand
    assert 'data-rv-action="juego" aria-label="I play (juego)" disabled' in right["html"]
    table.command("undo")
    assert words(table.html()) == []


@pytest.mark.parametrize("game", ["zanga", "zapiti"])
def test_a_card_table_drawn_without_its_moves_keeps_its_hands(game: str) -> None:
    found = next(s for s in scenario.scenarios(game)
                 if words(render.example(Session.from_scenario(s), "es", render.View())))
    session = Session.from_scenario(found)
    viewer = session.human_seats[0]
    shown = render.board(session.state, "es", interactive=True, viewer=viewer)
    kept = render.board(session.state, "es", interactive=True, viewer=viewer, moves=False)
    assert words(shown) and not words(kept) and "rv-actions" not in kept
    assert cards(kept) == cards(shown)


def test_other_questions_leave_the_table_as_it_is() -> None:
    asked = [s for game in ("zanga", "zapiti") for s in scenario.scenarios(game) if s.goal.kind == "question"]
    others = [s for s in asked if s.goal.ask != "legal"]
    assert others and all(Session.from_scenario(s).moves_withheld() is None for s in others)
    legal = [s.id for s in asked if s.goal.ask == "legal"]
    assert SILENCIO in legal and "zapiti.senas-antes" in legal
    assert [s.id for s in asked if Session.from_scenario(s).moves_withheld() is not None] == legal
