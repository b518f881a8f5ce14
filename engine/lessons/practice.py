"""Practice that never runs out: for a rule, a *drill* makes a fresh exercise from a seed.

A drill is a rule of a game and a way to build, from a random generator, a position where that
rule decides the answer, with a goal the page checks (:class:`~engine.lessons.scenario.Goal`) and its
solution, worked out by the engine. What it builds is an ordinary :class:`~engine.lessons.scenario.Scenario`,
held to the live examples' teaching check (:mod:`engine.lessons.audit`: the engine agrees with the
answer, the solution wins, some line of the reader's misses): a candidate that fails it is not offered.
The same seed gives the same exercise on every machine, and two seeds give two positions, so two
pupils get different positions of the same exercise and "one more" always exists.

Each game's drills are a tuple named in its registration (``drills``, ``"module:NAME"``); their ids
start with the game's name (``"awari.practica.ultima"``), and an exercise's id adds its seed
(``"awari.practica.ultima.7"``). :func:`example` finds an example by id, written (a live example,
:func:`engine.lessons.scenario.get`) or drawn (a drill's id and a seed), so a drawn exercise works
wherever an example does: in a page, in an exercise set.

>>> found = exercise(get("awari.practica.ultima"), 7)
>>> found.id, found.goal.kind, found.rule.rule
('awari.practica.ultima.7', 'question', '2')
>>> found == exercise(get("awari.practica.ultima"), 7)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from engine.i18n import N_, Msg
from engine.rules.errors import NotationError, RuleRef
from engine.rules.registry import GAMES, registration, resolve

from . import scenario
from .scenario import Scenario

#: Candidates a drill draws for one seed before it says it has none for that seed.
CANDIDATES = 40
#: Seeds :func:`fresh` moves on through, saying so for each, before it gives up.
SEEDS = 20
#: The largest seed read from an id (a link, a set): more than any class draws, few enough digits to read.
MAX_SEED = 10**9


@dataclass(frozen=True)
class Drill:
    """Fresh exercises for one rule. ``build(rng)`` draws one candidate (``None``: this draw has none,
    such as a position with a single legal move); ``title`` is the Spanish name of the exercise (a
    msgid), the same for every seed."""

    id: str
    rule: RuleRef
    title: str
    build: Callable[[random.Random, str], Scenario | None]

    @property
    def game_name(self) -> str:
        return self.id.partition(".")[0]


class NoExercise(Exception):
    """A drill found no exercise that teaches its rule for a seed (after :data:`CANDIDATES` draws)."""

    def __init__(self, drill: Drill, seed: int) -> None:
        super().__init__(f"{drill.id}: no exercise for seed {seed}")
        self.drill, self.seed = drill, seed

    def text(self, lang: str) -> str:
        return self.notice().text(lang)

    def notice(self) -> Msg:
        return Msg(N_("Con la semilla {seed} no sale un ejercicio de «{title}»: se prueba la siguiente."),
                   seed=self.seed, title=Msg(self.drill.title))


def exercise(drill: Drill, seed: int) -> Scenario:
    """The exercise of ``drill`` for ``seed``, checked as a live example is; :class:`NoExercise` if
    none of :data:`CANDIDATES` draws teaches the rule."""
    from .audit import problems

    rng = random.Random(f"{drill.id}/{seed}")  # a string seed: the same draws on every machine
    exercise_id = f"{drill.id}.{seed}"
    for _ in range(CANDIDATES):
        found = drill.build(rng, exercise_id)
        if found is not None and not problems(found):
            return found
    raise NoExercise(drill, seed)


def fresh(drill: Drill, seed: int) -> Iterator[Scenario | NoExercise]:
    """From ``seed`` on, an exercise per seed; a seed that has none is said (its
    :class:`NoExercise`) and the next one tried, up to :data:`SEEDS` seeds in a row."""
    misses = 0
    while misses < SEEDS:
        try:
            found = exercise(drill, seed)
        except NoExercise as none:
            misses += 1
            yield none
        else:
            misses = 0
            yield found
        seed += 1


def drills(game: str) -> tuple[Drill, ...]:
    """Every drill of ``game`` (none for a game that has none yet)."""
    if game not in GAMES:
        raise NotationError(None, Msg(N_("juego desconocido «{name}»; juegos válidos: {valid}"),
                                      name=game, valid=", ".join(GAMES)))
    path = registration(game).drills
    return tuple(resolve(path)) if path else ()


def get(drill_id: str) -> Drill:
    """The drill ``drill_id`` (``"awari.practica.ultima"``); :class:`NotationError` listing the valid ids."""
    found = {d.id: d for d in drills(drill_id.partition(".")[0])}
    if drill_id not in found:
        raise NotationError(None, Msg(N_("práctica desconocida «{name}»; prácticas válidas: {valid}"),
                                      name=drill_id, valid=", ".join(found) or "—"))
    return found[drill_id]


def drill_of(exercise_id: str) -> str | None:
    """The id of the drill whose exercise ``exercise_id`` is (``"awari.practica.ultima.7"`` →
    ``"awari.practica.ultima"``), ``None`` for any other id: the key a drill's exercises count under
    in the reader's progress, wherever one is drawn."""
    drill_id = exercise_id.rpartition(".")[0]
    game = drill_id.partition(".")[0]
    return drill_id if game in GAMES and drill_id in {d.id for d in drills(game)} else None


@lru_cache(maxsize=512)
def example(example_id: str) -> Scenario:
    """The example ``example_id``: a written one (``"awari.captura"``) or a drill's exercise
    (``"awari.practica.ultima.7"``, the drill's id and a seed from 0 to :data:`MAX_SEED`).
    :class:`NotationError` for an unknown id (the written ones listed), a seed that is no number or
    out of range, or a seed that gives no exercise."""
    try:
        return scenario.get(example_id)
    except NotationError as err:
        unknown = err
    drill_id, _, seed = example_id.rpartition(".")
    game = drill_id.partition(".")[0]
    if game not in GAMES or drill_id not in {d.id for d in drills(game)}:
        if game in GAMES and example_id in {d.id for d in drills(game)}:  # a drill without its seed
            raise NotationError(None, Msg(N_("a «{name}» le falta la semilla: «{name}.0», «{name}.1»…"),
                                          name=example_id))
        raise unknown
    try:
        return exercise(get(drill_id), parse_seed(drill_id, seed))
    except NoExercise as none:
        raise NotationError(None, Msg(N_("con la semilla {seed} no sale un ejercicio de «{title}»"),
                                      seed=none.seed, title=Msg(none.drill.title))) from none


def parse_seed(drill_id: str, text: str) -> int:
    """The seed ``text`` of an exercise of ``drill_id``; :class:`NotationError` if it is no number
    from 0 to :data:`MAX_SEED`, or gives no exercise."""
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
        raise NotationError(None, Msg(N_("la semilla «{seed}» de «{name}» no vale: ha de ser un número de 0 a {most}"),
                                      seed=text[:20], name=drill_id, most=MAX_SEED))
    return int(text)

