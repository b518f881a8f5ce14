"""Spanish cards and card tables as HTML, for the games with hidden hands (Zápiti, La Zanga).

Pieces, not a game: a game's renderer (``engine/table/zapiti/render.py``) builds its table from them and
from **one seat's observation** only, so a card that seat may not see never reaches the page.

* :func:`face` — a card face up: its number, its suit drawn (an inline SVG, no font needed) and
  named, coloured by suit; a button that plays it (``data-rv-action="7o"``) when it is in the
  reader's hand, a picture (``role="img"``) otherwise. Its accessible name starts with what its face
  shows, then says ``Card.name()``: "7 oros, siete de oros" / "7 coins, seven of coins" (a legal one
  adds that it may be played).
* :func:`backs` — a hand face down: only how many cards it has.
* :func:`seat` and :func:`table` — the seats around a table, the reader's at the bottom.
* :func:`action_button` — a bet, a reply or a gesture as a labelled button.

>>> from engine.rules.cards import Card
>>> html = face(Card(7, "o"), "en", action="7o", enabled=True, legal=True)
>>> 'data-rv-action="7o"' in html, "rv-legal" in html, 'aria-label="7 coins, seven of coins, playable"' in html
(True, True, True)
>>> "7o" in backs(3, "es", "Norte: 3 cartas")
False
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from engine.i18n import N_, Msg
from engine.rules.cards import RANK_NAMES, Card, suit_name
from engine.rules.core import State
from engine.rules.errors import RulesError

#: Each suit drawn small (24 × 24): a coin, a cup, a sword, a club, in the colours of the deck.
SUIT_SVG: dict[str, str] = {
    "o": '<circle cx="12" cy="12" r="9" fill="#f2c230" stroke="#8a6a00" stroke-width="2"/>'
         '<circle cx="12" cy="12" r="4" fill="none" stroke="#8a6a00" stroke-width="1.6"/>',
    "c": '<path d="M5 3h14c0 6.5-3 9.5-7 9.5S5 9.5 5 3z" fill="#c8302c"/>'
         '<rect x="11" y="12" width="2" height="5.5" fill="#c8302c"/>'
         '<rect x="7" y="17.5" width="10" height="3" rx="1.2" fill="#c8302c"/>',
    "e": '<path d="M12 1.5l2.2 3.2V15h-4.4V4.7z" fill="#2b5fad"/>'
         '<rect x="6" y="15" width="12" height="2.4" rx="1" fill="#2b5fad"/>'
         '<rect x="10.8" y="17.4" width="2.4" height="5" fill="#2b5fad"/>',
    "b": '<path d="M9.6 22.5l1.2-12h2.4l1.2 12z" fill="#3d7a34"/>'
         '<ellipse cx="12" cy="7" rx="4.6" ry="5.6" fill="#3d7a34"/>'
         '<circle cx="10.5" cy="5.5" r="1" fill="#9bc58f"/>',
}


def pip(suit: str) -> str:
    """The suit's picture; decorative (the card's name says the suit). It uses the suit's symbol,
    drawn once per page (:func:`symbols`): a long page shows hundreds of cards.

    >>> pip("o")
    '<svg class="rv-pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="#rv-pip-o"/></svg>'
    """
    return (f'<svg class="rv-pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
            f'<use href="#rv-pip-{suit}"/></svg>')


#: The suits' pictures as SVG symbols, for the page's sheet of symbols (``templates/page.html``).
SYMBOLS = "".join(f'<symbol id="rv-pip-{suit}" viewBox="0 0 24 24">{drawing}</symbol>'
                  for suit, drawing in SUIT_SVG.items())


def card_label(card: Card, lang: str) -> str:
    """A card's accessible name: what its face shows ("5 Oros", "10 Sota"), then its name."""
    return f"{card.rank} {_shown(card, lang)}, {card.name().text(lang)}"


def _shown(card: Card, lang: str) -> str:
    """The word on a card's face: its figure (10–12), else its suit."""
    return Msg(RANK_NAMES[card.rank]).text(lang) if card.rank >= 10 else suit_name(card.suit).text(lang)


#: Said after the name of a hole or card that may be played now.
PLAYABLE = N_(", se puede jugar")


def face(
    card: Card,
    lang: str,
    *,
    action: str | None = None,
    enabled: bool = False,
    legal: bool = False,
    marked: bool = False,
    small: bool = False,
) -> str:
    """A card face up; a button when ``action`` is given (disabled unless ``enabled``)."""
    name = card_label(card, lang)
    classes = f"rv-card rv-suit-{card.suit}" + (" rv-small" if small else "") + (
        " rv-legal" if legal else "") + (" rv-marked" if marked else "")
    inside = (
        f'<span class="rv-rank" aria-hidden="true">{card.rank}</span> {pip(card.suit)}'
        f'<span class="rv-suitname" aria-hidden="true">{escape(_shown(card, lang))}</span>'
    )
    if action is None:
        return f'<span class="{classes}" role="img" aria-label="{escape(name)}">{inside}</span>'
    if legal:
        name += Msg(PLAYABLE).text(lang)
    return (f'<button type="button" class="{classes}" data-rv-action="{escape(action)}" '
            f'aria-label="{escape(name)}"{_state(enabled)}>{inside}</button>')


def _state(enabled: bool) -> str:
    """Disabled while the reader may not act; while he may, an illegal card or bet stays a live button:
    it is refused with its rule, which teaches (so it is not ``aria-disabled`` either)."""
    return "" if enabled else " disabled"


def backs(count: int, lang: str, label: str) -> str:
    """``count`` cards face down, named by ``label`` ("Norte: 3 cartas boca abajo")."""
    cards = '<span class="rv-card rv-back" aria-hidden="true"></span>' * count
    return f'<span class="rv-hand rv-hidden" role="img" aria-label="{escape(label)}">{cards}</span>'


def hand(cards_html: Sequence[str], label: str) -> str:
    return f'<span class="rv-hand" role="group" aria-label="{escape(label)}">{"".join(cards_html)}</span>'


def action_button(action: str, label: str, *, enabled: bool, legal: bool, icon: str = "", kind: str = "bet",
                  refused: RulesError | None = None, lang: str = "es") -> str:
    """A non-card action (``truco``, ``quiero``, ``seña:beso``…) as a labelled button. One the rules
    refuse now (``refused``: the refusal) looks unavailable (dashed), names its rule on its face and
    its accessible name says it is not available and why, in the rule's words; it stays a live button
    (not ``aria-disabled``): pressed, it is refused in place with that rule, which teaches (a "try
    it" example asks for exactly that press)."""
    classes = f"rv-act rv-{kind}" + (" rv-legal" if legal else "") + (" rv-refused" if refused else "")
    shown = (f'<span class="rv-icon" aria-hidden="true">{escape(icon)}</span> ' if icon else "") + escape(label)
    name = label
    if refused is not None:
        name = Msg(N_("{action}: no se puede ahora. {why}"), action=label, why=refused.text(lang)).text(lang)
        if refused.rule is not None:
            rule = escape(refused.rule.label().text(lang))
            shown += f' <span class="rv-refused-rule" aria-hidden="true">({rule})</span>'
    return (f'<button type="button" class="{classes}" data-rv-action="{escape(action)}" '
            f'aria-label="{escape(name)}"{_state(enabled)}>{shown}</button>')


def refusal(state: State, action: str) -> RulesError | None:
    """Why the rules refuse ``action`` now (``None``: they do not)."""
    try:
        state.apply(action)
    except RulesError as err:
        return err
    return None


#: Where each seat is drawn, counted from the reader's seat to the right (the direction of play).
POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}


def position(seat: int, viewer: int, players: int) -> str:
    return POSITIONS[players][(seat - viewer) % players]


def seat(where: str, name: str, badges: Sequence[str], hand_html: str, played_html: str, *, active: bool) -> str:
    """One place at the table: the seat's name and marks, its hand, the card it has on the table."""
    marks = "".join(f'<span class="rv-badge">{escape(b)}</span>' for b in badges)
    classes = f"rv-seat-box rv-at-{where}" + (" rv-active" if active else "")
    return (f'<div class="{classes}"><p class="rv-seat-name"><strong>{escape(name)}</strong> {marks}</p>'
            f'{hand_html}<div class="rv-played">{played_html}</div></div>')


def table(seats_html: Sequence[str], lang: str, caption: str, *, players: int, extra_class: str = "") -> str:
    return (f'<div class="rv-table rv-players-{players} {extra_class}" role="group" aria-label="{escape(caption)}">'
            f'{"".join(seats_html)}</div>')
