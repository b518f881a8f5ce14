"""What every example says after a miss and after its solution, and how many of those texts are
templates (issue 27, item 1).

For every example of every game, under its default options:

* the misses: after each wrong answer of a question, or after the failing line of a board or card
  example (the line the build's check finds, :func:`engine.lessons.audit.failing_line`, the bots
  answering as on the page, as ``tests/engine/test_miss_stops.py`` plays it);
* the success: after the example's solution.

A text is a *template* when, with the example's specifics masked (its choices, card names, hole
names, numbers), it is the same as another example's of the same game: it would read the same in
either. An example's miss is a template if any of its misses is. The measure is
:class:`engine.lessons.audit.Templates`, which ``tests/engine/test_templates.py`` holds at zero.

    PYTHONPATH=.:site .venv/bin/python bench/explanations.py [--lang es|en] [--game G] [--texts]
"""

from __future__ import annotations

import argparse

import engine
from engine.lessons import audit


def measure(game: str, lang: str, show: bool) -> tuple[int, ...]:
    """Examples, their template misses and successes; questions, their template misses and
    successes; and the examples whose texts could not be computed (:class:`engine.lessons.audit.Templates`)."""
    found = audit.Templates(game, lang)
    for name, err in found.errors.items():
        print(f"  {name}: ERROR {err}")
    if show:
        for example in found.examples:
            if example.id in found.texts:
                texts, won = found.texts[example.id]
                ask = f" {example.goal.ask}" if example.goal.ask else ""
                print(f"  {example.id} ({example.goal.kind}{ask})")
                for text in texts:
                    print(f"    miss: {text}")
                print(f"    done: {won}")
    asks = {example.id for example in found.examples if example.goal.kind == "question"}
    return (len(found.examples), len(found.misses), len(found.successes), len(asks), len(found.misses & asks),
            len(found.successes & asks), len(found.errors))


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
