"""The class's table as HTML, and the class board: the teacher's page of result codes on a static host.

One table for both ways of the class loop: the class server's teacher's page
(:mod:`reglas_sphinx.clase.server`, results posted by the pupils' pages) and the page "La clase" of
any static copy of the site, where the teacher adds the lesson's sets by their links and pastes the
pupils' result codes (:class:`ClassBoard`, a widget of kind ``class``). The board keeps nothing
itself: each reply carries ``store``, the sets' links and the codes, which the page keeps in this
browser and sends back with ``init``; an entry that no longer reads (a corrupt store) is dropped
with a notice, and the rest kept.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from html import escape
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.lessons import exercises, results
from engine.lessons.progress import MAX_STARS
from engine.rules.errors import NotationError, RequestError, RulesError

STAR, NO_STAR = "\u2605", "\u2606"
#: What the page of the class shows until the engine has drawn the board.
PREPARING = N_("Preparando la tabla de la clase…")
#: The most sets and codes a board keeps.
MAX_SETS, MAX_CODES = 30, 600


def table_html(found: results.SetTable, lang: str) -> str:
    """A set's table: pupils × exercises (stars, said in words to a screen reader), each pupil's
    total, the hardest exercise and each exercise's commonest wrong answer."""
    if not found.pupils:
        empty = Msg(N_("Aún no ha llegado ningún resultado."))
        return f"<p>{escape(empty.text(lang))}</p>"
    head = "".join(f'<th scope="col">{n}</th>' for n in range(1, found.size + 1))
    rows = []
    for pupil, stars in found.pupils.items():
        cells = "".join(f"<td>{stars_html(value, lang)}</td>" for value in stars)
        total = sum(value for value in stars if value is not None)
        rows.append(f'<tr><th scope="row">{escape(pupil)}</th>{cells}<td>{total}</td></tr>')
    caption = escape(Msg(N_("Estrellas de cada alumno en cada ejercicio")).text(lang))
    pupil_head, total_head = (escape(Msg(text).text(lang)) for text in (N_("Alumno"), N_("Total")))
    table = (f'<table class="rv-class-table"><caption>{caption}</caption><thead><tr><th scope="col">'
             f'{pupil_head}</th>{head}<th scope="col">{total_head}</th></tr></thead><tbody>{"".join(rows)}'
             f"</tbody></table>")
    notes = []
    if found.hardest is not None:
        notes.append(Msg(N_("El ejercicio más difícil: el {n}."), n=found.hardest))
    for number, (answer, count) in found.wrong.items():
        notes.append(Plural("Ejercicio {number}: la respuesta equivocada más repetida es «{answer}» ({n} vez).",
                            "Ejercicio {number}: la respuesta equivocada más repetida es «{answer}» ({n} veces).",
                            count, number=number, answer=answer))
    return table + "".join(f"<p>{escape(note.text(lang))}</p>" for note in notes)


def stars_html(value: int | None, lang: str) -> str:
    if value is None:
        unfinished = escape(Msg(N_("sin terminar")).text(lang))
        return f'<span aria-label="{unfinished}">–</span>'
    label = escape(Plural("{n} estrella", "{n} estrellas", value).text(lang))
    return f'<span aria-label="{label}" title="{label}">{STAR * value}{NO_STAR * (MAX_STARS - value)}</span>'


class ClassBoard:
    """The teacher's board of a static host: the lesson's sets and the codes pasted, and their tables.

    A widget of kind ``class`` (:func:`engine.table.widget.open_widget`): ``init`` brings ``sets``
    (links) and ``codes``, as ``store`` last gave them; ``add-set`` a link, ``add-code`` a code,
    ``remove-set`` a set's key, ``clear`` forgets every code.
    """

    def __init__(self, lang: str, sets: Any = None, codes: Any = None) -> None:
        self.lang = lang
        self.sets: dict[str, exercises.ExerciseSet] = {}
        self.codes: dict[tuple[str, str], results.CodeResult] = {}  # (set key, pupil) -> the latest code read
        self.notices: list[Msg] = []
        dropped = 0
        sets, codes = [] if sets is None else sets, [] if codes is None else codes
        for link in sets if isinstance(sets, list) else []:
            try:
                self._add_set(link)
            except (RulesError, RequestError):
                dropped += 1
        for code in codes if isinstance(codes, list) else []:
            try:
                self._add_code(code)
            except (RulesError, RequestError):
                dropped += 1
        if dropped or not isinstance(sets, list) or not isinstance(codes, list):
            self.notices.append(Plural(
                "Se ha descartado {n} dato guardado que ya no se entendía; el resto se conserva.",
                "Se han descartado {n} datos guardados que ya no se entendían; el resto se conserva.",
                max(dropped, 1)))

    # ---- the requests ----------------------------------------------------------------------------
    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        op, text = request.get("op"), request.get("text", "")
        message = ""
        try:
            if op == "add-set":
                self._add_set(text)
            elif op == "add-code":
                found = self._add_code(text)
                done = sum(stars is not None for stars in found.stars)
                message = Plural("Código de {pupil} guardado: {n} ejercicio terminado.",
                                 "Código de {pupil} guardado: {n} ejercicios terminados.", done,
                                 pupil=found.pupil).text(self.lang)
            elif op == "remove-set" and text in self.sets:
                del self.sets[text]
                self.codes = {k: v for k, v in self.codes.items() if k[0] != text}
            elif op == "clear":
                self.codes.clear()
            else:
                raise RequestError(None, Msg(N_("la página de la clase no tiene la operación «{name}»"),
                                             name=str(op)[:40]))
        except RulesError as err:
            if isinstance(err, RequestError):
                raise
            return {**self.reply(), "message": err.message.text(self.lang)}
        return {**self.reply(), "message": message}

    def _add_set(self, link: Any) -> str:
        if not isinstance(link, str):
            raise RequestError(None, Msg(N_("el enlace no se entiende")))
        if len(self.sets) >= MAX_SETS:
            raise RequestError(None, Plural("la página guarda {n} serie como mucho",
                                            "la página guarda {n} series como mucho", MAX_SETS))
        fragment = link.partition("#")[2] if "#" in link else link
        found = exercises.decode(fragment)
        key = results.set_key(fragment)
        self.sets[key] = found.without_notices()
        return key

    def _add_code(self, text: Any) -> results.CodeResult:
        found = results.decode_code(text if isinstance(text, str) else "")
        known = self.sets.get(found.set_key)
        if known is None:
            unknown = N_("ese código es de una serie que no está en esta página: añade antes su enlace")
            raise NotationError(None, Msg(unknown))
        if len(found.stars) != len(known.items):
            raise NotationError(None, Msg(N_("el código no corresponde a esa serie")))
        if len(self.codes) >= MAX_CODES and (found.set_key, found.pupil) not in self.codes:
            raise RequestError(None, Plural("la página guarda {n} código como mucho",
                                            "la página guarda {n} códigos como mucho", MAX_CODES))
        self.codes[(found.set_key, found.pupil)] = found
        return found

    # ---- what the page shows -------------------------------------------------------------------
    def tables(self) -> list[results.SetTable]:
        found = []
        for key, known in self.sets.items():
            rows = [results.Row(pupil, number, stars)
                    for (set_key, pupil), code in self.codes.items() if set_key == key
                    for number, stars in enumerate(code.stars, start=1) if stars is not None]
            found.append(results.set_table(key, known.title, len(known.items), rows))
        return found

    def html(self, tables: list[results.SetTable]) -> str:
        lang = self.lang
        parts = [f'<p class="rv-message rv-notice" role="alert">{escape(n.text(lang))}</p>' for n in self.notices]
        parts.append(_form("add-set", N_("Enlace de una serie de ejercicios"), N_("Añadir la serie"), lang))
        if not self.sets:
            first = Msg(N_("Añade el enlace de cada serie que hayas dado a la clase."))
            parts.append(f"<p>{escape(first.text(lang))}</p>")
        for found in tables:
            title = found.title or Msg(N_("Serie de ejercicios")).text(lang)
            remove = escape(Msg(N_("Quitar esta serie")).text(lang))
            parts.append(f'<section class="rv-class-set"><h3>{escape(title)}</h3>{table_html(found, lang)}'
                         f'<button type="button" data-rv-class-op="remove-set" data-rv-class-key="{found.key}">'
                         f"{remove}</button></section>")
        if self.sets:
            parts.append(_form("add-code", N_("Código de resultados de un alumno"), N_("Guardar el código"), lang))
        return f'<div class="rv-class-board">{"".join(parts)}</div>'

    def csv(self, tables: list[results.SetTable]) -> str:
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["set", "set_title", "pupil", "exercise", "stars"])
        for found in tables:
            for pupil, stars in found.pupils.items():
                for number, value in enumerate(stars, start=1):
                    if value is not None:
                        row = [found.key, found.title, pupil, number, value]
                        writer.writerow([spreadsheet_cell(cell) for cell in row])
        return out.getvalue()

    def reply(self) -> dict[str, Any]:
        store = {"sets": [exercises.encode(s.title, s.items) for s in self.sets.values()],
                 "codes": [results.encode_code(c.pupil, c.set_key, c.stars) for c in self.codes.values()]}
        tables = self.tables()  # drawn once for the page and the spreadsheet
        return {"html": self.html(tables), "frames": [], "bot_next": False, "message": "", "notice": "",
                "saved": None, "done": False, "result": None, "said": [], "goal": "", "version": 0,
                "store": store, "csv": self.csv(tables)}


def _form(op: str, label: str, button: str, lang: str) -> str:
    return (f'<form class="rv-class-form" data-rv-class-op="{op}"><label>{escape(Msg(label).text(lang))} '
            f'<input type="text" name="text" required></label> <button type="submit">'
            f"{escape(Msg(button).text(lang))}</button></form>")


def spreadsheet_cell(value: Any) -> Any:
    """A value for a spreadsheet's cell: a text a spreadsheet would run as a formula is quoted (a
    pupil's name is anybody's text)."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
