"""Takes zanga-course-map.png, zanga-course-hand.png and the two drills' zanga-drill-*.png (see
README.md) from the built site.

* zanga-course-map.png: the top of La Zanga's course (``es/zanga/aprende.html``) on a desktop, its
  map of seven stages;
* zanga-course-hand.png: a step of its guided hand, ``zanga.mano-companero`` (the partner's trick),
  after the step before it was won and this one played right: the widget with its feedback;
* zanga-drill-auction.png, zanga-drill-stones.png: the course's practice of the auction and of the
  stones, on a fixed seed, answered wrong: the widget with why.

Run: ``.venv/bin/python docs/screenshots/zanga_course_shots.py`` (needs ``make html``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]


from screenshots import HTML, idle, play, site_browser

from engine.lessons import practice, scenario

HERE = Path(__file__).resolve().parent
STEP = "zanga.mano-companero"
#: The drills shown, each with its seed and its picture's name.
DRILLS = (("zanga.practica.subasta", 2, "zanga-drill-auction.png"), ("zanga.practica.piedras", 2, "zanga-drill-stones.png"))


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
        # The practices' seeds, kept by the page as a reader's are: the same exercise every time.
        page.evaluate("drills => drills.forEach(([key, seed]) => localStorage.setItem(`rv:practica:${key}`, String(seed)))",
                      [[key, seed] for key, seed, _ in DRILLS])
        page.reload()
        for key, seed, name in DRILLS:
            idle(page, key)
            found = practice.example(f"{key}.{seed}")
            wrong = next(choice for choice in found.goal.choices if choice != found.goal.answer)
            play(page, key, [f"{scenario.ANSWER}{wrong}"])
            widget = page.locator(f'.rv-widget[data-rv-key="{key}"]')
            widget.evaluate("w => w.scrollIntoView()")
            widget.screenshot(path=str(HERE / name))
            print(f"{name}:", found.goal.statement.text("es"), "|", " ".join(widget.locator(".rv-feedback").all_inner_texts()))
        context.close()


if __name__ == "__main__":
    main()
