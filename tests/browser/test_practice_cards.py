"""The card games' practice in Chromium: on Zápiti's rules page, the practice of what a «no quiero»
pays answers a wrong choice with the engine's explanation and the right one with its success
(counted); on La Zanga's Art. 27, the practice of which card may be played does the same with cards
(«se puede echar»); in La Zanga's course, the practice of what may be said now (a word, the
trumps or a card) and the practice of the stones after a sacada, puesta or codillo. The right answer comes from the engine, from the seed the page keeps.

One tab for the module (``shared_page``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.lessons import practice

from .conftest import Watch, axe, click_and_wait, wait_hydrated, widget_for

PLACES = [("zapiti.practica.no-quiero", "/es/zapiti/reglas.html"),
          ("zanga.practica.servir", "/es/zanga/titulo-3-juego.html"),
          ("zanga.practica.subasta", "/es/zanga/aprende.html"),
          ("zanga.practica.piedras", "/es/zanga/aprende.html")]


@pytest.mark.parametrize(("drill", "page_path"), PLACES)
def test_a_card_practice_explains_a_miss_and_counts_the_right_answer(shared_page: Any, shared_watch: Watch,
                                                                     site_url: str, drill: str,
                                                                     page_path: str) -> None:
    shared_page.goto(f"{site_url}{page_path}")
    wait_hydrated(shared_page)
    widget = widget_for(shared_page, drill)
    seed = int(shared_page.evaluate("key => localStorage.getItem(key)", f"rv:practica:{drill}"))
    found = practice.example(f"{drill}.{seed}")
    assert widget.locator(".rv-goal").inner_text() == f"Objetivo: {found.goal.statement.text('es')}"
    wrong = next(choice for choice in found.goal.choices if choice != found.goal.answer)
    click_and_wait(shared_page, widget, f'[data-rv-answer="{wrong}"]')
    start = found.first_state()
    said = found.goal.feedback(found.seats, [start], [], answers=[wrong])[1]
    assert said is not None and said.text("es") in widget.inner_text()
    assert "0 resueltos" in widget.locator(".rv-practice-count").text_content()
    click_and_wait(shared_page, widget, f'[data-rv-answer="{found.goal.answer}"]')
    achieved = found.goal.feedback(found.seats, [start], [], answers=[found.goal.answer])[1]
    assert achieved is not None and achieved.text("es") in widget.inner_text()
    assert "1 resuelto" in widget.locator(".rv-practice-count").text_content()
    shared_watch.assert_clean()


def test_a_card_practice_passes_axe(shared_page: Any, site_url: str) -> None:
    shared_page.goto(f"{site_url}{PLACES[1][1]}")
    wait_hydrated(shared_page)
    assert axe(shared_page) == {}
