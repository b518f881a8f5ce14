"""La Zanga: the Canarian card game of the Santa Lucía *Reglamento* (after Pérez & Santana, 1983).

Four players in two pairs (or six in two trios, an option) bid for the right to name trumps, play
eight tricks with the Spanish deck, and settle in *piedras* (stones) until one pair holds all 32.

The package keeps each part of the rules in one module:

* :mod:`engine.rules.zanga.rules` — the cards: trumps and matadores, the ranking that changes with the
  trump suit (Arts. 4–8), who wins a trick, which cards may be played (Arts. 27–28);
* :mod:`engine.rules.zanga.seating` — the table facts that differ between four and six players;
* :mod:`engine.rules.zanga.auction` — the bidding as a state machine (Arts. 18–26, 40–42, 54, 56);
* :mod:`engine.rules.zanga.settlement` — the stones after each hand (Arts. 29–33, 43–64);
* :mod:`engine.rules.zanga.todas` — Art. 30's question, whether a side's cards could make every trick;
* :mod:`engine.rules.zanga.options` — the options, each reading tied to its article;
* :mod:`engine.rules.zanga.actions` — the words a seat may say, by phase;
* :mod:`engine.rules.zanga.hand` — the hand's record: what a state holds, as every phase reads it;
* :mod:`engine.rules.zanga.deal` — the shuffle, the deal by packets, the mano of Art. 16, who deals next
  (Arts. 12–17);
* :mod:`engine.rules.zanga.tricks` — the tricks, cinco and todas, renuncios and the facts the settlement
  reads (Arts. 22, 27–38, 48–51, 58);
* :mod:`engine.rules.zanga.notation` — a position as one line of text, read into data, and back;
* :mod:`engine.rules.zanga.observation` — what one seat may see: the input of the bots and the renderer;
* :mod:`engine.rules.zanga.game` — the :class:`~engine.rules.zanga.game.Zanga` game and its states: the one
  class that holds the hand's record and composes the phases (each phase a module of functions over
  the record, none importing the game);
* :mod:`engine.rules.zanga.bots` — players of several strengths that see only their own seat's view.

Articles are cited by the numbers of the regulation. Where the regulation itself is wrong, the code
follows what it plainly means and says so where the rule is applied (as the articles' pages do):

* Art. 20 announces "dos opciones" and lists three ("pasarse, aceptar (decir juego) u obligarle a
  jugar solo"); we read "pasarse" as accepting (Z3; :mod:`~engine.rules.zanga.auction`).
* Art. 46 defines the puesta "con arreglo al artículo 47"; the puesta is Art. 44.
* Art. 52 cites "el artículo 49" for the cinco and "los conceptos expresados en el artículo 49 y en
  el 48"; the cinco is Art. 48 and the estuche Art. 51.
* Arts. 53, 59 and 60 cite "el artículo 49" for the cinco; they mean Art. 48.
* Art. 61 is garbled ("tanto si lo tiene la contraria por haber logrado ésta …"): we read that the
  declaring pair pays the estuche whoever holds it (Z13; :mod:`~engine.rules.zanga.settlement`).
* The glossary calls the pie "el que da la baraja", true from the second hand on; in the first hand
  the mano is chosen by the 7 of espadas (Art. 16), so the pie is simply the last to speak.
"""

from ..registry import Registration
from .game import Zanga

REGISTRATION = Registration(
    name="zanga",
    title="La Zanga",
    game=Zanga,
    scenarios="engine.lessons.zanga.scenarios:SCENARIOS",
    drills="engine.lessons.zanga.drills:DRILLS",
    narration="engine.lessons.zanga.narration",
    board="engine.table.zanga.render:board",
    frame="engine.table.zanga.render:frame",
    moves="engine.table.zanga.render:move_text",
    ends_hand="engine.lessons.zanga.narration:ends_hand",
    bots="engine.rules.zanga.bots:make_bot",
    coach="engine.lessons.zanga.coach",
    parts=("piedras", "orden-o", "orden-c", "orden-e", "orden-b"),
    symbols=("engine.table.cards_render:SYMBOLS",),
)
