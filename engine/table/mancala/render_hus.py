"""Hus's four-row board as HTML: North's outer row on top, then North's inner row, South's inner
row and South's outer row at the bottom, columns ``a``–``h`` left to right, as South sees it.

The conventions of :mod:`engine.table.mancala.render`: holes are ``<button class="rv-hole …"
data-rv-action="e2">``, enabled while the reader may act, ``rv-legal`` when legal, ``rv-marked``
when highlighted, ``rv-lap-end`` where an animated lap ends. While the mover chooses his extra hole
(rule 6) the two holes his capture takes carry ``rv-taken``, and the holes he may add are the legal
ones. Above the board: the match score, and what the reader is choosing. Everything is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from engine.i18n import N_, Msg
from engine.rules.mancala.hus import HusState

from .render import hole_button, lap_label, last_sown, legend, marks

ROW_CLASSES = ("rv-outer", "rv-inner", "rv-inner", "rv-outer")


def _info(state: HusState, lang: str) -> str:
    names = state.game.SEAT_NAMES
    points = state.points
    score = Msg(
        N_("Partido a {target}: {south} {a} – {b} {north}"),
        target=state.target, south=Msg(names[0]), north=Msg(names[1]), a=points[0], b=points[1],
    ).text(lang)
    parts = [f'<span class="rv-hus-score">{escape(score)}</span>']
    previous = state.previous
    if previous is not None:
        winner, double = previous
        if winner is None:
            text = Msg(N_("La mano anterior quedó en tablas.")).text(lang)
        elif double:
            text = Msg(N_("{seat} ganó la mano anterior con victoria doble."), seat=Msg(names[winner])).text(lang)
        else:
            text = Msg(N_("{seat} ganó la mano anterior."), seat=Msg(names[winner])).text(lang)
        parts.append(f'<span class="rv-hus-previous">{escape(text)}</span>')
    if state.pending is not None:
        taken = " ".join(state.game.HOLE_NAMES[h] for h in state.pending_takes)
        text = Msg(N_("Capturas {holes}: elige otro agujero del contrario para llevártelo también."),
                   holes=taken).text(lang)
        parts.append(f'<span class="rv-hus-choice">{escape(text)}</span>')
    return f'<p class="rv-hus-info">{"".join(parts)}</p>'


def draw(
    state: HusState,
    board: Sequence[int],
    lang: str,
    *,
    interactive: bool = False,
    legal: set[str] | frozenset[str] = frozenset(),
    highlight: Sequence[int] = (),
    active: int | None = None,
    lap_end: int | None = None,
    info: bool = True,
    sown: int | None = None,
) -> str:
    names: Sequence[str] = state.game.HOLE_NAMES
    seat_names = state.game.SEAT_NAMES
    marked = set(highlight) | ({active} if active is not None else set())
    taken = set(state.pending_takes) if info else set()
    rows = []
    for row in (3, 2, 1, 0):
        cells = []
        for col in range(8):
            i = row * 8 + col
            owner = "south" if row < 2 else "north"
            classes = f"rv-hole rv-{owner} {ROW_CLASSES[row]}"
            if i in marked:
                classes += " rv-marked"
            if i == lap_end:
                classes += " rv-lap-end"
            if i in taken:
                classes += " rv-taken"
            if i == sown:
                classes += " rv-from"
            cells.append(hole_button(names[i], board[i], lang, classes, enabled=interactive,
                                     legal=names[i] in legal, mover=int(row >= 2) == state.current_player,
                                     stones=True))
        rows.append(f'<div class="rv-hus-row rv-hus-row-{row + 1}">{"".join(cells)}</div>')
    caption = Msg(
        N_("Tablero de hus: {north} arriba (filas 4 y 3), {south} abajo (filas 2 y 1)"),
        north=Msg(seat_names[1]), south=Msg(seat_names[0]),
    ).text(lang)
    head = _info(state, lang) if info else ""
    return (
        f'{head}<div class="rv-hus" role="group" aria-label="{escape(caption)}">{"".join(rows)}</div>'
    )


def board(state: HusState, lang: str, *, interactive: bool, legal: set[str],
          highlight: Sequence[int]) -> str:
    sown = last_sown(state)
    drawn = draw(state, state.board, lang, interactive=interactive, legal=legal, highlight=highlight,
                 sown=sown)
    names = state.game.SEAT_NAMES
    keys = marks(state, legal=bool(legal), sown=sown is not None, marked=bool(highlight))
    if state.pending is not None:
        keys.append(("rv-taken", Msg(N_("lo que se lleva la captura; elige un agujero más"))))
    keys.append(("rv-rows-key", Msg(N_("{south} juega con las filas 1 y 2, {north} con las 3 y 4; "
                                       "las de dentro (2 y 3, más oscuras) son las que capturan"),
                                    south=Msg(names[0]), north=Msg(names[1]))))
    return drawn + legend(keys, lang)


def frame(before: HusState, frame: Any, lang: str) -> str:
    """One step of a sowing, with the hole being sown or emptied marked and the end of each lap
    highlighted; the lap number above it."""
    return lap_label(before, frame, lang) + draw(
        before, frame.board, lang, active=frame.hole,
        lap_end=frame.hole if frame.kind == "lap_end" else None, info=False,
    )
