"""Robust everywhere, in Chromium: a refused link changes nothing; a link opened on the page of its
game is read at once; "Copiar enlace" copies the game shown (storage full, another tab's save); a
reload during an animation keeps the move and the bot's reply; what the reader types and the links
the page reads are capped before they are sent; "ver mis cartas" twice is one showing."""

from __future__ import annotations

from urllib.parse import parse_qs

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated
from .test_robust import wait_idle

REFUSED = "partida=awari;seed=1;moves=ZZ&modo=people&nivel=hard"
LINK = "partida=awari;opts=first_player:north;seed=5;moves=a%20D&modo=people&nivel=easy"
KEY = "() => `rv:${location.pathname}:${document.querySelector('.rv-game').id}`"


def saved_moves(page) -> list[str]:  # type: ignore[no-untyped-def]
    saved = page.evaluate(f"() => localStorage.getItem(({KEY})())") or ""
    record = parse_qs(saved).get("partida", [""])[0]
    return record.split("moves=")[1].split() if "moves=" in record else []


def choice(game, setting: str) -> str:  # type: ignore[no-untyped-def]
    return game.locator(f'select[data-rv-setting="{setting}"]').input_value()


def test_links_saves_and_copies_of_a_full_game(page, watch: Watch, site_url: str) -> None:
    # A refused link changes nothing: not two people, not level hard, and South still starts.
    page.goto(f"{site_url}/es/awari/partida.html#{REFUSED}")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    wait_idle(page, game)
    notice = game.locator('.rv-notices [data-rv-notice-kind="engine"] p')
    assert notice.inner_text().startswith("El enlace compartido no es válido: la jugada 1 («ZZ»)")
    assert (choice(game, "mode"), choice(game, "first")) == ("bot", "south")
    assert choice(game, "level") == "medium"
    saved = page.evaluate(f"() => localStorage.getItem(({KEY})())")
    assert "modo=bot" in saved and "nivel=medium" in saved and "first_player%3Asouth" in saved, saved

    # A share link opened on this same page is read at once, without a reload, and leaves the address.
    page.evaluate("link => { location.hash = link; }", LINK)
    page.wait_for_function("() => !location.hash", timeout=LOAD_TIMEOUT_MS)
    wait_idle(page, game)
    assert (choice(game, "mode"), choice(game, "first")) == ("people", "north")
    assert saved_moves(page) == ["a", "D"]

    # "Copiar enlace" copies the game shown, not what another tab saved meanwhile...
    page.evaluate(f"() => localStorage.setItem(({KEY})(), 'partida=awari%3Bseed%3D9%3Bmoves%3Dc&modo=bot')")
    game.locator('[data-rv-cmd="share"]').click()
    link = game.locator("input[data-rv-share]").input_value()
    assert link.endswith("#partida=awari%3Bopts%3Dfirst_player%3Anorth%3Bseed%3D5%3Bmoves%3Da+D&modo=people&nivel=easy")
    # ...nor a link without a game when the storage is full; and the reader is told the game is not saved.
    page.evaluate("""() => { Storage.prototype.setItem = function () {
                               throw new DOMException('full', 'QuotaExceededError'); }; }""")
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)
    unsaved = game.locator('.rv-notices [data-rv-notice-kind="storage"] p')
    assert unsaved.inner_text().startswith("Este navegador no deja guardar la partida")
    game.locator('[data-rv-cmd="share"]').click()
    link = game.locator("input[data-rv-share]").input_value()
    assert "moves%3Da+D+" in link, link
    watch.assert_clean()


@pytest.mark.paced
def test_a_reload_during_the_animation_keeps_the_move_and_the_bots_reply(page, watch: Watch,
                                                                          site_url: str) -> None:
    # A damaged save changes nothing either: the fresh game stays against the bot, level medium, South first.
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('rv:/es/awari/partida.html:rv-game-1', {REFUSED!r}); }}""")
    page.goto(f"{site_url}/es/awari/partida.html")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    wait_idle(page, game)
    notice = game.locator('.rv-notices [data-rv-notice-kind="engine"] p')
    assert notice.inner_text() == "La partida guardada estaba dañada y se ha descartado."
    assert [choice(game, name) for name in ("mode", "level", "first")] == ["bot", "medium", "south"]
    open_more(game).locator("select[data-rv-speed]").select_option("slow")
    game.locator(".rv-hole.rv-legal").first.click()
    page.wait_for_function("w => w.classList.contains('rv-busy')", arg=game.element_handle(),
                           timeout=LOAD_TIMEOUT_MS)
    played = saved_moves(page)
    assert len(played) == 1, "saved before the seeds land"
    page.reload()
    wait_hydrated(page)
    wait_idle(page, game)
    page.wait_for_function(f"""() => (new URLSearchParams(localStorage.getItem(({KEY})()) || '').get('partida') || '')
                                    .split('moves=')[1]?.split(' ').length === 2""", timeout=LOAD_TIMEOUT_MS)
    assert saved_moves(page)[0] == played[0] and len(saved_moves(page)) == 2, "the bot replied after the reload"

    # A 70,000-character line is cut where it is typed: answered in Spanish, not "request too large".
    answer = open_more(game).locator("[data-rv-text-answer]")
    assert game.locator("input[data-rv-text]").get_attribute("maxlength") == "200"
    page.evaluate("""w => { const input = w.querySelector('input[data-rv-text]');
                            input.value = 'D'.repeat(70000); input.form.requestSubmit(); }""",
                  game.element_handle())
    answer.wait_for(timeout=LOAD_TIMEOUT_MS)
    wait_idle(page, game)
    assert answer.inner_text().startswith("No entiendo «DDD") and len(answer.inner_text()) < 300
    assert game.locator(".rv-message.rv-error").count() == 0
    watch.assert_clean()


def test_exercise_links_too_long_or_with_unicode_digits_are_refused_in_spanish(page, watch: Watch,
                                                                              site_url: str) -> None:
    page.goto(f"{site_url}/es/ejercicios.html#set=1&e=awari.captura&p=" + "\\" * 30_000)
    wait_hydrated(page)
    sets = page.locator('.rv-widget[data-rv-kind="set"]')
    assert "Este enlace de ejercicios no vale: el enlace es demasiado largo" in sets.inner_text()
    assert "request too large" not in sets.inner_text()
    # Another set's link: the page loads again (rv-progress.js). The hash changes first, in the same
    # document, so the test waits for a new document (the old one is marked) before its examples.
    page.evaluate("() => { window.rvOldDocument = true; location.hash = 'set=1&e=awari.captura&p=awari;seed=%C2%B2'; }")
    page.wait_for_function("() => !window.rvOldDocument && document.readyState === 'complete'", timeout=LOAD_TIMEOUT_MS)
    wait_hydrated(page)
    assert "la semilla «²» no es un número" in sets.inner_text()
    assert "invalid literal" not in sets.inner_text()
    watch.assert_clean()


def test_showing_the_cards_twice_is_one_showing(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zapiti/partida-1v1.html#partida=zapiti;seed=3&modo=people&nivel=easy")
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="zapiti"]')
    wait_idle(page, game)
    # Both clicks land before the first reply, as a double click's do.
    page.evaluate("w => { const b = w.querySelector('[data-rv-cmd=\"show-hand\"]'); b.click(); b.click(); }",
                  game.element_handle())
    wait_idle(page, game)
    assert game.locator(".rv-message.rv-error").count() == 0
    assert "Pasa el dispositivo" not in game.locator(".rv-view").inner_text()
    watch.assert_clean()
