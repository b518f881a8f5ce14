"""A fingerprint of the engine's behaviour, to show that a refactoring changed none of it.

    python bench/fingerprint.py                # prints one hash per part, and the whole
    python bench/fingerprint.py --save F.json  # keeps them
    python bench/fingerprint.py --check F.json # compares with kept ones (exit 1 if any differs)

It hashes, with fixed seeds:

* ``random``: per game and option preset (and the defaults), random games played to the end (or
  :data:`MAX_PLIES`): every notation, legal move list, score and return, every move's narration and
  animation frames, and the board drawn (for seat 0, and face up) every few plies;
* ``examples``: every live example's solution replayed step by step through a session: each
  notation, whether the goal is reached and its feedback, the narration of each move, the example
  drawn at the end and the text mode's answers to its questions there;
* ``bots``: each bot level's first moves (:data:`BOT_MOVES`; fewer for ``hard``) from fixed seeds,
  in every game.

What it reads of a state goes through the public API the lessons and the table use, so the same
script runs before and after a change of the contract (the text mode and the renderers read the
capabilities). Not a test: its figures are only compared, never asserted on a machine's speed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.lessons import narration, scenario
from engine.lessons.session import Session
from engine.rules import bots
from engine.rules.errors import RulesError
from engine.table import render, textmode

GAMES_PER_SETTING = 6
MAX_PLIES = 400
DRAW_EVERY = 9
BOT_MOVES = {"random": 20, "easy": 20, "medium": 20, "hard": 4}
BOT_SEEDS = (0, 1)
QUESTIONS = ("tablero", "marcador", "turno", "jugadas posibles", "mis cartas", "baza", "que hay en A",
             "cuantas piedras hay en c")


class Digest:
    def __init__(self) -> None:
        self.hash = hashlib.sha256()

    def add(self, *items: Any) -> None:
        for item in items:
            self.hash.update(repr(item).encode())
            self.hash.update(b"\x00")

    def hexdigest(self) -> str:
        return self.hash.hexdigest()[:16]


def said(messages: Any) -> list[str]:
    return [m.text("es") if hasattr(m, "text") else str(m) for m in messages]


def settings(name: str) -> list[tuple[str | None, engine.Game]]:
    cls = engine.game_class(name)
    found: list[tuple[str | None, engine.Game]] = [(None, cls.with_options())]
    found += [(preset, cls.with_options(preset=preset)) for preset in cls.OPTIONS.presets]
    return found


def draw(digest: Digest, state: engine.State) -> None:
    digest.add(render.board(state, "es", interactive=True, viewer=0))
    if not state.game.perfect_information:
        digest.add(render.board(state, "es", interactive=False, viewer=None, reveal=True))


def random_games(name: str) -> str:
    digest = Digest()
    for preset, game in settings(name):
        for seed in range(GAMES_PER_SETTING):
            rng = random.Random(seed)
            state = game.new_state(seed=seed)
            digest.add(preset, seed, state.notation())
            for ply in range(MAX_PLIES):
                if ply % DRAW_EVERY == 0:
                    draw(digest, state)
                if state.is_terminal():
                    break
                actions = list(state.legal_actions())
                action = actions[rng.randrange(len(actions))]
                after = state.apply(action)
                viewer = state.current_player if state.current_player >= 0 else None
                digest.add(actions, action, after.notation(), after.scores(), after.returns(),
                           said(narration.describe(state, action, after, viewer)))
                session_frames = list(state.trace(action)) if hasattr(state, "trace") else []
                digest.add(render.frames(state, session_frames, "es"))
                state = after
            draw(digest, state)
    return digest.hexdigest()


def examples(name: str) -> str:
    digest = Digest()
    for example in scenario.scenarios(name):
        session = Session.from_scenario(example)
        digest.add(example.id, session.state.notation(), example.par)
        for step in example.solution:
            try:
                session.step(step)
            except RulesError as err:
                digest.add("refused", step, err.text("es"))
                break
            played = session.last_played()
            if played is not None and not step.startswith(("?", "!")):
                digest.add(said(narration.describe(played.before, played.action, played.after, None)),
                           render.frames(played.before, played.frames, "es"))
            kind, why = session.goal_feedback()
            digest.add(step, session.state.notation(), session.goal_reached(), kind,
                       why.text("es") if why is not None else None)
        view = render.View()
        digest.add(render.example(session, "es", view))
        for question in QUESTIONS:
            digest.add(question, textmode.read(session, question).answer(session, view).text("es"))
        moves = [step for step in example.solution if not step.startswith(("?", "!"))]
        digest.add([(seat, words.text("es")) for seat, words in narration.line(session.start, moves)])
    return digest.hexdigest()


def bot_moves(name: str) -> str:
    digest = Digest()
    for level, count in BOT_MOVES.items():
        for seed in BOT_SEEDS:
            try:
                made = {}
                state = engine.load(name).new_state(seed=seed)
                rng = random.Random(seed)
                for _ in range(count):
                    if state.is_terminal():
                        break
                    seat = state.current_player
                    if seat < 0:
                        state = state.apply_random(rng)
                        digest.add("chance", state.notation())
                        continue
                    if seat not in made:
                        made[seat] = bots.make(name, level, seed=seed + seat)
                    action = made[seat].choose(state.observation(seat))
                    state = state.apply(action)
                    digest.add(level, seed, action, state.notation())
            except RulesError as err:
                digest.add(level, "refused", err.text("es"))
    return digest.hexdigest()


def fingerprint() -> dict[str, str]:
    found = {}
    for name in engine.names():
        found[f"{name}.random"] = random_games(name)
        found[f"{name}.examples"] = examples(name)
        found[f"{name}.bots"] = bot_moves(name)
        print(name, found[f"{name}.random"], found[f"{name}.examples"], found[f"{name}.bots"], flush=True)
    whole = Digest()
    whole.add(sorted(found.items()))
    found["whole"] = whole.hexdigest()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--save", type=Path, help="write the fingerprint to this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the fingerprint in this JSON file")
    args = parser.parse_args()
    found = fingerprint()
    print("whole", found["whole"])
    if args.save:
        args.save.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    if args.check:
        kept = json.loads(args.check.read_text(encoding="utf-8"))
        differ = sorted(k for k in kept.keys() | found.keys() if kept.get(k) != found.get(k))
        print("same fingerprint" if not differ else f"DIFFERENT: {', '.join(differ)}")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
