"""The site under its own Content-Security-Policy (site/reglas_sphinx/csp.py), in Chromium: a page
hydrates from the build's memory snapshot and takes a move with no violation, and a revisit starts
from the snapshot kept inflated in Cache Storage; a policy that blocks
the engine's worker gives the reader a message in the page's language instead of a widget stuck on
"Preparando…"; and a snapshot that arrives broken leaves Python to start the ordinary way."""

from __future__ import annotations

import re

from .conftest import LOAD_TIMEOUT_MS, Watch, wait_hydrated

RECORD_VIOLATIONS = """
window.rvViolations = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.rvViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def worker_warnings(page) -> list[str]:  # type: ignore[no-untyped-def]
    """What the page's workers warn of (rv-pyodide.mjs, when Python starts without the snapshot)."""
    found: list[str] = []
    page.on("worker", lambda worker: worker.on(
        "console", lambda msg: found.append(msg.text) if msg.type in ("warning", "error") else None))
    return found


def test_a_page_works_under_its_policy(page, watch: Watch, site_url: str) -> None:  # type: ignore[no-untyped-def]
    page.add_init_script(RECORD_VIOLATIONS)
    warnings = worker_warnings(page)
    snapshots: list[int] = []
    page.on("response", lambda r: snapshots.append(r.status) if "/_runtime/snapshot-" in r.url else None)
    runtime: dict[str, str | None] = {}  # file name -> how it was encoded on the wire
    page.context.on("response", lambda r: runtime.setdefault(r.url.rsplit("/", 1)[-1],
                                                               r.headers.get("content-encoding"))
                    if "/_runtime/" in r.url else None)
    page.goto(f"{site_url}/es/awari/reglas.html")
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert "worker-src 'self' blob:" in policy and "object-src 'none'" in policy
    wait_hydrated(page)
    example = page.locator('.rv-widget[data-rv-key="awari.siembra"]')
    example.locator(".rv-hole").first.focus()
    page.keyboard.press("D")
    page.wait_for_function(
        "w => w.dataset.rvIdle === 'true' && w.querySelectorAll('.rv-moves li').length === 1",
        arg=example.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert "¡Conseguido!" in example.locator(".rv-status").inner_text()
    # the theme switch (an inline script, allowed by its hash) ran, and the board kept its styles
    assert page.evaluate("document.body.dataset.theme") in ("auto", "light", "dark")
    board = "getComputedStyle(document.querySelector('.rv-mancala'))"
    assert page.evaluate(f"{board}.getPropertyValue('--rv-cols')") == "6"
    assert page.evaluate("window.rvViolations") == []
    # Python started from the snapshot the page names (rv-python.js, rv-pyodide.mjs)
    named = page.locator("head script[data-rv-snapshot]").get_attribute("data-rv-snapshot")
    assert re.fullmatch(r"snapshot-[0-9a-f]{10}\.bin", named or "")
    assert snapshots == [200]
    assert not [w for w in warnings if "snapshot" in w]
    # sent as its brotli copy (serve.py), with only the standard library the snapshot does not hold;
    # neither the whole library nor the engine zip (which only a start without the snapshot needs)
    assert runtime[named or ""] == "br" and runtime["pyodide.asm.wasm"] == "br"
    assert "python_stdlib-rest.zip" in runtime and "python_stdlib.zip" not in runtime
    assert not [name for name in runtime if name.startswith("engine-")]
    # it was kept inflated for the next visit (rv-snapshot.mjs), which starts from it without fetching it
    page.wait_for_function("""async (named) => {
        const kept = await (await caches.open("rv-snapshot")).keys();
        return kept.length === 1 && kept[0].url.endsWith(`/_runtime/${named}`);
    }""", arg=named, polling=200, timeout=LOAD_TIMEOUT_MS)
    page.reload()
    wait_hydrated(page)
    example.locator(".rv-hole").first.focus()
    page.keyboard.press("D")
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelectorAll('.rv-moves li').length >= 1",
                           arg=example.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert snapshots == [200]
    assert not [w for w in warnings if "snapshot" in w]
    watch.assert_clean()


def test_a_broken_snapshot_leaves_python_to_start_the_ordinary_way(page, watch: Watch,  # type: ignore[no-untyped-def]
                                                                   site_url: str) -> None:
    def truncated(route) -> None:  # type: ignore[no-untyped-def]
        route.fulfill(body=route.fetch().body()[:100_000], content_type="application/octet-stream")

    warnings = worker_warnings(page)
    page.route("**/_runtime/snapshot-*.bin", truncated)
    page.goto(f"{site_url}/en/awari/reglas.html")
    wait_hydrated(page)
    example = page.locator('.rv-widget[data-rv-key="awari.siembra"]')
    example.locator(".rv-hole").first.focus()
    page.keyboard.press("D")
    page.wait_for_function("w => w.dataset.rvIdle === 'true' && w.querySelectorAll('.rv-moves li').length === 1",
                           arg=example.element_handle(), timeout=LOAD_TIMEOUT_MS)
    assert "Done!" in example.locator(".rv-status").inner_text()
    assert [w for w in warnings if "did not load; Python starts without it" in w]
    watch.assert_clean()


def test_a_blocked_worker_shows_a_message_in_the_page_language(page, site_url: str) -> None:  # type: ignore[no-untyped-def]
    def tightened(route) -> None:  # type: ignore[no-untyped-def]
        body = route.fetch().text()
        body, count = re.subn(r"; worker-src 'self' blob:;", "; worker-src 'none';", body)
        assert count == 1
        route.fulfill(body=body, content_type="text/html; charset=utf-8")

    page.add_init_script(RECORD_VIOLATIONS)
    page.route("**/en/awari/reglas.html", tightened)
    page.goto(f"{site_url}/en/awari/reglas.html")
    example = page.locator('.rv-widget[data-rv-key="awari.siembra"]')
    message = example.locator(".rv-message.rv-error")
    message.wait_for(timeout=LOAD_TIMEOUT_MS)
    text = message.inner_text()
    assert text.startswith("Python could not start on this page: the page's security policy")
    assert "worker-src 'self' blob:" in text
    assert all(v.startswith("worker-src") for v in page.evaluate("window.rvViolations"))
    assert example.get_attribute("data-rv-hydrated") != "true"
