"""A fingerprint of La Zanga's behaviour: one hash per part, to compare the engine before and after a
change that must not change what it does (a refactoring).

* ``random``: seeded random partidas (three hands each) under the presets and the options one at a
  time and in a few combinations; for every state its notation, legal actions, offered words, the
  seat to act, the generic members the goals and the text mode read (trick, tricks taken, dealt
  cards, settlement, trace), both views (the seat to act's and nobody's), the refusal of a word
  that is not legal, and that the notation reads back to the same state;
* ``notation``: texts that are not positions, and the message each gets;
* ``scenarios``: every example's solution (and its solution under each switch) replayed from its
  start, each position's notation and each tried move's refusal;
* ``bots``: each level's first moves from fixed seeds, for four and six players and in table mode.

Run: ``.venv/bin/python tests/engine/zanga/fingerprint.py`` (prints one line per part and the total).
"""

from __future__ import annotations

import hashlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import engine  # noqa: E402
from engine.lessons.zanga.scenarios import SCENARIOS  # noqa: E402
from engine.rules.errors import RulesError  # noqa: E402
from engine.rules.zanga.bots import LEVELS, make_bot  # noqa: E402

CONFIGS: tuple[tuple[str | None, dict[str, Any]], ...] = (
    (None, {}),
    ("seis", {}),
    ("mesa", {}),
    (None, {"art16": "cada_mano"}),
    (None, {"art20": "pagado"}),
    (None, {"art26": "forzado"}),
    (None, {"art28": "mayor"}),
    (None, {"art49": "jugar"}),
    (None, {"art25_sacada": "devolver"}),
    (None, {"art25_puesta": "en_lugar"}),
    (None, {"art47": "dobla"}),
    (None, {"art61": "contraria"}),
    (None, {"art64": "despues"}),
    ("seis", {"six_cinco": 4}),
    ("seis", {"six_dentro": "descarte"}),
    ("seis", {"six_dentro": "descarte", "renuncio": True, "art49": "jugar"}),
    ("mesa", {"art49": "jugar", "art28": "mayor", "art20": "pagado"}),
    ("mesa", {"art16": "cada_mano", "art26": "forzado", "art47": "dobla", "art64": "despues"}),
)
SEEDS = range(6)
#: Seeds whose random play reaches what the first seeds do not: the six-player pie's discards.
MORE_SEEDS = {("seis", "six_dentro"): (208, 238)}
HANDS = 3
#: Words tried where they are not legal, for the refusal's text.
TRIES = ("juego", "paso", "solo", "mandar", "no", "dentro", "zanga", "propias", "triunfo:o", "cinco", "todas",
         "planto", "renuncio", "conforme", "repartir", "1o", "7e", "12b", "descarte:1o")


def refusal(state: Any, action: str) -> str:
    try:
        state.apply(action)
    except RulesError as err:
        return f"{type(err).__name__}: {err}"
    return "accepted"


def describe(state: Any, before: Any, game: Any) -> Iterator[str]:
    yield state.notation()
    yield repr((state.phase, state.current_player, tuple(state.legal_actions()), state.offered()))
    yield repr((state.returns(), state.scores(), state.trick_in_play(), state.trick_leading(),
                state.tricks_taken(), state.dealt_cards(), state.dealt_cards("zanga"),
                None if before is None else state.hand_settled(before)))
    yield str(state)
    if state.current_player >= 0:
        yield repr(state.observation(state.current_player))
    yield repr(state.observation(None))
    legal = set(state.legal_actions())
    yield repr([refusal(state, word) for word in TRIES if word not in legal][:3])
    if state.phase == "play":
        yield repr((state.hands_at_play(), state.could_take_all(0), state.could_take_all(1)))
    assert game.from_notation(state.notation()) == state, state.notation()


def random_play() -> Iterator[str]:
    for preset, options in CONFIGS:
        game = engine.load("zanga", preset=preset, **options)
        yield repr((preset, options))
        more = next((seeds for (p, name), seeds in MORE_SEEDS.items() if p == preset and name in options), ())
        for seed in (*SEEDS, *more):
            rng = random.Random(seed)
            state, before, hands = game.new_state(seed), None, 0
            while True:
                yield from describe(state, before, game)
                if state.phase == "over":
                    break
                if state.phase == "deal":
                    hands += 1
                    if hands == HANDS:
                        break
                actions = state.legal_actions()
                action = actions[rng.randrange(len(actions))]
                yield repr(state.trace(action))
                before, state = state, state.apply(action)


BAD = ("", "s=1", "s=1 k=1 n=1 d=0 L=16,16,0,0,0", "s=1 k=1 n=1 d=0 L=16,12,4,0,0 x=3",
       "s=x k=1 n=1 d=0 L=16,16,0,0,0", "s=1 k=1 n=1 d=9 L=16,16,0,0,0")


def notation_errors() -> Iterator[str]:
    game = engine.load("zanga")
    start = game.new_state(5)
    texts = [*BAD, start.notation().replace("H=", "H=1o."), start.notation() + " M=juego,juego,7o",
             start.notation().replace("m=", "m=7")]
    for text in texts:
        try:
            state = game.from_notation(text)
        except RulesError as err:
            yield f"{text!r}: {type(err).__name__}: {err}"
        else:
            yield f"{text!r}: {state.notation()}"


def switched(scenario: Any) -> Iterator[tuple[str, dict[str, Any], tuple[str, ...]]]:
    yield "", dict(scenario.options), scenario.solution
    for key, solution in scenario.solutions.items():
        name, _, wanted = key.partition("=")
        spec = engine.load(scenario.game_name, preset=scenario.preset).OPTIONS
        choices = spec.get(name).choices or (False, True)
        value = next(choice for choice in choices if str(choice).lower() == wanted.lower())
        yield key, {**scenario.options, name: value}, solution


def scenarios() -> Iterator[str]:
    for scenario in SCENARIOS:
        for key, options, solution in switched(scenario):
            game = engine.load("zanga", preset=scenario.preset, **options)
            state = game.from_notation(scenario.start) if scenario.start else game.new_state(scenario.seed)
            yield f"{scenario.id} {key}: {state.notation()}"
            for step in solution:
                if step.startswith("?"):
                    yield step
                elif step.startswith("!"):
                    yield refusal(state, step[1:])
                else:
                    state = state.apply(step)
                    yield state.notation()
            yield f"final {state.notation()} {state.legal_actions()}"


def bots() -> Iterator[str]:
    moves = {"random": 60, "easy": 60, "medium": 24, "hard": 10}
    for preset in (None, "seis", "mesa"):
        game = engine.load("zanga", preset=preset)
        for level in LEVELS:
            for seed in (1, 2):
                players = [make_bot(level, 10 * seed + seat) for seat in range(game.num_players)]
                state = game.new_state(seed)
                said = []
                for _ in range(moves[level]):
                    if state.phase == "over":
                        break
                    action = players[state.current_player](state)
                    said.append(action)
                    state = state.apply(action)
                yield f"{preset} {level} {seed}: {' '.join(said)}"


PARTS = {"random": random_play, "notation": notation_errors, "scenarios": scenarios, "bots": bots}


def main() -> None:
    total = hashlib.sha256()
    for name, part in PARTS.items():
        digest = hashlib.sha256()
        count = 0
        for line in part():
            digest.update(line.encode() + b"\n")
            count += 1
        total.update(digest.digest())
        print(f"{name:10} {count:7} lines  {digest.hexdigest()}", flush=True)
    print(f"{'total':10} {'':13}  {total.hexdigest()}")


if __name__ == "__main__":
    main()
