"""La Zanga in the browser, as a reader plays it: the pages of Arts. 1–30 hydrate in both languages,
a legal card is accepted, an illegal one is refused with its article, the stone ledger shows the
settled hand with its articles, and the full game plays hands with bots, each ending on its accounts
until the reader moves on; the key to the table names every label the table draws."""

from __future__ import annotations

import pytest

from .conftest import Watch, click_and_wait, open_more, wait_hydrated, wait_idle, widget_for

PAGES = ["titulo-1", "titulo-2", "titulo-3-reparto", "titulo-3-subasta", "titulo-3-juego"]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("name", PAGES)
def test_the_article_pages_hydrate(shared_page, shared_watch: Watch, site_url: str, lang: str, name: str) -> None:
    shared_page.goto(f"{site_url}/{lang}/zanga/{name}.html")
    wait_hydrated(shared_page)
    widgets = shared_page.locator(".rv-widget:not(.rv-figure)")
    assert widgets.count() >= 3
    for index in range(widgets.count()):
        assert widgets.nth(index).get_attribute("data-rv-hydrated") == "true"
    assert shared_page.locator('[id^="zanga-art-"]').count() >= 3
    shared_watch.assert_clean()


def test_an_illegal_card_is_refused_with_its_article_and_a_legal_one_accepted(page, watch: Watch, site_url: str) -> None:
    for lang, done in (("es", "¡Conseguido!"), ("en", "Done!")):
        page.goto(f"{site_url}/{lang}/zanga/titulo-3-juego.html")
        wait_hydrated(page)
        example = widget_for(page, "zanga.servir")
        table_before = example.locator(".rv-table").inner_html()
        click_and_wait(page, example, '[data-rv-action="2o"]')  # a trump while holding copas
        assert example.locator(".rv-message.rv-error").inner_text().startswith("Art. 27:")
        assert example.locator(".rv-table").inner_html() == table_before, "nothing was played"
        click_and_wait(page, example, '[data-rv-action="5c"]')
        assert done in example.locator(".rv-status").inner_text()
    watch.assert_clean()


def test_the_ledger_shows_the_stones_after_a_settled_hand(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zanga/titulo-2.html")
    wait_hydrated(page)
    example = widget_for(page, "zanga.piedra")
    assert "Fondo (piedras en juego): 4" in example.locator(".rv-ledger").inner_text()
    click_and_wait(page, example, '[data-rv-action="12o"]')
    click_and_wait(page, example, ".rv-at-bottom button.rv-card.rv-legal")  # the last card
    assert "¡Conseguido!" in example.locator(".rv-status").inner_text()
    settlement = example.locator(".rv-settlement").inner_text()
    assert "sacada" in settlement and "Art. 43" in settlement
    assert "16 de 32 piedras" in example.locator('[data-rv-account="A"]').inner_text()
    watch.assert_clean()


def play_to_the_accounts(page, game) -> None:  # type: ignore[no-untyped-def]
    """The reader's legal cards and words until the hand is settled and its accounts are shown."""
    settlement = game.locator(".rv-settlement")
    for _ in range(60):
        if settlement.count() and "Cuentas de la mano" in settlement.inner_text():
            return
        cards = game.locator(".rv-at-bottom button.rv-card.rv-legal").count()
        click_and_wait(page, game, ".rv-at-bottom button.rv-card.rv-legal" if cards
                       else ".rv-act.rv-legal[data-rv-action]")
    raise AssertionError("the hand was never settled")


@pytest.mark.paced
def test_the_full_game_plays_hands_with_bots_and_each_ends_on_its_accounts(
        page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zanga/partida.html")
    wait_hydrated(page)
    game = widget_for(page, "zanga")
    game.locator('select[data-rv-setting="level"]').select_option("easy")
    wait_idle(page, game)
    game.evaluate("w => w.addEventListener('rv:reply', e => { w.rvLastReply = e.detail; })")
    assert game.locator(".rv-seat-box").count() == 4
    for hand in (1, 2):  # the dealer moves on, so the reader and a bot may each deal the next hand
        play_to_the_accounts(page, game)
        assert game.locator(".rv-settlement").count() == 1, f"hand {hand} was played and settled"
        # Nothing moves on by itself: the widget is idle and its last reply hands no turn to a bot.
        assert not game.evaluate("w => w.rvLastReply.bot_next"), f"hand {hand}: the accounts wait for the reader"
        assert "Cuentas de la mano" in game.locator(".rv-settlement").inner_text(), f"hand {hand}: they stay"
        if game.locator('[data-rv-cmd="continue"]').count():  # a bot deals: it waits for the reader
            assert "Siguiente mano" in game.locator(".rv-status").inner_text()
            click_and_wait(page, game, '[data-rv-cmd="continue"]')
        else:  # the reader deals
            click_and_wait(page, game, '[data-rv-action="repartir"]')
        # The accounts stay in view as "Mano anterior" until trumps are named: when the bots' auction
        # names them before the reader speaks, the new hand is already in play (the deal is random).
        if game.locator(".rv-settlement").count():
            assert "Mano anterior" in game.locator(".rv-settlement").inner_text(), "the accounts stay in view"
    seats = {text.split()[0] for text in open_more(game).locator(".rv-moves li").all_inner_texts()}
    # The deal is random: in a solo the soloist's partner sits the hand out, so at least the two
    # opponents of the reader's side (and often all three bots) have played.
    assert len({"Este", "Norte", "Oeste"} & seats) >= 2, "the bots played"
    watch.assert_clean()


@pytest.mark.parametrize(("lang", "quotes"), [("es", "«{}»"), ("en", "“{}”")])
def test_the_legend_names_every_label_the_table_shows(page, watch: Watch, site_url: str, lang: str,
                                                     quotes: str) -> None:
    """The key to the table (index page, both languages) explains each seat label the live table
    draws, in the words the table uses."""
    page.goto(f"{site_url}/{lang}/zanga/index.html")
    wait_hydrated(page)
    legend = page.locator("section#zanga-leyenda").inner_text()
    badges = set(page.locator(".rv-widget .rv-badge").all_inner_texts())
    labels = {b for b in badges if not b[0].isdigit()}  # "1 baza": a count, explained in words
    assert {"tú", "compañero", "mano"} <= labels or {"you", "partner", "mano (leads)"} <= labels, labels
    for label in labels:
        assert quotes.format(label) in legend, label
    watch.assert_clean()
