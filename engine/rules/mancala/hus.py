"""Hus, Bell's four-row "Hottentot" game, as the Elhuyar article tells it (seed 002),
rules 1–9.

1. A board of four rows of eight holes; each player owns the two rows on his side, the outer one
   and the inner (central) one.
2. Start (figure 14 is lost): 2 stones in each of a player's 8 outer holes and in the 4 inner holes
   on the right half as he sees them; 24 each, 48 in all.
3. The first player is drawn by lot (option ``first_player``); a match is several games and the
   same player starts them all.
4. Each player sows round his own sixteen holes only, clockwise as the source says (option
   ``direction``: ``cw``, or ``ccw`` as most Namibian sources have it).
5. A move takes all the stones of one of the mover's holes holding 2 or more and sows them with
   relay: a lap ending in an occupied hole picks it up and sows on; one ending in an empty hole ends
   the turn.
6. Capture: a lap ending in an occupied hole of the mover's inner row, facing an occupied hole of
   the opponent's inner row, takes those stones, and the opponent's outer hole behind them if it is
   occupied too, and then one more opponent hole of the capturer's choice (the source's
   "cualquier agujero del contrario"; option ``extra_hole``). The captured stones, not the mover's
   own, are sown on from the hole after the capturing one, and that lap ends by the same rules, so
   a turn may capture several times. The choice of the extra hole is a decision of its own: the
   turn stops, the mover's legal actions are the opponent's holes he may take, and the turn goes on
   once he has named one (with a single candidate it is taken at once).
7. A player who cannot move (every hole holds 0 or 1) loses the game.
8. Capturing all the opponent's stones is a double win.
9. The match (option ``match``): first to 7 points, a win 1 and a double win 2 (REC); best of seven
   (first to 4 games); or a single game.

How the match is kept: a state is one moment of the whole match. When a move ends a game, the
next state is already the next game's start (the same player starts it, rule 3), with the points
updated and :attr:`HusState.previous` telling who won the game just over; only the end of the
match is terminal. :meth:`HusState.scores` counts the stones each player has captured in the
match so far, across its games, so that a capture that wins a game counts as a gain like any other
(what a live example's goal checks); :attr:`HusState.points` is the match score, shown above the
board.

Endless relays (H-g): a turn stops after :data:`~engine.rules.mancala.sowing.MAX_LAPS` laps, with no
further effect. A game where nothing is captured for ``no_capture_limit`` plies is a draw: nobody
scores, and the next game starts.

Holes are named by column and row, as South sees the board: columns ``a``–``h`` left to right, rows
``1`` (South's outer row) to ``4`` (North's outer row), so ``e2`` is South's inner hole in the fifth
column and ``e3`` faces it. Notation: the four rows top to bottom (row 4 first, as on the screen),
the side to move (``S``, ``N``, ``-`` once the match is over), the points South-North, the player
who starts every game, the plies of this game since the last capture, the stones each side has
captured in the match, and the pending capture (``-``, or the capturing hole and the laps made,
``e2@3``):

>>> import engine
>>> state = engine.load("hus", first_player="south").new_state()
>>> state.notation()
'2,2,2,2,2,2,2,2/2,2,2,2,0,0,0,0/0,0,0,0,2,2,2,2/2,2,2,2,2,2,2,2 S 0-0 S 0 0-0 -'
>>> len(state.legal_actions())
12
>>> print(state.apply("e2"))
      a  b  c  d  e  f  g  h
  4   2  2  2  2  2  2  2  2   Norte <
  3   2  2  2  2  0  0  0  0
  2   1  1  1  0  0  3  0  3
  1   0  3  3  0  3  3  0  3   Sur
puntos 0-0 (a 7)
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence

from engine.i18n import N_, Msg, Plural

from ..core import TERMINAL
from ..errors import IllegalActionError, NotationError, OptionError, RuleRef
from ..options import Option, Options, OptionSpec
from ..registry import Registration, SearchHooks
from . import SEAT_NAMES
from .sowing import Frame, Run, Sowing, abridge
from .state import (
    NORTH,
    SOUTH,
    MancalaGame,
    MancalaState,
    RelayView,
    first_player,
    first_player_option,
    no_capture_limit_option,
    number,
    parse_side,
    split_notation,
)

# -- parameters ----------------------------------------------------------------------------------
OPTIONS = OptionSpec(
    (
        Option(
            "direction",
            "cw",
            choices=("cw", "ccw"),
            label=N_("sentido de la siembra"),
            labels={
                "cw": N_("como las agujas del reloj (la fuente)"),
                "ccw": N_("contra las agujas del reloj (fuentes namibias)"),
            },
            rule=RuleRef("hus", "4"),
        ),
        Option(
            "extra_hole",
            "choice",
            choices=("choice", "off"),
            label=N_("al capturar las dos filas, otro agujero del contrario"),
            labels={
                "choice": N_("sí, el que elija quien captura"),
                "off": N_("no, solo las dos filas"),
            },
            rule=RuleRef("hus", "6"),
        ),
        Option(
            "match",
            "seven_points",
            choices=("seven_points", "best_of_seven", "single"),
            label=N_("cómo se gana el partido"),
            labels={
                "seven_points": N_("el primero que llega a 7 puntos (victoria doble: 2)"),
                "best_of_seven": N_("al mejor de siete manos (el primero que gana 4)"),
                "single": N_("una sola mano"),
            },
            rule=RuleRef("hus", "9"),
        ),
        first_player_option("hus", "3"),
        no_capture_limit_option(
            "hus", "7", N_("una mano sin capturas durante tantas jugadas queda en tablas (0: nunca)"), default=200
        ),
    ),
)

# -- game facts ----------------------------------------------------------------------------------
STONES = 48
COLUMNS = "abcdefgh"
#: Hole ``row * 8 + col``: row 0 South's outer row, 1 South's inner, 2 North's inner, 3 North's outer.
HOLES: tuple[str, ...] = tuple(f"{COLUMNS[i % 8]}{i // 8 + 1}" for i in range(32))
INDEX = {name: i for i, name in enumerate(HOLES)}
START = (2,) * 8 + (0, 0, 0, 0, 2, 2, 2, 2) + (2, 2, 2, 2, 0, 0, 0, 0) + (2,) * 8

#: Each player's loop (rule 4), as geometric holes in sowing order: L 0–7 the outer row, L 8–15 the
#: inner row, clockwise or counter-clockwise seen from above.
LOOPS = {
    "cw": (tuple(range(7, -1, -1)) + tuple(range(8, 16)), tuple(range(24, 32)) + tuple(range(23, 15, -1))),
    "ccw": (tuple(range(0, 8)) + tuple(range(15, 7, -1)), tuple(range(31, 23, -1)) + tuple(range(16, 24))),
}
TARGETS = {"seven_points": 7, "best_of_seven": 4, "single": 1}

_MAX_NOTATION = 300


def _rule(n: str) -> RuleRef:
    return RuleRef("hus", n)


def owner(hole: int) -> int:
    return SOUTH if hole < 16 else NORTH


def is_inner(hole: int) -> bool:
    return 8 <= hole < 24


def facing(hole: int) -> tuple[int, int]:
    """For an inner hole, the opponent's inner hole across from it and his outer hole behind that."""
    if hole < 16:
        return hole + 8, hole + 16
    return hole - 8, hole - 16


def extra_candidates(board: Sequence[int], capturer: int, inner: int, outer: int) -> tuple[int, ...]:
    """The opponent's holes the capturer may add (rule 6): any occupied one but the two taken."""
    lo = 16 if capturer == SOUTH else 0
    return tuple([h for h in range(lo, lo + 16) if board[h] and h != inner and h != outer])


#: Per player, the holes where a lap of his may capture (rule 6): his inner row.
CAPTURING = tuple(frozenset(h for h in range(32) if is_inner(h) and owner(h) == p) for p in (SOUTH, NORTH))


# -- the turn ------------------------------------------------------------------------------------
class _Turn:
    """What a turn's hooks share: whether rule 6's extra hole is played, and where the turn stopped
    for the capturer to choose it."""

    __slots__ = ("extra_rule", "pending")

    def __init__(self, extra_rule: bool) -> None:
        self.extra_rule = extra_rule
        self.pending: int | None = None


def _take(run: Run, hole: int, extra: int | None) -> int:
    """Rule 6's capture at ``hole``: the inner hole across, the outer behind it if occupied, and
    ``extra`` with it; returns the stones now in the hand."""
    board = run.board
    inner, outer = facing(hole)
    hand = run.take(inner)
    if board[outer]:
        hand += run.take(outer)
        if extra is not None:
            hand += run.take(extra)
    return hand


def _lap_end(run: Run, hole: int) -> int:
    """Rules 5 and 6 where a lap ends."""
    board = run.board
    if board[hole] == 1:
        return 0  # an empty hole: the turn ends
    if hole in CAPTURING[run.player]:
        inner, outer = facing(hole)
        if board[inner]:
            extra = None
            turn: _Turn = run.context
            if board[outer] and turn.extra_rule:
                candidates = extra_candidates(board, run.player, inner, outer)
                if len(candidates) > 1:
                    turn.pending = hole  # the capturer chooses: the turn waits for him
                    return 0
                extra = candidates[0] if candidates else None
            return _take(run, hole, extra)
    return run.pick(hole)


# -- state ---------------------------------------------------------------------------------------
class HusState(RelayView, MancalaState):
    """A moment of a Hus match; immutable. Public attributes (``board``, ``current_player``,
    ``last_move``, ``captured_last``, ``laps_last`` and ``capped_last`` read through
    :mod:`engine.rules.mancala.state`):

    * ``board``: 32 stone counts, hole ``row * 8 + col`` (see the module docstring); ``stores`` is
      ``(0, 0)``: no stone ever leaves the board;
    * ``current_player``: 0 South, 1 North, or :data:`~engine.rules.core.TERMINAL` once the match is over;
    * ``pending``: the capturing hole while the mover chooses his extra hole, else ``None``;
      ``pending_takes``: the two holes that capture takes;
    * ``points`` (South, North), ``target`` and ``starter`` of the match; ``previous``: who won the
      game just finished and whether doubly (``(winner, double)``; winner ``None`` for a draw),
      ``None`` during a game;
    * ``last_move``, ``captured_last`` (holes captured by the last action), ``laps_last``,
      ``capped_last``; ``ply`` (plies since the last capture in this game); ``captures``: stones
      captured by (South, North) in the match so far, which :meth:`scores` returns.
    """

    __slots__ = ("_capped", "_caught", "_lap", "_laps", "_pending", "_points", "_previous", "_since", "_starter")

    INDEX = INDEX
    game: Hus
    _pending: int | None
    _lap: int
    _points: tuple[int, int]
    _starter: int
    _since: int
    _caught: tuple[int, int]
    _previous: tuple[int | None, bool] | None

    @property
    def stores(self) -> tuple[int, int]:
        return (0, 0)

    @property
    def pending(self) -> int | None:
        return self._pending

    @property
    def pending_takes(self) -> tuple[int, ...]:
        return facing(self._pending) if self._pending is not None else ()

    @property
    def points(self) -> tuple[int, int]:
        return self._points

    @property
    def target(self) -> int:
        return self.game._target

    @property
    def starter(self) -> int:
        return self._starter

    @property
    def previous(self) -> tuple[int | None, bool] | None:
        return self._previous

    @property
    def ply(self) -> int:
        return self._since

    @property
    def captures(self) -> tuple[int, int]:
        return self._caught

    # -- the contract ----------------------------------------------------------------------------
    def _apply(self, action: str) -> HusState:
        board = list(self._board)
        run, turn = self._run(board, INDEX[action], trace=False)
        game = self.game
        mover = self._player
        captured = tuple(run.captured)
        since = 0 if captured else self._since + 1
        caught = self._caught
        if captured:
            # Sowing never touches the opponent's side: what left it was captured.
            lo = 16 if mover == SOUTH else 0
            gain = sum(self._board[lo : lo + 16]) - sum(board[lo : lo + 16])
            caught = (caught[0] + gain, caught[1]) if mover == SOUTH else (caught[0], caught[1] + gain)
        if turn.pending is not None:
            return _make(game, board, mover, turn.pending, run.lap, self._points, self._starter, since, caught,
                         action, captured, run.lap, False, None)
        return _settle(game, board, 1 - mover, self._points, self._starter, since, caught, action, captured,
                       run.lap, run.capped)

    def _run(self, board: list[int], hole: int, *, trace: bool) -> tuple[Run, _Turn]:
        game = self.game
        mover = self._player
        turn = _Turn(game._extra)
        sowing = game._sowings[mover]
        if self._pending is None:
            run = sowing.run(board, hole, player=mover, context=turn, trace=trace)
        else:
            run = sowing.run(board, self._pending, player=mover, context=turn, trace=trace,
                             resume=lambda r, h: _take(r, h, hole), laps_done=self._lap)
        return run, turn

    def why_illegal(self, action: str) -> IllegalActionError:
        """The rule ``action`` breaks: 1 (not your hole), 5 (fewer than two stones) or 6 (while
        choosing the extra hole: a hole that is not one of the opponent's occupied ones)."""
        over = self._refusal()
        if over is not None:
            return over
        i = INDEX[action]
        mover = self._player
        if self._pending is not None:
            return IllegalActionError(
                _rule("6"),
                Msg(N_("capturas en {hole}: ahora elige otro agujero del contrario que tenga piedras ({valid})"),
                    hole=HOLES[self._pending], valid=", ".join(self._legal)),
            )
        if owner(i) != mover:
            return IllegalActionError(
                _rule("1"),
                Msg(N_("{hole} no es un agujero tuyo: {seat} juega con las filas {rows}"), hole=action,
                    seat=Msg(SEAT_NAMES[mover]), rows="1–2" if mover == SOUTH else "3–4"),
            )
        if action in self._legal:
            raise ValueError(f"{action} is legal here: nothing to explain")
        return IllegalActionError(
            _rule("5"),
            Plural("{hole} tiene {n} piedra: solo se puede salir de un agujero con dos o más",
                   "{hole} tiene {n} piedras: solo se puede salir de un agujero con dos o más", self._board[i],
                   hole=action),
        )

    def returns(self) -> tuple[float, float]:
        if self._player != TERMINAL:
            return (0.0, 0.0)
        south, north = self._points
        return (1.0, -1.0) if south > north else (-1.0, 1.0)

    def scores(self) -> tuple[int, int]:
        """The stones each player has captured in the match so far, the games already over included
        (the match score is :attr:`points`)."""
        return self._caught

    def notation(self) -> str:
        b = self._board
        rows = "/".join(",".join(map(str, b[r * 8 : r * 8 + 8])) for r in (3, 2, 1, 0))
        pending = "-" if self._pending is None else f"{HOLES[self._pending]}@{self._lap}"
        return (f"{rows} {self._side_letter()} {self._points[0]}-{self._points[1]} {'SN'[self._starter]} {self._since} "
                f"{self._caught[0]}-{self._caught[1]} {pending}")

    def trace(self, action: str) -> list[Frame]:
        """Every step of ``action`` (a move, or the choice of the extra hole), checked like
        :meth:`apply`: ``pick``, ``sow``, ``lap_end`` (then ``pick`` for a relay), ``take`` for each
        hole captured. A move that stops for the extra hole ends at the capturing hole's
        ``lap_end``; a move that ends a game ends with its last position (the next game's start is
        the state :meth:`apply` returns).

        >>> import engine
        >>> s = engine.load("hus", first_player="south").new_state()
        >>> [HOLES[f.hole] for f in s.trace("e2") if f.kind == "lap_end"]
        ['g2', 'g1', 'd1', 'a1', 'c2']
        """
        self.apply(action)
        board = list(self._board)
        run, _ = self._run(board, INDEX[action], trace=True)
        assert run.frames is not None
        return abridge(run.frames)

    def __str__(self) -> str:
        """The board as South sees it: row 4 (North's outer row) on top."""
        b = self._board
        turn = {NORTH: (" <", ""), SOUTH: ("", " <")}.get(self._player, ("", ""))
        lines = ["      " + "  ".join(COLUMNS)]
        for r in (3, 2, 1, 0):
            cells = "".join(f"{n:>3}" for n in b[r * 8 : r * 8 + 8])
            tail = {3: "   Norte" + turn[0], 0: "   Sur" + turn[1]}.get(r, "")
            lines.append(f"  {r + 1} {cells}{tail}")
        lines.append(f"puntos {self._points[0]}-{self._points[1]} (a {self.game._target})")
        if self._pending is not None:
            lines.append(f"captura en {HOLES[self._pending]}: elige otro agujero ({', '.join(self._legal)})")
        if self._player == TERMINAL:
            lines.append("(partido terminado)")
        return "\n".join(line.rstrip() for line in lines)


# -- game ----------------------------------------------------------------------------------------
class Hus(MancalaGame[HusState]):
    """Hus with its options fixed; makes the states.

    >>> import engine
    >>> engine.load("hus", direction="ccw").new_state(seed=1).board == START
    True
    """

    name = "hus"
    OPTIONS = OPTIONS
    END_RULE = RuleRef("hus", "9")
    HOLE_NAMES: tuple[str, ...] = HOLES
    RELAY = True

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        opts = self.options
        loops = LOOPS[opts.direction]
        self._sowings = (Sowing(loops[0], lap_end=_lap_end), Sowing(loops[1], lap_end=_lap_end))
        self._extra: bool = opts.extra_hole == "choice"
        self._target: int = TARGETS[opts.match]
        self._double: int = 1 if opts.match == "best_of_seven" else 2
        self._limit: int = opts.no_capture_limit
        if self._limit == 1:
            # No first move captures (each inner landing faces an empty hole), so every game would be
            # drawn at once, and the next one,
            # which starts the same, too: the match would never end.
            raise OptionError(
                _rule("7"),
                Msg(N_("ninguna primera jugada captura: con «no_capture_limit» en 1 todas las manos serían "
                       "tablas y el partido no acabaría nunca")),
            )

    def new_state(self, seed: int | None = None) -> HusState:
        """Rule 2's start; rule 3's lot (``first_player="random"``) drawn from ``seed``."""
        starter = first_player(self.options.first_player, seed)
        return _settle(self, START, starter, (0, 0), starter, 0, (0, 0), None, (), 0, False)

    def from_notation(self, text: str) -> HusState:
        """The position ``text`` (see the module docstring), or :class:`NotationError` saying what is
        wrong. A position where the player to move cannot move is settled as the rules say (the game
        is scored, and the next game or the end of the match follows)."""
        rows_text, side_text, points_text, starter_text, since_text, caught_text, pending_text = split_notation(
            text, 7, _MAX_NOTATION,
            N_("la posición de hus tiene siete partes separadas por espacios (agujeros, turno, puntos, "
               "quién empieza, jugadas sin captura, piedras capturadas en el partido, captura pendiente), "
               "no {n}: «{text}»"),
        )
        rows = rows_text.split("/")
        cells = [row.split(",") for row in rows]
        if len(rows) != 4 or any(len(row) != 8 for row in cells):
            raise NotationError(
                None,
                Msg(N_("los agujeros deben ser cuatro filas de ocho números separadas por «/», de la fila 4 "
                       "(la de fuera del Norte) a la 1 (la de fuera del Sur), no «{text}»"), text=rows_text),
            )
        numbers = [number(cell) for row in cells for cell in row]
        board = tuple(numbers[24:32] + numbers[16:24] + numbers[8:16] + numbers[0:8])
        if sum(board) != STONES:
            raise NotationError(
                _rule("2"),
                Plural("hay {n} piedra en el tablero, y en el hus siempre son {stones}",
                       "hay {n} piedras en el tablero, y en el hus siempre son {stones}", sum(board), stones=STONES),
            )
        side = parse_side(side_text)
        match = re.fullmatch(r"([0-9]{1,2})-([0-9]{1,2})", points_text, re.ASCII)
        if match is None:
            raise NotationError(None, Msg(N_("los puntos se escriben Sur-Norte, como «0-0», no «{text}»"),
                                          text=points_text))
        points = (int(match[1]), int(match[2]))
        target = self._target
        over = max(points) >= target
        if over != (side is None) or min(points) >= target or max(points) > target + 1:
            raise NotationError(
                _rule("9"),
                Msg(N_("con los puntos {points} el partido a {target} {state}"), points=points_text, target=target,
                    state=Msg(N_("ha terminado («-»)") if over else N_("no ha terminado"))),
            )
        if starter_text not in ("S", "N"):
            raise NotationError(None, Msg(N_("quien empieza cada mano es S (Sur) o N (Norte), no «{text}»"),
                                          text=starter_text))
        starter = SOUTH if starter_text == "S" else NORTH
        since = number(since_text, N_("«{text}» no es un número de jugadas"))
        # Captured stones can be captured back, so the tallies may add up to more than 48.
        match = re.fullmatch(r"([0-9]{1,6})-([0-9]{1,6})", caught_text, re.ASCII)
        if match is None:
            raise NotationError(
                None, Msg(N_("las piedras capturadas en el partido se escriben Sur-Norte, como «0-0», no «{text}»"),
                          text=caught_text)
            )
        caught = (int(match[1]), int(match[2]))
        if over:
            if pending_text != "-":
                raise NotationError(None, Msg(N_("un partido terminado no tiene ninguna captura pendiente")))
            return _make(self, board, TERMINAL, None, 0, points, starter, since, caught, None, (), 0, False,
                         None)
        player = SOUTH if side == SOUTH else NORTH
        if pending_text == "-":
            return _settle(self, board, player, points, starter, since, caught, None, (), 0, False)
        return self._pending_from(pending_text, board, player, points, starter, since, caught)

    def _pending_from(self, text: str, board: tuple[int, ...], player: int, points: tuple[int, int],
                      starter: int, since: int, caught: tuple[int, int]) -> HusState:
        match = re.fullmatch(r"([a-h][1-4])@([0-9]{1,4})", text, re.ASCII)
        if match is None:
            raise NotationError(
                None, Msg(N_("la captura pendiente es «-» o el agujero y las vueltas, como «e2@3», no «{text}»"),
                          text=text)
            )
        hole, lap = INDEX[match[1]], int(match[2])
        inner, outer = facing(hole) if is_inner(hole) else (hole, hole)
        valid = (
            self._extra
            and is_inner(hole)
            and owner(hole) == player
            and board[hole] >= 2
            and board[inner] > 0
            and board[outer] > 0
            and 1 <= lap < self._sowings[player].max_laps
            and len(extra_candidates(board, player, inner, outer)) > 1
        )
        if not valid:
            raise NotationError(
                _rule("6"),
                Msg(N_("en {hole} no puede haber ninguna captura pendiente de elegir otro agujero"), hole=match[1]),
            )
        return _make(self, board, player, hole, lap, points, starter, since, caught, None, (), 0, False, None)


# -- private helpers -----------------------------------------------------------------------------
def _moves(board: Sequence[int], player: int) -> tuple[str, ...]:
    """Rule 5: the mover's holes with two stones or more."""
    if player == SOUTH:
        return tuple([HOLES[i] for i in range(16) if board[i] >= 2])
    return tuple([HOLES[i] for i in range(16, 32) if board[i] >= 2])


def _make(game: Hus, board: Sequence[int], player: int, pending: int | None, lap: int, points: tuple[int, int],
          starter: int, since: int, caught: tuple[int, int], last: str | None, captured: tuple[int, ...],
          laps: int, capped: bool, previous: tuple[int | None, bool] | None,
          legal: tuple[str, ...] | None = None) -> HusState:
    state = object.__new__(HusState)
    board = tuple(board)
    if legal is not None:
        pass
    elif player == TERMINAL:
        legal = ()
    elif pending is not None:
        inner, outer = facing(pending)
        legal = tuple([HOLES[h] for h in extra_candidates(board, player, inner, outer)])
    else:
        legal = _moves(board, player)
    state.game = game
    state._board = board
    state._player = player
    state._pending = pending
    state._lap = lap if pending is not None else 0
    state._points = points
    state._starter = starter
    state._since = since
    state._caught = caught
    state._last = last
    state._captured = captured
    state._laps = laps
    state._capped = capped
    state._previous = previous
    state._legal = legal
    return state


def _settle(game: Hus, board: Sequence[int], player: int, points: tuple[int, int], starter: int, since: int,
            caught: tuple[int, int], last: str | None, captured: tuple[int, ...], laps: int,
            capped: bool) -> HusState:
    """The state with ``player`` to move, or, if he cannot (rule 7) or the game has gone
    ``no_capture_limit`` plies without a capture, the game scored (rules 8 and 9) and the next
    game's start, or the end of the match."""
    legal = _moves(board, player)
    if legal and not (game._limit and since >= game._limit):
        return _make(game, board, player, None, 0, points, starter, since, caught, last, captured, laps, capped,
                     None, legal)
    if legal:
        previous: tuple[int | None, bool] = (None, False)  # a drawn game: nobody scores
    else:
        winner = 1 - player
        lo = 0 if player == SOUTH else 16
        double = not any(board[lo : lo + 16])
        gain = game._double if double else 1
        points = (points[0] + gain, points[1]) if winner == SOUTH else (points[0], points[1] + gain)
        previous = (winner, double)
        if points[winner] >= game._target:
            return _make(game, board, TERMINAL, None, 0, points, starter, since, caught, last, captured, laps,
                         capped, previous)
    # The captures of the match go on counting (scores()): the next game starts with them.
    return _make(game, START, starter, None, 0, points, starter, 0, caught, last, captured, laps, capped, previous)


# -- bots ----------------------------------------------------------------------------------------
def evaluate(state: HusState, player: int) -> float:
    """How good ``state`` looks for ``player``: match points first (a game is worth far more than
    any stones), then the stones on his side (a player runs out of moves as his stones run out)."""
    b = state._board
    own = sum(b[:16]) if player == SOUTH else sum(b[16:])
    points = state._points
    return 100.0 * (points[player] - points[1 - player]) + (2 * own - STONES)


def search_key(state: HusState) -> Hashable:
    return (state._board, state._player, state._pending, state._points)


REGISTRATION = Registration(
    name="hus",
    title="Hus",
    game=Hus,
    scenarios="engine.lessons.mancala.hus_scenarios:SCENARIOS",
    drills="engine.lessons.mancala.hus_drills:HUS",
    narration="engine.lessons.mancala.narration",
    coach="engine.lessons.mancala.coach",
    board="engine.table.mancala.render_hus:board",
    frame="engine.table.mancala.render_hus:frame",
    search=SearchHooks(evaluate="engine.rules.mancala.hus:evaluate", key="engine.rules.mancala.hus:search_key",
                       nodes=0.6),
)
