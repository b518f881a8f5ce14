"""Whether a live example teaches its rule: the checks every scenario must pass, in the tests and
when a page that uses it is built.

For every value of each of its switches:

* the goal is well formed for the game (a question's answer is the engine's, and its narrator
  explains it after every choice; a "try it" goal's forbidden moves are refused by an article);
* the solution is legal, reaches the goal, and does not reach it before the reader's last decision;
* the reader has a choice at the start (two legal moves at least), unless the example asks a question
  or is a "try it" goal (trying the forbidden move is the choice);
* some line of the reader's, within par (the solution's number of reader decisions) and with the
  page's own bots answering, misses the goal without giving up (the moves its registration lists
  as ``giving_up``): an example that every line wins teaches nothing.

The search is bounded (:data:`MAX_LINES` lines): par is small, and a failing line is usually among
the first tried. :func:`problems` returns the reasons, empty when the example passes.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

from engine.rules.cards import SUITS, Card
from engine.rules.errors import RulesError
from engine.rules.registry import registration

from . import scenario
from .scenario import ANSWER, ATTEMPT, Scenario
from .session import Session

#: Examples known not to pass yet, with the first reason: the build lets them through, the tests
#: check that each still fails (remove it here once it is reworked).
PENDING: dict[str, str] = {}

#: Lines of the reader's tried before the search gives up looking for one that fails.
MAX_LINES = 400
#: Bot moves allowed between two decisions of the reader's (a whole hand of cards at most).
MAX_BOT_MOVES = 120


def switch_values(found: Scenario, name: str) -> tuple[Any, ...]:
    option = found.load_game().OPTIONS.get(name)
    if option.choices:
        return tuple(option.choices)
    return (option.default, not option.default) if isinstance(option.default, bool) else (option.default,)


def variants(found: Scenario) -> Iterator[dict[str, Any]]:
    """The example as written, then each value of each switch (the others as written)."""
    yield {}
    default = found.load_game().options
    for name in found.switches:
        for value in switch_values(found, name):
            if value != default[name]:
                yield {name: value}


def problems(found: Scenario) -> list[str]:
    """Why ``found`` does not teach its rule (empty: it does)."""
    found_problems: list[str] = []
    for overrides in variants(found):
        where = "".join(f" (with {k}={v})" for k, v in overrides.items())
        try:
            found_problems += [reason + where for reason in _problems(found, overrides)]
        except RulesError as err:
            found_problems.append(f"{err.text('es')}{where}")
    return found_problems


def _problems(found: Scenario, overrides: dict[str, Any]) -> list[str]:
    session = Session.from_scenario(found, **overrides)
    goal = session.goal
    out: list[str] = []
    if goal.kind == "free":
        return ["the example has no goal (a free position teaches nothing checkable)"]
    if not found.solution:
        return ["the example has no solution"]
    if goal.kind == "question":
        computed = goal.answer_for(session.start)
        if computed != goal.answer:
            out.append(f"the question's answer is {goal.answer!r} but the engine says {computed!r}")
        out += _unexplained(session)
    if goal.kind == "try":
        out += _forbidden_refused(session)
    par = -1
    if not out:
        out, par = _solution(found, overrides)
    if out:
        return out
    if goal.kind != "question":
        if goal.kind != "try" and session.is_human_turn() and len(session.state.legal_actions()) < 2:
            out.append("the reader has a single legal first move")
        if not _some_line_fails(found, overrides, par):
            out.append(f"every line of the reader's within par ({par}) reaches the goal")
        if found.miss_line and not overrides and not _misses(found, found.miss_line):
            out.append(f"its miss line {' '.join(found.miss_line)} does not miss the goal")
    return out


def _misses(found: Scenario, line: tuple[str, ...]) -> bool:
    """Whether ``line`` (the reader's steps, the page's bots answering) misses ``found``'s goal."""
    session = Session.from_scenario(found)
    try:
        for action in line:
            if not _settle_bots(session):
                return False
            session.play(action)
    except RulesError:
        return False
    _settle_bots(session)
    return session.missed()


def _unexplained(session: Session) -> list[str]:
    """A question whose explanation (after the right answer, or a wrong one) cannot be computed."""
    goal, out = session.goal, []
    for choice in (None, *(c for c in goal.choices if c != goal.answer)):
        try:
            goal.explained([session.start], choice).text("es")
        except (ValueError, LookupError, TypeError) as err:
            after = f" after the answer {choice!r}" if choice is not None else ""
            out.append(f"the question's explanation{after} cannot be computed: {err}")
    return out


def _forbidden_refused(session: Session) -> list[str]:
    out = []
    for action in session.goal.forbidden:
        try:
            session.state.apply(action)
        except RulesError as err:
            if err.rule is None:
                out.append(f"the forbidden move {action!r} is refused without an article")
        else:
            out.append(f"the forbidden move {action!r} is legal: the goal cannot be tried")
    return out


def _solution(found: Scenario, overrides: dict[str, Any]) -> tuple[list[str], int]:
    """The solution's problems, and its par (the reader's decisions in it)."""
    session = Session.from_scenario(found, **overrides)
    solution = found.solution_under(session.start.game.options)
    par = 0
    for step in solution:
        mine = step.startswith((ANSWER, ATTEMPT)) or session.state.current_player in session.human_seats
        if mine and session.goal_reached():
            return [f"the goal is met before the reader's decision {step!r}"], par
        par += mine and not step.startswith(ATTEMPT)
        try:
            session.step(step)
        except RulesError as err:
            return [f"the solution's move {step!r} is refused: {err.text('es')}"], par
    if not session.goal_reached():
        return [f"its solution {' '.join(solution)} does not reach the goal"], par
    return [], par


def _settle_bots(session: Session) -> bool:
    """The page's bots play up to the reader's next decision; ``False`` if they never stop."""
    for _ in range(MAX_BOT_MOVES):
        if not session.is_bot_turn():
            return True
        session.bot_move()
    return False


def failing_line(found: Scenario) -> tuple[str, ...] | None:
    """A line of the reader's steps (moves, or ``?answer``) that misses the goal without giving up,
    as the page's bots answer it: the example's own :attr:`~Scenario.miss_line` if it names one, else
    the first found; ``None`` if there is none within par."""
    if found.miss_line:
        return found.miss_line
    session = Session.from_scenario(found)
    if session.goal.kind == "question":
        wrong = [choice for choice in session.goal.choices if choice != session.goal.answer]
        return (ANSWER + wrong[0],)
    line: list[str] = []
    return tuple(line) if _some_line_fails(found, {}, found.par, line) else None


def _some_line_fails(found: Scenario, overrides: dict[str, Any], par: int, line: list[str] | None = None) -> bool:
    """Depth-first over the reader's moves (bots answering), up to par decisions: is there a line
    that misses the goal without giving up? ``line`` receives the reader's moves of the first found."""
    give_up = registration(found.game_name).giving_up
    session = Session.from_scenario(found, **overrides)
    tried = 0
    path: list[str] = []

    def search(depth: int) -> bool:
        nonlocal tried
        if depth == par and session.goal.kind in ("play", "try"):
            return not session.goal_reached()  # the reader's own move decides: no need to play on
        if not _settle_bots(session):
            return False
        if session.goal_reached():
            return False
        if not session.is_human_turn() or session.hand_over():
            return True  # the game or hand is over without the goal: a failing line
        if depth == par:  # par used up; in a card game the hand may still decide: the reader plays it out
            settled_now = session.goal.kind in ("play", "try") or session.start.game.perfect_information
            return settled_now or _plays_out_short(session, give_up)
        for action in session.state.legal_actions():
            if action in give_up:
                continue
            tried += 1
            if tried > MAX_LINES:
                return False
            mark = len(session.moves)
            session.play(action)
            path.append(action)
            if search(depth + 1):
                return True
            path.pop()
            _back_to(session, mark)
        return False

    found_one = search(0)
    if found_one and line is not None:
        line.extend(path)
    return found_one


def _plays_out_short(session: Session, give_up: frozenset[str]) -> bool:
    """The reader's seat played on by a plain bot to the end of the hand: still no goal? A fold
    on the way makes the line inconclusive (``False``)."""
    from engine.rules import bots

    player = bots.make(session.start.game.name, "easy", seed=0)
    for _ in range(MAX_BOT_MOVES):
        if session.goal_reached():
            return False
        if session.state.is_terminal() or session.hand_over():
            return True
        if session.is_human_turn():
            action = player.choose(session.state.observation(session.state.current_player))
            if action in give_up:
                return False
            session._push(action)
        else:
            session.bot_move()
    return False


def _back_to(session: Session, mark: int) -> None:
    """Undo to ``mark`` moves, bots' replies included."""
    while len(session.moves) > mark:
        session.moves.pop()
        session.history.pop()
    session.redo_stack.clear()



# -- what an example says after a miss and after its solution (issue 27) ---------------------------
def said(session: Session, lang: str) -> str:
    """The goal's verdict and words now, as ``[status] text``."""
    status, text = session.goal_feedback()
    return f"[{status}] {text.text(lang) if text is not None else ''}"


def miss_texts(found: Scenario, lang: str) -> list[str]:
    """What ``found`` says after each wrong answer of its question, or after its failing line
    (:func:`failing_line`, the page's bots answering as on the page)."""
    goal = Session.from_scenario(found).goal
    if goal.kind == "question":
        out = []
        for choice in goal.choices:
            if choice != goal.answer:
                session = Session.from_scenario(found)
                session.answer(choice)
                out.append(said(session, lang))
        return out
    line = failing_line(found)
    if line is None:
        return ["[no failing line]"]
    session = Session.from_scenario(found)
    for action in line:
        while session.is_bot_turn():
            session.bot_move()
        session.play(action)
    while session.is_bot_turn() and not session.stopped():
        session.bot_move()
    return [said(session, lang)]


def success_text(found: Scenario, lang: str) -> str:
    """What ``found`` says after its solution."""
    session = Session.from_scenario(found)
    for step in found.solution_under(session.start.game.options):
        session.step(step)
    return said(session, lang)


def specifics(found: Scenario, lang: str) -> list[str]:
    """The words of ``found`` that are its own data: its choices as shown, hole names, card names."""
    session = Session.from_scenario(found)
    goal, start = session.goal, session.start
    words = [str(choice) for choice in goal.choices]
    words += [label.text(lang) if not isinstance(label, str) else label
              for label in (goal.choice_label(choice, start) for choice in goal.choices)]
    words += list(scenario.hole_names(start))
    if not start.game.perfect_information or goal.card:
        for suit in SUITS:
            for rank in (*range(1, 8), 10, 11, 12):
                card = Card.from_text(f"{rank}{suit}")
                words += [card.name().text(lang), card.spoken().text(lang)]
    return sorted({w for w in words if w}, key=len, reverse=True)


def masked(text: str, words: Iterable[str]) -> str:
    """``text`` with ``words`` (an example's specifics) and every number masked: what is left would
    read the same in any example that shares it."""
    for word in words:
        text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "·", text)
    return re.sub(r"\d+", "#", text)


class Templates:
    """Every example of ``game`` played to a miss and to its solution in ``lang``: ``texts`` (id →
    the misses and the success), ``misses`` and ``successes`` (the ids whose text, masked, another
    example of the game shares: a template, which says nothing of its own example) and ``errors``
    (id → why a text could not be computed)."""

    def __init__(self, game: str, lang: str) -> None:
        self.examples = scenario.scenarios(game)
        self.texts: dict[str, tuple[list[str], str]] = {}
        self.errors: dict[str, str] = {}
        miss_keys: dict[str, list[str]] = {}
        win_keys: dict[str, str] = {}
        owners: dict[str, set[str]] = defaultdict(set)
        for found in self.examples:
            words = specifics(found, lang)
            try:
                texts, won = miss_texts(found, lang), success_text(found, lang)
            except Exception as err:  # a text that cannot be computed is a finding, not a crash
                self.errors[found.id] = f"{type(err).__name__}: {err}"
                continue
            self.texts[found.id] = (texts, won)
            miss_keys[found.id] = [masked(t, words) for t in texts]
            win_keys[found.id] = masked(won, words)
            for key in set(miss_keys[found.id]):
                owners["miss:" + key].add(found.id)
            owners["win:" + win_keys[found.id]].add(found.id)
        self.misses = {name for name, keys in miss_keys.items() if any(len(owners["miss:" + k]) > 1 for k in keys)}
        self.successes = {name for name, key in win_keys.items() if len(owners["win:" + key]) > 1}
        self.shared = {key: sorted(ids) for key, ids in owners.items() if len(ids) > 1}
