"""Takes zanga-course-map.png and zanga-course-hand.png (see README.md) from the built site.

* zanga-course-map.png: the top of La Zanga's course (``es/zanga/aprende.html``) on a desktop, its
  map of seven stages;
* zanga-course-hand.png: a step of its guided hand, ``zanga.mano-companero`` (the partner's trick),
  after the step before it was won and this one played right: the widget with its feedback.

Run: ``.venv/bin/python docs/screenshots/zanga_course_shots.py`` (needs ``make html``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]


from screenshots import HTML, idle, play, site_browser

from engine.lessons import scenario

HERE = Path(__file__).resolve().parent
STEP = "zanga.mano-companero"


def main() -> None:
    if not (HTML / "es" / "zanga" / "aprende.html").exists():
        raise SystemExit("build/html is missing La Zanga's course: run `make html` first")
    with site_browser() as (browser, site):
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


if __name__ == "__main__":
    main()
