"""The bridge as the page calls it: one JSON request in, one JSON reply out (shared by the bridge tests)."""

from __future__ import annotations

import json

import reglas_browser


def call(**request: object) -> dict:
    return json.loads(reglas_browser.handle(json.dumps(request)))
