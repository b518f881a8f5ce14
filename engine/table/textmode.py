"""The text mode: one line typed per widget, a move or a question, answered in words.

For readers who cannot see the board (in the spirit of lichess's blind mode). A line is read as

* a **question**: what is in a hole (mancala), the reader's cards, who wins the trick (card
  games), the score, whose turn it is, the legal moves, help; answered from what the reader's seat
  may see, in the page's language;
* else a **move**, in the game's own words or its notation: "siembra D", "D", "juega el siete de
  oros", "7 oros", "canto truco", "quiero", "paso"; English "sow D", "play the seven of coins",
  "call truco". A move is played exactly as a click plays it (same refusals, with their article).

Every word the reader may type and every answer is a catalogue entry: a page accepts the phrases
of both languages and answers in its own.

>>> import engine
>>> from engine.lessons.session import Session
>>> from engine.table.render import View
>>> s = Session(engine.load("awari", first_player="south").new_state(), human_seats=(0,))
>>> read(s, "siembra D").action, read(s, "sow d").action, read(s, "D").action
('D', 'd', 'D')
>>> read(s, "¿Qué hay en c?").answer(s, View()).text("en")
'there are 4 seeds in c'
>>> read(s, "vuela").answer(s, View()).text("es")
'No entiendo «vuela»; escribe ayuda'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.i18n import LANGUAGES, N_, Msg, Plural, gettext_
from engine.lessons import narration
from engine.lessons.scenario import amount, hole_names
from engine.lessons.session import Session
from engine.rules.capabilities import CardTable, HoleBoard, HoleGame
from engine.rules.cards import RANK_NAMES, RANKS, SUIT_NAMES, SUITS
from engine.rules.core import State

from . import render

#: The longest line read: the page's input takes no more, and a longer one is read cut there.
MAX_LINE = 200
#: Words that may start a move and say nothing more ("siembra D", "juega el 7 de oros").
VERBS = N_("siembra|siembro|juega|juego|echa|echo|tira|tiro|canta|canto|digo|di|mueve|muevo")
#: Words left out when a line is compared with a move's name.
ARTICLES = N_("el|la|los|las|un|una|de|del")

#: The questions, each with the phrases that ask it (``{x}``: a hole's name).
QUESTIONS: dict[str, str] = {
    "help": N_("ayuda|comandos|que puedo escribir|que puedo decir"),
    "hole": N_("que hay en {x}|cuantas semillas hay en {x}|cuantas piedras hay en {x}|cuantas hay en {x}"),
    "board": N_("tablero|posicion|que hay en el tablero|describe el tablero"),
    "hand": N_("mis cartas|mi mano|que cartas tengo|cartas"),
    "trick": N_("quien gana la baza|quien va ganando la baza|quien gana la ronda|quien va ganando|baza|mesa"),
    "score": N_("marcador|tanteo|puntos|como vamos|quien va ganando la partida"),
    "turn": N_("a quien le toca|quien juega|de quien es el turno|turno"),
    "legal": N_("jugadas posibles|jugadas|que puedo jugar|opciones|jugadas legales"),
}


#: Moves the help of a card game may suggest, as typed; each game's help shows those it accepts.
CARD_MOVES = (N_("«juega el siete de oros»"), N_("«7 oros»"), N_("«canto truco»"), N_("«quiero»"), N_("«juego»"),
              N_("«paso»"))


def labels(lang: str) -> dict[str, str | int]:
    """The text mode's label and hint, in ``lang``, and the longest line read: the page's input."""
    return {"label": Msg(N_("Escribe una jugada o una pregunta")).text(lang),
            "hint": Msg(N_("Por ejemplo «ayuda», «jugadas posibles» o una jugada.")).text(lang),
            "max_length": MAX_LINE}


def clean(text: str) -> str:
    """``text`` as typed, normalised: NFKC (full-width letters become letters), without invisible
    characters (zero-width space, soft hyphen) and without the punctuation around each word, so that
    "(D)", "D:" and "«D»" read as "D"; inner marks stay ("no-quiero", "descarte:7o")."""
    shown = "".join(c for c in unicodedata.normalize("NFKC", text) if unicodedata.category(c) != "Cf")
    words = (_trim(word) for word in shown.split())
    return " ".join(word for word in words if word)


def _trim(word: str) -> str:
    start, end = 0, len(word)
    while start < end and unicodedata.category(word[start]).startswith("P"):
        start += 1
    while end > start and unicodedata.category(word[end - 1]).startswith("P"):
        end -= 1
    return word[start:end]


def fold(text: str) -> str:
    """``text`` without accents, marks or capitals, its words one space apart: what is compared."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w\s-]", " ", bare.lower()).replace("-", " ").split())


def _words(msgid: str) -> list[str]:
    """The phrases of a catalogue entry, in every language (a page accepts both)."""
    phrases: list[str] = []
    for lang in LANGUAGES:
        phrases += [fold(p) if "{x}" not in p else p for p in gettext_(lang, msgid).split("|")]
    return phrases


def _strip(words: str, drop: Sequence[str]) -> str:
    return " ".join(word for word in words.split() if word not in drop)


@dataclass(frozen=True)
class Command:
    """A line read: a move to play (``action``), or a question (``question``, its ``subject``)."""

    text: str
    action: str | None = None
    question: str | None = None
    subject: str = ""

    def answer(self, session: Session, view: render.View) -> Msg:
        """The answer to a question (or to a line not understood), from what the reader may see."""
        if self.question is None:
            return Msg(N_("No entiendo «{text}»; escribe ayuda"), text=self.text.strip())
        return ANSWERS[self.question](session, view, self.subject)


def read(session: Session, text: str) -> Command:
    """``text`` as a question or a move of ``session``'s game (the move is not checked: playing
    it refuses it, with its rule, as a click would)."""
    line = str(text)[:MAX_LINE]
    typed = clean(line)
    folded = fold(typed)
    for question, msgid in QUESTIONS.items():
        for phrase in _words(msgid):
            if "{x}" in phrase:
                pattern = re.escape(fold(phrase.replace("{x}", "XHOLEX"))).replace("xholex", r"(\S+)")
                found = re.fullmatch(pattern, folded)
                if found:
                    return Command(line, question=question, subject=_original_case(typed, found.group(1)))
            elif folded == phrase:
                return Command(line, question=question)
    action = _action(session.state, typed)
    return Command(line, action=action)


def _original_case(line: str, folded_word: str) -> str:
    """The word as typed (Awari's D and d are different holes)."""
    for word in line.split():
        if fold(word) == folded_word:
            return word
    return folded_word


def _action(state: State, typed: str) -> str | None:
    """The action ``typed`` (a :func:`clean` line) names, if any."""
    raw = typed.split()
    if len(raw) > 1 and fold(raw[0]) in _words(VERBS):  # "juego" alone is La Zanga's bid
        raw = raw[1:]
    if len(raw) == 1 and state.is_action(raw[0]):  # the notation: "D", "a1", "7o", "truco"
        return raw[0]
    joined = fold(" ".join(raw)).replace(" ", "-")
    # "no quiero", "a casa"; but never a hole of the other case (Awari's D is not d): that one only as typed
    if joined and state.is_action(joined) and (joined == joined.upper() or not state.is_action(joined.upper())):
        return joined
    articles = _words(ARTICLES)
    said = _strip(fold(" ".join(raw)), articles)
    card = _card(said)
    if card is not None and state.is_action(card):
        return card
    for action in state.legal_actions() if said else ():  # the move's name: "el siete de oros"
        for lang in LANGUAGES:
            name = narration.spoken(state, action).text(lang)
            names = {name, *re.split(r"[()]", name)}
            if said in {_strip(fold(n), articles) for n in names if n.strip()}:
                return action
    return None


def _card(said: str) -> str | None:
    """"7 oros", "siete de oros", "seven of coins", "as copas" as a card's text ("7o")."""
    ranks: dict[str, int] = {}
    suits: dict[str, str] = {}
    for lang in LANGUAGES:
        ranks.update({fold(Msg(RANK_NAMES[r]).text(lang)): r for r in RANKS})
        suits.update({fold(Msg(SUIT_NAMES[s]).text(lang)): s for s in SUITS})
    ranks.update({str(r): r for r in RANKS})
    words = said.split()
    if len(words) < 2:
        return None
    rank, suit = ranks.get(words[0]), suits.get(" ".join(words[1:]))
    return f"{rank}{suit}" if rank is not None and suit is not None else None


# -- the answers ----------------------------------------------------------------------------------
def _viewer(session: Session, view: render.View) -> int | None:
    """The seat whose eyes answer: the reader's, with people on one device the one holding it."""
    return render.viewpoint(session, view)


def _seat(state: State, seat: int) -> Msg:
    return render.seat_name(state, seat)


def _help(session: Session, view: render.View, _: str) -> Msg:
    state = session.state
    if _cards(state):
        moves: list[str | Msg] = [Msg(move) for move in CARD_MOVES if _action(state, clean(move)) is not None]
        return Msg(N_("Escribe una jugada ({moves}) o una pregunta: «mis cartas», «¿quién gana la baza?», "
                      "«marcador», «¿a quién le toca?», «jugadas posibles»."), moves=narration.series(moves))
    # The examples are holes of this game: one the reader may sow from now, where there is one.
    names = hole_names(state)
    holes = [action for action in state.legal_actions() if action in names] or list(names)
    hole = holes[len(holes) // 2]
    words: list[str | Msg] = [Msg(N_("«{words}»"), words=narration.spoken(state, action))
                              for action in state.legal_actions() if action not in names]
    if words:  # a choice that is not a hole (Mbau's rule 4): those are the moves
        return Msg(N_("Elige: {moves}; o pregunta: «¿qué hay en {hole}?», «tablero», «marcador», «¿a quién le "
                      "toca?», «jugadas posibles»."), moves=narration.series(words), hole=hole)
    return Msg(N_("Escribe una jugada («siembra {hole}» o solo «{hole}») o una pregunta: «¿qué hay en {hole}?», "
                  "«tablero», «marcador», «¿a quién le toca?», «jugadas posibles»."), hole=hole)


def _stones(game: HoleGame, name: str, count: int) -> Msg:
    return game.in_hole(name, count)


def _holes(state: State) -> dict[str, int]:
    """The pieces in each hole by its name; empty in a game without holes."""
    if not isinstance(state, HoleBoard) or not isinstance(state.game, HoleGame):
        return {}
    return dict(zip(state.game.HOLE_NAMES, state.counts()[0], strict=True))


def _hole(session: Session, view: render.View, name: str) -> Msg:
    holes = _holes(session.state)
    game = session.state.game
    if not holes or not isinstance(game, HoleGame):
        return Msg(N_("Este juego no tiene agujeros: pregunta «mis cartas» o «¿quién gana la baza?»."))
    if name not in holes:
        found = [hole for hole in holes if hole.lower() == name.lower()]
        if len(found) != 1:
            return Msg(N_("No hay ningún agujero «{name}»; los agujeros son {holes}."), name=name,
                       holes=narration.series(list(holes)))
        name = found[0]
    return _stones(game, name, holes[name])


def _board(session: Session, view: render.View, _: str) -> Msg:
    state = session.state
    holes = _holes(state)
    game = state.game
    if not holes or not isinstance(state, HoleBoard) or not isinstance(game, HoleGame):
        return _trick(session, view, "")
    stores = state.counts()[1]
    said: list[str | Msg] = [_stones(game, name, count) for name, count in holes.items()]
    if stores:
        said += [Msg(N_("{seat} ha capturado {amount}"), seat=_seat(state, seat), amount=amount(state, n))
                 for seat, n in enumerate(stores)]
    return Msg(N_("En el tablero: {items}."), items=narration.series(said))


def _cards(state: State) -> bool:
    """Whether the seats hold cards (:class:`~engine.rules.capabilities.CardTable`): the text mode then
    answers about hands and tricks, not holes."""
    return isinstance(state, CardTable)


def _hand(session: Session, view: render.View, _: str) -> Msg:
    state: Any = session.state
    if not _cards(state):
        return Msg(N_("Este juego no tiene cartas: pregunta «¿qué hay en c?» o «tablero»."))
    seat = _viewer(session, view)
    if seat is None:
        return Msg(N_("Ahora no se ve ninguna mano: pasa el dispositivo."))
    seen = state.observation(seat)  # what that seat may see: a Zápiti hand not looked at is not
    held = seen.cards
    if held is None:
        return Msg(N_("Aún no has mirado tus cartas."))
    hand = [card.name() for card in held]
    if not hand:
        return Msg(N_("No te quedan cartas."))
    return Plural("Tienes {n} carta: {cards}.", "Tienes {n} cartas: {cards}.", len(hand),
                  cards=narration.series(hand))


def _trick(session: Session, view: render.View, _: str) -> Msg:
    state = session.state
    if not isinstance(state, CardTable):
        return Msg(N_("Este juego no tiene bazas: pregunta «marcador» o «tablero»."))
    played = state.trick_in_play()
    if not played:
        return Msg(N_("No hay cartas en la mesa."))
    table = narration.series([Msg(N_("{seat}, {card}"), seat=_seat(state, seat), card=card.spoken())
                              for seat, card in played])
    winner = state.trick_leading()
    if winner is None:
        return Msg(N_("En la mesa: {table}. Por ahora, parda."), table=table)
    seat, card = winner
    return Msg(N_("En la mesa: {table}. Va ganando {seat} con {card}."), table=table,
               seat=_seat(state, seat), card=card.spoken())


def _count(state: State, n: int, who: Msg) -> Msg:
    """``who``'s count in the game's own unit (:func:`engine.lessons.scenario.amount`)."""
    return Msg(N_("{who}: {amount}"), who=who, amount=amount(state, n))


def _score(session: Session, view: render.View, _: str) -> Msg:
    """Per side (a pair's seats share one count in the card games for four)."""
    state = session.state
    scores = state.scores()
    sides = min(2, len(scores))
    said: list[str | Msg] = []
    for side in range(sides):
        who = narration.series([_seat(state, seat) for seat in range(len(scores)) if seat % sides == side])
        said.append(_count(state, scores[side], who if isinstance(who, Msg) else Msg(who)))
    return Msg(N_("Marcador: {items}."), items=narration.series(said))


def _turn(session: Session, view: render.View, _: str) -> Msg:
    state = session.state
    if state.is_terminal():  # who won, in the game's own words where its narrator has them
        return narration.game_over(state) or Msg(N_("La partida ha terminado."))
    if session.stopped():
        return Msg(N_("Ejemplo conseguido: reinicia para jugarlo otra vez."))
    seat = state.current_player
    if seat < 0:
        return Msg(N_("Le toca al azar (un reparto)."))
    if session.is_human_turn():
        return Msg(N_("Te toca a ti ({seat})."), seat=_seat(state, seat))
    return Msg(N_("Le toca a {seat}."), seat=_seat(state, seat))


def _legal(session: Session, view: render.View, _: str) -> Msg:
    withheld = session.moves_withheld()  # the example asks which move is legal: it does not say
    if withheld is not None:
        return withheld
    state = session.state
    if not session.is_human_turn():
        return _turn(session, view, "")
    if render.must_pass(session, view):  # the next seat's moves would show its hand
        return Msg(N_("Pasa el dispositivo a {seat}."), seat=_seat(state, state.current_player))
    actions = list(state.legal_actions())
    holes = _holes(state)  # a hole by its name; any other move (a card, a bet, Mbau's «expulsar») in words
    named: list[str | Msg] = [action if action in holes else narration.spoken(state, action) for action in actions]
    return Plural("Puedes hacer {n} jugada: {moves}.", "Puedes hacer {n} jugadas: {moves}.", len(actions),
                  moves=narration.series(named))


ANSWERS: dict[str, Callable[[Session, render.View, str], Msg]] = {
    "help": _help, "hole": _hole, "board": _board, "hand": _hand, "trick": _trick, "score": _score,
    "turn": _turn, "legal": _legal,
}
