"""Exercise sets: a teacher's choice of examples and positions, carried whole by one link.

No account and no server: the set *is* the link's fragment, in query-string form. It starts with
the version, ``set=1``; then, in the order the student meets them, ``e=<example id>`` (a live
example, ``awari.captura``, or a drill's exercise, ``awari.practica.ultima.7``: see
:func:`engine.lessons.practice.example`) and ``p=<game record>`` (a position to play from, in the
syntax of a game record with its start or seed: ``awari;start=…;moves=…``, see :mod:`engine.lessons.record`);
``titulo=…`` names the set; ``clase=<code>`` is the class of the teacher who gave it (``make
class``, :mod:`reglas_sphinx.clase`), where the pupil's results go: it is no part of the set itself.

A position may carry a goal the teacher chose, in a ``g=`` right after its ``p=``: ``gana:<n>``
(win at least *n* in one move: seeds, stones, points), ``baza:<card>`` (win the trick in play: the
card is the answer, ``4b``) or ``jugada:<move>`` (the move to find). The engine checks it on the
position (:func:`position_goal`): a goal no move reaches, or a move that is not one, is refused. A
position with a goal is played as a live example, with the goal's stars; without one, as a full
game from there.

>>> found = decode("set=1&titulo=Repaso&e=awari.captura&p=awari;seed=1;moves=D&e=awari.nada")
>>> found.title, [item.kind for item in found.items]
('Repaso', ['example', 'position'])
>>> found.notices[0].text("en")
'Exercise 3 («awari.nada») no longer exists and has been skipped.'
>>> decode(encode(found.title, found.items)) == found.without_notices()
True
>>> decode("set=1&p=awari;start=4,4,4,4,4,4/1,4,4,4,4,4+3-0+S+0+0&g=gana:2").items[0].goal
'gana:2'
>>> print(decode("set=1&e=awari.captura&p=awari;seed=1&g=gana:2").notices[0].text("en").partition(": ")[2])
no move of this position wins 2 seeds at once

The link of a full game (``partida=<record>&modo=…``, what its "Copiar enlace" gives) reads as a set
of that one position, so a game shared from a set's page opens there.

Anything wrong with the link as a whole (wrong version, bad encoding, too long, nothing in it)
raises :class:`~engine.rules.errors.NotationError` saying so; a wrong item is skipped with a notice and
the rest of the set works. Every value is checked here, by the engine (a position is replayed move
by move), never by the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from urllib.parse import parse_qsl, urlencode

from engine.i18n import N_, Msg, Plural
from engine.rules import bots
from engine.rules.capabilities import CardTable
from engine.rules.core import State
from engine.rules.errors import NotationError, RuleRef, RulesError

from . import practice, scenario
from .record import Record

VERSION = "1"
#: The longest fragment read; a longer one is refused whole (browsers accept far longer URLs).
MAX_LINK = 20_000
MAX_ITEMS = 40
MAX_TITLE = 120
#: A class's code (``clase=``): six letters of Crockford's base 32.
CLASS_CODE = re.compile(r"^[0-9A-HJKMNP-TV-Z]{6}$")
#: What the page of exercise sets shows until the engine has read the link.
PREPARING = N_("Preparando la serie de ejercicios…")
NO_EXERCISE = N_("el enlace no tiene ningún ejercicio válido")
#: The goals a teacher may give a position (``g=<kind>:<value>``): a scenario goal of kind ``gain``,
#: ``trick`` and ``play`` (:class:`~engine.lessons.scenario.Goal`).
GOALS = ("gana", "baza", "jugada")
#: The most a ``gana:`` goal asks for.
MAX_GAIN = 99


@dataclass(frozen=True)
class Item:
    """One exercise: ``kind`` ``example`` (``key`` is a scenario id) or ``position`` (a record,
    with the teacher's ``goal`` when it has one: ``gana:3``)."""

    kind: str
    key: str
    goal: str = ""


@dataclass(frozen=True)
class ExerciseSet:
    title: str
    items: tuple[Item, ...]
    notices: tuple[Msg, ...] = ()
    #: The class code of ``clase=``, where results go ("": none, or one that is no code).
    classroom: str = ""

    def without_notices(self) -> ExerciseSet:
        return replace(self, notices=(), classroom="")


def too_long() -> NotationError:
    """The refusal of a link longer than :data:`MAX_LINK` (the page sends only the size of one)."""
    return NotationError(None, Plural("el enlace es demasiado largo: como mucho se lee {n} carácter",
                                      "el enlace es demasiado largo: como mucho se leen {n} caracteres",
                                      MAX_LINK))


def too_many() -> NotationError:
    return NotationError(None, Plural("el enlace tiene más de {n} ejercicio",
                                      "el enlace tiene más de {n} ejercicios", MAX_ITEMS))


def decode(fragment: str) -> ExerciseSet:
    """The set in a link's fragment (with or without its ``#``); see the module's docstring."""
    found = read(fragment)
    if not found.items:
        raise NotationError(None, Msg(NO_EXERCISE))
    return found


def read(fragment: str) -> ExerciseSet:
    """:func:`decode`, but a link whose every exercise is refused is read as a set of none, with the
    notices that say why (what the set maker shows the teacher)."""
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_LINK:
        raise too_long()
    # the version, a title, a class and the exercises, each with its goal
    if text.count("&") + 1 > 2 * MAX_ITEMS + 3:
        raise too_many()
    try:
        fields = parse_qsl(text, keep_blank_values=True, strict_parsing=True, errors="strict")
    except ValueError as err:  # bad percent-encoding (not UTF-8), a field without "="
        raise NotationError(None, Msg(N_("el enlace está dañado (no se puede leer)"))) from err
    if sum(key in ("e", "p") for key, _ in fields) > MAX_ITEMS:
        raise too_many()
    if fields and fields[0][0] == "partida":  # a full game's own link ("Copiar enlace"): one position
        fields = [("set", VERSION), ("p", fields[0][1])]
    if not fields or fields[0][0] != "set":
        raise NotationError(None, Msg(N_("el enlace no es de una serie de ejercicios")))
    if fields[0][1] != VERSION:
        raise NotationError(None, Msg(N_("el enlace es de una versión desconocida («{name}»)"), name=fields[0][1][:20]))
    title = classroom = ""
    items: list[Item] = []
    notices: list[Msg] = []
    for at, (key, value) in enumerate(fields[1:], start=1):
        if key == "g":
            number = len(items) + len(notices)
            last = items[-1] if items else None
            if last is None or last.kind != "position" or last.goal or fields[at - 1][0] != "p":
                notices.append(Msg(N_("El objetivo «{name}» no va detrás de una posición: se ha saltado."),
                                   name=_clean(value)[:40]))
            elif (problem := _goal_problem(last.key, value)) is not None:
                items.pop()
                notices.append(Msg(N_("El objetivo de la posición del ejercicio {number} no es válido y el "
                                      "ejercicio se ha saltado: {reason}"), number=number, reason=problem))
            else:
                items[-1] = replace(last, goal=value)
            continue
        if key == "titulo" and not title:
            title = _clean(value)[:MAX_TITLE]
            continue
        if key == "clase" and not classroom:
            if CLASS_CODE.match(value):
                classroom = value
            else:
                notices.append(Msg(N_("El código de clase «{name}» no es válido: los resultados no se enviarán."),
                                   name=_clean(value)[:20]))
            continue
        number = len(items) + len(notices) + 1
        if key == "e" and _example_exists(value):
            items.append(Item("example", value))
        elif key == "e":
            notices.append(Msg(N_("El ejercicio {number} («{name}») ya no existe y se ha saltado."),
                               number=number, name=_clean(value)[:60]))
        elif key == "p" and (problem := _position_problem(value)) is None:
            items.append(Item("position", value))
        elif key == "p":
            notices.append(Msg(N_("La posición del ejercicio {number} no es válida y se ha saltado: {reason}"),
                               number=number, reason=problem))
        else:
            notices.append(Msg(N_("No se entiende la parte {number} del enlace («{name}»): se ha saltado."),
                               number=number, name=_clean(key)[:40]))
    return ExerciseSet(title, tuple(items), tuple(notices), classroom)


def encode(title: str, items: tuple[Item, ...] | list[Item]) -> str:
    """The fragment (without ``#``) that :func:`decode` reads back; what the page's set maker writes."""
    fields = [("set", VERSION)] + ([("titulo", title)] if title else [])
    for item in items:
        fields.append(("e" if item.kind == "example" else "p", item.key))
        if item.goal:
            fields.append(("g", item.goal))
    return urlencode(fields)


def position_goal(start: State, spec: str) -> tuple[scenario.Goal, tuple[str, ...]]:
    """The goal ``spec`` (``gana:3``, ``baza:4b``, ``jugada:D``) on the position ``start`` (its
    statement a msgid, said in the reader's language where it is shown), and a solution that
    reaches it; :class:`NotationError` saying why when the goal is not one, or when no move of
    ``start`` reaches it."""
    name, _, value = spec.partition(":")
    value = value.strip()
    if name not in GOALS or not value:
        raise NotationError(None, Msg(N_("no se entiende el objetivo «{name}»: valen «gana:número», "
                                         "«baza:carta» y «jugada:jugada»"), name=_clean(spec)[:40]))
    legal = start.legal_actions()
    if not legal:
        raise NotationError(None, Msg(N_("en esta posición la partida ya ha terminado")))
    mover = start.current_player
    if name == "gana":
        if not value.isdigit() or not 1 <= int(value) <= MAX_GAIN:
            raise NotationError(None, Msg(N_("«gana:» pide un número de 1 a {most}"), most=MAX_GAIN))
        need = int(value)
        best = next((action for action in legal
                     if start.apply(action).scores()[mover] - start.scores()[mover] >= need), None)
        if best is None:
            raise NotationError(None, Msg(N_("ninguna jugada de esta posición gana {amount} de una vez"),
                                          amount=start.game.amount(need)))
        return scenario.Goal("gain", N_("Gana al menos {amount} con una jugada."), amount=need,
                             values=(("amount", start.game.amount(need)),)), (best,)
    if name == "baza":
        if not isinstance(start, CardTable):
            raise NotationError(None, Msg(N_("«baza:» es para los juegos de cartas")))
        if value not in legal:
            raise NotationError(None, Msg(N_("la carta «{name}» no se puede jugar en esta posición"),
                                          name=_clean(value)[:20]))
        if (mover, value) not in scenario.tricks_won(start.apply(value)):
            raise NotationError(None, Msg(N_("jugar «{name}» no gana la baza en esta posición"),
                                          name=_clean(value)[:20]))
        return scenario.Goal("trick", N_("Gana esta baza."), card=value), (value,)
    if value not in legal:
        raise NotationError(None, Msg(N_("«{name}» no es una jugada de esta posición"), name=_clean(value)[:20]))
    return scenario.Goal("play", N_("Encuentra la mejor jugada."), actions=(value,)), (value,)


def position_scenario(item: Item) -> scenario.Scenario:
    """The position ``item`` with its teacher's goal, as a live example: the reader plays
    the seat to move, a bot the others. :class:`RulesError` when the record or the goal is refused."""
    record = Record.from_text(item.key)
    start = record.replay()[-1]
    goal, solution = position_goal(start, item.goal)
    return scenario.Scenario(
        id=f"{record.game}.{item.kind}", rule=RuleRef(record.game, ""), title="", goal=goal,
        start=start.notation(), options=dict(start.game.options), seats=(start.current_player,),
        bot=bots.DEFAULT_LEVEL, solution=solution)


def _goal_problem(position: str, spec: str) -> Msg | None:
    try:
        start = Record.from_text(position).replay()[-1]
        position_goal(start, spec)
    except RulesError as err:
        return err.message
    return None


def _example_exists(key: str) -> bool:
    try:
        practice.example(key)  # written, or a drill's exercise (``awari.practica.ultima.7``)
    except RulesError:
        return False
    return True


def _position_problem(text: str) -> Msg | None:
    try:
        record = Record.from_text(text)
        if record.start is None and record.seed is None:  # a fresh deal each time: not one position
            return Msg(N_("la posición no dice de dónde empieza (falta «start=» o «seed=»)"))
        record.replay()
    except RulesError as err:
        return err.message
    except ValueError as err:  # an option value or a notation the game's parser refuses outright
        return Msg(N_("no se entiende: {reason}"), reason=str(err)[:200])
    return None


def _clean(text: str) -> str:
    """Visible characters only (no control characters, which a hostile link may carry)."""
    return "".join(ch for ch in text if ch.isprintable()).strip()
