"""The bridge as the page calls it: one JSON request in, one JSON reply out (shared by the bridge tests)."""

from __future__ import annotations

import json

import reglas_browser


def call(**request: object) -> dict:
    return json.loads(reglas_browser.handle(json.dumps(request)))


def legal_in(html: str) -> list[str]:
    """The actions a reply's HTML offers as legal (``data-rv-action`` of every ``rv-legal`` element)."""
    marker = 'rv-legal" data-rv-action="'
    found, start = [], 0
    while (start := html.find(marker, start)) >= 0:
        start += len(marker)
        found.append(html[start : html.index('"', start)])
    return found
