"""La Zanga's drills of the auction and of the stones (:mod:`engine.lessons.zanga.drills`): each
answer read again here without the settlement or the question's machinery, the kinds of question
the seeds give, and two seeds giving two positions."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.lessons import practice
from engine.lessons.scenario import Scenario
from engine.rules.errors import RulesError
from engine.rules.zanga import rules
from engine.rules.zanga.actions import CARD_TEXTS, TRUMP_ACTIONS
from engine.rules.zanga.game import ZangaState

SEEDS = range(30)


def drawn(drill_id: str, seed: int) -> tuple[Scenario, ZangaState]:
    found = practice.exercise(practice.get(drill_id), seed)
    start = found.first_state()
    assert isinstance(start, ZangaState)
    return found, start


def recount(start: ZangaState, probe: tuple[str, ...]) -> tuple[int, int]:
    """The declaring side and the tricks it ends with, counted trick by trick from ``start``: the
    tricks won so far, and the last one's winner by the cards' order (Arts. 4–8)."""
    state = start
    for card in probe[:-1]:
        state = state.apply(card)
    assert len(state.trick) == 3 and len(state.tricks) == 7
    cards = (*state.trick, rules.card(probe[-1]))
    last = state.seats_of(state.leader, 4)[rules.trick_winner(cards, state.trump)] % 2
    side = state.auction.declarer % 2
    return side, state.won[side] + (last == side)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_stones_answer_is_the_fondo_taken_kept_or_paid_as_the_tricks_say(seed: int) -> None:
    found, start = drawn("zanga.practica.piedras", seed)
    goal, me = found.goal, start.current_player
    side, tricks = recount(start, goal.probe)
    had, fondo = start.scores()[me], start.ledger.pot
    mine = side == me % 2
    if tricks >= 5:  # sacada (Art. 43): the playing pair takes the fondo
        expected = had + fondo if mine else had
    elif tricks == 4:  # puesta (Art. 44): the playing pair puts in as much again
        expected = had - fondo if mine else had
    else:  # codillo (Art. 45): the fondo to the others, and the playing pair puts another in
        expected = had - fondo if mine else had + fondo
    assert goal.answer == str(expected)
    assert goal.choices == (str(had - fondo), str(had), str(had + fondo))
    said = goal.statement.text("en")
    assert f"make {tricks} trick" in said or f"makes {tricks} trick" in said, said
    assert f"{had} stones" in said and f"the pot holds {fondo} stone" in said, said


@pytest.mark.parametrize("seed", SEEDS)
def test_the_auction_answer_is_the_one_word_or_card_of_the_moment(seed: int) -> None:
    found, start = drawn("zanga.practica.subasta", seed)
    goal = found.goal
    hand = {rules.text(card) for card in start.hands[start.current_player]}
    # What the moment allows, read from the phase alone: speaking (Art. 18), the trumps (Art. 22), a card.
    allowed = {"auction": {"juego", "paso"}, "trump": set(TRUMP_ACTIONS), "play": hand}[start.phase]
    assert [c for c in goal.choices if c in allowed] == [goal.answer]
    for choice in goal.choices:
        if choice == goal.answer:
            start.apply(choice)
            continue
        assert choice in {"juego", "paso", *TRUMP_ACTIONS} or (choice in CARD_TEXTS and choice in hand)
        with pytest.raises(RulesError) as refused:
            start.apply(choice)
        assert refused.value.rule is not None and refused.value.rule.rule in ("18", "22"), choice


def test_each_drill_asks_every_kind_of_its_question() -> None:
    moments = Counter(drawn("zanga.practica.subasta", seed)[1].phase for seed in SEEDS)
    assert set(moments) == {"auction", "trump", "play"}, moments
    ends = Counter()
    for seed in SEEDS:
        found, start = drawn("zanga.practica.piedras", seed)
        side, tricks = recount(start, found.goal.probe)
        ends["sacada" if tricks >= 5 else "puesta" if tricks == 4 else "codillo", side == start.current_player % 2] += 1
    assert set(ends) == {(end, mine) for end in ("sacada", "puesta", "codillo") for mine in (True, False)}, ends


@pytest.mark.parametrize("drill_id", ["zanga.practica.subasta", "zanga.practica.piedras"])
def test_two_seeds_give_two_positions(drill_id: str) -> None:
    starts = {drawn(drill_id, seed)[0].start for seed in range(10)}
    assert len(starts) == 10


@pytest.mark.parametrize("seed", range(6))
def test_a_wrong_number_of_stones_is_told_as_the_reading_that_gives_it(seed: int) -> None:
    found, start = drawn("zanga.practica.piedras", seed)
    goal = found.goal
    readings = ("would have paid the pot", "would have neither collected nor paid", "would have taken the pot")
    for wrong, words in zip(goal.choices, readings, strict=True):
        if wrong == goal.answer:
            continue
        state, why = goal.feedback(found.seats, [start], [], answers=[wrong])
        assert state == "missed" and why is not None
        said = why.text("en")
        assert said.startswith(f"Not {wrong}.") and words in said and "Your pair, " in said, said
    state, why = goal.feedback(found.seats, [start], [], answers=[goal.answer])
    assert state == "reached" and why is not None
    said = why.text("en")
    assert "would have" not in said and any(f"(Art. {n})" in said for n in ("43", "44", "45")), said
