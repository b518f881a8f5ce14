"""Exercise sets: a teacher's choice of examples and positions, carried whole by one link.

No account and no server: the set *is* the link's fragment, in query-string form. It starts with
the version, ``set=1``; then, in the order the student meets them, ``e=<example id>`` (a live
example, ``awari.captura``, or a drill's exercise, ``awari.practica.ultima.7``: see
:func:`engine.lessons.practice.example`) and ``p=<game record>`` (a position to play from, in the
syntax of a game record with its start or seed: ``awari;start=…;moves=…``, see :mod:`engine.lessons.record`);
``titulo=…`` names the set; ``clase=<code>`` is the class of the teacher who gave it (``make
class``, :mod:`reglas_sphinx.clase`), where the pupil's results go: it is no part of the set itself.

>>> found = decode("set=1&titulo=Repaso&e=awari.captura&p=awari;seed=1;moves=D&e=awari.nada")
>>> found.title, [item.kind for item in found.items]
('Repaso', ['example', 'position'])
>>> found.notices[0].text("en")
'Exercise 3 («awari.nada») no longer exists and has been skipped.'
>>> decode(encode(found.title, found.items)) == found.without_notices()
True

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
from engine.rules.errors import NotationError, RulesError

from . import practice
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


@dataclass(frozen=True)
class Item:
    """One exercise: ``kind`` ``example`` (``key`` is a scenario id) or ``position`` (a record)."""

    kind: str
    key: str


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


def decode(fragment: str) -> ExerciseSet:
    """The set in a link's fragment (with or without its ``#``); see the module's docstring."""
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_LINK:
        raise too_long()
    if text.count("&") + 1 > MAX_ITEMS + 2:  # the version, a title and the exercises
        raise NotationError(None, Plural("el enlace tiene más de {n} ejercicio",
                                         "el enlace tiene más de {n} ejercicios", MAX_ITEMS))
    try:
        fields = parse_qsl(text, keep_blank_values=True, strict_parsing=True, errors="strict")
    except ValueError as err:  # bad percent-encoding (not UTF-8), a field without "="
        raise NotationError(None, Msg(N_("el enlace está dañado (no se puede leer)"))) from err
    if fields and fields[0][0] == "partida":  # a full game's own link ("Copiar enlace"): one position
        fields = [("set", VERSION), ("p", fields[0][1])]
    if not fields or fields[0][0] != "set":
        raise NotationError(None, Msg(N_("el enlace no es de una serie de ejercicios")))
    if fields[0][1] != VERSION:
        raise NotationError(None, Msg(N_("el enlace es de una versión desconocida («{name}»)"), name=fields[0][1][:20]))
    title = classroom = ""
    items: list[Item] = []
    notices: list[Msg] = []
    for key, value in fields[1:]:
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
    if not items:
        raise NotationError(None, Msg(N_("el enlace no tiene ningún ejercicio válido")))
    return ExerciseSet(title, tuple(items), tuple(notices), classroom)


def encode(title: str, items: tuple[Item, ...] | list[Item]) -> str:
    """The fragment (without ``#``) that :func:`decode` reads back; what the page's set maker writes."""
    fields = [("set", VERSION)] + ([("titulo", title)] if title else [])
    fields += [("e" if item.kind == "example" else "p", item.key) for item in items]
    return urlencode(fields)


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
