"""Robust to anything, in Chromium: a 1 MB share link and a 1 MB saved game are refused with a
notice in the page's language (the widget loads, plays, and reloads clean); a four-player link on
the 1 v 1 page is refused; a notice outlives the bots' replies until dismissed; a second click
queued before the first reply is not played; two tabs of one game notice each other."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated, wait_idle

HUGE = "partida=awari;moves=" + "D%20" * 250_000  # 1 MB


def reader_moves(widget) -> int:  # type: ignore[no-untyped-def]
    moves = open_more(widget).locator(".rv-log li:not(.rv-log-note)").all_inner_texts()
    return len([move for move in moves if move.startswith("Sur")])


def test_a_huge_link_is_refused_then_the_game_plays_and_reloads_clean(page, watch: Watch,
                                                                      site_url: str) -> None:
    assert len(HUGE) > 1_000_000
    page.goto(f"{site_url}/es/awari/partida.html#{HUGE}")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    notice = game.locator(".rv-notices .rv-lasting")
    assert notice.count() == 1
    text = notice.locator("p").inner_text()
    assert text.startswith("El enlace compartido no es válido: tiene 1") and "caracteres" in text, text
    assert "request too large" not in game.inner_text()
    assert game.locator(".rv-live p").last.inner_text() == text, "announced once, in the live region"
    # Usable: a move and the bot's reply; the notice stays through them.
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)
    assert reader_moves(game) == 1 and notice.count() == 1

    # A second click queued before the first reply is refused, not played on a position never shown.
    before = reader_moves(game)
    game.evaluate("w => { const [a, b] = w.querySelectorAll('.rv-hole.rv-legal'); a.click(); b.click(); }")
    wait_idle(page, game)
    assert reader_moves(game) == before + 1
    assert "La posición ha cambiado" in game.locator(".rv-message.rv-error").inner_text()

    notice.locator("button").click()
    wait_idle(page, game)
    assert game.locator(".rv-notices .rv-lasting").count() == 0
    page.reload()
    wait_hydrated(page)
    assert game.locator(".rv-notices .rv-lasting").count() == 0, "the link was read once"
    assert game.locator(".rv-moves").count() == 1, "the saved game continues"
    watch.assert_clean()


def test_a_huge_saved_game_is_discarded_once(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/awari/partida.html")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    key = page.evaluate("() => `rv:${location.pathname}:${document.querySelector('.rv-game').id}`")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [key, HUGE])
    page.reload()
    wait_hydrated(page)
    notice = game.locator(".rv-notices .rv-lasting p")
    assert notice.inner_text() == "The saved game was damaged and has been discarded."
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)
    assert game.locator(".rv-log li").count() >= 1
    assert len(page.evaluate("key => localStorage.getItem(key)", key)) < 1000, "the bad save was replaced"
    page.reload()
    wait_hydrated(page)
    assert game.locator(".rv-notices .rv-lasting").count() == 0, "clean on the next reload"
    assert game.locator(".rv-moves").count() == 1, "the new game was kept"
    watch.assert_clean()


def test_a_four_player_link_is_refused_on_the_one_v_one_page(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zapiti/partida-1v1.html#partida=zapiti;opts=players:4;seed=3&modo=bot&nivel=easy")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="zapiti"]')
    text = game.locator(".rv-notices .rv-lasting p").inner_text()
    assert text == "El enlace compartido no es válido: la partida es de 4 jugadores y esta página es de 2"
    assert "Este" not in game.locator(".rv-view").inner_text(), "a two-player table"
    watch.assert_clean()


@pytest.mark.paced
def test_a_notice_outlives_the_bots_replies_until_dismissed(page, watch: Watch, site_url: str) -> None:
    # The reader is not the first to act in this deal: the bots reply at once.
    page.goto(f"{site_url}/es/zanga/partida.html#partida=zanga;seed=0;moves=nada")
    wait_hydrated(page)
    game = page.locator(".rv-widget.rv-game")
    wait_idle(page, game)
    notice = game.locator(".rv-notices .rv-lasting")
    assert notice.locator("p").inner_text().startswith("El enlace compartido no es válido: la jugada 1")
    for _ in range(3):  # the reader plays on; the notice stays
        legal = game.locator(".rv-view button[data-rv-action]:not([disabled])")
        if legal.count():
            legal.first.click()
        wait_idle(page, game)
        assert notice.count() == 1
    notice.locator("button").click()
    wait_idle(page, game)
    assert notice.count() == 0
    watch.assert_clean()


@pytest.mark.paced
def test_two_tabs_of_one_game_notice_each_other(context, site_url: str) -> None:  # type: ignore[no-untyped-def]
    from .conftest import watch_context

    watch = watch_context(context)
    first, second = context.new_page(), context.new_page()
    for tab in (first, second):
        tab.goto(f"{site_url}/es/awari/partida.html")
        wait_hydrated(tab)
    one, two = (tab.locator('.rv-widget[data-rv-key="awari"]') for tab in (first, second))
    one.locator(".rv-hole.rv-legal").first.click()
    wait_idle(first, one)
    tab_notice = two.locator('.rv-notices [data-rv-notice-kind="tab"]')
    tab_notice.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert tab_notice.locator("p").inner_text() == "Esta partida ha cambiado en otra pestaña."
    # The second tab plays on meanwhile: it does not overwrite the first tab's save.
    saved = second.evaluate("() => localStorage.getItem(`rv:${location.pathname}:rv-game-1`)")
    two.locator(".rv-hole.rv-legal").nth(1).click()
    wait_idle(second, two)
    assert second.evaluate("() => localStorage.getItem(`rv:${location.pathname}:rv-game-1`)") == saved
    # "Load the other tab's game": the second tab shows the first one's moves.
    tab_notice.locator('[data-rv-notice="load"]').click()
    wait_idle(second, two)
    assert two.locator(".rv-notices [data-rv-notice-kind]").count() == 0
    assert open_more(two).locator(".rv-moves").inner_text() == open_more(one).locator(".rv-moves").inner_text()
    # Then the first tab hears of it when the second one plays, and may keep its own.
    two.locator(".rv-hole.rv-legal").first.click()
    wait_idle(second, two)
    back = one.locator('.rv-notices [data-rv-notice-kind="tab"]')
    back.wait_for(timeout=LOAD_TIMEOUT_MS)
    mine = one.locator(".rv-moves").inner_text()
    back.locator('[data-rv-notice="keep"]').click()
    first.reload()
    wait_hydrated(first)
    assert open_more(one).locator(".rv-moves").inner_text() == mine, "kept: this tab's game is the saved one again"
    watch.assert_clean()
