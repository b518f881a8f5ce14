"""The browser side of the live examples, driven in CPython exactly as the page drives it."""

from __future__ import annotations

import json

import reglas_browser

from .bridge import call


def test_example_plays_a_move_and_reaches_its_goal() -> None:
    reply = call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    assert 'data-rv-action="D"' in reply["html"] and not reply["done"]
    reply = call(op="act", id="w", action="D")
    assert reply["done"] and "¡Conseguido!" in reply["html"]
    assert reply["frames"], "the sowing is animated seed by seed"
    reply = call(op="cmd", id="w", cmd="undo")
    assert not reply["done"]


def test_illegal_move_names_its_rule_in_the_readers_language() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="en")
    reply = call(op="act", id="w", action="a")  # North's hole, South to move
    assert reply["message"].startswith("Rule 2:")
    assert "rv-message rv-error" in reply["html"]


def test_bad_requests_are_answered_not_raised() -> None:
    assert "error" in json.loads(reglas_browser.handle("not json"))
    assert "error" in call(op="init", id="w", kind="example", scenario="awari.nope", lang="es")
    assert "error" in call(op="init", id="w", kind="sideways", lang="es")
    assert "error" in call(op="act", id="missing", action="D")


def test_full_game_against_the_bot_replies_and_saves() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es")
    assert reply["saved"]["modo"] == "bot"
    reply = call(op="act", id="g", action=_first_legal(reply["html"]))
    assert reply["bot_next"]
    reply = call(op="bot", id="g")
    assert reply["think_ms"] >= 0 and not reply["bot_next"]
    assert len(reply["saved"]["partida"].split("moves=")[1].split()) == 2


def test_full_game_restores_a_share_link_and_refuses_a_broken_one() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es",
                 shared="partida=awari;opts=first_player:south;seed=5;moves=D%20f&modo=people&nivel=easy")
    assert reply["saved"]["partida"].endswith("moves=D f") and reply["saved"]["modo"] == "people"
    reply = call(op="init", id="h", kind="game", game="awari", lang="es", shared="partida=awari;moves=Z")
    assert reply["message"].startswith("El enlace compartido no es válido")
    reply = call(op="init", id="i", kind="game", game="awari", lang="es", saved="garbage")
    assert "dañada" in reply["message"]


def test_markup_in_input_is_escaped() -> None:
    reply = call(op="init", id="g", kind="game", game="awari", lang="es", shared="partida=<b>x</b>")
    # The notice comes apart from the html, and the page sets it as text (rv-widgets.js).
    assert "<b>" not in reply["html"] and "«<b>x</b>»" in reply["notice"]


def _first_legal(html: str) -> str:
    marker = 'rv-legal" data-rv-action="'
    start = html.index(marker) + len(marker)
    return html[start : html.index('"', start)]


def test_the_last_move_can_be_seen_again_step_by_step() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    played = call(op="act", id="w", action="D")
    call(op="cmd", id="w", cmd="undo")
    assert 'data-rv-cmd="replay"' not in call(op="cmd", id="w", cmd="reset")["html"]
    played = call(op="act", id="w", action="D")
    again = call(op="cmd", id="w", cmd="replay")
    assert again["frames"] and again["html"] == played["html"]
    assert 'data-rv-cmd="replay"' in again["html"]


def test_a_seven_lap_mbau_move_is_shown_lap_by_lap() -> None:
    call(op="init", id="m", kind="example", scenario="mbau.siete-vueltas", lang="en")
    reply = call(op="act", id="m", action=_first_legal(call(op="cmd", id="m", cmd="reset")["html"]))
    laps = [frame for frame in reply["frames"] if "rv-lap-end" in frame]
    assert len(laps) >= 7, "every lap's end is marked"
