"""The text mode in Chromium: one example of each game, all on one exercise-set page (one load),
each driven by typed lines only: a question answered in words and announced in the widget's one
live region, a line not understood said back as text, and the example's first move typed in words
(played as a click plays it: narrated, logged). The line is one «Más» away (opened first)."""

from __future__ import annotations

from engine.lessons import narration, scenario
from engine.lessons.exercises import Item, encode
from engine.lessons.session import Session
from engine.rules.cards import Card
from engine.table import textmode
from engine.table.render import View

from .conftest import LOAD_TIMEOUT_MS, Watch, open_more, wait_hydrated

GAMES = ("awari", "mbau", "vano", "hus", "zapiti", "zanga")
MANCALA = GAMES[:4]


def typed_first_move(game: str) -> tuple[str, str, str]:
    """An example of ``game`` whose solution starts with the reader's move, and that move in words."""
    for found in scenario.scenarios(game):
        if not found.solution or found.solution[0][0] in (scenario.ANSWER, scenario.ATTEMPT):
            continue
        session = Session.from_scenario(found)
        step = found.solution[0]
        if not session.is_human_turn():
            continue
        if game in MANCALA:
            words = f"siembra {step}"
        else:
            spoken = narration.spoken(session.state, step).text("es")
            words = f"juega {spoken}" if _is_card(step) else spoken
        if textmode.read(session, words).action == step:
            return found.id, words, step
    raise AssertionError(f"no example of {game} starts with a move typed in words")


def _is_card(step: str) -> bool:
    try:
        Card.from_text(step)
    except ValueError:
        return False
    return True


def test_one_example_of_each_game_is_played_and_asked_by_typing(page, watch: Watch, site_url: str) -> None:
    picked = [typed_first_move(game) for game in GAMES]
    link = encode("", [Item("example", key) for key, _, _ in picked])
    page.goto(f"{site_url}/es/ejercicios.html#{link}")
    wait_hydrated(page)
    widgets = page.locator(".rv-set-item .rv-widget[data-rv-kind='example']")
    assert widgets.count() == len(GAMES)
    for number, (key, words, step) in enumerate(picked):
        widget = widgets.nth(number)
        assert widget.get_attribute("data-rv-key") == key
        line = open_more(widget).locator("input[data-rv-text]")
        label = widget.locator(".rv-textmode label").inner_text()
        assert label.startswith("Escribe una jugada o una pregunta")

        def say(text: str, line=line, widget=widget) -> str:  # type: ignore[no-untyped-def]
            line.fill(text)
            line.press("Enter")
            page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=widget.element_handle(),
                                   timeout=LOAD_TIMEOUT_MS)
            return str(widget.locator("[data-rv-text-answer]").inner_text())

        live = widget.locator(".rv-live")
        help_text = say("ayuda")
        assert help_text.startswith("Escribe una jugada"), (key, help_text)
        assert live.locator("p").last.inner_text() == help_text, "the answer is announced in the live region"
        odd = say("<rv-x>vuela</rv-x>")
        assert odd == "No entiendo «<rv-x>vuela</rv-x>»; escribe ayuda"
        assert widget.locator("rv-x").count() == 0, "shown as text, never as HTML"
        mancala = key.split(".")[0] in MANCALA
        question = f"¿qué hay en {step}?" if mancala else "mis cartas"
        start = Session.from_scenario(scenario.get(key))
        expected = textmode.read(start, question).answer(start, View()).text("es")
        assert expected.startswith((f"en {step} hay ", "Tienes ", "Aún no has mirado")), expected
        assert say(question) == expected, key
        assert say("marcador").startswith("Marcador:"), key
        moves_before = widget.locator(".rv-log li:not(.rv-log-note)").count()
        played = say(words)
        assert played and not played.startswith(("No entiendo", "Regla", "Art.")), (key, words, played)
        log = widget.locator(".rv-log li:not(.rv-log-note)")
        assert log.count() > moves_before, (key, "the typed move is played and logged")
        assert log.nth(moves_before).inner_text().startswith(played.split(":")[0]), (key, played)
    watch.assert_clean()
