"""A Spanish word kept in the English pages carries one English gloss everywhere: the rule's text
(tutorials/locales) and the engine's buttons and messages (engine/locales) say "va (play)" alike."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = [*sorted((ROOT / "engine" / "locales" / "en").glob("*.po")),
              *sorted((ROOT / "tutorials" / "locales" / "en").rglob("*.po"))]
#: A kept word, as the English writes it (bold, quoted or bare), then its gloss in brackets.
GLOSSED = {word: re.compile(rf"(?<![\w ]){pattern}(?:\*\*|”)? \((\w+)\)")
           for word, pattern in (("va", r"(?<!no )(?<!no “)(?<!no \*\*)va"), ("no va", r"no va"))}


def msgstrs(path: Path) -> list[str]:
    """The English texts of a catalogue, each joined from its quoted lines."""
    texts, current, inside = [], [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("msgstr"):
            inside, current = True, [line.partition(" ")[2].strip('"')]
        elif inside and line.startswith('"'):
            current.append(line.strip('"'))
        elif inside:
            texts.append("".join(current))
            inside = False
    if inside:
        texts.append("".join(current))
    return texts


def test_va_and_no_va_have_one_gloss_in_the_pages_and_the_engine() -> None:
    seen: dict[str, dict[str, list[str]]] = {word: {} for word in GLOSSED}
    for path in CATALOGUES:
        for text in msgstrs(path):
            for word, pattern in GLOSSED.items():
                for gloss in pattern.findall(text):
                    seen[word].setdefault(gloss, []).append(path.relative_to(ROOT).as_posix())
    assert all(seen.values()), seen  # found in both
    for word, glosses in seen.items():
        assert len(glosses) == 1, f"«{word}» is glossed {sorted(glosses)}: {glosses}"
    places = {place.split("/")[0] for glosses in seen.values() for where in glosses.values() for place in where}
    assert places == {"engine", "tutorials"}
