"""One record per game, and a seventh game that needs nothing else.

The first half checks every registered game's :class:`~engine.rules.registry.Registration`: it is
complete, and each of its dotted paths imports and names what the field promises.

The second half is the proof that adding a game takes one module and one record: Nim, defined
below in this module with its rules, a live example, a board, a narrator and its ``REGISTRATION``,
is added to :data:`engine.GAMES` (one line, at test time) and then played through the same machinery
as the six real games: :func:`engine.load`, the property tests' random play, a scenario with a goal
through :mod:`engine.lessons.scenario`, :class:`~engine.lessons.session.Session` and the build's teaching check, the
generic renderer, a search bot that was never told about Nim, and the narration. Nim's texts are
Spanish only: it is a test's game, not one of the site's, so it adds nothing to the catalogues.
"""

from __future__ import annotations

import ast
import re
from html import escape
from importlib import import_module
from inspect import isfunction
from pathlib import Path
from types import ModuleType

import pytest

import engine
from engine import TERMINAL
from engine.i18n import Msg, Plural
from engine.lessons import audit, narration, scenario
from engine.lessons.scenario import Goal, Scenario
from engine.lessons.session import Session
from engine.rules import bots
from engine.rules.capabilities import trace
from engine.rules.core import Game, State
from engine.rules.errors import IllegalActionError, NotationError, OptionError, RuleRef
from engine.rules.options import Option, OptionSpec
from engine.rules.registry import Registration, resolve
from engine.table import render, textmode

from . import test_properties as properties


# -- every registered game's record ----------------------------------------------------------------
@pytest.mark.parametrize("name", engine.names())
def test_the_record_is_complete_and_its_paths_import(name: str) -> None:
    record = engine.registration(name)
    assert isinstance(record, Registration) and record.name == name and record.title
    assert issubclass(record.game, Game) and record.game.name == name
    assert engine.game_class(name) is record.game
    for field, path in record.paths().items():
        found = resolve(path)
        assert isinstance(found, ModuleType) if ":" not in path else found is not None, (name, field, path)
    for field in ("board", "frame", "moves", "ends_hand", "bots"):
        path = getattr(record, field)
        assert path is None or isfunction(resolve(path)), (name, field, path)
    examples = resolve(record.scenarios)
    assert examples and all(isinstance(s, Scenario) and s.id.startswith(f"{name}.") for s in examples)
    told = resolve(record.narration)
    assert isfunction(told.describe) and isfunction(told.spoken)
    game = engine.load(name)
    # What the generic parts cannot do for a game, its record must name.
    if not game.perfect_information:
        assert record.moves is not None, f"{name}: a hidden-information game says how its moves read"
    if game.num_players != 2 or not game.perfect_information:
        assert record.bots is not None, f"{name}: the search bots play only two-seat open games"
    if record.frame is None:
        state = game.new_state(seed=1)
        assert not trace(state, state.legal_actions()[0]), f"{name}: traces moves but draws no frames"
    assert all(game.new_state(seed=1).is_action(action) for action in record.giving_up), name


def test_the_registry_refuses_an_unknown_game_listing_the_valid_ones() -> None:
    with pytest.raises(OptionError) as info:
        engine.registration("chess")
    assert all(name in info.value.text("en") for name in engine.names())


def test_a_record_must_name_the_module_that_holds_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(engine.GAMES, "awari2", "engine.rules.mancala.awari")
    assert engine.registration("awari2").name == "awari"  # the contract test above would refuse it
    with pytest.raises(AssertionError):
        test_the_record_is_complete_and_its_paths_import("awari2")


#: Per-game tables outside the records that are known and have a replacement, with it.
PENDING_TABLES: dict[str, str] = {}


def per_game_tables(path: Path) -> list[int]:
    """The lines of ``path`` where a dict literal is keyed by two or more registered games."""
    games = set(engine.names())
    return [node.lineno for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Dict)
            and len({k.value for k in node.keys if isinstance(k, ast.Constant)} & games) >= 2]


def test_only_the_registry_lists_the_games() -> None:
    """The generic modules of the engine (each layer's own, outside the family folders) and the
    site keep no table by game: what differs per game is in its record (the registry's one line per
    game aside)."""
    root = Path(engine.__file__).resolve().parent
    registry = root / "rules" / "registry.py"
    generic = [*root.glob("*.py"), *root.glob("*/*.py"), *(root.parent / "site").rglob("*.py")]
    found = {str(path.relative_to(root.parent)): lines for path in sorted(generic)
             if path != registry and (lines := per_game_tables(path))}
    assert set(found) == set(PENDING_TABLES), found
    assert len(generic) > 30 and per_game_tables(registry), "the check finds the registry's own table"


# -- a seventh game: Nim, in this one module ------------------------------------------------------
def rule(n: str) -> RuleRef:
    return RuleRef("nim", n)


class Nim(Game["NimState"]):
    """One pile of counters; each turn takes 1 to ``most`` (rule 1); who takes the last wins (rule 2)."""

    name = "nim"
    num_players = 2
    perfect_information = True
    OPTIONS = OptionSpec((
        Option("most", 3, minimum=1, maximum=9, label="fichas que se pueden quitar", rule=rule("1")),
        Option("pile", 12, minimum=1, maximum=99, label="fichas al empezar", rule=rule("1")),
    ))
    END_RULE = rule("2")
    SEAT_NAMES = ("Primero", "Segundo")

    def amount(self, n: int) -> Msg:  # its count, in its own unit
        return Plural("{n} ficha", "{n} fichas", n)

    def new_state(self, seed: int | None = None) -> NimState:
        return NimState(self, self.options.pile, 0)

    def from_notation(self, text: str) -> NimState:
        found = re.fullmatch(r"([0-9]{1,2}) ([01])", text.strip()) if isinstance(text, str) else None
        if found is None:
            raise NotationError(None, Msg("«{text}» no es una posición de Nim («12 0»)", text=text))
        return NimState(self, int(found[1]), int(found[2]))


class NimState(State):
    """``pile`` counters left, ``seat`` to take (once the pile is empty, the seat that lost)."""

    __slots__ = ("game", "pile", "seat")

    def __init__(self, game: Nim, pile: int, seat: int) -> None:
        self.game, self.pile, self.seat = game, pile, seat

    @property
    def current_player(self) -> int:
        return self.seat if self.pile else TERMINAL

    def legal_actions(self) -> tuple[str, ...]:
        return tuple(str(n) for n in range(1, min(self.game.options.most, self.pile) + 1))

    def _apply(self, action: str) -> NimState:
        return NimState(self.game, self.pile - int(action), 1 - self.seat)

    def why_illegal(self, action: str) -> IllegalActionError:
        return IllegalActionError(rule("1"), Msg("se quitan de 1 a {most} fichas, y quedan {pile}",
                                                 most=self.game.options.most, pile=self.pile))

    def is_action(self, text: str) -> bool:
        return text in {str(n) for n in range(1, 10)}

    def returns(self) -> tuple[float, ...]:
        if self.pile:
            return (0.0, 0.0)
        return (-1.0, 1.0) if self.seat == 0 else (1.0, -1.0)

    def scores(self) -> tuple[int, ...]:
        return tuple(int(value > 0) for value in self.returns())

    def notation(self) -> str:
        return f"{self.pile} {self.seat}"

    def observation(self, player: int) -> NimState:  # the pile is in plain sight
        return self


# Its board: a pile and one button per number of counters to take.
def board(state: NimState, lang: str, *, interactive: bool, legal: set[str], highlight: object) -> str:
    takes = "".join(
        f'<button type="button" data-rv-action="{n}"{"" if str(n) in legal else " disabled"}>{n}</button>'
        for n in range(1, state.game.options.most + 1)
    )
    return f'<div class="rv-nim"><p class="rv-pile">{escape(str(state.pile))}</p>{takes}</div>'


# Its narrator (this module is it: ``describe`` and ``spoken``).
def describe(before: NimState, action: str, after: NimState, viewer: int | None) -> tuple[Msg, ...]:
    return (Msg("{move}; quedan {n}.", move=spoken(before, action), n=after.pile),)


def spoken(state: State, action: str) -> Msg:
    return Msg("{seat} quita {n}", seat=Msg(state.game.SEAT_NAMES[state.current_player]), n=action)


# Its live example: three counters left and the last one wins; taking fewer leaves it to the bot.
SCENARIOS = (
    Scenario(
        id="nim.ultima",
        rule=rule("2"),
        title="La última ficha",
        goal=Goal("win", "Quedan tres fichas: gana la partida quitando la última."),
        start="3 0",
        bot="hard",
        hints=("Puedes quitar hasta tres.",),
        solution=("3",),
    ),
)

REGISTRATION = Registration(
    name="nim",
    title="Nim",
    game=Nim,
    scenarios=f"{__name__}:SCENARIOS",
    narration=__name__,
    board=f"{__name__}:board",
)


@pytest.fixture
def nim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nim's one line in the registry, for one test."""
    assert import_module(__name__).REGISTRATION is REGISTRATION
    monkeypatch.setitem(engine.GAMES, "nim", __name__)


def test_nim_loads_refuses_and_is_complete(nim: None) -> None:
    assert "nim" in engine.names() and engine.registration("nim") is REGISTRATION
    test_the_record_is_complete_and_its_paths_import("nim")
    game = engine.load("nim", most=2)
    assert game.options.most == 2 and repr(game) == "engine.load('nim', most=2)"
    with pytest.raises(OptionError, match="most"):
        engine.load("nim", most=12)
    state = game.from_notation("2 1")
    assert state.apply("2").returns() == (-1.0, 1.0)
    with pytest.raises(IllegalActionError) as info:
        state.apply("3")
    assert info.value.text("es").startswith("Regla 1: ")


@pytest.mark.parametrize("check", [
    "test_random_games_end_and_keep_their_seeds",
    "test_every_step_round_trips_and_refuses_illegal_actions",
    "test_same_seed_same_game",
    "test_any_text_is_a_position_or_a_notation_error",
    "test_mutated_notations_are_refused_or_round_trip",
    "test_the_combinations_hold_every_pair_of_values",
    "play_combinations",  # every combination of its options, each playing to the end
])
def test_nim_passes_the_property_tests(nim: None, check: str) -> None:
    getattr(properties, check)("nim")


@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_the_generic_bots_play_nim(nim: None, level: str) -> None:
    properties.test_every_bot_level_follows_every_option("nim", level)


def test_a_search_bot_finds_nims_winning_move_from_the_rules_alone(nim: None) -> None:
    state = engine.load("nim").from_notation("5 0")
    for seed in range(3):
        assert bots.make("nim", "hard", seed=seed).choose(state) == "1"  # leave a multiple of four


def test_nims_example_is_won_by_its_rule_and_lost_otherwise(nim: None) -> None:
    found = scenario.get("nim.ultima")
    assert scenario.scenarios("nim") == SCENARIOS and found.par == 1
    won = Session.from_scenario(found)
    won.play("3")
    assert won.goal_reached() and won.goal_feedback()[0] == "reached"
    lost = Session.from_scenario(found)
    lost.play("1")
    lost.bot_move()  # the hard bot takes the last two
    assert lost.state.is_terminal() and not lost.goal_reached() and lost.goal_feedback()[0] == "missed"
    assert audit.problems(found) == []  # the build's teaching check: it has a choice, and a line fails


def test_nim_is_drawn_and_told_by_the_generic_widget(nim: None) -> None:
    session = Session.from_scenario(scenario.get("nim.ultima"))
    view = render.View()
    html = render.example(session, "es", view)
    assert 'data-rv-action="3"' in html and "gana la partida quitando la última" in html
    assert "Te toca: Primero." in html and 'class="rv-pile">3<' in html
    played = session.play("2")
    assert played.frames == [] and render.frames(played.before, played.frames, "es") == []
    session.bot_move()
    html = render.example(session, "es", view)
    assert "Partida terminada: gana Segundo" in html and "<kbd>2</kbd>" in html and "<kbd>1</kbd>" in html
    said = narration.describe(played.before, "2", played.after, None)
    assert [m.text("es") for m in said] == ["Primero quita 2; quedan 1."]
    solution = narration.line(session.start, ["3"])
    assert [(seat, words.text("es")) for seat, words in solution] == [(0, "Primero quita 3")]
    assert 'class="rv-nim"' in render.full_game(session, "es", view, mode="bot", level="hard", first="",
                                                 first_choices=())


def test_nim_is_read_aloud_by_the_generic_text_mode(nim: None) -> None:
    session = Session.from_scenario(scenario.get("nim.ultima"))
    view = render.View()

    def ask(line: str) -> str:
        return textmode.read(session, line).answer(session, view).text("es")

    assert ask("marcador") == "Marcador: Primero: 0 fichas y Segundo: 0 fichas."
    assert ask("mis cartas").startswith("Este juego no tiene cartas")
    assert ask("¿quién gana la baza?").startswith("Este juego no tiene bazas")
    assert ask("turno") == "Te toca a ti (Primero)."
    assert textmode.read(session, "quita 3").action is None and textmode.read(session, "3").action == "3"
    session.play("3")
    assert ask("marcador") == "Marcador: Primero: 1 ficha y Segundo: 0 fichas."
