"""The La Zanga narrator (:mod:`engine.lessons.zanga.narration`): every word, card and payment said in the
Reglamento's terms, in both languages, with real plural forms, from what the listening seat may see."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.lessons.zanga.narration import describe, ends_hand, spoken
from engine.rules.cards import DECK
from engine.rules.zanga import rules
from engine.rules.zanga.game import DISCARD, ZangaState

#: A hand of the first partida of seed 3, replayed to its last card: a puesta with a solo (Art. 62).
PUESTA = ("s=3 k=2 n=2 d=3 m=0 L=21,11,0,0,0 H=1o.2o.4o.3c.6e.11e.2b.3b/3o.5c.6c.7c.10e.12e.4b.7b/"
          "11o.2c.11c.2e.5e.7e.6b.10b/7o.4c.10c.1e.3e.1b.5b.11b Z=5o.6o.10o.12o.1c.12c.4e.12b "
          "M=paso,solo,triunfo:c,3c,7c,2c,4b,6b,3b,11c,2o,5c,2e,6e,12e,6c,10b,4o,7b,11o,2b,10e,7e,11e,1o,3o")


def zanga(**options: object) -> engine.rules.core.Game:
    return engine.load("zanga", **options)


def said(before: ZangaState, action: str, viewer: int | None = 0, lang: str = "es") -> list[str]:
    return [m.text(lang) for m in describe(before, action, before.apply(action), viewer)]


def test_the_words_of_the_auction() -> None:
    s = zanga().new_state(seed=3)  # West (3) is mano
    assert said(s, "juego") == ["Oeste dice juego."]
    assert said(s, "juego", lang="en") == ["West says juego: I play."]
    assert said(s, "paso") == ["Oeste pasa y pone 1 piedra en el fondo (Art. 41)."]
    assert said(s, "paso", lang="en") == ["West passes and puts 1 stone in the pot (Art. 41)."]
    assert said(s, "solo") == ["Oeste va solo (Art. 54)."]
    t = s.apply("juego")
    assert said(t, "mandar") == ["Sur manda solo a Oeste (Art. 20)."]
    assert said(t, "juego") == ["Sur dice juego: deja jugar a Oeste."]
    u = t.apply("mandar")
    assert said(u, "solo") == ["Oeste acepta: va solo (Art. 26)."]
    assert said(u, "no") == ["Oeste no va solo: va solo Sur (Art. 26)."]
    assert said(u, "no", lang="en") == ["West will not play alone: South plays alone (Art. 26)."]


def test_going_dentro_and_its_fianza() -> None:
    s = zanga().new_state(seed=3).apply("paso").apply("paso").apply("paso")  # North is the pie
    assert said(s, "dentro") == [
        "Norte va dentro a ver la zanga: su pareja pone 1 piedra en el fondo y 2 en la fianza (Art. 21 y Art. 23).",
        "La pareja B pone 2 piedras en la fianza (Art. 24)."]
    looked = s.apply("dentro")
    assert said(looked, "zanga") == ["Norte juega con las cartas de la zanga (Art. 21)."]
    assert said(looked, "propias") == ["Norte vuelve a sus cartas (Art. 25).",
                                       "La pareja B se queda la fianza: 4 piedras."]


def test_the_trumps_a_card_and_the_trick_with_its_winner() -> None:
    s = zanga().new_state(seed=3).apply("juego").apply("juego").apply("juego")
    assert said(s, "triunfo:o") == ["Oeste nombra los triunfos: oros."]
    s = s.apply("triunfo:o")
    lines = []
    for _ in range(4):
        action = s.legal_actions()[0]
        lines = said(s, action)
        assert lines[0].endswith(f"juega {rules.card(action).spoken().text('es')}.")
        s = s.apply(action)
    leader, cards, winner = s.tricks[0]
    name = s.game.SEAT_NAMES[winner]
    seats = [leader, (leader + 1) % 4, (leader + 2) % 4, (leader + 3) % 4]
    card = cards[seats.index(winner)].spoken().text("es")
    assert lines[1] == f"{name} gana la baza 1 con {card}."


def test_a_solo_partner_lays_his_cards_down() -> None:
    s = zanga().new_state(seed=3).apply("solo")
    assert said(s, "triunfo:b") == ["Oeste nombra los triunfos: bastos.",
                                    "Este deja sus cartas sobre la zanga (Art. 58)."]
    assert said(s, "triunfo:b", lang="en")[1] == "East lays their cards on the zanga (Art. 58)."


def test_a_puesta_is_settled_payment_by_payment_with_its_articles() -> None:
    s = zanga().from_notation(PUESTA)
    assert ends_hand(s, s.apply("5e"))
    assert said(s, "5e") == [
        "Norte juega el cinco de espadas.",
        "Sur gana la baza 8 con el as de oros.",
        "La pareja B (Este y Oeste) hace 4 bazas: puesta (Art. 44).",
        "La pareja B pone 5 piedras en el fondo: puesta: se dobla el fondo (Art. 44 y Art. 46).",
        "La pareja B paga 2 piedras a la pareja A: solo (Art. 62).",
        "Piedras: A 18, B 4; fondo 10.",
        "Reparte Sur.",
    ]
    assert said(s, "5e", lang="en")[2:5] == [
        "Pair B (East and West) makes 4 tricks: puesta (Art. 44).",
        "Pair B puts 5 stones in the pot: puesta: the pot is doubled (Art. 44 and Art. 46).",
        "Pair B pays 2 stones to pair A: solo (Art. 62).",
    ]
    dealt = s.apply("5e")
    assert said(dealt, "repartir") == ["Sur reparte la mano 3.", "Este es mano: pone 4 piedras en el fondo (Art. 19)."]


def test_singular_amounts() -> None:
    from engine.i18n import Plural
    from engine.lessons.zanga.narration import payment
    from engine.rules.zanga.settlement import Item, articles_of

    line = payment(Item("solo", 1, 0, 1, articles_of("sacada", 0, "solo", 0, 1, None)))
    assert isinstance(line, Plural)
    assert line.text("es") == "La pareja B paga 1 piedra a la pareja A: solo (Art. 55 y Art. 64)."
    assert line.text("en") == "Pair B pays 1 stone to pair A: solo (Art. 55 and Art. 64)."


def test_every_settlement_of_random_hands_says_each_payment_once() -> None:
    rng = random.Random(11)
    game = zanga()
    settled = 0
    for seed in range(40):
        s = game.new_state(seed=seed)
        while not s.is_terminal() and s.hand_no < 3:
            action = rng.choice(s.legal_actions())
            after = s.apply(action)
            if ends_hand(s, after):
                settled += 1
                lines = said(s, action, viewer=None)
                result = after.result
                payments = [line for line in lines if line.startswith("La pareja") and "bazas" not in line
                            and " baza:" not in line and "32 piedras" not in line]
                assert len(payments) == len(result.items), lines
                for line, item in zip(payments, result.items, strict=False):
                    assert f" {item.moved} piedra" in line
                    assert item.articles, item
                    for number in item.articles:
                        assert f"Art. {number}" in line
            s = after
    assert settled >= 40


def test_spoken_names_never_show_the_notation() -> None:
    assert spoken("2e").text("es") == "el dos de espadas"
    assert spoken("triunfo:c").text("es") == "triunfos: copas"
    assert spoken("triunfo:c").text("en") == "trumps: cups"
    assert spoken("10o").text("es") == "la sota de oros"
    assert spoken("descarte:7o").text("es") == "descartar el siete de oros"
    for action in ["juego", "paso", "solo", "mandar", "no", "dentro", "zanga", "propias", "cinco", "todas",
                   "planto", "renuncio", "conforme", "repartir", "triunfo:o"]:
        for lang in ("es", "en"):
            assert ":" not in spoken(action).text(lang) or action.startswith("triunfo") or action == "dentro"


BY_NAME = {lang: {c.name().text(lang): c for c in DECK} for lang in ("es", "en")}
CARD_WORDS = {lang: re.compile("|".join(sorted(map(re.escape, BY_NAME[lang]), key=len, reverse=True)))
              for lang in ("es", "en")}


@pytest.mark.parametrize("options", [{}, {"preset": "seis", "six_dentro": "descarte"}, {"preset": "mesa"}])
def test_no_seat_is_told_a_card_it_cannot_see(options: dict) -> None:
    """Cards named are cards played in a trick, or, to the pie alone, the cards he discards."""
    rng = random.Random(str(options))
    game = engine.load("zanga", **options)
    for seed in range(25):
        s = game.new_state(seed=seed)
        played: set[int] = set()
        discarded: dict[int, set[int]] = {}
        for _ in range(120):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            # Steer six-player hands towards the pie going dentro and discarding.
            action = "dentro" if "dentro" in legal else "zanga" if "zanga" in legal else rng.choice(legal)
            after = s.apply(action)
            seat = s.current_player
            if action.startswith(DISCARD):
                discarded.setdefault(seat, set()).add(rules.card(action[len(DISCARD):]))
            elif re.fullmatch(r"\d+[ocbe]", action):
                played.add(rules.card(action))
            for viewer in [None, *range(game.table.players)]:
                for lang in ("es", "en"):
                    lines = [m.text(lang) for m in describe(s, action, after, viewer)]
                    assert lines and all(lines)
                    own = set().union(*discarded.values()) if viewer is None else discarded.get(viewer, set())
                    for line in lines:
                        named = {BY_NAME[lang][m] for m in CARD_WORDS[lang].findall(line)}
                        assert named <= played | own, f"seat {viewer} is told {line!r}"
            if s.phase == "deal":
                played, discarded = set(), {}
            s = after


def test_art11_the_end_of_the_partida_names_the_winning_pair_and_its_stones() -> None:
    """The status line, the table's prompt and the narration of the last payment say the same: the
    pair (its letter and seats) that holds the stones, with how many, in the reader's language; never
    one seat and every seat's count ("gana Este (0 – 32 – 0 – 32)")."""
    from engine.lessons.session import Session
    from engine.rules.zanga.stones import Ledger
    from engine.table.render import View, status
    from engine.table.zanga.render import board
    from tests.engine.zanga.zanga_helpers import TOP_OROS, play, position

    start = play(position({1: TOP_OROS}, mano=0, ledger=Ledger(4, 28, 0)), "juego juego juego triunfo:o")
    session = Session(start, human_seats=(0, 1, 2, 3))
    while not session.state.is_terminal():  # B takes every trick, calls cinco and stops: a codillo
        before, legal = session.state, session.state.legal_actions()
        words = [w for w in ("cinco", "planto") if w in legal]
        move = words[0] if words else legal[0]
        if not words and before.current_player == 1:
            move = max(legal, key=lambda t: rules.strength(rules.card(t), "o"))
        session.play(move)
    assert session.state.ledger == Ledger(0, 32, 0)
    es = "Partida terminada: gana la pareja B (Este y Oeste), con 32 piedras (Art. 11)."
    en = "Game over: pair B (East and West) wins, with 32 stones (Art. 11)."
    assert status(session, "es", View(hydrated=True)) == es
    assert status(session, "en", View(hydrated=True)) == en
    assert said(before, move, viewer=None)[-1] == es
    assert said(before, move, viewer=0, lang="en")[-1] == en
    assert es in board(session.state, "es", interactive=False, legal=set(), highlight=())
    # and the text mode, asked whose turn it is
    from engine.table import textmode
    asked = textmode.read(session, "a quién le toca")
    assert asked.answer(session, View(hydrated=True)).text("es") == es
