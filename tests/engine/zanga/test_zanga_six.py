"""The six-player variant of the prologue (two trios, six cards each, four in the zanga) and the
parameters we chose for what the prologue leaves open (BRIEF E6, ambiguity Z20)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.errors import IllegalActionError, OptionError
from engine.zanga.settlement import Facts, Rules, settle
from engine.zanga.stones import Ledger
from engine.zanga.table import Table
from tests.engine.zanga.zanga_helpers import play, position


@pytest.fixture
def game():
    return engine.load("zanga", preset="seis")


def test_two_trios_six_cards_four_in_the_zanga(game) -> None:
    assert game.num_players == 6 and game.table.partners(0) == (2, 4)
    state = game.new_state(3)
    assert [len(h) for h in state.hands] == [6] * 6 and len(state.zanga) == 4
    assert state.ledger.total() == 32


def test_dealt_by_threes(game) -> None:
    hands, zanga = game.deal_cards(list(range(40)), dealer=5)
    assert hands[0] == (0, 1, 2, 18, 19, 20)
    assert zanga == (36, 37, 38, 39)


def test_pie_forced_after_five_passes_and_no_dentro(game) -> None:
    state = play(position(mano=0, preset="seis"), "paso paso paso paso paso")
    assert state.current_player == 5 and state.legal_actions() == ("juego", "solo")
    with pytest.raises(IllegalActionError) as info:
        state.apply("dentro")
    assert info.value.rule.rule == "21"


def test_solo_both_partners_sit_out(game) -> None:
    state = play(position(mano=0, preset="seis"), "solo triunfo:b")
    assert state.out == (2, 4)
    while len(state.tricks) < 1:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks[0][1]) == 4


def test_six_player_thresholds() -> None:
    rules = Rules(table=Table.make(6))
    assert settle(Facts(declarer=0, tricks=(4, 2)), Ledger(12, 16, 4), rules).outcome == "sacada"
    assert settle(Facts(declarer=0, tricks=(3, 3)), Ledger(12, 16, 4), rules).outcome == "puesta"
    assert settle(Facts(declarer=0, tricks=(2, 4)), Ledger(12, 16, 4), rules).outcome == "codillo"


def test_six_player_cinco_is_four_in_a_row() -> None:
    hands = {0: "1e 7o 1b 1o 12o 11o"}
    state = play(position(hands, mano=0, preset="seis"), "juego juego juego juego triunfo:o")
    for lead in ("1e", "7o"):
        state = state.apply(lead)
        while state.current_player != 0:
            state = state.apply(state.legal_actions()[0])
    state = state.apply("cinco")
    for lead in ("1b", "1o"):
        state = state.apply(lead)
        while state.current_player != 0:
            state = state.apply(state.legal_actions()[0])
    assert state.phase == "todas" and len(state.tricks) == 4


def test_six_cinco_option() -> None:
    assert engine.load("zanga", players=6, six_cinco=5).table.cinco_run == 5


def test_five_players_refused() -> None:
    with pytest.raises(OptionError):
        engine.load("zanga", players=5)


def test_random_six_player_partidas_end(game) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_terminal():
            state = state.apply_random(rng)
        assert state.ledger.winner() is not None
