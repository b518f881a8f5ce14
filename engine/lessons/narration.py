"""Every move said in words: what it did, in the game's own words and the reader's language.

One narrator per game family, named as ``narration`` in each game's registration; each module exposes

* ``describe(before, action, after, viewer) -> tuple[Msg, ...]``: the sentences that say what
  ``action`` did between the states ``before`` and ``after``, from what seat ``viewer`` may see
  (``None``: everything, as in teaching mode with every hand face up); ``()`` only for a move that
  ``viewer`` did not see (a hidden signal);
* optionally ``game_over(state) -> Msg``: who won a finished game, in the game's own words (the
  status line and its announcement say it instead of the winning seat and every seat's score);
* optionally ``explain_answer(goal, states, wrong) -> Msg``: why a question's answer is the engine's,
  from the start and the states along the question's probe, in the game's words and with the rule
  that makes it so; with ``wrong`` (the reader's choice), first why that choice is not it (the
  question's feedback, :meth:`engine.lessons.scenario.Goal.explained`);
* ``spoken``: the move as a reader says it ("Sur siembra D", "el dos de espadas"), for solutions
  and hints: ``spoken(action)`` where the action says it all (a card, a bet), ``spoken(state,
  action)`` where the words depend on the position (whose move it is, a choice under way).

The widget logs the sentences, captions the last move and announces it to screen readers; the
solution box reads the same words. Narrators read the engine's own results (traces, captured holes,
endings); they never decide a rule again.

>>> import engine
>>> before = engine.load("awari", first_player="south").new_state()
>>> [m.text("en") for m in describe(before, "D", before.apply("D"), None)]
['South sows D: 4 seeds, the last in b.']
>>> spoken(before, "D").text("es")
'Sur siembra D'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module
from inspect import signature
from types import ModuleType
from typing import Any

from engine.i18n import N_, Msg
from engine.rules.capabilities import CardTable
from engine.rules.core import State
from engine.rules.errors import RulesError
from engine.rules.registry import registration


def narrator(game: str) -> ModuleType:
    """The narrator module of ``game``; :class:`~engine.rules.errors.OptionError` for an unknown game."""
    return import_module(registration(game).narration)


def describe(before: State, action: str, after: State, viewer: int | None) -> tuple[Msg, ...]:
    """The sentences of one move, for ``viewer``. A move its narrator cannot say is a bug: it
    raises ``ValueError`` rather than leave the reader a blank (only a move ``viewer`` did not see
    may have no words)."""
    said = tuple(narrator(before.game.name).describe(before, action, after, viewer))
    if not said and (viewer is None or before.game.perfect_information):
        raise ValueError(f"{before.game.name}: no words for {action!r}")
    return said


def game_over(state: State) -> Msg | None:
    """A finished game's result in the game's own words, when its narrator has them (an optional
    ``game_over(state)``: La Zanga names the winning pair and its stones); ``None``: the widget says
    the winning seat and every seat's score."""
    say = getattr(narrator(state.game.name), "game_over", None)
    said: Msg | None = say(state) if say is not None else None
    return said


def explain_answer(goal: Any, states: Sequence[State], wrong: str | None) -> Msg:
    """Why the answer to a question (``goal``, a :class:`~engine.lessons.scenario.Goal` of kind
    ``question``) is the one the engine computes, in the game's own words, from ``states``, the start
    and the states along the goal's probe; with ``wrong`` (a choice), first why that choice is not it.
    Each family's narrator says it (``explain_answer(goal, states, wrong)``); a game without one has
    no questions to explain (``ValueError``)."""
    explain = getattr(narrator(states[0].game.name), "explain_answer", None)
    if explain is None:
        raise ValueError(f"{states[0].game.name}: its narrator cannot explain a question's answer")
    said: Msg = explain(goal, states, wrong)
    return said


def spoken(state: State, action: str) -> Msg:
    """``action`` from ``state`` as a reader says it, for a solution or a hint."""
    say = narrator(state.game.name).spoken
    if len(signature(say).parameters) == 1:  # the action alone says it: a card, a bet
        said: Msg = say(action)
    else:
        said = say(state, action)
    return said


#: How a scenario's solution writes a step that is not a move: ``"?c"`` answers ``c`` to the
#: example's question, ``"!C"`` tries the forbidden move ``C`` (which the rules refuse).
ANSWER, ATTEMPT = "?", "!"


def line(start: State, steps: Sequence[str]) -> list[tuple[int, Msg]]:
    """A line of play from ``start`` (a solution), each step as ``(seat, words)``: a move as
    :func:`spoken` says it, an answer as "respuesta: c", a try as "Sur siembra C: no se permite".

    >>> import engine
    >>> start = engine.load("awari", first_player="south").new_state()
    >>> [(seat, words.text("en")) for seat, words in line(start, ["?4", "!a", "D"])]
    [(0, 'answer: 4'), (0, 'South sows a: not allowed'), (0, 'South sows D')]
    """
    said = []
    state = start
    for step in steps:
        if step.startswith(ANSWER):
            said.append((state.current_player, Msg(N_("respuesta: {answer}"), answer=step[1:])))
        elif step.startswith(ATTEMPT):
            said.append((state.current_player, Msg(N_("{move}: no se permite"), move=spoken(state, step[1:]))))
        else:
            said.append((state.current_player, spoken(state, step)))
            state = state.apply(step)
    return said


def series(items: Sequence[str | Msg]) -> str | Msg:
    """Several things named in a sentence: "C", "C y D", "C, D y E", in the reader's language
    (items may be messages themselves, such as card names).

    >>> series(["C", "D", "E"]).text("en")
    'C, D and E'
    >>> series(["C"])
    'C'
    """
    if not items:
        raise ValueError("nothing to name")
    if len(items) == 1:
        return items[0]
    head = items[0]
    for item in items[1:-1]:
        head = Msg(N_("{items}, {last}"), items=head, last=item)
    return Msg(N_("{items} y {last}"), items=head, last=items[-1])


def sentences(said: Sequence[Msg]) -> Msg:
    """Several sentences as one message, in order.

    >>> sentences([Msg("Uno."), Msg("Dos.")]).text("es")
    'Uno. Dos.'
    """
    if not said:
        raise ValueError("nothing to say")
    head = said[0]
    for sentence in said[1:]:
        head = Msg(N_("{first} {then}"), first=head, then=sentence)
    return head


def legal_explained(goal: Any, state: State, wrong: str | None, not_a_move: Callable[[Msg], Msg],
                    played: bool = False) -> Msg:
    """A ``legal`` question explained from ``state`` (after the probe): the answer can be said now
    (with ``played``, a card: can be played now), and each other choice (with ``wrong``, that one
    alone, first) cannot, by the engine's own refusal and its rule; a choice that is no move of the
    game at all is said by the family's ``not_a_move`` (its words as the reader read them)."""
    def refused(choice: str) -> Msg:
        words = goal.choice_label(choice, state)
        try:
            state.apply(choice)
        except RulesError as err:
            if err.rule is None:
                return not_a_move(words)
            return Msg(N_("{words} no: {why} ({rule})."), words=words, why=err.message, rule=err.rule.label())
        raise ValueError(f"{choice!r} is legal here: the question has two answers")

    right = Msg(N_("{words} sí se puede echar ahora.") if played else N_("{words} sí se puede decir ahora."),
                words=goal.choice_label(goal.answer, state))
    if wrong is not None:
        return sentences([refused(wrong), right])
    return sentences([right, *(refused(choice) for choice in goal.choices if choice != goal.answer)])


def explain_move(goal: Any, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                 attempts: Sequence[tuple[int, str]], achieved: bool) -> Msg | None:
    """Why the reader's deciding move met (``achieved``) or missed a goal won by a move (``play``,
    ``try``): what the move did (:func:`describe`) and what the example's rule made of it, the
    latter from the narrator's optional ``explain_move(goal, before, action, after, achieved)``,
    which says it in the family's terms (the card that beats it and its article, where a sowing ended
    and what the rule asks of it). For a ``try`` goal, the forbidden move's refusal is the engine's
    own, with its rule. ``None``: the reader has made no move yet, or the narrator has no words.

    >>> import engine
    >>> from engine.lessons.scenario import get
    >>> found = get("awari.gran-slam")
    >>> start = found.first_state()
    >>> line = [start, start.apply("E")]
    >>> said = explain_move(found.goal, (0,), line, [(0, "E")], [], False).text("en")
    >>> said.startswith("Not yet: South sows E: 1 seed, into F. First try “South sows C” and read why")
    True
    >>> said = explain_move(found.goal, (0,), line, [(0, "E")], [(0, "C")], True).text("en")
    >>> said.startswith("Done: “South sows C” is refused. Rule 5: C would capture all your opponent's")
    True
    """
    mine = [i for i, (seat, _) in enumerate(moves) if seat in seats]
    if not mine:
        return None
    first = mine[0]
    before, after = history[first], history[first + 1]
    action = moves[first][1]
    did = sentences(describe(before, action, after, None))
    why = getattr(narrator(before.game.name), "explain_move", None)
    reason: Msg | None = why(goal, before, action, after, achieved) if why is not None else None
    if goal.kind == "try":
        tried = [(at, step) for at, step in attempts if step in goal.forbidden and at <= first]
        if achieved and tried:
            refusal = _refusal(history[tried[0][0]], tried[0][1])
            return Msg(N_("Conseguido: {move} no se acepta. {refusal}. Luego, una jugada permitida: {did}"),
                       move=Msg(N_("«{words}»"), words=spoken(history[tried[0][0]], tried[0][1])),
                       refusal=refusal, did=did)
        if not tried:
            forbidden = goal.forbidden[0]
            refused = _refused(before, forbidden)
            return Msg(N_("Aún no: {did} Prueba antes {move} y lee por qué no se acepta ({rule}): es lo que pide "
                          "el ejemplo."),
                       did=did, move=Msg(N_("«{words}»"), words=spoken(before, forbidden)),
                       rule=refused.rule.label() if refused is not None and refused.rule is not None
                       else Msg(N_("la regla")))
    if reason is not None:
        did = Msg(N_("{said} {more}"), said=did, more=reason)
    return Msg(N_("Conseguido: {did}") if achieved else N_("Aún no: {did}"), did=did)


def _refused(state: State, action: str) -> RulesError | None:
    """The engine's refusal of ``action`` at ``state`` (``None`` if it accepts it)."""
    try:
        state.apply(state.parse_action(action))
    except RulesError as err:
        return err
    return None


def _refusal(state: State, action: str) -> Msg:
    """The refusal of ``action`` at ``state`` as the engine says it, with its rule."""
    err = _refused(state, action)
    if err is None:
        raise ValueError(f"{action!r} is not refused")
    if err.rule is None:
        return err.message
    return Msg(N_("{rule}: {why}"), rule=err.rule.label(), why=err.message)


def explain_end(goal: Any, seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                achieved: bool) -> Msg:
    """How a game the reader was to win (a ``win`` goal) stands after the reader's line, in the game's
    words: the narrator's optional ``explain_end(history, seats, achieved)`` says how it ended and by
    which rule, or how it goes on; without one, the last move's sentences (:func:`describe`) and, if
    the game goes on, whose turn it is."""
    say = getattr(narrator(history[0].game.name), "explain_end", None)
    if say is not None:
        said: Msg = say(list(history), seats, achieved)
    else:
        after = history[-1]
        told = list(describe(history[-2], moves[-1][1], after, None)) if moves else []
        if not after.is_terminal():
            told.append(Msg(N_("La partida sigue: le toca a {seat}."),
                            seat=Msg(after.game.SEAT_NAMES[after.current_player])))
        said = sentences(told)
    if achieved:
        return Msg(N_("Conseguido: has ganado. {said}"), said=said)
    return Msg(N_("Aún no: no has ganado. {said}"), said=said)


def explain_gain(seats: Sequence[int], history: Sequence[State], moves: Sequence[tuple[int, str]],
                 achieved: bool = False, goal: Any = None, memo: Any = None) -> Msg | None:
    """What made the reader's gain (a ``gain`` goal) in a game played in hands: the last hand settled,
    in the narrator's words (its optional ``explain_hand(before, after)``: the outcome and every
    payment with its article), after, for a success (``achieved``, with the example's ``goal``), what
    the reader's first decision did (the narrator's ``explain_move``, or its sentences), or, decided
    before the hand's end, where it stands (the narrator's optional ``explain_unsettled(history,
    moves, seats)``); in a game of one board, the reader's moves up to the last that scored
    (``achieved``), or all of them (a miss), then why the last won nothing (the narrator's optional
    ``why_no_gain(before, action, after)``: where it ended against the capture rule) or what the board
    held against a capture (its optional ``gain_context(before, after)``). ``None`` when the reader
    has made no move."""
    say = getattr(narrator(history[0].game.name), "explain_hand", None)
    if say is not None:
        # The hands settled along the history: read once per position through the goal's memo, if any.
        settled = set(memo.settled_at(history)) if memo is not None else None
        for i in range(len(history) - 2, -1, -1):
            after = history[i + 1]
            if settled is not None and i not in settled:
                continue
            if settled is not None or (isinstance(after, CardTable) and after.hand_settled(history[i]) is not None):
                hand: Msg = say(history[i], history[i + 1])
                first = next((j for j, (seat, _) in enumerate(moves) if seat in seats), None)
                if not achieved or goal is None or first is None:
                    return hand
                # A success in a hand: what the reader's first decision did, then the hand it made.
                before, action, after = history[first], moves[first][1], history[first + 1]
                why = getattr(narrator(before.game.name), "explain_move", None)
                did: Msg | None = why(goal, before, action, after, True) if why is not None else None
                return sentences([did or sentences(describe(before, action, after, None)), hand])
        unsettled = getattr(narrator(history[0].game.name), "explain_unsettled", None)
        if unsettled is None or not any(seat in seats for seat, _ in moves):
            return None
        standing: Msg = unsettled(list(history), moves, seats)  # decided before the hand's end: where it stands
        return standing
    mine = [i for i, (seat, _) in enumerate(moves) if seat in seats]
    if not mine:
        return None
    scoring = [i for i in mine if history[i + 1].scores() != history[i].scores()]
    family = narrator(history[0].game.name)
    shown = [i for i in mine if i <= scoring[-1]] if achieved and scoring else mine
    told: list[Msg] = [said for i in shown for said in describe(history[i], moves[i][1], history[i + 1], None)]
    last = shown[-1]
    if not scoring:  # nothing won: why the last move won nothing, in the terms of the capture rule
        why = getattr(family, "why_no_gain", None)
        reason: Msg | None = why(history[last], moves[last][1], history[last + 1]) if why is not None else None
        told += [reason] if reason is not None else []
    else:  # what the board held against the capture (a rival's house that no sowing takes)
        context = getattr(family, "gain_context", None)
        around: Msg | None = context(history[scoring[-1]], history[scoring[-1] + 1]) if context is not None else None
        told += [around] if around is not None else []
    return sentences(told)


def explain_card(goal: Any, seats: Sequence[int], history: Sequence[State],
                 moves: Sequence[tuple[int, str]]) -> Msg | None:
    """Why the card a ``trick`` goal asks for won its trick, when the reader played it: the narrator's
    optional ``explain_move(goal, before, card, after, True)`` from the state it was played in (how
    it ranks against the best card on the table, with its article); ``None`` without words."""
    played = [i for i, (seat, action) in enumerate(moves) if seat in seats and action == goal.card]
    why = getattr(narrator(history[0].game.name), "explain_move", None)
    if not played or why is None:
        return None
    i = played[0]
    said: Msg | None = why(goal, history[i], goal.card, history[i + 1], True)
    return said
