"""Two-row mancala boards as HTML: South's row at the bottom, left to right, North's row on top,
right to left, so sowing runs counter-clockwise on screen as in the source's figures. Each player's
store sits on his right: South's at the right end, North's at the left.

Holes are buttons named by their action (``data-rv-action="D"``); legal ones carry ``rv-legal``.
In an animation the hole where a lap ended carries ``rv-lap-end``, and games that sow lap after lap
(``RELAY`` on the game class: Mbau, Vano, Hus) show which lap is being sown. Vano's houses carry
``rv-house`` and their owner (``rv-house-south``/``rv-house-north``), in the class and the label.
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping, Sequence

from ..core import State
from ..i18n import Msg, N_, Plural

MAX_DOTS = 15  # beyond this a hole shows only its number; dots stop being countable at a glance


def hole_names(state: State) -> Sequence[str]:
    return state.game.HOLE_NAMES  # type: ignore[attr-defined,no-any-return]


def _seeds(count: int) -> str:
    dots = "<i></i>" * min(count, MAX_DOTS)
    return f'<span class="rv-seeds" aria-hidden="true">{dots}</span><span class="rv-count">{count}</span>'


def _hole(name: str, count: int, lang: str, *, enabled: bool, legal: bool, marked: bool, owner: str,
          extra: str = "", note: str = "") -> str:
    label = Plural("{hole}: {n} semilla", "{hole}: {n} semillas", count, hole=name).text(lang) + note
    classes = f"rv-hole rv-{owner}{extra}" + (" rv-marked" if marked else "") + (" rv-legal" if legal else "")
    disabled = "" if enabled else " disabled"
    return (
        f'<button type="button" class="{classes}" data-rv-action="{escape(name)}" '
        f'aria-label="{escape(label)}"{disabled}>{_seeds(count)}'
        f'<span class="rv-name">{escape(name)}</span></button>'
    )


def _store(count: int, lang: str, who: str, owner: str) -> str:
    label = Plural("almacén de {who}: {n} semilla", "almacén de {who}: {n} semillas", count, who=Msg(who)).text(lang)
    return (
        f'<div class="rv-store rv-{owner}" role="img" aria-label="{escape(label)}">'
        f"{_seeds(count)}</div>"
    )


def draw(
    state: State,
    board: Sequence[int],
    stores: Sequence[int],
    lang: str,
    *,
    interactive: bool = False,
    legal: set[str] | frozenset[str] = frozenset(),
    highlight: Sequence[int] = (),
    active: int | None = None,
    lap_end: int | None = None,
    houses: Mapping[int, int] | None = None,
) -> str:
    names = hole_names(state)
    half = len(board) // 2
    marked = set(highlight) | ({active} if active is not None else set())
    seat_names = state.game.SEAT_NAMES  # type: ignore[attr-defined]
    houses = houses or {}

    def cell(i: int, owner: str) -> str:
        # Every hole is a button while the reader may move: an illegal one is refused with its rule,
        # which teaches more than a hole that silently does nothing. Legal ones are highlighted.
        extra, note = "", ""
        if i == lap_end:
            extra += " rv-lap-end"
        if i in houses:
            extra += f" rv-house rv-house-{'south' if houses[i] == 0 else 'north'}"
            note = " · " + Msg(N_("casa de {who}"), who=Msg(seat_names[houses[i]])).text(lang)
        return _hole(names[i], board[i], lang, enabled=interactive, legal=names[i] in legal,
                     marked=i in marked, owner=owner, extra=extra, note=note)

    north = "".join(cell(i, "north") for i in reversed(range(half, 2 * half)))
    south = "".join(cell(i, "south") for i in range(half))
    caption = Msg(
        N_("Tablero: {north} arriba, {south} abajo"), north=Msg(seat_names[1]), south=Msg(seat_names[0])
    ).text(lang)
    return (
        f'<div class="rv-mancala" style="--rv-cols:{half}" role="group" aria-label="{escape(caption)}">'
        f"{_store(stores[1], lang, seat_names[1], 'north')}"
        f'<div class="rv-row rv-row-north">{north}</div>'
        f'<div class="rv-row rv-row-south">{south}</div>'
        f"{_store(stores[0], lang, seat_names[0], 'south')}"
        "</div>"
    )


def board(state: State, lang: str, *, interactive: bool, legal: set[str], highlight: Sequence[int]) -> str:
    return draw(state, state.board, state.stores, lang, interactive=interactive, legal=legal,  # type: ignore[attr-defined]
                highlight=highlight, houses=getattr(state, "houses", None))


def lap_label(before: State, frame: Any, lang: str) -> str:
    """"Vuelta 3" above an animated board, for the games that relay (empty for the others)."""
    if not getattr(before.game, "RELAY", False) or not frame.lap:
        return ""
    text = Msg(N_("Vuelta {n}"), n=frame.lap).text(lang)
    return f'<p class="rv-lap">{escape(text)}</p>'


def frame(before: State, frame: Any, lang: str) -> str:
    """One step of a sowing: the board then, with the hole being sown or emptied marked, and the
    hole where a lap ended highlighted."""
    houses = getattr(frame, "houses", None) or getattr(before, "houses", None)
    return lap_label(before, frame, lang) + draw(
        before, frame.board, frame.stores, lang, active=frame.hole,
        lap_end=frame.hole if frame.kind == "lap_end" else None, houses=houses,
    )
