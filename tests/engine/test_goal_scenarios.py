"""The goal vocabulary of the live examples (:mod:`engine.lessons.scenario`): each kind reached only by the
reader's own moves, its feedback in words in both languages, and bad scenario input refused with
its reason (:mod:`engine.lessons.audit`, the check the build runs)."""

from __future__ import annotations

import pytest

from engine.lessons import audit
from engine.lessons.scenario import Goal, Scenario
from engine.lessons.session import Session
from engine.rules.errors import IllegalActionError, NotationError, RuleRef

AWARI_START = "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0"
CAPTURE = "2,1,2,5,3,2/1,1,1,3,3,1 10-13 S 6 50"  # D takes c, b, a backwards and d, e forwards
GRAND_SLAM = "0,1,5,0,1,0/1,1,0,0,0,0 20-19 S 6 60"  # C would take every seed North has (rule 5)
ZAPITI_LEAD = "7 0 1 0-0 0-0 7o.5c.6b/3c.4b.12o ver,7o"  # South led the 7 de oros; the reader is North


def example(goal: Goal, start: str, solution: tuple[str, ...], game: str = "awari", **kw: object) -> Scenario:
    return Scenario(id=f"{game}.prueba", rule=RuleRef(game, "4"), title="Prueba", goal=goal, start=start,
                    solution=solution, **kw)  # type: ignore[arg-type]


def feedback(session: Session, lang: str = "es") -> tuple[str, str]:
    status, text = session.goal_feedback()
    return status, text.text(lang) if text is not None else ""


# -- capture -----------------------------------------------------------------------------------
def test_capture_needs_every_hole_named() -> None:
    goal = Goal("capture", "Captura d y e.", holes=("d", "e"))
    session = Session.from_scenario(example(goal, CAPTURE, ("D",)))
    session.play("D")
    assert session.goal_reached()
    assert feedback(session) == ("reached", "Conseguido: capturas d y e en una sola jugada. Sur siembra D: 5 semillas, "
                                            "la última en c. Captura 12 semillas: c, b, a, d y e (Regla 4).")
    assert feedback(session, "en") == ("reached", "Done: you capture d and e in a single move. South sows D: 5 seeds, "
                                                  "the last in c. Captures 12 seeds: c, b, a, d and e (Rule 4).")
    session.undo()
    session.play("E")
    assert not session.goal_reached()
    assert feedback(session, "en") == ("missed", "Not yet: none of your moves has captured d and e. South sows E: "
                                                 "3 seeds, the last in b. Captures 4 seeds: b and a (Rule 4). "
                                                 "Undo to try again.")


def test_capture_under_the_backward_reading_misses_forward_holes() -> None:
    goal = Goal("capture", "Captura d y e.", holes=("d", "e"))
    session = Session.from_scenario(example(goal, CAPTURE, ("D",)), capture="backward")
    session.play("D")
    assert not session.goal_reached()


def test_a_bots_capture_is_not_the_readers() -> None:
    goal = Goal("capture", "Captura c.", holes=("c",))
    session = Session.from_scenario(example(goal, CAPTURE, ("D",), seats=(1,)))
    assert session.is_bot_turn()
    session._push("D")  # South, a bot, captures c
    assert session.state.captured_last and not session.goal_reached()


# -- gain: the plural forms of the feedback ----------------------------------------------------
@pytest.mark.parametrize(("move", "es", "en"), [
    ("C", "Aún no: 2 semillas no bastan, hacen falta 3 semillas. Sur siembra C: 4 semillas, la última en a. Captura "
          "2 semillas: a (Regla 4). Deshaz para reintentar.",
     "Not yet: 2 seeds are not enough, you need 3 seeds. South sows C: 4 seeds, the last in a. Captures 2 seeds: a "
     "(Rule 4). Undo to try again."),
])
def test_gain_says_how_far_it_fell_short(move: str, es: str, en: str) -> None:
    goal = Goal("gain", "Captura 3.", amount=3)
    session = Session.from_scenario(example(goal, "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("F",)))
    session.play(move)
    assert feedback(session) == ("missed", es)
    assert feedback(session, "en") == ("missed", en)


def test_gain_singular() -> None:
    goal = Goal("gain", "Captura 3.", amount=3)
    session = Session.from_scenario(example(goal, "1,0,1,0,0,0/0,0,0,0,1,0 23-22 S 90 150", ("A",)))
    session.play("A")
    assert feedback(session)[1] == ("Aún no: 0 semillas no bastan, hacen falta 3 semillas. Sur siembra A: 1 semilla, "
                                    "en B. La última semilla cae en B, en tu lado: solo captura la que cae en el lado "
                                    "del contrario (Regla 4). Deshaz para reintentar.")
    assert Goal("gain", "x", amount=1)._why((0,), [session.start, session.start], [], False).text("en") == (
        "Not yet: 0 seeds are not enough, you need 1 seed.")


def test_the_examples_own_words_when_a_try_falls_short() -> None:
    goal = Goal("win", "Gana.", miss="Aún no: {n} semillas no bastan, hacen falta más de 24.")
    session = Session.from_scenario(example(goal, "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("F",)))
    session.play("C")
    assert feedback(session)[1] == "Aún no: 2 semillas no bastan, hacen falta más de 24. Deshaz para reintentar."


# -- try it ------------------------------------------------------------------------------------
def test_try_counts_the_refused_move_then_the_allowed_one() -> None:
    goal = Goal("try", "Prueba C; luego juega una permitida.", actions=("B", "E"), forbidden=("C",))
    session = Session.from_scenario(example(goal, GRAND_SLAM, ("E",)))
    with pytest.raises(IllegalActionError) as refused:
        session.play("C")
    assert refused.value.rule == RuleRef("awari", "5")
    assert session.attempts == [(0, "C")]
    assert feedback(session)[0] == "open" and "prohíbe" in feedback(session)[1]
    session.play("E")
    assert session.goal_reached()
    assert feedback(session, "en")[0] == "reached"


def test_try_without_the_attempt_is_missed() -> None:
    goal = Goal("try", "Prueba C.", actions=("B", "E"), forbidden=("C",))
    session = Session.from_scenario(example(goal, GRAND_SLAM, ("E",)))
    session.play("E")
    assert not session.goal_reached()
    assert feedback(session, "en") == (
        "missed", "Not yet: South sows E: 1 seed, into F. First try “South sows C” and read why it is refused "
                  "(Rule 5): that is what the example asks. Undo to try again.")
    session.reset()
    assert session.attempts == [] and not session.moves


def test_try_whose_forbidden_move_is_legal_is_rejected() -> None:
    goal = Goal("try", "Prueba C.", actions=("B", "E"), forbidden=("C",))
    found = example(goal, GRAND_SLAM, ("!C", "E"), options={"grand_slam": "no_capture"})
    assert any("is legal" in reason for reason in audit.problems(found))


# -- questions ---------------------------------------------------------------------------------
def test_question_answered_on_the_engines_word() -> None:
    goal = Goal("question", "¿Dónde cae la última semilla de D?", ask="last", probe=("D",),
                choices=("a", "b", "c"), answer="b")
    found = example(goal, AWARI_START, ("?b",))
    assert audit.problems(found) == []
    session = Session.from_scenario(found)
    session.answer("a")
    assert feedback(session) == ("missed", "No es a: en a cae una semilla, pero no la última. Sur siembra D: "
                                           "4 semillas, la última en b. Mira otra vez y elige otra.")
    session.answer("b")
    assert session.goal_reached()
    assert feedback(session, "en") == ("reached", "Right: South sows D: 4 seeds, the last in b.")
    with pytest.raises(IllegalActionError):
        session.answer("c")  # the example stops once it is answered right


def test_question_the_engine_disagrees_with_fails_the_check() -> None:
    goal = Goal("question", "¿Dónde cae?", ask="last", probe=("D",), choices=("a", "b", "c"), answer="c")
    reasons = audit.problems(example(goal, AWARI_START, ("?c",)))
    assert any("the engine says 'b'" in reason for reason in reasons)


def test_question_refuses_an_answer_that_is_not_a_choice() -> None:
    goal = Goal("question", "¿?", ask="captured", probe=("D",), choices=("0", "2"), answer="0")
    session = Session.from_scenario(example(goal, AWARI_START, ("?0",)))
    with pytest.raises(NotationError):
        session.answer("7")


def test_question_on_the_winning_card() -> None:
    goal = Goal("question", "¿Qué carta gana?", ask="winner", probe=("4b",), choices=("7o", "4b"), answer="4b")
    found = example(goal, ZAPITI_LEAD, ("?4b",), game="zapiti", seats=(1,))
    assert audit.problems(found) == []


# -- card games: a trick won by this card, the points of a hand --------------------------------
def test_trick_won_by_the_readers_card() -> None:
    goal = Goal("trick", "Gana con el 4 de bastos.", card="4b")
    found = example(goal, ZAPITI_LEAD, ("4b",), game="zapiti", seats=(1,), bot="easy")
    session = Session.from_scenario(found)
    session.play("4b")
    assert session.goal_reached()
    # Zápiti's pages call a trick a «ronda» (rule 4): so do its goal's words.
    assert feedback(session)[1] == ("Conseguido: ganaste la ronda con el cuatro de bastos. La carta más alta del juego "
                                    "es el cuatro de bastos: nada le gana, tampoco el siete de oros (Regla 5); la "
                                    "ronda es tuya (Regla 6).")
    assert feedback(session, "en")[1].startswith("Done: you won the round with the four of clubs. The highest card")
    session.undo()
    session.play("3c")
    assert not session.goal_reached()
    assert feedback(session) == ("missed", "Aún no: no has ganado ninguna ronda con el cuatro de bastos. "
                                           "Deshaz para reintentar.")
    assert feedback(session, "en")[1].startswith("Not yet: you have won no round with the four of clubs.")


def test_payment_of_a_zapiti_hand_and_the_example_stops() -> None:
    goal = Goal("payment", "Gana la mano: 1 punto.", concept="points", amount=1)
    found = example(goal, "7 0 1 0-0 0-0 4b.7c.3o/5o.6c.10b -", ("ver", "4b", "5o", "7c", "6c"), game="zapiti",
                    bot="easy")
    session = Session.from_scenario(found)
    for action in found.solution:
        session.step(action)
    assert session.goal_reached()
    assert not session.is_bot_turn() and not session.is_human_turn()  # no new deal under "¡Conseguido!"


# -- bad input -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("kwargs", "reason"), [
    ({"kind": "teleport"}, "unknown goal kind"),
    ({"kind": "capture"}, "needs 'holes'"),
    ({"kind": "try", "actions": ("E",)}, "needs 'forbidden'"),
    ({"kind": "question", "ask": "why", "probe": ("D",), "choices": ("a", "b"), "answer": "a"}, "unknown question"),
    ({"kind": "question", "ask": "last", "probe": ("D",), "choices": ("a",), "answer": "a"}, "two different"),
    ({"kind": "question", "ask": "last", "probe": ("D",), "choices": ("a", "b"), "answer": "c"}, "not one of"),
    ({"kind": "try", "actions": ("E",), "forbidden": ("E",)}, "both forbidden"),
])
def test_bad_goals_are_refused_with_their_reason(kwargs: dict[str, object], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        Goal(text="x", **kwargs)  # type: ignore[arg-type]


def test_a_solution_that_misses_the_goal_is_rejected() -> None:
    found = example(Goal("gain", "Captura 3.", amount=3), "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("C",))
    assert any("does not reach the goal" in reason for reason in audit.problems(found))


def test_an_impossible_solution_move_is_rejected() -> None:
    found = example(Goal("gain", "Captura 3.", amount=3), "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("a",))
    assert any("is refused" in reason for reason in audit.problems(found))


def test_an_example_every_line_wins_is_rejected() -> None:
    found = example(Goal("end", "Juega."), "1,0,1,0,0,0/0,0,0,0,1,0 23-22 S 99 150", ("A",))
    assert any("every line" in reason for reason in audit.problems(found))


def test_a_goal_met_before_the_readers_last_decision_is_rejected() -> None:
    found = example(Goal("play", "Juega D.", actions=("D",)), AWARI_START, ("D", "a", "A"), seats=(0, 1))
    assert any("met before" in reason for reason in audit.problems(found))


# -- sow: where a sowing ends and how many laps it makes ------------------------------------------
def test_sow_where_the_last_seed_falls() -> None:
    goal = Goal("sow", "Que tu última semilla caiga en b.", holes=("b",))
    session = Session.from_scenario(example(goal, AWARI_START, ("D",)))
    session.play("D")
    assert feedback(session) == ("reached", "Conseguido: tu siembra ha acabado en b.")
    session.undo()
    session.play("E")
    assert feedback(session, "en") == ("missed",
                                       "Not yet: your sowing ended in c; it has to end in b. Undo to try again.")


MBAU_START = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0"


def test_sow_counts_the_laps_of_a_relay() -> None:
    laps = Goal("sow", "Siete vueltas.", amount=7)
    session = Session.from_scenario(example(laps, MBAU_START, ("G",), game="mbau"))
    session.play("H")  # seven laps too, ending in e
    assert feedback(session, "en") == ("reached", "Done: your sowing made 7 laps and ended in e.")
    eight = Goal("sow", "Ocho vueltas.", amount=8)
    session = Session.from_scenario(example(eight, MBAU_START, ("G",), game="mbau"))
    session.play("G")
    assert feedback(session)[1] == "Aún no: tu siembra ha dado 7 vueltas; hacen falta 8. Deshaz para reintentar."
    both = Goal("sow", "En d.", holes=("d",), amount=7)
    session = Session.from_scenario(example(both, MBAU_START, ("G",), game="mbau"))
    session.play("H")
    assert feedback(session, "en")[1] == (
        "Not yet: your sowing ended in e, after 7 laps; it has to end in d. Undo to try again.")


def test_sow_a_bots_sowing_is_not_the_readers() -> None:
    goal = Goal("sow", "En b.", holes=("b",))
    session = Session.from_scenario(example(goal, AWARI_START, ("D",), seats=(1,)))
    session._push("D")  # South, a bot, ends in b
    assert not session.goal_reached()


def test_mbau_own_stone_taken_with_the_capture_is_named_as_the_readers() -> None:
    goal = Goal("gain", "Expulsa 3.", amount=3)
    found = example(goal, "2,1,1,3,0,3,4,2/2,0,6,6,1,1,0,0 0-0 S 5 5", ("G", "expulsar"), game="mbau")
    session = Session.from_scenario(found)
    session.play("G")  # ends in D, empty, in front of e (3): South may expel e and the stone in D
    assert feedback(session)[0] == "open"
    session.play("expulsar")
    assert feedback(session)[1].startswith("Capturaste 4 piedras: las de e y tu propia piedra de D. Sur siembra G: ")
    assert feedback(session, "en")[1].startswith("You captured 4 stones: those of e and your own stone in D. South ")
    assert feedback(session)[1].endswith("Sur expulsa 4 piedras: e y D (Regla 4).")


def test_a_missed_example_stops_and_its_status_says_so() -> None:
    from engine.table.render import View, status

    goal = Goal("play", "Gana la ronda.", actions=("4b",))
    session = Session.from_scenario(example(goal, ZAPITI_LEAD, ("4b",), game="zapiti", bot="easy", seats=(1,)))
    assert status(session, "es", View()) == "Te toca: Norte."
    session.play("3c")  # the round lost, South leads again and North, the reader, would be to play
    while session.is_bot_turn():
        session.bot_move()
    assert session.goal_feedback()[0] == "missed" and session.stopped()
    assert not session.is_human_turn() and not session.is_bot_turn()
    assert status(session, "en", View()) == "Example stopped without the goal: undo or reset to try again."
    session.undo()
    assert not session.stopped() and session.is_human_turn()


def test_a_wrong_answer_stops_nothing() -> None:
    goal = Goal("question", "¿Dónde cae?", ask="last", probe=("D",), choices=("b", "c"), answer="b")
    session = Session.from_scenario(example(goal, AWARI_START, ("?b",)))
    session.answer("c")
    assert session.goal_feedback()[0] == "missed" and not session.stopped()
    session.answer("b")
    assert session.goal_reached()


# -- goal kinds no example uses are not kinds -------------------------------------------------------
@pytest.mark.parametrize("kind", ["house", "nil"])
def test_the_unused_house_and_nil_kinds_are_gone(kind: str) -> None:
    """No example asked for a house or a hand without payments (issue 27): their kinds, and their
    template words, were removed; a scenario naming one fails as any unknown kind."""
    with pytest.raises(ValueError, match="unknown goal kind"):
        Goal(kind, "x")


def test_the_build_check_fails_with_the_reason() -> None:
    from reglas_sphinx.directives.live_example import check_solution

    bad = example(Goal("gain", "Captura 3.", amount=3), "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("C",))
    with pytest.raises(AssertionError, match="does not reach the goal"):
        check_solution(bad)
    check_solution(example(Goal("gain", "Captura 3.", amount=3), "0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90", ("F",)))
