"""The printed sheets of the live examples (reglas_sphinx.classroom.print_sheet): an answer key says
its answers in words and shows a second board only when the solution moved something."""

from __future__ import annotations

import re

from engine.lessons import scenario
from reglas_sphinx.classroom import print_sheet


def key_of(sheet: str) -> str:
    found = re.search(r'<div class="rv-print-key">.*', sheet, re.S)
    assert found
    return found.group(0)


def test_an_answer_key_names_a_card_not_its_notation() -> None:
    key = key_of(print_sheet(scenario.get("zapiti.mesa"), "es"))
    assert "respuesta: cuatro de bastos" in key and "respuesta: 4b" not in key
    english = key_of(print_sheet(scenario.get("zapiti.mesa"), "en"))
    assert "answer: 4b" not in english and re.search(r"answer: \w+ of \w+", english), english


def test_a_question_on_the_start_position_prints_no_second_board() -> None:
    key = key_of(print_sheet(scenario.get("zapiti.mesa"), "es"))
    assert "Posición después de la solución" not in key and "rv-board" not in key
    moved = key_of(print_sheet(scenario.get("awari.captura"), "es"))
    assert "Posición después de la solución" in moved and "rv-board" in moved


def test_a_sheet_states_its_goal_in_words() -> None:
    found = scenario.get("zapiti.mesa")
    sheet = print_sheet(found, "es")
    assert '<p class="rv-goal"><strong>Objetivo:</strong> Juegas' in sheet and "Goal(" not in sheet
