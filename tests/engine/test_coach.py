"""The coach at the mancala tables: "¿Qué hago?" and the review of a finished game
(:mod:`engine.lessons.coach`, :mod:`engine.lessons.mancala.coach`, :mod:`engine.table.coach`)."""

from __future__ import annotations

import re

import pytest

import engine
from engine.lessons import audit, coach
from engine.lessons.mancala import coach as mancala_coach
from engine.lessons.session import Session
from engine.rules import bots
from engine.rules.bots import Budget
from engine.rules.core import State
from engine.table.widget import FullGame

#: Per game: a position whose best move captures (the move, what the reason must say) and one
#: whose best move captures nothing but parries a capture (the move, the threat it names).
CAPTURES = {
    "awari": ("1,4,8,7,0,7/5,5,1,0,2,8 0-0 S 8 8 4,4,4,4,4,4/4,4,4,4,4,4:BeAcAeEd", "D",
              "Captura 3 semillas: e (Regla 4)."),
    "mbau": ("4,2,1,0,4,0,3,5/4,1,2,0,1,4,1,0 0-0 S 6 6", "H", "(Regla 4)"),
    "vano": ("0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0 - 0-0 S 0 0", "C", "Captura 4 piedras: c (Regla 4)."),
    "hus": ("3,0,4,4,0,1,1,5/3,3,3,0,1,1,2,0/2,1,1,0,0,3,0,0/2,2,0,1,0,4,1,0 S 0-2 S 4 6-54 -", "a1",
            "Captura 3 piedras (b3) y las siembra desde el agujero siguiente (Regla 6)."),
}
PARRIES = {
    "awari": ("5,1,6,5,5,5/4,4,4,4,0,5 0-0 S 2 2 4,4,4,4,4,4/4,4,4,4,4,4:Be", "B",
              "Si no, cuidado: tras «Sur siembra C», Norte respondería «Norte siembra c» y capturaría 2 semillas."),
    "mbau": ("1,4,1,1,0,0,1,0/0,2,0,0,2,1,0,0 10-9 S 7 28", "A",
             "Si no, cuidado: tras «Sur siembra D», Norte respondería «Norte siembra e» y capturaría 5 piedras."),
    "vano": ("2,1,0,1,2,2,6,3/3,2,2,4,0,1,1,0 FN,cS 4-2 S 0 6", "A",
             "Si no, cuidado: tras «Sur siembra G», Norte respondería «Norte siembra d» y capturaría 2 piedras."),
    "hus": ("2,2,2,2,2,2,2,2/2,2,2,2,0,0,0,0/0,0,0,0,2,2,2,2/2,2,2,2,2,2,2,2 S 0-0 S 0 0-0 -", "a1",
            "Si no, cuidado: tras «Sur siembra g2», Norte respondería «Norte siembra d3» y capturaría 8 piedras."),
}


def position(game: str, notation: str) -> State:
    return engine.load(game).from_notation(notation)


@pytest.mark.parametrize("game", sorted(CAPTURES))
def test_a_hint_is_legal_and_as_good_as_the_search_s_best(game: str) -> None:
    state = position(game, CAPTURES[game][0])
    found = coach.hint(state)
    analysis = coach.analyse(state)
    assert found.action in state.legal_actions()
    assert analysis.line(found.action).value == max(line.value for line in analysis.lines)
    # The game's own search, with the same budget per move, chooses nothing the coach rates better.
    chosen = coach.searcher(game, coach.HINT_BUDGET).choose(state)
    assert analysis.line(chosen).value <= analysis.line(found.action).value
    assert found.move is not None and found.move.text("es").endswith(f" {found.action}")


@pytest.mark.parametrize("game", sorted(CAPTURES))
def test_a_hint_s_reason_names_what_its_move_captures(game: str) -> None:
    notation, move, words = CAPTURES[game]
    found = coach.hint(position(game, notation))
    assert found.action == move
    said = [m.text("es") for m in found.reason]
    assert any(words in sentence for sentence in said), said
    assert said[0].startswith(f"Sur siembra {move}:")  # the narrator's own words for the move
    english = " ".join(m.text("en") for m in found.reason)
    assert "Rule" in english and "Regla" not in english


@pytest.mark.parametrize("game", sorted(PARRIES))
def test_a_hint_s_reason_names_the_capture_it_prevents(game: str) -> None:
    notation, move, words = PARRIES[game]
    state = position(game, notation)
    found = coach.hint(state)
    assert found.action == move
    assert words in [m.text("es") for m in found.reason]
    # The threat is real: after the other move (and the rest of South's turn), North's reply that
    # starts so (and the rest of North's turn) captures that much.
    other, reply, amount = re.findall(r"«\w+ siembra (\w+)».*«\w+ siembra (\w+)».* (\d+) ", words)[0]
    line = coach.analyse(state).line(other)
    assert line.reply[0] == reply
    assert line.after.scores()[1] - line.mine.scores()[1] == int(amount)


def test_a_hint_that_cannot_be_computed_says_so_and_offers_the_moves() -> None:
    state = position("awari", CAPTURES["awari"][0])
    found = coach.hint(state, Budget(depth=64, nodes=1))
    assert found.action is None and found.move is None
    assert "límite de cálculo" in found.reason[0].text("es")
    assert [m.text("es") for m in found.moves] == [f"Sur siembra {a}" for a in state.legal_actions()]


def played_game(game: str, seed: int) -> tuple[list[State], list[tuple[int, str]]]:
    """A fixed game: South plays at random, North the easy bot."""
    state = engine.load(game, first_player="south").new_state(seed=seed)
    return bots.played(state, [bots.make(game, "random", seed=seed), bots.make(game, "easy", seed=seed)])


@pytest.mark.parametrize(("game", "seed"), [("awari", 7), ("mbau", 1), ("vano", 1), ("hus", 3)])
def test_a_review_lists_the_costliest_decisions_with_their_loss(game: str, seed: int) -> None:
    history, moves = played_game(game, seed)
    found = coach.review(history, moves, (0,))
    assert found.looked == found.decided  # a short game is reviewed whole
    # Each of South's decisions with a choice, looked at again: the review keeps the three costliest.
    costs = []
    for i, (seat, action) in enumerate(moves):
        if seat == 0 and len(history[i].legal_actions()) > 1:
            analysis = coach.analyse(history[i], coach.REVIEW_BUDGET)
            costs.append((coach.cost(analysis.best.value, analysis.line(action).value), i))
    top = sorted((c for c in costs if c[0] >= coach.WORTH_SHOWING), key=lambda c: (-c[0], c[1]))[:3]
    assert 0 < len(found.decisions) <= coach.MAX_DECISIONS
    assert [(d.cost, d.index) for d in found.decisions] == top
    for decision in found.decisions:
        assert decision.before is history[decision.index]
        assert decision.played.text("es").endswith(f" {moves[decision.index][1]}")
        if decision.cost < bots.WIN / 2:  # not a forced result: what it cost, in the game's units
            point = mancala_coach.POINT_VALUE.get(game)
            lost = f"alrededor de {round(decision.cost / point)} punto" if point and decision.cost >= point / 2 \
                else f"{round(decision.cost)} {'semilla' if game == 'awari' else 'piedra'}"
            assert f"Pierdes {lost}" in decision.loss.text("es")
        assert decision.why


def test_a_review_says_why_a_move_lost_what_it_lost() -> None:
    notation, better, _ = PARRIES["awari"]
    start = position("awari", notation)
    found = coach.review([start, start.apply("C")], [(0, "C")], (0,))
    (decision,) = found.decisions
    assert decision.better.text("es") == f"Sur siembra {better}"
    why = " ".join(m.text("es") for m in decision.why)
    assert "Norte podía responder «Norte siembra c» y capturar 2 semillas" in why
    assert decision.loss.text("en").startswith("You lose ")
    # A move the coach advised is not judged again (the review searches less than a hint).
    assert coach.review([start, start.apply("C")], [(0, "C")], (0,), advised={0: "C"}).decisions == ()


@pytest.mark.parametrize("game", sorted(CAPTURES))
def test_the_replay_exercise_passes_the_teaching_check(game: str) -> None:
    notation = CAPTURES[game][0]
    start = position(game, notation)
    worst = min(coach.analyse(start, coach.REVIEW_BUDGET).lines, key=lambda line: line.value).action
    found = coach.review([start, start.apply(worst)], [(0, worst)], (0,))
    (decision,) = found.decisions
    assert not decision.free
    assert audit.problems(decision.exercise) == []
    assert decision.exercise.first_state().notation() == start.notation()
    session = Session.from_scenario(decision.exercise)
    for step in decision.exercise.solution:
        session.play(step)
    assert session.goal_reached()


def fresh(game: str = "awari") -> FullGame:
    return FullGame(game, "es", seed=3)


def test_asking_for_a_hint_leaves_the_game_unchanged_and_counts_once() -> None:
    widget = fresh()
    if widget.session.is_bot_turn():
        widget.handle({"op": "bot"})
    history, record, version = list(widget.session.history), widget.saved(), widget.version
    reply = widget.handle({"op": "cmd", "cmd": "hint"})
    assert widget.session.history == history and widget.saved() == record and reply["version"] == version
    assert not reply["bot_next"] and reply["message"] == ""
    assert 'class="rv-hint rv-coach-hint"' in reply["html"] and "Por qué:" in reply["html"]
    widget.handle({"op": "cmd", "cmd": "hint"})  # the same position: the same hint, counted once
    assert widget.desk.hints == 1 and "Pistas usadas en esta partida: 1." in widget.html()
    hinted = widget.desk.hint(widget.session)
    assert hinted is not None and hinted.action is not None
    widget.handle({"op": "act", "action": hinted.action, "version": version})
    assert 'rv-coach-hint' not in widget.html()  # a hint is for the position it was asked on


def test_the_coach_sits_only_at_a_game_against_the_computer() -> None:
    widget = fresh()
    widget.setting("mode", "people")
    assert 'data-rv-cmd="hint"' not in widget.html()
    assert "no tiene la orden «hint»" in widget.handle({"op": "cmd", "cmd": "hint"})["message"]


def test_a_finished_game_shows_its_review_and_replays_a_decision() -> None:
    widget = fresh("vano")
    hinted = 0
    while not widget.session.state.is_terminal():
        if widget.session.is_bot_turn():
            widget.handle({"op": "bot"})
            continue
        actions = widget.session.state.legal_actions()
        if hinted < 2:
            widget.handle({"op": "cmd", "cmd": "hint"})
            hinted += 1
        widget.handle({"op": "act", "action": actions[-1], "version": widget.version})
    html = widget.html()
    assert "Repaso de la partida" in html and "Has usado 2 pistas en esta partida." in html
    assert 'data-rv-cmd="hint"' not in html
    decisions = coach.review(widget.session.history, widget.session.moves, (0,)).decisions
    assert decisions and html.count('class="rv-review-decision"') == len(decisions)
    saved, version = widget.saved(), widget.version
    reply = widget.handle({"op": "cmd", "cmd": "review-1"})
    assert 'data-rv-cmd="back"' in reply["html"] and 'class="rv-goal"' in reply["html"]
    assert reply["saved"] == saved and reply["result"] is None
    exercise = decisions[0].exercise
    move = exercise.solution[0]
    reply = widget.handle({"op": "act", "action": move, "version": reply["version"]})
    assert reply["message"] == "" and reply["goal"]["status"] == "reached"
    reply = widget.handle({"op": "cmd", "cmd": "back"})
    assert "Repaso de la partida" in reply["html"] and reply["version"] > version and widget.saved() == saved
    assert "no tiene la decisión «9»" in widget.handle({"op": "cmd", "cmd": "review-9"})["message"]
