"""Takes zanga-course-map.png and zanga-course-hand.png (see README.md) from the built site.

* zanga-course-map.png: the top of La Zanga's course (``es/zanga/aprende.html``) on a desktop, its
  map of seven stages;
* zanga-course-hand.png: a step of its guided hand, ``zanga.mano-companero`` (the partner's trick),
  after the step before it was won and this one played right: the widget with its feedback.

Run: ``.venv/bin/python docs/screenshots/zanga_course_shots.py`` (needs ``make html``).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]

from playwright.sync_api import sync_playwright

from engine.lessons import scenario
from reglas_sphinx import serve
from screenshots import HTML, idle, play

HERE = Path(__file__).resolve().parent
STEP = "zanga.mano-companero"


def main() -> None:
    if not (HTML / "es" / "zanga" / "aprende.html").exists():
        raise SystemExit("build/html is missing La Zanga's course: run `make html` first")
    server = serve.start(HTML)
    site = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with sync_playwright() as playwright:
            chromium = shutil.which("chromium") or shutil.which("chromium-browser")
            browser = playwright.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox"])
            context = browser.new_context(reduced_motion="reduce", service_workers="block",
                                          viewport={"width": 1280, "height": 900})
            page = context.new_page()
            page.goto(f"{site}/es/zanga/aprende.html")
            idle(page, "zanga.servir")
            course = page.locator("article").first
            page.screenshot(path=str(HERE / "zanga-course-map.png"), clip={**course.bounding_box(), "height": 560})
            print("zanga-course-map.png:", " | ".join(page.locator(".rv-course-map li").all_inner_texts()))
            idle(page, STEP)
            play(page, STEP, scenario.get(STEP).reader_steps())
            widget = page.locator(f'.rv-widget[data-rv-key="{STEP}"]')
            widget.evaluate("w => w.scrollIntoView()")
            widget.screenshot(path=str(HERE / "zanga-course-hand.png"))
            print("zanga-course-hand.png:", STEP, " ".join(widget.locator(".rv-feedback").all_inner_texts()))
            context.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
