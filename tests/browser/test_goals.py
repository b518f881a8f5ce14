"""Every live example of the six games in Chromium, as a reader plays it: one failing line (found by
the build's check, :func:`engine.lessons.audit.failing_line`) shows a visible "not yet" message, Reset
clears it, and the example's own solution (from the engine's scenario data) reaches "¡Conseguido!"
with the success said in words.

Everything is read at run time: which examples each page holds from its source in ``tutorials/``,
the lines from the scenarios, so an example added or reworked needs no edit here. One page load per
page; each widget is played through its buttons, the first step of each line by a real click (with
the browser's checks that the button is there, visible and enabled), the rest by the same click on
the element from the page's script, to keep the run short. Both languages are played whole: in
Spanish the failing line and the solution, in English the solution to the success the engine says
in English (the same code, the other catalogue; the failing line's "Not yet" on each game's index)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest

import engine
from engine.lessons import audit, scenario
from engine.lessons.session import Session
from engine.rules.errors import RulesError

from .conftest import LOAD_TIMEOUT_MS, wait_hydrated, watch_context

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
DIRECTIVE = re.compile(r"^```\{live-example\}\s+(\S+)", re.MULTILINE)
DONE = {"es": ("¡Conseguido!", "Aún no"), "en": ("Done!", "Not yet")}
#: The status of a turn to play, which a missed example (stopped) must not show.
YOUR_TURN = {"es": "Te toca", "en": "Your turn"}


#: Each page (``zapiti/reglas``) with the examples it holds, in order.
HELD = {
    source.relative_to(TUTORIALS).with_suffix("").as_posix():
        list(dict.fromkeys(DIRECTIVE.findall(source.read_text("utf-8"))))
    for source in sorted(TUTORIALS.rglob("*.md"))
    if "locales" not in source.parts
}


def once_each() -> dict[str, list[str]]:
    """The Spanish run: every example once, on the page that holds the most examples (a game's
    index repeats one of its rules page)."""
    placed: dict[str, list[str]] = {}
    seen: set[str] = set()
    for page in sorted(HELD, key=lambda p: (-len(HELD[p]), p)):
        mine = [key for key in HELD[page] if key not in seen]
        seen.update(mine)
        if mine:
            placed[page] = mine
    return placed


#: Every example once in each language, one page load per page.
PAGES = {(lang, page): keys for lang in DONE for page, keys in once_each().items()}
#: The pages where English plays the failing lines too: each game's page with the fewest examples
#: (its index), so the English "Not yet" is seen for every game without playing every line twice.
MISSES_IN_ENGLISH = set()
for game in engine.names():
    pages = [page for page, keys in HELD.items() if keys and page.startswith(game + "/")]
    if pages:
        fewest = min(pages, key=lambda p: (len(HELD[p]), p))
        PAGES.setdefault(("en", fewest), HELD[fewest])
        MISSES_IN_ENGLISH.add(fewest)

#: Plays ``steps`` in the widget ``id`` by clicking each one's button, waiting after each until the
#: widget is idle (bots answered); a hand's summary that holds the bots back is moved on from with
#: "Siguiente mano", as a reader would. Returns "" or what went wrong.
PLAY = """async ([id, steps]) => {
  const root = document.getElementById(id);
  const idle = () => new Promise((resolve, reject) => {
    const start = performance.now();
    const tick = () => {
      if (root.dataset.rvIdle !== "false") resolve();
      else if (performance.now() - start > TIMEOUT) reject(new Error("the widget stayed busy"));
      else setTimeout(tick, 5);
    };
    tick();
  });
  const selector = (step) => step.startsWith("?")
    ? `[data-rv-answer="${CSS.escape(step.slice(1))}"]`
    : `[data-rv-action="${CSS.escape(step.replace(/^!/, ""))}"]`;
  for (const step of steps) {
    await idle();
    let button = root.querySelector(selector(step));
    const next = root.querySelector('[data-rv-cmd="continue"]:not([disabled])');
    if ((!button || button.disabled) && next) {
      next.click();
      await idle();
      button = root.querySelector(selector(step));
    }
    if (!button) return `no button for ${step}`;
    if (button.disabled) return `the button for ${step} is disabled`;
    button.click();
    await idle();
  }
  return "";
}""".replace("TIMEOUT", str(LOAD_TIMEOUT_MS))


def idle(page, widget) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("w => w.dataset.rvIdle !== 'false'", arg=widget.element_handle(),
                           timeout=LOAD_TIMEOUT_MS)


def play(page, widget, steps: Sequence[str]) -> None:  # type: ignore[no-untyped-def]
    """The first step by a real click, the others through the page's own click handling."""
    if not steps:
        return
    first = steps[0]
    selector = (f'[data-rv-answer="{first[1:]}"]' if first.startswith(scenario.ANSWER)
                else f'[data-rv-action="{first.lstrip(scenario.ATTEMPT)}"]')
    widget.locator(selector).first.click()
    idle(page, widget)
    problem = page.evaluate(PLAY, [widget.get_attribute("id"), list(steps[1:])])
    assert not problem, problem


def success_in(found: scenario.Scenario, lang: str) -> str:
    """The words of the example's success as the page says them: its solution played as the widget
    plays it (the reader's steps, the page's bots answering), then the goal's feedback in ``lang``."""
    session = Session.from_scenario(found)
    for step in found.reader_steps():
        if step.startswith(scenario.ANSWER):
            session.answer(step[1:])
        elif step.startswith(scenario.ATTEMPT):
            with pytest.raises(RulesError):
                session.play(step[1:])
        else:
            session.play(step)
        while session.is_bot_turn():
            session.bot_move()
    status, words = session.goal_feedback()
    assert status == "reached" and words is not None, found.id
    return words.text(lang)


@pytest.fixture(scope="module")
def shared(browser):  # type: ignore[no-untyped-def]
    """One tab for every page (the runtime stays in the browser's cache), with no animation: the
    moves show done at once."""
    context = browser.new_context(reduced_motion="reduce")
    found = watch_context(context)
    yield context.new_page(), found
    context.close()


def test_every_example_is_on_a_page() -> None:
    placed = {key for keys in PAGES.values() for key in keys}
    every = {found.id for game in engine.names() for found in scenario.scenarios(game)}
    assert every <= placed, sorted(every - placed)


@pytest.mark.parametrize(("lang", "path"), list(PAGES), ids=[f"{lang}-{path}" for lang, path in PAGES])
def test_solutions_reach_the_goal_and_failing_lines_say_not_yet(  # type: ignore[no-untyped-def]
        shared, site_url: str, lang: str, path: str) -> None:
    page, watch = shared
    for seen in (watch.console_errors, watch.page_errors, watch.outside_requests):
        seen.clear()
    done, not_yet = DONE[lang]
    page.goto(f"{site_url}/{lang}/{path}.html")
    wait_hydrated(page)
    for key in PAGES[lang, path]:
        found = scenario.get(key)
        widget = page.locator(f'.rv-widget[data-rv-key="{key}"]').first
        # English on a rules page plays the solution only: the Spanish run played every failing line.
        failing = audit.failing_line(found) if lang == "es" or path in MISSES_IN_ENGLISH else ()
        if failing and found.goal.kind != "free":
            play(page, widget, failing)
            feedback = widget.locator(".rv-feedback.rv-missed")
            assert feedback.is_visible(), f"{key}: {' '.join(failing)} shows no 'not yet'"
            if found.goal.kind == "question":  # the engine's own explanation of that wrong answer
                said = found.goal.feedback(found.seats, [found.first_state()], [], answers=[failing[-1][1:]])[1]
                assert said is not None and said.text(lang) in feedback.inner_text(), key
            else:
                assert feedback.inner_text().startswith(not_yet), key
            status = widget.locator(".rv-status").inner_text()
            assert done not in status, key
            if found.goal.kind != "question":  # a missed example stops: nobody is to play
                assert not status.startswith(YOUR_TURN[lang]), f"{key}: {status}"
            idle(page, widget)  # the bots' replies after the miss are drawn before reset is pressed
            widget.locator('[data-rv-cmd="reset"]').click()
            idle(page, widget)
            assert widget.locator(".rv-feedback").count() == 0, f"{key}: reset clears the feedback"
        elif lang == "es" or path in MISSES_IN_ENGLISH:  # the build lets it through only while pending
            assert key in audit.PENDING, f"{key}: no line of the reader's misses the goal"
        if found.goal.kind == "free":
            continue
        play(page, widget, found.reader_steps())
        assert done in widget.locator(".rv-status").inner_text(), f"{key}: the solution is not 'done'"
        reached = widget.locator(".rv-feedback.rv-reached")
        assert reached.is_visible(), key
        assert reached.inner_text() == success_in(found, lang), key
        if widget.locator(".rv-last").count():  # a Zápiti hand ended with the goal: no new deal under it
            assert widget.locator(".rv-zapiti").count() == 0, f"{key}: the next hand is dealt under success"
    watch.assert_clean()
