"""Zápiti in the browser, as a reader plays it: the rules page in both languages, a legal card and an
illegal one (refused with its rule), the teaching switch, a 2 v 2 hand against bots, and two people
passing the device."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, click_and_wait, open_more, wait_hydrated, widget_for


def test_rules_page_refuses_a_card_with_its_rule_and_accepts_a_raise(page, watch: Watch, site_url: str) -> None:
    for lang, prefix, done in (("es", "Regla 9:", "¡Conseguido!"), ("en", "Rule 9:", "Done!")):
        page.goto(f"{site_url}/{lang}/zapiti/reglas.html")
        wait_hydrated(page)
        example = widget_for(page, "zapiti.valen")
        table_before = example.locator(".rv-table").inner_html()
        click_and_wait(page, example, ".rv-card[data-rv-action]")  # a card while truco waits for an answer
        message = example.locator(".rv-message.rv-error")
        assert message.inner_text().startswith(prefix)
        assert example.locator(".rv-table").inner_html() == table_before, "nothing was played"
        played = example.locator(".rv-moves li").count()
        click_and_wait(page, example, '[data-rv-action="valen-6"]')  # the raise is an answer to the truco
        assert example.locator(".rv-moves li").count() > played and not example.locator(".rv-message.rv-error").count()
        assert done not in example.locator(".rv-status").inner_text(), "the goal (6 chinos) needs the hand played"
    watch.assert_clean()


def test_a_legal_card_wins_the_round(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zapiti/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "zapiti.jerarquia")
    assert example.locator(".rv-card.rv-back").count() == 2, "the rival's two cards left are face down"
    click_and_wait(page, example, '[data-rv-action="4b"]')
    assert "¡Conseguido!" in example.locator(".rv-status").inner_text()
    assert example.locator(".rv-rounds").inner_text().count("Ronda 1") == 1
    watch.assert_clean()


def test_the_teaching_switch_turns_the_rivals_cards_face_up(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/en/zapiti/reglas.html")
    wait_hydrated(page)
    example = widget_for(page, "zapiti.parda")
    switch = example.locator('[data-rv-cmd="teach"]')
    assert switch.get_attribute("aria-pressed") == "false"
    click_and_wait(page, example, '[data-rv-cmd="teach"]')
    assert example.locator(".rv-card.rv-back").count() == 0
    assert example.locator('.rv-at-top .rv-hand .rv-card[role="img"]').count() == 2, "South's two cards in hand"
    assert example.locator('[data-rv-cmd="teach"]').get_attribute("aria-pressed") == "true"
    watch.assert_clean()


@pytest.mark.paced
def test_two_against_two_with_bots_plays_a_hand(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zapiti/partida-2v2.html")
    wait_hydrated(page)
    game = widget_for(page, "zapiti;opts=players:4")
    assert game.locator(".rv-seat-box").count() == 4
    for _ in range(20):
        if game.locator(".rv-last").count() or game.locator('.rv-table[aria-label$="mano 2"]').count():
            break
        cards = game.locator(".rv-card.rv-legal[data-rv-action]").count()
        click_and_wait(page, game, ".rv-card.rv-legal[data-rv-action]" if cards
                       else '.rv-act.rv-legal[data-rv-action]:not([data-rv-action^="seña"])')
    assert game.locator(".rv-last").count() == 1, "a whole hand was played, and its summary is shown"
    if game.locator('[data-rv-cmd="continue"]').count():  # a bot would play next: it waits for the reader
        assert "Siguiente mano" in game.locator(".rv-status").inner_text()
        click_and_wait(page, game, '[data-rv-cmd="continue"]')
        assert game.locator(".rv-last").count() == 1, "the summary stays until the reader has played on"
    seats = {text.split()[0] for text in open_more(game).locator(".rv-moves li").all_inner_texts()}
    # The deal is random: a refused truco can end the hand before every bot has had a turn.
    assert seats & {"Este", "Norte", "Oeste"}, "the bots played"
    watch.assert_clean()


@pytest.mark.paced
def test_two_people_pass_the_device(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zapiti/partida-1v1.html")
    wait_hydrated(page)
    game = widget_for(page, "zapiti")
    game.locator('select[data-rv-setting="mode"]').select_option("people")
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelector('.rv-pass')",
                           arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert "Pasa el dispositivo a Sur." in game.locator(".rv-pass").inner_text()
    assert game.locator("[data-rv-action]").count() == 0, "no hand and no button behind the screen"
    assert game.locator('.rv-card[role="img"]').count() == 0
    click_and_wait(page, game, '[data-rv-cmd="show-hand"]')
    click_and_wait(page, game, '[data-rv-action="ver"]')  # South is mano and looks at the cards
    assert game.locator(".rv-at-bottom button.rv-card").count() == 3
    click_and_wait(page, game, ".rv-at-bottom button.rv-card.rv-legal")
    assert "Pasa el dispositivo a Norte." in game.locator(".rv-pass").inner_text()
    assert game.locator("button.rv-card").count() == 0, "South's cards are hidden again"
    click_and_wait(page, game, '[data-rv-cmd="show-hand"]')
    assert game.locator(".rv-at-bottom button.rv-card").count() == 3, "North's hand, at the bottom now"
    watch.assert_clean()
