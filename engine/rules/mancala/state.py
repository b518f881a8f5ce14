"""What the mancala states share (Awari, Mbau, Vano, Hus): the read-only view of a position, the
options they declare alike, and the pieces of notation they all write the same way.

Each game keeps its rules (legal moves, where a lap stops, captures, the end) in its own module;
this one holds only what is the same in every one of them:

* :class:`MancalaGame`: two seats, the board of holes (its names and words), who starts;
* :class:`MancalaState`: ``board``, ``current_player``, ``last_move``, the legal actions and the
  board of holes (:class:`~engine.rules.capabilities.HoleBoard`: ``captured_last``, ``counts()``,
  ``pieces_in_play()``), read from the slots each game's settling function fills;
* :class:`RelayView`: ``laps_last`` and ``capped_last``, for the games that relay (Mbau, Vano, Hus);
* :class:`ScoredState`: the games whose captured stones leave the board (Awari, Mbau, Vano):
  ``stores``, the counters ``plies_since_capture`` and ``ply``, ``end_reason`` and :meth:`ending`,
  ``scores``/``returns``, and the notation's tail ``S-N side since ply``;
* :func:`first_player_option`, :func:`no_capture_limit_option` and :func:`first_player`: who
  starts (by lot in every source) and the no-capture limit that makes every game end;
* :func:`number`, :func:`parse_rows`, :func:`format_rows`, :func:`parse_pair`, :func:`parse_side`,
  :func:`parse_counters`, :func:`split_notation`, :func:`board_text`;
* :func:`balance`, the search bots' evaluation of Awari and Mbau.

>>> parse_rows("4,4,4/4,4,4", 3, N_("dos filas de tres"))
(4, 4, 4, 4, 4, 4)
>>> format_rows((1, 2, 3, 4, 5, 6))
'1,2,3/4,5,6'
>>> parse_pair("3-5"), parse_side("N"), parse_counters("2", "9")
((3, 5), 1, (2, 9))
>>> first_player("north", None), first_player("random", 1) in (SOUTH, NORTH)
(1, True)
"""

from __future__ import annotations

import random
import re
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self, TypeVar

from engine.i18n import N_, Msg, Plural

from ..core import TERMINAL, Game, State
from ..errors import IllegalActionError, NotationError, RuleRef
from ..options import Option
from . import SEAT_NAMES

SOUTH, NORTH = 0, 1


# -- options -------------------------------------------------------------------------------------
def first_player_option(game: str, rule: str) -> Option:
    """Option ``first_player``: by lot (``random``, every source's way) or a fixed seat, so that a
    live example or a test can say who starts."""
    return Option(
        "first_player",
        "random",
        choices=("random", "south", "north"),
        label=N_("quién empieza"),
        labels={"random": N_("a suertes"), "south": SEAT_NAMES[0], "north": SEAT_NAMES[1]},
        rule=RuleRef(game, rule),
    )


def no_capture_limit_option(game: str, rule: str, label: str, default: int = 100) -> Option:
    """Option ``no_capture_limit``: after this many plies without a capture the game ends as
    ``game``'s ``rule`` says (0: never). ``label`` says what counts as a capture in that game."""
    return Option(
        "no_capture_limit", default, minimum=0, maximum=100_000, label=label, rule=RuleRef(game, rule)
    )


def first_player(first: str, seed: int | None) -> int:
    """The seat that starts under option ``first_player``; ``random`` draws it from ``seed``."""
    if first == "random":
        return SOUTH if random.Random(seed).random() < 0.5 else NORTH
    return SOUTH if first == "south" else NORTH


# -- the games -----------------------------------------------------------------------------------
#: The state class a mancala game makes.
MS = TypeVar("MS", bound="MancalaState", covariant=True)


class MancalaGame(Game[MS]):
    """What the four games are alike in: two seats, South and North, who both see the whole board;
    a board of holes (:class:`~engine.rules.capabilities.HoleGame`), whose names are the actions,
    counted in stones unless a game counts seeds; an option that says who starts
    (:class:`~engine.rules.capabilities.ChoosesOpening`). Each game sets its ``HOLE_NAMES``."""

    num_players = 2
    perfect_information = True
    SEAT_NAMES: tuple[str, ...] = SEAT_NAMES
    OPENING_OPTION = "first_player"
    HOLE_NAMES: tuple[str, ...]
    #: Whether a move may sow several laps (a relay): the animation then shows which lap it sows.
    RELAY: ClassVar[bool] = False

    def amount(self, n: int) -> Msg:
        return Plural("{n} piedra", "{n} piedras", n)

    def in_hole(self, hole: str, n: int) -> Msg:
        return Plural("en {hole} hay {n} piedra", "en {hole} hay {n} piedras", n, hole=hole)


# -- the states ----------------------------------------------------------------------------------
class MancalaState(State):
    """A position of a mancala game; immutable. Each game's settling function fills the slots
    (``object.__new__`` then plain assignments: the fast path of search and random play), and this
    class reads them:

    * ``board``: the seed counts, in the game's hole order;
    * ``current_player``: 0 South, 1 North, or :data:`~engine.rules.core.TERMINAL`;
    * ``last_move``: the action that led here (``None`` at the start);
    * ``captured_last``: the holes that action captured, in the order taken (may be empty).

    Subclasses set :attr:`INDEX`, the hole names their actions are.
    """

    __slots__ = ("_board", "_captured", "_last", "_legal", "_player", "game")

    #: Action text → hole index.
    INDEX: ClassVar[Mapping[str, int]]
    game: MancalaGame[MancalaState]

    _board: Sequence[int]  # a tuple, or bytes where a game sows on the integer they spell (Awari)
    _player: int
    _last: str | None
    _captured: tuple[int, ...]
    _legal: tuple[str, ...]

    @property
    def board(self) -> tuple[int, ...]:
        return tuple(self._board)

    @property
    def current_player(self) -> int:
        return self._player

    @property
    def last_move(self) -> str | None:
        return self._last

    @property
    def captured_last(self) -> tuple[int, ...]:
        return self._captured

    def legal_actions(self) -> tuple[str, ...]:
        return self._legal

    def is_terminal(self) -> bool:
        return self._player == TERMINAL

    def is_action(self, text: str) -> bool:
        return text in self.INDEX

    def pieces_in_play(self) -> int:
        """The seeds (or stones) on the board; no move makes or destroys one."""
        return sum(self._board)

    def counts(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The board; no stores, as no stone leaves the board (Hus)."""
        return tuple(self._board), ()

    @abstractmethod
    def trace(self, action: str) -> Sequence[Any]:
        """The steps of ``action`` for the animation (:class:`~engine.rules.capabilities.Animated`),
        each a :class:`~engine.rules.mancala.sowing.Frame`: each lap's pick and sowing, where it
        ended, each capture."""

    def observation(self, player: int) -> Self:
        """Every seat sees the whole board."""
        return self

    # What only the relaying games make (:class:`RelayView`), as a game that sows one lap makes it.
    @property
    def laps_last(self) -> int:
        """How many laps the last move made."""
        return 1

    @property
    def capped_last(self) -> bool:
        """Whether the lap cap of :mod:`~engine.rules.mancala.sowing` stopped the last move."""
        return False

    def apply(self, action: str) -> Self:
        """As :meth:`State.apply`; an action that is exactly one of the legal ones goes straight to
        the move, anything else (spaces, another hole, a finished game) takes the checks that refuse
        it with its rule."""
        if action in self._legal:
            return self._apply(action)
        return super().apply(action)

    def apply_random(self, rng: random.Random) -> Self:
        legal = self._legal
        return self._apply(legal[rng.randrange(len(legal))])

    def _side_letter(self) -> str:
        """``S``, ``N``, or ``-`` once the game is over: the side to move as the notation writes it."""
        return "-" if self._player == TERMINAL else "SN"[self._player]

    def _refusal(self) -> IllegalActionError | None:
        """The refusal every game gives once it is over (``None`` while it goes on)."""
        return self.over() if self._player == TERMINAL else None

    def _not_yours(self, rule: RuleRef, action: str, holes: str) -> IllegalActionError:
        """``action`` is a hole of the other side; ``holes`` names the mover's (``A–F``)."""
        return IllegalActionError(
            rule,
            Msg(N_("{hole} no es un agujero tuyo: {seat} siembra de {holes}"), hole=action,
                seat=Msg(SEAT_NAMES[self._player]), holes=holes),
        )


class RelayView:
    """``laps_last`` (how many laps the last move made) and ``capped_last`` (whether the lap cap of
    :mod:`~engine.rules.mancala.sowing` stopped it), for the games that relay; the state fills the slots
    ``_laps`` and ``_capped``."""

    __slots__ = ()

    _laps: int
    _capped: bool

    @property
    def laps_last(self) -> int:
        return self._laps

    @property
    def capped_last(self) -> bool:
        return self._capped


class ScoredState(MancalaState):
    """A position of a game whose captured stones leave the board (Awari, Mbau, Vano):

    * ``stores``: stones taken by (South, North);
    * ``plies_since_capture`` and ``ply``: the no-capture counter and the ply of the game;
    * ``end_reason``: how a finished game ended, else ``None``; :meth:`ending` says it with the rule
      (each game words its reasons in :meth:`_end_message`);
    * :meth:`scores` (the stores, unless a game counts more) and :meth:`returns`: the higher score
      wins, equal scores draw.
    """

    __slots__ = ("_end", "_ply", "_since", "_stores")

    _stores: tuple[int, int]
    _since: int
    _ply: int
    _end: tuple[str, str] | None  # (reason, rule)

    @property
    def stores(self) -> tuple[int, int]:
        return self._stores

    def pieces_in_play(self) -> int:
        """The seeds (or stones) on the board and in the stores; no move makes or destroys one."""
        return sum(self._board) + sum(self._stores)

    def counts(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The board and the stores."""
        return tuple(self._board), self._stores

    @property
    def plies_since_capture(self) -> int:
        return self._since

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def end_reason(self) -> str | None:
        return self._end[0] if self._end else None

    def ending(self) -> tuple[RuleRef, Msg] | None:
        """Why the game is over, with the rule: ``None`` while it goes on.

        >>> import engine
        >>> s = engine.load("mbau").from_notation("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 16-14 S 7 49")
        >>> rule, msg = s.ending()
        >>> rule.game, rule.rule, msg.text("en")
        ('mbau', '5', 'the player to move cannot move: the other takes the stones')
        """
        if self._end is None:
            return None
        reason, rule = self._end
        return RuleRef(self.game.name, rule), self._end_message(reason)

    def _end_message(self, reason: str) -> Msg:
        """The reason ``reason`` in words (each game has its own)."""
        raise NotImplementedError

    def scores(self) -> tuple[int, int]:
        return self._stores

    def returns(self) -> tuple[float, float]:
        if self._player != TERMINAL:
            return (0.0, 0.0)
        south, north = self.scores()
        if south == north:
            return (0.0, 0.0)
        return (1.0, -1.0) if south > north else (-1.0, 1.0)

    def _tail(self) -> str:
        """The end of the notation every such game shares: stores, side, since, ply."""
        return f"{self._stores[0]}-{self._stores[1]} {self._side_letter()} {self._since} {self._ply}"


# -- bots --------------------------------------------------------------------------------------
def balance(board: Sequence[int], stores: Sequence[int], player: int, weight: float) -> float:
    """A search bot's view of a position where captured stones leave the board: the difference in
    stores, then ``weight`` for each stone on ``player``'s side more than on the other's (moves to
    come, and the stones a stalled opponent leaves behind).

    >>> balance((4, 0, 1, 1), (3, 1), 0, 0.25)
    2.5
    """
    half = len(board) // 2
    own = sum(board[:half]) if player == SOUTH else sum(board[half:])
    return (stores[player] - stores[1 - player]) + weight * (2 * own - sum(board))


# -- notation ------------------------------------------------------------------------------------
def number(text: str, msgid: str = N_("«{text}» no es un número de piedras")) -> int:
    """A non-negative whole number written in digits, or :class:`NotationError` with ``msgid``."""
    if re.fullmatch(r"[0-9]{1,9}", text, re.ASCII) is None:
        raise NotationError(None, Msg(msgid, text=text))
    return int(text)


def split_notation(text: object, count: int, limit: int, msgid: str,
                   short: str = N_("la posición debe ser un texto corto")) -> list[str]:
    """The ``count`` space-separated parts of a position; ``msgid`` (with ``{n}`` and ``{text}``)
    when there are more or fewer, ``short`` when it is not a text of at most ``limit`` characters."""
    if not isinstance(text, str) or len(text) > limit:
        raise NotationError(None, Msg(short))
    parts = text.split()
    if len(parts) != count:
        raise NotationError(None, Msg(msgid, n=len(parts), text=text))
    return parts


def parse_rows(text: str, width: int, msgid: str, cell: str = N_("«{text}» no es un número de piedras")
               ) -> tuple[int, ...]:
    """``"A,…/a,…"``: South's row then North's, ``width`` counts each; ``msgid`` (with ``{text}``)
    if the shape is wrong, ``cell`` for a count that is not a number."""
    rows = text.split("/")
    cells = [row.split(",") for row in rows]
    if len(rows) != 2 or any(len(row) != width for row in cells):
        raise NotationError(None, Msg(msgid, text=text))
    return tuple(number(c, cell) for row in cells for c in row)


def format_rows(board: Sequence[int]) -> str:
    half = len(board) // 2
    return f"{','.join(map(str, board[:half]))}/{','.join(map(str, board[half:]))}"


_PAIR = N_("las piedras sacadas se escriben Sur-Norte, como «0-0», no «{text}»")


def parse_pair(text: str, msgid: str = _PAIR) -> tuple[int, int]:
    """``"3-5"``: South's count, then North's; ``msgid`` (with ``{text}``) otherwise."""
    match = re.fullmatch(r"([0-9]{1,9})-([0-9]{1,9})", text, re.ASCII)
    if match is None:
        raise NotationError(None, Msg(msgid, text=text))
    return int(match[1]), int(match[2])


def parse_side(text: str) -> int | None:
    """``S``, ``N`` or ``-`` (game over, ``None``)."""
    if text not in ("S", "N", "-"):
        raise NotationError(
            None, Msg(N_("el turno es S (Sur), N (Norte) o - (partida terminada), no «{text}»"), text=text)
        )
    return None if text == "-" else (SOUTH if text == "S" else NORTH)


def parse_counters(since_text: str, ply_text: str) -> tuple[int, int]:
    """Plies since the last capture and the ply of the game; the first cannot exceed the second."""
    since = number(since_text, N_("«{text}» no es un número de jugadas"))
    ply = number(ply_text, N_("«{text}» no es un número de jugadas"))
    if since > ply:
        raise NotationError(
            None,
            Plural("no puede haber {n} jugada sin captura en la jugada {ply}",
                   "no puede haber {n} jugadas sin captura en la jugada {ply}", since, ply=ply),
        )
    return since, ply


def check_finished(said_over: bool, state: State) -> None:
    """A position written as finished (``-``) must be one where nobody can move."""
    if said_over and not state.is_terminal():
        raise NotationError(
            None, Msg(N_("la posición dice que la partida ha terminado («-»), pero aún se puede jugar"))
        )


def board_text(board: Sequence[int], stores: Sequence[int], player: int, names: str, marks: str = "") -> str:
    """A two-row board as South sees it, for ``print(state)``: North's row on top, right to left,
    North's store on the left; ``names`` are the holes in index order, ``marks`` an extra line."""
    half = len(board) // 2
    turn = {NORTH: (" <", ""), SOUTH: ("", " <")}.get(player, ("", ""))
    lines = [
        "      " + "".join(f"  {name} " for name in reversed(names[half:])),
        "      " + "".join(f"[{n:>2}]" for n in reversed(board[half:])) + "  Norte" + turn[0],
        f"{stores[1]:>4}" + " " * (4 * half + 4) + str(stores[0]),
        "      " + "".join(f"[{n:>2}]" for n in board[:half]) + "  Sur" + turn[1],
        "      " + "".join(f"  {name} " for name in names[:half]),
    ]
    if marks:
        lines.append(marks)
    if player == TERMINAL:
        lines.append("(partida terminada)")
    return "\n".join(line.rstrip() for line in lines)
