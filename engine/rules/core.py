"""The contract every game implements: an immutable :class:`State` and the :class:`Game` that makes it.

Actions are short strings in the game's own vocabulary (``"D"`` sows Awari's hole D, ``"7o"`` plays
the seven of oros), so they round-trip through text by construction: they are what move lists, share
links, tests and bug reports carry. A state never changes: :meth:`State.apply` returns a new one, so
undo, replay, bots and widgets never share mutable state.

Seats are numbered from 0. :attr:`State.current_player` is a seat, :data:`CHANCE` or :data:`TERMINAL`.

The contract holds only what the rules need, every member required: a game's states are typed as its
own (``Game[AwariState]`` makes ``AwariState``, whose :meth:`State.apply` returns ``AwariState``).
What the lessons and the table ask of some games only is declared in
:mod:`engine.rules.capabilities`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, Self, TypeVar

from engine.i18n import N_, Msg

from .errors import IllegalActionError, InvalidActionError, RuleRef
from .options import Options, OptionSpec

CHANCE = -1
TERMINAL = -4

#: The state class a :class:`Game` makes (its own, so that a game's states need no downcast).
S = TypeVar("S", bound="State", covariant=True)


class Game(ABC, Generic[S]):
    """A ruleset with its options fixed; makes the starting states, of its own state class ``S``.

    Every member is required (the rules need each): a subclass sets the class facts (``name``,
    ``num_players``, ``perfect_information``, ``OPTIONS``, ``END_RULE``, ``SEAT_NAMES``) and
    implements :meth:`amount`, :meth:`new_state` and :meth:`from_notation`. What only the lessons
    and the table need of some games (holes, cards, animation, a choice of who starts) is not here:
    a game declares it by implementing the capabilities of :mod:`engine.rules.capabilities`.
    """

    name: ClassVar[str]
    #: Seats at the table; a game whose count is an option (Zápiti's 2 or 4) sets it per instance.
    num_players: int
    #: Whether every seat sees the whole state; if not, :meth:`State.observation` hides what it must.
    perfect_information: ClassVar[bool]
    OPTIONS: ClassVar[OptionSpec]
    #: The rule that says when the game is over: a move after the end is refused naming it.
    END_RULE: ClassVar[RuleRef | None]
    #: The seats' names (msgids), seat 0 first, as the rules call them. A game whose seats depend on
    #: its options (Zápiti's two or four players) sets them per instance.
    SEAT_NAMES: tuple[str, ...]

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else self.OPTIONS.resolve()

    @classmethod
    def with_options(cls, values: Mapping[str, Any] | None = None, preset: str | None = None) -> Self:
        return cls(cls.OPTIONS.resolve(values, preset))

    @abstractmethod
    def amount(self, n: int) -> Msg:
        """``n`` in the unit of the game's count (:meth:`State.scores`): stones, seeds, chinos…"""

    @abstractmethod
    def new_state(self, seed: int | None = None) -> S:
        """The starting state; any chance in it (a deal, who starts) drawn from ``Random(seed)``."""

    @abstractmethod
    def from_notation(self, text: str) -> S:
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

    #: The game that made it (a subclass narrows it to its own game class).
    game: Game[State]

    # -- what subclasses implement -------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> Sequence[str]:
        """Every action the current player may take, in a stable order."""

    @abstractmethod
    def _apply(self, action: str) -> Self:
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

    @abstractmethod
    def observation(self, player: int) -> Any:
        """What ``player`` may see: the state itself in a game of perfect information."""

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

    def apply(self, action: str) -> Self:
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

    def apply_random(self, rng: random.Random) -> Self:
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
