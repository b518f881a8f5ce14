"""What every example says after a miss and after its solution, and how many of those texts are
templates (issue 27, item 1).

For every example of every game, under its default options:

* the misses: after each wrong answer of a question, or after the failing line of a board or card
  example (the line the build's check finds, :func:`engine.lessons.audit.failing_line`, the bots
  answering as on the page, as ``tests/engine/test_miss_stops.py`` plays it);
* the success: after the example's solution.

A text is a *template* when, with the example's specifics masked (its choices, card names, hole
names, numbers), it is the same as another example's of the same game: it would read the same in
either. An example's miss is a template if any of its misses is.

    PYTHONPATH=.:site .venv/bin/python bench/explanations.py [--lang es|en] [--game G] [--texts]
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from collections.abc import Iterable

import engine
from engine.lessons import audit, scenario
from engine.lessons.scenario import Scenario
from engine.lessons.session import Session
from engine.rules.cards import SUITS, Card


def said(session: Session, lang: str) -> str:
    status, text = session.goal_feedback()
    return f"[{status}] {text.text(lang) if text is not None else ''}"


def misses(found: Scenario, lang: str) -> list[str]:
    """The texts after each wrong answer, or after the failing line."""
    goal = Session.from_scenario(found).goal
    if goal.kind == "question":
        out = []
        for choice in goal.choices:
            if choice != goal.answer:
                session = Session.from_scenario(found)
                session.answer(choice)
                out.append(said(session, lang))
        return out
    line = audit.failing_line(found)
    if line is None:
        return ["[no failing line]"]
    session = Session.from_scenario(found)
    for action in line:
        while session.is_bot_turn():
            session.bot_move()
        session.play(action)
    while session.is_bot_turn() and not session.stopped():
        session.bot_move()
    return [said(session, lang)]


def success(found: Scenario, lang: str) -> str:
    session = Session.from_scenario(found)
    for step in found.solution_under(session.start.game.options):
        session.step(step)
    return said(session, lang)


def specifics(found: Scenario, lang: str) -> list[str]:
    """The words of ``found`` that are its own data: its choices as shown, hole names, card names."""
    session = Session.from_scenario(found)
    goal, start = session.goal, session.start
    words = [str(choice) for choice in goal.choices]
    words += [label.text(lang) if not isinstance(label, str) else label
              for label in (goal.choice_label(choice, start) for choice in goal.choices)]
    words += list(scenario.hole_names(start))
    if not start.game.perfect_information or goal.card:
        for suit in SUITS:
            for rank in (*range(1, 8), 10, 11, 12):
                card = Card.from_text(f"{rank}{suit}")
                words += [card.name().text(lang), card.spoken().text(lang)]
    return sorted({w for w in words if w}, key=len, reverse=True)


def masked(text: str, words: Iterable[str]) -> str:
    for word in words:
        text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "·", text)
    return re.sub(r"\d+", "#", text)


def measure(game: str, lang: str, show: bool) -> tuple[int, ...]:
    """Examples, their template misses and successes; questions, their template misses and
    successes; and the examples whose texts could not be computed."""
    found_all = scenario.scenarios(game)
    miss_keys: dict[str, list[str]] = {}
    win_keys: dict[str, str] = {}
    owners: dict[str, set[str]] = defaultdict(set)
    errors = 0
    for found in found_all:
        words = specifics(found, lang)
        try:
            texts, won = misses(found, lang), success(found, lang)
        except Exception as err:  # a text that cannot be computed is a finding, not a crash
            errors += 1
            print(f"  {found.id}: ERROR {type(err).__name__}: {err}")
            continue
        if show:
            print(f"  {found.id} ({found.goal.kind}{' ' + found.goal.ask if found.goal.ask else ''})")
            for text in texts:
                print(f"    miss: {text}")
            print(f"    done: {won}")
        miss_keys[found.id] = [masked(t, words) for t in texts]
        win_keys[found.id] = masked(won, words)
        for key in set(miss_keys[found.id]):
            owners["miss:" + key].add(found.id)
        owners["win:" + win_keys[found.id]].add(found.id)
    asks = {found.id for found in found_all if found.goal.kind == "question"}
    missed = {name for name, keys in miss_keys.items() if any(len(owners["miss:" + k]) > 1 for k in keys)}
    won = {name for name, key in win_keys.items() if len(owners["win:" + key]) > 1}
    return (len(found_all), len(missed), len(won), len(asks), len(missed & asks), len(won & asks), errors)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="es", choices=("es", "en"))
    parser.add_argument("--game", choices=engine.names())
    parser.add_argument("--texts", action="store_true", help="print every text, not only the summary")
    args = parser.parse_args()
    games = [args.game] if args.game else list(engine.names())
    rows = []
    for game in games:
        if args.texts:
            print(f"== {game}")
        rows.append((game, measure(game, args.lang, args.texts)))
    totals = tuple(sum(column) for column in zip(*(row for _, row in rows), strict=True))
    print("                 all examples                 questions")
    print(f"{'game':8} {'count':>5} {'t.misses':>9} {'t.successes':>12}   {'count':>5} {'t.misses':>9} "
          f"{'t.successes':>12} {'errors':>7}")
    for game, (n, tm, tw, q, qm, qw, err) in [*rows, ("total", totals)]:
        print(f"{game:8} {n:5} {tm:9} {tw:12}   {q:5} {qm:9} {qw:12} {err:7}")

if __name__ == "__main__":
    main()
