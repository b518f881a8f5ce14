"""Robust everywhere, through the bridge as the page drives it: a refused input changes nothing, every
refusal is said in the page's language (the catalogue's words, never Python's), a request too large
is refused in those words, and a property test throws random and hostile requests of every kind at
every kind of widget."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reglas_browser
from engine.rules.cards import Card
from engine.rules.errors import InvalidActionError
from engine.table import textmode, widget

from .bridge import call

LINK = "partida=awari;seed=1;moves=ZZ&modo=people&nivel=hard"
SAVE = "partida=awari;opts=first_player:north;seed=3;moves=a&modo=bot&nivel=easy"
#: Python's own words, which must never reach a Spanish page.
ENGLISH = re.compile(r"Error\b|Exception|Traceback|\binvalid\b|\bliteral\b|\bunknown\b|\btoo large\b|"
                     r"\bhas no\b|\bis not\b|\bobject\b|\bwith base\b|\bexpected\b|\bline \d")
FAULT = "fallo interno del motor"


def saved_form(saved: dict[str, str]) -> str:
    return "&".join(f"{key}={value}" for key, value in saved.items()).replace(" ", "%20")


def test_a_refused_link_changes_nothing_and_the_saved_game_continues() -> None:
    saved = call(op="init", id="g", kind="game", game="awari", lang="es", saved=SAVE)
    assert saved["saved"]["nivel"] == "easy" and saved["saved"]["partida"].endswith("moves=a")
    reply = call(op="init", id="g", kind="game", game="awari", lang="es", shared=LINK, saved=SAVE)
    assert reply["notice"].startswith("El enlace compartido no es válido")
    assert reply["saved"] == saved["saved"], "neither two people nor level hard: the saved game, as it was"
    table = reglas_browser.WIDGETS["g"]
    assert (table.mode, table.level, table.first) == ("bot", "easy", "north")
    assert table.session.bot_level == "easy", "the level shown is the level the bot plays"
    assert '<option value="north" selected>' in reply["html"], "who starts, as the game was dealt"


def test_a_refused_link_without_a_save_leaves_a_fresh_game_as_it_shows() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es", shared=LINK)
    table = reglas_browser.WIDGETS["g"]
    assert reply["saved"]["modo"] == "bot" and reply["saved"]["nivel"] == table.session.bot_level == "medium"
    assert reply["saved"]["partida"].startswith("awari;opts=first_player:south;")
    assert '<option value="south" selected>' in reply["html"], "not «al azar»: South was fixed"


def test_a_damaged_save_changes_nothing_either() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es",
                 saved="partida=awari;seed=1;moves=ZZ&modo=people&nivel=hard")
    assert "dañada" in reply["notice"]
    assert reply["saved"]["modo"] == "bot" and reply["saved"]["nivel"] == "medium"
    assert '<option value="south" selected>' in reply["html"]


def test_a_link_and_a_save_both_refused_are_both_said() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es", shared=LINK, saved="modo=x")
    assert "El enlace compartido no es válido" in reply["notice"] and "dañada" in reply["notice"]


def test_showing_the_hand_twice_is_one_showing() -> None:
    call(op="init", id="g", kind="game", game="zapiti", lang="es")
    call(op="setting", id="g", name="mode", value="people")
    first = call(op="cmd", id="g", cmd="show-hand")
    second = call(op="cmd", id="g", cmd="show-hand")  # the double click's second, queued behind the first
    assert "error" not in second and not second["message"]
    assert second["html"] == first["html"]


def test_a_request_too_large_is_refused_in_the_pages_language() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    reply = json.loads(reglas_browser.handle(json.dumps({"op": "say", "id": "w", "text": "D" * 70_000})))
    assert reply["error"].startswith("la petición tiene 70") and "no puede pasar de 60" in reply["error"]
    call(op="init", id="e", kind="example", scenario="awari.siembra", lang="en")
    reply = json.loads(reglas_browser.handle(json.dumps({"op": "set", "id": "e", "set": "\\" * 30_000})))
    assert reply["error"].startswith("the request has 60"), "an English page: its widget's language"


def test_the_text_mode_says_how_long_a_line_may_be() -> None:
    reply = call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    assert reply["text_mode"]["max_length"] == textmode.MAX_LINE


def test_a_set_too_long_to_send_is_refused_by_its_size() -> None:
    reply = call(op="init", id="s", kind="set", lang="es", set_size=30_000)
    assert "Este enlace de ejercicios no vale: el enlace es demasiado largo" in reply["html"]


def test_unicode_digits_are_not_a_seed() -> None:
    reply = call(op="init", id="s", kind="set", lang="es", set="set=1&e=awari.captura&p=awari;seed=²")
    assert "la semilla «²» no es un número" in reply["html"]
    reply = call(op="init", id="g", kind="game", game="awari", lang="es", shared="partida=awari;seed=²")
    assert reply["notice"] == "El enlace compartido no es válido: la semilla «²» no es un número"


def test_a_card_written_with_unicode_digits_is_not_a_card() -> None:
    with pytest.raises(InvalidActionError, match="no es una carta"):
        Card.from_text("²o")


def test_a_request_the_widget_cannot_do_is_refused_in_its_language() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    assert call(op="cmd", id="w", cmd="fly")["message"] == "este ejemplo no tiene la orden «fly»"
    assert call(op="setting", id="w", name="x", value="y")["message"] == "este ejemplo no tiene ajustes"
    assert call(op="dance", id="w")["message"] == "la página pide una operación desconocida «dance»"
    assert call(op="act", id="nowhere", action="D")["error"].startswith("la página pide un ejemplo")
    assert call(op="init", id="w", kind="sideways", lang="es")["error"].startswith("la página pide un tipo")
    assert json.loads(reglas_browser.handle("[" * 50_000))["error"] == "la petición de la página no se entiende"
    call(op="init", id="e", kind="example", scenario="awari.siembra", lang="en")
    assert call(op="cmd", id="e", cmd="fly")["message"] == "this example has no command “fly”"


# -- the property test -----------------------------------------------------------------------------
#: Every kind of widget the pages start, in both languages (the ids say which).
WIDGETS = {
    "ex-es": {"kind": "example", "scenario": "awari.siembra", "lang": "es"},
    "zanga-es": {"kind": "example", "scenario": "zanga.renuncio-matador", "lang": "es"},
    "zapiti-en": {"kind": "example", "scenario": "zapiti.mesa", "lang": "en"},
    "game-es": {"kind": "game", "game": "awari", "lang": "es"},
    "cards-es": {"kind": "game", "game": "zapiti", "lang": "es"},
    "hus-en": {"kind": "game", "game": "hus", "lang": "en"},
    "zanga-game-es": {"kind": "game", "game": "zanga", "lang": "es"},
    "set-es": {"kind": "set", "set": "set=1&e=awari.captura&p=awari;seed=1;moves=D", "lang": "es"},
}

HOSTILE_TEXT = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["D", "a", "f", "7o", "²", "٣", "seed=²", "ver", "envido", "renuncio", "ayuda",
                     "¿qué hay en c?", "mis cartas", "show-hand", "undo", "reset", "hint", "people",
                     "hard", "first_player", "south", "random", "<b>x</b>", "\\", "\x00", "%", "%ZZ"]),
    st.builds(lambda c, n: c * n, st.sampled_from(["\\", "9", "²", "D ", "é", "&", "%20"]),
              st.integers(0, 80_000)),
)
HOSTILE_VALUE = st.one_of(HOSTILE_TEXT, st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(),
                          st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                              max_size=2))
LINKS = st.one_of(
    HOSTILE_TEXT,
    st.builds(lambda seed, moves, mode, level: f"partida=awari;seed={seed};moves={moves}&modo={mode}&nivel={level}",
              st.sampled_from(["1", "²", "٣", "", "-1", "9" * 30]), st.sampled_from(["D", "ZZ", "D%20f", ""]),
              st.sampled_from(["bot", "people", "x"]), st.sampled_from(["easy", "hard", "x"])),
)
REQUESTS = st.one_of(
    st.fixed_dictionaries({"op": st.just("act"), "action": HOSTILE_VALUE},
                          optional={"version": HOSTILE_VALUE}),
    st.fixed_dictionaries({"op": st.just("answer"), "answer": HOSTILE_VALUE}, optional={"version": HOSTILE_VALUE}),
    st.fixed_dictionaries({"op": st.just("cmd"), "cmd": st.one_of(st.sampled_from(
        ["undo", "redo", "reset", "new", "hint", "solution", "replay", "dismiss", "teach", "continue",
         "show-hand", "share"]), HOSTILE_VALUE)}),
    st.fixed_dictionaries({"op": st.sampled_from(["option", "setting"]),
                           "name": st.one_of(st.sampled_from(["mode", "level", "first", "capture", "players"]),
                                             HOSTILE_VALUE),
                           "value": st.one_of(st.sampled_from(["people", "bot", "hard", "south", "random", "4"]),
                                              HOSTILE_VALUE)}),
    st.fixed_dictionaries({"op": st.just("say"), "text": HOSTILE_VALUE}, optional={"version": HOSTILE_VALUE}),
    st.fixed_dictionaries({"op": st.just("bot")}),
    st.fixed_dictionaries({"op": st.just("init"), "kind": st.just("game"),
                           "game": st.sampled_from(["awari", "zapiti", "hus", "zanga", "nope", "awari;opts=x:1",
                                                    "zapiti;opts=players:4"])},
                          optional={"shared": LINKS, "saved": LINKS, "shared_size": HOSTILE_VALUE,
                                    "lang": st.sampled_from(["es", "en", "fr"])}),
    st.fixed_dictionaries({"op": st.just("init"), "kind": st.just("set"), "set": LINKS},
                          optional={"set_size": HOSTILE_VALUE, "lang": st.sampled_from(["es", "en"])}),
    st.fixed_dictionaries({"op": st.just("init"), "kind": HOSTILE_VALUE, "scenario": HOSTILE_VALUE}),
    st.dictionaries(st.sampled_from(["op", "action", "cmd", "text", "kind", "lang"]), HOSTILE_VALUE),
)
#: Request texts that are not a request: malformed JSON, other JSON values, deep nesting.
RAW = st.one_of(st.text(max_size=60), st.sampled_from(["", "null", "[]", "42", '"op"', "{", '{"op": "act"',
                                                       "[" * 5_000, '{"id": "ex-es", "op": "act", "action": "D"}x']))


def snapshot(wid: str) -> tuple[Any, ...]:
    """What a refused request must leave as it was: the widget itself, its game, what it shows."""
    table = reglas_browser.WIDGETS.get(wid)
    if table is None or not hasattr(table, "session"):
        return (table,)
    view, session = table.view, table.session
    return (table, table.saved(), table.version, session, tuple(session.history), tuple(session.moves),
            tuple(session.answers), view.shown_seat, view.reveal, view.hints_shown, view.solution_shown,
            getattr(table, "mode", None), getattr(table, "level", None), getattr(table, "first", None))


def assert_in_page_language(text: str, lang: str) -> None:
    assert FAULT not in text and "internal" not in text, text
    if lang == "es":
        assert not ENGLISH.search(text), text


@settings(derandomize=True, deadline=None, max_examples=400,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(wid=st.sampled_from(sorted(WIDGETS)), request=REQUESTS, raw=st.one_of(st.none(), RAW))
def test_hostile_requests_are_answered_in_the_pages_language_and_refused_ones_change_nothing(
        wid: str, request: dict[str, Any], raw: str | None) -> None:
    lang = WIDGETS[wid]["lang"]
    if wid not in reglas_browser.WIDGETS or reglas_browser.WIDGETS[wid].lang != lang:
        call(op="init", id=wid, **WIDGETS[wid])
    if raw is not None:
        reply = json.loads(reglas_browser.handle(raw))
        assert_in_page_language(reply["error"], reglas_browser.PAGE["lang"])
    before = snapshot(wid)
    text = json.dumps({**request, "id": wid})
    reply = json.loads(reglas_browser.handle(text))
    assert isinstance(reply, dict)
    if request.get("op") == "init":  # answered in the language it asks for
        lang = widget.language(request)
    if "error" in reply:
        assert_in_page_language(reply["error"], lang)
        assert snapshot(wid) == before, "a refused request changed the widget"
        return
    for field in ("message", "notice", "answer"):
        assert_in_page_language(str(reply.get(field, "")), lang)
    if request.get("op") != "init" and reply["message"]:  # refused in place
        assert snapshot(wid)[1:] == before[1:], "a refused request changed the game"
