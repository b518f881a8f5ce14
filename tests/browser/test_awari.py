"""Awari in the browser, as a reader plays it: refusals that name the rule, animation, the full
game with its share link, a reload, and links that are broken on purpose."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated, widget_for


def wait_idle(page, widget, moves: int) -> None:  # type: ignore[no-untyped-def]
    """Until the widget has answered everything (bot replies included) and shows ``moves`` moves."""
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert widget.locator(".rv-moves li").count() == moves


def test_illegal_move_is_refused_with_its_rule_in_both_languages(page, watch: Watch, site_url: str) -> None:
    for lang, prefix in (("es", "Regla 5:"), ("en", "Rule 5:")):
        page.goto(f"{site_url}/{lang}/awari/reglas.html")
        wait_hydrated(page)
        example = widget_for(page, "awari.gran-slam")
        illegal = example.locator(".rv-hole.rv-south:not(.rv-legal)").filter(has_not_text="0")
        board_before = example.locator(".rv-board").inner_html()
        # The grand-slam move: a South hole with seeds that is not legal.
        illegal.first.click()
        message = example.locator(".rv-message.rv-error")
        message.wait_for(timeout=LOAD_TIMEOUT_MS)
        assert message.inner_text().startswith(prefix)
        assert example.locator(".rv-board").inner_html().replace(" rv-marked", "") == board_before.replace(" rv-marked", "")
    watch.assert_clean()


def test_typing_a_hole_letter_plays_it_and_undo_takes_it_back(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "awari.siembra")
    example.locator(".rv-hole").first.focus()
    page.keyboard.press("D")
    wait_idle(page, example, 1)  # D reaches the goal: the example stops, no bot plays on
    assert "¡Conseguido!" in example.locator(".rv-status").inner_text()
    example.locator('[data-rv-cmd="undo"]').click()
    wait_idle(page, example, 0)
    assert "¡Conseguido!" not in example.locator(".rv-status").inner_text()
    watch.assert_clean()


def play_two_people(page, site_url: str) -> list[str]:  # type: ignore[no-untyped-def]
    game = widget_for(page, "awari")
    game.locator('select[data-rv-setting="mode"]').select_option("people")
    page.wait_for_function("w => w.querySelector('select[data-rv-setting=\"mode\"]').value === 'people' && !w.querySelector('select[data-rv-setting=\"level\"]')",
                           arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    for count in (1, 2, 3):
        game.locator(".rv-hole.rv-legal").first.click()
        wait_idle(page, game, count)
    return open_more(game).locator(".rv-moves li").all_inner_texts()


@pytest.mark.paced
def test_full_game_survives_a_reload_and_its_share_link_reproduces_it(page, watch: Watch, site_url: str,
                                                                       context) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{site_url}/es/awari/partida.html")
    wait_hydrated(page)
    moves = play_two_people(page, site_url)
    page.reload()
    wait_hydrated(page)
    game = widget_for(page, "awari")
    wait_idle(page, game, 3)
    assert open_more(game).locator(".rv-moves li").all_inner_texts() == moves
    game.locator('[data-rv-cmd="share"]').click()
    link = game.locator("input[data-rv-share]").input_value()
    assert "#" in link and "partida=" in link
    other = context.new_page()
    other.evaluate("() => localStorage.clear()") if other.url.startswith("http") else None
    other.goto(link)
    wait_hydrated(other)
    shared = widget_for(other, "awari")
    wait_idle(other, shared, 3)
    assert open_more(shared).locator(".rv-moves li").all_inner_texts() == moves
    watch.assert_clean()


def test_corrupt_saved_game_is_discarded_with_a_notice(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/partida.html")
    wait_hydrated(page)
    page.evaluate("() => { for (const k of Object.keys(localStorage)) localStorage.setItem(k, 'partida=awari;moves=Z%20Z'); }")
    page.reload()
    wait_hydrated(page)
    game = widget_for(page, "awari")
    notice = game.locator(".rv-message.rv-notice")
    notice.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert "dañada" in notice.inner_text()
    assert game.locator(".rv-hole.rv-legal").count() > 0  # a fresh game instead
    watch.assert_clean()


def test_malformed_link_shows_a_clear_message_and_the_page_still_works(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/awari/partida.html#partida=awari;opts=capture:sideways&modo=bot")
    wait_hydrated(page)
    game = widget_for(page, "awari")
    message = game.locator(".rv-notices .rv-lasting")  # a notice that stays until dismissed
    message.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert "The shared link is not valid" in message.inner_text()
    assert "capture" in message.inner_text()
    assert game.locator(".rv-hole.rv-legal").count() > 0
    watch.assert_clean()


def test_injected_markup_in_a_link_is_shown_as_text(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/partida.html#partida=<img src=x onerror=alert(1)>")
    wait_hydrated(page)
    game = widget_for(page, "awari")
    game.locator(".rv-notices .rv-lasting").wait_for(timeout=LOAD_TIMEOUT_MS)
    assert game.locator("img").count() == 0
    assert "<img" in game.locator(".rv-notices .rv-lasting").inner_text()
    watch.assert_clean()


@pytest.mark.paced
def test_the_sowing_can_be_seen_again_and_skipped(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/awari/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "awari.doce")
    example.locator('[data-rv-action="F"]').click()
    wait_idle(page, example, 1)  # F reaches the goal and the example stops: F is the move seen again
    board_after = example.locator(".rv-board").inner_html()
    example.locator('[data-rv-cmd="replay"]').click()
    page.wait_for_function("w => w.classList.contains('rv-busy')", arg=example.element_handle())
    assert example.locator('[data-rv-cmd="skip"]').is_visible()
    example.locator('[data-rv-cmd="skip"]').click()
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=example.element_handle())
    assert example.locator(".rv-board").inner_html() == board_after
    watch.assert_clean()
