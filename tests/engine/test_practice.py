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
from engine.table.widget import Practice, exercise_set, open_widget

DRILLS = [drill for game in names() for drill in practice.drills(game)]
SEEDS = range(100)


def test_every_game_has_drills() -> None:
    kinds = {game: {drill.id.rsplit(".", 1)[1] for drill in practice.drills(game)} for game in names()}
    assert kinds == {"vano": {"ultima", "captura", "kutakata", "casa", "casas"},
                     "mbau": {"ultima", "captura", "primera-vuelta", "victoria"},
                     "hus": {"tablero", "ultima", "captura", "sentido", "sin-movimiento"},
                     "awari": {"ultima", "captura", "salto", "gran-slam", "alimentar", "final", "victoria"},
                     "zanga": {"baza", "matador", "servir", "arrastre", "subasta", "piedras"},
                     "zapiti": {"ronda", "salida", "parda", "valor", "no-quiero", "chinos"}}


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.id)
def test_every_exercise_teaches_its_rule(drill: Drill) -> None:
    seen, relies = set(), practice.exercise(drill, 0).relies
    for seed in SEEDS:
        found = practice.exercise(drill, seed)
        assert audit.problems(found) == [], (drill.id, seed)
        assert found.id == f"{drill.id}.{seed}" and found.rule == drill.rule
        # The reading order checks a practice's place by its first exercise's relies: every seed's are the same.
        assert found.relies == relies, (drill.id, seed)
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


@pytest.mark.parametrize("drill_id", ["zanga.practica.baza", "zapiti.practica.ronda", "zapiti.practica.salida"])
def test_a_trick_question_names_the_cards_in_the_order_the_seats_play_them(drill_id: str) -> None:
    found = practice.exercise(practice.get(drill_id), 3)
    start, goal = found.first_state(), found.goal
    assert goal.answer_for(start) == goal.answer
    assert sorted(goal.choices) == sorted(goal.probe if goal.ask == "winner" else start.game.SEAT_NAMES)
    said, state, words = goal.statement.text("en"), start, []
    for card in goal.probe:
        words += [Msg(state.game.SEAT_NAMES[state.current_player]).text("en")] if state is not start else []
        words.append(narration.spoken(state, card).text("en"))
        state = state.apply(card)
    places = [said.index(word) for word in words]
    assert places == sorted(places), said


# -- an example by id, written or drawn; the practice widget ----------------------------------------

def test_an_example_is_found_by_id_written_or_drawn() -> None:
    assert practice.example("awari.captura") == scenario.get("awari.captura")
    drawn = practice.example("awari.practica.ultima.7")
    assert drawn == practice.exercise(practice.get("awari.practica.ultima"), 7)


@pytest.mark.parametrize(("bad", "says"), [
    ("awari.practica.ultima.x", "the seed “x” of “awari.practica.ultima” is not valid: it must be a number"),
    ("awari.practica.ultima.-1", "the seed “-1”"),
    ("awari.practica.ultima.1000000001", "from 0 to 1000000000"),
    ("awari.practica.ultima.99999999999999999999999", "is not valid"),
    ("awari.practica.ultima.٣", "the seed “٣”"),
    ("awari.practica.ultima", "“awari.practica.ultima” lacks its seed"),
    ("awari.practica.nada.3", "unknown example “awari.practica.nada.3”; valid examples: awari.enfrente"),
    ("ajedrez.practica.ultima.1", "unknown game"),
])
def test_a_bad_id_is_refused_saying_why(bad: str, says: str) -> None:
    with pytest.raises(NotationError) as err:
        practice.example(bad)
    assert says in err.value.text("en")


def test_a_set_may_hold_a_drawn_exercise() -> None:
    from engine.lessons import exercises

    found = exercises.decode("set=1&e=awari.practica.ultima.7&e=awari.practica.ultima.x")
    assert found.items == (exercises.Item("example", "awari.practica.ultima.7"),)
    assert "(«awari.practica.ultima.x»)" in found.notices[0].text("es")


def test_the_table_opens_a_drawn_exercise_as_an_example() -> None:
    widget = open_widget({"kind": "example", "scenario": "hus.practica.captura.3", "lang": "en"})
    assert widget.reply()["goal"]["text"] == "" and "Capture at least 4 stones" in widget.html()
    assert 'data-rv-key="hus.practica.captura.3"' in exercise_set("set=1&e=hus.practica.captura.3", "s", "en")


def _practice(**request: object) -> Practice:
    widget = open_widget({"kind": "practice", "drill": "awari.practica.ultima", "lang": "en", **request})
    assert isinstance(widget, Practice)
    return widget


def test_practice_answers_wrong_then_right_counts_and_draws_another() -> None:
    widget = _practice(seed=5)
    first = widget.reply()
    assert first["practice"] == {"drill": "awari.practica.ultima", "exercise": "awari.practica.ultima.5", "seed": 5}
    assert "Exercise 1" in first["html"] and "0 solved" in first["html"] and 'data-rv-cmd="next"' in first["html"]
    goal = widget.session.goal
    wrong = next(c for c in goal.choices if c != goal.answer)
    missed = widget.handle({"op": "answer", "answer": wrong, "version": widget.version})
    assert missed["goal"]["status"] == "missed" and missed["result"] is None
    right = widget.handle({"op": "answer", "answer": goal.answer, "version": widget.version})
    assert right["done"] and right["result"]["stars"] >= 1 and "1 solved" in right["html"]
    after = widget.handle({"op": "cmd", "cmd": "next"})
    assert after["practice"]["seed"] == 6 and "Exercise 2" in after["html"] and "1 solved" in after["html"]
    assert not after["done"] and after["result"] is None and after["html"] != right["html"]


def test_practice_solved_with_the_solution_shown_is_not_counted() -> None:
    widget = _practice(seed=1)
    widget.handle({"op": "cmd", "cmd": "solution"})
    goal = widget.session.goal
    reply = widget.handle({"op": "answer", "answer": goal.answer})
    assert reply["done"] and "0 solved" in reply["html"]


def test_practice_starts_from_a_link_or_the_kept_seed_and_refuses_a_bad_link_in_place() -> None:
    assert _practice(exercise="awari.practica.ultima.12", seed=3).seed == 12
    assert _practice(seed=3).seed == 3
    for seed in (-1, "4", True, 10**12):
        assert _practice(seed=seed).seed == 0
    for link, says in (("awari.practica.ultima.x", "the seed “x”"),
                       ("mbau.practica.ultima.4", "it is not an exercise of “awari.practica.ultima”")):
        widget = _practice(exercise=link, seed=3)
        assert widget.seed == 3
        assert widget.reply()["notice"].startswith("The practice link is not valid: ")
        assert says in widget.reply()["notice"]


def test_practice_says_a_seed_without_an_exercise_and_tries_the_next() -> None:
    real = practice.get("awari.practica.ultima")

    def odd(rng: random.Random, exercise_id: str) -> scenario.Scenario | None:
        return real.build(rng, exercise_id) if int(exercise_id.rsplit(".", 1)[1]) % 2 else None

    widget = Practice(Drill(real.id, real.rule, real.title, odd), 1, "en")
    reply = widget.handle({"op": "cmd", "cmd": "next"})
    assert reply["practice"]["seed"] == 3
    assert reply["message"] == "Seed 2 gives no exercise of “Practice: where the last seed falls”: trying the next one."


def test_practice_prints_one_exercise_per_pupil_with_their_answers() -> None:
    widget = _practice(seed=5)
    reply = widget.handle({"op": "variants", "n": 3})
    sheets = reply["variants"]
    assert [f"Pupil {n}</p>" in sheets for n in (1, 2, 3)] == [True] * 3 and "Pupil 4" not in sheets
    answers = [practice.example(f"awari.practica.ultima.{seed}").goal.answer for seed in (5, 6, 7)]
    assert all(f"answer: {answer}" in sheets for answer in answers)
    assert sheets.count('class="rv-print-sheet"') == 3
    for n in (0, 61, "30", None):
        refused = widget.handle({"op": "variants", "n": n})
        assert "variants" not in refused and refused["message"] == "The number of pupils must be from 1 to 60."


#: The rules whose label the right answer's explanation names, for each card drill: the drill's own
#: (a matador's trick is won by Art. 4, 5 or 6, the three that make Art. 7's estuche).
DECIDES = {"zanga.practica.baza": ("Art. 4", "Art. 5", "Art. 6", "Art. 8"),
           "zanga.practica.matador": ("Art. 4", "Art. 5", "Art. 6"),
           "zanga.practica.servir": ("Art. 27",), "zanga.practica.arrastre": ("Art. 28",),
           "zanga.practica.subasta": ("Art. 18", "Art. 22"),
           "zanga.practica.piedras": ("Art. 43", "Art. 44", "Art. 45"),
           "zapiti.practica.ronda": ("Rule 5",), "zapiti.practica.salida": ("Rule 3", "Rule 6 and Rule 3"),
           "zapiti.practica.parda": ("Rule 7",), "zapiti.practica.valor": ("Rule 8",),
           "zapiti.practica.no-quiero": ("Rule 9",), "zapiti.practica.chinos": ("Rule 12",)}


@pytest.mark.parametrize("drill_id", sorted(DECIDES))
def test_the_drills_rule_decides_the_answer(drill_id: str) -> None:
    for seed in range(0, 100, 7):
        found = practice.exercise(practice.get(drill_id), seed)
        said = found.goal.explained([found.first_state()], None).text("en")
        assert any(f"({label})" in said for label in DECIDES[drill_id]), (seed, said)
