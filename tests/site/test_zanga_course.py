"""La Zanga's course as built (``zanga/aprende``): its guided hand is one deal played through, each
step starting where the step before it left the hand, in the page's order; and each stage links the
articles it teaches in full."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from engine.lessons import scenario
from engine.lessons.scenario import ANSWER, ATTEMPT
from engine.lessons.zanga import scenarios_course

HTML = Path(__file__).resolve().parents[2] / "build" / "html"


def built() -> Path:
    if not (HTML / "es" / "zanga" / "aprende.html").exists():
        pytest.fail("build/html is missing La Zanga's course: run `make html` (make test does it)")
    return HTML


def keys(lang: str) -> list[str]:
    """The examples of the course, in the page's order."""
    text = (built() / lang / "zanga" / "aprende.html").read_text(encoding="utf-8")
    return list(dict.fromkeys(re.findall(r'data-rv-key="(zanga\.[^"]+)"', text)))


def test_the_guided_hand_is_on_the_page_in_order_and_each_step_starts_where_the_last_left_it() -> None:
    hand = [key for key in keys("es") if key.startswith("zanga.mano-")]
    assert hand == [s.id for s in scenarios_course.SCENARIOS]
    assert keys("en") == keys("es")
    steps = [scenario.get(key) for key in hand]
    for before, after in itertools.pairwise(steps):
        state = before.first_state()
        for move in before.solution:
            if not move.startswith((ANSWER, ATTEMPT)):
                state = state.apply(move)
        assert state.notation() == after.first_state().notation(), (before.id, after.id)
        assert after.first_state().current_player in after.seats, after.id
    # The last step asks about the settlement that the rest of the hand reaches.
    last = steps[-1]
    state = last.first_state()
    for move in last.goal.probe:
        state = state.apply(move)
    assert state.result is not None and state.result.outcome == "sacada"


def test_each_stage_links_the_rule_in_full() -> None:
    for lang, words in (("es", "La regla completa"), ("en", "The rule in full")):
        text = (built() / lang / "zanga" / "aprende.html").read_text(encoding="utf-8")
        stages = re.split(r"<h2>", text)[1:-1]  # the last stage is the whole game
        assert len(stages) == 6
        for stage in stages:
            assert words in stage and re.search(r'href="titulo-[^"]+#zanga-art-\d+"', stage), stage[:60]
