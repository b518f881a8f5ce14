"""The bridge's ``said``: the words of every move a reply played, in the page's language."""

from __future__ import annotations

import pytest

from .bridge import call


@pytest.mark.parametrize(("lang", "words"), [("es", "Sur siembra D: 4 semillas, la última en b."),
                                             ("en", "South sows D: 4 seeds, the last in b.")])
def test_a_move_is_said_in_the_pages_language(lang: str, words: str) -> None:
    reply = call(op="init", id="w", kind="example", scenario="awari.siembra", lang=lang)
    assert reply["said"] == []
    reply = call(op="act", id="w", action="D")
    assert reply["said"] == [words]


def test_a_refused_move_and_a_command_say_nothing() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    assert call(op="act", id="w", action="a")["said"] == []
    call(op="act", id="w", action="D")
    assert call(op="cmd", id="w", cmd="undo")["said"] == []


def test_seeing_a_move_again_says_it_again() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="en")
    first = call(op="act", id="w", action="D")["said"]
    assert call(op="cmd", id="w", cmd="replay")["said"] == first


def test_a_full_game_says_the_readers_and_the_bots_moves_with_their_seats() -> None:
    reply = call(op="init", id="g", kind="game", game="mbau", lang="es")
    seats, expected = [], []
    for _ in range(6):
        if reply["bot_next"]:
            reply = call(op="bot", id="g")
        else:
            hole = reply["html"].split('rv-legal" data-rv-action="')[1].split('"')[0]
            reply = call(op="act", id="g", action=hole)
        assert reply["said"] and all(s.endswith(".") for s in reply["said"])
        assert " piedra" in reply["said"][0] or " expulsar" in reply["said"][0], "Mbau counts stones, not seeds"
        seats.append(reply["said"][0].split()[0])
        # The same seat again after a sowing that lets it choose whether to expel (rule 4).
        other = {"Sur": "Norte", "Norte": "Sur"}[seats[-1]]
        expected.append(seats[-1] if "puede expulsar" in reply["said"][-1] else other)
    assert seats[0] == "Sur" and seats[1:] == expected[:-1]


def test_the_solution_box_reads_the_moves_in_words() -> None:
    call(op="init", id="w", kind="example", scenario="awari.siembra", lang="es")
    html = call(op="cmd", id="w", cmd="solution")["html"]
    assert 'Solución: <span class="rv-step">Sur siembra D</span></p>' in html and "<kbd>D</kbd>" not in html
