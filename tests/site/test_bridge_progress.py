"""The bridge's ``result`` (stars once the goal is reached) and exercise sets, as the page drives them."""

from __future__ import annotations

import re
from urllib.parse import quote, quote_plus

import pytest

import reglas_browser
from engine import names
from engine.i18n import Msg
from engine.lessons import scenario
from engine.lessons.record import Record
from engine.table.widget import page_key

from .bridge import call


def start(name: str = "awari.siembra") -> dict:
    return call(op="init", id="w", kind="example", scenario=name, lang="es")


def test_no_result_until_the_goal_is_reached_then_three_stars_at_par() -> None:
    assert start()["result"] is None
    reply = call(op="act", id="w", action="D")
    assert reply["result"] == {"stars": 3, "par": 1, "decisions": 1, "hints": 0, "solution": False, "wrong": []}


def test_a_try_taken_back_still_counts_and_a_refused_move_does_not() -> None:
    start("awari.captura")
    wrong = next(a for a in "ABCDEF" if not call(op="act", id="w", action=a)["done"])
    call(op="cmd", id="w", cmd="undo")
    call(op="act", id="w", action="a")  # North's hole: refused, never played
    reply = call(op="act", id="w", action=scenario.get("awari.captura").solution[0])
    assert wrong and reply["result"]["decisions"] == 2 and reply["result"]["stars"] == 2


def test_a_reset_starts_a_fresh_attempt_counted_from_zero() -> None:
    start("awari.captura")
    solution = scenario.get("awari.captura").solution[0]
    for wrong in [a for a in "ABCDEF" if a != solution][:4]:
        call(op="act", id="w", action=wrong)
        call(op="cmd", id="w", cmd="undo")
    call(op="cmd", id="w", cmd="hint")
    call(op="cmd", id="w", cmd="reset")  # a new try: no move, no hint counted yet
    reply = call(op="act", id="w", action=solution)
    assert reply["result"] == {"stars": 3, "par": 1, "decisions": 1, "hints": 0, "solution": False, "wrong": []}
    assert "rv-hint" not in reply["html"]


def test_another_reading_of_the_rule_starts_a_fresh_attempt_with_its_own_par() -> None:
    found = next(s for g in names() for s in scenario.scenarios(g) if s.switches and s.goal.kind != "question")
    call(op="init", id="w", kind="example", scenario=found.id, lang="es")
    session = reglas_browser.WIDGETS["w"].session
    wrong = next(a for a in session.state.legal_actions() if a not in found.solution[:1])
    call(op="act", id="w", action=wrong)
    call(op="cmd", id="w", cmd="solution")
    name = found.switches[0]
    option = session.start.game.OPTIONS.get(name)
    other = next(v for v in option.choices if v != session.start.game.options[name])
    call(op="option", id="w", name=name, value=str(other))
    table = reglas_browser.WIDGETS["w"]
    assert (table.decisions, table.view.hints_shown, table.view.solution_shown) == (0, 0, False)
    assert table.par == max(1, table.session.par())


def test_a_question_is_answered_before_its_board_plays() -> None:
    found = next(s for g in names() for s in scenario.scenarios(g)
                 if s.goal.kind == "question" and s.goal.ask == "last")
    reply = call(op="init", id="w", kind="example", scenario=found.id, lang="es")
    assert "Primero responde la pregunta" in reply["html"]  # the status says so before any try
    refused = call(op="act", id="w", action=found.goal.probe[0])
    assert refused["message"] == "Primero responde la pregunta: jugar en el tablero te daría la respuesta."
    assert refused["goal"]["status"] == "open" and not reglas_browser.WIDGETS["w"].session.moves
    call(op="init", id="w", kind="example", scenario=found.id, lang="en")
    refused = call(op="act", id="w", action=found.goal.probe[0])
    assert refused["message"] == "Answer the question first: playing on the board would give the answer away."
    right = call(op="answer", id="w", answer=found.goal.answer)
    assert right["done"] and right["result"]["decisions"] == 1


def test_hints_cost_stars_and_the_solution_leaves_none() -> None:
    start()
    call(op="cmd", id="w", cmd="hint")
    assert call(op="act", id="w", action="D")["result"]["stars"] == 2
    call(op="cmd", id="w", cmd="undo")
    reply = call(op="cmd", id="w", cmd="solution")
    assert reply["result"] is None
    reply = call(op="act", id="w", action="D")
    assert reply["result"]["solution"] is True and reply["result"]["stars"] == 0


def test_par_counts_only_the_readers_moves_of_a_solution_with_bot_replies() -> None:
    from engine import names
    from engine.lessons import scenario

    found = next(s for g in names() for s in scenario.scenarios(g)
                 if s.solution and s.par < len(s.solution)
                 and not any(step.startswith((scenario.ANSWER, scenario.ATTEMPT)) for step in s.solution))
    call(op="init", id="w", kind="example", scenario=found.id, lang="es")
    session = reglas_browser.WIDGETS["w"].session
    for action in found.solution:
        if session.is_human_turn():
            reply = call(op="act", id="w", action=action)
        else:  # the bot's forced reply, as the solution has it
            session._push(action)
    reply = call(op="cmd", id="w", cmd="replay")  # any reply after the last move carries the result
    assert reply["result"] == {"stars": 3, "par": found.par, "decisions": found.par,
                               "hints": 0, "solution": False, "wrong": []}
    assert found.par < len(found.solution)


def test_a_free_example_has_no_result_and_full_games_neither() -> None:
    call(op="init", id="w", kind="example", scenario="zanga.baraja", lang="es")
    assert call(op="cmd", id="w", cmd="reset")["result"] is None
    assert call(op="init", id="g", kind="game", game="awari", lang="es")["result"] is None


def test_an_examples_position_is_a_record_a_set_link_can_carry() -> None:
    start()
    reply = call(op="act", id="w", action="D")
    record = reply["saved"]["partida"]
    assert record.startswith("awari;") and "moves=D" in record
    from engine.lessons.exercises import Item, encode

    found = call(op="init", id="s", kind="set", lang="es", set=encode("", [Item("position", record)]))
    assert 'data-rv-kind="game"' in found["html"] and "1. Una posición de Awari" in found["html"]


def sections(html: str) -> list[str]:
    return re.findall(r"<section [^>]*>", html)


def test_a_set_link_gives_one_widget_per_exercise_with_its_notices() -> None:
    reply = call(op="init", id="rv-set-1", kind="set", lang="en",
                 set="#set=1&titulo=Repaso&e=awari.captura&e=awari.gone&p=awari;seed=1;moves=D")
    html = reply["html"]
    tags = sections(html)
    assert len(tags) == 2
    assert 'id="rv-set-1-1"' in tags[0] and 'data-rv-key="awari.captura"' in tags[0]
    assert 'data-rv-kind="game"' in tags[1] and 'data-rv-shared="partida=awari%3Bseed%3D1%3Bmoves%3DD"' in tags[1]
    assert "Repaso" in html and "2 exercises" in html
    assert "Exercise 2 («awari.gone») no longer exists and has been skipped." in html


@pytest.mark.parametrize("text", [
    "set=1&titulo=<img src=x onerror=alert(1)>&e=awari.captura",
    'set=1&e=awari.captura&e="><script>alert(1)</script>',
    "set=1&e=awari.captura&p=<b>awari</b>;seed=1",
])
def test_hostile_set_links_are_never_html(text: str) -> None:
    html = call(op="init", id="s", kind="set", lang="es", set=text)["html"]
    assert "<img" not in html and "<script" not in html and "<b>" not in html
    assert "&lt;" in html


@pytest.mark.parametrize(("text", "said"), [
    ("", "Esta página muestra la serie de ejercicios de un enlace"),
    ("set=9&e=awari.captura", "Este enlace de ejercicios no vale: el enlace es de una versión desconocida"),
    ("set=1&e=" + "x" * 25_000, "demasiado largo"),
    ("set=1&%%%", "dañado"),
])
def test_a_link_that_is_no_set_says_so_in_place(text: str, said: str) -> None:
    reply = call(op="init", id="s", kind="set", lang="es", set=text)
    assert said in reply["html"] and "rv-notice" in reply["html"] and not sections(reply["html"])


def test_every_examples_position_can_be_shared_and_opens_as_a_game() -> None:
    from engine import names
    from engine.lessons import scenario
    from engine.lessons.exercises import Item, decode, encode

    for game in names():
        for found in scenario.scenarios(game):
            record = call(op="init", id="w", kind="example", scenario=found.id, lang="es")["saved"]["partida"]
            link = encode("", [Item("position", record)])
            assert decode(link).items == (Item("position", record),), found.id
            page = page_key(Record.from_text(record))  # the page of as many players as the position has
            opened = call(op="init", id="g", kind="game", game=page, lang="es", shared=f"partida={quote(record)}")
            assert "error" not in opened and not opened["message"], (found.id, opened)


def test_a_set_gives_the_pupil_a_result_code_for_the_teacher() -> None:
    from engine.lessons import results

    text = "#set=1&titulo=Repaso&e=awari.captura&e=awari.siembra&clase=3F7KQ2"
    html = call(op="init", id="s", kind="set", lang="en", set=text)["html"]
    key = results.set_key(text)
    assert f'data-rv-set-key="{key}" data-rv-class="3F7KQ2"' in html and "Class 3F7KQ2:" in html
    reply = call(op="code", id="s", pupil="  Ana  María ", stars=[3, None])
    assert results.decode_code(reply["code"]) == results.CodeResult("Ana María", key, (3, None))
    assert call(op="code", id="s", pupil="", stars=[3, None])["message"] == "write your name"
    for stars in ([3], [4, None], [True, None], "3,1", [None, "2"]):
        assert call(op="code", id="s", pupil="Ana", stars=stars) == {"error": "the set's stars cannot be read"}


def test_a_result_names_the_wrong_answers_given_on_the_way_in_words() -> None:
    call(op="init", id="w", kind="example", scenario="zapiti.mesa", lang="es")  # which card wins? (4b)
    call(op="answer", id="w", answer="5c", version=0)
    fresh = call(op="cmd", id="w", cmd="reset")  # a fresh try: the teacher still hears of the wrong answer
    reply = call(op="answer", id="w", answer="4b", version=fresh["version"])
    assert reply["result"]["wrong"] == ["cinco de copas"]


CAPTURE = "awari;seed=1;moves=A c C"  # south to move; "b" captures two seeds


def test_a_position_with_the_teachers_goal_is_a_live_example_that_earns_stars() -> None:
    from engine.lessons.exercises import Item, encode

    text = encode("", [Item("position", CAPTURE, "gana:2"), Item("example", "awari.siembra")])
    html = call(op="init", id="s", kind="set", lang="en", set=text)["html"]
    headings = re.findall(r'<h3 class="rv-set-heading">([^<]*)</h3>', html)
    assert headings == ["1. A position of Awari", "2. " + Msg(scenario.get("awari.siembra").title).text("en")]
    assert f'data-rv-position="{CAPTURE}" data-rv-goal="gana:2"' in html
    assert "Win at least 2 seeds with one move." in html
    posed = call(op="init", id="p", kind="example", position=CAPTURE, goal="gana:2", lang="es")
    assert "Gana al menos 2 semillas con una jugada." in posed["html"] and posed["result"] is None
    assert call(op="act", id="p", action="b", version=0)["result"]["stars"] == 3
    refused = call(op="init", id="q", kind="example", position=CAPTURE, goal="gana:9", lang="en")
    assert "no move of this position wins 9 seeds at once" in refused["error"]


def test_the_set_maker_gets_its_link_from_the_engine_or_the_reasons_it_is_refused() -> None:
    call(op="init", id="s", kind="set", lang="es", set="")
    good = f"set=1&titulo=Mi+serie&e=awari.siembra&p={quote_plus(CAPTURE)}&g=gana%3A2"
    checked = call(op="check", id="s", set=good, page="https://example.org/es/ejercicios.html")["checked"]
    assert checked["link"] == good and checked["problems"] == [] and 'class="rv-qr"' in checked["qr"]
    assert "Código QR del enlace de la serie" in checked["qr"]
    bad = call(op="check", id="s", set=f"set=1&p={quote(CAPTURE)}&g=baza%3A3e&e=awari.nada", page="")["checked"]
    assert bad["link"] == "" and len(bad["problems"]) == 2
    assert "es para los juegos de cartas" in bad["problems"][0] and "ya no existe" in bad["problems"][1]
    empty = call(op="check", id="s", set="set=1", page="")["checked"]
    assert empty["problems"] == ["Este enlace de ejercicios no vale: el enlace no tiene ningún ejercicio válido"]


def test_a_pupils_result_code_comes_with_its_qr_for_the_class_page() -> None:
    call(op="init", id="s", kind="set", lang="en", set="set=1&e=awari.captura")
    reply = call(op="code", id="s", pupil="Ana", stars=[3], page="https://example.org/en/clase.html")
    assert reply["code"] and reply["code"] in reply["qr"] and "class page" in reply["qr"]
    assert "qr" not in call(op="code", id="s", pupil="", stars=[3])
