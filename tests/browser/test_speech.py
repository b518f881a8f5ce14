"""What the widget says, and its pace, in Chromium, on one full Awari game against the bot: each
move's words in the log, the caption and the one live region (the same node after every reply), the
key that repeats the last announcement, "Partida nueva" (and another first player) asking before
they discard the game, the animation speed surviving a reload, and no animation under
prefers-reduced-motion."""

from __future__ import annotations

import pytest

from .conftest import Watch, open_more, wait_hydrated, wait_idle

# Records whether the widget ever animated (rv-busy) since the last reset of the flag.
WATCH_BUSY = """w => {
  w.rvAnimated = false;
  if (!w.rvBusyObserver) {
    w.rvBusyObserver = new MutationObserver(() => { if (w.classList.contains('rv-busy')) w.rvAnimated = true; });
    w.rvBusyObserver.observe(w, { attributes: true, attributeFilter: ['class'] });
  }
}"""


def play(page, game) -> None:  # type: ignore[no-untyped-def]
    game.evaluate(WATCH_BUSY)
    game.locator(".rv-hole.rv-legal").first.click()
    wait_idle(page, game)


@pytest.mark.paced
def test_moves_are_logged_captioned_and_announced_and_the_pace_is_the_readers(page, watch: Watch,
                                                                              site_url: str) -> None:
    page.goto(f"{site_url}/es/awari/partida.html")  # a fresh browser context: nothing saved yet
    wait_hydrated(page)
    game = page.locator('.rv-widget[data-rv-key="awari"]')
    live = game.locator(".rv-live")
    assert live.count() == 1 and live.get_attribute("aria-live") == "polite"
    region = live.element_handle()
    speed = game.locator("select[data-rv-speed]")
    # The log and the speed are one «Más» away, closed at first; the live region is never inside it.
    assert not game.locator(".rv-more").evaluate("more => more.open") and speed.is_hidden()
    assert game.evaluate("w => !w.querySelector('.rv-live').closest('details')")

    # The reader's move and the bot's reply: announced with «Más» closed, then (once it is opened)
    # logged in order, numbered; captioned.
    play(page, game)
    assert game.evaluate("w => w.rvAnimated"), "the sowing is animated at normal speed"
    spoken = live.locator("p").all_inner_texts()
    open_more(game)
    assert speed.is_visible() and speed.input_value() == "normal"
    log = game.locator(".rv-log li").all_inner_texts()
    assert len(log) == 2 and log[0].startswith("Sur siembra ") and log[1].startswith("Norte siembra ")
    assert "semilla" in log[0] and game.locator(".rv-log summary").inner_text().endswith("(2)")
    assert game.locator(".rv-caption").inner_text() == log[1]
    assert spoken[-2:] == log
    assert game.evaluate("(w, region) => w.querySelector('.rv-live') === region", region), \
        "the live region survives the reply: never re-created"
    assert game.locator(".rv-view .rv-board .rv-legend").count() == 1
    assert "Tecla R" in game.locator(".rv-speech-keys").inner_text()

    # R repeats the last announcement.
    game.locator('[data-rv-cmd="undo"]').focus()
    page.keyboard.press("r")
    assert live.locator("p").last.inner_text() == log[1]

    # "Partida nueva" asks first; "No" keeps the game, "Sí" starts another.
    game.locator('[data-rv-cmd="reset"]').click()
    confirm = game.locator(".rv-confirm")
    assert "se perderá" in confirm.inner_text()
    confirm.locator('[data-rv-confirm="no"]').click()
    assert confirm.count() == 0 and game.locator(".rv-moves li").count() == 2
    game.locator('[data-rv-cmd="reset"]').click()
    game.locator('.rv-confirm [data-rv-confirm="yes"]').click()
    wait_idle(page, game)
    assert game.locator(".rv-moves").count() == 0
    assert game.locator(".rv-log li").last.inner_text() == "Partida nueva."
    assert game.evaluate("(w, region) => w.querySelector('.rv-live') === region", region)

    # The speed is the page's and survives a reload; reduced motion means no animation at all.
    speed.select_option("slow")
    page.emulate_media(reduced_motion="reduce")
    play(page, game)
    assert not game.evaluate("w => w.rvAnimated"), "no animation under prefers-reduced-motion"
    assert speed.is_disabled() and game.locator(".rv-pace span").is_visible()
    assert game.locator(".rv-log li").count() == 5  # 2 moves, the new game, 2 moves
    # Another first player deals a new game too: it asks, and "No" puts the choice back.
    first = game.locator('select[data-rv-setting="first"]')
    first.select_option("north")
    game.locator('.rv-confirm [data-rv-confirm="no"]').click()
    assert first.input_value() == "south" and game.locator(".rv-moves li").count() == 2
    page.emulate_media(reduced_motion="no-preference")
    page.reload()
    wait_hydrated(page)
    assert open_more(page.locator('.rv-widget[data-rv-key="awari"]')).locator("select[data-rv-speed]").input_value() == "slow"
    watch.assert_clean()
