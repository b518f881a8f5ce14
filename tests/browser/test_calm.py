"""A calm widget (issue 27, item 5), in Chromium: the goal, the board, the feedback and the buttons
in view; the text line, the log, the moves, the keyboard list and the animation speed one «Más»
away, closed at first, opened by keyboard, while every move is still announced; on a 390 px phone
(one rules page per family: Awari, La Zanga, Zápiti) every label the goal names at least 12 px and
every control at least 44 px tall; a finished La Zanga game no longer a wall of moves."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode

import pytest

from engine.lessons.record import Record
from engine.lessons.session import Session
from engine.rules import bots

from .conftest import Watch, open_more, wait_hydrated, wait_idle, watch_context, widget_for

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
SMALLEST_LABEL_PX = 12
SMALLEST_CONTROL_PX = 44
#: One rules page per family; each shows (at least) these labels of what its goals name.
FAMILIES = {"awari/reglas.html": ("hole", "choice"), "zanga/titulo-3-juego.html": ("card",),
            "zapiti/reglas.html": ("card", "choice")}

# Every label shown in the widgets' boards and choices (an element with text of its own, drawn, not
# inside a closed disclosure; the SVG pictures aside), what kind of thing it names, and its size;
# every control (buttons, fields, summaries, holes, cards, and the progress panel's buttons and
# "next" link) and its height.
MEASURE = """() => {
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !el.parentElement.closest('details:not([open])') &&
      !(el.closest('details:not([open])') && el.tagName !== 'SUMMARY') && getComputedStyle(el).visibility !== 'hidden'; };
  const kind = (el) => el.closest('.rv-choice') ? 'choice' : el.closest('.rv-card') ? 'card'
    : el.matches('.rv-name') ? 'hole' : 'other';
  const labels = [], controls = [];
  for (const w of document.querySelectorAll('.rv-widget[data-rv-kind]')) {
    for (const el of w.querySelectorAll('.rv-board *, .rv-choices *')) {
      if (el instanceof SVGElement || !shown(el)) continue;
      if (![...el.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim())) continue;
      labels.push([kind(el), el.className, el.textContent.trim().slice(0, 20), parseFloat(getComputedStyle(el).fontSize)]);
    }
  }
  const widgets = '.rv-widget[data-rv-kind]';
  const found = document.querySelectorAll(`${widgets} :is(button, select, input[type=text], summary, .rv-hole, .rv-card),
    .rv-progress-panel :is(button, a.rv-next)`);
  for (const el of found) {
    if (shown(el)) controls.push([el.tagName, el.className, el.textContent.trim().slice(0, 20), el.getBoundingClientRect().height]);
  }
  return {labels, controls};
}"""


@pytest.fixture(scope="module")
def phone_tab(browser) -> Iterator[tuple[Any, Watch]]:  # type: ignore[no-untyped-def]
    """One phone tab for the module's pages (as ``shared_tab``, on a 390×844 phone)."""
    context = browser.new_context(reduced_motion="reduce", **PHONE)
    found = watch_context(context)
    yield context.new_page(), found
    context.close()


def too_small(measured: dict[str, list[list[Any]]]) -> tuple[list[list[Any]], list[list[Any]]]:
    return ([label for label in measured["labels"] if label[-1] < SMALLEST_LABEL_PX],
            [control for control in measured["controls"] if control[-1] < SMALLEST_CONTROL_PX - 0.5])


@pytest.mark.parametrize("path", FAMILIES)
def test_on_a_phone_labels_are_12px_and_controls_44px_tall(phone_tab, site_url: str, path: str) -> None:
    page, watch = phone_tab
    watch.clear()
    page.goto(f"{site_url}/es/{path}")
    wait_hydrated(page)
    measured = page.evaluate(MEASURE)
    kinds = {label[0] for label in measured["labels"]}
    assert set(FAMILIES[path]) <= kinds, f"the page shows what its goals name: {kinds}"
    assert len(measured["controls"]) > 10
    small, short = too_small(measured)
    assert small == [], "labels under 12 px"
    assert short == [], "controls under 44 px tall"
    # Opened, «Más» keeps to the same sizes (the text line, the speed, the lists' summaries).
    first = page.locator(".rv-widget[data-rv-kind]").first
    first.locator(".rv-more > summary").click()
    opened = page.evaluate(MEASURE)
    assert len(opened["controls"]) > len(measured["controls"]), "the text line and the rest are shown"
    assert too_small(opened) == ([], [])
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scrolling"
    watch.assert_clean()


def test_more_is_closed_at_first_and_opens_by_keyboard(shared_page, shared_watch: Watch, site_url: str) -> None:
    page = shared_page
    page.goto(f"{site_url}/es/awari/reglas.html")
    wait_hydrated(page)
    widgets = page.locator(".rv-widget[data-rv-kind]")
    # Every example: «Más» closed, its text line, log, moves, keyboard list and speed out of view.
    state = page.evaluate("""() => [...document.querySelectorAll('.rv-widget[data-rv-kind]')].map(w => {
        const more = w.querySelector(':scope > .rv-view > .rv-more');
        return more && !more.open && ['input[data-rv-text]', '.rv-log', '.rv-keyboard', 'select[data-rv-speed]']
          .every(part => more.contains(w.querySelector(part)))
          && !w.querySelector('.rv-live').closest('details') && w.querySelector('.rv-goal, .rv-board, .rv-controls') !== null;
    })""")
    assert len(state) == widgets.count() > 1 and all(state), state
    example = widget_for(page, "awari.siembra")
    summary = example.locator(".rv-more > summary")
    assert summary.inner_text().startswith("Más")
    line, log = example.locator("input[data-rv-text]"), example.locator(".rv-log")
    assert line.is_hidden() and example.locator(".rv-keyboard").is_hidden()

    # A move played with «Más» closed is captioned and announced as ever.
    example.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, example)
    assert example.locator(".rv-caption").is_visible()
    said = example.locator(".rv-caption").inner_text()
    assert said and said in str(example.locator(".rv-live").text_content())

    # Enter on the summary opens it: the text line and the log (the move in it); Space closes, and opens.
    summary.focus()
    page.keyboard.press("Enter")
    assert line.is_visible() and log.is_visible() and example.locator(".rv-keyboard").is_visible()
    assert said in log.locator("li").last.inner_text()
    page.keyboard.press("Space")
    assert line.is_hidden()
    page.keyboard.press("Space")
    assert line.is_visible()
    # It stays as the reader left it when the widget redraws (a move typed in the line, here).
    line.fill("ayuda")
    line.press("Enter")
    wait_idle(page, example)
    assert example.locator(".rv-more").evaluate("more => more.open") and line.is_visible()
    assert example.locator("[data-rv-text-answer]").inner_text().startswith("Escribe una jugada")
    shared_watch.assert_clean()


def finished_zanga_link() -> str:
    """A whole La Zanga game played by the bots, as a share link's fragment (the reader's seat, South,
    played by a bot too)."""
    session = Session.from_record(Record("zanga", seed=11), human_seats=(), bot_level=bots.DEFAULT_LEVEL, bot_seed=3)
    while not session.state.is_terminal():
        session.bot_move()
    return urlencode({"partida": session.record().to_text(), "modo": "bot"})


def test_a_finished_la_zanga_game_fits_a_few_screens(shared_page, shared_watch: Watch, site_url: str) -> None:
    """Its hundreds of moves are one «Más» away, and scroll once opened (it was 3,400 px tall)."""
    page = shared_page
    page.goto(f"{site_url}/es/zanga/partida.html#{finished_zanga_link()}")
    wait_hydrated(page)
    game = widget_for(page, "zanga")
    wait_idle(page, game)
    assert game.locator(".rv-status").inner_text().startswith("Partida terminada")
    closed = game.evaluate("w => w.getBoundingClientRect().height")
    assert closed < 1600, closed
    open_more(game)
    assert game.locator(".rv-moves li").count() > 200
    opened = game.evaluate("w => w.getBoundingClientRect().height")
    assert opened < closed + 1000, "the long lists scroll inside «Más»"
    shared_watch.assert_clean()
