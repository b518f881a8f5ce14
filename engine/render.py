"""HTML for the live examples, from a pure view of the state: the same text at build time (the
first paint) and in the browser (every move). Everything that comes from outside is escaped.

The widget's markup is the contract with the small script that mounts it in the page
(``site/reglas_sphinx/static/rv-widgets.js``): elements with ``data-rv-action`` play that action,
``data-rv-cmd`` run a command (undo, redo, reset, hint, solution, skip, new, share), and inputs with
``data-rv-option`` / ``data-rv-setting`` change an option of the example or a setting of the game.
Board renderers live beside each game and are found through :data:`BOARDS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from importlib import import_module
from typing import Any, Callable, Sequence

from . import bots
from .core import State
from .i18n import Msg, N_
from .session import Session

#: Board renderer per game, ``module:function(state, lang, *, interactive, legal, highlight) -> str``.
BOARDS: dict[str, str] = {
    "awari": "engine.mancala.render:board",
}

#: Frame renderer per game, for animations: ``module:function(state, frame, lang) -> str``.
FRAMES: dict[str, str] = {
    "awari": "engine.mancala.render:frame",
}


def _resolve(table: dict[str, str], game: str) -> Callable[..., str]:
    module, _, name = table[game].partition(":")
    return getattr(import_module(module), name)  # type: ignore[no-any-return]


def t(lang: str, msgid: str, **params: Any) -> str:
    """The Spanish ``msgid`` in ``lang``, formatted and escaped for HTML."""
    return escape(Msg(msgid, **params).text(lang))


def board(state: State, lang: str, *, interactive: bool, highlight: Sequence[int] = ()) -> str:
    legal = set(state.legal_actions()) if interactive and not state.is_terminal() else set()
    return _resolve(BOARDS, state.game.name)(state, lang, interactive=interactive, legal=legal, highlight=highlight)


def frames(played_before: State, frames: Sequence[Any], lang: str) -> list[str]:
    """One board per step of an animated move."""
    draw = _resolve(FRAMES, played_before.game.name)
    return [draw(played_before, frame, lang) for frame in frames]


def seat_name(state: State, seat: int) -> Msg:
    names = getattr(state.game, "SEAT_NAMES", None)
    if names:
        return Msg(names[seat])
    return Msg(N_("jugador {n}"), n=seat + 1)


@dataclass
class View:
    """What the widget shows besides the board: transient parts that are not game state."""

    hydrated: bool = True
    message: str = ""  # a refusal or a notice, already in the page's language
    message_kind: str = "error"  # error | notice
    hints_shown: int = 0
    solution_shown: bool = False
    busy: bool = False  # a bot is thinking or a move is being animated


def status(session: Session, lang: str, view: View) -> str:
    state = session.state
    if not view.hydrated:
        return t(lang, N_("Preparando el ejemplo interactivo…"))
    if session.goal.kind != "free" and session.goal_reached():
        return t(lang, N_("¡Conseguido!"))
    if state.is_terminal():
        returns = state.returns()
        winners = [seat for seat, value in enumerate(returns) if value > 0]
        scores = " – ".join(str(s) for s in state.scores())
        if not winners:
            return t(lang, N_("Partida terminada: empate ({scores})."), scores=scores)
        return t(lang, N_("Partida terminada: gana {seat} ({scores})."),
                 seat=seat_name(state, winners[0]), scores=scores)
    seat = seat_name(state, state.current_player)
    if session.is_bot_turn():
        return t(lang, N_("Juega {seat}…"), seat=seat)
    return t(lang, N_("Te toca: {seat}."), seat=seat)


def _button(lang: str, cmd: str, label: str, *, enabled: bool, hydrated: bool, extra: str = "") -> str:
    disabled = "" if (enabled and hydrated) else " disabled"
    return f'<button type="button" class="rv-cmd" data-rv-cmd="{cmd}"{disabled}{extra}>{t(lang, label)}</button>'


def controls(session: Session, lang: str, view: View, *, full_game: bool = False) -> str:
    h = view.hydrated and not view.busy
    parts = [
        _button(lang, "undo", N_("Deshacer"), enabled=session.can_undo(), hydrated=h),
        _button(lang, "redo", N_("Rehacer"), enabled=session.can_redo(), hydrated=h),
        _button(lang, "reset", N_("Reiniciar") if not full_game else N_("Partida nueva"),
                enabled=bool(session.moves) or full_game, hydrated=h),
    ]
    scenario = session.scenario
    if scenario is not None and scenario.hints:
        more = view.hints_shown < len(scenario.hints)
        parts.append(_button(lang, "hint", N_("Pista"), enabled=more, hydrated=h))
    if scenario is not None and scenario.solution:
        parts.append(_button(lang, "solution", N_("Solución"), enabled=not view.solution_shown, hydrated=h))
    if full_game:
        parts.append(_button(lang, "share", N_("Copiar enlace"), enabled=True, hydrated=h))
    parts.append(_button(lang, "skip", N_("Saltar animación"), enabled=view.busy, hydrated=view.hydrated,
                         extra=' data-rv-when="busy"'))
    return f'<div class="rv-controls">{"".join(parts)}</div>'


def move_list(session: Session, lang: str) -> str:
    if not session.moves:
        return ""
    items = "".join(
        f'<li><span class="rv-seat">{escape(seat_name(session.start, seat).text(lang))}</span> '
        f"<kbd>{escape(action)}</kbd></li>"
        for seat, action in session.moves
    )
    title = t(lang, N_("Jugadas"))
    return (f'<details class="rv-moves" open><summary>{title} ({len(session.moves)})</summary>'
            f"<ol>{items}</ol></details>")


def switches(session: Session, lang: str, view: View) -> str:
    """The interpretations the page lets the reader flip, as labelled checkboxes or selects."""
    scenario = session.scenario
    if scenario is None or not scenario.switches:
        return ""
    game = session.start.game
    rows = []
    source_reading = t(lang, N_(" (lectura de la fuente)"))
    for name in scenario.switches:
        option = game.OPTIONS.get(name)
        current = game.options[name]
        disabled = "" if view.hydrated else " disabled"
        choices = "".join(
            f'<option value="{escape(str(choice))}"{" selected" if choice == current else ""}>'
            f"{t(lang, option.labels.get(choice, str(choice)))}"
            f'{source_reading if choice == option.default else ""}</option>'
            for choice in option.choices
        )
        rule = f' <span class="rv-rule">{escape(option.rule.label().text(lang))}</span>' if option.rule else ""
        rows.append(
            f'<label class="rv-switch"><span>{t(lang, option.label or option.name)}{rule}</span> '
            f'<select data-rv-option="{escape(name)}"{disabled}>{choices}</select></label>'
        )
    return f'<div class="rv-switches">{"".join(rows)}</div>'


def hints(session: Session, lang: str, view: View) -> str:
    scenario = session.scenario
    if scenario is None:
        return ""
    parts = [f'<p class="rv-hint">💡 {t(lang, hint)}</p>' for hint in scenario.hints[: view.hints_shown]]
    if view.solution_shown and scenario.solution:
        line = " ".join(f"<kbd>{escape(a)}</kbd>" for a in scenario.solution)
        label = t(lang, N_("Solución:"))
        parts.append(f'<p class="rv-solution">{label} {line}</p>')
    return "".join(parts)


def message(view: View) -> str:
    if not view.message:
        return '<p class="rv-message" role="alert" hidden></p>'
    return f'<p class="rv-message rv-{view.message_kind}" role="alert">{escape(view.message)}</p>'


def example(session: Session, lang: str, view: View) -> str:
    """The inside of a live example (the page's element around it carries its id and data)."""
    interactive = view.hydrated and not view.busy and session.is_human_turn()
    last = session.moves[-1] if session.moves else None
    highlight = getattr(session.state, "captured_last", ()) if last else ()
    goal = t(lang, N_("Objetivo:"))
    return "".join([
        f'<p class="rv-goal"><strong>{goal}</strong> {t(lang, session.goal.text)}</p>',
        switches(session, lang, view),
        f'<div class="rv-board">{board(session.state, lang, interactive=interactive, highlight=highlight)}</div>',
        f'<p class="rv-status" role="status" aria-live="polite">{status(session, lang, view)}</p>',
        message(view),
        controls(session, lang, view),
        hints(session, lang, view),
        move_list(session, lang),
    ])


def game_settings(lang: str, *, mode: str, level: str, first: str, enabled: bool, first_choices: Sequence[tuple[str, str]]) -> str:
    """The full-game page's settings: against a bot (and its level) or two people on one device."""
    disabled = "" if enabled else " disabled"

    def select(name: str, current: str, choices: Sequence[tuple[str, str]], label: str) -> str:
        options = "".join(
            f'<option value="{escape(value)}"{" selected" if value == current else ""}>{t(lang, text)}</option>'
            for value, text in choices
        )
        return (f'<label class="rv-switch"><span>{t(lang, label)}</span> '
                f'<select data-rv-setting="{name}"{disabled}>{options}</select></label>')

    modes = [("bot", N_("contra el ordenador")), ("people", N_("dos personas en este dispositivo"))]
    levels = list(bots.LEVELS.items())
    return "".join([
        '<div class="rv-switches">',
        select("mode", mode, modes, N_("Modo")),
        select("level", level, levels, N_("Nivel del ordenador")) if mode == "bot" else "",
        select("first", first, first_choices, N_("Empieza")),
        "</div>",
    ])


def full_game(session: Session, lang: str, view: View, *, mode: str, level: str, first: str,
              first_choices: Sequence[tuple[str, str]]) -> str:
    interactive = view.hydrated and not view.busy and session.is_human_turn()
    highlight = getattr(session.state, "captured_last", ()) if session.moves else ()
    return "".join([
        game_settings(lang, mode=mode, level=level, first=first, enabled=view.hydrated and not view.busy,
                      first_choices=first_choices),
        f'<div class="rv-board">{board(session.state, lang, interactive=interactive, highlight=highlight)}</div>',
        f'<p class="rv-status" role="status" aria-live="polite">{status(session, lang, view)}</p>',
        message(view),
        controls(session, lang, view, full_game=True),
        move_list(session, lang),
    ])
