"""Robust to how a page is read, in Chromium (issue 34):

* a keyboard reader presses every key a keyboard reader presses (arrows, Home and End, Page Up and
  Down, Space, Escape, the shortcuts) from every focus stop of one live example per family (mancala,
  Zápiti, La Zanga) and from its board and the widget itself (where the focus waits during an
  animation and a bot's turn): the page never leaves, its example keeps its position; from the
  page's own text, → still turns the page;
* in forced colours (Windows high contrast) every mark stays drawn (an outline or a border, which
  forced colours keep, not a shadow, which they remove): the last capture, what a Hus capture
  takes, the end of a lap, the legend's swatches, whose house a Vano house is, and a legal card or
  word differs from another by more than bold text;
* 320 px wide, no widget's content spills out of its box: Zápiti 2 v 2 and La Zanga's full games with
  a whole round on the table and every card shown, and the rule switches of Vano and Mbau;
* a runtime file that is missing or damaged is named in the page's language within 10 s, instead
  of the browser's English or a "Preparando…" that never ends.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import HTML, LOAD_TIMEOUT_MS, Watch, wait_hydrated

# ---- the keyboard never leaves the page from inside an example ---------------------------------

#: One live example per family: the page, and which example of it.
FAMILIES = {
    "mancala": ("awari/reglas.html", 1),  # the example 2
    "zapiti": ("zapiti/reglas.html", 0),
    "zanga": ("zanga/titulo-1.html", 0),
}
#: What a keyboard reader presses besides Tab and Enter: the arrows, Home and End, Page Up and Down,
#: Escape, the digit shortcuts, the projector's [ ] ? and Backspace (Space where it does not press a
#: button: on a button it plays, which is the reader's choice).
KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown", "Escape",
        "1", "2", "3", "4", "[", "]", "?", "Backspace"]
#: The widget's focus stops, in Tab order, then where the widget itself puts the focus: its board
#: (during an animation and a bot's turn) and its root (while the view is redrawn). A native list or
#: field is left out: its keys are the browser's (an arrow on a closed list changes the reading).
STOPS = """root => {
  const tabbable = [...root.querySelectorAll('a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')]
    .filter(el => el.getClientRects().length && el.closest('.rv-widget[data-rv-kind]') === root);
  return [...tabbable, root.querySelector('.rv-board'), root].filter(Boolean);
}"""
#: Every navigation the page starts is recorded (with the key pressed and where) and stopped.
LEAVING = """() => {
  window.rvLeaving = [];
  addEventListener('keydown', (event) => {
    const el = event.target;
    window.rvAt = `${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} ← ${event.key}`;
  }, true);
  navigation.addEventListener('navigate', (event) => {
    window.rvLeaving.push(`${window.rvAt} → ${event.destination.url}`);
    if (event.cancelable) event.preventDefault();
  });
}"""


def wait_idle(page, widget) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(),
                           timeout=LOAD_TIMEOUT_MS)


def progress(widget) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return widget.evaluate("""w => ({version: w.dataset.rvVersion, status: w.querySelector('.rv-status')?.textContent,
        said: w.querySelectorAll('.rv-log li').length})""")


@pytest.mark.paced
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_no_key_leaves_the_page_from_inside_an_example(page, watch: Watch, site_url: str, family: str) -> None:
    path, index = FAMILIES[family]
    url = f"{site_url}/es/{path}"
    page.goto(url)
    wait_hydrated(page)
    page.evaluate(LEAVING)
    widget = page.locator(".rv-widget[data-rv-kind='example']").nth(index)
    widget.locator(".rv-view [data-rv-action]:not([disabled])").first.click()  # some progress to keep
    wait_idle(page, widget)
    before = progress(widget)
    stops = widget.evaluate_handle(STOPS)
    count = stops.evaluate("stops => stops.length")
    assert count >= 5, "the skip link, the moves, the commands, the board, the widget"
    pressed = 0
    for index in range(count):
        stop = stops.evaluate_handle("(stops, index) => stops[index]", index).as_element()
        name = stop.evaluate("el => el.tagName")
        for key in KEYS if name in ("BUTTON", "SUMMARY") else [*KEYS, " "]:  # Space presses a button
            stop.press(key)  # the focus on the stop, then the key; none asks the engine anything (below)
            pressed += 1
    wait_idle(page, widget)
    assert page.evaluate("() => window.rvLeaving") == []
    assert page.url == url
    assert progress(widget) == before, "the example is where the reader left it"
    assert pressed > 100
    # From the page's own text (the focus on nothing), → still turns the page.
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("ArrowRight")
    assert len(page.evaluate("() => window.rvLeaving")) == 1
    watch.assert_clean()


# ---- forced colours ----------------------------------------------------------------------------

#: What an element shows in forced colours that tells it apart: its edge and its outline (a shadow
#: or a background colour is not kept there). Measured with a class on and off on one element.
SHAPE = """([el, cls]) => {
  const shape = () => { const s = getComputedStyle(el);
    return [s.borderTopStyle, s.borderTopWidth, s.outlineStyle, s.outlineStyle === 'none' ? '' : s.outlineWidth].join(' '); };
  const had = el.classList.contains(cls);
  el.classList.remove(cls);
  const without = shape();
  el.classList.add(cls);
  const withIt = shape();
  if (!had) el.classList.remove(cls);
  return [without, withIt];
}"""


def marks_differ(page, selector: str, cls: str) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    element = page.locator(selector).first.element_handle()
    without, with_it = page.evaluate(SHAPE, [element, cls])
    return without, with_it


def test_forced_colours_keep_every_mark(page, site_url: str) -> None:
    page.emulate_media(forced_colors="active")
    assert page.evaluate("() => matchMedia('(forced-colors: active)').matches")
    page.goto(f"{site_url}/es/hus/reglas.html")  # the static boards are enough: the marks are style
    assert page.evaluate("() => getComputedStyle(document.querySelector('.rv-hole.rv-marked')).boxShadow") == "none", \
        "forced colours remove shadows"
    for selector, mark in [
        (".rv-mancala .rv-hole, .rv-hus .rv-hole", "rv-marked"),  # the last capture
        (".rv-hus .rv-hole", "rv-taken"),  # what a Hus capture takes
        (".rv-hus .rv-hole", "rv-lap-end"),  # where a lap ends (Mbau, Vano), drawn during the sowing
        (".rv-hus .rv-hole", "rv-legal"),
        (".rv-legend .rv-swatch.rv-marked", "rv-marked"),
        (".rv-legend .rv-swatch.rv-taken", "rv-taken"),
    ]:
        without, with_it = marks_differ(page, selector, mark)
        assert without != with_it, f"{mark} on {selector} is not drawn in forced colours: {with_it}"
    page.goto(f"{site_url}/es/vano/reglas.html")  # whose house it is: colour alone elsewhere
    south, north = (page.evaluate(SHAPE, [page.locator(f".rv-legend .rv-swatch.{cls}").first.element_handle(), cls])[1]
                    for cls in ("rv-house-south", "rv-house-north"))
    assert south != north, south
    page.goto(f"{site_url}/es/zapiti/reglas.html")
    for selector, mark in [(".rv-act", "rv-legal"), ("button.rv-card", "rv-legal")]:
        without, with_it = marks_differ(page, selector, mark)
        assert without != with_it, f"{mark} on {selector} differs only by its weight: {with_it}"


# ---- 320 px wide ---------------------------------------------------------------------------------

#: The parts of a widget that spill out of its box, sideways (the hidden live region excepted).
SPILLS = """w => { const box = w.getBoundingClientRect();
  return [...w.querySelectorAll('*')].filter(el => !el.closest('.rv-live, .rv-skip:not(:focus)'))
    .filter(el => { const r = el.getBoundingClientRect(); return r.width && (r.right > box.right + 0.5 || r.left < box.left - 0.5); })
    .map(el => `${el.tagName.toLowerCase()}.${el.className.baseVal ?? el.className}`).slice(0, 8); }"""
#: A whole round (trick) on the table, the reader to play: first Zápiti 2 v 2 (seed 3), then La Zanga
#: (seed 0: the deal's three bids, the trump, then the first trick).
ROUNDS = {
    "zapiti/partida-2v2.html": "partida=zapiti;opts=players:4;seed=3;moves=ver%20listo%20listo%20listo%20listo%203b%203o%204o%2011o",
    "zanga/partida.html": "partida=zanga;seed=0;moves=juego%20juego%20juego%20triunfo:o%201o%202o%204o%206o",
}


def test_at_320_px_no_widget_spills_out_of_its_box(page, watch: Watch, site_url: str) -> None:
    page.set_viewport_size({"width": 320, "height": 800})
    for path, link in ROUNDS.items():
        page.goto(f"{site_url}/es/{path}#{link}")
        wait_hydrated(page)
        game = page.locator(".rv-widget.rv-game")
        wait_idle(page, game)
        assert game.locator(".rv-rounds li .rv-play").count() >= 4, "a whole round on the table"
        game.locator('[data-rv-cmd="teach"]').click()  # every hand face up: the widest table
        wait_idle(page, game)
        assert game.evaluate(SPILLS) == [], path
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
    for path in ("vano/reglas.html", "mbau/reglas.html"):
        page.goto(f"{site_url}/es/{path}")
        switches = page.locator(".rv-widget:has(.rv-switches)")
        assert switches.count() >= 1
        spilled = [spill for widget in switches.all() for spill in widget.evaluate(SPILLS)]
        assert spilled == [], path
    watch.assert_clean()


# ---- a runtime file missing ----------------------------------------------------------------------

#: Runtime files the page, PyScript and Pyodide load, each missing (a 404) or damaged (not what its
#: name says) in turn, and the words each page then shows (in its language, through the site's
#: catalogue) instead of the browser's.
BROKEN = [
    ("es", "_runtime/pyscript-*/core.js", 404,
     "No se pudo iniciar Python en esta página: falta un archivo del sitio, o está dañado: "
     "{file}. Quien publica el sitio debe copiar entera la carpeta _runtime."),
    ("en", "_runtime/pyscript-*/core.js", 200,
     "Python could not start on this page: a file of the site is missing or damaged: "
     "{file}. Whoever publishes the site must copy the whole _runtime folder."),
    ("en", "_runtime/pyodide-*/pyodide.asm.wasm", 404,
     "Python could not start on this page: a file of the site is missing or damaged: "
     "{file}. Whoever publishes the site must copy the whole _runtime folder."),
    ("es", "_runtime/rv-worker-*.py", 404,
     "No se pudo iniciar Python en esta página: falta un archivo del sitio, o está dañado: "
     "{file}. Quien publica el sitio debe copiar entera la carpeta _runtime."),
]


@pytest.mark.parametrize(("lang", "file", "status", "words"), BROKEN,
                         ids=[f"{file}-{status}" for _, file, status, _ in BROKEN])
def test_a_missing_or_broken_runtime_file_is_named_in_the_pages_language(page, site_url: str, lang: str,
                                                                         file: str, status: int,
                                                                         words: str) -> None:
    def answer(route) -> None:  # type: ignore[no-untyped-def]
        route.fulfill(status=status, body="<html>not here</html>", content_type="text/javascript")

    (found,) = HTML.glob(file)  # the build's file: its name or folder carries its content's hash
    file = found.relative_to(HTML).as_posix()
    page.context.route(f"{site_url}/{file}", answer)  # the context's route reaches the worker's requests
    page.goto(f"{site_url}/{lang}/awari/reglas.html")
    problem = page.locator(".rv-widget[data-rv-kind='example'] .rv-message.rv-error").first
    # Said as soon as the file fails (about 2.5 s for the wasm on a quiet machine), where it used to
    # say nothing at all: the test waits on the message, not on a clock (the load bound serves).
    problem.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert problem.inner_text() == words.format(file=file)
    assert page.locator(".rv-message.rv-error").count() == page.locator(".rv-widget[data-rv-kind]").count()
