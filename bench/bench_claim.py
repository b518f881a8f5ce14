"""La Zanga: one renuncio claim through the browser bridge, as the page sends it, timed in CPython.

The claim is a slow one: table mode, seed 53, a matador withheld, so that Art. 30's search (could
the injured side have made every trick?) has most of the hand to look at. The request plays the
claim, traces it and draws each payment; the figure is the CPU time of the whole request (best and
median of five, each from a fresh widget and an empty memo), which a busy machine does not inflate.

Run alone: ``python bench/bench_claim.py``.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "site" / "reglas_sphinx" / "browser")]

import engine
import reglas_browser
from engine.rules.zanga import tricks as zanga_tricks

#: The position: the claim open after these moves of random table-mode play.
SEED, CLAIMED_AFTER, MOVES_PER_SEED = 53, "2e,10o,3c,11b", 400


def claim_link() -> str:
    """The saved game that reaches the claim (random play from seeds 0–53 in turn, one
    stream of choices, at most 400 moves from each)."""
    game = engine.load("zanga", renuncio=True)
    rng = random.Random(1)
    for seed in range(SEED + 1):
        state, moves = game.new_state(seed=seed), []
        for _ in range(MOVES_PER_SEED):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            if seed == SEED and "renuncio" in legal and state.notation().endswith(CLAIMED_AFTER):
                return f"partida=zanga;opts=renuncio:true;seed={SEED};moves={quote(' '.join(moves))}&modo=people"
            action = rng.choice([a for a in legal if a != "renuncio"] or legal)
            moves.append(action)
            state = state.apply(action)
    raise SystemExit("the claim was not reached: the engine's random play has changed")


def call(**request: object) -> dict[str, object]:
    reply: dict[str, object] = json.loads(reglas_browser.handle(json.dumps(request)))
    return reply


def main() -> None:
    link = claim_link()
    times = []
    for _ in range(5):
        memo = getattr(zanga_tricks, "searched", None)
        if memo is not None:
            memo.cache_clear()
        call(op="init", id="g", kind="game", game="zanga;opts=renuncio:true", lang="es", saved=link)
        call(op="cmd", id="g", cmd="show-hand")
        started = time.process_time()
        reply = call(op="act", id="g", action="renuncio")
        times.append(time.process_time() - started)
        assert not reply["message"], reply["message"]
    print(f"renuncio claim request: CPU {min(times):.3f} s best, {statistics.median(times):.3f} s median of 5")


if __name__ == "__main__":
    main()
