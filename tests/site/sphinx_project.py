"""A small Sphinx project of given pages, with the site's extension, for the build tests."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

from sphinx.testing.util import SphinxTestApp

ROOT = Path(__file__).resolve().parents[2]
CONF = f"""
import sys
sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / "site")!r}]
extensions = ["myst_parser", "reglas_sphinx"]
language = "es"
"""


def write_project(source: Path, pages: dict[str, str]) -> None:
    """``pages`` (name: MyST text) in ``source``, in a toctree of that order, with the site's conf."""
    (source / "conf.py").write_text(CONF, encoding="utf-8")
    toctree = "\n".join(pages)
    (source / "index.md").write_text(
        f"# Index\n\n```{{toctree}}\n:hidden:\n\n{toctree}\n```\n", encoding="utf-8"
    )
    for name, text in pages.items():
        (source / f"{name}.md").parent.mkdir(parents=True, exist_ok=True)
        (source / f"{name}.md").write_text(text, encoding="utf-8")


def build_warnings(source: Path, pages: dict[str, str]) -> str:
    """What Sphinx warns when it builds ``pages`` (see :func:`write_project`) as HTML."""
    write_project(source, pages)
    warnings = StringIO()
    app = SphinxTestApp("html", srcdir=source, warning=warnings)
    try:
        app.build()
    finally:
        app.cleanup()
    return warnings.getvalue()
