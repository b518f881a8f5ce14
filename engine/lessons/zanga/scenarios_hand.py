"""The live examples of Arts. 31–64 of La Zanga (``tutorials/zanga/titulo-3-*.md``): the renuncio
and its claims, table manners, the stones of the auction, the outcomes of a hand and what each pays
(sacada, puesta, codillo), cinco, todas, estuche, solo, and the cap of Art. 64. At least one per
article, each with a goal that makes the reader do what the article is about.

Every example starts at the moment of the hand that matters, written in the Zanga notation: the
stones when the hand began, the four hands as dealt and the moves so far (see
:mod:`engine.rules.zanga.game`). Seats are 0 Sur (the reader, almost always the *mano*), 1 Este,
2 Norte, 3 Oeste. The reader is the mano whenever the example ends the hand: the mano deals the next
one, so the example stops with the settlement on the table and the reader's turn to deal. The other
seats are played by the ``easy`` bot, which plays the same cards every time; the moves before the
reader's decision were mostly found by letting that bot play seeded deals, and the endings were
checked for every card the reader may choose (``tests/engine/zanga/test_zanga_scenarios_hand.py``).

Stones in the goals are counted from the start of the example: "gain 10" means the reader's pair
ends the hand with ten stones more than it holds when the example begins.

>>> from engine.lessons.zanga.scenarios_hand import SCENARIOS
>>> len({s.rule.rule for s in SCENARIOS}) == 34
True
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.i18n import N_
from engine.rules.zanga.refs import art

from ..scenario import Goal, Scenario
from .relies import LEGEND

TABLE = {"renuncio": True}  # Arts. 29–35, 38: the table mode, where a revoke can happen


def _at(ledger: str, hands: tuple[str, str, str, str], zanga: str, moves: str) -> str:
    """A hand in the Zanga notation: seat 0 is mano and seat 3 dealt; ``ledger`` is "A,B,pot" before
    the mano's stake; cards and moves separated by spaces."""
    dealt = "/".join(".".join(hand.split()) for hand in hands)
    text = f"s=0 k=1 n=1 d=3 m=0 L={ledger},0,0 H={dealt} Z={'.'.join(zanga.split())}"
    return text + (f" M={','.join(moves.split())}" if moves.strip() else "")


START = {
    "31": _at(
        "14,14,4",
        ("1o 2o 7o 10o 11o 12o 12c 1e", "4c 10c 2e 3e 10e 7b 11b 12b",
         "5c 6c 11c 4e 11e 12e 2b 3b", "3o 4o 5o 6o 3c 7e 5b 6b"),
        "1c 2c 7c 5e 6e 1b 4b 10b",
        "juego juego juego triunfo:o 12c 4c 5c 7e 1e 2e 6c 6o 7o 3e 2b 5o 1o 7b 3b 4o",
    ),
    "32": _at(
        "14,14,4",
        ("1o 7o 10o 11o 12o 11c 12c 1e", "5c 2e 4e 10e 2b 7b 10b 12b",
         "2o 1c 6c 7c 3e 6e 3b 11b", "3o 4o 5o 6o 5e 7e 5b 6b"),
        "2c 3c 4c 10c 11e 12e 1b 4b",
        "juego juego juego triunfo:o 12c 5c 7c 6o 5e 7o 2e 3e 1e 2b 2o 5o 1o 4e 6c 4o 11c 7b 1c "
        "3o 5b 10o 10b 3b 11o 10e 6e 6b 12o 12b 11b 7e",
    ),
    "33": _at(
        "0,20,12",
        ("1o 2o 7o 10o 11o 12o 12c 1e", "2c 10c 11c 3e 11e 4b 7b 12b",
         "3o 4o 4c 5c 7c 2e 10e 3b", "3c 4e 7e 12e 1b 5b 6b 11b"),
        "5o 6o 1c 6c 5e 6e 2b 10b",
        "juego juego juego triunfo:o 1e 3e 4o 7e",
    ),
    "34": _at(
        "14,14,4",
        ("2o 3c 5c 12c 5e 6e 7b 10b", "1o 4o 7o 12o 1c 11e 12e 12b",
         "6o 4c 6c 3e 4e 2b 3b 11b", "3o 5o 7c 10c 11c 1e 2e 10e"),
        "10o 11o 2c 7e 1b 4b 5b 6b",
        "paso juego juego triunfo:o 2o 1o 6o 3o 12e 3e 2e",
    ),
    "35": _at(
        "14,14,4",
        ("2o 1c 3c 12c 5e 6e 7b 10b", "1o 4o 7o 12o 6c 11e 12e 12b",
         "6o 4c 5c 3e 4e 2b 3b 11b", "3o 5o 7c 10c 11c 1e 2e 10e"),
        "10o 11o 2c 7e 1b 4b 5b 6b",
        "paso juego juego triunfo:o 12c 4o 4c 7c 1o 6o 1e",
    ),
    "36": _at(
        "14,14,4",
        ("2o 3c 4c 5c 12c 5e 7b 10b", "1o 4o 7o 12o 1c 11e 12e 12b",
         "6o 6c 3e 4e 6e 2b 3b 11b", "3o 5o 7c 10c 11c 1e 2e 10e"),
        "10o 11o 2c 7e 1b 4b 5b 6b",
        "paso juego juego triunfo:o 2o 1o 6o 3o 12e 3e 2e",
    ),
    "37": _at(
        "14,14,4",
        ("2c 3c 4c 5c 12c 1e 5e 6e", "1o 4o 7o 12o 1c 11e 12e 12b",
         "6o 6c 3e 4e 2b 3b 10b 11b", "3o 5o 7c 10c 11c 2e 10e 7b"),
        "2o 10o 11o 7e 1b 4b 5b 6b",
        "paso juego juego triunfo:o 4c 1c 6c 7c 12b 2b 7b",
    ),
    "38": _at(
        "14,14,4",
        ("2o 3c 5c 12c 5e 6e 7b 10b", "1o 4o 7o 12o 1c 11e 12e 12b",
         "6o 4c 6c 7c 4e 2b 3b 11b", "3o 5o 1e 2e 3e 10e 4b 5b"),
        "10o 11o 2c 10c 11c 7e 1b 6b",
        "paso juego juego triunfo:o 2o 1o 6o 3o 1c 4c 4b",
    ),
    "39": _at(
        "16,16,0",
        ("10o 1c 10c 5e 11e 2b 6b 7b", "5o 7o 12o 2e 3e 6e 5b 12b",
         "4o 11o 2c 6c 7c 12c 10e 12e", "1o 6o 3c 4c 11c 7e 4b 11b"),
        "2o 3o 5c 1e 4e 1b 3b 10b",
        "",
    ),
    "40": _at(
        "3,25,4",
        ("10o 1c 10c 5e 11e 2b 6b 7b", "5o 7o 12o 2e 3e 6e 5b 12b",
         "4o 11o 2c 6c 7c 12c 10e 12e", "1o 6o 3c 4c 11c 7e 4b 11b"),
        "2o 3o 5c 1e 4e 1b 3b 10b",
        "",
    ),
    "41": _at(
        "16,16,0",
        ("10o 1c 10c 5e 11e 2b 6b 7b", "5o 7o 12o 2e 3e 6e 5b 12b",
         "4o 11o 2c 6c 7c 12c 10e 12e", "1o 6o 3c 4c 11c 7e 4b 11b"),
        "2o 3o 5c 1e 4e 1b 3b 10b",
        "paso",
    ),
    "42": _at(
        "5,23,4",
        ("10o 1c 10c 5e 11e 2b 6b 7b", "5o 7o 12o 2e 3e 6e 5b 12b",
         "4o 11o 2c 6c 7c 12c 10e 12e", "1o 6o 3c 4c 11c 7e 4b 11b"),
        "2o 3o 5c 1e 4e 1b 3b 10b",
        "paso paso",
    ),
    "43": _at(
        "14,14,4",
        ("10o 1c 10c 5e 11e 2b 6b 7b", "5o 7o 12o 2e 3e 6e 5b 12b",
         "4o 11o 2c 6c 7c 12c 10e 12e", "1o 6o 3c 4c 11c 7e 4b 11b"),
        "2o 3o 5c 1e 4e 1b 3b 10b",
        "juego juego juego triunfo:b 1c 5b 7c 4c 12o 4o 6o 10o 2e 12e 7e 5e 12c 3c 10c 12b 7o 11o "
        "1o 11e 10e 4b 6b 3e",
    ),
    "44": _at(
        "14,14,4",
        ("1o 1c 5c 6e 1b 5b 7b 10b", "10o 4c 10c 12c 2e 3e 4e 2b",
         "3o 6o 6c 1e 7e 11e 11b 12b", "12o 2c 3c 11c 10e 12e 3b 4b"),
        "2o 4o 5o 7o 11o 7c 5e 6b",
        "paso juego juego triunfo:e 5b 2b 11b 3b 12b 4b 7b 3e 12c 6c 3c 5c 4c 1e 2c 1c 6o 12o 1o "
        "10o 11c 6e 10c 3o",
    ),
    "45": _at(
        "14,14,4",
        ("2o 11o 1c 7c 12c 1e 1b 5b", "1o 3o 7o 6c 5e 10e 11b 12b",
         "6o 2c 10c 11e 3b 4b 7b 10b", "4o 5o 12o 3c 5c 2e 6e 6b"),
        "10o 4c 11c 3e 4e 7e 12e 2b",
        "paso juego juego triunfo:o 12c 6c 2c 5c 7c 3o 10c 3c 12b 3b 6b 5b 11b 4b 2e 2o 1c 1o 7b "
        "6e 5e 11e 5o 11o",
    ),
    "46": _at(
        "6,14,12",
        ("1o 3c 6c 2e 10e 12e 5b 11b", "2o 6o 10o 1c 4c 5c 1e 10b",
         "4o 11o 10c 3e 4e 4b 6b 12b", "5o 7o 12o 2c 11c 11e 1b 7b"),
        "3o 7c 12c 5e 6e 7e 2b 3b",
        "juego juego juego triunfo:e 6c 5c 10c 11c 12o 1o 6o 4o 7o 10e 2o 11o 5b 10b 12b 7b 4b "
        "11e 11b 4c 5o 12e 10o 6b",
    ),
    "47": _at(
        "14,14,4",
        ("5o 10o 5c 3e 7e 3b 11b 12b", "2o 11o 12o 3c 6c 1e 6e 12e",
         "6o 7o 1c 2c 10c 4e 2b 4b", "4o 11c 2e 10e 11e 6b 7b 10b"),
        "1o 3o 4c 7c 12c 5e 1b 5b",
        "juego juego juego triunfo:o 12b 1e 2b 6b 12e 4e 2e 3e 6c 2c 11c 5c 11e 7e 6e 6o 7o 4o 5o "
        "2o 1c 7b 10o 3c",
    ),
    "48": _at(
        "14,14,4",
        ("1o 2o 3o 7o 10o 11o 12o 1e", "5o 3c 10c 11c 6e 6b 10b 12b",
         "4o 5c 7c 2e 5e 10e 12e 11b", "1c 4c 12c 3e 4e 11e 2b 3b"),
        "6o 2c 6c 7e 1b 4b 5b 7b",
        "juego juego juego triunfo:o 1e 5o 4o 2b 7o 3c 7c 3e",
    ),
    "49": _at(
        "14,14,4",
        ("1o 2o 3o 7o 10o 11o 12o 1e", "5o 3c 10c 11c 6e 6b 10b 12b",
         "4o 5c 7c 2e 5e 10e 12e 11b", "1c 4c 12c 3e 4e 11e 2b 3b"),
        "6o 2c 6c 7e 1b 4b 5b 7b",
        "juego juego juego triunfo:o 1e 5o 4o 2b 7o 3c 7c 3e cinco 1o 6e 2e 3b 12o 6b 5c 4c 11o "
        "10c 5e 4e",
    ),
    "50": _at(
        "14,14,4",
        ("1c 7c 10c 11c 12c 1e 5e 4b", "3o 4c 5c 6c 11e 12e 7b 12b",
         "7o 2c 2e 4e 10e 5b 6b 11b", "1o 2o 10o 11o 3c 3e 2b 10b"),
        "4o 5o 6o 12o 6e 7e 1b 3b",
        "paso juego juego triunfo:c 1e 6c 2c 3c 7c 5c 7o 2b",
    ),
    "51": _at(
        "14,14,4",
        ("11o 5c 11c 1e 2e 4e 11e 10b", "2o 7o 2c 4c 7c 6b 7b 11b",
         "1o 3o 5o 1c 12e 1b 3b 4b", "4o 6o 12o 3c 10c 3e 7e 2b"),
        "10o 6c 12c 5e 6e 10e 5b 12b",
        "juego juego juego triunfo:e 1e 7o 12e 3e 2e 7c 1b 7e 11e 4c 5o 6o 5c 2c 1c 10c 12o 11o "
        "2o 3o 4o 4e 6b 1o",
    ),
    "52": _at(
        "14,14,4",
        ("1o 2o 7o 10o 11o 12o 1e 1b", "4o 1c 2c 7c 10c 5e 5b 7b",
         "3o 4c 6c 12c 4e 7e 12e 11b", "3c 11c 2e 3e 10e 11e 2b 10b"),
        "5o 6o 5c 6e 3b 4b 6b 12b",
        "juego juego juego triunfo:o 1e 4o 3o 2e 7o 7c 6c 2b",
    ),
    "53": _at(
        "14,14,4",
        ("1o 2o 7o 10o 11o 12o 1e 1b", "4o 1c 2c 7c 10c 5e 5b 7b",
         "3o 4c 6c 12c 4e 7e 12e 11b", "3c 11c 2e 3e 10e 11e 2b 10b"),
        "5o 6o 5c 6e 3b 4b 6b 12b",
        "juego juego juego triunfo:o 1e 4o 3o 2e 7o 7c 6c 2b cinco 1b 5e 4c 3e 1o 5b 4e 3c 12o 2c "
        "7e 10e",
    ),
    "54": _at(
        "16,16,0",
        ("4o 6o 6c 10c 6e 3b 6b 7b", "1c 4c 5c 11c 3e 5e 7e 11e",
         "1o 7o 11o 12o 3c 1e 2e 1b", "2o 3o 5o 10o 2c 12c 10b 12b"),
        "7c 4e 10e 12e 2b 4b 5b 11b",
        "paso paso",
    ),
    "55": _at(
        "14,14,4",
        ("10o 2c 12c 7e 11e 3b 4b 12b", "2o 5o 3c 5c 11c 3e 6b 11b",
         "4o 4c 10c 1e 2e 10e 12e 10b", "7o 11o 1c 6c 4e 5e 6e 5b"),
        "1o 3o 6o 12o 7c 1b 2b 7b",
        "solo triunfo:b 12c 5c 6c 7e 3e 4e 10o 5o 11o 5e 11e 6b 11c 1c 2c 2o 7o 3b",
    ),
    "56": _at(
        "0,20,12",
        ("10o 2c 12c 7e 11e 3b 4b 12b", "2o 5o 3c 5c 11c 3e 6b 11b",
         "4o 4c 10c 1e 2e 10e 12e 10b", "7o 11o 1c 6c 4e 5e 6e 5b"),
        "1o 3o 6o 12o 7c 1b 2b 7b",
        "",
    ),
    "57": _at(
        "0,20,12",
        ("10o 2c 12c 7e 11e 3b 4b 12b", "2o 5o 3c 5c 11c 3e 6b 11b",
         "4o 4c 10c 1e 2e 10e 12e 10b", "7o 11o 1c 6c 4e 5e 6e 5b"),
        "1o 3o 6o 12o 7c 1b 2b 7b",
        "solo triunfo:b 12c 5c 6c 7e 3e 4e 10o 5o 11o 5e 11e 6b 11c 1c 2c 2o 7o 3b",
    ),
    "58": _at(
        "14,14,4",
        ("10o 2c 12c 7e 11e 3b 4b 12b", "2o 5o 3c 5c 11c 3e 6b 11b",
         "4o 4c 10c 1e 2e 10e 12e 10b", "7o 11o 1c 6c 4e 5e 6e 5b"),
        "1o 3o 6o 12o 7c 1b 2b 7b",
        "solo",
    ),
    "59": _at(
        "14,14,4",
        ("5c 3e 4e 7e 10e 11e 11b 12b", "1o 3o 1c 4c 11c 2e 3b 6b",
         "4o 11o 2c 7c 1e 12e 4b 10b", "2o 10o 3c 10c 5e 2b 5b 7b"),
        "5o 6o 7o 12o 6c 12c 6e 1b",
        "juego juego juego triunfo:e 11e 2e 1e 5e 4o 2o 3e 3o cinco 12b 3b 4b 2b 11b 6b 10b 5b",
    ),
    "60": _at(
        "14,14,4",
        ("2o 4o 7o 11o 12o 2e 3b 7b", "3o 6o 10o 10c 11c 5e 5b 11b",
         "4c 6c 12c 4e 6e 1b 4b 12b", "1o 1c 7c 10e 11e 12e 6b 10b"),
        "5o 2c 3c 5c 1e 3e 7e 2b",
        "juego juego juego triunfo:o 7o 6o 1b 1o 12o 3o 6c 7c cinco 3b 5b 12b 6b 12c 1c 2e 10c 4e "
        "10e 4o 5e",
    ),
    "61": _at(
        "14,14,4",
        ("1o 11o 4c 10c 2e 6e 7b 11b", "10o 2c 11c 12c 4e 7e 11e 10b",
         "4o 6o 5c 6c 1e 3e 12e 1b", "2o 5o 12o 1c 2b 3b 4b 6b"),
        "3o 7o 3c 7c 5e 10e 5b 12b",
        "juego juego juego triunfo:e 1o 10o 6o 5o 12c 6c 1c 4c 11c 5c 2b 10c 2c 1e 3b 7b 4o 12o "
        "11o 10b 2o 2e 4e 3e",
    ),
    "62": _at(
        "14,14,4",
        ("1o 3c 6c 2e 10e 12e 5b 11b", "2o 6o 10o 1c 4c 5c 1e 10b",
         "4o 11o 10c 3e 4e 4b 6b 12b", "5o 7o 12o 2c 11c 11e 1b 7b"),
        "3o 7c 12c 5e 6e 7e 2b 3b",
        "solo triunfo:e 6c 5c 2c 12o 1o 6o 7o 10e 2o 5b 10b 7b 4c 11c 3c 5o 12e 10o",
    ),
    "63": _at(
        "14,14,4",
        ("10o 2c 12c 7e 11e 3b 4b 12b", "2o 5o 3c 5c 11c 3e 6b 11b",
         "4o 4c 10c 1e 2e 10e 12e 10b", "7o 11o 1c 6c 4e 5e 6e 5b"),
        "1o 3o 6o 12o 7c 1b 2b 7b",
        "solo triunfo:b 12c 5c 6c 7e 3e 4e cinco 10o 5o 11o 5e 11e 6b 11c 1c 2c 2o 7o 3b",
    ),
    "64": _at(
        "5,19,8",
        ("1o 2o 7o 10o 11o 12o 1e 1b", "4o 1c 2c 7c 10c 5e 5b 7b",
         "3o 4c 6c 12c 4e 7e 12e 11b", "3c 11c 2e 3e 10e 11e 2b 10b"),
        "5o 6o 5c 6e 3b 4b 6b 12b",
        "juego juego juego triunfo:o 1e 4o 3o 2e 7o 7c 6c 2b",
    ),
}


def _s(number: str, slug: str, title: str, goal: Goal, hints: tuple[str, ...], solution: str, *,
       seats: tuple[int, ...] = (0,), options: Mapping[str, object] | None = None,
       switches: tuple[str, ...] = (), goals: dict[str, Goal] | None = None,
       solutions: dict[str, tuple[str, ...]] | None = None) -> Scenario:
    """One example of article ``number``; its start is ``START[number]``, its solution a string of
    the moves (the reader's and the bots' replies, as the ``easy`` bot plays them)."""
    return Scenario(
        id=f"zanga.art{number}-{slug}", rule=art(number), title=title, goal=goal, start=START[number],
        options=options or {}, seats=seats, bot="easy", hints=hints, solution=tuple(solution.split()),
        switches=switches, reveal="off", goals=goals or {}, solutions=solutions or {},
        relies=(*(art(n) for n in RELIES[number]), LEGEND),
    )


#: The articles each example relies on besides its own (:attr:`~engine.lessons.scenario.Scenario.relies`),
#: by article; every example also relies on the legend of the table.
RELIES: dict[str, tuple[str, ...]] = {
    "31": ("8", "29"),
    "32": ("29",),
    "33": ("28", "29"),
    "34": ("27",),
    "35": ("27", "29"),
    "36": ("27",),
    "37": ("4",),
    "38": ("27", "29"),
    "39": ("18",),
    "40": ("19",),
    "41": (),
    "42": ("41",),
    "43": ("5",),
    "44": ("43",),
    "45": ("4",),
    "46": ("44",),
    "47": ("45",),
    "48": ("8", "43"),
    "49": ("8", "48"),
    "50": ("8", "48"),
    "51": ("7", "8", "43"),
    "52": ("6", "7", "8", "48"),
    "53": ("7", "8", "49", "51"),
    "54": (),
    "55": ("8", "54"),
    "56": ("54",),
    "57": ("8", "54", "56"),
    "58": ("54",),
    "59": ("48",),
    "60": ("49",),
    "61": ("44", "51"),
    "62": ("45", "54"),
    "63": ("8", "48", "54"),
    "64": ("48",),
}

TOPE = tuple(["cinco", "1b", "5e", "4c", "3e", "1o", "5b", "4e", "3c", "12o", "2c", "7e", "10e", "planto"])  # Art. 64: cinco and plant
ESTUCHE_PUESTA = tuple(["6e", "7e", "12e", "4b", "1b", "6b", "11b", "11e"])  # Art. 61: the hand ends in puesta
CODILLO = tuple(["3b", "11o", "4b", "10b", "12o", "10c", "10e", "11b"])  # Art. 47: the last tricks of the codillo


#: Art. 39: what the reader might say as mano: three words of the game (one of them for now) and table talk.
SILENCIO = ("juego", "cinco", "triunfo:o", N_("compañero, ¿llevas triunfos?"))


def _gain(text: str, amount: int) -> Goal:
    return Goal("gain", text, amount=amount)


def _play(text: str, *actions: str, miss: str = "") -> Goal:
    return Goal("play", text, actions=actions, miss=miss)


SCENARIOS: tuple[Scenario, ...] = (
    # -- the renuncio (table mode) ----------------------------------------------------------------
    _s("31", "cinco-bazas", N_("Renuncio descubierto con la mano hecha"),
       _gain(N_("El Oeste no sirvió copas en la primera baza y aún tiene una. Haz tu quinta baza y pide "
                "entonces renuncio: gana 10 piedras."), 10),
       (N_("Llevas cuatro bazas. Si pides renuncio ahora cobras el fondo, pero no las dos piedras del "
           "Art. 31, que son para la pareja que ya hizo cinco bazas."),
        N_("Sal con el rey de oros, que gana la baza, y pide renuncio en tu siguiente turno.")),
       "12o 10c 4e 3o renuncio", options=TABLE),
    _s("32", "peticion-falsa", N_("Pedir renuncio sin que lo haya"),
       _gain(N_("Habéis hecho seis bazas. El Oeste no sirvió copas en la primera: ¿renuncio? Cobra el "
                "fondo entero: 8 piedras."), 8),
       (N_("Mira las bazas: después de fallar la primera, ¿jugó el Oeste alguna copa?"),
        N_("No la jugó: no tenía copas. Pedir renuncio te costaría dos piedras (Art. 32): di «conforme».")),
       "conforme conforme", options=TABLE),
    _s("33", "sin-piedras", N_("Pedir renuncio sin piedras"),
       _play(N_("Tu pareja no tiene ninguna piedra. Saliste con la espadilla y el Oeste no echó el bastillo, "
                "con el que estaba obligado (Art. 28). Aun sin piedras, haz que lo pague ahora, antes de "
                "seguir jugando."), "renuncio",
             miss=N_("Aún no: la mano sigue y el Oeste no ha pagado su renuncio. Sin piedras también se puede "
                     "reclamar (Art. 33).")),
       (N_("Para pedir renuncio no hace falta tener piedras (Art. 33): pide «¡Renuncio!»."),
        N_("El renuncio con una pieza del estuche vale dos piedras más (Art. 30), pero sin piedras no "
           "las cobras (Art. 33), aunque acabes de llevarte el fondo.")),
       "renuncio", options=TABLE),
    _s("34", "carta-jugada", N_("La carta jugada no se levanta"),
       _play(N_("Sale el Este con el rey de espadas. En el modo de mesa puedes echar cualquier carta, pero "
                "la que eches se queda en la mesa: sirve al palo."), "5e", "6e"),
       (N_("Tienes el 5 y el 6 de espadas: debes echar uno de los dos (Art. 27)."),
        N_("Con el modo de mesa apagado, el juego no te deja echar otra carta.")),
       "5e 12b 2b 7c", options=TABLE, switches=("renuncio",),
       goals={"renuncio=false": Goal("try", N_("Sin el modo de mesa la carta ilegal ni siquiera se puede echar. Prueba "
                                               "con el 3 de copas y lee por qué no se acepta; luego sirve al palo."),
                                     actions=("5e", "6e"), forbidden=("3c",))},
       solutions={"renuncio=false": ("!3c", "5e")}),
    _s("35", "revisar-baza", N_("Revisar una baza ya recogida"),
       _play(N_("La primera baza ya está recogida. En ella el Este falló con el 4 de oros, y tenía copas. Haz "
                "que se revise ahora, antes de seguir jugando, y que lo pague."), "renuncio",
             miss=N_("Aún no: la mano sigue y nadie ha vuelto a mirar la primera baza. Solo una petición de "
                     "renuncio abre una baza recogida (Art. 35).")),
       (N_("Una baza recogida solo se vuelve a mirar si alguien pide renuncio (Art. 35): pulsa «¡Renuncio!»."),
        N_("El Este es de la pareja nombrada: su renuncio es además codillo (Art. 29).")),
       "renuncio", options=TABLE),
    # -- manners at the table -----------------------------------------------------------------------
    _s("36", "semifallo", N_("El semifallo, sin pensarlo"),
       Goal("play", N_("Modo de mesa: puedes echar cualquier carta. Sale el Este con el rey de espadas; mira "
                       "tus cartas y echa, sin pensarlo, la que debes."), actions=("5e",),
            miss=N_("Aún no: esa carta no es una espada, y tenías una. En la mesa sería renuncio (Art. 29); con "
                    "una sola carta del palo, el semifallo, se echa esa, al momento (Art. 36).")),
       (N_("Cuenta tus espadas: ¿cuántas tienes?"),
        N_("Con una sola carta del palo que sale (semifallo) no hay nada que pensar: echa el 5 de espadas.")),
       "5e", options=TABLE),
    _s("37", "matador", N_("Un matador, sin titubear"),
       Goal("play", N_("Triunfan oros. El Este sale con el rey de bastos, y no tienes bastos ni oros. Quien "
                       "lleva una pieza del estuche no debe pensarse la jugada: decide pronto y gana esta baza."),
            actions=("1e",),
            miss=N_("Aún no: con esa carta la baza es de la otra pareja. Sin bastos, solo un triunfo la gana, y "
                    "tienes uno que lo es siempre.")),
       (N_("Sin bastos puedes echar cualquier carta. ¿Cuál de las tuyas es triunfo, sea cual sea el palo?"),
        N_("La espadilla, el as de espadas, es la pieza más alta del estuche: nadie la gana. Quien tiene "
           "matadores no debe pensar demasiado antes de jugar: delataría su juego (Art. 37).")),
       "1e"),
    _s("38", "mostrar-cartas", N_("Todas las cartas a la vista"),
       _play(N_("El Oeste no ha servido copas. ¿Fue un fallo o un renuncio? Solo se sabe viendo todas las "
                "cartas: consigue que se enseñen antes de seguir jugando."), "renuncio",
             miss=N_("Aún no: la mano sigue y nadie ha visto las cartas del Oeste. Solo una petición de renuncio "
                     "hace que se enseñen todas (Art. 38).")),
       (N_("Solo se puede pedir renuncio cuando alguien de la otra pareja no ha servido, y al pedirlo se "
           "enseñan todas las cartas (Art. 38): pulsa «¡Renuncio!»."),
        N_("Mira luego las cartas del Oeste: no tenía copas. Era un fallo, no un renuncio, y la petición "
           "cuesta dos piedras (Art. 32).")),
       "renuncio", options=TABLE, switches=("renuncio",),
       goals={"renuncio=false": Goal("try", N_("Sin el modo de mesa nadie puede dejar de servir, así que no hay renuncio "
                                               "que pedir. Pruébalo y lee por qué no se acepta; luego juega una copa."),
                                     actions=("3c", "5c", "12c"), forbidden=("renuncio",))},
       solutions={"renuncio=false": ("!renuncio", "3c")}),
    _s("39", "silencio", N_("En silencio"),
       Goal("question", N_("Eres mano y te toca hablar. En la mesa solo se dicen las palabras que el juego "
                           "necesita, cada una a su tiempo: ¿cuál de estas puedes decir ahora?"),
            ask="legal", choices=SILENCIO, actions=SILENCIO[:3], answer="juego"),
       (N_("Comentar tus cartas o preguntar al compañero es una seña, y las señas están prohibidas (Art. 39)."),
        N_("«Cinco» se pide después de la segunda baza, y los triunfos los dice el nombrado cuando acaba la "
           "subasta. Ahora, en la subasta, se dice «juego», «paso» o «solo».")),
       "?juego"),
    # -- the stones of the auction ----------------------------------------------------------------------
    _s("40", "puesta-del-mano", N_("El mano pone lo que tiene"),
       Goal("question", N_("Tu pareja tenía 3 piedras y eres mano: el mano pone cuatro, o todas las que tenga su "
                           "pareja. Si dices «juego», ¿cuántas piedras le quedan a tu pareja?"),
            ask="score", probe=("juego",), choices=("0", "1", "3"), answer="0"),
       (N_("El mano pone cuatro piedras, o todas las que tenga su pareja si no llega (Art. 40)."),
        N_("Sin piedras no puedes pasar (Art. 42).")),
       "?0"),
    _s("41", "pasar-cuesta", N_("Pasar cuesta una piedra"),
       Goal("question", N_("El Sur ha pasado. Si pasas tú también, ¿cuántas piedras le quedarán a tu pareja?"),
            ask="score", probe=("paso",), choices=("14", "15", "16"), answer="15"),
       (N_("Cada paso pone una piedra de tu pareja en el centro (Art. 41)."),),
       "?15", seats=(1,)),
    _s("42", "sin-piedras", N_("Sin piedras hay que jugar"),
       Goal("try", N_("El Sur pasó con la última piedra de tu pareja y el Este también pasó. Prueba a pasar y lee "
                      "por qué no se acepta; luego habla."), actions=("juego", "solo"), forbidden=("paso",)),
       (N_("Tu pareja no tiene piedras: el primero que habla de ella tiene que jugar (Art. 42)."),),
       "!paso juego juego", seats=(2,)),
    # -- sacada, puesta, codillo --------------------------------------------------------------------------
    _s("43", "sacada", N_("Cinco bazas: la sacada"),
       _gain(N_("Vais tres bazas a tres y quedan dos. Haz las dos y llévate el fondo: 8 piedras."), 8),
       (N_("Juegan bastos: el 2 de bastos es la malilla, el segundo triunfo."),
        N_("Sal con la malilla: arrastra el caballo del Oeste y tu 7 gana la última.")),
       "2b 5o 6c 11b 7b 6e 2c 11c"),
    _s("44", "puesta", N_("Cuatro y cuatro: puesta"),
       _play(N_("Nombró el Este. Vais tres a tres: si hacéis una baza más, la mano queda puesta y el Este "
                "no cobra. Sal bien."), "10b"),
       (N_("Juegan espadas: el Este tiene la malilla, el 2 de espadas, que gana a tu bastillo."),
        N_("Sal con el 10 de bastos y guarda el bastillo para la última baza.")),
       "10b"),
    _s("45", "codillo", N_("Codillo para los que no nombraron"),
       _gain(N_("Nombró el Este y vais tres a tres. Haz las dos últimas bazas: codillo, y ganáis el fondo, "
                "9 piedras."), 9),
       (N_("Tienes la espadilla y el bastillo; el Este guarda la malilla, el 7 de oros."),
        N_("Sal con la espadilla: obliga al Este a echar la malilla (Art. 28), y el bastillo gana la última.")),
       "1e 7o 6o 4o 1b 10e 10b 12o"),
    _s("46", "pagar-puesta", N_("Lo que cuesta la puesta"),
       Goal("question", N_("Vais tres a tres y solo haréis una baza más: la mano acaba en puesta. ¿Cuántas piedras "
                           "pone tu pareja en el fondo por la puesta?"),
            ask="pays", concept="puesta", probe=tuple(["3c", "1c", "3e", "2c", "4e", "1b", "2e", "1e"]), choices=("2", "4", "8"),
            answer="2"),
       (N_("En puesta la pareja nombrada pone en el fondo tantas piedras como haya, o todas las suyas "
           "(Art. 46)."),),
       "?2"),
    _s("47", "pagar-codillo", N_("Lo que cuesta el codillo"),
       Goal("question", N_("Solo habéis hecho tres bazas y ya no haréis más: la mano acaba en codillo. ¿Cuántas piedras "
                           "paga tu pareja por el codillo?"),
            ask="pays", concept="codillo", probe=CODILLO, choices=("8", "10", "16"), answer="8"),
       (N_("La otra pareja se lleva el fondo y la vuestra pone otro igual (Art. 47)."),
        N_("Prueba el selector: en la otra lectura pagáis el fondo a la contraria y además lo dobláis.")),
       "?8", switches=("art47",),
       goals={"art47=dobla": Goal("question", N_("Solo habéis hecho tres bazas y ya no haréis más: la mano acaba en codillo. ¿Cuántas piedras "
                           "paga tu pareja por el codillo?"), ask="pays", concept="codillo", probe=CODILLO,
                                  choices=("8", "10", "16"), answer="10")},
       solutions={"art47=dobla": ("?10",)}),
    # -- cinco, todas, estuche ------------------------------------------------------------------------------
    _s("48", "cinco", N_("Pedir cinco"),
       _gain(N_("Has ganado las dos primeras bazas. Pide cinco, haz las cinco primeras y plántate: "
                "10 piedras."), 10),
       (N_("Se pide cinco antes de salir a la tercera baza, y solo quien ganó la segunda (Art. 48)."),
        N_("Pide «cinco», sal con tus triunfos más altos y, al hacer la quinta, di «planto».")),
       "cinco 1o 6e 2e 3b 12o 6b 5c 4c 11o 10c 5e 4e planto"),
    _s("49", "todas", N_("Ir a todas"),
       _gain(N_("Has pedido cinco y las has hecho. Tus tres triunfos son los más altos que quedan: ve a "
                "todas y haz las ocho: 12 piedras."), 12),
       (N_("Decide solo quien hizo la quinta baza (Art. 49)."),
        N_("Di «todas» y sal con el 10, el 2 y el 3 de oros.")),
       "todas 10o 10b 10e 1c 2o 11c 11b 11e 3o 12b 12e 12c", switches=("art49",)),
    _s("50", "en-contra", N_("Cinco en contra"),
       _gain(N_("Nombró el Este con copas, pero las copas buenas son tuyas y has ganado dos bazas. Pide "
                "cinco en contra: 11 piedras."), 11),
       (N_("Pedir cinco no es solo cosa de la pareja nombrada (Art. 50)."),
        N_("Pide «cinco», sal con el as, el rey y el caballo de copas y plántate.")),
       "cinco 1c 4c 2e 3e 12c 3o 4e 2o 11c 7b 5b 1o planto"),
    _s("51", "estuche", N_("El estuche"),
       _gain(N_("Entre tu compañero y tú teníais los tres matadores. Llevas cuatro bazas: haz la quinta y "
                "cobra también el estuche, 10 piedras."), 10),
       (N_("Ninguna copa que quede en juego gana a tu caballo."),
        N_("Sal con el caballo de copas.")),
       "11c 7b 3b 3c 10b 11b 4b 2b"),
    _s("52", "cinco-estuche", N_("Cinco con estuche"),
       _gain(N_("Tienes los tres matadores y has ganado las dos primeras bazas. Pide cinco y plántate tras "
                "la quinta: 12 piedras."), 12),
       (N_("Dos piedras por el cinco y dos por el estuche (Art. 52)."),
        N_("Pide «cinco» y sal con el bastillo, el as y el rey de oros.")),
       "cinco 1b 5e 4c 3e 1o 5b 4e 3c 12o 2c 7e 10e planto"),
    _s("53", "todas-estuche", N_("Todas con cinco y estuche"),
       _gain(N_("Con el estuche, has pedido cinco y las has hecho. Ve a todas: 14 piedras."), 14),
       (N_("Dos por el cinco, dos por todas y dos por el estuche (Art. 53)."),
        N_("Di «todas» y sal con el caballo, el 10 y el 2 de oros.")),
       "todas 11o 1c 11b 10b 10o 7b 12c 11c 2o 10c 12e 11e"),
    # -- solo ----------------------------------------------------------------------------------------------
    _s("54", "solo", N_("Ir solo"),
       _play(N_("Han pasado el Sur y el Este, y hablas tú. Con los tres matadores y cinco oros no te hace "
                "falta el compañero: juega la mano tú contra los dos."), "solo",
             miss=N_("Aún no: así no juegas la mano tú solo. Quien habla después de los que pasaron puede ir "
                     "solo (Art. 54).")),
       (N_("Puede ir solo el mano o quien habla después de los que pasaron (Art. 54): di «solo»."),),
       "solo", seats=(2,)),
    _s("55", "solo-sacado", N_("El solo sacado"),
       _gain(N_("Vas solo y llevas tres bazas de seis. Haz las dos últimas: el fondo y dos piedras por el "
                "solo, 10."), 10),
       (N_("Juegan bastos: el Este guarda el caballo y tú tienes el rey."),
        N_("Sal con el rey de bastos.")),
       "12b 11b 5b 4b 3c 6e"),
    _s("56", "solo-sin-piedras", N_("Solo sin piedras"),
       _play(N_("Eres mano y tu pareja no tiene ni una piedra, pero tus cartas hacen cinco bazas sin ayuda. "
                "Juega la mano tú contra los dos, sin tu compañero."), "solo",
             miss=N_("Aún no: con «juego» juegas con tu compañero. Para ir solo no hace falta tener piedras "
                     "(Art. 56).")),
       (N_("No hace falta tener piedras para ir solo (Art. 56): di «solo»."),
        N_("Con «juego» jugarías con tu compañero; sin piedras no puedes pasar (Art. 42).")),
       "solo"),
    _s("57", "solo-sin-cobro", N_("Solo sin piedras, sin cobro"),
       Goal("payment", N_("Vas solo y tu pareja no tiene ni una piedra. Haz las dos últimas bazas: te "
                          "llevas el fondo, 12 piedras, y nada por el solo."),
            concept="pot", amount=12, alone=True),
       (N_("Sal con el rey de bastos."),
        N_("Quien no tiene piedras no cobra el solo (Art. 57), aunque acabe de llevarse el fondo.")),
       "12b 11b 5b 4b 3c 6e"),
    _s("58", "companero-fuera", N_("El compañero deja sus cartas"),
       Goal("question", N_("Has dicho «solo» y nombras bastos: tu compañero deja sus cartas sobre la zanga. "
                           "Sales con el rey de copas y el Este echa el 5 de copas: ¿quién juega ahora?"),
            ask="next", probe=("triunfo:b", "12c", "5c"), choices=("Sur", "Este", "Norte", "Oeste"),
            answer="Oeste"),
       (N_("Cuando uno va solo, su compañero no juega la mano (Art. 58)."),),
       "?Oeste"),
    # -- failures and payments -----------------------------------------------------------------------------
    _s("59", "cinco-fallado", N_("El cinco que se pierde"),
       _gain(N_("Pediste cinco y llevas cuatro bazas. Gana la quinta, o pagarás dos piedras: gana 10."), 10),
       (N_("Juegan espadas: tus espadas son triunfos."),
        N_("Sal con triunfo; con el 5 de copas pierdes la baza y el cinco (Art. 59).")),
       "10e 4c 12e 3c planto"),
    _s("60", "todas-falladas", N_("Ir a todas y no hacerlas"),
       _gain(N_("Has hecho cinco. Con un 7 de bastos en la mano no harás las ocho: plántate y cobra 10 "
                "piedras."), 10),
       (N_("Si vas a todas y fallas, pierdes las dos piedras del cinco (Art. 60)."),),
       "planto"),
    _s("61", "estuche-puesta", N_("El estuche en la puesta"),
       Goal("question", N_("Teníais el estuche, pero la mano acaba en puesta. ¿Cuántas piedras paga tu pareja por el "
                           "estuche?"),
            ask="pays", concept="estuche", probe=ESTUCHE_PUESTA, choices=("0", "2", "4"), answer="2"),
       (N_("En puesta o codillo, la pareja nombrada paga el estuche (Art. 61): prueba el selector."),),
       "?2", switches=("art61",),
       goals={"art61=contraria": Goal("question", N_("Teníais el estuche, pero la mano acaba en puesta. ¿Cuántas piedras paga tu pareja por el "
                           "estuche?"), ask="pays", concept="estuche",
                                      probe=ESTUCHE_PUESTA, choices=("0", "2", "4"), answer="0")},
       solutions={"art61=contraria": ("?0",)}),
    _s("62", "solo-perdido", N_("El solo que no sale"),
       Goal("question", N_("Vas solo y llevas dos bazas de seis: ya es codillo. Además del codillo, ¿cuántas "
                           "piedras pagas por el solo?"),
            ask="pays", concept="solo", probe=tuple(["2e", "1e", "11e", "1c", "1b", "11b"]), choices=("1", "2", "4"),
            answer="2"),
       (N_("El solo perdido paga además dos piedras (Art. 62)."),),
       "?2"),
    _s("63", "solo-y-cinco", N_("Solo, con un cinco fallado"),
       Goal("payment", N_("Vas solo, pediste cinco y perdiste la tercera baza. Haz las dos últimas: te "
                          "llevas el fondo, 8 piedras, y nada más."), concept="pot", amount=8, alone=True),
       (N_("Sal con el rey de bastos."),
        N_("Las dos piedras del solo pagan las dos del cinco fallado (Art. 63).")),
       "12b 11b 5b 4b 3c 6e"),
    _s("64", "tope", N_("Nadie cobra más de lo que tiene"),
       Goal("question", N_("A tu pareja le queda una piedra. Si pides cinco, haces las cinco primeras bazas y te "
                           "plantas, ¿cuántas piedras cobras por el cinco?"),
            ask="pays", concept="cinco", probe=TOPE, choices=("1", "2", "4"), answer="1"),
       (N_("Cada concepto se cobra hasta lo que la pareja tiene: una piedra por el cinco y una por el "
           "estuche (Art. 64)."),
        N_("Prueba el selector: si el tope se mide después de cobrar el fondo, cobras las dos de cada uno.")),
       "?1", switches=("art64",),
       goals={"art64=despues": Goal("question", N_("A tu pareja le queda una piedra. Si pides cinco, haces las cinco primeras bazas y te "
                           "plantas, ¿cuántas piedras cobras por el cinco?"), ask="pays", concept="cinco", probe=TOPE,
                                    choices=("1", "2", "4"), answer="2")},
       solutions={"art64=despues": ("?2",)}),
)
