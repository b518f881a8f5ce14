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


# -- a teacher's goal on a pasted position (g=… after its p=) -------------------------------------
CAPTURE = "awari;seed=1;moves=A c C"           # south to move; "b" captures two seeds
TRICK = "zapiti;seed=1;moves=ver a-casa ver 2c"  # the seat to move wins the round with 3e, not with 5e


@pytest.mark.parametrize(("position", "goal", "kind", "solution"), [
    (CAPTURE, "gana:2", "gain", ("b",)),
    (TRICK, "baza:3e", "trick", ("3e",)),
    (POSITION, "jugada:c", "play", ("c",)),
])
def test_a_positions_goal_is_checked_by_the_engine_and_travels_with_the_link(
        position: str, goal: str, kind: str, solution: tuple[str, ...]) -> None:
    items = (Item("example", "awari.captura"), Item("position", position, goal), Item("position", POSITION))
    text = encode("Mi serie", items)
    assert decode(text).items == items and not decode(text).notices
    posed = exercises.position_scenario(items[1])
    assert posed.goal.kind == kind and posed.solution == solution
    assert posed.goal.statement.text("en") != posed.goal.statement.text("es")  # said in each language
    from engine.lessons.session import Session

    session = Session.from_scenario(posed)
    for step in solution:
        session.play(step)
    assert session.goal_reached()


@pytest.mark.parametrize(("position", "goal", "why_es", "why_en"), [
    (CAPTURE, "gana:3", "ninguna jugada de esta posición gana 3 semillas", "no move of this position wins 3 seeds"),
    (CAPTURE, "gana:0", "de 1 a 99", "from 1 to 99"),
    (CAPTURE, "gana:x", "de 1 a 99", "from 1 to 99"),
    (TRICK, "baza:5e", "no gana la baza", "does not win the trick"),
    (TRICK, "baza:1o", "no se puede jugar", "cannot be played"),
    (CAPTURE, "baza:3e", "para los juegos de cartas", "for the card games"),
    (CAPTURE, "jugada:Z", "«Z» no es una jugada", "“Z” is not a move"),
    (CAPTURE, "pregunta:¿qué?", "no se entiende el objetivo", "is not understood"),
    (CAPTURE, "gana", "no se entiende el objetivo", "is not understood"),
])
def test_a_bad_goal_skips_its_position_saying_why_in_both_languages(position: str, goal: str, why_es: str,
                                                                   why_en: str) -> None:
    found = decode(encode("", [Item("example", "awari.captura"), Item("position", position, goal)]))
    assert found.items == (Item("example", "awari.captura"),) and len(found.notices) == 1
    assert "ejercicio 2" in found.notices[0].text("es") and why_es in found.notices[0].text("es")
    assert "exercise 2" in found.notices[0].text("en") and why_en in found.notices[0].text("en")


@pytest.mark.parametrize("text", [
    "set=1&g=gana:2&e=awari.captura",                 # before anything
    "set=1&e=awari.captura&g=gana:2",                 # after an example
    f"set=1&p={CAPTURE}&g=gana:2&g=gana:1",          # a second goal
    f"set=1&p={CAPTURE}&titulo=x&g=gana:2",          # not right after its position
])
def test_a_goal_that_follows_no_position_is_skipped_and_the_rest_works(text: str) -> None:
    found = decode(text)
    assert found.items and len(found.notices) == 1
    assert "no va detrás de una posición" in found.notices[0].text("es")


def test_old_links_read_as_before_and_goals_do_not_count_as_exercises() -> None:
    old = "set=1&titulo=Repaso&e=awari.captura&p=awari%3Bseed%3D1%3Bmoves%3DD&e=awari.siembra"
    assert [(i.kind, i.goal) for i in decode(old).items] == [("example", ""), ("position", ""), ("example", "")]
    assert encode(decode(old).title, decode(old).items) == old
    forty = "set=1" + f"&p={CAPTURE}&g=gana:2" * exercises.MAX_ITEMS
    assert len(decode(forty).items) == exercises.MAX_ITEMS
    with pytest.raises(NotationError, match="más de 40"):
        decode(forty + "&e=awari.captura")
