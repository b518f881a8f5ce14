"""Every page, both languages, as a reader opens it: it loads, it has no WCAG 2.1 AA violation (axe,
light theme and dark), its examples come alive, it asks nothing of the network, and it leads to the
same page in the other language. The pages are opened
one after another in one tab, as a reader browses (see ``shared_tab``)."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, all_pages, axe, wait_hydrated

PAGES = [(lang, page) for lang in ("es", "en") for page in all_pages(lang)]


@pytest.fixture
def page(shared_page):  # type: ignore[no-untyped-def]
    return shared_page


@pytest.fixture
def watch(shared_watch: Watch) -> Watch:
    return shared_watch


#: Clicks the first legal move of every example that has one (an example may start at the end of a
#: game, with nothing to play); returns each clicked widget's id and how many moves it showed before.
#: A legal move in every example, or its question's first choice where it asks one (a question's example
#: refuses the board until it is answered): the widget's id, its moves before, and whether it was asked.
CLICK_A_LEGAL_MOVE_IN_EACH = """() => [...document.querySelectorAll('.rv-widget:not(.rv-figure)')].flatMap(w => {
  const choice = w.querySelector('[data-rv-answer]');
  const legal = choice || w.querySelector('[data-rv-action].rv-legal');
  if (!legal) return [];
  const before = w.querySelectorAll('.rv-moves li').length;
  legal.click();
  return [[w.id, before, Boolean(choice)]];
})"""


@pytest.mark.parametrize(("lang", "page_path"), PAGES, ids=[f"{lang}/{path}" for lang, path in PAGES])
def test_page_loads_clean_and_examples_accept_a_legal_move(page, watch: Watch, site_url: str, lang: str,
                                                          page_path: str) -> None:
    page.goto(f"{site_url}/{lang}/{page_path}")
    assert page.locator("html").get_attribute("lang") == lang
    widgets = page.locator(".rv-widget:not(.rv-figure)")
    if widgets.count():
        wait_hydrated(page)
    assert axe(page) == {}, "WCAG 2.1 AA, light theme and dark, as the page comes alive"
    if widgets.count():
        # A legal move in every example at once (the page answers them in turn), then one wait.
        clicked = page.evaluate(CLICK_A_LEGAL_MOVE_IN_EACH)
        page.wait_for_function(
            """ids => ids.every(([id, n, asked]) => {
                 const w = document.getElementById(id);
                 return w.dataset.rvIdle === 'true' && (asked || w.querySelectorAll('.rv-moves li').length > n); })""",
            arg=clicked, timeout=LOAD_TIMEOUT_MS)
        for index in range(widgets.count()):
            assert widgets.nth(index).get_attribute("data-rv-hydrated") == "true", widgets.nth(index).inner_text()
        assert not page.locator(".rv-widget .rv-message.rv-error:not([hidden])").count()
    watch.assert_clean()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_language_switch_leads_to_the_same_page(page, watch: Watch, site_url: str, lang: str) -> None:
    other = "en" if lang == "es" else "es"
    page.goto(f"{site_url}/{lang}/awari/reglas.html")
    page.locator(f'.rv-language a[hreflang="{other}"]').first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/{other}/awari/reglas.html")
    assert page.locator("html").get_attribute("lang") == other
    watch.assert_clean()


@pytest.mark.parametrize(("locale", "expected"), [("en-GB", "en"), ("es-ES", "es"), ("fr-FR", "es")])
def test_root_picks_the_readers_language(browser, site_url: str, locale: str, expected: str) -> None:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    page.goto(f"{site_url}/")
    page.wait_for_url(f"**/{expected}/index.html")
    assert page.locator("html").get_attribute("lang") == expected
    context.close()
