"""Mbau, Vano and Hus in the browser, as a reader plays them: the rules pages hydrate in both
languages, a legal move is played, an illegal one is refused naming its rule, a long relay's
animation can be skipped, and Hus's extra hole is chosen by clicking it."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated, wait_idle, widget_for

GAMES = ["mbau", "vano", "hus"]


def moves(widget) -> list[str]:  # type: ignore[no-untyped-def]
    return open_more(widget).locator(".rv-moves li kbd").all_inner_texts()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_rules_page_hydrates_in_both_languages(shared_page, shared_watch: Watch, site_url: str, game: str, lang: str) -> None:
    shared_page.goto(f"{site_url}/{lang}/{game}/reglas.html")
    wait_hydrated(shared_page)
    widgets = shared_page.locator(".rv-widget:not(.rv-figure)")
    assert widgets.count() >= 5
    goal = "Goal:" if lang == "en" else "Objetivo:"
    assert goal in widgets.first.inner_text()
    assert shared_page.locator(".rv-figure").count() >= 1  # the redrawn figures
    shared_watch.assert_clean()


# -- Mbau ------------------------------------------------------------------------------------------
def test_mbau_rule_3_refuses_an_opening_and_rule_4_lets_the_reader_choose_to_expel(
        page, watch: Watch, site_url: str) -> None:
    for lang, prefix in (("es", "Regla 3:"), ("en", "Rule 3:")):
        page.goto(f"{site_url}/{lang}/mbau/reglas.html")
        wait_hydrated(page)
        example = widget_for(page, "mbau.primera-vuelta")
        example.locator('[data-rv-action="A"]').click()
        message = example.locator(".rv-message.rv-error")
        message.wait_for(timeout=LOAD_TIMEOUT_MS)
        assert message.inner_text().startswith(prefix)
        assert moves(example) == []
    example.locator('[data-rv-action="H"]').click()
    wait_idle(page, example)
    assert moves(example)[0] == "H"
    assert "Done!" in example.locator(".rv-status").inner_text() or "rv-done" in (example.get_attribute("class") or "")
    # Rule 4, on the same page: the sowing stops in A, empty, and the reader chooses whether to expel.
    capture = widget_for(page, "mbau.captura")
    capture.locator('[data-rv-action="G"]').click()
    wait_idle(page, capture)
    choice = capture.locator('.rv-actions [data-rv-action="expulsar"]')
    assert choice.inner_text() == "expel (h and A)"
    assert capture.locator('.rv-actions [data-rv-action="no-expulsar"]').inner_text() == "do not expel"
    capture.locator('[data-rv-action="B"]').click()  # a hole while the choice waits: refused by rule 4
    refusal = capture.locator(".rv-message.rv-error")
    refusal.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert refusal.inner_text().startswith("Rule 4: your turn ended in A")
    choice.click()
    wait_idle(page, capture)
    assert moves(capture)[:2] == ["G", "expulsar"]
    assert "Done!" in capture.locator(".rv-status").inner_text()
    watch.assert_clean()


@pytest.mark.paced
def test_mbau_seven_lap_animation_can_be_skipped(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/mbau/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "mbau.siete-vueltas")
    example.locator('[data-rv-action="G"]').click()
    page.wait_for_function("w => w.classList.contains('rv-busy')", arg=example.element_handle(),
                           timeout=LOAD_TIMEOUT_MS)
    example.locator(".rv-lap").wait_for(timeout=LOAD_TIMEOUT_MS)  # "Vuelta n" above the animated board
    assert example.locator(".rv-lap").inner_text().startswith("Vuelta ")
    example.locator('[data-rv-cmd="skip"]').click()
    wait_idle(page, example)
    assert moves(example)[0] == "G"
    assert "¡Conseguido!" in example.locator(".rv-status").inner_text()
    # After G, the board is the brief's vector M1 (then the bot has answered for North).
    assert not example.evaluate("w => w.classList.contains('rv-busy')")
    watch.assert_clean()


# -- Hus -------------------------------------------------------------------------------------------
def test_hus_single_stone_is_refused_by_rule_5_in_both_languages(page, watch: Watch, site_url: str) -> None:
    for lang, prefix in (("es", "Regla 5:"), ("en", "Rule 5:")):
        page.goto(f"{site_url}/{lang}/hus/reglas.html")
        wait_hydrated(page)
        example = widget_for(page, "hus.relevo")
        example.locator('[data-rv-action="c1"]').click()
        message = example.locator(".rv-message.rv-error")
        message.wait_for(timeout=LOAD_TIMEOUT_MS)
        assert message.inner_text().startswith(prefix)
    example.locator('[data-rv-action="d1"]').click()
    wait_idle(page, example)
    assert moves(example)[0] == "d1"
    watch.assert_clean()


def test_hus_extra_hole_is_chosen_by_clicking(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/hus/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "hus.eleccion")
    example.locator('[data-rv-action="b2"]').click()
    wait_idle(page, example)
    assert moves(example) == ["b2"]
    # The turn waits: the two holes taken are marked, the reader's candidates are the legal holes.
    assert example.locator(".rv-hus-choice").count() == 1
    assert example.locator(".rv-hole.rv-taken").count() == 2
    assert example.locator('.rv-hole.rv-north.rv-legal[data-rv-action="b4"]').count() == 1
    assert example.locator(".rv-hole.rv-south.rv-legal").count() == 0
    example.locator('[data-rv-action="b4"]').click()
    wait_idle(page, example)
    assert moves(example)[:2] == ["b2", "b4"]
    assert "Done!" in example.locator(".rv-status").inner_text()
    watch.assert_clean()


@pytest.mark.paced
def test_hus_relay_animation_can_be_skipped(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/hus/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "hus.relevo")
    example.locator('[data-rv-action="d1"]').click()
    page.wait_for_function("w => w.classList.contains('rv-busy')", arg=example.element_handle(),
                           timeout=LOAD_TIMEOUT_MS)
    example.locator('[data-rv-cmd="skip"]').click()
    wait_idle(page, example)
    assert moves(example)[0] == "d1" and "¡Conseguido!" in example.locator(".rv-status").inner_text()
    watch.assert_clean()


def test_hus_full_game_plays_a_move_against_the_bot(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/hus/partida.html")
    wait_hydrated(page)
    game = widget_for(page, "hus")
    assert "Match to 7" in game.locator(".rv-hus-info").inner_text()
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)
    assert len(moves(game)) >= 2  # the reader's move and at least one of the bot's
    watch.assert_clean()
