"""A full game's table (engine.table.widget.FullGame): settings, who starts, links and saves, notices, the
position a move was chosen on. Driven as the page drives it, without a browser."""

from __future__ import annotations

from urllib.parse import quote

import pytest

import engine
from engine.rules.capabilities import BY_LOT, ChoosesOpening, opening_choices
from engine.table.widget import MAX_LINK, FullGame, open_widget


def game(key: str = "awari", lang: str = "es", **request: object) -> FullGame:
    table = open_widget({"kind": "game", "game": key, "lang": lang, **request})
    assert isinstance(table, FullGame)
    return table


def link(record: str, mode: str = "bot", level: str = "easy") -> str:
    return f"partida={quote(record)}&modo={mode}&nivel={level}"


def test_who_starts_is_the_games_declared_option_with_the_seats_first() -> None:
    for name in ("awari", "mbau", "vano", "hus"):
        loaded = engine.load(name)
        assert isinstance(loaded, ChoosesOpening) and loaded.OPENING_OPTION == "first_player"
        assert opening_choices(loaded) == ("south", "north", BY_LOT)
    for name in ("zanga", "zapiti"):
        assert not isinstance(engine.load(name), ChoosesOpening) and opening_choices(engine.load(name)) == ()
    table = game()
    assert table.first == "south" and table.session.start.current_player == 0
    assert [label for _, label in table.first_choices()] == ["Sur", "Norte", "al azar"]
    table.handle({"op": "setting", "name": "first", "value": "north"})
    start = table.session.start
    assert start.current_player == 1 and start.game.options.first_player == "north"
    assert game("zapiti").first_choices() == [] and 'data-rv-setting="first"' not in game("zapiti").html()


def test_the_first_render_is_the_pages_game_before_python_starts() -> None:
    page = FullGame.first_render("zapiti", "players:4", "en")
    assert page.key == "zapiti;opts=players:4" and page.session.start.game.num_players == 4
    html = page.html()
    assert "disabled" in html and "East" in html
    awari = FullGame.first_render("awari", "", "es")
    assert awari.key == "awari" and awari.first == "south"
    again = FullGame.first_render("awari", "", "es")
    assert awari.html() == again.html(), "a fixed deal: the same page every build"
    with pytest.raises(engine.rules.errors.RulesError):
        FullGame.first_render("awari", "capture:sideways", "es")


def test_mode_level_and_new_game() -> None:
    table = game()
    reply = table.handle({"op": "setting", "name": "mode", "value": "people"})
    assert table.session.human_seats == (0, 1) and reply["saved"]["modo"] == "people"
    table.handle({"op": "setting", "name": "level", "value": "hard"})
    assert table.level == "hard" and table.session.bot_level == "hard"
    reply = table.handle({"op": "setting", "name": "level", "value": "godlike"})
    assert "godlike" in reply["message"] and table.level == "hard"


def test_a_link_is_continued_with_its_mode_and_level() -> None:
    table = game(shared=link("awari;opts=first_player:south;seed=5;moves=D f", "people", "easy"))
    assert table.session.record().moves == ("D", "f") and table.mode == "people" and table.level == "easy"
    assert not table.notice


@pytest.mark.parametrize(("shared", "reason_es", "reason_en"), [
    ("partida=awari;moves=Z", "la jugada 1", "move 1"),
    ("partida=mbau", "otro juego", "another kind"),
    (link("awari;seed=1", mode="sideways"), "modo desconocido", "unknown mode"),
])
def test_a_bad_link_is_refused_with_a_notice_in_the_pages_language(
        shared: str, reason_es: str, reason_en: str) -> None:
    for lang, reason in (("es", reason_es), ("en", reason_en)):
        table = game(lang=lang, shared=shared)
        assert reason in table.notice, table.notice
        opening = "El enlace compartido no es válido" if lang == "es" else "The shared link"
        assert table.notice.startswith(opening)
        assert table.session.moves == [], "a fresh game"


def test_a_link_or_save_too_long_is_refused_by_its_size_alone() -> None:
    for lang, words in (("es", "no puede pasar de"), ("en", "may not exceed")):
        table = game(lang=lang, shared="", shared_size=1_000_000)
        assert words in table.notice and f"{MAX_LINK:,}".replace(",", "") in table.notice.replace(",", "")
        reply = table.reply()
        assert reply["notice"] == table.notice and reply["message"] == table.notice
        table = game(lang=lang, shared="partida=awari;moves=" + "D " * MAX_LINK)
        assert words in table.notice
    saved = game(saved="", saved_size=2_000_000)
    assert "dañada y se ha descartado" in saved.notice
    assert saved.reply()["saved"]["partida"].startswith("awari"), "the fresh game replaces the bad save"


def test_a_game_of_another_size_is_refused_on_a_one_v_one_or_two_v_two_page() -> None:
    four = link("zapiti;opts=players:4;seed=3")
    table = game("zapiti", shared=four)
    assert "4 jugadores" in table.notice and "es de 2" in table.notice
    assert table.session.start.game.num_players == 2
    table = game("zapiti;opts=players:4", lang="en", shared=link("zapiti;seed=3"))
    assert "2 players" in table.notice and table.session.start.game.num_players == 4
    assert not game("zapiti;opts=players:4", shared=four).notice


def test_a_notice_stays_through_the_bots_replies_until_dismissed() -> None:
    table = game("zanga", shared="partida=zanga;moves=nada")
    first = table.reply()
    assert first["notice"] and first["message"] == first["notice"]
    for _ in range(3):
        reply = table.handle({"op": "bot"})
        assert reply["notice"] == first["notice"] and not reply["message"]
    assert not table.handle({"op": "cmd", "cmd": "dismiss"})["notice"]


def test_a_move_is_applied_only_to_the_position_the_reader_saw() -> None:
    table = game()
    seen = table.reply()["version"]
    reply = table.handle({"op": "act", "action": "D", "version": seen})
    assert reply["version"] == seen + 1 and reply["bot_next"]
    # A second click queued before the first reply: it was chosen on the position before "D".
    stale = table.handle({"op": "act", "action": "E", "version": seen})
    assert "ha cambiado" in stale["message"] and len(table.session.moves) == 1
    after_bot = table.handle({"op": "bot"})["version"]
    assert after_bot == seen + 2
    legal = table.session.state.legal_actions()[0]
    assert table.handle({"op": "act", "action": legal, "version": after_bot})["version"] == seen + 3
    undone = table.handle({"op": "cmd", "cmd": "undo"})["version"]
    assert undone == seen + 4, "undo shows another position"
    assert table.handle({"op": "cmd", "cmd": "share"})["version"] == undone, "nothing changed"
    en = game(lang="en")
    assert "changed" in en.handle({"op": "act", "action": "D", "version": 7})["message"]
