"""La Zanga, Arts. 31–64 and the glossary, in the browser as a reader meets them: the four article
pages hydrate in both languages with every example of ``scenarios_hand`` and every practice of their
articles (Art. 39's question shows the table's words only once it is answered), a legal word or card
is accepted, an illegal one is refused naming its article, and the stone ledger shows the stones
moving when an example ends with a settlement."""

from __future__ import annotations

import pytest

from engine.lessons import practice
from engine.lessons.zanga.scenarios_hand import SCENARIOS

from .conftest import LOAD_TIMEOUT_MS, Watch, wait_hydrated, widget_for

PAGES = {
    "titulo-3-renuncio": range(31, 40),
    "titulo-3-pagos": range(40, 48),
    "titulo-3-cantes": range(48, 54),
    "titulo-3-solo": range(54, 65),
}
DONE = {"es": "¡Conseguido!", "en": "Done!"}


def click_and_wait(page, widget, action: str) -> None:  # type: ignore[no-untyped-def]
    """Says or plays ``action`` and waits until the widget has answered (the bots' replies included)."""
    widget.locator(f'[data-rv-action="{action}"]').first.click()
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)


def stones(widget) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """What the ledger shows: each pair's stones ("10 de 32 piedras") and the pot ("Fondo …: 8")."""
    ledger = widget.locator(".rv-ledger")
    shown = {side: ledger.locator(f'[data-rv-account="{side}"] .rv-count').inner_text().split()[0]
             for side in ("A", "B")}
    shown["fondo"] = ledger.locator('[data-rv-account="fondo"] strong').inner_text().rsplit(" ", 1)[-1]
    return {account: int(text) for account, text in shown.items()}


def wait_option(page, widget, name: str, value: str) -> None:  # type: ignore[no-untyped-def]
    """Picks a reading in the example's selector and waits until the example has restarted with it."""
    widget.locator(f'select[data-rv-option="{name}"]').select_option(value)
    page.wait_for_function(
        "([w, name, value]) => w.dataset.rvIdle === 'true'"
        " && w.querySelector(`select[data-rv-option=\"${name}\"]`).value === value",
        arg=[widget.element_handle(), name, value], timeout=LOAD_TIMEOUT_MS,
    )


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("name", list(PAGES))
def test_the_article_pages_hydrate_with_every_example(shared_page, shared_watch: Watch, site_url: str, lang: str,
                                                      name: str) -> None:
    shared_page.goto(f"{site_url}/{lang}/zanga/{name}.html")
    wait_hydrated(shared_page)
    expected = {s.id for s in SCENARIOS if int(s.rule.rule) in PAGES[name]} | {
        d.id for d in practice.drills("zanga") if int(d.rule.rule) in PAGES[name]}  # a practice after its article's examples
    widgets = shared_page.locator(".rv-widget:not(.rv-figure)")
    assert {widgets.nth(i).get_attribute("data-rv-key") for i in range(widgets.count())} == expected
    for index in range(widgets.count()):
        assert widgets.nth(index).get_attribute("data-rv-hydrated") == "true"
    for number in PAGES[name]:
        assert shared_page.locator(f"#zanga-art-{number}").count() == 1, f"Art. {number} has its section"
    for found in SCENARIOS:  # a question on which word is legal now (Art. 39): not read off the table
        if found.id in expected and found.goal.ask == "legal":
            widget = widget_for(shared_page, found.id)
            assert widget.locator(".rv-act").count() == 0 and widget.locator(".rv-hand .rv-card").count() > 0
            widget.locator(f'[data-rv-answer="{found.goal.answer}"]').click()
            shared_page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelector('.rv-act') !== null",
                                   arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)
            assert widget.locator(f'.rv-act[data-rv-action="{found.goal.answer}"]').count() == 1
    shared_watch.assert_clean()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_glossary_links_terms_to_their_articles(page, watch: Watch, site_url: str, lang: str) -> None:
    page.goto(f"{site_url}/{lang}/zanga/lexico.html")
    entry = page.locator("dt#term-codillo + dd")
    entry.locator('a[href$="titulo-3-pagos.html#zanga-art-47"]').click()
    page.wait_for_url("**/titulo-3-pagos.html#zanga-art-47")
    assert page.locator("#zanga-art-47 h2").inner_text().startswith("Artículo 47" if lang == "es" else "Article 47")
    watch.assert_clean()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_illegal_word_is_refused_with_its_article_and_the_question_answered(page, watch: Watch, site_url: str,
                                                                              lang: str) -> None:
    page.goto(f"{site_url}/{lang}/zanga/titulo-3-pagos.html")
    wait_hydrated(page)
    example = widget_for(page, "zanga.art40-puesta-del-mano")
    table_before = example.locator(".rv-table").inner_html()
    click_and_wait(page, example, "paso")  # the mano has put in the pair's last stones: no stone to pass with
    assert example.locator(".rv-message.rv-error").inner_text().startswith("Art. 42:")
    assert example.locator(".rv-table").inner_html() == table_before, "nothing was said"
    example.locator('[data-rv-answer="0"]').click()  # Art. 40: the mano put in all three; none are left
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=example.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert DONE[lang] in example.locator(".rv-status").inner_text()
    watch.assert_clean()


def test_an_illegal_card_in_table_mode_stays_and_without_it_is_refused(page, watch: Watch, site_url: str) -> None:
    for lang in ("es", "en"):
        page.goto(f"{site_url}/{lang}/zanga/titulo-3-renuncio.html")
        wait_hydrated(page)
        example = widget_for(page, "zanga.art34-carta-jugada")
        wait_option(page, example, "renuncio", "False")
        click_and_wait(page, example, "3c")  # a cup while holding two spades, on a spade lead
        assert example.locator(".rv-message.rv-error").inner_text().startswith("Art. 27:")
        click_and_wait(page, example, "5e")  # the example's try (3c refused), then a spade
        assert DONE[lang] in example.locator(".rv-status").inner_text()
    watch.assert_clean()


def test_the_ledger_shows_the_stones_moving_when_the_hand_is_settled(page, watch: Watch, site_url: str) -> None:
    for lang in ("es", "en"):
        page.goto(f"{site_url}/{lang}/zanga/titulo-3-solo.html")
        wait_hydrated(page)
        example = widget_for(page, "zanga.art60-todas-falladas")
        assert stones(example) == {"A": 10, "B": 14, "fondo": 8}
        assert example.locator(".rv-settlement").count() == 0
        click_and_wait(page, example, "planto")  # stop after the cinco: the pot (8) and the cinco (2)
        assert stones(example) == {"A": 20, "B": 12, "fondo": 0}
        assert DONE[lang] in example.locator(".rv-status").inner_text()
        payments = example.locator(".rv-settlement").inner_text()
        assert "Art. 43" in payments and "Art. 48" in payments, "each payment names its article"
    watch.assert_clean()


def test_the_codillo_question_waits_for_its_answer_under_each_reading(page, watch: Watch, site_url: str) -> None:
    """Art. 47's example asks what the codillo pays: the board waits for the answer (playing the hand
    would give it away), and each reading has its own (the stones it moves are the engine tests')."""
    page.goto(f"{site_url}/en/zanga/titulo-3-pagos.html")
    wait_hydrated(page)
    example = widget_for(page, "zanga.art47-pagar-codillo")
    for reading, answer in (("", "8"), ("dobla", "10")):
        if reading:
            wait_option(page, example, "art47", reading)
        assert stones(example) == {"A": 10, "B": 14, "fondo": 8}, "the example starts again"
        click_and_wait(page, example, "3b")
        assert "Answer the question first" in example.locator(".rv-message").inner_text()
        assert stones(example) == {"A": 10, "B": 14, "fondo": 8}, "the card was not played"
        example.locator(f'[data-rv-answer="{answer}"]').click()
        page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=example.element_handle(), timeout=LOAD_TIMEOUT_MS)
        assert DONE["en"] in example.locator(".rv-status").inner_text()
    watch.assert_clean()
