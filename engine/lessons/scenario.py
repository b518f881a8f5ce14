"""Live examples as data: a position, the seats the reader plays, a goal the page checks, hints.

A scenario holds no game logic: the rules come from the engine, the goal is one of a few checkable
kinds. Scenarios are tested in CPython like any rule (the solution must reach the goal), validated
again when a page that uses them is built, and played in the browser.

Each game's scenarios are a tuple named in its registration (:class:`~engine.rules.registry.Registration`,
``scenarios``); ids start with the game's name (``"awari.captura"``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from engine import load
from engine.i18n import N_, Msg, Plural
from engine.rules.capabilities import (
    CardGame,
    CardTable,
    DealtCards,
    HoleBoard,
    HoleGame,
    Houses,
    Payment,
    Staked,
    trace,
)
from engine.rules.cards import SUITS
from engine.rules.core import Game, State
from engine.rules.errors import NotationError, RuleRef
from engine.rules.registry import GAMES, registration, resolve

GOAL_KINDS = ("play", "gain", "win", "end", "score", "free", "capture", "trick", "payment", "try", "question",
              "sow")
#: What a question asks; the engine computes the answer from the start and the goal's ``probe``:
#: ``last`` the hole where the probe's last sowing ends, ``captured`` the seeds (or stones) the probe's
#: last move wins, ``winner`` the card that wins the probe's last trick, ``pays`` the stones (or points)
#: the hand the probe ends pays for the goal's ``concept`` (all its items together), ``next`` the seat
#: to play after the probe (its Spanish name; with no probe, the seat to play now), ``hand`` the seat
#: (of the side) that wins the hand the probe ends, ``score`` the score of the probe's first mover once
#: it is played, ``value`` what the hand is worth after the probe (a card game's bets), ``cards`` how
#: many cards of the deal there are after the probe (if any): of the suit ``concept`` (a suit letter),
#: of the zanga (``zanga``) or all (La Zanga's notation: ``H=`` the hands as dealt, ``Z=`` the zanga);
#: ``legal`` the one of ``choices`` that is a legal move after the probe (with none, now): a choice
#: that is no move of the game (table talk, a Spanish phrase shown as written) never is; the goal's
#: ``actions`` are the choices that are moves, said as the game says them.
QUESTIONS = ("last", "captured", "winner", "pays", "next", "hand", "score", "value", "cards", "legal")
#: A solution step that answers a question: ``"?c"`` answers ``c``.
ANSWER = "?"
#: A solution step that tries a forbidden move (a "try it" goal): ``"!C"`` tries ``C``.
ATTEMPT = "!"
#: A trick goal's words when it is missed and when it is reached, in the game's own word for a trick:
#: «baza» (La Zanga), «ronda» on Zápiti's pages (its rule 4, "Tres rondas").
TRICK_WORDS: dict[str, tuple[str, str]] = {
    "zapiti": (N_("Aún no: no has ganado ninguna ronda con el {card}."),
               N_("Conseguido: ganaste la ronda con el {card}.")),
}
BAZA_WORDS = (N_("Aún no: no has ganado ninguna baza con el {card}."), N_("Conseguido: ganaste la baza con el {card}."))
#: Whether an example of a hidden-information game offers the switch that shows every hand:
#: "" no; "off" offered, hands hidden at the start; "on" offered and on at the start.
REVEAL_CHOICES = ("", "off", "on")


@dataclass(frozen=True)
class Goal:
    """What the reader must do, checked after every move; only the reader's own moves count.

    * ``play``: the reader's first move is one of ``actions``;
    * ``gain``: the reader's score rises by at least ``amount`` (seeds captured, stones won);
    * ``win``: the game ends with the reader's seat winning;
    * ``end``: the game ends, whoever wins;
    * ``score``: someone's score changes, or the game ends (a hand of a card game is settled);
    * ``free``: no goal, a position to explore;
    * ``capture``: one move of the reader's captures every hole of ``holes`` (and ``amount`` seeds
      at least, when given);
    * ``trick``: the reader wins a trick with the card ``card``;
    * ``payment``: a settlement pays ``amount`` for ``concept`` to or from the reader's side (La
      Zanga's settlement items; Zápiti's ``points``, the points the reader's side scores); with
      ``alone``, and nothing else to or from that side (a bonus the rule withholds must be missing);
    * ``try``: the reader first tries one of ``forbidden`` (the engine refuses it, naming its
      article), then plays one of ``actions``: both steps count;
    * ``sow``: a move of the reader's sows ``amount`` laps at least (relays), its last seed (or stone)
      falling in one of ``holes`` when given: the effect of a sowing rule, not the hole to press;
    * ``question``: the reader picks one of ``choices``; the right one is what the engine computes
      (see :data:`QUESTIONS`) from the start and ``probe``, and must equal ``answer``.

    ``text`` is the Spanish statement of the goal shown above the board (a msgid; ``values`` fill its
    ``{…}`` fields where the position is drawn, as in practice: :attr:`statement`); ``miss`` the
    example's own words when a try falls short (a msgid; ``{n}`` is what the reader got; for a
    question, ``{answer}`` is the wrong answer given). A question without them explains a wrong
    answer, and the right one, from the position (:meth:`explained`).
    """

    kind: str
    text: str
    actions: tuple[str, ...] = ()
    amount: int = 0
    holes: tuple[str, ...] = ()
    card: str = ""
    concept: str = ""
    forbidden: tuple[str, ...] = ()
    ask: str = ""
    probe: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    answer: str = ""
    miss: str = ""
    alone: bool = False
    values: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in GOAL_KINDS:
            raise ValueError(f"unknown goal kind {self.kind!r}; valid: {', '.join(GOAL_KINDS)}")
        needs = {"play": ("actions",), "try": ("actions", "forbidden"), "capture": ("holes",),
                 "trick": ("card",), "payment": ("concept", "amount"),
                 "question": ("ask", "choices", "answer")}
        for name in needs.get(self.kind, ()):
            if not getattr(self, name):
                raise ValueError(f"a {self.kind!r} goal needs {name!r}")
        if self.kind == "question":
            if not self.probe and self.ask not in ("next", "cards", "legal"):
                raise ValueError(f"a {self.ask!r} question needs 'probe'")
            if self.ask not in QUESTIONS:
                raise ValueError(f"unknown question {self.ask!r}; valid: {', '.join(QUESTIONS)}")
            if len(set(self.choices)) < 2 or len(set(self.choices)) != len(self.choices):
                raise ValueError("a question needs two different choices at least")
            if self.answer not in self.choices:
                raise ValueError(f"the answer {self.answer!r} is not one of the choices")
            if self.ask == "legal" and not set(self.actions) <= set(self.choices):
                raise ValueError("a 'legal' question's actions must be among its choices")
        if self.kind == "try" and set(self.forbidden) & set(self.actions):
            raise ValueError("a move cannot be both forbidden and the goal")

    @property
    def statement(self) -> Msg:
        """The goal as the reader reads it: :attr:`text` with its :attr:`values`."""
        return Msg(self.text, **dict(self.values))

    def reached(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                attempts: Sequence[tuple[int, str]] = (), answers: Sequence[str] = (),
                memo: HistoryMemo | None = None) -> bool:
        """``history`` is every state from the start; ``moves`` the (seat, action) pairs played;
        ``attempts`` the reader's refused tries as (moves played before it, action); ``answers``
        the reader's answers to a question, in order. ``memo`` keeps what was read of ``history``
        (and this verdict) for the next call on the same position."""
        memo = memo if memo is not None else HistoryMemo()
        return memo.verdict(history, moves, attempts, answers, ("reached", self, tuple(seats)),
                            lambda: self._reached(seats, history, moves, attempts, answers, memo))

    def _reached(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                 attempts: Sequence[tuple[int, str]], answers: Sequence[str], memo: HistoryMemo) -> bool:
        start, now = history[0], history[-1]
        mine = [action for seat, action in moves if seat in seats]
        kind = self.kind
        if kind == "play":
            return bool(mine) and mine[0] in self.actions
        if kind == "try":
            first = next((i for i, (seat, _) in enumerate(moves) if seat in seats), None)
            tried = any(action in self.forbidden and (first is None or before <= first)
                        for before, action in attempts)
            return tried and bool(mine) and mine[0] in self.actions
        if kind == "question":
            return bool(answers) and answers[-1] == memo.for_start(history, ("answer", self),
                                                                   lambda: self.answer_for(start))
        if kind == "gain":
            return any(gained(seat, seats, history, moves) >= self.amount for seat in seats)
        if kind == "win":
            return now.is_terminal() and any(now.returns()[s] > 0 for s in seats)
        if kind == "end":
            return now.is_terminal()
        if kind == "score":
            return now.is_terminal() or any(state.scores() != start.scores() for state in history[1:])
        if kind == "sow":
            return any(self._sown(memo.sowing_end(history[i], action))
                       for i, (seat, action) in enumerate(moves) if seat in seats)
        if kind == "capture":
            return any(self._took(history[i], history[i + 1]) for i, (seat, _) in enumerate(moves) if seat in seats)
        if kind == "trick":
            return any(card == self.card and winner in seats for winner, card in tricks_won(now))
        if kind == "payment":
            side = seats[0] % 2
            return any(self._settled(paid, side) for paid in memo.settlements(history))
        return False

    def feedback(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                 attempts: Sequence[tuple[int, str]] = (), answers: Sequence[str] = (),
                 par: int = 1, memo: HistoryMemo | None = None) -> tuple[str, Msg | None]:
        """How the goal stands: ``("reached", what was achieved)``, ``("missed", why, and to undo)``
        or ``("open", a word on the way, or None)``. A try is missed once the reader has made
        ``par`` decisions (the solution's), or the game or hand has ended, without the goal.
        ``memo``: see :meth:`reached`."""
        memo = memo if memo is not None else HistoryMemo()
        return memo.verdict(history, moves, attempts, answers, ("feedback", self, tuple(seats), par),
                            lambda: self._feedback(seats, history, moves, attempts, answers, par, memo))

    def _feedback(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                  attempts: Sequence[tuple[int, str]], answers: Sequence[str], par: int,
                  memo: HistoryMemo) -> tuple[str, Msg | None]:
        if self.kind == "free":
            return "open", None
        if self.reached(seats, history, moves, attempts, answers, memo):
            return "reached", self._achieved(seats, history, moves, memo, attempts)
        mine = [action for seat, action in moves if seat in seats]
        tried = any(action in self.forbidden for _, action in attempts)
        if self.kind == "question":
            if not answers:
                return "open", None
            if self.miss:
                return "missed", Msg(self.miss, answer=self.choice_label(answers[-1], history[0]))
            return "missed", Msg(N_("{why} Mira otra vez y elige otra."),
                                 why=self.explained(history, answers[-1], memo))
        if self.kind == "try" and tried and not mine:
            return "open", Msg(N_("Eso es lo que la regla prohíbe. Ahora haz una jugada permitida."))
        over = history[-1].is_terminal() or bool(memo.settlements(history))
        if not (over or len(mine) + len(answers) >= par):
            return "open", None
        why = self._why(seats, history, moves, tried, memo, attempts)
        return "missed", Msg(N_("{why} Deshaz para reintentar."), why=why)

    def _why(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
             tried: bool, memo: HistoryMemo | None = None, attempts: Sequence[tuple[int, str]] = ()) -> Msg:
        start, memo = history[0], memo if memo is not None else HistoryMemo()
        got = max((gained(seat, seats, history, moves) for seat in seats), default=0)
        if self.miss:
            return Msg(self.miss, n=got)
        if self.kind in ("play", "try"):
            return self._move_words(seats, history, moves, False, attempts)
        if self.kind == "gain":
            from .narration import explain_gain

            short: Msg = Plural("Aún no: {got} no basta, hacen falta {need}.",
                                "Aún no: {got} no bastan, hacen falta {need}.", got,
                                got=amount(start, got), need=amount(start, self.amount))
            if got < 0:
                short = Msg(N_("Aún no: has perdido {lost}; hacía falta ganar {need}."),
                            lost=amount(start, -got), need=amount(start, self.amount))
            told = explain_gain(seats, history, moves, memo=memo)
            return short if told is None else Msg(N_("{said} {more}"), said=short, more=told)
        if self.kind == "capture":
            from .narration import explain_gain

            short = Msg(N_("Aún no: ninguna de tus jugadas ha capturado {holes}."), holes=join(self.holes))
            told = explain_gain(seats, history, moves, memo=memo)  # what the reader's moves did, and why
            return short if told is None else Msg(N_("{said} {more}"), said=short, more=told)
        if self.kind == "sow":
            mine = [(history[i], action) for i, (seat, action) in enumerate(moves) if seat in seats]
            hole, laps = memo.sowing_end(*mine[-1]) if mine else ("", 0)
            if not self.holes:
                return Plural("Aún no: tu siembra ha dado {n} vuelta; hacen falta {need}.",
                              "Aún no: tu siembra ha dado {n} vueltas; hacen falta {need}.", laps, need=self.amount)
            if laps < 2:
                return Msg(N_("Aún no: tu siembra ha acabado en {hole}; tiene que acabar en {want}."),
                           hole=hole, want=join(self.holes))
            return Plural("Aún no: tu siembra ha acabado en {hole}, tras {n} vuelta; tiene que acabar en {want}.",
                          "Aún no: tu siembra ha acabado en {hole}, tras {n} vueltas; tiene que acabar en {want}.",
                          laps, hole=hole, want=join(self.holes))
        if self.kind == "trick":
            return Msg(TRICK_WORDS.get(start.game.name, BAZA_WORDS)[0], card=card_name(self.card))
        if self.kind == "win":
            from .narration import explain_end

            return explain_end(self, seats, history, moves, False)
        if self.kind == "payment":
            from .narration import explain_gain

            short = Msg(N_("Aún no: la mano no ha pagado {amount} por «{concept}»."),
                        amount=amount(start, self.amount), concept=concept_name(start.game, self.concept))
            told = explain_gain(seats, history, moves, memo=memo)  # the hand as settled, or where it stands
            return short if told is None else Msg(N_("{said} {more}"), said=short, more=told)
        return Msg(N_("Aún no: el objetivo no se ha cumplido."))

    def _achieved(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                  memo: HistoryMemo | None = None, attempts: Sequence[tuple[int, str]] = ()) -> Msg:
        start, memo = history[0], memo if memo is not None else HistoryMemo()
        got = max(gained(seat, seats, history, moves) for seat in seats)
        if self.kind in ("gain", "capture") and hole_names(start):
            names = hole_names(start)
            taken = [(h, seat) for i, (seat, _) in enumerate(moves) if seat in seats
                     for h in captured(history[i + 1])]
            # A stone of the mover's own taken with the capture (Mbau's take_own) is not a hole he won.
            holes = [names[h] for h, seat in taken if h * 2 // len(names) != seat]
            own = [names[h] for h, seat in taken if h * 2 // len(names) == seat]
            from .narration import explain_gain

            # What the reader's moves did, up to the capture, with the capture rule (or the house made).
            told = explain_gain(seats, history, moves, achieved=True)
            if own:
                won = Msg(N_("Capturaste {amount}: las de {holes} y tu propia piedra de {own}."),
                          amount=amount(start, got), holes=join(holes), own=join(own))
            elif self.kind == "capture":
                won = Msg(N_("Conseguido: capturas {wanted} en una sola jugada."), wanted=join(self.holes))
            else:
                won = Msg(N_("Conseguido: has ganado {amount}."), amount=amount(start, got))
            return won if told is None else Msg(N_("{said} {more}"), said=won, more=told)
        if self.kind == "gain":
            from .narration import explain_gain

            won = Msg(N_("Conseguido: has ganado {amount}."), amount=amount(start, got))
            told = explain_gain(seats, history, moves, achieved=True, goal=self, memo=memo)
            return won if told is None else Msg(N_("{said} {more}"), said=won, more=told)
        if self.kind == "sow":
            ends = [memo.sowing_end(history[i], action) for i, (seat, action) in enumerate(moves) if seat in seats]
            done = [end for end in ends if self._sown(end)]
            if done[0][1] < 2:
                return Msg(N_("Conseguido: tu siembra ha acabado en {hole}."), hole=done[0][0])
            return Plural("Conseguido: tu siembra ha dado {n} vuelta y ha acabado en {hole}.",
                          "Conseguido: tu siembra ha dado {n} vueltas y ha acabado en {hole}.",
                          done[0][1], hole=done[0][0])
        if self.kind == "trick":
            from .narration import explain_card

            won = Msg(TRICK_WORDS.get(start.game.name, BAZA_WORDS)[1], card=card_name(self.card))
            why = explain_card(self, seats, history, moves)
            return won if why is None else Msg(N_("{said} {more}"), said=won, more=why)
        if self.kind == "payment":
            from .narration import explain_gain

            paid = Msg(N_("Conseguido: la mano paga {amount} por «{concept}»."),
                       amount=amount(start, self.amount), concept=concept_name(start.game, self.concept))
            # The reader's first decision, then the hand as settled: every item with its article.
            told = explain_gain(seats, history, moves, achieved=True, goal=self, memo=memo)
            return paid if told is None else Msg(N_("{said} {more}"), said=paid, more=told)
        if self.kind == "win":
            from .narration import explain_end

            return explain_end(self, seats, history, moves, True)
        if self.kind == "question":
            return Msg(N_("Exacto: {why}"), why=self.explained(history, None, memo))
        if self.kind in ("play", "try"):
            return self._move_words(seats, history, moves, True, attempts)
        return Msg(N_("Conseguido: el objetivo se ha cumplido."))

    def explained(self, history: Sequence[State], wrong: str | None, memo: HistoryMemo | None = None) -> Msg:
        """Why this question's answer is the engine's, from the start and the probe, in the game's
        words (its narrator's, :func:`engine.lessons.narration.explain_answer`); with ``wrong``, the
        reader's choice, first why it is not the answer. Worked out once per start and choice."""
        from .narration import explain_answer

        memo = memo if memo is not None else HistoryMemo()
        return memo.for_start(history, ("explained", self, wrong),
                              lambda: explain_answer(self, _line(history[0], self.probe), wrong))

    def _move_words(self, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                    achieved: bool, attempts: Sequence[tuple[int, str]] = ()) -> Msg:
        """What the reader's deciding move did and what the rule made of it, in the game's words
        (:func:`engine.lessons.narration.explain_move`); a goal won by a move that its narrator
        cannot explain is a bug."""
        from .narration import explain_move

        said = explain_move(self, seats, history, moves, attempts, achieved)
        if said is None:
            raise ValueError(f"no words for a {self.kind!r} goal after {list(moves)!r}")
        return said

    def choice_label(self, choice: str, start: State | None = None) -> Msg | str:
        """A choice as the reader reads it: a card or a seat by its name, a hole or a number as it is;
        a ``legal`` question's move as the game says it (from ``start``), its phrases as written."""
        if self.ask == "legal":
            from .narration import spoken

            words = spoken(start, choice) if start is not None and choice in self.actions else Msg(choice)
            return Msg(N_("«{words}»"), words=words)
        if self.ask == "winner":
            return card_name(choice)
        return Msg(choice) if self.ask in ("next", "hand") else choice

    def _sown(self, end: tuple[str, int]) -> bool:
        """A sowing that ends in hole ``end[0]`` after ``end[1]`` laps meets the goal."""
        hole, laps = end
        return laps >= self.amount and (not self.holes or hole in self.holes)

    def _took(self, before: State, after: State) -> bool:
        names = hole_names(before)
        taken = {names[h] for h in captured(after)}
        gained = after.scores()[before.current_player] - before.scores()[before.current_player]
        return set(self.holes) <= taken and gained >= self.amount

    def _settled(self, paid: tuple[tuple[str, int, int, int], ...], side: int) -> bool:
        mine = [(concept, n) for concept, src, dst, n in paid if side in (src, dst)]
        if self.alone:
            return mine == [(self.concept, self.amount)]
        return (self.concept, self.amount) in mine

    def answer_for(self, start: State) -> str:
        """The right answer to this question, computed by the engine from ``start``."""
        if self.ask == "cards":
            return str(count_cards(_line(start, self.probe)[-1], self.concept))
        if self.ask == "legal":
            legal = _line(start, self.probe)[-1].legal_actions()
            allowed = [choice for choice in self.choices if choice in legal]
            if len(allowed) != 1:
                raise ValueError(f"the question's choices hold {len(allowed)} legal moves, not one")
            return allowed[0]
        state = start
        for action in self.probe[:-1]:
            state = state.apply(action)
        if not self.probe:  # who is to play now
            return str(start.game.SEAT_NAMES[start.current_player])
        last = self.probe[-1]
        after = state.apply(last)
        if self.ask == "last":
            sown = [frame.hole for frame in trace(state, last) if frame.kind == "sow"]
            return str(hole_names(state)[sown[-1]])
        if self.ask == "captured":
            mover = state.current_player
            return str(after.scores()[mover] - state.scores()[mover])
        if self.ask == "value":
            return str(after.stake() if isinstance(after, Staked) else None)
        if self.ask == "score":
            return str(after.scores()[start.current_player])
        if self.ask == "hand":
            won = [dst for items in settlements(start, [start, after]) for _, _, dst, _ in items]
            if not won:
                raise ValueError("the question's probe ends no hand won by a side")
            return str(after.game.SEAT_NAMES[won[-1]])
        if self.ask == "next":
            return str(after.game.SEAT_NAMES[after.current_player])
        if self.ask == "winner":
            tricks = tricks_won(after)
            if not tricks:
                raise ValueError("the question's probe completes no trick")
            return tricks[-1][1]
        settled = settlements(start, [start, *_line(start, self.probe)])
        if not settled:
            raise ValueError("the question's probe ends no hand")
        return str(sum(n for concept, _, _, n in settled[-1] if concept == self.concept))


def gained(seat: int, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]]) -> int:
    """What ``seat``'s score rose by. In a board game only the reader's own moves count (a stone a
    bot drops in the reader's house is not the reader's doing); in a card game the hand is played
    together, so the side's score counts."""
    if not history[0].game.perfect_information:
        return history[-1].scores()[seat] - history[0].scores()[seat]
    return sum(history[i + 1].scores()[seat] - history[i].scores()[seat]
               for i, (mover, _) in enumerate(moves) if mover in seats)


def sowing_end(before: State, action: str, frames: Sequence[Any] | None = None) -> tuple[str, int]:
    """Where ``action``'s sowing from ``before`` ends (the hole of its last seed) and its laps;
    ``frames`` is its trace when already known."""
    frames = trace(before, action) if frames is None else frames
    sown = [frame.hole for frame in frames if frame.kind == "sow"]
    return hole_names(before)[sown[-1]] if sown else "", sum(frame.kind == "lap_end" for frame in frames)


def hole_names(state: State) -> tuple[str, ...]:
    """The holes of ``state``'s board by name (:class:`~engine.rules.capabilities.HoleGame`); none
    in a game without holes."""
    return state.game.HOLE_NAMES if isinstance(state.game, HoleGame) else ()


def captured(state: State) -> tuple[int, ...]:
    """The holes the move that led to ``state`` captured (:class:`~engine.rules.capabilities.HoleBoard`),
    a house it made aside (Vano: a house is not a capture); none in a game without holes."""
    if not isinstance(state, HoleBoard):
        return ()
    house = state.house_last if isinstance(state, Houses) else None
    return tuple(h for h in state.captured_last if h != house)


def amount(state: State, n: int) -> Msg:
    """``n`` in the unit of ``state``'s game (:meth:`~engine.rules.core.Game.amount`): seeds (Awari),
    stones (Mbau, Vano, Hus, La Zanga) or chinos (Zápiti's points)."""
    return state.game.amount(n)


def join(items: Sequence[str]) -> Msg | str:
    """``c, d y e`` / ``c, d and e``."""
    if len(items) < 2:
        return "".join(items)
    return Msg(N_("{first} y {last}"), first=", ".join(items[:-1]), last=items[-1])


def card_name(text: str) -> Msg:
    from engine.rules.cards import Card

    return Card.from_text(text).name()


def concept_name(game: Game[State], concept: str) -> Msg | str:
    """What a payment of ``game``'s hands is for, by its concept
    (:attr:`~engine.rules.capabilities.CardGame.CONCEPTS`)."""
    concepts = game.CONCEPTS if isinstance(game, CardGame) else {}
    return Msg(concepts[concept]) if concept in concepts else concept


def tricks_won(state: State) -> tuple[tuple[int, str], ...]:
    """Every trick of the hand in play as (the seat that won it, the card it won with): see
    :meth:`~engine.rules.capabilities.CardTable.tricks_taken` (none in a game without tricks)."""
    return state.tricks_taken() if isinstance(state, CardTable) else ()


def count_cards(state: State, which: str) -> int:
    """The cards dealt for the hand in play (:meth:`~engine.rules.capabilities.DealtCards.dealt_cards`):
    those of suit ``which`` (a suit letter), of a pile of the table by its name (La Zanga's
    ``"zanga"``), or all (``""``); none in a game that does not count its deal."""
    if not isinstance(state, DealtCards):
        return 0
    if which in SUITS:
        return sum(card.suit == which for card in state.dealt_cards())
    return len(state.dealt_cards(which))


def settlements(start: State, history: Sequence[State]) -> list[tuple[tuple[str, int, int, int], ...]]:
    """The payments of every hand settled along ``history``, as (concept, from, to, amount) items;
    accounts 0 and 1 are the two sides. Zápiti's hand pays ``points`` to the side that won it."""
    found = []
    for prev, state in itertools.pairwise([start, *history[1:]]):
        paid = hand_settled(prev, state)
        if paid is not None:
            found.append(paid)
    return found


def hand_settled(before: State, after: State) -> tuple[Payment, ...] | None:
    """The payments of the hand the move from ``before`` to ``after`` settled
    (:meth:`~engine.rules.capabilities.CardTable.hand_settled`); ``None`` if it settled none, as in
    a game not played in hands."""
    return after.hand_settled(before) if isinstance(after, CardTable) else None


T = TypeVar("T")


class HistoryMemo:
    """What the goals read of a history, each worked out once per position and kept as the history
    grows: the payments of the move into each state, the trace of each move (its frames, and so where
    a sowing ends), what depends on the start alone (a question's answer), and the goal's verdicts on
    the position now. Every use compares the history with the states it was read from, by identity,
    and forgets what follows the first that differs (an undo, a reset, another move).

    >>> from engine import load
    >>> start = load("awari", first_player="south").new_state()
    >>> memo, line = HistoryMemo(), [start, start.apply("D")]
    >>> memo.sowing_end(line[0], "D"), memo.settlements(line)
    (('b', 1), [])
    >>> memo.trace(line[0], "D") is memo.trace(line[0], "D")  # worked out once
    True
    """

    def __init__(self) -> None:
        self._states: list[State] = []
        self._paid: list[tuple[Payment, ...] | None] = []  # what the move into each state paid
        self._spare: dict[int, tuple[State, tuple[Payment, ...] | None]] = {}  # the last states forgotten
        self._traces: dict[int, tuple[State, str, list[Any]]] = {}  # by id of the state before
        self._start: dict[Any, Any] = {}
        self._verdicts: dict[Any, Any] = {}
        self._verdict_key: tuple[Any, ...] = ()
        self._version = 0

    def follow(self, history: Sequence[State]) -> int:
        """Bring the memo in line with ``history``; the version it returns changes whenever the
        history it was read from does."""
        kept = 0
        for known, state in zip(self._states, history, strict=False):
            if known is not state:
                break
            kept += 1
        if kept == len(self._states) == len(history):
            return self._version
        self._version += 1
        if kept < len(self._states):
            # A line looked ahead and left (a bot's foreseen reply) is read again if it is played.
            self._spare = {id(state): (state, paid) for state, paid in zip(self._states[kept:], self._paid[kept:],
                                                                           strict=True)}
            del self._states[kept:], self._paid[kept:]
            alive = {id(state) for state in self._states}
            self._traces = {key: entry for key, entry in self._traces.items() if key in alive}
            if not kept:
                self._start.clear()
        for state in history[kept:]:
            spare = self._spare.get(id(state))
            if spare is not None and spare[0] is state and self._states:
                self._paid.append(spare[1])
            else:
                self._paid.append(hand_settled(self._states[-1], state) if self._states else None)
            self._states.append(state)
        return self._version

    def settlements(self, history: Sequence[State]) -> list[tuple[Payment, ...]]:
        """:func:`settlements` along ``history`` from its first state."""
        self.follow(history)
        return [paid for paid in self._paid if paid is not None]

    def settled_at(self, history: Sequence[State]) -> list[int]:
        """The indexes ``i`` of ``history`` whose next move settled a hand (``history[i + 1]`` paid)."""
        self.follow(history)
        return [i - 1 for i, paid in enumerate(self._paid) if paid is not None]

    def trace(self, before: State, action: str) -> list[Any]:
        """``trace(before, action)``, worked out once while ``before`` is in the history."""
        entry = self._traces.get(id(before))
        if entry is None or entry[0] is not before or entry[1] != action:
            entry = before, action, list(trace(before, action))
            self._traces[id(before)] = entry
        return entry[2]

    def sowing_end(self, before: State, action: str) -> tuple[str, int]:
        """:func:`sowing_end`, from the memo's trace."""
        return sowing_end(before, action, self.trace(before, action))

    def for_start(self, history: Sequence[State], key: Any, work: Callable[[], T]) -> T:
        """``work()``, which depends on ``history``'s first state alone, done once per start."""
        self.follow(history)
        if key not in self._start:
            self._start[key] = work()
        found: T = self._start[key]
        return found

    def verdict(self, history: Sequence[State], moves: Sequence[tuple[int, str]],
                attempts: Sequence[tuple[int, str]], answers: Sequence[str], key: Any, work: Callable[[], T]) -> T:
        """``work()``, a goal's verdict on the position (the history, the reader's tries and answers),
        done once per position."""
        position = (self.follow(history), len(moves), tuple(attempts), tuple(answers))
        if position != self._verdict_key:
            self._verdict_key, self._verdicts = position, {}
        if key not in self._verdicts:
            self._verdicts[key] = work()
        found: T = self._verdicts[key]
        return found


@dataclass(frozen=True)
class Scenario:
    """A live example. ``start`` is a position in the game's notation, or ``None`` to deal from
    ``seed``. ``seats`` are the seats the reader plays; a bot of level ``bot`` plays the others.
    ``solution`` is a line of the reader's (and the bot's forced) moves that reaches the goal.
    ``switches`` names the options the page lets the reader flip (the interpretations we chose).
    ``reveal`` (hidden-information games) offers the switch that shows every hand: see
    :data:`REVEAL_CHOICES`. ``relies`` names the rules, besides its own, that the example needs to be
    understood and won (a capture in its solution needs the capture rule; "which card wins" needs the
    ranking): a :class:`RuleRef`, or the label of a section that teaches no numbered rule
    (``"zanga-leyenda"``). The build fails when one of them is taught after the example in the
    reading order (see :meth:`relied_anchors`). ``miss_line`` names the page's telling miss, when the
    build's first failing line is not it."""

    id: str
    rule: RuleRef
    title: str
    goal: Goal
    start: str | None = None
    seed: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    preset: str | None = None
    seats: tuple[int, ...] = (0,)
    bot: str = "random"
    hints: tuple[str | Msg, ...] = ()
    solution: tuple[str, ...] = ()
    switches: tuple[str, ...] = ()
    reveal: str = ""
    #: The solution under another reading, where a switch changes it: ``{"sin_ver=no": (...)}``.
    solutions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: The goal under another reading, where a switch lifts the rule the goal is about.
    goals: Mapping[str, Goal] = field(default_factory=dict)
    relies: tuple[RuleRef | str, ...] = ()
    #: The reader's steps of the page's own miss (the bots answering), where the first line the build
    #: finds is not the telling one: the miss the rule is about (a capture that falls short, not a
    #: sowing that never reached the rival). The build checks that it misses.
    miss_line: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.reveal not in REVEAL_CHOICES:
            raise ValueError(f"unknown reveal {self.reveal!r}; valid: {', '.join(map(repr, REVEAL_CHOICES))}")
        for ref in self.relies:
            if isinstance(ref, RuleRef) and ref.game != self.rule.game:
                raise ValueError(f"{self.id}: relies on {ref}, a rule of another game")
            if ref == self.rule:
                raise ValueError(f"{self.id}: relies names its own rule {ref}")

    def relied_anchors(self) -> tuple[str, ...]:
        """The page anchors of the rules the example relies on (:attr:`relies`): a rule's section id
        (:attr:`RuleRef.anchor`, ``"awari-rule-4"``) or the label given."""
        return tuple(ref.anchor if isinstance(ref, RuleRef) else ref for ref in self.relies)

    @property
    def game_name(self) -> str:
        return self.id.partition(".")[0]

    def solution_under(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        """The solution with the game's ``options`` (a switch may change it: :attr:`solutions`)."""
        return _under(self.solutions, options, self.solution)

    def goal_under(self, options: Mapping[str, Any]) -> Goal:
        """The goal with the game's ``options`` (a switch may change it: :attr:`goals`)."""
        return _under(self.goals, options, self.goal)

    def reader_steps(self, start: State | None = None) -> list[str]:
        """The reader's steps of the solution (from ``start``, under its options): moves, ``?answer``
        and ``!tried move``; not the bots' moves."""
        state = start if start is not None else self.first_state()
        steps = []
        for step in self.solution_under(state.game.options):
            if step.startswith((ANSWER, ATTEMPT)):
                steps.append(step)
                continue
            if state.current_player in self.seats:
                steps.append(step)
            state = state.apply(step)
        return steps

    def played(self) -> list[tuple[int, str, State, State]]:
        """The solution's moves as played from the start (the reader's and the bots'), each as
        (seat, action, state before, state after); answers and refused tries are no moves."""
        state, line = self.first_state(), []
        for step in self.solution_under(self.load_game().options):
            if step.startswith((ANSWER, ATTEMPT)):
                continue
            after = state.apply(step)
            line.append((state.current_player, step, state, after))
            state = after
        return line

    def tricks_won_by_reader(self) -> list[tuple[str, State]]:
        """The tricks closed along the solution that a card the reader played won, each as (that card,
        the state before the trick closed): none in a game without tricks."""
        won = []
        for _, _, before, after in self.played():
            mine = {action for seat, action, _, _ in self.played() if seat in self.seats}
            earlier, now = tricks_won(before), tricks_won(after)
            if len(now) > len(earlier):
                won += [(card, before) for seat, card in now[len(earlier):] if seat in self.seats and card in mine]
        return won

    @cached_property
    def par(self) -> int:
        """The reader's decisions in the solution (moves and answers): what a good try takes."""
        return self.par_from(self.first_state())

    def par_from(self, start: State) -> int:
        """:attr:`par` from ``start`` (the example under the reading its switches chose); a try of a
        forbidden move goes with the move after it. Worked out once per start and options."""
        key = start.game.options.to_text(), start.notation()
        if key not in self._pars:
            self._pars[key] = sum(not step.startswith(ATTEMPT) for step in self.reader_steps(start))
        return self._pars[key]

    @cached_property
    def _pars(self) -> dict[tuple[str, str], int]:
        return {}

    def load_game(self) -> Game[State]:
        return load(self.game_name, preset=self.preset, **dict(self.options))

    def first_state(self) -> State:
        game = self.load_game()
        if self.start is not None:
            return game.from_notation(self.start)
        return game.new_state(seed=self.seed)


def _line(start: State, moves: Sequence[str]) -> list[State]:
    states = [start]
    for action in moves:
        states.append(states[-1].apply(action))
    return states


def _under(table: Mapping[str, T], options: Mapping[str, Any], default: T) -> T:
    for key, value in table.items():
        name, _, wanted = key.partition("=")
        if str(options.get(name)).lower() == wanted.lower():
            return value
    return default


def scenarios(game: str) -> tuple[Scenario, ...]:
    """Every scenario of ``game``."""
    if game not in GAMES:
        raise NotationError(None, Msg(N_("juego desconocido «{name}»; juegos válidos: {valid}"),
                                      name=game, valid=", ".join(GAMES)))
    return tuple(resolve(registration(game).scenarios))


def get(scenario_id: str) -> Scenario:
    """The scenario ``scenario_id`` (``"awari.captura"``); :class:`NotationError` listing the valid ids."""
    game = scenario_id.partition(".")[0]
    found = {s.id: s for s in scenarios(game)}
    if scenario_id not in found:
        raise NotationError(None, Msg(N_("ejemplo desconocido «{name}»; ejemplos válidos: {valid}"),
                                      name=scenario_id, valid=", ".join(found)))
    return found[scenario_id]
