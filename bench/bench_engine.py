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
from engine.rules import bots

try:  # the anchor, if installed (not a requirement of the site): pip install open_spiel
    import pyspiel
except ImportError:
    pyspiel = None

PLAYOUT_GAMES = 200  # per round: short rounds, so that the ways of one round share the machine's mood
REPEATS = 15
PRESET = "abapa"  # the tournament rules
BOT_POSITIONS = {"easy": 20, "medium": 20, "hard": 5}
TARGETS = {"easy": "< 60 ms", "medium": "< 150 ms (Chromium, ~2x slower: < 300 ms)", "hard": "~1 s (nodes, no clock)"}


def playout_round(way: str, seed: int) -> tuple[float, float]:
    """Moves per second of :data:`PLAYOUT_GAMES` random Awari games under the tournament preset
    (``abapa``), and plies per game.

    ``"apply"`` goes through the public API a page uses with the reader's moves
    (:meth:`State.legal_actions`, then :meth:`State.apply`, which refuses an illegal move with its
    rule); ``"apply_random"`` is what search and simulation use; ``"openspiel"`` is OpenSpiel's C++
    ``oware`` (the same rules) through its Python API, ``legal_actions`` then ``apply_action``."""
    rng = random.Random(seed)
    moves = 0
    started = time.perf_counter()
    if way == "openspiel":
        oware = pyspiel.load_game("oware")
        for _ in range(PLAYOUT_GAMES):
            native = oware.new_initial_state()
            while not native.is_terminal():
                actions = native.legal_actions()
                native.apply_action(actions[rng.randrange(len(actions))])
                moves += 1
        return moves / (time.perf_counter() - started), moves / PLAYOUT_GAMES
    game = engine.load("awari", preset=PRESET, first_player="south")
    for _ in range(PLAYOUT_GAMES):
        state = game.new_state()
        if way == "apply":
            while not state.is_terminal():
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
                moves += 1
        else:
            while not state.is_terminal():
                state = state.apply_random(rng)
                moves += 1
    return moves / (time.perf_counter() - started), moves / PLAYOUT_GAMES


def playout_rates() -> dict[str, tuple[float, float, float]]:
    """Per way: the median over :data:`REPEATS` rounds of its moves per second, plies per game, and
    the median of its ratio to OpenSpiel's rate in the same round (0 without OpenSpiel). The ways
    are interleaved and their order rotates (a busy moment of the machine hits all alike)."""
    ways = ["apply", "apply_random"] + (["openspiel"] if pyspiel is not None else [])
    rounds: dict[str, list[tuple[float, float]]] = {way: [] for way in ways}
    for repeat in range(REPEATS):
        for way in ways[repeat % len(ways):] + ways[: repeat % len(ways)]:
            rounds[way].append(playout_round(way, repeat))
    native = [r for r, _ in rounds.get("openspiel", [])]
    return {
        way: (statistics.median(r for r, _ in found), found[0][1],
              statistics.median(r / n for (r, _), n in zip(found, native, strict=True)) if native else 0.0)
        for way, found in rounds.items()
    }


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


def load() -> str:
    """The machine's load averages over 1, 5 and 15 minutes, to print beside the figures (a
    busy machine slows the engine and its anchor alike, but not always in step)."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def rows() -> list[tuple[str, str, str]]:
    table: list[tuple[str, str, str]] = []
    before = load()
    rates = playout_rates()
    table.append(("machine load (/proc/loadavg, 1/5/15 min) before → after the play-outs",
                  f"{before} → {load()}", "—"))
    native = rates.get("openspiel", (0.0, 0.0, 0.0))[0]
    for way, what in (("apply", "legal_actions + apply"), ("apply_random", "apply_random")):
        rate, _, ratio = rates[way]
        table.append((f"awari ({PRESET}) random play-out, {what} (median of {REPEATS} rounds)",
                      f"{rate:,.0f} moves/s" + (f" = {ratio:.2f}× OpenSpiel" if native else ""),
                      ">= 0.50× OpenSpiel" if way == "apply" else "—"))
    if native:
        table.append((f"OpenSpiel C++ oware random play-out, legal_actions + apply_action (anchor, median of "
                      f"{REPEATS})", f"{native:,.0f} moves/s", "—"))
    else:
        table.append(("OpenSpiel C++ oware (anchor)",
                      "skipped: pyspiel is not installed (pip install open_spiel)", "—"))
    table.append(("awari random game length", f"{rates['apply'][1]:.0f} plies", "—"))
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
