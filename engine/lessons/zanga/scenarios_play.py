"""The live examples of Title I, Title II and Arts. 12–30 of Title III of La Zanga (the cards, the
stones, the deal, the auction, the play): one or more per article, for ``tutorials/zanga/``.

Each is a position in the Zanga notation (:meth:`engine.rules.zanga.game.ZangaState.notation`: the hands
as dealt, the zanga, the stones when the hand began and the moves so far, so the example starts at
the right moment with the right cards), the seat the reader plays (always Sur, seat 0, at the bottom
of the table), a goal, hints and a solution (the reader's moves and the others' replies) that
``tests/engine/zanga/test_zanga_scenarios_play.py`` plays. The other seats are played by the
``easy`` bot, which is deterministic, so an example behaves the same every time. Every example
offers the switch that shows all the hands; the readings we chose are switches where the example
shows the difference. A few examples start from a seed, so that the engine itself applies the
article (the first dealer, the opening mano by the espadas).

Seats: 0 Sur (the reader), 1 Este, 2 Norte (the reader's partner), 3 Oeste; play goes to the right,
Sur → Este → Norte → Oeste.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("zanga")][:3]
['zanga.baraja', 'zanga.parejas', 'zanga.ocho-cartas']
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.zanga.refs import art

from ..scenario import Goal, Scenario

#: The positions, written once (the deals were made for each example and checked by the engine).
START: dict[str, str] = {
    "espadilla": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1e.3o.4o.5o.6e.5e.4b.5b/12c.1c.4c.7o.3b.7c.3e.10o/10c.6o.1b.1o.6b.7e.11b.2o/2c.10b.3c.11c.11o.2b.12e.7b Z=5c.10e.11e.4e.12b.6c.2e.12o M=juego,juego,juego,triunfo:c,12c,10c,2c",
    "malilla": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=7o.6o.1c.12c.3e.4e.5b.6b/1o.11e.5c.3b.10c.2b.10b.12e/3o.6e.2o.2e.4c.4o.2c.10o/12o.1b.10e.5e.3c.11b.7e.11c Z=4b.12b.6c.7c.5o.1e.7b.11o M=juego,juego,juego,triunfo:o,1o,3o,12o",
    "bastillo": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1b.4e.2o.3o.12c.5c.6b.7b/12e.5b.5e.10b.5o.11c.1c.4o/3e.1o.7o.11b.4b.4c.3c.10e/11e.7e.12o.6c.6o.11o.3b.2c Z=2b.7c.10c.10o.12b.2e.6e.1e M=juego,juego,juego,triunfo:e,12e,3e,11e",
    "estuche": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.1b.7c.12c.11c.2b.12b.3o/6e.10b.6o.4c.11b.2o.4o.3e/5o.3c.4e.4b.2e.10o.5b.3b/5c.7e.12e.11e.10c.12o.6c.1o Z=10e.11o.7o.7b.2c.5e.1c.6b M=juego,juego,juego",
    "triunfos-rojos": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=2o.6o.1c.2c.12e.3e.4b.5b/3o.5c.11c.12c.12o.4c.2b.7o/5o.10o.7b.12b.5e.6b.10b.1o/4o.10e.2e.1e.6e.7e.7c.11o Z=11b.4e.6c.3b.10c.1b.11e.3c M=juego,juego,juego,triunfo:o,3o,5o,4o",
    "palo-negro": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=7e.2e.3o.4o.5o.3b.4b.5b/5e.10c.10e.5c.2c.10o.11o.12e/4e.1o.4c.12c.12b.6o.11e.2o/6e.10b.12o.1e.3e.1c.7c.6c Z=7b.11c.1b.2b.3c.11b.6b.7o M=juego,juego,juego,triunfo:c,5e,4e,6e",
    "punto-llano": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=7o.1o.3c.4c.5e.6e.7b.6b/6o.10e.3o.1e.3e.12b.2o.2c/5o.2e.5b.6c.1c.11b.4e.12e/4o.4b.7e.11o.11c.1b.3b.2b Z=10o.12o.5c.12c.11e.10b.10c.7c M=juego,juego,juego,triunfo:b,6o,5o,4o",
    "baraja": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.7o.1o.12o.12c.11c.12b.3e/6b.5b.5e.10b.2b.10c.4b.4e/6e.11o.10o.11b.2e.11e.5o.3b/3c.4o.3o.2c.5c.4c.2o.12e Z=1c.1b.6c.6o.7c.10e.7e.7b M=juego,juego,juego,triunfo:o",
    "parejas": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=6c.11c.2o.3o.5e.6e.3b.4b/4c.3e.1c.1b.4e.10b.7c.7o/12c.10c.1o.5b.12b.11b.2e.12o/5c.7e.12e.3c.2c.5o.10e.10o Z=6b.11e.4o.1e.7b.2b.6o.11o M=juego,juego,juego,triunfo:o,4c,12c,5c",
    "bazas-aparte": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.1b.12o.11o.10o.12c.12b.3e/7o.6e.11e.2b.7e.2e.1c.2c/12e.6b.3c.3o.10c.10e.10b.6c/4b.11c.2o.5o.4o.6o.4c.4e Z=5e.11b.3b.7b.7c.1o.5c.5b M=juego,juego,juego,triunfo:o",
    "hablar": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.2b.12b.11b.7b.12o.12c.3e/5c.1o.10c.10e.2o.6o.10o.6b/3b.6e.5o.3c.12e.4o.2c.6c/5e.7e.7o.5b.1b.2e.11c.7c Z=11o.4b.3o.4c.1c.11e.10b.4e",
    "pago-mano": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=3o.4o.5c.6c.4e.5e.6b.7b/12e.12c.11b.2c.10c.12o.11c.1o/4b.10e.1c.3b.7e.1b.5b.2e/3c.10b.5o.4c.1e.7o.3e.6o Z=2b.7c.2o.6e.11o.10o.12b.11e",
    "mandar-solo": "s=0 k=1 n=1 d=2 m=3 L=16,16,0,0,0 H=1e.7o.12o.3o.12c.11c.4e.5b/4b.3b.3c.5c.10b.10o.2b.12e/11b.5e.11e.2c.5o.1o.1c.6c/7c.6o.2e.10e.12b.4c.11o.4o Z=6e.2o.6b.7b.10c.7e.1b.3e M=juego",
    "pie-forzado": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=3o.4c.5c.4e.5e.6e.3b.4b/1c.6o.10b.10e.11c.6c.2c.11e/12e.5o.5b.10o.7e.3e.11b.6b/4o.7b.7c.2e.12b.2o.2b.10c Z=1e.7o.1b.1o.12o.11o.12c.3c M=paso,paso,paso",
    "nombrar": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.1b.2b.12b.11b.7b.3o.4c/4o.11e.4b.11c.5o.5b.10o.5c/3c.12e.1c.2e.6o.12o.3b.4e/6c.7o.3e.2o.7c.10c.1o.12c Z=10e.11o.5e.2c.6e.6b.7e.10b M=juego,juego,juego",
    "dentro-sin-piedras": "s=0 k=1 n=1 d=0 m=1 L=3,29,0,0,0 H=1e.1b.12o.11o.3c.4c.5e.6b/2c.1c.10e.7e.5b.4o.5c.4e/6o.1o.10c.10b.3o.4b.5o.3b/12c.12b.10o.7o.2b.6c.12e.11c Z=11b.2e.11e.3e.7c.2o.7b.6e M=paso,paso,paso",
    "fianza-corta": "s=0 k=1 n=1 d=0 m=1 L=25,7,0,0,0 H=3o.4c.5c.4e.5e.6e.3b.4b/2c.7c.11e.11b.7e.1c.11c.10o/2b.12c.7o.10b.6b.11o.1o.1e/3c.10c.5b.1b.2o.4o.5o.7b Z=3e.12o.10e.6c.6o.2e.12e.12b M=paso,paso,paso",
    "volver": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1e.7o.1b.12o.11o.10o.12c.3o/6o.3c.1o.6b.10e.1c.5o.2e/4o.2b.12b.10b.5b.10c.11e.7c/2c.12e.3e.7e.11b.11c.2o.7b Z=4c.5c.6c.4e.5e.6e.3b.4b M=paso,paso,paso,dentro",
    "solo-mandado": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=1e.7c.1b.1c.12c.11c.10c.12o/6e.7b.5b.3o.1o.12b.2c.6c/5c.4e.4c.5o.7o.11o.2e.6b/10o.4b.3e.12e.2o.11e.3b.7e Z=2b.10e.6o.4o.11b.5e.10b.3c M=juego,mandar",
    "servir": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=5c.11c.2o.3o.4e.6e.4b.5b/12c.2b.10c.10b.10e.10o.11o.6b/3c.3b.12b.5o.7o.2c.1o.2e/4c.12o.1e.7c.6c.4o.5e.1c Z=11e.6o.12e.1b.3e.11b.7e.7b M=juego,juego,juego,triunfo:o,12c,3c,4c",
    "fallar": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=3o.4o.4e.5e.6e.4b.5b.6b/12c.6c.3b.10b.1o.11o.3c.11e/2c.1e.2o.1c.1b.2b.7c.6o/11c.3e.2e.7e.10c.4c.12e.10e Z=10o.11b.12b.7o.5o.5c.12o.7b M=juego,juego,juego,triunfo:o,12c,2c,11c",
    "arrastre": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1b.3o.12c.11c.4e.5e.6b.7b/5o.3b.1c.12e.11b.10c.10e.6e/6o.2o.11o.2e.10b.3e.12o.4b/4o.10o.6c.5b.12b.1e.1o.5c Z=7o.7e.7c.11e.3c.2b.2c.4c M=juego,juego,juego,triunfo:o,5o,6o,4o",
    "matador-libre": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1b.12c.11c.4e.5e.6b.7b.3c/5o.11e.2e.2b.1c.2c.11o.3o/1e.10b.5b.6e.4c.12b.5c.6c/4o.12e.6o.7c.12o.2o.4b.7e Z=3b.3e.11b.1o.10o.10e.7o.10c M=juego,juego,juego,triunfo:o,5o,1e,4o",
    "matador-forzado": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=1b.12c.11c.4e.5e.6b.7b.3c/1e.6o.3b.7o.6e.10e.2b.10o/5o.12o.10b.10c.7c.11o.5b.11e/4o.3e.3o.7e.2c.12b.4c.1o Z=4b.2o.1c.11b.5c.12e.2e.6c M=juego,juego,juego,triunfo:o,1e,5o,4o",
    "renuncio": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=5c.6c.2o.4e.6e.4b.5b.6b/12c.7e.5o.10c.11e.7b.2c.11b/3c.5e.10b.11c.1e.1o.4o.3e/7c.3o.12b.12o.4c.6o.10o.2e Z=10e.1b.7o.2b.3b.11o.12e.1c M=juego,juego,juego,triunfo:o,12c,3c,3o",
    "renuncio-matador": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=3o.4c.5c.4e.5e.6e.3b.4b/1e.6b.2e.10b.1o.11o.1c.2o/5o.12b.12e.3e.4o.2b.12o.7b/1b.12c.11c.10c.7c.6c.3c.2c Z=6o.5b.11e.10e.11b.7e.7o.10o M=juego,juego,juego,triunfo:o,1e,5o,12c",
    "piedra": "s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=7o.12o.1c.3c.11c.1e.10e.11b/1o.3o.3e.4e.5e.5b.10b.12b/10o.11o.6c.2e.12e.2b.6b.7b/2o.4o.5o.4c.6e.11e.1b.3b Z=6o.2c.5c.7c.10c.12c.7e.4b M=juego,juego,juego,triunfo:o,1e,3o,10o,5o,7o,1o,11o,4o,3c,3e,6c,4c,1c,4e,2e,2o,6e,10e,5e,12e,2b,3b,11b,12b,10b,6b,11e",
    "pareja-piedras": "s=0 k=1 n=1 d=1 m=2 L=16,16,0,0,0 H=5o.6o.3c.4c.2e.5e.12e.1b/3o.4o.11o.6c.1e.3e.7b.10b/1o.7o.12o.1c.10c.6e.5b.12b/2o.7c.11c.12c.4e.7e.3b.11b Z=10o.2c.5c.10e.11e.2b.4b.6b M=juego,juego,juego,triunfo:o,12b,3b,2e,7b,1c,11c,4c,6c,12c,3c,3e,10c,11b,6o,10b,5b",
    "partida": "s=0 k=1 n=1 d=0 m=1 L=28,4,0,0,0 H=7o.12o.1e.2e.3e.5b.6b.12b/6o.10o.3c.4c.5e.2b.4b.7b/4o.5o.2c.11c.12c.6e.7e.3b/1o.3o.1c.5c.6c.7c.4e.11b Z=2o.11o.10c.10e.11e.12e.1b.10b M=juego,juego,juego,triunfo:c,2b,3b,11b,12b,12o,6o,5o,3o,2e,5e,6e,4e,4o,1o,7o,10o,4b,2c,1c,5b,6c",
    "fianza-sacada": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=3o.4c.5c.4e.5e.6e.3b.4b/10o.1c.3c.6c.7c.1b.2b.10b/2o.5o.2c.11c.10e.5b.6b.7b/4o.12c.1e.2e.3e.7e.11b.12b Z=1o.6o.7o.11o.12o.10c.11e.12e M=paso,paso,paso,dentro,zanga,triunfo:o,7c,2c,12c,10c,12b,6o,2b,5b,7o,10o,5o,1e,11b,11o,10b,6b,12e,1b,10e,2e,6c,11c,4o",
}


#: Art. 24: the pie goes in against a pair with one stone, and the hand is played out (its settlement
#: returns the fianza: two stones of the pie's pair and the other pair's one).
FIANZA_CORTA = (
    "dentro", "zanga", "triunfo:e", "7c", "12c", "3c", "6c", "1e", "1b", "3e", "7e", "7o", "5o", "12o", "10o",
    "2e", "11e", "2b", "4o", "12e", "2c", "6b", "5b", "10e", "1c", "1o", "2o", "12b", "11b", "10b", "7b", "6o",
    "11c", "11o", "10c",
)


def _between(seed: int, dealer: int) -> str:
    """Between two hands, before the deal of hand 2: ``dealer`` is to say ``repartir``."""
    return f"s={seed} k=1 n=1 d={dealer} L=16,16,0,0,0"


SCENARIOS: tuple[Scenario, ...] = (
    # -- Title I: the cards and their value ---------------------------------------------------------
    Scenario(
        id="zanga.baraja",
        rule=art("1"),
        title=N_("Las cuarenta cartas"),
        goal=Goal("question", N_("La baraja española entera tiene 48 cartas, pero la zanga se juega con 40. "
                                 "Todas están boca arriba: ¿cuántas cartas de oros hay en la mesa?"),
                  ask="cards", concept="o", choices=("8", "10", "12"), answer="10"),
        start=START["baraja"],
        bot="easy",
        hints=(N_("Cuenta los oros de las cuatro manos y de la zanga, en el centro."),
               N_("Del as al siete y la sota, el caballo y el rey: no hay ochos ni nueves.")),
        solution=("?10",),
        reveal="on",
    ),
    Scenario(
        id="zanga.parejas",
        rule=art("2"),
        title=N_("Tu compañero se sienta enfrente"),
        goal=Goal("play", N_("Tu compañero Norte ya gana la baza con el rey de copas. Sirve copas sin malgastar el caballo."),
                  actions=("6c",)),
        start=START["parejas"],
        bot="easy",
        hints=(
            N_("Norte es tu pareja: la baza que gana él es también tuya."),
            N_("Tienes que servir copas (Art. 27): echa el 6 y guarda el caballo, que ahora es la copa más alta."),
        ),
        solution=("6c",),
        reveal="off",
    ),
    Scenario(
        id="zanga.ocho-cartas",
        rule=art("3"),
        title=N_("Ocho cartas para cada uno y ocho en la zanga"),
        goal=Goal("question", N_("Te toca dar. Todavía no has repartido: cuando cada uno de los cuatro tenga sus "
                                 "cartas, ¿cuántas quedarán en el centro, en la zanga?"),
                  ask="cards", concept="zanga", probe=("repartir",), choices=("4", "8", "10"), answer="8"),
        start=_between(11, 0),
        bot="easy",
        hints=(N_("Cada jugador juega con ocho cartas, y la baraja tiene cuarenta: 40 − 4 × 8."),),
        solution=("?8",),
        reveal="off",
    ),
    Scenario(
        id="zanga.espadilla",
        rule=art("4"),
        title=N_("La espadilla, siempre la más alta"),
        goal=Goal("play", N_("Triunfan copas y Este ha salido con el rey de copas. No tienes copas: gana la baza."),
                  actions=("1e",)),
        start=START["espadilla"],
        bot="easy",
        hints=(
            N_("El as de espadas es triunfo sea cual sea el palo de triunfos."),
            N_("Juega la espadilla: es la carta más alta del juego."),
        ),
        solution=("1e",),
        reveal="off",
    ),
    Scenario(
        id="zanga.malilla",
        rule=art("5"),
        title=N_("La malilla de oros es el siete"),
        goal=Goal("play", N_("Triunfan oros y Este ha arrastrado con el as de oros, el punto. Gana la baza."),
                  actions=("7o",)),
        start=START["malilla"],
        bot="easy",
        hints=(
            N_("En oros y copas la malilla es el siete; en espadas y bastos, el dos."),
            N_("La malilla solo tiene por encima a la espadilla: juega el 7 de oros."),
        ),
        solution=("7o",),
        reveal="off",
    ),
    Scenario(
        id="zanga.bastillo",
        rule=art("6"),
        title=N_("El bastillo, tercer triunfo"),
        goal=Goal("play", N_("Triunfan espadas; en la mesa están el rey, el tres y el caballo de espadas. Gana la baza."),
                  actions=("1b",)),
        start=START["bastillo"],
        bot="easy",
        hints=(
            N_("El as de bastos es siempre el tercer triunfo, también cuando triunfan espadas."),
            N_("Tu 4 de espadas no gana al rey; el bastillo sí."),
        ),
        solution=("1b",),
        reveal="off",
    ),
    Scenario(
        id="zanga.estuche",
        rule=art("7"),
        title=N_("Nombrar triunfos con el estuche"),
        goal=Goal("play", N_("Tienes la espadilla, el bastillo, el 7 de copas y el 2 de bastos. Nombra un palo de triunfos con el que tengas el estuche completo."),
                  actions=("triunfo:c", "triunfo:b")),
        start=START["estuche"],
        bot="easy",
        hints=(
            N_("El estuche son la espadilla, la malilla del palo de triunfos y el bastillo."),
            N_("Con copas, tu 7 de copas es la malilla; con bastos, tu 2 de bastos. Con oros o espadas te faltaría."),
        ),
        solution=("triunfo:c",),
        reveal="off",
    ),
    Scenario(
        id="zanga.triunfos-rojos",
        rule=art("8"),
        title=N_("En triunfos de oros, el dos gana al seis"),
        goal=Goal("play", N_("Triunfan oros y en la mesa están el 3, el 5 y el 4 de oros. Tienes el 2 y el 6 de oros: gana la baza."),
                  actions=("2o",)),
        start=START["triunfos-rojos"],
        bot="easy",
        hints=(N_("En triunfos de oros y copas, después de la sota van el 2, el 3, el 4, el 5 y el 6: cuanto más bajo, más vale."),),
        solution=("2o",),
        reveal="off",
    ),
    Scenario(
        id="zanga.palo-negro",
        rule=art("8"),
        title=N_("En espadas que no triunfan, el siete gana al dos"),
        goal=Goal("play", N_("Triunfan copas. Este salió con el 5 de espadas y en la mesa están también el 4 y el 6. Gana la baza."),
                  actions=("7e",)),
        start=START["palo-negro"],
        bot="easy",
        hints=(N_("En espadas y bastos, cuando no son triunfo, tras las figuras va el 7 y el 2 es la carta más baja."),),
        solution=("7e",),
        reveal="off",
    ),
    Scenario(
        id="zanga.punto-llano",
        rule=art("8"),
        title=N_("La malilla que no es triunfo es la carta más baja"),
        goal=Goal("play", N_("Triunfan bastos; en la mesa están el 6, el 5 y el 4 de oros. Tienes el as y el 7 de oros: gana la baza."),
                  actions=("1o",)),
        start=START["punto-llano"],
        bot="easy",
        hints=(N_("Cuando los oros no triunfan, el 7 de oros es la carta más baja del palo y el as va tras la sota."),),
        solution=("1o",),
        reveal="off",
    ),
    # -- Title II: the stones -----------------------------------------------------------------------
    Scenario(
        id="zanga.piedra",
        rule=art("9"),
        title=N_("Las piedras del fondo"),
        goal=Goal("gain", N_("Sois el nombrado y lleváis cuatro bazas. Haz la quinta y mira cómo las piedras del fondo pasan a tu pareja."),
                  amount=1),
        start=START["piedra"],
        bot="easy",
        hints=(
            N_("En la mesa hay dos bastos y una espada. Con un triunfo ganas la baza."),
            N_("Juega el rey de oros: es triunfo."),
        ),
        solution=("12o", "11c", "5b", "7b", "1b"),
        reveal="off",
    ),
    Scenario(
        id="zanga.pareja-piedras",
        rule=art("10"),
        title=N_("Las piedras son de la pareja"),
        goal=Goal("gain", N_("Tu compañero Norte es el nombrado: ayúdale a hacer cinco bazas; las piedras que gane son de los dos."),
                  amount=1),
        start=START["pareja-piedras"],
        bot="easy",
        hints=(
            N_("Norte guarda los oros buenos. No gastes tu bastillo ni tu triunfo ahora."),
            N_("Sal con una espada: Norte fallará o la ganará después."),
        ),
        solution=("5e", "1e", "6e", "4e", "4o", "7o", "2o", "5o", "12o", "7c", "1b", "3o", "12e", "11o", "1o", "7e"),
        reveal="off",
    ),
    Scenario(
        id="zanga.partida",
        rule=art("11"),
        title=N_("Las treinta y dos piedras"),
        goal=Goal("win", N_("Tu pareja tiene 28 piedras y la otra ninguna; en el fondo hay 4. Si Este y Oeste, que juegan, no pasan de tres bazas, os lleváis el fondo y la partida. Gánala.")),
        start=START["partida"],
        bot="easy",
        hints=(
            N_("Tu compañero Norte juega después de Este y tiene copas altas: esta baza puede ser suya."),
            N_("Guarda la espadilla para más tarde y descártate de una carta que no sirva."),
        ),
        solution=("3e", "4c", "11c", "7e", "5c", "1e", "7b", "6b", "3c", "12c", "7c"),
        reveal="off",
    ),
    # -- Title III: the deal (Arts. 12–17) ------------------------------------------------------------
    Scenario(
        id="zanga.primer-reparto",
        rule=art("12"),
        title=N_("Quién da la primera vez"),
        goal=Goal("question", N_("El motor ha echado a suertes quién da: ha repartido Oeste. ¿Quién es mano y habla el primero?"),
                  ask="next", choices=("Sur", "Este", "Norte", "Oeste"), answer="Sur"),
        seed=2,
        bot="easy",
        hints=(N_("En la primera mano no importa quién dio: es mano quien tenga el 7 de espadas (Art. 16). "
                  "Míralo en tus cartas."),),
        solution=("?Sur",),
        reveal="off",
    ),
    Scenario(
        id="zanga.reparto",
        rule=art("13"),
        title=N_("Dar de cuatro en cuatro"),
        goal=Goal("question", N_("Te toca dar: reparte de cuatro en cuatro, empezando por el jugador de tu derecha. ¿Quién es "
                              "mano y habla el primero?"),
                  ask="next", probe=("repartir",), choices=("Sur", "Este", "Norte", "Oeste"), answer="Este"),
        start=_between(3, 0),
        bot="easy",
        hints=(N_("Se da de cuatro en cuatro, dos vueltas, empezando por Este, a tu derecha; las ocho que sobran son la zanga."),),
        solution=("?Este",),
        reveal="on",
    ),
    Scenario(
        id="zanga.bazas-aparte",
        rule=art("14"),
        title=N_("Las bazas se apartan de la zanga"),
        goal=Goal("question", N_("Triunfan oros y sales con la espadilla; el Este, el Norte y el Oeste "
                                 "echan sus triunfos. Ganas la baza: ¿cuántas cartas habrá entonces en "
                                 "la zanga, en el centro?"),
                  ask="cards", concept="zanga", probe=("1e", "7o", "3o", "6o"), choices=("8", "12"),
                  answer="8"),
        start=START["bazas-aparte"],
        bot="easy",
        hints=(N_("La baza ganada va a la lista de bazas de tu pareja, nunca encima de la zanga."),),
        solution=("?8",),
        reveal="off",
    ),
    Scenario(
        id="zanga.contar",
        rule=art("15"),
        title=N_("Contar la zanga antes de mirar"),
        goal=Goal("question", N_("Te toca dar. Cuando repartas, nadie levanta sus cartas hasta que cuentes "
                                 "la zanga y compruebes que no hay error: con las cuatro manos y la "
                                 "zanga, ¿cuántas cartas tiene que haber?"),
                  ask="cards", probe=("repartir",), choices=("32", "40", "48"), answer="40"),
        start=_between(5, 0),
        bot="easy",
        hints=(N_("Cuatro manos de ocho cartas y ocho en la zanga, en el centro: 4 × 8 + 8."),),
        solution=("?40",),
        reveal="off",
    ),
    Scenario(
        id="zanga.siete-espadas",
        rule=art("16"),
        title=N_("El siete de espadas es mano"),
        goal=Goal("question", N_("Es la primera mano de la partida y ha dado el Norte. Mira tus cartas: "
                                 "¿quién es mano y habla el primero?"),
                  ask="next", choices=("Sur", "Este", "Norte", "Oeste"), answer="Sur"),
        seed=1,
        bot="easy",
        hints=(N_("En la primera mano no importa quién dio: es mano quien tiene el 7 de espadas."),),
        solution=("?Sur",),
        reveal="off",
    ),
    Scenario(
        id="zanga.seis-espadas",
        rule=art("16"),
        title=N_("Si el siete está en la zanga, el seis"),
        goal=Goal("question", N_("Es la primera mano de la partida y ha dado el Norte. Pulsa «Ver todas las "
                                 "cartas»: ¿quién es mano y habla el primero?"),
                  ask="next", choices=("Sur", "Este", "Norte", "Oeste"), answer="Sur"),
        seed=20,
        bot="easy",
        hints=(N_("El 7 de espadas está en la zanga, en el centro: busca entonces el 6 de espadas."),),
        solution=("?Sur",),
        reveal="off",
    ),
    Scenario(
        id="zanga.siguiente-mano",
        rule=art("17"),
        title=N_("Después, es mano el de la derecha de quien da"),
        goal=Goal("question", N_("Termina la primera mano y te toca dar. Cuando repartas, ¿quién será mano y hablará el primero?"),
                  ask="next", probe=("repartir",), choices=("Sur", "Este", "Norte", "Oeste"), answer="Este"),
        start=_between(7, 0),
        bot="easy",
        hints=(N_("Con la lectura elegida, el mano es Este, a tu derecha; con la otra, quien tenga el 7 de espadas."),),
        solution=("?Este",),
        switches=("art16",),
        reveal="off",
        goals={"art16=cada_mano": Goal("question", N_("Termina la primera mano y te toca dar. Cuando repartas, ¿quién será mano y hablará el primero?"), ask="next", probe=("repartir",),
                                       choices=("Sur", "Este", "Norte", "Oeste"), answer="Sur")},
        solutions={"art16=cada_mano": ("?Sur",)},
    ),
    # -- Title III: the auction (Arts. 18–26) -------------------------------------------------------------
    Scenario(
        id="zanga.hablar",
        rule=art("18"),
        title=N_("El mano habla primero"),
        goal=Goal("play", N_("Eres mano, con espadilla y muchos bastos. Decide: ¿juegas o pasas?"), actions=("juego", "solo")),
        start=START["hablar"],
        bot="easy",
        hints=(N_("Con bastos de triunfo tienes espadilla, malilla (el 2 de bastos) y tres bastos más: juega."),),
        solution=("juego",),
        reveal="off",
    ),
    Scenario(
        id="zanga.pago-mano",
        rule=art("19"),
        title=N_("Cuatro piedras por ser mano y una más por pasar"),
        goal=Goal("question", N_("Eres mano: tu pareja tenía 16 piedras y le quedan 12. Tu juego no tiene "
                                 "triunfos buenos: si pasas, ¿cuántas piedras le quedarán a tu pareja?"),
                  ask="score", probe=("paso",), choices=("11", "12", "15"), answer="11"),
        start=START["pago-mano"],
        bot="easy",
        hints=(N_("Ya pusiste cuatro piedras por ser mano; pasar cuesta una más."),),
        solution=("?11",),
        reveal="off",
    ),
    Scenario(
        id="zanga.mandar-solo",
        rule=art("20"),
        title=N_("Aceptar o mandar solo"),
        goal=Goal("play", N_("Oeste es mano y ha dicho «juego», y hablas tú, con la espadilla y buenos oros. "
                             "Haz que Oeste tenga que jugar la mano sin la ayuda de su compañero."),
                  actions=("mandar",),
                  miss=N_("Aún no: así Oeste juega con su compañero. Tras su «juego», puedes aceptar o mandarle "
                          "solo (Art. 20).")),
        start=START["mandar-solo"],
        bot="easy",
        hints=(
            N_("Tras un «juego», el contrario que habla después acepta («juego») o le manda solo."),
            N_("Jugando solo, Oeste tendrá que hacer cinco bazas él solo contra los dos: di «mandar solo»."),
        ),
        solution=("mandar",),
        switches=("art20",),
        reveal="off",
    ),
    Scenario(
        id="zanga.pie-forzado",
        rule=art("21"),
        title=N_("El pie juega forzosamente, y puede ir dentro"),
        goal=Goal("try", N_("Todos han pasado y tú eres el pie. Prueba a pasar tú también y lee por qué no se acepta; "
                            "luego, con una mano tan mala, ve dentro."),
                  actions=("dentro",), forbidden=("paso",)),
        start=START["pie-forzado"],
        bot="easy",
        hints=(
            N_("El pie no puede pasar: en él terminan los pases."),
            N_("«Dentro» te deja ver las ocho cartas de la zanga y jugar con ellas, pagando 1 piedra al fondo y 2 a la fianza."),
        ),
        solution=("!paso", "dentro"),
        reveal="off",
    ),
    Scenario(
        id="zanga.nombrar",
        rule=art("22"),
        title=N_("El nombrado dice los triunfos"),
        goal=Goal("play", N_("Eres el nombrado: di el palo de triunfos con el que tu mano vale más."),
                  actions=("triunfo:b",)),
        start=START["nombrar"],
        bot="easy",
        hints=(N_("Cuenta tus triunfos en cada palo: la espadilla y el bastillo cuentan siempre."),
               N_("Con bastos tienes espadilla, malilla (2 de bastos), bastillo, rey, caballo y 7: seis triunfos.")),
        solution=("triunfo:b",),
        reveal="off",
    ),
    Scenario(
        id="zanga.dentro-sin-piedras",
        rule=art("23"),
        title=N_("Para ir dentro hacen falta tres piedras"),
        goal=Goal("try", N_("Eres el pie, todos han pasado y a tu pareja le quedan 2 piedras. Intenta ir dentro y lee por qué "
                         "no se acepta; luego juega."),
                  actions=("juego", "solo"), forbidden=("dentro",)),
        start=START["dentro-sin-piedras"],
        bot="easy",
        hints=(N_("Ir dentro cuesta 1 piedra al fondo y 2 a la fianza: tres. Con dos no llega: di «juego»."),),
        solution=("!dentro", "juego"),
        reveal="off",
    ),
    Scenario(
        id="zanga.fianza-corta",
        rule=art("24"),
        title=N_("La fianza cuando la otra pareja no tiene dos piedras"),
        goal=Goal("question", N_("Eres el pie y a la pareja contraria le queda una piedra. Si vas dentro, ¿cuántas "
                                 "piedras habrá en la fianza, entre las de las dos parejas?"),
                  ask="pays", concept="fianza", probe=FIANZA_CORTA, choices=("2", "3", "4"), answer="3"),
        start=START["fianza-corta"],
        bot="easy",
        hints=(N_("Tú pones siempre tus dos piedras de fianza; ellos ponen las que tienen."),),
        solution=("?3",),
        reveal="off",
    ),
    Scenario(
        id="zanga.volver",
        rule=art("25"),
        title=N_("Volver a las propias pierde la fianza"),
        goal=Goal("play", N_("Has ido dentro y ves la zanga. Compárala con tu mano y decide con qué cartas juegas, "
                             "sabiendo lo que cuesta volver a las tuyas."),
                  actions=("propias",)),
        start=START["volver"],
        bot="easy",
        hints=(N_("Tus cartas tienen el estuche; la zanga, ninguna carta alta. Volver a las tuyas cuesta la fianza, pero vale la pena."),),
        solution=("propias",),
        reveal="off",
    ),
    Scenario(
        id="zanga.fianza-sacada",
        rule=art("25"),
        title=N_("Sacar con las cartas de la zanga"),
        goal=Goal("gain", N_("Juegas con las cartas de la zanga y Oeste acaba de fallar con el 4 de oros. Gana la baza y saca la mano."),
                  amount=1),
        start=START["fianza-sacada"],
        bot="easy",
        hints=(N_("Cualquiera de tus oros gana al 4 de oros; el caballo de espadas no."),),
        solution=("1o", "12o", "3c", "2o", "3e", "11e", "1c", "7b", "7e"),
        switches=("art25_sacada",),
        reveal="off",
    ),
    Scenario(
        id="zanga.solo-mandado",
        rule=art("26"),
        title=N_("Decidir al momento si vas solo"),
        goal=Goal("play", N_("Dijiste «juego» y el Este te manda solo: tienes que decidir al momento, sin volver a "
                             "mirar tus cartas. Tu mano hace cinco bazas sin ayuda: decide lo que te conviene."),
                  actions=("solo",),
                  miss=N_("Aún no: si no vas solo, va solo el Este, que te mandó (Interpretación Z4), y tu mano, "
                          "que sacaba cinco bazas sin ayuda, ya no es la que juega.")),
        start=START["solo-mandado"],
        bot="easy",
        hints=(N_("Con copas tienes las tres piezas y cuatro copas más: son bazas seguras aun sin compañero."),
               N_("Ir solo, si sacas la mano, cobra dos piedras más (Art. 55): di «solo».")),
        solution=("solo",),
        switches=("art26",),
        reveal="off",
        goals={"art26=forzado": Goal("try", N_("Con esta lectura, a quien mandan solo tiene que ir solo. Prueba a decir que no y "
                                           "lee por qué no se acepta; luego ve solo."),
                                    actions=("solo",), forbidden=("no",))},
        solutions={"art26=forzado": ("!no", "solo")},
    ),
    # -- Title III: the play (Arts. 27–30) ----------------------------------------------------------------
    Scenario(
        id="zanga.servir",
        rule=art("27"),
        title=N_("Hay que servir al palo"),
        goal=Goal("play", N_("Este ha salido con el rey de copas. Sirve copas, guardando el caballo para más tarde."),
                  actions=("5c",)),
        start=START["servir"],
        bot="easy",
        hints=(
            N_("Si tienes cartas del palo que sale, tienes que jugar una de ellas: no puedes fallar con un triunfo."),
            N_("El rey no se puede ganar: echa el 5 de copas."),
        ),
        solution=("5c",),
        reveal="off",
    ),
    Scenario(
        id="zanga.fallar",
        rule=art("27"),
        title=N_("Sin cartas del palo, puedes fallar"),
        goal=Goal("play", N_("Este ha salido con el rey de copas y no tienes copas. Gana la baza."), actions=("3o", "4o")),
        start=START["fallar"],
        bot="easy",
        hints=(N_("Sin copas puedes jugar cualquier carta; un triunfo (oros) gana a todas las copas."),),
        solution=("4o",),
        reveal="off",
    ),
    Scenario(
        id="zanga.arrastre",
        rule=art("28"),
        title=N_("En el arrastre hay que servir triunfo"),
        goal=Goal("play", N_("Este arrastra con el 5 de oros, que triunfan. Gana la baza guardando el bastillo."),
                  actions=("3o",)),
        start=START["arrastre"],
        bot="easy",
        hints=(
            N_("Si salen triunfos, tienes que echar triunfo: tus copas y espadas no valen ahora."),
            N_("En triunfos de oros el 3 gana al 4, al 5 y al 6: no hace falta gastar el bastillo."),
        ),
        solution=("3o",),
        reveal="off",
    ),
    Scenario(
        id="zanga.matador-libre",
        rule=art("28"),
        title=N_("Un matador no tiene que servir a un triunfo menor"),
        goal=Goal("play", N_("Este arrastra con el 5 de oros y tu único triunfo es el bastillo. Guárdalo: juega otra carta."),
                  actions=("3c", "11c", "12c", "4e", "5e", "6b", "7b")),
        start=START["matador-libre"],
        bot="easy",
        hints=(
            N_("Un matador solo está obligado a servir si no tienes otro triunfo y la salida fue un matador mayor."),
            N_("Salió el 5 de oros, no un matador: el bastillo no está obligado. La espadilla de Norte vino después."),
        ),
        solution=("3c",),
        switches=("art28",),
        reveal="off",
        goals={"art28=mayor": Goal("try", N_("Con esta lectura cualquier arrastre obliga a los matadores. Prueba a guardar el "
                                         "bastillo jugando el 3 de copas y lee por qué no se acepta; luego juega lo que debas."),
                                  actions=("1b",), forbidden=("3c",))},
        solutions={"art28=mayor": ("!3c", "1b")},
    ),
    Scenario(
        id="zanga.matador-forzado",
        rule=art("28"),
        title=N_("La espadilla obliga al bastillo"),
        goal=Goal("try", N_("Este arrastra con la espadilla y tu único triunfo es el bastillo. Prueba a guardarlo jugando el 3 "
                         "de copas y lee por qué no se acepta; luego juega lo que debas."),
                  actions=("1b",), forbidden=("3c",)),
        start=START["matador-forzado"],
        bot="easy",
        hints=(N_("La salida es un matador mayor que el tuyo y no tienes otro triunfo: tienes que echar el bastillo."),),
        solution=("!3c", "1b"),
        reveal="off",
    ),
    Scenario(
        id="zanga.renuncio",
        rule=art("29"),
        title=N_("Reclamar un renuncio"),
        goal=Goal("play", N_("Modo de mesa: el Este salió con el rey de copas y el Oeste echó el 3 de oros, aunque "
                             "tenía copas. Haz que lo pague ahora, antes de seguir jugando."),
                  actions=("renuncio",),
                  miss=N_("Aún no: la mano sigue y el Oeste no ha pagado su renuncio. En el modo de mesa, la otra "
                          "pareja lo reclama (Art. 29).")),
        start=START["renuncio"],
        options={"renuncio": True},
        bot="easy",
        hints=(
            N_("En el modo de mesa se puede jugar cualquier carta, y la otra pareja puede reclamar si alguien no sirvió."),
            N_("Pulsa «¡Renuncio!»: Oeste tenía el 7 de copas."),
        ),
        solution=("renuncio",),
        reveal="off",
    ),
    Scenario(
        id="zanga.renuncio-matador",
        rule=art("30"),
        title=N_("Renuncio con una pieza del estuche"),
        goal=Goal("gain", N_("Este arrastró con la espadilla y Oeste, que solo tenía el bastillo de triunfo, echó una copa. Reclama el renuncio."),
                  amount=6),
        start=START["renuncio-matador"],
        options={"renuncio": True},
        bot="easy",
        hints=(N_("El bastillo estaba obligado a servir a la espadilla: el renuncio es con un matador y cuesta dos piedras más."),),
        solution=("renuncio",),
        reveal="off",
    ),
)
