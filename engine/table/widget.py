"""A widget's game in a page, from its first request to its last: what the browser bridge talks to.

:class:`engine.lessons.session.Session` is one sequence of states with its seats and bots; a :class:`Widget`
is what a widget does around it: it reads the page's requests (a move, an answer, a command, a
setting), keeps what is shown besides the board (:class:`engine.table.render.View`)
and answers with the widget's next render. Three kinds:

* :class:`LiveExample`: one rule's scenario, its goal, hints and switches;
* :class:`Practice`: a drill's exercises (:mod:`engine.lessons.practice`), one after another;
* :class:`FullGame`: a whole game against a bot or between people on one device, with its
  settings (mode, level, who starts), restored from a share link or a saved game;
* :class:`ExerciseSet`: an exercise set read from a link, whose exercises are widgets of their own.

Pure logic, no browser: ``reglas_browser`` in the page's worker and the tests drive the same objects.

>>> widget = open_widget({"kind": "example", "scenario": "awari.siembra", "lang": "en"})
>>> widget.reply()["bot_next"], widget.handle({"op": "act", "action": "Z"})["message"]
(False, '“Z” is not a move of awari')
>>> game = FullGame.first_render("awari", "", "es")
>>> game.key, 'data-rv-setting="first"' in game.html()
('awari', True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlencode

from engine import load
from engine.i18n import LANGUAGES, N_, Msg, Plural
from engine.lessons import exercises, narration, practice, progress, results, scenario
from engine.lessons.coach import Decision
from engine.lessons.record import MAX_RECORD_LENGTH, Record
from engine.lessons.session import Played, Session
from engine.rules import bots
from engine.rules.capabilities import BY_LOT, ChoosesOpening, opening_choices
from engine.rules.errors import IllegalActionError, NotationError, RequestError, RulesError
from engine.rules.registry import registration

from . import coach, qr, render, textmode
from .classtable import ClassBoard

if TYPE_CHECKING:
    from .review import Review
from .render import View
from .sheet import DEFAULT_VARIANTS, MAX_VARIANTS, position_sheet, sheet, variant_sheets

#: The longest share link or saved game read (the query-string form: record, mode and level).
MAX_LINK = MAX_RECORD_LENGTH + 200
MODES = ("bot", "people")


def language(request: Mapping[str, Any]) -> str:
    lang = request.get("lang", "es")
    return lang if lang in LANGUAGES else "es"


def open_widget(request: Mapping[str, Any]) -> Widget | ClassBoard | Review:
    """The widget for a widget's ``init`` request (``kind``: ``example``, ``practice``, ``game``, ``set``,
    ``class``: the teacher's board of result codes, or ``review``: the rules due, :mod:`.review`)."""
    from .review import Review

    kind, lang = request.get("kind"), language(request)
    if kind == "example" and request.get("position") is not None:  # a set's position with its teacher's goal
        item = exercises.Item("position", str(request.get("position")), str(request.get("goal", "")))
        return LiveExample(exercises.position_scenario(item), lang)
    if kind == "example":
        return LiveExample(practice.example(str(request.get("scenario", ""))), lang)
    if kind == "practice":
        return Practice.from_request(request, lang)
    if kind == "game":
        return FullGame.from_request(request, lang)
    if kind == "set":
        return ExerciseSet(request.get("set"), str(request.get("id", "")), lang, size=request.get("set_size"))
    if kind == "class":
        return ClassBoard(lang, request.get("sets"), request.get("codes"))
    if kind == "review":
        return Review(request.get("due"), str(request.get("id", "")), lang)
    raise RequestError(None, Msg(N_("la página pide un tipo de ejemplo desconocido «{name}»"), name=str(kind)))


class Widget:
    """One widget's game: a session, what is shown besides it, and the page's requests on it.

    Every reply carries the widget's ``html``, the ``frames`` that animate the moves played, the
    sentences that ``said`` them, ``bot_next`` (the page asks for the bot's move next), the
    ``message`` (a refusal or a notice), a ``notice`` that stays until the reader dismisses it,
    what to keep (``saved``), the goal (``goal``, ``done``, ``result``) and the ``version`` of the
    position shown: a move sent with an older version was chosen on a position the reader no
    longer sees, and is refused.
    """

    session: Session
    view: View

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.version = 0
        self.notice = ""
        self._fresh_notice = False

    # -- what each kind says ---------------------------------------------------------------------
    def html(self) -> str:
        raise NotImplementedError

    def command(self, cmd: str) -> None:
        raise unknown_command(cmd)

    def option(self, name: str, value: str) -> None:
        raise RequestError(None, Msg(N_("este ejemplo no tiene opciones que cambiar")))

    def setting(self, name: str, value: str) -> None:
        raise RequestError(None, Msg(N_("este ejemplo no tiene ajustes")))

    def answer(self, text: str) -> None:
        raise RequestError(None, Msg(N_("este ejemplo no hace ninguna pregunta")))

    def saved(self) -> dict[str, Any] | None:
        return None

    def result(self) -> dict[str, Any] | None:
        return None

    def goal(self) -> dict[str, str]:
        return {"status": "open", "text": ""}

    def counted(self) -> None:
        """The reader made a decision (a move or an answer)."""

    # -- the requests ----------------------------------------------------------------------------
    def say_notice(self, msg: Msg) -> None:
        """A notice (a link refused, a save discarded) that stays shown until the reader dismisses it."""
        text = msg.text(self.lang)
        self.notice = f"{self.notice} {text}" if self._fresh_notice else text  # a link and a save refused
        self._fresh_notice = True

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """One request after ``init`` (``op``: ``act``, ``answer``, ``bot``, ``cmd``, ``option``,
        ``setting``, ``say``: a line of the text mode), answered with the widget's reply; a refusal
        is said in place."""
        op = request.get("op")
        before = self._position()
        played: list[Played] = []
        answer: str | None = None
        think_ms = None
        try:
            if op in ("act", "answer"):
                self._check_seen(request)
            if op == "act":
                played.append(self.play(str(request.get("action", ""))))
            elif op == "answer":
                self.answer(str(request.get("answer", "")))
                self.counted()
            elif op == "say":
                played, answer = self.say(str(request.get("text", "")), request)
            elif op == "bot":
                if render.bot_may_play(self.session, self.view):
                    started = time.perf_counter()
                    played.append(self.session.bot_move())
                    think_ms = round((time.perf_counter() - started) * 1000, 1)
            elif op == "cmd":
                played += self._command(str(request.get("cmd", "")))
            elif op == "option":
                self.option(str(request.get("name", "")), str(request.get("value", "")))
            elif op == "setting":
                self.setting(str(request.get("name", "")), str(request.get("value", "")))
            else:
                raise RequestError(None, Msg(N_("la página pide una operación desconocida «{name}»"),
                                             name=str(op)))
        except RulesError as err:
            self.view.message = err.text(self.lang)
            if op == "say":  # the refusal is the text mode's answer too
                answer = self.view.message
        if self._position() != before:
            self.version += 1
        reply = self.reply(played)
        if answer is not None:
            reply["answer"] = answer
        if think_ms is not None:
            reply["think_ms"] = think_ms
        return reply

    def play(self, text: str) -> Played:
        """The reader's move, refused (with its rule) if it is not one or not the reader's to make."""
        if render.must_pass(self.session, self.view):  # nobody may act behind the screen
            seat = render.seat_name(self.session.state, self.session.state.current_player)
            raise IllegalActionError(None, Msg(N_("Pasa el dispositivo a {seat}."), seat=seat))
        played = self.session.play(text)
        self.counted()
        return played

    def say(self, text: str, request: Mapping[str, Any]) -> tuple[list[Played], str]:
        """A line of the text mode: a move, played as a click plays it (on the position seen), or a
        question, answered."""
        command = textmode.read(self.session, text)
        if command.action is None:
            return [], command.answer(self.session, self.view).text(self.lang)
        self._check_seen(request)
        played = self.play(command.action)
        said, aside = self.said([played])
        return [played], " ".join(said + aside)

    def _command(self, cmd: str) -> list[Played]:
        if cmd == "replay":  # the same move, animated again
            last = self.session.last_played()
            return [last] if last is not None else []
        if cmd == "dismiss":
            self.notice = ""
        elif not view_command(self.view, self.session, cmd, teach=self.teaching()):
            self.command(cmd)
        return []

    def teaching(self) -> bool:
        return False

    def _check_seen(self, request: Mapping[str, Any]) -> None:
        seen = request.get("version")
        if seen is not None and seen != self.version:
            changed = N_("La posición ha cambiado antes de tu jugada; mira el tablero y vuelve a jugar.")
            raise IllegalActionError(None, Msg(changed))

    def _position(self) -> tuple[Any, ...]:
        session = self.session
        return id(session), len(session.history), session.moves[-1:], len(session.answers)

    def reply(self, played: Sequence[Played] = ()) -> dict[str, Any]:
        frames: list[str] = []
        for move in played:
            frames += render.frames(move.before, move.frames, self.lang)
        message = self.view.message or (self.notice if self._fresh_notice else "")
        said, aside = self.said(played)
        reply = {
            "said": said,
            "aside": aside,
            "passing": render.must_pass(self.session, self.view),
            "html": self.html(),
            "frames": frames,
            "bot_next": render.bot_may_play(self.session, self.view),
            "message": message,
            "notice": self.notice,
            "saved": self.saved(),
            "done": self.session.goal.kind != "free" and self.session.goal_reached(),
            "result": self.result(),
            "goal": self.goal(),
            "version": self.version,
            "text_mode": textmode.labels(self.lang),
        }
        self.view.message, self.view.message_kind, self._fresh_notice = "", "error", False
        return reply

    def said(self, played: Sequence[Played]) -> tuple[list[str], list[str]]:
        """``(said, aside)``: the sentences of every move played, in order, in the page's language,
        that the widget logs and announces, and what only the seat holding the device may hear
        besides. From what the reader may see: everything when every hand is shown, else the seat
        the reader plays. With several people on one device, the log and the live region are
        read by every seat in turn: ``said`` is only what every seat other than the mover saw (a
        seña only the partner saw is left out, rule 14 of Zápiti), and ``aside`` what the mover
        alone saw of its own move, said to it while it holds the device (never at a pass screen)."""
        session, view = self.session, self.view
        hidden = not view.reveal and not session.start.game.perfect_information
        if not hidden or len(session.human_seats) == 1:
            viewer = session.human_seats[0] if hidden else None
            return [m.text(self.lang) for move in played
                    for m in narration.describe(move.before, move.action, move.after, viewer)], []
        sentences: list[str] = []
        aside: list[str] = []
        passing = render.must_pass(session, view)
        for move in played:
            public = _public_words(move, self.lang)
            sentences += public
            if not passing:
                own = narration.describe(move.before, move.action, move.after, move.seat)
                aside += [text for text in (m.text(self.lang) for m in own) if text not in public]
        return sentences, aside


def _public_words(move: Played, lang: str) -> list[str]:
    """The sentences of ``move`` that every seat but its mover saw, in the order they are said."""
    others = [seat for seat in range(move.before.game.num_players) if seat != move.seat]
    views = [[m.text(lang) for m in narration.describe(move.before, move.action, move.after, seat)]
             for seat in others]
    return [text for text in views[0] if all(text in view for view in views[1:])]


class LiveExample(Widget):
    """A live example of one rule: a scenario, its goal, hints and switches."""

    def __init__(self, found: scenario.Scenario, lang: str) -> None:
        super().__init__(lang)
        self.scenario = found
        self.overrides: dict[str, Any] = {}
        self.session = Session.from_scenario(found)
        self.view = View(reveal=found.reveal == "on")
        self.par = 1
        self.decisions = 0
        self.wrong: list[str] = []  # the wrong answers given, as the reader read them (for the teacher)
        self._fresh_attempt()

    def _fresh_attempt(self) -> None:
        """A new try of the example (the first, a reset, another reading of its rule): the decisions
        counted from zero, par from the session's start, no hint nor solution shown yet."""
        self.par = max(1, self.session.par())
        self.decisions = 0  # every move the reader played in this try, undone ones included
        self.view.hints_shown, self.view.solution_shown = 0, False

    def html(self) -> str:
        return render.example(self.session, self.lang, self.view)

    def teaching(self) -> bool:
        return self.scenario.reveal != ""

    def counted(self) -> None:
        self.decisions += 1

    def answer(self, text: str) -> None:
        self.session.answer(text)
        goal = self.session.goal
        if goal.kind == "question" and text != goal.answer and text in goal.choices:
            label = goal.choice_label(text, self.session.start)
            self.wrong.append(label if isinstance(label, str) else label.text(self.lang))

    def command(self, cmd: str) -> None:
        if cmd == "undo":
            self.session.undo()
        elif cmd == "redo":
            self.session.redo()
        elif cmd == "reset":
            self.session.reset()
            self._fresh_attempt()
        elif cmd == "hint":
            self.view.hints_shown = min(self.view.hints_shown + 1, len(self.scenario.hints))
        elif cmd == "solution":
            self.view.solution_shown = True
        else:
            raise unknown_command(cmd)

    def option(self, name: str, value: str) -> None:
        if name not in self.scenario.switches:
            raise NotationError(None, Msg(N_("este ejemplo no tiene la opción «{name}»"), name=name))
        option = self.session.start.game.OPTIONS.get(name)
        self.overrides[name] = option.parse(value)
        self.session = Session.from_scenario(self.scenario, **self.overrides)
        self._fresh_attempt()

    def saved(self) -> dict[str, Any] | None:
        """The position reached, as a game record: what "share this position" links to."""
        return {"partida": self.session.record().to_text()}

    def result(self) -> dict[str, Any] | None:
        if self.session.goal.kind == "free" or not self.session.goal_reached():
            return None
        return {**progress.Result(par=self.par, decisions=self.decisions, hints=self.view.hints_shown,
                                  solution=self.view.solution_shown).to_json(), "wrong": self.wrong}

    def goal(self) -> dict[str, str]:
        """How the example's goal stands, in words."""
        status, text = self.session.goal_feedback()
        return {"status": status, "text": text.text(self.lang) if text is not None else ""}


class Practice(LiveExample):
    """Practice that never runs out: an exercise of one drill at a time, drawn from a seed; the
    command ``next`` («Otro ejercicio») draws the next seed's, a seed without one said in the status
    and the next tried. It counts the exercises shown and those solved (without the solution), and
    prints one exercise per pupil (op ``variants``)."""

    def __init__(self, drill: practice.Drill, seed: int, lang: str, *, hydrated: bool = True) -> None:
        self.drill = drill
        found, skipped = self._draw(seed)
        super().__init__(found, lang)
        self.view.hydrated = hydrated
        self.number = 1
        self.solved: set[str] = set()
        self._say_skipped(skipped)

    @classmethod
    def from_request(cls, request: Mapping[str, Any], lang: str) -> Practice:
        """The page's practice (``drill``): the exercise of a link (``exercise``, ``awari.practica.ultima.7``),
        else the seed the reader had (``seed``, kept by the page), else seed 0. A link that cannot
        be read is refused with a notice and the seed used instead."""
        drill = practice.get(str(request.get("drill", "")))
        seed = request.get("seed")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= practice.MAX_SEED else 0
        link, refused = request.get("exercise"), None
        if isinstance(link, str) and link:
            try:
                if not link.startswith(f"{drill.id}."):
                    raise NotationError(None, Msg(N_("no es un ejercicio de «{name}»"), name=drill.id))
                seed = practice.parse_seed(drill.id, link[len(drill.id) + 1:])
            except RulesError as err:
                refused = err.message
        found = cls(drill, seed, lang)
        if refused is not None:
            found.say_notice(Msg(N_("El enlace de práctica no vale: {reason}"), reason=refused))
        return found

    @staticmethod
    def _draw_from(drill: practice.Drill, seed: int) -> tuple[scenario.Scenario, list[Msg]]:
        skipped: list[Msg] = []
        for found in practice.fresh(drill, seed):
            if isinstance(found, practice.NoExercise):
                skipped.append(found.notice())
            else:
                return found, skipped
        raise NotationError(None, Msg(N_("«{title}» no encuentra ningún ejercicio a partir de la semilla {seed}"),
                                      title=Msg(drill.title), seed=seed))

    def _draw(self, seed: int) -> tuple[scenario.Scenario, list[Msg]]:
        return self._draw_from(self.drill, seed)

    def _say_skipped(self, skipped: list[Msg]) -> None:
        if skipped:
            self.view.message = " ".join(msg.text(self.lang) for msg in skipped)
            self.view.message_kind = "notice"

    @property
    def seed(self) -> int:
        return int(self.scenario.id.rsplit(".", 1)[1])

    def command(self, cmd: str) -> None:
        if cmd != "next":
            return super().command(cmd)
        found, skipped = self._draw((self.seed + 1) % (practice.MAX_SEED + 1))  # past the last, the first
        self.scenario, self.overrides, self.wrong = found, {}, []
        self.session = Session.from_scenario(found)
        self.view = View(reveal=found.reveal == "on")
        self.number += 1
        self._fresh_attempt()
        self._say_skipped(skipped)

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("op") != "variants":
            return super().handle(request)
        n = request.get("n")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_VARIANTS:
            most = Msg(N_("El número de alumnos ha de ser de 1 a {most}."), most=MAX_VARIANTS)
            self.view.message = most.text(self.lang)
            return self.reply()
        return {**self.reply(), "variants": variant_sheets(self.variants(n), self.lang)}

    def variants(self, n: int) -> list[scenario.Scenario]:
        """``n`` exercises from the one shown on: one per pupil, the same on every print."""
        found: list[scenario.Scenario] = []
        seed = self.seed
        while len(found) < n:
            exercise, _ = self._draw(seed)
            found.append(exercise)
            seed = int(exercise.id.rsplit(".", 1)[1]) + 1
        return found

    def html(self) -> str:
        return practice_bar(self, self.lang) + super().html()

    def reply(self, played: Sequence[Played] = ()) -> dict[str, Any]:
        if self.session.goal_reached() and not self.view.solution_shown:
            self.solved.add(self.scenario.id)
        reply = super().reply(played)
        reply["practice"] = {"drill": self.drill.id, "exercise": self.scenario.id, "seed": self.seed}
        return reply


#: The practice bar's buttons.
ANOTHER, LINK = N_("Otro ejercicio"), N_("Enlace a este ejercicio")
PRINT_SHEETS, PRINT_KEY = N_("Imprimir uno por alumno"), N_("Imprimir las respuestas")


def practice_bar(widget: Practice, lang: str) -> str:
    """A practice's counter, «Otro ejercicio», its link, and the print of one exercise per pupil."""
    h = "" if widget.view.hydrated else " disabled"
    count = Msg(N_("Ejercicio {number}"), number=widget.number).text(lang)
    solved = Plural("{n} resuelto", "{n} resueltos", len(widget.solved)).text(lang)
    pupils = Msg(N_("Alumnos:")).text(lang)
    return (
        f'<div class="rv-practice-bar"><p class="rv-practice-count">'
        f'<strong>{escape(count)}</strong> · <span class="rv-practice-solved">{escape(solved)}</span></p>'
        f'<p class="rv-practice-actions">'
        f'<button type="button" class="rv-cmd rv-primary" data-rv-cmd="next"{h}>'
        f'{escape(Msg(ANOTHER).text(lang))}</button> '
        f'<button type="button" class="rv-cmd" data-rv-cmd="share"{h}>'
        f'{escape(Msg(LINK).text(lang))}</button></p>'
        f'<p class="rv-practice-print"><label>{escape(pupils)} <input type="number" class="rv-practice-n" '
        f'min="1" max="{MAX_VARIANTS}" value="{DEFAULT_VARIANTS}"{h}></label> '
        f'<button type="button" class="rv-cmd" data-rv-print="sheets"{h}>'
        f'{escape(Msg(PRINT_SHEETS).text(lang))}</button> '
        f'<button type="button" class="rv-cmd" data-rv-print="key"{h}>'
        f'{escape(Msg(PRINT_KEY).text(lang))}</button></p></div>'
    )


class FullGame(Widget):
    """A whole game: against a bot or people on one device; share link; survives a reload.

    ``key`` is the page's game, optionally with fixed options in the syntax of a game record
    (``zapiti;opts=players:4``: the page of the four-player game); a link or a saved game of
    another game, with other fixed options or for another number of players is refused.
    """

    def __init__(self, key: str, lang: str, *, seed: int | None = None, hydrated: bool = True) -> None:
        super().__init__(lang)
        spec = Record.from_text(key)
        self.key = spec.to_text()
        self.game_name = spec.game
        page_game = spec.load_game()  # validates name and options
        self.fixed = dict(page_game.options.non_default())
        self.players = page_game.num_players
        self.opening = opening_choices(page_game)
        self.mode, self.level = "bot", bots.DEFAULT_LEVEL
        self.first = self.opening[0] if self.opening else ""
        self.view = View(hydrated=hydrated)
        self.desk = coach.Desk()
        self.replay: tuple[LiveExample, Decision] | None = None  # a review's exercise, open
        self._new_game(seed=_fresh_seed() if seed is None else seed)

    @classmethod
    def first_render(cls, name: str, options: str, lang: str) -> FullGame:
        """The game a ``full-game`` page shows before Python starts in the browser (a fixed deal):
        ``options`` are the page's fixed options (``players:4``); ``html()`` is the widget's body
        and ``key`` its ``data-rv-key``. :class:`RulesError` if the name or the options are wrong."""
        return cls(page_key(Record(name, options)), lang, seed=0, hydrated=False)

    @classmethod
    def from_request(cls, request: Mapping[str, Any], lang: str) -> FullGame:
        """The page's game: a share link (``shared``), else (or when the link is refused) the saved
        game (``saved``) continued, else a fresh game; each text that cannot be read is refused with
        a notice and changes nothing. The page sends only the sizes (``shared_size``,
        ``saved_size``) of texts too long to read."""
        game = cls(str(request.get("game", "")), lang)
        for field, notice in (("shared", N_("El enlace compartido no es válido: {reason}")),
                              ("saved", N_("La partida guardada estaba dañada y se ha descartado."))):
            text, size = request.get(field), request.get(f"{field}_size")
            if not text and not size:
                continue
            try:
                game.restore(text, size)
                break  # a link that can be read wins over the saved game
            except (RulesError, ValueError) as err:
                reason = err.message if isinstance(err, RulesError) else Msg(N_("no se entiende"))
                game.say_notice(Msg(notice, reason=reason))
        return game

    def _new_game(self, seed: int, first: str | None = None) -> None:
        """A fresh game (a new deal or draw from ``seed``), started by ``first`` (else as now)."""
        first = self.first if first is None else first
        options = dict(self.fixed)
        plain = load(self.game_name)
        if isinstance(plain, ChoosesOpening):
            options[plain.OPENING_OPTION] = first
        game = load(self.game_name, **options)
        self._continue(Record(self.game_name, game.options.to_text(), seed=seed), first=first)
        self.desk, self.replay = coach.Desk(), None

    def _continue(self, record: Record, *, mode: str | None = None, level: str | None = None,
                  first: str | None = None) -> None:
        """Play ``record`` from now on with these settings (where not given, the current ones). The
        whole record is replayed before anything changes: one that is refused changes nothing."""
        mode, level = mode or self.mode, level or self.level
        human = tuple(range(self.players)) if mode == "people" else (0,)
        session = Session.from_record(record, human_seats=human, bot_level=level, bot_seed=record.seed or 0)
        self.session, self.mode, self.level = session, mode, level
        self.first = self.first if first is None else first
        self.view.shown_seat = None
        if mode == "people":
            self.view.reveal = False

    def restore(self, text: Any, size: Any = None) -> None:
        """``text`` is what :meth:`saved` produced (or a share link's fragment): query-string form."""
        length = size if isinstance(size, int) and not isinstance(size, bool) else len(str(text or ""))
        if length > MAX_LINK or not isinstance(text, str):
            raise NotationError(None, Plural("tiene {n} carácter y no puede pasar de {most}",
                                             "tiene {n} caracteres y no puede pasar de {most}",
                                             length, most=MAX_LINK))
        fields = _parse_query(text)
        mode, level = fields.get("modo", "bot"), fields.get("nivel", bots.DEFAULT_LEVEL)
        if mode not in MODES:
            raise NotationError(None, Msg(N_("modo desconocido «{name}»"), name=mode))
        if level not in bots.LEVELS:
            raise NotationError(None, Msg(N_("nivel desconocido «{name}»"), name=level))
        record = Record.from_text(fields.get("partida", ""))
        if record.game != self.game_name:
            raise NotationError(None, Msg(N_("la partida es de otro juego («{name}»)"), name=record.game))
        game = record.load_game()
        if game.num_players != self.players:
            raise NotationError(None, Plural("la partida es de {n} jugador y esta página es de {page}",
                                             "la partida es de {n} jugadores y esta página es de {page}",
                                             game.num_players, page=self.players))
        for name, value in self.fixed.items():
            if game.options[name] != value:
                raise NotationError(None, Msg(N_("la partida se juega con otra regla: «{name}»"),
                                              name=f"{name}:{game.options[name]}"))
        first = None
        if isinstance(game, ChoosesOpening):
            first = game.options.get(game.OPENING_OPTION, self.opening[0])
            first = first if first in self.opening else self.opening[0]
        self._continue(record, mode=mode, level=level, first=first)
        self.desk, self.replay = coach.Desk(), None

    def first_choices(self) -> list[tuple[str, str]]:
        """Who may start, labelled: the seats by name, then the draw."""
        game = load(self.game_name)
        return [(value, N_("al azar") if value == BY_LOT else game.SEAT_NAMES[seat])
                for seat, value in enumerate(self.opening)]

    def html(self) -> str:
        if self.replay is not None:
            return coach.replaying(self.replay[0].html(), self.replay[1], self.lang, self.view)
        return render.full_game(self.session, self.lang, self.view, mode=self.mode, level=self.level,
                                first=self.first, first_choices=self.first_choices()) + \
            coach.panel(self.desk, self.session, self.lang, self.view, mode=self.mode)

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """While a review's exercise is open, its requests are the exercise's (the game waits,
        saved as it ended); ``back`` closes it."""
        if self.replay is None:
            return super().handle(request)
        example, found = self.replay
        if request.get("op") == "cmd" and request.get("cmd") == "back":
            self.version = max(self.version, example.version) + 1  # a move sent on the exercise is refused
            self.replay = None
            return self.reply()
        reply = example.handle(request)
        reply.update(html=coach.replaying(reply["html"], found, self.lang, self.view), saved=self.saved(),
                     result=None, done=False)
        return reply

    def teaching(self) -> bool:
        return self.mode == "bot"

    def command(self, cmd: str) -> None:
        if cmd == "undo":
            self.session.undo()
        elif cmd == "redo":
            self.session.redo()
        elif cmd in ("reset", "new"):
            self._new_game(seed=_fresh_seed())
        elif cmd == "share":
            pass  # the page builds the link from saved(); nothing changes here
        elif cmd == "hint" and coach.offered(self.session, self.mode):
            self.desk.ask(self.session)
        elif cmd.startswith(coach.REPLAY) and coach.offered(self.session, self.mode):
            found = self.desk.decision(self.session, cmd)
            example = LiveExample(found.exercise, self.lang)
            example.version = self.version
            self.replay = example, found
        else:
            raise unknown_command(cmd)

    def setting(self, name: str, value: str) -> None:
        if name == "mode" and value in MODES:
            self._continue(self.session.record(), mode=value)
        elif name == "level" and value in bots.LEVELS:
            self._continue(self.session.record(), level=value)
        elif name == "first" and value in self.opening:
            self._new_game(seed=_fresh_seed(), first=value)
        else:
            raise NotationError(None, Msg(N_("ajuste desconocido «{name}»"), name=f"{name}={value}"))

    def saved(self) -> dict[str, Any] | None:
        """The game to keep and to share; with people on one device its moves sealed (a glance at the
        link shows no seña, :meth:`Record.to_text`)."""
        sealed = self.mode == "people" and not self.session.start.game.perfect_information
        return {"partida": self.session.record().to_text(sealed=sealed), "modo": self.mode, "nivel": self.level}


class ExerciseSet(Widget):
    """An exercise set from a link's fragment: one live example, or one position (a full game from
    it), per exercise, each a widget of its own that the page starts; what was wrong is said in place."""

    def __init__(self, text: Any, set_id: str, lang: str, size: Any = None) -> None:
        super().__init__(lang)
        self.body = exercise_set(text, set_id, lang, size)
        try:
            self.found: exercises.ExerciseSet | None = exercises.decode(text) if size is None else None
        except (RulesError, TypeError, AttributeError):
            self.found = None

    def html(self) -> str:
        return self.body

    def reply(self, played: Sequence[Played] = ()) -> dict[str, Any]:
        return {"html": self.body, "frames": [], "bot_next": False, "message": "", "notice": "",
                "saved": None, "done": False, "result": None, "said": [], "goal": self.goal(), "version": 0}

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("op") == "check":
            return {**self.reply(), "checked": check_set(request.get("set"), request.get("page"), self.lang)}
        if request.get("op") == "code" and self.found is not None:
            reply = self.result_code(self.found, request.get("pupil"), request.get("stars"))
            return {**reply, "qr": result_qr(reply["code"], request.get("page"), self.lang)} if reply["code"] else reply
        raise RequestError(None, Msg(N_("una serie de ejercicios no tiene la operación «{name}»"),
                                     name=str(request.get("op"))))

    def result_code(self, found: exercises.ExerciseSet, pupil: Any, stars: Any) -> dict[str, Any]:
        """The pupil's result code for the teacher (a static host's way of the class loop): ``code``
        in the reply, or the ``message`` saying what is missing."""
        size = len(found.items)
        if not isinstance(stars, list) or len(stars) != size or not all(
                s is None or (isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= progress.MAX_STARS)
                for s in stars):
            raise RequestError(None, Msg(N_("las estrellas de la serie no se entienden")))
        try:
            name = results.clean_name(pupil if isinstance(pupil, str) else "")
        except RulesError as err:
            return {**self.reply(), "message": err.message.text(self.lang), "code": ""}
        key = results.key_of(found)
        return {**self.reply(), "code": results.encode_code(name, key, stars)}


def check_set(text: Any, page: Any, lang: str) -> dict[str, Any]:
    """What the teacher's set maker asks before it gives a link: the set's ``link`` fragment as the
    engine writes it, or ``""`` and the ``problems`` that refuse it (a bad position or goal, said);
    with ``qr``, the QR code (SVG) of the whole link on ``page`` (the set page's address) when it fits
    in one."""
    refused = N_("Este enlace de ejercicios no vale: {reason}")
    if not isinstance(text, str) or len(text) > exercises.MAX_LINK:
        return {"link": "", "problems": [Msg(refused, reason=exercises.too_long().message).text(lang)]}
    try:
        found = exercises.read(text)
    except RulesError as err:
        return {"link": "", "problems": [Msg(refused, reason=err.message).text(lang)]}
    if not found.items and not found.notices:
        return {"link": "", "problems": [Msg(refused, reason=Msg(exercises.NO_EXERCISE)).text(lang)]}
    if found.notices:
        return {"link": "", "problems": [notice.text(lang) for notice in found.notices]}
    link = exercises.encode(found.title, found.items)
    picture = ""
    if isinstance(page, str) and page.startswith(("http://", "https://")):
        try:
            matrix = qr.encode(f"{page.partition('#')[0]}#{link}".encode())
            picture = qr.svg(matrix, Msg(N_("Código QR del enlace de la serie")).text(lang))
        except ValueError:
            pass  # too long for a QR code: the link alone
    return {"link": link, "problems": [], "qr": picture}


def result_qr(code: str, page: Any, lang: str) -> str:
    """The pupil's result ``code`` as a QR code (SVG) for the teacher to scan: the address of the
    class's table, ``page`` (an http(s) address, from the page), with the code in its fragment
    (``…/clase.html#rv=RV1-…``), which adds it there; the code alone where there is no such address
    or it does not fit. Its text alternative says the code."""
    web = isinstance(page, str) and page.startswith(("http://", "https://"))
    link = f"{str(page).partition('#')[0]}#rv={code}" if web else code
    label = Msg(N_("Código QR de tu código de resultados, {code}, para la página de la clase del docente"),
                code=code).text(lang)
    for text in dict.fromkeys((link, code)):
        try:
            return qr.svg(qr.encode(text.encode()), label)
        except ValueError:
            continue  # too long for a QR code: the code alone, else none (the code is shown as text)
    return ""


def exercise_set(text: Any, set_id: str, lang: str, size: Any = None) -> str:
    """The set of a link's fragment ``text`` as HTML; ``size`` instead of the text when the page
    found it too long to send."""
    if isinstance(size, int) and not isinstance(size, bool) and size > 0:
        return _notice(Msg(N_("Este enlace de ejercicios no vale: {reason}"), reason=exercises.too_long().message),
                       lang)
    if not isinstance(text, str) or not text.strip("#"):
        return _notice(Msg(N_("Esta página muestra la serie de ejercicios de un enlace. Abre el enlace que "
                              "te han dado, o prepara una serie abajo.")), lang)
    try:
        found = exercises.decode(text)
    except RulesError as err:
        return _notice(Msg(N_("Este enlace de ejercicios no vale: {reason}"), reason=err.message), lang)
    title = found.title or Msg(N_("Serie de ejercicios")).text(lang)
    count = Plural("{n} ejercicio", "{n} ejercicios", len(found.items)).text(lang)
    parts = [f'<h2 class="rv-set-title">{escape(title)}</h2>', f'<p class="rv-set-count">{count}</p>']
    if found.notices:
        notes = "".join(f"<li>{escape(note.text(lang))}</li>" for note in found.notices)
        parts.append(f'<ul class="rv-message rv-notice rv-set-notices" role="alert">{notes}</ul>')
    parts.append(_pupil(found, lang))
    items = "".join(f'<li class="rv-set-item">{_exercise(f"{set_id}-{number}", number, item, lang)}</li>'
                    for number, item in enumerate(found.items, start=1))
    return "".join(parts) + f'<ol class="rv-set-items">{items}</ol>' + _set_end(lang)


def _pupil(found: exercises.ExerciseSet, lang: str) -> str:
    """Who does the set: the pupil's name, for the teacher (the class server's table, or the code)."""
    key = results.key_of(found)
    name = Msg(N_("Tu nombre (para el docente):")).text(lang)
    where = (Msg(N_("Clase {code}: cada ejercicio que termines llega al ordenador del docente."),
                 code=found.classroom).text(lang) if found.classroom else "")
    said = f'<p class="rv-set-class">{escape(where)}</p>' if where else ""
    return (f'<div class="rv-set-pupil" data-rv-set-key="{key}" data-rv-class="{escape(found.classroom)}">'
            f'<label>{escape(name)} <input type="text" class="rv-set-name" maxlength="{results.MAX_NAME}" '
            f'autocomplete="name" disabled></label>{said}</div>')


def _set_end(lang: str) -> str:
    """The end of a set: the pupil's result code, which the teacher pastes into the class's table."""
    heading = Msg(N_("Al terminar")).text(lang)
    what = Msg(N_("El código de resultados dice tu nombre y las estrellas de cada ejercicio; dáselo al "
                  "docente, o enséñale su código QR para que lo escanee.")).text(lang)
    button = Msg(N_("Ver mi código de resultados")).text(lang)
    return (f'<div class="rv-set-end"><h3>{escape(heading)}</h3><p>{escape(what)}</p>'
            f'<button type="button" class="rv-set-code-button" disabled>{escape(button)}</button> '
            f'<output class="rv-set-code" aria-live="polite"></output></div>')


def _exercise(wid: str, number: int, item: exercises.Item, lang: str) -> str:
    """One exercise of a set, headed by its title (the list numbers it: "1. Siembra")."""
    if item.kind == "example":
        found = practice.example(item.key)
        view = View(hydrated=False, reveal=found.reveal == "on")
        body = render.example(Session.from_scenario(found), lang, view)
        heading = Msg(found.title).text(lang)
        attrs = {"class": "rv-widget rv-example", "data-rv-kind": "example", "data-rv-key": item.key}
        printed = sheet(found, lang)
    elif item.goal:
        record = Record.from_text(item.key)
        posed = exercises.position_scenario(item)
        body = render.example(Session.from_scenario(posed), lang, View(hydrated=False))
        heading = position_title(record, lang)
        attrs = {"class": "rv-widget rv-example", "data-rv-kind": "example", "data-rv-key": "",
                 "data-rv-position": item.key, "data-rv-goal": item.goal}
        printed = sheet(posed, lang, about=heading)
    else:
        record = Record.from_text(item.key)
        session = Session.from_record(record, human_seats=(0,), bot_level=bots.DEFAULT_LEVEL)
        opening = opening_choices(session.start.game)  # a position: who is to move is in it
        body = render.full_game(session, lang, View(hydrated=False), mode="bot", level=bots.DEFAULT_LEVEL,
                                first=opening[0] if opening else "", first_choices=[])
        heading = position_title(record, lang)
        attrs = {"class": "rv-widget rv-game", "data-rv-kind": "game", "data-rv-key": page_key(record),
                 "data-rv-shared": urlencode({"partida": item.key})}
        printed = position_sheet(record, heading, lang)
    attr_text = " ".join(f'{key}="{escape(value)}"' for key, value in {"id": wid, **attrs}.items())
    return (f'<h3 class="rv-set-heading">{number}. {escape(heading)}</h3>'
            f"<section {attr_text}>{body}</section>{printed}")


def position_title(record: Record, lang: str) -> str:
    """A position's title in a set: "Una posición de Awari"."""
    return Msg(N_("Una posición de {game}"), game=registration(record.game).title).text(lang)


def page_key(record: Record) -> str:
    """The full game that continues ``record``: its game with the options it is played with (the
    same number of players among them, which a full game checks)."""
    options = record.load_game().options.non_default()
    return Record(record.game, ",".join(f"{k}:{v}" for k, v in options.items())).to_text()


def _notice(msg: Msg, lang: str) -> str:
    return f'<p class="rv-message rv-notice" role="alert">{escape(msg.text(lang))}</p>'


def view_command(view: View, session: Session, cmd: str, *, teach: bool) -> bool:
    """The commands of hidden-information games, which change only what is shown; ``False`` for others."""
    if cmd == "teach":
        if not teach or session.start.game.perfect_information:
            raise RequestError(None, Msg(N_("este ejemplo no enseña las cartas de los demás")))
        view.reveal = not view.reveal
        return True
    if cmd == "continue":  # a card game's hand summary has been read: the bots play on
        render.hand_summary_seen(session, view)
        return True
    if cmd == "show-hand":  # a second click, once the cards are shown, has nothing left to show
        if render.must_pass(session, view):
            view.shown_seat = session.state.current_player
        return True
    return False


def unknown_command(cmd: str) -> RequestError:
    return RequestError(None, Msg(N_("este ejemplo no tiene la orden «{name}»"), name=cmd))


def _fresh_seed() -> int:
    """A new deal or starting player for a new game: the page's games are not replays."""
    return random.SystemRandom().randrange(1 << 30)


def _parse_query(text: str) -> dict[str, str]:
    parsed = parse_qs(text.lstrip("#?"), keep_blank_values=True, max_num_fields=10)
    return {key: values[-1] for key, values in parsed.items()}

