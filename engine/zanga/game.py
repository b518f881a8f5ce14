"""La Zanga, the whole *Reglamento* of Santa Lucía: :class:`Zanga` and its states.

Rules: the 64 articles of the regulation (``shared/seeds/000_…``) as restated in BRIEF §1, with the
reading of each unclear article (an «Interpretación Z…» box on its page) as the default and the other
readings as options named
after the article they concern. A *partida* is many hands: it ends when one side holds all 32 stones
(Art. 11).

A hand goes through these phases (``state.phase``):

``auction``
    the players speak to the right from the mano (see :mod:`engine.zanga.auction`); with six players
    and ``six_dentro="descarte"``, a pie who went dentro and took the four zanga cards then discards
    four, one by one: ``descarte:7o`` (only he sees which: the others' views say ``descarte``);
``trump``
    the *nombrado* names the trump suit: ``triunfo:o``, ``triunfo:c``, ``triunfo:e``, ``triunfo:b``
    (Art. 22); a solo player's partner lays his cards on the zanga (Art. 58);
``play``
    eight tricks, cards written as in :mod:`engine.cards` (``7o``, ``1e``, ``12b``). The winner of
    trick 2 may say ``cinco`` before leading trick 3 if his side won tricks 1 and 2 (Art. 48);
``todas``
    after a cinco made, the winner of trick 5 says ``todas`` (go on for all eight, Art. 49) or
    ``planto`` (stop: the hand ends, Z11; ``art49="jugar"`` plays on instead, ``todas`` then being
    said before leading trick 6);
``review``
    table mode only: after the last trick each side that saw an opponent not follow suit may say
    ``renuncio`` (claim a revoke) or ``conforme``;
``deal``
    the hand is settled (``state.result``); the next dealer says ``repartir`` to deal the next.

Table mode (``renuncio=True``): any card in the hand may be played, as at a real table; a card that
breaks Arts. 27–28 is a *renuncio* the other side may claim with ``renuncio`` on its turn (Arts.
29–35, 38), whenever an opponent has failed to follow suit since its last claim. A proven renuncio
of a matador pays 4 in all, not 2, when the injured side's cards could have made every trick (Art.
30; :meth:`ZangaState.could_take_all`). Without table mode the
engine refuses such a card, naming the article.

>>> import engine
>>> game = engine.load("zanga")
>>> state = game.new_state(seed=3)
>>> state.phase, state.current_player, state.mano, state.ledger
('auction', 3, 3, Ledger(16, 12, pot=4, fianza=0+0))
>>> state.legal_actions()
('juego', 'solo', 'paso')
>>> state = state.apply("juego").apply("juego").apply("juego")   # seat 1, the mano's partner, is not asked
>>> state.phase, state.current_player
('trump', 3)
>>> state = state.apply("triunfo:o")
>>> state.phase, state.trump, state.current_player, state.legal_actions()[:3]
('play', 'o', 3, ('4o', '7o', '1c'))
>>> game.from_notation(state.notation()) == state
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from ..cards import SUITS, suit_name
from ..core import TERMINAL, Game, State
from ..errors import IllegalActionError, NotationError, OptionError
from ..i18n import N_, Msg
from ..options import Option, Options, OptionSpec
from . import rules
from .auction import WORDS as AUCTION_WORDS
from .auction import Auction
from .refs import art, illegal
from .settlement import Facts, Rules, Settlement, false_claim, settle
from .stones import POT, Ledger
from .table import MANO_STAKE, Table
from .todas import can_take_all

# -- parameters ---------------------------------------------------------------------------------------

_ART = art  # options name the article they concern

OPTIONS = OptionSpec(
    (
        Option("players", 4, choices=(4, 6), label=N_("jugadores: 4 (dos parejas) o 6 (dos tríos)"),
               rule=_ART("2")),
        Option("renuncio", False, label=N_("modo de mesa: se pueden jugar cartas ilegales y reclamar renuncio"),
               rule=_ART("29")),
        Option("art16", "partida", choices=("partida", "cada_mano"),
               label=N_("el siete de espadas elige al mano"),
               labels={"partida": N_("solo en la primera mano"), "cada_mano": N_("en cada mano")},
               rule=_ART("16")),
        Option("art20", "gratis", choices=("gratis", "pagado"),
               label=N_("tras un «juego», los demás"),
               labels={"gratis": N_("aceptan sin pagar o mandan solo"),
                       "pagado": N_("pagan una piedra por pasarse o mandan solo")},
               rule=_ART("20")),
        Option("art26", "mandado", choices=("mandado", "forzado"),
               label=N_("a quien mandan solo"),
               labels={"mandado": N_("puede negarse, y va solo quien lo mandó"),
                       "forzado": N_("no puede negarse")},
               rule=_ART("26")),
        Option("art28", "salida", choices=("salida", "mayor"),
               label=N_("el matador que obliga a servir con otro matador"),
               labels={"salida": N_("es la carta de salida"), "mayor": N_("es el mayor jugado en la baza")},
               rule=_ART("28")),
        Option("art49", "plantarse", choices=("plantarse", "jugar"),
               label=N_("tras hacer cinco sin ir a todas"),
               labels={"plantarse": N_("la mano termina"), "jugar": N_("se juegan las bazas que faltan")},
               rule=_ART("49")),
        Option("art25_sacada", "pie", choices=("pie", "devolver"),
               label=N_("la fianza, si el que fue dentro saca"),
               labels={"pie": N_("toda para su pareja"), "devolver": N_("cada pareja recupera la suya")},
               rule=_ART("25")),
        Option("art25_puesta", "ademas", choices=("ademas", "en_lugar"),
               label=N_("en puesta yendo dentro se pierde la fianza"),
               labels={"ademas": N_("además de doblar el fondo"), "en_lugar": N_("en lugar de doblar el fondo")},
               rule=_ART("25")),
        Option("art47", "repone", choices=("repone", "dobla"),
               label=N_("en codillo"),
               labels={"repone": N_("la contraria cobra el fondo y el nombrado lo repone"),
                       "dobla": N_("el nombrado paga el fondo a la contraria y además lo dobla")},
               rule=_ART("47")),
        Option("art61", "cualquiera", choices=("cualquiera", "contraria"),
               label=N_("en puesta o codillo el nombrado paga el estuche"),
               labels={"cualquiera": N_("lo tenga quien lo tenga"), "contraria": N_("solo si lo tiene la contraria")},
               rule=_ART("61")),
        Option("art64", "antes", choices=("antes", "despues"),
               label=N_("el tope de lo que se cobra se mide"),
               labels={"antes": N_("con las piedras de antes de pagar"),
                       "despues": N_("con las piedras del momento del pago")},
               rule=_ART("64")),
        Option("six_cinco", 4, minimum=3, maximum=6, label=N_("con seis jugadores, bazas seguidas del cinco"),
               rule=_ART("48")),
        Option("six_dentro", "no", choices=("no", "descarte"),
               label=N_("con seis jugadores, ir dentro (seis cartas contra una zanga de cuatro)"),
               labels={"no": N_("no se puede"),
                       "descarte": N_("el pie toma las 4 cartas de la zanga y descarta 4")},
               rule=_ART("21")),
    ),
    presets={"seis": {"players": 6}, "mesa": {"renuncio": True}},
)

# -- game facts ---------------------------------------------------------------------------------------

PHASES = ("deal", "auction", "trump", "play", "todas", "review", "over")
TRUMP_ACTIONS = tuple(f"triunfo:{s}" for s in SUITS)
CALLS = ("cinco", "todas", "planto", "renuncio", "conforme", "repartir")
_CARD_TEXTS = frozenset(rules.text(c) for c in range(40))
#: Six players, ``six_dentro="descarte"``: the pie who took the zanga discards a card.
DISCARD = "descarte:"
DISCARD_ACTIONS = frozenset(DISCARD + t for t in _CARD_TEXTS)
#: How a discard reads in the view of every seat but the pie's: which card it was is hidden.
HIDDEN_DISCARD = "descarte"
_WORDS = frozenset(AUCTION_WORDS) | frozenset(TRUMP_ACTIONS) | frozenset(CALLS) | DISCARD_ACTIONS
#: The seats' names, to the right from the first (Art. 2: partners sit opposite, sides alternate).
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    4: (N_("Sur"), N_("Este"), N_("Norte"), N_("Oeste")),
    6: (N_("Sur"), N_("Sureste"), N_("Noreste"), N_("Norte"), N_("Noroeste"), N_("Suroeste")),
}
#: Art. 16: who opens the partida, in this order; if the five are all in the zanga, deal again.
OPENERS = tuple(rules.card(f"{r}e") for r in (7, 6, 5, 4, 3))


class ZangaState(State):
    """One moment of a partida. Immutable: :meth:`apply` returns a new state.

    The notation holds the partida's seed and counters, the stones when the current hand began, the
    hands as dealt and the moves since the deal, so it is short, complete and replayable; every other
    attribute is derived by replaying those moves.
    """

    game: Zanga
    seed: int
    deals: int  # deals made in the partida (a redeal of Art. 16 counts): seeds the next shuffle
    hand_no: int  # 1 for the first hand
    dealer: int
    mano: int
    ledger: Ledger  # the stones now
    start_ledger: Ledger  # the stones before this hand's deal (before the mano's stake)
    dealt: tuple[tuple[int, ...], ...]  # each seat's cards as dealt, sorted
    zanga0: tuple[int, ...]  # the zanga as dealt
    moves: tuple[str, ...]  # every action since the deal
    result: Settlement | None  # the last hand's settlement
    phase: str
    auction: Auction
    hands: tuple[tuple[int, ...], ...]  # each seat's cards now (after dentro, the pie holds the zanga's)
    zanga: tuple[int, ...]
    trump: str
    out: tuple[int, ...]  # seats sitting out: the solo player's partner(s), Art. 58
    trick: tuple[int, ...]  # cards of the trick in progress, led first
    leader: int
    to_play: int
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # (leader, cards, winner seat) per trick
    won: tuple[int, int]  # tricks per side
    estuche: int  # side whose playing hands held the three matadores (-1: neither), Art. 51
    cinco: int  # seat that called cinco (-1: none)
    cinco_made: bool | None
    todas: bool
    todas_made: bool | None
    renuncios: tuple[tuple[int, int, bool], ...]  # (seat, trick number, with a matador), table mode
    reviewed: tuple[int, int]  # per side, the cards played when it last claimed a renuncio (0: never)
    shown: bool  # all hands shown after a renuncio claim (Art. 38)
    review: tuple[int, ...]  # sides still to say renuncio/conforme after the last trick
    _legal: tuple[str, ...] | None

    # -- construction ---------------------------------------------------------------------------
    def _evolve(self, **changes: Any) -> ZangaState:
        # A plain dict copy: the cheapest way to make the next immutable state.
        new = object.__new__(ZangaState)
        values = dict(self.__dict__)
        values.update(changes)
        values["_legal"] = None
        object.__setattr__(new, "__dict__", values)
        return new

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("ZangaState is immutable")

    # -- facts ----------------------------------------------------------------------------------
    @property
    def table(self) -> Table:
        return self.game.table

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == "play":
            return self.to_play
        if phase == "auction":
            return self.auction.speaker
        if phase == "trump":
            return self.auction.declarer
        if phase == "todas":
            return self.leader
        if phase == "review":
            return self._reviewer(self.review[0])
        if phase == "deal":
            return self.dealer
        return TERMINAL

    @property
    def declarer(self) -> int:
        """The *nombrado* (the solo player in a solo); -1 while nobody has declared."""
        return self.auction.declarer

    @property
    def pie(self) -> int:
        return self.auction.pie

    def active(self) -> tuple[int, ...]:
        """The seats that play cards this hand, in order from the mano."""
        return tuple(s for s in self.table.order_from(self.mano) if s not in self.out)

    def _next_active(self, seat: int) -> int:
        nxt = self.table.next(seat)
        while nxt in self.out:
            nxt = self.table.next(nxt)
        return nxt

    def _reviewer(self, side: int) -> int:
        return next(s for s in self.active() if s % 2 == side)

    def apply(self, action: str) -> ZangaState:
        """The state after ``action``; refuses a malformed or illegal one, naming the article."""
        return cast(ZangaState, super().apply(action))

    def trace(self, action: str) -> list[tuple[str, int]]:
        """The steps of ``action`` worth animating in a page: when it ends the hand, one frame per
        payment of the settlement, ``(action, k)`` with ``k`` payments made (see
        :func:`engine.zanga.render.frame`); no frames for any other action."""
        if self.phase in ("deal", "over"):
            return []
        after = self.apply(action)
        if after.phase not in ("deal", "over") or after.result is None:
            return []
        return [(action, k) for k in range(len(after.result.items) + 1)]

    # -- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
            self.__dict__["_legal"] = legal  # a cache: the state itself does not change
        return legal

    def _compute_legal(self) -> tuple[str, ...]:
        phase = self.phase
        if phase == "play":
            seat = self.to_play
            hand = self.hands[seat]
            if self.game.table_mode:
                cards = hand
            else:
                cards = rules.legal_plays(hand, self.trick, self.trump, self.game.art28)
            actions = [rules.text(c) for c in cards]
            if self._may_call_cinco():
                actions.append("cinco")
            if self._may_call_todas():
                actions.append("todas")
            if self._may_claim(seat % 2):
                actions.append("renuncio")
            return tuple(actions)
        if phase == "auction":
            if self.auction.stage == "descarte":
                return tuple(DISCARD + rules.text(c) for c in self.hands[self.auction.declarer])
            return self.auction.legal(self.ledger)
        if phase == "trump":
            return TRUMP_ACTIONS
        if phase == "todas":
            return ("todas", "planto")
        if phase == "review":
            return ("renuncio", "conforme")
        if phase == "deal":
            return ("repartir",)
        return ()

    def _may_call_cinco(self) -> bool:
        """Art. 48 (Z10): the winner of trick 2, his side having won tricks 1 and 2, before leading 3."""
        after = self.table.cinco_after
        return (
            self.cinco < 0
            and not self.trick
            and len(self.tricks) == after
            and len({t[2] % 2 for t in self.tricks}) == 1
        )

    def _may_call_todas(self) -> bool:
        """Art. 49 with ``art49="jugar"``: after the cinco made, before leading the next trick."""
        return (
            self.cinco_made is True
            and self.game.options.art49 == "jugar"
            and not self.todas
            and not self.trick
            and len(self.tricks) == self.table.cinco_run
        )

    def _cards_played(self) -> int:
        return sum(len(cards) for _leader, cards, _winner in self.tricks) + len(self.trick)

    def _off_suit_plays(self, side: int, since: int = 0) -> bool:
        """Whether a player of ``side`` has played a card not of the suit led (among the hand's cards
        from number ``since`` on): a renuncio is possible (Art. 38), and this much everyone at the
        table can see."""
        trump = self.trump
        number = 0
        for leader, cards, _winner in self.tricks + ((self.leader, self.trick, -1),):
            if not cards:
                continue
            led = rules.suit_of(cards[0], trump)
            seat = leader
            for pos, c in enumerate(cards):
                if pos and number >= since and seat % 2 == side and rules.suit_of(c, trump) != led:
                    return True
                seat = self._next_active(seat)
                number += 1
        return False

    def _may_claim(self, side: int) -> bool:
        """Arts. 32, 35, 38: a side may claim whenever an opponent has not followed suit since its
        last claim (what came before was reviewed then); the Reglamento sets no other limit."""
        return self.game.table_mode and self._off_suit_plays(1 - side, since=self.reviewed[side])

    def is_action(self, text: str) -> bool:
        return text in _WORDS or text in _CARD_TEXTS

    def why_illegal(self, action: str) -> IllegalActionError:
        phase = self.phase
        is_card = action in _CARD_TEXTS
        if phase == "deal":
            return illegal("13", N_("la mano ha terminado: ahora se reparten las cartas («repartir»)"))
        if action == "repartir":
            return illegal("13", N_("las cartas ya están repartidas"))
        if phase == "auction":
            discarding = self.auction.stage == "descarte"
            if action in AUCTION_WORDS:
                return self.auction.why_illegal(action, self.ledger)
            if discarding and action in DISCARD_ACTIONS:
                c = rules.card(action[len(DISCARD):])
                return illegal("3", N_("no tienes {card}"), card=rules.as_card(c).spoken())
            if discarding:
                return self.auction.why_illegal("descarte", self.ledger)
            if action in DISCARD_ACTIONS:
                return illegal("21", N_("solo descarta el pie que va dentro con seis jugadores, tras tomar la zanga"))
            if is_card:
                return illegal("22", N_("todavía no se juegan cartas: primero se habla y se nombran triunfos"))
            return illegal("18", N_("ahora se habla: {words}"), words=", ".join(self.legal_actions()))
        if action in AUCTION_WORDS or action in DISCARD_ACTIONS:
            return illegal("22", N_("la subasta ha terminado"))
        if phase == "trump":
            return illegal("22", N_("el nombrado debe nombrar los triunfos: oros, copas, espadas o bastos"))
        if action in TRUMP_ACTIONS:
            return illegal("22", N_("los triunfos ya están nombrados"))
        if phase == "todas":
            return illegal("49", N_("has hecho cinco: decide si vas a todas («todas») o te plantas («planto»)"))
        if phase == "review":
            return illegal("35", N_("terminadas las bazas solo queda reclamar renuncio («renuncio») o no («conforme»)"))
        # play
        seat = self.to_play
        if is_card:
            c = rules.card(action)
            if c not in self.hands[seat]:
                return illegal("3", N_("no tienes {card}"), card=rules.as_card(c).spoken())
            led = rules.suit_of(self.trick[0], self.trump)
            if led == self.trump:
                return illegal("28", N_("hay arrastre: debes servir triunfo (los matadores solo cuando los obliga uno mayor)"))
            return illegal("27", N_("debes servir al palo de {suit}"), suit=suit_name(led))
        if action == "cinco":
            return illegal("48", N_("solo pide cinco quien ganó la segunda baza, si su pareja ganó las dos primeras, antes de salir a la tercera"))
        if action in ("todas", "planto"):
            return illegal("49", N_("solo va a todas quien hizo la quinta baza después de pedir y hacer cinco"))
        if action == "renuncio":
            if not self.game.options.renuncio:
                return illegal("29", N_("el renuncio solo se reclama en el modo de mesa, donde se pueden jugar cartas ilegales"))
            if self._off_suit_plays(1 - seat % 2):
                return illegal("38", N_("desde vuestra última petición nadie de la otra pareja ha dejado de servir: "
                                        "lo anterior ya se revisó"))
            return illegal("38", N_("no hay renuncio posible: nadie de la otra pareja ha dejado de servir"))
        return illegal("22", N_("ahora se juegan cartas"))

    # -- applying -------------------------------------------------------------------------------
    def _apply(self, action: str) -> ZangaState:
        phase = self.phase
        if phase == "play":
            if action in _CARD_TEXTS:
                return self._play_card(rules.card(action), action)
            if action == "cinco":
                return self._evolve(cinco=self.to_play, moves=self.moves + (action,))
            if action == "todas":
                return self._evolve(todas=True, moves=self.moves + (action,))
            return self._claim(self.to_play % 2)
        if phase == "auction":
            if action.startswith(DISCARD):
                return self._discard(rules.card(action[len(DISCARD):]), action)
            return self._bid(action)
        if phase == "trump":
            return self._name_trumps(action[-1])
        if phase == "todas":
            if action == "todas":
                return self._evolve(phase="play", todas=True, moves=self.moves + (action,))
            return self._evolve(moves=self.moves + (action,))._end_of_hand()
        if phase == "review":
            if action == "renuncio":
                return self._claim(self.review[0])
            nxt = self._evolve(review=self.review[1:], moves=self.moves + (action,))
            return nxt if nxt.review else nxt._end_of_hand()
        if phase == "deal":
            return self.game._deal_hand(self.seed, self.deals, self.hand_no + 1, self.dealer, self.ledger)
        raise AssertionError(phase)

    def _bid(self, word: str) -> ZangaState:
        auction, payments = self.auction.step(word, self.ledger)
        ledger = self.ledger
        for src, dst, amount in payments:
            ledger, _ = ledger.move(src, dst, amount)
        hands, zanga = self.hands, self.zanga
        if word == "zanga" and auction.stage == "descarte":  # six players: take the 4, discard 4 next
            pie = auction.declarer
            hands = _replace_at(hands, pie, sorted(self.hands[pie] + zanga))
            zanga = ()
        elif word == "zanga":  # Art. 21: the pie plays with the zanga cards; his own become the zanga
            pie = auction.declarer
            hands = _replace_at(hands, pie, zanga)
            zanga = self.hands[pie]
        elif word == "propias":  # Art. 25: back to his own cards; the fianza is lost at once
            other = 1 - auction.declarer % 2
            ledger, _ = ledger.move(3, other, ledger.fianza_a)
            ledger, _ = ledger.move(4, other, ledger.fianza_b)
        phase = "trump" if auction.done else "auction"
        return self._evolve(auction=auction, ledger=ledger, hands=hands, zanga=zanga, phase=phase,
                            moves=self.moves + (word,))

    def _discard(self, c: int, action: str) -> ZangaState:
        """``six_dentro="descarte"``: the pie lays one of his cards face down as the zanga."""
        auction, _ = self.auction.step("descarte", self.ledger)
        pie = auction.declarer
        hands = _replace_at(self.hands, pie, (x for x in self.hands[pie] if x != c))
        zanga = tuple(sorted(self.zanga + (c,)))
        phase = "trump" if auction.done else "auction"
        return self._evolve(auction=auction, hands=hands, zanga=zanga, phase=phase, moves=self.moves + (action,))

    def _name_trumps(self, trump: str) -> ZangaState:
        declarer = self.auction.declarer
        out = self.table.partners(declarer) if self.auction.solo else ()
        # Art. 51, Z12: the estuche counts if one side's playing hands hold it as play begins.
        estuche = -1
        for side in (0, 1):
            seats = [s for s in range(self.table.players) if s % 2 == side and s not in out]
            if rules.estuche_holders([self.hands[s] for s in seats], trump):
                estuche = side
        leader = self.mano
        while leader in out:  # the mano sits out: the next active player to his right leads
            leader = self.table.next(leader)
        return self._evolve(phase="play", trump=trump, out=out, estuche=estuche, leader=leader,
                            to_play=leader, moves=self.moves + (f"triunfo:{trump}",))

    def _play_card(self, c: int, action: str) -> ZangaState:
        seat = self.to_play
        hand = self.hands[seat]
        renuncios = self.renuncios
        if self.game.table_mode:
            legal = rules.legal_plays(hand, self.trick, self.trump, self.game.art28)
            if c not in legal:
                # Art. 30, "renuncio … de una de las piezas de estuche": the card withheld was a
                # matador, that is only matadores could answer (Art. 28). Playing a matador where it
                # was not allowed is an ordinary renuncio: what was owed was another card.
                with_matador = all(rules.is_matador(x, self.trump) for x in legal)
                renuncios = renuncios + ((seat, len(self.tricks), with_matador),)
        hands = _replace_at(self.hands, seat, tuple(x for x in hand if x != c))
        trick = self.trick + (c,)
        moves = self.moves + (action,)
        if len(trick) < self.table.players - len(self.out):
            return self._evolve(hands=hands, trick=trick, to_play=self._next_active(seat), moves=moves,
                                renuncios=renuncios)
        # The trick is complete: its winner leads the next.
        pos = rules.trick_winner(trick, self.trump)
        winner = self.leader
        for _ in range(pos):
            winner = self._next_active(winner)
        tricks = self.tricks + ((self.leader, trick, winner),)
        side = winner % 2
        won = (self.won[0] + (side == 0), self.won[1] + (side == 1))
        cinco_made, todas_made = self.cinco_made, self.todas_made
        if self.cinco >= 0 and cinco_made is None:
            if side != self.cinco % 2:
                cinco_made = False
            elif len(tricks) == self.table.cinco_run:
                cinco_made = True
        if self.todas and todas_made is None:
            if side != self.cinco % 2:
                todas_made = False
            elif len(tricks) == self.table.hand_size:
                todas_made = True
        nxt = self._evolve(hands=hands, trick=(), tricks=tricks, won=won, leader=winner, to_play=winner,
                           moves=moves, renuncios=renuncios, cinco_made=cinco_made, todas_made=todas_made)
        if len(tricks) == self.table.hand_size:
            return nxt._after_last_trick()
        if (
            cinco_made
            and not self.todas
            and len(tricks) == self.table.cinco_run
            and self.game.options.art49 == "plantarse"
        ):
            return nxt._evolve(phase="todas")
        return nxt

    def _after_last_trick(self) -> ZangaState:
        if self.game.options.renuncio:
            review = tuple(side for side in (self.mano % 2, 1 - self.mano % 2) if self._may_claim(side))
            if review:
                return self._evolve(phase="review", review=review)
        return self._end_of_hand()

    def _claim(self, side: int) -> ZangaState:
        """Arts. 29–35, 38: a renuncio claim by ``side``; the cards are shown and the tricks reviewed."""
        moves = self.moves + ("renuncio",)
        played = self._cards_played()
        reviewed = (played, self.reviewed[1]) if side == 0 else (self.reviewed[0], played)
        offenders = [r for r in self.renuncios if r[0] % 2 != side]
        if offenders:
            done = self._evolve(moves=moves, shown=True, reviewed=reviewed)
            return done._end_of_hand(offender=1 - side, renuncios=offenders)
        ledger, _item = false_claim(side, self.ledger, self.game.settlement_rules)
        review = self.review[1:] if self.phase == "review" else self.review
        nxt = self._evolve(moves=moves, shown=True, reviewed=reviewed, ledger=ledger, review=review)
        if self.phase == "review" and not review:
            return nxt._end_of_hand()
        return nxt

    def _end_of_hand(self, offender: int = -1, renuncios: Sequence[tuple[int, int, bool]] = ()) -> ZangaState:
        declarer = self.auction.declarer
        cinco_side = self.cinco % 2 if self.cinco >= 0 else -1
        facts = Facts(
            declarer=declarer % 2,
            tricks=self.won,
            solo=self.auction.solo,
            dentro=self.auction.dentro,
            played=len(self.tricks),
            estuche=self.estuche,
            cinco=cinco_side,
            cinco_made=self.cinco_made,
            todas=self.todas,
            todas_made=self.todas_made,
            offender=offender,
            renuncios=len(renuncios),
            matador_renuncios=sum(1 for r in renuncios if r[2]),
            sweep=offender >= 0 and any(r[2] for r in renuncios) and self.could_take_all(1 - offender),
        )
        result = settle(facts, self.ledger, self.game.settlement_rules)
        return self.game._between_hands(self, result)

    def hands_at_play(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards as the first trick began: its cards now and those it has played (after
        dentro, the pie's are the zanga's; a solo player's partner holds none)."""
        played: list[list[int]] = [[] for _ in range(self.table.players)]
        for leader, cards, _winner in self.tricks + ((self.leader, self.trick, -1),):
            seat = leader
            for c in cards:
                played[seat].append(c)
                seat = self._next_active(seat)
        return tuple(tuple(sorted(self.hands[s] + tuple(played[s]))) if s not in self.out else ()
                     for s in range(self.table.players))

    def could_take_all(self, side: int) -> bool:
        """Art. 30: whether ``side``'s cards, as play began, could have made every trick (with every
        hand face up, both sides playing by Arts. 27–28; see :mod:`engine.zanga.todas`)."""
        first = self.tricks[0][0] if self.tricks else self.leader
        return can_take_all(self.hands_at_play(), first, self.trump, side, out=self.out, rule28=self.game.art28)

    # -- results --------------------------------------------------------------------------------
    def returns(self) -> tuple[float, ...]:
        winner = self.ledger.winner() if self.phase == "over" else None
        if winner is None:
            return (0.0,) * self.table.players
        return tuple(1.0 if s % 2 == winner else -1.0 for s in range(self.table.players))

    def scores(self) -> tuple[int, ...]:
        """Per seat, the stones its side holds (Art. 10: stones belong to the pair)."""
        return tuple(self.ledger[s % 2] for s in range(self.table.players))

    def tricks_won(self, side: int) -> int:
        return self.won[side]

    # -- notation -------------------------------------------------------------------------------
    def notation(self) -> str:
        """``s=`` seed, ``k=`` deals, ``n=`` hand, ``d=`` dealer, ``m=`` mano, ``L=`` stones when the
        hand began (sides A and B, pot, fianzas), ``H=`` hands as dealt, ``Z=`` zanga, ``M=`` moves;
        between hands ``L=`` is the stones now and ``R=`` the last settlement."""
        head = f"s={self.seed} k={self.deals} n={self.hand_no} d={self.dealer}"
        if self.phase in ("deal", "over"):
            tail = f" L={self.ledger.to_text()}"
            if self.result is not None:
                tail += f" R={self.result.to_text()}"
            return head + tail
        hands = "/".join(_cards_text(h) for h in self.dealt)
        moves = ",".join(self.moves)
        return (f"{head} m={self.mano} L={self.start_ledger.to_text()} H={hands} Z={_cards_text(self.zanga0)}"
                + (f" M={moves}" if moves else ""))

    def __str__(self) -> str:
        lines = [
            (f"Zanga, mano {self.hand_no}: reparte {self.dealer}, es mano {self.mano}; "
             f"piedras A {self.ledger.a}, B {self.ledger.b}, fondo {self.ledger.pot}, fianza {self.ledger.fianza()}"),
        ]
        if self.phase in ("deal", "over"):
            if self.result is not None:
                lines += [m.text() for m in self.result.describe()]
            lines.append("fin de la partida" if self.phase == "over" else f"reparte {self.dealer}")
            return "\n".join(lines)
        for seat in range(self.table.players):
            mark = " (fuera)" if seat in self.out else ""
            lines.append(f"  {seat}{mark}: {_cards_text(self.hands[seat], ' ')}")
        if self.trump:
            lines.append(f"triunfos {self.trump}; bazas A {self.won[0]}, B {self.won[1]}; "
                         f"en la mesa: {_cards_text(self.trick, ' ') or '—'}")
        lines.append(f"juega {self.current_player}: {' '.join(self.legal_actions())}")
        return "\n".join(lines)

    # -- what a seat may see --------------------------------------------------------------------
    def observation(self, player: int) -> ZangaView:
        """What ``player`` may see: his own cards, the zanga if he looked at it (the pie who went
        dentro), everything said and played, the stones — never another hand or the hidden zanga
        (unless the cards were shown after a renuncio claim, Art. 38). With six players the pie's
        discards are his alone: the others' moves read ``descarte``, not which card."""
        looked = self.auction.dentro != "" and player == self.auction.declarer
        in_hand = self.phase not in ("deal", "over")
        moves = self.moves
        if not looked and self.auction.dentro == "zanga":
            moves = tuple(HIDDEN_DISCARD if m.startswith(DISCARD) else m for m in moves)
        return ZangaView(
            seat=player,
            players=self.table.players,
            options=self.game.options.to_text(),
            hand_no=self.hand_no,
            dealer=self.dealer,
            mano=self.mano,
            ledger=self.ledger,
            start_ledger=self.start_ledger,
            phase=self.phase,
            current_player=self.current_player,
            legal=self.legal_actions() if self.current_player == player else (),
            moves=moves if in_hand else (),
            dealt=self.dealt[player] if in_hand else (),
            hand=self.hands[player] if in_hand else (),
            zanga_seen=self.zanga0 if (looked and in_hand) else (),
            hand_sizes=tuple(len(h) for h in self.hands) if in_hand else (),
            shown=tuple(self.hands) if (self.shown and in_hand) else (),
            declarer=self.auction.declarer if in_hand else -1,
            solo=self.auction.solo if in_hand else False,
            dentro=self.auction.dentro if in_hand else "",
            trump=self.trump if in_hand else "",
            out=self.out if in_hand else (),
            trick=self.trick if in_hand else (),
            leader=self.leader,
            tricks=self.tricks if in_hand else (),
            won=self.won if in_hand else (0, 0),
            cinco=self.cinco if in_hand else -1,
            todas=self.todas if in_hand else False,
            result=self.result,
        )


@dataclass(frozen=True)
class ZangaView:
    """One seat's view of the table (``state.observation(seat)``): the input of every bot.

    Cards are indices (see :mod:`engine.zanga.rules`). ``moves`` are the public actions of the hand
    since the deal (a six-player pie's discards read ``descarte`` but to the pie himself); ``dealt``
    and ``hand`` are this seat's own cards; ``zanga_seen`` the zanga as dealt if this seat looked at
    it; ``shown`` every hand, once shown after a renuncio claim.
    """

    seat: int
    players: int
    options: str
    hand_no: int
    dealer: int
    mano: int
    ledger: Ledger
    start_ledger: Ledger
    phase: str
    current_player: int
    legal: tuple[str, ...]
    moves: tuple[str, ...]
    dealt: tuple[int, ...]
    hand: tuple[int, ...]
    zanga_seen: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    shown: tuple[tuple[int, ...], ...]
    declarer: int
    solo: bool
    dentro: str
    trump: str
    out: tuple[int, ...]
    trick: tuple[int, ...]
    leader: int
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    won: tuple[int, int]
    cinco: int
    todas: bool
    result: Settlement | None

    def key(self) -> str:
        """A stable text of everything in the view (seeds a bot's decision)."""
        return repr((self.seat, self.options, self.hand_no, self.dealer, self.mano, tuple(self.start_ledger),
                     tuple(self.ledger), self.phase, self.moves, self.dealt, self.zanga_seen, self.shown))


class Zanga(Game):
    """La Zanga for four players in two pairs (or six in two trios, ``players=6``).

    >>> import engine
    >>> engine.load("zanga").num_players, engine.load("zanga", preset="seis").num_players
    (4, 6)
    """

    name = "zanga"
    num_players = 4
    perfect_information = False
    OPTIONS = OPTIONS
    END_RULE = art("11")  # the partida ends when one side holds the 32 stones

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        players = self.options.players
        if players not in (4, 6):
            raise OptionError(art("2"), Msg(N_("la zanga se juega entre 4 o entre 6, no entre {n}"), n=players))
        # A per-game fact here: the class default is the regulation's four players.
        self.num_players = players  # type: ignore[misc]
        self.SEAT_NAMES: tuple[str, ...] = SEAT_NAMES[players]
        self.table = Table.make(players, self.options.six_cinco if players == 6 else None)
        self.table_mode: bool = self.options.renuncio  # read on every move: kept as plain attributes
        self.art28: str = self.options.art28
        self.settlement_rules = Rules(
            art25_sacada=self.options.art25_sacada,
            art25_puesta=self.options.art25_puesta,
            art47=self.options.art47,
            art61=self.options.art61,
            art64=self.options.art64,
            table=self.table,
        )

    # -- starting -------------------------------------------------------------------------------
    def new_state(self, seed: int | None = None) -> ZangaState:
        """The first hand of a partida, dealt from ``seed``.

        Art. 12 (the first dealer is whoever draws the higher card) is a random pick from the seed;
        Art. 16 then makes the holder of the 7 of espadas (or 6, 5, 4, 3) the mano, dealing again if
        all five lie in the zanga.
        """
        if seed is None:
            seed = random.Random().randrange(2**31)
        dealer = random.Random(f"zanga/{seed}/dealer").randrange(self.table.players)
        return self._deal_hand(seed, 0, 1, dealer, Ledger.start())

    def shuffle(self, seed: int, deal: int) -> list[int]:
        """The cards of deal number ``deal`` of the partida ``seed``, in dealing order."""
        cards = list(range(40))
        random.Random(f"zanga/{seed}/{deal}").shuffle(cards)
        return cards

    def deal_cards(self, cards: Sequence[int], dealer: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
        """Art. 13: by fours (threes with six), to the right from the dealer's right, twice round;
        what is left is the zanga."""
        table = self.table
        hands: list[list[int]] = [[] for _ in range(table.players)]
        pos = 0
        for _round in range(table.hand_size // table.packet):
            for i in range(1, table.players + 1):
                hands[(dealer + i) % table.players] += cards[pos:pos + table.packet]
                pos += table.packet
        return tuple(tuple(sorted(h)) for h in hands), tuple(sorted(cards[pos:]))

    def opening_mano(self, hands: Sequence[Iterable[int]]) -> int | None:
        """Art. 16: the holder of the 7 of espadas, else the 6, 5, 4, 3; ``None``: deal again."""
        for c in OPENERS:
            for seat, hand in enumerate(hands):
                if c in hand:
                    return seat
        return None

    def _deal_hand(self, seed: int, deals: int, hand_no: int, dealer: int, ledger: Ledger) -> ZangaState:
        by_cards = hand_no == 1 or self.options.art16 == "cada_mano"
        while True:
            hands, zanga = self.deal_cards(self.shuffle(seed, deals), dealer)
            deals += 1
            # Art. 16 for the first hand (Z1), Art. 17 afterwards: the dealer's right is mano.
            mano = self.opening_mano(hands) if by_cards else self.table.next(dealer)
            if mano is not None:
                break
        return self.start_hand(hands, zanga, seed=seed, deals=deals, hand_no=hand_no, dealer=dealer, mano=mano,
                               ledger=ledger)

    def start_hand(self, hands: Sequence[Sequence[int]], zanga: Sequence[int], *, seed: int = 0, deals: int = 1,
                   hand_no: int = 1, dealer: int | None = None, mano: int = 0,
                   ledger: Ledger | None = None, stake: bool = True) -> ZangaState:
        """A hand about to be bid, from the cards each seat holds (scenarios and bots use this).

        The mano's 4 stones go in the pot at once (Arts. 19, 40: or all his side has).
        """
        table = self.table
        if dealer is None:
            dealer = (mano - 1) % table.players
        start = ledger if ledger is not None else Ledger.start()
        now = start.move(mano % 2, POT, MANO_STAKE)[0] if stake else start
        auction = Auction.start(table, mano, art20=self.options.art20, art26=self.options.art26,
                                dentro=table.players == 4 or self.options.six_dentro == "descarte")
        dealt = tuple(tuple(sorted(h)) for h in hands)
        state = object.__new__(ZangaState)
        values: dict[str, Any] = {
            "game": self, "seed": seed, "deals": deals, "hand_no": hand_no, "dealer": dealer, "mano": mano,
            "ledger": now, "start_ledger": start, "dealt": dealt, "zanga0": tuple(sorted(zanga)), "moves": (),
            "result": None, "phase": "auction", "auction": auction, "hands": dealt, "zanga": tuple(sorted(zanga)),
            "trump": "", "out": (), "trick": (), "leader": mano, "to_play": mano, "tricks": (), "won": (0, 0),
            "estuche": -1, "cinco": -1, "cinco_made": None, "todas": False, "todas_made": None, "renuncios": (),
            "reviewed": (0, 0), "shown": False, "review": (), "_legal": None,
        }
        object.__setattr__(state, "__dict__", values)
        return state

    def _between_hands(self, state: ZangaState, result: Settlement) -> ZangaState:
        """After a settlement: the partida is over (Art. 11), or the next dealer is to deal."""
        # Z1: the mano of this hand deals the next, so the mano moves one seat to the right each hand
        # (with art16="cada_mano" the deal simply passes to the right).
        dealer = state.mano if self.options.art16 == "partida" else self.table.next(state.dealer)
        return self._between(state.seed, state.deals, state.hand_no, dealer, result.ledger, result)

    def _between(self, seed: int, deals: int, hand_no: int, dealer: int, ledger: Ledger,
                 result: Settlement | None) -> ZangaState:
        """The state between two hands: only the stones, the counters and the last result remain."""
        empty = ((),) * self.table.players
        state = self.start_hand(empty, (), seed=seed, deals=deals, hand_no=hand_no, dealer=dealer,
                                mano=self.table.next(dealer), ledger=ledger, stake=False)
        phase = "over" if ledger.winner() is not None else "deal"
        return state._evolve(phase=phase, result=result)

    # -- notation -------------------------------------------------------------------------------
    def from_notation(self, text: str) -> ZangaState:
        """The state whose :meth:`ZangaState.notation` is ``text``; :class:`NotationError` if the
        text is not one (bad fields, cards missing or repeated, stones not adding up to 32, or a
        move that is not legal where it stands)."""
        try:
            fields = dict(part.split("=", 1) for part in text.split())
        except (AttributeError, ValueError):
            raise _bad(text) from None
        try:
            seed, deals, hand_no, dealer = (int(fields[k]) for k in ("s", "k", "n", "d"))
            ledger = Ledger.from_text(fields["L"])
        except (KeyError, ValueError):
            raise _bad(text) from None
        players = self.table.players
        if ledger.total() != 32 or not 0 <= dealer < players or hand_no < 1 or deals < 0 or seed < 0:
            raise _bad(text)
        if "H" not in fields:  # between hands
            if set(fields) - {"s", "k", "n", "d", "L", "R"} or ledger.fianza():
                raise _bad(text)
            result = None
            if "R" in fields:
                try:
                    result = Settlement.from_text(fields["R"], ledger)
                except ValueError:
                    raise _bad(text) from None
            return self._between(seed, deals, hand_no, dealer, ledger, result)
        if set(fields) - {"s", "k", "n", "d", "m", "L", "H", "Z", "M"}:
            raise _bad(text)
        try:
            mano = int(fields["m"])
            hands = [_parse_cards(h) for h in fields["H"].split("/")]
            zanga = _parse_cards(fields["Z"])
        except (KeyError, ValueError):
            raise _bad(text) from None
        everything = [c for h in hands for c in h] + list(zanga)
        if (len(hands) != players or any(len(h) != self.table.hand_size for h in hands)
                or len(zanga) != self.table.zanga_size or sorted(everything) != list(range(40))
                or not 0 <= mano < players or ledger.fianza()):
            raise _bad(text)
        state = self.start_hand(hands, zanga, seed=seed, deals=deals, hand_no=hand_no, dealer=dealer, mano=mano,
                                ledger=ledger)
        for number, move in enumerate(filter(None, fields.get("M", "").split(",")), start=1):
            if state.phase in ("deal", "over"):
                raise _bad(text)
            try:
                state = state.apply(move)
            except ValueError as err:
                raise NotationError(None, Msg(N_("la jugada {number} («{move}») no vale: {reason}"),
                                              number=number, move=move, reason=str(err))) from err
        return state


# -- private helpers ------------------------------------------------------------------------------------


def _replace_at(hands: tuple[tuple[int, ...], ...], seat: int, hand: Iterable[int]) -> tuple[tuple[int, ...], ...]:
    return hands[:seat] + (tuple(hand),) + hands[seat + 1:]


def _cards_text(cards: Iterable[int], sep: str = ".") -> str:
    return sep.join(rules.text(c) for c in cards)


def _parse_cards(text: str) -> tuple[int, ...]:
    if not text:
        return ()
    return tuple(rules.card(t) for t in text.split("."))


def _bad(text: str) -> NotationError:
    return NotationError(art("3"), Msg(N_("«{text}» no es una posición de la zanga"), text=text[:80]))
