"""The coach at the card games' full games, as a reader uses it (one page load each, against the
bots). La Zanga: a whole game from a share link at 4 – 28: "¿Qué hago?" gives a card or a word with
its reason, each hand is played out, the table's summary of a hand carries its review (a costly
decision with its reason, and how the stones moved by article), one click replays that position as
an exercise, and the game ends on its last hand's review. Zápiti: a whole game from a share link at
29 – 29, the hint asked, the game lost by folding the best cards, and its last hand's review, whose
costly decision replays as an exercise."""

from __future__ import annotations

import re

import engine

from .conftest import Watch, axe, click_and_wait, wait_idle
from .test_coach import open_position

#: A fixed deal (the bots answer the same every time) late in a game: South's pair holds 4 stones, the
#: other 28. The reader's last legal card or word, each time, costs something in the first hand, left
#: with no stones and a doubled fondo; the second hand's codillo gives the fondo, and the game, away.
ZANGA = re.sub(r"L=\S+", "L=4,28,0,0,0", engine.load("zanga").new_state(seed=7).notation())


def play_one(page, game) -> None:  # type: ignore[no-untyped-def]
    """The reader's last legal card, or else last legal word."""
    cards = game.locator(".rv-at-bottom button.rv-card.rv-legal")
    if cards.count():
        cards.last.click()
    else:
        game.locator(".rv-act.rv-legal[data-rv-action]").last.click()
    wait_idle(page, game)


def test_a_zanga_game_with_a_hint_a_hand_s_review_a_replay_and_the_last_hand_s_review(
        shared_page, shared_watch: Watch, site_url: str) -> None:  # type: ignore[no-untyped-def]
    page = shared_page
    game = open_position(page, site_url, "zanga/partida", "zanga", ZANGA)
    hinted = reviewed = False
    review = game.locator(".rv-review")
    for _ in range(120):
        if "Partida terminada" in game.inner_text():
            break
        if game.locator('[data-rv-cmd="continue"]').count():  # a hand over: its review, then the next hand
            if not reviewed:
                check_a_hand_s_review(page, game)
                reviewed = True
            click_and_wait(page, game, '[data-rv-cmd="continue"]')
            continue
        if not hinted and game.locator('[data-rv-cmd="hint"]:not([disabled])').count():
            moves = game.inner_text()
            click_and_wait(page, game, '[data-rv-cmd="hint"]')
            hint = game.locator(".rv-coach-hint")
            text = hint.inner_text()
            assert "¿Qué hago?" in text and "Por qué:" in text and "Art. " in text, text
            assert "Pistas usadas en esta partida: 1." in game.locator(".rv-coach").inner_text()
            assert moves.count("Art. ") <= game.inner_text().count("Art. ")  # asking played nothing
            hinted = True
        play_one(page, game)
    assert hinted and reviewed, "the reader decided something, and a hand ended before the game did"
    assert "Partida terminada" in game.inner_text()
    text = review.inner_text()
    assert "Repaso de la última mano" in text and "Has usado 1 pista en esta partida." in text
    story = game.locator(".rv-review-story").inner_text()
    assert "codillo (Art. 45)" in story and "Piedras: A 0, B 32" in story, story
    assert axe(page) == {}
    shared_watch.assert_clean()


def check_a_hand_s_review(page, game) -> None:  # type: ignore[no-untyped-def]
    """The review of a hand the game goes on after: a costly decision, the stones by article, the
    decision's table one click away and its replay as an exercise, then back."""
    text = game.locator(".rv-review").inner_text()
    assert "Repaso de la última mano" in text and "Has usado 1 pista en esta partida." in text
    story = game.locator(".rv-review-story").inner_text()
    assert "Art. 43" in story or "Art. 44" in story or "Art. 45" in story, story  # the outcome's article
    assert "Piedras: A " in story
    decision = game.locator(".rv-review-decision").first.inner_text()
    assert re.search(r"Tu decisión \d+ de la mano: jugaste «", decision) and "Es una estimación" in decision and "Art. " in decision
    position = game.locator(".rv-review-position").first
    assert not position.locator(".rv-review-board").is_visible()  # a card table is one click away
    position.locator("summary").click()
    assert position.locator(".rv-review-board").is_visible()
    assert axe(page) == {}

    replay_and_back(page, game)


#: Zápiti at 29 – 29 (the next hand ends the game), South the mano with the three highest cards of
#: the game: folding («a casa») gives the hand, and the game, away.
ZAPITI = "5 0 1 29-29 0-0 4b.7c.1e/12e.6o.1c -"


def test_a_zapiti_game_with_a_hint_ends_on_its_last_hands_review(shared_page, shared_watch: Watch,
                                                               site_url: str) -> None:
    page = shared_page
    game = open_position(page, site_url, "zapiti/partida-1v1", "zapiti", ZAPITI)
    click_and_wait(page, game, '[data-rv-cmd="hint"]')
    hint = game.locator(".rv-coach-hint").inner_text()
    assert "¿Qué hago?" in hint and "Por qué:" in hint and "Regla " in hint, hint
    assert "Pistas usadas en esta partida: 1." in game.locator(".rv-coach").inner_text()

    click_and_wait(page, game, '[data-rv-action="ver"]')
    click_and_wait(page, game, '[data-rv-action="a-casa"]')  # the best cards folded: the game is lost
    review = game.locator(".rv-review")
    review.wait_for()
    assert "Partida terminada" in game.inner_text()
    text = review.inner_text()
    assert "Repaso de la última mano" in text and "Has usado 1 pista en esta partida." in text
    decision = game.locator(".rv-review-decision").first.inner_text()
    assert "jugaste «a casa»; era mejor" in decision and "Regla " in decision, decision
    assert axe(page) == {}

    replay_and_back(page, game)
    shared_watch.assert_clean()


def replay_and_back(page, game) -> None:  # type: ignore[no-untyped-def]
    """The review's first decision replayed as an exercise (or a free position), then back to the review."""
    click_and_wait(page, game, '[data-rv-cmd="review-1"]')
    assert game.locator(".rv-review-replay").count() == 1
    assert game.locator(".rv-goal").count() == 1 or "posición libre" in game.inner_text()
    assert axe(page) == {}
    click_and_wait(page, game, '[data-rv-cmd="back"]')
    assert "Repaso de la última mano" in game.locator(".rv-review").inner_text()
