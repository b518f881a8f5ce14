"""HTML for the live examples, from a pure view of the state: the same text at build time (the
first paint) and in the browser (every move). Everything that comes from outside is escaped.

The widget's markup is the contract with the small script that mounts it in the page
(``site/reglas_sphinx/static/rv-widgets.js``): elements with ``data-rv-action`` play that action,
``data-rv-cmd`` run a command (undo, redo, reset, hint, solution, skip, new, share), and inputs with
``data-rv-option`` / ``data-rv-setting`` change an option of the example or a setting of the game.
Elements with ``data-rv-part`` are parts the page finds by name; those also ``data-rv-kept`` are drawn
empty and filled by the page's scripts (the caption, and inside "Más" the text line, the log and the
animation speed: :func:`more`), which every redraw leaves as they are.
Board renderers live beside each game and are found through its registration
(:class:`~engine.rules.registry.Registration`: ``board``, ``frame``, ``moves``, ``ends_hand``).

Hidden information (card games): the board is drawn for one seat, the *viewer* (the reader's seat;
with several people on one device, the seat that has just taken the device), from what that seat may
see. A "teaching switch" (command ``teach``) shows every hand where the example or the full-game page
allows it, and with several people on one device a screen asks to pass the device before the next
person's hand is shown (command ``show-hand``). When a card game's hand has been settled and a bot
would play next, the bots wait with the hand's summary on the table until the reader moves on
(command ``continue``, the "Siguiente mano" button). Perfect-information games are drawn as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from engine.i18n import N_, Msg
from engine.lessons import narration
from engine.lessons.session import ANSWER_FIRST, Session
from engine.rules import bots
from engine.rules.capabilities import HoleBoard, HoleGame
from engine.rules.core import State
from engine.rules.registry import registration, resolve


def hand_end_part(session: Session) -> str:
    """The board part that shows the hand just ended (the record's ``hand_end_part``) when the move
    that dealt the next hand decided the example (its goal reached, or missed): the example stops on
    the hand's end, not on a new deal. ``""`` otherwise (the board as it is)."""
    record = registration(session.start.game.name)
    if not record.hand_end_part or record.ends_hand is None or not session.moves or session.goal.kind == "free" \
            or session.state.is_terminal() or session.goal_feedback()[0] == "open":
        return ""
    return record.hand_end_part if resolve(record.ends_hand)(session.history[-2], session.state) else ""


def t(lang: str, msgid: str | Msg, **params: Any) -> str:
    """The Spanish ``msgid`` in ``lang``, formatted and escaped for HTML (a message already holding
    its values, as a drawn exercise's hints, as it is)."""
    return escape((msgid if isinstance(msgid, Msg) else Msg(msgid, **params)).text(lang))


def board(state: State, lang: str, *, interactive: bool, highlight: Sequence[int] = (),
          viewer: int | None = None, reveal: bool = False, trail: Sequence[tuple[State, int, str]] = (),
          part: str = "", moves: bool = True) -> str:
    """The board. For a hidden-information game it is drawn for ``viewer`` (``None``: nobody's hand
    face up), every hand when ``reveal``; ``trail`` is the moves so far as (state before, seat,
    action), for what the game shows of past moves; ``part`` asks for one part of it (a figure);
    without ``moves``, the buttons of the words the viewer may say (bets, replies, gestures) are left
    out, the hands still drawn (:meth:`~engine.lessons.session.Session.moves_withheld`)."""
    legal = set(state.legal_actions()) if interactive and not state.is_terminal() else set()
    draw: Callable[..., str] = resolve(registration(state.game.name).board)
    if state.game.perfect_information and not part:
        return draw(state, lang, interactive=interactive, legal=legal, highlight=highlight)
    return draw(state, lang, interactive=interactive, legal=legal, highlight=highlight, viewer=viewer,
                reveal=reveal, trail=trail, part=part, moves=moves)


def frames(played_before: State, frames: Sequence[Any], lang: str) -> list[str]:
    """One board per step of an animated move (none for a game whose moves are not animated)."""
    if not frames:
        return []
    path = registration(played_before.game.name).frame
    if path is None:
        return []
    draw: Callable[..., str] = resolve(path)
    return [draw(played_before, frame, lang) for frame in frames]


def marked(state: State) -> tuple[int, ...]:
    """What a board rings after a move: on a board of holes, the holes that move captured."""
    return state.captured_last if isinstance(state, HoleBoard) else ()


def seat_name(state: State, seat: int) -> Msg:
    return Msg(state.game.SEAT_NAMES[seat])


@dataclass
class View:
    """What the widget shows besides the board: transient parts that are not game state."""

    hydrated: bool = True
    message: str = ""  # a refusal or a notice, already in the page's language
    message_kind: str = "error"  # error | notice
    hints_shown: int = 0
    solution_shown: bool = False
    busy: bool = False  # a bot is thinking or a move is being animated
    reveal: bool = False  # the teaching switch: every hand face up (hidden-information games)
    shown_seat: int | None = None  # people on one device: the seat that last took the device
    summary_seen: int = -1  # card games: how many moves had been played when the reader moved on


def hand_summary_waits(session: Session, view: View) -> bool:
    """A card game's hand has just been settled and a bot would play next: the bots wait, with the
    hand's summary on the table, until the reader moves on (command ``continue``). When the reader
    is the one to act (deal, speak, play), that act is the moving on."""
    ends = registration(session.start.game.name).ends_hand
    if ends is None or not session.moves or view.summary_seen == len(session.moves) or not session.is_bot_turn():
        return False
    return bool(resolve(ends)(session.history[-2], session.state))


def bot_may_play(session: Session, view: View) -> bool:
    """A bot is to play and nothing the reader must read first holds it back."""
    return session.is_bot_turn() and not hand_summary_waits(session, view)


def hand_summary_seen(session: Session, view: View) -> None:
    """The reader has read the summary of the hand that ended: the bots may play on."""
    view.summary_seen = len(session.moves)


def hidden(session: Session) -> bool:
    return not session.start.game.perfect_information


def must_pass(session: Session, view: View) -> bool:
    """Several people share the device and the next one has not taken it yet: hide every hand."""
    return (hidden(session) and len(session.human_seats) > 1 and session.is_human_turn()
            and not view.reveal and view.shown_seat != session.state.current_player)


def viewpoint(session: Session, view: View) -> int | None:
    """The seat the board is drawn for: the reader's; with several people on one device, the seat
    to play once it has taken the device (``None`` before, and once the game is over)."""
    if len(session.human_seats) == 1:
        return session.human_seats[0]
    state = session.state
    if state.is_terminal() or must_pass(session, view):
        return None
    return state.current_player if session.is_human_turn() else view.shown_seat


def trail(session: Session) -> list[tuple[State, int, str]]:
    return [(session.history[i], seat, action) for i, (seat, action) in enumerate(session.moves)]


def table(session: Session, lang: str, view: View, *, interactive: bool, highlight: Sequence[int] = ()) -> str:
    """The board as the widget shows it, with the pass-the-device screen before it when needed."""
    viewer = viewpoint(session, view)
    curtain = ""
    if must_pass(session, view):
        interactive = False
        seat = seat_name(session.state, session.state.current_player)
        enabled = "" if view.hydrated else " disabled"
        ask = t(lang, N_("Pasa el dispositivo a {seat}."), seat=seat)
        ready = t(lang, N_("Soy {seat}: ver mis cartas"), seat=seat)
        curtain = (
            f'<div class="rv-pass" role="group"><p>{ask}</p>'
            f'<button type="button" class="rv-cmd rv-primary" data-rv-cmd="show-hand"{enabled}>{ready}</button></div>'
        )
    ended = hand_end_part(session)
    withheld = session.moves_withheld() is not None
    drawn = board(session.state, lang, interactive=interactive and not withheld, highlight=highlight, viewer=viewer,
                  reveal=view.reveal, trail=trail(session) if hidden(session) else (), part=ended, moves=not withheld)
    if hand_summary_waits(session, view) and not ended:
        enabled = "" if view.hydrated else " disabled"
        go_on = t(lang, N_("Siguiente mano"))
        drawn += (f'<p class="rv-next-hand"><button type="button" class="rv-cmd rv-primary" data-rv-cmd="continue"'
                  f"{enabled}>{go_on}</button></p>")
    # tabindex -1: the widget holds the focus here while a move is animated (rv-widgets.js).
    return f'<div class="rv-board" tabindex="-1">{curtain}{drawn}</div>'


def status(session: Session, lang: str, view: View) -> str:
    state = session.state
    if not view.hydrated:
        return t(lang, N_("Preparando el ejemplo interactivo…"))
    if session.goal.kind != "free" and session.goal_reached():
        return t(lang, N_("¡Conseguido!"))
    if session.stopped() and not state.is_terminal():  # missed: no seat is to play
        return t(lang, N_("Ejemplo detenido sin el objetivo: deshaz o reinicia para probar otra vez."))
    if state.is_terminal():
        result = narration.game_over(state)
        if result is not None:
            return escape(result.text(lang))
        returns = state.returns()
        winners = [seat for seat, value in enumerate(returns) if value > 0]
        scores = " – ".join(str(s) for s in state.scores())
        if not winners:
            return t(lang, N_("Partida terminada: empate ({scores})."), scores=scores)
        return t(lang, N_("Partida terminada: gana {seat} ({scores})."),
                 seat=seat_name(state, winners[0]), scores=scores)
    seat = seat_name(state, state.current_player)
    if session.goal.kind == "question":  # its board plays nothing (Session.play)
        return t(lang, ANSWER_FIRST)
    if hand_summary_waits(session, view):
        return t(lang, N_("Mano terminada. Pulsa «Siguiente mano» para seguir."))
    if session.is_bot_turn():
        return t(lang, N_("Juega {seat}…"), seat=seat)
    return t(lang, N_("Te toca: {seat}."), seat=seat)


def _button(lang: str, cmd: str, label: str, *, enabled: bool, hydrated: bool, extra: str = "") -> str:
    disabled = "" if (enabled and hydrated) else " disabled"
    return f'<button type="button" class="rv-cmd" data-rv-cmd="{cmd}"{disabled}{extra}>{t(lang, label)}</button>'


def teaching_switch(session: Session, lang: str, view: View, *, enabled: bool) -> str:
    """The toggle that shows every hand (only where the example or the page allows it)."""
    label = N_("Ocultar las cartas de los demás") if view.reveal else N_("Ver todas las cartas")
    pressed = "true" if view.reveal else "false"
    return _button(lang, "teach", label, enabled=enabled, hydrated=view.hydrated and not view.busy,
                   extra=f' aria-pressed="{pressed}"')


def controls(session: Session, lang: str, view: View, *, full_game: bool = False, teach: bool = False) -> str:
    h = view.hydrated and not view.busy
    parts = [
        _button(lang, "undo", N_("Deshacer"), enabled=session.can_undo(), hydrated=h),
        _button(lang, "redo", N_("Rehacer"), enabled=session.can_redo(), hydrated=h),
        _button(lang, "reset", N_("Reiniciar") if not full_game else N_("Partida nueva"),
                enabled=bool(session.moves or session.answers or session.attempts) or full_game, hydrated=h),
    ]
    if session.moves and registration(session.start.game.name).frame is not None:
        last = session.last_played()
        parts.append(_button(lang, "replay", N_("Ver otra vez"), enabled=bool(last and last.frames), hydrated=h))
    scenario = session.scenario
    if scenario is not None and scenario.hints:
        more = view.hints_shown < len(scenario.hints)
        parts.append(_button(lang, "hint", N_("Pista"), enabled=more, hydrated=h))
    if scenario is not None and scenario.solution:
        parts.append(_button(lang, "solution", N_("Solución"), enabled=not view.solution_shown, hydrated=h))
    if teach and hidden(session):
        parts.append(teaching_switch(session, lang, view, enabled=True))
    if full_game:
        parts.append(_button(lang, "share", N_("Copiar enlace"), enabled=True, hydrated=h))
    parts.append(_button(lang, "skip", N_("Saltar animación"), enabled=view.busy, hydrated=view.hydrated,
                         extra=' data-rv-when="busy"'))
    return f'<div class="rv-controls">{"".join(parts)}</div>'


def move_list(session: Session, lang: str, viewer: int | None = None) -> str:
    """The moves played; in a hidden-information game only those ``viewer`` saw, in words."""
    if not session.moves:
        return ""
    moves = registration(session.start.game.name).moves
    if moves is not None:
        describe = resolve(moves)
        seen = []
        for i, (seat, action) in enumerate(session.moves):
            text = describe(session.history[i], seat, action, session.history[i + 1], viewer, lang)
            if text is not None:
                seen.append((seat, f"<span>{escape(text)}</span>"))
    else:
        seen = [(seat, f"<kbd>{escape(action)}</kbd>") for seat, action in session.moves]
    if not seen:
        return ""
    items = "".join(
        f'<li><span class="rv-seat">{escape(seat_name(session.start, seat).text(lang))}</span> {shown}</li>'
        for seat, shown in seen
    )
    title = t(lang, N_("Jugadas"))
    # tabindex 0: a long list scrolls (rv-widgets.css), and the keyboard scrolls it too.
    return (f'<details class="rv-moves" open><summary>{title} ({len(seen)})</summary>'
            f'<ol tabindex="0" aria-label="{title}">{items}</ol></details>')


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
            f"{t(lang, option.labels.get(choice, _flag_label(choice)))}"
            f'{source_reading if choice == option.default else ""}</option>'
            for choice in option.choices or _flag_choices(option.default)
        )
        rule = f' <span class="rv-rule">{escape(option.rule.label().text(lang))}</span>' if option.rule else ""
        rows.append(
            f'<label class="rv-switch"><span>{t(lang, option.label or option.name)}{rule}</span> '
            f'<select data-rv-option="{escape(name)}"{disabled}>{choices}</select></label>'
        )
    return f'<div class="rv-switches">{"".join(rows)}</div>'


def _flag_choices(default: Any) -> tuple[Any, ...]:
    """A yes/no option has no ``choices``: offer its two values, the source's reading first."""
    return (default, not default) if isinstance(default, bool) else ()


def _flag_label(choice: Any) -> str:
    """How a choice without a label reads: a yes/no option says "sí" or "no", never True/False."""
    if isinstance(choice, bool):
        return N_("sí") if choice else N_("no")
    return str(choice)


def hints(session: Session, lang: str, view: View) -> str:
    scenario = session.scenario
    if scenario is None:
        return ""
    # A word, not an emoji: a pictograph shows as an empty box where no emoji font is installed.
    label = N_("Pista {n}:")
    parts = [f'<p class="rv-hint"><strong>{t(lang, label, n=n)}</strong> {t(lang, hint)}</p>'
             for n, hint in enumerate(scenario.hints[: view.hints_shown], start=1)]
    if view.solution_shown and scenario.solution:
        # the moves as spoken
        steps = narration.line(session.start, scenario.solution_under(session.start.game.options))
        if hidden(session):  # only the reader's own moves: the others' would show their cards
            steps = [(seat, words) for seat, words in steps if seat in session.human_seats]
        line = ", ".join(f'<span class="rv-step">{escape(words.text(lang))}</span>' for _, words in steps)
        label = t(lang, N_("Solución:"))
        parts.append(f'<p class="rv-solution">{label} {line}</p>')
    return "".join(parts)


def message(view: View) -> str:
    if not view.message:
        return '<p class="rv-message" hidden></p>'
    # Not a live region: rv-speech.js says it in the widget's one live region (reply["message"]).
    return f'<p class="rv-message rv-{view.message_kind}">{escape(view.message)}</p>'


def question(session: Session, lang: str, view: View) -> str:
    """A question's choices, one button each (``data-rv-answer``); none once it is answered right."""
    goal = session.goal
    if goal.kind != "question":
        return ""
    enabled = view.hydrated and not view.busy and not session.goal_reached()
    disabled = "" if enabled else " disabled"
    label = t(lang, N_("Elige la respuesta"))
    buttons = "".join(
        f'<button type="button" class="rv-choice" data-rv-answer="{escape(choice)}"{disabled}>'
        f"{escape(_text(goal.choice_label(choice, session.start), lang))}</button>"
        for choice in goal.choices
    )
    return f'<div class="rv-choices" role="group" aria-label="{label}">{buttons}</div>'


def _text(label: Msg | str, lang: str) -> str:
    return label.text(lang) if isinstance(label, Msg) else label


def feedback(session: Session, lang: str, view: View) -> str:
    """The goal's word on the reader's try: what was achieved, or why not yet and how to retry."""
    status, text = session.goal_feedback()
    if text is None or not view.hydrated:
        return ""
    return f'<p class="rv-feedback rv-{status}">{escape(text.text(lang))}</p>'


def example(session: Session, lang: str, view: View) -> str:
    """The inside of a live example (the page's element around it carries its id and data)."""
    interactive = view.hydrated and not view.busy and session.is_human_turn()
    last = session.moves[-1] if session.moves else None
    highlight = marked(session.state) if last else ()
    goal = t(lang, N_("Objetivo:"))
    teach = session.scenario is not None and session.scenario.reveal != ""
    return "".join([
        f'<p class="rv-goal"><strong>{goal}</strong> {t(lang, session.goal.statement)}</p>',
        switches(session, lang, view),
        table(session, lang, view, interactive=interactive, highlight=highlight),
        question(session, lang, view),
        f'<p class="rv-status">{status(session, lang, view)}</p>',
        feedback(session, lang, view),
        message(view),
        CAPTION,
        controls(session, lang, view, teach=teach),
        hints(session, lang, view),
        more(session, lang, view),
    ])


#: Where the page's script shows the caption of the last move (rv-speech.js): a part of the view that
#: the redraw of every reply keeps as the script left it (``data-rv-kept``, rv-morph.js).
CAPTION = '<div class="rv-caption-home" data-rv-part="caption" data-rv-kept></div>'


def more(session: Session, lang: str, view: View) -> str:
    """What a reader may want but need not see to play, one "Más" away (closed until opened, and
    kept as the reader leaves it): the page's own parts first (the text line, the log, the animation
    speed: rv-textmode.js, rv-speech.js and rv-widgets.js put them in the kept part), then the
    moves played and the keyboard list. The live region that announces every move is outside it
    (rv-speech.js): a closed disclosure does not silence what is said."""
    title = t(lang, N_("Más"))
    what = t(lang, N_("escribir jugadas, teclado y registro"))
    return (f'<details class="rv-more" data-rv-part="more"><summary>{title} '
            f'<span class="rv-more-what">({what})</span></summary>'
            '<div class="rv-more-page" data-rv-part="more-page" data-rv-kept></div>'
            f"{move_list(session, lang, viewpoint(session, view))}{keyboard(session, lang)}</details>")


def keyboard(session: Session, lang: str) -> str:
    """What the keyboard does in this widget, in a few lines (rv-widgets.js and rv-speech.js do it)."""
    game = session.start.game
    cards = not game.perfect_information
    lines = [
        N_("Tab: tus cartas, luego los botones; ← →: de una carta a otra; Intro o espacio: juega la carta.")
        if cards else
        N_("Tab: tus agujeros, luego los botones; ← →: de un agujero a otro; Intro o espacio: siembra.")
    ]
    holes = game.HOLE_NAMES if isinstance(game, HoleGame) else ()
    if not cards and all(len(name) == 1 for name in holes):
        lines.append(N_("La letra de un agujero lo siembra sin buscarlo."))
    shown = [t(lang, line) for line in lines]
    jumps = [N_("1: el tablero")]
    if cards:
        jumps += [N_("2: tus cartas"), N_("3: lo que puedes cantar o decir")]
    shown.append(" · ".join(t(lang, jump) for jump in [*jumps, N_("4: los botones")]))
    shown.append(t(lang, N_("R: repite el último anuncio.")))
    if registration(game.name).frame is not None:
        shown.append(t(lang, N_("Esc: salta la animación.")))
    items = "".join(f"<li>{line}</li>" for line in shown)
    title = t(lang, N_("Teclado"))
    return f'<details class="rv-keyboard"><summary>{title}</summary><ul>{items}</ul></details>'


#: The pass-the-device mode's name, by the number of seats.
PEOPLE_ON_DEVICE = {2: N_("dos personas en este dispositivo"), 4: N_("cuatro personas en este dispositivo"),
                    6: N_("seis personas en este dispositivo")}


def game_settings(lang: str, *, mode: str, level: str, first: str, enabled: bool,
                  first_choices: Sequence[tuple[str, str]], players: int = 2) -> str:
    """The full-game page's settings: against a bot (and its level) or people on one device (two, or
    as many as the game has seats); who starts, where the game has that option."""
    disabled = "" if enabled else " disabled"

    def select(name: str, current: str, choices: Sequence[tuple[str, str]], label: str) -> str:
        options = "".join(
            f'<option value="{escape(value)}"{" selected" if value == current else ""}>{t(lang, text)}</option>'
            for value, text in choices
        )
        return (f'<label class="rv-switch"><span>{t(lang, label)}</span> '
                f'<select data-rv-setting="{name}"{disabled}>{options}</select></label>')

    modes = [("bot", N_("contra el ordenador")), ("people", PEOPLE_ON_DEVICE[players])]
    levels = list(bots.LEVELS.items())
    return "".join([
        '<div class="rv-switches">',
        select("mode", mode, modes, N_("Modo")),
        select("level", level, levels, N_("Nivel del ordenador")) if mode == "bot" else "",
        select("first", first, first_choices, N_("Empieza")) if first_choices else "",
        "</div>",
    ])


def full_game(session: Session, lang: str, view: View, *, mode: str, level: str, first: str,
              first_choices: Sequence[tuple[str, str]]) -> str:
    interactive = view.hydrated and not view.busy and session.is_human_turn()
    highlight = marked(session.state) if session.moves else ()
    return "".join([
        game_settings(lang, mode=mode, level=level, first=first, enabled=view.hydrated and not view.busy,
                      first_choices=first_choices, players=session.start.game.num_players),
        table(session, lang, view, interactive=interactive, highlight=highlight),
        f'<p class="rv-status">{status(session, lang, view)}</p>',
        message(view),
        CAPTION,
        controls(session, lang, view, full_game=True, teach=mode == "bot"),
        more(session, lang, view),
    ])
