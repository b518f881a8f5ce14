"""The card games' strongest bots against an outside anchor: OpenSpiel's information-set MCTS.

OpenSpiel (``pip install open_spiel``; not a requirement of the site: without it the rows say
"skipped") has neither La Zanga nor Zápiti, but its Python ``ISMCTSBot`` searches any game that
answers the calls of a ``pyspiel.State``. :class:`Seat` is that view of one of our states for one
hand: the actions numbered, the hand's end as the end of the game, each seat's net stones (La Zanga)
or points (Zápiti) as its return, and each seat's own observation as its information state. The
bot's resampler deals the cards the acting seat cannot see at random, consistent with everything
it has seen (the cards played, the suits a seat showed it lacks): the same sampling our own bots
use (:func:`engine.rules.zanga.bots.determinize`, :func:`determinize_zapiti`), so the anchor knows
exactly what a seat may know, and plays from random roll-outs, as OpenSpiel's own examples do.

Hands are played in pairs from the same deal, the anchor and our level swapping sides; each side
decides for both its seats. A hand is won by the side whose net result is higher (ties half). The
anchor's budget is set by time: its simulations per decision are calibrated on decisions of the
first deals so that it thinks as long as our level on average (1×), or four times as long (4×).

    python bench/bench_ismcts.py [--hands N] [--games zanga zapiti] [--times 1 4] [--level hard]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
import types
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import engine
from engine.rules import bots
from engine.rules.core import State

try:  # the anchor, if installed
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
except ImportError:
    pyspiel = None

#: Deals per game and budget (each played twice, sides swapped): the issue asks 200 hands at least.
HANDS = 100
#: Decisions timed to set the anchor's simulations.
CALIBRATION = 40
#: The fewest simulations the anchor is given, whatever the time says: OpenSpiel's ISMCTS needs a
#: few to visit its root's children (the time it then takes is printed beside the result).
FEWEST = 8
#: UCT's exploration, on returns scaled to about [-1, 1] (see :data:`SCALE`).
UCT_C = 2.0
#: What a hand's result is divided by before the search sees it: La Zanga's stones, Zápiti's points.
SCALE = {"zanga": 16.0, "zapiti": 6.0}


class Actions:
    """Every action text seen, numbered in the order first seen (OpenSpiel's actions are integers)."""

    def __init__(self) -> None:
        self.number: dict[str, int] = {}
        self.text: list[str] = []

    def __call__(self, action: str) -> int:
        if action not in self.number:
            self.number[action] = len(self.text)
            self.text.append(action)
        return self.number[action]


ACTIONS = Actions()


class Seat:
    """One hand of ours as OpenSpiel's search sees a ``pyspiel.State`` (the calls ISMCTS and the
    random roll-outs make). The hand ends the game; the returns are each seat's side's net result."""

    def __init__(self, state: State, start: State, game: str) -> None:
        self.state, self.start, self.game = state, start, game

    # -- what ISMCTS asks --------------------------------------------------------------------------
    def get_game(self) -> Any:
        kind = types.SimpleNamespace(dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
                                     information=pyspiel.GameType.Information.IMPERFECT_INFORMATION)
        return types.SimpleNamespace(get_type=lambda: kind)

    def clone(self) -> Seat:
        return Seat(self.state, self.start, self.game)

    def current_player(self) -> int:
        return pyspiel.PlayerId.TERMINAL if self.is_terminal() else self.state.current_player

    def is_chance_node(self) -> bool:
        return False  # the deal is made before the hand; nothing is left to chance within it

    def is_terminal(self) -> bool:
        return hand_over(self.game, self.start, self.state)

    def legal_actions(self, player: int | None = None) -> list[int]:
        return [ACTIONS(a) for a in self.state.legal_actions()]

    def apply_action(self, action: int) -> None:
        self.state = self.state.apply(ACTIONS.text[action])

    def returns(self) -> list[float]:
        net = hand_result(self.game, self.start, self.state)
        return [net[seat % 2] / SCALE[self.game] for seat in range(self.state.game.num_players)]

    def information_state_string(self) -> str:
        seat = self.state.current_player
        return f"{seat}|{observation_key(self.state.observation(seat))}"


# -- the two games -----------------------------------------------------------------------------------
def hand_over(game: str, start: State, state: State) -> bool:
    if state.is_terminal():
        return True
    if game == "zanga":
        return bool(state.phase in ("deal", "over"))  # type: ignore[attr-defined]
    return bool(state.hand_no != start.hand_no)  # type: ignore[attr-defined]


def hand_result(game: str, start: State, state: State) -> tuple[float, float]:
    """Each side's net result of the hand: what it won minus what the other side won."""
    if game == "zanga":
        result = state.result  # type: ignore[attr-defined]
        return (result.net(0) - result.net(1), result.net(1) - result.net(0))
    before, after = start.scores(), state.scores()
    gained = [after[side] - before[side] for side in (0, 1)]
    return (gained[0] - gained[1], gained[1] - gained[0])


def observation_key(view: Any) -> str:
    key = getattr(view, "key", None)
    return str(key()) if callable(key) else repr(view)


def resampler(game: str, rng: random.Random) -> Callable[[Seat, int], Seat]:
    """A world consistent with what ``player`` has seen, as our own bots sample one."""

    def resample(seat: Seat, player: int) -> Seat:
        if game == "zanga":
            from engine.rules.zanga.bots import determinize

            world: State = determinize(seat.state.observation(player), rng)  # type: ignore[arg-type]
        else:
            world = determinize_zapiti(seat.state, player, rng)
        return Seat(world, seat.start, game)

    return resample


def determinize_zapiti(state: State, player: int, rng: random.Random) -> State:
    """A Zápiti position that ``player`` cannot tell from ``state``: every card ``player`` has not
    seen dealt again at random, each seat keeping the cards it played (face up, rule 4) and its
    hand's size; the hand's moves replayed on that deal. (Señas are moves, replayed as made; with
    the default options nobody is caught making one, so a seña does not depend on the cards.)"""
    from engine.rules.cards import DECK

    view: Any = state.observation(player)
    players = len(view.hand_sizes)
    played: list[list[Any]] = [[] for _ in range(players)]
    for seat, card in (play for trick in (*view.tricks, view.trick) for play in trick):
        played[seat].append(card)
    known = {player: list(view.cards)} if view.cards is not None else {}
    seen = set(view.cards or ()) | {card for cards in played for card in cards}
    pool = [card for card in DECK if card not in seen]
    rng.shuffle(pool)
    dealt = []
    for seat in range(players):
        if seat in known:
            dealt.append(known[seat] + played[seat])
            continue
        take = view.hand_sizes[seat]
        dealt.append(played[seat] + pool[:take])
        del pool[:take]
    fields = state.notation().split(" ")
    fields[5] = "/".join(".".join(str(card) for card in hand) for hand in dealt)
    return state.game.from_notation(" ".join(fields))


# -- the match ------------------------------------------------------------------------------------------
def anchor(game: str, simulations: int, seed: int) -> Any:
    bot = ismcts.ISMCTSBot(game=None, evaluator=RandomRolloutEvaluator(1, np.random.RandomState(seed)),
                           uct_c=UCT_C, max_simulations=simulations,
                           random_state=np.random.RandomState(seed))
    bot.set_resampler(resampler(game, random.Random(seed)))
    return bot


def deal(game: str, seed: int) -> State:
    return engine.load(game, players=4).new_state(seed=10_000 + seed) if game == "zapiti" \
        else engine.load(game).new_state(seed=10_000 + seed)


def play_hand(game: str, seed: int, level: str, simulations: int, ours: int,
              timing: list[tuple[str, float]] | None = None) -> float:
    """The hand of ``seed`` with our ``level`` on side ``ours``: our side's net result."""
    start = deal(game, seed)
    state = start
    players = [bots.make(game, level, seed=seed * 10 + seat) for seat in range(start.game.num_players)]
    search = anchor(game, simulations, seed)
    while not hand_over(game, start, state):
        seat = state.current_player
        legal = state.legal_actions()
        began = time.perf_counter()
        if seat % 2 == ours:
            action = players[seat].choose(state.observation(seat))
            who = "ours"
        else:
            action = ACTIONS.text[search.step(Seat(state, start, game))]
            who = "anchor"
        if timing is not None and len(legal) > 1:
            timing.append((who, time.perf_counter() - began))
        state = state.apply(action)
    return hand_result(game, start, state)[ours]


def calibrate(game: str, level: str, decisions: int = CALIBRATION) -> tuple[float, float]:
    """Our level's mean decision time, and the anchor's time per simulation (seconds)."""
    timing: list[tuple[str, float]] = []
    probe = 50
    seed = 0
    while sum(1 for who, _ in timing if who == "anchor") < decisions:
        play_hand(game, 900 + seed, level, probe, seed % 2, timing)
        seed += 1
    ours = [t for who, t in timing if who == "ours"]
    theirs = [t for who, t in timing if who == "anchor"]
    return statistics.mean(ours), statistics.mean(theirs) / probe


def match(game: str, level: str, simulations: int, hands: int) -> tuple[float, float, float, float]:
    """Share of hands our level wins against the anchor (each deal both ways round), our mean net
    result per deal, its standard error (over the deals), and the anchor's mean decision time over
    ours in the match."""
    score, played, nets = 0.0, 0, []
    timing: list[tuple[str, float]] = []
    for seed in range(hands):
        both = 0.0
        for ours in (0, 1):
            net = play_hand(game, seed, level, simulations, ours, timing)
            score += 1.0 if net > 0 else 0.5 if net == 0 else 0.0
            both += net
            played += 1
        nets.append(both / 2)
        print(f"  {game} deal {seed + 1}/{hands}: {score / played:.0%} so far", file=sys.stderr, flush=True)
    error = statistics.stdev(nets) / math.sqrt(len(nets)) if len(nets) > 1 else float("nan")
    ratio = statistics.mean(t for who, t in timing if who == "anchor") / statistics.mean(
        t for who, t in timing if who == "ours")
    return score / played, statistics.mean(nets), error, ratio


def rows(hands: int = HANDS, games: Sequence[str] = ("zanga", "zapiti"), times: Sequence[float] = (1, 4),
         level: str = "hard") -> list[tuple[str, str, str]]:
    out = []
    for game in games:
        what = f"{game}: {level} vs OpenSpiel IS-MCTS"
        if pyspiel is None:
            out.append((what, "skipped: pyspiel is not installed (pip install open_spiel)", "> 50% at 1×"))
            continue
        ours, per_simulation = calibrate(game, level)
        for factor in times:
            simulations = max(FEWEST, round(factor * ours / per_simulation))
            share, net, error, ratio = match(game, level, simulations, hands)
            unit = "stones" if game == "zanga" else "points"
            out.append((f"{what}, {simulations} simulations (aimed at {factor:g}× our time), {hands} deals ×2: "
                        f"won share, net {unit}/hand, the anchor's time over ours",
                        f"{share:.0%}, {net:+.2f} ± {error:.2f}, {ratio:.1f}×",
                        "> 50% at 1×" if factor == 1 else "—"))
    return out


def print_table(table: list[tuple[str, str, str]]) -> None:
    width = [max(len(row[i]) for row in table) for i in range(3)]
    print(f"{'metric':{width[0]}}  {'measured':{width[1]}}  target")
    for metric, value, target in table:
        print(f"{metric:{width[0]}}  {value:{width[1]}}  {target}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=HANDS, help="deals per budget (each played twice)")
    parser.add_argument("--games", nargs="+", default=["zanga", "zapiti"])
    parser.add_argument("--times", nargs="+", type=float, default=[1, 4], help="the anchor's time, in ours")
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    print_table(rows(args.hands, args.games, args.times, args.level))
