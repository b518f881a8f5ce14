"""The message catalogues: extract, check and compile (needs Babel, which Sphinx brings).

Two catalogues, one mechanism (Spanish msgids in the source, their English in ``.po`` files, checked
for completeness here):

* **the engine's**: Spanish texts marked in the engine (and the browser bridge) with ``N_("…")``, or
  built as ``Plural("…", "…", n)`` where their words follow a number (a ``msgid_plural`` entry with
  one English form per plural form); the English lives in ``engine/locales/en/<part>.po`` (one file
  per part of the engine: ``core``, ``cards``, ``awari``…, so that work on one game never touches
  another's catalogue). Compiling merges the parts into the ``engine.mo`` that :mod:`engine.i18n`
  reads.
* **the site's** (this extension's, domain ``reglas_sphinx``): the texts its Python writes into
  pages, marked ``_("…")`` (``classroom.py``), and the texts of the page's JavaScript, marked
  ``_("…")`` or ``plural("…", "…", n)`` (``static/*.js``, see ``rv-core.js``); the English lives in
  ``site/reglas_sphinx/locales/en/LC_MESSAGES/reglas_sphinx.po``. Sphinx reads its ``.mo``; the
  build writes the JavaScript's texts, in each page's language, as ``_static/rv-texts.js``
  (:func:`browser_texts`).

    python -m reglas_sphinx.catalog compile   # write engine/locales/en/LC_MESSAGES/engine.mo
    python -m reglas_sphinx.catalog check     # list Spanish texts with no English, fuzzy or stale ones
"""

from __future__ import annotations

import io
import os
import re
import sys
import tempfile
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
LOCALES = ENGINE / "locales"
TRANSLATED = ("en",)
SITE = Path(__file__).parent
BROWSER = SITE / "browser"


#: What marks a text for the engine's catalogue: ``N_(msgid)`` and ``Plural(msgid, msgid_plural, n)``.
KEYWORDS: Mapping[str, tuple[int, ...] | None] = {"N_": None, "Plural": (1, 2)}
#: What marks a text for the site's: ``_(msgid)`` (Python and JavaScript), ``plural(msgid, msgid_plural, n)``.
SITE_KEYWORDS: Mapping[str, tuple[int, ...] | None] = {"_": None, "plural": (1, 2)}
#: The plural rule the page's JavaScript applies (``rv-core.js``): the site's catalogue must have it.
BROWSER_PLURAL_RULE = "(n != 1)"


class Source(NamedTuple):
    """A folder of marked texts: which files, read how (Babel's method map), marked with what."""

    folder: Path
    method_map: list[tuple[str, str]]
    keywords: Mapping[str, tuple[int, ...] | None]
    options: Mapping[str, Mapping[str, object]] | None = None


class Catalogue(NamedTuple):
    """A catalogue: the sources of its msgids and, per translated language, the folder of its parts."""

    domain: str
    sources: tuple[Source, ...]
    locales: Path

    def parts(self, lang: str) -> list[Path]:
        if self.domain == "engine":
            return sorted((self.locales / lang).glob("*.po"))
        return sorted((self.locales / lang / "LC_MESSAGES").glob(f"{self.domain}.po"))


ENGINE_CATALOGUE = Catalogue("engine", (
    Source(ENGINE, [("**/locales/**", "ignore"), ("**.py", "python")], KEYWORDS),
    Source(BROWSER, [("**.py", "python")], KEYWORDS),
    # The class server's texts (make class): it speaks the engine's messages, and so its catalogue.
    Source(SITE / "clase", [("**.py", "python")], KEYWORDS),
), LOCALES)
#: The page's JavaScript, whose texts go into ``rv-texts.js``.
BROWSER_JS = Source(SITE / "static", [("*.js", "javascript")], SITE_KEYWORDS,
                    {"*.js": {"parse_template_string": True}})  # _("…") inside `…${_("…")}…` too
SITE_CATALOGUE = Catalogue("reglas_sphinx", (
    # The extension's Python (classroom.py's pages, serve.py's terminal, which reads its .mo with the
    # standard library's gettext); the class server speaks the engine's messages (ENGINE_CATALOGUE).
    Source(SITE, [("browser/**", "ignore"), ("locales/**", "ignore"), ("static/**", "ignore"),
                  ("clase/**", "ignore"), ("**.py", "python")], {"_": None, "gettext": None, "ngettext": (1, 2)}),
    BROWSER_JS,
), SITE / "locales")
CATALOGUES = (ENGINE_CATALOGUE, SITE_CATALOGUE)


#: A number formatted into a plural noun ("{n} piedras"): read "1 piedras" when the number is one. Such a
#: text is a ``Plural(…)``, whose catalogue forms follow the number (a Spanish verb after a name, "{seat} es
#: mano", is no noun).
COUNTED_NOUN = re.compile(r"\{\w+\} (?!es\b)\w+s\b")


def counted_without_plural(catalogue: Catalogue | None = None) -> list[str]:
    """The texts that put a number before a plural noun without plural forms (of every catalogue)."""
    found = []
    for each in (catalogue,) if catalogue else CATALOGUES:
        plural = plurals(each)
        found += [f"{msgid!r} puts a number before a plural noun: make it a plural (Plural(…), plural(…)) "
                  f"({places[0]})" for msgid, places in sorted(extract(each).items())
                  if msgid not in plural and COUNTED_NOUN.search(msgid)]
    return found


def extract(catalogue: Catalogue = ENGINE_CATALOGUE) -> dict[str, list[str]]:
    """Every msgid of ``catalogue`` (by default the engine's and the browser bridge's), with the
    places using it."""
    return {msgid: places for msgid, (places, _plural) in _extract(catalogue.sources).items()}


def plurals(catalogue: Catalogue = ENGINE_CATALOGUE) -> dict[str, str]:
    """The msgid of every plural message, with its ``msgid_plural``."""
    return {msgid: plural for msgid, (_places, plural) in _extract(catalogue.sources).items() if plural}


def _extract(sources: tuple[Source, ...]) -> dict[str, tuple[list[str], str]]:
    found: dict[str, tuple[list[str], str]] = {}
    for source in sources:
        for filename, lineno, message, _comments, _context in extract_from_dir(
            str(source.folder), method_map=source.method_map, keywords=source.keywords,
            options_map={pattern: dict(options) for pattern, options in (source.options or {}).items()},
        ):
            msgid, plural = (message[0], message[1]) if isinstance(message, tuple) else (message, "")
            if isinstance(msgid, str) and msgid:
                places, _ = found.setdefault(msgid, ([], plural or ""))
                places.append(f"{_shown(source.folder)}/{filename}:{lineno}")
    return found


def _shown(folder: Path) -> Path:
    return folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder


def parts(lang: str) -> list[Path]:
    return ENGINE_CATALOGUE.parts(lang)


def merged(lang: str, catalogue: Catalogue = ENGINE_CATALOGUE) -> tuple[Catalog, list[str]]:
    """All parts of ``lang`` as one catalogue, and the problems found while merging them."""
    # Fixed dates: the .mo (and so the engine zip and its content-hashed name) depends only on the
    # texts, not on the minute it was compiled in.
    fixed = datetime(2020, 1, 1)
    catalog = Catalog(locale=lang, domain=catalogue.domain, creation_date=fixed, revision_date=fixed)
    problems: list[str] = []
    for path in catalogue.parts(lang):
        with path.open("rb") as handle:
            part = read_po(handle, locale=lang)
        if catalogue.domain == SITE_CATALOGUE.domain and part.plural_expr != BROWSER_PLURAL_RULE:
            problems.append(f"{_shown(path)}: the plural rule is {part.plural_expr}, and rv-core.js "
                            f"applies {BROWSER_PLURAL_RULE}")
        for message in part:
            if not message.id:
                continue
            where = f"{_shown(path)}: {message.id!r}"
            if message.id in catalog:
                problems.append(f"{where} is also in another part")
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.fuzzy:
                problems.append(f"{where} is fuzzy")
            elif not all(strings):
                problems.append(f"{where} has no translation")
            catalog.add(message.id, message.string, flags=message.flags)
    return catalog, problems


def check(catalogue: Catalogue | None = None) -> list[str]:
    """Problems that would show Spanish in an English page, or leave stale entries behind (in
    ``catalogue``, by default in every one)."""
    problems: list[str] = counted_without_plural(catalogue)
    for each in (catalogue,) if catalogue else CATALOGUES:
        used, plural = extract(each), plurals(each)
        for lang in TRANSLATED:
            catalog, merge_problems = merged(lang, each)
            problems += merge_problems
            for msgid, places in sorted(used.items()):
                entry = catalog.get(msgid)
                if entry is None:
                    problems.append(f"{lang}: no translation for {msgid!r} ({places[0]})")
                elif bool(entry.pluralizable) != (msgid in plural):
                    form = "plural forms (msgid_plural)" if msgid in plural else "no plural forms"
                    problems.append(f"{lang}: {msgid!r} needs {form} ({places[0]})")
            for message in catalog:
                key = message.id[0] if isinstance(message.id, tuple) else message.id
                if key and key not in used:
                    problems.append(f"{lang}: {key!r} is no longer used by the {each.domain} catalogue's sources")
    return problems


def browser_texts(lang: str, catalogue: Catalogue = SITE_CATALOGUE) -> dict[str, str | list[str]]:
    """The texts of the page's JavaScript in ``lang``: msgid to its text, or to its plural forms.
    Spanish, the msgids' language, needs none."""
    if lang not in TRANSLATED:
        return {}
    catalog, _problems = merged(lang, catalogue)
    used = _extract(tuple(source for source in catalogue.sources if source.keywords is SITE_KEYWORDS))
    table: dict[str, str | list[str]] = {}
    for msgid in sorted(used):
        entry = catalog.get(msgid)
        if entry is not None and entry.string:
            table[msgid] = list(entry.string) if isinstance(entry.string, tuple) else entry.string
    return table


def compile_all() -> list[Path]:
    written = []
    for lang in TRANSLATED:
        catalog, _ = merged(lang)
        target = LOCALES / lang / "LC_MESSAGES" / "engine.mo"
        write_compiled(target, catalog)
        written.append(target)
    return written


def write_compiled(target: Path, catalog: Catalog) -> None:
    """Writes ``catalog`` compiled to ``target`` whole or not at all: another process (a second
    test worker's Sphinx build, a wheel being packed) may be reading the old file meanwhile, and must
    never find it empty or cut short. Unchanged bytes are not written again."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    data = buffer.getvalue()
    if target.exists() and target.read_bytes() == data:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)  # as a file written plainly: mkstemp's are the owner's alone
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "compile"
    if command == "compile":
        for path in compile_all():
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    if command == "check":
        problems = check()
        print("\n".join(problems) or "catalogues complete (the engine's and the site's)")
        return 1 if problems else 0
    if command == "missing":
        # Untranslated entries as .po text, to paste into a part (or reglas_sphinx.po) and translate.
        for catalogue in CATALOGUES:
            _missing(catalogue)
        return 0
    print(__doc__)
    return 2


def _missing(catalogue: Catalogue) -> None:
    catalog, _ = merged("en", catalogue)
    plural = plurals(catalogue)
    for msgid, places in sorted(extract(catalogue).items()):
        if msgid not in catalog:
            print(f"#: {places[0]}\nmsgid {_quoted(msgid)}")
            if msgid in plural:
                print(f'msgid_plural {_quoted(plural[msgid])}\nmsgstr[0] ""\nmsgstr[1] ""\n')
            else:
                print('msgstr ""\n')


if __name__ == "__main__":
    sys.exit(main(sys.argv))
