"""La Zanga for six in the browser (``tutorials/zanga/seis.md``), on one load of the page: the full
game draws six seats, a bot answers the reader, the table stays usable on a 320 px phone, the pass
screen of six people on one device hides every hand, and the page's examples refuse what their
reading refuses and offer the switch to the other."""

from __future__ import annotations

from urllib.parse import urlencode

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated
from .test_zanga import click_and_wait, wait_idle, widget_for

SEATS = ("Sur", "Sureste", "Noreste", "Norte", "Noroeste", "Suroeste")
#: A shared link to a fixed deal against the easy bots: Sur is mano and speaks first, six cards in hand.
DEAL = urlencode({"partida": "zanga;opts=players:6;seed=4", "modo": "bot", "nivel": "easy"})


def table_layout(game):  # type: ignore[no-untyped-def]
    """How the six-seat table fits its width: the page's scroll width, the table's overflow, whether
    every seat is inside it, the rows of the reader's cards and the first row of the grid."""
    return game.locator(".rv-table").evaluate("""t => {
        const r = t.getBoundingClientRect();
        const inside = [...t.querySelectorAll('.rv-seat-box')].every(b => {
            const s = b.getBoundingClientRect(); return s.left >= r.left - 1 && s.right <= r.right + 1; });
        const tops = [...t.querySelectorAll('.rv-at-bottom .rv-hand .rv-card')]
            .map(c => Math.round(c.getBoundingClientRect().top));
        return {page: document.documentElement.scrollWidth, overflow: t.scrollWidth - t.clientWidth,
                inside, rows: new Set(tops).size, cards: tops.length,
                top: getComputedStyle(t).gridTemplateAreas.split('"')[1]};
    }""")


def test_six_players_table_bots_phone_width_and_pass_the_device(page, watch: Watch, site_url: str) -> None:
    page.goto(f"{site_url}/es/zanga/seis.html#{DEAL}")
    wait_hydrated(page)
    game = widget_for(page, "zanga;opts=players:6")
    wait_idle(page, game)
    assert game.locator('select[data-rv-setting="level"]').input_value() == "easy"

    # Six seats, each in its place around the table, the reader's at the bottom.
    boxes = game.locator(".rv-table.rv-players-6 .rv-seat-box")
    assert boxes.count() == 6
    places = {cls.split("rv-at-")[1].split()[0] for cls in boxes.evaluate_all("bs => bs.map(b => b.className)")}
    assert places == {"bottom", "br", "tr", "top", "tl", "bl"}
    names = {text.split()[0] for text in game.locator(".rv-seat-box .rv-seat-name strong").all_inner_texts()}
    assert names == set(SEATS)

    # The reader plays until a bot has answered one of the reader's moves.
    moves = open_more(game).locator(".rv-moves li")
    answered = False
    for _ in range(12):
        before = moves.count()
        cards = game.locator(".rv-at-bottom button.rv-card.rv-legal").count()
        click_and_wait(page, game, ".rv-at-bottom button.rv-card.rv-legal" if cards
                       else ".rv-act.rv-legal[data-rv-action]")
        after = moves.all_inner_texts()[before:]
        if any(text.split()[0] in SEATS[1:] for text in after[1:]):
            answered = True
            break
    assert answered, "a bot played after the reader"

    # On a wide screen and on a 320 px phone: nothing sticks out of the table, and the reader's hand
    # is one row of cards (two on the phone); on the phone the ring is read from the top, Norte first.
    wide = table_layout(game)
    assert wide["overflow"] <= 0 and wide["inside"] and wide["cards"] >= 1 and wide["rows"] == 1, wide
    page.set_viewport_size({"width": 320, "height": 800})
    phone = table_layout(game)
    assert phone["page"] <= 320 and phone["overflow"] <= 0 and phone["inside"], phone
    # (a card keeps the width its suit's name needs at 12 px, rv-widgets.css)
    assert phone["cards"] >= 1 and phone["rows"] <= 2, phone
    assert phone["top"] == "top top", phone
    page.set_viewport_size({"width": 1280, "height": 800})

    # The examples: dentro is refused by Art. 21, and the cinco's switch offers the other reading.
    dentro = widget_for(page, "zanga.seis-dentro")
    click_and_wait(page, dentro, '[data-rv-action="dentro"]')
    assert dentro.locator(".rv-message.rv-error").inner_text().startswith("Art. 21:")
    switch = widget_for(page, "zanga.seis-cinco").locator('select[data-rv-option="six_cinco"]')
    assert switch.locator("option").all_inner_texts() == [
        "las cinco primeras bazas, como a cuatro (lectura de la fuente)",
        "las cuatro primeras bazas, en proporción a seis cartas"]

    # Six people on one device: the pass screen names who is to play, and hides every hand.
    mode = game.locator('select[data-rv-setting="mode"]')
    assert "seis personas en este dispositivo" in mode.locator("option").all_inner_texts()
    mode.select_option("people")
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelector('.rv-pass')",
                           arg=game.element_handle(), timeout=LOAD_TIMEOUT_MS)
    screen = game.locator(".rv-pass").inner_text()
    to_play = next(seat for seat in SEATS if f"Pasa el dispositivo a {seat}." in screen)
    assert game.locator("[data-rv-action]").count() == 0, "no hand and no button behind the screen"
    assert game.locator('.rv-card[role="img"]').count() == 0
    click_and_wait(page, game, '[data-rv-cmd="show-hand"]')
    assert game.locator(".rv-at-bottom .rv-seat-name strong").inner_text() == to_play
    assert game.locator(".rv-at-bottom .rv-hand .rv-card").count() >= 1
    assert game.locator(".rv-seat-box").count() == 6
    watch.assert_clean()
