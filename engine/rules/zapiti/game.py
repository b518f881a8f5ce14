"""Zápiti for two players, or four in two pairs: the hands, the bets, the score, the grandes.

Rules: the seed text (Spanish Wikipedia's *Zápiti*) restated as rules 1–15 on ``tutorials/zapiti/reglas.md``, with
our reading of every unclear passage (an «Interpretación Q…» box on the pages) as the default and
the other readings as options.

Seats and turns. Seats are numbered 0…n−1 *to the right*, the direction of play (Q8): seat ``s + 1``
sits at seat ``s``'s right. Partners sit opposite (seats 0 and 2, 1 and 3), so a seat's side is
``seat % 2``. The first dealer is the last seat, so seat 0 is *mano* (leads) in hand 0; the deck then
passes to the right every hand (rule 2).

A hand, as the actions that make it (all short Spanish words):

1. the deal (chance: the deck of hand ``k`` is ``engine.rules.cards.shuffled`` of a number made from the
   game's seed and ``k``, so the same seed gives the same game everywhere);
2. *al ver* (rule 11): when exactly one side has 29, its first player answers ``va`` or ``no-va``;
3. otherwise *truco sin ver* (rule 10): mano, before looking, says ``ver`` (looks at the cards) or
   ``sin-ver``, which the next opponent answers ``va`` or ``no-va``;
4. with four players and señas, before the first card (Interpretación Q18, option
   ``senas_momento``): each player in turn from the mano makes his señas (``seña:beso``) or asks
   aloud for a card his partner signalled (``pide:guiño``, Q20), then says ``listo`` (rule 14);
5. play (rules 3, 4): on one's turn, a card (``7o``, ``1e``, ``12b``), a call (``truco``,
   ``valen-6`` … ``ahorrisi``, rule 8), ``a-casa`` (rule 13) or, with four players, a seña or a
   request (rule 14). A call is answered by the next opponent: ``quiero``, ``no-quiero``, the
   next call (which accepts this one) or ``a-casa`` (rule 9).

>>> import engine
>>> game = engine.load("zapiti")
>>> s = game.from_notation("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b -")
>>> s.current_player, s.legal_actions()
(0, ('ver', 'sin-ver'))
>>> s = s.apply("ver").apply("truco").apply("valen-6").apply("no-quiero")
>>> s.scores(), s.hand_no, s.notation().split()[:5]
((0, 3), 1, ['7', '1', '0', '0-3', '0-0'])
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from engine.i18n import N_, Msg, Plural

from ..capabilities import Payment
from ..cards import BY_TEXT, DECK, TEXT, Card, shuffled
from ..core import TERMINAL, Game, State
from ..errors import IllegalActionError, NotationError, OptionError, RuleRef
from ..frozen import Frozen
from ..options import Option, Options, OptionSpec
from . import signals as señas
from .betting import AHORRISI_CHOICES, ANYONE, CALLS, LADDER, NOBODY, RAISE_CHOICES, TOP, refused
from .observation import Observation
from .ranking import TIE, rank, round_result
from .rounds import NO_POINTS, SECOND_TIE_CHOICES, THIRD_TIE_CHOICES, hand_result
from .scoreboard import GOAL

NAME = "zapiti"
AL_VER_POINTS = 29
#: Q4 (a): the 29-side may not refuse al ver when the rivals have this many (27 + 3 = 30 ends the game).
AL_VER_FORCED = 27
CARDS_PER_HAND = 3
#: Rule 10, Q10: a refused truco sin ver pays its caller 2 (a premium for betting blind).
SIN_VER_REFUSED = 2


def rule(number: int | str) -> RuleRef:
    """The rule (of the rules page) that an error or an option concerns: ``rule(9)`` → "Regla 9"."""
    return RuleRef(NAME, str(number))


# -- 2. parameters ---------------------------------------------------------------------------------

SIN_VER_CHOICES = ("mano", "pareja", "no_repartidor", "no")
AL_VER_CHOICES = ("fuente", "app", "mano_de_once")
AL_VER_27_CHOICES = ("obliga", "sin_efecto")
#: Rule 11, Q5, per reading: (what the rivals score when the 29-side refuses, the hand's level if
#: played, whether truco may be called in it).
AL_VER_TERMS: dict[str, tuple[int, int, bool]] = {
    "fuente": (3, 0, True),
    "app": (2, 1, True),
    "mano_de_once": (1, 1, False),
}

OPTIONS = OptionSpec(
    (
        Option("players", 2, minimum=2, maximum=4, rule=rule(1),
               label=N_("jugadores: dos, o cuatro en dos parejas")),
        Option("grandes", 1, minimum=1, maximum=5, rule=rule(12),
               label=N_("grandes (partidas a 30) que hay que ganar")),
        Option("segunda_parda", "primera", choices=SECOND_TIE_CHOICES, rule=rule(7),
               label=N_("segunda ronda empatada tras ganar la primera"),
               labels={"primera": N_("gana ya quien ganó la primera"),
                       "tercera": N_("decide la tercera ronda")}),
        Option("tercera_parda", "nada", choices=THIRD_TIE_CHOICES, rule=rule(7),
               label=N_("tercera ronda empatada con un chico cada uno"),
               labels={"nada": N_("la mano no da puntos"),
                       "primera": N_("gana quien ganó la primera ronda")}),
        Option("subidas", "alternas", choices=RAISE_CHOICES, rule=rule(8),
               label=N_("quién puede volver a subir"),
               labels={"alternas": N_("solo el bando que aceptó, en su turno"),
                       "una_vez": N_("un solo envite por mano")}),
        Option("ahorrisi_no_quiero", "quince", choices=AHORRISI_CHOICES, rule=rule(9),
               label=N_("no querer el ahorrisi"),
               labels={"quince": N_("quien lo cantó gana 15 chinos, y la partida solo si llega a 30"),
                       "partida": N_("quien lo cantó gana 15 chinos y la partida: «finaliza la partida», "
                                     "al pie de la letra")}),
        Option("sin_ver", "mano", choices=SIN_VER_CHOICES, rule=rule(10),
               label=N_("quién puede cantar truco sin ver"),
               labels={"mano": N_("solo la mano"),
                       "pareja": N_("la mano o su compañero"),
                       "no_repartidor": N_("cualquiera que no reparta"),
                       "no": N_("no se juega el truco sin ver")}),
        Option("al_ver", "fuente", choices=AL_VER_CHOICES, rule=rule(11),
               label=N_("al ver: lo que vale la mano"),
               labels={"fuente": N_("no va: el rival gana 3; va: vale 1 y se puede trucar"),
                       "app": N_("no va: el rival gana 2; va: vale 3"),
                       "mano_de_once": N_("no va: el rival gana 1; va: vale 3 y no se puede trucar")}),
        Option("al_ver_27", "obliga", choices=AL_VER_27_CHOICES, rule=rule(11),
               label=N_("al ver con el rival en 27 o más"),
               labels={"obliga": N_("hay que jugar la mano"),
                       "sin_efecto": N_("se puede no ir, como siempre")}),
        Option("tope_29", False, rule=rule(12),
               label=N_("nadie pasa de 29 sin jugar una mano al ver")),
        Option("senas", True, rule=rule(14), label=N_("señas entre compañeros (cuatro jugadores)")),
        Option("senas_cazadas", "nunca", choices=señas.CAUGHT_CHOICES, rule=rule(14),
               label=N_("los rivales ven las señas"),
               labels={"nunca": N_("nunca"), "a_veces": N_("una de cada tres"), "siempre": N_("siempre")}),
        Option("senas_momento", "antes", choices=señas.WHEN_CHOICES, rule=rule(14),
               label=N_("cuándo se hacen las señas"),
               labels={"antes": N_("antes de la primera ronda, cada uno por turno, y luego en tu turno de jugar"),
                       "turno": N_("solo en tu turno de jugar")}),
    ),
    presets={
        "parejas": {"players": 4},
        "torneo": {"grandes": 3},
        "zapiti_app": {"tercera_parda": "primera", "subidas": "una_vez", "al_ver": "app", "tope_29": True},
    },
)

# -- 3. the game's facts and vocabulary ------------------------------------------------------------

VER, SIN_VER, VA, NO_VA = "ver", "sin-ver", "va", "no-va"
QUIERO, NO_QUIERO, A_CASA = "quiero", "no-quiero", "a-casa"
#: Rule 14, Q18: a player has made his señas before the first round.
LISTO = "listo"

CARD_OF: dict[str, Card] = BY_TEXT
CALL_LEVEL: dict[str, int] = {call: level for level, call in enumerate(CALLS) if call}
ACTIONS: tuple[str, ...] = (
    tuple(CARD_OF) + CALLS[1:] + (QUIERO, NO_QUIERO, A_CASA, VER, SIN_VER, VA, NO_VA) + señas.ACTIONS
    + (LISTO,) + señas.REQUESTS
)
_ACTION_SET = frozenset(ACTIONS)

# Phases of a hand.
P_SIN_VER, P_SIN_VER_REPLY, P_AL_VER, P_PLAY, P_REPLY, P_OVER, P_SENAS = range(7)
PHASES = ("sin_ver", "respuesta_sin_ver", "al_ver", "juego", "respuesta", "fin", "senas")

_SIGNAL_GESTURE: dict[str, str] = {señas.action(g): g for g in señas.GESTURES}


#: Where each seat sits, seen from above with seat 0 at the bottom: play runs to the right, so
#: counter-clockwise (South, East, North, West). Partners sit opposite.
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: (N_("Sur"), N_("Norte")),
    4: (N_("Sur"), N_("Este"), N_("Norte"), N_("Oeste")),
}


def hand_seed(seed: int, hand: int) -> int:
    """The seed of the deck of hand number ``hand`` in the game of ``seed`` (rule 2)."""
    return seed * 1_048_576 + hand


class Zapiti(Game["ZapitiState"]):
    """Zápiti: ``engine.load("zapiti", players=4)``.

    >>> Zapiti().num_players, Zapiti.with_options({"players": 4}).num_players
    (2, 4)
    """

    name = NAME
    num_players = 2
    perfect_information = False
    OPTIONS = OPTIONS
    END_RULE = rule(12)
    ACTIONS = ACTIONS
    CONCEPTS: ClassVar[Mapping[str, str]] = {"points": N_("los puntos de la mano")}

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        players = self.options.players
        if players not in (2, 4):
            raise OptionError(
                rule(1),
                Msg(N_("la opción «{name}» no admite «{value}»; valores válidos: {valid}"),
                    name="players", value=players, valid="2, 4"),
            )
        self.num_players = players  # the class fact, per instance
        self.players: int = players
        self.SEAT_NAMES: tuple[str, ...] = SEAT_NAMES[players]

    def new_state(self, seed: int | None = None) -> ZapitiState:
        """Hand 0 dealt from ``seed`` (a fresh random seed when ``None``)."""
        if seed is None:
            seed = random.Random().randrange(2**31)
        return ZapitiState._start(self, int(seed), 0, self.players - 1, (0, 0), (0, 0), None)

    def amount(self, n: int) -> Msg:
        """Points are counted in chinos (rule 12)."""
        return Plural("{n} chino", "{n} chinos", n)

    def from_notation(self, text: str) -> ZapitiState:
        """Reads :meth:`ZapitiState.notation`: the start of the hand in play, then its actions."""
        return _parse(self, text)

    def deal(self, seed: int, hand: int, dealer: int) -> tuple[tuple[Card, ...], ...]:
        """Rule 2: three cards to each player, one at a time, starting at the dealer's right.

        >>> hands = Zapiti().deal(7, 0, 1)
        >>> [len(h) for h in hands], len(set(hands[0] + hands[1]))
        ([3, 3], 6)
        """
        deck = shuffled(hand_seed(seed, hand))
        n = self.players
        out: list[tuple[Card, ...]] = [()] * n
        for j in range(n):
            out[(dealer + 1 + j) % n] = tuple(deck[j : CARDS_PER_HAND * n : n])
        return tuple(out)


# -- 4. the state ----------------------------------------------------------------------------------

class ZapitiState(Frozen, State):
    """One moment of a Zápiti game. Build it with :meth:`Zapiti.new_state` or ``from_notation``.
    Immutable (:class:`engine.rules.frozen.Frozen`): :meth:`apply` returns a new state."""

    game: Zapiti
    seed: int
    hand_no: int
    dealer: int
    start_points: tuple[int, int]
    start_grandes: tuple[int, int]
    points: tuple[int, int]
    grandes: tuple[int, int]
    dealt: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    history: tuple[tuple[int, str], ...]
    phase: int
    turn: int
    play_turn: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    results: tuple[int, ...]
    level: int
    pending: int
    caller: int
    lock: int
    looked: int
    sv_index: int
    signals: tuple[tuple[int, str, bool], ...]
    barred: bool
    outcome: tuple[int, int] | None
    _legal: tuple[str, ...] | None

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def _start(
        cls,
        game: Zapiti,
        seed: int,
        hand_no: int,
        dealer: int,
        points: tuple[int, int],
        grandes: tuple[int, int],
        dealt: tuple[tuple[Card, ...], ...] | None,
    ) -> ZapitiState:
        """The hand ``hand_no`` just dealt (from the seed unless ``dealt`` is given)."""
        n = game.players
        hands = dealt if dealt is not None else game.deal(seed, hand_no, dealer)
        everyone = (1 << n) - 1
        mano = (dealer + 1) % n
        side29 = _al_ver_side(points)
        candidates = _sin_ver_candidates(game, dealer)
        if side29 is not None:
            phase, looked = P_AL_VER, everyone
            turn = next(seat for seat in _order(mano, n) if seat % 2 == side29)
        elif candidates:
            phase, turn = P_SIN_VER, candidates[0]
            looked = everyone & ~sum(1 << seat for seat in candidates)
        else:
            (phase, turn), looked = _opening(game, mano), everyone
        return cls._make(
            game=game, seed=seed, hand_no=hand_no, dealer=dealer, start_points=points, points=points,
            start_grandes=grandes, grandes=grandes, dealt=hands, hands=hands, history=(), trick=(), tricks=(),
            results=(), signals=(), level=0, pending=0, sv_index=0, caller=-1, lock=ANYONE, barred=False,
            outcome=None, play_turn=mano, phase=phase, turn=turn, looked=looked,
        )

    # -- facts -------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.game.players

    @property
    def mano(self) -> int:
        """The player to the dealer's right: leads round 1 (rule 3)."""
        return (self.dealer + 1) % self.game.players

    @property
    def value(self) -> int:
        """What the hand is worth now: the last accepted rung of the ladder."""
        return LADDER[self.level]

    @property
    def phase_name(self) -> str:
        return PHASES[self.phase]

    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == P_OVER else self.turn

    def _sin_ver_candidates(self) -> tuple[int, ...]:
        return _sin_ver_candidates(self.game, self.dealer)

    def may_call(self, seat: int) -> bool:
        """Rule 8 and the REC of 2.F: whether ``seat`` may raise now, on its turn to play."""
        return not self.barred and self.level < TOP and (self.lock == ANYONE or self.lock == seat % 2)

    def al_ver_forced(self) -> bool:
        """Rule 11, Q4 (a): the 29-side may not refuse when its rivals have 27 or more."""
        if self.game.options.al_ver_27 != "obliga":
            return False
        return self.points[1 - self.turn % 2] >= AL_VER_FORCED

    # -- a table of cards (engine.rules.capabilities: CardTable, Staked) ------------------------------
    def trick_in_play(self) -> tuple[tuple[int, Card], ...]:
        return self.trick

    def trick_leading(self) -> tuple[int, Card] | None:
        """The best card so far; ``None`` while the two sides' best cards tie (rule 4, *parda*)."""
        played = self.trick
        if not played:
            return None
        best = max(rank(card) for _, card in played)
        top = [(seat, card) for seat, card in played if rank(card) == best]
        return None if len({seat % 2 for seat, _ in top}) > 1 else top[0]

    def tricks_taken(self) -> tuple[tuple[int, str], ...]:
        """Each round won by a side, for the seat of that side that played its best card."""
        won: list[tuple[int, str]] = []
        for trick in self.tricks:
            result, seat = round_result(trick)
            won += [(seat, str(dict(trick)[seat]))] if result != TIE else []
        return tuple(won)

    def hand_settled(self, before: State) -> tuple[Payment, ...] | None:
        """A hand ends when the next is dealt, or the game is over: its ``points`` to the side that
        won them (a grande won, and the count starting again, is the 30 it reached)."""
        if not isinstance(before, ZapitiState):
            return None
        if self.hand_no == before.hand_no and not (self.is_terminal() and not before.is_terminal()):
            return None
        items: list[Payment] = []
        for side in (0, 1):
            won_grande = self.grandes[side] > before.grandes[side]
            points = (30 if won_grande and not self.is_terminal() else self.points[side]) - before.points[side]
            if points > 0:
                items.append(("points", 1 - side, side, points))
        return tuple(items)

    def stake(self) -> int:
        return self.value

    # -- the legal actions -------------------------------------------------------------------------
    def _compute_legal(self) -> tuple[str, ...]:
        phase = self.phase
        if phase == P_PLAY:
            seat = self.turn
            actions = [TEXT[card] for card in self.hands[seat]]
            if self.may_call(seat):
                actions.append(CALLS[self.level + 1])
            actions.append(A_CASA)
            return (*actions, *self._talking(seat))
        if phase == P_SENAS:
            return (*self._talking(self.turn), LISTO)
        if phase == P_REPLY:
            if self.pending < TOP:
                return (QUIERO, NO_QUIERO, CALLS[self.pending + 1], A_CASA)
            return (QUIERO, NO_QUIERO, A_CASA)
        if phase == P_SIN_VER:
            return (VER, SIN_VER)
        if phase == P_SIN_VER_REPLY:
            return (VA, NO_VA)
        if phase == P_AL_VER:
            return (VA,) if self.al_ver_forced() else (VA, NO_VA)
        return ()

    def _may_signal(self, seat: int) -> bool:
        if self.game.players != 4 or not self.game.options.senas:
            return False
        return sum(1 for s, _, _ in self.signals if s == seat) < señas.MAX_PER_HAND

    def _talking(self, seat: int) -> tuple[str, ...]:
        """The señas (Q19: three a hand, each gesture once) and requests (Q20) ``seat`` may make now."""
        if self.game.players != 4 or not self.game.options.senas:
            return ()
        used = {g for s, g, _ in self.signals if s == seat}
        made = tuple(señas.PREFIX + g for g in señas.GESTURES if g not in used) if self._may_signal(seat) else ()
        return made + tuple(señas.request(g) for g in self._askable(seat))

    def _askable(self, seat: int) -> list[str]:
        """Rule 14, Q20: the gestures of ``seat``'s partner this hand whose cards ``seat`` may ask for
        aloud: each once, while the partner still holds a card."""
        partner = (seat + 2) % 4
        if not self.hands[partner]:
            return []
        asked = {señas.request_of(action) for s, action in self.history if s == seat}
        shown = [g for s, g, _ in self.signals if s == partner and g in señas.MEANING and señas.MEANING[g]]
        return [g for g in dict.fromkeys(shown) if g not in asked]

    def is_action(self, text: str) -> bool:
        return text in _ACTION_SET

    # -- applying an action ------------------------------------------------------------------------
    def _apply(self, action: str) -> ZapitiState:
        seat = self.turn
        n = self.game.players
        phase = self.phase
        history = (*self.history, (seat, action))
        if phase == P_PLAY:
            card = CARD_OF.get(action)
            if card is not None:
                return self._play(seat, card, history)
            if action == A_CASA:  # rule 13: the rivals score the accepted value
                return self._end_hand(history, 1 - seat % 2, LADDER[self.level])
            level = CALL_LEVEL.get(action)
            if level is not None:  # rule 8: a call, answered by the next opponent in turn (2.F)
                return self._evolve(history=history, pending=level, caller=seat, phase=P_REPLY, turn=(seat + 1) % n)
            return self._talk(seat, action, history)
        if phase == P_SENAS:  # rule 14, Q18: the señas before the first round
            if action == LISTO:
                ready = sum(1 for _, said in history if said == LISTO)
                if ready == n:
                    return self._evolve(history=history, phase=P_PLAY, turn=self.play_turn)
                return self._evolve(history=history, turn=(seat + 1) % n)
            return self._talk(seat, action, history)
        if phase == P_REPLY:  # rule 9
            if action == QUIERO:
                lock = seat % 2 if self.game.options.subidas == "alternas" else NOBODY
                return self._evolve(history=history, level=self.pending, pending=0, phase=P_PLAY,
                                    turn=self.play_turn, lock=lock)
            if action in (NO_QUIERO, A_CASA):
                decides = self.pending == TOP and self.game.options.ahorrisi_no_quiero == "partida"
                return self._end_hand(history, self.caller % 2, refused(self.pending), decides=decides)
            # A raise accepts the pending call and makes the next one.
            return self._evolve(history=history, level=self.pending, pending=self.pending + 1, caller=seat,
                                turn=(seat + 1) % n)
        if phase == P_SIN_VER:  # rule 10
            if action == VER:
                sv_index = self.sv_index + 1
                candidates = self._sin_ver_candidates()
                if sv_index < len(candidates):
                    turn, phase = candidates[sv_index], P_SIN_VER
                else:
                    phase, turn = _opening(self.game, self.play_turn)
                return self._evolve(history=history, looked=self.looked | (1 << seat), sv_index=sv_index,
                                    turn=turn, phase=phase)
            return self._evolve(history=history, caller=seat, phase=P_SIN_VER_REPLY, turn=(seat + 1) % n)
        if phase == P_SIN_VER_REPLY:
            if action == NO_VA:
                return self._end_hand(history, self.caller % 2, SIN_VER_REFUSED)
            lock = seat % 2 if self.game.options.subidas == "alternas" else NOBODY
            phase, turn = _opening(self.game, self.play_turn)
            return self._evolve(history=history, level=1, phase=phase, turn=turn, looked=(1 << n) - 1,
                                lock=lock)
        # P_AL_VER, rule 11 (Q5 for the variants)
        refusal, level, truco = AL_VER_TERMS[self.game.options.al_ver]
        if action == NO_VA:
            return self._end_hand(history, 1 - seat % 2, refusal)
        phase, turn = _opening(self.game, self.play_turn)
        return self._evolve(history=history, phase=phase, turn=turn, level=level, barred=not truco)

    def _talk(self, seat: int, action: str, history: tuple[tuple[int, str], ...]) -> ZapitiState:
        """A seña (seen by the partner, and by the rivals who catch it) or a request said aloud: the
        turn stays with ``seat`` (rule 14)."""
        gesture = _SIGNAL_GESTURE.get(action)
        if gesture is None:  # a request: public, in the history only
            return self._evolve(history=history)
        return self._evolve(history=history, signals=(*self.signals, (seat, gesture, self._caught())))

    def _caught(self) -> bool:
        """Rule 14 with option ``senas_cazadas``: whether the opponents see the seña being made."""
        caught: str = self.game.options.senas_cazadas
        if caught == "a_veces":
            return random.Random(f"{self.seed}/{self.hand_no}/{len(self.history)}").random() < 1 / 3
        return caught == "siempre"

    def _play(self, seat: int, card: Card, history: tuple[tuple[int, str], ...]) -> ZapitiState:
        """Rules 3, 4, 6, 7: play ``card``; settle the round when everyone has played."""
        n = self.game.players
        hand = self.hands[seat]
        i = hand.index(card)
        hands = (*self.hands[:seat], hand[:i] + hand[i + 1:], *self.hands[seat + 1:])
        trick = (*self.trick, (seat, card))
        if len(trick) < n:
            nxt = (seat + 1) % n
            return self._evolve(history=history, hands=hands, trick=trick, turn=nxt, play_turn=nxt)
        result, leader = round_result(trick)
        results = (*self.results, result)
        options = self.game.options
        winner = hand_result(results, options.segunda_parda, options.tercera_parda)
        if winner is None:
            return self._evolve(history=history, hands=hands, tricks=(*self.tricks, trick), trick=(),
                                results=results, turn=leader, play_turn=leader)
        played = {"hands": hands, "tricks": (*self.tricks, trick), "trick": (), "results": results}
        if winner == NO_POINTS:
            return self._end_hand(history, None, 0, played=played)
        return self._end_hand(history, winner, LADDER[self.level], played=played)

    def _end_hand(self, history: tuple[tuple[int, str], ...], side: int | None, points: int,
                  decides: bool = False, played: dict[str, Any] | None = None) -> ZapitiState:
        """Rule 12: ``side`` scores ``points``; a grande ends at 30, the game after enough grandes.
        ``decides``: the hand gives ``side`` the grande whatever the score (a refused ahorrisi read
        word for word, option ``ahorrisi_no_quiero="partida"``); ``played``: the cards as the last
        round left them, kept in the final state."""
        score = list(self.points)
        grandes = list(self.grandes)
        if side is not None:
            before = score[side]
            after = before + points
            if self.game.options.tope_29 and before < AL_VER_POINTS:  # Q12 option
                after = min(after, AL_VER_POINTS)
            score[side] = GOAL if decides else min(after, GOAL)
            if score[side] >= GOAL:
                grandes[side] += 1
        if side is not None and grandes[side] >= self.game.options.grandes:
            return self._evolve(history=history, outcome=(-1 if side is None else side, points),
                                points=(score[0], score[1]), grandes=(grandes[0], grandes[1]), phase=P_OVER,
                                **(played or {}))
        if side is not None and score[side] >= GOAL:
            score = [0, 0]
        return ZapitiState._start(
            self.game, self.seed, self.hand_no + 1, (self.dealer + 1) % self.game.players,
            (score[0], score[1]), (grandes[0], grandes[1]), None,
        )

    # -- refusals ----------------------------------------------------------------------------------
    def why_illegal(self, action: str) -> IllegalActionError:
        seat, phase = self.turn, self.phase

        def no(number: int, text: str, **params: Any) -> IllegalActionError:
            return IllegalActionError(rule(number), Msg(text, **params))

        if phase == P_OVER:
            return self.over()
        card = CARD_OF.get(action)
        gesture = señas.gesture_of(action)
        if phase == P_SIN_VER and action not in (VER, SIN_VER):
            return no(10, N_("primero mira tus cartas («mirar las cartas») o canta «truco sin ver»"))
        if phase == P_SENAS:
            return self._why_not_talk(action, gesture) or no(
                14, N_("antes de la primera ronda cada uno hace sus señas y dice «listo»; luego se juega"))
        if phase == P_SIN_VER_REPLY and action not in (VA, NO_VA):
            return no(10, N_("responde al truco sin ver: «va» o «no va»"))
        if phase == P_AL_VER:
            if action == NO_VA:
                return no(11, N_("no puedes retirarte al ver: el rival tiene 27 o más"))
            return no(11, N_("estás al ver: di «va» o «no va» antes de jugar"))
        if phase == P_REPLY:
            if action in CALL_LEVEL:
                if self.pending == TOP:
                    return no(8, N_("el ahorrisi es el último canto: no se puede subir más"))
                following = CALLS[self.pending + 1]
                return no(9, N_("solo puedes subir al canto siguiente, «{call}»"), call=action_name(following))
            if gesture is not None or señas.request_of(action) is not None:
                return no(14, N_("las señas se hacen en tu turno de jugar, no al responder un canto"))
            return no(9, N_("primero responde al canto: «quiero», «no quiero» o subir"))
        # P_PLAY
        if card is not None:
            return no(4, N_("no tienes {card}"), card=card.spoken())
        if action in (VER, SIN_VER):
            if self.game.options.sin_ver == "no":
                return no(10, N_("en esta partida no se juega el truco sin ver"))
            return no(10, N_("el truco sin ver solo se canta al empezar la mano, antes de mirar las cartas"))
        if action in (VA, NO_VA):
            return no(10, N_("nadie ha cantado truco sin ver ni estás al ver"))
        if action in (QUIERO, NO_QUIERO):
            return no(9, N_("no hay ningún canto que responder"))
        if action in CALL_LEVEL:
            if self.barred:
                return no(11, N_("en esta mano al ver no se puede cantar truco"))
            if self.level == TOP:
                return no(8, N_("el ahorrisi es el último canto: no se puede subir más"))
            if self.lock == NOBODY:
                return no(8, N_("en esta mano ya no se puede volver a cantar"))
            if self.lock not in (ANYONE, seat % 2):
                return no(8, N_("solo puede volver a subir el bando que aceptó el último canto"))
            return no(8, N_("el canto siguiente es «{call}»"), call=action_name(CALLS[self.level + 1]))
        if action == LISTO:
            return no(14, N_("las señas antes de la primera ronda ya están hechas"))
        refusal = self._why_not_talk(action, gesture)
        if refusal is not None:
            return refusal
        return no(4, N_("esa jugada no es posible ahora"))  # pragma: no cover - every case is above

    def _why_not_talk(self, action: str, gesture: str | None) -> IllegalActionError | None:
        """Why a seña or a request is refused now (rule 14, Q19, Q20); ``None`` for another action."""
        asked = señas.request_of(action)
        if gesture is None and asked is None:
            return None

        def no(text: str) -> IllegalActionError:
            return IllegalActionError(rule(14), Msg(text))

        if self.game.players != 4:
            return no(N_("las señas solo se hacen en el juego por parejas"))
        if not self.game.options.senas:
            return no(N_("en esta partida no se juega con señas"))
        seat = self.turn
        if asked is not None:
            if any(s == seat and a == action for s, a in self.history):
                return no(N_("ya le has pedido esa carta a tu compañero en esta mano"))
            if not self.hands[(seat + 2) % 4]:
                return no(N_("tu compañero ya no tiene cartas"))
            return no(N_("solo puedes pedir una carta que tu compañero te ha señado en esta mano"))
        if any(s == seat and g == gesture for s, g, _ in self.signals):
            return no(N_("ya has hecho esa seña en esta mano"))
        return no(N_("no se pueden hacer más de tres señas por mano"))

    # -- results -----------------------------------------------------------------------------------
    def winner(self) -> int | None:
        """The side that has won the game, once it is over."""
        if self.phase != P_OVER:
            return None
        target = self.game.options.grandes
        return 0 if self.grandes[0] >= target else 1

    def returns(self) -> tuple[float, ...]:
        side = self.winner()
        n = self.game.players
        if side is None:
            return (0.0,) * n
        return tuple(1.0 if seat % 2 == side else -1.0 for seat in range(n))

    def scores(self) -> tuple[int, ...]:
        """Per seat, its side's chinos in the grande in play (the final score once it is over)."""
        return tuple(self.points[seat % 2] for seat in range(self.game.players))

    def stock(self) -> tuple[Card, ...]:
        """The cards not dealt this hand (they stay in the deck, face down)."""
        dealt = {card for hand in self.dealt for card in hand}
        return tuple(card for card in DECK if card not in dealt)

    def played(self) -> tuple[Card, ...]:
        """The cards played this hand, in order."""
        return tuple(card for trick in (*self.tricks, self.trick) for _, card in trick)

    # -- views -------------------------------------------------------------------------------------
    def observation(self, player: int) -> Observation:
        """What seat ``player`` may see (see :mod:`engine.rules.zapiti.observation`)."""
        n = self.game.players
        if not 0 <= player < n:
            raise ValueError(f"no seat {player} in a game of {n}")
        partner = (player + 2) % n if n == 4 else player

        def sees(sender: int, caught: bool) -> bool:
            return sender in (player, partner) or caught

        visible = {i for i, (s, g, c) in enumerate(self.signals) if sees(s, c)}
        history: list[tuple[int, str]] = []
        signal_index = 0
        for who, action in self.history:
            if action.startswith(señas.PREFIX):
                keep = signal_index in visible
                signal_index += 1
                if not keep:
                    continue
            history.append((who, action))
        return Observation(
            seat=player,
            players=n,
            options=self.game.options,
            hand_no=self.hand_no,
            dealer=self.dealer,
            points=self.points,
            grandes=self.grandes,
            phase=PHASES[self.phase],
            to_act=self.current_player,
            play_turn=self.play_turn,
            cards=self.hands[player] if self.looked >> player & 1 else None,
            hand_sizes=tuple(len(h) for h in self.hands),
            tricks=self.tricks,
            trick=self.trick,
            results=self.results,
            level=self.level,
            pending=self.pending,
            caller=self.caller if self.phase in (P_REPLY, P_SIN_VER_REPLY) else -1,
            lock=self.lock,
            barred=self.barred,
            looked=tuple(bool(self.looked >> seat & 1) for seat in range(n)),
            signals=tuple((s, g) for i, (s, g, _) in enumerate(self.signals) if i in visible),
            history=tuple(history),
            legal=tuple(self.legal_actions()) if self.turn == player and self.phase != P_OVER else (),
        )

    def notation(self) -> str:
        """``seed hand dealer points grandes hands actions``, the hands as dealt, the actions since.

        >>> import engine
        >>> engine.load("zapiti").new_state(seed=5).apply("ver").apply("truco").notation()
        '5 0 1 0-0 0-0 3c.4o.6b/12e.6o.1c ver,truco'
        """
        hands = "/".join(".".join(str(card) for card in hand) for hand in self.dealt)
        actions = ",".join(action for _, action in self.history) or "-"
        return (
            f"{self.seed} {self.hand_no} {self.dealer} {self.start_points[0]}-{self.start_points[1]} "
            f"{self.start_grandes[0]}-{self.start_grandes[1]} {hands} {actions}"
        )

    def __str__(self) -> str:
        n = self.game.players
        lines = [
            (
                f"Zápiti, mano {self.hand_no}: {self.points[0]}-{self.points[1]} "
                f"(grandes {self.grandes[0]}-{self.grandes[1]}), vale {self.value}, {PHASES[self.phase]}"
            ),
        ]
        for seat in range(n):
            marks = ("R" if seat == self.dealer else " ") + ("*" if seat == self.current_player else " ")
            cards = " ".join(str(card) for card in self.hands[seat]) or "—"
            lines.append(f"{marks} {seat}: {cards}")
        for trick in self.tricks + ((self.trick,) if self.trick else ()):
            lines.append("   " + " ".join(f"{seat}:{card}" for seat, card in trick))
        if self.pending:
            lines.append(f"   {self.caller} canta {CALLS[self.pending]}")
        return "\n".join(lines)


# -- 5. private helpers ----------------------------------------------------------------------------

def _sin_ver_candidates(game: Zapiti, dealer: int) -> tuple[int, ...]:
    """Who may call truco sin ver in a hand dealt by ``dealer``, in turn order (rule 10, Q9)."""
    who = game.options.sin_ver
    n = game.players
    mano = (dealer + 1) % n
    if who == "no":
        return ()
    if n == 2 or who == "mano":
        return (mano,)
    if who == "pareja":
        return (mano, (mano + 2) % n)
    return tuple((mano + i) % n for i in range(n - 1))


def _opening(game: Zapiti, mano: int) -> tuple[int, int]:
    """The phase and the seat to act once every hand is looked at: the señas before the first round
    (rule 14, Q18) when they are played so, else the mano's first card."""
    if game.players == 4 and game.options.senas and game.options.senas_momento == "antes":
        return P_SENAS, mano
    return P_PLAY, mano


def _order(first: int, n: int) -> list[int]:
    return [(first + i) % n for i in range(n)]


def _al_ver_side(points: tuple[int, int]) -> int | None:
    """Rule 11: the side that is *al ver* (exactly one side at 29), if any."""
    at = (points[0] == AL_VER_POINTS, points[1] == AL_VER_POINTS)
    if at[0] == at[1]:
        return None
    return 0 if at[0] else 1


def _bad(text: str, reason: str) -> NotationError:
    return NotationError(None, Msg(N_("no se entiende la posición de zápiti «{text}»: {reason}"),
                                   text=text, reason=Msg(reason)))


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 18


def _pair(text: str, field: str, notation: str) -> tuple[int, int]:
    a, sep, b = text.partition("-")
    if not (sep and _digits(a) and _digits(b)):
        raise _bad(notation, field)
    return int(a), int(b)


def _parse(game: Zapiti, text: str) -> ZapitiState:
    if not isinstance(text, str):
        raise _bad(str(text), N_("no es un texto"))
    parts = text.split()
    if len(parts) != 7:
        raise _bad(text, N_("se esperan siete campos"))
    seed_text, hand_text, dealer_text, points_text, grandes_text, hands_text, actions_text = parts
    if not (_digits(seed_text.removeprefix("-")) and _digits(hand_text) and _digits(dealer_text)):
        raise _bad(text, N_("la semilla, la mano y el repartidor son números"))
    n = game.players
    dealer = int(dealer_text)
    if dealer >= n:
        raise _bad(text, N_("el repartidor no es un asiento de la mesa"))
    points = _pair(points_text, N_("los puntos se escriben como 12-7"), text)
    grandes = _pair(grandes_text, N_("las grandes se escriben como 1-0"), text)
    if max(points) >= GOAL or max(grandes) >= game.options.grandes:
        raise _bad(text, N_("la partida ya estaría terminada"))
    hands: list[tuple[Card, ...]] = []
    for hand in hands_text.split("/"):
        names = hand.split(".")
        if len(names) != CARDS_PER_HAND or not all(name in CARD_OF for name in names):
            raise _bad(text, N_("cada jugador recibe tres cartas de la baraja española"))
        hands.append(tuple(CARD_OF[name] for name in names))
    if len(hands) != n or len({card for hand in hands for card in hand}) != CARDS_PER_HAND * n:
        raise _bad(text, N_("una mano por jugador, sin cartas repetidas"))
    state = ZapitiState._start(game, int(seed_text), int(hand_text), dealer, points, grandes, tuple(hands))
    if actions_text == "-":
        return state
    start = state
    for action in actions_text.split(","):
        if state.hand_no != start.hand_no or state.is_terminal():
            raise _bad(text, N_("hay jugadas después del final de la mano"))
        try:
            state = state.apply(action)
        except ValueError as error:
            raise _bad(text, N_("una de las jugadas no es legal")) from error
    if state.hand_no != start.hand_no and not state.is_terminal():
        raise _bad(text, N_("la última jugada termina la mano: escribe la mano siguiente"))
    return state


def action_name(action: str) -> Msg:
    """An action in words, for a widget or a game record.

    >>> action_name("valen-6").text(), action_name("1e").text("es"), action_name("seña:beso").text()
    ('valen 6', 'as de espadas', 'seña: beso')
    """
    card = CARD_OF.get(action)
    if card is not None:
        return card.name()
    gesture = señas.gesture_of(action)
    if gesture is not None:
        return Msg(N_("seña: {gesture}"), gesture=señas.name(gesture))
    asked = señas.request_of(action)
    if asked is not None:
        return Msg(N_("pedir: {words}"), words=señas.request_words(asked))
    return Msg(_ACTION_NAMES[action])


_ACTION_NAMES: dict[str, str] = {
    "truco": N_("truco"),
    "valen-6": N_("valen 6"),
    "valen-9": N_("valen 9"),
    "valen-12": N_("valen 12"),
    "valen-15": N_("valen 15"),
    "ahorrisi": N_("ahorrisi"),
    QUIERO: N_("quiero"),
    NO_QUIERO: N_("no quiero"),
    A_CASA: N_("a casa"),
    VER: N_("mirar las cartas"),
    SIN_VER: N_("truco sin ver"),
    VA: N_("va"),
    NO_VA: N_("no va"),
    LISTO: N_("listo"),
}

