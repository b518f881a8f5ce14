"""The games the engine knows, each described by one :class:`Registration`.

A game is one module (or package) that ends with its record, ``REGISTRATION``: the rules class, and
where its scenarios, renderers, narrator and bots live. The registry itself knows only
:data:`GAMES`, one line per game naming that module: a game's module is imported when its record is
first asked for, so naming the games imports none of them. (The browser's memory snapshot imports
every game anyway: the build plays them all in it.) The parts a game's module must not import
itself (they import the game, or a use may not need them) are named as dotted paths,
``"module:attribute"``, and imported on first use through :func:`resolve`.

>>> record = registration("awari")
>>> record.game.name, record.board
('awari', 'engine.table.mancala.render:board')
>>> resolve(record.board).__name__
'board'
>>> registration("chess")
Traceback (most recent call last):
...
engine.rules.errors.OptionError: juego desconocido «chess»; juegos válidos: awari, mbau, hus, vano, zapiti, zanga
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from engine.i18n import N_, Msg

from .errors import OptionError

if TYPE_CHECKING:
    from .core import Game, State

#: Every game by name, with the module whose ``REGISTRATION`` describes it.
GAMES: dict[str, str] = {
    "awari": "engine.rules.mancala.awari",
    "mbau": "engine.rules.mancala.mbau",
    "hus": "engine.rules.mancala.hus",
    "vano": "engine.rules.mancala.vano",
    "zapiti": "engine.rules.zapiti",
    "zanga": "engine.rules.zanga",
}


@dataclass(frozen=True)
class SearchHooks:
    """What the search bots need to know about one game, as ``module:function`` paths.

    ``evaluate(state, player) -> float``: how good a non-final ``state`` is for ``player`` (in the
    units of the game's score: a final position is worth :data:`engine.rules.bots.WIN` more than any
    evaluation). ``key(state) -> Hashable``: the position for the transposition table (default: the
    notation). ``nodes``: a scale on the levels' node budgets, for a game whose moves cost more to
    play out (Hus's relays and captures), so that each level thinks about as long as in the others.
    """

    evaluate: str
    key: str | None = None
    nodes: float = 1.0


@dataclass(frozen=True)
class Registration:
    """Everything the rest of the project needs to know to offer one game.

    Required:

    * ``name``: the game's id (``engine.load(name)``, scenario ids ``"name.…"``, links);
    * ``title``: how the pages write the game's name (the same in every language);
    * ``game``: the :class:`~engine.rules.core.Game` subclass, the rules;
    * ``scenarios``: ``"module:NAME"``, the tuple of live examples (:class:`~engine.lessons.scenario.Scenario`);
    * ``narration``: ``"module"`` with ``describe(before, action, after, viewer)`` and ``spoken``
      (see :mod:`engine.lessons.narration`);
    * ``board``: ``"module:function"``, the board as HTML,
      ``(state, lang, *, interactive, legal, highlight)`` (hidden-information games also take
      ``viewer, reveal, trail, part, moves``; see :func:`engine.table.render.board`).

    Optional (``None``: the game does without):

    * ``frame``: ``"module:function(before, frame, lang) -> str"``, one board per step of
      :meth:`~engine.rules.capabilities.Animated.trace`, for animated moves;
    * ``moves``: ``"module:function(before, seat, action, after, viewer, lang) -> str | None"``,
      how a move reads in the move list of a hidden-information game (default: as typed);
    * ``ends_hand``: ``"module:function(before, after) -> bool"``, for a game played in hands:
      whether a move settled one (its summary then waits for the reader);
    * ``hand_end_part``: for a game that deals the next hand in the move that ends one, the board
      part (``board(…, part=…)``) that shows the hand just ended, where an example decided by that
      move stops;
    * ``bots``: ``"module:function(level, seed) -> Bot"``, a game's own bots (hidden cards, four
      seats); without it :func:`engine.rules.bots.make` plays the generic ones;
    * ``search``: the generic search bots' knowledge of the game (:class:`SearchHooks`); without it
      they search on the difference of the scores;
    * ``coach``: ``"module"`` with ``hint`` and ``review`` (see :mod:`engine.lessons.coach`): the
      "¿Qué hago?" of its full game and the review at the game's end, in the game's own words;
    * ``giving_up``: the reader's actions that give up (a line ending in one does not count as
      failing an example);
    * ``drills``: ``"module:NAME"``, the tuple of its practice drills (fresh exercises from a seed,
      :class:`~engine.lessons.practice.Drill`);
    * ``parts``: the pieces of its board that ``board(…, part=…)`` draws alone, as a figure of a page
      (the ``position`` directive's ``:part:``): a scoreboard, a ledger, the cards in order;
    * ``symbols``: ``"module:NAME"`` paths of the SVG symbols (``<symbol>``) its boards ``<use>`` (a suit's pip, a
      coin), drawn once in every page that shows a board (games sharing one name the same path).

    Seat names are a member of the game (:attr:`~engine.rules.core.Game.SEAT_NAMES`), since they may
    depend on its options (Zápiti's 2 or 4); so are hole names, on a board of holes
    (:attr:`~engine.rules.capabilities.HoleGame.HOLE_NAMES`).
    """

    name: str
    title: str
    game: type[Game[State]]
    scenarios: str
    narration: str
    board: str
    frame: str | None = None
    moves: str | None = None
    ends_hand: str | None = None
    hand_end_part: str = ""
    bots: str | None = None
    search: SearchHooks | None = None
    coach: str | None = None
    giving_up: frozenset[str] = frozenset()
    drills: str | None = None
    parts: tuple[str, ...] = ()
    symbols: tuple[str, ...] = ()

    def paths(self) -> dict[str, str]:
        """Every dotted path of the record by field (``search``'s as ``search.evaluate``, …)."""
        found = {f: getattr(self, f) for f in ("scenarios", "narration", "board", "frame", "moves",
                                               "ends_hand", "bots", "coach", "drills")}
        if self.search is not None:
            found.update({"search.evaluate": self.search.evaluate, "search.key": self.search.key})
        found.update({f"symbols[{i}]": path for i, path in enumerate(self.symbols)})
        return {f: path for f, path in found.items() if path is not None}


def registration(name: str) -> Registration:
    """The record of the game ``name``; ``OptionError`` listing the valid names."""
    try:
        module = GAMES[name]
    except (KeyError, TypeError):
        valid = ", ".join(GAMES)
        unknown = Msg(N_("juego desconocido «{name}»; juegos válidos: {valid}"), name=name, valid=valid)
        raise OptionError(None, unknown) from None
    record: Registration = import_module(module).REGISTRATION
    return record


def names() -> tuple[str, ...]:
    """The registered games' names, in the registry's order."""
    return tuple(GAMES)


def registered() -> tuple[Registration, ...]:
    """Every game's record (this imports every game)."""
    return tuple(registration(name) for name in GAMES)


def resolve(path: str) -> Any:
    """The object a dotted path names: ``"module:attribute"``, or a whole ``"module"``."""
    module, _, attribute = path.partition(":")
    found: ModuleType = import_module(module)
    return getattr(found, attribute) if attribute else found

