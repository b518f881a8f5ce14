"""Every live example misses as a reader can miss it, in Chromium (issue 27): on every Spanish page
with examples, each example is played through the page on its failing line (the build's,
:func:`engine.lessons.audit.failing_line`, which tests/engine/test_miss_stops.py plays in the
engine): a wrong choice for a question, the moves that miss for a board, clicked as a reader clicks
(the hole, the card, the choice). Then the example must show the missed state with the engine's
explanation of that very line (tests/engine/scenario_checks.py ``missed``), more than "Aún no"; and
its board must stay where the miss was decided: after the reader's last decision the page plays only
the bot moves the engine lets follow it (those that still change what the example says: mostly
none), and the board is still the same once the page's other examples have been played.

One page load per page serves all of its examples (``shared_page``), the misses many checks each."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.lessons import audit, scenario

from ..engine.scenario_checks import missed
from .conftest import HTML, all_pages, wait_hydrated, wait_idle

EXAMPLE = 'class="rv-widget rv-example"'
#: The Spanish pages that hold live examples (read from the build when the tests are collected).
PAGES = [path for path in all_pages("es") if EXAMPLE in (HTML / "es" / path).read_text("utf-8")]
#: What the feedback says before its explanation: alone, it explains nothing.
NOT_YET = re.compile(r"^\W*Aún no\W*", re.IGNORECASE)
#: Records, per widget, each reply's request and the board as the reply left it (rv-widgets.js's
#: ``rv:reply`` event, sent once the reply is shown).
RECORD_REPLIES = """() => {
  window.rvReplies = {};
  document.addEventListener("rv:reply", (event) => {
    const widget = event.target;
    (window.rvReplies[widget.id] ??= []).push([event.detail.request.op, widget.querySelector(".rv-board").innerHTML]);
  });
}"""


def expected(found: scenario.Scenario) -> tuple[str, int]:
    """The engine's explanation of the miss on the failing line, the bots answering as on the page,
    and how many bot moves it lets follow the reader's last decision (those that still change what
    the example says)."""
    session, decided = missed(found)
    status, text = session.goal_feedback()
    assert status == "missed" and text is not None, f"{found.id}: the engine does not call its failing line a miss"
    return text.text("es"), len(session.moves) - decided


def control(widget, step: str):  # type: ignore[no-untyped-def]
    """What a reader clicks for ``step``: the choice of an answer, else the hole or card of a move."""
    if step.startswith(scenario.ANSWER):
        return widget.locator(f"[data-rv-answer={json.dumps(step[len(scenario.ANSWER):])}]")
    return widget.locator(f"[data-rv-action={json.dumps(step)}]")


def test_the_build_has_pages_with_examples() -> None:
    assert len(PAGES) > 10 and "awari/reglas.html" in PAGES


@pytest.mark.parametrize("path", PAGES)
def test_every_example_of_the_page_misses_and_stays_missed(shared_page, shared_watch, site_url: str,
                                                           path: str) -> None:
    page = shared_page
    page.goto(f"{site_url}/es/{path}")
    wait_hydrated(page)
    page.evaluate(RECORD_REPLIES)
    problems: list[str] = []
    boards: list[tuple[Any, str, str]] = []  # widget, key, its board once the miss was decided
    widgets = page.locator(".rv-widget.rv-example")
    for index in range(widgets.count()):
        widget = widgets.nth(index)
        key = widget.get_attribute("data-rv-key") or ""
        found = scenario.get(key)
        if found.goal.kind == "free":  # nothing to miss
            continue
        line = audit.failing_line(found)
        assert line, f"{key}: no line misses"
        for step in line:
            button = control(widget, step)
            if not button.count():
                problems.append(f"{key}: nothing to click for {step!r} of {line}")
                break
            button.first.click()
            wait_idle(page, widget)
        else:
            feedback = widget.locator(".rv-feedback.rv-missed")
            if not feedback.count() or not feedback.first.is_visible():
                problems.append(f"{key}: no missed state after {line}")
                continue
            said = feedback.first.inner_text().strip()
            explanation, bots = expected(found)
            if not NOT_YET.sub("", said).strip():
                problems.append(f"{key}: the miss is not explained: {said!r}")
            if said != explanation:
                problems.append(f"{key}: the page says {said!r}, the engine {explanation!r}")
            # The replies since the reader's last decision: only the bots' moves the engine lets
            # follow it; the board as the last of them left it is the board the page shows.
            replies = page.evaluate("id => window.rvReplies[id]", widget.get_attribute("id"))
            decision = max(i for i, (op, _) in enumerate(replies) if op in ("act", "answer"))
            after = [op for op, _ in replies[decision + 1:]]
            if after != ["bot"] * bots:
                problems.append(f"{key}: after the reader's last decision the page played {after}, not {bots} bot moves")
            board = replies[decision + bots][1] if decision + bots < len(replies) else ""
            if widget.locator(".rv-board").first.inner_html() != board:
                problems.append(f"{key}: the board moved after the miss was decided")
            boards.append((widget, key, board))
    assert boards, f"{path}: no example was played"
    for widget, key, board in boards:  # a moment later: every other example of the page has been played
        wait_idle(page, widget)
        if widget.locator(".rv-board").first.inner_html() != board:
            problems.append(f"{key}: the board moved after the miss was decided")
    assert problems == [], f"{path}: " + "\n".join(problems)
    shared_watch.assert_clean()
