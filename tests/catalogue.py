"""A pytest plugin (``-p tests.catalogue`` in pyproject.toml): compiles the engine's English catalogue
before the first test when a ``.po`` part is newer than the compiled ``.mo``, so that plain
``pytest`` needs no ``make`` step first."""

from __future__ import annotations

import os
from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "engine" / "locales"


def stale() -> bool:
    compiled = LOCALES / "en" / "LC_MESSAGES" / "engine.mo"
    if not compiled.exists():
        return True
    built = compiled.stat().st_mtime
    return any(part.stat().st_mtime > built for part in (LOCALES / "en").glob("*.po"))


def pytest_sessionstart(session: pytest.Session) -> None:
    # Under pytest-xdist the controller compiles before it starts the workers, which only read.
    if stale() and not os.environ.get("PYTEST_XDIST_WORKER"):
        spec = spec_from_file_location("catalog", ROOT / "site" / "reglas_sphinx" / "catalog.py")
        assert spec is not None and spec.loader is not None
        catalog = module_from_spec(spec)
        spec.loader.exec_module(catalog)  # Babel only: the tool does not need Sphinx
        catalog.compile_all()
