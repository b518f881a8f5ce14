"""What a widget shows besides the goal (issue 27, item 6): a bet the rules refuse looks and is
announced as not available, with its rule; a hint is labelled in words, never by an emoji that shows
as an empty box without an emoji font."""

from __future__ import annotations

import re

import pytest

from engine.lessons import scenario
from engine.lessons.session import Session
from engine.table import render

BUTTON = re.compile(r'<button type="button" class="([^"]*)" data-rv-action="([^"]+)" aria-label="([^"]*)"([^>]*)>')


def buttons(html: str) -> dict[str, tuple[str, str, str]]:
    return {action: (classes, label, rest) for classes, action, label, rest in BUTTON.findall(html)}


def refused_valen_9() -> Session:
    """Zápiti's «valen» example where the reader may not raise to «valen 9» (rule 8)."""
    found = scenario.get("zapiti.valen")
    session = Session.from_scenario(found)
    for step in found.solution:
        if session.state.current_player in session.human_seats and "valen-9" not in session.state.legal_actions():
            html = render.example(session, "es", render.View())
            if "valen-9" in buttons(html):
                return session
        session.step(step)
    raise AssertionError("no position of the example offers a refused «valen 9»")


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "valen 9: no se puede ahora. Regla 8: solo puede volver a subir el bando que aceptó el último canto"),
    ("en", "valen 9 (nine): not available now. Rule 8: only the side that accepted the last call may raise again"),
])
def test_a_refused_bet_looks_and_is_announced_as_not_available_with_its_rule(lang: str, said: str) -> None:
    session = refused_valen_9()
    html = render.example(session, lang, render.View())
    shown = buttons(html)
    classes, label, rest = shown["valen-9"]
    assert "rv-refused" in classes and ("(Regla 8)" in html or "(Rule 8)" in html)
    assert "disabled" not in rest, "still a live button: pressed, it says why not"
    assert label.startswith(said)
    legal = set(session.state.legal_actions())
    for action, (classes, _label, _rest) in shown.items():
        if action in legal:
            assert "rv-refused" not in classes and "no se puede" not in _label, action


def test_a_refused_bet_still_teaches_when_pressed() -> None:
    session = refused_valen_9()
    from engine.rules.errors import RulesError

    with pytest.raises(RulesError) as refused:
        session.play("valen-9")
    assert refused.value.text("es").startswith("Regla 8: ")


@pytest.mark.parametrize(("lang", "label"), [("es", "Pista 1:"), ("en", "Hint 1:")])
def test_a_hint_is_labelled_in_words_not_by_an_emoji(lang: str, label: str) -> None:
    found = next(s for s in scenario.scenarios("awari") if s.hints)
    view = render.View(hints_shown=1)
    html = render.hints(Session.from_scenario(found), lang, view)
    assert html.startswith(f'<p class="rv-hint"><strong>{label}</strong> ')
    assert not any(ord(char) > 0xFFFF or 0x2600 <= ord(char) <= 0x27BF for char in html), "no pictograph"
