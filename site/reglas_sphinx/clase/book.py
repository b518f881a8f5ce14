"""The class's results on the teacher's machine: an SQLite database beside the build (``make class``).

No accounts: a teacher makes a **class** (a name, and a short code the pupils' link carries), adds
the exercise **sets** of the lesson (each by its link, kept by its key,
:func:`engine.lessons.results.set_key`), and every exercise a pupil finishes arrives as one
**result**: the pupil's name, the exercise's number in the set, its stars, the moves tried, the
hints opened, the seconds taken and the wrong answers given. A pupil's result code (a static host's
way, :func:`engine.lessons.results.decode_code`) arrives as the stars of each finished exercise.

What the teacher's page shows comes from here: :meth:`ClassBook.table` (pupils × exercises, the
hardest exercise, the commonest wrong answer of each: :func:`engine.lessons.results.set_table`) and
:meth:`ClassBook.csv`.

Everything a request brings is checked here, whoever sends it: a result posted twice (the same
``id``, made by the pupil's page for each finished exercise) is kept once; a class or set that does
not exist, a number out of its range or a name that is empty is refused with :class:`Refused`; a
database that is locked or full raises :class:`Unavailable`, and the lesson goes on without it (the
teacher's page says so). The database survives a restart: it is a file, written in WAL mode, one
transaction per request.
"""

from __future__ import annotations

import csv
import io
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from engine.i18n import N_, Msg
from engine.lessons import exercises, results
from engine.lessons.progress import MAX_STARS
from engine.rules.errors import RulesError
from engine.table.classtable import spreadsheet_cell

SCHEMA = """
CREATE TABLE IF NOT EXISTS classes (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS sets (
    class TEXT NOT NULL REFERENCES classes(code),
    key TEXT NOT NULL,
    fragment TEXT NOT NULL,
    title TEXT NOT NULL,
    size INTEGER NOT NULL,
    added REAL NOT NULL,
    PRIMARY KEY (class, key)
);
CREATE TABLE IF NOT EXISTS results (
    id TEXT PRIMARY KEY,
    class TEXT NOT NULL,
    set_key TEXT NOT NULL,
    pupil TEXT NOT NULL,
    exercise INTEGER NOT NULL,
    stars INTEGER NOT NULL,
    tries INTEGER,
    hints INTEGER,
    seconds REAL,
    wrong TEXT NOT NULL DEFAULT '',
    received REAL NOT NULL,
    FOREIGN KEY (class, set_key) REFERENCES sets(class, key)
);
CREATE INDEX IF NOT EXISTS results_by_set ON results (class, set_key);
"""
VERSION = 1

#: A class's code: six letters of Crockford's base 32, easy to read aloud and to type.
CODE = exercises.CLASS_CODE
#: What a pupil's page writes as a result's id (one per finished exercise and attempt).
RESULT_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
MAX_CLASSES, MAX_SETS, MAX_RESULTS = 200, 100, 200_000
MAX_CLASS_NAME = 80
#: Limits of one result: what no finished exercise exceeds.
MAX_TRIES, MAX_HINTS, MAX_SECONDS = 999, 20, 6 * 3600
MAX_WRONG, MAX_ANSWER = 10, 60


class Refused(ValueError):
    """A request the class book does not take, with the reason in both languages."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.text("es"))
        self.message = message


class Unavailable(RuntimeError):
    """The database cannot be written now (locked, full, read-only): the lesson goes on without it."""


class ClassBook:
    """The database at ``path`` (created on first use), safe to share between the server's threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self.failures = 0
        self.last_failure = ""
        try:
            self._db = sqlite3.connect(path, timeout=2.0, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, VERSION):
                raise Unavailable(f"{path} was written by another version of the class book ({version})")
            self._db.executescript(SCHEMA + f"PRAGMA user_version = {VERSION};")
        except sqlite3.DatabaseError as err:
            raise Unavailable(f"{path}: {err}") from err

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction; a locked, full or read-only database raises :class:`Unavailable` (and
        is counted, for the teacher's page)."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.OperationalError as err:
                self.failures += 1
                self.last_failure = str(err)
                raise Unavailable(str(err)) from err

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return self._db.execute(sql, args).fetchall()
            except sqlite3.OperationalError as err:
                raise Unavailable(str(err)) from err

    # ---- classes and sets ---------------------------------------------------------------------
    def new_class(self, name: str) -> str:
        """Makes a class called ``name``; its code."""
        clean = " ".join(str(name).split())[:MAX_CLASS_NAME]
        if not clean:
            raise Refused(Msg(N_("la clase necesita un nombre")))
        with self._write() as db:
            if db.execute("SELECT COUNT(*) FROM classes").fetchone()[0] >= MAX_CLASSES:
                raise Refused(Msg(N_("hay demasiadas clases: borra el archivo de resultados para empezar de cero")))
            while True:
                code = "".join(secrets.choice(results.ALPHABET) for _ in range(6))
                if not db.execute("SELECT 1 FROM classes WHERE code = ?", (code,)).fetchone():
                    break
            db.execute("INSERT INTO classes VALUES (?, ?, ?)", (code, clean, time.time()))
        return code

    def classes(self) -> list[tuple[str, str]]:
        """Every class as (code, name), the newest first."""
        return [(code, name) for code, name in self._read("SELECT code, name FROM classes ORDER BY created DESC")]

    def add_set(self, code: str, link: str) -> str:
        """Adds to the class ``code`` the exercise set of ``link`` (a whole link or its fragment);
        its key. :class:`Refused` for a link that is not a set, with the reason."""
        self._class(code)
        fragment = link.partition("#")[2] if "#" in link else link
        try:
            found = exercises.decode(fragment)
            key = results.set_key(fragment)
        except RulesError as err:
            why = Msg(N_("ese enlace no es de una serie de ejercicios: {reason}"), reason=err.message)
            raise Refused(why) from None
        canonical = exercises.encode(found.title, found.items)
        with self._write() as db:
            if db.execute("SELECT COUNT(*) FROM sets WHERE class = ?", (code,)).fetchone()[0] >= MAX_SETS:
                raise Refused(Msg(N_("esta clase ya tiene demasiadas series")))
            db.execute("INSERT OR IGNORE INTO sets VALUES (?, ?, ?, ?, ?, ?)",
                       (code, key, canonical, found.title, len(found.items), time.time()))
        return key

    def sets(self, code: str) -> list[tuple[str, str, str, int]]:
        """The sets of the class ``code`` as (key, fragment, title, number of exercises), oldest first."""
        return [(key, fragment, title, size) for key, fragment, title, size in self._read(
            "SELECT key, fragment, title, size FROM sets WHERE class = ? ORDER BY added", (code,))]

    # ---- results -----------------------------------------------------------------------------
    def record(self, payload: Mapping[str, Any]) -> bool:
        """Keeps one finished exercise posted by a pupil's page: ``{"id", "class", "set", "pupil",
        "exercise", "stars", "tries", "hints", "seconds", "wrong"}``. ``False`` when that ``id`` was
        already kept (posted twice); :class:`Refused` for anything impossible."""
        if not isinstance(payload, Mapping):
            raise Refused(Msg(N_("el resultado no se entiende")))
        result_id = payload.get("id")
        if not isinstance(result_id, str) or not RESULT_ID.match(result_id):
            raise Refused(Msg(N_("el resultado no tiene un identificador válido")))
        code, key = payload.get("class"), payload.get("set")
        size = self._set_size(code, key)
        try:
            pupil = results.clean_name(payload.get("pupil", ""))
        except RulesError as err:
            raise Refused(err.message) from None
        exercise = _number(payload.get("exercise"), 1, size, N_("el número de ejercicio"))
        stars = _number(payload.get("stars"), 0, MAX_STARS, N_("las estrellas"))
        tries = _number(payload.get("tries"), 0, MAX_TRIES, N_("las jugadas probadas"))
        hints = _number(payload.get("hints"), 0, MAX_HINTS, N_("las pistas"))
        seconds = _number(payload.get("seconds"), 0, MAX_SECONDS, N_("el tiempo"))
        wrong = payload.get("wrong", [])
        if not isinstance(wrong, list) or len(wrong) > MAX_WRONG or not all(isinstance(w, str) for w in wrong):
            raise Refused(Msg(N_("las respuestas equivocadas no se entienden")))
        answers = "\n".join(" ".join(w.split())[:MAX_ANSWER] for w in wrong)
        with self._write() as db:
            if db.execute("SELECT COUNT(*) FROM results").fetchone()[0] >= MAX_RESULTS:
                raise Unavailable("the class book is full")
            added = db.execute("INSERT OR IGNORE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                               (result_id, code, key, pupil, exercise, stars, tries, hints, seconds, answers,
                                time.time())).rowcount
        return bool(added)

    def record_code(self, code: str, text: str) -> results.CodeResult:
        """Keeps a pupil's result code for the class ``code``: each finished exercise's stars (a code
        pasted twice is kept once). :class:`Refused` for a code that is altered or of another set."""
        self._class(code)
        try:
            found = results.decode_code(text)
        except RulesError as err:
            raise Refused(err.message) from None
        size = self._set_size(code, found.set_key)
        if len(found.stars) != size:
            raise Refused(Msg(N_("el código no corresponde a esa serie")))
        with self._write() as db:
            for number, stars in enumerate(found.stars, start=1):
                if stars is not None:
                    ident = f"code-{found.set_key}-{number}-{found.pupil}"
                    db.execute("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, NULL, '', ?)",
                               (ident, code, found.set_key, found.pupil, number, stars, time.time()))
        return found

    # ---- what the teacher sees ----------------------------------------------------------------
    def table(self, code: str, key: str) -> results.SetTable:
        """The results of the set ``key`` of the class ``code``."""
        size = self._set_size(code, key)
        title = self._read("SELECT title FROM sets WHERE class = ? AND key = ?", (code, key))[0][0]
        rows = self._read("SELECT pupil, exercise, stars, tries, wrong FROM results WHERE class = ? AND set_key = ? "
                          "ORDER BY pupil COLLATE NOCASE, received", (code, key))
        return results.set_table(key, title, size, (
            results.Row(pupil, exercise, stars, tries or 0, tuple(answer for answer in wrong.split("\n") if answer))
            for pupil, exercise, stars, tries, wrong in rows))

    def csv(self, code: str) -> str:
        """Every result of the class ``code``, one row per finished exercise, for a spreadsheet."""
        self._class(code)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["class", "set", "set_title", "pupil", "exercise", "stars", "tries", "hints", "seconds",
                         "wrong_answers", "received_utc"])
        for row in self._read(
                "SELECT r.class, r.set_key, s.title, r.pupil, r.exercise, r.stars, r.tries, r.hints, r.seconds, "
                "r.wrong, r.received FROM results r JOIN sets s ON s.class = r.class AND s.key = r.set_key "
                "WHERE r.class = ? ORDER BY s.added, r.pupil COLLATE NOCASE, r.exercise, r.received", (code,)):
            *head, answers, received = row
            stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(received))
            writer.writerow([spreadsheet_cell(cell) for cell in (*head, answers.replace("\n", " | "))] + [stamp])
        return out.getvalue()

    # ---- checks ------------------------------------------------------------------------------
    def _class(self, code: Any) -> None:
        if not isinstance(code, str) or not CODE.match(code) or not self._read(
                "SELECT 1 FROM classes WHERE code = ?", (code,)):
            raise Refused(Msg(N_("no hay ninguna clase con ese código")))

    def _set_size(self, code: Any, key: Any) -> int:
        self._class(code)
        rows = self._read("SELECT size FROM sets WHERE class = ? AND key = ?", (code, key)) if isinstance(
            key, str) else []
        if not rows:
            raise Refused(Msg(N_("esa serie de ejercicios no es de esta clase")))
        size: int = rows[0][0]
        return size


def _number(value: Any, low: int, high: int, what: str) -> int:
    """``value`` as a whole number from ``low`` to ``high``; :class:`Refused` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value or not low <= value <= high:
        raise Refused(Msg(N_("{what} no es un número válido (de {low} a {high})"), what=Msg(what), low=low,
                          high=high))
    return int(value)
