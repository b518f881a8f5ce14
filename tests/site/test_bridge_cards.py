"""Hidden cards in the page: the HTML sent for a seat shows that seat's cards and the public ones,
never another seat's; the pass-the-device screen hides every hand; the teaching switch shows them.

Driven through ``reglas_browser`` exactly as the page drives it, and through the renderer directly
over many random Zápiti states (two and four players)."""

from __future__ import annotations

import random
from html.parser import HTMLParser

import pytest

import engine
import reglas_browser
from engine.i18n import Msg
from engine.rules.cards import DECK, Card
from engine.rules.zapiti.game import CARD_OF, ZapitiState
from engine.table import cards_render as cr
from engine.table import render

from .bridge import call, legal_in

# A card's accessible name (engine.table.cards_render.card_label), with or without "playable" after it.
NAMES = {lang: {cr.card_label(card, lang) + end: card for card in DECK
                for end in ("", Msg(cr.PLAYABLE).text(lang))} for lang in ("es", "en")}




class Cards(HTMLParser):
    """Every card drawn face up, with the classes of the elements around it."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.stack: list[tuple[str, str]] = []
        self.found: list[tuple[Card, str]] = []  # (card, the classes it sits in)
        self.actions: list[str] = []  # the actions of the table's buttons

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = a.get("class") or ""
        if a.get("data-rv-action") and not any("rv-review" in c.split() for _, c in self.stack):
            self.actions.append(a["data-rv-action"] or "")  # the table's (a review's past table is not played)
        if "rv-card" in classes.split() and "rv-back" not in classes.split():
            self.found.append((NAMES[self.lang][a["aria-label"] or ""], " ".join(c for _, c in self.stack)))
        if tag not in ("input", "br", "img", "rect", "ellipse", "circle", "path"):
            self.stack.append((tag, classes))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break


def cards_in(html: str, lang: str = "es") -> Cards:
    parser = Cards(lang)
    parser.feed(html)
    return parser


def played_cards(session: object) -> set[Card]:
    """Every card played in the session (the summary of the last hand shows some of them)."""
    return {CARD_OF[action] for _, action in session.moves if action in CARD_OF}  # type: ignore[attr-defined]


def assert_no_leak(html: str, session: object, viewer: int | None, lang: str = "es") -> None:
    state: ZapitiState = session.state  # type: ignore[attr-defined]
    obs_cards = set(state.observation(viewer).cards or ()) if viewer is not None else set()
    public = set(state.played())
    earlier = played_cards(session)
    parsed = cards_in(html, lang)
    # the coach's review of a past hand draws each decision's table as the viewer saw it then
    seen = set() if viewer is None else {card for past in session.history  # type: ignore[attr-defined]
                                         for card in past.observation(viewer).cards or ()}
    for card, around in parsed.found:
        if "rv-last" in around:
            assert card in earlier, f"{card} in the past hand's summary was never played"
        elif "rv-review" in around.split():
            assert card in earlier | seen, f"{card} in the review was never shown to seat {viewer}"
        else:
            assert card in obs_cards | public, f"{card} is hidden from seat {viewer} but drawn"
    hidden = {str(c) for s in range(state.players) if s != viewer for c in state.hands[s]} - {str(c) for c in obs_cards}
    assert not hidden & set(parsed.actions), "a hidden card is a button"


# -- the renderer over many random states -----------------------------------------------------------

def random_states(players: int, count: int, seed: int) -> list[ZapitiState]:
    rng = random.Random(seed)
    game = engine.load("zapiti", players=players)
    found = []
    while len(found) < count:
        state = game.new_state(seed=rng.randrange(10_000))
        for _ in range(rng.randrange(1, 60)):
            if state.is_terminal():
                break
            state = state.apply(rng.choice(state.legal_actions()))
        found.append(state)
    return found


def reshuffle_hidden(state: ZapitiState, viewer: int, rng: random.Random) -> ZapitiState:
    """The same hand as ``viewer`` sees it, with the others' unplayed cards swapped for undealt ones."""
    seed, hand, dealer, points, grandes, hands, actions = state.notation().split()
    dealt = [[CARD_OF[c] for c in h.split(".")] for h in hands.split("/")]
    stock = list(state.stock())
    rng.shuffle(stock)
    for seat, cards in enumerate(dealt):
        if seat == viewer:
            continue
        for i, card in enumerate(cards):
            if card in state.hands[seat]:
                cards[i] = stock.pop()
    text = "/".join(".".join(str(c) for c in cards) for cards in dealt)
    return state.game.from_notation(" ".join((seed, hand, dealer, points, grandes, text, actions)))


@pytest.mark.parametrize("players", [2, 4])
def test_the_table_depends_only_on_what_the_seat_may_see(players: int) -> None:
    rng = random.Random(players)
    for state in random_states(players, 60, seed=players):
        for viewer in range(players):
            other = reshuffle_hidden(state, viewer, rng)
            assert other.observation(viewer) == state.observation(viewer)
            interactive = state.current_player == viewer
            for lang in ("es", "en"):
                html = render.board(state, lang, interactive=interactive, viewer=viewer)
                again = render.board(other, lang, interactive=interactive, viewer=viewer)
                assert html == again, f"seat {viewer} can tell the hidden cards apart in {state.notation()}"
                shown = {card for card, _ in cards_in(html, lang).found}
                mine = set(state.observation(viewer).cards or ())
                assert shown <= mine | set(state.played())


@pytest.mark.parametrize("players", [2, 4])
def test_with_nobody_at_the_device_no_hand_is_face_up(players: int) -> None:
    for state in random_states(players, 30, seed=10 + players):
        html = render.board(state, "es", interactive=False, viewer=None)
        assert {card for card, _ in cards_in(html).found} <= set(state.played())


def test_the_teaching_switch_draws_every_hand() -> None:
    state = engine.load("zapiti", players=4).from_notation(
        "7 0 3 0-0 0-0 4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o ver")
    shown = {card for card, _ in cards_in(render.board(state, "es", interactive=False, viewer=0, reveal=True)).found}
    assert shown == {card for hand in state.hands for card in hand}


# -- the bridge: full games and examples ----------------------------------------------------------

CONTINUE = 'data-rv-cmd="continue"'


@pytest.mark.parametrize("key", ["zapiti", "zapiti;opts=players:4"])
def test_full_game_with_bots_never_shows_a_hidden_card(key: str) -> None:
    for lang in ("es", "en"):
        reply = call(op="init", id="g", kind="game", game=key, lang=lang)
        widget = reglas_browser.WIDGETS["g"]
        rng = random.Random(lang)
        for _ in range(150):
            assert "error" not in reply, reply
            assert_no_leak(reply["html"], widget.session, 0, lang)
            if widget.session.state.is_terminal():
                break
            if reply["bot_next"]:
                reply = call(op="bot", id="g")
            elif CONTINUE in reply["html"]:
                reply = call(op="cmd", id="g", cmd="continue")
            else:
                reply = call(op="act", id="g", action=rng.choice(legal_in(reply["html"])))
                assert not reply["message"], reply["message"]
        assert widget.session.state.hand_no >= 1 or widget.session.state.is_terminal(), "hands were played"


@pytest.mark.parametrize("seed", range(40))
def test_four_player_page_plays_a_hand_with_three_bots(seed: int) -> None:
    # A fixed deal through a share link: the page itself deals at random.
    reply = call(op="init", id="g", kind="game", game="zapiti;opts=players:4", lang="es",
                 shared=f"partida=zapiti;opts=players:4;seed={seed}&modo=bot&nivel=medium")
    session = reglas_browser.WIDGETS["g"].session
    assert session.state.game.num_players == 4 and session.human_seats == (0,)
    assert reply["saved"]["partida"].startswith("zapiti;opts=players:4;seed=")
    assert "Este" in reply["html"] and "Oeste" in reply["html"]
    # Until every seat has acted and a hand is over (an accepted "ahorrisi" can end the game in one).
    while ({seat for seat, _ in session.moves} != {0, 1, 2, 3} or session.state.hand_no == 0) \
            and not session.state.is_terminal():
        assert session.state.hand_no < 10
        cards = [a for a in legal_in(reply["html"]) if a in CARD_OF]
        if reply["bot_next"]:
            reply = call(op="bot", id="g")
        elif CONTINUE in reply["html"]:
            reply = call(op="cmd", id="g", cmd="continue")
        else:
            reply = call(op="act", id="g", action=(cards or legal_in(reply["html"]))[0])
        assert_no_leak(reply["html"], session, 0)


def test_people_on_one_device_pass_it_between_turns() -> None:
    reply = call(op="init", id="g", kind="game", game="zapiti;opts=players:4", lang="es")
    reply = call(op="setting", id="g", name="mode", value="people")
    session = reglas_browser.WIDGETS["g"].session
    assert session.human_seats == (0, 1, 2, 3)
    for _ in range(12):
        seat = session.state.current_player
        name = engine.load("zapiti", players=4).SEAT_NAMES[seat]
        assert f"Pasa el dispositivo a {name}." in reply["html"]
        assert_no_leak(reply["html"], session, None)
        assert legal_in(reply["html"]) == [] and 'data-rv-action="' not in reply["html"]
        reply = call(op="act", id="g", action="a-casa")
        assert reply["message"] == f"Pasa el dispositivo a {name}.", "refused behind the screen"
        reply = call(op="cmd", id="g", cmd="show-hand")
        assert "Pasa el dispositivo" not in reply["html"]
        assert_no_leak(reply["html"], session, seat)
        cards = [a for a in legal_in(reply["html"]) if a in CARD_OF]
        reply = call(op="act", id="g", action=(cards or legal_in(reply["html"]))[0])
        assert not reply["message"]
        while session.state.current_player == seat:  # same seat again (mano after "ver"): no screen
            assert "Pasa el dispositivo" not in reply["html"]
            cards = [a for a in legal_in(reply["html"]) if a in CARD_OF]
            reply = call(op="act", id="g", action=(cards or legal_in(reply["html"]))[0])


def test_people_mode_keeps_the_screen_after_undo_and_reload() -> None:
    call(op="init", id="g", kind="game", game="zapiti", lang="en")
    reply = call(op="setting", id="g", name="mode", value="people")
    assert "Pass the device to South." in reply["html"]
    call(op="cmd", id="g", cmd="show-hand")
    reply = call(op="act", id="g", action="ver")
    saved = reply["saved"]
    reply = call(op="init", id="h", kind="game", game="zapiti", lang="en",
                 saved="&".join(f"{k}={v}" for k, v in saved.items()).replace(" ", "%20"))
    assert "Pass the device to South." in reply["html"]
    reply = call(op="cmd", id="h", cmd="undo")
    assert "Pass the device to South." in reply["html"]


def test_teaching_switch_in_a_full_game_and_in_an_example() -> None:
    reply = call(op="init", id="g", kind="game", game="zapiti", lang="es")
    session = reglas_browser.WIDGETS["g"].session
    assert 'data-rv-cmd="teach"' in reply["html"] and 'aria-pressed="false"' in reply["html"]
    reply = call(op="cmd", id="g", cmd="teach")
    shown = {card for card, _ in cards_in(reply["html"]).found}
    assert set(session.state.hands[1]) <= shown, "the rival's hand is face up"
    assert 'aria-pressed="true"' in reply["html"]
    reply = call(op="cmd", id="g", cmd="teach")
    assert_no_leak(reply["html"], session, 0)
    reply = call(op="setting", id="g", name="mode", value="people")
    assert 'data-rv-cmd="teach"' not in reply["html"], "no peeking when people share the device"
    assert call(op="cmd", id="g", cmd="teach")["message"] == "este ejemplo no enseña las cartas de los demás"

    reply = call(op="init", id="e", kind="example", scenario="zapiti.mesa", lang="es")  # reveal="on"
    example = reglas_browser.WIDGETS["e"].session
    shown = {card for card, _ in cards_in(reply["html"]).found}
    assert shown == {card for hand in example.state.hands for card in hand}  # every hand, South's too
    reply = call(op="cmd", id="e", cmd="teach")
    assert_no_leak(reply["html"], example, 0)


def test_example_refuses_a_card_with_its_rule_and_accepts_a_legal_one() -> None:
    reply = call(op="init", id="e", kind="example", scenario="zapiti.valen", lang="en")
    assert 'data-rv-action="valen-6"' in reply["html"]
    reply = call(op="act", id="e", action="4b")  # a card while a call waits for its answer
    assert reply["message"].startswith("Rule 9:")
    reply = call(op="act", id="e", action="valen-6")
    assert not reply["message"] and not reply["done"], "raising is legal; the hand is still to be won"
    assert reply["goal"]["status"] == "open"


def test_example_solution_shows_only_the_readers_moves() -> None:
    call(op="init", id="e", kind="example", scenario="zapiti.primera-parda", lang="es")
    reply = call(op="cmd", id="e", cmd="solution")
    line = reply["html"].split('class="rv-solution"')[1].split("</p>")[0]
    assert '<span class="rv-step">el cuatro de bastos</span>' in line, "the reader's moves, in words"
    assert "<kbd>" not in line and "6o" not in line


def test_a_link_to_the_other_table_size_is_refused() -> None:
    reply = call(op="init", id="g", kind="game", game="zapiti;opts=players:4", lang="es",
                 shared="partida=zapiti;seed=5;moves=ver&modo=bot&nivel=easy")
    assert reply["message"].startswith("El enlace compartido no es válido")
    assert reglas_browser.WIDGETS["g"].session.state.game.num_players == 4


def test_signals_are_listed_only_for_those_who_see_them() -> None:
    call(op="init", id="e", kind="example", scenario="zapiti.senas", lang="es")
    table = reglas_browser.WIDGETS["e"]
    session = table.session
    session._push("seña:beso")  # an example that asks a question plays no move of the reader's: a step
    assert "seña: beso" in table.html()  # the reader made it
    html = render.move_list(session, "es", viewer=1)
    assert "seña: beso" not in html, "the rivals did not catch it (senas_cazadas: nunca)"
    assert "seña: beso" in render.move_list(session, "es", viewer=2), "the partner saw it"


def test_a_hand_summary_stays_until_the_reader_moves_on() -> None:
    # South calls truco and North, a bot, refuses: the hand ends and North, a bot, is mano in the next.
    reply = call(op="init", id="g", kind="game", game="zapiti", lang="es",
                 shared="partida=zapiti;seed=5;moves=ver%20truco%20no-quiero&modo=bot&nivel=easy")
    session = reglas_browser.WIDGETS["g"].session
    assert session.state.hand_no == 1 and session.is_bot_turn()
    summary = "Mano anterior:</strong> Norte no quiere. Sur suma 1 chino."
    assert summary in reply["html"] and CONTINUE in reply["html"]
    assert not reply["bot_next"], "the bots wait for the reader"
    assert "Pulsa «Siguiente mano» para seguir." in reply["html"]
    moves = len(session.moves)
    reply = call(op="bot", id="g")
    assert len(session.moves) == moves and summary in reply["html"], "a stray bot request plays nothing"
    reply = call(op="cmd", id="g", cmd="continue")
    assert reply["bot_next"] and CONTINUE not in reply["html"]
    assert summary in reply["html"], "still shown while the bots play, until the reader acts"
    reply = call(op="bot", id="g")
    assert len(session.moves) == moves + 1


def test_the_reader_who_is_to_act_next_moves_on_by_acting() -> None:
    # Hand 2: North, mano, calls truco and South, the reader, refuses; South is mano in hand 3.
    reply = call(op="init", id="g", kind="game", game="zapiti", lang="en",
                 shared="partida=zapiti;seed=5;moves=ver%20truco%20no-quiero%20ver%20truco%20no-quiero&modo=bot&nivel=easy")
    session = reglas_browser.WIDGETS["g"].session
    assert session.state.hand_no == 2 and session.is_human_turn()
    assert "Previous hand:</strong> South does not want it (no quiero). North scores 1 chino." in reply["html"]
    assert CONTINUE not in reply["html"] and legal_in(reply["html"]) == ["ver", "sin-ver"]
    reply = call(op="act", id="g", action="ver")
    assert "rv-last" not in reply["html"], "read: the reader has played on"
