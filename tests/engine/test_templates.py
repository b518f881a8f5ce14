"""No example explains itself with a template (issue 27, item 1): played as the page plays it, to a
miss (each wrong answer of a question, or the example's failing line) and to its solution, every
example of every game says something that no other example of its game says, once its own data is
masked (its choices, hole and card names, every number): computed by the engine from what happened,
in the example's terms, in both languages. The measure is the bench's
(``bench/explanations.py``, :class:`engine.lessons.audit.Templates`)."""

from __future__ import annotations

import pytest

import engine
from engine.lessons import audit, scenario

LANGS = ("es", "en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", engine.names())
def test_no_example_misses_or_succeeds_with_a_template(game: str, lang: str) -> None:
    found = audit.Templates(game, lang)
    assert not found.errors, f"{game} ({lang}): texts that cannot be computed: {found.errors}"
    shared = "\n".join(f"  {', '.join(ids)}: {key}" for key, ids in found.shared.items())
    assert not found.misses and not found.successes, \
        f"{game} ({lang}): misses {sorted(found.misses)}, successes {sorted(found.successes)} read alike:\n{shared}"


def test_the_measure_finds_a_template() -> None:
    """The check can fail: two examples made to say the same are found."""
    a, b = scenario.get("awari.doce"), scenario.get("awari.captura")
    words_a, words_b = audit.specifics(a, "es"), audit.specifics(b, "es")
    same_a = audit.masked("Aún no: 0 semillas no bastan, hacen falta 3 semillas. Sur siembra A.", words_a)
    same_b = audit.masked("Aún no: 0 semillas no bastan, hacen falta 6 semillas. Sur siembra A.", words_b)
    assert same_a == same_b


def test_an_example_names_its_telling_miss_and_the_build_checks_it_misses() -> None:
    found = scenario.get("awari.captura")
    assert audit.failing_line(found) == ("E",)  # captures 4 seeds of the 6 asked, not a sowing on its own side
    assert audit.problems(found) == []
    from dataclasses import replace

    solved = replace(found, miss_line=("D",))  # the solution: it does not miss
    assert any("miss line D does not miss" in p for p in audit.problems(solved))
