"""The printed sheet of an exercise: what a pupil writes on, and its answer key.

A live example prints as its number and rule, the goal, the start position drawn as a static figure,
lines for the answer and, shown only when the answer key is printed (``html.rv-answer-key``), the
solution: its moves, the position after them (when they moved something) and the explanation, the
answers in words and the example's hints. A position of an exercise set prints as its board and a
line to play from it. Screens never show a sheet (``rv-widgets.css``); printing shows it instead of
the widget. The pages of rules carry each sheet beside its example (``reglas_sphinx.classroom``); an
exercise set carries them in its reply (:mod:`engine.table.widget`).
"""

from __future__ import annotations

from html import escape

from engine.i18n import N_, Msg
from engine.lessons.record import Record
from engine.lessons.scenario import Scenario
from engine.lessons.session import Session
from engine.rules import bots

from .render import View, marked, move_list, t, table, viewpoint

EXERCISE, YOUR_ANSWER = N_("Ejercicio"), N_("Tu respuesta:")
SOLUTION, AFTER = N_("Solución"), N_("Posición después de la solución:")
OPEN_ENDED = N_("Este ejemplo no tiene una única solución: se explora.")
LINES = '<div class="rv-print-lines"><span></span><span></span><span></span></div>'


def sheet(found: Scenario, lang: str, about: str = "") -> str:
    """The sheet of the live example ``found`` in ``lang`` (its answer key inside); ``about`` heads it
    instead of its rule (a set's position with its teacher's goal)."""
    session = Session.from_scenario(found)
    view = View(hydrated=False, reveal=found.reveal == "on")  # as the widget starts
    start = table(session, lang, view, interactive=False)
    goal = f'<p class="rv-goal"><strong>{t(lang, "Objetivo:")}</strong> {t(lang, found.goal.statement)}</p>'
    head = _head(escape(about or found.rule.label().text(lang)), lang)
    answer = f'<div class="rv-print-answer"><p>{t(lang, YOUR_ANSWER)}</p>{LINES}</div>'
    if found.solution:
        for step in found.solution_under(session.start.game.options):
            session.step(step)  # moves, answers and tries, checked when the example was audited
        asked = found.goal_under(session.start.game.options)
        said = [asked.choice_label(answer, session.start) for answer in session.answers]  # a card by its name
        explanation = "".join(f'<p class="rv-hint">{t(lang, "respuesta: {answer}", answer=words)}</p>'
                              for words in said)
        explanation += "".join(f'<p class="rv-hint">{t(lang, hint)}</p>' for hint in found.hints)
        after = ""
        if len(session.history) > 1:  # a question answered on the start position moves nothing: no second board
            board = table(session, lang, view, interactive=False, highlight=marked(session.state))
            after = f"<p>{t(lang, AFTER)}</p>{board}"
        key = (f'<div class="rv-print-key"><p><strong>{t(lang, SOLUTION)}</strong></p>'
               f"{move_list(session, lang, viewpoint(session, view))}{after}{explanation}</div>")
    else:
        key = f'<div class="rv-print-key"><p>{t(lang, OPEN_ENDED)}</p></div>'
    return f'<div class="rv-print-sheet" aria-hidden="true">{head}{goal}{start}{answer}{key}</div>'


def position_sheet(record: Record, title: str, lang: str) -> str:
    """The sheet of a position of an exercise set: its board, and lines to write the moves played."""
    session = Session.from_record(record, human_seats=(0,), bot_level=bots.DEFAULT_LEVEL)
    start = table(session, lang, View(hydrated=False), interactive=False)
    play = Msg(N_("Juega desde esta posición y anota tus jugadas.")).text(lang)
    answer = f'<div class="rv-print-answer"><p>{t(lang, YOUR_ANSWER)}</p>{LINES}</div>'
    return (f'<div class="rv-print-sheet" aria-hidden="true">{_head(escape(title), lang)}'
            f'<p class="rv-goal">{escape(play)}</p>{start}{answer}</div>')


def _head(about: str, lang: str) -> str:
    return f'<p class="rv-print-head"><span class="rv-print-n">{t(lang, EXERCISE)}</span> · {about}</p>'


#: One exercise per pupil (a practice's print): how many the number box offers, and the most.
DEFAULT_VARIANTS, MAX_VARIANTS = 30, 60
PUPIL = N_("Alumno {number}")


def variant_sheets(found: list[Scenario], lang: str) -> str:
    """One sheet per pupil, each a different exercise of the same drill, numbered «Alumno 1»…; each
    carries its answer key (:func:`sheet`), which the answer key's print shows instead."""
    return "".join(
        f'<div class="rv-print-variant"><p class="rv-print-pupil">{t(lang, PUPIL, number=number)}</p>'
        f"{sheet(exercise, lang)}</div>"
        for number, exercise in enumerate(found, start=1))
