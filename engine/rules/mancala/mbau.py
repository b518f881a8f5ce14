"""Mbau, as the Elhuyar article saw it played in Shela, near Lamu (seed 002), rules 1–5.

The article's numbers (16 holes, 32 stones, the win at 17) match the Kenyan *bao* of L. Russ,
*Mancala Games* (1984), which we take as the structural model.

1. Two rows of eight holes, no stores in play; 32 stones, 2 in each hole (figure 12 is lost: B1).
2. A move takes *all* the stones of one of the mover's own non-empty holes and sows them
   counter-clockwise, one per hole, with relay: a lap whose last stone falls in an occupied hole
   picks that hole up (the last stone too) and sows on from the next hole. The origin is never
   skipped. Russ's minimum of two stones is option ``min_move`` (B4).
3. The first lap of a turn must end on the opponent's side (the source's "no se puede dejar… en el
   primer movimiento", B2, UNVERIFIED): a hole whose first lap would end at home is not a legal
   start, unless no hole can do better. Option ``first_lap``: ``every_turn`` (REC),
   ``first_turn_only`` (each player's first turn) or ``off``.
4. The turn ends when a lap's last stone falls into an empty hole. If that hole is the mover's, he
   *may* expel ("el jugador puede expulsar") the stones of the hole opposite, and the capturing
   stone too (option ``take_own``, B3): the position waits for his choice, ``expulsar`` or
   ``no-expulsar`` (option ``expel``: ``choice``, the source's word, or ``always``, expelled
   without asking). Option ``capture_all_empty``: the literal reading, the holes opposite every
   empty hole on his side go as well.
5. The first to expel 17 stones wins. A player with no move leaves the stones on the board to his
   opponent (B5). Two ends of our own, so that every game ends: after ``no_capture_limit`` plies
   without an expulsion each player takes the stones on his side; and a relay that never ends
   (they exist) stops after :data:`~engine.rules.mancala.sowing.MAX_LAPS` laps, the stones where they lie,
   nothing expelled. The higher count wins; 16–16 is a draw.

Holes are named like Awari's, South's ``A``–``H`` and North's ``a``–``h`` with ``a`` opposite
``H`` (:mod:`engine.rules.mancala.rows`). Notation: the rows ``A–H/a–h``, stones expelled South-North,
the side to move (``S``, ``N``, ``-``), plies since the last expulsion and the ply; while the mover
chooses whether to expel, a sixth part, ``?`` and the hole his turn ended in (``?F``):

>>> import engine
>>> state = engine.load("mbau", first_player="south").new_state()
>>> state.notation()
'2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0'
>>> state.legal_actions()
('G', 'H')
>>> print(state.apply("G"))
        h   g   f   e   d   c   b   a
      [ 3][ 0][ 3][ 3][ 1][ 4][ 4][ 1]  Norte <
   0                                    0
      [ 3][ 0][ 3][ 3][ 0][ 3][ 1][ 0]  Sur
        A   B   C   D   E   F   G   H
>>> state.apply("C")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.rules.errors.IllegalActionError: Regla 3: desde C la primera vuelta acabaría en tu lado (en E): ...

Rule 4's choice, from the start without rule 3: A's last lap ends in F, empty, in front of c.

>>> choice = engine.load("mbau", first_lap="off", first_player="south").new_state().apply("A")
>>> choice.notation(), choice.legal_actions()
('1,0,1,4,4,1,3,3/0,3,3,0,3,3,0,3 0-0 S 0 0 ?F', ('expulsar', 'no-expulsar'))
>>> choice.apply("expulsar").notation()
'1,0,1,4,4,0,3,3/0,3,0,0,3,3,0,3 4-0 N 0 1'
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from engine.i18n import N_, Msg, Plural

from ..core import TERMINAL
from ..errors import IllegalActionError, NotationError, OptionError, RuleRef
from ..options import Option, Options, OptionSpec
from ..registry import Registration, SearchHooks
from .rows import HOLES, INDEX, opposite, parse_rows
from .sowing import Frame, Run, Sowing, abridge, relay
from .state import (
    NORTH,
    SOUTH,
    MancalaGame,
    RelayView,
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
    parse_side,
    split_notation,
)

# -- parameters ----------------------------------------------------------------------------------
OPTIONS = OptionSpec(
    (
        Option(
            "first_lap",
            "every_turn",
            choices=("every_turn", "first_turn_only", "off"),
            label=N_("la primera vuelta debe acabar en el lado del contrario"),
            labels={
                "every_turn": N_("en cada turno"),
                "first_turn_only": N_("solo en la primera jugada de cada jugador"),
                "off": N_("nunca: la primera vuelta puede acabar en cualquier lado"),
            },
            rule=RuleRef("mbau", "3"),
        ),
        Option(
            "take_own",
            True,
            label=N_("la piedra que captura también sale del tablero"),
            labels={True: N_("sí, también sale"), False: N_("no, se queda en su agujero")},
            rule=RuleRef("mbau", "4"),
        ),
        Option(
            "expel",
            "choice",
            choices=("choice", "always"),
            label=N_("expulsar cuando se puede"),
            labels={
                "choice": N_("el jugador elige si expulsa o no: la fuente dice «puede expulsar»"),
                "always": N_("se expulsa siempre, sin elegir"),
            },
            rule=RuleRef("mbau", "4"),
        ),
        Option(
            "capture_all_empty",
            False,
            label=N_("se expulsan los agujeros de enfrente de todos tus agujeros vacíos"),
            labels={
                False: N_("no: solo el de enfrente del agujero donde acaba la siembra"),
                True: N_("sí: también los de enfrente de tus otros agujeros vacíos"),
            },
            rule=RuleRef("mbau", "4"),
        ),
        Option(
            "min_move",
            False,
            label=N_("hay que salir de un agujero con dos piedras o más (Russ)"),
            labels={
                False: N_("no: vale cualquier agujero con piedras"),
                True: N_("sí, mientras tengas alguno con dos o más"),
            },
            rule=RuleRef("mbau", "2"),
        ),
        first_player_option("mbau", "2"),
        no_capture_limit_option(
            "mbau", "5", N_("la partida acaba tras tantas jugadas sin expulsar ninguna piedra")
        ),
    ),
    presets={
        # Russ's Kenyan bao as StoneShark encodes it: two stones to start, no first-lap rule.
        "russ": {"first_lap": "off", "min_move": True},
    },
)

# -- game facts ----------------------------------------------------------------------------------
STONES = 32
TARGET = 17
START = (2,) * 16
EMPTY = (0,) * 16

#: Rule 4's choice, where the mover may expel: the two actions of that position.
EXPEL, KEEP = "expulsar", "no-expulsar"
CHOICES = (EXPEL, KEEP)

#: Rule 2: round all sixteen holes, relay where a lap ends in an occupied hole, never skip.
SOWING = Sowing(range(16), lap_end=relay)

_MAX_NOTATION = 200


def _rule(n: str) -> RuleRef:
    return RuleRef("mbau", n)


def first_lap_end(board: Sequence[int], hole: int) -> int:
    """Where the first lap from ``hole`` ends (rule 3): no hole is ever skipped, so it is just
    ``hole + stones`` round the sixteen holes."""
    return (hole + board[hole]) % 16


# -- state ---------------------------------------------------------------------------------------
class MbauState(RelayView, ScoredState):
    """A position of Mbau; immutable. Public attributes (:mod:`engine.rules.mancala.state`):

    * ``board``: 16 stone counts, South's A–H then North's a–h;
    * ``stores``: stones expelled by (South, North), plus, once the game is over, what each took
      at the end (rule 5);
    * ``current_player``: 0 South, 1 North, or :data:`~engine.rules.core.TERMINAL`;
    * ``last_move``, ``captured_last`` (the holes the last move emptied by expulsion), ``laps_last``
      (how many laps it made) and ``capped_last`` (whether the lap cap stopped it);
    * ``plies_since_capture``, ``ply`` and ``end_reason`` (``"target"``, ``"no_moves"``,
      ``"no_capture_limit"`` or ``None``); :meth:`ending` says it with the rule.
    """

    __slots__ = ("_capped", "_choice", "_laps")

    INDEX = INDEX
    game: Mbau
    _choice: int | None

    @property
    def expel_offer(self) -> tuple[int, ...]:
        """While the mover chooses whether to expel (rule 4): the holes :data:`EXPEL` would empty, the
        capturing stone's last; else empty."""
        if self._choice is None:
            return ()
        return tuple(_expel(list(self._board), self._choice, self._player, self.game))

    def is_action(self, text: str) -> bool:
        return text in INDEX or text in CHOICES

    def _end_message(self, reason: str) -> Msg:
        if reason == "target":
            return Plural("un jugador ha expulsado {n} piedra", "un jugador ha expulsado {n} piedras", TARGET)
        if reason == "no_capture_limit":
            return Plural("{n} jugada sin expulsar ninguna piedra: cada jugador se queda las de su lado",
                          "{n} jugadas sin expulsar ninguna piedra: cada jugador se queda las de su lado",
                          self._since)
        return Msg(N_("el jugador al que le toca no puede mover: el otro se queda las piedras"))

    # -- the contract ----------------------------------------------------------------------------
    def _apply(self, action: str) -> MbauState:
        game = self.game
        mover = self._player
        board = list(self._board)
        if self._choice is not None:  # rule 4: the mover says whether he expels
            captured = _expel(board, self._choice, mover, game) if action == EXPEL else {}
            return self._after(board, captured, action, 0, False)
        run = SOWING.run(board, INDEX[action])
        if game._choose and _expel(board[:], run.last, mover, game):
            return _settle(game, board, self._stores, mover, self._since, self._ply, action, (), len(run.laps),
                           run.capped, choice=run.last)
        return self._after(board, _expel(board, run.last, mover, game), action, len(run.laps), run.capped)

    def _after(self, board: list[int], captured: dict[int, int], action: str, laps: int,
               capped: bool) -> MbauState:
        """The turn over: the other player's move, with ``captured`` expelled for the mover."""
        game = self.game
        mover = self._player
        stores = self._stores
        gain = sum(captured.values())
        if gain:
            stores = (stores[0] + gain, stores[1]) if mover == SOUTH else (stores[0], stores[1] + gain)
        return _settle(game, board, stores, 1 - mover, 0 if gain else self._since + 1, self._ply + 1,
                       action, tuple(captured), laps, capped)

    def why_illegal(self, action: str) -> IllegalActionError:
        """The rule ``action`` breaks: 2 (not your hole, empty, a single stone under ``min_move``)
        or 3 (its first lap would end on your own side)."""
        over = self._refusal()
        if over is not None:
            return over
        if self._choice is not None:
            return IllegalActionError(
                _rule("4"),
                Msg(N_("tu turno ha acabado en {hole}: ahora elige si expulsas («expulsar») o no («no-expulsar»)"),
                    hole=HOLES[self._choice]),
            )
        if action in CHOICES:
            return IllegalActionError(
                _rule("4"), Msg(N_("solo se elige si expulsar cuando el turno acaba en un agujero vacío tuyo "
                                   "con piedras enfrente"))
            )
        i = INDEX[action]
        mover = self._player
        lo = 0 if mover == SOUTH else 8
        if not lo <= i < lo + 8:
            return self._not_yours(_rule("2"), action, "A–H" if mover == SOUTH else "a–h")
        if not self._board[i]:
            return IllegalActionError(
                _rule("2"), Msg(N_("el agujero {hole} está vacío: hay que jugar uno con piedras"), hole=action)
            )
        if self.game.options.min_move and self._board[i] == 1 and any(
            self._board[j] >= 2 for j in range(lo, lo + 8)
        ):
            return IllegalActionError(
                _rule("2"),
                Msg(N_("{hole} tiene una sola piedra: hay que salir de un agujero con dos o más mientras "
                       "tengas alguno"), hole=action),
            )
        if action in self._legal:
            raise ValueError(f"{action} is legal here: nothing to explain")
        end = first_lap_end(self._board, i)
        return IllegalActionError(
            _rule("3"),
            Msg(N_("desde {hole} la primera vuelta acabaría en tu lado (en {end}): tiene que acabar en el "
                   "lado del contrario"), hole=action, end=HOLES[end]),
        )

    def notation(self) -> str:
        choice = "" if self._choice is None else f" ?{HOLES[self._choice]}"
        return f"{format_rows(self._board)} {self._tail()}{choice}"

    def trace(self, action: str) -> list[Frame]:
        """Every step of ``action`` for animation, checked like :meth:`apply` (same errors):
        ``pick`` the origin, a ``sow`` per stone, ``lap_end`` where each lap ends (then a ``pick``
        there if it relays), a ``capture`` per hole expelled (by rule 4's ``expulsar``, or by the
        sowing itself under ``expel="always"``), and ``collect`` per hole when the move ends the
        game. A turn stopped by the lap cap is shown for its first laps and its end
        (:func:`~engine.rules.mancala.sowing.abridge`). The last frame is the position after the move.

        >>> import engine
        >>> s = engine.load("mbau", first_lap="off").from_notation(
        ...     "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0")
        >>> [f.hole for f in s.trace("A") if f.kind == "lap_end"]
        [2, 5, 8, 11, 14, 1, 5]
        >>> [f.hole for f in s.apply("A").trace("expulsar") if f.kind == "capture"]  # rule 4's choice
        [10, 5]
        """
        after = self.apply(action)
        if self._choice is not None:  # no sowing: the expulsion chosen, if any
            run = Run(list(self._board), stores=list(self._stores), player=self._player, trace=True)
        else:
            run = SOWING.run(list(self._board), INDEX[action], stores=list(self._stores), player=self._player,
                             trace=True)
        for hole in after._captured:
            run.capture(hole)
        if after._end is not None and after._end[0] != "target":
            _collect_frames(run, after)
        assert run.frames is not None
        return abridge(run.frames)

    def __str__(self) -> str:
        offer = self.expel_offer
        marks = f"{EXPEL} ({', '.join(HOLES[h] for h in offer)}) o {KEEP}" if offer else ""
        return board_text(self._board, self._stores, self._player, HOLES, marks)


# -- game ----------------------------------------------------------------------------------------
class Mbau(MancalaGame[MbauState]):
    """Mbau with its options fixed; makes the states.

    >>> import engine
    >>> engine.load("mbau", preset="russ").options.min_move
    True
    """

    name = "mbau"
    OPTIONS = OPTIONS
    END_RULE = RuleRef("mbau", "5")
    HOLE_NAMES: tuple[str, ...] = tuple(HOLES)
    RELAY = True  # the renderer shows which lap an animation is sowing

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        opts = self.options
        self._restrict: str = opts.first_lap
        self._min_move: bool = opts.min_move
        self._all_empty: bool = opts.capture_all_empty
        self._take_own: bool = opts.take_own
        self._choose: bool = opts.expel == "choice"
        self._limit: int = opts.no_capture_limit
        if self._limit == 0:
            # Mbau has no repetition rule: without the limit a cycle of relays would never end
            # (random play under the Russ preset finds one).
            raise OptionError(
                RuleRef("mbau", "5"),
                Msg(N_("sin repeticiones que la acaben, una partida de mbau necesita un límite de jugadas "
                       "sin expulsar: «no_capture_limit» no puede ser 0")),
            )

    def new_state(self, seed: int | None = None) -> MbauState:
        """Rule 1's start; with ``first_player="random"`` the starter is drawn from ``seed``."""
        player = first_player(self.options.first_player, seed)
        return _settle(self, START, (0, 0), player, 0, 0, None, (), 0, False)

    def from_notation(self, text: str) -> MbauState:
        """The position ``text`` (see the module docstring), or :class:`NotationError` saying what is
        wrong. A position where the game is over comes back finished (``-``)."""
        parts = text.split() if isinstance(text, str) and len(text) <= _MAX_NOTATION else []
        choice_text = parts.pop() if len(parts) == 6 else None  # rule 4's choice, "?F"
        holes, stores_text, side_text, since_text, ply_text = split_notation(
            " ".join(parts) if choice_text else text, 5, _MAX_NOTATION,
            N_("la posición de mbau tiene cinco partes separadas por espacios (agujeros, piedras "
               "expulsadas, turno, jugadas sin expulsar, jugada), y una sexta mientras se elige si expulsar "
               "(«?» y el agujero), no {n}: «{text}»"),
        )
        board = parse_rows(holes)
        stores = parse_pair(stores_text)
        side = parse_side(side_text)
        since, ply = parse_counters(since_text, ply_text)
        total = sum(board) + sum(stores)
        if total != STONES:
            raise NotationError(
                _rule("1"),
                Plural("hay {n} piedra entre el tablero y las expulsadas, y en el mbau siempre son {stones}",
                       "hay {n} piedras entre el tablero y las expulsadas, y en el mbau siempre son {stones}",
                       total, stones=STONES),
            )
        player = NORTH if side == NORTH else SOUTH
        if choice_text is not None:
            hole = INDEX.get(choice_text[1:]) if choice_text.startswith("?") else None
            if hole is None or side is None or not self._choose or not _expel(list(board), hole, player, self):
                raise NotationError(
                    _rule("4"),
                    Msg(N_("«{text}» no es una elección de expulsar: se escribe «?» y el agujero vacío del que "
                           "mueve donde acabó su turno, con piedras enfrente"), text=choice_text),
                )
            return _settle(self, board, stores, player, since, ply, None, (), 0, False, choice=hole)
        state = _settle(self, board, stores, player, since, ply, None, (), 0, False)
        check_finished(side is None, state)
        return state


# -- private helpers -----------------------------------------------------------------------------
def _expel(board: list[int], last: int, mover: int, game: Mbau) -> dict[int, int]:
    """Rule 4 on ``board`` (changed in place) after a sowing whose last lap ended at ``last``: the
    holes expelled and their stones, in order (the capturing stone last)."""
    lo = 0 if mover == SOUTH else 8
    if board[last] != 1 or not lo <= last < lo + 8:
        return {}  # the turn ended elsewhere than in an empty hole of the mover's (or the cap hit)
    holes = [opposite(last)]
    if game._all_empty:
        holes += [opposite(h) for h in range(lo, lo + 8) if not board[h]]
    taken = {h: board[h] for h in holes if board[h]}
    if not taken:
        return {}
    if game._take_own:
        taken[last] = 1
    for h in taken:
        board[h] = 0
    return taken


def _moves(board: Sequence[int], player: int, ply: int, game: Mbau) -> tuple[str, ...]:
    """Rules 2 and 3: the holes the mover may start from."""
    lo = 0 if player == SOUTH else 8
    hi = lo + 8
    # Rule 2: any hole with stones, or under ``min_move`` one with two or more while there is one.
    least = 2 if game._min_move and max(board[lo:hi]) >= 2 else 1
    restrict = game._restrict
    if restrict == "every_turn" or (restrict == "first_turn_only" and ply < 2):
        # Rule 3: those whose first lap ends on the other side (first_lap_end), if there are any.
        holes: list[str] = []
        away: list[str] = []
        for i in range(lo, hi):
            n = board[i]
            if n >= least:
                holes.append(HOLES[i])
                if not lo <= (i + n) % 16 < hi:
                    away.append(HOLES[i])
        return tuple(away or holes)
    return tuple([HOLES[i] for i in range(lo, hi) if board[i] >= least])


def _settle(
    game: Mbau,
    board: Sequence[int],
    stores: tuple[int, int],
    player: int,
    since: int,
    ply: int,
    last: str | None,
    captured: tuple[int, ...],
    laps: int,
    capped: bool,
    choice: int | None = None,
) -> MbauState:
    """The state with ``player`` to move, or the finished game if rule 5 ends it; with ``choice``,
    ``player``'s turn ended in that hole and he chooses whether to expel (rule 4)."""
    state = object.__new__(MbauState)
    board = tuple(board)
    end: tuple[str, str] | None = None
    legal: tuple[str, ...] = ()
    if choice is not None:
        legal = CHOICES
    elif stores[0] >= TARGET or stores[1] >= TARGET:
        end = ("target", "5")
    elif game._limit and since >= game._limit:
        end = ("no_capture_limit", "5")
        stores = (stores[0] + sum(board[:8]), stores[1] + sum(board[8:]))
        board = EMPTY
    else:
        legal = _moves(board, player, ply, game)
        if not legal:
            end = ("no_moves", "5")
            rest = sum(board)
            stores = (stores[0] + rest, stores[1]) if player == NORTH else (stores[0], stores[1] + rest)
            board = EMPTY
    state.game = game
    state._board = board
    state._stores = stores
    state._player = TERMINAL if end else player
    state._last = last
    state._captured = captured
    state._laps = laps
    state._capped = capped
    state._choice = choice
    state._since = since
    state._ply = ply
    state._legal = legal
    state._end = end
    return state


def _collect_frames(run: Run, after: MbauState) -> None:
    """The ``collect`` frames of rule 5's ends, on a traced run that has reached ``after``'s board
    before the end: each side's stones to its owner, or all to the player who could still move."""
    for hole in range(16):
        if run.board[hole]:
            if after._end is not None and after._end[0] == "no_moves":
                # The player to move could not: the one who just moved takes everything.
                owner = run.player
            else:
                owner = SOUTH if hole < 8 else NORTH
            run.collect(hole, owner)


# -- bots ----------------------------------------------------------------------------------------
def evaluate(state: MbauState, player: int) -> float:
    """How good ``state`` looks for ``player``: the difference in stones expelled, then a little for
    stones on one's own side (moves to come, and what a stalled opponent leaves behind)."""
    return balance(state._board, state._stores, player, 0.2)


def search_key(state: MbauState) -> Hashable:
    return (state._board, state._stores, state._player, state._ply < 2, state._choice)


REGISTRATION = Registration(
    name="mbau",
    title="Mbau",
    game=Mbau,
    scenarios="engine.lessons.mancala.mbau_scenarios:SCENARIOS",
    drills="engine.lessons.mancala.mbau_drills:MBAU",
    narration="engine.lessons.mancala.narration",
    coach="engine.lessons.mancala.coach",
    board="engine.table.mancala.render:board",
    frame="engine.table.mancala.render:frame",
    search=SearchHooks(evaluate="engine.rules.mancala.mbau:evaluate", key="engine.rules.mancala.mbau:search_key"),
)
