"""The engine's message catalogue: extract, check and compile (needs Babel, which Sphinx brings).

Spanish texts are marked in the engine with ``N_("…")``, or built as ``Plural("…", "…", n)`` where
their words follow a number (a ``msgid_plural`` entry with one English form per plural form); the
English lives in
``engine/locales/en/<part>.po`` (one file per part of the engine: ``core``, ``cards``, ``awari``…,
so that work on one game never touches another's catalogue). Compiling merges the parts into the
``engine.mo`` that :mod:`engine.i18n` reads.

    python -m reglas_sphinx.catalog compile   # write engine/locales/en/LC_MESSAGES/engine.mo
    python -m reglas_sphinx.catalog check     # list Spanish texts with no English, fuzzy or stale ones
"""

from __future__ import annotations

import re
import sys
from datetime import datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
LOCALES = ENGINE / "locales"
TRANSLATED = ("en",)


BROWSER = Path(__file__).parent / "browser"
#: The class server's texts (``make class``) use the engine's messages and so its catalogue.
CLASS = Path(__file__).parent / "clase"


#: What marks a text for the catalogue: ``N_(msgid)`` and ``Plural(msgid, msgid_plural, n)``.
KEYWORDS = {"N_": None, "Plural": (1, 2)}


#: A number formatted into a plural noun ("{n} piedras"): read "1 piedras" when the number is one. Such a
#: text is a ``Plural(…)``, whose catalogue forms follow the number (a Spanish verb after a name, "{seat} es
#: mano", is no noun).
COUNTED_NOUN = re.compile(r"\{\w+\} (?!es\b)\w+s\b")


def counted_without_plural() -> list[str]:
    """The engine's texts that put a number before a plural noun without plural forms."""
    plural = plurals()
    return [f"{msgid!r} puts a number before a plural noun: make it a Plural(…) ({places[0]})"
            for msgid, places in sorted(extract().items()) if msgid not in plural and COUNTED_NOUN.search(msgid)]


def extract() -> dict[str, list[str]]:
    """Every msgid in the engine and the browser bridge, with the places using it."""
    return {msgid: places for msgid, (places, _plural) in _extract().items()}


def plurals() -> dict[str, str]:
    """The msgid of every plural message, with its ``msgid_plural``."""
    return {msgid: plural for msgid, (_places, plural) in _extract().items() if plural}


def _extract() -> dict[str, tuple[list[str], str]]:
    found: dict[str, tuple[list[str], str]] = {}
    method_map = [("**/locales/**", "ignore"), ("**.py", "python")]
    for folder in (ENGINE, BROWSER, CLASS):
        for filename, lineno, message, _comments, _context in extract_from_dir(
            str(folder), method_map=method_map, keywords=KEYWORDS
        ):
            msgid, plural = (message[0], message[1]) if isinstance(message, tuple) else (message, "")
            if isinstance(msgid, str) and msgid:
                places, _ = found.setdefault(msgid, ([], plural or ""))
                places.append(f"{folder.relative_to(ROOT)}/{filename}:{lineno}")
    return found


def parts(lang: str) -> list[Path]:
    return sorted((LOCALES / lang).glob("*.po"))


def merged(lang: str) -> tuple[Catalog, list[str]]:
    """All parts of ``lang`` as one catalogue, and the problems found while merging them."""
    # Fixed dates: the .mo (and so the engine zip and its content-hashed name) depends only on the
    # texts, not on the minute it was compiled in.
    fixed = datetime(2020, 1, 1)
    catalog = Catalog(locale=lang, domain="engine", creation_date=fixed, revision_date=fixed)
    problems: list[str] = []
    for path in parts(lang):
        with path.open("rb") as handle:
            part = read_po(handle, locale=lang)
        for message in part:
            if not message.id:
                continue
            where = f"{path.relative_to(ROOT)}: {message.id!r}"
            if message.id in catalog:
                problems.append(f"{where} is also in another part")
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.fuzzy:
                problems.append(f"{where} is fuzzy")
            elif not all(strings):
                problems.append(f"{where} has no translation")
            catalog.add(message.id, message.string, flags=message.flags)
    return catalog, problems


def check() -> list[str]:
    """Problems that would show Spanish in an English page, or leave stale entries behind."""
    used, plural = extract(), plurals()
    problems: list[str] = counted_without_plural()
    for lang in TRANSLATED:
        catalog, merge_problems = merged(lang)
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
                problems.append(f"{lang}: {key!r} is no longer used by the engine")
    return problems


def compile_all() -> list[Path]:
    written = []
    for lang in TRANSLATED:
        catalog, _ = merged(lang)
        target = LOCALES / lang / "LC_MESSAGES" / "engine.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as handle:
            write_mo(handle, catalog)
        written.append(target)
    return written


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
        print("\n".join(problems) or "engine catalogue complete")
        return 1 if problems else 0
    if command == "missing":
        # Untranslated entries as .po text, to paste into a part and translate.
        catalog, _ = merged("en")
        plural = plurals()
        for msgid, places in sorted(extract().items()):
            if msgid not in catalog:
                print(f"#: {places[0]}\nmsgid {_quoted(msgid)}")
                if msgid in plural:
                    print(f'msgid_plural {_quoted(plural[msgid])}\nmsgstr[0] ""\nmsgstr[1] ""\n')
                else:
                    print('msgstr ""\n')
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
