"""What the lessons and the table may ask of a game beyond its rules: named, typed capabilities.

:mod:`engine.rules.core` holds what every game needs to be played. Some games can say more, and the
goals, the narration, the text mode and the boards ask for it: the holes of a mancala board, the
trick on the table of a card game, the steps of a move worth animating. Each such interface is a
:class:`typing.Protocol` here, in the rules layer, so that the lessons and the table import it
downward; a family implements it beside its rules, by having the members (no registration, no
flag: a game *is* a board of holes when its states have the members). The protocols are
``runtime_checkable`` where a generic consumer must branch, and it branches with ``isinstance``,
which also narrows the type for mypy:

>>> import engine
>>> awari, zanga = engine.load("awari").new_state(seed=1), engine.load("zanga").new_state(seed=1)
>>> isinstance(awari, HoleBoard), isinstance(awari.game, HoleGame), isinstance(awari, CardTable)
(True, True, False)
>>> isinstance(zanga, CardTable), isinstance(zanga, DealtCards), isinstance(zanga, Staked)
(True, True, False)

Protocols rather than one record of flags per game (OpenSpiel's ``GameType``): a flag says that a
game has holes, a protocol says also what having holes means, and the type checker holds each
implementer to it. A protocol is split where its members live: on the game (names, words, class
facts) or on the state (what a position shows). The capabilities:

* a board of holes: :class:`HoleGame` (the holes' names, what a hole holds in words) and
  :class:`HoleBoard` (the counts, what the last move captured, the pieces in play); Vano's
  :class:`Houses` besides;
* a table of cards: :class:`CardGame` (what the hands' payments are for) and :class:`CardTable`
  (the trick in play and who leads it, the tricks taken, the hand's settlement); La Zanga's
  :class:`DealtCards` and Zápiti's :class:`Staked` besides;
* :class:`Animated`: the steps of a move worth drawing one by one (the registration's ``frame``
  draws them);
* :class:`ChoosesOpening`: an option that says who starts, which a full game's page offers
  (:func:`opening_choices`).

A member belongs to a capability with one implementer or more; none has a default that a game
without the capability would inherit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from engine.i18n import Msg

if TYPE_CHECKING:
    from .cards import Card
    from .core import Game, State

#: The choice of a game's :attr:`ChoosesOpening.OPENING_OPTION` that draws who starts.
BY_LOT = "random"
#: One payment of a settled hand: (concept, from, to, amount); accounts 0 and 1 are the two sides.
Payment = tuple[str, int, int, int]


# -- a board of holes ------------------------------------------------------------------------------
@runtime_checkable
class HoleGame(Protocol):
    """A game whose actions are the holes of its board (the mancala games)."""

    #: The holes' names in board order; actions, goals and questions about holes are written with them.
    HOLE_NAMES: tuple[str, ...]

    def in_hole(self, hole: str, n: int) -> Msg:
        """What hole ``hole`` holds, ``n`` pieces, said in the game's unit."""
        ...


@runtime_checkable
class HoleBoard(Protocol):
    """A position on a board of holes."""

    @property
    def captured_last(self) -> tuple[int, ...]:
        """The holes (board indices) the move that led here captured, in the order taken; the board
        highlights them. Empty after a move that captured nothing."""
        ...

    def counts(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """What a reader can count: the pieces in each hole, in the order of
        :attr:`HoleGame.HOLE_NAMES`, and per seat the pieces taken off the board for good (the
        stores; empty in a game where none ever leaves it)."""
        ...

    def pieces_in_play(self) -> int:
        """The pieces on the board and in the stores; no move makes or destroys one (the property
        tests check it)."""
        ...


@runtime_checkable
class Houses(Protocol):
    """A board where a hole can become a seat's house (Vano)."""

    @property
    def house_last(self) -> int | None:
        """The hole the move that led here made a house of, else ``None``."""
        ...

    @property
    def houses(self) -> Mapping[int, int]:
        """The houses on the board, hole → owner's seat."""
        ...


# -- a table of cards ------------------------------------------------------------------------------
@runtime_checkable
class CardGame(Protocol):
    """A game played in hands of cards, whose hands end in payments."""

    #: The concepts a hand's payments are made for (:meth:`CardTable.hand_settled`), concept → msgid.
    CONCEPTS: Mapping[str, str]


@runtime_checkable
class CardTable(Protocol):
    """A position at a table of cards: the text mode then answers about hands and tricks."""

    def trick_in_play(self) -> tuple[tuple[int, Card], ...]:
        """The cards of the trick (or round) in progress with the seats that played them, led
        first: they lie face up, so every seat sees them."""
        ...

    def trick_leading(self) -> tuple[int, Card] | None:
        """The seat and card winning :meth:`trick_in_play` so far; ``None`` while no card is played,
        or when the trick stands tied between the sides (Zápiti's *parda*)."""
        ...

    def tricks_taken(self) -> tuple[tuple[int, str], ...]:
        """Every trick of the hand in play that a seat won, in order, as (that seat, the text of the
        card it won with). A trick won by a side (Zápiti's round) counts for the seat of that side
        that played the best card; a tied one for nobody."""
        ...

    def hand_settled(self, before: State) -> tuple[Payment, ...] | None:
        """The payments of the hand that the move from ``before`` to here settled (:data:`Payment`);
        ``None`` when that move settled no hand."""
        ...


@runtime_checkable
class DealtCards(Protocol):
    """A table whose deal is worth counting: La Zanga's hands and its pile."""

    def dealt_cards(self, pile: str = "") -> tuple[Card, ...]:
        """The cards dealt for the hand in play (none between hands): every one, or those of the
        table's pile named ``pile`` (La Zanga's ``"zanga"``)."""
        ...


@runtime_checkable
class Staked(Protocol):
    """A table whose bets raise what a hand is worth (Zápiti's ladder)."""

    def stake(self) -> int:
        """What the hand in play is worth now."""
        ...


# -- moves drawn step by step ----------------------------------------------------------------------
@runtime_checkable
class Animated(Protocol):
    """A state whose moves are worth animating."""

    def trace(self, action: str) -> Sequence[Any]:
        """The steps of ``action``, each a frame the game's registered ``frame`` renderer draws (see
        :class:`~engine.rules.registry.Registration`); empty: this move is not animated."""
        ...


def trace(state: State, action: str) -> Sequence[Any]:
    """The steps of ``action`` from ``state`` worth animating; none in a game that animates none."""
    return state.trace(action) if isinstance(state, Animated) else ()


# -- who starts ------------------------------------------------------------------------------------
@runtime_checkable
class ChoosesOpening(Protocol):
    """A game with an option that says who starts (its rules draw it, and a page may fix it)."""

    #: The option; its choices are the seats, in seat order, and :data:`BY_LOT`, a draw.
    OPENING_OPTION: str


def opening_choices(game: Game[State]) -> tuple[str, ...]:
    """Who may start ``game``, as values of its opening option: the seats in order, then the draw
    (``()`` for a game whose rules say who starts). A full game starts with the first seat.

    >>> import engine
    >>> opening_choices(engine.load("awari")), opening_choices(engine.load("zapiti"))
    (('south', 'north', 'random'), ())
    """
    if not isinstance(game, ChoosesOpening):
        return ()
    choices = tuple(game.OPTIONS.get(game.OPENING_OPTION).choices)
    return tuple(c for c in choices if c != BY_LOT) + tuple(c for c in choices if c == BY_LOT)
