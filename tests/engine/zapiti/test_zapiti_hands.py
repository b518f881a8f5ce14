"""Rules 1–7: the deck, the deal, who leads, the ranking, ties, and when a hand is decided."""

from __future__ import annotations

import pytest

from engine.rules.cards import DECK, Card, shuffled
from engine.rules.errors import IllegalActionError, OptionError, RuleRef
from engine.rules.zapiti.game import hand_seed
from engine.rules.zapiti.ranking import LEVELS, RANK, TIE, rank, round_result
from engine.rules.zapiti.rounds import NO_POINTS, chicos, hand_result
from tests.engine.zapiti.zapiti_helpers import play, position, zapiti


def c(text: str) -> Card:
    return Card.from_text(text)


# -- rule 1: deck and players ------------------------------------------------------------------------

def test_rule1_forty_cards_and_two_or_four_players() -> None:
    assert len(RANK) == 40 and set(RANK) == set(DECK)
    assert zapiti().num_players == 2
    assert zapiti(players=4).num_players == 4
    assert zapiti(preset="parejas").num_players == 4
    with pytest.raises(OptionError) as err:
        zapiti(players=3)
    assert "2, 4" in str(err.value)


# -- rule 2: the deal -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_rule2_three_cards_each_starting_at_the_dealers_right(players: int) -> None:
    game = zapiti(players=players)
    for dealer in range(players):
        deck = shuffled(hand_seed(9, 4))
        hands = game.deal(9, 4, dealer)
        assert [len(h) for h in hands] == [3] * players
        right = (dealer + 1) % players
        assert hands[right][0] == deck[0]  # the first card to the dealer's right-hand neighbour
        assert hands[(right + 1) % players][0] == deck[1]
        assert sorted(card for h in hands for card in h) == sorted(deck[: 3 * players])


@pytest.mark.parametrize("players", [2, 4])
def test_rule2_the_deck_passes_to_the_right(players: int) -> None:
    state = zapiti(players=players, senas_momento="turno").new_state(seed=3)
    assert state.dealer == players - 1 and state.current_player == 0  # seat 0 is mano in hand 0
    for hand in range(1, 6):
        state = play(state, "ver a-casa")
        assert state.hand_no == hand
        assert state.dealer == (hand - 1) % players
        assert state.current_player == state.mano == (state.dealer + 1) % players


# -- rule 3: who leads --------------------------------------------------------------------------------

def test_rule3_mano_leads_then_the_winner_of_the_round() -> None:
    s = play(position("1e.5o.3o/4c.2c.6e"), "ver")
    assert s.current_player == 0
    s = play(s, "1e 4c")  # seat 0 wins round 1 and leads round 2
    assert s.current_player == 0
    s = play(s, "5o 2c")  # seat 1 wins round 2 and leads round 3
    assert s.current_player == 1


def test_rule3_after_a_tie_the_same_player_leads_again() -> None:
    s = play(position("5o.3o.4o/3c.6c.7b", dealer=0), "ver")  # seat 1 is mano
    assert s.current_player == 1
    s = play(s, "3c 3o")
    assert s.results == (TIE,) and s.current_player == 1


def test_rule3_four_players_partners_sharing_the_top_card_first_one_leads() -> None:
    s = play(position("3o.4o.5o/5c.6c.4c/3b.6b.5b/2c.4e.6e", players=4, senas_momento="turno"), "ver")
    s = play(s, "3o 5c 3b 2c")
    assert s.results == (0,) and s.current_player == 0


# -- rules 5 and 6: ranking and ties --------------------------------------------------------------------

def test_rule5_fourteen_levels_in_the_seeds_order() -> None:
    order = ["4b", "7c", "7o", "1e", "3o", "2o", "1o", "12o", "11o", "10o", "7b", "6o", "5o", "4o"]
    assert [rank(c(t)) for t in order] == list(range(14, 0, -1))
    assert len(LEVELS) == 14


def test_rule5_suits_matter_only_for_the_special_cards() -> None:
    for number in (3, 2, 12, 11, 10, 6, 5):
        assert len({rank(Card(number, suit)) for suit in "ocEb".lower()}) == 1
    assert rank(c("7o")) > rank(c("3b")), "el 7 de oros va por encima de los 3"
    assert rank(c("1e")) > rank(c("3b")) > rank(c("2b")) > rank(c("1b")) > rank(c("12b"))
    assert rank(c("7e")) == rank(c("7b")) < rank(c("10b"))
    assert rank(c("4o")) == rank(c("4c")) == rank(c("4e")) == 1


def test_rule6_tie_only_when_both_sides_share_the_top_card() -> None:
    assert round_result([(0, c("3o")), (1, c("3c"))]) == (TIE, 0)
    assert round_result([(1, c("12o")), (0, c("12c"))]) == (TIE, 1)
    four = [(0, c("3o")), (1, c("5c")), (2, c("3b")), (3, c("2c"))]
    assert round_result(four) == (0, 0)
    four = [(0, c("3o")), (1, c("3c")), (2, c("4b")), (3, c("2c"))]
    assert round_result(four) == (0, 2)
    four = [(0, c("5o")), (1, c("3c")), (2, c("2b")), (3, c("3e"))]
    assert round_result(four) == (1, 1)


# -- rule 7: the tie table, through real hands ----------------------------------------------------------

A, B = 0, 1

TABLE = [
    # (rounds, seat 0's cards, seat 1's cards, plays, who scores)
    ("A A", "1e.3o.4o", "5c.6c.4c", "1e 5c 3o 6c", A),
    ("A tie", "1e.3o.4o", "5c.3c.6e", "1e 5c 3o 3c", A),
    ("A B A", "1e.5o.3o", "4c.2c.6e", "1e 4c 5o 2c 6e 3o", A),
    ("A B B", "1e.5o.4o", "4c.2c.6e", "1e 4c 5o 2c 6e 4o", B),
    ("A B tie", "1e.5o.6o", "4c.2c.6e", "1e 4c 5o 2c 6e 6o", None),
    ("tie A", "3o.1e.4o", "3c.5c.6c", "3o 3c 1e 5c", A),
    ("tie B", "3o.5o.4o", "3c.1e.6c", "3o 3c 5o 1e", B),
    ("tie tie A", "3o.2o.1e", "3c.2c.5c", "3o 3c 2o 2c 1e 5c", A),
    ("tie tie B", "3o.2o.5o", "3c.2c.1e", "3o 3c 2o 2c 5o 1e", B),
    ("tie tie tie", "3o.2o.12o", "3c.2c.12c", "3o 3c 2o 2c 12o 12c", None),
    ("B B", "5c.6c.4c", "1e.3o.4o", "5c 1e 3o 6c", B),
    ("B tie", "5c.3o.4o", "1e.3c.6e", "5c 1e 3c 3o", B),
    ("B A tie", "4c.2c.6e", "1e.5o.6o", "4c 1e 5o 2c 6e 6o", None),
]


@pytest.mark.parametrize("rounds, mine, theirs, plays, scorer", TABLE, ids=[row[0] for row in TABLE])
def test_rule7_every_row_of_the_tie_table(rounds: str, mine: str, theirs: str, plays: str,
                                          scorer: int | None) -> None:
    s = play(position(f"{mine}/{theirs}"), "ver")
    moves = plays.split()
    for _i, move in enumerate(moves):
        assert s.hand_no == 0, f"the hand ended early, before {move}"
        s = s.apply(move)
    assert s.hand_no == 1, "the hand should be decided by the last card"
    expected = [0, 0]
    if scorer is not None:
        expected[scorer] = 1
    assert list(s.points) == expected
    # and the same row, as chico counting alone
    results = tuple({"A": A, "B": B, "tie": TIE}[r] for r in rounds.split())
    assert hand_result(results) == (NO_POINTS if scorer is None else scorer)
    assert all(hand_result(results[:k]) is None for k in range(1, len(results)))


def test_rule7_chicos_are_counted_per_round() -> None:
    assert chicos((TIE,)) == (1, 1)
    assert chicos((A, TIE)) == (2, 1)
    assert chicos((TIE, TIE, B)) == (2, 3)


def test_q1_option_second_round_tie_goes_to_round_three() -> None:
    s = play(position("1e.3o.4o/5c.3c.6e", segunda_parda="tercera"), "ver 1e 5c 3o 3c")
    assert s.hand_no == 0, "round 3 decides"
    s = play(s, "4o 6e")
    assert s.points == (0, 1)
    s = play(position("1e.3o.6o/5c.3c.6e", segunda_parda="tercera"), "ver 1e 5c 3o 3c 6o 6e")
    assert s.points == (1, 0), "a tie in round 3 goes to the winner of round 1"


def test_q2_option_third_round_tie_goes_to_the_first_round_winner() -> None:
    s = play(position("1e.5o.6o/4c.2c.6e", tercera_parda="primera"), "ver 1e 4c 5o 2c 6e 6o")
    assert s.points == (1, 0)
    s = play(position("3o.2o.12o/3c.2c.12c", tercera_parda="primera"), "ver 3o 3c 2o 2c 12o 12c")
    assert s.points == (0, 0), "three tied rounds still score nothing"


# -- rule 4: one card each, from one's own hand -----------------------------------------------------------

def test_rule4_a_card_not_in_hand_is_refused() -> None:
    s = play(position("1e.3o.4o/5c.6c.4c"), "ver")
    for card in ("5c", "7c"):
        with pytest.raises(IllegalActionError) as err:
            s.apply(card)
        assert err.value.rule == RuleRef("zapiti", "4")
    s = play(s, "1e 5c")
    with pytest.raises(IllegalActionError) as err:
        s.apply("1e")
    assert "no tienes el as de espadas" in str(err.value)
    assert err.value.text("en") == "Rule 4: you do not hold the ace of swords"
