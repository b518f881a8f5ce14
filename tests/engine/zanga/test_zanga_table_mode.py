"""Table mode (``renuncio=True``): revokes and their claims, Arts. 29–35 and 38 (ambiguity Z19)."""

from __future__ import annotations

import pytest

from engine.errors import IllegalActionError
from engine.zanga.settlement import Facts, Rules, settle
from engine.zanga.stones import Ledger
from tests.engine.zanga.test_zanga_play import SCENE, SCENE_ZANGA
from tests.engine.zanga.zanga_helpers import play, position


def table(ledger: Ledger | None = None):
    return play(position(SCENE, SCENE_ZANGA, mano=0, ledger=ledger, renuncio=True), "juego juego juego triunfo:o")


def test_default_engine_refuses_revokes_and_claims() -> None:
    state = play(position(SCENE, SCENE_ZANGA, mano=0), "juego juego juego triunfo:o 12c 12b")
    with pytest.raises(IllegalActionError) as info:
        state.apply("3o")
    assert info.value.rule.rule == "27"
    with pytest.raises(IllegalActionError) as info:
        state.apply("renuncio")
    assert info.value.rule.rule == "29"


def test_art29_renuncio_by_the_declaring_pair_is_codillo() -> None:
    state = play(table(), "12c 12b 3o")  # seat 2 holds copas and trumps instead: a renuncio
    assert state.renuncios == ((2, 0, False),)
    assert "renuncio" in state.legal_actions()  # seat 3, of the other pair, may claim it
    state = state.apply("renuncio")
    assert state.phase == "deal"
    assert state.result.outcome == "codillo" and state.ledger == Ledger(8, 20, 4)


def test_art29_renuncio_by_the_defenders_loses_them_the_stones_in_play() -> None:
    state = play(table(), "1e 4b")  # seat 1 withholds the bastillo the espadilla forces
    state = state.apply("renuncio")  # seat 2 claims
    assert state.result.outcome == "sacada" and state.result.declarer == 0
    assert state.ledger.pot == 0


def test_art30_renuncio_with_a_matador_costs_two_more() -> None:
    state = play(table(), "1e 4b renuncio")
    assert ("renuncio", 1, 0, 2) in state.result.items
    assert state.ledger == Ledger(18, 14, 0)


def test_art31_pair_with_its_tricks_collects_two_per_renuncio() -> None:
    facts = Facts(declarer=0, tricks=(5, 2), played=7, offender=1, renuncios=2)
    result = settle(facts, Ledger(12, 16, 4), Rules())
    assert [c for c, *_ in result.items] == ["pot", "art31", "art31"]


def test_art32_unproven_claim_costs_two_and_shows_the_cards() -> None:
    state = play(table(), "12c 12b 11c 1c 5o 4b 3o 2o")  # seat 1's 4b on trumps was legal (bastillo)
    state = state.apply(state.legal_actions()[0])  # seat 3 leads trick 3
    assert state.current_player == 0 and "renuncio" in state.legal_actions()
    state = state.apply("renuncio")
    assert state.phase == "play" and state.ledger == Ledger(10, 18, 4) and state.shown
    assert state.current_player == 0 and "renuncio" not in state.legal_actions()


def test_art33_claimer_without_stones_collects_nothing_for_the_renuncio() -> None:
    state = play(table(Ledger(4, 26, 2)), "1e 4b renuncio")
    assert not any(c == "renuncio" for c, *_ in state.result.items)
    assert state.ledger == Ledger(6, 26, 0)  # the stones in play still go to A (Art. 29)


def test_art34_a_played_card_stays_played() -> None:
    state = play(table(), "12c 12b 3o")
    assert not state.is_action("deshacer")
    assert state.trick[-1] == state.observation(0).trick[-1]
    assert len(state.hands[2]) == 7


def test_art35_completed_tricks_are_reviewed_on_a_claim() -> None:
    state = play(table(), "12c 12b 3o 1c")  # trick 1 complete, won by the renuncio itself
    assert state.tricks[0][2] == 2
    state = state.apply("6c")  # seat 2 leads trick 2; seat 3 is next
    view = state.observation(3)
    assert not hasattr(view, "renuncios")  # nobody is told a renuncio happened
    assert "renuncio" in state.legal_actions()  # seat 3's turn: a renuncio is possible
    state = state.apply("renuncio")
    assert state.result.outcome == "codillo"


def test_art38_hands_shown_after_a_claim() -> None:
    state = play(table(), "12c 12b 11c 1c 5o 4b 3o 2o")
    state = state.apply(state.legal_actions()[0]).apply("renuncio")
    view = state.observation(1)
    assert view.shown == state.hands


def test_review_after_the_last_trick() -> None:
    state = play(table(), "1e 4b")  # a renuncio nobody claims during play
    while state.phase == "play":
        actions = [a for a in state.legal_actions() if a != "renuncio"]
        state = state.apply(actions[0])
    assert state.phase == "review"
    assert state.current_player % 2 == 0 and state.legal_actions() == ("renuncio", "conforme")
    claimed = state.apply("renuncio")
    assert any(c == "renuncio" for c, *_ in claimed.result.items)
    passed = state
    while passed.phase == "review":
        passed = passed.apply("conforme")
    assert passed.phase in ("deal", "over")
    assert not any(c == "renuncio" for c, *_ in passed.result.items)
