"""Real-browser tests: Chromium (Debian's, or Playwright's where there is none) against the built
site served on 127.0.0.1. Every request that tries to leave the machine is refused and recorded,
and every console error or uncaught exception fails the test that caused it."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


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


@pytest.fixture
def watch(context) -> Watch:  # type: ignore[no-untyped-def]
    return watch_context(context)


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


def all_pages(lang: str) -> list[str]:
    skip = {"genindex.html", "search.html", "py-modindex.html"}
    return sorted(
        p.relative_to(HTML / lang).as_posix()
        for p in (HTML / lang).rglob("*.html")
        if p.name not in skip and "_static" not in p.parts
    )
