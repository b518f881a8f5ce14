"""Zápiti: engine speed, bot think time per level, and each level against the one below.

* random full hands per second (two and four players), through the public ``apply_random``;
* bot think time per level (mean and 99th-percentile decision, ms) over the decisions of bot-vs-bot hands;
* win rate of each level against the one below, over full games (a grande to 30) with the seats
  swapped every game;
* the points per hand each level makes over the one below in duplicate deals (each deal played
  twice, the seats swapped), two and four players: a finer figure than whole games;
* the widget's card table (``engine.table.render.table`` for the reader's seat) in ms per render, mean and
  99th percentile, over the states of a bot game: what every move costs before the browser's own
  3–4× slowdown.

Run alone: ``python bench/bench_zapiti.py``. Targets are printed, never asserted.
"""

from __future__ import annotations

import random
import sys
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import engine
from engine.rules.zapiti.bots import LEVELS, Bot, make_bot
from engine.rules.zapiti.game import Zapiti

GAMES_PER_PAIR = 100


def zapiti(**options: Any) -> Zapiti:
    game = engine.load("zapiti", **options)
    assert isinstance(game, Zapiti)
    return game


def hands_per_second(players: int, seconds: float = 1.5) -> float:
    """Random play over whole games for about ``seconds``; hands finished per second."""
    game = zapiti(players=players)
    rng = random.Random(1)
    hands = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(seed)
        seed += 1
        while not state.is_terminal():
            hand = state.hand_no
            state = state.apply_random(rng)
            hands += state.hand_no != hand or state.is_terminal()
    return hands / (time.perf_counter() - started)


def think_times(level: str, players: int, hands: int = 40) -> tuple[float, float]:
    """Mean and 99th-percentile decision time (ms) of ``level`` against itself."""
    game = zapiti(players=players, grandes=5)
    bots = [make_bot(level, seat) for seat in range(players)]
    times: list[float] = []
    state = game.new_state(17)
    while state.hand_no < hands and not state.is_terminal():
        seat = state.current_player
        obs = state.observation(seat)
        started = time.perf_counter()
        action = bots[seat].choose(obs)
        times.append(time.perf_counter() - started)
        state = state.apply(action)
    times.sort()
    return 1000 * sum(times) / len(times), 1000 * times[int(0.99 * (len(times) - 1))]


def win_rate(strong: str, weak: str, players: int = 2, games: int = GAMES_PER_PAIR) -> float:
    """Share of full games (to 30) that ``strong`` wins against ``weak``, seats swapped each game."""
    game = zapiti(players=players)
    won = 0
    for number in range(games):
        swap = number % 2
        levels = (weak, strong) if swap else (strong, weak)
        bots = [make_bot(levels[seat % 2], 1000 * number + seat) for seat in range(players)]
        state = game.new_state(500 + number // 2)
        while not state.is_terminal():
            state = state.apply(bots[state.current_player].choose(state.observation(state.current_player)))
        won += state.winner() == swap
    return won / games


#: Duplicate pairings: (strong, weak, players, deals), four hands a deal.
MARGINS = [("easy", "random", 2, 25), ("medium", "easy", 2, 50), ("hard", "medium", 2, 50), ("medium", "easy", 4, 25)]


def duplicate_margin(strong: str, weak: str, players: int, deals: int, hands: int = 4) -> float:
    """Points per hand that ``strong`` makes over ``weak``, each deal played twice with seats swapped."""
    game = zapiti(players=players, grandes=5)
    margin = 0
    for deal in range(deals):
        for swap in (0, 1):
            levels = (strong, weak) if not swap else (weak, strong)
            bots: list[Bot] = [make_bot(levels[seat % 2], 100 * deal + seat) for seat in range(players)]
            s = game.new_state(7000 + deal)
            while s.hand_no < hands and not s.is_terminal():
                s = s.apply(bots[s.current_player].choose(s.observation(s.current_player)))
            totals = [30 * s.grandes[side] + s.points[side] for side in (0, 1)]
            margin += (totals[swap] - totals[1 - swap])
    return margin / (2 * deals * hands)


def render_times(players: int, hands: int = 10) -> tuple[float, float]:
    """Mean and 99th-percentile time (ms) to draw the widget for seat 0 after each move of a bot game."""
    from engine.lessons.record import Record
    from engine.lessons.session import Session
    from engine.table.render import View, full_game

    game = zapiti(players=players)
    session = Session.from_record(Record("zapiti", game.options.to_text(), seed=3), human_seats=(0,),
                                  bot_level="easy")
    reader = make_bot("easy", 99)  # plays the reader's seat
    times: list[float] = []
    while session.state.hand_no < hands and not session.state.is_terminal():
        if session.is_bot_turn():
            session.bot_move()
        else:
            session.play(reader.choose(session.state.observation(0)))
        started = time.perf_counter()
        full_game(session, "es", View(), mode="bot", level="easy", first="south", first_choices=[])
        times.append(time.perf_counter() - started)
    times.sort()
    return 1000 * sum(times) / len(times), 1000 * times[int(0.99 * (len(times) - 1))]


def rows() -> list[tuple[str, str, str]]:
    out = [
        ("zapiti: random full hands/s, 2 players", f"{hands_per_second(2):,.0f}", ">= 10,000"),
        ("zapiti: random full hands/s, 4 players", f"{hands_per_second(4):,.0f}", "—"),
    ]
    for players in (2, 4):
        for level in LEVELS:
            mean, worst = think_times(level, players)
            out.append((f"zapiti: {level} bot think ms, {players} players (mean / p99)",
                        f"{mean:.2f} / {worst:.1f}", "well under 100"))
    levels = list(LEVELS)
    for weak, strong in pairwise(levels):
        out.append((f"zapiti: {strong} wins vs {weak}, 2 players ({GAMES_PER_PAIR} games)",
                    f"{win_rate(strong, weak):.0%}", "> 50%"))
    out.append((f"zapiti: medium wins vs easy, 4 players ({GAMES_PER_PAIR // 2} games)",
                f"{win_rate('medium', 'easy', 4, GAMES_PER_PAIR // 2):.0%}", "> 50%"))
    for strong, weak, players, deals in MARGINS:
        out.append((f"zapiti: {strong} over {weak}, {players} players, points a hand ({deals} deals x2)",
                    f"{duplicate_margin(strong, weak, players, deals):+.2f}", "> 0"))
    for players in (2, 4):
        mean, worst = render_times(players)
        out.append((f"zapiti: widget render ms, {players} players (mean / p99)", f"{mean:.2f} / {worst:.1f}",
                    "< 10 (browser ×3–4)"))
    return out


if __name__ == "__main__":
    table = rows()
    width = [max(len(row[i]) for row in table) for i in range(3)]
    print(f"{'metric':{width[0]}}  {'measured':{width[1]}}  target")
    for metric, value, target in table:
        print(f"{metric:{width[0]}}  {value:{width[1]}}  {target}")
