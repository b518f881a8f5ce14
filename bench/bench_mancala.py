"""Mancala benchmarks in CPython beyond Awari (Mbau, Hus, and Vano once registered): random
play-outs of sowing moves and the bots' thinking time per level.

    python bench/bench_mancala.py     # prints a table

:func:`rows` returns ``(metric, measured, target)`` rows for ``bench/run.py``. A relay move counts
once, however many laps it makes (and Hus's choice of an extra hole counts as one more action).
Targets are printed, never asserted: the tests stay free of timing.
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
from engine.rules import bots

GAMES = [name for name in ("mbau", "vano", "hus") if name in engine.GAMES]
PLAYOUT_SECONDS = 3.0
REPEATS = 5
BOT_POSITIONS = {"random": 20, "easy": 20, "medium": 20, "hard": 4}
TARGETS = {
    "random": "—",
    "easy": "< 60 ms",
    "medium": "< 150 ms (Chromium, ~2x slower: < 300 ms)",
    "hard": "~1 s (nodes, no clock)",
}


def playout_rate(name: str) -> tuple[float, float, int]:
    """Sowing moves per second of this process's CPU time (a busy machine stretches the wall clock
    far more) in random games through the public API (``legal_actions`` then ``apply``; the median
    of :data:`REPEATS` rounds), plies per game, and how many turns the lap cap stopped."""
    game = engine.load(name)
    rates, plies, capped = [], 0.0, 0
    for repeat in range(REPEATS):
        rng = random.Random(repeat)
        moves = games = 0
        started = time.process_time()
        deadline = started + PLAYOUT_SECONDS / REPEATS
        while time.process_time() < deadline:
            state = game.new_state(seed=games)
            while not state.is_terminal():
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
                moves += 1
                capped += bool(getattr(state, "capped_last", False))
            games += 1
        rates.append(moves / (time.process_time() - started))
        plies = moves / games
    return statistics.median(rates), plies, capped


def bot_positions(name: str, count: int, seed: int = 2024) -> list[engine.State]:
    rng = random.Random(seed)
    found: list[engine.State] = []
    game = engine.load(name)
    k = 0
    while len(found) < count:
        state = game.new_state(seed=k)
        k += 1
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            state = state.apply_random(rng)
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


def think_times(name: str, level: str, count: int) -> tuple[list[float], list[int]]:
    times, nodes = [], []
    for i, state in enumerate(bot_positions(name, count)):
        bot = bots.make(name, level, seed=i)
        started = time.perf_counter()
        bot.choose(state)
        times.append((time.perf_counter() - started) * 1000)
        nodes.append(int(getattr(bot, "last_search", {}).get("nodes", 0)))
    return times, nodes


def rows() -> list[tuple[str, str, str]]:
    from bench_engine import load  # bench/ is on the path, alone or from run.py

    table: list[tuple[str, str, str]] = [("machine load (/proc/loadavg, 1/5/15 min) before the play-outs", load(), "—")]
    for name in GAMES:
        rate, plies, capped = playout_rate(name)
        what = f"legal_actions + apply (a relay counted once; median of {REPEATS})"
        table.append((f"{name} random play-out, {what}", f"{rate:,.0f} moves per CPU second", ">= 50,000 moves/s"))
        table.append((f"{name} random game length / turns stopped by the lap cap", f"{plies:.0f} plies / {capped}",
                      "—"))
        for level, count in BOT_POSITIONS.items():
            times, nodes = think_times(name, level, count)
            table.append((
                f"{name} bot '{level}' think time ({count} positions)",
                f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms"
                + (f", {statistics.median(nodes):,.0f} nodes" if any(nodes) else ""),
                TARGETS[level],
            ))
    return table


def main() -> None:
    from table import print_table  # bench/ is on the path, alone or from run.py

    print_table(rows())


if __name__ == "__main__":
    main()
