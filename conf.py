"""Sphinx configuration of Reglas vivas: MyST pages in tutorials/ (Spanish), English by gettext.

Build one language with ``sphinx-build -c . -D language=en tutorials build/html/en``; ``make html``
builds both, and the runtime once (see site/reglas_sphinx).
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

project = "Reglas vivas"
author = "Reglas vivas"
copyright = "2026, Reglas vivas"

extensions = ["myst_parser", "reglas_sphinx"]
myst_enable_extensions = ["colon_fence", "deflist", "fieldlist"]
myst_heading_anchors = 3

language = "es"
locale_dirs = ["locales/"]
gettext_compact = False
gettext_uuid = False
gettext_location = False

root_doc = "index"
exclude_patterns = ["locales", "_build"]
templates_path: list[str] = []

html_theme = "furo"
html_title = "Reglas vivas"
html_favicon = "tutorials/_static/favicon.svg"
html_static_path = ["tutorials/_static"]
html_last_updated_fmt = None
html_show_sourcelink = False
html_show_sphinx = False  # the theme credit then reads "Hecho con Furo", all of it translated
html_copy_source = False
html_sidebars = {
    "**": [
        "sidebar/brand.html",
        "sidebar/rv-language.html",
        "sidebar/search.html",
        "sidebar/scroll-start.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ]
}
html_theme_options = {
    "source_edit_link": "",
    # ← and → turn the page, but only from outside the live examples, where they move between holes
    # and cards: rv-classroom.js does it. The theme's own would leave the page (and the reader's
    # game) from a widget's skip link, its board during an animation or its log.
    "navigation_with_keys": False,
}
