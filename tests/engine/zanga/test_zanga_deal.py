"""Titles II and III: stones (Arts. 9–11), players and cards (Arts. 2–3), the deal and the mano
(Arts. 12–17, ambiguity Z1)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.rules.cards import DECK, Card
from engine.rules.core import TERMINAL
from engine.rules.zanga import rules
from engine.rules.zanga.game import OPENERS
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import play, position


@pytest.fixture
def game():
    return engine.load("zanga")


def test_art02_four_players_partners_opposite(game) -> None:
    assert game.num_players == 4
    assert game.table.partners(0) == (2,) and game.table.partners(1) == (3,)
    state = game.new_state(seed=1)
    # stones belong to the pair: partners always show the same score
    assert state.scores()[0] == state.scores()[2] and state.scores()[1] == state.scores()[3]


@pytest.mark.parametrize("seed", range(5))
def test_art03_eight_cards_each_and_eight_in_the_zanga(game, seed: int) -> None:
    state = game.new_state(seed)
    assert [len(h) for h in state.hands] == [8, 8, 8, 8]
    assert len(state.zanga) == 8
    assert sorted(c for h in state.hands for c in h) == sorted(set(DECK) - set(state.zanga))


def test_art09_a_stone_is_a_counter(game) -> None:
    state = game.new_state(seed=2)
    assert all(isinstance(n, int) and n >= 0 for n in state.ledger)


def test_art10_thirty_two_stones_sixteen_per_pair(game) -> None:
    assert Ledger.start() == Ledger(16, 16, 0)
    state = game.new_state(seed=2)
    assert state.ledger.total() == 32
    # the pair's stones are shared: the mano's stake comes out of his pair's holding
    assert state.scores() == tuple(state.ledger[seat % 2] for seat in range(4))


def test_art11_partida_ends_when_one_pair_holds_all(game) -> None:
    # Side B has nothing left and side A wins the pot: A holds all 32 and the partida is over.
    state = position({0: "1e 7o 1b 1o 12o 11o 10o 2o"}, mano=0, ledger=Ledger(28, 0, 4))
    state = play(state, "juego juego juego triunfo:o")
    while state.phase == "play":
        state = state.apply(state.legal_actions()[0])
    assert state.phase == "over" and state.current_player == TERMINAL and state.is_terminal()
    assert state.ledger == Ledger(32, 0, 0)
    assert state.returns() == (1.0, -1.0, 1.0, -1.0)
    assert state.legal_actions() == ()


def test_art12_first_dealer_drawn_from_the_seed(game) -> None:
    dealers = {game.new_state(seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert game.new_state(11).dealer == game.new_state(11).dealer


def test_art13_dealt_by_fours_from_the_dealers_right(game) -> None:
    order = list(DECK)
    hands, zanga = game.deal_cards(order, dealer=3)
    assert hands[0] == cards_at(0, 1, 2, 3, 16, 17, 18, 19)  # seat 0 is the dealer's right
    assert hands[1] == cards_at(4, 5, 6, 7, 20, 21, 22, 23)
    assert hands[3] == cards_at(12, 13, 14, 15, 28, 29, 30, 31)
    assert zanga == cards_at(*range(32, 40))  # counted out last


def cards_at(*places: int) -> tuple[Card, ...]:
    """The cards at these places of the deck."""
    return tuple(DECK[i] for i in places)


def test_art14_zanga_stays_apart_from_the_tricks(game) -> None:
    state = game.new_state(seed=5)
    zanga = state.zanga
    while state.phase not in ("deal", "over"):
        state = state.apply(state.legal_actions()[0])
        if state.phase == "play":
            assert state.zanga == zanga or state.auction.dentro == "zanga"
            played = {c for t in state.tricks for c in t[1]}
            assert not played & set(state.zanga)


def test_art15_no_cards_seen_between_hands(game) -> None:
    state = game.new_state(seed=6)
    while state.phase != "deal":
        state = state.apply(state.legal_actions()[0])
    view = state.observation(0)
    assert view.cards == () and view.dealt == () and view.moves == ()
    assert state.legal_actions() == ("repartir",) and state.current_player == state.dealer


def test_art16_seven_of_espadas_opens(game) -> None:
    for seed in range(30):
        state = game.new_state(seed)
        opener = next(c for c in OPENERS if c not in state.zanga)
        assert opener in state.hands[state.mano]
        assert state.current_player == state.mano


def test_art16_next_lower_espada_when_the_seven_is_in_the_zanga(game) -> None:
    state = game.new_state(4)  # the 7 of espadas lies in this partida's first zanga
    assert rules.card("7e") in state.zanga
    six_or_lower = next(c for c in OPENERS[1:] if c not in state.zanga)
    assert six_or_lower in state.hands[state.mano]


def test_art16_redeal_when_all_five_are_in_the_zanga(game) -> None:
    hands, zanga = game.deal_cards(game.shuffle(7281, 0), game.new_state(7281).dealer)
    assert all(c in zanga for c in OPENERS)  # the first deal of seed 7281
    assert game.opening_mano(hands) is None
    state = game.new_state(7281)
    assert state.deals == 2 and game.opening_mano(state.hands) == state.mano


def test_art17_mano_moves_to_the_right_each_hand(game) -> None:
    # Z1: the mano of each hand deals the next, and the player to his right is the new mano.
    rng = random.Random(3)
    state = game.new_state(seed=8)
    manos = [state.mano]
    while len(manos) < 6 and not state.is_terminal():
        if state.phase == "deal":
            dealer = state.current_player
            assert dealer == manos[-1]
            state = state.apply("repartir")
            assert state.dealer == dealer and state.mano == (dealer + 1) % 4
            assert state.pie == dealer  # glossary: the pie is the dealer
            manos.append(state.mano)
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    assert manos[1:] == [(manos[0] + i) % 4 for i in range(1, len(manos))]


def test_art16_option_seven_of_espadas_every_hand() -> None:
    game = engine.load("zanga", art16="cada_mano")
    rng = random.Random(4)
    state = game.new_state(seed=9)
    hands_seen = 0
    while hands_seen < 5 and not state.is_terminal():
        if state.phase == "deal":
            state = state.apply("repartir")
            hands_seen += 1
            opener = next(c for c in OPENERS if c not in state.zanga)
            assert opener in state.hands[state.mano]
        else:
            state = state.apply(rng.choice(state.legal_actions()))


def test_deal_is_reproducible_from_the_seed(game) -> None:
    assert game.new_state(42).notation() == game.new_state(42).notation()
    assert game.new_state(42).notation() != game.new_state(43).notation()
