"""Real-browser tests: Chromium (Debian's, or Playwright's where there is none) against the built
site served on 127.0.0.1. Every request that tries to leave the machine is refused and recorded,
and every console error or uncaught exception fails the test that caused it."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from reglas_sphinx import serve

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "build" / "html"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
LOAD_TIMEOUT_MS = 60_000  # a cold Pyodide start on a loaded 2-core machine; not a performance target
#: ``RV_CPU_THROTTLE=4`` slows every page's main thread fourfold (Chromium's own CPU throttling, as in
#: its developer tools): a test that holds only on a fast machine fails then. CI runs the browser
#: tests so (`.ci/run`); 1, the default, throttles nothing.
CPU_THROTTLE = float(os.environ.get("RV_CPU_THROTTLE", "1"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)
            # One Chromium for them all: under pytest-xdist (`make test`) every browser test runs in
            # the same worker, while the other worker takes the engine and site tests.
            item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (HTML / "es" / "index.html").exists():
        pytest.fail("build/html is missing: run `make html` (make test does it)")
    server = serve.start(HTML)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    args = {**browser_type_launch_args, "args": CHROMIUM_FLAGS}
    if executable:
        args["executable_path"] = executable
    return args


@pytest.fixture(scope="session")
def browser(browser):  # type: ignore[no-untyped-def]
    """Playwright's browser; with :data:`CPU_THROTTLE` above 1, every page that a test opens with
    ``new_page`` has its main thread slowed that many times, from before its first request."""
    if CPU_THROTTLE > 1:
        new_context = browser.new_context

        def throttled_context(*args, **kwargs):  # type: ignore[no-untyped-def]
            context = new_context(*args, **kwargs)
            new_page = context.new_page
            context.new_page = lambda: throttle(new_page())
            return context

        browser.new_context = throttled_context
    return browser


def throttle(page):  # type: ignore[no-untyped-def]
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": CPU_THROTTLE})
    page.rv_cdp = session  # the throttling lasts as long as its session
    return page


@dataclass
class Watch:
    """What a page did that a reader would call broken: console errors, exceptions, requests out."""

    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)

    def assert_clean(self) -> None:
        assert self.outside_requests == [], "requests left the machine"
        assert self.page_errors == [], "uncaught exceptions"
        assert self.console_errors == [], "console errors"

    def clear(self) -> None:
        for seen in (self.console_errors, self.page_errors, self.outside_requests):
            seen.clear()


@pytest.fixture
def watch(context) -> Watch:  # type: ignore[no-untyped-def]
    return watch_context(context)


@pytest.fixture(scope="module")
def shared_tab(browser) -> Iterator[tuple[Any, Watch]]:  # type: ignore[no-untyped-def]
    """One tab for every test of a module that asks for it, as a reader who goes from page to page in
    one browser: the runtime stays in its cache (and, once the service worker has it, in the offline
    copy), so every page after the first starts warm. It asks for reduced motion: moves show done at
    once (the animations have tests of their own). A test asks for ``shared_page`` and
    ``shared_watch`` instead of ``page`` and ``watch``."""
    context = browser.new_context(reduced_motion="reduce")
    found = watch_context(context)
    yield context.new_page(), found
    context.close()


@pytest.fixture
def shared_page(shared_tab):  # type: ignore[no-untyped-def]
    """The module's shared tab, its watch cleared of what the tests before saw."""
    tab, found = shared_tab
    found.clear()
    return tab


@pytest.fixture
def shared_watch(shared_tab, shared_page) -> Watch:  # type: ignore[no-untyped-def]
    """What the shared tab did that a reader would call broken, since this test began."""
    return shared_tab[1]


def watch_context(context) -> Watch:  # type: ignore[no-untyped-def]
    """Records (and refuses) what ``context``'s pages do that a reader would call broken."""
    found = Watch()

    def guard(route) -> None:  # type: ignore[no-untyped-def]
        host = urlparse(route.request.url).hostname
        if route.request.url.startswith(("blob:", "data:")) or host == "127.0.0.1":
            route.continue_()
        else:
            found.outside_requests.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    context.on("console", lambda msg: found.console_errors.append(msg.text) if msg.type == "error" else None)
    context.on("weberror", lambda err: found.page_errors.append(str(err.error)))
    return found


def wait_hydrated(page) -> None:  # type: ignore[no-untyped-def]
    """Until every widget on the page has been handed over to Python (or reported a problem)."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('.rv-widget:not(.rv-figure)')]
                 .every(w => w.dataset.rvHydrated === 'true' || w.querySelector('.rv-message.rv-error:not([hidden])'))""",
        timeout=LOAD_TIMEOUT_MS,
    )


def widget_for(page, key: str):  # type: ignore[no-untyped-def]
    """The widget of example (or game) ``key`` on ``page``."""
    return page.locator(f'.rv-widget[data-rv-key="{key}"]')


def wait_idle(page, widget) -> None:  # type: ignore[no-untyped-def]
    """Until ``widget`` has answered everything asked of it, the bots' replies and the animations
    included: the page sets ``data-rv-idle`` when the widget's queue is empty."""
    page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(), timeout=LOAD_TIMEOUT_MS)


def click_and_wait(page, widget, selector: str) -> None:  # type: ignore[no-untyped-def]
    """Clicks the first match of ``selector`` in the widget and waits until it has answered."""
    widget.locator(selector).first.click()
    wait_idle(page, widget)


def open_more(widget):  # type: ignore[no-untyped-def]
    """Opens the widget's "Más" as a reader does, by its summary (engine.table.render.more: the text
    line, the log, the moves, the keyboard list, the animation speed); left open if it is, and open
    until the page is left (every redraw keeps it so). Returns the widget."""
    more = widget.locator(":scope > .rv-view > .rv-more")
    if not more.evaluate("details => details.open"):
        more.locator(":scope > summary").click()
    return widget


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
RUN_AXE = """async ([tags, rules]) => {
  const only = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
  const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
  return result.violations.map(v => ({ id: v.id, count: v.nodes.length,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + n.failureSummary.split('\\n')[1]) }));
}"""
#: The rules whose answer depends on the theme: all of them run in the light theme, these again in the dark.
THEMED = ["color-contrast", "link-in-text-block"]


def axe(page) -> dict[str, list[dict[str, Any]]]:  # type: ignore[no-untyped-def]
    """The violations in the light theme and in the dark one, on the page as it is now."""
    if not page.evaluate("() => Boolean(window.axe)"):
        # Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;window.axe !== undefined")
    found = {}
    for theme, rules in (("light", None), ("dark", THEMED)):
        page.evaluate("theme => { document.body.dataset.theme = theme; }", theme)
        found[theme] = page.evaluate(RUN_AXE, [WCAG, rules])
    return {theme: violations for theme, violations in found.items() if violations}


def all_pages(lang: str) -> list[str]:
    skip = {"genindex.html", "search.html", "py-modindex.html"}
    return sorted(
        p.relative_to(HTML / lang).as_posix()
        for p in (HTML / lang).rglob("*.html")
        if p.name not in skip and "_static" not in p.parts
    )
