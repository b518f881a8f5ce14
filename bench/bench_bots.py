"""Each game's bot levels against a random player and against the level below, in CPython.

Whole games, with the seats swapped every other game (in a four-seat game a level holds the even
seats, its opponent the odd ones, then the reverse). A game counts as won by the side whose seats
end with the higher return, half a point each for a draw. Budgets count nodes or play-outs, so these
results are the same on any machine; only the minutes they take vary.

    python bench/bench_bots.py [--games N]    # N games per pairing (default per pairing below)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

import engine  # noqa: E402
from engine import bots  # noqa: E402

#: (level, opponent, games): every level against random play, and each against the one below.
PAIRINGS = [
    ("easy", "random", 6),
    ("medium", "random", 6),
    ("hard", "random", 2),
    ("medium", "easy", 6),
    ("hard", "medium", 2),
]
MAX_PLIES = 2_000  # a guard against a game that would not end; no game of the site comes near


def play(name: str, levels: tuple[str, str], seed: int, swap: bool) -> float:
    """One game of ``name``: the first level's score (1 a win, 0.5 a draw, 0 a loss)."""
    cls = engine.game_class(name)
    sides = [(seat % 2) ^ swap for seat in range(cls.num_players)]  # 0: the first level's seats
    players = [bots.make(name, levels[side], seed=seed * 10 + seat) for seat, side in enumerate(sides)]
    state = engine.load(name).new_state(seed=seed)
    for _ in range(MAX_PLIES):
        if state.is_terminal():
            break
        seat = state.current_player
        state = state.apply(players[seat].choose(state.observation(seat)))
    if not state.is_terminal():
        return 0.5
    returns = state.returns()
    mine = sum(r for r, side in zip(returns, sides) if side == 0)
    theirs = sum(r for r, side in zip(returns, sides) if side == 1)
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def rows(games: int | None = None) -> list[tuple[str, str, str]]:
    out = []
    for name in engine.GAMES:
        for level, opponent, count in PAIRINGS:
            count = games or count
            started = time.perf_counter()
            score = sum(play(name, (level, opponent), seed, swap=bool(seed % 2)) for seed in range(count))
            elapsed = time.perf_counter() - started
            target = "> 50 %" if opponent != "random" else "> 80 %"
            out.append((f"{name}: '{level}' against '{opponent}' ({count} games, seats swapped)",
                        f"{100 * score / count:.0f} % ({elapsed:.0f} s)", target))
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int)
    args = parser.parse_args()
    from table import print_table

    print_table(rows(args.games))
