"""Each game's bot levels against a random player and against each weaker level, in CPython; and the
strongest Awari level against OpenSpiel's MCTS (if installed) given four times its thinking time.

Whole games in pairs: both games of a pair start from the same opening (the lot or the deal of its
seed, then in a board game up to :data:`OPENING_PLIES` random plies), the levels swapping seats, so
that each level plays each side of every opening, moving first as often as second (in a four-seat
game a level holds the even seats, its opponent the odd ones, then the reverse). A game counts as
won by the side whose seats end with the higher return, half a point each for a draw; the score comes
with its standard error over the openings (`` ± 4``: a few games say little, above all in a game of
chance). Budgets count nodes or play-outs, so these results are the same on any machine; only the
minutes they take vary.

    python bench/bench_bots.py [--games N] [--only awari mbau] [--pairs hard:medium] [--mcts-games N]
    python bench/bench_bots.py --only-mcts --mcts-games 20    # the Awari match alone
    python bench/bench_bots.py --games 20 --pairs hard:medium   # one pairing, 20 games in each game
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

import engine
from engine.rules import bots
from engine.rules.core import State

try:  # the anchor of the last rows, if installed (not a requirement of the site): pip install open_spiel
    import pyspiel
except ImportError:
    pyspiel = None

#: (level, opponent, games): every level against random play and against each weaker level. Search
#: levels cost little below the strongest, whose games take minutes: fewer of those by default.
PAIRINGS = [
    ("easy", "random", 20),
    ("medium", "random", 20),
    ("hard", "random", 4),
    ("medium", "easy", 20),
    ("hard", "easy", 4),
    ("hard", "medium", 4),
]
#: Games of the strongest Awari level against OpenSpiel's MCTS (see :func:`mcts_rows`).
MCTS_GAMES = 2
OPENING_PLIES = 1  # random plies, at most, before a pair of games (more decide a game of Vano)
MAX_PLIES = 2_000  # a guard against a game that would not end; no game of the site comes near


def opening(name: str, seed: int) -> State:
    """Where the two games of opening ``seed`` start: the lot (or the deal) of ``seed`` and, in a
    board game, up to :data:`OPENING_PLIES` random plies, so that the pairs do not all replay one
    game (the search levels break ties by seed, but little else varies in a short game like Vano)."""
    state = engine.load(name).new_state(seed=seed)
    if engine.game_class(name).perfect_information:
        rng = random.Random(seed)
        for _ in range(rng.randrange(OPENING_PLIES + 1)):
            if state.is_terminal():
                break
            state = state.apply_random(rng)
    return state


def play(name: str, levels: tuple[str, str], game: int) -> float:
    """Game ``game`` of ``name``: the first level's score (1 a win, 0.5 a draw, 0 a loss). Games go
    in pairs from the same opening, the levels swapping seats, so that each level plays each side
    of every opening (who moves first included)."""
    seed, swap = divmod(game, 2)
    cls = engine.game_class(name)
    sides = [(seat % 2) ^ swap for seat in range(cls.num_players)]  # 0: the first level's seats
    players = [bots.make(name, levels[side], seed=seed * 10 + seat) for seat, side in enumerate(sides)]
    state = opening(name, seed)
    for _ in range(MAX_PLIES):
        if state.is_terminal():
            break
        seat = state.current_player
        state = state.apply(players[seat].choose(state.observation(seat)))
    if not state.is_terminal():
        return 0.5
    returns = state.returns()
    mine = sum(r for r, side in zip(returns, sides, strict=False) if side == 0)
    theirs = sum(r for r, side in zip(returns, sides, strict=False) if side == 1)
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def standard_error(scores: list[float]) -> str:
    """`` ± 4``: the standard error of the mean score, in points of percentage, over the openings (the
    two games of an opening are one sample: they are not independent); nothing with one opening."""
    openings = [sum(scores[i:i + 2]) / len(scores[i:i + 2]) for i in range(0, len(scores), 2)]
    if len(openings) < 2:
        return ""
    return f" ± {100 * statistics.stdev(openings) / math.sqrt(len(openings)):.0f}"


def rows(games: int | None = None, only: list[str] | None = None, mcts: int = MCTS_GAMES,
         pairs: list[str] | None = None) -> list[tuple[str, str, str]]:
    """The pairings of every game (or those of ``only``; of ``pairs``, written ``level:opponent``),
    ``games`` games each instead of the default count; then ``mcts`` games of the strongest Awari
    level against OpenSpiel's MCTS."""
    out = []
    for name in only or engine.GAMES:
        for level, opponent, count in PAIRINGS:
            if pairs and f"{level}:{opponent}" not in pairs:
                continue
            count = games or count
            started = time.perf_counter()
            scores = [play(name, (level, opponent), game) for game in range(count)]
            elapsed = time.perf_counter() - started
            target = "> 50 %" if opponent != "random" else "> 80 %"
            out.append((f"{name}: '{level}' against '{opponent}' ({count} games, {(count + 1) // 2} openings)",
                        f"{100 * sum(scores) / count:.0f} %{standard_error(scores)} ({elapsed:.0f} s)", target))
    if mcts and (only is None or "awari" in only):
        out += mcts_rows(mcts)
    return out


# -- the strongest Awari level against OpenSpiel's MCTS --------------------------------------------
#: OpenSpiel's C++ MCTS with random roll-outs (``pyspiel.MCTSBot``), given this many times the
#: strongest level's median thinking time, as simulations at the rate it runs here.
MCTS_TIME_FACTOR = 4
MCTS_UCT_C = 2.0
STRONGEST = list(bots.LEVELS)[-1]


def strongest(seed: int, nodes: int | None) -> bots.Bot:
    """The strongest Awari level; with ``nodes``, the same search on a smaller node budget (a
    quicker stand-in for the match, both sides scaled alike)."""
    bot = bots.make("awari", STRONGEST, seed=seed)
    if nodes is not None and isinstance(bot, bots.SearchBot):
        bot.budget = bots.Budget(bot.budget.depth, nodes)
    return bot


def mcts_budget(nodes: int | None = None, positions: int = 5) -> tuple[float, int]:
    """The strongest level's median seconds per move on random Awari positions (tournament rules)
    and the MCTS simulations that take :data:`MCTS_TIME_FACTOR` times as long (both timed here,
    one after the other, so the machine's load scales both alike)."""
    game = engine.load("awari", preset="abapa", first_player="south")
    oware = pyspiel.load_game("oware")
    rng = random.Random(2024)
    ours, native = [], []
    for k in range(positions):
        state, mirror = game.new_state(), oware.new_initial_state()
        for _ in range(rng.randrange(0, 40)):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
            state = state.apply(action)
            mirror.apply_action(_oware_action(action))
        if state.is_terminal():
            continue
        started = time.perf_counter()
        strongest(k, nodes).choose(state)
        ours.append(time.perf_counter() - started)
        probe = 4_000
        evaluator = pyspiel.RandomRolloutEvaluator(1, k)
        mcts = pyspiel.MCTSBot(oware, evaluator, MCTS_UCT_C, probe, 1_000, False, k, False)
        started = time.perf_counter()
        mcts.step(mirror)
        native.append(probe / (time.perf_counter() - started))
    seconds = statistics.median(ours)
    return seconds, int(MCTS_TIME_FACTOR * seconds * statistics.median(native))


def _oware_action(action: str) -> int:
    """Our hole (``A``–``F`` South's, ``a``–``f`` North's) as OpenSpiel's ``oware`` action: the
    mover's house 0–5 in sowing order, the same order as ours."""
    return "ABCDEFabcdef".index(action) % 6


def play_mcts(seed: int, simulations: int, ours_first: bool, nodes: int | None = None) -> float:
    """One Awari game (tournament rules, which are OpenSpiel's ``oware``) of the strongest level
    against MCTS; the level's score. Both boards are played in step and must agree."""
    game = engine.load("awari", preset="abapa", first_player="south")
    oware = pyspiel.load_game("oware")
    state, mirror = game.new_state(), oware.new_initial_state()
    ours_seat = 0 if ours_first else 1
    bot = strongest(seed, nodes)
    mcts = pyspiel.MCTSBot(oware, pyspiel.RandomRolloutEvaluator(1, seed), MCTS_UCT_C, simulations, 1_000,
                           False, seed, False)
    while not state.is_terminal():
        if state.current_player == ours_seat:
            action = bot.choose(state)
        else:
            native = mcts.step(mirror)
            action = state.legal_actions()[[_oware_action(a) for a in state.legal_actions()].index(native)]
        state = state.apply(action)
        mirror.apply_action(_oware_action(action))
    assert mirror.is_terminal(), "the two engines disagree on the end of the game"
    result = state.returns()[ours_seat]
    return 1.0 if result > 0 else 0.0 if result < 0 else 0.5


def mcts_rows(games: int = MCTS_GAMES, nodes: int | None = None) -> list[tuple[str, str, str]]:
    level = f"'{STRONGEST}'" + (f" at {nodes:,} nodes" if nodes else "")
    what = (f"awari (abapa): {level} against OpenSpiel's C++ MCTS (random roll-outs) at "
            f"{MCTS_TIME_FACTOR}× its time")
    if pyspiel is None:
        return [(what, "skipped: pyspiel is not installed (pip install open_spiel)", "≥ 75 %")]
    seconds, simulations = mcts_budget(nodes)
    started = time.perf_counter()
    score = 0.0
    for seed in range(games):  # one line a game on stderr: a long match shows how it goes
        score += play_mcts(seed, simulations, seed % 2 == 0, nodes)
        print(f"  mcts game {seed + 1}/{games}: {score:g} so far ({time.perf_counter() - started:.0f} s)",
              file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    return [(f"{what} ({games} games, seats swapped)",
             f"{100 * score / games:.0f} % (its {seconds:.2f} s a move; MCTS {simulations:,} simulations; "
             f"{elapsed:.0f} s)", "≥ 75 %")]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="games per pairing of levels")
    parser.add_argument("--only", nargs="*", help="only these games (engine names)")
    parser.add_argument("--pairs", nargs="*", help="only these pairings, as level:opponent (hard:medium)")
    parser.add_argument("--mcts-games", type=int, default=MCTS_GAMES, help="games against OpenSpiel's MCTS")
    parser.add_argument("--only-mcts", action="store_true", help="only the games against OpenSpiel's MCTS")
    parser.add_argument("--mcts-nodes", type=int, help="the strongest level's search on this node budget")
    args = parser.parse_args()
    from table import print_table

    if args.only_mcts:
        print_table(mcts_rows(args.mcts_games, args.mcts_nodes))
    else:
        print_table(rows(args.games, args.only, args.mcts_games, args.pairs))
