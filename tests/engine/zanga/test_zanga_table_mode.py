"""Table mode (``renuncio=True``): revokes and their claims, Arts. 29–35 and 38 (ambiguity Z19)."""

from __future__ import annotations

import pytest

import engine
from engine.rules.cards import deck_order
from engine.rules.errors import IllegalActionError
from engine.rules.zanga.settlement import Facts, Rules, settle
from engine.rules.zanga.stones import Ledger
from tests.engine.zanga.test_zanga_play import SCENE, SCENE_ZANGA
from tests.engine.zanga.zanga_helpers import TOP_OROS, cards, play, position


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


# -- Art. 30: four in all when the injured side could have made every trick ------------------------------

#: Seat 0 holds eight oros trumps from the espadilla down; seat 1's only trump is the bastillo, which the
#: espadilla forces (Art. 28). The other oros lie in the zanga: with oros, A can take all eight tricks.
SWEEP = {
    0: "1e 7o 1o 12o 11o 10o 2o 3o",
    1: "1b 12b 11b 10b 7b 6b 5b 4b",
    2: "1c 2c 3c 4c 5c 6c 7c 10c",
    3: "11c 12c 2e 3e 4e 5e 6e 7e",
}
SWEEP_ZANGA = "4o 5o 6o 10e 11e 12e 2b 3b"


def sweep_table(ledger: Ledger | None = None, trump: str = "o"):
    state = position(SWEEP, SWEEP_ZANGA, mano=0, ledger=ledger, renuncio=True)
    return play(state, f"juego juego juego triunfo:{trump}")


def test_art30_injured_side_that_could_take_every_trick_collects_four_in_all() -> None:
    state = play(sweep_table(), "1e 12b")  # seat 1 withholds the bastillo the espadilla forces
    assert state.renuncios == ((1, 0, True),)
    assert state.could_take_all(0) and not state.could_take_all(1)
    state = state.apply("renuncio")  # seat 2 claims
    items = state.result.items
    assert ("renuncio", 1, 0, 2) in items and ("art30", 1, 0, 2) in items
    assert state.ledger == Ledger(20, 12, 0)  # the pot (4, Art. 29) and 2 + 2 (Art. 30)
    assert next(i for i in items if i.concept == "art30").articles == ("30",)


def test_art30_no_more_than_two_when_the_cards_could_not_take_every_trick() -> None:
    state = play(table(), "1e 4b")  # SCENE: B holds four oros trumps, A cannot take them all
    assert not state.could_take_all(0)
    state = state.apply("renuncio")
    assert not any(c == "art30" for c, *_ in state.result.items)
    assert ("renuncio", 1, 0, 2) in state.result.items


def test_art30_the_cards_are_judged_as_play_began() -> None:
    """Later in the hand the injured side's cards are what it held at the first lead, whatever it
    has played since (and whatever the revoke cost it)."""
    state = play(sweep_table(), "12o 12b 1c 11c")  # trick 1, all legal (the bastillo is not forced)
    state = play(state, "1e 1b 2c 12c")  # trick 2: the espadilla draws the bastillo
    state = play(state, "11o 4b")  # seat 1 is void in oros: no renuncio yet
    assert state.renuncios == ()
    assert state.hands_at_play()[0] == deck_order(cards(SWEEP[0]))
    assert state.could_take_all(0)


def test_art30_only_for_a_renuncio_with_a_matador() -> None:
    facts = Facts(declarer=0, tricks=(1, 0), played=1, offender=1, renuncios=1, matador_renuncios=0, sweep=True)
    assert [c for c, *_ in settle(facts, Ledger(12, 16, 4), Rules()).items] == ["pot"]
    facts = Facts(declarer=0, tricks=(1, 0), played=1, offender=1, renuncios=1, matador_renuncios=1, sweep=True)
    assert [c for c, *_ in settle(facts, Ledger(12, 16, 4), Rules()).items] == ["pot", "renuncio", "art30"]


def test_art30_each_two_capped_by_art64() -> None:
    state = play(sweep_table(Ledger(7, 21, 4)), "1e 12b renuncio")  # A holds 3 after the stake
    items = {c: n for c, _s, _d, n in state.result.items}
    assert items["renuncio"] == 2 and items["art30"] == 2
    poor = play(sweep_table(Ledger(5, 23, 4)), "1e 12b renuncio")  # A holds 1: collects 1 for each
    items = {c: n for c, _s, _d, n in poor.result.items}
    assert items["renuncio"] == 1 and items["art30"] == 1
    assert poor.ledger.total() == 32


def test_art30_solo_player_judged_alone() -> None:
    """"la pareja o jugador perjudicado (en caso de jugar solo)": the solo player's own cards."""
    state = position(SWEEP, SWEEP_ZANGA, mano=0, renuncio=True)
    state = play(state, "solo triunfo:o 1e 12b 11c")  # seat 2 sits out; seat 0 won the trick
    assert state.out == (2,) and state.current_player == 0 and state.could_take_all(0)
    state = state.apply("renuncio")  # seat 0 claims on his turn
    assert ("art30", 1, 0, 2) in state.result.items


def test_art30_settlement_text_round_trips() -> None:
    state = play(sweep_table(), "1e 12b renuncio")
    text = state.notation()
    assert "art30" in text
    assert engine.load("zanga", renuncio=True).from_notation(text) == state


# -- Art. 30: which renuncio is "de una de las piezas de estuche" ------------------------------------------

#: Seat 1's trumps are the bastillo and the 5 of oros; seat 2 leads the 1 of oros onto the 4: an
#: ordinary trump lead, which the bastillo need not answer (Art. 28) but the 5 must.
ORDINARY = {0: "1e 7o 3o 4o 12c 11c 10c 3e", 1: "1b 5o 2c 3c 4e 5e 6e 7e", 2: "1o 12o 11o 10o 2o 4c 5c 6c"}


def test_art30_only_a_matador_renuncio_pays_two_more() -> None:
    """Seat 1 plays the 2 of copas on an arrastre of the 4 of oros: he owed the ordinary 5 of oros
    (the bastillo was free), so the renuncio is an ordinary one: the stones in play, nothing more."""
    state = play(position(ORDINARY, mano=0, renuncio=True), "juego juego juego triunfo:o 4o 2c 1o")
    state = state.apply(state.legal_actions()[0])  # seat 3; then seat 0 claims
    assert state.renuncios == ((1, 0, False),)
    state = state.apply("renuncio")
    assert [c for c, *_ in state.result.items] == ["pot"]


def test_art30_revoking_by_playing_a_matador_is_an_ordinary_renuncio() -> None:
    """The espadilla played on a copas lead by a player who holds copas breaks Art. 27, but what he
    owed was a copa, not a piece of the estuche: no Art. 30."""
    hands = {0: "1e 7o 3c 4o 5o 6o 2e 3e", 1: "1c 2c 12b 11b 10b 7b 6b 5b"}
    state = play(position(hands, mano=1, renuncio=True), "juego juego juego triunfo:o 1c 4c 6c 1e 4o")
    assert state.renuncios == ((0, 0, False),) and state.current_player == 1
    state = state.apply("renuncio")
    assert state.result.declarer == 1 and [c for c, *_ in state.result.items] == ["pot"]


# -- Art. 29: a defenders' renuncio gives the stones in play, not the bonuses of five tricks -------------


def test_art29_defenders_renuncio_pays_the_stones_in_play_not_the_solo_or_estuche() -> None:
    """After one trick the solo player, holding the estuche, claims the defenders' renuncio: Art. 29
    gives him the stones in play; the solo (Art. 55) and the estuche (Art. 51) need five tricks."""
    state = play(position({0: TOP_OROS}, mano=0, renuncio=True), "solo triunfo:o 1e 2c")  # seat 1 holds oros
    state = state.apply(state.legal_actions()[0])
    assert state.current_player == 0 and state.renuncios == ((1, 0, False),)
    state = state.apply("renuncio")
    assert state.result.outcome == "sacada" and [c for c, *_ in state.result.items] == ["pot"]


def test_art29_bonuses_already_made_stand_after_a_defenders_renuncio() -> None:
    """With five tricks made the bonuses of the sacada stand, and Art. 31 pays 2 more."""
    facts = Facts(declarer=0, tricks=(5, 1), solo=True, played=6, estuche=0, offender=1, renuncios=1)
    concepts = [c for c, *_ in settle(facts, Ledger(12, 16, 4), Rules()).items]
    assert concepts == ["pot", "solo", "estuche", "art31"]


# -- Arts. 32, 35, 38: a false claim does not use up the side's right to claim --------------------------


def test_art32_after_a_false_claim_a_later_renuncio_can_still_be_claimed() -> None:
    state = play(table(), "12c 12b 11c 1c 5o 4b 3o 2o")  # seat 1's 4b on trumps was legal (bastillo)
    state = state.apply(state.legal_actions()[0])  # seat 3 leads trick 3
    state = state.apply("renuncio")  # seat 0: false, pays 2 (Art. 32)
    assert state.phase == "play" and "renuncio" not in state.legal_actions()  # nothing new to review
    with pytest.raises(IllegalActionError) as info:
        state.apply("renuncio")
    assert info.value.rule.rule == "38"
    state = play(state, "1e 11b 4o")  # trick 3: off-suit again, but legal (a free bastillo, the espadilla)
    assert "renuncio" in play(state, "3c 10b").legal_actions()  # seat 2 may claim seat 1's new off-suit card
    state = play(state, "3c 10b 6c 5e")  # trick 4: seat 3 holds the 2 of copas: a renuncio
    assert state.current_player == 0 and "renuncio" in state.legal_actions()
    state = state.apply("renuncio")
    assert state.result.outcome == "sacada" and state.result.declarer == 0
