"""Properties of whole partidas under random play: 32 stones, 40 cards, turn order, notation,
and views that never show a hidden card."""

from __future__ import annotations

import random

import pytest

import engine
from engine.rules.cards import DECK
from engine.rules.core import TERMINAL
from engine.rules.errors import NotationError
from engine.rules.zanga.bots import determinize
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.zanga_helpers import position

OPTION_SETS = [
    ({}, 600),
    ({"renuncio": True}, 150),
    ({"players": 6}, 150),
    ({"art20": "pagado", "art26": "forzado", "art28": "mayor", "art49": "jugar", "art16": "cada_mano",
      "art47": "dobla", "art25_sacada": "devolver", "art25_puesta": "en_lugar", "art61": "contraria",
      "art64": "despues"}, 150),
]


def check_invariants(state: ZangaState) -> None:
    assert state.ledger.total() == 32
    assert min(state.ledger) >= 0
    if state.phase in ("deal", "over"):
        assert state.ledger.fianza() == 0
        return
    cards = [c for h in state.hands for c in h] + list(state.zanga) + list(state.trick)
    cards += [c for _l, trick, _w in state.tricks for c in trick]
    assert sorted(cards) == sorted(DECK)
    assert len(state.tricks) <= state.table.hand_size
    assert sum(state.won) == len(state.tricks)
    player = state.current_player
    assert 0 <= player < state.table.players and player not in state.out


@pytest.mark.parametrize("options,count", OPTION_SETS)
def test_random_partidas_keep_stones_and_cards(options: dict, count: int) -> None:
    game = engine.load("zanga", **options)
    hands = 0
    for seed in range(count):
        rng = random.Random(seed)
        state = game.new_state(seed)
        for _ in range(20_000):
            if state.is_terminal():
                break
            check_invariants(state)
            before = state.phase
            state = state.apply_random(rng)
            hands += before != "deal" and state.phase in ("deal", "over")
        assert state.is_terminal() and state.current_player == TERMINAL
        assert state.ledger.winner() is not None
        assert sorted(state.returns()) == sorted([1.0, -1.0] * (game.table.players // 2))
    assert hands > count  # partidas last several hands


def random_states(game, seeds: range, every: int = 3):
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(seed)
        step = 0
        while not state.is_terminal() and state.hand_no <= 2:
            if step % every == 0:
                yield state
            state = state.apply_random(rng)
            step += 1


@pytest.mark.parametrize("options", [{}, {"renuncio": True}, {"players": 6}])
def test_views_do_not_depend_on_hidden_cards(options: dict) -> None:
    """Deal the cards a seat cannot see again, consistently with all it saw: its view is unchanged."""
    game = engine.load("zanga", **options)
    for state in random_states(game, range(12)):
        if state.phase in ("deal", "over"):
            continue
        for seat in range(game.table.players):
            view = state.observation(seat)
            other = determinize(view, random.Random(seat))
            assert other.observation(seat) == view


def test_views_show_only_the_own_hand() -> None:
    game = engine.load("zanga")
    state = game.new_state(5)
    for seat in range(4):
        view = state.observation(seat)
        assert view.cards == state.hands[seat]
        assert view.zanga_seen == () and view.shown == ()
        assert state.zanga and not set(state.zanga) & set(view.cards)
        text = repr(view)
        for other in range(4):
            if other != seat:
                assert repr(state.hands[other]) not in text


def test_pie_sees_the_zanga_after_going_dentro_and_nobody_else() -> None:
    state = position(mano=0)
    for word in ("paso", "paso", "paso", "dentro"):
        state = state.apply(word)
    assert state.observation(3).zanga_seen == state.zanga0
    assert all(state.observation(s).zanga_seen == () for s in (0, 1, 2))


@pytest.mark.parametrize("options", [{}, {"renuncio": True}, {"players": 6}])
def test_notation_round_trips_everywhere(options: dict) -> None:
    game = engine.load("zanga", **options)
    for state in random_states(game, range(20), every=1):
        text = state.notation()
        assert ";" not in text
        again = game.from_notation(text)
        assert again == state and again.legal_actions() == state.legal_actions()
        assert again.observation(0) == state.observation(0)


@pytest.mark.parametrize("bad", [
    "",
    "s=1 k=1 n=1 d=0 L=16,16,1,0,0",  # 33 stones
    "s=1 k=1 n=1 d=9 L=16,16,0,0,0",  # no seat 9
    "s=1 k=1 n=1 d=0 m=0 L=16,16,0,0,0 H=1o/2o Z=3o",  # too few cards
    "s=1 k=1 n=1 d=0 L=16,16,0,0,0 R=ganada.0.5",  # no such outcome
])
def test_bad_notations_are_refused(bad: str) -> None:
    with pytest.raises(NotationError):
        engine.load("zanga").from_notation(bad)


def test_notation_with_a_card_twice_is_refused() -> None:
    state = position()
    text = state.notation().replace("1o", "2o", 1)
    with pytest.raises(NotationError):
        engine.load("zanga").from_notation(text)


def test_notation_with_an_illegal_move_names_it() -> None:
    state = position(mano=0, ledger=Ledger(4, 26, 2))  # seat 0 may not pass (Art. 42)
    text = state.notation() + " M=paso"
    with pytest.raises(NotationError) as info:
        engine.load("zanga").from_notation(text)
    assert "paso" in info.value.text("es")


def test_same_seed_same_partida() -> None:
    game = engine.load("zanga")
    runs = []
    for _ in range(2):
        rng = random.Random(77)
        state = game.new_state(77)
        trail = []
        while not state.is_terminal():
            state = state.apply_random(rng)
            trail.append(state.notation())
        runs.append(trail)
    assert runs[0] == runs[1]
