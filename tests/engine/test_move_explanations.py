"""An example won by a move explains itself (issue 27, item 1): a line that misses says what the reader's
move did and what the example's rule made of it, and the solution says what it achieved and by which
rule, computed by the engine from what happened, in both languages.

Every example whose goal is a move (``play``, ``try``) or the game won (``win``), under each reading its
switches give, is played
on its failing line (the build's, :func:`engine.lessons.audit.failing_line`) and on its solution; each
text must be the engine's own for that example: once the moves and cards it names are masked, no two
examples of a game say the same (a template that would fit any example, "esa no es la jugada que se
pide", fails), and no placeholder is left unfilled."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import engine
from engine.i18n import Msg
from engine.lessons import audit, scenario
from engine.lessons.session import Session
from engine.rules.capabilities import HoleGame
from engine.rules.cards import DECK

LANGS = ("es", "en")
KINDS = ("play", "try", "win")


def readings(found: scenario.Scenario) -> Iterator[tuple[str, dict[str, Any]]]:
    """The example as written, and under each switch value that makes its goal a move of another kind."""
    yield found.id, {}
    for overrides in audit.variants(found):
        if overrides and found.goal_under({**found.load_game().options, **overrides}) != found.goal:
            key = ",".join(f"{k}={v}" for k, v in overrides.items())
            yield f"{found.id}[{key}]", overrides


MOVE_EXAMPLES = [(name, found, overrides) for game in engine.names() for found in scenario.scenarios(game)
                 for name, overrides in readings(found)
                 if Session.from_scenario(found, **overrides).goal.kind in KINDS]


def played(found: scenario.Scenario, overrides: dict[str, Any], steps: tuple[str, ...]) -> Session:
    """The example after the reader's ``steps`` (moves, ``!tries``), the bots answering as on the page
    until the example stops."""
    session = Session.from_scenario(found, **overrides)
    for step in steps:
        while session.is_bot_turn() and not session.stopped():
            session.bot_move()
        session.step(step) if step.startswith(scenario.ATTEMPT) else session.play(step)
    while session.is_bot_turn() and not session.stopped():
        session.bot_move()
    return session


def failing(found: scenario.Scenario, overrides: dict[str, Any]) -> tuple[str, ...]:
    session = Session.from_scenario(found, **overrides)
    line: list[str] = []
    assert audit._some_line_fails(found, overrides, session.par(), line), found.id
    return tuple(line)


@cache
def texts(name: str) -> dict[str, tuple[str, str]]:
    """The example ``name``'s miss and success, in each language."""
    _, found, overrides = next(entry for entry in MOVE_EXAMPLES if entry[0] == name)
    miss = played(found, overrides, failing(found, overrides))
    status, words = miss.goal_feedback()
    assert status == "missed" and words is not None, (name, status)
    solved = Session.from_scenario(found, **overrides)
    for step in found.solution_under(solved.state.game.options):
        solved.step(step)
    reached, achieved = solved.goal_feedback()
    assert reached == "reached" and achieved is not None, (name, reached)
    return {lang: (said(words, lang), said(achieved, lang)) for lang in LANGS}


def said(words: Msg, lang: str) -> str:
    text = words.text(lang)
    assert text and "{" not in text and "}" not in text, text
    return text


@cache
def masks(game: str, lang: str) -> re.Pattern[str]:
    """The names of moves a text may give (cards, holes), to compare what is said about them."""
    names = {card.spoken().text(lang) for card in DECK} | {card.name().text(lang) for card in DECK}
    found = engine.load(game)
    if isinstance(found, HoleGame):
        names |= set(found.HOLE_NAMES)
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def masked(game: str, lang: str, text: str) -> str:
    return masks(game, lang).sub("#", text)


@pytest.mark.parametrize("name", [name for name, _, _ in MOVE_EXAMPLES])
@pytest.mark.parametrize("lang", LANGS)
def test_a_move_example_explains_its_miss_and_its_success(name: str, lang: str) -> None:
    game = name.partition(".")[0]
    miss, success = texts(name)[lang]
    for other, _, _ in MOVE_EXAMPLES:
        if other.partition("[")[0] == name.partition("[")[0] or other.partition(".")[0] != game:
            continue
        other_miss, other_success = texts(other)[lang]
        assert masked(game, lang, miss) != masked(game, lang, other_miss), \
            f"{name} and {other} miss alike: {miss!r}"
        assert masked(game, lang, success) != masked(game, lang, other_success), \
            f"{name} and {other} succeed alike: {success!r}"


def test_a_card_miss_names_the_card_that_beats_it_and_its_article() -> None:
    miss, success = texts("zanga.malilla")["en"]
    assert "the ace of coins is a higher trump than the six of coins (Art. 8)" in miss
    assert "the seven of coins is the malilla, the second trump, and the ace of coins does not beat it (Art. 5)" \
        in success
    assert "One of your cards, the malilla, the second trump, does beat it (Art. 5)" in miss


def test_a_try_success_quotes_the_refusal_and_the_allowed_move() -> None:
    miss, success = texts("awari.alimentar")["es"]
    assert "Prueba antes «Sur siembra A»" in miss and "(Regla 6)" in miss
    assert success.startswith("Conseguido: «Sur siembra A» no se acepta. Regla 6: el contrario no tiene semillas")
    assert "Sur siembra F" in success


def test_a_matador_spent_on_a_free_trump_lead_is_named_with_article_28() -> None:
    miss, success = texts("zanga.arrastre")["es"]
    assert "el as de bastos es un matador, y un arrastre con el cinco de oros no te obliga a echarlo (Art. 28)" in miss
    assert "Guardas el as de bastos" in success


def gain_texts(example: str, lang: str) -> tuple[str, str]:
    """A ``gain`` example's miss (on its failing line) and success, in ``lang``."""
    found = scenario.get(example)
    miss = played(found, {}, failing(found, {})).goal_feedback()[1]
    solved = Session.from_scenario(found)
    for step in found.solution:
        solved.step(step)
    success = solved.goal_feedback()[1]
    assert miss is not None and success is not None
    return said(miss, lang), said(success, lang)


def test_a_hand_won_or_lost_says_its_outcome_and_payments_with_their_articles() -> None:
    miss, success = gain_texts("zanga.art43-sacada", "es")
    assert miss.startswith("Aún no: has perdido 8 piedras; hacía falta ganar 8 piedras. Sur es el nombrado (Art. 43). "
                           "La pareja A (Sur y Norte) hace 4 bazas: puesta (Art. 44).")
    # A success says the reader's first decision (its trick and article), then the hand it made.
    assert success == ("Conseguido: has ganado 8 piedras. Sales con el dos de bastos, que es triunfo: arrastras "
                       "(Art. 28). Sur es el nombrado (Art. 43). La pareja A (Sur y Norte) hace 5 bazas: sacada "
                       "(Art. 43). La pareja A cobra 8 piedras del fondo: piedras en juego (Art. 43).")


def test_stones_won_in_a_house_say_the_house_not_an_empty_capture() -> None:
    miss, success = gain_texts("vano.casa", "en")
    assert ": ." not in success and "house" in success
    assert "South sows D" in miss
