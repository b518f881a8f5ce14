"""La Zanga's play: the eight tricks, the cinco and todas, renuncios and their claims, and the hand's
end (Arts. 27–38, 48–50): :class:`PlayPhase`, the moves of :class:`~engine.rules.zanga.game.ZangaState`
once trumps are named.

Table mode (``renuncio=True``): any card in the hand may be played, as at a real table; a card that
breaks Arts. 27–28 is a *renuncio* the other side may claim with ``renuncio`` on its turn (Arts.
29–35, 38), whenever an opponent has failed to follow suit since its last claim. A proven renuncio
of a matador pays 4 in all, not 2, when the injured side's cards could have made every trick (Art.
30; :meth:`PlayPhase.could_take_all`). Without table mode the engine refuses such a card, naming
the article.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from ..cards import TEXT, Card, deck_order
from . import rules
from .base import HandState

if TYPE_CHECKING:
    from .game import ZangaState
from .settlement import Facts, false_claim, settle
from .todas import can_take_all


@lru_cache(maxsize=16)
def _could_take_all(hands: tuple[tuple[Card, ...], ...], first: int, trump: str, side: int,
                    out: tuple[int, ...], rule28: str) -> bool:
    """:func:`~engine.rules.zanga.todas.can_take_all`, searched once per claim: the claim's state is made
    again to show it (its trace, each frame of its settlement), and each time asks the same question."""
    return can_take_all(hands, first, trump, side, out=out, rule28=rule28)


def replace_at(hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with seat ``seat``'s replaced by ``hand``."""
    return (*hands[:seat], hand, *hands[seat + 1:])


class PlayPhase(HandState):
    """The moves of the play, the review and the hand's end."""

    def _compute_legal(self) -> tuple[str, ...]:
        """The play phase's actions: the cards the seat may play (any card in table mode), then the
        calls open to it. The other phases' are :meth:`~engine.rules.zanga.game.ZangaState._phase_legal`
        (the play's come first: most states of a hand are in it)."""
        if self.phase != "play":
            return self._phase_legal()
        seat = self.to_play
        hand = self.hands[seat]
        cards = hand if self.game.table_mode else rules.legal_plays(hand, self.trick, self.trump, self.game.art28)
        texts = TEXT
        actions = [texts[c] for c in cards]
        if self._may_call_cinco():
            actions.append("cinco")
        if self._may_call_todas():
            actions.append("todas")
        if self._may_claim(seat % 2):
            actions.append("renuncio")
        return tuple(actions)

    if TYPE_CHECKING:  # the game's class has the other phases' moves
        def _phase_legal(self) -> tuple[str, ...]: ...

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
        for leader, cards, _winner in (*self.tricks, (self.leader, self.trick, -1)):
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
    def _play_card(self, c: Card, action: str) -> ZangaState:
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
                renuncios = (*renuncios, (seat, len(self.tricks), with_matador))
        i = hand.index(c)
        hands = replace_at(self.hands, seat, hand[:i] + hand[i + 1:])
        trick = (*self.trick, c)
        moves = (*self.moves, action)
        if len(trick) < self.table.players - len(self.out):
            return self._evolve(hands=hands, trick=trick, to_play=self._next_active(seat), moves=moves,
                                renuncios=renuncios)
        # The trick is complete: its winner leads the next (the highest trump, else the highest of the suit led).
        pos = rules.trick_winner(trick, self.trump)
        winner = self.leader
        for _ in range(pos):
            winner = self._next_active(winner)
        tricks = (*self.tricks, (self.leader, trick, winner))
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
        moves = (*self.moves, "renuncio")
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

    def hands_at_play(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as the first trick began: its cards now and those it has played (after
        dentro, the pie's are the zanga's; a solo player's partner holds none)."""
        played: list[list[Card]] = [[] for _ in range(self.table.players)]
        for leader, cards, _winner in (*self.tricks, (self.leader, self.trick, -1)):
            seat = leader
            for c in cards:
                played[seat].append(c)
                seat = self._next_active(seat)
        return tuple(deck_order(self.hands[s] + tuple(played[s])) if s not in self.out else ()
                     for s in range(self.table.players))

    def could_take_all(self, side: int) -> bool:
        """Art. 30: whether ``side``'s cards, as play began, could have made every trick (with every
        hand face up, both sides playing by Arts. 27–28; see :mod:`engine.rules.zanga.todas`)."""
        first = self.tricks[0][0] if self.tricks else self.leader
        return _could_take_all(self.hands_at_play(), first, self.trump, side, self.out, self.game.art28)

