"""La Zanga's tricks: the naming of trumps, the eight tricks, the cinco and todas, renuncios and their
claims, and the facts the hand's settlement reads (Arts. 22, 27–38, 48–51, 58), as functions over the
hand's record (:class:`~engine.rules.zanga.hand.Hand`) that return the new data a move makes (the
state of :mod:`engine.rules.zanga.game` puts it together).

Table mode (``renuncio=True``): any card in the hand may be played, as at a real table; a card that
breaks Arts. 27–28 is a *renuncio* the other side may claim with ``renuncio`` on its turn (Arts.
29–35, 38), whenever an opponent has failed to follow suit since its last claim. A proven renuncio
of a matador pays 4 in all, not 2, when the injured side's cards could have made every trick (Art.
30; :func:`could_take_all`). Without table mode the engine refuses such a card, naming the article.

>>> import engine
>>> state = engine.load("zanga").new_state(seed=3).apply("juego").apply("juego").apply("juego")
>>> options = state.game.play_options
>>> start(state, "o")   # nobody sits out, no side holds the estuche, the mano leads
((), -1, 3)
>>> legal(state.apply("triunfo:o"), options)[:3]
('4o', '7o', '1c')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.i18n import N_

from ..cards import TEXT, Card, deck_order, suit_name
from ..errors import IllegalActionError
from . import rules
from .actions import CARD_TEXTS
from .hand import Hand, Hands, Renuncio, Trick, replace_at
from .refs import illegal
from .settlement import Facts
from .todas import can_take_all


@dataclass(frozen=True)
class PlayOptions:
    """The options the play reads on every move (the game makes it once)."""

    table_mode: bool = False  # ``renuncio``: any card may be played, a renuncio is claimed
    art28: str = "salida"  # which card forces a matador (Art. 28)
    art49: str = "plantarse"  # after a cinco made: the hand ends unless todas is said (Art. 49)


# -- naming the trumps ----------------------------------------------------------------------------


def start(hand: Hand, trump: str) -> tuple[tuple[int, ...], int, int]:
    """Art. 22: the *nombrado* names ``trump``. The seats that sit out (a solo player's partners,
    Art. 58), the side whose playing hands hold the estuche as play begins (Art. 51, Z12; -1:
    neither) and the leader: the mano, or the next seat to his right that plays."""
    auction = hand.auction
    table = hand.table
    out = table.partners(auction.declarer) if auction.solo else ()
    estuche = -1
    for side in (0, 1):
        seats = [s for s in range(table.players) if s % 2 == side and s not in out]
        if rules.estuche_holders([hand.hands[s] for s in seats], trump):
            estuche = side
    leader = hand.mano
    while leader in out:  # the mano sits out: the next active player to his right leads
        leader = table.next(leader)
    return out, estuche, leader


# -- what may be played and said ------------------------------------------------------------------


def legal(hand: Hand, options: PlayOptions) -> tuple[str, ...]:
    """The play's actions: the cards the seat may play (any card in table mode), then the calls
    open to it."""
    seat = hand.to_play
    held = hand.hands[seat]
    playable = held if options.table_mode else rules.legal_plays(held, hand.trick, hand.trump, options.art28)
    texts = TEXT
    actions = [texts[c] for c in playable]
    if may_call_cinco(hand):
        actions.append("cinco")
    if may_call_todas(hand, options):
        actions.append("todas")
    if may_claim(hand, options, seat % 2):
        actions.append("renuncio")
    return tuple(actions)


def offered(hand: Hand, options: PlayOptions, legal_now: Sequence[str]) -> tuple[str, ...]:
    """The words the seat to play is shown (``legal_now``: its legal actions), legal or not: the
    cinco when it is due (refused with Art. 48 if not his to call), renuncio in table mode."""
    words: list[str] = [w for w in ("cinco", "todas") if w in legal_now]
    cinco_due = not hand.trick and len(hand.tricks) == hand.table.cinco_after
    if cinco_due and "cinco" not in words and hand.cinco < 0:
        words.insert(0, "cinco")
    if options.table_mode:
        words.append("renuncio")
    return tuple(words)


def may_call_cinco(hand: Hand) -> bool:
    """Art. 48 (Z10): the winner of trick 2, his side having won tricks 1 and 2, before leading 3."""
    return (
        hand.cinco < 0
        and not hand.trick
        and len(hand.tricks) == hand.table.cinco_after
        and len({t[2] % 2 for t in hand.tricks}) == 1
    )


def may_call_todas(hand: Hand, options: PlayOptions) -> bool:
    """Art. 49 with ``art49="jugar"``: after the cinco made, before leading the next trick."""
    return (
        hand.cinco_made is True
        and options.art49 == "jugar"
        and not hand.todas
        and not hand.trick
        and len(hand.tricks) == hand.table.cinco_run
    )


def cards_played(hand: Hand) -> int:
    """The cards played in the hand so far."""
    return sum(len(played) for _leader, played, _winner in hand.tricks) + len(hand.trick)


def off_suit_plays(hand: Hand, side: int, since: int = 0) -> bool:
    """Whether a player of ``side`` has played a card not of the suit led (among the hand's cards
    from number ``since`` on): a renuncio is possible (Art. 38), and this much everyone at the
    table can see."""
    trump = hand.trump
    table, out = hand.table, hand.out
    number = 0
    for leader, played, _winner in (*hand.tricks, (hand.leader, hand.trick, -1)):
        if not played:
            continue
        led = rules.suit_of(played[0], trump)
        seat = leader
        for pos, c in enumerate(played):
            if pos and number >= since and seat % 2 == side and rules.suit_of(c, trump) != led:
                return True
            seat = table.next_playing(seat, out)
            number += 1
    return False


def may_claim(hand: Hand, options: PlayOptions, side: int) -> bool:
    """Arts. 32, 35, 38: a side may claim whenever an opponent has not followed suit since its
    last claim (what came before was reviewed then); the Reglamento sets no other limit."""
    return options.table_mode and off_suit_plays(hand, 1 - side, since=hand.reviewed[side])


def why_illegal(hand: Hand, options: PlayOptions, action: str) -> IllegalActionError:
    """The article that forbids ``action`` to the seat to play (``action``: a card or a call)."""
    seat = hand.to_play
    if action in CARD_TEXTS:
        c = rules.card(action)
        if c not in hand.hands[seat]:
            return illegal("3", N_("no tienes {card}"), card=c.spoken())
        led = rules.suit_of(hand.trick[0], hand.trump)
        if led == hand.trump:
            return illegal("28", N_("hay arrastre: debes servir triunfo (los matadores solo cuando los "
                                    "obliga uno mayor)"))
        return illegal("27", N_("debes servir al palo de {suit}"), suit=suit_name(led))
    if action == "cinco":
        return illegal("48", N_("solo pide cinco quien ganó la segunda baza, si su pareja ganó las dos "
                                "primeras, antes de salir a la tercera"))
    if action in ("todas", "planto"):
        return illegal("49", N_("solo va a todas quien hizo la quinta baza después de pedir y hacer cinco"))
    if action == "renuncio":
        if not options.table_mode:
            return illegal("29", N_("el renuncio solo se reclama en el modo de mesa, donde se pueden jugar "
                                    "cartas ilegales"))
        if off_suit_plays(hand, 1 - seat % 2):
            return illegal("38", N_("desde vuestra última petición nadie de la otra pareja ha dejado de servir: "
                                    "lo anterior ya se revisó"))
        return illegal("38", N_("no hay renuncio posible: nadie de la otra pareja ha dejado de servir"))
    return illegal("22", N_("ahora se juegan cartas"))


# -- moves ----------------------------------------------------------------------------------------


def lay(hand: Hand, options: PlayOptions, c: Card) -> tuple[Hands, tuple[Card, ...], tuple[Renuncio, ...], int]:
    """The seat to play lays ``c`` on the trick: each seat's cards after it, the trick, the
    renuncios (one more if ``c`` broke Arts. 27–28, table mode) and the seat to play next (-1: the
    trick holds a card of every seat that plays, :func:`close` it)."""
    seat = hand.to_play
    held = hand.hands[seat]
    renuncios = hand.renuncios
    if options.table_mode:
        allowed = rules.legal_plays(held, hand.trick, hand.trump, options.art28)
        if c not in allowed:
            # Art. 30, "renuncio … de una de las piezas de estuche": the card withheld was a
            # matador, that is only matadores could answer (Art. 28). Playing a matador where it
            # was not allowed is an ordinary renuncio: what was owed was another card.
            with_matador = all(rules.is_matador(x, hand.trump) for x in allowed)
            renuncios = (*renuncios, (seat, len(hand.tricks), with_matador))
    i = held.index(c)
    trick = (*hand.trick, c)
    table, out = hand.table, hand.out
    after = table.next_playing(seat, out) if len(trick) < table.players - len(out) else -1
    return replace_at(hand.hands, seat, held[:i] + held[i + 1:]), trick, renuncios, after


def close(hand: Hand, options: PlayOptions, trick: tuple[Card, ...]) -> tuple[
        tuple[Trick, ...], tuple[int, int], int, bool | None, bool | None, str]:
    """The complete ``trick`` goes to its winner (the highest trump, else the highest of the suit
    led), who leads the next: the tricks played, the tricks per side, the winner, whether the cinco
    and todas are made (``None``: not yet known, or not called), and what follows: ``"play"`` the
    next trick, ``"todas"`` the question of Art. 49 (the cinco made, todas not said, with
    ``art49="plantarse"``), ``""`` nothing: the last trick is played."""
    table, out = hand.table, hand.out
    pos = rules.trick_winner(trick, hand.trump)
    winner = hand.leader
    for _ in range(pos):
        winner = table.next_playing(winner, out)
    tricks = (*hand.tricks, (hand.leader, trick, winner))
    side = winner % 2
    won = (hand.won[0] + (side == 0), hand.won[1] + (side == 1))
    cinco_made, todas_made = hand.cinco_made, hand.todas_made
    if hand.cinco >= 0 and cinco_made is None:
        if side != hand.cinco % 2:
            cinco_made = False
        elif len(tricks) == table.cinco_run:
            cinco_made = True
    if hand.todas and todas_made is None:
        if side != hand.cinco % 2:
            todas_made = False
        elif len(tricks) == table.hand_size:
            todas_made = True
    if len(tricks) == table.hand_size:
        then = ""
    elif cinco_made and not hand.todas and len(tricks) == table.cinco_run and options.art49 == "plantarse":
        then = "todas"
    else:
        then = "play"
    return tricks, won, winner, cinco_made, todas_made, then


def to_review(hand: Hand, options: PlayOptions) -> tuple[int, ...]:
    """After the last trick (table mode): the sides that may still claim a renuncio, the mano's
    first (Art. 35); none: the hand is settled."""
    if not options.table_mode:
        return ()
    return tuple(side for side in (hand.mano % 2, 1 - hand.mano % 2) if may_claim(hand, options, side))


def reviewed(hand: Hand, side: int) -> tuple[int, int]:
    """Arts. 32, 38: ``side`` claims a renuncio now; what has been played is reviewed."""
    played = cards_played(hand)
    return (played, hand.reviewed[1]) if side == 0 else (hand.reviewed[0], played)


def renuncios_against(hand: Hand, side: int) -> tuple[Renuncio, ...]:
    """The renuncios of the side opposing ``side``: what a claim by ``side`` proves (Art. 29)."""
    return tuple(r for r in hand.renuncios if r[0] % 2 != side)


# -- the hand's end -------------------------------------------------------------------------------


def facts(hand: Hand, options: PlayOptions, offender: int = -1, renuncios: Sequence[Renuncio] = ()) -> Facts:
    """What the settlement reads of the hand (:func:`~engine.rules.zanga.settlement.settle`):
    ``offender`` is the side whose ``renuncios`` a claim proved (-1: none)."""
    auction = hand.auction
    return Facts(
        declarer=auction.declarer % 2,
        tricks=hand.won,
        solo=auction.solo,
        dentro=auction.dentro,
        played=len(hand.tricks),
        estuche=hand.estuche,
        cinco=hand.cinco % 2 if hand.cinco >= 0 else -1,
        cinco_made=hand.cinco_made,
        todas=hand.todas,
        todas_made=hand.todas_made,
        offender=offender,
        renuncios=len(renuncios),
        matador_renuncios=sum(1 for r in renuncios if r[2]),
        sweep=offender >= 0 and any(r[2] for r in renuncios) and could_take_all(hand, options, 1 - offender),
    )


def hands_at_play(hand: Hand) -> Hands:
    """Each seat's cards as the first trick began: its cards now and those it has played (after
    dentro, the pie's are the zanga's; a solo player's partner holds none)."""
    table, out = hand.table, hand.out
    played: list[list[Card]] = [[] for _ in range(table.players)]
    for leader, trick, _winner in (*hand.tricks, (hand.leader, hand.trick, -1)):
        seat = leader
        for c in trick:
            played[seat].append(c)
            seat = table.next_playing(seat, out)
    return tuple(deck_order(hand.hands[s] + tuple(played[s])) if s not in out else ()
                 for s in range(table.players))


def could_take_all(hand: Hand, options: PlayOptions, side: int) -> bool:
    """Art. 30: whether ``side``'s cards, as play began, could have made every trick (with every
    hand face up, both sides playing by Arts. 27–28; see :mod:`engine.rules.zanga.todas`)."""
    first = hand.tricks[0][0] if hand.tricks else hand.leader
    return searched(hands_at_play(hand), first, hand.trump, side, hand.out, options.art28)


@lru_cache(maxsize=16)
def searched(hands: Hands, first: int, trump: str, side: int, out: tuple[int, ...], rule28: str) -> bool:
    """:func:`~engine.rules.zanga.todas.can_take_all`, searched once per claim: the claim's state is made
    again to show it (its trace, each frame of its settlement), and each time asks the same question."""
    return can_take_all(hands, first, trump, side, out=out, rule28=rule28)
