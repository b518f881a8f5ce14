"""A learner in Chromium: walks Awari's course from its first step to its first whole game (each step
solved with its solution, the map's stars, "next" moving on by itself), misses a step, and a day later
finds its rule on the home page ("Para repasar hoy: 1") and on the review page as a fresh exercise of
its drill, which solved moves the rule on; a corrupt schedule is discarded with a notice, the stars
kept. One page load per page; the day passes through Playwright's clock (Date alone: the timers run)."""

from __future__ import annotations

from engine.lessons import audit, practice, scenario

from .conftest import LOAD_TIMEOUT_MS, axe, wait_hydrated, wait_idle, watch_context
from .test_course import opens_a_first_game
from .test_goals import play

STORE = "rv-progress:v1"
DAY = 86_400_000
STEPS = ["awari.siembra", "awari.tablero", "awari.captura", "awari.salto", "awari.doce", "awari.gran-slam",
         "awari.alimentar", "awari.final", "awari.victoria"]
MISSED = "awari.captura"


def kept(page) -> dict:  # type: ignore[no-untyped-def]
    return page.evaluate("key => JSON.parse(localStorage.getItem(key) || '{}')", STORE)


def test_a_learner_walks_the_course_misses_a_step_and_reviews_it_a_day_later(browser, site_url: str) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(reduced_motion="reduce")
    watch = watch_context(context)
    page = context.new_page()

    # The course, step by step: each solved with its solution, the page moving on to the next by itself.
    page.goto(f"{site_url}/es/awari/aprende.html")
    wait_hydrated(page)
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    steps = page.locator('.rv-widget[data-rv-kind="example"], .rv-widget[data-rv-kind="practice"]')
    keys = steps.evaluate_all("ws => ws.map(w => w.dataset.rvKey)")
    assert [key for key in keys if ".practica." not in key] == STEPS
    assert {"awari.practica.salto", "awari.practica.alimentar"} <= set(keys)  # the course's practice steps
    for number, key in enumerate(keys):
        widget = steps.nth(number)
        before = page.evaluate("() => location.hash")
        if ".practica." in key:  # the exercise the page drew, from the seed it keeps
            seed = page.evaluate("key => localStorage.getItem(key)", f"rv:practica:{key}")
            solution = practice.example(f"{key}.{seed}").reader_steps()
        else:
            solution = scenario.get(key).reader_steps()
        play(page, widget, solution)
        wait_idle(page, widget)
        assert "rv-done" in (widget.get_attribute("class") or ""), key
        if number + 1 < len(keys):  # "next": the page goes to the next step (its stage's heading, or itself)
            after = steps.nth(number + 1).element_handle()
            page.wait_for_function("""([w, before]) => { const at = document.getElementById(location.hash.slice(1));
                                      return location.hash !== before && at && at.contains(w) && at.contains(document.activeElement); }""",
                                   arg=[after, before], timeout=LOAD_TIMEOUT_MS)
    stages = page.locator(".rv-course-map li")
    for n in range(5):
        assert "★★★" in stages.nth(n).inner_text() and "etapa superada" in stages.nth(n).inner_text(), n
    assert kept(page).get("review", {}) == {}

    # A step missed (played again after a reset, a losing line): its rule is scheduled for tomorrow.
    widget = page.locator(f'.rv-widget[data-rv-key="{MISSED}"]')
    widget.locator('[data-rv-cmd="reset"]').click()
    wait_idle(page, widget)
    now = page.evaluate("() => Date.now()")
    play(page, widget, audit.failing_line(scenario.get(MISSED)))
    assert widget.locator(".rv-feedback.rv-missed").is_visible()
    review = kept(page)["review"]
    assert list(review) == ["awari-rule-4"] and review["awari-rule-4"]["step"] == 0
    assert review["awari-rule-4"]["key"] == MISSED and 0 <= review["awari-rule-4"]["due"] - now - DAY < 60_000
    assert "★★★" in stages.nth(1).inner_text()  # the best result stays
    assert axe(page) == {}

    # The last step: a first whole game against the easiest bot.
    opens_a_first_game(page, "awari")

    # The same day, the home page has nothing to review; a day later, the missed rule.
    page.goto(f"{site_url}/es/index.html")
    today = page.locator("[data-rv-review-today]")
    today.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert today.inner_text() == "Para repasar hoy: 0 reglas"
    page.clock.set_fixed_time((now + DAY + 1000) / 1000)  # seconds, in Python
    page.reload()
    today.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert today.inner_text() == "Para repasar hoy: 1 regla"
    assert axe(page) == {}

    # The review page: the rule as a fresh exercise of its drill, solved: the rule moves on (3 days).
    today.get_by_role("link").click()
    page.wait_for_url("**/es/repaso.html")
    exercise = page.locator('.rv-review-items .rv-widget[data-rv-rule="awari-rule-4"]')
    exercise.wait_for(timeout=LOAD_TIMEOUT_MS)
    wait_hydrated(page)
    status = page.locator("[data-rv-review-status]")
    assert status.get_attribute("role") == "status" and "Para repasar hoy: 1 regla." in status.inner_text()
    key = exercise.get_attribute("data-rv-key") or ""
    assert key.startswith("awari.practica.captura.") and "Awari · Regla 4: " in page.locator(".rv-review-heading").inner_text()
    # Solved by keyboard (a hole's letter, typed with the focus in the exercise), and announced.
    steps = practice.example(key).reader_steps()
    assert steps and all(len(step) == 1 for step in steps), steps
    for step in steps:
        exercise.press(step)
        wait_idle(page, exercise)
    assert exercise.locator(".rv-live").inner_text().strip()
    page.wait_for_function("() => document.querySelector('[data-rv-review-status]').textContent.includes('próximo repaso')",
                           timeout=LOAD_TIMEOUT_MS)
    assert "Hoy no tienes nada que repasar." in status.inner_text()
    # Its stars are the drill's, as a practice's are: the panel beside it shows them, no seed is kept.
    drill = key.rpartition(".")[0]
    assert kept(page)["examples"][drill]["stars"] >= 1 and key not in kept(page)["examples"]
    assert "de 3 estrellas" in page.locator(f'.rv-progress-panel[data-rv-for="{exercise.get_attribute("id")}"]').inner_text()
    review = kept(page)["review"]
    assert review["awari-rule-4"]["step"] == 1 and review["awari-rule-4"]["due"] == now + DAY + 1000 + 3 * DAY
    assert axe(page) == {}
    page.set_viewport_size({"width": 360, "height": 740})  # a phone: nothing wider than the screen
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360

    # A corrupt schedule: discarded with a notice in place, the stars kept.
    stars = kept(page)["examples"]
    assert all(stars[key]["stars"] == 3 for key in STEPS)
    page.evaluate("([key, stars]) => localStorage.setItem(key, JSON.stringify({examples: stars, review: {'awari-rule-4': {due: 'mañana'}}}))",
                  [STORE, stars])
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'", timeout=LOAD_TIMEOUT_MS)
    assert "Tu lista de repaso estaba dañada y se ha descartado; tus estrellas siguen guardadas." in status.inner_text()
    assert "Hoy no tienes nada que repasar." in status.inner_text()
    assert kept(page) == {"examples": stars, "review": {}}

    # In English, with its own plural; a schedule that is no object is discarded there too, said in the line.
    page.evaluate("([key, stars]) => localStorage.setItem(key, JSON.stringify({examples: stars, review: [1]}))",
                  [STORE, stars])
    page.goto(f"{site_url}/en/index.html")
    today.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert today.inner_text() == ("To review today: 0 rules "
                                  "Your review list was damaged and has been discarded; your stars are still kept.")
    assert kept(page) == {"examples": stars, "review": {}}
    watch.assert_clean()
    context.close()
