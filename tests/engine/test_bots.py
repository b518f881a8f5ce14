"""The bots: every level plays legal moves, a seed fixes its play, a search bot sees a winning
capture and avoids a losing move. Behaviour only: nothing here is timed, and how strong each level
is (whole games against random play and the level below) is measured by ``bench/bench_bots.py``."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import engine
from engine import IllegalActionError, OptionError
from engine.i18n import Msg
from engine.rules import bots
from engine.rules.mancala.awari import AwariState

LEVELS = list(bots.LEVELS)
SEARCH_LEVELS = ["easy", "medium", "hard"]


def awari(text: str, **options: object) -> AwariState:
    state = engine.load("awari", **options).from_notation(text)
    assert isinstance(state, AwariState)
    return state


def positions(count: int, seed: int = 0) -> list[AwariState]:
    """Positions from the opening to the endgame, reached by random play."""
    rng = random.Random(seed)
    found = []
    for k in range(count):
        state = engine.load("awari").new_state(seed=seed + k)
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            state = state.apply_random(rng)
        if not state.is_terminal():
            assert isinstance(state, AwariState)
            found.append(state)
    return found


# South's F captures c (2 seeds): 23 + 2 = 25, more than half. A captures nothing.
SOUTH_WINS = "2,0,0,0,0,3/1,3,1,0,5,5 23-5 S 0 40"
# The same for North: f takes C.
NORTH_WINS = "1,3,1,0,5,5/2,0,0,0,0,3 5-23 N 0 40"


def test_levels_in_order_with_english_names() -> None:
    assert LEVELS == ["random", "easy", "medium", "hard"] and bots.DEFAULT_LEVEL == "medium"
    assert [Msg(label).text("en") for label in bots.LEVELS.values()] == [
        "random",
        "beginner",
        "intermediate",
        "expert",
    ]
    assert Msg(bots.LEVELS["hard"]).text("es") == "experto"


def test_unknown_game_or_level_lists_the_valid_ones() -> None:
    with pytest.raises(OptionError) as info:
        bots.make("chess", "easy")
    assert all(name in info.value.text("en") for name in engine.GAMES)
    with pytest.raises(OptionError) as info:
        bots.make("awari", "grandmaster")
    assert info.value.text("en") == "unknown level “grandmaster”; valid levels: random, easy, medium, hard"


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_returns_a_legal_action(level: str) -> None:
    states = positions(2 if level == "hard" else 12)
    for i, state in enumerate(states):
        bot = bots.make("awari", level, seed=i)
        assert bot.choose(state.observation(state.current_player)) in state.legal_actions()


@pytest.mark.parametrize("name", sorted(engine.GAMES))
def test_every_game_has_a_random_and_an_easy_bot(name: str) -> None:
    state = engine.load(name).new_state(seed=3)
    for level in ("random", "easy"):
        bot = bots.make(name, level, seed=1)
        steps = 0
        while not state.is_terminal() and steps < 6:
            action = bot.choose(state.observation(state.current_player))
            assert action in state.legal_actions()
            state = state.apply(action)
            steps += 1


class Clock:
    """A machine's clock as a bot may read it: ``step`` seconds pass at every reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def decisions(name: str, level: str, seed: int, count: int) -> list[str]:
    """``count`` decisions of one bot of ``name`` along a game it plays against a random player."""
    state = engine.load(name).new_state(seed=seed)
    bot, other = bots.make(name, level, seed=seed), bots.make(name, "random", seed=seed + 1)
    chosen: list[str] = []
    turn = 0
    while not state.is_terminal() and len(chosen) < count:
        player = bot if turn % 2 == 0 else other
        action = player.choose(state.observation(state.current_player))
        if player is bot:
            chosen.append(action)
        state, turn = state.apply(action), turn + 1
    return chosen


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", sorted(engine.GAMES))
def test_same_seed_same_moves_on_a_slow_machine_and_on_a_fast_one(name: str, level: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets count nodes or play-outs, never seconds: the same moves whether the clock stands
    still (a machine infinitely fast) or each reading of it finds 0.2 s gone (one far slower than a
    browser: the hard level's 150 000 nodes would take 30 s). Hard is searched on a tenth of its
    nodes here, so that the test stays quick; the rule is the same at any budget."""
    if level == "hard" and engine.registration(name).search is not None:
        monkeypatch.setitem(bots.BUDGETS, "hard", replace(bots.BUDGETS["hard"], nodes=bots.BUDGETS["hard"].nodes // 10))
    count = 2 if level == "hard" else 4
    monkeypatch.setattr(bots, "clock", Clock(0.0))
    fast = decisions(name, level, seed=5, count=count)
    monkeypatch.setattr(bots, "clock", Clock(0.2))
    slow = decisions(name, level, seed=5, count=count)
    assert fast == slow and fast


def test_the_time_cap_is_only_a_safety_that_still_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reached (here on purpose: each reading of the clock finds an hour gone), the safety stops the
    search and the bot still answers with a legal move, and says it stopped early."""
    monkeypatch.setattr(bots, "clock", Clock(3600.0))
    state = positions(1, seed=4)[0]
    bot = bots.make("awari", "medium", seed=0)
    assert isinstance(bot, bots.SearchBot)
    assert bot.choose(state) in state.legal_actions() and bot.last_search["safety"]
    monkeypatch.setattr(bots, "clock", Clock(0.0))
    bot.choose(state)
    assert not bot.last_search["safety"]


def test_different_seeds_break_ties_differently() -> None:
    start = engine.load("awari", first_player="south").new_state()
    assert len({bots.make("awari", "random", seed=s).choose(start) for s in range(30)}) > 1


def test_bots_never_use_the_global_random_module(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("a bot used the global random module")

    for name in ("random", "randrange", "randint", "choice", "choices", "shuffle", "sample", "uniform"):
        monkeypatch.setattr(random, name, forbidden)
    state = positions(1, seed=7)[0]
    for level in ("random", "easy", "medium"):
        assert bots.make("awari", level, seed=2).choose(state) in state.legal_actions()


@pytest.mark.parametrize("level", SEARCH_LEVELS)
@pytest.mark.parametrize("text", [SOUTH_WINS, NORTH_WINS])
def test_a_search_bot_takes_the_capture_that_wins(level: str, text: str) -> None:
    state = awari(text)
    winning = "F" if state.current_player == 0 else "f"
    assert len(state.legal_actions()) > 1 and state.apply(winning).returns()[state.current_player] == 1
    for seed in range(3):
        assert bots.make("awari", level, seed=seed).choose(state) == winning


def test_a_search_bot_avoids_a_move_that_loses_at_once() -> None:
    # North (23 in store) threatens f -> A. B leaves A at 1, which f makes 2: North takes it and
    # wins with 25. A moves the seed away.
    state = awari("1,3,0,0,0,0/0,0,0,0,0,1 20-23 S 0 30")
    lose = [
        a
        for a in state.legal_actions()
        if any(state.apply(a).apply(b).returns()[1] == 1 for b in state.apply(a).legal_actions())
    ]
    assert lose == ["B"] and state.legal_actions() == ("A", "B")
    for level in SEARCH_LEVELS[:2]:
        for seed in range(3):
            assert bots.make("awari", level, seed=seed).choose(state) == "A"


def test_a_game_without_its_own_evaluation_is_searched_on_the_score(monkeypatch: pytest.MonkeyPatch) -> None:
    record = engine.registration("awari")
    monkeypatch.setattr("engine.rules.mancala.awari.REGISTRATION", replace(record, search=None))
    state = awari(SOUTH_WINS)
    assert bots.make("awari", "medium").choose(state) == "F"


def test_a_finished_game_has_no_move() -> None:
    over = awari("0,0,0,0,0,2/1,1,0,0,0,0 22-22 S 0 0")
    for level in LEVELS:
        with pytest.raises(IllegalActionError):
            bots.make("awari", level).choose(over)


def test_search_reports_what_it_did() -> None:
    bot = bots.make("awari", "medium", seed=0)
    assert isinstance(bot, bots.SearchBot)
    bot.choose(positions(1, seed=3)[0])
    assert bot.last_search["nodes"] > 0 and bot.last_search["depth"] >= 2
