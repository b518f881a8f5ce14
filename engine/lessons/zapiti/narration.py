"""Zápiti in words: what each move did, said from what one seat may see, and how an action reads.

:func:`describe` is the game's narrator (the table of :mod:`engine.lessons.narration` points here): from the
state before a move, the move and the state after it, the sentences that say it, in the game's own
words ("Este canta truco", "Norte gana la ronda 1 con el siete de oros", "Sur y Norte suman 3
chinos"). Everything said is public but a seña, which only the partner (and a rival who catches it,
rule 14) sees: for any other seat a seña is not said at all. Cards are named only once played.

:func:`spoken` is how an action reads anywhere the reader sees one (a solution, a move list, a
refusal): "el cuatro de bastos", "no quiero", "seña: beso", never the notation.

>>> import engine
>>> s = engine.load("zapiti").from_notation("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver")
>>> [m.text("es") for m in describe(s, "truco", s.apply("truco"), 1)]
['Sur canta truco.']
>>> t = s.apply("truco")
>>> [m.text("en") for m in describe(t, "no-quiero", t.apply("no-quiero"), 0)]
['North does not want it (no quiero).', 'South scores 1 chino.', 'Score: South 1, North 0.', 'Hand 2: South deals.']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.rules.cards import Card
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.zapiti import signals
from engine.rules.zapiti.betting import CALLS, LADDER
from engine.rules.zapiti.game import (
    A_CASA,
    CARD_OF,
    LISTO,
    NO_QUIERO,
    NO_VA,
    P_REPLY,
    P_SIN_VER_REPLY,
    QUIERO,
    SIN_VER,
    VA,
    VER,
    ZapitiState,
    action_name,
)
from engine.rules.zapiti.ranking import LEVELS, TIE, rank, round_result
from engine.rules.zapiti.scoreboard import label

from ..narration import legal_explained, sentences, series

# -- names -------------------------------------------------------------------------------------------


def seat_msg(game: Any, seat: int) -> Msg:
    return Msg(game.SEAT_NAMES[seat])


def side_msg(game: Any, side: int) -> Msg:
    """Side 0 is seat 0 (and seat 2), side 1 is seat 1 (and seat 3)."""
    if game.players == 2:
        return seat_msg(game, side)
    return Msg(N_("{a} y {b}"), a=seat_msg(game, side), b=seat_msg(game, side + 2))


def spoken(action: str) -> Msg:
    """An action as a reader says it: a card with its article, a call, an answer, a seña.

    >>> [spoken(a).text("es") for a in ("2e", "no-quiero", "valen-6", "seña:beso", "sin-ver")]
    ['el dos de espadas', 'no quiero', 'valen 6', 'seña: beso', 'truco sin ver']
    >>> spoken("10c").text("en")
    'the jack of cups'
    """
    card = CARD_OF.get(action)
    if card is not None:
        return card.spoken()
    return action_name(action)


def _by_side(game: Any, one: str, pair: str) -> str:
    """The sentence for a side: its verb agrees with one player or with a pair ("suma", "suman")."""
    return one if game.players == 2 else pair


# -- the narrator ------------------------------------------------------------------------------------


def ends_hand(before: ZapitiState, after: ZapitiState) -> bool:
    """Whether the move from ``before`` to ``after`` ended a hand (the next one is dealt at once)."""
    return after.hand_no != before.hand_no or (after.is_terminal() and not before.is_terminal())


def seen_by(before: State, action: str, after: State, viewer: int | None) -> bool:
    """Whether ``viewer`` saw the move: every move is public but a seña (rule 14)."""
    if signals.gesture_of(action) is None or viewer is None:
        return True
    seat = before.current_player
    history: tuple[tuple[int, str], ...] = after.observation(viewer).history
    return history[-1:] == ((seat, action),)


def describe(before: State, action: str, after: State, viewer: int | None) -> tuple[Msg, ...]:
    """The sentences that say the move ``action`` (from ``before`` to ``after``) as ``viewer`` saw
    it (``None``: everything); ``()`` for a seña that seat did not see."""
    if not isinstance(before, ZapitiState) or not isinstance(after, ZapitiState):
        raise TypeError("the Zápiti narrator describes Zápiti states")
    if not seen_by(before, action, after, viewer):
        return ()
    said = [*move(before, action, after)]
    if ends_hand(before, after):
        said += hand_end(before, after)
    return tuple(said)


def move(before: ZapitiState, action: str, after: ZapitiState) -> list[Msg]:
    game = before.game
    seat = before.current_player
    who = seat_msg(game, seat)
    card = CARD_OF.get(action)
    if card is not None:
        return [Msg(N_("{seat} juega {card}."), seat=who, card=card.spoken()), *_round(before, seat, card)]
    gesture = signals.gesture_of(action)
    if gesture is not None:
        return [Msg(N_("{seat} hace una seña a su compañero: {gesture}."), seat=who, gesture=signals.name(gesture))]
    asked = signals.request_of(action)
    if asked is not None:  # said aloud: every seat hears it (Q20)
        return [Msg(N_("{seat} le pide a su compañero: {words}."), seat=who, words=signals.request_words(asked))]
    if action == LISTO:
        if after.phase_name == "juego":
            return [Msg(N_("{seat} está listo. Ronda 1: sale {mano}."), seat=who, mano=seat_msg(game, after.mano))]
        return [Msg(N_("{seat} está listo."), seat=who)]
    after_value = after.value  # what the hand is worth now (read only where the hand goes on)
    if action == VER:
        return [Msg(N_("{seat} mira sus cartas."), seat=who)]
    if action == SIN_VER:
        return [Msg(N_("{seat} canta truco sin ver."), seat=who)]
    if action == VA:
        if before.phase == P_SIN_VER_REPLY:
            return [Plural("{seat} va al truco sin ver: la mano vale {n} chino.",
                           "{seat} va al truco sin ver: la mano vale {n} chinos.", after_value, seat=who)]
        return [Plural("{seat} va al ver: la mano vale {n} chino.",
                       "{seat} va al ver: la mano vale {n} chinos.", after_value, seat=who)]
    if action == NO_VA:
        if before.phase == P_SIN_VER_REPLY:
            return [Msg(N_("{seat} no va al truco sin ver."), seat=who)]
        return [Msg(N_("{seat} no va al ver."), seat=who)]
    if action == QUIERO:
        return [Plural("{seat} quiere: la mano vale {n} chino.",
                       "{seat} quiere: la mano vale {n} chinos.", after_value, seat=who)]
    if action == NO_QUIERO:
        return [Msg(N_("{seat} no quiere."), seat=who)]
    if action == A_CASA:
        return [Msg(N_("{seat} se va a casa."), seat=who)]
    if action in CALLS[1:]:
        if before.phase == P_REPLY:
            return [Msg(N_("{seat} quiere y sube: {call}."), seat=who, call=action_name(action))]
        return [Msg(N_("{seat} canta {call}."), seat=who, call=action_name(action))]
    raise ValueError(f"no words for the Zápiti action {action!r}")


def _round(before: ZapitiState, seat: int, card: Any) -> list[Msg]:
    """The round this card completes, if it does: who wins it and with which card (rule 6)."""
    trick = (*before.trick, (seat, card))
    if len(trick) < before.game.players:
        return []
    number = len(before.tricks) + 1
    result, leader = round_result(trick)
    if result == TIE:
        return [Msg(N_("La ronda {n} queda parda."), n=number)]
    winning = dict(trick)[leader]
    return [Msg(N_("{seat} gana la ronda {n} con {card}."), seat=seat_msg(before.game, leader), n=number,
                card=winning.spoken())]


def hand_end(before: ZapitiState, after: ZapitiState) -> list[Msg]:
    """Who scored what, the score, and what comes next."""
    game = before.game
    said = [hand_result(before, after)]
    said.append(Msg(N_("Tanteo: {a} {x}, {b} {y}."), a=side_msg(game, 0), x=after.points[0],
                    b=side_msg(game, 1), y=after.points[1]))
    if after.is_terminal():
        winner = after.winner()
        assert winner is not None
        said.append(Msg(_by_side(game, N_("{side} gana la partida."), N_("{side} ganan la partida.")),
                        side=side_msg(game, winner)))
    else:
        said.append(Msg(N_("Mano {n}: reparte {seat}."), n=after.hand_no + 1, seat=seat_msg(game, after.dealer)))
    return said


def hand_result(before: ZapitiState, after: ZapitiState) -> Msg:
    """What the hand that just ended gave: a grande, some chinos to one side, or nothing (rule 12)."""
    game = before.game
    grande = [after.grandes[s] > before.grandes[s] for s in (0, 1)]
    gained = [after.points[s] - before.points[s] for s in (0, 1)]
    if any(grande):
        side = grande.index(True)
        return Msg(_by_side(game, N_("{side} llega a 30 y gana la grande."),
                            N_("{side} llegan a 30 y ganan la grande.")), side=side_msg(game, side))
    if any(gained):
        side = 0 if gained[0] else 1
        one = Plural("{side} suma {n} chino.", "{side} suma {n} chinos.", gained[side],
                     side=side_msg(game, side))
        pair = Plural("{side} suman {n} chino.", "{side} suman {n} chinos.", gained[side],
                      side=side_msg(game, side))
        return one if game.players == 2 else pair
    return Msg(N_("La mano no da puntos."))


# -- a question's answer, explained --------------------------------------------------------------
def _rule(number: int) -> Msg:
    return RuleRef("zapiti", str(number)).label()


def _step(card: Card) -> int:
    """The card's step in rule 5's order, 1 (the 4 de bastos) to 14 (the weak fours)."""
    return len(LEVELS) + 1 - rank(card)


def explain_answer(goal: Any, states: Sequence[ZapitiState], wrong: str | None) -> Msg:
    """Why the answer to ``goal``'s question (a :class:`~engine.lessons.scenario.Goal`) is the
    engine's, from the start and the states along its probe: what the probe did as :func:`describe`
    tells it (of each move but the last, only what it decided: a round, a hand), then the rule that
    gives the answer; with ``wrong``, first why that choice is not it.

    >>> import engine
    >>> from engine.lessons.scenario import Goal
    >>> s = engine.load("zapiti").from_notation("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver")
    >>> goal = Goal("question", "?", ask="value", probe=("truco", "quiero"), choices=("1", "3"), answer="3")
    >>> said = explain_answer(goal, [s, s.apply("truco"), s.apply("truco").apply("quiero")], "1")
    >>> print(said.text("en"))  # doctest: +NORMALIZE_WHITESPACE
    Not 1: that is what the hand was worth before the call. South calls truco. North accepts (quiero):
    the hand is worth 3 chinos. With the truco accepted the hand goes from 1 chino to 3 chinos (Rule 8).
    """
    after = states[-1]
    if goal.ask == "legal":
        return legal_explained(goal, after, wrong, lambda words: Msg(N_("{words} no es una palabra del juego."),
                                                                       words=words))
    said: list[Msg] = []
    for before, action, now in zip(states, goal.probe, states[1:], strict=False):
        told = describe(before, action, now, None)
        if now is not after and (action in CARD_OF or action == VER):
            told = told[1:]  # a card played on the way, a look at one's cards: what it decided, if anything
        said += told
    why = {"winner": _winner, "next": _next, "hand": _hand, "pays": _pays, "value": _value,
           "score": _score}.get(goal.ask)
    if why is None:
        raise ValueError(f"Zápiti asks no {goal.ask!r} question")
    said.append(why(goal, states))
    if wrong is not None:
        said.insert(0, _not_it(goal, states, wrong))
    return sentences(said)


def _last_round(states: Sequence[ZapitiState], probe: Sequence[str]) -> tuple[tuple[int, Card], ...]:
    """The last round the probe completed, as (seat, card) pairs."""
    for before, action in zip(reversed(states[:-1]), reversed(probe), strict=False):
        card = CARD_OF.get(action)
        if card is not None and len(before.trick) + 1 == before.game.players:
            return (*before.trick, (before.current_player, card))
    raise ValueError("the question's probe completes no round")


def _winner(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    trick = _last_round(states, goal.probe)
    card = CARD_OF[goal.answer]
    below = [c for _, c in trick if c != card]
    return Msg(N_("En el orden de las cartas, {card} está en el escalón {n}, y ninguna otra carta de la ronda "
                  "({others}) está más arriba ({rule})."), card=card.spoken(), n=_step(card),
               others=series([c.spoken() for c in below]), rule=_rule(5))


def _next(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    start, before, after = states[0], states[-2] if len(states) > 1 else states[0], states[-1]
    game = start.game
    seat = seat_msg(game, after.current_player)
    if len(states) > 1 and ends_hand(before, after):
        if after.phase_name == "al_ver":
            return Msg(N_("{seat} está al ver, a un chino de la grande: en la mano siguiente decide antes que nadie "
                          "si va ({rule})."), seat=seat, rule=_rule(11))
        return Msg(N_("La baraja pasa a la derecha: reparte {dealer}, y {seat}, a su derecha, es mano y sale "
                      "primero ({rule2} y {rule3})."), dealer=seat_msg(game, after.dealer), seat=seat,
                   rule2=_rule(2), rule3=_rule(3))
    trick = _last_round(states, goal.probe)
    top = max(rank(card) for _, card in trick)
    best = [s for s, card in trick if rank(card) == top]
    if len(best) > 1:
        return Msg(N_("La carta más alta la tienen {a} y {b}, del mismo bando: la ronda es suya y sale en la "
                      "siguiente {seat}, el primero que la echó ({rule6} y {rule3})."),
                   a=seat_msg(game, best[0]), b=seat_msg(game, best[1]), seat=seat, rule6=_rule(6), rule3=_rule(3))
    return Msg(N_("{seat} ha ganado la ronda: quien gana una ronda sale en la siguiente ({rule})."),
               seat=seat, rule=_rule(3))


def _hand(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    before, last = states[-2], goal.probe[-1]
    game = before.game
    if last not in CARD_OF:  # a word ends the hand before its cards decide it
        rule = {NO_QUIERO: 9, A_CASA: 13, NO_VA: 10 if before.phase == P_SIN_VER_REPLY else 11}.get(last)
        if rule is None:
            raise ValueError(f"the move {last!r} ends no Zápiti hand")
        return Msg(N_("La mano acaba sin que las cartas la decidan: es de {winner} ({rule})."),
                   winner=Msg(goal.answer_for(states[0])), rule=_rule(rule))
    results = (*before.results, round_result((*before.trick, (before.current_player, CARD_OF[last])))[0])
    chicos = [sum(r in (side, TIE) for r in results) for side in (0, 1)]
    rounds = [Msg(N_("la ronda {n}, parda"), n=i + 1) if r == TIE else
              Msg(N_("la ronda {n}, para {side}"), n=i + 1, side=side_msg(game, r))
              for i, r in enumerate(results)]
    return Msg(N_("Rondas: {rounds}. Cada ronda da un chico a quien la gana, y una parda uno a cada bando: "
                  "{a} {x}, {b} {y}; la mano es de {winner} ({rule})."),
               rounds=series(rounds), a=side_msg(game, 0), x=chicos[0], b=side_msg(game, 1), y=chicos[1],
               winner=Msg(goal.answer_for(states[0])), rule=_rule(7))


def _pays(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    before, after, last = states[-2], states[-1], goal.probe[-1]
    game = before.game
    paid = game.amount(int(goal.answer_for(states[0])))
    if last in (NO_QUIERO, A_CASA) and before.pending:
        sung = [action_name(a) for _, a in before.history if a in CALLS[1:]]
        return Msg(N_("Se ha cantado {calls}: quien no quiere {call} da al otro bando lo que valía la mano antes de "
                      "ese canto, {amount} ({rule})."), calls=series(sung), call=action_name(CALLS[before.pending]),
                   amount=paid, rule=_rule(9))
    if last in (NO_QUIERO, A_CASA):
        return Msg(N_("Quien se va a casa da al otro bando lo que vale la mano, lo ya querido: {amount} ({rule})."),
                   amount=paid, rule=_rule(13))
    if last == NO_VA and before.phase == P_SIN_VER_REPLY:
        return Msg(N_("No ir al truco sin ver da {amount} a quien lo cantó, sin jugar la mano ({rule})."),
                   amount=paid, rule=_rule(10))
    if last == NO_VA:
        return Msg(N_("Quien está al ver y no va da {amount} al rival ({rule})."), amount=paid, rule=_rule(11))
    if not any(after.points[s] != before.points[s] or after.grandes[s] != before.grandes[s] for s in (0, 1)):
        return Msg(N_("Las rondas quedan igualadas y la mano no da nada a nadie ({rule})."), rule=_rule(7))
    return Msg(N_("Quien gana la mano suma lo que vale en ese momento: {amount} ({rule})."),
               amount=paid, rule=_rule(12))


def _value(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    game = states[0].game
    return Msg(N_("Con {call} querido la mano pasa de {a} a {b} ({rule})."), call=action_name(goal.probe[0]),
               a=game.amount(states[0].value), b=game.amount(states[-1].value), rule=_rule(8))


def _score(goal: Any, states: Sequence[ZapitiState]) -> Msg:
    start = states[0]
    game, seat = start.game, start.current_player
    had, has = start.scores()[seat], int(goal.answer_for(start))
    said = Msg(N_("{seat} tenía {had} y suma {amount}: {has}."), seat=seat_msg(game, seat), had=had,
               amount=game.amount(has - had), has=has)
    worth = states[-2].value if len(states) > 1 else start.value
    if has >= 30 and had + worth > has:
        return Plural("{seat} tenía {had} y la mano vale {n} chino, pero la cuenta acaba en 30: quien llega a 30 "
                      "gana la grande ({rule}).",
                      "{seat} tenía {had} y la mano vale {n} chinos, pero la cuenta acaba en 30: quien llega a 30 "
                      "gana la grande ({rule}).", worth, seat=seat_msg(game, seat), had=had, rule=_rule(12))
    if has >= 30:
        return Msg(N_("{said} Con 30 se gana la grande, y el tanteo no pasa de ahí ({rule})."), said=said,
                   rule=_rule(12))
    if had <= 15 < has:
        return Plural("{said} Pasa de las malas a las buenas: {n} buena ({rule}).",
                      "{said} Pasa de las malas a las buenas: {n} buenas ({rule}).", has - 15, said=said,
                      rule=_rule(12))
    if had > 15:  # a score said in buenas: the count goes on from the 15 malas
        return Msg(N_("{said} Con {score}, la cuenta iba por {amount}: las malas llegan hasta 15 y las buenas se "
                      "cuentan después ({rule})."), said=said, score=label(had), amount=game.amount(had),
                   rule=_rule(12))
    return Msg(N_("{said} Quien gana la mano suma lo que vale ({rule})."), said=said, rule=_rule(12))


def _not_it(goal: Any, states: Sequence[ZapitiState], wrong: str) -> Msg:
    """Why ``wrong`` is not the answer, where the position says more than "no"."""
    if goal.ask == "winner":
        card, right = CARD_OF[wrong], CARD_OF[goal.answer]
        played = [c for _, c in _last_round(states, goal.probe)]
        if card not in played:
            return Msg(N_("No es {card}: esa carta no se ha echado en esta ronda."), card=card.spoken())
        return Msg(N_("No es {card}: está en el escalón {n}, y {right} en el {m}."), card=card.spoken(),
                   n=_step(card), right=right.spoken(), m=_step(right))
    if goal.ask in ("next", "hand"):
        return Msg(N_("No es {wrong}."), wrong=Msg(wrong))
    before = states[-2] if len(states) > 1 else states[-1]
    if goal.ask == "pays" and goal.probe[-1] == NO_QUIERO and before.pending and wrong == str(LADDER[before.pending]):
        return Msg(N_("No es {wrong}: eso valdría la mano si se quisiera {call}."), wrong=wrong,
                   call=action_name(CALLS[before.pending]))
    if goal.ask == "value" and wrong == str(states[0].value):
        return Msg(N_("No es {wrong}: eso valía la mano antes del canto."), wrong=wrong)
    return Msg(N_("No es {wrong}."), wrong=wrong)


# -- why a move met or missed an example's goal ------------------------------------------------------


def explain_move(goal: Any, before: State, action: str, after: State, achieved: bool) -> Msg | None:
    """Why the reader's card met (``achieved``) or missed ``goal`` (an example won by a move): how it
    ranks against the best card of the round so far (rule 5) and what the round comes to (rule 6).
    ``None`` for a word (a call, an answer): its own sentence says what it did."""
    if not isinstance(before, ZapitiState):
        raise TypeError("the Zápiti narrator explains Zápiti states")
    card = CARD_OF.get(action)
    if card is None or not before.trick:
        return None
    seat = before.current_player
    best_seat, best = max(before.trick, key=lambda played: rank(played[1]))
    words = {"card": card.spoken(), "best": best.spoken(), "rank": RuleRef("zapiti", "5").label(),
             "rule": RuleRef("zapiti", "6").label(), "seat": seat_msg(before.game, best_seat)}
    if rank(card) == rank(best) and best_seat % 2 == seat % 2:
        return Msg(N_("En la jerarquía, {card} vale lo mismo que {best}, de tu compañero ({rank})."), **words)
    if rank(card) == rank(best):
        return Msg(N_("En la jerarquía, {card} vale lo mismo que {best} ({rank}): la ronda queda parda ({rule})."),
                   **words)
    if rank(card) > rank(best) and _step(card) == 1:
        return Msg(N_("La carta más alta del juego es {card}: nada le gana, tampoco {best} ({rank}); la ronda "
                      "es tuya ({rule})."), **words)
    if rank(card) > rank(best):
        return Msg(N_("En la jerarquía, {card} vale más que {best} ({rank}): la ronda es tuya ({rule})."),
                   **words)
    return Msg(N_("En la jerarquía, {best} vale más que {card} ({rank}): la ronda es de {seat} ({rule})."),
               **words)


def explain_hand(before: ZapitiState, after: ZapitiState) -> Msg:
    """The hand that ended between ``before`` and ``after``: what it gave and to whom (rule 12), and
    the calls that made it worth that, in the order they were said (rule 9)."""
    game = before.game
    calls = [Msg(N_("{seat}: «{call}»"), seat=seat_msg(game, seat), call=action_name(action))
             for seat, action in before.history if action in CALLS[1:] or action in (QUIERO, NO_QUIERO)]
    if not calls:
        return hand_result(before, after)
    return sentences([Msg(N_("Se cantó: {calls} ({rule})."), calls=series(calls), rule=_rule(9)),
                      hand_result(before, after)])
