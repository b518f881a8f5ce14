"""The screenshots of docs/screenshots/: one example of each game on its Spanish page, after a line
that misses its goal and after its solution, on a desktop (1280 px wide) and on a phone (390 px),
taken from the built site (``make html`` first) in Chromium with reduced motion (every move shows at
once). Each image is the example's widget as the reader sees it («Más» closed).

The lines are the engine's: the miss is :func:`engine.lessons.audit.failing_line` (a wrong answer,
or the reader's moves that miss as the page's bots answer them), the success the example's solution;
both are clicked in the page as a reader clicks them. Not a test: run by hand, and again after the
examples change, with ``.venv/bin/python bench/screenshots.py`` (``--only awari`` for one game). It
writes docs/screenshots/{game}-{fail,success}-{desktop,phone}.png and prints what each one shows.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

from playwright.sync_api import Browser, Page, sync_playwright

from engine.lessons import audit, scenario
from reglas_sphinx import serve

HTML = ROOT / "build" / "html"
OUT = ROOT / "docs" / "screenshots"
#: The example of each game (docs/screenshots/README.md says what each shows); its page is found in the build.
EXAMPLES = {"awari": "awari.captura", "mbau": "mbau.relevo", "vano": "vano.captura", "hus": "hus.dos-filas",
            "zapiti": "zapiti.valen", "zanga": "zanga.siete-espadas"}
SCREENS: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
              "has_touch": True},
}
WAIT_MS = 120_000


def idle(page: Page, key: str) -> None:
    page.wait_for_function(
        """key => { const w = document.querySelector(`.rv-widget[data-rv-key="${key}"]`);
                    return w.dataset.rvHydrated === 'true' && w.dataset.rvIdle === 'true'; }""",
        arg=key, timeout=WAIT_MS)


def play(page: Page, key: str, steps: tuple[str, ...] | list[str]) -> None:
    """The reader's ``steps`` (moves, ``?answer``, ``!tried move``) clicked in the example, the page's
    bots answering; a hand's summary moved on from ("Siguiente mano") when the next step waits."""
    widget = page.locator(f'.rv-widget[data-rv-key="{key}"]')
    for step in steps:
        name = step[1:] if step.startswith((scenario.ANSWER, scenario.ATTEMPT)) else step
        attr = "data-rv-answer" if step.startswith(scenario.ANSWER) else "data-rv-action"
        target = widget.locator(f'[{attr}="{name}"]').first
        go_on = widget.locator('[data-rv-cmd="continue"]')
        if not target.count() and go_on.count():
            go_on.click()
            idle(page, key)
        target.click()
        idle(page, key)


def page_of(key: str) -> str:
    """The Spanish page that shows example ``key`` (its rules page, wherever the example now is)."""
    for html in sorted((HTML / "es").rglob("*.html")):
        if f'data-rv-key="{key}"' in html.read_text(encoding="utf-8"):
            return html.relative_to(HTML / "es").as_posix()
    raise SystemExit(f"no page of the build shows the example {key}")


def shoot(page: Page, site: str, game: str, screen: str) -> None:
    key = EXAMPLES[game]
    path = page_of(key)
    found = scenario.get(key)
    miss = audit.failing_line(found)
    if miss is None:
        raise SystemExit(f"{key}: the engine finds no line that misses")
    for outcome, steps in (("fail", miss), ("success", found.reader_steps())):
        page.goto(f"{site}/es/{path}")
        idle(page, key)
        widget = page.locator(f'.rv-widget[data-rv-key="{key}"]')
        play(page, key, steps)
        # The theme's bar that stays at the top of a phone's screen would cover the widget's first lines.
        page.evaluate("() => document.querySelector('.mobile-header')?.style.setProperty('display', 'none')")
        widget.evaluate("w => w.scrollIntoView()")
        file = OUT / f"{game}-{outcome}-{screen}.png"
        widget.screenshot(path=str(file))
        said = widget.locator(".rv-feedback").all_inner_texts()
        print(f"{file.name}: {key} {' '.join(steps)} :: {' '.join(said)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(EXAMPLES), action="append", help="one game (repeatable)")
    args = parser.parse_args()
    if not (HTML / "es" / "index.html").exists():
        raise SystemExit("build/html is missing: run `make html` first")
    OUT.mkdir(parents=True, exist_ok=True)
    with site_browser() as (browser, site):
        for screen, options in SCREENS.items():
            context = browser.new_context(reduced_motion="reduce", service_workers="block", **options)
            page = context.new_page()
            for game in args.only or EXAMPLES:
                shoot(page, site, game, screen)
            context.close()


@contextmanager
def site_browser() -> Iterator[tuple[Browser, str]]:
    """Chromium (Debian's, else Playwright's own) and the address of the built site, served on a free
    port for as long as the block runs: what every screenshot script starts from."""
    server = serve.start(HTML)
    try:
        with sync_playwright() as playwright:
            chromium = shutil.which("chromium") or shutil.which("chromium-browser")
            browser = playwright.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox"])
            try:
                yield browser, f"http://127.0.0.1:{server.server_address[1]}"
            finally:
                browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
