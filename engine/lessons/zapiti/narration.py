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

from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.zapiti import signals
from engine.rules.zapiti.betting import CALLS
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
from engine.rules.zapiti.ranking import TIE, rank, round_result

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
    if rank(card) > rank(best):
        return Msg(N_("En la jerarquía, {card} vale más que {best} ({rank}): la ronda es tuya ({rule})."),
                   **words)
    return Msg(N_("En la jerarquía, {best} vale más que {card} ({rank}): la ronda es de {seat} ({rule})."),
               **words)


def explain_hand(before: ZapitiState, after: ZapitiState) -> Msg:
    """The hand that ended between ``before`` and ``after``: what it gave and to whom (rule 12)."""
    return hand_result(before, after)
