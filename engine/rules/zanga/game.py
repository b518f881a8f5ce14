"""La Zanga, the whole *Reglamento* of Santa Lucía: :class:`Zanga` and its states.

Rules: the 64 articles of the regulation (``shared/seeds/000_…``) with the
reading of each unclear article (an «Interpretación Z…» box on its page) as the default and the other
readings as options named
after the article they concern. A *partida* is many hands: it ends when one side holds all 32 stones
(Art. 11).

A hand goes through these phases (``state.phase``):

``auction``
    the players speak to the right from the mano (see :mod:`engine.rules.zanga.auction`); with six players
    and ``six_dentro="descarte"``, a pie who went dentro and took the four zanga cards then discards
    four, one by one: ``descarte:7o`` (only he sees which: the others' views say ``descarte``);
``trump``
    the *nombrado* names the trump suit: ``triunfo:o``, ``triunfo:c``, ``triunfo:e``, ``triunfo:b``
    (Art. 22); a solo player's partner lays his cards on the zanga (Art. 58);
``play``
    eight tricks, cards written as in :mod:`engine.rules.cards` (``7o``, ``1e``, ``12b``). The winner of
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

The phases are functions over the hand's record (:class:`~engine.rules.zanga.hand.Hand`) in their own
modules: the deal and who deals next in :mod:`engine.rules.zanga.deal`, the auction in
:mod:`engine.rules.zanga.auction` (this module glues it to the hands and the stones), the tricks in
:mod:`engine.rules.zanga.tricks` (table mode and renuncios too), the settlement in
:mod:`engine.rules.zanga.settlement`, what a seat may see in :mod:`engine.rules.zanga.observation`; the
notation reads into data (:mod:`engine.rules.zanga.notation`). :class:`ZangaState` holds the record and
composes them; :class:`Zanga` makes the states.

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

from engine.i18n import N_, Msg, Plural

from ..capabilities import Payment
from ..cards import BY_TEXT, Card, deck_order
from ..core import TERMINAL, Game, State
from ..errors import IllegalActionError, OptionError
from ..frozen import Frozen
from ..options import Options
from . import deal, notation, rules, tricks
from .actions import CALLS, CARD_TEXTS, DISCARD, DISCARD_ACTIONS, HIDDEN_DISCARD, PHASES, TRUMP_ACTIONS, WORDS
from .auction import WORDS as AUCTION_WORDS
from .auction import Auction
from .deal import OPENERS
from .hand import Hand, Hands, Renuncio, replace_at
from .observation import IN_HAND, Observation, observe
from .options import OPTIONS
from .refs import art, illegal
from .seating import MANO_STAKE, Seating
from .settlement import CONCEPTS, Rules, Settlement, false_claim, settle
from .stones import POT, Ledger
from .tricks import PlayOptions

__all__ = [
    "CALLS",
    "DISCARD",
    "DISCARD_ACTIONS",
    "HIDDEN_DISCARD",
    "OPENERS",
    "OPTIONS",
    "PHASES",
    "SEAT_NAMES",
    "TRUMP_ACTIONS",
    "Zanga",
    "ZangaState",
]

#: The seats' names, to the right from the first (Art. 2: partners sit opposite, sides alternate).
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    4: (N_("Sur"), N_("Este"), N_("Norte"), N_("Oeste")),
    6: (N_("Sur"), N_("Sureste"), N_("Noreste"), N_("Norte"), N_("Noroeste"), N_("Suroeste")),
}


class ZangaState(Frozen, State, Hand):
    """One moment of a partida (its attributes: the hand's record, :class:`~engine.rules.zanga.hand.Hand`).
    Immutable: :meth:`apply` returns a new state (:class:`engine.rules.frozen.Frozen`)."""

    game: Zanga

    # -- facts ----------------------------------------------------------------------------------
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
            return next(s for s in self.active() if s % 2 == self.review[0])
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

    def seats_of(self, leader: int, count: int) -> tuple[int, ...]:
        """The seats that played a trick of ``count`` cards led by ``leader``, in playing order."""
        return self.table.playing_order(leader, count, self.out)

    def trace(self, action: str) -> list[tuple[str, int]]:
        """The steps of ``action`` worth animating in a page: when it ends the hand, one frame per
        payment of the settlement, ``(action, k)`` with ``k`` payments made (see
        :func:`engine.table.zanga.render.frame`); no frames for any other action."""
        if self.phase in ("deal", "over"):
            return []
        after = self.apply(action)
        if after.phase not in ("deal", "over") or after.result is None:
            return []
        return [(action, k) for k in range(len(after.result.items) + 1)]

    # -- legal actions --------------------------------------------------------------------------
    def _compute_legal(self) -> tuple[str, ...]:
        """The legal actions: the play's first (most states of a hand are in it:
        :func:`engine.rules.zanga.tricks.legal`), then the other phases'."""
        phase = self.phase
        if phase == "play":
            return tricks.legal(self, self.game.play_options)
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

    def offered(self) -> tuple[str, ...]:
        """The words the seat to act is shown now, legal or not (a word not legal is refused with its
        article); the cards it may play are its hand."""
        phase = self.phase
        if phase == "auction":
            return self.auction.offered()
        if phase == "play":
            return tricks.offered(self, self.game.play_options, self.legal_actions())
        return self.legal_actions()  # the other phases offer exactly their legal words

    def is_action(self, text: str) -> bool:
        return text in WORDS or text in CARD_TEXTS

    def why_illegal(self, action: str) -> IllegalActionError:
        phase = self.phase
        is_card = action in CARD_TEXTS
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
                return illegal("3", N_("no tienes {card}"), card=c.spoken())
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
        return tricks.why_illegal(self, self.game.play_options, action)


    # -- applying -------------------------------------------------------------------------------
    def _apply(self, action: str) -> ZangaState:
        phase = self.phase
        if phase == "play":
            if action in CARD_TEXTS:
                return self._play(BY_TEXT[action], action)
            if action == "cinco":  # Art. 48
                return self._evolve(cinco=self.to_play, moves=(*self.moves, action))
            if action == "todas":  # Art. 49
                return self._evolve(todas=True, moves=(*self.moves, action))
            return self._claim(self.to_play % 2)
        if phase == "auction":
            if action.startswith(DISCARD):
                return self._discard(rules.card(action[len(DISCARD):]), action)
            return self._bid(action)
        if phase == "trump":
            trump = action[-1]
            out, estuche, leader = tricks.start(self, trump)
            return self._evolve(phase="play", trump=trump, out=out, estuche=estuche, leader=leader, to_play=leader,
                                moves=(*self.moves, action), speakers=(*self.speakers, self.auction.declarer))
        if phase == "todas":
            if action == "todas":
                return self._evolve(phase="play", todas=True, moves=(*self.moves, action))
            return self._evolve(moves=(*self.moves, action))._end_of_hand()
        if phase == "review":
            if action == "renuncio":
                return self._claim(self.review[0])
            nxt = self._evolve(review=self.review[1:], moves=(*self.moves, action))
            return nxt if nxt.review else nxt._end_of_hand()
        if phase == "deal":
            return self.game.deal_hand(self.seed, self.deals, self.hand_no + 1, self.dealer, self.ledger)
        raise AssertionError(phase)

    def _play(self, c: Card, action: str) -> ZangaState:
        """The card ``c`` played (:mod:`engine.rules.zanga.tricks`): laid on the trick, and the trick
        complete, closed; then the todas question (Art. 49), or after the last trick the review of
        renuncios (table mode) or the hand's end."""
        options = self.game.play_options
        hands, trick, renuncios, after = tricks.lay(self, options, c)
        moves = (*self.moves, action)
        if after >= 0:
            return self._evolve(hands=hands, trick=trick, to_play=after, moves=moves, renuncios=renuncios)
        done, won, winner, cinco_made, todas_made, then = tricks.close(self, options, trick)
        nxt = self._evolve(hands=hands, trick=(), tricks=done, won=won, leader=winner, to_play=winner, moves=moves,
                           renuncios=renuncios, cinco_made=cinco_made, todas_made=todas_made, phase=then or self.phase)
        if then:
            return nxt
        review = tricks.to_review(nxt, options)
        return nxt._evolve(phase="review", review=review) if review else nxt._end_of_hand()

    def _claim(self, side: int) -> ZangaState:
        """Arts. 29–35, 38: a renuncio claim by ``side``; the cards are shown and the tricks reviewed.
        Proven, the hand ends; unproven, it costs the claiming side (Art. 32)."""
        moves = (*self.moves, "renuncio")
        reviewed = tricks.reviewed(self, side)
        offenders = tricks.renuncios_against(self, side)
        if offenders:
            done = self._evolve(moves=moves, shown=True, reviewed=reviewed)
            return done._end_of_hand(offender=1 - side, renuncios=offenders)
        ledger, _item = false_claim(side, self.ledger, self.game.settlement_rules)
        review = self.review[1:] if self.phase == "review" else self.review
        nxt = self._evolve(moves=moves, shown=True, reviewed=reviewed, ledger=ledger, review=review)
        if self.phase == "review" and not review:
            return nxt._end_of_hand()
        return nxt

    def _end_of_hand(self, offender: int = -1, renuncios: Sequence[Renuncio] = ()) -> ZangaState:
        """The hand is settled (:func:`engine.rules.zanga.settlement.settle`); the partida goes on
        between hands, or is over."""
        game = self.game
        result = settle(tricks.facts(self, game.play_options, offender, renuncios), self.ledger,
                        game.settlement_rules)
        dealer = deal.next_dealer(self.table, game.options.art16, self.dealer, self.mano)
        return game.between_hands(self.seed, self.deals, self.hand_no, dealer, result.ledger, result)

    def _bid(self, word: str) -> ZangaState:
        auction, payments = self.auction.step(word, self.ledger)
        ledger = self.ledger
        for src, dst, amount in payments:
            ledger, _ = ledger.move(src, dst, amount)
        hands, zanga = self.hands, self.zanga
        if word == "zanga" and auction.stage == "descarte":  # six players: take the 4, discard 4 next
            pie = auction.declarer
            hands = replace_at(hands, pie, deck_order(self.hands[pie] + zanga))
            zanga = ()
        elif word == "zanga":  # Art. 21: the pie plays with the zanga cards; his own become the zanga
            pie = auction.declarer
            hands = replace_at(hands, pie, zanga)
            zanga = self.hands[pie]
        elif word == "propias":  # Art. 25: back to his own cards; the fianza is lost at once
            other = 1 - auction.declarer % 2
            ledger, _ = ledger.move(3, other, ledger.fianza_a)
            ledger, _ = ledger.move(4, other, ledger.fianza_b)
        phase = "trump" if auction.done else "auction"
        return self._evolve(auction=auction, ledger=ledger, hands=hands, zanga=zanga, phase=phase,
                            moves=(*self.moves, word), speakers=(*self.speakers, self.auction.speaker))

    def _discard(self, c: Card, action: str) -> ZangaState:
        """``six_dentro="descarte"``: the pie lays one of his cards face down as the zanga."""
        auction, _ = self.auction.step("descarte", self.ledger)
        pie = auction.declarer
        hands = replace_at(self.hands, pie, tuple(x for x in self.hands[pie] if x != c))
        zanga = deck_order((*self.zanga, c))
        phase = "trump" if auction.done else "auction"
        return self._evolve(auction=auction, hands=hands, zanga=zanga, phase=phase, moves=(*self.moves, action),
                            speakers=(*self.speakers, pie))

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

    # -- a table of cards (engine.rules.capabilities: CardTable, DealtCards) --------------------------
    def trick_in_play(self) -> tuple[tuple[int, Card], ...]:
        if self.phase not in IN_HAND:
            return ()
        return tuple(zip(self.seats_of(self.leader, len(self.trick)), self.trick, strict=True))

    def trick_leading(self) -> tuple[int, Card] | None:
        played = self.trick_in_play()
        return played[rules.trick_winner(self.trick, self.trump)] if played else None

    def tricks_taken(self) -> tuple[tuple[int, str], ...]:
        """Each trick with the card its winner played (the pie's zanga cards are his after dentro)."""
        won: list[tuple[int, str]] = []
        for _leader, cards, winner in self.tricks:
            mine = [c for c in cards if c in self.dealt[winner] or (c in self.zanga0 and winner == self.pie)]
            won += [(winner, rules.text(mine[0]))] if mine else []
        return tuple(won)

    def dealt_cards(self, pile: str = "") -> tuple[Card, ...]:
        """The hands as dealt and the zanga (``pile="zanga"``: the zanga alone), as the notation has them."""
        if self.phase not in IN_HAND:
            return ()
        if pile:
            return self.zanga0 if pile == "zanga" else ()
        return (*(card for hand in self.dealt for card in hand), *self.zanga0)

    def hand_settled(self, before: State) -> tuple[Payment, ...] | None:
        """The settlement's payments, when the move from ``before`` settled the hand (Arts. 40–64)."""
        result = self.result
        if result is None or (isinstance(before, ZangaState) and result is before.result):
            return None
        return tuple(result.items)

    def hands_at_play(self) -> Hands:
        """Each seat's cards as the first trick began (:func:`engine.rules.zanga.tricks.hands_at_play`)."""
        return tricks.hands_at_play(self)

    def could_take_all(self, side: int) -> bool:
        """Art. 30: whether ``side``'s cards, as play began, could have made every trick
        (:func:`engine.rules.zanga.tricks.could_take_all`)."""
        return tricks.could_take_all(self, self.game.play_options, side)


    # -- notation -------------------------------------------------------------------------------
    def notation(self) -> str:
        """See :mod:`engine.rules.zanga.notation`."""
        position: notation.Position
        if self.phase in ("deal", "over"):
            position = notation.Between(self.seed, self.deals, self.hand_no, self.dealer, self.ledger, self.result)
        else:
            position = notation.Dealt(self.seed, self.deals, self.hand_no, self.dealer, self.mano, self.start_ledger,
                                      self.dealt, self.zanga0, self.moves)
        return notation.write(position)

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
            lines.append(f"  {seat}{mark}: {notation.cards_text(self.hands[seat], ' ')}")
        if self.trump:
            lines.append(f"triunfos {self.trump}; bazas A {self.won[0]}, B {self.won[1]}; "
                         f"en la mesa: {notation.cards_text(self.trick, ' ') or '—'}")
        lines.append(f"juega {self.current_player}: {' '.join(self.legal_actions())}")
        return "\n".join(lines)


    # -- what a seat may see --------------------------------------------------------------------
    def observation(self, player: int | None) -> Observation:
        """What ``player`` may see (see :mod:`engine.rules.zanga.observation`); ``None``: nobody's seat, a
        teacher's view with every hand and the zanga face up."""
        to_act = self.current_player
        if player is None or player != to_act:
            return observe(self, player, self.game.options, to_act)
        return observe(self, player, self.game.options, to_act, self.legal_actions(), self.offered())


class Zanga(Game[ZangaState]):
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
    CONCEPTS = CONCEPTS

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        players = self.options.players
        if players not in (4, 6):
            raise OptionError(art("2"), Msg(N_("la zanga se juega entre 4 o entre 6, no entre {n}"), n=players))
        # A per-game fact here: the class default is the regulation's four players.
        self.num_players = players
        self.SEAT_NAMES: tuple[str, ...] = SEAT_NAMES[players]
        self.table = Seating.make(players, self.options.six_cinco if players == 6 else None)
        self.table_mode: bool = self.options.renuncio  # read on every move: kept as plain attributes
        self.art28: str = self.options.art28
        self.play_options = PlayOptions(table_mode=self.table_mode, art28=self.art28, art49=self.options.art49)
        self.settlement_rules = Rules(
            art25_sacada=self.options.art25_sacada,
            art25_puesta=self.options.art25_puesta,
            art47=self.options.art47,
            art61=self.options.art61,
            art64=self.options.art64,
            table=self.table,
        )

    def amount(self, n: int) -> Msg:
        return Plural("{n} piedra", "{n} piedras", n)

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
        return self.deal_hand(seed, 0, 1, dealer, Ledger.start())

    def shuffle(self, seed: int, number: int) -> list[Card]:
        """The cards of deal number ``number`` of the partida ``seed``, in dealing order."""
        return deal.shuffle(seed, number)

    def deal_cards(self, cards: Sequence[Card], dealer: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        """Art. 13 (see :func:`engine.rules.zanga.deal.deal_cards`)."""
        return deal.deal_cards(self.table, cards, dealer)

    def opening_mano(self, hands: Sequence[Iterable[Card]]) -> int | None:
        """Art. 16 (see :func:`engine.rules.zanga.deal.opening_mano`)."""
        return deal.opening_mano(hands)

    def deal_hand(self, seed: int, deals: int, hand_no: int, dealer: int, ledger: Ledger) -> ZangaState:
        """Hand number ``hand_no`` of the partida ``seed`` (``deals`` made before it), dealt by
        ``dealer`` (:func:`engine.rules.zanga.deal.deal_hand`: Art. 16 for the first hand, Z1,
        Art. 17 afterwards), the stones being ``ledger``."""
        by_cards = hand_no == 1 or self.options.art16 == "cada_mano"
        dealt = deal.deal_hand(self.table, seed, deals, dealer, by_cards)
        return self.start_hand(dealt.hands, dealt.zanga, seed=seed, deals=dealt.deals, hand_no=hand_no,
                               dealer=dealer, mano=dealt.mano, ledger=ledger, ordered=True)

    def start_hand(self, hands: Sequence[Sequence[Card]], zanga: Sequence[Card], *, seed: int = 0, deals: int = 1,
                   hand_no: int = 1, dealer: int | None = None, mano: int = 0,
                   ledger: Ledger | None = None, stake: bool = True, ordered: bool = False) -> ZangaState:
        """A hand about to be bid, from the cards each seat holds (scenarios and bots use this).

        The mano's 4 stones go in the pot at once (Arts. 19, 40: or all his side has). ``ordered``:
        the hands and the zanga are tuples in deck order already (as :meth:`deal_cards` makes them).
        """
        table = self.table
        if dealer is None:
            dealer = (mano - 1) % table.players
        start = ledger if ledger is not None else Ledger.start()
        now = start.move(mano % 2, POT, MANO_STAKE)[0] if stake else start
        auction = Auction.start(table, mano, art20=self.options.art20, art26=self.options.art26,
                                dentro=table.players == 4 or self.options.six_dentro == "descarte")
        if ordered:
            dealt, zanga0 = tuple(tuple(h) for h in hands), tuple(zanga)
        else:
            dealt, zanga0 = tuple(deck_order(h) for h in hands), deck_order(zanga)
        return ZangaState._make(
            game=self, table=table, seed=seed, deals=deals, hand_no=hand_no, dealer=dealer, mano=mano, ledger=now,
            start_ledger=start, dealt=dealt, zanga0=zanga0, moves=(), speakers=(), result=None,
            phase="auction", auction=auction, hands=dealt, zanga=zanga0, trump="", out=(), trick=(),
            leader=mano, to_play=mano, tricks=(), won=(0, 0), estuche=-1, cinco=-1, cinco_made=None,
            todas=False, todas_made=None, renuncios=(), reviewed=(0, 0), shown=False, review=(),
        )

    def between_hands(self, seed: int, deals: int, hand_no: int, dealer: int, ledger: Ledger,
                      result: Settlement | None) -> ZangaState:
        """The state between two hands (after hand ``hand_no``, settled as ``result``), ``dealer``
        to deal the next, or the partida over (Art. 11): only the stones, the counters and the last
        result remain."""
        empty = ((),) * self.table.players
        state = self.start_hand(empty, (), seed=seed, deals=deals, hand_no=hand_no, dealer=dealer,
                                mano=self.table.next(dealer), ledger=ledger, stake=False)
        phase = "over" if ledger.winner() is not None else "deal"
        return state._evolve(phase=phase, result=result)


    # -- notation -------------------------------------------------------------------------------
    def from_notation(self, text: str) -> ZangaState:
        """The state whose :meth:`ZangaState.notation` is ``text`` (see :mod:`engine.rules.zanga.notation`);
        :class:`~engine.rules.errors.NotationError` if the text is not one (bad fields, cards missing
        or repeated, stones not adding up to 32, or a move that is not legal where it stands)."""
        position = notation.read(text, self.table)
        if isinstance(position, notation.Between):
            return self.between_hands(position.seed, position.deals, position.hand_no, position.dealer,
                                      position.ledger, position.result)
        state = self.start_hand(position.hands, position.zanga, seed=position.seed, deals=position.deals,
                                hand_no=position.hand_no, dealer=position.dealer, mano=position.mano,
                                ledger=position.ledger)
        for number, move in enumerate(position.moves, start=1):
            if state.phase in ("deal", "over"):
                raise notation.bad(text)
            try:
                state = state.apply(move)
            except ValueError as err:
                raise notation.bad_move(number, move, err) from err
        return state

