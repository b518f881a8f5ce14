"""A revisit costs one request: the browser closed and opened again on the same profile, over plain
http (no service worker, so the HTTP cache alone), a page asks the server for itself and nothing
else, every file it loads being named by an address the server keeps for good (serve.py's
``immutable``: hashed names, and Sphinx's checksums, which checksums.py gives to the modules that
other modules import and to every file of ``_static`` a page names)."""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Iterator
from typing import ClassVar

import pytest

from reglas_sphinx import serve

from .conftest import CHROMIUM_FLAGS, HTML, wait_hydrated

#: A page with examples (the runtime, rv-python.js, rv-widgets.js and what they import) and one
#: without (rv-progress.js and what it imports).
PAGES = ("/es/awari/reglas.html", "/es/index.html")


class Counting(serve.Handler):
    """The site's handler, also noting the path of every request it answers."""

    asked: ClassVar[list[str]] = []
    lock = threading.Lock()

    def answer(self, head: bool) -> None:
        with self.lock:
            self.asked.append(self.path)
        super().answer(head)


@pytest.fixture(scope="module")
def counted() -> Iterator[serve.Server]:
    server = serve.start(HTML, handler=Counting)
    yield server
    server.shutdown()
    server.server_close()


def visit_all(playwright, profile: str, base: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Opens the browser on ``profile``, visits :data:`PAGES` until their examples are interactive,
    closes it; returns what the server was asked for meanwhile."""
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    context = playwright.chromium.launch_persistent_context(
        profile, args=CHROMIUM_FLAGS, service_workers="block",
        **({"executable_path": executable} if executable else {}))
    errors: list[str] = []
    context.on("weberror", lambda err: errors.append(str(err.error)))
    context.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    Counting.asked.clear()
    page = context.pages[0] if context.pages else context.new_page()
    for path in PAGES:
        page.goto(base + path)
        wait_hydrated(page)
        page.wait_for_load_state("load")
    context.close()
    assert errors == []
    return list(Counting.asked)


def test_a_revisit_asks_for_the_page_alone(playwright, counted: serve.Server) -> None:  # type: ignore[no-untyped-def]
    base = f"http://127.0.0.1:{counted.server_address[1]}"
    with tempfile.TemporaryDirectory() as profile:
        first = visit_all(playwright, profile, base)
        assert len(first) > 20, "the first visit fetched the site's files"
        again = visit_all(playwright, profile, base)
    assert again == list(PAGES)
