"""The Zápiti table as HTML, drawn for one seat from that seat's observation.

What the page receives for a seat is made only from :meth:`ZapitiState.observation` of that seat
(its own cards, once it has looked; how many cards the others hold; everything played and said in
public; the señas it may see). Every hand face up (the "teaching switch") is made from each seat's
own observation in turn. The past hand's summary and the move list use public information only.

Parts of the table: the score of each side (in chinos, as *malas* and *buenas*, and as the four-coin
scoreboard of rule 15), what the hand is worth and what is being asked, the seats around the table
(the reader's at the bottom), the rounds of the hand, the señas the reader has seen, the actions on
offer as buttons, and what happened in the last hand.

>>> import engine
>>> state = engine.load("zapiti").from_notation("7 0 1 0-0 0-0 4b.3o.12c/7c.5e.6b ver")
>>> html = board(state, "es", interactive=True, legal=set(state.legal_actions()), highlight=(), viewer=0)
>>> 'data-rv-action="4b"' in html, "7c" in html
(True, False)
>>> 'data-rv-action="truco"' in html
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from engine.i18n import N_, Msg, Plural
from engine.lessons.zapiti import narration
from engine.rules.core import State
from engine.rules.zapiti import scoreboard, signals
from engine.rules.zapiti.betting import CALLS, LADDER, TOP
from engine.rules.zapiti.game import (
    A_CASA,
    CARD_OF,
    LISTO,
    NO_QUIERO,
    NO_VA,
    QUIERO,
    SIN_VER,
    VA,
    VER,
    ZapitiState,
    action_name,
)
from engine.rules.zapiti.observation import Observation
from engine.rules.zapiti.ranking import TIE, round_result
from engine.rules.zapiti.rounds import chicos

from .. import cards_render as cr

#: Rule 15, the seed's fifteen positions of the four coins, in words (0 and 15 have no coins).
COIN_WORDS: tuple[str, ...] = (
    N_("ninguna moneda"),
    N_("una moneda"),
    N_("dos monedas, una al lado de la otra"),
    N_("tres monedas en fila"),
    N_("cuatro monedas en fila"),
    N_("dos monedas, una sobre otra"),
    N_("una pila de dos y una moneda delante"),
    N_("una pila de dos y dos monedas delante"),
    N_("una pila de tres"),
    N_("una pila de tres y una moneda delante"),
    N_("dos pilas de dos («dos cincos»)"),
    N_("dos monedas, una delante de otra"),
    N_("una moneda detrás y dos delante"),
    N_("una moneda detrás y tres delante"),
    N_("una pila de cuatro"),
    N_("ninguna moneda: la mitad está completa"),
)

PHASE_PROMPTS: dict[str, str] = {
    "sin_ver": N_("{seat} es mano: antes de mirar sus cartas puede cantar truco sin ver."),
    "respuesta_sin_ver": N_("{caller} ha cantado truco sin ver: {seat} responde «va» o «no va»."),
    "al_ver": N_("{side} está al ver (29 chinos): {seat} mira sus cartas y decide si va."),
    "respuesta": N_("{caller} canta «{call}»: responde {seat}."),
    "juego": N_("Ronda {round}: juega {seat}."),
    "senas": N_("Antes de la primera ronda: {seat} hace sus señas y dice «listo»."),
}


# -- names ---------------------------------------------------------------------------------------------

seat_msg, side_msg = narration.seat_msg, narration.side_msg


def _t(lang: str, msgid: str, **params: Any) -> str:
    return escape(Msg(msgid, **params).text(lang))


# -- the coin scoreboard (rule 15) -----------------------------------------------------------------

#: One coin, seen from the side, centred on (0, 0): drawn once per page (the page's sheet of symbols,
#: ``templates/page.html``) and placed by each scoreboard.
COIN = ('<g id="rv-coin"><rect x="-9" y="0" width="18" height="3.5" fill="#a8792a"/>'
        '<ellipse cx="0" cy="3.5" rx="9" ry="3.6" fill="#a8792a"/>'
        '<ellipse cx="0" cy="0" rx="9" ry="3.6" fill="#e8c061" stroke="#7a5516" stroke-width="0.8"/></g>')


def coins_svg(score: int, lang: str, *, label: str = "") -> str:
    """The four coins for ``score`` (counted per half), as an SVG with a spoken description; each
    coin uses the page's :data:`COIN`."""
    layout = scoreboard.coins(score)
    position = scoreboard.in_half(score)
    words = Msg(COIN_WORDS[position]).text(lang)
    spoken = label or Msg(N_("Monedas: {words}"), words=Msg(COIN_WORDS[position])).text(lang)
    shapes: list[str] = []
    for stack in sorted(layout, key=lambda s: s.row):
        x = 16 + stack.col * 22 + (8 if stack.row == 1 else 0)
        base = 24 if stack.row == 0 else 42
        for level in range(stack.height):
            shapes.append(f'<use class="rv-coin" href="#rv-coin" x="{x}" y="{base - level * 5}"/>')
    if not shapes:
        shapes.append('<text x="50" y="30" text-anchor="middle" font-size="9" fill="currentColor" '
                      'opacity="0.6">—</text>')
    return (f'<svg class="rv-coins" viewBox="0 0 100 50" role="img" aria-label="{escape(spoken)}" '
            f'data-rv-coins="{position}"><title>{escape(words)}</title>{"".join(shapes)}</svg>')


def score_panel(game: Any, points: tuple[int, int], grandes: tuple[int, int], lang: str, viewer: int | None) -> str:
    target = game.options.grandes
    sides = []
    for side in (0, 1):
        mine = viewer is not None and viewer % 2 == side
        said = scoreboard.label(points[side]).text(lang)
        count = _t(lang, N_("grandes: {n} de {target}"), n=grandes[side], target=target)
        grand = f' <span class="rv-grandes">{count}</span>' if target > 1 else ""
        name = side_msg(game, side).text(lang)
        label = Plural("{side}: {points} chino, {said}", "{side}: {points} chinos, {said}", points[side],
                       side=name, points=points[side], said=said).text(lang)
        sides.append(
            f'<div class="rv-side{" rv-mine" if mine else ""}" data-rv-side="{side}">'
            f'<p><strong>{escape(name)}</strong> <span class="rv-points">{points[side]}</span> '
            f'<span class="rv-half">({escape(said)})</span>{grand}</p>'
            f"{coins_svg(points[side], lang, label=label)}</div>"
        )
    return f'<div class="rv-score">{"".join(sides)}</div>'


def coin_positions(lang: str) -> str:
    """All the seed's positions 1–15, each drawn and named: the figure of the scoreboard page."""
    items = []
    for position in range(1, 16):
        words = Msg(COIN_WORDS[position]).text(lang)
        items.append(f'<li><span class="rv-coin-n">{position}</span>'
                     f"{coins_svg(position, lang, label=f'{position}: {words}')}"
                     f'<span class="rv-coin-words">{escape(words)}</span></li>')
    return f'<ol class="rv-coin-positions">{"".join(items)}</ol>'


# -- the table -------------------------------------------------------------------------------------

def _bet_line(obs: Observation, game: Any, lang: str) -> str:
    value = LADDER[obs.level]
    call = action_name(CALLS[obs.level]).text(lang) if obs.level else ""
    worth = (_t(lang, N_("La mano vale {n} ({call})."), n=value, call=call) if obs.level
             else _t(lang, N_("La mano vale {n}."), n=value))
    parts = [f'<span class="rv-worth">{worth}</span>']
    if obs.barred:
        parts.append(_t(lang, N_("En esta mano no se puede cantar truco.")))
    prompt = PHASE_PROMPTS.get(obs.phase)
    if prompt and obs.to_act >= 0:
        params: dict[str, Any] = {"seat": seat_msg(game, obs.to_act), "round": len(obs.tricks) + 1}
        if obs.caller >= 0:
            params["caller"] = seat_msg(game, obs.caller)
            params["call"] = action_name(CALLS[obs.pending]) if obs.pending else ""
        params["side"] = side_msg(game, obs.to_act % 2)
        parts.append(f'<span class="rv-prompt">{_t(lang, prompt, **params)}</span>')
    return f'<p class="rv-bet">{" ".join(parts)}</p>'


def _offered(obs: Observation) -> list[str]:
    """The non-card actions shown as buttons in this phase (legal or not: a refusal names its rule)."""
    phase = obs.phase
    if phase == "sin_ver":
        return [VER, SIN_VER]
    if phase in ("respuesta_sin_ver", "al_ver"):
        return [VA, NO_VA]
    if phase == "respuesta":
        return [QUIERO, NO_QUIERO] + ([CALLS[obs.pending + 1]] if obs.pending < TOP else []) + [A_CASA]
    asked = [action for action in obs.legal if signals.request_of(action) is not None]  # only those on offer
    if phase == "senas":
        return [LISTO, *asked, *(signals.action(g) for g in signals.GESTURES)]
    if phase == "juego":
        actions = ([CALLS[obs.level + 1]] if obs.level < TOP else []) + [A_CASA] + asked
        if obs.players == 4 and obs.options.senas:
            actions += [signals.action(g) for g in signals.GESTURES]
        return actions
    return []


def _actions(state: State, obs: Observation, lang: str, *, interactive: bool, legal: set[str]) -> str:
    if obs.to_act != obs.seat:
        return ""
    buttons, gestures = [], []
    for action in _offered(obs):
        gesture = signals.gesture_of(action)
        label = action_name(action).text(lang)
        if gesture is not None:
            gestures.append(cr.action_button(action, signals.name(gesture).text(lang), enabled=interactive,
                                             legal=action in legal, kind="sena"))
        else:
            refused = cr.refusal(state, action) if interactive and action not in legal else None
            buttons.append(cr.action_button(action, label, enabled=interactive, legal=action in legal,
                                            refused=refused, lang=lang))
    bets = _t(lang, N_("Cantos y respuestas"))
    html = f'<div class="rv-actions" role="group" aria-label="{bets}">{"".join(buttons)}</div>'
    if gestures:
        group, title = _t(lang, N_("Señas a tu compañero")), _t(lang, N_("Señas:"))
        html += (f'<div class="rv-actions rv-senas" role="group" aria-label="{group}">'
                 f'<span class="rv-label">{title}</span>{"".join(gestures)}</div>')
    return html


def _round_results(game: Any, tricks: Sequence[Sequence[tuple[int, Any]]], lang: str) -> str:
    if not tricks:
        return ""
    items = []
    for number, trick in enumerate(tricks, start=1):
        result, leader = round_result(trick)
        who = _t(lang, N_("parda")) if result == TIE else _t(lang, N_("gana {seat}"), seat=seat_msg(game, leader))
        played = " ".join(
            f'<span class="rv-play"><span class="rv-seat-tag">{escape(seat_msg(game, seat).text(lang))}</span> '
            f"{cr.face(card, lang, small=True)}</span>"
            for seat, card in trick
        )
        label = _t(lang, N_("Ronda {n}"), n=number)
        items.append(f'<li><span class="rv-round-n">{label}</span> {played} '
                     f'<span class="rv-round-won">→ {who}</span></li>')
    results = [round_result(trick)[0] for trick in tricks]
    ours, theirs = chicos(results)
    count = _t(lang, N_("Chicos: {a} – {b}"), a=ours, b=theirs)
    return f'<div class="rv-rounds"><ol>{"".join(items)}</ol><p class="rv-chicos">{count}</p></div>'


def _signals_seen(obs: Observation, game: Any, lang: str) -> str:
    if not obs.signals:
        return ""
    items = "".join(
        f"<li>{escape(seat_msg(game, sender).text(lang))}: {escape(signals.name(gesture).text(lang))}</li>"
        for sender, gesture in obs.signals
    )
    title = _t(lang, N_("Señas que has visto:"))
    return f'<div class="rv-signals"><p>{title}</p><ul>{items}</ul></div>'


def _last_hand(state: ZapitiState, trail: Sequence[tuple[State, int, str]], viewer: int | None, lang: str) -> str:
    """What ended the previous hand (or the game): its rounds and who scored. Public facts only.
    Shown until the viewer has acted in the new hand (with no viewer, until a card is played)."""
    game = state.game
    for index in range(len(trail) - 1, -1, -1):
        before, seat, action = trail[index]
        after = trail[index + 1][0] if index + 1 < len(trail) else state
        if not isinstance(before, ZapitiState) or not isinstance(after, ZapitiState) \
                or not narration.ends_hand(before, after):
            if viewer is not None and seat == viewer:
                return ""  # the viewer has played on since
            continue
        if viewer is None and (state.tricks or state.trick) and not state.is_terminal():
            return ""
        public = before.observation(viewer if viewer is not None else 0)  # tricks and cards played are public
        tricks = list(public.tricks)
        trick = public.trick + (((seat, CARD_OF[action]),) if action in CARD_OF else ())
        if len(trick) == game.players:
            tricks.append(trick)
        said = narration.move(before, action, after) if action not in CARD_OF else []
        said.append(narration.hand_result(before, after))
        result = escape(" ".join(m.text(lang) for m in said))
        title = _t(lang, N_("Mano anterior")) if not after.is_terminal() else _t(lang, N_("Última mano"))
        return (f'<div class="rv-last"><p><strong>{title}:</strong> {result}</p>'
                f"{_round_results(game, tricks, lang)}</div>")
    return ""


def board(
    state: ZapitiState,
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
    """The table for ``viewer`` (``None``: no hand face up); every hand when ``reveal``; the bets,
    replies and señas the viewer may make as buttons, unless not ``moves``."""
    game = state.game
    n = game.players
    if part == "marcador":
        return score_panel(game, state.points, state.grandes, lang, None)
    if part == "monedas":
        return coin_positions(lang)
    if part == "mano-terminada":  # an example stopped where a hand ended: its summary, not the new deal
        scores = score_panel(game, state.points, state.grandes, lang, viewer)
        return f'<div class="rv-cards-board">{scores}{_last_hand(state, trail, viewer, lang)}</div>'
    if part:
        raise ValueError(f"the Zápiti table has no part {part!r}; valid: marcador, monedas, mano-terminada")
    seen_from = viewer if viewer is not None else 0
    # Public facts are read from this observation; the cards of its seat only if viewer is that seat.
    obs = state.observation(seen_from)
    shown = {s: state.observation(s).cards for s in range(n)} if reveal else (
        {viewer: obs.cards} if viewer is not None else {})
    on_table = dict(obs.trick)
    seats = []
    for seat in range(n):
        name = seat_msg(game, seat).text(lang)
        badges = []
        if seat == obs.dealer:
            badges.append(Msg(N_("reparte")).text(lang))
        if seat == obs.mano:
            badges.append(Msg(N_("mano")).text(lang))
        if viewer is not None and seat == viewer:
            badges.append(Msg(N_("tú")).text(lang))
        elif viewer is not None and n == 4 and seat == (viewer + 2) % 4:
            badges.append(Msg(N_("compañero")).text(lang))
        count = obs.hand_sizes[seat]
        cards = shown.get(seat)
        if cards is None:
            looked = obs.looked[seat]
            label = (Plural("{seat}: {n} carta boca abajo", "{seat}: {n} cartas boca abajo", count, seat=name)
                     if looked else Plural("{seat}: {n} carta boca abajo, sin mirar",
                                           "{seat}: {n} cartas boca abajo, sin mirar", count, seat=name)).text(lang)
            hand_html = cr.backs(count, lang, label)
        elif seat == viewer:
            mine = [cr.face(card, lang, action=str(card), enabled=interactive, legal=str(card) in legal)
                    for card in cards]
            hand_html = cr.hand(mine, Msg(N_("Tus cartas")).text(lang))
        else:
            hand_html = cr.hand([cr.face(card, lang) for card in cards],
                                Msg(N_("Cartas de {seat}"), seat=name).text(lang))
        played = on_table.get(seat)
        played_html = cr.face(played, lang) if played is not None else ""
        where = cr.position(seat, seen_from, n)
        seats.append(cr.seat(where, name, badges, hand_html, played_html, active=seat == obs.to_act))
    caption = Msg(N_("Mesa de zápiti, mano {n}"), n=obs.hand_no + 1).text(lang)
    parts = [
        score_panel(game, obs.points, obs.grandes, lang, viewer),
        _bet_line(obs, game, lang),
        cr.table(seats, lang, caption, players=n, extra_class="rv-zapiti"),
        _round_results(game, obs.tricks, lang),
        _signals_seen(obs, game, lang) if viewer is not None or reveal else "",
        _actions(state, obs, lang, interactive=interactive, legal=legal) if viewer is not None and moves else "",
        _last_hand(state, trail, viewer, lang),
    ]
    return f'<div class="rv-cards-board">{"".join(parts)}</div>'


def move_text(before: State, seat: int, action: str, after: State, viewer: int | None, lang: str) -> str | None:
    """A move as ``viewer`` saw it, in words; ``None`` for a seña that viewer did not see (rule 14).

    >>> import engine
    >>> s = engine.load("zapiti", players=4).from_notation(
    ...     "7 0 3 0-0 0-0 4b.3o.12c/7c.5e.6b/1e.2o.5o/6c.7b.10o ver")
    >>> t = s.apply("seña:beso")
    >>> move_text(s, 0, "seña:beso", t, 2, "es"), move_text(s, 0, "seña:beso", t, 1, "es")
    ('seña: beso', None)
    >>> s = s.apply("listo").apply("listo").apply("listo").apply("listo")
    >>> move_text(s, 0, "4b", s.apply("4b"), 1, "en")
    'the four of clubs'
    """
    # Seen by the viewer, or (nobody's hand shown) caught by the rivals.
    witness = viewer if viewer is not None else (seat + 1) % before.game.num_players
    return narration.spoken(action).text(lang) if narration.seen_by(before, action, after, witness) else None
