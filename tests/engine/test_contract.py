"""The engine's contract with the rest of the project: standard library only, a registry and options
that refuse typos by listing what is valid, records that replay and name the move that fails, and
an English text for every message the engine can show."""

from __future__ import annotations

import ast
import random
import sys
from pathlib import Path

import pytest

import engine
from engine import IllegalActionError, OptionError
from engine.lessons.record import Record
from engine.rules.capabilities import (
    Animated,
    CardGame,
    CardTable,
    ChoosesOpening,
    DealtCards,
    HoleBoard,
    HoleGame,
    Houses,
    Staked,
)
from engine.rules.core import Game, State
from engine.rules.errors import NotationError, RulesError
from engine.rules.options import Option, OptionSpec

ENGINE = Path(engine.__file__).resolve().parent
MODULES = sorted(p for p in ENGINE.rglob("*.py") if "locales" not in p.parts)


def imported_roots(path: Path) -> set[str]:
    """The top-level package of every absolute import in ``path`` (relative imports are ours)."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.partition(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.partition(".")[0])
    return roots


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ENGINE)))
def test_engine_imports_only_the_standard_library(path: Path) -> None:
    outside = {
        root for root in imported_roots(path) if root not in sys.stdlib_module_names and root != "engine"
    }
    assert not outside, f"{path.relative_to(ENGINE.parent)} imports {sorted(outside)}"


def test_the_import_check_can_fail(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import json\nfrom . import x\nfrom babel import Locale\nimport numpy.linalg\n")
    assert imported_roots(module) == {"json", "babel", "numpy"}


def test_every_registered_game_loads_with_its_name() -> None:
    for name in engine.GAMES:
        game = engine.load(name)
        assert game.name == name and game.num_players >= 1
        assert engine.load(name) == game and hash(engine.load(name)) == hash(game)


def test_unknown_game_lists_the_valid_ones() -> None:
    with pytest.raises(OptionError) as info:
        engine.load("chess")
    for name in engine.GAMES:
        assert name in info.value.text("es") and name in info.value.text("en")
    assert info.value.text("en").startswith("unknown game “chess”")
    with pytest.raises(OptionError):
        engine.game_class("")
    assert isinstance(info.value, ValueError)


def test_unknown_option_lists_the_valid_ones() -> None:
    with pytest.raises(OptionError) as info:
        engine.load("awari", colour="red")
    for option in engine.load("awari").OPTIONS:
        assert option.name in info.value.text("en")


def test_option_values_are_validated() -> None:
    spec = OptionSpec(
        (
            Option("capture", "both", choices=("both", "backward")),
            Option("limit", 100, minimum=0, maximum=500),
            Option("strict", True),
        ),
        presets={"short": {"limit": 10}},
    )
    assert spec.resolve().limit == 100
    assert spec.resolve({"limit": "7", "strict": "false"}).strict is False
    assert spec.resolve(preset="short").limit == 10
    assert spec.resolve({"limit": 20}, preset="short").limit == 20  # explicit values win
    for bad in (
        {"capture": "sideways"},
        {"limit": -1},
        {"limit": 501},
        {"limit": 1.5},
        {"limit": True},
        {"limit": "many"},
        {"strict": "maybe"},
        {"nope": 1},
    ):
        with pytest.raises(OptionError):
            spec.resolve(bad)
    with pytest.raises(OptionError) as info:
        spec.resolve(preset="long")
    assert "short" in info.value.text("en")
    options = spec.resolve({"capture": "backward", "limit": 3})
    assert options.to_text() == "capture:backward,limit:3"
    assert spec.parse_text(options.to_text()) == options
    with pytest.raises(AttributeError):
        options.limit = 4  # type: ignore[misc]
    with pytest.raises(OptionError):
        spec.parse_text("capture")


def test_integer_option_with_choices_takes_only_them() -> None:
    spec = OptionSpec((Option("players", 4, choices=(4, 6)), Option("limit", 100, minimum=0, maximum=500)))
    assert spec.resolve({"players": "6"}).players == 6 and spec.resolve({"players": 4}).players == 4
    assert spec.parse_text("players:6").to_text() == "players:6"
    for bad in (5, "5", 3, 7, "six", 4.5, True):
        with pytest.raises(OptionError) as info:
            spec.resolve({"players": bad})
        assert info.value.text("en").endswith("valid values: 4, 6"), info.value.text("en")
    assert spec.resolve({"limit": 333}).limit == 333  # without choices: the range alone


def test_option_errors_of_a_game_name_the_rule() -> None:
    with pytest.raises(OptionError) as info:
        engine.load("awari", capture="sideways")
    assert info.value.text("en").startswith("Rule 4: option “capture” does not take “sideways”")


def test_record_round_trip_and_replay() -> None:
    record = Record.from_text("awari;opts=capture:backward,first_player:south;moves=D f C")
    assert Record.from_text(record.to_text()) == record
    states = record.replay()
    assert len(states) == 4 and states[-1].game.options.capture == "backward"
    assert states[1].notation() == "4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1 4,4,4,4,4,4/4,4,4,4,4,4:D"
    seeded = Record("awari", seed=7, moves=("D",))
    assert Record.from_text(seeded.to_text()) == seeded
    played = Record("awari", "capture:backward", start=states[-1].notation(), moves=("a",))
    assert Record.from_text(played.to_text()).replay()[-1].notation() == states[-1].apply("a").notation()


def test_record_replay_names_the_move_that_fails() -> None:
    record = Record.from_text("awari;opts=first_player:south;moves=D a D")
    with pytest.raises(NotationError) as info:
        record.replay()
    assert "3" in info.value.text("en") and "“D”" in info.value.text("en")
    assert info.value.text("en").startswith("Rule 2: move 3 (“D”) is not valid:")
    assert info.value.text("es").startswith("Regla 2: la jugada 3 («D») no vale:")
    with pytest.raises(NotationError) as info:
        Record.from_text("awari;opts=first_player:south;moves=D Q").replay()
    assert "move 2" in info.value.text("en")


@pytest.mark.parametrize(
    "text",
    ["", "  ", "awari;moves=D;moves=E", "awari;colour=red", "awari;seed=x", "awari;seed=-1", "x" * 20_001],
)
def test_malformed_records_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Record.from_text(text)


def test_records_with_bad_games_or_options_are_refused() -> None:
    with pytest.raises(OptionError):
        Record.from_text("chess;moves=e4").replay()
    with pytest.raises(OptionError):
        Record.from_text("awari;opts=capture:sideways").replay()
    with pytest.raises(NotationError):
        Record.from_text("awari;start=4,4/4 0-0 S 0 0").replay()


def test_errors_are_value_errors_that_name_their_rule() -> None:
    state = engine.load("awari", first_player="south").new_state()
    with pytest.raises(RulesError) as info:
        state.apply("a")
    err = info.value
    assert isinstance(err, ValueError) and err.rule is not None and err.rule.anchor == "awari-rule-2"
    assert str(err) == err.text("es") and err.msgid == err.message.msgid


def test_every_message_has_english() -> None:
    """The catalogue check of ``python -m reglas_sphinx.catalog check``: every ``N_`` text of the
    engine has an English translation, none is fuzzy, none is stale."""
    catalog = pytest.importorskip("reglas_sphinx.catalog")
    assert catalog.check() == []


@pytest.mark.parametrize("name", sorted(engine.GAMES))
def test_rule10_a_move_after_the_end_names_its_rule(name: str) -> None:
    """Once a game is over every move is refused, and the refusal names the rule that ends the game
    (rule 8 of Awari, Art. 11 of La Zanga…), in both languages."""
    game = engine.load(name)
    rng = random.Random(7)
    state = game.new_state(seed=7)
    seen: list[str] = []
    while not state.is_terminal():
        seen.extend(state.legal_actions())
        state = state.apply_random(rng)
    with pytest.raises(IllegalActionError) as info:
        state.apply(seen[-1])
    rule = info.value.rule
    assert rule is not None and rule == game.END_RULE and rule.game == name
    assert info.value.text("es") == f"{rule.label().text('es')}: la partida ha terminado"
    assert info.value.text("en") == f"{rule.label().text('en')}: the game is over"


@pytest.mark.parametrize("name, options", [("zanga", {}), ("zanga", {"preset": "seis"}), ("zapiti", {}),
                                           ("zapiti", {"players": 4}), ("awari", {})])
def test_the_declared_hand_members_follow_the_play(name: str, options: dict[str, object]) -> None:
    game = engine.load(name, **options)
    cards = isinstance(game.new_state(0), CardTable)
    assert cards == isinstance(game, CardGame), "a table of cards is declared on the game and its states"
    rng = random.Random(3)
    settled = 0
    for seed in range(4):
        before = game.new_state(seed)
        for _ in range(400):
            if before.is_terminal():
                break
            after = before.apply_random(rng)
            if not isinstance(after, CardTable) or not isinstance(game, CardGame):
                assert not cards
                before = after
                continue
            played, leading = after.trick_in_play(), after.trick_leading()
            assert all(isinstance(seat, int) and 0 <= seat < game.num_players for seat, _ in played)
            assert leading is None or leading in played
            paid = after.hand_settled(before)
            if paid is not None:
                settled += 1
                assert all(concept in game.CONCEPTS and src in (0, 1, 2, 3, 4) and n > 0
                           for concept, src, _dst, n in paid)
            assert after.hand_settled(after) is None, "a hand is settled by a move, not by a state"
            before = after
    assert bool(settled) == cards


#: The contract's members: what every game has, because the rules need it (nothing else lives on
#: Game or State; what some games offer the lessons and the table is a capability).
GAME_MEMBERS = {"name", "num_players", "perfect_information", "OPTIONS", "END_RULE", "SEAT_NAMES", "options",
                "with_options", "amount", "new_state", "from_notation"}
STATE_MEMBERS = {"game", "current_player", "legal_actions", "_apply", "why_illegal", "is_action", "returns",
                 "scores", "notation", "observation", "is_terminal", "parse_action", "apply", "over",
                 "apply_random"}


def members(cls: type) -> set[str]:
    """The members ``cls`` declares itself (annotated or defined), dunders aside."""
    own = set(vars(cls)) | set(getattr(cls, "__annotations__", {}))
    return {name for name in own if not (name.startswith("__") and name.endswith("__"))} - {"_abc_impl"}


def test_the_contract_holds_only_what_the_rules_need() -> None:
    assert members(Game) == GAME_MEMBERS - {"options"}  # ``options`` is set by __init__
    assert members(State) == STATE_MEMBERS
    required = {name for name in members(Game) | members(State)
                if getattr(getattr(Game, name, None) or getattr(State, name, None), "__isabstractmethod__", False)
                or (name not in vars(Game) and name not in vars(State))}
    shared = {"with_options", "is_terminal", "parse_action", "apply", "over", "apply_random"}
    assert required == (GAME_MEMBERS | STATE_MEMBERS) - shared - {"options"}, "a member with a default"


@pytest.mark.parametrize("name", engine.names())
def test_every_game_sets_the_required_members(name: str) -> None:
    game = engine.load(name)
    state = game.new_state(seed=1)
    for member in GAME_MEMBERS:
        assert hasattr(game, member), f"{name} lacks Game.{member}"
    assert len(game.SEAT_NAMES) == game.num_players
    assert isinstance(game.perfect_information, bool) and game.OPTIONS is not None
    assert (state.observation(0) is state) == game.perfect_information


CAPABILITIES = (HoleGame, HoleBoard, Houses, CardGame, CardTable, DealtCards, Staked, Animated, ChoosesOpening)


def test_every_capability_has_an_implementer_and_a_board_of_holes_is_whole() -> None:
    found: dict[type, set[str]] = {capability: set() for capability in CAPABILITIES}
    for name in engine.names():
        game = engine.load(name)
        state = game.new_state(seed=1)
        for capability in CAPABILITIES:
            if isinstance(game if capability in (HoleGame, CardGame, ChoosesOpening) else state, capability):
                found[capability].add(name)
    assert all(found.values()), {capability.__name__: games for capability, games in found.items()}
    assert found[HoleGame] == found[HoleBoard] and found[CardGame] == found[CardTable]
    assert found[Houses] == {"vano"} and found[Staked] == {"zapiti"} and found[DealtCards] == {"zanga"}
    assert not found[HoleBoard] & found[CardTable]
