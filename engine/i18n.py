"""Translated texts for the engine and the widgets, through gettext.

Spanish is the source language: every message id *is* the Spanish text, so Spanish needs no
catalogue and a missing English entry shows up as Spanish in an English page (the catalogue test
forbids that). Catalogues live in ``engine/locales/<lang>/LC_MESSAGES/engine.po``; the build and the
test command compile them to ``.mo`` (``python -m reglas_sphinx.catalog``), which is what
:mod:`gettext` reads, in CPython and in Pyodide alike.

>>> Msg("Regla {n}", n=5).text("es")
'Regla 5'
>>> Msg("Regla {n}", n=5).text("en")
'Rule 5'
"""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path
from typing import Any

DOMAIN = "engine"
LOCALE_DIR = Path(__file__).parent / "locales"
LANGUAGES = ("es", "en")
SOURCE_LANGUAGE = "es"


def N_(msgid: str) -> str:
    """Mark a Spanish text for extraction into the catalogue; translated later, where it is shown."""
    return msgid


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue for ``lang``; ``ValueError`` for a language the site does not have."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, [lang])


def gettext_(lang: str, msgid: str) -> str:
    """``msgid`` (Spanish) in ``lang``."""
    return translations(lang).gettext(msgid)


class Msg:
    """A message to be shown later in the reader's language: a Spanish template and its values.

    Values that are themselves :class:`Msg` (a suit name, a rule label) are translated too.
    """

    __slots__ = ("msgid", "params")

    def __init__(self, msgid: str, **params: Any) -> None:
        self.msgid = msgid
        self.params = params

    def text(self, lang: str = SOURCE_LANGUAGE) -> str:
        values = {k: v.text(lang) if isinstance(v, Msg) else v for k, v in self.params.items()}
        return gettext_(lang, self.msgid).format(**values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.msgid, self.params) == (other.msgid, other.params)

    def __hash__(self) -> int:
        return hash((self.msgid, tuple(sorted(self.params.items(), key=lambda kv: kv[0]))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Msg({self.msgid!r}{args})"

    def __str__(self) -> str:
        return self.text(SOURCE_LANGUAGE)


class Plural(Msg):
    """A message whose words follow a number ``n``: the catalogue's plural forms choose the variant.

    Spanish (the source) and English both take the singular for exactly one, the plural otherwise;
    the rule of each language lives in its catalogue, so a language with more forms needs no code.

    >>> Plural("{hole}: {n} semilla", "{hole}: {n} semillas", 1, hole="c").text("es")
    'c: 1 semilla'
    >>> Plural("{hole}: {n} semilla", "{hole}: {n} semillas", 0, hole="c").text("en")
    'c: 0 seeds'
    """

    __slots__ = ("plural",)

    def __init__(self, msgid: str, plural: str, n: int, **params: Any) -> None:
        super().__init__(msgid, n=n, **params)
        self.plural = plural

    def text(self, lang: str = SOURCE_LANGUAGE) -> str:
        values = {k: v.text(lang) if isinstance(v, Msg) else v for k, v in self.params.items()}
        return translations(lang).ngettext(self.msgid, self.plural, self.params["n"]).format(**values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Plural) and (self.msgid, self.plural, self.params) == (
            other.msgid, other.plural, other.params)

    def __hash__(self) -> int:
        return hash((super().__hash__(), self.plural))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items() if k != "n")
        return f"Plural({self.msgid!r}, {self.plural!r}, {self.params['n']!r}{args})"
