"""Every question explains its answer (issue 27, item 1): after a wrong answer and after the right
one, the text is computed from the example's position (its start and probe) by the game's narrator,
names the right answer, and reads differently from every other example's of the same game once the
choices are masked: no template that would fit any example. Both languages."""

from __future__ import annotations

import re

import pytest

import engine
from engine.lessons import scenario
from engine.lessons.session import Session

QUESTIONS = [found for game in engine.names() for found in scenario.scenarios(game) if found.goal.kind == "question"]
LANGS = ("es", "en")


def texts(found: scenario.Scenario, lang: str) -> tuple[list[str], str]:
    """The text after each wrong answer, and after the right one."""
    goal = Session.from_scenario(found).goal
    misses = []
    for choice in goal.choices:
        if choice != goal.answer:
            session = Session.from_scenario(found)
            session.answer(choice)
            status, said = session.goal_feedback()
            assert status == "missed" and said is not None, (found.id, choice)
            misses.append(said.text(lang))
    session = Session.from_scenario(found)
    session.answer(goal.answer)
    status, said = session.goal_feedback()
    assert status == "reached" and said is not None, found.id
    return misses, said.text(lang)


def label(found: scenario.Scenario, choice: str, lang: str) -> str:
    session = Session.from_scenario(found)
    shown = session.goal.choice_label(choice, session.start)
    return shown if isinstance(shown, str) else shown.text(lang)


def masked(found: scenario.Scenario, text: str, lang: str) -> str:
    for choice in sorted(found.goal.choices, key=len, reverse=True):
        for word in {choice, label(found, choice, lang)}:
            text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "·", text)
    return text


def same_question(a: scenario.Scenario, b: scenario.Scenario) -> bool:
    """Two examples that ask the same thing of the same position (a deal's seed aside): their
    explanations may be the same, as the facts are."""
    def position(found: scenario.Scenario) -> str:
        return re.sub(r"\bs=\d+ ", "", found.first_state().notation())
    return (a.goal.ask, a.goal.probe, a.goal.concept) == (b.goal.ask, b.goal.probe, b.goal.concept) \
        and position(a) == position(b)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("found", QUESTIONS, ids=lambda found: found.id)
def test_a_question_explains_its_answer(found: scenario.Scenario, lang: str) -> None:
    if found.goal.miss:  # the example's own words for a wrong answer: checked for the success alone
        misses, won = [], texts(found, lang)[1]
    else:
        misses, won = texts(found, lang)
    right = label(found, found.goal.answer, lang)
    for text in [*misses, won]:
        assert right in text, f"{found.id} ({lang}): the text does not name the answer {right!r}: {text}"
        assert "{" not in text and "}" not in text, f"{found.id} ({lang}): unformatted: {text}"
    goal = found.goal
    for choice, text in zip([c for c in goal.choices if c != goal.answer] if misses else [], misses, strict=True):
        assert label(found, choice, lang) in text, f"{found.id} ({lang}): the miss does not name {choice!r}: {text}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", engine.names())
def test_no_two_questions_of_a_game_explain_alike(game: str, lang: str) -> None:
    mine = [found for found in QUESTIONS if found.game_name == game]
    said = {found.id: texts(found, lang) for found in mine}
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if same_question(a, b):
                continue
            won_a, won_b = masked(a, said[a.id][1], lang), masked(b, said[b.id][1], lang)
            assert won_a != won_b, f"{a.id} and {b.id} ({lang}) succeed alike: {won_a}"
            for miss_a in said[a.id][0]:
                for miss_b in said[b.id][0]:
                    assert masked(a, miss_a, lang) != masked(b, miss_b, lang), \
                        f"{a.id} and {b.id} ({lang}) miss alike: {masked(a, miss_a, lang)}"


def test_the_same_question_of_the_same_position_is_the_only_exception() -> None:
    """The exception above is narrow: two examples of La Zanga's deal ask who is mano after the same
    deal of the second hand (the first reads the deal, the second the switch of Art. 16)."""
    pairs = [(a.id, b.id) for i, a in enumerate(QUESTIONS) for b in QUESTIONS[i + 1:] if same_question(a, b)]
    assert pairs == [("zanga.reparto", "zanga.siguiente-mano")]


def test_a_wrong_card_is_placed_in_the_order_of_the_cards() -> None:
    found = scenario.get("zapiti.mesa")
    session = Session.from_scenario(found)
    session.answer("5c")
    _, said = session.goal_feedback()
    assert said is not None
    text = said.text("es")
    assert text.startswith("No es el cinco de copas: está en el escalón 13, y el cuatro de bastos en el 1."), text
    assert "(Regla 5)" in text


def test_a_wrong_hole_says_what_the_sowing_did_there() -> None:
    found = scenario.get("hus.inicio")
    session = Session.from_scenario(found)
    session.answer("g2")
    _, said = session.goal_feedback()
    assert said is not None
    assert said.text("en").startswith("Not g2: lap 1 ends there, but the sowing goes on."), said.text("en")


def test_the_build_names_a_question_it_cannot_explain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bad input: a question whose explanation cannot be computed fails the example's check (and so
    the build of its page), naming the choice."""
    from engine.lessons import audit
    from engine.lessons.mancala import narration as mancala

    found = scenario.get("awari.tablero")
    assert audit.problems(found) == []

    def broken(goal: scenario.Goal, states: list[object], wrong: str | None) -> None:
        raise KeyError(wrong)

    monkeypatch.setattr(mancala, "explain_answer", broken)
    found_problems = audit.problems(found)
    assert any("explanation after the answer 'b' cannot be computed" in p for p in found_problems), found_problems
