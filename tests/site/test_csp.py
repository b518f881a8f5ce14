"""Every built page carries its Content-Security-Policy, and the policy allows exactly the page's own
inline code: each inline script and ``<style>`` by its hash, each style attribute by the hash of its
text (site/reglas_sphinx/csp.py). Hashes are recomputed here from the pages as a browser reads them."""

from __future__ import annotations

import base64
import hashlib
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "build" / "html"
JS_TYPES = {"", "module", "text/javascript", "application/javascript", "importmap"}  # all checked by a policy


class Page(HTMLParser):
    """What a browser's policy check sees of a page: its policies, inline code, style attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.policies: list[str] = []
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self.attributes: set[str] = set()
        self.handlers: list[str] = []
        self._open: tuple[str, bool] | None = None  # element, and whether its text is code to hash
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "meta" and (found.get("http-equiv") or "").lower() == "content-security-policy":
            self.policies.append(found.get("content") or "")
        if "style" in found:
            self.attributes.add(found["style"] or "")
        self.handlers += [name for name in found if name.startswith("on")]
        if tag == "script":
            self._open = ("script", "src" not in found and (found.get("type") or "").lower() in JS_TYPES)
        elif tag == "style":
            self._open = ("style", True)
        self._text = []

    def handle_data(self, data: str) -> None:
        self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[0] == tag:
            if self._open[1]:
                (self.scripts if tag == "script" else self.styles).append("".join(self._text))
            self._open = None


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def directives(policy: str) -> dict[str, list[str]]:
    return {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}


def pages() -> list[Path]:
    if not (HTML / "es" / "index.html").exists():
        pytest.fail("build/html is missing: run `make html` (make test does it)")
    found = [HTML / "index.html", *sorted(HTML.glob("es/**/*.html")), *sorted(HTML.glob("en/**/*.html"))]
    return [path for path in found if "_static" not in path.parts]


def read(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def test_every_page_has_one_policy_that_allows_its_own_inline_code_only() -> None:
    checked = 0
    for path in pages():
        page = read(path)
        assert len(page.policies) == 1, path
        policy = directives(page.policies[0])
        assert page.handlers == [], f"{path}: an inline event handler"
        for script in page.scripts:
            assert sha256(script) in policy["script-src"], f"{path}: inline script {script[:60]!r}"
        hashes = {source for source in policy["script-src"] if source.startswith("'sha256-")}
        assert hashes == {sha256(script) for script in page.scripts}, f"{path}: a hash of no script"
        for style in page.styles:
            assert sha256(style) in policy["style-src-elem"], f"{path}: <style> {style[:60]!r}"
        for value in page.attributes:
            assert sha256(value) in policy["style-src-attr"], f"{path}: style={value!r}"
        checked += 1
    assert checked > 70  # both languages' pages and the root index


def test_the_policy_is_as_strict_as_the_runtime_allows() -> None:
    page = read(HTML / "es" / "awari" / "reglas.html")
    policy = directives(page.policies[0])
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    assert policy["form-action"] == ["'self'"]
    assert policy["worker-src"] == ["'self'", "blob:"]
    assert policy["connect-src"] == ["'self'"]
    assert policy["script-src"][-2:] == ["'wasm-unsafe-eval'", "'unsafe-eval'"]
    assert "'unsafe-inline'" not in policy["script-src"]
    assert policy["style-src-attr"][0] == "'unsafe-hashes'"
    assert len(page.scripts) == 2  # the import map (checksums.py), Furo's theme switch
    assert page.scripts[0].startswith('{"imports": {') and "localStorage" in page.scripts[1]
    assert "--rv-cols:6" in page.attributes  # a board's width, allowed by its hash


def test_the_blocked_worker_message_is_on_every_page_in_its_language() -> None:
    for lang, words in (("es", "la política de seguridad de la página"), ("en", "the page's security")):
        text = (HTML / lang / "index.html").read_text(encoding="utf-8")
        assert f'data-rv-blocked="{words}' in text
