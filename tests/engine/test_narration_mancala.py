"""The mancala moves in words (engine.lessons.mancala.narration, through engine.lessons.narration), in both
languages and with singular and plural amounts: sowing, relay laps, captures, Vano's houses, Hus's
extra hole, the end of a game and of a match, and the solutions read as spoken moves."""

from __future__ import annotations

import random

import pytest

import engine
from engine.lessons import narration, scenario
from engine.lessons.mancala import narration as mancala
from engine.rules.core import State


def said(state: State, action: str, lang: str) -> list[str]:
    return [m.text(lang) for m in narration.describe(state, action, state.apply(action), None)]


def position(game: str, text: str, **options: object) -> State:
    return engine.load(game, **options).from_notation(text)


# -- Awari: seeds ----------------------------------------------------------------------------------
def test_awari_a_sowing_says_who_which_hole_how_many_and_where_the_last_fell() -> None:
    start = engine.load("awari", first_player="south").new_state()
    assert said(start, "D", "es") == ["Sur siembra D: 4 semillas, la última en b."]
    assert said(start, "D", "en") == ["South sows D: 4 seeds, the last in b."]


def test_awari_one_seed_is_singular_in_both_languages() -> None:
    state = position("awari", "1,0,0,0,0,0/4,4,4,4,4,4 10-13 S 0 0")
    assert said(state, "A", "es") == ["Sur siembra A: 1 semilla, en B."]
    assert said(state, "A", "en") == ["South sows A: 1 seed, into B."]


def test_awari_a_capture_says_how_many_and_from_which_holes_with_its_rule() -> None:
    state = position("awari", "4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0")
    assert said(state, "C", "es") == ["Sur siembra C: 4 semillas, la última en a.", "Captura 2 semillas: a (Regla 4)."]
    assert said(state, "C", "en")[1] == "Captures 2 seeds: a (Rule 4)."


def test_awari_twelve_seeds_pass_over_their_hole_and_the_game_ends_by_majority() -> None:
    state = position("awari", "2,1,1,1,2,0/1,6,2,1,1,17 0-13 N 3 28")
    assert said(state, "f", "es") == [
        "Norte siembra f: 17 semillas, la última en F.",
        "Da la vuelta entera sin sembrar en f, de donde salieron (Regla 3).",
        "Captura 2 semillas: F (Regla 4).",
    ]
    ending = position("awari", "0,0,0,0,0,2/1,1,0,0,0,1 22-21 S 0 0")
    assert said(ending, "F", "es")[-3:] == [
        "Captura 4 semillas: b y a (Regla 4).",
        "Fin de la partida (Regla 8): un jugador tiene más de 24 semillas.",
        "Gana Sur, 26 a 21.",
    ]
    assert said(ending, "F", "en")[-2:] == [
        "End of the game (Rule 8): a player has more than 24 seeds.",
        "South wins, 26 to 21.",
    ]


def test_awari_a_game_left_without_moves_ends_each_taking_his_own_or_drawn() -> None:
    stuck = position("awari", "0,21,0,0,0,0/1,1,0,0,1,0 15-9 N 10 46")
    assert said(stuck, "e", "en")[-2:] == [
        "End of the game (Rule 5): no legal move is left: each player takes the seeds on his side.",
        "South wins, 36 to 12.",
    ]
    drawn = position("awari", "1,0,1,0,1,0/0,0,0,0,0,1 22-22 N 44 117")
    assert said(drawn, "f", "es")[-1] == "Empate a 24."
    assert said(drawn, "f", "en")[-1] == "A draw, 24 each."


# -- Mbau: stones, relays, expulsions --------------------------------------------------------------
def test_mbau_a_relay_names_every_lap_as_the_page_does() -> None:
    start = engine.load("mbau", first_player="south").new_state()
    assert said(start, "G", "es") == [
        "Sur siembra G: 2 piedras.",
        "La jugada da 7 vueltas, que acaban en a, d, g, B, E, H y d.",
    ]
    assert said(start, "G", "en")[1] == "The move makes 7 laps, ending in a, d, g, B, E, H and d."


def test_mbau_one_stone_and_an_expulsion_from_two_holes() -> None:
    state = position("mbau", "2,0,5,2,0,1,0,0/5,1,2,0,0,2,1,0 7-4 N 0 10")
    assert said(state, "g", "es") == ["Norte siembra g: 1 piedra, en h.",
                                      "Norte puede expulsar A y h: elige si lo hace (Regla 4)."]
    assert said(state, "g", "en") == ["North sows g: 1 stone, into h.",
                                      "North may expel A and h: he chooses whether to (Rule 4)."]
    choice = state.apply("g")
    assert said(choice, "expulsar", "es") == ["Norte expulsa 3 piedras: A y h (Regla 4)."]
    assert said(choice, "expulsar", "en") == ["North expels 3 stones: A and h (Rule 4)."]
    assert said(choice, "no-expulsar", "en") == ["North chooses not to expel (Rule 4)."]


def test_mbau_an_endless_relay_is_said_to_stop_at_the_lap_cap() -> None:
    state = position("mbau", "0,1,0,1,0,1,2,2/3,1,6,0,4,0,2,1 4-4 S 0 15")
    assert said(state, "G", "en") == [
        "South sows G: 2 stones.",
        "The move stops after 1000 laps, the lap limit: the stones stay where they are.",
    ]


def test_mbau_the_seventeenth_stone_ends_the_game() -> None:
    state = position("mbau", "0,0,0,1,0,2,1,0/1,0,1,0,0,1,1,0 15-9 S 3 23")
    assert said(state.apply("F"), "expulsar", "es")[-2:] == [
        "Fin de la partida (Regla 5): un jugador ha expulsado 17 piedras.",
        "Gana Sur, 17 a 9.",
    ]


# -- Vano: houses ----------------------------------------------------------------------------------
def test_vano_a_pair_after_the_kutakata_makes_a_house() -> None:
    state = position("vano", "0,0,3,0,0,2,0,0/1,0,2,0,0,0,0,0 - 14-14 S 0 10")
    assert said(state, "C", "es") == [
        "Sur siembra C: 3 piedras.",
        "La jugada da 2 vueltas, que acaban en F y a.",
        "Sur hace casa (nyumba) en a, en la fila de Norte (Regla 4).",
    ]
    assert said(state, "C", "en")[-1] == "South makes a house (nyumba) in a, in North's row (Rule 4)."


def test_vano_a_stone_that_falls_into_a_house_stays_there() -> None:
    state = position("vano", "1,6,0,3,2,1,2,4/0,3,1,2,0,7,2,0 DS,dN 2-0 S 0 7")
    assert said(state, "H", "en") == [
        "South sows H: 4 stones, the last in d.",
        "The last stone falls into a house of North’s (d) and stays there (Rule 5).",
    ]


def test_vano_a_capture_and_the_end_by_no_team_left() -> None:
    state = position("vano", "0,0,6,3,1,0,1,5/0,5,1,3,3,1,1,2 CN,DN 4-0 S 2 8")
    assert said(state, "H", "es")[-1] == "Captura 3 piedras: h (Regla 4)."
    over = position("vano", "0,1,1,9,0,0,3,0/2,2,2,6,0,0,2,1 DS,GS,dN 2-5 N 2 18")
    assert said(over, "a", "en")[-2:] == [
        "End of the game (Rule 6): the player to move has no group left outside the houses.",
        "South wins, 14 to 12.",
    ]


# -- Hus: the capture, the extra hole, games and the match ----------------------------------------
CHOICE = "2,1,1,0,2,0,0,0/0,0,0,0,3,0,0,0/28,0,2,0,1,0,0,0/2,2,2,2,0,0,0,0 S 0-0 S 0 0-0 -"
DOUBLE = "2,0,0,0,2,0,0,0/0,0,0,0,3,0,0,0/30,0,2,0,1,0,0,0/2,2,2,2,0,0,0,0 S {points} S 0 0-0 -"


def test_hus_a_capture_with_a_choice_waits_and_the_choice_is_said() -> None:
    state = position("hus", CHOICE)
    assert said(state, "c2", "es") == [
        "Sur siembra c2: 2 piedras, la última en e2.",
        "Sur captura desde e2 y se lleva e3 y e4; ahora elige otro agujero del contrario para llevárselo "
        "también (Regla 6).",
    ]
    waiting = state.apply("c2")
    assert said(waiting, "b4", "en") == [
        "South also takes b4 (Rule 6).",
        "The captured stones are sown on: 1 lap, ending in f1.",
        "Captures 6 stones (e3, e4 and b4) and sows them on from the next hole (Rule 6).",
    ]
    assert said(waiting, "b4", "es")[1] == "Siembra lo capturado: 1 vuelta, que acaba en f1."


def test_hus_one_stone_captured_is_singular() -> None:
    state = position("hus", "1,4,3,5,7,1,1,0/2,4,1,0,0,1,1,1/1,0,0,2,0,2,0,2/1,0,2,3,0,3,0,0 S 0-2 N 0 24-32 -")
    assert said(state, "f2", "es")[-1] == "Captura 1 piedra (h3) y la siembra desde el agujero siguiente (Regla 6)."
    assert said(state, "f2", "en")[-1] == "Captures 1 stone (h3) and sows it on from the next hole (Rule 6)."


def test_hus_a_double_win_scores_the_game_and_can_end_the_match() -> None:
    game_over = said(position("hus", DOUBLE.format(points="0-0")), "c2", "es")
    assert game_over[-2:] == [
        "Sur gana la mano con victoria doble: Norte se ha quedado sin piedras (Regla 8).",
        "Partido a 7: Sur 2 – 0 Norte.",
    ]
    match_over = said(position("hus", DOUBLE.format(points="5-0")), "c2", "en")
    assert match_over[-2:] == ["Match to 7: South 7 – 0 North.", "South reaches 7 points and wins the match (Rule 9)."]


def test_hus_a_player_who_cannot_move_loses_the_game() -> None:
    state = position("hus", "3,4,0,4,0,1,4,1/3,4,9,3,0,2,2,4/0,0,0,1,0,0,1,1/0,0,1,0,0,0,0,0 N 0-2 N 1 44-64 -")
    assert said(state, "a3", "en")[-2:] == ["North wins the game: South cannot move (Rule 7).",
                                          "Match to 7: South 0 – 3 North."]


# -- every move of every game can be said ----------------------------------------------------------
@pytest.mark.parametrize("name", ["awari", "mbau", "vano", "hus"])
def test_every_move_of_random_games_is_said_in_both_languages(name: str) -> None:
    game = engine.load(name)
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_state(seed=seed)
        for _ in range(150):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            for lang in ("es", "en"):
                sentences = [m.text(lang) for m in narration.describe(state, action, after, None)]
                assert sentences and all(s.strip() and "{" not in s for s in sentences)
            assert narration.describe(state, action, after, 0) == narration.describe(state, action, after, None)
            state = after


def test_a_move_without_words_is_an_error_not_a_blank(monkeypatch: pytest.MonkeyPatch) -> None:
    start = engine.load("awari").new_state(seed=1)
    action = start.legal_actions()[0]
    monkeypatch.setattr(mancala, "describe", lambda *args: ())
    with pytest.raises(ValueError, match="no words"):
        narration.describe(start, action, start.apply(action), None)


def test_every_game_has_a_narrator() -> None:
    for name in engine.names():
        assert narration.narrator(name).describe and narration.narrator(name).spoken


# -- solutions as spoken moves --------------------------------------------------------------------
def test_a_solution_reads_as_moves_with_their_seats() -> None:
    found = scenario.get("awari.siembra")
    steps = narration.line(found.first_state(), found.solution)
    assert [(seat, words.text("es")) for seat, words in steps] == [(0, "Sur siembra D")]
    assert steps[0][1].text("en") == "South sows D"
    waiting = position("hus", CHOICE).apply("c2")
    assert narration.spoken(waiting, "b4").text("es") == "Sur se lleva b4"
    assert narration.spoken(waiting, "b4").text("en") == "South takes b4"


def test_series_joins_names_in_each_language() -> None:
    assert narration.series(["a"]) == "a"
    assert narration.series(["a", "b"]).text("es") == "a y b"
    assert narration.series(["a", "b", "c"]).text("en") == "a, b and c"


# -- the boards' legends: every mark the board shows, and whose each store is ----------------------
def test_a_board_keys_its_marks_and_names_the_owner_of_each_store() -> None:
    from engine.table import render

    state = position("awari", "4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0").apply("C")
    html = render.board(state, "es", interactive=True, highlight=state.captured_last)
    legend = html[html.index('class="rv-legend"'):]
    for words in ("agujero que puedes jugar", "de aquí salió la última jugada", "capturado en la última jugada",
                  "almacenes: el de Norte, a la izquierda; el de Sur, a la derecha"):
        assert words in legend
    assert 'class="rv-hole rv-south rv-from"' in html and 'aria-label="C: 0 semillas"' in html
    assert '<span class="rv-store-name" aria-hidden="true">Norte</span>' in html
    figure = render.board(engine.load("awari").new_state(), "en", interactive=False, highlight=(3,))
    assert "a hole the text points to" in figure and "captured" not in figure and "you may play" not in figure


def test_vano_keys_each_owners_houses_and_mbau_counts_stones() -> None:
    from engine.table import render

    state = position("vano", "0,0,3,0,0,2,0,0/1,0,2,0,0,0,0,0 - 14-14 S 0 10").apply("C")
    html = render.board(state, "en", interactive=False, highlight=state.captured_last)
    assert "South’s house" in html and "captured, or a new house, on the last move" in html
    mbau = render.board(engine.load("mbau").new_state(seed=1), "es", interactive=False)
    assert 'aria-label="A: 2 piedras"' in mbau and "almacén de Sur: 0 piedras" in mbau


def test_hus_keys_its_rows_and_the_holes_a_capture_takes() -> None:
    from engine.table import render

    waiting = position("hus", CHOICE).apply("c2")
    html = render.board(waiting, "es", interactive=True, highlight=waiting.captured_last)
    assert "lo que se lleva la captura; elige un agujero más" in html
    assert "Sur juega con las filas 1 y 2, Norte con las 3 y 4" in html
