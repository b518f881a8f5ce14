"""Rules 14 and 15: señas between partners, and the four-coin scoreboard; notation and errors."""

from __future__ import annotations

import pytest

from engine.rules.errors import IllegalActionError, NotationError, RuleRef
from engine.rules.zapiti import scoreboard, signals
from engine.rules.zapiti.game import ACTIONS, CARD_OF, action_name
from tests.engine.zapiti.zapiti_helpers import play, position, zapiti

FOUR = "3o.4o.5o/5c.6c.4c/3b.6b.5b/2c.4e.6e"
CARD_HANDS = [tuple(CARD_OF[c] for c in hand.split(".")) for hand in FOUR.split("/")]


def test_rule14_a_sena_goes_to_the_partner_only() -> None:
    s = play(position(FOUR, players=4), "ver")
    assert "seña:beso" in s.legal_actions()
    s = play(s, "seña:beso")  # a lie: seat 0 does not hold the 4 de bastos, and that is allowed
    assert s.current_player == 0, "a seña does not pass the turn"
    assert s.observation(2).signals == ((0, "beso"),)
    assert s.observation(0).signals == ((0, "beso"),)
    for rival in (1, 3):
        obs = s.observation(rival)
        assert obs.signals == () and all("seña" not in a for _, a in obs.history)
    assert "beso" not in repr(s.observation(1))


def test_rule14_caught_signals_option() -> None:
    s = play(position(FOUR, players=4, senas_cazadas="siempre"), "ver seña:índice")
    assert s.observation(1).signals == ((0, "índice"),)
    caught = []
    for seed in range(40):
        s = play(position(FOUR, players=4, senas_cazadas="a_veces", seed=seed), "ver seña:pulgar")
        caught.append(bool(s.observation(1).signals))
        again = play(position(FOUR, players=4, senas_cazadas="a_veces", seed=seed), "ver seña:pulgar")
        assert again.observation(1).signals == s.observation(1).signals, "drawn from the seed"
    assert 0 < sum(caught) < 40


def test_q19_three_senas_a_hand_each_gesture_once() -> None:
    s = play(position(FOUR, players=4, senas_momento="turno"), "ver seña:beso")
    err = _refused(s, "14", "seña:beso")
    assert "ya has hecho" in str(err)
    s = play(s, "seña:guiño seña:cejas")
    assert not any(a.startswith("seña:") for a in s.legal_actions())
    _refused(s, "14", "seña:ojos")
    s = play(s, "3o 5c")
    assert "seña:ojos" in s.legal_actions(), "the next player has his own three"
    s = play(s, "truco")
    _refused(s, "14", "seña:ojos")  # answering a call is not the time for señas


def test_q18_partners_signal_before_the_first_round_is_led() -> None:
    s = play(position(FOUR, players=4), "ver")
    assert s.phase_name == "senas" and s.current_player == 0, "the mano opens the round of señas"
    _refused(s, "14", "3o")  # no card before every seat has had its señas
    s = play(s, "listo listo seña:índice listo listo")
    assert s.phase_name == "juego" and s.current_player == 0
    assert s.observation(0).signals == ((2, "índice"),), "the mano sees his partner's seña before leading"
    assert "seña:beso" in s.legal_actions(), "and may still signal on his turn to play"
    assert play(s, "3o").current_player == 1


def test_q18_option_senas_only_on_ones_turn_to_play() -> None:
    s = play(position(FOUR, players=4, senas_momento="turno"), "ver")
    assert s.phase_name == "juego" and "listo" not in s.legal_actions()
    s = play(position(FOUR, players=4, senas=False), "ver")
    assert s.phase_name == "juego", "no round of señas in a game without them"


def test_q20_asking_the_partner_aloud_for_a_signalled_card() -> None:
    s = play(position(FOUR, players=4), "ver seña:cejas listo")
    assert not any(a.startswith("pide:") for a in s.legal_actions()), "East's partner has not signalled"
    err = _refused(s, "14", "pide:cejas")
    assert "señado" in str(err)
    s = play(s, "listo")
    assert [a for a in s.legal_actions() if a.startswith("pide:")] == ["pide:cejas"]
    s = play(s, "pide:cejas")
    assert s.current_player == 2, "asking does not pass the turn"
    assert "ya le has pedido" in str(_refused(s, "14", "pide:cejas"))
    for rival in (1, 3):  # said aloud: the rivals hear the request, not the seña
        obs = s.observation(rival)
        assert (2, "pide:cejas") in obs.history and obs.signals == ()
    s = play(s, "listo listo 3o")
    assert "3o" not in s.hands[0] and s.hands[2] == CARD_HANDS[2], "not binding: South played the 3"


def test_rule14_only_in_the_four_player_game() -> None:
    s = play(position("4b.7c.7o/4o.4c.4e"), "ver")
    assert not any(a.startswith("seña:") for a in s.legal_actions())
    _refused(s, "14", "seña:beso")
    s = play(position(FOUR, players=4, senas=False), "ver")
    _refused(s, "14", "seña:beso")


def test_rule14_gestures_and_their_cards() -> None:
    assert signals.GESTURES == ("beso", "guiño", "cejas", "lengua", "índice", "meñique", "pulgar", "ojos")
    top = [str(card) for g in signals.GESTURES[:4] for card in signals.MEANING[g]]
    assert top == ["4b", "7c", "7o", "1e"]
    assert {card.rank for card in signals.MEANING["índice"]} == {3}
    assert {card.rank for card in signals.MEANING["meñique"]} == {2}
    assert sorted(str(card) for card in signals.MEANING["pulgar"]) == ["1b", "1c", "1o"]
    assert signals.MEANING["ojos"] == ()
    assert action_name("seña:cejas").text("en") == "signal: raised eyebrows"


# -- rule 15: the coin scoreboard -----------------------------------------------------------------------

def test_rule15_positions_use_at_most_four_coins() -> None:
    counts = [scoreboard.coin_count(p) for p in range(16)]
    assert counts == [0, 1, 2, 3, 4, 2, 3, 4, 3, 4, 4, 2, 3, 4, 4, 0]
    assert scoreboard.coins(8) == (scoreboard.Stack(0, 0, 3),)
    assert scoreboard.coins(10) == (scoreboard.Stack(0, 0, 2), scoreboard.Stack(0, 1, 2))
    assert scoreboard.coins(14) == (scoreboard.Stack(0, 0, 4),)
    front = tuple(scoreboard.Stack(1, i, 1) for i in range(3))
    assert scoreboard.coins(13) == (scoreboard.Stack(0, 0, 1), *front)


def test_rule15_each_half_is_counted_again() -> None:
    for score in range(1, 15):
        assert scoreboard.coins(score + 15) == scoreboard.coins(score)
        assert scoreboard.half(score) == "malas" and scoreboard.half(score + 15) == "buenas"
    assert scoreboard.half(15) == "malas" and scoreboard.in_half(16) == 1  # Q11
    with pytest.raises(ValueError):
        scoreboard.coins(31)


def test_q11_scores_read_in_malas_and_buenas() -> None:
    assert [scoreboard.label(s).text() for s in (1, 15, 16, 17, 30)] == [
        "1 mala", "15 malas", "1 buena", "2 buenas", "15 buenas"]
    assert scoreboard.label(17).text("en") == "2 good"


# -- notation and errors ------------------------------------------------------------------------------

def test_notation_round_trips_and_has_no_semicolon() -> None:
    game = zapiti(players=4, senas_cazadas="a_veces")
    s = play(game.new_state(seed=12), "ver seña:beso listo listo pide:beso listo listo truco valen-6 quiero")
    text = s.notation()
    assert ";" not in text and game.from_notation(text) == s
    assert game.from_notation(text).observation(1) == s.observation(1)


@pytest.mark.parametrize("text", [
    "", "7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b", "x 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b -",
    "7 0 2 0-0 0-0 4b.3o.12c/7c.5e.6b -", "7 0 1 0-30 0-0 4b.3o.12c/7c.5e.6b -",
    "7 0 1 0-0 1-0 4b.3o.12c/7c.5e.6b -", "7 0 1 0-0 0-0 4b.3o.12c/4b.5e.6b -",
    "7 0 1 0-0 0-0 4b.3o/7c.5e.6b -", "7 0 1 0-0 0-0 4b.3o.9c/7c.5e.6b -",
    "7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver,5e", "7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver,a-casa",
    "7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver,a-casa,ver", "7 0 1 a-b 0-0 4b.3o.12c/7c.5e.6b -",
])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        zapiti().from_notation(text)


def test_malformed_actions_are_invalid_not_illegal() -> None:
    s = zapiti().new_state(seed=1)
    for text in ("9o", "truco!", "seña:silbido", "valen-7", ""):
        with pytest.raises(ValueError) as err:
            s.apply(text)
        assert not isinstance(err.value, IllegalActionError)


def test_every_illegal_action_names_a_rule_in_both_languages() -> None:
    states = [
        position("4b.7c.7o/4o.4c.4e"),
        play(position("4b.7c.7o/4o.4c.4e"), "ver"),
        play(position("4b.7c.7o/4o.4c.4e"), "ver truco"),
        play(position("4b.7c.7o/4o.4c.4e"), "sin-ver"),
        position("4b.7c.7o/4o.4c.4e", points="29-28"),
        play(position(FOUR, players=4, senas_momento="turno"), "ver seña:beso seña:guiño seña:cejas truco quiero"),
        play(position(FOUR, players=4, al_ver="mano_de_once", points="29-0"), "va"),
    ]
    for s in states:
        legal = set(s.legal_actions())
        for action in ACTIONS:
            if action in legal:
                continue
            before = s.notation()
            with pytest.raises(IllegalActionError) as err:
                s.apply(action)
            assert err.value.rule is not None and err.value.rule.game == "zapiti", action
            assert err.value.text("en") != err.value.text("es"), (action, err.value)
            assert s.notation() == before


def _refused(state: object, number: str, action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)  # type: ignore[attr-defined]
    assert err.value.rule == RuleRef("zapiti", number)
    return err.value
