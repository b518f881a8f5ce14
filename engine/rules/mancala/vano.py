"""Vano, the Swahili *bao* the Elhuyar article was given on a brooch in Nairobi (seed
002), rules 1–6. Largely UNVERIFIED: no outside description of "Vano" was found, so every reading
below the source's own words is an option.

1. The 16-hole board of Mbau. Each player has 18 stones (*kete*) in six groups of three (*mtaji*):
   holes 2–7 of each row hold 3, the end holes are empty (figure 13 is lost; option ``start``:
   ``center`` REC, ``left``, ``right``).
2. The first player is drawn by lot ("a palillo"; option ``first_player``).
3. A move starts from one of the mover's holes holding a *team* (2 stones or more) that is not a
   house, and sows counter-clockwise with relay; each lap is a *movimiento*, and the first lap of
   every turn is the *kutakata*: the source makes a house "a partir del segundo movimiento (incluido
   el segundo)" and calls the kutakata "la apertura de todos los turnos (no sólo del primero)". No
   option: any other reading would contradict those words, and no source describes one as a custom.
4. Where a lap's last stone falls: in an **empty** hole the turn ends, and if the hole is the
   mover's, the lap is not in the kutakata and the hole opposite holds a team that is not a house,
   that team is captured (removed, 1 point a stone); in a hole holding **1** (now 2) it relays
   during the kutakata and otherwise makes a **house** (*nyumba*) for the mover, on either side,
   and the turn ends; in a hole holding **2 or more** it relays, since the source relays on "un
   grupo", two stones or more; in a **house** the stone stays and the turn ends.
5. A house is never played from; every stone sown into it stays and scores for its owner (option
   ``house_stones``: ``all`` REC, or only those ``added`` after the two that made it). A house
   opposite the landing hole blocks a capture.
6. The game ends when the player to move has no team outside houses. Score: stones captured plus
   stones in one's own houses; loose stones are not counted (option ``loose="owner"``: each side's
   loose stones count for that side's player). The higher score wins. Two ends of our own: after
   ``no_capture_limit`` plies without a capture or a new house the game ends as if no one could
   move, and a relay that never ends stops after :data:`~engine.rules.mancala.sowing.MAX_LAPS` laps.

Holes are named as in Mbau (:mod:`engine.rules.mancala.rows`). Notation: the rows ``A–H/a–h``, the
houses (``-``, or each house as its hole and its owner, ``aS,EN``), stones captured South-North,
the side to move (``S``, ``N``, ``-``), plies since the last capture or house, and the ply:

>>> import engine
>>> state = engine.load("vano", first_player="south").new_state()
>>> state.notation()
'0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0 - 0-0 S 0 0'
>>> state.apply("B").notation()
'0,0,4,4,0,4,4,1/1,3,3,3,3,3,3,0 - 0-0 N 1 1'
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Mapping, Sequence

from engine.i18n import N_, Msg, Plural

from ..core import TERMINAL
from ..errors import IllegalActionError, NotationError, RuleRef
from ..options import Option, Options, OptionSpec
from ..registry import Registration, SearchHooks
from .rows import HOLES, INDEX, opposite, parse_rows
from .sowing import Frame, Run, Sowing, abridge
from .state import (
    NORTH,
    SOUTH,
    MancalaGame,
    RelayView,
    ScoredState,
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
            "start",
            "center",
            choices=("center", "left", "right"),
            label=N_("dónde están los seis grupos al empezar"),
            labels={
                "center": N_("en los seis agujeros del centro de cada fila"),
                "left": N_("en los seis primeros agujeros de cada jugador"),
                "right": N_("en los seis últimos agujeros de cada jugador"),
            },
            rule=RuleRef("vano", "1"),
        ),
        first_player_option("vano", "2"),
        Option(
            "house_stones",
            "all",
            choices=("all", "added"),
            label=N_("qué piedras de una casa cuentan"),
            labels={
                "all": N_("todas, también las dos que la forman"),
                "added": N_("solo las que caen después"),
            },
            rule=RuleRef("vano", "5"),
        ),
        Option(
            "loose",
            "ignore",
            choices=("ignore", "owner"),
            label=N_("las piedras sueltas al final"),
            labels={
                "ignore": N_("no cuentan"),
                "owner": N_("cuentan para el dueño de cada lado"),
            },
            rule=RuleRef("vano", "6"),
        ),
        no_capture_limit_option(
            "vano", "6", N_("la partida acaba tras tantas jugadas sin captura ni casa nueva (0: nunca)")
        ),
    ),
)

# -- game facts ----------------------------------------------------------------------------------
STONES = 36
STARTS = {
    "center": (0, 3, 3, 3, 3, 3, 3, 0) * 2,
    "left": (3, 3, 3, 3, 3, 3, 0, 0) * 2,
    "right": (0, 0, 3, 3, 3, 3, 3, 3) * 2,
}
_MAX_NOTATION = 250


def _rule(n: str) -> RuleRef:
    return RuleRef("vano", n)


# -- the turn ------------------------------------------------------------------------------------
class _Turn:
    """What the lap-end hook needs: the houses (the position's own, until the turn makes one: then
    a new mapping, so a state's houses never change)."""

    __slots__ = ("houses", "new_house")

    def __init__(self, houses: Mapping[int, int]) -> None:
        self.houses = houses
        self.new_house: int | None = None


def _lap_end(run: Run, hole: int) -> int:
    """Rule 4 where a lap ends."""
    turn: _Turn = run.context
    if hole in turn.houses:
        return 0  # the stone stays in the house
    board = run.board
    n = board[hole]
    opening = run.lap == 1  # the kutakata
    if n == 1:
        mover = run.player
        if not opening and ((hole < 8) == (mover == SOUTH)):
            across = opposite(hole)
            if board[across] >= 2 and across not in turn.houses:
                run.capture(across)
        return 0
    if n == 2:
        if opening:
            return run.pick(hole)  # a group: it relays
        turn.houses = {**turn.houses, hole: run.player}
        turn.new_house = hole
        return 0
    return run.pick(hole)


SOWING = Sowing(range(16), lap_end=_lap_end)


# -- state ---------------------------------------------------------------------------------------
class VanoState(RelayView, ScoredState):
    """A position of Vano; immutable. Public attributes (:mod:`engine.rules.mancala.state`): ``board``
    (South's A–H, North's a–h), ``houses`` (hole → owner), ``stores`` (stones captured by South,
    North), ``current_player``, ``last_move``, ``captured_last`` (the team captured and the house
    made, if any), ``house_last`` (the house the last move made, or ``None``), ``laps_last``,
    ``capped_last``, ``plies_since_capture``, ``ply``, ``end_reason`` (``"no_moves"``,
    ``"no_capture_limit"`` or ``None``)."""

    __slots__ = ("_capped", "_house", "_houses", "_laps")

    INDEX = INDEX
    game: Vano
    _houses: Mapping[int, int]
    _house: int | None

    @property
    def houses(self) -> Mapping[int, int]:
        return dict(self._houses)

    @property
    def captured_last(self) -> tuple[int, ...]:
        return self._captured + ((self._house,) if self._house is not None else ())

    @property
    def house_last(self) -> int | None:
        return self._house

    def _end_message(self, reason: str) -> Msg:
        if reason == "no_capture_limit":
            return Plural("{n} jugada sin captura ni casa nueva: se cuentan los puntos",
                          "{n} jugadas sin captura ni casa nueva: se cuentan los puntos", self._since)
        return Msg(N_("al jugador que le toca no le queda ningún grupo fuera de las casas"))

    # -- the contract ----------------------------------------------------------------------------
    def _turn(self) -> _Turn:
        return _Turn(self._houses)

    def _apply(self, action: str) -> VanoState:
        board = list(self._board)
        turn = self._turn()
        run = SOWING.run(board, INDEX[action], player=self._player, context=turn)
        gain = run.stores[self._player]
        stores = self._stores
        if gain:
            stores = (stores[0] + gain, stores[1]) if self._player == SOUTH else (stores[0], stores[1] + gain)
        progress = gain or turn.new_house is not None
        return _settle(self.game, board, turn.houses, stores, 1 - self._player, 0 if progress else self._since + 1,
                       self._ply + 1, action, tuple(run.captured), turn.new_house, len(run.laps), run.capped)

    def why_illegal(self, action: str) -> IllegalActionError:
        """Rule 3: not your hole, a house, or fewer than two stones."""
        over = self._refusal()
        if over is not None:
            return over
        i = INDEX[action]
        mover = self._player
        if (i < 8) != (mover == SOUTH):
            return self._not_yours(_rule("3"), action, "A–H" if mover == SOUTH else "a–h")
        if i in self._houses:
            return IllegalActionError(
                _rule("5"), Msg(N_("{hole} es una casa (nyumba): de una casa no se siembra nunca"), hole=action)
            )
        if action in self._legal:
            raise ValueError(f"{action} is legal here: nothing to explain")
        if self._board[i] == 0:
            why = Msg(N_("{hole} está vacío: hay que salir de un grupo, un agujero con dos piedras o más"), hole=action)
        else:
            why = Msg(N_("{hole} tiene una sola piedra, que no es un grupo: hay que salir de un agujero con dos "
                         "piedras o más"), hole=action)
        return IllegalActionError(_rule("3"), why)

    def scores(self) -> tuple[int, int]:
        """Captured stones plus the stones in one's houses (rule 6); at the end, with
        ``loose="owner"``, each side's loose stones too."""
        return _scores(self.game, self._board, self._houses, self._stores, self._player == TERMINAL)

    def notation(self) -> str:
        houses = ",".join(f"{HOLES[h]}{'SN'[o]}" for h, o in sorted(self._houses.items())) or "-"
        return f"{format_rows(self._board)} {houses} {self._tail()}"

    def trace(self, action: str) -> list[Frame]:
        """Every step of ``action``: ``pick``, ``sow``, ``lap_end`` (then ``pick`` for a relay), and
        ``capture`` for a team taken. The last frame is the board after the move (a new house is
        shown on the board the move leads to)."""
        self.apply(action)
        run = SOWING.run(list(self._board), INDEX[action], stores=list(self._stores), player=self._player,
                         trace=True, context=self._turn())
        assert run.frames is not None
        return abridge(run.frames)

    def __str__(self) -> str:
        marks = ""
        if self._houses:
            marks = "casas: " + ", ".join(f"{HOLES[h]} ({'Sur' if o == SOUTH else 'Norte'})"
                                          for h, o in sorted(self._houses.items()))
        return board_text(self._board, self._stores, self._player, HOLES, marks)


# -- game ----------------------------------------------------------------------------------------
class Vano(MancalaGame[VanoState]):
    """Vano with its options fixed; makes the states."""

    name = "vano"
    OPTIONS = OPTIONS
    END_RULE = RuleRef("vano", "6")
    HOLE_NAMES: tuple[str, ...] = tuple(HOLES)
    RELAY = True

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        self._limit: int = self.options.no_capture_limit

    def new_state(self, seed: int | None = None) -> VanoState:
        player = first_player(self.options.first_player, seed)
        return _settle(self, STARTS[self.options.start], {}, (0, 0), player, 0, 0, None, (), None, 0, False)

    def from_notation(self, text: str) -> VanoState:
        holes_text, houses_text, stores_text, side_text, since_text, ply_text = split_notation(
            text, 6, _MAX_NOTATION,
            N_("la posición de vano tiene seis partes separadas por espacios (agujeros, casas, piedras "
               "capturadas, turno, jugadas sin captura, jugada), no {n}: «{text}»"),
        )
        board = parse_rows(holes_text)
        houses: dict[int, int] = {}
        if houses_text != "-":
            for item in houses_text.split(","):
                if re.fullmatch(r"[A-Ha-h][SN]", item, re.ASCII) is None or INDEX[item[0]] in houses:
                    raise NotationError(
                        None, Msg(N_("las casas se escriben «-» o agujero y dueño, como «aS,EN», no «{text}»"),
                                  text=houses_text)
                    )
                houses[INDEX[item[0]]] = SOUTH if item[1] == "S" else NORTH
        if any(board[h] < 2 for h in houses):
            raise NotationError(_rule("5"), Msg(N_("una casa tiene siempre dos piedras o más")))
        stores = parse_pair(stores_text)
        side = parse_side(side_text)
        since, ply = parse_counters(since_text, ply_text)
        total = sum(board) + sum(stores)
        if total != STONES:
            raise NotationError(
                _rule("1"),
                Plural("hay {n} piedra entre el tablero y las capturadas, y en el vano siempre son {stones}",
                       "hay {n} piedras entre el tablero y las capturadas, y en el vano siempre son {stones}",
                       total, stones=STONES),
            )
        if side is None:
            # A finished game does not say who could not move: either player may be the one.
            stuck = [p for p in (SOUTH, NORTH) if not _moves(board, houses, p)]
            state = _settle(self, board, houses, stores, stuck[0] if stuck else SOUTH, since, ply, None, (), None,
                            0, False)
        else:
            state = _settle(self, board, houses, stores, side, since, ply, None, (), None, 0, False)
        check_finished(side is None, state)
        return state


# -- private helpers -----------------------------------------------------------------------------
def _moves(board: Sequence[int], houses: Mapping[int, int], player: int) -> tuple[str, ...]:
    lo = 0 if player == SOUTH else 8
    return tuple([HOLES[i] for i in range(lo, lo + 8) if board[i] >= 2 and i not in houses])


def _scores(game: Vano, board: Sequence[int], houses: Mapping[int, int], stores: tuple[int, int],
            over: bool) -> tuple[int, int]:
    score = [stores[0], stores[1]]
    minus = 2 if game.options.house_stones == "added" else 0
    for hole, owner in houses.items():
        score[owner] += board[hole] - minus
    if over and game.options.loose == "owner":
        for hole in range(16):
            if hole not in houses:
                score[SOUTH if hole < 8 else NORTH] += board[hole]
    return (score[0], score[1])


def _settle(game: Vano, board: Sequence[int], houses: Mapping[int, int], stores: tuple[int, int], player: int,
            since: int, ply: int, last: str | None, captured: tuple[int, ...], house: int | None, laps: int,
            capped: bool) -> VanoState:
    state = object.__new__(VanoState)
    board = tuple(board)
    end: tuple[str, str] | None = None
    legal: tuple[str, ...] = ()
    if game._limit and since >= game._limit:
        end = ("no_capture_limit", "6")
    else:
        legal = _moves(board, houses, player)
        if not legal:
            end = ("no_moves", "6")
    state.game = game
    state._board = board
    state._houses = houses  # a mapping no one changes: a new house makes a new one (_lap_end)
    state._stores = stores
    state._player = TERMINAL if end else player
    state._last = last
    state._captured = captured
    state._house = house
    state._laps = laps
    state._capped = capped
    state._since = since
    state._ply = ply
    state._legal = legal
    state._end = end
    return state


# -- bots ----------------------------------------------------------------------------------------
def evaluate(state: VanoState, player: int) -> float:
    """The difference in score (captures and houses), then a little for teams kept outside houses
    (a player without one ends the game)."""
    score = state.scores()
    b = state._board
    houses = state._houses
    lo = 0 if player == SOUTH else 8
    hi = 8 - lo
    teams = sum(1 for i in range(lo, lo + 8) if b[i] >= 2 and i not in houses)
    theirs = sum(1 for i in range(hi, hi + 8) if b[i] >= 2 and i not in houses)
    return (score[player] - score[1 - player]) + 0.3 * (teams - theirs)


def search_key(state: VanoState) -> Hashable:
    return (state._board, tuple(sorted(state._houses.items())), state._stores, state._player)


REGISTRATION = Registration(
    name="vano",
    title="Vano",
    game=Vano,
    scenarios="engine.lessons.mancala.vano_scenarios:SCENARIOS",
    drills="engine.lessons.mancala.vano_drills:VANO",
    narration="engine.lessons.mancala.narration",
    coach="engine.lessons.mancala.coach",
    board="engine.table.mancala.render:board",
    frame="engine.table.mancala.render:frame",
    # A quarter of the node budgets: a game of Vano lasts 8 to 20 plies over few moves, so 4,000
    # nodes already search most of what is left of it and the intermediate level played as well as
    # the expert (half the games each, every opening won by the same side whichever level held it);
    # at 1,000 it is intermediate, and 37,500 nodes still see as far as 150,000.
    search=SearchHooks(evaluate="engine.rules.mancala.vano:evaluate", key="engine.rules.mancala.vano:search_key",
                       nodes=0.25),
)
