"""A game being played in a page: the history, undo and redo, bots for the other seats, the goal.

Pure logic, no HTML and no browser: the widget in the page (through ``reglas_browser``) and the
tests drive the same object.

>>> from engine.lessons import scenario
>>> s = Session.from_scenario(scenario.get("awari.siembra"))
>>> s.play("D").action
'D'
>>> s.goal_reached()
True
>>> s.undo(); s.goal_reached()
False
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine.i18n import N_, Msg
from engine.rules import bots
from engine.rules.capabilities import trace
from engine.rules.core import State
from engine.rules.errors import IllegalActionError, NotationError, RulesError

from .record import Record
from .scenario import ANSWER, ATTEMPT, Goal, HistoryMemo, Scenario

FREE_PLAY = Goal("free", N_("Juega libremente."))
#: Why an example that asks a question plays no move on its board (:meth:`Session.play`).
ANSWER_FIRST = N_("Primero responde la pregunta: jugar en el tablero te daría la respuesta.")
#: Bot moves looked ahead at most, from a missed goal to the reader's next turn (a whole hand of cards).
MAX_AHEAD = 120


@dataclass
class Played:
    """One move and how to show it: ``frames`` animate it (empty when the game has no trace), worked
    out by ``traced`` when first asked for."""

    seat: int
    action: str
    before: State
    after: State
    traced: Callable[[State, str], list[Any]] = field(default=lambda before, action: list(trace(before, action)),
                                                      repr=False, compare=False)

    @cached_property
    def frames(self) -> list[Any]:
        return self.traced(self.before, self.action)


class Session:
    """A sequence of states from a start, with the seats the reader plays and a bot for the others."""

    def __init__(
        self,
        start: State,
        *,
        human_seats: Sequence[int],
        goal: Goal = FREE_PLAY,
        bot_level: str = bots.DEFAULT_LEVEL,
        bot_seed: int = 0,
        scenario: Scenario | None = None,
        record: Record | None = None,
    ) -> None:
        self.human_seats = tuple(human_seats)
        self.goal = goal
        self.scenario = scenario
        self.bot_level = bot_level
        self.bot_seed = bot_seed
        self._record = record or Record(start.game.name, start.game.options.to_text(), start=start.notation())
        self.history: list[State] = [start]
        self.moves: list[tuple[int, str]] = []
        self.redo_stack: list[tuple[int, str]] = []
        self.attempts: list[tuple[int, str]] = []  # the reader's refused tries: (moves before, action)
        self.answers: list[str] = []  # the reader's answers to the example's question
        self._bots: dict[int, bots.Bot] = {}
        self._par: int | None = None
        self._memo = HistoryMemo()  # what the goal reads of the history, once per position
        # The bots' moves foreseen from a position (compared by identity), each with the state it
        # leads to: worked out once, then played as they are (:meth:`bot_move`).
        self._ahead: tuple[State, list[tuple[int, str, State]]] | None = None
        # The position :meth:`_miss_decided` last answered (its state by identity), and its answer.
        self._held: tuple[State, int, tuple[tuple[int, str], ...], tuple[str, ...], bool] | None = None

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def from_scenario(cls, scenario: Scenario, **overrides: Any) -> Session:
        """A live example; ``overrides`` may replace its options (the page's switches)."""
        start = scenario.first_state()
        if overrides:
            game = scenario.load_game()
            options = {**game.options, **overrides}
            game = type(game).with_options(options)
            start = game.from_notation(start.notation()) if scenario.start else game.new_state(scenario.seed)
        goal = scenario.goal_under(start.game.options)
        return cls(start, human_seats=scenario.seats, goal=goal, bot_level=scenario.bot, scenario=scenario)

    @classmethod
    def from_record(cls, record: Record, *, human_seats: Sequence[int], bot_level: str, bot_seed: int = 0) -> Session:
        """A whole game, replayed from a share link or a saved game (errors name the bad move)."""
        states = record.replay()
        session = cls(states[0], human_seats=human_seats, bot_level=bot_level, bot_seed=bot_seed,
                      record=record.with_moves(()))
        session.history = states
        session.moves = [(state.current_player, action) for state, action in zip(states, record.moves, strict=False)]
        return session

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.history[-1]

    @property
    def start(self) -> State:
        return self.history[0]

    def record(self) -> Record:
        return self._record.with_moves(tuple(action for _, action in self.moves))

    def is_human_turn(self) -> bool:
        return not self.stopped() and self.state.current_player in self.human_seats

    def is_bot_turn(self) -> bool:
        return not self.stopped() and self.state.current_player not in self.human_seats

    def stopped(self) -> bool:
        """Nobody plays on: the game is over, or the example's goal is reached (no new deal after it),
        or missed for good (:meth:`_miss_decided`): the board stays where the miss was decided, the
        reader's move and its explanation on it, until the reader undoes or resets. A wrong answer
        to a question stops nothing: the reader picks again."""
        if self.state.is_terminal() or self.goal.kind == "free":
            return self.state.is_terminal()
        if self.goal_reached():
            return True
        return self.goal.kind != "question" and self.missed() and self._miss_decided()

    def _miss_decided(self) -> bool:
        """The goal, missed now, stays missed with the same words whatever the bots play before the
        reader's next turn (or the hand's end): their moves would change nothing the example says,
        so they are not played. While a bot's move would still change the verdict or its words (the
        trick or the hand that decides it is not over), the bots play on. With the reader to play,
        or a hand settled, the miss is decided; before the reader's first decision, it is no miss
        of the reader's to hold the bots for."""
        if self.state.current_player in self.human_seats or self.hand_over():
            return True
        if not self.decisions():
            return False
        key = (len(self.moves), tuple(self.attempts), tuple(self.answers))
        if self._held is not None and self._held[0] is self.state and self._held[1:4] == key:
            return self._held[4]
        verdict = self.goal_feedback()
        if self._ahead is None or self._ahead[0] is not self.state:
            self._ahead = (self.state, [])
        line = self._ahead[1]
        history, moves = list(self.history), list(self.moves)
        decided = True
        for step in range(MAX_AHEAD):
            state = history[-1]
            if step == len(line):
                if state.is_terminal() or state.current_player in self.human_seats:
                    break
                seat = state.current_player
                action = self._bot(seat).choose(state.observation(seat))
                line.append((seat, action, state.apply(action)))
            seat, action, after = line[step]
            history.append(after)
            moves.append((seat, action))
            if self.goal.feedback(self.human_seats, history, moves, self.attempts, self.answers, self.par(),
                                  self._memo) != verdict:
                decided = False
                break
            if self._memo.settlements(history):  # the hand is over: nothing more to foresee
                break
        self._held = (self.state, *key, decided)
        return decided

    def moves_withheld(self) -> Msg | None:
        """Why the table keeps its moves to itself now (``None``: it does not). An example that asks
        which of some words may be said now (a ``legal`` question) shows no buttons of words to say,
        lists no legal moves and plays none until it is answered right: the answer could be read off
        the table."""
        if self.goal.kind == "question" and self.goal.ask == "legal" and not self.goal_reached():
            return Msg(N_("Primero responde la pregunta: ¿cuál de esas palabras puedes decir ahora?"))
        return None

    def hand_over(self) -> bool:
        """A hand has been settled along the history (card games)."""
        return bool(self._memo.settlements(self.history))

    def missed(self) -> bool:
        """The example's goal is missed (:meth:`goal_feedback`)."""
        return self.goal.kind != "free" and self.goal_feedback()[0] == "missed"

    def goal_reached(self) -> bool:
        return self.goal.reached(self.human_seats, self.history, self.moves, self.attempts, self.answers, self._memo)

    def goal_feedback(self) -> tuple[str, Msg | None]:
        """``("open" | "reached" | "missed", the words to say or None)``: see :meth:`Goal.feedback`."""
        return self.goal.feedback(self.human_seats, self.history, self.moves, self.attempts, self.answers,
                                  self.par(), self._memo)

    def par(self) -> int:
        """The reader's decisions in the example's solution from this start (1 without one)."""
        if self._par is None:
            self._par = self.scenario.par_from(self.start) if self.scenario and self.scenario.solution else 1
        return self._par

    def decisions(self) -> int:
        """The reader's decisions so far: moves and answers."""
        return sum(seat in self.human_seats for seat, _ in self.moves) + len(self.answers)

    # -- acting --------------------------------------------------------------------------------
    def play(self, text: str) -> Played:
        """The reader's move; :class:`RulesError` (with the rule) if it is not one, state unchanged. An
        example that asks a question refuses every move: it is answered, not played (a move the rules
        refuse is refused with its rule, as anywhere)."""
        if self.goal.kind != "free" and self.goal_reached():
            raise IllegalActionError(None, Msg(N_("ejemplo conseguido: reinicia para jugarlo otra vez")))
        if not self.is_human_turn():
            raise IllegalActionError(None, Msg(N_("no es tu turno")))
        if self.goal.kind == "question":  # the board would show the answer: it plays nothing
            withheld = self.moves_withheld()
            if withheld is None:  # a move the rules refuse is refused with its rule, which shows nothing
                self.state.apply(self.state.parse_action(text))
            raise IllegalActionError(None, withheld or Msg(ANSWER_FIRST))
        try:
            return self._push(text)
        except RulesError as err:
            if err.rule is not None:  # refused by an article: a "try it" goal counts the attempt
                self.attempts.append((len(self.moves), str(text).strip()))
            raise

    def answer(self, text: str) -> None:
        """The reader's answer to the example's question (one of its choices)."""
        if self.goal.kind != "question":
            raise NotationError(None, Msg(N_("este ejemplo no hace ninguna pregunta")))
        if text not in self.goal.choices:
            raise NotationError(None, Msg(N_("«{text}» no es una de las respuestas"), text=text))
        if self.goal_reached():
            raise IllegalActionError(None, Msg(N_("ejemplo conseguido: reinicia para jugarlo otra vez")))
        self.answers.append(text)

    def step(self, text: str) -> None:
        """One step of a solution, without the turn checks: a move, ``?answer``, or ``!move``, a try
        of a forbidden move (:class:`IllegalActionError` if the engine does not refuse it)."""
        if text.startswith(ANSWER):
            self.answers.append(text[len(ANSWER):])
        elif text.startswith(ATTEMPT):
            try:
                self.play(text[len(ATTEMPT):])
            except RulesError:
                return
            raise IllegalActionError(None, Msg(N_("«{text}» se acepta: no es una jugada prohibida"), text=text[1:]))
        else:
            self._push(text)

    def bot_move(self) -> Played:
        """The bot's move for the seat to play (only when it is a bot's turn): the one foreseen from
        this position, if any (:meth:`_miss_decided`), so the bots play what was looked at."""
        foreseen = self._foreseen()
        if foreseen is not None:
            return self._push(foreseen[1])
        seat = self.state.current_player
        return self._push(self._bot(seat).choose(self.state.observation(seat)))

    def _bot(self, seat: int) -> bots.Bot:
        if seat not in self._bots:
            self._bots[seat] = bots.make(self.state.game.name, self.bot_level, seed=self.bot_seed + seat)
        return self._bots[seat]

    def _foreseen(self) -> tuple[int, str, State] | None:
        """The next move foreseen from this position, with the state it leads to (``None``: none)."""
        if self._ahead is None or self._ahead[0] is not self.state or not self._ahead[1]:
            return None
        return self._ahead[1][0]

    def _push(self, text: str) -> Played:
        before = self.state
        seat = before.current_player
        action = before.parse_action(text)
        foreseen = self._foreseen()
        if foreseen is not None and foreseen[1] == action:  # the state worked out when it was foreseen
            after = foreseen[2]
            rest = self._ahead[1][1:] if self._ahead is not None else []
            self._ahead = (after, rest) if rest else None
        else:
            after = before.apply(action)
        self.history.append(after)
        self.moves.append((seat, action))
        self.redo_stack.clear()
        return Played(seat, action, before, after, self._memo.trace)

    def last_played(self) -> Played | None:
        """The last move again, with its animation (the page's "see it again")."""
        if not self.moves:
            return None
        seat, action = self.moves[-1]
        before = self.history[-2]
        return Played(seat, action, before, self.state, self._memo.trace)

    def undo(self) -> None:
        """Back to the reader's last decision: bot replies after it are undone too."""
        if self.answers:
            self.answers.pop()
            return
        while self.moves:
            seat, action = self.moves.pop()
            self.history.pop()
            self.redo_stack.append((seat, action))
            if seat in self.human_seats:
                break
        self.attempts = [(before, action) for before, action in self.attempts if before <= len(self.moves)]

    def redo(self) -> None:
        """Replays what :meth:`undo` took back, up to and including the bots' replies."""
        while self.redo_stack:
            seat, action = self.redo_stack.pop()
            self.history.append(self.state.apply(action))
            self.moves.append((seat, action))
            if not self.redo_stack or self.redo_stack[-1][0] in self.human_seats:
                break

    def reset(self) -> None:
        del self.history[1:]
        self.moves.clear()
        self.redo_stack.clear()
        self.attempts.clear()
        self.answers.clear()

    def can_undo(self) -> bool:
        return any(seat in self.human_seats for seat, _ in self.moves) or bool(self.answers)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

