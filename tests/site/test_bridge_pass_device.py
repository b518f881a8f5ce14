"""People on one device (issue 32, items 8 and 9): every word a reply carries for the log, the live
region and the text mode shows only what the seat holding the device may see, and the pass screen
says so to the page (``passing``), which then clears what the last seat saw."""

from __future__ import annotations

from urllib.parse import urlencode

import reglas_browser
from engine.rules.zapiti.game import CARD_OF

from .bridge import call, legal_in

FOUR = "zapiti;opts=players:4"


def people(lang: str = "es", seed: int = 3) -> dict:
    call(op="init", id="p", kind="game", game=FOUR, lang=lang,
         shared=f"partida={FOUR};seed={seed}&modo=people&nivel=easy")
    return call(op="cmd", id="p", cmd="show-hand")  # South takes the device


def south_signals_then_plays() -> list[dict]:
    """South looks, makes the seña «beso» and plays on until East is to take the device."""
    replies = [people()]
    session = reglas_browser.WIDGETS["p"].session
    for action in ("ver", "seña:beso"):
        replies.append(call(op="act", id="p", action=action))
        assert not replies[-1]["message"], replies[-1]["message"]
    while session.state.current_player == 0:
        offered = legal_in(replies[-1]["html"])
        replies.append(call(op="act", id="p", action=next(a for a in offered if a in CARD_OF or a == "listo")))
    return replies


def test_east_does_not_see_south_sena_in_log() -> None:
    replies = south_signals_then_plays()
    logged = " ".join(sentence for reply in replies for sentence in reply["said"])
    assert "seña" not in logged and "beso" not in logged, logged
    assert "Sur mira sus cartas." in logged, "public moves are still logged"
    signal = replies[2]
    assert signal["aside"] == ["Sur hace una seña a su compañero: beso."], "South alone hears it, not logged"
    assert not signal["passing"]
    assert replies[-1]["passing"] and replies[-1]["aside"] == [], "the pass screen to East says nothing private"


def test_east_hand_not_listed_at_the_pass_screen() -> None:
    south_signals_then_plays()
    session = reglas_browser.WIDGETS["p"].session
    assert session.state.current_player == 1
    east = {str(card) for card in session.state.hands[1]}
    for text in ("jugadas posibles", "mis cartas"):
        reply = call(op="say", id="p", text=text)
        names = {card: CARD_OF[card].spoken().text("es") for card in east}
        assert not any(name in reply["answer"] for name in names.values()), reply["answer"]
        assert reply["passing"], "the page clears the last seat's words"
    assert call(op="say", id="p", text="jugadas posibles")["answer"] == "Pasa el dispositivo a Este."
    reply = call(op="cmd", id="p", cmd="show-hand")
    assert not reply["passing"]
    assert "Puedes hacer" in call(op="say", id="p", text="jugadas posibles")["answer"], "East, now holding it"


def test_east_reads_no_sena_of_south_in_the_share_link_or_the_saved_game() -> None:
    replies = south_signals_then_plays()
    saved = replies[-1]["saved"]
    shown = "&".join(f"{key}={value}" for key, value in saved.items())
    assert "beso" not in shown and "seña" not in shown, shown
    moves = reglas_browser.WIDGETS["p"].session.record().moves
    assert "seña:beso" in moves
    call(op="init", id="q", kind="game", game=FOUR, lang="es", shared=urlencode(saved))
    assert reglas_browser.WIDGETS["q"].session.record().moves == moves, "the link continues the same game"
