"""The coach at a full game's table: the "¿Qué hago?" button and its hint, the count of hints used,
and the review: of the game when it is over, or, for a game played in hands (its registration's
``ends_hand``), of each hand as it ends, shown with the next hand until that one ends too; each
decision with its board and a button that replays it as an exercise
(:class:`engine.table.widget.FullGame` opens it as a live example), and what the game's coach tells
of the hand (its :attr:`~engine.lessons.coach.Review.story`).

What is worked out is :mod:`engine.lessons.coach`'s; this module keeps it for the position it was
asked on (a hint stays shown until the position changes; a game's review is worked out once) and
writes it as HTML. The commands: ``hint``, ``review-N`` (replay the N-th decision), ``back`` (from an
exercise to the game).
"""

from __future__ import annotations

from html import escape
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.lessons import coach
from engine.lessons.session import Session
from engine.rules.registry import registration, resolve

from . import render
from .render import View, t

#: The command that replays a decision of the review: ``review-1`` is the first decision shown.
REPLAY = "review-"


def offered(session: Session, mode: str) -> bool:
    """Whether the coach sits at this table: a game with a coach, played against the computer."""
    return mode == "bot" and coach.coach(session.start.game.name) is not None


class Desk:
    """The coach's part of one full game: the hints used, the hint shown (for the position it was
    asked on) and the review (for the game it reviews)."""

    def __init__(self) -> None:
        self.hints = 0
        self._hint: tuple[Any, coach.Hint] | None = None
        self._review: tuple[Any, coach.Review] | None = None
        self._advised: dict[int, tuple[str, str]] = {}  # by move index: (the position, the move advised)

    def ask(self, session: Session) -> None:
        """"¿Qué hago?": a hint for the reader's position, counted once per position. Nothing of
        the game changes."""
        from engine.rules.errors import IllegalActionError

        if session.state.is_terminal():
            raise IllegalActionError(None, Msg(N_("La partida ha terminado: no quedan jugadas que aconsejar.")))
        if not session.is_human_turn():
            raise IllegalActionError(None, Msg(N_("Espera a tu turno para pedir una pista.")))
        where = _where(session)
        if self._hint is None or self._hint[0] != where:
            self._hint = where, coach.hint(session.state)
            self.hints += 1
            if self._hint[1].action is not None:
                self._advised[len(session.moves)] = session.state.notation(), self._hint[1].action

    def hint(self, session: Session) -> coach.Hint | None:
        """The hint asked on the position shown, if any."""
        return self._hint[1] if self._hint is not None and self._hint[0] == _where(session) else None

    def review(self, session: Session) -> coach.Review | None:
        """The review shown: of the last hand that ended, in a game played in hands, else of the
        finished game; ``None`` when there is none yet (each worked out once)."""
        bounds = last_hand(session)
        if bounds is None and not session.state.is_terminal():
            return None
        start, end = bounds if bounds is not None else (0, len(session.moves))
        where = id(session), start, end, tuple(session.moves[start:end])
        if self._review is None or self._review[0] != where:
            advised = {i - start: action for i, (notation, action) in self._advised.items()
                       if start <= i < end and session.history[i].notation() == notation}
            self._review = where, coach.review(session.history[start:end + 1], session.moves[start:end],
                                               session.human_seats, advised=advised)
        return self._review[1]

    def decision(self, session: Session, cmd: str) -> coach.Decision:
        """The decision a ``review-N`` command replays; a clear refusal for any other."""
        from engine.rules.errors import RequestError

        number = cmd.removeprefix(REPLAY)
        shown = self.review(session)
        decisions = shown.decisions if shown is not None else ()
        if not number.isdigit() or not 1 <= int(number) <= len(decisions):
            raise RequestError(None, Msg(N_("el repaso no tiene la decisión «{name}»"), name=number))
        return decisions[int(number) - 1]


def last_hand(session: Session) -> tuple[int, int] | None:
    """For a game played in hands (its registration's ``ends_hand``), the last hand that ended, as
    the indices of its first move and of the move that ended it (``session.history[end]`` is the
    state after it); ``None`` for other games, or before the first hand ends."""
    path = registration(session.start.game.name).ends_hand
    if path is None:
        return None
    ends = resolve(path)
    history = session.history
    found = [i for i in range(1, len(history)) if ends(history[i - 1], history[i])]
    if not found:
        return None
    return (found[-2] if len(found) > 1 else 0), found[-1]


def _where(session: Session) -> tuple[Any, ...]:
    """The position as the coach keys it: the game shown and how far it has gone."""
    return id(session), len(session.history), tuple(session.moves[-1:])


def panel(desk: Desk, session: Session, lang: str, view: View, *, mode: str) -> str:
    """The coach's part of the widget: the button and the hint while the game goes on, the review
    once it is over (nothing where the coach does not sit)."""
    if not offered(session, mode):
        return ""
    if session.state.is_terminal():
        return review(desk, session, lang, view)
    shown = review(desk, session, lang, view) if last_hand(session) is not None else ""
    enabled = view.hydrated and not view.busy and session.is_human_turn()
    button = render._button(lang, "hint", N_("¿Qué hago?"), enabled=enabled, hydrated=view.hydrated)
    used = Msg(N_("Pistas usadas en esta partida: {n}."), n=desk.hints)
    count = f' <span class="rv-coach-count">{escape(used.text(lang))}</span>' if desk.hints else ""
    parts = [f'<div class="rv-coach">{button}{count}</div>']
    found = desk.hint(session)
    if found is not None:
        parts.append(hint(found, lang))
    return "".join(parts) + shown


def hint(found: coach.Hint, lang: str) -> str:
    """The hint as a paragraph (``rv-hint``: the page announces it when it is asked for)."""
    words = " ".join(escape(m.text(lang)) for m in found.reason)
    if found.move is None:
        moves = ", ".join(f'<span class="rv-step">{escape(m.text(lang))}</span>' for m in found.moves)
        return f'<p class="rv-hint rv-coach-hint">{words} {moves}</p>'
    label = t(lang, N_("¿Qué hago?"))
    move = escape(found.move.text(lang))
    because = t(lang, N_("Por qué:"))
    return (f'<p class="rv-hint rv-coach-hint"><strong>{label}</strong> '
            f'<span class="rv-coach-move">{move}.</span> {because} {words}</p>')


def review(desk: Desk, session: Session, lang: str, view: View) -> str:
    """The review of a finished game, or of the last hand that ended: the hints used, the
    costliest decisions (board, what was played, what was better, by how much and why) and a
    button to replay each, and what the game's coach tells of the hand."""
    done = desk.review(session)
    if done is None:
        return ""
    by_hand = last_hand(session) is not None
    heading = t(lang, N_("Repaso de la última mano") if by_hand else N_("Repaso de la partida"))
    lines: list[Msg] = [Plural("Has usado {n} pista en esta partida.", "Has usado {n} pistas en esta partida.",
                               desk.hints)]
    if done.looked < done.decided:
        lines.append(Msg(N_("El repaso solo llega a tus últimas decisiones (mira {looked} de {decided}): las "
                            "anteriores quedan fuera del límite de cálculo."),
                         looked=done.looked, decided=done.decided))
    if not done.decisions and by_hand:
        lines.append(Msg(N_("Ninguna decisión tuya de esta mano costó nada, según la estimación: bien jugado.")))
    elif not done.decisions:
        lines.append(Msg(N_("La búsqueda no encuentra ninguna decisión tuya que costara algo: bien jugado.")))
    else:
        lines.append(Plural("Tu decisión más costosa:",
                            "Tus {n} decisiones más costosas, de la que más a la que menos:", len(done.decisions)))
    said = "".join(f"<p>{escape(line.text(lang))}</p>" for line in lines)
    story = "".join(f'<p class="rv-review-story">{escape(line.text(lang))}</p>' for line in done.story)
    bounds = last_hand(session)
    start = bounds[0] if bounds is not None else 0
    mine = [i for i, (seat, _action) in enumerate(session.moves[start:]) if seat in session.human_seats]
    items = "".join(_decision(number, found, lang, view, mine.index(found.index) + 1 if by_hand else None)
                    for number, found in enumerate(done.decisions, start=1))
    listed = f'<ol class="rv-review-decisions">{items}</ol>' if items else ""
    return f'<section class="rv-review" aria-label="{heading}"><h3>{heading}</h3>{story}{said}{listed}</section>'


def _decision(number: int, found: coach.Decision, lang: str, view: View, in_hand: int | None) -> str:
    """A decision of the review; ``in_hand``: the how-manieth of the reader's in its hand (a review
    by hands), else it is numbered by the game's moves."""
    board = render.board(found.before, lang, interactive=False, viewer=found.before.current_player)
    if in_hand is not None:
        title = t(lang, N_("Tu decisión {n} de la mano: jugaste «{played}»; era mejor «{better}»."), n=in_hand,
                  played=found.played, better=found.better)
    else:
        title = t(lang, N_("Jugada {n}: jugaste «{played}»; era mejor «{better}»."), n=found.index + 1,
                  played=found.played, better=found.better)
    why = " ".join(escape(m.text(lang)) for m in found.why)
    label = (N_("Explorar esta posición (posición libre, sin objetivo)") if found.free
             else N_("Repetir esta posición como ejercicio"))
    button = render._button(lang, f"{REPLAY}{number}", label, enabled=True, hydrated=view.hydrated and not view.busy)
    shown = f'<div class="rv-review-board">{board}</div>'
    if in_hand is not None:  # a card table is a screen tall: the position is one click away, as the replay is
        see = t(lang, N_("Ver la posición"))
        shown = f'<details class="rv-review-position"><summary>{see}</summary>{shown}</details>'
    return (f'<li class="rv-review-decision"><p class="rv-review-title">{title}</p>{shown}'
            f'<p class="rv-review-loss">{escape(found.loss.text(lang))}</p><p class="rv-review-why">{why}</p>'
            f"<p>{button}</p></li>")


def replaying(body: str, found: coach.Decision, lang: str, view: View) -> str:
    """An exercise of the review, as the full game's widget shows it: what it is and the way back
    to the finished game, then the example's own parts (``body``) as the widget's, where the page
    finds them (its status, its hint)."""
    what = (N_("Repaso: la posición de una decisión tuya, como posición libre (no se ha podido hacer de ella un "
               "ejercicio que se compruebe).") if found.free else
            N_("Repaso: la posición de una decisión tuya, como ejercicio. Cuando acabes, vuelve a la partida."))
    back = render._button(lang, "back", N_("Volver a la partida"), enabled=True, hydrated=view.hydrated)
    return f'<div class="rv-coach rv-review-replay"><p>{t(lang, what)}</p><p>{back}</p></div>{body}'
