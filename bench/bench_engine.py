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
REPEATS = 5
PRESET = "abapa"  # the tournament rules
BOT_POSITIONS = {"easy": 20, "medium": 20, "hard": 5}
TARGETS = {"easy": "< 60 ms", "medium": "< 60 ms (browser ~3-4x: < 300 ms)", "hard": "~1 s (nodes, no clock)"}


def playout_round(checked: bool, seed: int) -> tuple[float, float]:
    """Moves per second of :data:`PLAYOUT_GAMES` random Awari games under the tournament preset
    (``abapa``), and plies per game.

    ``checked=False`` is what search and simulation use (:meth:`State.apply_random`: the legal
    moves, then the move); ``checked=True`` goes through the public API a page uses with the
    reader's moves (:meth:`State.legal_actions`, then :meth:`State.apply`, which parses the text and
    checks legality again)."""
    game = engine.load("awari", preset=PRESET)
    rng = random.Random(seed)
    moves = 0
    started = time.perf_counter()
    for game_seed in range(PLAYOUT_GAMES):
        state = game.new_state(seed=game_seed)
        if checked:
            while not state.is_terminal():
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
                moves += 1
        else:
            while not state.is_terminal():
                state = state.apply_random(rng)
                moves += 1
    return moves / (time.perf_counter() - started), moves / PLAYOUT_GAMES


def playout_rates() -> dict[bool, tuple[float, float]]:
    """The median over :data:`REPEATS` rounds, the two ways interleaved (a busy moment of the
    machine hits both alike)."""
    rounds: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    for repeat in range(REPEATS):
        for checked in (False, True) if repeat % 2 == 0 else (True, False):
            rounds[checked].append(playout_round(checked, repeat))
    return {checked: (statistics.median(r for r, _ in found), found[0][1]) for checked, found in rounds.items()}


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
    rates = playout_rates()
    rate, plies = rates[False]
    table.append((f"awari ({PRESET}) random play-out, legal_actions + apply_random (median of {REPEATS})",
                  f"{rate:,.0f} moves/s", ">= 150,000 moves/s"))
    checked = rates[True][0]
    table.append((f"awari ({PRESET}) random play-out, legal_actions + apply (median of {REPEATS})",
                  f"{checked:,.0f} moves/s", "—"))
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
