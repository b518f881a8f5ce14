"""La Zanga: engine speed, bot think time per level, and each level against the one below.

* random full hands per second (auction, eight tricks and the settlement), through the public
  ``apply`` with every action checked legal, and through ``apply_random``;
* bot think time per level (mean and worst decision, ms), over the decisions of bot-vs-bot hands;
* each level against the one below over a fixed set of seeded hands, played twice with the pairs
  swapped (duplicate): the share of hands the stronger pair comes out ahead (ties count half), and
  its net stones per hand with their standard error.

Run alone: ``python bench/bench_zanga.py``. Targets are printed, never asserted.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import engine
from engine.rules.zanga.bots import LEVELS, make_bot, run_hand

#: Seeded hands per pair of levels (each played twice, pairs swapped).
HANDS = {("random", "easy"): 200, ("easy", "medium"): 200, ("medium", "hard"): 60}


def hands_per_second(validated: bool, seconds: float = 2.0) -> float:
    game = engine.load("zanga")
    hands, seed = 0, 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(seed)
        state = game.new_state(seed)
        while state.phase not in ("deal", "over"):
            if validated:
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
            else:
                state = state.apply_random(rng)
        hands += 1
        seed += 1
    return hands / (time.perf_counter() - started)


def think_times(level: str, hands: int = 12) -> tuple[float, float]:
    """Mean and worst decision time (ms) of ``level`` playing all four seats (forced moves excluded)."""
    game = engine.load("zanga")
    times: list[float] = []
    for seed in range(hands):
        bots = [make_bot(level, 4 * seed + seat) for seat in range(4)]
        state = game.new_state(900 + seed)
        while state.phase not in ("deal", "over"):
            seat = state.current_player
            view = state.observation(seat)
            started = time.perf_counter()
            action = bots[seat].choose(view)
            if len(view.legal) > 1:
                times.append(time.perf_counter() - started)
            state = state.apply(action)
    return 1000 * sum(times) / len(times), 1000 * max(times)


def duplicate(strong: str, weak: str, hands: int) -> tuple[float, float, float]:
    """Share of seeded hands the ``strong`` pair wins against ``weak`` (each hand played with the
    pairs both ways round), its mean net stones per hand, and that mean's standard error (over the
    seeds: the two hands of a seed are one sample)."""
    game = engine.load("zanga")
    score, played = 0.0, 0
    nets: list[float] = []
    for seed in range(hands):
        both = 0
        for side in (0, 1):
            bots = [make_bot(strong if seat % 2 == side else weak, 7 * seed + seat) for seat in range(4)]
            end = run_hand(game.new_state(5000 + seed), bots)
            assert end.result is not None
            gain = end.result.net(side) - end.result.net(1 - side)
            score += 1.0 if gain > 0 else 0.5 if gain == 0 else 0.0
            both += gain
            played += 1
        nets.append(both / 2)
    return score / played, statistics.mean(nets), statistics.stdev(nets) / math.sqrt(len(nets))


def rows() -> list[tuple[str, str, str]]:
    out = [
        ("zanga: random full hands/s (apply, checked)", f"{hands_per_second(True):,.0f}", ">= 1,000"),
        ("zanga: random full hands/s (apply_random)", f"{hands_per_second(False):,.0f}", "—"),
    ]
    for level in LEVELS:
        mean, worst = think_times(level)
        target = "< 500 (strongest)" if level == "hard" else "well under 100"
        out.append((f"zanga: {level} bot think ms (mean / worst)", f"{mean:.2f} / {worst:.1f}", target))
    for (weak, strong), hands in HANDS.items():
        share, net, error = duplicate(strong, weak, hands)
        out.append((f"zanga: {strong} vs {weak}, {hands} seeded hands x2 (won share, stones/hand)",
                    f"{share:.0%}, {net:+.2f} ± {error:.2f}", "> 50%, > 0"))
    return out


if __name__ == "__main__":
    table = rows()
    width = [max(len(row[i]) for row in table) for i in range(3)]
    print(f"{'metric':{width[0]}}  {'measured':{width[1]}}  target")
    for metric, value, target in table:
        print(f"{metric:{width[0]}}  {value:{width[1]}}  {target}")
