"""The bridge's ``goal`` reply field (the feedback in words) and the ``answer`` request, driven in
CPython as the page drives them."""

from __future__ import annotations

import reglas_browser

from .bridge import call


def test_a_failed_try_says_why_and_success_says_what_was_achieved() -> None:
    reply = call(op="init", id="w", kind="example", scenario="awari.victoria", lang="es")
    assert reply["goal"] == {"status": "open", "text": ""}
    reply = call(op="act", id="w", action="C")
    assert reply["goal"]["status"] == "missed" and not reply["done"]
    assert reply["goal"]["text"].startswith("Aún no") and "Deshaz para reintentar" in reply["goal"]["text"]
    assert 'class="rv-feedback rv-missed"' in reply["html"]
    call(op="cmd", id="w", cmd="undo")
    reply = call(op="act", id="w", action="F")
    assert reply["done"] and reply["goal"]["status"] == "reached"
    assert 'class="rv-feedback rv-reached"' in reply["html"]


def test_the_feedback_is_in_the_readers_language() -> None:
    call(op="init", id="w", kind="example", scenario="awari.captura", lang="en")
    reply = call(op="act", id="w", action="D")
    said = ("Done: you have won 12 seeds. South sows D: 5 seeds, the last in c. "
            "Captures 12 seeds: c, b, a, d and e (Rule 4).")
    assert reply["goal"] == {"status": "reached", "text": said}


def test_a_question_is_answered_with_the_answer_op() -> None:
    reply = call(op="init", id="w", kind="example", scenario="awari.final", lang="es")
    assert 'data-rv-answer="2"' in reply["html"] and 'class="rv-choices"' in reply["html"]
    reply = call(op="answer", id="w", answer="3")
    assert reply["goal"]["status"] == "missed" and reply["goal"]["text"].startswith("No es 3. Sur siembra A")
    reply = call(op="answer", id="w", answer="2")
    assert reply["done"] and reply["goal"]["status"] == "reached"
    assert 'data-rv-answer="2" disabled' in reply["html"]
    reply = call(op="answer", id="w", answer="x")
    assert reply["message"], "a bad answer is refused in place"


def test_a_try_it_goal_counts_the_refused_move() -> None:
    call(op="init", id="w", kind="example", scenario="awari.gran-slam", lang="en")
    reply = call(op="act", id="w", action="C")
    assert reply["message"].startswith("Rule 5:") and reply["goal"]["status"] == "open"
    assert reply["goal"]["text"] == "That is what the rule forbids. Now make an allowed move."
    reply = call(op="act", id="w", action="E")
    assert reply["done"]


def test_reset_clears_hints_and_solution() -> None:
    call(op="init", id="w", kind="example", scenario="awari.victoria", lang="es")
    call(op="cmd", id="w", cmd="hint")
    call(op="act", id="w", action="C")
    reply = call(op="cmd", id="w", cmd="solution")
    assert 'class="rv-solution"' in reply["html"] and 'class="rv-hint"' in reply["html"]
    reply = call(op="cmd", id="w", cmd="reset")
    assert 'class="rv-solution"' not in reply["html"] and 'class="rv-hint"' not in reply["html"]
    assert 'data-rv-cmd="solution">' in reply["html"], "the solution button is enabled again"


def test_a_card_example_stops_once_reached_no_new_deal() -> None:
    call(op="init", id="w", kind="example", scenario="zapiti.primera-parda", lang="es")
    reply = call(op="act", id="w", action="4b")
    while reply["bot_next"]:
        reply = call(op="bot", id="w")
    assert reply["done"] and not reply["bot_next"]
    state = reglas_browser.WIDGETS["w"].session.state
    assert state.history == (), "nobody plays on in the next hand under «¡Conseguido!»"
    assert "error" not in call(op="bot", id="w") and not call(op="bot", id="w")["bot_next"]
