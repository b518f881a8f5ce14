"""The reader's progress in Chromium: stars that survive a reload (a practice's too), "Siguiente ejemplo", clearing,
corrupt saved progress, and exercise-set links (a round trip, and hostile ones)."""

from __future__ import annotations

from urllib.parse import quote

from engine.lessons import practice

from .conftest import LOAD_TIMEOUT_MS, Watch, wait_hydrated, wait_idle
from .test_goals import play

STORE = "rv-progress:v1"


def panel(page, widget):  # type: ignore[no-untyped-def]
    return page.locator(f'.rv-progress-panel[data-rv-for="{widget.get_attribute("id")}"]')


def sidebar_count(page, game: str) -> str:  # type: ignore[no-untyped-def]
    return page.locator(f'.rv-progress-sidebar [data-rv-game="{game}"] [data-rv-count]').inner_text()


def test_stars_survive_a_reload_next_leads_on_and_clearing_forgets(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/reglas.html")
    wait_hydrated(page)
    example = page.locator('.rv-widget[data-rv-key="awari.enfrente"]')  # rule 1's only example
    assert "Aún sin estrellas" in panel(page, example).inner_text()
    assert panel(page, example).locator("[data-rv-stars]").get_attribute("data-rv-stars") == "none"
    assert sidebar_count(page, "awari") == "0 de 8 reglas"
    # The example's position, as a link to an exercise set that starts from it: the first reply
    # brought it, and the panel's button (disabled until then) gives it.
    panel(page, example).get_by_role("button", name="Enlace a esta posición").click()
    assert "/es/ejercicios.html#set=1&p=awari" in panel(page, example).locator("[data-rv-link]").input_value()
    example.locator('[data-rv-cmd="hint"]').click()  # one hint: two stars at par
    wait_idle(page, example)
    example.locator('[data-rv-action="c"]').click()
    page.wait_for_function("() => document.querySelector('.rv-progress-panel [data-rv-stars=\"2\"]')", timeout=LOAD_TIMEOUT_MS)
    text = panel(page, example).inner_text()
    assert "★★☆" in text and "2 de 3 estrellas" in text and "1 jugada (par: 1), 1 pista" in text
    assert sidebar_count(page, "awari") == "1 de 8 reglas"
    # Rule 2's practice: its star counts, but the rule also waits for its two examples.
    drill = page.locator('.rv-widget[data-rv-key="awari.practica.ultima"]')
    seed = page.evaluate("() => localStorage.getItem('rv:practica:awari.practica.ultima')")
    answer = practice.example(f"awari.practica.ultima.{seed}").goal.answer
    drill.locator(f'[data-rv-answer="{answer}"]').click()
    panel(page, drill).locator('[data-rv-stars="3"]').wait_for(timeout=LOAD_TIMEOUT_MS)
    assert sidebar_count(page, "awari") == "1 de 8 reglas"
    told = page.locator('.rv-widget[data-rv-key="awari.victoria"]')  # with the solution shown: no star
    told.locator('[data-rv-cmd="solution"]').click()
    wait_idle(page, told)
    first_step = told.locator(".rv-solution .rv-step").first.inner_text()  # "Sur siembra F"
    told.locator(f'[data-rv-action="{first_step.split()[-1]}"]').click()
    panel(page, told).locator('[data-rv-stars="0"]').wait_for(timeout=LOAD_TIMEOUT_MS)
    assert "resuelto viendo la solución, sin estrellas" in panel(page, told).inner_text()
    assert sidebar_count(page, "awari") == "1 de 8 reglas"  # a rule is done with a star

    page.reload()  # before Python is back, the saved stars are shown
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    assert "2 de 3 estrellas" in panel(page, example).inner_text()
    assert sidebar_count(page, "awari") == "1 de 8 reglas"

    # Siguiente ejemplo: the next example of the rules, in the order of the pages (a rule's practice
    # included: from it, the next rule's example).
    assert "La duodécima semilla salta su agujero" in panel(page, drill).locator("[data-rv-next]").inner_text()
    nxt = panel(page, example).locator("[data-rv-next]")
    assert "La primera siembra" in nxt.inner_text()
    nxt.click()
    # It lands on the heading of the next example's rule, so the rule is read before its goal.
    page.wait_for_function("() => location.hash === '#awari-rule-2'")
    assert page.locator('#awari-rule-2 .rv-widget[data-rv-kind="example"]').first.get_attribute(
        "data-rv-key") == "awari.siembra"
    victoria = page.locator('.rv-widget[data-rv-key="awari.victoria"]')
    assert "Práctica: quién gana" in panel(page, victoria).locator("[data-rv-next]").inner_text()  # its practice
    last = page.locator('.rv-widget[data-rv-key="awari.practica.victoria"]')
    assert "Es el último ejemplo de Awari." in panel(page, last).inner_text()
    # Rule 8's practice, answered with the solution shown too: the whole rule is reached that way.
    last.locator('[data-rv-cmd="solution"]').click()
    wait_idle(page, last)
    seed = page.evaluate("() => localStorage.getItem('rv:practica:awari.practica.victoria')")
    play(page, last, practice.example(f"awari.practica.victoria.{seed}").reader_steps())
    panel(page, last).locator('[data-rv-stars="0"]').wait_for(timeout=LOAD_TIMEOUT_MS)

    # The game's index counts articles or rules; the list says which are done.
    page.goto(f"{site_url}/es/awari/index.html")
    summary = page.locator(".rv-progress-summary")
    assert "1 de 8 reglas" in summary.locator(".rv-progress-count").inner_text()
    assert summary.locator(".rv-unit-done").count() == 1
    # Rule 8's example and practice were reached with the solution shown: said so, not counted as done.
    assert "resuelto viendo la solución, sin estrellas" in summary.locator(".rv-progress-units li").nth(7).text_content()
    assert "sin resolver" in summary.locator(".rv-progress-units li").nth(3).text_content()
    summary.locator('[data-rv-clear="ask"]').click()
    assert "No se puede deshacer" in summary.inner_text()
    summary.locator('[data-rv-clear="no"]').click()
    assert "1 de 8 reglas" in summary.inner_text()
    summary.locator('[data-rv-clear="ask"]').click()
    summary.locator('[data-rv-clear="yes"]').click()
    assert "0 de 8 reglas" in summary.inner_text() and "Progreso borrado." in summary.inner_text()
    assert sidebar_count(page, "awari") == "0 de 8 reglas"
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    assert "0 de 8 reglas" in page.locator(".rv-progress-summary").inner_text()
    assert page.evaluate(f"localStorage.getItem('{STORE}')") is None
    watch.assert_clean()


def test_corrupt_or_unknown_progress_is_discarded_with_a_notice(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/zanga/index.html")
    assert sidebar_count(page, "zanga").endswith("articles")
    for bad in ("{not json", '{"examples": {"zanga.espadilla": {"stars": 7}}}', "[1, 2]"):
        page.evaluate(f"localStorage.setItem('{STORE}', {bad!r})")
        page.reload()
        page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
        notice = page.locator(".rv-progress-discarded")
        assert "damaged or of another version, and has been discarded" in notice.inner_text()
        assert page.locator(".rv-progress-summary [data-rv-count]").inner_text().startswith("0 of ")
        page.reload()  # once discarded, it is gone: no notice again
        page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
        assert page.locator(".rv-progress-discarded").count() == 0
    page.evaluate("localStorage.setItem('rv-progress:v0', '{}')")  # another version's key
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    assert page.locator(".rv-progress-discarded").count() == 1
    assert page.evaluate("localStorage.getItem('rv-progress:v0')") is None
    watch.assert_clean()


def test_an_exercise_set_link_round_trip_and_hostile_links(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/ejercicios.html")
    wait_hydrated(page)
    assert "Esta página muestra la serie de ejercicios de un enlace" in page.locator(".rv-widget[data-rv-kind=set]").inner_text()
    # The teacher: two examples from two games, a position pasted as a link, a title.
    form = page.locator(".rv-set-form")
    form.locator("summary", has_text="Awari").click()
    form.locator('[data-rv-pick="awari.siembra"]').check()
    form.locator("summary", has_text="Zápiti").click()
    form.locator('[data-rv-pick="zapiti.mesa"]').check()
    assert "2 elegidos" in form.inner_text()
    position = f"{site_url}/es/ejercicios.html#set=1&p={quote('awari;seed=1;moves=D')}"
    form.locator("textarea").fill(position)
    form.locator("input[type=text]").fill("Repaso <b>1</b>")
    form.locator("button[type=submit]").click()
    link = form.locator("[data-rv-link]").input_value()
    assert "#set=1&titulo=" in link and "e=awari.siembra" in link and "e=zapiti.mesa" in link
    form.locator("[data-rv-open-set]").click()

    # The student: the set, in order, each exercise live, with the stars of the rules pages.
    page.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 3", timeout=LOAD_TIMEOUT_MS)
    wait_hydrated(page)
    exercises = page.locator(".rv-set-items .rv-widget[data-rv-kind]")
    assert [exercises.nth(i).get_attribute("data-rv-key") for i in range(3)] == ["awari.siembra", "zapiti.mesa", "awari"]
    assert page.locator(".rv-set-title").inner_text() == "Repaso <b>1</b>"  # text, never HTML
    first = exercises.nth(0)
    first.locator('[data-rv-action="D"]').click()
    page.wait_for_function("() => document.querySelector('.rv-progress-panel [data-rv-stars=\"3\"]')", timeout=LOAD_TIMEOUT_MS)
    assert "3 de 3 estrellas" in panel(page, first).inner_text()
    panel(page, first).locator("[data-rv-next]").click()  # the next exercise, the set's link kept
    assert page.evaluate("document.activeElement.closest('.rv-widget').dataset.rvKey") == "zapiti.mesa"
    assert page.evaluate("location.hash").startswith("#set=1&")
    game = exercises.nth(2)
    assert game.locator(".rv-moves li").count() >= 1  # the position's move was replayed
    assert page.locator("[data-rv-print]").is_visible()

    # A hostile link: text stays text, a missing example is skipped with a notice, the rest works.
    hostile = "set=1&titulo=" + quote("<img src=x onerror=window.hacked=1>") + "&e=awari.nada&e=" + quote('"><script>window.hacked=1</script>') + "&e=awari.captura"
    page.goto(f"{site_url}/es/ejercicios.html#{hostile}")
    page.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 1", timeout=LOAD_TIMEOUT_MS)
    assert page.locator(".rv-set-title").inner_text() == "<img src=x onerror=window.hacked=1>"
    notices = page.locator(".rv-set-notices li").all_inner_texts()
    assert len(notices) == 2 and "El ejercicio 1 («awari.nada») ya no existe y se ha saltado." in notices[0]
    assert page.locator(".rv-set-items img, .rv-set-items script, .rv-set-title img").count() == 0
    assert page.evaluate("window.hacked") is None
    assert page.locator(".rv-set-form [data-rv-pick]").count() > 100  # the maker still works

    for broken, said in (("set=2&e=awari.captura", "versión desconocida"), ("set=1&%zz", "dañado"),
                         ("set=1&e=" + "x" * 40_000, "demasiado largo")):
        page.goto(f"{site_url}/es/ejercicios.html#{broken}")
        page.wait_for_function("() => document.querySelector('.rv-widget[data-rv-kind=set] .rv-notice')", timeout=LOAD_TIMEOUT_MS)
        text = page.locator(".rv-widget[data-rv-kind=set]").inner_text()
        assert "Este enlace de ejercicios no vale" in text and said in text

    # The star earned in the set is the rules page's star too.
    page.goto(f"{site_url}/es/awari/reglas.html")
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    assert "3 de 3 estrellas" in panel(page, page.locator('.rv-widget[data-rv-key="awari.siembra"]')).inner_text()
    watch.assert_clean()
