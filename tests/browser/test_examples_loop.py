"""A live example around a miss, in Chromium (issue 27, items 2, 4 and 6): the board stays where the
reader's miss was decided (one example of each family: a board game, Zápiti, La Zanga), a question
is answered before the board plays, Reset starts a fresh try (its stars and count), and the log
numbers each move once. One page load serves each page's checks (``shared_page``)."""

from __future__ import annotations

import pytest

from engine.lessons import audit, scenario
from engine.lessons.session import Session

from .conftest import open_more, wait_hydrated, wait_idle, widget_for

#: One example of each family, on its page, whose failing line misses at the reader's own move.
MISSES = [("awari/reglas", "awari.siembra"), ("zapiti/reglas", "zapiti.jerarquia"),
          ("zanga/titulo-1", "zanga.espadilla")]


def moves_after_miss(key: str) -> int:
    """How many moves the page's example shows once its failing line has missed (the engine's count)."""
    found = scenario.get(key)
    session = Session.from_scenario(found)
    for action in audit.failing_line(found) or ():
        while session.is_bot_turn():
            session.bot_move()
        session.play(action)
    while session.is_bot_turn():
        session.bot_move()
    return len(session.moves)


def board(widget) -> str:  # type: ignore[no-untyped-def]
    return widget.locator(".rv-board").first.inner_html()


@pytest.mark.parametrize(("path", "key"), MISSES, ids=[key for _, key in MISSES])
def test_the_board_stays_where_the_miss_was_decided(shared_page, shared_watch, site_url: str, path: str,
                                                    key: str) -> None:
    page = shared_page
    page.goto(f"{site_url}/es/{path}.html")
    wait_hydrated(page)
    widget = widget_for(page, key).first
    line = audit.failing_line(scenario.get(key))
    assert line and len(line) == 1
    widget.locator(f'[data-rv-action="{line[0]}"]').first.click()
    wait_idle(page, widget)  # every bot the page would let play has played
    assert widget.locator(".rv-feedback.rv-missed").is_visible()
    assert widget.locator(".rv-status").inner_text().startswith("Ejemplo detenido sin el objetivo")
    # The reader's move is the last one played: no bot answered it, no trick or hand went on.
    assert moves_after_miss(key) == 1
    moves = open_more(widget).locator(".rv-moves li")
    assert moves.count() == 1 and moves.first.locator(".rv-seat").inner_text() in ("Sur", "Norte")
    shown = board(widget)
    widget.locator('[data-rv-cmd="hint"]').click()  # another reply: still nobody plays
    wait_idle(page, widget)
    assert board(widget) == shown and widget.locator(".rv-moves li").count() == 1
    widget.locator('[data-rv-cmd="undo"]').click()
    wait_idle(page, widget)
    assert widget.locator(".rv-status").inner_text().startswith("Te toca")
    shared_watch.assert_clean()


def test_a_question_refuses_board_moves_and_reset_starts_a_fresh_try(shared_page, shared_watch,
                                                                     site_url: str) -> None:
    page = shared_page
    page.goto(f"{site_url}/es/awari/reglas.html")
    wait_hydrated(page)
    question = widget_for(page, "awari.tablero").first
    assert "Primero responde la pregunta" in question.locator(".rv-status").inner_text()
    question.locator('[data-rv-action]:not([disabled])').first.click()
    wait_idle(page, question)
    message = question.locator(".rv-message").inner_text()
    assert message == "Primero responde la pregunta: jugar en el tablero te daría la respuesta."
    assert question.locator(".rv-moves li").count() == 0

    example = widget_for(page, "awari.captura").first
    solution = scenario.get("awari.captura").solution[0]
    for wrong in [a for a in "ABCDEF" if a != solution][:3]:
        button = example.locator(f'[data-rv-action="{wrong}"]:not([disabled])')
        if button.count():
            button.click()
            wait_idle(page, example)
            example.locator('[data-rv-cmd="reset"]').click()
            wait_idle(page, example)
    example.locator(f'[data-rv-action="{solution}"]').click()
    wait_idle(page, example)
    panel = page.locator(f'.rv-progress-panel[data-rv-for="{example.get_attribute("id")}"]')
    panel.locator('[data-rv-stars="3"]').wait_for()
    assert "esta vez: 1 jugada (par: 1)" in panel.inner_text()
    shared_watch.assert_clean()


def test_the_log_numbers_each_move_once(shared_page, shared_watch, site_url: str) -> None:
    page = shared_page
    page.goto(f"{site_url}/es/awari/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "awari.captura").first
    for cmd in ("F", "undo", "F"):  # move 1, a note, move 2: the note is no "2."
        selector = f'[data-rv-cmd="{cmd}"]' if cmd == "undo" else f'[data-rv-action="{cmd}"]'
        example.locator(selector).click()
        wait_idle(page, example)
    # The numbers the list shows: an item's own value, else one more than the item before; none
    # for an item drawn without a marker.
    shown = page.evaluate("""root => {
      let n = 0;
      return [...root.querySelectorAll('.rv-log li')].map(li => {
        n = li.hasAttribute('value') ? li.value : n + 1;
        return getComputedStyle(li).listStyleType === 'none' ? null : n;
      }).filter(x => x !== null);
    }""", example.element_handle())
    assert len(shown) >= 2 and len(shown) == len(set(shown)), f"a number is shown twice: {shown}"
    shared_watch.assert_clean()
