"""Takes the coach's screenshots (see README.md) from the built site, on a desktop, in Spanish:

* awari-coach-hint.png, awari-coach-review.png: Awari's full game against the computer from a late
  position (a share link), «¿Qué hago?» asked, then the game's review after the costly move;
* zanga-coach-hint.png, zanga-coach-review.png: La Zanga's full game on a fixed deal against the
  bots, «¿Qué hago?» at the reader's first decision, then the review of the hand, its first
  decision's table opened.

Run: ``.venv/bin/python docs/screenshots/coach_shots.py`` (needs ``make html``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]


from screenshots import HTML, site_browser

from engine.lessons.record import Record

HERE = Path(__file__).resolve().parent
#: Awari late in a game, South to move (the position of tests/browser/test_coach.py).
ENDING = "1,1,2,1,0,0/1,0,1,0,3,1 19-18 S 4 70 1,0,0,0,0,0/1,2,0,5,2,0:AbBd"
TIMEOUT = 120_000


def idle(page, game) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("w => w.dataset.rvIdle === 'true'",
                           arg=game.element_handle(), timeout=TIMEOUT)


def click(page, game, selector: str) -> None:  # type: ignore[no-untyped-def]
    game.locator(selector).first.click()
    idle(page, game)


def shot(game, name: str) -> None:  # type: ignore[no-untyped-def]
    game.evaluate("w => w.scrollIntoView()")
    game.screenshot(path=str(HERE / name))
    print(name)


def awari(page, site: str) -> None:  # type: ignore[no-untyped-def]
    link = urlencode({"partida": Record("awari", start=ENDING).to_text(), "modo": "bot", "nivel": "medium"})
    page.goto(f"{site}/es/awari/partida.html#{link}")
    game = page.locator('.rv-widget[data-rv-kind="game"]').first
    idle(page, game)
    click(page, game, '[data-rv-cmd="hint"]')
    print(" ", game.locator(".rv-coach-hint").inner_text().replace("\n", " "))
    shot(game, "awari-coach-hint.png")
    click(page, game, '.rv-board [data-rv-action="A"]')
    click(page, game, '.rv-board [data-rv-action="A"]')
    game.locator(".rv-review").wait_for(timeout=TIMEOUT)
    print(" ", game.locator(".rv-review").inner_text().replace("\n", " ")[:400])
    shot(game.locator(".rv-review"), "awari-coach-review.png")


def zanga(page, site: str) -> None:  # type: ignore[no-untyped-def]
    link = urlencode({"partida": "zanga;seed=7", "modo": "bot", "nivel": "medium"})
    page.goto(f"{site}/es/zanga/partida.html#{link}")
    game = page.locator('.rv-widget[data-rv-kind="game"]').first
    idle(page, game)
    review, hinted = game.locator(".rv-review"), False
    for _ in range(60):
        if review.count():
            break
        if not hinted and game.locator('[data-rv-cmd="hint"]:not([disabled])').count():
            click(page, game, '[data-rv-cmd="hint"]')
            print(" ", game.locator(".rv-coach-hint").inner_text().replace("\n", " "))
            shot(game, "zanga-coach-hint.png")
            hinted = True
        cards = game.locator(".rv-at-bottom button.rv-card.rv-legal")
        (cards if cards.count() else game.locator(".rv-act.rv-legal[data-rv-action]")).last.click()
        idle(page, game)
    review.wait_for(timeout=TIMEOUT)
    review.locator(".rv-review-position summary").first.click()
    print(" ", review.inner_text().replace("\n", " ")[:600])
    shot(review, "zanga-coach-review.png")


def main() -> None:
    if not (HTML / "es" / "zanga" / "partida.html").exists():
        raise SystemExit("build/html is missing: run `make html` first")
    with site_browser() as (browser, site):
        context = browser.new_context(reduced_motion="reduce", service_workers="block",
                                      viewport={"width": 1280, "height": 900})
        page = context.new_page()
        awari(page, site)
        zanga(page, site)
        context.close()


if __name__ == "__main__":
    main()
