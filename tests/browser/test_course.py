"""A course (``<game>/aprende``) as a learner meets it in Chromium: the map of its stages, a step won
that moves on to the next by itself (or stays, when asked), the stars of a stage on the map, and the
last step's link that opens a first whole game against the easiest bot."""

from __future__ import annotations

from .conftest import LOAD_TIMEOUT_MS, Watch, axe, wait_hydrated, wait_idle


def stage(page, n: int):  # type: ignore[no-untyped-def]
    return page.locator(".rv-course-map li").nth(n)


def test_a_course_maps_its_stages_moves_on_after_a_success_and_ends_on_a_first_game(
        page, watch: Watch, site_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{site_url}/es/awari/aprende.html")
    wait_hydrated(page)
    titles = page.locator(".rv-course-map li a").all_inner_texts()
    assert titles == ["1. Sembrar", "2. Capturar", "3. Doce semillas o más", "4. No dejar al contrario sin nada",
                      "5. El final", "6. Tu primera partida"]
    page.wait_for_function("() => document.documentElement.dataset.rvProgress === 'ready'")
    assert "etapa por hacer" in stage(page, 0).inner_text()

    # A step won: the page says it moves on, then goes to the next step and gives it the focus.
    sow = page.locator('.rv-widget[data-rv-key="awari.siembra"]')
    sow.locator('[data-rv-action="D"]').click()
    notice = page.locator(".rv-course-next")
    notice.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert "el paso siguiente" in notice.inner_text() and notice.get_attribute("role") == "status"
    board = page.locator('.rv-widget[data-rv-key="awari.tablero"]')
    page.wait_for_function("id => location.hash === '#' + id", arg=board.get_attribute("id"), timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("() => document.activeElement.dataset.rvKey") == "awari.tablero"
    assert "etapa empezada" in stage(page, 0).inner_text()

    # The second step of the stage won: the stage is done on the map, with its stars.
    board.locator('[data-rv-answer="D"]').click()
    page.wait_for_function("() => document.querySelector('.rv-course-map li.rv-stage-done')", timeout=LOAD_TIMEOUT_MS)
    assert "★★★" in stage(page, 0).inner_text() and "etapa superada" in stage(page, 0).inner_text()

    # "Quedarme aquí" keeps the page where it is.
    notice.wait_for(timeout=LOAD_TIMEOUT_MS)
    hash_before = page.evaluate("() => location.hash")
    notice.get_by_role("button", name="Quedarme aquí").click()
    page.wait_for_timeout(5_000)
    assert page.evaluate("() => location.hash") == hash_before
    assert notice.count() == 0

    assert axe(page) == {}

    # The last step: a whole game against the easiest bot, on the game's own page.
    opens_a_first_game(page, "awari")
    watch.assert_clean()


def opens_a_first_game(page, game: str) -> None:  # type: ignore[no-untyped-def]
    """The course's last step, followed: ``game``'s whole game, against the easiest bot."""
    page.locator(".rv-course-game a").click()
    page.wait_for_url(f"**/{game}/partida.html*")
    wait_hydrated(page)
    widget = page.locator('.rv-widget[data-rv-kind="game"]')
    wait_idle(page, widget)
    assert widget.locator('select[data-rv-setting="level"]').input_value() == "random"


def test_la_zangas_course_maps_its_stages_and_its_guided_hand_starts_with_the_readers_bid(
        page, watch: Watch, site_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{site_url}/es/zanga/aprende.html")
    wait_hydrated(page)
    titles = page.locator(".rv-course-map li a").all_inner_texts()
    assert titles == ["1. La baza", "2. Los triunfos", "3. El estuche", "4. Una mano guiada", "5. Las piedras",
                      "6. El solo y el renuncio", "7. Tu primera partida"]
    bid = page.locator('.rv-widget[data-rv-key="zanga.mano-subasta"]')
    wait_idle(page, bid)
    bid.locator('[data-rv-action="juego"]').first.click()
    bid.locator(".rv-feedback.rv-reached").wait_for(timeout=LOAD_TIMEOUT_MS)
    said = bid.locator(".rv-feedback").inner_text()
    assert "Sur dice juego" in said and "Con oros de triunfo tienes 5 triunfos" in said
    watch.assert_clean()
