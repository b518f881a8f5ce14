"""Every site test starts with no widget left over from another test."""

from __future__ import annotations

import pytest

import reglas_browser


@pytest.fixture(autouse=True)
def fresh_widgets() -> None:
    reglas_browser.WIDGETS.clear()
