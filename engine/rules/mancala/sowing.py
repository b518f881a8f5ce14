"""One sowing core for every mancala game: seeds travel round a loop of holes, lap after lap.

A :class:`Sowing` says *how* seeds travel; the games say what the seeds do when they stop:

* ``loop``: the hole indices in sowing order. All twelve holes for Awari, all sixteen for Mbau and
  Vano, and for Hus each player's own sixteen holes (one :class:`Sowing` per player).
* ``skip_origin``: a hand of at least this many seeds passes over the hole it came from, for the
  whole turn (Awari's rule 3 with 12); 0 never skips.
* ``lap_end``: a hook called where each lap's last seed falls. It returns how many seeds to sow on
  from the next hole, having taken them from wherever the rule says (:func:`relay` picks up the
  landing hole; Hus takes the captured stones), or 0 to end the turn (a capture into the stores, a
  house, an empty hole). Without a hook the turn is a single lap.
* ``max_laps``: relay cycles can be endless, so a turn stops after this
  many laps, with no further effect, and says so in :attr:`Run.capped`.

Two ways to sow the same move, which always agree:

* :meth:`Sowing.sow` and :meth:`Sowing.run` without a trace are the fast path for search and random
  play: whole rounds are added at once and nothing is recorded;
* :meth:`Sowing.run` with ``trace`` records a :class:`Frame` per step (``pick``, each ``sow``, ``skip``,
  ``lap_end``, and the hooks' ``capture``/``take``) for a page to animate.

Either way the hooks act on the turn through a :class:`Run`.

Awari's D from the start (rule 3 does not apply to four seeds):

>>> AWARI = Sowing(range(12), skip_origin=12)
>>> board = [4] * 12
>>> AWARI.sow(board, 3), board
(7, [4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4])

Twelve seeds go round once, pass over their own hole and land one further:

>>> board = [12] + [0] * 11
>>> AWARI.sow(board, 0), board
(1, [0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])

Relay sowing on Mbau's board, G from the start (the Mbau page, rule 2): seven laps, each ending in an
occupied hole except the last.

>>> board = [2] * 16
>>> run = Sowing(range(16), lap_end=relay).run(board, 6)
>>> run.laps
[8, 11, 14, 1, 4, 7, 11]
>>> board
[3, 0, 3, 3, 0, 3, 1, 0, 1, 4, 4, 1, 3, 3, 0, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

#: The lap cap: far above any real relay, low enough to end an endless one at once.
MAX_LAPS = 1000

#: How many laps of a very long turn (one stopped by the cap) a page animates before jumping to
#: its end; see :func:`abridge`.
TRACE_LAPS = 40


class Frame(NamedTuple):
    """One step of a sowing, for animation: what happened, where, and the position after it.

    ``kind`` is ``"pick"`` (a hole emptied into the hand), ``"sow"`` (one seed dropped), ``"skip"``
    (the origin passed over), ``"lap_end"`` (the hole where a lap's last seed fell, board unchanged),
    ``"capture"`` (a hole emptied into a store), ``"take"`` (captured seeds taken into the hand to be
    sown on) or ``"collect"`` (a player takes the seeds on his side at the end of the game).
    """

    kind: str
    hole: int | None
    board: tuple[int, ...]
    stores: tuple[int, ...]
    lap: int


class Run:
    """One turn's sowing in progress: the board and stores it changes, the laps, the trace.

    Hooks act on a run through :meth:`pick`, :meth:`take` and :meth:`capture`, so that every seed
    that moves is in the trace. ``player`` is the mover and ``context`` whatever the game needs
    (Vano's houses, the hole Hus chose for its extra capture).
    """

    __slots__ = ("board", "capped", "captured", "context", "frames", "lap", "laps", "player", "stores")

    def __init__(
        self,
        board: list[int],
        stores: list[int] | None = None,
        player: int = 0,
        trace: bool = False,
        context: Any = None,
    ) -> None:
        self.board = board
        self.stores = stores if stores is not None else [0, 0]
        self.player = player
        self.context = context
        self.laps: list[int] = []  # the hole where each lap ended
        self.frames: list[Frame] | None = [] if trace else None
        self.captured: list[int] = []  # holes emptied by capture, in order
        self.capped = False
        self.lap = 0  # the lap in progress (1-based)

    @property
    def last(self) -> int:
        """The hole where the turn's last lap ended."""
        return self.laps[-1]

    def frame(self, kind: str, hole: int | None) -> None:
        if self.frames is not None:
            self.frames.append(Frame(kind, hole, tuple(self.board), tuple(self.stores), self.lap))

    def pick(self, hole: int) -> int:
        """Empties ``hole`` into the hand (the start of a move, a relay) and returns the seeds."""
        seeds = self.board[hole]
        self.board[hole] = 0
        if self.frames is not None:
            self.frame("pick", hole)
        return seeds

    def take(self, hole: int) -> int:
        """Captures ``hole`` into the hand, to be sown on (Hus), and returns the seeds."""
        seeds = self.board[hole]
        self.board[hole] = 0
        self.captured.append(hole)
        if self.frames is not None:
            self.frame("take", hole)
        return seeds

    def capture(self, hole: int, player: int | None = None) -> int:
        """Moves ``hole`` into the store of ``player`` (the mover by default); returns the seeds."""
        seeds = self.board[hole]
        self.board[hole] = 0
        self.stores[self.player if player is None else player] += seeds
        self.captured.append(hole)
        if self.frames is not None:
            self.frame("capture", hole)
        return seeds

    def collect(self, hole: int, player: int) -> int:
        """At the end of a game ``player`` takes the seeds left in ``hole`` (not a capture)."""
        seeds = self.board[hole]
        self.board[hole] = 0
        self.stores[player] += seeds
        if self.frames is not None:
            self.frame("collect", hole)
        return seeds


def abridge(frames: list[Frame], laps: int = TRACE_LAPS) -> list[Frame]:
    """``frames`` of a turn cut to its first ``laps`` laps and its end (the last lap's ``lap_end``
    and whatever follows it), so that an endless relay stopped by the cap does not send a page
    thousands of boards. A turn of ``laps`` laps or fewer comes back whole.

    >>> endless = Sowing(range(4), lap_end=lambda run, hole: run.pick(hole), max_laps=50)
    >>> frames = endless.run([1, 1, 1, 1], 0, trace=True).frames
    >>> short = abridge(frames, 3)
    >>> [f.lap for f in short if f.kind == "lap_end"], short[-1] == frames[-1]
    ([1, 2, 3, 50], True)
    """
    ends = [i for i, f in enumerate(frames) if f.kind == "lap_end"]
    if len(ends) <= laps + 1:
        return frames
    return frames[: ends[laps - 1] + 1] + frames[ends[-1] :]


#: ``(run, hole) -> seeds``: called where a lap's last seed fell; returns the seeds to sow on from
#: the hole after ``hole`` (taken with ``run.pick``/``run.take``), or 0 to end the turn.
LapEnd = Callable[[Run, int], int]


def relay(run: Run, hole: int) -> int:
    """The common relay rule: a lap ending in a hole that was occupied picks it up and sows on."""
    return run.pick(hole) if run.board[hole] > 1 else 0


class Sowing:
    """How seeds travel in one game (or for one player, in Hus); see the module docstring."""

    __slots__ = ("_n", "_pos", "_twice", "lap_end", "loop", "max_laps", "skip_origin")

    def __init__(
        self,
        loop: Iterable[int],
        *,
        skip_origin: int = 0,
        lap_end: LapEnd | None = None,
        max_laps: int = MAX_LAPS,
    ) -> None:
        self.loop = tuple(loop)
        if len(self.loop) < 2 or len(set(self.loop)) != len(self.loop) or min(self.loop) < 0:
            raise ValueError(f"a sowing loop needs two or more distinct holes, not {self.loop!r}")
        if max_laps < 1:
            raise ValueError("max_laps must be at least 1")
        self.skip_origin = skip_origin
        self.lap_end = lap_end
        self.max_laps = max_laps
        self._n = len(self.loop)
        self._pos = {hole: pos for pos, hole in enumerate(self.loop)}
        # The loop twice round: the holes a lap of up to one round sows are one slice of it.
        self._twice = self.loop + self.loop

    def __repr__(self) -> str:
        hook = getattr(self.lap_end, "__name__", repr(self.lap_end))
        return (
            f"Sowing({self.loop!r}, skip_origin={self.skip_origin}, lap_end={hook}, max_laps={self.max_laps})"
        )

    # -- the two ways to sow ---------------------------------------------------------------------
    def sow(self, board: list[int], origin: int) -> int:
        """Sows ``origin`` on ``board`` (changed in place), hooks included; returns the hole where
        the last lap ended: :meth:`run` without a trace, for a game that needs only the board."""
        return self.run(board, origin).last

    def run(
        self,
        board: list[int],
        origin: int,
        *,
        stores: list[int] | None = None,
        player: int = 0,
        trace: bool = False,
        context: Any = None,
        max_laps: int | None = None,
        resume: LapEnd | None = None,
        laps_done: int = 0,
    ) -> Run:
        """Sows ``origin`` lap after lap, calling the hook where each lap ends; returns the
        :class:`Run` (laps, captures, and with ``trace`` a frame per step). ``max_laps`` overrides
        the cap, e.g. 1 to see only where the first lap ends (Mbau's rule 3).

        ``resume`` continues a turn that stopped at a lap end for the player to decide something
        (Hus's extra hole): instead of picking up ``origin``, the hand is what ``resume(run,
        origin)`` returns, as a lap-end hook would, and sowing goes on from the hole after
        ``origin``; ``laps_done`` laps count towards the cap already.

        Without a trace a lap is added in bulk: whole rounds at once (:meth:`_rounds`), then the
        rest, at most one round, as one slice of the loop; with a trace, seed by seed
        (:meth:`_lap_traced`). The two always agree (``tests/engine/test_sowing.py``)."""
        run = Run(board, stores, player, trace, context)
        cap = self.max_laps if max_laps is None else max_laps
        hook = self.lap_end
        pos = self._pos[origin]
        if resume is not None:
            run.lap = laps_done
            hand = resume(run, origin)
            if hand <= 0:
                return run
            skip = -1
        else:
            if not board[origin]:
                raise ValueError(f"hole {origin} is empty")
            hand = run.pick(origin)
            skip = pos if 0 < self.skip_origin <= hand else -1
        loop = self.loop
        twice = self._twice
        n = self._n
        laps = run.laps
        lap = run.lap
        while True:
            lap += 1
            run.lap = lap
            if trace:
                pos = self._lap_traced(run, pos, hand, skip)
            else:
                if hand > n or skip >= 0:
                    pos, hand = self._rounds(board, pos, hand, skip)
                end = pos + hand
                for hole in twice[pos + 1 : end + 1]:
                    board[hole] += 1
                pos = end - n if end >= n else end
            hole = loop[pos]
            laps.append(hole)
            if trace:
                run.frame("lap_end", hole)
            if hook is None:
                break
            if lap >= cap:
                run.capped = True
                break
            hand = hook(run, hole)
            if hand <= 0:
                break
        return run

    # -- one lap ---------------------------------------------------------------------------------
    def _rounds(self, board: list[int], pos: int, hand: int, skip: int) -> tuple[int, int]:
        """The part of a lap of ``hand`` seeds after loop position ``pos`` that is not one slice of
        the loop: the whole rounds, added at once, and where position ``skip`` is passed over (-1:
        none), the seeds before it. Returns the position and the hand left, at most one round that
        passes no position to skip."""
        n = self._n
        loop = self.loop
        cycle = n - 1 if skip >= 0 else n
        if hand > cycle:
            full, rest = divmod(hand - 1, cycle)
            for hole in loop:
                board[hole] += full
            if skip >= 0:
                board[loop[skip]] -= full
            hand = rest + 1
        ahead = (skip - pos) % n if skip >= 0 else 0  # how far on the hole to pass over lies
        if 0 < ahead <= hand:
            for hole in self._twice[pos + 1 : pos + ahead]:
                board[hole] += 1
            return skip, hand - ahead + 1
        return pos, hand

    def _lap_traced(self, run: Run, pos: int, hand: int, skip: int) -> int:
        """:meth:`_lap` seed by seed, with a frame for every seed and every skip."""
        n = self._n
        loop = self.loop
        board = run.board
        p = pos
        for _ in range(hand):
            p += 1
            if p == n:
                p = 0
            if p == skip:
                run.frame("skip", loop[p])
                p += 1
                if p == n:
                    p = 0
            board[loop[p]] += 1
            run.frame("sow", loop[p])
        return p
