"""A pupil's results of an exercise set, for the teacher: the set's key and the result code.

With a class server (``make class``) every finished exercise is posted to the teacher's machine. On
a static host there is no server: the set ends with a **result code** that the pupil shows or sends
and the teacher pastes (or scans) into the class table. The code carries the pupil's name, the set
(by its key) and each exercise's stars, and a check that refuses a code with a letter changed or
missing. The check is no secret (the page that makes codes is public): it stops slips and casual
edits, which is what a class table needs; the server's results are the ones to trust.

>>> key = set_key("set=1&e=awari.captura&e=awari.siembra")
>>> code = encode_code("Ana", key, (3, None))
>>> found = decode_code(code.lower().replace("-", " "))
>>> found.pupil, found.set_key == key, found.stars
('Ana', True, (3, None))
>>> decode_code(code[:-1] + ("0" if code[-1] != "0" else "1"))
Traceback (most recent call last):
...
engine.rules.errors.NotationError: el código no es válido: tiene una letra cambiada o le falta alguna
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.i18n import N_, Msg, Plural
from engine.rules.errors import NotationError

from . import exercises
from .progress import MAX_STARS

#: The first letters of every code, and its format's version (the digit).
PREFIX = "RV1"
#: Crockford's base 32: no I, L, O or U, which read as 1, 1, 0 and V.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: What a reader may type for each letter (lower case, and the letters a hand confuses).
READS = {**{c: c for c in ALPHABET}, **{c.lower(): c for c in ALPHABET}, "I": "1", "i": "1", "L": "1",
         "l": "1", "O": "0", "o": "0"}
#: Bytes of the set's key and of the check.
KEY_BYTES, CHECK_BYTES = 5, 4
#: The longest pupil's name kept, in characters.
MAX_NAME = 40
#: The longest code read (a longer text is refused whole).
MAX_CODE = 240
#: An exercise the pupil has not finished, in the code (a finished one is 1 + its stars).
NOT_DONE = 0
SALT = b"reglas-vivas/result/1"
GROUP = 4


def set_key(fragment: str) -> str:
    """The key of the exercise set of a link's ``fragment``: ten hexadecimal digits of the hash of
    the set as :func:`engine.lessons.exercises.encode` writes it (so two links of the same set, in
    any spelling, have one key). :class:`NotationError` for a link that is no set."""
    return key_of(exercises.decode(fragment))


def key_of(found: exercises.ExerciseSet) -> str:
    """The key of a set already read (:func:`set_key`, without reading its link again)."""
    canonical = exercises.encode(found.title, found.items)
    return hashlib.sha256(canonical.encode()).hexdigest()[: KEY_BYTES * 2]


def clean_name(text: str) -> str:
    """A pupil's name as kept: visible characters only, spaces collapsed, at most :data:`MAX_NAME`;
    :class:`NotationError` for an empty one."""
    visible = "".join(c if unicodedata.category(c)[0] not in "CZ" or c == " " else " "
                      for c in unicodedata.normalize("NFC", str(text)))
    name = " ".join(visible.split())[:MAX_NAME].rstrip()
    if not name:
        raise NotationError(None, Msg(N_("escribe tu nombre")))
    return name


@dataclass(frozen=True)
class CodeResult:
    """What a result code says: who, which set (its key), and each exercise's stars (``None``: not
    finished)."""

    pupil: str
    set_key: str
    stars: tuple[int | None, ...]


def encode_code(pupil: str, key: str, stars: tuple[int | None, ...] | list[int | None]) -> str:
    """The result code of ``pupil`` for the set ``key`` with these ``stars`` per exercise."""
    if len(key) != KEY_BYTES * 2 or not all(c in "0123456789abcdef" for c in key):
        raise ValueError(f"not a set key: {key!r}")
    if not 1 <= len(stars) <= exercises.MAX_ITEMS:
        raise ValueError(f"a set has 1 to {exercises.MAX_ITEMS} exercises, not {len(stars)}")
    if any(s is not None and not 0 <= s <= MAX_STARS for s in stars):
        raise ValueError(f"stars go from 0 to {MAX_STARS}: {stars}")
    marks = 0
    for index, value in enumerate(stars):
        marks |= (NOT_DONE if value is None else 1 + value) << (3 * index)
    payload = (bytes([1]) + bytes.fromhex(key) + bytes([len(stars)])
               + marks.to_bytes((3 * len(stars) + 7) // 8, "little") + clean_name(pupil).encode())
    letters = _base32(payload + _check(payload))
    return "-".join([PREFIX, *(letters[i:i + GROUP] for i in range(0, len(letters), GROUP))])


def decode_code(text: str) -> CodeResult:
    """The result a code says; :class:`NotationError` naming what is wrong with any other text."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError(None, Msg(N_("el código está vacío")))
    if len(text) > MAX_CODE:
        raise NotationError(None, Plural("el código es demasiado largo: como mucho tiene {n} carácter",
                                         "el código es demasiado largo: como mucho tiene {n} caracteres",
                                         MAX_CODE))
    squeezed = "".join(text.split()).replace("-", "")
    if squeezed[:len(PREFIX)].upper() != PREFIX:
        raise NotationError(None, Msg(N_("no es un código de resultados (empieza por «{prefix}»)"),
                                      prefix=PREFIX))
    body = squeezed[len(PREFIX):]
    wrong = next((c for c in body if c not in READS), None)
    if wrong is not None:
        raise NotationError(None, Msg(N_("el código tiene un carácter que no es suyo: «{char}»"),
                                      char=wrong if wrong.isprintable() else repr(wrong)))
    letters = "".join(READS[c] for c in body)
    data = _unbase32(letters)
    payload, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    broken = NotationError(None, Msg(N_("el código no es válido: tiene una letra cambiada o le falta alguna")))
    canonical = _base32(data) == letters  # the last letter's spare bits are zero, as written
    if not canonical or len(payload) < 1 + KEY_BYTES + 1 or _check(payload) != check or payload[0] != 1:
        raise broken
    count = payload[1 + KEY_BYTES]
    start = 2 + KEY_BYTES
    size = (3 * count + 7) // 8
    if not 1 <= count <= exercises.MAX_ITEMS or len(payload) < start + size:
        raise broken
    marks = int.from_bytes(payload[start:start + size], "little")
    values = [(marks >> (3 * index)) & 7 for index in range(count)]
    try:
        pupil = clean_name(payload[start + size:].decode())
    except UnicodeDecodeError:
        raise broken from None
    if any(value > 1 + MAX_STARS for value in values):
        raise broken
    return CodeResult(pupil, payload[1:1 + KEY_BYTES].hex(),
                      tuple(None if value == NOT_DONE else value - 1 for value in values))


def _check(payload: bytes) -> bytes:
    return hashlib.sha256(SALT + payload).digest()[:CHECK_BYTES]


def _base32(data: bytes) -> str:
    number, bits = int.from_bytes(data, "big"), len(data) * 8
    letters = (bits + 4) // 5
    number <<= letters * 5 - bits
    return "".join(ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(letters)))


def _unbase32(letters: str) -> bytes:
    number = 0
    for letter in letters:
        number = number * 32 + ALPHABET.index(letter)
    size = len(letters) * 5 // 8
    return (number >> (len(letters) * 5 - size * 8)).to_bytes(size, "big") if size else b""


@dataclass(frozen=True)
class Row:
    """One finished exercise as the teacher receives it (``tries``: moves tried; ``wrong``: the wrong
    answers given; a result code brings neither)."""

    pupil: str
    exercise: int
    stars: int
    tries: int = 0
    wrong: tuple[str, ...] = ()


@dataclass
class SetTable:
    """A set's results: for each pupil, the best stars of each exercise (``None``: not finished) and
    the moves tried, and what the class found hardest."""

    key: str
    title: str
    size: int
    pupils: dict[str, list[int | None]] = field(default_factory=dict)
    tries: dict[str, list[int]] = field(default_factory=dict)
    #: The exercise (1-based) with the fewest stars on average among those who finished it, and the
    #: most tries at equal stars; ``None`` before any result.
    hardest: int | None = None
    #: For each exercise (1-based) its commonest wrong answer and how many gave it.
    wrong: dict[int, tuple[str, int]] = field(default_factory=dict)


def set_table(key: str, title: str, size: int, rows: Iterable[Row]) -> SetTable:
    """The table of the set ``key`` (``size`` exercises) from its results, pupils in the order met."""
    found = SetTable(key, title, size)
    done: dict[int, list[tuple[int, int]]] = defaultdict(list)  # exercise -> (stars, tries) per result
    wrong: dict[int, Counter[str]] = defaultdict(Counter)
    for row in rows:
        if not 1 <= row.exercise <= size:
            continue
        best = found.pupils.setdefault(row.pupil, [None] * size)
        tried = found.tries.setdefault(row.pupil, [0] * size)
        now = best[row.exercise - 1]
        best[row.exercise - 1] = row.stars if now is None else max(now, row.stars)
        tried[row.exercise - 1] += row.tries
        done[row.exercise].append((row.stars, row.tries))
        wrong[row.exercise].update(answer for answer in row.wrong if answer)
    if done:
        found.hardest = min(done, key=lambda n: (sum(s for s, _ in done[n]) / len(done[n]),
                                                 -sum(t for _, t in done[n]), n))
    found.wrong = {n: answers.most_common(1)[0] for n, answers in sorted(wrong.items()) if answers}
    return found
