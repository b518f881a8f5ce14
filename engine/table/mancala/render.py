"""Two-row mancala boards as HTML: South's row at the bottom, left to right, North's row on top,
right to left, so sowing runs counter-clockwise on screen as in the source's figures. Each player's
store sits on his right: South's at the right end, North's at the left.

Holes are buttons named by their action (``data-rv-action="D"``); legal ones carry ``rv-legal``, the
hole the last move was sown from ``rv-from``, marked ones (what the last move captured, or the holes
a figure's text speaks of) ``rv-marked``. Below the board a legend keys every mark shown and says
whose each store is; each store also shows its owner's name.
In an animation the hole where a lap ended carries ``rv-lap-end``, and games that sow lap after lap
(``RELAY`` on the game class: Mbau, Vano, Hus) show which lap is being sown. Vano's houses carry
``rv-house`` and their owner (``rv-house-south``/``rv-house-north``), in the class and the label.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.lessons.mancala.narration import in_stones, spoken
from engine.rules.mancala.hus import HusState
from engine.rules.mancala.state import MancalaState, ScoredState
from engine.rules.mancala.vano import VanoState

from ..cards_render import PLAYABLE, action_button

MAX_DOTS = 15  # beyond this a hole shows only its number; dots stop being countable at a glance


def hole_names(state: MancalaState) -> Sequence[str]:
    return state.game.HOLE_NAMES


def _seeds(count: int) -> str:
    dots = "<i></i>" * min(count, MAX_DOTS)
    return f'<span class="rv-seeds" aria-hidden="true">{dots}</span><span class="rv-count">{count}</span>'


def hole_label(stones: bool, name: str, count: int) -> Msg:
    """"c: 3 semillas" (Awari) or "c: 3 piedras" (the others), for a hole's accessible name."""
    if stones:
        return Plural("{hole}: {n} piedra", "{hole}: {n} piedras", count, hole=name)
    return Plural("{hole}: {n} semilla", "{hole}: {n} semillas", count, hole=name)


def hole_button(name: str, count: int, lang: str, classes: str, *, enabled: bool, legal: bool, mover: bool,
                note: str = "", stones: bool = False) -> str:
    """A hole as a button, its letter first, then its seeds: what is shown reads in the order of its
    accessible name ("f: 4 semillas"). While the reader may move every hole is enabled: an illegal one
    is refused with its rule, which teaches more than a hole that silently does nothing (so it is not
    ``aria-disabled`` either). A legal one has a mark and says it may be played ("…, se puede jugar");
    only the mover's holes and the legal ones are in the Tab order."""
    label = hole_label(stones, name, count).text(lang) + note
    if legal:
        classes += " rv-legal"
        label += Msg(PLAYABLE).text(lang)
    attrs = "" if enabled else " disabled"
    if enabled and not legal and not mover:
        attrs += ' tabindex="-1"'
    return (
        f'<button type="button" class="{classes}" data-rv-action="{escape(name)}" '
        f'aria-label="{escape(label)}"{attrs}>'
        f'<span class="rv-name">{escape(name)}</span> {_seeds(count)}</button>'
    )


def _store(count: int, lang: str, who: str, owner: str, stones: bool) -> str:
    if stones:
        label = Plural("almacén de {who}: {n} piedra", "almacén de {who}: {n} piedras", count, who=Msg(who))
    else:
        label = Plural("almacén de {who}: {n} semilla", "almacén de {who}: {n} semillas", count, who=Msg(who))
    return (
        f'<div class="rv-store rv-{owner}" role="img" aria-label="{escape(label.text(lang))}">'
        f'{_seeds(count)}<span class="rv-store-name" aria-hidden="true">{escape(Msg(who).text(lang))}</span></div>'
    )


def draw(
    state: MancalaState,
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
    sown: int | None = None,
) -> str:
    names = hole_names(state)
    stones = in_stones(state.game)
    half = len(board) // 2
    marked = set(highlight) | ({active} if active is not None else set())
    seat_names = state.game.SEAT_NAMES
    houses = houses or {}

    def cell(i: int, owner: str) -> str:
        extra, note = "", ""
        if i == lap_end:
            extra += " rv-lap-end"
        if i == sown:
            extra += " rv-from"
        if i in houses:
            extra += f" rv-house rv-house-{'south' if houses[i] == 0 else 'north'}"
            note = " · " + Msg(N_("casa de {who}"), who=Msg(seat_names[houses[i]])).text(lang)
        classes = f"rv-hole rv-{owner}{extra}" + (" rv-marked" if i in marked else "")
        return hole_button(names[i], board[i], lang, classes, enabled=interactive, legal=names[i] in legal,
                           mover=int(i >= half) == state.current_player, note=note, stones=stones)

    north = "".join(cell(i, "north") for i in reversed(range(half, 2 * half)))
    south = "".join(cell(i, "south") for i in range(half))
    caption = Msg(
        N_("Tablero: {north} arriba, {south} abajo"), north=Msg(seat_names[1]), south=Msg(seat_names[0])
    ).text(lang)
    return (
        f'<div class="rv-mancala" style="--rv-cols:{half}" role="group" aria-label="{escape(caption)}">'
        f"{_store(stores[1], lang, seat_names[1], 'north', stones)}"
        f'<div class="rv-row rv-row-north">{north}</div>'
        f'<div class="rv-row rv-row-south">{south}</div>'
        f"{_store(stores[0], lang, seat_names[0], 'south', stones)}"
        "</div>"
    )


def board(state: ScoredState, lang: str, *, interactive: bool, legal: set[str],
          highlight: Sequence[int]) -> str:
    houses = houses_of(state)
    sown = last_sown(state)
    drawn = draw(state, state.board, state.stores, lang, interactive=interactive, legal=legal,
                 highlight=highlight, houses=houses, sown=sown)
    seat_names = state.game.SEAT_NAMES
    keys = marks(state, legal=bool(legal), sown=sown is not None, marked=bool(highlight))
    for owner in sorted(set(houses.values())):
        side = "south" if owner == 0 else "north"
        keys.append((f"rv-house rv-house-{side}", Msg(N_("casa de {who}"), who=Msg(seat_names[owner]))))
    keys.append(("rv-store-key", Msg(N_("almacenes: el de {north}, a la izquierda; el de {south}, a la derecha"),
                                     north=Msg(seat_names[1]), south=Msg(seat_names[0]))))
    return drawn + choices(state, legal, lang) + legend(keys, lang)


def choices(state: MancalaState, legal: set[str], lang: str) -> str:
    """The legal moves that are not holes (Mbau's «expulsar» and «no expulsar», rule 4) as a group of
    buttons below the board, like the bets of the card games, each named as the text mode reads it;
    nothing when every move is a hole."""
    words = [action for action in state.legal_actions() if action in legal and action not in state.INDEX]
    if not words:
        return ""
    buttons = "".join(action_button(action, spoken(state, action).text(lang), enabled=True, legal=True)
                      for action in words)
    group = escape(Msg(N_("Elige")).text(lang))
    return f'<div class="rv-actions" role="group" aria-label="{group}">{buttons}</div>'


def houses_of(state: MancalaState) -> Mapping[int, int]:
    """Vano's houses, hole → owner (no other game makes any)."""
    return state.houses if isinstance(state, VanoState) else {}


def last_sown(state: MancalaState) -> int | None:
    """The hole the move that led to ``state`` was played from, to mark it (``None`` at a start)."""
    last = state.last_move
    if last is None or (isinstance(state, HusState) and state.previous is not None) or last not in state.INDEX:
        return None  # a start, (Hus) a new game whose board the last move no longer shows, or (Mbau) a choice
    return state.INDEX[last]


#: What the ring of a marked hole means on a live board, per game.
MARKED = {
    "awari": N_("capturado en la última jugada"),
    "mbau": N_("expulsado en la última jugada"),
    "vano": N_("capturado, o casa nueva, en la última jugada"),
    "hus": N_("capturado en la última jugada"),
}


def marks(state: MancalaState, *, legal: bool, sown: bool, marked: bool) -> list[tuple[str, Msg]]:
    """The legend's entries for the marks a board shows: the holes one may play, the last move's
    hole and what it captured, or on a figure (a position with no last move) the holes its text
    speaks of."""
    keys = []
    if legal:
        keys.append(("rv-legal", Msg(N_("agujero que puedes jugar"))))
    if sown:
        keys.append(("rv-from", Msg(N_("de aquí salió la última jugada"))))
    if marked:
        figure = state.last_move is None
        keys.append(("rv-marked", Msg(N_("agujero señalado") if figure else MARKED[state.game.name])))
    return keys


def legend(keys: Sequence[tuple[str, Msg]], lang: str) -> str:
    """The key to a board's marks: a swatch drawn like the mark, and what it means."""
    title = escape(Msg(N_("Leyenda")).text(lang))
    items = "".join(f'<li><span class="rv-swatch {cls}" aria-hidden="true"></span>{escape(text.text(lang))}</li>'
                    for cls, text in keys)
    return f'<ul class="rv-legend" aria-label="{title}">{items}</ul>'



def lap_label(before: MancalaState, frame: Any, lang: str) -> str:
    """"Vuelta 3" above an animated board, for the games that relay (empty for the others)."""
    if not before.game.RELAY or not frame.lap:
        return ""
    text = Msg(N_("Vuelta {n}"), n=frame.lap).text(lang)
    return f'<p class="rv-lap">{escape(text)}</p>'


def frame(before: MancalaState, frame: Any, lang: str) -> str:
    """One step of a sowing: the board then, with the hole being sown or emptied marked, and the
    hole where a lap ended highlighted."""
    houses = houses_of(before)
    return lap_label(before, frame, lang) + draw(
        before, frame.board, frame.stores, lang, active=frame.hole,
        lap_end=frame.hole if frame.kind == "lap_end" else None, houses=houses,
    )
