"""Every page, both languages, as a reader opens it: it loads, its examples come alive, it asks
nothing of the network, and it leads to the same page in the other language."""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT_MS, Watch, all_pages, wait_hydrated

PAGES = [(lang, page) for lang in ("es", "en") for page in all_pages(lang)]


@pytest.mark.parametrize(("lang", "page_path"), PAGES, ids=[f"{lang}/{path}" for lang, path in PAGES])
def test_page_loads_clean_and_examples_accept_a_legal_move(page, watch: Watch, site_url: str, lang: str,
                                                          page_path: str) -> None:
    page.goto(f"{site_url}/{lang}/{page_path}")
    assert page.locator("html").get_attribute("lang") == lang
    widgets = page.locator(".rv-widget:not(.rv-figure)")
    if widgets.count():
        wait_hydrated(page)
        for index in range(widgets.count()):
            widget = widgets.nth(index)
            assert widget.get_attribute("data-rv-hydrated") == "true", widget.inner_text()
            legal = widget.locator("[data-rv-action].rv-legal")
            if not legal.count():
                continue  # an example that starts at the end of a game (nothing to play)
            before = widget.locator(".rv-moves li").count()
            legal.first.click()
            page.wait_for_function(
                "([w, n]) => w.querySelectorAll('.rv-moves li').length > n && !w.classList.contains('rv-busy')",
                arg=[widget.element_handle(), before],
                timeout=LOAD_TIMEOUT_MS,
            )
            assert not widget.locator(".rv-message.rv-error:not([hidden])").count()
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
