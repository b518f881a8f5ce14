"""Exercise-set links (engine.lessons.exercises): the round trip, and bad input of every kind."""

from __future__ import annotations

import pytest

from engine.lessons import exercises
from engine.lessons.exercises import Item, decode, encode
from engine.rules.errors import NotationError

POSITION = "awari;seed=1;moves=D"


def test_round_trip_keeps_title_order_and_kinds() -> None:
    items = (Item("example", "zanga.espadilla"), Item("position", POSITION), Item("example", "awari.captura"))
    text = encode("Repaso: ¿captura & siembra?", items)
    found = decode("#" + text)
    assert found.title == "Repaso: ¿captura & siembra?" and found.items == items and not found.notices


@pytest.mark.parametrize(("text", "why"), [
    ("", "no es de una serie"),
    ("e=awari.captura", "no es de una serie"),
    ("set=2&e=awari.captura", "versión desconocida"),
    ("set=1", "ningún ejercicio válido"),
    ("set=1&e=awari.nada", "ningún ejercicio válido"),
    ("set=1&e", "dañado"),                       # a field without "="
    ("set=1&e=%ff%fe", "dañado"),                # not UTF-8
    ("set=1" + "&e=awari.captura" * 60, "más de 40"),
    ("set=1&e=" + "x" * 30_000, "demasiado largo"),
])
def test_a_link_that_cannot_be_a_set_says_why(text: str, why: str) -> None:
    with pytest.raises(NotationError) as err:
        decode(text)
    assert why in err.value.text("es")
    assert err.value.text("en") != err.value.text("es")


@pytest.mark.parametrize(("item", "why"), [
    ("e=awari.nada", "ya no existe"),
    ("e=ajedrez.mate", "ya no existe"),
    ("e=<script>alert(1)</script>", "ya no existe"),
    ("p=awari", "de dónde empieza"),                          # a random deal each time
    ("p=ajedrez;seed=1", "no es válida"),
    ("p=awari;opts=capture:sideways;seed=1", "no es válida"),
    ("p=awari;start=9,9,9/1 0-0 S 0 0", "no es válida"),
    ("p=awari;seed=1;moves=D D", "la jugada 2"),              # illegal second move, named
    ("p=awari;seed=abc", "no es válida"),
    ("zz=1", "No se entiende la parte 2"),
])
def test_a_bad_exercise_is_skipped_with_a_notice_and_the_rest_works(item: str, why: str) -> None:
    found = decode(f"set=1&e=awari.captura&{item}&p={POSITION}")
    assert found.items == (Item("example", "awari.captura"), Item("position", POSITION))
    assert len(found.notices) == 1
    assert why in found.notices[0].text("es")


def test_hostile_text_is_kept_as_text_and_control_characters_dropped() -> None:
    found = decode("set=1&titulo=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%00%1b&e=awari.captura")
    assert found.title == "<img src=x onerror=alert(1)>"  # escaped where it is shown (bridge test)
    assert len(decode("set=1&titulo=" + "t" * 500 + "&e=awari.captura").title) == exercises.MAX_TITLE


def test_a_full_games_own_link_is_a_set_of_that_position() -> None:
    found = decode("partida=awari%3Bseed%3D1%3Bmoves%3DD&modo=bot&nivel=facil")
    assert found.items == (Item("position", POSITION),)


def test_a_class_code_goes_with_the_set_but_is_no_part_of_it() -> None:
    found = decode("set=1&e=awari.captura&clase=3F7KQ2")
    assert found.classroom == "3F7KQ2" and not found.notices
    assert encode(found.title, found.items) == "set=1&e=awari.captura"
    bad = decode("set=1&e=awari.captura&clase=%3Cb%3E")
    assert bad.classroom == "" and "no es válido" in bad.notices[0].text("es")
    assert "results will not be sent" in bad.notices[0].text("en")
