"""People on one device in Chromium (issue 32, items 8 and 9): a Zápiti 2 v 2 hand and a La Zanga hand
for four are passed around, and at every pass screen the log («Lo que ha pasado»), the caption, the
live region and the text mode («jugadas posibles», typed there) hold nothing of any seat's hand nor
a seña: only what every seat may see. One page load per game; every wait is on the widget's
announced idle state."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode

import pytest

from engine.lessons.record import Record
from engine.rules.core import State
from engine.rules.zapiti import signals

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated

IDLE = "w => w.dataset.rvIdle === 'true'"
SAVED = "w => localStorage.getItem(`rv:${location.pathname}:${w.id}`)"


def open_people_game(page, site_url: str, path: str, record: str):  # type: ignore[no-untyped-def]
    fragment = urlencode({"partida": record, "modo": "people", "nivel": "easy"})
    page.goto(f"{site_url}/es/{path}#{fragment}")
    wait_hydrated(page)
    game = page.locator(f'.rv-widget[data-rv-key="{Record.from_text(record).game}'
                        f'{";opts=players:4" if "zapiti" in record else ""}"]')
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelector('.rv-pass')",
                           arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    return game


def state_of(game) -> State:  # type: ignore[no-untyped-def]
    """The game as the page saved it, replayed by the engine (the test's own view of every hand)."""
    saved = game.evaluate(SAVED)
    return Record.from_text(parse_qs(saved)["partida"][0]).replay()[-1]


def secrets(state: State) -> list[str]:
    """Words no pass screen may show: every card still in a hand, every seña made."""
    words = [card.name().text("es") for hand in state.hands for card in hand]  # type: ignore[attr-defined]
    for _, gesture, _ in getattr(state, "signals", ()):
        words.append(signals.name(gesture).text("es"))
    return [*words, *(("seña",) if getattr(state, "signals", ()) else ())]


def act(page, game, selector: str) -> None:  # type: ignore[no-untyped-def]
    game.locator(selector).first.click()
    page.wait_for_function(IDLE, arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)


def say(page, game, text: str) -> str:  # type: ignore[no-untyped-def]
    line = open_more(game).locator("input[data-rv-text]")
    line.fill(text)
    line.press("Enter")
    page.wait_for_function(IDLE, arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    return str(game.locator("[data-rv-text-answer]").text_content())


def check_pass_screen(page, game, state: State) -> None:  # type: ignore[no-untyped-def]
    seat = game.locator(".rv-pass p").inner_text()
    shown = {part: str(game.locator(selector).text_content() or "") for part, selector in
             (("log", ".rv-log ol"), ("caption", ".rv-caption"), ("live", ".rv-live"),
              ("text mode", "[data-rv-text-answer]"))}
    assert not shown["text mode"], "the last seat's answer went with the device"
    shown["jugadas posibles"] = say(page, game, "jugadas posibles")
    assert shown["jugadas posibles"] == seat, "at the pass screen the text mode only says whom to pass it to"
    shown["live after"] = str(game.locator(".rv-live").text_content())
    for word in secrets(state):
        for part, text in shown.items():
            assert word not in text, f"{seat} {part} shows «{word}»: {text}"


def pass_around(page, game, choose, done) -> int:  # type: ignore[no-untyped-def]
    """Plays by ``choose(state)`` (a selector) until ``done(state)``, checking every pass screen."""
    screens = 0
    for _ in range(400):
        state = state_of(game)
        if done(state):
            return screens
        if game.locator(".rv-pass").count():
            check_pass_screen(page, game, state)
            screens += 1
            act(page, game, '[data-rv-cmd="show-hand"]')
            assert not game.locator(".rv-pass").count()
            continue
        act(page, game, choose(state))
    raise AssertionError("the hand did not end")


def zapiti_move(state) -> str:  # type: ignore[no-untyped-def]
    seat = state.current_player
    if state.phase_name == "senas":
        made = any(s == seat for s, _, _ in state.signals)
        return ".rv-legal[data-rv-action^='seña:']" if not made else "[data-rv-action='listo']"
    for word in ("ver", "quiero", "va"):
        if word in state.legal_actions():
            return f"[data-rv-action='{word}']"
    return ".rv-card.rv-legal[data-rv-action]"


@pytest.mark.paced
def test_a_zapiti_two_against_two_hand_passed_around_shows_no_hand_and_no_sena(
        page, watch: Watch, site_url: str) -> None:
    game = open_people_game(page, site_url, "zapiti/partida-2v2.html", "zapiti;opts=players:4;seed=5")
    screens = pass_around(page, game, zapiti_move, lambda state: state.hand_no >= 1)
    assert screens >= 12, "every seat took the device for the señas and for each card"
    log = str(game.locator(".rv-log ol").text_content())
    assert "Sur mira sus cartas." in log and "listo" in log, "the public moves are logged"
    watch.assert_clean()


def zanga_move(state) -> str:  # type: ignore[no-untyped-def]
    if any(action[:1].isdigit() for action in state.legal_actions()):
        return ".rv-card.rv-legal[data-rv-action]"
    return ".rv-legal[data-rv-action]"


@pytest.mark.paced
def test_a_zanga_hand_for_four_passed_around_shows_no_hand(page, watch: Watch, site_url: str) -> None:
    game = open_people_game(page, site_url, "zanga/partida.html", "zanga;seed=5")
    start = state_of(game).hand_no
    screens = pass_around(page, game, zanga_move, lambda state: state.hand_no != start or state.is_terminal())
    assert screens >= 20
    watch.assert_clean()
