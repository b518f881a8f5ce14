"""Game records: options, start and moves as one line of text (what a share link carries).

>>> rec = Record.from_text("awari;opts=capture:backward;seed=7;moves=D f")
>>> rec.moves
('D', 'f')
>>> Record.from_text(rec.to_text()) == rec
True
>>> len(rec.replay())
3
"""

from __future__ import annotations

from base64 import urlsafe_b64decode, urlsafe_b64encode
from dataclasses import dataclass

from engine import load
from engine.i18n import N_, Msg
from engine.rules.core import Game, State
from engine.rules.errors import NotationError, RulesError

MAX_RECORD_LENGTH = 20_000


@dataclass(frozen=True)
class Record:
    """A whole game: ``game``, its non-default ``options`` (``name:value,…``), the starting position
    (``start`` notation, or a ``seed`` for a dealt or drawn start) and the ``moves`` played."""

    game: str
    options: str = ""
    start: str | None = None
    seed: int | None = None
    moves: tuple[str, ...] = ()

    def to_text(self, *, sealed: bool = False) -> str:
        """One line; ``sealed`` writes the moves as ``sealed=`` (base64url) so that a glance at a
        link or a saved game of people sharing one device reads no private move (a Zápiti seña):
        not a secret, only not shown.

        >>> Record("zapiti", moves=("ver", "seña:beso")).to_text(sealed=True)
        'zapiti;sealed=dmVyIHNlw7FhOmJlc28'
        >>> Record.from_text("zapiti;sealed=dmVyIHNlw7FhOmJlc28").moves
        ('ver', 'seña:beso')
        """
        parts = [self.game]
        if self.options:
            parts.append(f"opts={self.options}")
        if self.start is not None:
            parts.append(f"start={self.start}")
        if self.seed is not None:
            parts.append(f"seed={self.seed}")
        if self.moves and sealed:
            parts.append("sealed=" + urlsafe_b64encode(" ".join(self.moves).encode()).decode().rstrip("="))
        elif self.moves:
            parts.append("moves=" + " ".join(self.moves))
        return ";".join(parts)

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Reads :meth:`to_text`; :class:`NotationError` saying what is wrong otherwise."""
        if not isinstance(text, str) or not text.strip():
            raise NotationError(None, Msg(N_("la partida compartida está vacía")))
        if len(text) > MAX_RECORD_LENGTH:
            raise NotationError(None, Msg(N_("la partida compartida es demasiado larga")))
        game, *fields = (part.strip() for part in text.strip().split(";"))
        values: dict[str, str] = {}
        for item in fields:
            key, sep, value = item.partition("=")
            if not sep or key not in ("opts", "start", "seed", "moves", "sealed") or key in values:
                raise NotationError(None, Msg(N_("no se entiende «{item}» en la partida compartida"), item=item))
            values[key] = value.strip()
        if "sealed" in values:
            if "moves" in values:
                raise NotationError(None, Msg(N_("no se entiende «{item}» en la partida compartida"), item="sealed"))
            values["moves"] = _unseal(values.pop("sealed"))
        seed = None
        if "seed" in values:
            if not (values["seed"].isascii() and values["seed"].isdigit()) or len(values["seed"]) > 18:
                raise NotationError(None, Msg(N_("la semilla «{seed}» no es un número"), seed=values["seed"]))
            seed = int(values["seed"])
        return cls(
            game=game,
            options=values.get("opts", ""),
            start=values.get("start"),
            seed=seed,
            moves=tuple(values.get("moves", "").split()),
        )

    def load_game(self) -> Game[State]:
        game = load(self.game)
        return type(game)(game.OPTIONS.parse_text(self.options))

    def first_state(self) -> State:
        game = self.load_game()
        if self.start is not None:
            return game.from_notation(self.start)
        return game.new_state(seed=self.seed)

    def replay(self) -> list[State]:
        """Every state from the start to the last move; a move that fails names its number."""
        states = [self.first_state()]
        for number, move in enumerate(self.moves, start=1):
            try:
                states.append(states[-1].apply(move))
            except RulesError as err:
                raise NotationError(
                    err.rule,
                    Msg(N_("la jugada {number} («{move}») no vale: {reason}"), number=number, move=move,
                        reason=err.message),
                ) from err
        return states

    def with_moves(self, moves: tuple[str, ...]) -> Record:
        return Record(self.game, self.options, self.start, self.seed, tuple(moves))


def _unseal(text: str) -> str:
    """The moves of a ``sealed=`` field (:meth:`Record.to_text`)."""
    try:
        return urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode()
    except (ValueError, UnicodeDecodeError) as err:
        raise NotationError(None, Msg(N_("no se entiende «{item}» en la partida compartida"),
                                      item=f"sealed={text[:40]}")) from err
