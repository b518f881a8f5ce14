"""The text mode (engine.table.textmode through engine.table.widget): a typed line is a move, played as a click
plays it, or a question answered in words, per game family and in both languages."""

from __future__ import annotations

import pytest

from engine.lessons.scenario import get
from engine.table.textmode import read
from engine.table.widget import FullGame, LiveExample, Widget, open_widget


def table(key: str, lang: str, record: str | None = None) -> Widget:
    request: dict[str, object] = {"kind": "game", "game": key, "lang": lang}
    if record:
        request["shared"] = f"partida={record}&modo=bot&nivel=easy"
    found = open_widget(request)
    assert not found.notice, found.notice
    return found


def say(game: Widget, text: str, **extra: object) -> dict:
    return game.handle({"op": "say", "text": text, **extra})


def play_bots(game: Widget, reply: dict) -> dict:
    while reply["bot_next"]:
        reply = game.handle({"op": "bot"})
    return reply


@pytest.mark.parametrize(("lang", "move", "hole", "answer"), [
    ("es", "siembra D", "¿Qué hay en c?", "en c hay 4 semillas"),
    ("es", "D", "que hay en C", "en C hay 4 semillas"),
    ("en", "sow D", "what is in c?", "there are 4 seeds in c"),
    ("en", "d", "What's in C?", "there are 4 seeds in C"),
])
def test_mancala_holes_and_moves(lang: str, move: str, hole: str, answer: str) -> None:
    game = table("awari", lang, "awari;opts=first_player:south;seed=1")
    assert say(game, hole)["answer"] == answer
    reply = say(game, move)
    if move == "d":  # North's hole: refused with its rule, as a click on it is
        assert reply["answer"] == reply["message"] and reply["message"].startswith("Rule 2")
        assert not game.session.moves
        return
    assert game.session.moves == [(0, "D")]
    assert reply["said"] and reply["answer"] == " ".join(reply["said"]) and reply["frames"]
    assert reply["bot_next"], "the bot replies to a typed move as to a click"


@pytest.mark.parametrize("typed", ["(D)", "D:", "\u200bD", "«D».", "\uff24", "siembra (D)", "D\u00ad"])
def test_a_typed_hole_is_read_as_typed_whatever_surrounds_it(typed: str) -> None:
    """Issue 34: punctuation, a zero-width space or a full-width letter around D made it read as d,
    North's hole, and the refusal named d."""
    game = table("awari", "es", "awari;opts=first_player:south;seed=1")
    reply = say(game, typed)
    assert game.session.moves == [(0, "D")], reply["answer"]


def test_a_refused_or_unread_hole_is_named_as_typed() -> None:
    game = table("awari", "es", "awari;opts=first_player:south;seed=1")
    assert say(game, "(d)")["message"].startswith("Regla 2: d no es un agujero tuyo")
    assert say(game, "\u200bd:")["message"].startswith("Regla 2: d no es un agujero tuyo")
    unread = say(game, "D+")  # D or d? neither is read into the other: the line is said back
    assert unread["answer"] == "No entiendo «D+»; escribe ayuda" and not game.session.moves
    assert say(game, "¿qué hay en (D)?")["answer"] == "en D hay 4 semillas"


@pytest.mark.parametrize("key", ["zapiti", "zanga"])
def test_card_game_help_suggests_only_moves_the_game_accepts(key: str) -> None:
    """Issue 34: Zápiti's help suggested «paso», which Zápiti does not accept. The examples are read
    back with the game's own vocabulary, so the help cannot suggest a word the game refuses."""
    game = table(key, "es", f"{key};seed=3")
    help_text = say(game, "ayuda")["answer"]
    moves = help_text.split(") o una pregunta")[0]
    examples = [part.split("»")[0] for part in moves.split("«")[1:]]
    assert len(examples) >= 3 and all(read(game.session, example).action for example in examples), examples
    assert ("«paso»" in help_text) == (key == "zanga") and ("«canto truco»" in help_text) == (key == "zapiti")
    assert "paso" not in say(table(key, "en", f"{key};seed=3"), "help")["answer"] or key == "zanga"


@pytest.mark.parametrize(("lang", "words", "action"), [
    ("es", "expulsar", "expulsar"), ("es", "no expulsar", "no-expulsar"),
    ("en", "expel", "expulsar"), ("en", "do not expel", "no-expulsar"),
])
def test_mbau_rule4_choice_is_typed_and_listed_in_words(lang: str, words: str, action: str) -> None:
    game = table("mbau", lang, "mbau;opts=first_player:south,first_lap:off;seed=1")
    say(game, "A")  # the sowing ends in F, empty, in front of c: South chooses (rule 4)
    listed = say(game, "jugadas posibles" if lang == "es" else "legal moves")["answer"]
    assert listed in ("Puedes hacer 2 jugadas: expulsar (c y F) y no expulsar.",
                      "You can make 2 moves: expel (c and F) and do not expel.")
    assert say(game, "ayuda" if lang == "es" else "help")["answer"].startswith(
        ("Elige: «expulsar (c y F)» y «no expulsar»;", "Choose: “expel (c and F)” and “do not expel”;"))
    say(game, words)
    assert game.session.moves == [(0, "A"), (0, action)]


def test_mancala_questions_in_both_languages() -> None:
    for lang, words in (("es", ["Marcador: Sur: 0 semillas y Norte: 0 semillas.",
                                "Puedes hacer 6 jugadas: A, B, C, D, E y F.",
                                "Te toca a ti (Sur).", "«siembra D»", "En el tablero: en A hay 4 semillas"]),
                        ("en", ["Score: South: 0 seeds and North: 0 seeds.",
                                "You can make 6 moves: A, B, C, D, E and F.",
                                "It is your turn (South).", "“sow D”",
                                "On the board: there are 4 seeds in A"])):
        game = table("awari", lang, "awari;opts=first_player:south;seed=1")
        questions = (["marcador", "jugadas posibles", "¿a quién le toca?", "ayuda", "tablero"] if lang == "es"
                     else ["score", "legal moves", "whose turn is it?", "help", "board"])
        for question, expected in zip(questions, words, strict=True):
            assert expected in say(game, question)["answer"], question
        assert "en x" not in say(game, "qué hay en x")["answer"]
    hus = table("hus", "en", "hus;opts=first_player:south;seed=1")
    assert say(hus, "what is in a1?")["answer"] == "there are 2 stones in a1"
    assert say(hus, "how many stones are in zz")["answer"].startswith("There is no hole “zz”")
    # The counts come through the contract (State.counts): Awari's stores are said, Hus has none.
    awari = table("awari", "en", "awari;opts=first_player:south;seed=1")
    assert say(awari, "board")["answer"].endswith("South has captured 0 seeds and North has captured 0 seeds.")
    board = say(hus, "board")["answer"]
    assert board.startswith("On the board: there are 2 stones in a1") and "captured" not in board


def test_a_line_not_understood_is_said_back_as_text() -> None:
    for lang, start in (("es", "No entiendo «<b>vuela</b>»; escribe ayuda"),
                        ("en", "I do not understand “<b>vuela</b>”; type help")):
        game = table("awari", lang)
        reply = say(game, "<b>vuela</b>")
        assert reply["answer"] == start and not reply["said"] and not game.session.moves
        assert "<b>" not in reply["html"]


def test_zapiti_cards_bets_and_questions() -> None:
    es = table("zapiti", "es", "zapiti;seed=3")
    assert say(es, "mis cartas")["answer"] == "Aún no has mirado tus cartas.", "sin ver: not even in words"
    legal = say(es, "jugadas posibles")["answer"]
    assert legal == "Puedes hacer 2 jugadas: mirar las cartas y truco sin ver."
    assert say(es, "ver")["said"] == ["Sur mira sus cartas."]
    hand = "Tienes 3 cartas: tres de bastos, cuatro de oros y as de bastos."
    assert say(es, "mis cartas")["answer"] == hand
    assert say(es, "canto truco")["said"] == ["Sur canta truco."]
    play_bots(es, {"bot_next": True})
    assert es.session.moves[2][1] in ("quiero", "no-quiero", "valen-6", "a-casa"), "North answers the truco"
    assert say(es, "marcador")["answer"].startswith("Marcador: Sur: ")
    en = table("zapiti", "en", "zapiti;seed=3")
    assert say(en, "look at the cards")["said"] == ["South looks at their cards."]
    reply = say(en, "play the four of coins")
    assert en.session.moves[-1] == (0, "4o"), reply
    play_bots(en, reply)
    answer = say(en, "who wins the trick?")["answer"]
    assert answer.startswith("On the table: ") and ("is winning with" in answer or "tie" in answer), answer


def test_zapiti_refuses_a_typed_card_with_its_rule() -> None:
    game = table("zapiti", "es", "zapiti;seed=3")
    say(game, "ver")
    reply = say(game, "juega el rey de copas")  # not in the reader's hand
    assert reply["message"] and reply["answer"] == reply["message"] and len(game.session.moves) == 1
    assert say(game, "7 oros")["message"], "a card the reader does not hold is refused, not misread"


def test_zanga_bids_cards_trick_and_score() -> None:
    game = table("zanga", "es", "zanga;seed=1")
    hand = say(game, "mis cartas")["answer"]
    assert hand.startswith("Tienes 8 cartas: seis de oros, siete de oros")
    assert say(game, "juego")["said"] == ["Sur dice juego."]
    assert say(game, "marcador")["answer"] == "Marcador: Sur y Norte: 12 piedras y Este y Oeste: 16 piedras."
    state = game.session.state
    while not (game.session.is_human_turn() and state.phase == "play" and state.trick):
        if game.session.is_bot_turn():
            game.handle({"op": "bot"})
        elif state.phase == "play":  # the reader leads: with words
            card = state.legal_actions()[0]
            from engine.rules.cards import Card

            rank, suit = Card.from_text(card)
            say(game, f"{rank} {dict(o='oros', c='copas', e='espadas', b='bastos')[suit]}")
            assert game.session.moves[-1][1] == card
        else:
            say(game, state.legal_actions()[0])
            assert game.session.state != state, "the notation is read whole (triunfo:o)"
        state = game.session.state
        assert state.phase != "over"
    answer = say(game, "¿quién gana la baza?")["answer"]
    assert answer.startswith("En la mesa: ") and "Va ganando " in answer
    en = say(game, "who wins the trick?")
    assert en["answer"].startswith("En la mesa"), "a Spanish page answers in Spanish, whatever the words"


def test_an_example_takes_typed_moves_with_its_goal_and_refusals() -> None:
    example = LiveExample(get("awari.siembra"), "en")
    reply = say(example, "sow D")
    assert reply["done"] and reply["goal"]["status"] == "reached"
    assert say(example, "sow E")["answer"].startswith("Example done") or example.session.goal_reached()


def test_a_typed_move_is_checked_against_the_position_seen() -> None:
    game = table("awari", "es", "awari;opts=first_player:south;seed=1")
    seen = game.reply()["version"]
    say(game, "D", version=seen)
    stale = say(game, "E", version=seen)
    assert "ha cambiado" in stale["answer"] and len(game.session.moves) == 1
    question = say(game, "marcador", version=seen)
    assert question["answer"].startswith("Marcador"), "a question reads the board now"


def test_text_mode_labels_come_from_the_catalogue() -> None:
    assert FullGame("awari", "en").reply()["text_mode"]["label"] == "Type a move or a question"
    assert FullGame("awari", "es").reply()["text_mode"]["label"] == "Escribe una jugada o una pregunta"
