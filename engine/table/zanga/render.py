"""The La Zanga table as HTML, drawn for one seat from that seat's observation.

What the page receives for a seat is made from :meth:`ZangaState.observation` of that seat: its own
cards, the zanga cards only if it went *dentro* and looked at them, how many cards the others hold,
everything said and played, and the stones. Every hand face up (the teaching switch) shows the
zanga too. What the move list and the summaries show is public: words said, cards played, stones.

Parts of the board, top to bottom:

* **the stone ledger** (Arts. 9–11): each pair's stones out of 32, the pot (*fondo*, the stones in
  play) and the fianza, drawn as stones and as numbers; under it every payment of this hand so far
  (the mano's stake, each pass, going dentro…) and, once the hand is settled, every payment of the
  settlement, each with the article that causes it;
* what is happening: who speaks or plays, the trump suit, the *nombrado*, the tricks won;
* the table: four seats (six with six players) around the centre, the reader's at the bottom, play
  going to the right (Art. 2: partners opposite); the centre holds the zanga cards;
* what has been said in the auction and the tricks played;
* the reader's choices as buttons: cards (``data-rv-action="7o"``) and words (``juego``…).

A settlement is animated (:func:`frame`): the payments appear one by one and the stones move.

>>> import engine
>>> state = engine.load("zanga").new_state(seed=3)
>>> html = board(state, "es", interactive=True, legal=set(state.legal_actions()), highlight=(), viewer=3)
>>> 'data-rv-action="juego"' in html, 'data-rv-action="paso"' in html
(True, True)
>>> all(f'data-rv-action="{c}"' in html for c in state.hands[3])
True
>>> [c.name().text("es") in html for c in state.hands[0]].count(True)   # seat 0's cards: hidden
0
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.lessons.zanga.narration import (
    SIDE_LETTERS,
    base,
    hand_payments,
    label,
    pair_names,
    partida_won,
    seat_msg,
    spoken,
)
from engine.rules.cards import SUITS, Card, suit_name
from engine.rules.core import State
from engine.rules.zanga import rules
from engine.rules.zanga.actions import CARD_TEXTS
from engine.rules.zanga.auction import Auction
from engine.rules.zanga.game import DISCARD, HIDDEN_DISCARD, ZangaState
from engine.rules.zanga.observation import Observation
from engine.rules.zanga.refs import art
from engine.rules.zanga.settlement import CONCEPTS, OUTCOMES, Settlement
from engine.rules.zanga.stones import FIANZA_A, FIANZA_B, POT, Ledger

from .. import cards_render as cr

__all__ = ["board", "frame", "hand_payments", "ledger_panel", "move_text", "ranking_figure", "settlement_panel"]

# -- words -------------------------------------------------------------------------------------------


def side_msg(game: Any, side: int) -> Msg:
    """``pareja A (Sur y Norte)``: a pair (or trio) by its letter and its seats."""
    return Msg(N_("pareja {letter} ({names})"), letter=SIDE_LETTERS[side], names=pair_names(game, side))


def _t(lang: str, msgid: str, **params: Any) -> str:
    return escape(Msg(msgid, **params).text(lang))


def _art(lang: str, *numbers: str) -> str:
    labels = " · ".join(art(n).label().text(lang) for n in numbers)
    return f'<span class="rv-rule">{escape(labels)}</span>'


# -- the stone ledger (Arts. 9–11) ---------------------------------------------------------------------

def _stones(n: int) -> str:
    return f'<span class="rv-stones" aria-hidden="true">{"<span class=rv-stone></span>" * n}</span>'


def ledger_panel(game: Any, ledger: Ledger, lang: str, viewer: int | None, *, changed: Sequence[int] = ()) -> str:
    """Both pairs' stones (of 32), the pot and the fianza; ``changed`` marks accounts just paid."""
    rows = []
    for side in (0, 1):
        mine = viewer is not None and viewer % 2 == side
        name = side_msg(game, side).text(lang)
        count = _t(lang, N_("{n} de 32 piedras"), n=ledger[side])
        cls = "rv-account" + (" rv-mine" if mine else "") + (" rv-changed" if side in changed else "")
        rows.append(f'<div class="{cls}" data-rv-account="{SIDE_LETTERS[side]}">'
                    f'<p><strong>{escape(name)}</strong> <span class="rv-count">{count}</span></p>'
                    f"{_stones(ledger[side])}</div>")
    pot_cls = "rv-account rv-pot" + (" rv-changed" if POT in changed else "")
    pot = _t(lang, N_("Fondo (piedras en juego): {n}"), n=ledger.pot)
    rows.append(f'<div class="{pot_cls}" data-rv-account="fondo"><p><strong>{pot}</strong></p>'
                f"{_stones(ledger.pot)}</div>")
    if ledger.fianza() or FIANZA_A in changed or FIANZA_B in changed:
        fianza = _t(lang, N_("Fianza: {n} ({a} de A, {b} de B)"), n=ledger.fianza(), a=ledger.fianza_a,
                    b=ledger.fianza_b)
        f_cls = "rv-account rv-fianza" + (" rv-changed" if {FIANZA_A, FIANZA_B} & set(changed) else "")
        rows.append(f'<div class="{f_cls}" data-rv-account="fianza"><p><strong>{fianza}</strong></p>'
                    f"{_stones(ledger.fianza())}</div>")
    caption = _t(lang, N_("Las piedras"))
    return f'<div class="rv-ledger" role="group" aria-label="{caption}">{"".join(rows)}</div>'


def _account(game: Any, account: int) -> Msg:
    if account in (0, 1):
        return Msg(N_("pareja {letter}"), letter=SIDE_LETTERS[account])
    if account == POT:
        return Msg(N_("fondo"))
    return Msg(N_("fianza"))


def _after(ledger: Ledger, items: Sequence[tuple[str, int, int, int]]) -> Ledger:
    values = list(ledger)
    for _c, src, dst, moved in items:
        values[src] -= moved
        values[dst] += moved
    return Ledger(*values)


def settlement_panel(game: Any, result: Settlement, lang: str, *, shown: int | None = None,
                     title: str = N_("Cuentas de la mano")) -> str:
    """The outcome and every payment with its article; ``shown`` payments only (an animation)."""
    n = len(result.items) if shown is None else shown
    outcome = Msg(OUTCOMES[result.outcome])
    head = escape(Plural("{outcome}: {side} hizo {n} baza.", "{outcome}: {side} hizo {n} bazas.", result.tricks,
                         outcome=outcome, side=side_msg(game, result.declarer)).text(lang))
    items = []
    for index, item in enumerate(result.items[:n]):
        concept, src, dst, moved = item
        text = _t(lang, N_("{concept}: {n} ({src} → {dst})"), concept=Msg(CONCEPTS[concept]), n=moved,
                  src=_account(game, src), dst=_account(game, dst))
        last = ' class="rv-changed"' if shown is not None and index == n - 1 else ""
        items.append(f"<li{last}>{text} {_art(lang, *item.articles)}</li>")
    if not result.items:
        nothing = _t(lang, N_("No hay pagos."))
        items.append(f"<li>{nothing}</li>")
    heading = _t(lang, title)
    return (f'<div class="rv-settlement"><p><strong>{heading}:</strong> {head} {_art(lang, result.article)}</p>'
            f'<ol class="rv-payments">{"".join(items)}</ol></div>')


def payments_panel(state: ZangaState, lang: str) -> str:
    lines = "".join(f"<li>{escape(line.text(lang))}</li>" for line in hand_payments(state))
    if not lines:
        return ""
    title = _t(lang, N_("Piedras de esta mano:"))
    return f'<div class="rv-hand-payments"><p>{title}</p><ul>{lines}</ul></div>'


# -- what is happening -----------------------------------------------------------------------------

def _prompt(game: Any, obs: Observation, lang: str) -> str:
    phase = obs.phase
    who = obs.to_act
    seat = seat_msg(game, who) if who >= 0 else Msg(N_("nadie"))
    auction = obs.auction
    if phase == "auction":
        if auction.stage == "after":
            return _after_juego(game, auction, obs.ledger, seat, lang)
        if auction.stage == "answer":
            return _t(lang, N_("{orderer} manda solo a {seat}: ¿va solo?"),
                      orderer=seat_msg(game, auction.orderer), seat=seat)
        if auction.stage == "look":
            return _t(lang, N_("{seat} ha visto las cartas de la zanga: ¿juega con ellas o con las suyas?"), seat=seat)
        if auction.stage == "descarte":
            return escape(Plural("{seat} ha tomado la zanga: descarta {n} carta.",
                                 "{seat} ha tomado la zanga: descarta {n} cartas.", auction.discards,
                                 seat=seat).text(lang))
        if auction.pos == len(auction.order) - 1:
            return _t(lang, N_("Todos han pasado: {seat}, el pie, tiene que jugar."), seat=seat)
        return _t(lang, N_("Subasta: habla {seat}."), seat=seat)
    if phase == "trump":
        return _t(lang, N_("{seat} nombra los triunfos."), seat=seat)
    if phase == "play":
        return _t(lang, N_("Baza {n}: juega {seat}."), n=len(obs.tricks) + 1, seat=seat)
    if phase == "todas":
        return _t(lang, N_("{seat} ha hecho cinco: ¿va a todas o se planta?"), seat=seat)
    if phase == "review":
        return _t(lang, N_("Terminadas las bazas, {seat} reclama renuncio o está conforme."), seat=seat)
    if phase == "deal":
        return _t(lang, N_("Mano terminada. Reparte {seat}."), seat=seat)
    if obs.ledger.winner() is not None:
        return escape(partida_won(game, obs.ledger).text(lang))
    return ""


def _after_juego(game: Any, auction: Auction, ledger: Ledger, seat: Msg, lang: str) -> str:
    """What a later speaker may say once someone said «juego» (Art. 20; ``art20="pagado"``: a paid
    pass, Art. 41, or, for a pair without stones, «juego» for free, Art. 42)."""
    declarer = seat_msg(game, auction.declarer)
    legal = auction.legal(ledger)
    if not auction.paid_pass:
        said = N_("{declarer} juega: {seat} acepta («juego») o le manda ir solo.")
    elif "paso" in legal and "mandar" in legal:
        said = N_("{declarer} juega: {seat} se pasa, pagando una piedra (Art. 41), o le manda ir solo.")
    elif "paso" in legal:
        said = N_("{declarer} juega: {seat}, su compañero, se pasa pagando una piedra (Art. 41).")
    elif "mandar" in legal:
        said = N_("{declarer} juega: sin piedras en su pareja, {seat} no puede pasarse y tiene que jugar (Art. 42): "
                  "acepta («juego») o le manda ir solo.")
    else:
        said = N_("{declarer} juega: sin piedras en su pareja, {seat} no puede pasarse y tiene que jugar (Art. 42): "
                  "dice «juego».")
    return _t(lang, said, declarer=declarer, seat=seat)


def _facts(game: Any, obs: Observation, lang: str) -> str:
    """Hand number, the nombrado and how he plays, the trump suit, the tricks of each pair."""
    parts = [_t(lang, N_("Mano {n}."), n=obs.hand_no)]
    if obs.declarer >= 0 and obs.phase not in ("auction",):
        how = []
        if obs.solo:
            how.append(Msg(CONCEPTS["solo"]).text(lang))
        if obs.dentro == "zanga":
            how.append(Msg(N_("con las cartas de la zanga")).text(lang))
        text = _t(lang, N_("Juega {seat}"), seat=seat_msg(game, obs.declarer))
        if how:
            text += escape(f" ({', '.join(how)})")
        parts.append(f'<span class="rv-declarer">{text}.</span>')
    if obs.trump:
        trump = _t(lang, N_("Triunfos: {suit}."), suit=suit_name(obs.trump))
        parts.append(f'<span class="rv-trump">{trump} {cr.pip(obs.trump)}</span>')
    if obs.phase in ("play", "todas", "review") or obs.tricks:
        parts.append(_t(lang, N_("Bazas: A {a}, B {b}."), a=obs.won[0], b=obs.won[1]))
    if obs.cinco >= 0:
        parts.append(_t(lang, N_("{seat} ha pedido cinco."), seat=seat_msg(game, obs.cinco)))
    if obs.todas:
        parts.append(_t(lang, N_("Van a todas.")))
    prompt = _prompt(game, obs, lang)
    return (f'<p class="rv-bet">{" ".join(parts)} '
            f'<span class="rv-prompt">{prompt}</span></p>')


# -- the table ---------------------------------------------------------------------------------------

#: Where each seat sits with six players, counted from the reader's to the right.
SIX_POSITIONS = ("bottom", "br", "tr", "top", "tl", "bl")


def _position(seat: int, viewer: int, players: int) -> str:
    if players == 6:
        return SIX_POSITIONS[(seat - viewer) % 6]
    return cr.position(seat, viewer, players)


def _face(c: Card, lang: str, **kw: Any) -> str:
    return cr.face(c, lang, **kw)


def _centre(obs: Observation, every: Observation, viewer: int | None, reveal: bool, lang: str) -> str:
    """The middle of the table: the zanga cards, face down unless the viewer may see them (``every``
    is the view with every card face up, read only when ``reveal``)."""
    if obs.phase in ("deal", "over"):
        return ""
    cards: Sequence[Card] = ()
    if reveal:
        cards = every.zanga
    elif viewer is not None and obs.zanga_seen:
        # After taking it, the zanga is the pie's old hand (four players) or his discards (six).
        cards = obs.zanga
    size = obs.zanga_size
    title = escape(Plural("Zanga: {n} carta", "Zanga: {n} cartas", size).text(lang))
    if cards:
        pile = cr.hand([_face(c, lang, small=True) for c in cards], Msg(N_("Cartas de la zanga")).text(lang))
    else:
        down = Plural("Zanga: {n} carta boca abajo", "Zanga: {n} cartas boca abajo", size)
        pile = cr.backs(size, lang, down.text(lang))
    out = ""
    if obs.out:
        note = _t(lang, N_("Encima, las cartas del compañero del solo."))
        out = f'<p class="rv-out-note">{note}</p>'
    return f'<div class="rv-table-middle"><p class="rv-seat-name">{title}</p>{pile}{out}</div>'


def _seats(game: Any, obs: Observation, every: Observation, viewer: int | None, reveal: bool,
           interactive: bool, legal: set[str], lang: str) -> list[str]:
    n = obs.players
    seen_from = viewer if viewer is not None else 0
    in_hand = obs.in_hand
    on_table = dict(zip(obs.trick_seats, obs.trick, strict=False))
    won_by_seat = [0] * n
    for _leader, _cards, winner in obs.tricks:
        won_by_seat[winner] += 1
    seats = []
    for seat in range(n):
        name = seat_msg(game, seat).text(lang)
        badges = []
        if seat == obs.dealer:
            badges.append(Msg(N_("reparte")).text(lang))
        if seat == obs.mano:
            badges.append(Msg(N_("mano")).text(lang))
        if in_hand and seat == obs.pie:
            badges.append(Msg(N_("pie")).text(lang))
        if seat == obs.declarer:
            badges.append(Msg(N_("nombrado")).text(lang))
        if seat in obs.out:
            badges.append(Msg(N_("no juega")).text(lang))
        if viewer is not None and seat == viewer:
            badges.append(Msg(N_("tú")).text(lang))
        elif viewer is not None and seat % 2 == viewer % 2:
            badges.append(Msg(N_("compañero")).text(lang))
        if won_by_seat[seat]:
            badges.append(Plural("{n} baza", "{n} bazas", won_by_seat[seat]).text(lang))
        if not in_hand:
            hand_html = ""
        elif reveal or seat == viewer:
            cards = every.hands[seat] if reveal else obs.cards
            if seat == viewer and seat not in obs.out:
                discarding = obs.auction.stage == "descarte" and seat == obs.auction.declarer
                prefix = DISCARD if discarding else ""
                mine = [_face(c, lang, action=prefix + rules.text(c), enabled=interactive,
                              legal=prefix + rules.text(c) in legal)
                        for c in cards]
                hand_html = cr.hand(mine, Msg(N_("Tus cartas")).text(lang))
            else:
                hand_html = cr.hand([_face(c, lang) for c in cards], Msg(N_("Cartas de {seat}"), seat=name).text(lang))
        elif seat in obs.out:
            hand_html = ""
        else:
            count = obs.hand_sizes[seat]
            hidden = Plural("{seat}: {n} carta boca abajo", "{seat}: {n} cartas boca abajo", count, seat=name)
            hand_html = cr.backs(count, lang, hidden.text(lang))
        played = on_table.get(seat)
        played_html = _face(played, lang) if played is not None else ""
        where = _position(seat, seen_from, n)
        seats.append(cr.seat(where, name, badges, hand_html, played_html,
                             active=in_hand and seat == obs.to_act))
    return seats


def _said(game: Any, obs: Observation, lang: str) -> str:
    """The auction so far: who said what, in order (public; a six-player pie's discards are his
    alone, so the view says which card only to him)."""
    items = []
    for seat, move in obs.said:
        items.append(f"<li><strong>{escape(seat_msg(game, seat).text(lang))}:</strong> "
                     f"{escape(spoken(move).text(lang))}</li>")
    if not items:
        return ""
    title = _t(lang, N_("Subasta:"))
    return f'<div class="rv-said"><p>{title}</p><ol>{"".join(items)}</ol></div>'


def _plays(game: Any, seats: Sequence[int], cards: Sequence[Card], lang: str) -> str:
    """A trick's cards, each after the name of the seat that played it."""
    return " ".join(
        f'<span class="rv-play"><span class="rv-seat-tag">{escape(seat_msg(game, seat).text(lang))}</span> '
        f"{_face(c, lang, small=True)}</span>"
        for seat, c in zip(seats, cards, strict=False)
    )


def _tricks(game: Any, obs: Observation, lang: str) -> str:
    if not obs.tricks:
        return ""
    items = []
    for number, (leader, cards, winner) in enumerate(obs.tricks, start=1):
        title = _t(lang, N_("Baza {n}"), n=number)
        who = _t(lang, N_("gana {seat}"), seat=seat_msg(game, winner))
        items.append(f'<li><span class="rv-round-n">{title}</span> '
                     f'{_plays(game, obs.seats_of(leader, len(cards)), cards, lang)} '
                     f'<span class="rv-round-won">→ {who}</span></li>')
    return f'<div class="rv-rounds rv-tricks"><ol>{"".join(items)}</ol></div>'


def _actions(state: State, obs: Observation, lang: str, *, interactive: bool, legal: set[str]) -> str:
    if obs.to_act != obs.seat:
        return ""
    buttons = []
    for action in obs.offered:
        refused = cr.refusal(state, action) if interactive and action not in legal else None
        buttons.append(cr.action_button(action, label(action, lang), enabled=interactive, legal=action in legal,
                                        refused=refused, lang=lang))
    if not buttons:
        return ""
    group = _t(lang, N_("Lo que puedes decir"))
    return f'<div class="rv-actions" role="group" aria-label="{group}">{"".join(buttons)}</div>'


def _last_settlement(obs: Observation, trail: Sequence[tuple[State, int, str]]) -> Settlement | None:
    """The settlement to show: this one between hands, or the previous hand's until trumps are named."""
    if obs.phase in ("deal", "over") and obs.result is not None:
        return obs.result
    if obs.phase != "auction":
        return None
    for index in range(len(trail) - 1, -1, -1):
        before = trail[index][0]
        if isinstance(before, ZangaState) and before.phase == "deal":
            return before.result
    return None


def _last_trick(state: ZangaState, trail: Sequence[tuple[State, int, str]], lang: str) -> str:
    """Between hands: the last trick played (public), so the end of the hand can be seen."""
    if state.phase not in ("deal", "over") or not trail:
        return ""
    before, _seat, action = trail[-1]
    if not isinstance(before, ZangaState) or before.phase != "play" or action not in CARD_TEXTS:
        return ""
    cards = (*before.trick, rules.card(action))
    seats = before.seats_of(before.leader, len(cards))
    title = _t(lang, N_("Última baza:"))
    return f'<div class="rv-rounds rv-tricks"><p>{title} {_plays(before.game, seats, cards, lang)}</p></div>'


def board(
    state: ZangaState,
    lang: str,
    *,
    interactive: bool,
    legal: set[str],
    highlight: Sequence[int],
    viewer: int | None = None,
    reveal: bool = False,
    trail: Sequence[tuple[State, int, str]] = (),
    part: str = "",
    moves: bool = True,
) -> str:
    """The table for ``viewer`` (``None``: every hand face down); every hand when ``reveal``; the
    words the viewer may say as buttons, unless not ``moves``.

    ``part`` draws one piece as a figure: ``piedras`` (the ledger), ``orden-o`` … ``orden-b`` (every
    card from highest to lowest with that trump suit, Arts. 4–8)."""
    game = state.game
    if part == "piedras":
        return f'<div class="rv-cards-board rv-zanga">{ledger_panel(game, state.ledger, lang, None)}</div>'
    if part.startswith("orden-") and part[6:] in SUITS:
        return ranking_figure(part[6:], lang)
    if part:
        raise ValueError(f"the Zanga table has no part {part!r}; valid: piedras, orden-o, orden-c, orden-e, orden-b")
    obs = state.observation(viewer)
    every = state.observation(None) if reveal else obs  # the teaching switch: every card face up
    settled = _last_settlement(obs, trail)
    seats = _seats(game, obs, every, viewer, reveal, interactive, legal, lang)
    seats.append(_centre(obs, every, viewer, reveal, lang))
    caption = Msg(N_("Mesa de la zanga, mano {n}"), n=obs.hand_no).text(lang)
    parts = [
        ledger_panel(game, obs.ledger, lang, viewer),
        payments_panel(state, lang),
        settlement_panel(game, settled, lang,
                         title=N_("Cuentas de la mano") if not obs.in_hand else N_("Mano anterior"))
        if settled else "",
        _facts(game, obs, lang),
        cr.table(seats, lang, caption, players=obs.players, extra_class="rv-zanga-table"),
        _last_trick(state, trail, lang),
        _actions(state, obs, lang, interactive=interactive, legal=legal) if viewer is not None and moves else "",
        _said(game, obs, lang),
        _tricks(game, obs, lang),
    ]
    return f'<div class="rv-cards-board rv-zanga">{"".join(parts)}</div>'


def frame(before: ZangaState, step: tuple[str, int], lang: str) -> str:
    """One frame of a settlement: the payments made so far, the stones where they are then."""
    action, shown = step
    after = before.apply(action)
    result = after.result
    assert result is not None
    game = before.game
    start = base(result)
    ledger = _after(start, result.items[:shown])
    changed = result.items[shown - 1][1:3] if shown else ()
    return (f'<div class="rv-cards-board rv-zanga">{ledger_panel(game, ledger, lang, None, changed=changed)}'
            f"{settlement_panel(game, result, lang, shown=shown)}</div>")


def move_text(before: State, seat: int, action: str, after: State, viewer: int | None, lang: str) -> str | None:
    """A move in words, as ``viewer`` saw it: every move of La Zanga is public but a six-player
    pie's discard, which only he sees (``six_dentro="descarte"``).

    >>> import engine
    >>> s = engine.load("zanga").new_state(seed=3)
    >>> move_text(s, 3, "juego", s.apply("juego"), 0, "en")
    'I play (juego)'
    """
    if action.startswith(DISCARD) and viewer != seat:  # with nobody at the device, nobody saw it
        return spoken(HIDDEN_DISCARD).text(lang)
    return spoken(action).text(lang)


# -- the figures of Title I ----------------------------------------------------------------------------

def ranking_figure(trump: str, lang: str) -> str:
    """Every card from highest to lowest when ``trump`` is named (Arts. 4–8): the trumps, then each
    plain suit; the matadores marked. The figure of the card-ranking tables."""
    rows = []
    matadores = set(rules.matadores(trump))
    trump_cards = "".join(_face(c, lang, small=True, marked=c in matadores) for c in rules.trumps(trump))
    title = escape(Plural("Triunfos ({suit}): {n} carta", "Triunfos ({suit}): {n} cartas", len(rules.trumps(trump)),
                          suit=suit_name(trump)).text(lang))
    rows.append(f'<li class="rv-rank-row rv-trumps"><p><strong>{title}</strong></p>'
                f'<span class="rv-hand">{trump_cards}</span></li>')
    for suit in SUITS:
        if suit == trump:
            continue
        plain = rules.plain(suit, trump)
        label = escape(Plural("{suit}: {n} carta", "{suit}: {n} cartas", len(plain), suit=suit_name(suit)).text(lang))
        cards = "".join(_face(c, lang, small=True) for c in plain)
        rows.append(f'<li class="rv-rank-row"><p><strong>{label}</strong></p><span class="rv-hand">{cards}</span></li>')
    caption = _t(lang, N_("Orden de las cartas con triunfos de {suit}, de mayor a menor"), suit=suit_name(trump))
    return (f'<div class="rv-cards-board rv-zanga"><ol class="rv-ranking" aria-label="{caption}">'
            f'{"".join(rows)}</ol></div>')

