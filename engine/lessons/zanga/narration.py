"""La Zanga in words: what each move did, said from what one seat may see, and how an action reads.

:func:`describe` is the game's narrator (the table of :mod:`engine.lessons.narration` points here): from the
state before a move, the move and the state after it, the sentences that say it in the words of the
Reglamento ("Sur dice juego", "Norte manda solo a Sur", "Oeste gana la baza 3 con el caballo de
oros", "La pareja B pone 8 piedras en el fondo: puesta (Art. 44 y Art. 46)"). Everything said at the
table is public, and so is every card played and every stone paid; what is not public is never said:
a hand, the zanga, and the card a six-player pie discards (only he knows which).

The settlement is read as the engine made it (:attr:`ZangaState.result`): each payment with the
article the settlement gives it (:attr:`engine.rules.zanga.settlement.Item.articles`), then where the
stones are.

:func:`spoken` is how an action reads anywhere the reader sees one (a solution, a move list, a
refusal): "el dos de espadas", "triunfos: copas", "mandar solo", never the notation.

>>> import engine
>>> s = engine.load("zanga").new_state(seed=3)
>>> [m.text("es") for m in describe(s, "juego", s.apply("juego"), 0)]
['Oeste dice juego.']
>>> s = s.apply("juego").apply("juego").apply("juego")
>>> [m.text("en") for m in describe(s, "triunfo:o", s.apply("triunfo:o"), 0)]
['West names the trumps: coins.']
"""

from __future__ import annotations

from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.rules.cards import Card, suit_name
from engine.rules.core import State
from engine.rules.zanga import rules
from engine.rules.zanga.actions import CARD_TEXTS
from engine.rules.zanga.game import DISCARD, HIDDEN_DISCARD, ZangaState
from engine.rules.zanga.hand import Trick
from engine.rules.zanga.refs import art
from engine.rules.zanga.seating import MANO_STAKE
from engine.rules.zanga.settlement import CONCEPTS, OUTCOMES, Item, Settlement
from engine.rules.zanga.stones import FIANZA_A, FIANZA_B, POT, Ledger

from ..narration import legal_explained, sentences, series

#: The side accounts of the ledger by letter, as the settlement names them.
SIDE_LETTERS = ("A", "B")

#: How each word reads when a reader sees it (a button, a solution, the move list): lower case, so
#: that it can stand inside a sentence; a button capitalises it (:func:`label`).
WORDS: dict[str, str] = {
    "juego": N_("juego"),
    "paso": N_("paso"),
    "solo": N_("solo"),
    "mandar": N_("mandar solo"),
    "no": N_("no voy solo"),
    "dentro": N_("dentro: ver la zanga"),
    "zanga": N_("jugar con la zanga"),
    "propias": N_("jugar con las mías"),
    HIDDEN_DISCARD: N_("descartar una carta"),
    "triunfo:o": N_("triunfos: oros"),
    "triunfo:c": N_("triunfos: copas"),
    "triunfo:e": N_("triunfos: espadas"),
    "triunfo:b": N_("triunfos: bastos"),
    "cinco": N_("pido cinco"),
    "todas": N_("voy a todas"),
    "planto": N_("me planto"),
    "renuncio": N_("¡renuncio!"),
    "conforme": N_("conforme"),
    "repartir": N_("repartir"),
}

# -- names -------------------------------------------------------------------------------------------


def seat_msg(game: Any, seat: int) -> Msg:
    return Msg(game.SEAT_NAMES[seat])


def pair_names(game: Any, side: int) -> Msg:
    """The seats of a pair (or trio): ``Sur y Norte``."""
    seats = [seat_msg(game, s) for s in range(side, game.table.players, 2)]
    if len(seats) == 2:
        return Msg(N_("{a} y {b}"), a=seats[0], b=seats[1])
    return Msg(N_("{a}, {b} y {c}"), a=seats[0], b=seats[1], c=seats[2])


def spoken(action: str) -> Msg:
    """An action as a reader says it: a card with its article, a word of the auction, the trumps.

    >>> [spoken(a).text("es") for a in ("2e", "triunfo:c", "mandar", "10o", "descarte:7o")]
    ['el dos de espadas', 'triunfos: copas', 'mandar solo', 'la sota de oros', 'descartar el siete de oros']
    >>> spoken("11o").text("en")
    'the knight of coins'
    """
    if action.startswith(DISCARD):
        return Msg(N_("descartar {card}"), card=_card(action[len(DISCARD):]).spoken())
    if action in WORDS:
        return Msg(WORDS[action])
    return _card(action).spoken()


def label(action: str, lang: str) -> str:
    """:func:`spoken` as a button says it, with a capital: ``Mandar solo``, ``¡Renuncio!``."""
    text = spoken(action).text(lang)
    first = next((i for i, ch in enumerate(text) if ch.isalpha()), 0)
    return text[:first] + text[first:first + 1].upper() + text[first + 1:]


def _card(text: str) -> Card:
    return rules.card(text)


def articles(*numbers: str) -> Msg:
    """``Art. 44 y Art. 46``: the articles a sentence cites."""
    labels = [art(n).label() for n in numbers]
    if not labels:
        raise ValueError("a payment without its article")
    if len(labels) == 1:
        return labels[0]
    if len(labels) == 2:
        return Msg(N_("{a} y {b}"), a=labels[0], b=labels[1])
    return Msg(N_("{a}, {b} y {c}"), a=labels[0], b=labels[1], c=articles(*numbers[2:]))


def _side(side: int) -> str:
    return SIDE_LETTERS[side]


# -- the narrator ------------------------------------------------------------------------------------

IN_HAND = ("auction", "trump", "play", "todas", "review")


def ends_hand(before: ZangaState, after: ZangaState) -> bool:
    """Whether the move from ``before`` to ``after`` ended a hand: it was settled."""
    return before.phase in IN_HAND and after.phase not in IN_HAND


def describe(before: State, action: str, after: State, viewer: int | None) -> tuple[Msg, ...]:
    """The sentences that say the move ``action`` (from ``before`` to ``after``) as ``viewer`` saw
    it (``None``: everything, as with every hand face up)."""
    if not isinstance(before, ZangaState) or not isinstance(after, ZangaState):
        raise TypeError("the La Zanga narrator describes La Zanga states")
    seat = before.current_player
    said = [*_move(before, seat, action, after, viewer)]
    if ends_hand(before, after):
        assert after.result is not None
        said += settlement(before, after.result, after)
    return tuple(said)


def _move(before: ZangaState, seat: int, action: str, after: ZangaState, viewer: int | None) -> list[Msg]:
    game = before.game
    who = seat_msg(game, seat)
    if action.startswith(DISCARD):
        if viewer is None or viewer == seat:
            return [Msg(N_("{seat} descarta {card}."), seat=who, card=_card(action[len(DISCARD):]).spoken())]
        return [Msg(N_("{seat} descarta una carta."), seat=who)]
    if action.startswith("triunfo:"):
        said = [Msg(N_("{seat} nombra los triunfos: {suit}."), seat=who, suit=suit_name(action[-1]))]
        for partner in after.out:
            said.append(Msg(N_("{seat} deja sus cartas sobre la zanga (Art. 58)."), seat=seat_msg(game, partner)))
        return said
    if before.phase == "auction":
        return _bid(before, seat, action, after)
    if before.phase == "deal":  # repartir
        return [Msg(N_("{seat} reparte la mano {n}."), seat=who, n=after.hand_no),
                mano_stake(game, after.mano, after.ledger.pot - before.ledger.pot)]
    if action == "cinco":
        return [Msg(N_("{seat} pide cinco (Art. 48)."), seat=who)]
    if action == "todas":
        return [Msg(N_("{seat} va a todas (Art. 49)."), seat=who)]
    if action == "planto":
        return [Msg(N_("{seat} se planta (Art. 49)."), seat=who)]
    if action == "conforme":
        return [Msg(N_("{seat} está conforme: no reclama renuncio."), seat=who)]
    if action == "renuncio":
        return [Msg(N_("{seat} reclama renuncio (Art. 29)."), seat=who), *_false_claim(before, seat, after)]
    c = rules.card(action)
    said = [Msg(N_("{seat} juega {card}."), seat=who, card=c.spoken())]
    trick = _completed_trick(before, c, after)
    if trick is not None:
        leader, cards, winner = trick
        order = before.seats_of(leader, len(cards))
        said.append(Msg(N_("{seat} gana la baza {n} con {card}."), seat=seat_msg(game, winner),
                        n=len(before.tricks) + 1, card=cards[order.index(winner)].spoken()))
    return said


def mano_stake(game: Any, mano: int, stake: int) -> Msg:
    """The mano's stones, in the pot as the cards are dealt (Art. 19; Art. 40: or all his side has)."""
    cited = articles("19") if stake == MANO_STAKE else articles("19", "40")
    return Plural("{seat} es mano: pone {n} piedra en el fondo ({rule}).",
                  "{seat} es mano: pone {n} piedras en el fondo ({rule}).", stake,
                  seat=seat_msg(game, mano), rule=cited)


def _bid(before: ZangaState, seat: int, word: str, after: ZangaState) -> list[Msg]:
    """A word of the auction, with the stones it costs (Arts. 18–26, 41, 54)."""
    game = before.game
    who = seat_msg(game, seat)
    auction = before.auction
    side = seat % 2
    paid = before.ledger[side] - after.ledger[side]
    if word == "juego":
        if auction.stage == "after":
            return [Msg(N_("{seat} dice juego: deja jugar a {declarer}."), seat=who,
                        declarer=seat_msg(game, auction.declarer))]
        return [Msg(N_("{seat} dice juego."), seat=who)]
    if word == "paso":
        if paid:
            return [Plural("{seat} pasa y pone {n} piedra en el fondo (Art. 41).",
                           "{seat} pasa y pone {n} piedras en el fondo (Art. 41).", paid, seat=who)]
        return [Msg(N_("{seat} pasa."), seat=who)]
    if word == "solo":
        if auction.stage == "answer":
            return [Msg(N_("{seat} acepta: va solo (Art. 26)."), seat=who)]
        return [Msg(N_("{seat} va solo (Art. 54)."), seat=who)]
    if word == "mandar":
        return [Msg(N_("{seat} manda solo a {declarer} (Art. 20)."), seat=who,
                    declarer=seat_msg(game, auction.declarer))]
    if word == "no":
        return [Msg(N_("{seat} no va solo: va solo {orderer} (Art. 26)."), seat=who,
                    orderer=seat_msg(game, after.auction.declarer))]
    if word == "dentro":
        other = 1 - side
        theirs = before.ledger[other] - after.ledger[other]
        return [Msg(N_("{seat} va dentro a ver la zanga: su pareja pone 1 piedra en el fondo y 2 en la fianza "
                       "(Art. 21 y Art. 23)."), seat=who),
                Plural("La pareja {letter} pone {n} piedra en la fianza (Art. 24).",
                       "La pareja {letter} pone {n} piedras en la fianza (Art. 24).", theirs,
                       letter=_side(other))]
    if word == "zanga":
        return [Msg(N_("{seat} juega con las cartas de la zanga (Art. 21)."), seat=who)]
    if word == "propias":
        other = 1 - side
        gained = after.ledger[other] - before.ledger[other]
        return [Msg(N_("{seat} vuelve a sus cartas (Art. 25)."), seat=who),
                Plural("La pareja {letter} se queda la fianza: {n} piedra.",
                       "La pareja {letter} se queda la fianza: {n} piedras.", gained, letter=_side(other))]
    raise ValueError(f"no words for the La Zanga action {word!r}")


def _false_claim(before: ZangaState, seat: int, after: ZangaState) -> list[Msg]:
    """Art. 32: an unfounded renuncio claim costs the claiming side (shown once the cards are)."""
    claimer = seat % 2
    ledger = after.ledger if after.phase in IN_HAND else base(after.result) if after.result else after.ledger
    paid = before.ledger[claimer] - ledger[claimer]
    if paid <= 0:
        return []
    return [Plural("No había renuncio: la pareja {src} paga {n} piedra a la pareja {dst} (Art. 32).",
                   "No había renuncio: la pareja {src} paga {n} piedras a la pareja {dst} (Art. 32).",
                   paid, src=_side(claimer), dst=_side(1 - claimer))]


def _completed_trick(before: ZangaState, c: Card, after: ZangaState) -> Trick | None:
    """The trick card ``c`` completes, as ``(leader, cards, winner)``: the engine's last trick, or
    (when it also ended the hand) the trick the engine settled, read from the cards on the table."""
    if after.phase in IN_HAND:
        if len(after.tricks) > len(before.tricks):
            return after.tricks[-1]
        return None
    cards = (*before.trick, c)
    if len(cards) < before.table.players - len(before.out):
        return None
    order = before.seats_of(before.leader, len(cards))
    return before.leader, cards, order[rules.trick_winner(cards, before.trump)]


# -- the settlement ----------------------------------------------------------------------------------


def hand_payments(state: ZangaState) -> list[Msg]:
    """The stones paid so far in the hand under way, as the narrator says them: the mano's stake,
    then each word or claim that cost stones. Public: everyone sees the stones move."""
    if state.phase in ("deal", "over"):
        return []
    game = state.game
    replay = game.start_hand(state.dealt, state.zanga0, seed=state.seed, deals=state.deals,
                             hand_no=state.hand_no, dealer=state.dealer, mano=state.mano,
                             ledger=state.start_ledger)
    found = []
    if replay.ledger != state.start_ledger:
        found.append(mano_stake(game, state.mano, replay.ledger.pot - state.start_ledger.pot))
    for move in state.moves:
        nxt = replay.apply(move)
        if nxt.ledger != replay.ledger and nxt.phase not in ("deal", "over"):
            found += describe(replay, move, nxt, None)  # a paying move is public (never a discard)
        replay = nxt
    return found


def base(result: Settlement) -> Ledger:
    """The stones just before the settlement (its payments undone)."""
    values = list(result.ledger)
    for _c, src, dst, moved in result.items:
        values[src] += moved
        values[dst] -= moved
    return Ledger(*values)


def payment(item: Item) -> Msg:
    """One payment of a settlement as a sentence, with its article (as the settlement gives it)."""
    concept, src, dst, moved = item
    why = Msg(CONCEPTS[concept])
    cited = articles(*item.articles)
    if src in (0, 1) and dst == POT:
        return Plural("La pareja {src} pone {n} piedra en el fondo: {why} ({rule}).",
                      "La pareja {src} pone {n} piedras en el fondo: {why} ({rule}).", moved,
                      src=_side(src), why=why, rule=cited)
    if src == POT and dst in (0, 1):
        return Plural("La pareja {dst} cobra {n} piedra del fondo: {why} ({rule}).",
                      "La pareja {dst} cobra {n} piedras del fondo: {why} ({rule}).", moved,
                      dst=_side(dst), why=why, rule=cited)
    if src in (FIANZA_A, FIANZA_B) and dst in (0, 1):
        return Plural("La pareja {dst} cobra {n} piedra de la fianza ({rule}).",
                      "La pareja {dst} cobra {n} piedras de la fianza ({rule}).", moved,
                      dst=_side(dst), rule=cited)
    if src in (0, 1) and dst in (0, 1):
        return Plural("La pareja {src} paga {n} piedra a la pareja {dst}: {why} ({rule}).",
                      "La pareja {src} paga {n} piedras a la pareja {dst}: {why} ({rule}).", moved,
                      src=_side(src), dst=_side(dst), why=why, rule=cited)
    raise ValueError(f"no words for the payment {item!r}")


def settlement(before: ZangaState, result: Settlement, after: ZangaState) -> list[Msg]:
    """The hand's end: its outcome, every payment with its article, where the stones are now."""
    game = before.game
    said: list[Msg] = [hand_outcome(game, result)]
    said += [payment(item) for item in result.items]
    if not result.items:
        said.append(Msg(N_("No hay pagos.")))
    said.append(stones(result.ledger))
    if after.ledger.winner() is not None:
        said.append(partida_won(game, after.ledger))
    else:
        said.append(Msg(N_("Reparte {seat}."), seat=seat_msg(game, after.dealer)))
    return said


def hand_outcome(game: Any, result: Settlement) -> Msg:
    """A settled hand's outcome: the tricks the playing pair made, and what that is, with its article."""
    return Plural("La pareja {letter} ({names}) hace {n} baza: {outcome} ({rule}).",
                  "La pareja {letter} ({names}) hace {n} bazas: {outcome} ({rule}).", result.tricks,
                  letter=_side(result.declarer), names=pair_names(game, result.declarer),
                  outcome=Msg(OUTCOMES[result.outcome]), rule=art(result.article).label())


def game_over(state: ZangaState) -> Msg:
    """The end of the partida, for the status line and its announcement (see :func:`partida_won`)."""
    return partida_won(state.game, state.ledger)


def partida_won(game: Any, ledger: Ledger) -> Msg:
    """The end of the partida (Art. 11): the pair that holds the stones, by its letter and seats, with
    how many; the status line, the table and the narration of the last payment all say it."""
    side = ledger.winner()
    if side is None:
        raise ValueError("the partida is not over: no pair holds every stone")
    return Plural("Partida terminada: gana la pareja {letter} ({names}), con {n} piedra (Art. 11).",
                  "Partida terminada: gana la pareja {letter} ({names}), con {n} piedras (Art. 11).",
                  ledger[side], letter=_side(side), names=pair_names(game, side))


def stones(ledger: Ledger) -> Msg:
    """Where the stones are: ``Piedras: A 20, B 12; fondo 0.``"""
    return Msg(N_("Piedras: A {a}, B {b}; fondo {pot}."), a=ledger.a, b=ledger.b, pot=ledger.pot)



# -- a question's answer, explained --------------------------------------------------------------
#: The espadas whose holder is the mano of a hand dealt by the cards (Art. 16), highest first.
OPENING_ESPADAS = ("7e", "6e", "5e", "4e", "3e")


def explain_answer(goal: Any, states: Any, wrong: str | None) -> Msg:
    """Why the answer to ``goal``'s question (a :class:`~engine.lessons.scenario.Goal`) is the
    engine's, from the start and the states along its probe: what the probe's last move did as
    :func:`describe` tells it (a settlement: only the payments the question asks about), then the
    article that gives the answer; with ``wrong``, first that choice.

    >>> import engine
    >>> from engine.lessons.scenario import Goal
    >>> s = engine.load("zanga").new_state(seed=3)
    >>> goal = Goal("question", "?", ask="next", choices=("Sur", "Oeste"), answer="Oeste")
    >>> explain_answer(goal, [s], "Sur").text("en")[:60]
    'Not South. West is the mano: they hold the seven of swords, '
    """
    after = states[-1]
    if goal.ask == "legal":
        return legal_explained(goal, after, wrong, lambda words: Msg(
            N_("{words} no: en la mesa no se habla del juego, solo se dicen sus palabras, cada una a su tiempo "
               "({rule})."), words=words, rule=art("39").label()), played=goal.answer in CARD_TEXTS)
    said: list[Msg] = []
    if goal.probe:
        before, action = states[-2], goal.probe[-1]
        told = [*_move(before, before.current_player, action, after, None)]
        if goal.ask == "pays":
            assert after.result is not None
            told += [payment(item) for item in after.result.items if item[0] == goal.concept]
        said += told
    why = {"cards": _cards, "next": _next, "score": _score, "pays": _pays, "winner": _winner}.get(goal.ask)
    if why is None:
        raise ValueError(f"La Zanga asks no {goal.ask!r} question")
    said.append(_score(goal, states, wrong) if goal.ask == "score" else why(goal, states))
    if wrong is not None:
        named: Msg | str = wrong
        if goal.ask in ("next", "winner"):  # a seat or a card, by its name
            named = Msg(wrong) if goal.ask == "next" else _card(wrong).spoken()
        said.insert(0, Msg(N_("No es {wrong}."), wrong=named))
    return sentences(said)


def _winner(goal: Any, states: Any) -> Msg:
    """Why the trick the probe completes is won by its card: a matador above everything (Arts. 4–6),
    else the highest trump (Art. 8), else, with no trump in it, the highest card of the suit led."""
    after = states[-1]
    trump = after.trump
    _leader, cards, _seat = after.tricks[-1]
    best = cards[rules.trick_winner(cards, trump)]
    others = series([c.spoken() for c in cards if c != best])
    if rules.is_matador(best, trump):
        return Msg(N_("Gana {card}, un matador: un matador gana a cualquier otra carta, aquí a {others} ({rule})."),
                   card=best.spoken(), others=others, rule=art(_rank_article(best, trump)).label())
    if rules.suit_of(best, trump) == trump:
        return Msg(N_("Triunfan {trumps}: {card} es el triunfo más alto de la baza, y un triunfo gana a las cartas "
                      "de los otros palos ({rule})."), trumps=suit_name(trump), card=best.spoken(),
                   rule=art("8").label())
    led = rules.suit_of(cards[0], trump)
    return Msg(N_("Nadie ha echado triunfo: gana la carta más alta del palo de salida, {suit}, y esa es {card} "
                  "({rule})."), suit=suit_name(led), card=best.spoken(), rule=art("8").label())


def _cards(goal: Any, states: Any) -> Msg:
    after = states[-1]
    every = after.dealt_cards()
    if goal.concept == "zanga":
        zanga = after.dealt_cards("zanga")
        if any(after.tricks):
            return Plural("La zanga sigue con {n} carta: las bazas ganadas se apartan delante de quien las gana, no "
                          "van a la zanga.",
                          "La zanga sigue con {n} cartas: las bazas ganadas se apartan delante de quien las gana, "
                          "no van a la zanga.", len(zanga))
        hands = (len(every) - len(zanga)) // after.game.table.players
        return Msg(N_("{each} a cada jugador, y lo que sobra de la baraja queda en el centro: {zanga}."),
                   each=_count(hands), zanga=_count(len(zanga)))
    if goal.concept:
        suit = [c for c in every if c.suit == goal.concept]
        return Msg(N_("La baraja de {deck} no tiene ochos ni nueves: de cada palo, como de {suit}, hay {n}, del as al "
                      "siete, la sota, el caballo y el rey."), deck=_count(len(every)), suit=suit_name(goal.concept),
                   n=_count(len(suit)))
    hands = len(every) - len(after.dealt_cards("zanga"))
    return Msg(N_("Las manos tienen {hands} entre todas y la zanga {zanga}: en total, {n}, la baraja entera."),
               hands=_count(hands), zanga=_count(len(after.dealt_cards("zanga"))), n=_count(len(every)))


def _count(n: int) -> Msg:
    return Plural("{n} carta", "{n} cartas", n)


def _next(goal: Any, states: Any) -> Msg:
    before, after = (states[-2] if len(states) > 1 else None), states[-1]
    game = after.game
    seat = after.current_player
    if before is not None and before.phase == "play":
        skipped = [s for s in after.out if s != before.current_player]
        return Msg(N_("Se juega hacia la derecha y {out} no juega esta mano: deja sus cartas sobre la zanga. Le toca "
                      "a {seat} ({rule})."), out=series([seat_msg(game, s) for s in skipped]),
                   seat=seat_msg(game, seat), rule=art("58").label())
    by_cards = after.hand_no == 1 or game.options.art16 == "cada_mano"
    if by_cards:
        hands = after.dealt
        for i, text in enumerate(OPENING_ESPADAS):
            card = _card(text)
            holder = [s for s, hand in enumerate(hands) if card in hand]
            if holder and holder[0] == after.mano:
                said = Msg(N_("{seat} es mano: tiene {card}, la espada más alta de las que dan la mano (7, 6, 5, "
                              "4 y 3) que no ha quedado en la zanga ({rule})."), seat=seat_msg(game, after.mano),
                           card=card.spoken(), rule=art("16").label())
                if i:
                    higher = [_card(t).spoken() for t in OPENING_ESPADAS[:i]]
                    said = Plural("{said} En la zanga ha quedado {cards}.", "{said} En la zanga han quedado {cards}.",
                                  i, said=said, cards=series(higher))
                right = game.table.next(after.dealer)
                if right == after.mano:
                    return Msg(N_("{said} Ha dado {dealer} y {seat} está a su derecha, pero es mano por la espada, "
                                  "no por el sitio."), said=said, dealer=seat_msg(game, after.dealer),
                               seat=seat_msg(game, right))
                return Msg(N_("{said} Ha dado {dealer}, y a su derecha está {right}: en esta mano no importa quién "
                              "dio."), said=said, dealer=seat_msg(game, after.dealer), right=seat_msg(game, right))
            if holder:
                break
    said = Msg(N_("Reparte {dealer}, y es mano el jugador de su derecha, {seat}: habla el primero ({rule})."),
               dealer=seat_msg(game, after.dealer), seat=seat_msg(game, seat), rule=art("17").label())
    return Msg(N_("{said} {more}"), said=said, more=_seven_after_first(after)) if after.hand_no > 1 else said


def _seven_after_first(after: Any) -> Msg:
    """After the first hand, where the 7 of espadas went, and why it no longer makes the mano (Art. 16,
    as the page reads it)."""
    game, seven = after.game, _card("7e")
    holder = [s for s, hand in enumerate(after.dealt) if seven in hand]
    rule = art("16").label()
    if not holder:
        return Msg(N_("El siete de espadas ha quedado en la zanga, y da igual: desde la segunda mano no elige al "
                      "mano ({rule})."), rule=rule)
    if holder[0] == after.mano:
        return Msg(N_("{seat} tiene además el siete de espadas, pero no es mano por él: desde la segunda mano no "
                      "lo elige ({rule})."), seat=seat_msg(game, holder[0]), rule=rule)
    if holder[0] == after.dealer:
        return Msg(N_("{seat} tiene el siete de espadas y aun así, como da, habla el último: desde la segunda mano "
                      "el siete no elige al mano ({rule})."), seat=seat_msg(game, holder[0]), rule=rule)
    return Msg(N_("{seat} tiene el siete de espadas, pero desde la segunda mano el siete no elige al mano ({rule})."),
               seat=seat_msg(game, holder[0]), rule=rule)


def _score(goal: Any, states: Any, wrong: str | None = None) -> Msg:
    start, after = states[0], states[-1]
    seat = start.current_player
    had, has = start.scores()[seat], int(goal.answer_for(start))
    if after.result is not None and after.phase in ("deal", "over"):
        return _settled_score(start, after.result, wrong)
    return Msg(N_("Tu pareja tenía {had} y le quedan {has}: ha puesto {paid} en el fondo."),
               had=start.game.amount(had), has=start.game.amount(has), paid=start.game.amount(had - has))


def _settled_score(start: ZangaState, result: Settlement, wrong: str | None) -> Msg:
    """The stones of the reader's pair after the hand the probe settled: the outcome and every payment,
    each with its article, then what the pair held and holds; with ``wrong``, the reading that gives
    that number (the fondo taken, nothing paid, the fondo paid)."""
    game, side = start.game, start.current_player % 2
    had, fondo = start.scores()[start.current_player], base(result).pot
    has = result.ledger[side]
    said: list[Msg] = [hand_outcome(game, result), *(payment(item) for item in result.items)]
    values = {"letter": _side(side), "had": game.amount(had), "has": game.amount(has)}
    if has > had:
        said.append(Msg(N_("Tu pareja, la {letter}, tenía {had} y ahora tiene {has}: cobra {n}."),
                        n=game.amount(has - had), **values))
    elif has < had:
        said.append(Msg(N_("Tu pareja, la {letter}, tenía {had} y ahora tiene {has}: paga {n}."),
                        n=game.amount(had - has), **values))
    else:
        said.append(Msg(N_("Tu pareja, la {letter}, tenía {had} y sigue con {has}: esta mano ni cobra ni paga."),
                        **values))
    readings = {had + fondo: N_("Con {n}, tu pareja se habría llevado el fondo: eso cobra la pareja que juega si "
                                "saca, o la otra si hay codillo."),
                had: N_("Con {n}, tu pareja no habría cobrado ni pagado: eso le pasa a la pareja que no juega si "
                        "hay sacada o puesta."),
                had - fondo: N_("Con {n}, tu pareja habría pagado el fondo: eso paga la pareja que juega si la mano "
                                "queda puesta o hay codillo.")}
    if wrong is not None and wrong.isdigit() and int(wrong) in readings:
        said.append(Msg(readings[int(wrong)], n=game.amount(int(wrong))))
    return sentences(said)


def _pays(goal: Any, states: Any) -> Msg:
    return Msg(N_("Por «{concept}» la mano paga, en total, {amount}."), concept=Msg(CONCEPTS[goal.concept]),
               amount=states[0].game.amount(int(goal.answer_for(states[0]))))


# -- why a move met or missed an example's goal ------------------------------------------------------

#: The article that ranks a trump: each matador has its own (Arts. 4–6), the others Art. 8.
MATADOR_ARTICLES = {rules.ESPADILLA: "4", rules.BASTILLO: "6"}


def explain_move(goal: Any, before: State, action: str, after: State, achieved: bool) -> Msg | None:
    """Why the reader's ``action`` met (``achieved``) or missed ``goal`` (an example won by a move), in
    the Reglamento's terms: a card by the trick it leaves (the card that wins it and the article
    that ranks it, the matador kept or spent, the suit not served), the trumps a hand holds by the
    suit it names, what a word of the auction leaves the reader's hand to play with."""
    if not isinstance(before, ZangaState) or not isinstance(after, ZangaState):
        raise TypeError("the La Zanga narrator explains La Zanga states")
    seat = before.current_player
    if before.phase == "play" and action in CARD_TEXTS:
        return _card_reason(goal, before, rules.card(action), achieved)
    if action.startswith("triunfo:"):
        return _named(goal, before.hands[seat], action[-1], achieved)
    if before.phase != "auction":
        return None  # a claim's words say it all: who claims, and what was found and paid (Arts. 29–38)
    hand = after.hands[seat] if seat not in after.out else before.hands[seat]
    suit = max(rules.SUITS, key=lambda named: _hand_value(hand, named))
    return _trumps_held(hand, suit)


def _named(goal: Any, hand: Any, suit: str, achieved: bool) -> Msg:
    """A named trump suit, by what the example's goal asks of it: the most trumps (Art. 22), where
    the suits it accepts are those that give the most; else the whole estuche (Art. 7), where they
    are those that give it."""
    full = {s for s in rules.SUITS if len(_matadores_held(hand, s)) == 3}
    wanted = {action[-1] for action in goal.actions if action.startswith("triunfo:")}
    held = len(_held_trumps(hand, suit))
    most = max(len(_held_trumps(hand, s)) for s in rules.SUITS)
    if wanted == full and wanted != {s for s in rules.SUITS if len(_held_trumps(hand, s)) == most}:
        return _trumps_held(hand, suit)
    count = Plural("Con {suit} de triunfo tienes {n} triunfo.", "Con {suit} de triunfo tienes {n} triunfos.", held,
                   suit=suit_name(suit))
    if achieved or held == most:
        return Msg(N_("{count} Ningún otro palo te da más ({rule})."), count=count, rule=art("22").label())
    more = Plural("Otro palo te daría {n} triunfo ({rule}).", "Otro palo te daría {n} triunfos ({rule}).", most,
                  rule=art("22").label())
    return Msg(N_("{count} {more}"), count=count, more=more)


def _matadores_held(hand: Any, suit: str) -> list[Card]:
    return [c for c in rules.matadores(suit) if c in set(hand)]


def _hand_value(hand: Any, suit: str) -> tuple[int, int]:
    """How good ``hand`` is with ``suit`` named: its trumps, then how high they are."""
    held = _held_trumps(hand, suit)
    return len(held), sum(rules.strength(c, suit) for c in held)


def _held_trumps(hand: Any, suit: str) -> list[Card]:
    held = set(hand)
    return [c for c in rules.trumps(suit) if c in held]


def _trumps_held(hand: Any, suit: str) -> Msg:
    """The trumps of ``hand`` if ``suit`` is named, and whether they are the whole estuche (Art. 7)."""
    held = _held_trumps(hand, suit)
    matadores = [c for c in rules.matadores(suit) if c in held]
    if not held:
        return Msg(N_("Con {suit} de triunfo no tienes ningún triunfo."), suit=suit_name(suit))
    count = Plural("Con {suit} de triunfo tienes {n} triunfo: {cards}.",
                   "Con {suit} de triunfo tienes {n} triunfos: {cards}.", len(held), suit=suit_name(suit),
                   cards=_series([c.spoken() for c in held]))
    if len(matadores) == 3:
        return Msg(N_("{count} Y con ellos el estuche completo, los tres matadores ({rule})."), count=count,
                   rule=art("7").label())
    missing = [c.spoken() for c in rules.matadores(suit) if c not in held]
    return Msg(N_("{count} Te falta del estuche {missing} ({rule})."), count=count, missing=_series(missing),
               rule=art("7").label())


def _series(items: list[Msg]) -> Msg:
    said = series(items)
    return said if isinstance(said, Msg) else Msg(said)


def _key(c: Card, led: str, trump: str) -> int:
    """How ``c`` ranks in a trick led in ``led``: trumps first, then the suit led, the rest nowhere."""
    suit = rules.suit_of(c, trump)
    return rules.strength(c, trump) + (200 if suit == trump else 100 if suit == led else 0)


def _rank_article(c: Card, trump: str) -> str:
    if c == rules.malilla(trump):
        return "5"
    return MATADOR_ARTICLES.get(c, "8")


def beats(hi: Card, lo: Card, led: str, trump: str) -> Msg:
    """Why ``hi`` wins a trick led in ``led`` over ``lo``, with the article that says so."""
    hi_suit, lo_suit = rules.suit_of(hi, trump), rules.suit_of(lo, trump)
    rule = art(beat_article(hi, lo, led, trump)).label()
    title = _title(hi, trump)
    if hi_suit == trump and lo_suit == trump:
        if title is not None:
            return Msg(N_("{hi} es {title}, y {lo} no le gana ({rule})"), hi=hi.spoken(), title=title,
                       lo=lo.spoken(), rule=rule)
        if rules.is_red(trump) and 2 <= hi.rank < lo.rank <= 7:
            return Msg(N_("{hi} es un triunfo más alto que {lo}: en un triunfo rojo las cartas bajas valen más "
                          "cuanto más bajas ({rule})"), hi=hi.spoken(), lo=lo.spoken(), rule=rule)
        return Msg(N_("{hi} es un triunfo más alto que {lo} ({rule})"), hi=hi.spoken(), lo=lo.spoken(), rule=rule)
    if hi_suit == trump and title is not None:
        return Msg(N_("{hi} es {title}, y {lo} no es triunfo: un triunfo gana a cualquier carta de otro palo "
                      "({rule})"), hi=hi.spoken(), title=title, lo=lo.spoken(), rule=rule)
    if hi_suit == trump:
        return Msg(N_("{hi} es triunfo y {lo} no: un triunfo gana a cualquier carta de otro palo ({rule})"),
                   hi=hi.spoken(), lo=lo.spoken(), rule=rule)
    if lo_suit != led:
        return Msg(N_("{lo} no es del palo de salida ({suit}) ni triunfo: no gana ninguna baza ({rule})"),
                   lo=lo.spoken(), suit=suit_name(led), rule=rule)
    return Msg(N_("en {suit}, {hi} es mayor que {lo} ({rule})"), suit=suit_name(led), hi=hi.spoken(),
               lo=lo.spoken(), rule=rule)


def _title(c: Card, trump: str) -> Msg | None:
    """A matador by its name and place among the trumps (Arts. 4–6); ``None`` for any other card."""
    if c == rules.ESPADILLA:
        return Msg(N_("la espadilla, el triunfo más alto"))
    if c == rules.malilla(trump):
        return Msg(N_("la malilla, el segundo triunfo"))
    if c == rules.BASTILLO:
        return Msg(N_("el bastillo, el tercer triunfo"))
    return None


def _standing(before: ZangaState, c: Card) -> tuple[int, Card]:
    """Who wins the trick so far once ``c`` is on it, and with which card."""
    cards = (*before.trick, c)
    pos = rules.trick_winner(cards, before.trump)
    return before.seats_of(before.leader, len(cards))[pos], cards[pos]


def _card_reason(goal: Any, before: ZangaState, c: Card, achieved: bool) -> Msg:
    seat, trump, options = before.current_player, before.trump, before.game.options
    hand, trick = before.hands[seat], before.trick
    led = rules.suit_of(trick[0] if trick else c, trump)
    if options.renuncio and not achieved:
        broken = rules.broken_rule(hand, c, trick, trump, options.art28)
        if broken is not None:
            return Msg(N_("Con {card} no sirves {suit}, y tenías: en la mesa eso es renuncio ({rule})."),
                       card=c.spoken(), suit=suit_name(led), rule=articles(broken, "29"))
    legal = rules.legal_plays(hand, trick, trump, options.art28)
    wanted = [x for x in legal if str(x) in goal.actions]
    others = [x for x in legal if str(x) not in goal.actions and _key(x, led, trump) > _key(c, led, trump)]
    said = [_trick_now(before, c, led, achieved)]
    top = rules.arrastre_top((*trick, c), trump, options.art28) if trick else None
    if achieved and others:
        kept = others[0] if len(others) == 1 else None
        if kept is not None and top is not None and led == trump and rules.privileged(kept, top, trump):
            said.append(Msg(N_("Guardas {card}: es un matador, y un arrastre con {top} no te obliga a echarlo "
                               "({rule})."), card=kept.spoken(), top=top.spoken(), rule=art("28").label()))
        else:
            said.append(Msg(N_("Y guardas {cards}."), cards=_series([x.spoken() for x in others])))
    elif not achieved and wanted and all(_key(c, led, trump) > _key(x, led, trump) for x in wanted):
        if top is not None and led == trump and rules.privileged(c, top, trump):
            said.append(Msg(N_("Pero {card} es un matador, y un arrastre con {top} no te obliga a echarlo ({rule}): "
                               "lo gastas sin necesidad."), card=c.spoken(), top=top.spoken(), rule=art("28").label()))
        elif not trick:
            said.append(_beaten_later(before, c))
        else:
            said.append(Msg(N_("Gastas {card}, y una carta más baja deja la baza igual."), card=c.spoken()))
    elif not achieved and trick:
        winner, best = _standing(before, c)
        beating = [x for x in wanted if _key(x, led, trump) > _key(best, led, trump)]
        if winner % 2 != seat % 2 and beating:
            title = _title(beating[0], trump)
            rule = art(beat_article(beating[0], best, led, trump)).label()
            said.append(Msg(N_("Una de tus cartas sí le gana ({rule}).") if title is None else
                            N_("Una de tus cartas, {title}, sí le gana ({rule})."), title=title, rule=rule))
    if achieved and options.renuncio and trick and rules.suit_of(c, trump) == led:
        follow = sum(rules.suit_of(x, trump) == led for x in hand)
        if follow == 1:
            said.append(Msg(N_("Sirves {suit} con tu única carta del palo, el semifallo ({rule})."),
                            suit=suit_name(led), rule=art("36").label()))
        else:
            said.append(Plural("Sirves {suit}, como manda el {rule}, aunque en la mesa podías echar cualquiera de "
                               "tus {n} carta.",
                               "Sirves {suit}, como manda el {rule}, aunque en la mesa podías echar cualquiera de "
                               "tus {n} cartas.", len(hand), suit=suit_name(led), rule=art("27").label()))
    return sentences(said)


def beat_article(hi: Card, lo: Card, led: str, trump: str) -> str:
    """The article by which ``hi`` wins over ``lo`` in a trick led in ``led`` (see :func:`beats`)."""
    if rules.suit_of(hi, trump) == trump:
        return _rank_article(hi, trump)
    return "8" if rules.suit_of(lo, trump) == led else "27"


def _trick_now(before: ZangaState, c: Card, led: str, achieved: bool) -> Msg:
    """Who wins the trick once ``c`` is played, and why."""
    seat, trump, trick = before.current_player, before.trump, before.trick
    game = before.game
    if not trick:
        if led == trump:
            return Msg(N_("Sales con {card}, que es triunfo: arrastras ({rule})."), card=c.spoken(),
                       rule=art("28").label())
        return Msg(N_("Sales con {card}: {suit} es el palo de salida."), card=c.spoken(), suit=suit_name(led))
    winner, best = _standing(before, c)
    done = len(trick) + 1 == len(before.active())
    if winner == seat:
        prev = _standing_before(before)
        why = beats(c, prev, led, trump)
        if done:
            return Msg(N_("Ganas la baza: {why}."), why=why)
        return Msg(N_("Vas ganando la baza: {why}."), why=why)
    if winner % 2 == seat % 2:
        return Msg(N_("La baza sigue siendo de tu compañero {seat}, con {best}: {why}."), seat=seat_msg(game, winner),
                   best=best.spoken(), why=beats(best, c, led, trump))
    if achieved:
        return Msg(N_("La baza sigue siendo de {seat}, con {best}: {why}."), seat=seat_msg(game, winner),
                   best=best.spoken(), why=beats(best, c, led, trump))
    return Msg(N_("No ganas la baza, que sigue siendo de {seat}: {why}."), seat=seat_msg(game, winner),
               why=beats(best, c, led, trump))


def _standing_before(before: ZangaState) -> Card:
    """The card winning the trick before the reader's."""
    return before.trick[rules.trick_winner(before.trick, before.trump)]


def _beaten_later(before: ZangaState, c: Card) -> Msg:
    """A lead that a rival's card will beat (every hand face up, as the example shows them)."""
    trump, seat = before.trump, before.current_player
    led = rules.suit_of(c, trump)
    rivals = [(s, x) for s in before.active() if s % 2 != seat % 2
              for x in rules.legal_plays(before.hands[s], (c,), trump, before.game.options.art28)
              if _key(x, led, trump) > _key(c, led, trump)]
    if not rivals:
        return Msg(N_("Gastas {card}, y una carta más baja deja la baza igual."), card=c.spoken())
    rival, x = max(rivals, key=lambda found: _key(found[1], led, trump))
    return Msg(N_("Pero {seat} tiene {card}, y {why}."), seat=seat_msg(before.game, rival), card=x.spoken(),
               why=beats(x, c, led, trump))


def explain_end(history: list[ZangaState], seats: Any, achieved: bool) -> Msg:
    """How a partida the reader was to win stands after the reader's line: the last hand's outcome
    (its tricks, with the article), then the partida won (Art. 11), or where the stones are."""
    last = history[-1]
    said = [hand_outcome(last.game, last.result)] if last.result is not None else []
    if last.ledger.winner() is not None:
        said.append(partida_won(last.game, last.ledger))
    else:
        said += [Msg(N_("La partida sigue: ninguna pareja tiene todas las piedras (Art. 11).")), stones(last.ledger)]
    return sentences(said)


def explain_hand(before: ZangaState, after: ZangaState) -> Msg:
    """The hand settled between ``before`` and ``after``: its outcome and every payment, each with its
    article (the settlement's own, :func:`settlement` without where the stones are)."""
    result = after.result
    if result is None:
        raise ValueError("no hand was settled")
    return sentences([*_hand_context(before), hand_outcome(after.game, result),
                      *(payment(item) for item in result.items)])


def _hand_context(state: ZangaState) -> list[Msg]:
    """Who declared the hand (Art. 43) and the words of the play said in it, with their articles."""
    said: list[Msg] = []
    if state.declarer >= 0:
        said.append(Msg(N_("{seat} es el nombrado ({rule})."), seat=seat_msg(state.game, state.declarer),
                        rule=art("43").label()))
    words = [word for word in PLAY_WORDS if word in state.moves]
    if words:
        said.append(Msg(N_("En la mano se ha dicho {words} ({rule})."),
                        words=_series([Msg(N_("«{words}»"), words=spoken(word)) for word in words]),
                        rule=articles(*sorted({PLAY_WORDS[word] for word in words}, key=int))))
    return said


#: The words of the play that a reader may say or leave unsaid, each with the article that gives them.
PLAY_WORDS = {"cinco": "48", "todas": "49", "planto": "49", "renuncio": "29", "conforme": "32"}


def explain_unsettled(history: list[ZangaState], moves: Any, seats: Any) -> Msg:
    """Where a hand stands when the reader's gain was decided before its end (the reader's decisions
    used up, the goal out of reach): the tricks each side has, who declared and against whom, the
    estuche and the calls made (Arts. 43–60), and the words of the play the reader could say at a
    decision and did not, each with its article. ``moves`` are the (seat, action) pairs along
    ``history``."""
    now = history[-1]
    game = now.game
    side = seats[0] % 2
    mine, theirs = now.won[side], now.won[1 - side]
    said: list[Msg] = [Plural("La mano sigue: va {n} baza, {mine} de tu pareja y {theirs} de la otra.",
                              "La mano sigue: van {n} bazas, {mine} de tu pareja y {theirs} de la otra.",
                              mine + theirs, mine=mine, theirs=theirs)]
    if now.declarer >= 0:
        said.append(Msg(N_("{seat} es el nombrado: tu pareja juega la sacada ({rule}).") if now.declarer % 2 == side
                        else N_("{seat} es el nombrado: tu pareja juega en contra ({rule})."),
                        seat=seat_msg(game, now.declarer), rule=art("43").label()))
    if now.estuche >= 0:
        said.append(Msg(N_("Tu pareja tiene el estuche, los tres matadores ({rule}).") if now.estuche == side
                        else N_("La otra pareja tiene el estuche, los tres matadores ({rule})."),
                        rule=art("51").label()))
    if now.cinco >= 0:
        said.append(Msg(N_("{seat} ha pedido cinco ({rule})."), seat=seat_msg(game, now.cinco), rule=art("48").label()))
    if now.todas:
        said.append(Msg(N_("Se ha ido a todas ({rule})."), rule=art("49").label()))
    decisions = [(history[i], action) for i, (seat, action) in enumerate(moves) if seat in seats]
    unsaid: list[str] = []
    for before, _ in decisions:
        unsaid += [word for word in before.legal_actions() if word in PLAY_WORDS and word not in unsaid]
    unsaid = [word for word in unsaid if word not in {action for _, action in decisions}]
    if unsaid:
        said.append(Msg(N_("Pudiste decir {words} y no lo dijiste ({rule})."),
                        words=_series([Msg(N_("«{words}»"), words=spoken(word)) for word in unsaid]),
                        rule=articles(*sorted({PLAY_WORDS[word] for word in unsaid}, key=int))))
    return sentences(said)
