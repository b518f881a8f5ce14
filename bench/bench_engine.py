"""Engine benchmarks in CPython: Awari random play-outs and the bots' thinking time per level.

    python bench/bench_engine.py     # prints a table

:func:`rows` returns ``(metric, measured, target)`` rows for ``bench/run.py``. Targets are printed,
never asserted: the tests stay free of timing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine import bots

PLAYOUT_GAMES = 2_000
REPEATS = 3
BOT_POSITIONS = {"easy": 20, "medium": 20, "hard": 5}
TARGETS = {"easy": "< 60 ms", "medium": "< 60 ms (browser ~3-4x: < 300 ms)", "hard": "<= 1500 ms"}


def playout_rate(checked: bool = False) -> tuple[float, float]:
    """Moves per second of random Awari games (best of :data:`REPEATS`) and plies per game.

    ``checked=False`` is what search and simulation use (:meth:`State.apply_random`: the legal
    moves, then the move); ``checked=True`` goes through :meth:`State.apply`, which parses the text
    and checks legality again, as a page does with the reader's moves."""
    game = engine.load("awari")
    best, plies = 0.0, 0.0
    for repeat in range(REPEATS):
        rng = random.Random(repeat)
        moves = 0
        started = time.perf_counter()
        for seed in range(PLAYOUT_GAMES):
            state = game.new_state(seed=seed)
            if checked:
                while not state.is_terminal():
                    actions = state.legal_actions()
                    state = state.apply(actions[rng.randrange(len(actions))])
                    moves += 1
            else:
                while not state.is_terminal():
                    state = state.apply_random(rng)
                    moves += 1
        elapsed = time.perf_counter() - started
        best = max(best, moves / elapsed)
        plies = moves / PLAYOUT_GAMES
    return best, plies


def bot_positions(count: int, seed: int = 2024) -> list[engine.State]:
    """Openings, middle games and endgames reached by random play."""
    rng = random.Random(seed)
    found: list[engine.State] = []
    game = engine.load("awari")
    while len(found) < count:
        state = game.new_state(seed=len(found))
        for _ in range(rng.randrange(0, 50)):
            if state.is_terminal():
                break
            state = state.apply_random(rng)
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


def think_times(level: str, count: int) -> tuple[list[float], list[int]]:
    """Milliseconds per decision of ``level`` and the nodes each search visited."""
    times, nodes = [], []
    for i, state in enumerate(bot_positions(count)):
        bot = bots.make("awari", level, seed=i)
        started = time.perf_counter()
        bot.choose(state)
        times.append((time.perf_counter() - started) * 1000)
        nodes.append(int(getattr(bot, "last_search", {}).get("nodes", 0)))
    return times, nodes


def rows() -> list[tuple[str, str, str]]:
    table: list[tuple[str, str, str]] = []
    rate, plies = playout_rate()
    table.append(
        ("awari random play-out (legal_actions + apply_random)", f"{rate:,.0f} moves/s", ">= 150,000 moves/s")
    )
    checked, _ = playout_rate(checked=True)
    table.append(("awari random play-out through apply() (text, legality)", f"{checked:,.0f} moves/s", "—"))
    table.append(("awari random game length", f"{plies:.0f} plies", "—"))
    for level, count in BOT_POSITIONS.items():
        times, nodes = think_times(level, count)
        budget = bots.BUDGETS[level]
        table.append(
            (
                f"awari bot '{level}' think time ({count} positions)",
                f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms",
                TARGETS[level],
            )
        )
        rate_nodes = sum(nodes) / (sum(times) / 1000) if sum(times) else 0.0
        table.append(
            (
                f"awari bot '{level}' search",
                f"{statistics.median(nodes):,.0f} nodes (budget {budget.nodes:,}), {rate_nodes:,.0f} nodes/s",
                "—",
            )
        )
    return table


def main() -> None:
    from table import print_table  # bench/ is on the path, alone or from run.py

    print_table(rows())


if __name__ == "__main__":
    main()
