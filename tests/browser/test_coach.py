"""The coach at Awari's full game, as a reader uses it (one page load): "¿Qué hago?" gives a move
and its reason, the game (a short ending from a share link) ends, its review shows the costly
decision with its board, and one click replays that position as an exercise."""

from __future__ import annotations

from urllib.parse import urlencode

from engine.lessons.record import Record

from .conftest import Watch, axe, click_and_wait, wait_hydrated, wait_idle, widget_for

#: Late in a game: South to move, 19–18. «Sur siembra B» is best; A loses 4 seeds, and after it the
#: game ends within two more moves (the computer's level "intermedio" answers the same every time).
ENDING = "1,1,2,1,0,0/1,0,1,0,3,1 19-18 S 4 70 1,0,0,0,0,0/1,2,0,5,2,0:AbBd"


def open_position(page, site_url: str, path: str, game: str, start: str):  # type: ignore[no-untyped-def]
    """The full game of ``path`` (``awari/partida``) from a share link to the position ``start``, against
    the computer's level "intermedio": its widget, hydrated and idle."""
    link = urlencode({"partida": Record(game, start=start).to_text(), "modo": "bot", "nivel": "medium"})
    page.goto(f"{site_url}/es/{path}.html#{link}")
    wait_hydrated(page)
    found = widget_for(page, game)
    wait_idle(page, found)
    return found


def test_a_hint_with_its_reason_a_review_and_its_replay(shared_page, shared_watch: Watch, site_url: str) -> None:
    page = shared_page
    game = open_position(page, site_url, "awari/partida", "awari", ENDING)
    click_and_wait(page, game, '[data-rv-cmd="hint"]')
    hint = game.locator(".rv-coach-hint")
    assert "Sur siembra B." in hint.inner_text() and "Por qué:" in hint.inner_text()
    assert "capturaría 6 semillas" in hint.inner_text()  # the threat the move parries, computed
    assert "Pistas usadas en esta partida: 1." in game.locator(".rv-coach").inner_text()
    assert game.locator(".rv-moves li").count() == 0  # asking played nothing

    click_and_wait(page, game, '.rv-board [data-rv-action="A"]')  # the costly move; the computer answers
    click_and_wait(page, game, '[data-rv-cmd="hint"]')
    assert "Sur siembra A." in game.locator(".rv-coach-hint").inner_text()
    click_and_wait(page, game, '.rv-board [data-rv-action="A"]')  # the hint, played: the game ends

    review = game.locator(".rv-review")
    review.wait_for()
    text = review.inner_text()
    assert "Repaso de la partida" in text and "Has usado 2 pistas en esta partida." in text
    assert game.locator(".rv-review-decision").count() == 1  # the hinted move is no mistake
    decision = game.locator(".rv-review-decision").inner_text()
    assert "Jugada 1: jugaste «Sur siembra A»; era mejor «Sur siembra B»." in decision
    assert "Pierdes 4 semillas frente a «Sur siembra B»" in decision
    assert game.locator(".rv-review-board .rv-mancala").count() == 1
    assert axe(page) == {}

    click_and_wait(page, game, '[data-rv-cmd="review-1"]')
    assert "Elige una jugada tan buena como la mejor de la posición." in game.locator(".rv-goal").inner_text()
    click_and_wait(page, game, '.rv-board [data-rv-action="B"]')
    assert "Conseguido" in game.locator(".rv-feedback").inner_text()
    assert axe(page) == {}
    click_and_wait(page, game, '[data-rv-cmd="back"]')
    assert "Repaso de la partida" in game.locator(".rv-review").inner_text()
    shared_watch.assert_clean()
