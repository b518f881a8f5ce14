"""La Zanga's coach (:mod:`engine.lessons.zanga.coach`) and the table's review of each hand
(:mod:`engine.table.coach`): a hint from the seat's own information only, its reason in the
Reglamento's terms, the review of a hand with the stones it moved."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.lessons import audit, coach
from engine.lessons.zanga import coach as zanga_coach
from engine.rules.bots import Budget
from engine.rules.zanga import bots
from engine.rules.zanga.game import ZangaState
from engine.table import render
from engine.table.widget import FullGame

SEED = 5


def until_seat(state: ZangaState, seat: int, phase: str, players: list[bots.ZangaBot]) -> ZangaState:
    """``state`` played on by ``players`` until ``seat`` decides in ``phase`` with a choice."""
    while not (state.current_player == seat and state.phase == phase and len(state.legal_actions()) > 1):
        state = state.apply(players[state.current_player](state))
    return state


def deal(seed: int = SEED) -> ZangaState:
    return engine.load("zanga").new_state(seed=seed)


def swapped(state: ZangaState, a: int, b: int) -> ZangaState:
    """The hand ``state`` is in, dealt again with the hands of seats ``a`` and ``b`` swapped (no
    card played yet), its moves replayed."""
    hands = list(state.dealt)
    hands[a], hands[b] = hands[b], hands[a]
    other = state.game.start_hand(hands, state.zanga0, seed=state.seed, deals=state.deals, hand_no=state.hand_no,
                                  dealer=state.dealer, mano=state.mano, ledger=state.start_ledger)
    for move in state.moves:
        other = other.apply(move)
    return other


def same_view_other_hands(state: ZangaState, seed: int) -> ZangaState:
    """A state with the same view for the seat to play and other hidden hands: the cards it cannot
    see dealt again, consistently with what it has seen."""
    return bots.determinize(state.observation(state.current_player), random.Random(seed))


def test_the_hint_in_the_auction_is_the_same_whatever_the_other_hands_are() -> None:
    state = deal()
    while state.current_player != 0:
        state = state.apply(state.legal_actions()[0] if "paso" not in state.legal_actions() else "paso")
    other = swapped(state, 1, 3)
    assert other.observation(0) == state.observation(0) and other.hands != state.hands
    found, again = coach.hint(state), coach.hint(other)
    assert found.action is not None and found.action in state.legal_actions()
    assert found == again


@pytest.mark.parametrize("seed", [SEED, 11])
def test_the_card_hint_is_the_same_whatever_the_hidden_hands_are(seed: int) -> None:
    players = bots.bots_for(["easy"] * 4, seed)
    state = until_seat(deal(seed), 0, "play", players)
    state = until_seat(state.apply(players[0](state)), 0, "play", players)  # a trick later: cards seen
    others = [same_view_other_hands(state, n) for n in (1, 2)]
    for other in others:
        assert other.observation(0) == state.observation(0)
    assert any(other.hands[1:] != state.hands[1:] for other in others)
    found = coach.hint(state)
    assert found.action in state.legal_actions()
    for other in others:
        assert coach.hint(other) == found  # the action and every word of the reason


def test_a_card_hint_names_its_card_and_an_article_and_says_it_estimates() -> None:
    players = bots.bots_for(["easy"] * 4, SEED)
    state = until_seat(deal(), 0, "play", players)
    found = coach.hint(state)
    assert found.action is not None and found.move is not None
    first = found.reason[0].text("es")
    assert found.move.text("es") in first and re.search(r"\(.*Art\. \d+.*\)", first)
    assert "Es una estimación" in found.reason[-1].text("es")
    assert "estimate" in found.reason[-1].text("en") and "Art. " in found.reason[0].text("en")


def test_the_partner_s_trick_is_not_overtaken_with_a_trump() -> None:
    """Art. 8 (and the rule of thumb): with the partner winning the last trick, the hint throws
    the cheapest card and says the partner already wins it."""
    for seed in range(1, 60):
        players = bots.bots_for(["easy"] * 4, seed)
        state = until_seat(deal(seed), 0, "play", players)
        while state.phase == "play" and not (state.current_player == 0 and len(state.trick) == 3
                                              and state.trick_leading() is not None
                                              and state.trick_leading()[0] == 2):  # type: ignore[index]
            state = state.apply(players[state.current_player](state))
        if state.phase == "play" and len(state.legal_actions()) > 1:
            break
    else:
        pytest.fail("no fixed deal leaves North winning a trick South closes")
    found = coach.hint(state)
    assert "tu compañero Norte ya gana la baza" in found.reason[0].text("es")


def test_a_hint_that_cannot_be_computed_says_so_and_offers_the_moves() -> None:
    players = bots.bots_for(["easy"] * 4, SEED)
    state = until_seat(deal(), 0, "play", players)
    before = state.notation()
    found = coach.hint(state, Budget(depth=64, nodes=10))
    assert found.action is None and "límite de cálculo" in found.reason[0].text("es")
    assert len(found.moves) == len(state.legal_actions()) and state.notation() == before


def a_hand(seed: int = SEED) -> tuple[list[ZangaState], list[tuple[int, str]]]:
    """A fixed hand: South plays at random, the others the easy bot; to its settlement."""
    state = deal(seed)
    players: list[bots.ZangaBot] = [bots.make_bot("random", seed), *bots.bots_for(["easy"] * 4, seed)[1:]]
    return bots.played_hand(state, players)


@pytest.mark.parametrize("seed", [SEED, 8, 2])  # 2: the review's own deals once advised another card than the hint
def test_a_hand_s_review_lists_at_most_three_decisions_each_replayable(seed: int) -> None:
    history, moves = a_hand(seed)
    done = coach.review(history, moves, (0,))
    assert 0 < done.looked <= done.decided and len(done.decisions) <= coach.MAX_DECISIONS
    assert done.decisions, "South's random cards cost something"
    for found in done.decisions:
        assert moves[found.index][0] == 0 and found.before is history[found.index]
        assert found.cost >= coach.WORTH_SHOWING and "Es una estimación" in found.loss.text("es")
        assert found.played.text("es") != found.better.text("es") and "Art. " in found.why[0].text("es")
        # What the review calls better is what a hint there advises (the same deals, as many).
        assert found.better.text("es") == coach.hint(found.before).move.text("es")  # type: ignore[union-attr]
        if found.free:
            assert found.exercise.goal.kind == "free"
        else:
            assert audit.problems(found.exercise) == []


def test_the_stones_paragraph_names_the_articles_of_the_hand_s_payments() -> None:
    history, moves = a_hand()
    end = history[-1]
    assert end.result is not None
    done = coach.review(history, moves, (0,))
    assert len(done.story) == 1
    text = done.story[0].text("es")
    cited = {end.result.article} | {a for item in end.result.items for a in item.articles} | {"19"}
    for number in cited:
        assert f"Art. {number}" in text
    assert f"A {end.ledger.a}, B {end.ledger.b}" in text  # where the stones are now
    assert "Art. " in done.story[0].text("en") and "stones" in done.story[0].text("en")


def test_the_review_does_not_judge_a_move_the_hint_advised() -> None:
    history, moves = a_hand()
    done = coach.review(history, moves, (0,))
    advised = {found.index: moves[found.index][1] for found in done.decisions}
    again = coach.review(history, moves, (0,), advised=advised)
    assert not {found.index for found in again.decisions} & set(advised)


def test_the_table_reviews_each_hand_as_it_ends_and_replays_a_decision() -> None:
    widget = FullGame("zanga", "es", seed=7)  # a deal where South's last legal card costs something
    hinted = False
    while widget.session.state.phase not in ("deal", "over"):
        if widget.session.is_bot_turn():
            widget.handle({"op": "bot"})
            continue
        assert "Repaso de la última mano" not in widget.html()
        if not hinted and widget.session.state.phase == "play":
            history = list(widget.session.history)
            widget.handle({"op": "cmd", "cmd": "hint"})
            assert widget.session.history == history and widget.desk.hints == 1
            hinted = True
        actions = widget.session.state.legal_actions()
        widget.handle({"op": "act", "action": actions[-1], "version": widget.version})
    html = widget.html()
    assert "Repaso de la última mano" in html and 'class="rv-review-story"' in html
    assert "Has usado 1 pista en esta partida." in html
    assert not widget.session.state.is_terminal()  # the game goes on, the hand's summary shown
    shown = widget.desk.review(widget.session)
    assert shown is not None and html.count('class="rv-review-decision"') == len(shown.decisions)
    assert shown.decisions, "South's last legal card each time cost something"
    assert re.search(r"Tu decisión \d+ de la mano: jugaste «", html)
    saved = widget.saved()
    reply = widget.handle({"op": "cmd", "cmd": "review-1"})
    assert 'data-rv-cmd="back"' in reply["html"] and 'class="rv-goal"' in reply["html"]
    reply = widget.handle({"op": "cmd", "cmd": "back"})
    assert "Repaso de la última mano" in reply["html"] and widget.saved() == saved
    while widget.session.state.phase == "deal" or not widget.session.is_human_turn():  # the next hand is dealt
        widget.handle({"op": "cmd", "cmd": "continue"} if widget.session.is_bot_turn() and not
                      render.bot_may_play(widget.session, widget.view) else
                      {"op": "bot"} if widget.session.is_bot_turn() else
                      {"op": "act", "action": "repartir", "version": widget.version})
    assert widget.session.state.hand_no == 2 and "Repaso de la última mano" in widget.html()
    assert 'data-rv-cmd="hint"' in widget.html()


def test_mancala_is_still_reviewed_at_the_end_of_the_game_only() -> None:
    widget = FullGame("awari", "es", seed=3)
    for _ in range(6):
        if widget.session.is_bot_turn():
            widget.handle({"op": "bot"})
        else:
            widget.handle({"op": "act", "action": widget.session.state.legal_actions()[0], "version": widget.version})
    assert widget.desk.review(widget.session) is None and "Repaso" not in widget.html()


def test_the_coach_is_registered_and_names_no_hidden_card() -> None:
    assert coach.coach("zanga") is zanga_coach
    players = bots.bots_for(["easy"] * 4, SEED)
    state = until_seat(deal(), 0, "play", players)
    found = coach.hint(state)
    hidden = {c.spoken().text("es") for seat in (1, 2, 3) for c in state.hands[seat]} | \
        {c.spoken().text("es") for c in state.zanga}
    said = " ".join(m.text("es") for m in found.reason)
    played = {c.spoken().text("es") for c in state.trick}
    assert not {name for name in hidden - played if name in said}


def test_a_revoke_the_table_allowed_is_judged_and_named() -> None:
    """Table mode (Arts. 27–29): a card that does not follow suit is the learner's to play, and the
    review names the renuncio; the coach never advises a claim the cards played do not prove."""
    game = engine.load("zanga", renuncio=True)
    for seed in range(1, 40):
        players = bots.bots_for(["easy"] * 4, seed)
        state = until_seat(game.new_state(seed=seed), 0, "play", players)
        while state.phase == "play" and not (state.current_player == 0 and state.trick and any(
                str(c) in state.legal_actions() and str(c) not in bots.honest_actions(state.observation(0))
                for c in state.hands[0])):
            state = state.apply(players[state.current_player](state))
        if state.phase == "play":
            break
    else:
        pytest.fail("no fixed deal gives South a card that revokes")
    view = state.observation(0)
    revoke = next(str(c) for c in state.hands[0] if str(c) in view.legal and str(c) not in bots.honest_actions(view))
    found = coach.hint(state)
    assert found.action != revoke and found.action != "renuncio"
    done = coach.review([state, state.apply(revoke)], [(0, revoke)], (0,))
    assert done.looked == 1 and len(done.decisions) == 1, "a renuncio costs its side the stones in play"
    assert "en la mesa eso es renuncio" in done.decisions[0].why[0].text("es")
    assert "Art. 29" in done.decisions[0].why[0].text("es")
