"""The review of what was missed: the engine's review widget (each rule due, a fresh exercise of it,
marked with its rule) and what the build gives the page (each example's rule, each rule's drills, the
review page's address). The schedule itself lives in the browser: tests/browser/test_course_review.py."""

from __future__ import annotations

import random
import re

import pytest

from engine.lessons import practice, scenario
from engine.lessons.practice import Drill
from engine.rules.registry import GAMES

from .bridge import call
from .test_build_progress import HTML, island, pages

EXERCISE = re.compile(r'data-rv-key="([^"]+)" data-rv-rule="([^"]+)"')


def review(due: object, lang: str = "en") -> dict:
    return call(op="init", id="rv-review-1", kind="review", lang=lang, due=due)


def test_each_rule_due_is_a_fresh_exercise_of_its_drill_or_the_example_missed() -> None:
    reply = review([{"rule": "awari-rule-4", "exercise": "awari.practica.captura.17"},
                    {"rule": "awari-rule-6", "exercise": "awari.alimentar"}])
    assert EXERCISE.findall(reply["html"]) == [("awari.practica.captura.17", "awari-rule-4"),
                                               ("awari.alimentar", "awari-rule-6")]
    assert "Awari · Rule 4: " in reply["html"] and 'id="rv-review-1-2"' in reply["html"]
    # each exercise is a live example of its own, which the page starts and plays
    played = call(op="init", id="x", kind="example", scenario="awari.practica.captura.17", lang="en")
    assert played["goal"]["status"] == "open"


def test_a_seed_without_an_exercise_moves_on_to_the_next_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    real = practice.get("awari.practica.captura")

    def only_odd(rng: random.Random, exercise_id: str) -> scenario.Scenario | None:
        return real.build(rng, exercise_id) if int(exercise_id.rpartition(".")[2]) % 2 else None

    odd = Drill("awari.practica.impar", real.rule, real.title, only_odd)
    monkeypatch.setattr(practice, "drills", lambda game: (odd,))
    practice.example.cache_clear()
    try:
        reply = review([{"rule": "awari-rule-4", "exercise": "awari.practica.impar.8"}])
    finally:
        practice.example.cache_clear()
    assert EXERCISE.findall(reply["html"]) == [("awari.practica.impar.9", "awari-rule-4")]


def test_what_cannot_be_opened_is_said_in_its_place_and_the_rest_is_drawn() -> None:
    reply = review([{"rule": "awari-rule-4", "exercise": "awari.nada"},
                    {"rule": "awari-rule-2", "exercise": "awari.captura"},  # not that rule's
                    {"rule": "awari-rule-6", "exercise": "awari.alimentar"}], lang="es")
    assert reply["html"].count("Este repaso no se puede abrir: ") == 2
    assert EXERCISE.findall(reply["html"]) == [("awari.alimentar", "awari-rule-6")]
    assert review([])["html"] == ""
    for bad in ("awari-rule-4", [{"rule": "<b>", "exercise": "awari.captura"}], [["awari-rule-4"]],
                [{"rule": "awari-rule-4", "exercise": "awari.captura"}] * 41):
        assert review(bad)["error"] == "the page’s review list cannot be read"


def built(lang: str) -> None:
    if not (HTML / lang / "repaso.html").exists():
        pytest.fail("build/html is missing the review page: run `make html`")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_says_its_examples_rules_and_the_review_page_each_rules_drills(lang: str) -> None:
    built(lang)
    course = island(HTML / lang / "awari" / "aprende.html")
    assert course["rules"]["awari.captura"] == scenario.get("awari.captura").rule.anchor == "awari-rule-4"
    assert course["review"] == "../repaso.html"
    rules = island(HTML / lang / "awari" / "reglas.html")["rules"]
    assert rules["awari.practica.ultima"] == "awari-rule-2"  # a practice's rule is its drill's
    home = (HTML / lang / "index.html").read_text(encoding="utf-8")
    assert 'data-rv-review-today="" hidden' in home and island(HTML / lang / "index.html")["review"] == "repaso.html"
    page = island(HTML / lang / "repaso.html")
    every = {drill.id: drill.rule.anchor for game in GAMES for drill in practice.drills(game)}
    assert {drill: rule for rule, drills in page["drills"].items() for drill in drills} == every
    assert all("drills" not in island(path) for path in pages(lang) if path.name != "repaso.html")
    text = (HTML / lang / "repaso.html").read_text(encoding="utf-8")
    assert 'data-rv-review-status="" role="status"' in text and 'data-rv-kind="review"' in text
    assert ("Preparando tu repaso…" if lang == "es" else "Preparing your review…") in text


def test_every_rule_taught_has_a_name_the_schedule_keeps() -> None:
    from engine.table.review import RULE_SHAPE

    taught = {found.rule.anchor for game in GAMES for found in scenario.scenarios(game)}
    taught |= {drill.rule.anchor for game in GAMES for drill in practice.drills(game)}
    unnamed = sorted(rule for rule in taught if not RULE_SHAPE.match(rule))
    assert taught and not unnamed, unnamed
