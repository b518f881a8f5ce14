"""Practice that never runs out (:mod:`engine.lessons.practice`): every drill's exercises teach their
rule as the live examples do, for 100 seeds each; the same seed gives the same exercise; a seed with
no exercise is said and the next one tried."""

from __future__ import annotations

import random

import pytest

from engine import names
from engine.i18n import N_, Msg
from engine.lessons import audit, narration, practice, scenario
from engine.lessons.practice import Drill, NoExercise
from engine.rules.errors import NotationError, RuleRef

DRILLS = [drill for game in names() for drill in practice.drills(game)]
SEEDS = range(100)


def test_every_game_has_drills() -> None:
    kinds = {game: {drill.id.rsplit(".", 1)[1] for drill in practice.drills(game)} for game in names()}
    assert kinds == {**{game: {"ultima", "captura"} for game in ("awari", "mbau", "vano", "hus")},
                     "zanga": {"baza"}, "zapiti": {"ronda"}}


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.id)
def test_every_exercise_teaches_its_rule(drill: Drill) -> None:
    seen = set()
    for seed in SEEDS:
        found = practice.exercise(drill, seed)
        assert audit.problems(found) == [], (drill.id, seed)
        assert found.id == f"{drill.id}.{seed}" and found.rule == drill.rule
        seen.add((found.start, found.goal))
        for lang in ("es", "en"):
            assert "{" not in found.goal.statement.text(lang)
            assert all("{" not in (Msg(h) if isinstance(h, str) else h).text(lang) for h in found.hints)
    assert len(seen) >= 90, f"{drill.id}: only {len(seen)} different exercises in {len(SEEDS)} seeds"


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.id)
def test_the_same_seed_gives_the_same_exercise(drill: Drill) -> None:
    assert practice.exercise(drill, 41) == practice.exercise(drill, 41)
    assert practice.exercise(drill, 41) != practice.exercise(drill, 42)


def test_a_question_offers_the_engines_answer_among_four_holes() -> None:
    found = practice.exercise(practice.get("awari.practica.ultima"), 5)
    goal = found.goal
    assert len(goal.choices) == 4 and goal.answer_for(found.first_state()) == goal.answer
    assert goal.statement.text("en") == f"If you sow from {goal.probe[0]}, in which hole does the last seed fall?"


def test_a_seed_without_an_exercise_is_said_and_the_next_one_tried() -> None:
    def only_odd(rng: random.Random, exercise_id: str) -> scenario.Scenario | None:
        if int(exercise_id.rsplit(".", 1)[1]) % 2 == 0:
            return None
        return practice.exercise(practice.get("awari.practica.captura"), 0)

    drill = Drill("awari.prueba", RuleRef("awari", "4"), N_("Práctica: la mejor captura"), only_odd)
    out = [next(it) for it in [practice.fresh(drill, 2)] for _ in range(2)]
    assert isinstance(out[0], NoExercise) and out[0].seed == 2
    assert out[0].text("en") == "Seed 2 gives no exercise of “Practice: the best capture”: trying the next one."
    assert isinstance(out[1], scenario.Scenario)


def test_a_drill_that_never_finds_one_stops() -> None:
    drill = Drill("awari.nada", RuleRef("awari", "4"), N_("Práctica: la mejor captura"), lambda rng, i: None)
    out = list(practice.fresh(drill, 0))
    assert len(out) == practice.SEEDS and all(isinstance(o, NoExercise) for o in out)


def test_unknown_drills_are_refused_with_the_valid_ones() -> None:
    with pytest.raises(NotationError) as err:
        practice.get("awari.practica.nada")
    assert "awari.practica.ultima" in err.value.text("en")
    with pytest.raises(NotationError):
        practice.drills("ajedrez")


@pytest.mark.parametrize("drill_id", ["zanga.practica.baza", "zapiti.practica.ronda"])
def test_a_trick_question_names_the_cards_in_the_order_the_seats_play_them(drill_id: str) -> None:
    found = practice.exercise(practice.get(drill_id), 3)
    start, goal = found.first_state(), found.goal
    assert sorted(goal.choices) == sorted(goal.probe) and goal.answer_for(start) == goal.answer
    said, state, words = goal.statement.text("en"), start, []
    for card in goal.probe:
        words += [Msg(state.game.SEAT_NAMES[state.current_player]).text("en")] if state is not start else []
        words.append(narration.spoken(state, card).text("en"))
        state = state.apply(card)
    places = [said.index(word) for word in words]
    assert places == sorted(places), said
