"""The reading order the build gives the page (reglas_sphinx.progress): every "Siguiente ejemplo"
leads to a real example further on, each game counts its articles or rules, nothing is scraped."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine import names
from engine.i18n import Msg
from engine.lessons import practice, scenario

HTML = Path(__file__).resolve().parents[2] / "build" / "html"
ISLAND = re.compile(r'<script type="application/json" id="rv-progress-data">(.*?)</script>', re.S)


def island(path: Path) -> dict:
    found = ISLAND.search(path.read_text(encoding="utf-8"))
    assert found, f"{path} has no progress data"
    assert "</" not in found.group(1), "a title could close the script element"
    return json.loads(found.group(1))


def pages(lang: str) -> list[Path]:
    if not (HTML / lang / "index.html").exists():
        pytest.fail("build/html is missing: run `make html` (make test does it)")
    return sorted(p for p in (HTML / lang).rglob("*.html") if "_static" not in p.parts and p.name != "search.html"
                  and p.name != "genindex.html")


#: A widget of the reading order: a live example or a practice (its key the drill's id).
IN_ORDER = re.compile(r'<section class="rv-widget rv-(?:example|practice)" id="([^"]+)" '
                      r'data-rv-kind="(?:example|practice)" data-rv-key="([^"]+)"')


def widget_keys(path: Path, *, practice: bool = True) -> dict[str, str]:
    found = dict(IN_ORDER.findall(path.read_text(encoding="utf-8")))
    return {wid: key for wid, key in found.items() if practice or not wid.startswith("rv-practice-")}


@functools.cache
def parsed(path: Path) -> Any:
    from bs4 import BeautifulSoup

    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def innermost_section(path: Path, wid: str) -> str:
    """The id of the innermost section around the element ``wid`` of ``path``."""
    found = parsed(path).find(id=wid)
    assert found is not None, (path, wid)
    section = found.find_parent("section")
    return str(section["id"]) if section is not None else ""


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_next_example_exists_and_is_another_one_read_from_its_rules_heading(lang: str) -> None:
    """"Siguiente ejemplo" lands at the start of the next example's section (its rule's heading, or
    the top of another page), so the rule is read before the goal: the first example from there on
    is the next one, another than the one left; it lands on the example itself only when the two
    share their section."""
    followed = headings = 0
    for path in pages(lang):
        data, here = island(path), widget_keys(path)
        assert set(data["next"]) == set(here), path  # every example of the page, and only those
        for wid, nxt in data["next"].items():
            if nxt is None:
                continue
            page, _, target = nxt["url"].partition("#")
            there = (path.parent / page).resolve()
            text = there.read_text(encoding="utf-8")
            start = text.rindex("<", 0, text.index(f'id="{target}"')) if target else 0  # the element's start
            widgets = IN_ORDER.findall(text[start:])
            assert widgets, (path, wid, nxt)
            first_id, first_key = widgets[0]
            assert first_key != here[wid], (path, wid, nxt)
            assert nxt["title"] == scenario_title(first_key, lang), (path, wid, nxt)
            if target == first_id:  # on the example itself: only from the same section
                assert there == path.resolve() and innermost_section(path, wid) == innermost_section(there, target), \
                    (path, wid, nxt)
            else:
                headings += 1
            followed += 1
    assert followed > 100 and headings > followed // 2


def scenario_title(key: str, lang: str) -> str:
    from engine.i18n import Msg
    from engine.lessons import practice

    if key.count(".") == 2:  # a practice: its drill's title
        return Msg(practice.get(key).title).text(lang)
    return Msg(scenario.get(key).title).text(lang)


def test_each_game_counts_its_rules_or_articles_from_its_own_pages() -> None:
    data = island(HTML / "es" / "index.html")
    counts = {game["game"]: (game["noun"], len(game["units"])) for game in data["games"]}
    assert counts["awari"] == ("rule", 8) and counts["hus"] == ("rule", 9) and counts["zapiti"] == ("rule", 15)
    # 64 articles, less those whose only example has no goal to score yet
    free = {s.rule.rule for s in scenario.scenarios("zanga") if s.goal.kind == "free"}
    assert counts["zanga"] == ("article", 64 - len(free))
    keys = {key for game in data["games"] for unit in game["units"] for key in unit}
    drills = {key for key in keys if key.count(".") == 2}
    assert all(scenario.get(key).goal.kind != "free" for key in keys - drills)
    # a rule with practice counts it: its rule is done once an exercise of it has earned a star too
    awari = next(game for game in data["games"] if game["game"] == "awari")
    assert ["awari.siembra", "awari.tablero", "awari.practica.ultima"] in awari["units"]
    # every drill stands on its game's rules pages (the card games' as the mancala games')
    assert drills == {drill.id for game in names() for drill in practice.drills(game)}
    assert {"zanga.practica.servir", "zapiti.practica.parda"} <= drills
    assert {"awari.practica.captura", "awari.practica.salto", "hus.practica.sentido"} <= drills


def test_an_index_lists_its_units_with_links_and_the_sets_page_has_every_example() -> None:
    zanga = island(HTML / "en" / "zanga" / "index.html")["here"]
    assert zanga["game"] == "zanga" and zanga["units"][0]["url"].startswith("titulo-1.html#zanga-art-")
    assert zanga["units"][0]["title"].startswith("Article ")  # in the page's language
    sets = island(HTML / "en" / "ejercicios.html")
    assert sets["sets"] == "ejercicios.html"
    listed = [key for game in sets["catalogue"] for key, _title, _rule, _goal in game["examples"]]
    used = {key for path in pages("en") for key in widget_keys(path, practice=False).values()}
    assert len(listed) == len(set(listed)) and set(listed) == used
    assert sets["classPage"] == "clase.html"
    # The maker says what each example is about, in the page's language: its rule and its goal.
    picked = {key: (rule, goal) for game in sets["catalogue"] for key, _title, rule, goal in game["examples"]}
    rule, goal = picked["zanga.espadilla"]
    assert rule.startswith("Art. ") and " · " in rule
    assert goal == Msg(scenario.get("zanga.espadilla").goal.text).text("en")
    assert picked["awari.captura"][0].startswith("Rule ")


NUMBERS = {
    "es": ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
           "doce", "trece", "catorce", "quince", "dieciséis"],
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
           "twelve", "thirteen", "fourteen", "fifteen", "sixteen"],
}
RULES = {"es": re.compile(r"\b(\w+) reglas con su ejemplo", re.I),
         "en": re.compile(r"\b(\w+) rules,? (?:each )?with", re.I)}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_home_page_counts_each_games_rules_as_its_progress_bar_does(lang: str) -> None:
    """The home page's "Quince reglas con su ejemplo" is the number of rules the sidebar's bar counts."""
    from bs4 import BeautifulSoup

    path = HTML / lang / "index.html"
    units = {game["game"]: len(game["units"]) for game in island(path)["games"] if game["noun"] == "rule"}
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    said = {}
    for term in soup.select("dl dt"):
        link = term.find("a")
        described = term.find_next_sibling("dd")
        if link is None or described is None:
            continue
        game = str(link["href"]).split("/")[0]
        found = RULES[lang].search(" ".join(described.get_text().split()))
        if game in units and found:
            said[game] = NUMBERS[lang].index(found.group(1).lower())
    assert said == units
