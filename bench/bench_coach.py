"""The coach at the mancala tables and at La Zanga's, in CPython: the time a "¿Qué hago?" hint
takes at its default budget (:data:`engine.lessons.coach.HINT_BUDGET`, nodes shared among the
moves, no clock; La Zanga counts play-outs, :data:`engine.lessons.zanga.coach.PLAYOUT_NODES` nodes
each) and the time of the review of a whole game, or of a La Zanga hand
(:data:`~engine.lessons.coach.REVIEW_BUDGET` per decision, :data:`~engine.lessons.coach.REVIEW_NODES`
in all), with the exercises' teaching checks.

    python bench/bench_coach.py     # prints a table

The positions are fixed (each game's openings played by the easy bot from fixed seeds), so the
nodes are the same on any machine; only the milliseconds vary. The browser runs the same Python
about two to three times slower than CPython; the bots' 300 ms target there is for a bot's move,
not for a hint the reader asked for. Targets are printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.lessons import coach
from engine.rules import bots
from engine.rules.core import State
from engine.rules.zanga import bots as zanga_bots
from engine.rules.zanga.game import ZangaState

GAMES = ("awari", "mbau", "vano", "hus")
POSITIONS = 12
GAMES_REVIEWED = 3
#: La Zanga: the hands played (South at random, the others the easy bot), from fixed seeds.
HANDS = 8


def positions(name: str, count: int) -> list[State]:
    """``count`` positions of South's to move with a choice, along games from fixed seeds (South the
    easy bot, North at random: varied positions), every third such position of each game."""
    found: list[State] = []
    for seed in range(1, 1000):
        state = engine.load(name, first_player="south").new_state(seed=seed)
        south, north = bots.make(name, "easy", seed=seed), bots.make(name, "random", seed=seed)
        turns = 0
        for _ in range(60):
            if state.is_terminal() or len(found) == count:
                break
            if state.current_player == 0 and len(state.legal_actions()) > 1:
                turns += 1
                if turns % 3 == 1:
                    found.append(state)
            state = state.apply((south if state.current_player == 0 else north).choose(state))
        if len(found) == count:
            break
    return found


def zapiti(players: int) -> tuple[str, str, str]:
    """Zápiti's hint at South's decisions with a choice, señas aside, along hands of the easy bots."""
    times, state = [], engine.load("zapiti", players=players).new_state(seed=1)
    while len(times) < 3 * POSITIONS:
        if state.current_player == 0 and len(state.legal_actions()) > 1 and state.phase_name != "senas":
            started = time.perf_counter()
            coach.hint(state)
            times.append((time.perf_counter() - started) * 1000)
        state = state.apply(bots.make("zapiti", "easy", seed=len(times)).choose(state))
    return (f"zapiti hint, {players} players ({len(times)} positions, default budget)",
            f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms", "< 300 ms (Chromium ~2-3x slower)")


def game(name: str, seed: int) -> tuple[list[State], list[tuple[int, str]]]:
    """A whole game: South at random (a learner's mistakes), North the easy bot (at most 300 plies)."""
    state = engine.load(name, first_player="south").new_state(seed=seed)
    return bots.played(state, [bots.make(name, "random", seed=seed), bots.make(name, "easy", seed=seed)], most=300)


def rows() -> list[tuple[str, str, str]]:
    table: list[tuple[str, str, str]] = []
    for name in GAMES:
        times, nodes = [], []
        for state in positions(name, POSITIONS):
            started = time.perf_counter()
            coach.hint(state)
            times.append((time.perf_counter() - started) * 1000)
            nodes.append(coach.analyse(state).nodes)
        table.append((f"{name} hint ('¿Qué hago?', {POSITIONS} positions, default budget)",
                      f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms, "
                      f"{statistics.median(nodes):,.0f} nodes", "< 300 ms (Chromium ~2-3x slower)"))
        spent = []
        for seed in range(1, GAMES_REVIEWED + 1):
            history, moves = game(name, seed)
            started = time.perf_counter()
            done = coach.review(history, moves, (0,))
            spent.append(((time.perf_counter() - started) * 1000, done.looked, done.decided, len(moves)))
        table.append((f"{name} review of a whole game ({GAMES_REVIEWED} games, exercises checked)",
                      ", ".join(f"{ms:.0f} ms ({looked}/{decided} decisions, {plies} plies)"
                                for ms, looked, decided, plies in spent), "< 1.5 s (Chromium ~2-3x slower)"))
    return table + zanga_rows()


def zanga_hand(seed: int) -> tuple[list[State], list[tuple[int, str]]]:
    """A La Zanga hand to its settlement: South at random (a learner's mistakes), the others easy."""
    state: ZangaState = engine.load("zanga").new_state(seed=seed)
    players = [zanga_bots.make_bot("random", seed), *zanga_bots.bots_for(["easy"] * 4, seed)[1:]]
    history, moves = zanga_bots.played_hand(state, players)
    return list(history), moves


def zanga_rows() -> list[tuple[str, str, str]]:
    times, spent = [], []
    for seed in range(1, HANDS + 1):
        history, moves = zanga_hand(seed)
        for i, (seat, _action) in enumerate(moves):
            if seat == 0 and len(history[i].legal_actions()) > 1:
                started = time.perf_counter()
                coach.hint(history[i])
                times.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        done = coach.review(history, moves, (0,))
        spent.append(((time.perf_counter() - started) * 1000, done.looked, done.decided))
    ms = [found[0] for found in spent]
    return [(f"zanga hint ('¿Qué hago?', {len(times)} of South's decisions in {HANDS} hands, default budget)",
             f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms", "< 300 ms (Chromium ~2-3x slower)"),
            (f"zanga review of a hand ({HANDS} hands, exercises checked)",
             f"median {statistics.median(ms):.0f} ms, max {max(ms):.0f} ms, "
             f"{sum(found[1] for found in spent)}/{sum(found[2] for found in spent)} decisions looked at",
             "< 1.5 s (Chromium ~2-3x slower)")]


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "bench"))
    from table import print_table

    print_table([*rows(), zapiti(2), zapiti(4)])
