"""The contract every game implements: an immutable :class:`State` and the :class:`Game` that makes it.

Actions are short strings in the game's own vocabulary (``"D"`` sows Awari's hole D, ``"7o"`` plays
the seven of oros), so they round-trip through text by construction: they are what move lists, share
links, tests and bug reports carry. A state never changes: :meth:`State.apply` returns a new one, so
undo, replay, bots and widgets never share mutable state.

Seats are numbered from 0. :attr:`State.current_player` is a seat, :data:`CHANCE` or :data:`TERMINAL`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from engine.i18n import N_, Msg, Plural

from .errors import IllegalActionError, InvalidActionError, RuleRef
from .options import Options, OptionSpec

if TYPE_CHECKING:
    from .cards import Card

CHANCE = -1
TERMINAL = -4
#: The choice of a game's :attr:`Game.OPENING_OPTION` that draws who starts.
BY_LOT = "random"
#: One payment of a settled hand: (concept, from, to, amount); accounts 0 and 1 are the two sides.
Payment = tuple[str, int, int, int]


class Game(ABC):
    """A ruleset with its options fixed; makes the starting states.

    Subclasses set the class facts (``name``, ``num_players``, ``perfect_information``, ``OPTIONS``,
    ``END_RULE``) and implement :meth:`new_state` and :meth:`from_notation`. The other members have
    defaults that a game overrides where it has the capability (names for its seats and holes,
    relayed sowing, a tighter bound on its length).
    """

    name: ClassVar[str]
    #: Seats at the table; a game whose count is an option (Zápiti's 2 or 4) sets it per instance.
    num_players: int
    perfect_information: ClassVar[bool] = True
    OPTIONS: ClassVar[OptionSpec] = OptionSpec(())
    #: The rule that says when the game is over: a move after the end is refused naming it.
    END_RULE: ClassVar[RuleRef | None] = None
    #: The seats' names (msgids), seat 0 first; empty: "jugador 1", "jugador 2"… A game whose seats
    #: depend on its options (Zápiti's two or four players) sets them per instance.
    SEAT_NAMES: tuple[str, ...] = ()
    #: The holes' names in board order, for a game whose actions are its holes (the mancala games);
    #: empty for the others. Actions, goals and questions about holes are written with them.
    HOLE_NAMES: tuple[str, ...] = ()
    #: Whether a move may sow several laps (a relay): the animation then shows which lap it sows.
    RELAY: ClassVar[bool] = False
    #: No game lasts longer than this many plies (random play and the property tests stop there).
    max_plies: ClassVar[int] = 10_000
    #: The option that says who starts, where the game has one (``None``: its rules say it). Its
    #: choices are the seats, in seat order, and :data:`BY_LOT`, a draw; see :meth:`opening_choices`.
    OPENING_OPTION: ClassVar[str | None] = None
    #: How a page names the draw among :meth:`opening_choices` (a msgid).
    BY_LOT_LABEL: ClassVar[str] = N_("al azar")
    #: Whether the seats hold cards: the text mode then answers about hands and tricks, not holes.
    CARDS: ClassVar[bool] = False
    #: The concepts a hand's payments are made for (:meth:`State.hand_settled`), concept → msgid.
    CONCEPTS: ClassVar[Mapping[str, str]] = {}

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else self.OPTIONS.resolve()

    @classmethod
    def with_options(cls, values: Mapping[str, Any] | None = None, preset: str | None = None) -> Game:
        return cls(cls.OPTIONS.resolve(values, preset))

    @classmethod
    def opening_choices(cls) -> tuple[str, ...]:
        """Who may start, as values of :attr:`OPENING_OPTION`: the seats in order, then the draw
        (``()`` for a game whose rules say who starts). A full game starts with the first seat.

        >>> import engine
        >>> engine.game_class("awari").opening_choices(), engine.game_class("zapiti").opening_choices()
        (('south', 'north', 'random'), ())
        """
        if cls.OPENING_OPTION is None:
            return ()
        choices = tuple(cls.OPTIONS.get(cls.OPENING_OPTION).choices)
        return tuple(c for c in choices if c != BY_LOT) + tuple(c for c in choices if c == BY_LOT)

    def amount(self, n: int) -> Msg:
        """``n`` in the unit of the game's count (:meth:`State.scores`): stones, unless a game
        counts something else (Awari's seeds, Zápiti's chinos)."""
        return Plural("{n} piedra", "{n} piedras", n)

    def in_hole(self, hole: str, n: int) -> Msg:
        """What hole ``hole`` holds, ``n`` pieces, said in the game's unit."""
        return Plural("en {hole} hay {n} piedra", "en {hole} hay {n} piedras", n, hole=hole)

    @abstractmethod
    def new_state(self, seed: int | None = None) -> State:
        """The starting state; any chance in it (a deal, who starts) drawn from ``Random(seed)``."""

    @abstractmethod
    def from_notation(self, text: str) -> State:
        """The state whose :meth:`State.notation` is ``text``; :class:`NotationError` otherwise."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and type(self) is type(other) and self.options == other.options

    def __hash__(self) -> int:
        return hash((self.name, self.options))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.options.non_default().items())
        return f"engine.load({self.name!r}{args})"


class State(ABC):
    """One moment of one game. Immutable; equal states have equal :meth:`notation`."""

    game: Game

    # -- what subclasses implement -------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> Sequence[str]:
        """Every action the current player may take, in a stable order."""

    @abstractmethod
    def _apply(self, action: str) -> State:
        """The state after ``action``, which :meth:`apply` has already checked is legal."""

    @abstractmethod
    def why_illegal(self, action: str) -> IllegalActionError:
        """The error that names the rule ``action`` breaks here (``action`` is well formed)."""

    @abstractmethod
    def is_action(self, text: str) -> bool:
        """Whether ``text`` is an action of this game at all, legal here or not."""

    @abstractmethod
    def returns(self) -> tuple[float, ...]:
        """Per seat: +1 won, -1 lost, 0 drawn or not over yet."""

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Per seat, the game's own count (seeds in the store, stones, points)."""

    @abstractmethod
    def notation(self) -> str:
        """Text that :meth:`Game.from_notation` turns back into an equal state."""

    # -- what subclasses may implement: capabilities with a default ------------------------------
    @property
    def captured_last(self) -> tuple[int, ...]:
        """The holes (board indices) the move that led here captured, in the order taken; the board
        highlights them. Empty for a game without holes, and after a move that captured nothing."""
        return ()

    @property
    def house_last(self) -> int | None:
        """The hole the move that led here made a house of (Vano), else ``None``."""
        return None

    @property
    def houses(self) -> Mapping[int, int]:
        """The houses on the board, hole → owner's seat (Vano); empty in every other game."""
        return {}

    def trace(self, action: str) -> Sequence[Any]:
        """The steps of ``action`` worth animating, each a frame the game's registered ``frame``
        renderer draws (see :class:`~engine.rules.registry.Registration`); empty: the move is not animated."""
        return ()

    def counts(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """What a reader can count on the board of a game of holes: the pieces in each hole, in the
        order of :attr:`Game.HOLE_NAMES`, and per seat the pieces taken off the board for good (the
        stores; empty in a game where none ever leaves it). Both empty in a game without holes."""
        return (), ()

    def pieces_in_play(self) -> int | None:
        """The pieces on the board and in the stores (seeds, stones), for a game whose moves never
        make or destroy one (the property tests check it); ``None``: the game keeps no such count."""
        return None

    def trick_in_play(self) -> tuple[tuple[int, Card], ...]:
        """The cards of the trick (or round) in progress with the seats that played them, led
        first: they lie face up, so every seat sees them. Empty in a game without cards."""
        return ()

    def trick_leading(self) -> tuple[int, Card] | None:
        """The seat and card winning :meth:`trick_in_play` so far; ``None`` while no card is played,
        or when the trick stands tied between the sides (Zápiti's *parda*)."""
        return None

    def tricks_taken(self) -> tuple[tuple[int, str], ...]:
        """Every trick of the hand in play that a seat won, in order, as (that seat, the text of the
        card it won with). A trick won by a side (Zápiti's round) counts for the seat of that side
        that played the best card; a tied one for nobody."""
        return ()

    def hand_settled(self, before: State) -> tuple[Payment, ...] | None:
        """The payments of the hand that the move from ``before`` to here settled (:data:`Payment`);
        ``None`` when that move settled no hand (and in a game not played in hands)."""
        return None

    def dealt_cards(self, pile: str = "") -> tuple[Card, ...]:
        """The cards dealt for the hand in play (none between hands): every one, or those of the
        table's pile named ``pile`` (La Zanga's ``"zanga"``)."""
        return ()

    def stake(self) -> int | None:
        """What the hand in play is worth now, in a game whose bets raise it (Zápiti's ladder)."""
        return None

    def observation(self, player: int) -> Any:
        """What ``player`` may see. Perfect-information games show everything; others override."""
        if not self.game.perfect_information:  # pragma: no cover - enforced by the games' tests
            raise NotImplementedError("games with hidden information must define observation()")
        return self

    # -- shared behaviour ----------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def parse_action(self, text: str) -> str:
        """``text`` as an action of this game, or :class:`InvalidActionError`."""
        action = text.strip() if isinstance(text, str) else text
        if not isinstance(action, str) or not self.is_action(action):
            raise InvalidActionError(
                None, Msg(N_("«{text}» no es una jugada de {game}"), text=text, game=self.game.name)
            )
        return action

    def apply(self, action: str) -> State:
        """The state after ``action``; refuses a malformed or illegal one and changes nothing."""
        action = self.parse_action(action)
        if self.is_terminal():
            raise self.over()
        if action not in self.legal_actions():
            raise self.why_illegal(action)
        return self._apply(action)

    def over(self) -> IllegalActionError:
        """The refusal of any move once the game is over, naming the rule that ends it.

        >>> import engine
        >>> done = engine.load("awari").from_notation("0,0,0,0,0,0/0,0,0,0,0,0 25-23 - 0 90")
        >>> done.apply("A")
        Traceback (most recent call last):
        ...
        engine.rules.errors.IllegalActionError: Regla 8: la partida ha terminado
        >>> done.over().text("en")
        'Rule 8: the game is over'
        """
        return IllegalActionError(self.game.END_RULE, Msg(N_("la partida ha terminado")))

    def apply_random(self, rng: random.Random) -> State:
        actions = self.legal_actions()
        return self._apply(actions[rng.randrange(len(actions))])

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and self.game == other.game
            and self.notation() == other.notation()
        )

    def __hash__(self) -> int:
        return hash(self.notation())

    def __repr__(self) -> str:
        return f"{self.game!r}.from_notation({self.notation()!r})"
