"""La Zanga in the page: the HTML sent for a seat shows that seat's cards and the public ones, never
another seat's hand nor the hidden zanga; an illegal card is refused naming its article in both
languages; the stone ledger lists each payment with its article.

Driven through ``reglas_browser`` exactly as the page drives it (a live example and a full game),
and through the renderer directly over many random states."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from html.parser import HTMLParser

import pytest

import engine
import reglas_browser
from engine.i18n import Msg
from engine.rules.cards import DECK
from engine.rules.zanga import rules
from engine.rules.zanga import tricks as zanga_tricks
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.todas import can_take_all
from engine.table import cards_render as cr
from engine.table import render

from .bridge import call

# A card's accessible name (engine.table.cards_render.card_label), with or without "playable" after it.
NAMES = {lang: {cr.card_label(card, lang) + end: card for card in DECK
                for end in ("", Msg(cr.PLAYABLE).text(lang))} for lang in ("es", "en")}




class Cards(HTMLParser):
    """Every card drawn face up (by its accessible name) and every action button of the table; the
    coach's review of a past hand (``rv-review``) apart: it draws each decision's table as it was."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.faces: set[int] = set()
        self.reviewed: set[int] = set()  # the faces inside a review
        self.actions: list[str] = []
        self.open: list[bool] = []  # per open element: is it a review?

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        in_review = any(self.open) or "rv-review" in classes
        if a.get("data-rv-action") and not in_review:
            self.actions.append(a["data-rv-action"] or "")
        if "rv-card" in classes and "rv-back" not in classes:
            (self.reviewed if in_review else self.faces).add(NAMES[self.lang][a["aria-label"] or ""])
        if tag not in VOID:
            self.open.append("rv-review" in classes)

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and self.open:
            self.open.pop()


VOID = {"input", "br", "img", "rect", "ellipse", "circle", "path", "hr", "meta", "link"}


def parse(html: str, lang: str = "es") -> Cards:
    parser = Cards(lang)
    parser.feed(html)
    return parser


def visible(state: ZangaState, viewer: int | None, played: set[int]) -> set[int]:
    """What ``viewer`` may see face up: its own cards, the zanga if it looked, and cards played."""
    allowed = set(played)
    if viewer is not None:
        obs = state.observation(viewer)
        allowed |= set(obs.cards) | set(obs.dealt) | set(obs.zanga_seen)
    return allowed


def hidden(state: ZangaState, viewer: int | None) -> set[int]:
    """Cards ``viewer`` must not see: the other seats' unplayed cards and the unseen zanga."""
    if state.phase in ("deal", "over"):
        return set()
    found = {c for s in range(state.table.players) if s != viewer for c in state.hands[s]}
    if viewer is None or not state.observation(viewer).zanga_seen:
        found |= set(state.zanga)
    if viewer is not None:
        found -= set(state.observation(viewer).cards)
    return found


def assert_no_leak(html: str, state: ZangaState, viewer: int | None, played: set[int], lang: str,
                   history: Sequence[ZangaState] = ()) -> None:
    """No card of ``state`` hidden from ``viewer`` is drawn or a button; a review of a past hand may
    show what ``viewer`` was shown in that hand (``history``: the states the game went through)."""
    parsed = parse(html, lang)
    if viewer is not None:
        seen = played | {card for past in history for card in visible(past, viewer, set())}
        assert parsed.reviewed <= seen, f"the review shows seat {viewer} a card it was never shown"
    else:
        assert not parsed.reviewed
    assert parsed.faces <= visible(state, viewer, played), f"seat {viewer} sees a hidden card: {state.notation()}"
    assert not parsed.faces & hidden(state, viewer)
    texts = {rules.text(c) for c in hidden(state, viewer)}
    assert not texts & set(parsed.actions), "a hidden card is a button"


def played_cards(moves: list[str] | tuple[str, ...]) -> set[int]:
    return {rules.card(m) for m in moves if re.fullmatch(r"\d+[ocbe]", m)}


# -- the renderer over many random states -----------------------------------------------------------

def random_states(count: int, seed: int) -> list[tuple[ZangaState, set[int]]]:
    rng = random.Random(seed)
    game = engine.load("zanga")
    found = []
    while len(found) < count:
        state = game.new_state(seed=rng.randrange(10_000))
        moves: list[str] = []
        for _ in range(rng.randrange(0, 45)):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            moves.append(action)
            state = state.apply(action)
        found.append((state, played_cards(moves)))
    return found


def test_the_table_shows_a_seat_only_what_it_may_see() -> None:
    for state, played in random_states(80, seed=1):
        for viewer in (0, 1, 2, 3, None):
            for lang in ("es", "en"):
                interactive = viewer is not None and state.current_player == viewer
                html = render.board(state, lang, interactive=interactive, viewer=viewer)
                assert_no_leak(html, state, viewer, played, lang)


def test_during_the_auction_the_others_cards_make_no_difference() -> None:
    """Swapping the other hands and the zanga leaves a seat's table exactly the same."""
    rng = random.Random(7)
    game = engine.load("zanga")
    for _ in range(40):
        state = game.new_state(seed=rng.randrange(10_000))
        for _ in range(rng.randrange(0, 3)):
            if state.phase == "auction":
                state = state.apply(rng.choice([a for a in state.legal_actions() if a != "dentro"] or ["juego"]))
        if state.phase != "auction":
            continue
        viewer = rng.randrange(4)
        others = [c for s in range(4) if s != viewer for c in state.dealt[s]] + list(state.zanga0)
        rng.shuffle(others)
        hands = []
        for s in range(4):
            hands.append(state.dealt[s] if s == viewer else tuple(others[:8]))
            if s != viewer:
                del others[:8]
        moved = game.start_hand(hands, others, seed=state.seed, deals=state.deals, hand_no=state.hand_no,
                                dealer=state.dealer, mano=state.mano, ledger=state.start_ledger)
        for move in state.moves:
            moved = moved.apply(move)
        for lang in ("es", "en"):
            assert render.board(state, lang, interactive=False, viewer=viewer) == \
                render.board(moved, lang, interactive=False, viewer=viewer)


def test_the_teaching_switch_shows_every_hand_and_the_zanga() -> None:
    state = engine.load("zanga").new_state(seed=3)
    html = render.board(state, "es", interactive=False, viewer=0, reveal=True)
    assert parse(html).faces == set(DECK)


# -- through the bridge, as the page does -------------------------------------------------------------

def test_an_example_refuses_an_illegal_card_naming_article_27_in_both_languages() -> None:
    for lang in ("es", "en"):
        reply = call(op="init", id="z", kind="example", scenario="zanga.servir", lang=lang)
        assert 'data-rv-action="5c"' in reply["html"]
        reply = call(op="act", id="z", action="2o")
        assert reply["message"].startswith("Art. 27:"), reply["message"]
        reply = call(op="act", id="z", action="5c")
        assert reply["message"] == "" and reply["done"]


def test_the_ledger_lists_the_settlement_with_its_articles() -> None:
    reply = call(op="init", id="z", kind="example", scenario="zanga.piedra", lang="es")
    assert "Fondo (piedras en juego): 4" in reply["html"]
    reply = call(op="act", id="z", action="12o")
    widget = reglas_browser.WIDGETS["z"]
    while widget.session.state.phase == "play":
        if reply["bot_next"]:
            reply = call(op="bot", id="z")
        else:  # the reader's last card
            reply = call(op="act", id="z", action=widget.session.state.legal_actions()[0])
    assert widget.session.goal_reached()
    html = reply["html"]
    assert "Cuentas de la mano" in html and "Art. 43" in html
    assert 'data-rv-account="A"' in html


def test_a_settlement_is_animated_payment_by_payment() -> None:
    call(op="init", id="z", kind="example", scenario="zanga.renuncio-matador", lang="en")
    reply = call(op="act", id="z", action="renuncio")
    assert len(reply["frames"]) >= 3, "the stones before, then one frame per payment"
    assert "Art. 30" in reply["frames"][-1] and "Art. 29" not in reply["frames"][0]


def test_a_full_game_with_bots_never_shows_another_seats_cards() -> None:
    reply = call(op="init", id="g", kind="game", game="zanga", lang="es")
    widget = reglas_browser.WIDGETS["g"]
    rng = random.Random(3)
    hands_settled = 0
    for _ in range(300):
        assert "error" not in reply
        state = widget.session.state
        assert isinstance(state, ZangaState)
        played = played_cards([a for _, a in widget.session.moves])
        assert_no_leak(reply["html"], state, 0, played, "es", widget.session.history)
        if state.phase == "deal":
            hands_settled += 1
        if state.is_terminal() or hands_settled >= 2:
            break
        if reply["bot_next"]:
            reply = call(op="bot", id="g")
            continue
        if CONTINUE in reply["html"]:
            reply = call(op="cmd", id="g", cmd="continue")
            continue
        legal = list(state.legal_actions())
        reply = call(op="act", id="g", action=rng.choice(legal))
    assert hands_settled >= 1, "a whole hand was played and settled"


CONTINUE = 'data-rv-cmd="continue"'


def play_to_the_end_of_a_hand(seed: int) -> dict:
    """A full game against bots from a fixed deal, the reader playing its first legal move, until
    the first hand is settled."""
    reply = call(op="init", id="g", kind="game", game="zanga", lang="es",
                 shared=f"partida=zanga;seed={seed}&modo=bot&nivel=easy")
    session = reglas_browser.WIDGETS["g"].session
    while session.state.phase not in ("deal", "over"):
        if reply["bot_next"]:
            reply = call(op="bot", id="g")
        else:
            reply = call(op="act", id="g", action=session.state.legal_actions()[0])
            assert not reply["message"], reply["message"]
    return reply


# Seeds 1 and 2: the reader (South) deals the second hand; seeds 0 and 3: a bot does.
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_accounts_of_a_hand_stay_until_the_reader_moves_on_whoever_deals(seed: int) -> None:
    reply = play_to_the_end_of_a_hand(seed)
    session = reglas_browser.WIDGETS["g"].session
    html = reply["html"]
    assert "Cuentas de la mano" in html and "rv-payments" in html
    assert not reply["bot_next"], "no hand is settled unseen"
    if session.state.current_player == 0:  # the reader deals: dealing is moving on
        assert 'data-rv-action="repartir"' in html and CONTINUE not in html
        reply = call(op="act", id="g", action="repartir")
    else:  # a bot deals: it waits until the reader has read the accounts
        assert CONTINUE in html and "Pulsa «Siguiente mano» para seguir." in html
        moves = len(session.moves)
        assert "Cuentas de la mano" in call(op="bot", id="g")["html"] and len(session.moves) == moves
        reply = call(op="cmd", id="g", cmd="continue")
        assert reply["bot_next"] and CONTINUE not in reply["html"]
        reply = call(op="bot", id="g")  # the bot deals
    assert session.state.phase == "auction" and session.state.hand_no == 2
    assert "Mano anterior" in reply["html"], "the last hand's accounts stay in view during the auction"


def test_four_people_pass_the_device_and_see_only_their_own_hand() -> None:
    call(op="init", id="g", kind="game", game="zanga", lang="en")
    reply = call(op="setting", id="g", name="mode", value="people")
    widget = reglas_browser.WIDGETS["g"]
    rng = random.Random(5)
    for _ in range(40):
        state = widget.session.state
        assert isinstance(state, ZangaState)
        played = played_cards([a for _, a in widget.session.moves])
        if "rv-pass" in reply["html"]:
            assert parse(reply["html"], "en").faces <= played
            reply = call(op="cmd", id="g", cmd="show-hand")
            continue
        assert_no_leak(reply["html"], state, state.current_player, played, "en")
        reply = call(op="act", id="g", action=rng.choice(list(state.legal_actions())))


def test_a_renuncio_claim_searches_art30_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Art. 30's search (could the injured side have made every trick?) is the slow part of a claim:
    one request plays the claim, traces it and draws each payment, and asks it once."""
    searched = []

    def counted(*args: object, **kwargs: object) -> bool:
        searched.append(args)
        return can_take_all(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(zanga_tricks, "can_take_all", counted)
    zanga_tricks.searched.cache_clear()
    call(op="init", id="z", kind="example", scenario="zanga.renuncio-matador", lang="es")
    reply = call(op="act", id="z", action="renuncio")
    assert "Art. 30" in reply["frames"][-1] and len(searched) == 1
