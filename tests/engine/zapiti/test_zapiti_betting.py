"""Rules 8–13: the truco ladder, replies and refusals, truco sin ver, al ver, a casa, the score."""

from __future__ import annotations

import pytest

from engine.rules.errors import IllegalActionError, RuleRef
from engine.rules.zapiti.betting import CALLS, LADDER
from tests.engine.zapiti.zapiti_helpers import play, position, zapiti

STRONG = "4b.7c.7o/4o.4c.4e"  # seat 0 (mano) wins rounds 1 and 2
WIN = "4b 4o 7c 4c"


def refused_with(state: object, number: str, *moves: str) -> IllegalActionError:
    for move in moves:
        with pytest.raises(IllegalActionError) as err:
            state.apply(move)  # type: ignore[attr-defined]
        assert err.value.rule == RuleRef("zapiti", number), (move, err.value)
        assert err.value.text("en") != err.value.text("es"), "the message has no English"
    return err.value


def climb(level: int) -> list[str]:
    """Calls up to ``level``, each one raising the last (seat 0 calls truco)."""
    return list(CALLS[1 : level + 1])


# -- rules 8 and 9: every rung, accepted and refused ------------------------------------------------------

@pytest.mark.parametrize("level", range(1, 7), ids=CALLS[1:])
def test_rule9_quiero_makes_the_hand_worth_the_rung(level: int) -> None:
    s = play(position(STRONG), ["ver", *climb(level), "quiero"])
    assert s.value == LADDER[level] and s.hand_no == 0
    s = play(s, WIN)
    assert s.points == (min(30, LADDER[level]), 0)
    assert s.is_terminal() == (level == 6), "ahorrisi accepted decides the grande (Q7)"


@pytest.mark.parametrize("level, paid", [(1, 1), (2, 3), (3, 6), (4, 9), (5, 12), (6, 15)], ids=CALLS[1:])
def test_rule9_no_quiero_pays_the_last_accepted_value(level: int, paid: int) -> None:
    s = play(position(STRONG), ["ver", *climb(level), "no-quiero"])
    caller = (level - 1) % 2  # seat 0 called truco, seat 1 valen 6, …
    expected = [0, 0]
    expected[caller] = paid
    assert s.points == tuple(expected) and s.hand_no == 1


def test_worked_sequence_1_truco_valen_6_no_quiero() -> None:
    s = play(position(STRONG), "ver truco valen-6 no-quiero")
    assert s.points == (0, 3)


def test_q7_ahorrisi_refused_wins_only_if_it_reaches_30() -> None:
    s = play(position(STRONG, points="0-10"), ["ver", *climb(6), "no-quiero"])
    assert s.points == (0, 25) and not s.is_terminal()  # seat 1 called ahorrisi
    s = play(position(STRONG, points="0-15"), ["ver", *climb(6), "no-quiero"])
    assert s.points == (0, 30) and s.is_terminal() and s.returns() == (-1.0, 1.0)


def test_rule9_ahorrisi_refused_finaliza_la_partida_word_for_word() -> None:
    """The source: «Si canto "Ahorrisi" y no quieren → me llevo 15 chinos (finaliza la partida)».
    Option ahorrisi_no_quiero="partida" reads it word for word: the caller scores 15 and the grande
    is his, at any score; going a casa with the ahorrisi pending is refusing it (rule 13)."""
    for refusal in ("no-quiero", "a-casa"):
        s = play(position(STRONG, points="0-10", ahorrisi_no_quiero="partida"), ["ver", *climb(6), refusal])
        assert s.points == (0, 30) and s.is_terminal() and s.returns() == (-1.0, 1.0), refusal
    match = zapiti(grandes=2, ahorrisi_no_quiero="partida").from_notation(f"7 0 1 12-3 0-0 {STRONG} -")
    two = play(match, ["ver", *climb(6), "no-quiero"])
    assert two.grandes == (0, 1) and two.points == (0, 0) and not two.is_terminal()  # a new grande
    # Only the ahorrisi: a refused valen 15 still pays 12 and the game goes on.
    s = play(position(STRONG, points="0-10", ahorrisi_no_quiero="partida"), ["ver", *climb(5), "no-quiero"])
    assert s.points == (12, 10) and not s.is_terminal()
    option = zapiti().OPTIONS.get("ahorrisi_no_quiero")
    assert option.default == "quince" and option.rule is not None and option.rule.rule == "9"


def test_rule8_a_call_is_made_on_ones_turn_before_playing() -> None:
    s = play(position(STRONG), "ver")
    assert "truco" in s.legal_actions() and s.current_player == 0
    s = play(s, "truco")
    assert s.current_player == 1 and s.legal_actions() == ("quiero", "no-quiero", "valen-6", "a-casa")
    refused_with(s, "9", "4o")
    refused_with(s, "9", "valen-9")
    s = play(s, "quiero")
    assert s.current_player == 0, "the caller plays his card after the answer"


def test_rule8_only_the_side_that_accepted_may_raise_later() -> None:
    s = play(position("3o.5o.6o/3c.5c.6c"), "ver truco quiero")
    assert "valen-6" not in s.legal_actions()
    refused_with(s, "8", "valen-6", "truco")
    s = play(s, "6o")
    assert "valen-6" in s.legal_actions(), "seat 1 accepted, so seat 1 may raise on its turn"
    s = play(s, "valen-6 quiero")
    assert s.value == 6 and s.current_player == 1 and "valen-9" not in s.legal_actions()
    s = play(s, "3c 5c")  # seat 1 won round 1 and leads round 2
    assert s.current_player == 0 and "valen-9" in s.legal_actions()


def test_rule9_raising_accepts_the_pending_call() -> None:
    s = play(position(STRONG), "ver truco valen-6")
    assert s.level == 1 and s.value == 3 and s.pending == 2
    assert s.current_player == 0


def test_ahorrisi_is_the_top_of_the_ladder() -> None:
    s = play(position(STRONG), ["ver", *climb(6)])
    assert s.legal_actions() == ("quiero", "no-quiero", "a-casa")
    s = play(s, "quiero")
    refused_with(s, "8", "ahorrisi", "truco")


def test_option_single_negotiation() -> None:
    s = play(position("3o.5o.6o/3c.5c.6c", subidas="una_vez"), "ver truco valen-6 quiero 6o")
    assert not any(a in s.legal_actions() for a in CALLS[1:])
    err = refused_with(s, "8", "valen-9")
    assert "ya no se puede volver a cantar" in str(err)


# -- rule 10: truco sin ver ---------------------------------------------------------------------------

def test_rule10_mano_decides_before_looking() -> None:
    s = position(STRONG)
    assert s.current_player == 0 and s.legal_actions() == ("ver", "sin-ver")
    assert s.observation(0).cards is None, "mano has not looked at his cards"
    assert s.observation(1).cards is not None
    assert play(s, "ver").observation(0).cards is not None


def test_rule10_no_va_pays_2_and_the_hand_is_void() -> None:
    s = play(position(STRONG), "sin-ver")
    assert s.current_player == 1 and s.legal_actions() == ("va", "no-va")
    refused_with(s, "10", "quiero", "4o")
    s = play(s, "no-va")
    assert s.points == (2, 0) and s.hand_no == 1


def test_rule10_va_makes_the_hand_worth_3_and_the_caller_looks() -> None:
    s = play(position(STRONG), "sin-ver va")
    assert s.value == 3 and s.current_player == 0
    assert s.observation(0).cards is not None
    assert "valen-6" not in s.legal_actions(), "the side that said va holds the next raise"
    s = play(s, "4b")
    assert "valen-6" in s.legal_actions()
    s = play(s, "4o 7c 4c")
    assert s.points == (3, 0)


def test_rule10_only_before_looking() -> None:
    s = play(position(STRONG), "ver")
    refused_with(s, "10", "sin-ver", "ver", "va")


def test_q9_options_who_may_call_sin_ver() -> None:
    hands = "3o.4o.5o/5c.6c.4c/3b.6b.5b/2c.4e.6e"
    s = position(hands, players=4, senas_momento="turno")
    assert s.current_player == 0
    assert play(s, "ver").phase_name == "juego", "only mano by default"
    s = play(position(hands, players=4, sin_ver="pareja", senas_momento="turno"), "ver")
    assert s.current_player == 2 and s.legal_actions() == ("ver", "sin-ver")
    assert s.observation(2).cards is None and s.observation(0).cards is not None
    s = play(s, "sin-ver")
    assert s.current_player == 3, "the next opponent answers"
    s = play(position(hands, players=4, sin_ver="no_repartidor", senas_momento="turno"), "ver ver")
    assert s.current_player == 2
    s = position(hands, players=4, sin_ver="no", senas_momento="turno")
    assert s.phase_name == "juego"
    refused_with(s, "10", "sin-ver")


def test_worked_sequence_2_sin_ver_no_va() -> None:
    assert play(position(STRONG), "sin-ver no-va").points == (2, 0)


# -- rule 11: al ver ------------------------------------------------------------------------------------

def test_worked_sequence_3_al_ver_refused() -> None:
    s = position(STRONG, points="29-20")
    assert s.phase_name == "al_ver" and s.current_player == 0
    assert s.legal_actions() == ("va", "no-va")
    assert s.observation(0).cards is not None, "the side at 29 looks at its cards"
    refused_with(s, "11", "4b", "truco", "sin-ver")
    s = play(s, "no-va")
    assert s.points == (29, 23) and s.hand_no == 1


def test_rule11_al_ver_played_is_a_normal_hand() -> None:
    s = play(position(STRONG, points="29-20"), "va")
    assert s.value == 1 and "truco" in s.legal_actions()
    s = play(s, WIN)
    assert s.is_terminal() and s.points == (30, 20)


def test_rule11_the_other_sides_first_player_decides() -> None:
    s = position(STRONG, points="12-29")
    assert s.current_player == 1 and s.legal_actions() == ("va", "no-va")
    s = position("3o.4o.5o/5c.6c.4c/3b.6b.5b/2c.4e.6e", points="12-29", players=4)
    assert s.current_player == 1


@pytest.mark.parametrize("rival", [27, 28])
def test_q4_with_rivals_at_27_or_more_the_29_side_must_play(rival: int) -> None:
    s = position(STRONG, points=f"29-{rival}")
    assert s.legal_actions() == ("va",)
    err = refused_with(s, "11", "no-va")
    assert "27" in err.text("en")
    s = position(STRONG, points=f"29-{rival}", al_ver_27="sin_efecto")
    s = play(s, "no-va")
    assert s.is_terminal() and s.points == (29, 30)


def test_rule11_at_26_refusing_is_allowed() -> None:
    assert position(STRONG, points="29-26").legal_actions() == ("va", "no-va")


def test_worked_sequence_5_both_at_29_play_a_normal_hand() -> None:
    s = position(STRONG, points="29-29")
    assert s.phase_name == "sin_ver"
    s = play(s, ["ver", *WIN.split()])
    assert s.is_terminal() and s.points == (30, 29) and s.returns() == (1.0, -1.0)


@pytest.mark.parametrize("variant, refusal, worth", [("fuente", 3, 1), ("app", 2, 3), ("mano_de_once", 1, 3)])
def test_q5_al_ver_variants(variant: str, refusal: int, worth: int) -> None:
    s = play(position(STRONG, points="29-10", al_ver=variant), "no-va")
    assert s.points == (29, 10 + refusal)
    s = play(position(STRONG, points="29-10", al_ver=variant), "va")
    assert s.value == worth
    if variant == "mano_de_once":
        refused_with(s, "11", "truco", "valen-6")
        assert play(s, "4b").legal_actions() == ("4o", "4c", "4e", "a-casa")


# -- rule 12: the score and the grandes ---------------------------------------------------------------

def test_rule12_scores_stop_at_30_and_the_grande_ends_the_game() -> None:
    s = play(position(STRONG, points="28-3"), ["ver", "truco", "quiero", *WIN.split()])
    assert s.is_terminal() and s.points == (30, 3) and s.scores() == (30, 3)
    assert s.winner() == 0 and s.returns() == (1.0, -1.0)
    with pytest.raises(IllegalActionError):
        s.apply("4b")


def test_rule12_three_grandes_in_a_tournament() -> None:
    s = play(position(STRONG, points="28-3", preset="torneo"), ["ver", "truco", "quiero", *WIN.split()])
    assert not s.is_terminal()
    assert s.points == (0, 0) and s.grandes == (1, 0) and s.hand_no == 1
    s = play(position(STRONG, points="28-3", grandes="2-1", preset="torneo"), ["ver", *WIN.split()])
    assert s.points == (29, 3), "28 + 1"
    s = position(STRONG, points="28-3", grandes="2-1", preset="torneo")
    s = play(s, ["ver", "truco", "quiero", *WIN.split()])
    assert s.is_terminal() and s.grandes == (3, 1)


def test_q12_option_nobody_passes_29_without_al_ver() -> None:
    s = play(position(STRONG, points="20-0", tope_29=True),
             ["ver", "truco", "valen-6", "valen-9", "quiero", *WIN.split()])
    assert s.points == (29, 0) and not s.is_terminal()
    s = play(position(STRONG, points="29-0", tope_29=True), ["va", *WIN.split()])
    assert s.is_terminal()


# -- rule 13: a casa -----------------------------------------------------------------------------------

def test_rule13_a_casa_gives_the_rivals_the_accepted_value() -> None:
    s = play(position(STRONG), "ver a-casa")
    assert s.points == (0, 1)
    s = play(position(STRONG), "ver truco quiero 4b a-casa")
    assert s.points == (3, 0)


def test_rule13_a_casa_with_a_call_pending_counts_as_no_quiero() -> None:
    s = play(position(STRONG), "ver truco valen-6 a-casa")
    assert s.points == (0, 3)
    assert play(position(STRONG), "ver truco valen-6 no-quiero").points == s.points


def test_rule13_not_before_the_hand_is_on() -> None:
    refused_with(position(STRONG), "10", "a-casa")
    refused_with(position(STRONG, points="29-0"), "11", "a-casa")
