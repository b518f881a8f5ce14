"""Practice that never runs out, in Chromium, on Awari's rules page: the practice of where the last
seed falls answers a wrong choice with an explanation and the right one with its success (counted,
and kept as the drill's stars); «Otro ejercicio» shows another position; a reload keeps the exercise
shown; a teacher's link (``?practica=<drill>.<seed>``) opens the exercise it names (a bad one is said
in place); the print of one exercise per pupil holds the number of sheets asked for; axe finds
nothing to fix. The right answer of each exercise comes from the engine, from the seed the page keeps.

One tab for the module (``shared_page``); each test opens the page itself only when the tab is not
on it, and reads the exercise it finds there."""

from __future__ import annotations

import json
import re
from typing import Any

from engine.lessons import practice

from .conftest import Watch, axe, click_and_wait, wait_hydrated, widget_for

DRILL = "awari.practica.ultima"
PAGE = "/es/awari/reglas.html"


def opened(page: Any, site_url: str, query: str = "") -> Any:
    """The practice on Awari's rules page, the page loaded (again only when asked with ``query``)."""
    if query or not page.url.startswith(f"{site_url}{PAGE}"):
        page.goto(f"{site_url}{PAGE}{query}")
        wait_hydrated(page)
    return widget_for(page, DRILL)


def kept_seed(page: Any) -> int:
    return int(page.evaluate("key => localStorage.getItem(key)", f"rv:practica:{DRILL}"))


def stars(page: Any) -> Any:
    kept = json.loads(page.evaluate("() => localStorage.getItem('rv-progress:v1') || '{}'"))
    return kept.get("examples", {}).get(DRILL)


def counter(widget: Any) -> tuple[int, int]:
    """The practice's counter: the exercise's number and how many are solved."""
    text = widget.locator(".rv-practice-count").text_content()
    found = re.fullmatch(r"Ejercicio (\d+) · (\d+) resueltos?", text)
    assert found, text
    return int(found[1]), int(found[2])


def test_a_wrong_answer_is_explained_and_the_right_one_counted(shared_page: Any, shared_watch: Watch,
                                                                site_url: str) -> None:
    widget = opened(shared_page, site_url)
    if "rv-done" in (widget.get_attribute("class") or ""):
        click_and_wait(shared_page, widget, '[data-rv-cmd="next"]')
    before = counter(widget)
    found = practice.example(f"{DRILL}.{kept_seed(shared_page)}")
    wrong = next(choice for choice in found.goal.choices if choice != found.goal.answer)
    click_and_wait(shared_page, widget, f'[data-rv-answer="{wrong}"]')
    # The engine's explanation of this very miss (the sowing's last seed, worked out from the position).
    session_start = found.first_state()
    said = found.goal.feedback(found.seats, [session_start], [], answers=[wrong])[1]
    assert said is not None and said.text("es") in widget.inner_text()
    assert f"No es {wrong}" in widget.inner_text()
    assert counter(widget) == before
    click_and_wait(shared_page, widget, f'[data-rv-answer="{found.goal.answer}"]')
    text = widget.inner_text()
    achieved = found.goal.feedback(found.seats, [session_start], [], answers=[found.goal.answer])[1]
    assert "¡Conseguido!" in text and achieved is not None and achieved.text("es") in text
    assert f"la última en {found.goal.answer}" in text
    assert counter(widget) == (before[0], before[1] + 1)
    assert stars(shared_page)["stars"] >= 1  # the drill's progress, as an example's
    shared_watch.assert_clean()


def test_another_one_shows_another_position_and_a_reload_keeps_it(shared_page: Any, shared_watch: Watch,
                                                                   site_url: str) -> None:
    widget = opened(shared_page, site_url)
    seed, goal, board = kept_seed(shared_page), widget.locator(".rv-goal").inner_text(), \
        widget.locator(".rv-board").inner_html()
    number, solved = counter(widget)
    click_and_wait(shared_page, widget, '[data-rv-cmd="next"]')
    assert kept_seed(shared_page) > seed
    assert counter(widget) == (number + 1, solved)
    assert "Otro ejercicio: una posición nueva." in (widget.locator(".rv-speech").text_content() or "")
    after = widget.locator(".rv-goal").inner_text()
    assert (after, widget.locator(".rv-board").inner_html()) != (goal, board)
    assert "rv-done" not in (widget.get_attribute("class") or "")
    shown = kept_seed(shared_page)
    shared_page.reload()
    wait_hydrated(shared_page)
    widget = widget_for(shared_page, DRILL)
    assert kept_seed(shared_page) == shown and widget.locator(".rv-goal").inner_text() == after
    shared_watch.assert_clean()


def test_a_teachers_link_opens_its_exercise_once_and_a_bad_one_is_said(shared_page: Any, shared_watch: Watch,
                                                                       site_url: str) -> None:
    widget = opened(shared_page, site_url, f"?practica={DRILL}.7")
    found = practice.example(f"{DRILL}.7")
    assert widget.locator(".rv-goal").inner_text() == f"Objetivo: {found.goal.statement.text('es')}"
    assert kept_seed(shared_page) == 7 and "practica=" not in shared_page.url  # read once, then the reader's
    widget = opened(shared_page, site_url, f"?practica={DRILL}.siete")
    assert "El enlace de práctica no vale: la semilla «siete»" in widget.locator(".rv-notices").inner_text()
    assert kept_seed(shared_page) == 7  # the reader's own exercise instead
    widget = opened(shared_page, site_url, "?practica=ajedrez.practica.ultima.1")  # no practice of the page
    assert "no es un ejercicio de «awari.practica.ultima»" in widget.locator(".rv-notices").inner_text()
    click_and_wait(shared_page, widget, '[data-rv-cmd="share"]')
    link = widget.locator("[data-rv-share]").input_value()
    assert link.endswith(f"{PAGE}?practica={DRILL}.7#{widget.get_attribute('id')}")
    shared_watch.assert_clean()


def test_one_exercise_per_pupil_is_printed(shared_page: Any, shared_watch: Watch, site_url: str) -> None:
    widget = opened(shared_page, site_url)
    shared_page.evaluate("() => { window.print = () => { window.rvPrinted = (window.rvPrinted || 0) + 1; }; }")
    widget.locator(".rv-practice-n").fill("12")
    click_and_wait(shared_page, widget, '[data-rv-print="sheets"]')
    box = shared_page.locator(f"#{widget.get_attribute('id')}-variants")
    assert box.locator(".rv-print-variant").count() == 12
    assert box.locator(".rv-print-pupil").nth(11).text_content() == "Alumno 12"
    assert shared_page.evaluate("() => window.rvPrinted") == 1
    widget.locator(".rv-practice-n").fill("61")
    click_and_wait(shared_page, widget, '[data-rv-print="key"]')
    assert "El número de alumnos ha de ser de 1 a 60." in widget.inner_text()
    assert shared_page.evaluate("() => window.rvPrinted") == 1
    shared_watch.assert_clean()


def test_the_practice_passes_axe(shared_page: Any, site_url: str) -> None:
    opened(shared_page, site_url)
    assert axe(shared_page) == {}


def test_a_rule_drill_explains_a_refused_choice_by_its_rule(shared_page: Any, shared_watch: Watch,
                                                            site_url: str) -> None:
    # Feeding the opponent (rule 6): of the choices only one reaches the empty row; a wrong one is
    # explained by the article that refuses it, the right one by what its sowing does.
    drill = "awari.practica.alimentar"
    shared_page.goto(f"{site_url}{PAGE}?practica={drill}.3")
    wait_hydrated(shared_page)
    widget = widget_for(shared_page, drill)
    found = practice.example(f"{drill}.3")
    wrong = next(choice for choice in found.goal.choices if choice != found.goal.answer)
    click_and_wait(shared_page, widget, f'[data-rv-answer="{wrong}"]')
    assert f"{wrong} no vale: el contrario no tiene semillas" in widget.inner_text()
    assert "(Regla 6)" in widget.inner_text()
    click_and_wait(shared_page, widget, f'[data-rv-answer="{found.goal.answer}"]')
    assert "¡Conseguido!" in widget.inner_text() and f"siembra {found.goal.answer}" in widget.inner_text()
    shared_watch.assert_clean()
