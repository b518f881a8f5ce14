"""The site as a teacher uses it in Chromium: offline after one visit (the Workbox service worker),
the file:// notice, projector mode at 1024×768, worksheets and answer keys printed to PDF, every
board on a 390 px phone, and the theme's own texts in Spanish on Spanish pages.

Each test loads as few pages as it can and asserts much on each: the whole suite must stay fast.
Pages whose Python is not needed (print, phone, theme) are loaded with the runtime refused, which
also shows that what they check is static HTML made at build time.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from reglas_sphinx import serve

from .conftest import HTML, LOAD_TIMEOUT_MS, Watch, wait_hydrated, watch_context

# The service worker is tested on its own context (test_offline_after_one_visit); elsewhere it
# would only spend the machine saving 24 MB that the test never uses.
NO_WORKER = {"service_workers": "block"}
ONE_PAGE_PER_GAME = ["awari/reglas.html", "mbau/reglas.html", "vano/reglas.html", "hus/reglas.html",
                     "zapiti/reglas.html", "zanga/titulo-3-juego.html"]
ENGLISH_THEME_TEXTS = ["Back to top", "Skip to content", "On this page", "Next", "Previous", "Made with",
                       "Toggle", "Search", "Contents", "Home"]


@pytest.fixture(scope="module")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, **NO_WORKER}


def without_python(page) -> None:  # type: ignore[no-untyped-def]
    page.route("**/_runtime/**", lambda route: route.abort())


def play_a_legal_move(page, widget_index: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """A legal move in widget ``widget_index``, by default the page's first played on the board (a
    question's example refuses the board until it is answered)."""
    if widget_index is None:
        widget_index = page.evaluate("""() => [...document.querySelectorAll('.rv-widget[data-rv-kind]')]
            .findIndex(w => !w.querySelector('[data-rv-answer]'))""")
    widget = page.locator(".rv-widget[data-rv-kind]").nth(widget_index)
    before = widget.locator(".rv-moves li").count()
    widget.locator("[data-rv-action].rv-legal").first.click()
    page.wait_for_function(
        "([w, n]) => w.querySelectorAll('.rv-moves li').length > n && w.dataset.rvIdle === 'true'",
        arg=[widget.element_handle(), before], timeout=LOAD_TIMEOUT_MS,
    )
    assert not widget.locator(".rv-message.rv-error:not([hidden])").count()


def test_offline_after_one_visit(browser, site_url: str) -> None:
    """One visit saves the whole site: with the network cut, the same page, a page never visited
    in the other language and a full game all load and play."""
    context = browser.new_context()
    watch = watch_context(context)
    asked: list[str] = []  # by the page and by its service worker
    context.on("request", lambda request: asked.append(request.url.removeprefix(site_url)))
    page = context.new_page()
    page.goto(f"{site_url}/es/awari/reglas.html")
    state = page.locator(".rv-offline-state")
    page.wait_for_function("() => document.querySelector('.rv-offline-state').dataset.rvState === 'ready'",
                           timeout=LOAD_TIMEOUT_MS)
    assert state.inner_text() == "Disponible sin conexión"
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == f"{site_url}/sw.js"
    # the other pages came in one bundle (offline.mjs), not one by one
    assert len([url for url in asked if re.fullmatch(r"/offline-[0-9a-f]{10}\.json", url)]) == 1
    assert "/en/mbau/reglas.html" not in asked and "/es/awari/partida.html" not in asked

    context.set_offline(True)
    page.reload()
    wait_hydrated(page)
    assert state.get_attribute("data-rv-state") == "offline"
    assert state.inner_text() == "Sin conexión: funciona con la copia guardada"
    play_a_legal_move(page)

    page.goto(f"{site_url}/en/mbau/reglas.html")  # never visited, the other language
    wait_hydrated(page)
    assert page.locator("html").get_attribute("lang") == "en"
    assert state.inner_text() == "Offline: working from the saved copy"
    play_a_legal_move(page)

    page.goto(f"{site_url}/es/awari/partida.html")  # a full game against the bot
    wait_hydrated(page)
    play_a_legal_move(page)
    page.wait_for_function("() => document.querySelectorAll('.rv-game .rv-moves li').length >= 2",
                           timeout=LOAD_TIMEOUT_MS)  # the bot answered, offline
    assert page.locator(".rv-update").is_hidden()
    watch.assert_clean()
    context.close()


def test_a_new_build_is_offered_with_a_reload_notice(browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A new build publishes a different sw.js: it installs beside the old one and waits; the page
    says "nueva versión: recargar", and the reload hands the page to the new build."""
    site = tmp_path / "html"
    shutil.copytree(HTML, site, copy_function=os.link)  # hard links: no 24 MB copy
    server = serve.start(site)
    url = f"http://127.0.0.1:{server.server_address[1]}"
    context = browser.new_context()
    watch = watch_context(context)
    page = context.new_page()
    page.goto(f"{url}/es/index.html")
    page.wait_for_function("() => document.querySelector('.rv-offline-state').dataset.rvState === 'ready'",
                           timeout=LOAD_TIMEOUT_MS)
    built = (site / "sw.js").read_text(encoding="utf-8")
    (site / "sw.js").unlink()  # a new file, not a change to the hard-linked original
    (site / "sw.js").write_text(built + "\n// the next build\n", encoding="utf-8")
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    notice = page.locator(".rv-update")
    notice.wait_for(state="visible", timeout=LOAD_TIMEOUT_MS)
    assert "Nueva versión: recargar" in notice.inner_text()
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => Boolean(r.waiting))")
    with page.expect_navigation():
        notice.get_by_role("button").click()
    page.wait_for_function("() => document.querySelector('.rv-offline-state').dataset.rvState === 'ready'",
                           timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => !r.waiting && Boolean(r.active))")
    assert page.locator(".rv-update").is_hidden()
    watch.assert_clean()
    context.close()
    server.shutdown()


def test_file_url_says_the_examples_need_the_site_served(browser) -> None:
    context = browser.new_context(**NO_WORKER)
    page = context.new_page()
    for lang, words in (("es", "python3 -m http.server 8000"), ("en", "python3 -m http.server 8000")):
        page.goto((HTML / lang / "awari" / "reglas.html").as_uri())
        notice = page.locator(".rv-file-notice")
        notice.wait_for(state="visible")
        assert words in notice.inner_text()
        first = notice.locator("strong").inner_text()
        assert ("file://" in first) and (("no pueden arrancar" in first) if lang == "es" else ("cannot start" in first))
        statuses = page.locator(".rv-example .rv-status").all_inner_texts()
        assert statuses and all(text == first for text in statuses)
        assert page.locator(".rv-offline-state").inner_text() == ""
    context.close()


def test_projector_mode_fits_1024x768(browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768}, **NO_WORKER)
    watch = watch_context(context)
    page = context.new_page()
    page.goto(f"{site_url}/es/index.html")
    switch = page.locator(".rv-projector-switch")
    assert switch.get_attribute("aria-pressed") == "false"
    switch.click()
    assert switch.get_attribute("aria-pressed") == "true"

    page.goto(f"{site_url}/es/zanga/titulo-3-juego.html")  # remembered from the page before
    assert "rv-projector" in page.locator("html").get_attribute("class")
    assert page.locator(".rv-projector-switch").get_attribute("aria-pressed") == "true"
    wait_hydrated(page)
    sizes = page.evaluate("""() => ({
        scroll: document.documentElement.scrollWidth,
        font: parseFloat(getComputedStyle(document.documentElement).fontSize),
        sidebar: getComputedStyle(document.querySelector('.sidebar-drawer')).display,
        keys: getComputedStyle(document.querySelector('.rv-keys')).display,
        widgets: [...document.querySelectorAll('.rv-widget[data-rv-kind]')].map(w => {
            const r = w.getBoundingClientRect(), b = w.querySelector('.rv-board').getBoundingClientRect();
            return [w.dataset.rvKind, r.left, r.right, r.height, b.height];
        }),
        print: [...document.querySelectorAll('.rv-practice-print')].map(p => getComputedStyle(p).display),
    })""")
    assert sizes["scroll"] <= 1024, "no horizontal overflow"
    assert sizes["font"] >= 20 and sizes["sidebar"] == "none" and sizes["keys"] != "none"
    assert sizes["widgets"] and "practice" in {kind for kind, *_ in sizes["widgets"]}
    assert sizes["print"] and set(sizes["print"]) == {"none"}, "printing per pupil is the teacher's desk's"
    for kind, left, right, height, _board in sizes["widgets"]:
        assert left >= 0 and right <= 1024
        # A practice's position is drawn afresh (late in a hand, its past tricks take more room):
        # only the examples are held to one screen.
        assert kind != "example" or height <= 768, "the whole example, La Zanga table included, fits one screen"
    # The stones are a bar: no stone wider than a few pixels, all of an account on one line.
    bars = page.evaluate("""() => [...document.querySelectorAll('.rv-widget .rv-stones')].map(s => {
        const stones = [...s.children].map(c => c.getBoundingClientRect());
        return stones.length ? [Math.max(...stones.map(r => r.width)), new Set(stones.map(r => Math.round(r.top))).size] : [0, 1];
    })""")
    assert bars and all(width <= 4.5 and lines == 1 for width, lines in bars)

    # Keyboard: ] goes to the next example, [ back; Backspace undoes the move just played.
    page.locator("body").press("]")
    page.keyboard.press("]")
    assert page.evaluate("document.querySelectorAll('.rv-widget[data-rv-kind]')[1].contains(document.activeElement)")
    page.keyboard.press("[")
    assert page.evaluate("document.querySelectorAll('.rv-widget[data-rv-kind]')[0].contains(document.activeElement)")
    play_a_legal_move(page)
    page.keyboard.press("Backspace")
    page.wait_for_function("() => document.querySelector('.rv-widget[data-rv-kind]').dataset.rvIdle === 'true'"
                           " && !document.querySelector('.rv-widget[data-rv-kind] .rv-moves')")
    watch.assert_clean()
    context.close()


def pdf_text(data: bytes) -> str:
    """The text of a PDF: by Poppler's pdftotext where it is installed (fast), else by pypdf."""
    if shutil.which("pdftotext"):
        return subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True, check=True).stdout.decode()
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


PRINTS = [("es", page) for page in ONE_PAGE_PER_GAME] + [("en", "zanga/titulo-3-juego.html")]


@pytest.mark.parametrize(("lang", "page_path"), PRINTS, ids=[f"{lang}/{path}" for lang, path in PRINTS])
def test_worksheet_and_answer_key_print(page, site_url: str, lang: str, page_path: str) -> None:
    """One load, two PDFs: the worksheet (start position, goal, room to answer) and the answer key
    (the solution, the position after it, the explanation), in light ink."""
    without_python(page)
    page.goto(f"{site_url}/{lang}/{page_path}")
    sheets = page.locator(".rv-print-sheet")
    count = page.locator(".rv-example, .rv-practice").count()  # a practice prints its first exercise
    assert count > 0 and sheets.count() == 0, "the sheets are built when the page is printed, not before"
    words = {"es": ("Ejercicio", "Tu respuesta:", "Posición después de la solución:", "Objetivo:"),
             "en": ("Exercise", "Your answer:", "Position after the solution:", "Goal:")}[lang]
    exercise, answer, after, goal = words
    first_goal = re.sub(r"\s+", " ", page.locator(".rv-example .rv-goal").first.text_content()).strip()

    sheet = re.sub(r"\s+", " ", pdf_text(page.pdf(format="A4")))
    assert sheets.count() == count, "printing built every example's sheet"
    assert page.evaluate("""() => [...document.querySelectorAll('.rv-example, .rv-practice')].every((example, i) => {
        const sheet = document.querySelectorAll('.rv-print-sheet')[i];
        return sheet.parentElement === example.parentElement  // beside its own example, in order
            && sheet.querySelector('.rv-goal').textContent === example.querySelector('.rv-goal').textContent;
    })""")
    with_solution = page.locator(".rv-print-sheet .rv-print-key .rv-board").count()
    assert with_solution >= 1
    assert sheet.count(answer) == count and sheet.count(goal) >= count
    assert f"{exercise} 1 " in sheet and f"{exercise} {count} " in sheet
    assert first_goal[:60] in sheet
    assert after not in sheet, "the worksheet shows no solution"
    for widget_only in ("Preparando", "Preparing", "Deshacer", "Undo", "Saltar al contenido", "Skip to content"):
        assert widget_only not in sheet

    page.evaluate("document.documentElement.classList.add('rv-answer-key')")
    key = re.sub(r"\s+", " ", pdf_text(page.pdf(format="A4")))
    assert key.count(after) == with_solution and answer not in key
    assert first_goal[:60] in key

    page.emulate_media(media="print")
    ink = page.evaluate("""() => [...document.querySelectorAll('.rv-print-sheet .rv-board > *:not(.rv-pass), .rv-print-sheet .rv-table, .rv-print-sheet .rv-hole')]
        .map(el => getComputedStyle(el)).map(s => [s.backgroundImage, s.backgroundColor])""")
    assert ink and all(image == "none" and color in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)") for image, color in ink)
    assert page.locator(".rv-example").first.is_hidden() and sheets.first.is_visible()


def test_without_scripts_a_printed_page_still_prints_its_worksheets(browser, site_url: str) -> None:
    """Without scripts the browser builds each sheet from its <noscript>: the page prints the
    worksheets (number, goal, start position, room to answer), not the widgets."""
    context = browser.new_context(java_script_enabled=False, **NO_WORKER)
    page = context.new_page()
    page.goto(f"{site_url}/es/awari/reglas.html")
    count = page.locator(".rv-example, .rv-practice").count()  # a practice prints its first exercise
    goals = [re.sub(r"\s+", " ", text).strip()
             for text in page.locator(".rv-example .rv-goal, .rv-practice .rv-goal").all_text_contents()]
    assert count and page.locator(".rv-print-sheet").count() == count
    assert page.locator(".rv-print-sheet").first.is_hidden(), "a screen never shows a sheet"
    printed = re.sub(r"\s+", " ", pdf_text(page.pdf(format="A4")))
    assert goals and all(goal[:60] in printed for goal in goals)
    assert printed.count("Tu respuesta:") == count and f"Ejercicio {count} " in printed
    assert "Posición después de la solución:" not in printed and "Deshacer" not in printed
    context.close()


PHONE_PAGES = [*ONE_PAGE_PER_GAME, "zanga/partida.html", "zapiti/partida-2v2.html"]


@pytest.mark.parametrize("page_path", PHONE_PAGES)
def test_every_board_fits_a_390px_phone(browser, site_url: str, page_path: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, **NO_WORKER)
    page = context.new_page()
    without_python(page)
    page.goto(f"{site_url}/es/{page_path}")
    out = page.evaluate("""() => {
        const bad = [];
        for (const board of document.querySelectorAll('.rv-widget .rv-board, .rv-figure')) {
            const frame = board.getBoundingClientRect();
            if (frame.left < 0 || frame.right > 390) bad.push(['board', frame.left, frame.right]);
            for (const el of board.querySelectorAll('.rv-hole, .rv-store, .rv-card, .rv-table, .rv-mancala, .rv-hus, .rv-ledger')) {
                const r = el.getBoundingClientRect();
                if (r.width && (r.left < frame.left - 1 || r.right > frame.right + 1)) bad.push([el.className, r.left, r.right]);
            }
        }
        return {scroll: document.documentElement.scrollWidth, boards: document.querySelectorAll('.rv-widget .rv-board').length, bad};
    }""")
    assert out["boards"] > 0
    assert out["scroll"] <= 390, "no sideways scrolling"
    assert out["bad"] == []
    context.close()


def test_spanish_pages_show_no_english_theme_text(page, site_url: str, watch: Watch) -> None:
    """The theme's texts (top link, page contents, next and previous, footer, screen-reader labels)
    speak the page's language; the language switch is styled on a page without examples."""
    page.goto(f"{site_url}/es/zanga/lexico.html")  # no examples on it
    seen = page.evaluate("""() => {
        const theme = [...document.querySelectorAll('.skip-to-content, .back-to-top, .toc-title, .related-pages, .bottom-of-page, .sidebar-search-container')]
            .map(el => el.textContent).join(' ');
        const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
            .map(el => [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')].join(' ')).join(' ');
        const nav = getComputedStyle(document.querySelector('.rv-language'));
        return {text: theme + ' ' + labels + ' ' + document.body.innerText, display: nav.display, gap: parseFloat(nav.columnGap)};
    }""")
    for english in ENGLISH_THEME_TEXTS:
        assert not re.search(rf"\b{english}\b", seen["text"]), english
    for spanish in ("Saltar al contenido", "Volver arriba", "Siguiente", "Anterior", "Hecho con"):
        assert spanish in seen["text"], spanish
    assert seen["display"] == "flex" and seen["gap"] > 0, "Español and English apart, not one word"
    watch.assert_clean()
