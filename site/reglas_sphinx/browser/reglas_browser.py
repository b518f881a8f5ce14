"""The live examples' Python side, run in the reader's browser (a PyScript worker) and in the tests.

The page's script sends one JSON request per reader action to :func:`handle` and gets back the
widget's new HTML (made by :mod:`engine.render`, escaped there), the frames of any animation, and
what to store or share. All game logic stays in :mod:`engine`; nothing here touches the DOM.

Requests (``op``): ``init`` (``id``, ``kind`` = ``example`` | ``game`` | ``set``, ``lang`` and
``scenario``, ``game`` or ``set``, plus ``saved``/``shared`` for a full game), ``act`` (``action``),
``answer`` (``answer``: the reader's choice in an example that asks a question), ``cmd`` (``cmd``),
``option`` / ``setting`` (``name``, ``value``), ``bot``.

An example's reply carries its ``goal`` (the feedback in words) and its ``result`` once the goal is
reached (stars against par, see :mod:`engine.progress`); a ``set`` is an exercise set read from a
link (:mod:`engine.exercises`), whose reply holds one example or full-game widget per exercise, for
the page to start.

A full game's ``game`` is a game name, optionally with fixed options in the syntax of a game record
(``zapiti;opts=players:4``: the page of the four-player game). Two commands serve hidden-information
games: ``teach`` flips the switch that shows every hand (where allowed) and ``show-hand`` is the
next person taking the device when several people share it; ``continue`` lets the bots play on
once the reader has read a card game's hand summary (``bot_next`` is false until then).

>>> import json
>>> reply = json.loads(handle(json.dumps({"op": "init", "id": "w1", "kind": "example",
...                                       "scenario": "awari.siembra", "lang": "en"})))
>>> "rv-board" in reply["html"], reply["bot_next"]
(True, False)
>>> reply = json.loads(handle(json.dumps({"op": "act", "id": "w1", "action": "Z"})))
>>> reply["message"]
'“Z” is not a move of awari'
"""

from __future__ import annotations

import json
import random
import time
from html import escape as html_escape
from typing import Any
from urllib.parse import urlencode

from engine import bots, exercises, load, progress, render, scenario
from engine.errors import IllegalActionError, NotationError, RulesError
from engine.i18n import LANGUAGES, Msg, N_, Plural
from engine.record import Record
from engine.render import View
from engine.session import Played, Session
from engine import narration

MAX_REQUEST = 50_000


class ExampleWidget:
    """A live example of one rule: a scenario, its goal, hints and switches."""

    def __init__(self, request: dict[str, Any], lang: str) -> None:
        self.lang = lang
        self.scenario = scenario.get(str(request.get("scenario", "")))
        self.overrides: dict[str, Any] = {}
        self.session = Session.from_scenario(self.scenario)
        self.view = View(reveal=self.scenario.reveal == "on")
        self.par = max(1, self.scenario.par_from(self.session.start))
        self.decisions = 0  # every move the reader played here, undone ones included

    def html(self) -> str:
        return render.example(self.session, self.lang, self.view)

    def command(self, cmd: str) -> None:
        if view_command(self.view, self.session, cmd, teach=self.scenario.reveal != ""):
            return
        if cmd == "undo":
            self.session.undo()
        elif cmd == "redo":
            self.session.redo()
        elif cmd == "reset":
            self.session.reset()
            self.view.hints_shown, self.view.solution_shown = 0, False
        elif cmd == "hint":
            self.view.hints_shown = min(self.view.hints_shown + 1, len(self.scenario.hints))
        elif cmd == "solution":
            self.view.solution_shown = True
        else:
            raise ValueError(f"unknown command {cmd!r}")

    def option(self, name: str, value: str) -> None:
        if name not in self.scenario.switches:
            raise NotationError(None, Msg(N_("este ejemplo no tiene la opción «{name}»"), name=name))
        option = self.session.start.game.OPTIONS.get(name)
        self.overrides[name] = option.parse(value)
        self.session = Session.from_scenario(self.scenario, **self.overrides)

    def saved(self) -> dict[str, Any] | None:
        """The position reached, as a game record: what "share this position" links to."""
        return {"partida": self.session.record().to_text()}

    def result(self) -> dict[str, Any] | None:
        if self.session.goal.kind == "free" or not self.session.goal_reached():
            return None
        return progress.Result(par=self.par, decisions=self.decisions, hints=self.view.hints_shown,
                               solution=self.view.solution_shown).to_json()


class GameWidget:
    """A whole game: against a bot or two people on one device; share link; survives a reload."""

    def __init__(self, request: dict[str, Any], lang: str) -> None:
        self.lang = lang
        spec = Record.from_text(str(request.get("game", "")))
        self.game_name = spec.game
        self.fixed = dict(spec.load_game().options.non_default())  # validates name and options
        option_names = {option.name for option in load(self.game_name).OPTIONS}
        self.has_first = "first_player" in option_names
        self.mode, self.level, self.first = "bot", bots.DEFAULT_LEVEL, "south"
        self.view = View()
        self.session = self._new_session(seed=_fresh_seed())
        shared, saved = request.get("shared"), request.get("saved")
        if shared:
            try:
                self._restore(str(shared))
            except (RulesError, ValueError) as err:
                self.view.message = Msg(N_("El enlace compartido no es válido: {reason}"),
                                        reason=_reason(err, lang)).text(lang)
        elif saved:
            try:
                self._restore(str(saved))
            except (RulesError, ValueError):
                self.view.message = Msg(N_("La partida guardada estaba dañada y se ha descartado.")).text(lang)
                self.view.message_kind = "notice"

    def _first_choices(self) -> list[tuple[str, str]]:
        if not self.has_first:
            return []
        seat_names = load(self.game_name).SEAT_NAMES  # type: ignore[attr-defined]
        return [("south", seat_names[0]), ("north", seat_names[1]), ("random", N_("al azar"))]

    def _new_session(self, seed: int) -> Session:
        options = dict(self.fixed)
        if self.has_first:
            options["first_player"] = self.first
        game = load(self.game_name, **options)
        record = Record(self.game_name, game.options.to_text(), seed=seed)
        return self._session_for(record)

    def _session_for(self, record: Record) -> Session:
        self.view.shown_seat = None
        seats = record.load_game().num_players
        human = tuple(range(seats)) if self.mode == "people" else (0,)
        if self.mode == "people":
            self.view.reveal = False
        return Session.from_record(record, human_seats=human, bot_level=self.level, bot_seed=record.seed or 0)

    def _restore(self, text: str) -> None:
        """``text`` is what :meth:`saved` produced (or a share link's fragment): query-string form."""
        fields = _parse_query(text)
        mode, level = fields.get("modo", "bot"), fields.get("nivel", bots.DEFAULT_LEVEL)
        if mode not in ("bot", "people"):
            raise NotationError(None, Msg(N_("modo desconocido «{name}»"), name=mode))
        if level not in bots.LEVELS:
            raise NotationError(None, Msg(N_("nivel desconocido «{name}»"), name=level))
        record = Record.from_text(fields.get("partida", ""))
        if record.game != self.game_name:
            raise NotationError(None, Msg(N_("la partida es de otro juego («{name}»)"), name=record.game))
        options = record.load_game().options
        for name, value in self.fixed.items():
            if options[name] != value:
                raise NotationError(None, Msg(N_("la partida se juega con otra regla: «{name}»"),
                                              name=f"{name}:{options[name]}"))
        self.mode, self.level = mode, level
        first = options.get("first_player", "south")
        self.first = first if first in ("south", "north", "random") else "south"
        self.session = self._session_for(record)

    def html(self) -> str:
        return render.full_game(self.session, self.lang, self.view, mode=self.mode, level=self.level,
                                first=self.first, first_choices=self._first_choices())

    def command(self, cmd: str) -> None:
        if view_command(self.view, self.session, cmd, teach=self.mode == "bot"):
            return
        if cmd == "undo":
            self.session.undo()
        elif cmd == "redo":
            self.session.redo()
        elif cmd in ("reset", "new"):
            self.session = self._new_session(seed=_fresh_seed())
        elif cmd == "share":
            pass  # the page builds the link from saved(); nothing changes here
        else:
            raise ValueError(f"unknown command {cmd!r}")

    def setting(self, name: str, value: str) -> None:
        if name == "mode" and value in ("bot", "people"):
            self.mode = value
            self.session = self._session_for(self.session.record())
        elif name == "level" and value in bots.LEVELS:
            self.level = value
            self.session = self._session_for(self.session.record())
        elif name == "first" and self.has_first and value in ("south", "north", "random"):
            self.first = value
            self.session = self._new_session(seed=_fresh_seed())
        else:
            raise NotationError(None, Msg(N_("ajuste desconocido «{name}»"), name=f"{name}={value}"))

    def saved(self) -> dict[str, Any] | None:
        return {"partida": self.session.record().to_text(), "modo": self.mode, "nivel": self.level}

    def result(self) -> dict[str, Any] | None:
        return None


def exercise_set(text: Any, set_id: str, lang: str) -> str:
    """An exercise set from a link's fragment: one live example, or one position (a full game from
    it), per exercise, each a widget of its own that the page starts; what was wrong is said in place."""
    if not isinstance(text, str) or not text.strip("#"):
        return _notice(Msg(N_("Esta página muestra la serie de ejercicios de un enlace. Abre el enlace que "
                              "te han dado, o prepara una serie abajo.")), lang)
    try:
        found = exercises.decode(text)
    except RulesError as err:
        return _notice(Msg(N_("Este enlace de ejercicios no vale: {reason}"), reason=err.message), lang)
    title = found.title or Msg(N_("Serie de ejercicios")).text(lang)
    count = Plural("{n} ejercicio", "{n} ejercicios", len(found.items)).text(lang)
    parts = [f'<h2 class="rv-set-title">{html_escape(title)}</h2>', f'<p class="rv-set-count">{count}</p>']
    if found.notices:
        notes = "".join(f"<li>{html_escape(note.text(lang))}</li>" for note in found.notices)
        parts.append(f'<ul class="rv-message rv-notice rv-set-notices" role="alert">{notes}</ul>')
    items = "".join(f'<li class="rv-set-item">{_exercise(f"{set_id}-{number}", number, item, lang)}</li>'
                    for number, item in enumerate(found.items, start=1))
    return "".join(parts) + f'<ol class="rv-set-items">{items}</ol>'


def _exercise(wid: str, number: int, item: exercises.Item, lang: str) -> str:
    if item.kind == "example":
        found = scenario.get(item.key)
        body = render.example(Session.from_scenario(found), lang, View(hydrated=False, reveal=found.reveal == "on"))
        heading = Msg(N_("Ejercicio {number}: {title}"), number=number, title=Msg(found.title))
        attrs = {"class": "rv-widget rv-example", "data-rv-kind": "example", "data-rv-key": item.key}
    else:
        record = Record.from_text(item.key)
        session = Session.from_record(record, human_seats=(0,), bot_level=bots.DEFAULT_LEVEL)
        body = render.full_game(session, lang, View(hydrated=False), mode="bot", level=bots.DEFAULT_LEVEL,
                                first="south", first_choices=[])
        heading = Msg(N_("Ejercicio {number}: una posición de {game}"), number=number,
                      game=exercises.GAME_TITLES.get(record.game, record.game))
        attrs = {"class": "rv-widget rv-game", "data-rv-kind": "game", "data-rv-key": record.game,
                 "data-rv-shared": urlencode({"partida": item.key})}
    attr_text = " ".join(f'{key}="{html_escape(value)}"' for key, value in {"id": wid, **attrs}.items())
    answer = Msg(N_("Respuesta:")).text(lang)
    return (f'<h3 class="rv-set-heading">{html_escape(heading.text(lang))}</h3>'
            f'<section {attr_text}>{body}</section><p class="rv-set-answer">{html_escape(answer)}</p>')


def _notice(msg: Msg, lang: str) -> str:
    return f'<p class="rv-message rv-notice" role="alert">{html_escape(msg.text(lang))}</p>'


def view_command(view: View, session: Session, cmd: str, *, teach: bool) -> bool:
    """The commands of hidden-information games, which change only what is shown; ``False`` for others."""
    if cmd == "teach":
        if not teach or session.start.game.perfect_information:
            raise ValueError("this widget has no teaching switch")
        view.reveal = not view.reveal
        return True
    if cmd == "continue":  # a card game's hand summary has been read: the bots play on
        render.hand_summary_seen(session, view)
        return True
    if cmd == "show-hand":
        if not render.must_pass(session, view):
            raise ValueError("no one is waiting for the device")
        view.shown_seat = session.state.current_player
        return True
    return False


def _fresh_seed() -> int:
    """A new deal or starting player for a new game: the page's games are not replays."""
    return random.SystemRandom().randrange(1 << 30)


def _parse_query(text: str) -> dict[str, str]:
    from urllib.parse import parse_qs

    parsed = parse_qs(text.lstrip("#?"), keep_blank_values=True, max_num_fields=10)
    return {key: values[-1] for key, values in parsed.items()}


def _reason(err: Exception, lang: str) -> str:
    return err.text(lang) if isinstance(err, RulesError) else str(err)


def said(widget: ExampleWidget | GameWidget, played: list[Played]) -> list[str]:
    """The sentences of every move played, in order, in the page's language, from what the reader
    may see: everything when every hand is shown, else the seat the reader plays (with several
    people on one device, the seat that made the move: it had the device)."""
    session, view = widget.session, widget.view
    sentences = []
    for move in played:
        if view.reveal or session.start.game.perfect_information:
            viewer = None
        elif len(session.human_seats) == 1:
            viewer = session.human_seats[0]
        else:
            viewer = move.seat
        sentences += [m.text(widget.lang) for m in narration.describe(move.before, move.action, move.after, viewer)]
    return sentences


WIDGETS: dict[str, ExampleWidget | GameWidget] = {}


def _reply(widget: ExampleWidget | GameWidget, played: list[Played] = ()) -> dict[str, Any]:  # type: ignore[assignment]
    frames: list[str] = []
    for move in played:
        frames += render.frames(move.before, move.frames, widget.lang)
    reply = {
        "said": said(widget, played),
        "html": widget.html(),
        "frames": frames,
        "bot_next": render.bot_may_play(widget.session, widget.view),
        "message": widget.view.message,
        "saved": widget.saved(),
        "done": widget.session.goal.kind != "free" and widget.session.goal_reached(),
        "result": widget.result(),
        "goal": _goal(widget),
    }
    widget.view.message = ""
    widget.view.message_kind = "error"
    return reply


def _goal(widget: ExampleWidget | GameWidget) -> dict[str, str]:
    """How the example's goal stands, in words (a full game has none)."""
    if isinstance(widget, GameWidget):
        return {"status": "open", "text": ""}
    status, text = widget.session.goal_feedback()
    return {"status": status, "text": text.text(widget.lang) if text is not None else ""}


def dispatch(request: dict[str, Any]) -> dict[str, Any]:
    op, wid = request.get("op"), str(request.get("id", ""))
    if op == "init":
        lang = request.get("lang", "es")
        if lang not in LANGUAGES:
            lang = "es"
        kind = request.get("kind")
        widget: ExampleWidget | GameWidget
        if kind == "example":
            widget = ExampleWidget(request, lang)
        elif kind == "game":
            widget = GameWidget(request, lang)
        elif kind == "set":  # read once, nothing to keep: its exercises are widgets of their own
            return {"html": exercise_set(request.get("set"), wid, lang), "frames": [], "bot_next": False,
                    "message": "", "saved": None, "done": False, "result": None}
        else:
            raise ValueError(f"unknown widget kind {kind!r}")
        WIDGETS[wid] = widget
        return _reply(widget)
    widget = WIDGETS[wid]
    played: list[Played] = []
    try:
        if op == "act":
            if render.must_pass(widget.session, widget.view):  # nobody may act behind the screen
                seat = render.seat_name(widget.session.state, widget.session.state.current_player)
                raise IllegalActionError(None, Msg(N_("Pasa el dispositivo a {seat}."), seat=seat))
            played.append(widget.session.play(str(request.get("action", ""))))
            if isinstance(widget, ExampleWidget):
                widget.decisions += 1
        elif op == "answer" and isinstance(widget, ExampleWidget):
            widget.session.answer(str(request.get("answer", "")))
            widget.decisions += 1
        elif op == "bot":
            if render.bot_may_play(widget.session, widget.view):
                started = time.perf_counter()
                played.append(widget.session.bot_move())
                think_ms = round((time.perf_counter() - started) * 1000, 1)
        elif op == "cmd" and request.get("cmd") == "replay":
            last = widget.session.last_played()  # the same move, animated again
            if last is not None:
                played.append(last)
        elif op == "cmd":
            widget.command(str(request.get("cmd", "")))
        elif op == "option" and isinstance(widget, ExampleWidget):
            widget.option(str(request.get("name", "")), str(request.get("value", "")))
        elif op == "setting" and isinstance(widget, GameWidget):
            widget.setting(str(request.get("name", "")), str(request.get("value", "")))
        else:
            raise ValueError(f"unknown operation {op!r}")
    except RulesError as err:
        widget.view.message = err.text(widget.lang)
    reply = _reply(widget, played)
    if op == "bot" and played:
        reply["think_ms"] = think_ms
    return reply


def handle(request_json: str) -> str:
    """One request in, one reply out, both JSON text. Never raises: errors come back as text."""
    try:
        if len(request_json) > MAX_REQUEST:
            raise ValueError("request too large")
        return json.dumps(dispatch(json.loads(request_json)))
    except RulesError as err:
        request = _safe_json(request_json)
        return json.dumps({"error": err.text(request.get("lang", "es") if request.get("lang") in LANGUAGES else "es")})
    except Exception as err:  # a bug or a hostile request: report it in place, keep the page alive
        return json.dumps({"error": f"{type(err).__name__}: {err}"})


def _safe_json(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
