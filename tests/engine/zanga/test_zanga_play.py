"""Trick play and the calls: Arts. 27–28 in the engine, 36–37 and 39 (etiquette the engine ignores
or makes moot), cinco and todas (Arts. 48–50, 52–53, 59–60; ambiguities Z10, Z11)."""

from __future__ import annotations

import pytest

from engine.rules.errors import IllegalActionError, InvalidActionError
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import TOP_OROS, play, position

SCENE = {
    0: "1e 5o 12c 3c 4c 5c 2e 3e",
    1: "1b 12b 11b 10b 7b 6b 5b 4b",
    2: "7o 3o 4o 11c 10c 6c 7c 4e",
    3: "1o 2o 12o 11o 1c 2c 5e 6e",
}
SCENE_ZANGA = "6o 10o 7e 10e 11e 12e 2b 3b"


def scene(**options):
    return play(position(SCENE, SCENE_ZANGA, mano=0, **options), "juego juego juego triunfo:o")


def others(state, seat: int = 0):
    """Everyone but ``seat`` plays his first legal card until ``seat`` is to act or the hand ends."""
    while state.phase == "play" and state.current_player != seat:
        state = state.apply(state.legal_actions()[0])
    return state


def test_art27_must_follow_suit() -> None:
    state = scene().apply("12c")
    assert state.current_player == 1
    assert len(state.legal_actions()) == 8  # no copas: anything, no duty to trump (Z16)
    state = state.apply("12b")
    assert state.legal_actions() == ("6c", "7c", "10c", "11c")
    with pytest.raises(IllegalActionError) as info:
        state.apply("3o")
    err = info.value
    assert err.rule.rule == "27" and err.rule.kind == "art"
    assert err.text("es") == "Art. 27: debes servir al palo de copas"
    assert err.text("en") == "Art. 27: you must follow suit: cups"


def test_art28_must_play_trump_on_a_trump_lead() -> None:
    state = scene().apply("5o")
    assert len(state.legal_actions()) == 8  # seat 1's only trump is the bastillo: privileged
    state = state.apply("4b")
    assert state.legal_actions() == ("3o", "4o", "7o")
    with pytest.raises(IllegalActionError) as info:
        state.apply("11c")
    assert info.value.rule.rule == "28"
    assert info.value.text("en").startswith("Art. 28: trumps were led")


def test_art28_higher_matador_led_forces_the_lone_matador() -> None:
    state = scene().apply("1e")
    assert state.legal_actions() == ("1b",)


def test_art28_option_highest_matador_played() -> None:
    # Z15: with art28="mayor" the espadilla played *after* an ordinary lead forces the bastillo.
    hands = {0: "5o 12c 3c 4c 5c 2e 3e 4e", 1: "1e 12b 11b 10b 7b 6b 5b 4b", 2: "1b 7c 10c 11c 6c 2b 3b 5e"}
    base = play(position(hands, mano=0), "juego juego juego triunfo:o 5o 1e")
    assert len(base.legal_actions()) == 8
    strict = play(position(hands, mano=0, art28="mayor"), "juego juego juego triunfo:o 5o 1e")
    assert strict.legal_actions() == ("1b",)


def test_trick_winner_leads_the_next_trick() -> None:
    state = play(scene(), "12c 12b 11c 1c")  # seat 3 follows copas with the ace (below the king)
    assert state.tricks[0][2] == 0 and state.current_player == 0
    state = play(state, "2e 4b 4e 5e")  # espadas: seat 3's 5 wins
    assert state.tricks[1][2] == 3 and state.current_player == 3 and state.won == (1, 1)


def test_art36_singleton_is_the_only_legal_card() -> None:
    # The etiquette of playing a singleton at once needs no clock: the engine offers only that card.
    state = scene().apply("2e").apply("12b")
    assert state.legal_actions() == ("4e",)


def test_art37_matadores_are_not_revealed_before_the_end() -> None:
    state = scene()
    view = state.observation(1)
    assert not hasattr(view, "estuche") and view.shown == ()
    assert state.estuche == -1  # nobody holds all three here; seat 0 has one, seat 2 and 1 the others


def test_art39_silence_only_game_words_are_actions() -> None:
    state = scene()
    for chatter in ("tengo el estuche", "ojo", "seña"):
        assert not state.is_action(chatter)
        with pytest.raises(InvalidActionError):
            state.apply(chatter)


# -- cinco and todas ---------------------------------------------------------------------------------


def top_oros(**options):
    return play(position({0: TOP_OROS}, mano=0, **options), "juego juego juego triunfo:o")


def lead(state, card: str):
    return others(state.apply(card))


def first_five(state, call: bool = True):
    state = lead(lead(state, "1e"), "7o")
    assert ("cinco" in state.legal_actions()) is True
    if call:
        state = state.apply("cinco")
    for card in ("1b", "1o", "12o"):
        state = lead(state, card)
    return state


def test_art48_cinco_called_by_the_winner_of_trick_two() -> None:
    state = lead(lead(top_oros(), "1e"), "7o")
    assert state.current_player == 0 and "cinco" in state.legal_actions()
    state = state.apply("cinco")
    assert state.cinco == 0 and "cinco" not in state.legal_actions()


def test_art48_cinco_not_after_trick_three_is_led() -> None:
    state = lead(lead(top_oros(), "1e"), "7o").apply("1b")
    with pytest.raises(IllegalActionError) as info:
        state.apply("cinco")
    assert info.value.rule.rule == "48"
    state = lead(lead(lead(top_oros(), "1e"), "7o"), "1b")  # trick 3 done without the call
    assert "cinco" not in state.legal_actions()


def test_art48_cinco_needs_both_first_tricks() -> None:
    state = lead(top_oros(), "1e")
    assert "cinco" not in state.legal_actions()  # only one trick played


def test_art49_todas_decided_by_the_winner_of_trick_five() -> None:
    state = first_five(top_oros())
    assert state.phase == "todas" and state.current_player == 0
    assert state.legal_actions() == ("todas", "planto")
    with pytest.raises(IllegalActionError) as info:
        state.apply("11o")
    assert info.value.rule.rule == "49"


def test_art53_todas_after_cinco_with_estuche_pays_six() -> None:
    state = first_five(top_oros()).apply("todas")
    for card in ("11o", "10o", "2o"):
        state = lead(state, card)
    assert state.phase == "deal"
    concepts = {c: n for c, _s, _d, n in state.result.items}
    assert concepts == {"pot": 4, "estuche": 2, "cinco": 2, "todas": 2}
    assert state.ledger == Ledger(22, 10, 0)


def test_art52_cinco_and_estuche_pay_four_when_he_stops() -> None:
    state = first_five(top_oros()).apply("planto")  # Z11: the hand ends after trick 5
    assert state.phase == "deal" and state.result.outcome == "sacada"
    assert state.ledger == Ledger(20, 12, 0)


def test_z11_eight_tricks_without_cinco_pay_no_todas() -> None:
    state = first_five(top_oros(), call=False)
    assert state.phase == "play"  # no cinco: no decision after trick 5
    for card in ("11o", "10o", "2o"):
        state = lead(state, card)
    assert {c for c, *_ in state.result.items} == {"pot", "estuche"}


def test_art49_option_play_on_after_cinco() -> None:
    state = first_five(top_oros(art49="jugar"))
    assert state.phase == "play" and "todas" in state.legal_actions()
    state = lead(state, "11o")  # he leads without calling todas
    for card in ("10o", "2o"):
        state = lead(state, card)
    assert {c for c, *_ in state.result.items} == {"pot", "estuche", "cinco"}


def test_art59_failed_cinco_pays_two() -> None:
    state = play(position({0: "1e 7o 3c 4c 5c 6c 7c 2e"}, mano=0), "juego juego juego triunfo:o")
    state = lead(lead(state, "1e"), "7o").apply("cinco")
    state = others(lead(state, "3c"), seat=-1)
    assert state.phase == "deal"
    assert ("cinco", 0, 1, 2) in state.result.items


def test_art60_todas_failed_forfeits_the_cinco() -> None:
    state = play(position({0: "1e 7o 1b 1o 12o 3c 4c 5c"}, mano=0), "juego juego juego triunfo:o")
    state = lead(lead(state, "1e"), "7o").apply("cinco")
    for card in ("1b", "1o", "12o"):
        state = lead(state, card)
    state = others(state.apply("todas").apply("3c"), seat=-1)
    assert state.phase == "deal" and state.result.outcome == "sacada"
    concepts = {c for c, *_ in state.result.items}
    assert concepts == {"pot", "estuche"}  # BRIEF E5 example 5: pot and estuche only


def test_art50_cinco_called_against_the_declarer() -> None:
    state = play(position({1: TOP_OROS}, mano=0), "juego juego juego triunfo:o")
    state = state.apply(state.legal_actions()[0])  # the mano leads
    state = others(state.apply("1o"), seat=1)  # the punto wins
    assert state.tricks[0][2] == 1
    state = others(lead(state, "2o"), seat=1)
    assert "cinco" in state.legal_actions()
    state = state.apply("cinco")
    for card in ("1e", "7o", "1b"):
        state = others(state.apply(card), seat=1)
    assert state.phase == "todas" and state.current_player == 1
    state = state.apply("planto")
    result = state.result
    assert result.outcome == "codillo" and result.declarer == 0
    # O takes the pot, A refills it, A pays the cinco and the estuche of B's cinco (Art. 52), though not
    # all 8 tricks were played (which Art. 61 asks for the estuche of a mere codillo)
    assert ("cinco", 0, 1, 2) in result.items and ("estuche", 0, 1, 2) in result.items
    assert state.ledger == Ledger(4, 24, 4)
