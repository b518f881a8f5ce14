"""Awari, as the Elhuyar article describes it (seed 002, after Bell), rules 1–8.

1. Two rows of six holes and a store on each player's right; 48 seeds, 4 in each hole.
2. Who starts is chosen freely (option ``first_player``). A move sows *all* the seeds of one of the
   mover's own non-empty holes, one per hole, counter-clockwise.
3. Twelve or more seeds pass over the hole they came from (it stays empty).
4. If the last seed makes an opponent's hole 2 or 3, those seeds are captured, and so are the
   unbroken runs of 2s and 3s beside it along the opponent's row: *both* ways, as the source says
   and its own example shows (W1), or only backwards (option ``capture="backward"``, Oware/Abapa).
5. A move that would capture all the opponent's seeds (*grand slam*) is illegal (option
   ``grand_slam="no_capture"``: allowed, but it captures nothing).
6. If the opponent's row is empty the mover must give him seeds.
7. A game that can no longer end by captures ends on a repeated position (option ``repetitions``)
   or after ``no_capture_limit`` plies without a capture (W4).
8. More than 24 seeds in a store ends the game; otherwise the fuller store wins, 24–24 is a draw.

Rules 5 and 6 are one test (Ludii's ``ifAfterwards``): a move is legal if, after its sowing and
capture, the opponent still has a seed. When the player to move has no legal move, and at the ends
of rule 7, each player takes the seeds left on his side (W2), so a finished game shows an empty
board, unless it ended by rule 8.

Holes are named as in the source's figures: South's ``A``–``F`` left to right, North's ``a``–``f``
with ``a`` opposite ``F``; indices 0–11 in sowing order, so hole ``i`` faces ``11 - i``.

Notation: South's holes A–F ``/`` North's a–f, the stores South-North, the side to move (``S``,
``N``, or ``-`` once the game is over), plies since the last capture, and the ply number; then,
while rule 7's repetitions can still end the game and moves without a capture have been played, the
positions seen since the last capture, which that count needs: the board they start from and the
moves played since, ``4,4,4,4,4,4/4,4,4,4,4,4:Df``. Two states are equal when they play the same,
so a position read back from its notation counts its repetitions as the game did. A notation
without that history (a position set up by hand) starts counting there.

>>> import engine
>>> game = engine.load("awari", first_player="south")
>>> state = game.new_state()
>>> state.notation()
'4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0'
>>> state = state.apply("D")
>>> print(state)
        f   e   d   c   b   a
      [ 4][ 4][ 4][ 4][ 5][ 5]  Norte <
   0                            0
      [ 4][ 4][ 4][ 0][ 5][ 5]  Sur
        A   B   C   D   E   F
>>> state.apply("D")
Traceback (most recent call last):
...
engine.rules.errors.IllegalActionError: Regla 2: D no es un agujero tuyo: Norte siembra de a–f
"""

from __future__ import annotations

from collections.abc import Hashable

from engine.i18n import N_, Msg, Plural

from ..core import TERMINAL, State
from ..errors import IllegalActionError, NotationError, OptionError, RuleRef
from ..options import Option, Options, OptionSpec
from ..registry import Registration, SearchHooks
from .sowing import Frame, Sowing
from .state import (
    NORTH,
    SOUTH,
    MancalaGame,
    ScoredState,
    balance,
    board_text,
    check_finished,
    first_player,
    first_player_option,
    format_rows,
    no_capture_limit_option,
    parse_counters,
    parse_pair,
    parse_rows,
    parse_side,
    split_notation,
)

# -- parameters ----------------------------------------------------------------------------------
OPTIONS = OptionSpec(
    (
        Option(
            "capture",
            "both",
            choices=("both", "backward"),
            label=N_("dirección de la captura"),
            labels={
                "both": N_("hacia delante y hacia atrás"),
                "backward": N_("solo hacia atrás (Oware, Abapa)"),
            },
            rule=RuleRef("awari", "4"),
        ),
        Option(
            "grand_slam",
            "forbidden",
            choices=("forbidden", "no_capture"),
            label=N_("capturar todas las semillas del contrario (gran slam)"),
            labels={
                "forbidden": N_("prohibido"),
                "no_capture": N_("permitido, pero no captura nada"),
            },
            rule=RuleRef("awari", "5"),
        ),
        first_player_option("awari", "2"),
        Option(
            "repetitions",
            3,
            minimum=0,
            maximum=100,
            label=N_("la partida acaba cuando una posición se repite tantas veces (0: nunca)"),
            rule=RuleRef("awari", "7"),
        ),
        no_capture_limit_option("awari", "7", N_("la partida acaba tras tantas jugadas sin captura (0: nunca)")),
    ),
    presets={
        # Abapa, the tournament Oware: backward captures, grand slam allowed without capture, a cycle
        # ends the game at once.
        "abapa": {"capture": "backward", "grand_slam": "no_capture", "repetitions": 2, "no_capture_limit": 0},
    },
)

# -- game facts ----------------------------------------------------------------------------------
HOLES = "ABCDEFabcdef"
SEEDS = 48
HALF = SEEDS // 2
START = (4,) * 12

#: The sowing of rule 2 and 3: round all twelve holes, passing over the origin with 12 or more.
SOWING = Sowing(range(12), skip_origin=12)

_INDEX = {name: i for i, name in enumerate(HOLES)}

# A position's seeds are also kept as one integer, its *code*: byte ``h`` (little-endian) is hole
# ``h``, so that ``int.from_bytes(board, "little")`` is the code and ``code.to_bytes(12, "little")``
# the board. No hole can hold 128 of the 48 seeds, so the bit tricks below never carry across holes.
_ROW = (1 << 48) - 1  # South's row of a code (North's is ``code >> 48``)
_ONES = 0x7F7F7F7F7F7F  # added to a row: the top bit of each of its bytes says the hole has seeds
_TOPS = 0x808080808080
_FOUR = 0xFCFCFCFCFCFC  # the bits of a row that say some hole has 4 or more seeds


def _sowing_tables() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Rules 2 and 3 once for every hole and hand, through :data:`SOWING`: what sowing ``n`` seeds from
    hole ``i`` adds to a code (``_DELTA[i][n]``: the seeds dropped, less the hole emptied) and the hole
    its last seed falls in (``_LAST[i][n]``). Sowing only adds to the holes it passes, so the change
    does not depend on the rest of the board."""
    delta, last = [], []
    for i in range(12):
        sown, ends = [0], [i]
        for n in range(1, SEEDS + 1):
            board = [0] * 12
            board[i] = n
            ends.append(SOWING.sow(board, i))
            board[i] -= n
            sown.append(sum(seeds << (8 * h) for h, seeds in enumerate(board)))
        delta.append(tuple(sown))
        last.append(tuple(ends))
    return tuple(delta), tuple(last)


_DELTA, _LAST = _sowing_tables()
#: Per side, the moves of each set of non-empty holes, keyed by the row's top bits (see :func:`_moves`).
_LEGAL = tuple(
    {
        sum(0x80 << (8 * k) for k in range(6) if mask >> k & 1): tuple(
            name for k, name in enumerate(names) if mask >> k & 1
        )
        for mask in range(64)
    }
    for names in (HOLES[:6], HOLES[6:])
)
#: A notation with its history (one letter a move since the last capture) stays far below this.
_MAX_NOTATION = 20_000


def opposite(hole: int) -> int:
    """The hole across the board: ``opposite(0) == 11`` (A faces f)."""
    return 11 - hole


def _rule(n: str) -> RuleRef:
    return RuleRef("awari", n)


# -- state ---------------------------------------------------------------------------------------
class AwariState(ScoredState):
    """A position of Awari; immutable. Read it through the public attributes
    (:mod:`engine.rules.mancala.state`):

    * ``board``: 12 seed counts, South's A–F then North's a–f (index order of the module docstring);
    * ``stores``: seeds captured by (South, North);
    * ``current_player``: 0 South, 1 North, or :data:`~engine.rules.core.TERMINAL`;
    * ``last_move``: the action that led here (``None`` at the start);
    * ``captured_last``: the holes that move captured, in the order taken (may be empty);
    * ``plies_since_capture`` and ``ply``: the counters of rule 7 and of the game;
    * ``end_reason``: how a finished game ended (``"majority"``, ``"no_moves"``, ``"repetition"``,
      ``"no_capture_limit"``), else ``None``; :meth:`ending` says it with the rule.
    """

    __slots__ = ("_code", "_prev", "_sims")

    INDEX = _INDEX
    game: Awari
    _board: bytes  # the seeds of hole ``h`` are ``_board[h]``
    _code: int  # the same seeds as one integer (see _DELTA)
    _prev: AwariState | None  # the parent, if the move here captured nothing (rule 7's chain)
    _sims: dict[str, _Played] | None  # moves already simulated

    def _end_message(self, reason: str) -> Msg:
        """Rules 5–8's ends in words, for :meth:`ending`.

        >>> import engine
        >>> s = engine.load("awari").from_notation("0,0,0,0,0,2/1,1,0,0,0,0 22-22 S 0 0")
        >>> rule, msg = s.ending()
        >>> rule.rule, msg.text("en"), s.stores
        ('5', 'no legal move is left: each player takes the seeds on his side', (24, 24))
        """
        if reason == "majority":
            return Plural("un jugador tiene más de {n} semilla", "un jugador tiene más de {n} semillas", HALF)
        if reason == "repetition":
            return Plural(
                "la posición se ha repetido {n} vez: cada jugador se queda las semillas de su lado",
                "la posición se ha repetido {n} veces: cada jugador se queda las semillas de su lado",
                self.game.options.repetitions,
            )
        if reason == "no_capture_limit":
            return Plural("{n} jugada sin captura: cada jugador se queda las semillas de su lado",
                          "{n} jugadas sin captura: cada jugador se queda las semillas de su lado", self._since)
        return Msg(N_("no queda ninguna jugada legal: cada jugador se queda las semillas de su lado"))

    # -- the contract ----------------------------------------------------------------------------
    def apply(self, action: str) -> AwariState:
        """As :meth:`State.apply`, and the move itself (``_apply`` is this function, one call less on
        every move): an action that is exactly one of the legal ones is played at once; anything else
        takes the checks of :meth:`State.apply`, which refuse it with its rule or come back here with
        the legal action they read in it."""
        if action not in self._legal:  # anything at all: a tuple compares, it does not hash
            return State.apply(self, action)
        game = self.game
        mover = self._player
        sims = self._sims
        played = sims.get(action) if sims else None
        if played is None:
            # A legal move that _moves did not need to simulate: rule 6 holds, and where it captures
            # every seed across, grand slams are allowed without capture (or it would have been).
            i = _INDEX[action]
            played = _play(self._code, self._board[i], i, mover, game._both, False)
            assert played is not None
        code, board, captured, gain = played
        stores = self._stores
        if captured:
            stores = (stores[0] + gain, stores[1]) if mover == SOUTH else (stores[0], stores[1] + gain)
            return _settle(game, code, board, stores, 1 - mover, 0, self._ply + 1, action, captured, None)
        return _settle(game, code, board, stores, 1 - mover, self._since + 1, self._ply + 1, action, captured,
                       self if game._reps else None)

    _apply = apply

    def why_illegal(self, action: str) -> IllegalActionError:
        """The rule ``action`` breaks here: 2 (not your hole, an empty hole), 6 (the opponent's row is
        empty and this does not reach it) or 5 (it would capture every seed the opponent has)."""
        over = self._refusal()
        if over is not None:
            return over
        i = _INDEX[action]
        mover = self._player
        lo = 0 if mover == SOUTH else 6
        if not lo <= i < lo + 6:
            return self._not_yours(_rule("2"), action, "A–F" if mover == SOUTH else "a–f")
        if not self._board[i]:
            return IllegalActionError(
                _rule("2"),
                Msg(N_("el agujero {hole} está vacío: hay que sembrar uno con semillas"), hole=action),
            )
        opp = 6 - lo
        starved = not any(self._board[opp : opp + 6])
        sown = (self._code + _DELTA[i][self._board[i]]).to_bytes(12, "little")
        if starved and not any(sown[opp : opp + 6]):
            return IllegalActionError(
                _rule("6"),
                Msg(
                    N_(
                        "el contrario no tiene semillas: hay que jugar un agujero que le dé alguna ({hole} no llega)"
                    ),
                    hole=action,
                ),
            )
        if action in self._legal:
            raise ValueError(f"{action} is legal here: nothing to explain")
        return IllegalActionError(
            _rule("5"),
            Msg(
                N_("{hole} capturaría todas las semillas del contrario (gran slam), y eso no se permite"),
                hole=action,
            ),
        )

    def notation(self) -> str:
        """The position, and the history rule 7 counts repetitions in (see the module docstring).

        >>> import engine
        >>> game = engine.load("awari", first_player="south")
        >>> state = game.new_state().apply("D").apply("f")
        >>> state.notation()
        '5,5,5,1,5,5/5,5,4,4,4,0 0-0 S 2 2 4,4,4,4,4,4/4,4,4,4,4,4:Df'
        >>> game.from_notation(state.notation()) == state
        True
        >>> game.from_notation("5,5,5,1,5,5/5,5,4,4,4,0 0-0 S 2 2") == state  # no history: plays differently
        False
        """
        text = f"{format_rows(self._board)} {self._tail()}"
        moves: list[str] = []
        base = self
        while base._prev is not None:
            moves.append(base._last)  # type: ignore[arg-type]  # every state with a parent has a move
            base = base._prev
        if not moves:
            return text
        return f"{text} {format_rows(base._board)}:{''.join(reversed(moves))}"

    def trace(self, action: str) -> list[Frame]:
        """Every step of ``action`` for animation, checked like :meth:`apply` (same errors).

        Frames are :class:`~engine.rules.mancala.sowing.Frame` tuples ``(kind, hole, board, stores, lap)``:
        ``pick`` the origin, one ``sow`` per seed (``skip`` where rule 3 passes the origin),
        ``lap_end`` where the last seed fell, a ``capture`` per hole taken, and ``collect`` per hole
        when the move ends the game and each side takes its own seeds. The last frame's board and
        stores are those of ``apply(action)``.

        >>> import engine
        >>> s = engine.load("awari").from_notation("4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0")
        >>> [(f.kind, f.hole) for f in s.trace("C")]
        [('pick', 2), ('sow', 3), ('sow', 4), ('sow', 5), ('sow', 6), ('lap_end', 6), ('capture', 6)]
        >>> s.trace("C")[-1].board == s.apply("C").board
        True
        """
        after = self.apply(action)
        run = SOWING.run(
            list(self._board), _INDEX[action], stores=list(self._stores), player=self._player, trace=True
        )
        for hole in after._captured:
            run.capture(hole)
        if after._end is not None and after._end[0] != "majority":
            for hole in range(12):
                if run.board[hole]:
                    run.collect(hole, SOUTH if hole < 6 else NORTH)
        assert run.frames is not None
        return run.frames

    def __str__(self) -> str:
        """The board as South sees it: North's row on top (f to a), North's store on the left."""
        return board_text(self._board, self._stores, self._player, HOLES)


# -- game ----------------------------------------------------------------------------------------
class Awari(MancalaGame[AwariState]):
    """Awari with its options fixed; makes the states.

    >>> import engine
    >>> game = engine.load("awari", preset="abapa")
    >>> game.options.capture, game.options.repetitions
    ('backward', 2)
    >>> engine.load("awari", repetitions=1)
    Traceback (most recent call last):
    ...
    engine.rules.errors.OptionError: Regla 7: la opción «repetitions» debe ser 0 (nunca) o al menos 2
    >>> engine.load("awari", repetitions=0, no_capture_limit=0)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.rules.errors.OptionError: Regla 7: una partida en la que ya no se puede capturar ... a la vez
    """

    name = "awari"
    OPTIONS = OPTIONS
    END_RULE = RuleRef("awari", "8")
    HOLE_NAMES: tuple[str, ...] = tuple(HOLES)

    def amount(self, n: int) -> Msg:
        return Plural("{n} semilla", "{n} semillas", n)

    def in_hole(self, hole: str, n: int) -> Msg:
        return Plural("en {hole} hay {n} semilla", "en {hole} hay {n} semillas", n, hole=hole)

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        opts = self.options
        if opts.repetitions == 1:
            # Every position "occurs once": the game would be over before it starts.
            raise OptionError(_rule("7"), Msg(N_("la opción «repetitions» debe ser 0 (nunca) o al menos 2")))
        if opts.repetitions == 0 and opts.no_capture_limit == 0:
            # The source ends a game in which nobody can capture any more; with both ends off a
            # forced cycle would go round for ever.
            raise OptionError(
                _rule("7"),
                Msg(N_("una partida en la que ya no se puede capturar tiene que acabar: «repetitions» y "
                       "«no_capture_limit» no pueden ser 0 (nunca) a la vez")),
            )
        # Read once here: the sowing loop asks for them on every move.
        self._both: bool = opts.capture == "both"
        self._forbid: bool = opts.grand_slam == "forbidden"
        self._reps: int = opts.repetitions
        self._limit: int = opts.no_capture_limit

    def new_state(self, seed: int | None = None) -> AwariState:
        """The start of rule 1; with ``first_player="random"`` the starter is drawn from ``seed``."""
        player = first_player(self.options.first_player, seed)
        return _settle(self, _START, bytes(START), (0, 0), player, 0, 0, None, (), None)

    def from_notation(self, text: str) -> AwariState:
        """The position ``text`` (see the module docstring); :class:`NotationError` saying what is
        wrong otherwise. A position where the game is already over comes back finished (``-``).

        >>> import engine
        >>> engine.load("awari").from_notation("4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        engine.rules.errors.NotationError: los agujeros deben ser dos filas de seis números separadas por «/» ...
        """
        history = None
        if isinstance(text, str) and len(text) <= _MAX_NOTATION and len(text.split()) == 6:
            text, history = text.rsplit(None, 1)
        holes, stores_text, side_text, since_text, ply_text = split_notation(
            text, 5, _MAX_NOTATION,
            N_("la posición de awari tiene cinco partes separadas por espacios (agujeros, almacenes, "
               "turno, jugadas sin captura, jugada), y una sexta con la historia desde la última captura "
               "si la hay, no {n}: «{text}»"),
            N_("la posición de awari debe ser un texto corto"),
        )
        board = parse_rows(
            holes, 6,
            N_("los agujeros deben ser dos filas de seis números separadas por «/» "
               "(A–F del Sur / a–f del Norte), no «{text}»"),
            N_("«{text}» no es un número de semillas"),
        )
        stores = parse_pair(stores_text, N_("los almacenes se escriben Sur-Norte, como «0-0», no «{text}»"))
        side = parse_side(side_text)
        since, ply = parse_counters(since_text, ply_text)
        total = sum(board) + sum(stores)
        if total != SEEDS:
            raise NotationError(
                _rule("1"),
                Plural("hay {n} semilla entre tablero y almacenes, y en awari siempre son {seeds}",
                       "hay {n} semillas entre tablero y almacenes, y en awari siempre son {seeds}", total,
                       seeds=SEEDS),
            )
        if history is not None:
            return self._with_history(history, board, stores, side, since, ply)
        seeds = bytes(board)
        state = _settle(self, int.from_bytes(seeds, "little"), seeds, stores, NORTH if side == NORTH else SOUTH,
                        since, ply, None, (), None)
        check_finished(side is None, state)
        return state

    def _with_history(self, history: str, board: tuple[int, ...], stores: tuple[int, int], side: int | None,
                      since: int, ply: int) -> AwariState:
        """The position ``board`` reached by replaying ``history`` (``board:moves``, rule 7's record of
        the positions since the last capture); :class:`NotationError` if it does not lead there."""
        base_text, colon, moves = history.partition(":")
        if not colon or not moves or any(move not in _INDEX for move in moves):
            raise NotationError(
                _rule("7"),
                Msg(N_("la historia se escribe como la posición de partida, «:» y las jugadas desde la última "
                       "captura, como «4,4,4,4,4,4/4,4,4,4,4,4:Df», no «{text}»"), text=history),
            )
        if side is None:
            raise NotationError(_rule("7"), Msg(N_("una partida terminada («-») no lleva historia")))
        if len(moves) > since:
            raise NotationError(
                _rule("7"),
                Plural("la historia tiene {n} jugada, y la posición solo cuenta {since} sin captura",
                       "la historia tiene {n} jugadas, y la posición solo cuenta {since} sin captura", len(moves),
                       since=since),
            )
        base = parse_rows(
            base_text, 6,
            N_("los agujeros deben ser dos filas de seis números separadas por «/» "
               "(A–F del Sur / a–f del Norte), no «{text}»"),
            N_("«{text}» no es un número de semillas"),
        )
        if sum(base) == sum(board):  # no move takes or adds a seed without a capture
            first = side if len(moves) % 2 == 0 else 1 - side
            seeds = bytes(base)
            state = _settle(self, int.from_bytes(seeds, "little"), seeds, stores, first, since - len(moves),
                            ply - len(moves), None, (), None)
            for move in moves:
                if move not in state._legal:
                    break
                after = state.apply(move)
                state = after
                if state._captured:
                    break
            else:
                if state._board == bytes(board) and state._player == side:
                    return state
        raise NotationError(
            _rule("7"), Msg(N_("las jugadas de la historia no llevan sin capturas a esta posición: «{text}»"),
                            text=history)
        )


# -- private helpers -----------------------------------------------------------------------------
#: A move worked out: the code and board after it, the holes it captured, the seeds they held.
_Played = tuple[int, bytes, tuple[int, ...], int]
_START = int.from_bytes(bytes(START), "little")
_EMPTY = bytes(12)


def _play(code: int, n: int, i: int, mover: int, both: bool, forbid: bool) -> _Played | None:
    """The move of ``mover`` from hole ``i`` (``n`` seeds) on the position ``code``, rules 2 to 6: the
    code and board after it, the holes captured in the order taken and the seeds they held; ``None`` if
    rules 5 and 6 forbid it because the opponent would be left without a seed."""
    sown = code + _DELTA[i][n]
    board = sown.to_bytes(12, "little")
    last = _LAST[i][n]
    if 2 <= board[last] <= 3 and (last >= 6 if mover == SOUTH else last < 6):
        return _capture(sown, board, last, mover, both, forbid)
    if sown >> 48 if mover == SOUTH else sown & _ROW:
        return sown, board, (), 0
    return None  # rule 6: nothing reached him


def _capture(sown: int, board: bytes, last: int, mover: int, both: bool, forbid: bool) -> _Played | None:
    """Rule 4 after the last seed of a sowing (``sown``, ``board``) made hole ``last`` across a 2 or a
    3, and rule 5 on what it leaves: as :func:`_play`."""
    opp = 6 if mover == SOUTH else 0
    seeds = board[last]
    holes = [last]
    gain = seeds
    taken = sown - (seeds << (8 * last))
    j = last - 1
    while j >= opp and 2 <= board[j] <= 3:
        holes.append(j)
        gain += board[j]
        taken -= board[j] << (8 * j)
        j -= 1
    if both:
        j = last + 1
        while j < opp + 6 and 2 <= board[j] <= 3:
            holes.append(j)
            gain += board[j]
            taken -= board[j] << (8 * j)
            j += 1
    if taken >> 48 if mover == SOUTH else taken & _ROW:
        return taken, taken.to_bytes(12, "little"), tuple(holes), gain
    if forbid:
        return None  # rule 5: a grand slam
    return sown, board, (), 0  # grand_slam="no_capture": the move stands, nothing is taken


def _moves(
    code: int, board: bytes, mover: int, both: bool, forbid: bool
) -> tuple[tuple[str, ...], dict[str, _Played] | None]:
    """The legal moves of ``mover`` where some move might leave the opponent without a seed, and the
    ones simulated to find out (kept, so apply reuses them).

    Most positions are not such: with fewer than 12 seeds every hole sown gets exactly one, so only a
    move whose last seed makes an opponent's hole 2 or 3 can capture, and only such a move can be a
    grand slam, and not even such a move if the opponent has a hole of 4 or more, which no capture
    can empty (sowing only adds to it). So where the opponent has seeds and grand slams are allowed,
    or he has a hole of 4 or more, every non-empty hole is a move, and :func:`_settle` reads them
    from the row's code at once (:data:`_LEGAL`). Here he has no seed (a move needs only to reach
    his row), or grand slams are forbidden and every hole of his holds 3 or fewer.
    """
    lo = 0 if mover == SOUTH else 6
    hi = lo + 6
    opp = 6 - lo
    starved = not (code >> 48 if mover == SOUTH else code & _ROW)
    legal: list[str] = []
    sims: dict[str, _Played] | None = None
    for i in range(lo, hi):
        n = board[i]
        if not n:
            continue
        if starved:
            if i + n < hi:
                continue  # rule 6: does not reach the empty row
            if n < 12 or not forbid:
                legal.append(HOLES[i])  # each hole gets one seed: the row cannot be 2s and 3s
                continue
        elif n < 12:
            last = i + n if i + n < 12 else i + n - 12
            if not (opp <= last < opp + 6 and 1 <= board[last] <= 2):
                legal.append(HOLES[i])  # no capture, so no grand slam
                continue
        played = _play(code, n, i, mover, both, forbid)
        if played is not None:
            legal.append(HOLES[i])
            if sims is None:
                sims = {}
            sims[HOLES[i]] = played
    return tuple(legal), sims


def _repeated(code: int, parent: AwariState, times: int) -> bool:
    """Whether the position ``code`` (with the same side to move) has now occurred ``times`` times
    since the last capture, this time included.

    The chain of parents stops at the last capture, and only every second position has the same side
    to move, so this walks a few states per ply and no table is copied from move to move."""
    count = 1
    anc = parent._prev
    while anc is not None:
        if anc._code == code:
            count += 1
            if count >= times:
                return True
        link = anc._prev
        anc = link._prev if link is not None else None
    return False


def _settle(
    game: Awari,
    code: int,
    board: bytes,
    stores: tuple[int, int],
    player: int,
    since: int,
    ply: int,
    last: str | None,
    captured: tuple[int, ...],
    prev: AwariState | None,
) -> AwariState:
    """The state with ``player`` to move, or the finished game if one of the ends applies."""
    state = object.__new__(AwariState)
    end: tuple[str, str] | None = None
    legal: tuple[str, ...] = ()
    sims = None
    if stores[0] > HALF or stores[1] > HALF:
        end = ("majority", "8")
    elif game._limit and since >= game._limit:
        end = ("no_capture_limit", "7")
    elif prev is not None and prev._prev is not None and _repeated(code, prev, game._reps):
        end = ("repetition", "7")
    else:
        own, row = (code & _ROW, code >> 48) if player == SOUTH else (code >> 48, code & _ROW)
        if row and (not game._forbid or row & _FOUR):
            # No move can leave him without a seed (see _moves): every non-empty hole, read at once.
            legal = _LEGAL[player][(own + _ONES) & _TOPS]
        else:
            legal, sims = _moves(code, board, player, game._both, game._forbid)
        if not legal:
            # Rule 5 if some move was refused only as a grand slam, rule 6 if none could feed.
            lo = 0 if player == SOUTH else 6
            starved = not any(board[6 - lo : 12 - lo])
            slams = any(board[i] and (not starved or i + board[i] >= lo + 6) for i in range(lo, lo + 6))
            end = ("no_moves", "5" if slams else "6")
    if end is not None:
        player = TERMINAL
        prev = None
        if end[0] != "majority":
            stores = (stores[0] + sum(board[:6]), stores[1] + sum(board[6:]))
            board = _EMPTY
            code = 0
    state.game = game
    state._board = board
    state._code = code
    state._stores = stores
    state._player = player
    state._last = last
    state._captured = captured
    state._since = since
    state._ply = ply
    state._prev = prev
    state._legal = legal
    state._sims = sims
    state._end = end
    return state


# -- bots ----------------------------------------------------------------------------------------
def evaluate(state: AwariState, player: int) -> float:
    """How good ``state`` looks for ``player``, for the search bots (:mod:`engine.rules.bots`): the
    difference in stores, then a little for seeds kept on one's own side (they are moves to come,
    and the opponent cannot starve a full row)."""
    return balance(state._board, state._stores, player, 0.25)


def search_key(state: AwariState) -> Hashable:
    """The position as a search bot's transposition table keys it (the counters of rule 7 aside)."""
    return (state._board, state._stores, state._player)


REGISTRATION = Registration(
    name="awari",
    title="Awari",
    game=Awari,
    scenarios="engine.lessons.mancala.awari_scenarios:SCENARIOS",
    drills="engine.lessons.mancala.awari_drills:AWARI",
    narration="engine.lessons.mancala.narration",
    coach="engine.lessons.mancala.coach",
    board="engine.table.mancala.render:board",
    frame="engine.table.mancala.render:frame",
    search=SearchHooks(evaluate="engine.rules.mancala.awari:evaluate", key="engine.rules.mancala.awari:search_key"),
)
