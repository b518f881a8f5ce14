"""Title I, Arts. 1–8: the deck, the matadores and the ranking that changes with the trump suit;
Arts. 27–28 at the level of the card rules (the engine-level refusals are in test_zanga_play)."""

from __future__ import annotations

import pytest

from engine.rules.cards import DECK, SUITS
from engine.rules.zanga import rules
from engine.rules.zanga.rules import card, legal_plays, text, trick_winner
from tests.engine.zanga.zanga_helpers import cards


def texts(indices) -> list[str]:
    return [text(c) for c in indices]


def test_art01_spanish_deck_of_forty() -> None:
    assert len(DECK) == 40 and len(set(DECK)) == 40
    assert {c.rank for c in DECK} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert set(SUITS) == {"o", "c", "e", "b"}
    assert [text(card(str(c))) for c in DECK] == [str(c) for c in DECK]


@pytest.mark.parametrize("trump", SUITS)
def test_art04_espadilla_is_always_the_highest_trump(trump: str) -> None:
    assert rules.trumps(trump)[0] == rules.ESPADILLA == card("1e")
    others = [c for c in DECK if c != rules.ESPADILLA]
    for c in others:
        assert trick_winner([c, rules.ESPADILLA], trump) == 1


@pytest.mark.parametrize("trump,malilla", [("o", "7o"), ("c", "7c"), ("e", "2e"), ("b", "2b")])
def test_art05_malilla_is_second(trump: str, malilla: str) -> None:
    assert text(rules.trumps(trump)[1]) == malilla
    assert text(rules.malilla(trump)) == malilla
    # and it belongs to the trump suit: it follows trumps, not its face suit
    assert rules.suit_of(card(malilla), trump) == trump


@pytest.mark.parametrize("trump", SUITS)
def test_art06_bastillo_is_always_third(trump: str) -> None:
    assert rules.trumps(trump)[2] == rules.BASTILLO == card("1b")
    assert rules.suit_of(rules.BASTILLO, trump) == trump


@pytest.mark.parametrize("trump", SUITS)
def test_art07_estuche_is_the_three_matadores(trump: str) -> None:
    espadilla, malilla, bastillo = rules.matadores(trump)
    assert (espadilla, bastillo) == (card("1e"), card("1b"))
    assert all(rules.is_matador(c, trump) for c in rules.matadores(trump))
    assert sum(rules.is_matador(c, trump) for c in DECK) == 3
    assert rules.estuche_holders([[espadilla, malilla], [bastillo]], trump)
    assert not rules.estuche_holders([[espadilla, bastillo]], trump)


def test_art08a_trump_order_red_and_black() -> None:
    # BRIEF E1: red trumps have the punto (ace) after the matadores; black ones do not.
    assert texts(rules.trumps("c")) == ["1e", "7c", "1b", "1c", "12c", "11c", "10c", "2c", "3c", "4c", "5c", "6c"]
    assert texts(rules.trumps("b")) == ["1e", "2b", "1b", "12b", "11b", "10b", "7b", "6b", "5b", "4b", "3b"]
    assert len(rules.trumps("o")) == 12 and len(rules.trumps("e")) == 11


def test_art08b_plain_order_red_and_black() -> None:
    assert texts(rules.plain("o", "e")) == ["12o", "11o", "10o", "1o", "2o", "3o", "4o", "5o", "6o", "7o"]
    assert texts(rules.plain("e", "o")) == ["12e", "11e", "10e", "7e", "6e", "5e", "4e", "3e", "2e"]


def test_art08c_malillas_lowest_when_not_trumps_and_black_aces_always_trump() -> None:
    for trump in SUITS:
        for suit in SUITS:
            if suit == trump:
                continue
            order = rules.plain(suit, trump)
            assert text(order[-1]) == ("7" if suit in "oc" else "2") + suit
        assert rules.suit_of(card("1e"), trump) == trump
        assert rules.suit_of(card("1b"), trump) == trump


@pytest.mark.parametrize("trump", SUITS)
def test_art08_every_trump_suit_ranks_all_forty_cards(trump: str) -> None:
    ranked = list(rules.trumps(trump)) + [c for s in SUITS if s != trump for c in rules.plain(s, trump)]
    assert sorted(ranked) == sorted(DECK)
    strengths = [rules.strength(c, trump) for c in rules.trumps(trump)]
    assert strengths == sorted(strengths, reverse=True)


def test_trick_winner_trump_beats_plain_and_plain_must_be_led_suit() -> None:
    assert trick_winner(cards("3c 12c 12b 2c"), "o") == 1  # 12b is off-suit and not trump
    assert trick_winner(cards("3c 12c 6o 2c"), "o") == 2  # the lowest trump wins
    assert trick_winner(cards("6o 1b 7o 1e"), "o") == 3


def test_art27_rules_follow_suit_else_anything() -> None:
    hand = cards("3c 12c 4o 5b")
    assert texts(legal_plays(hand, cards("7c"), "o")) == ["3c", "12c"]
    assert texts(legal_plays(cards("4o 5b"), cards("7c"), "o")) == ["4o", "5b"]  # Z16: no duty to trump


def test_art27_black_ace_does_not_follow_its_face_suit() -> None:
    # Bastos led with oros trumps: the bastillo is a trump and does not count as a basto.
    assert texts(legal_plays(cards("1b 3c"), cards("12b"), "o")) == ["1b", "3c"]


def test_art28_rules_matador_privilege() -> None:
    # Only a higher matador *led* forces a lone matador (Z15: the card led, not the highest played).
    bastillo_only = cards("1b 3c")
    assert texts(legal_plays(bastillo_only, cards("5o"), "o")) == ["1b", "3c"]
    assert texts(legal_plays(bastillo_only, cards("7o"), "o")) == ["1b"]  # malilla led
    assert texts(legal_plays(bastillo_only, cards("1e"), "o")) == ["1b"]
    assert texts(legal_plays(bastillo_only, cards("5o 1e"), "o")) == ["1b", "3c"]
    assert texts(legal_plays(bastillo_only, cards("5o 1e"), "o", "mayor")) == ["1b"]
    # The espadilla is never forced; the malilla only by the espadilla.
    assert texts(legal_plays(cards("1e 3c"), cards("7o"), "o")) == ["1e", "3c"]
    assert texts(legal_plays(cards("7o 3c"), cards("1b"), "o")) == ["7o", "3c"]
    assert texts(legal_plays(cards("7o 3c"), cards("1e"), "o")) == ["7o"]
    # With an ordinary trump too, a trump must be played, and the matador may be it.
    assert texts(legal_plays(cards("1b 3o 3c"), cards("5o"), "o")) == ["1b", "3o"]


def test_broken_rule_names_the_article() -> None:
    assert rules.broken_rule(cards("3c 4o"), card("4o"), cards("7c"), "o") == "27"
    assert rules.broken_rule(cards("3c 4o"), card("3c"), cards("7o"), "o") == "28"
    assert rules.broken_rule(cards("3c 4o"), card("3c"), cards("7c"), "o") is None
