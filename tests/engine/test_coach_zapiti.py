"""Zápiti's coach (:mod:`engine.lessons.zapiti.coach`): "¿Qué hago?" from the seat's own view, and
the review of a hand, for two players and four."""

from __future__ import annotations

import pytest

import engine
from engine.lessons import audit, coach
from engine.lessons.session import Session
from engine.lessons.zapiti import coach as zapiti_coach
from engine.rules.bots import Budget, played
from engine.rules.zapiti.bots import make_bot
from engine.rules.zapiti.game import ZapitiState
from engine.table.widget import FullGame

#: South holds the 4 de bastos, the 3 de oros and the rey de copas; North's cards differ.
SOUTH_STRONG = ("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver", "7 0 1 0-0 0-0 4b.3o.12c/1e.2c.7o ver")
#: The same deals after South's truco: North, with weak cards, answers.
NORTH_ANSWERS = ("7 0 1 0-0 0-0 4b.3o.12c/5e.6b.4o ver,truco", "7 0 1 0-0 0-0 1e.7c.2o/5e.6b.4o ver,truco")
#: Four players, round 1 under way: East to play after South's 3 de oros (other hidden hands).
FOUR = ("5 0 3 0-0 0-0 3o.5c.6e/12b.4c.1c/10o.11e.2e/7b.6c.5o ver,listo,listo,listo,listo,3o",
        "5 0 3 0-0 0-0 3o.5c.6e/12b.4c.1c/5o.6c.7b/2e.11e.10o ver,listo,listo,listo,listo,3o")


def zapiti(notation: str, players: int = 2) -> ZapitiState:
    state = engine.load("zapiti", players=players).from_notation(notation)
    assert isinstance(state, ZapitiState)
    return state


def said(found: coach.Hint, lang: str = "es") -> list[str]:
    return [m.text(lang) for m in found.reason]


@pytest.mark.parametrize(("pair", "players"), [(SOUTH_STRONG, 2), (NORTH_ANSWERS, 2), (FOUR, 4)])
def test_the_hint_is_the_same_whatever_the_hidden_hands(pair: tuple[str, str], players: int) -> None:
    one, other = (zapiti(notation, players) for notation in pair)
    seat = one.current_player
    assert one.hands != other.hands and one.hands[seat] == other.hands[seat]
    assert one.observation(seat) == other.observation(seat)  # the same seat view
    first, second = coach.hint(one), coach.hint(other)
    assert first.action == second.action and first.action in one.legal_actions()
    assert said(first) == said(second) and said(first, "en") == said(second, "en")


def test_a_card_hint_names_its_card_and_the_rules() -> None:
    state = zapiti(SOUTH_STRONG[0]).apply("4b")  # North cannot beat the 4 de bastos
    found = coach.hint(state)
    assert found.action == "5e" and found.action in state.legal_actions()
    words = said(found)
    assert words[0] == ("Ninguna de tus cartas supera el cuatro de bastos (Regla 5): echa el cinco de espadas, la que "
                        "menos falta te hace.")
    assert "Te guardas el siete de copas y el seis de bastos para las rondas que quedan (Regla 7)." in words
    english = " ".join(said(found, "en"))
    assert "the five of swords" in english and "Rule 5" in english and "Regla" not in english


def test_a_card_that_wins_the_round_says_so() -> None:
    state = zapiti("7 0 1 0-0 0-0 3o.5c.6e/1c.12b.4o ver,6e")  # North beats the 6 with his lowest winner
    found = coach.hint(state)
    assert found.action == "12b"
    assert said(found)[0] == ("Con el rey de bastos, superas el seis de espadas y nadie que eche después puede "
                              "superarla: la ronda es tuya (Regla 5).")
    assert "Es la más baja de tus cartas que la gana (Regla 5)." in said(found)


def test_with_four_players_the_partner_s_winning_card_is_not_overtaken() -> None:
    state = zapiti("1 0 3 0-0 0-0 11o.10b.12o/5c.10c.7c/3e.12b.1e/7b.6e.4e ver,listo,listo,listo,listo,12o,7c,12b", 4)
    found = coach.hint(state)  # West: East, his partner, wins the round with the 7 de copas
    assert found.action == "4e"
    assert said(found)[0] == ("Tu compañero ya gana la ronda con el siete de copas: no hace falta gastar una carta "
                              "alta (Regla 6).")
    assert said(found, "en")[0] == ("Your partner is already winning the round with the seven of cups: no need to "
                                    "spend a high card (Rule 6).")


def test_a_call_hint_gives_the_odds_and_the_payoffs() -> None:
    state = zapiti(SOUTH_STRONG[0])
    found = coach.hint(state)
    assert found.action == "truco"
    words = said(found)
    assert words[0] == "Tienes la carta más alta que queda en juego: el cuatro de bastos (Regla 5)."
    assert "Si Norte no quiere, sumas 1 chino; si quiere, la mano vale 3 chinos (Regla 8, Regla 9)." in words
    looked = zapiti_coach.look(state, coach.HINT_BUDGET)
    assert looked is not None
    truco = looked.option("truco")
    assert truco is not None and truco.value == max(option.value for option in looked.options)
    assert f"ganas la mano el {round(100 * truco.win)} % de las veces" in " ".join(words)


def test_refusing_a_truco_with_weak_cards_gives_the_odds() -> None:
    state = zapiti(NORTH_ANSWERS[0])
    found = coach.hint(state)
    assert found.action == "no-quiero"
    words = said(found)
    assert words[0] == ("Al no querer pierdes 1 chino sin jugar; al querer, la mano vale 3 chinos: los ganas si ganas "
                        "la mano y los pierdes si la pierdes (Regla 9).")
    looked = zapiti_coach.look(state, coach.HINT_BUDGET)
    assert looked is not None
    refuse, accept = looked.option("no-quiero"), looked.option("quiero")
    assert refuse is not None and accept is not None
    assert refuse.value == -1.0 and accept.value < refuse.value  # losing 3 more often than winning 3
    assert accept.win < 1 / 3
    assert f"la ganarías el {round(100 * refuse.win)} % de las veces" in words[1]


def test_before_the_first_round_the_hint_is_a_truthful_seña() -> None:
    state = engine.load("zapiti", players=4).new_state(seed=1)
    while state.phase_name != "senas":
        state = state.apply(make_bot("easy").choose(state))
    state = state.apply("listo")  # East's turn: the 7 de copas
    found = coach.hint(state)
    assert found.action == "seña:guiño"
    assert said(found) == ["Haz la seña «guiño»: le dice a tu compañero que tienes el siete de copas (Regla 14)."]


def test_a_hint_that_cannot_be_computed_says_so_and_offers_the_moves() -> None:
    state = zapiti(SOUTH_STRONG[0])
    found = coach.hint(state, Budget(depth=64, nodes=1))
    assert found.action is None and "límite de cálculo" in said(found)[0]
    assert len(found.moves) == len(state.legal_actions())


def played_hand(seed: int) -> tuple[list[ZapitiState], list[tuple[int, str]]]:
    """One hand: South at random (a learner's mistakes), North the hard bot."""
    state = engine.load("zapiti").new_state(seed=seed)
    assert isinstance(state, ZapitiState)
    return played(state, [make_bot("random", seed), make_bot("hard", seed)], lambda now: now.hand_no == 0)


@pytest.mark.parametrize("seed", [3, 11])
def test_a_review_lists_the_costliest_decisions_of_a_hand(seed: int) -> None:
    history, moves = played_hand(seed)
    found = coach.review(history, moves, (0,))
    assert found.looked == found.decided
    assert 0 < len(found.decisions) <= coach.MAX_DECISIONS
    assert [d.cost for d in found.decisions] == sorted((d.cost for d in found.decisions), reverse=True)
    for decision in found.decisions:
        assert decision.cost >= zapiti_coach.WORTH_SHOWING
        assert decision.before is history[decision.index]
        assert decision.played.text("es") == zapiti_coach.spoken(decision.before, moves[decision.index][1]).text("es")
        assert decision.played.text("es") != decision.better.text("es")
        assert decision.better.text("es") == coach.hint(decision.before).move.text("es")  # type: ignore[union-attr]
        assert decision.loss.text("es").startswith("Estimación sobre 240 repartos al azar")
        assert decision.why and decision.loss.text("en").startswith("An estimate over 240 random deals")
        if decision.free:
            assert decision.exercise.goal.kind == "free"
        else:
            assert audit.problems(decision.exercise) == []
            session = Session.from_scenario(decision.exercise)
            session.play(decision.exercise.solution[0])
            assert session.goal_reached()
    # What the coach advised is not judged again.
    advised = {d.index: moves[d.index][1] for d in found.decisions}
    assert not {d.index for d in coach.review(history, moves, (0,), advised=advised).decisions} & set(advised)


def test_the_coach_at_the_zapiti_table_leaves_the_game_unchanged() -> None:
    widget = FullGame("zapiti", "es", seed=3)
    while widget.session.is_bot_turn():
        widget.handle({"op": "bot"})
    history, record, version = list(widget.session.history), widget.saved(), widget.version
    reply = widget.handle({"op": "cmd", "cmd": "hint"})
    assert widget.session.history == history and widget.saved() == record and reply["version"] == version
    assert reply["message"] == "" and 'class="rv-hint rv-coach-hint"' in reply["html"]
    hinted = widget.desk.hint(widget.session)
    assert hinted is not None and hinted.action in widget.session.state.legal_actions()
    assert hinted.reason[0].text("es") in reply["html"].replace("&quot;", '"')
    assert widget.desk.hints == 1
    widget.handle({"op": "act", "action": hinted.action, "version": version})
    assert len(widget.session.history) > len(history)
