"""The live examples of the Zápiti tutorial (``tutorials/zapiti/``), one or more per rule of BRIEF 2.A.

Each is a hand dealt as written (the Zápiti notation: ``seed hand dealer points grandes hands
actions``, seat 0 first; with the dealer at the last seat, seat 0 is *mano*), the seat the reader
plays, a goal, hints and a solution line (the reader's moves and the others' replies) that
``tests/engine/zapiti/test_zapiti_scenarios.py`` plays. The other seats are played by the ``easy``
bot, which plays sensibly and never bluffs, so an example behaves the same every time. Every example
offers the switch that shows all the hands; the interpretations we chose are switches too.

>>> from engine import scenario
>>> [s.id for s in scenario.scenarios("zapiti")][:3]
['zapiti.mesa', 'zapiti.reparto', 'zapiti.salida']
"""

from __future__ import annotations

from ..errors import RuleRef
from ..i18n import N_
from ..scenario import Goal, Scenario


def _rule(n: int) -> RuleRef:
    return RuleRef("zapiti", str(n))


def _deal(hands: str, actions: str = "-", *, points: str = "0-0", players: int = 2) -> str:
    """A hand as written: seat 0 is mano (the dealer is the last seat)."""
    return f"7 0 {players - 1} {points} 0-0 {hands} {actions}"


STRONG = "4b.7c.3o/5o.6c.10b"  # seat 0 holds the two best cards of the deck; seat 1 nothing

SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: four players, partners opposite. The reader (South) and North win a hand together.
    Scenario(
        id="zapiti.mesa",
        rule=_rule(1),
        title=N_("Cuatro jugadores, dos parejas"),
        goal=Goal("gain", N_("Juegas con Sur; tu compañero es Norte, enfrente. Ganad la mano entre los dos."),
                  amount=1),
        start=_deal("4b.7c.3o/5o.6c.10b/2e.12o.11c/4o.5e.6o", players=4),
        options={"players": 4},
        seats=(0,),
        bot="easy",
        hints=(
            N_("Primero mira tus cartas con «mirar las cartas»."),
            N_("Para ganar la mano, tu pareja necesita dos rondas. Abre con tu mejor carta, el 4 de bastos."),
        ),
        solution=("ver", "4b", "5o", "11c", "4o", "7c", "6c", "12o", "5e"),
        reveal="on",
    ),
    # Rule 2: the deal, and the deck passing to the right.
    Scenario(
        id="zapiti.reparto",
        rule=_rule(2),
        title=N_("La primera mano"),
        goal=Goal("gain", N_("Eres mano: te han repartido tres cartas. Gana la mano."), amount=1),
        start=_deal(STRONG),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Antes de nada, mira tus cartas."),
            N_("Tienes el 4 de bastos y el 7 de copas, las dos mejores cartas: con ellas ganas dos rondas."),
        ),
        solution=("ver", "4b", "5o", "7c", "6c"),
        reveal="off",
    ),
    # Rule 3: the winner of a round leads the next one.
    Scenario(
        id="zapiti.salida",
        rule=_rule(3),
        title=N_("Quien gana la ronda sale en la siguiente"),
        goal=Goal("gain", N_("El Sur ha salido con el 5 de oros. Gana la ronda, sal tú en la segunda y gana la mano."),
                  amount=1),
        start=_deal("5o.6c.10b/4b.3c.2e", "ver,5o"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Cualquiera de tus cartas gana al 5 de oros. Guarda las mejores."),
            N_("Gana con el 2 de espadas: así sales tú en la segunda ronda, y la ganas con el 3 o el 4 de bastos."),
        ),
        solution=("2e", "3c", "6c"),
        reveal="off",
    ),
    # Rule 4: a hand of up to three rounds, one card each per round.
    Scenario(
        id="zapiti.rondas",
        rule=_rule(4),
        title=N_("Tres rondas como mucho"),
        goal=Goal("gain", N_("Vais una ronda a una. Gana la tercera y con ella la mano."), amount=1),
        start=_deal("4b.5c.3o/6o.7c.2c", "ver,4b,6o,5c,7c,2c"),
        seats=(0,),
        bot="easy",
        hints=(N_("El Norte ha sacado un 2. Tu 3 de oros vale más."),),
        solution=("3o",),
        reveal="off",
    ),
    # Rule 5: the ranking. Only the 4 de bastos and the 7 de copas beat the 7 de oros.
    Scenario(
        id="zapiti.jerarquia",
        rule=_rule(5),
        title=N_("El 4 de bastos, la carta más alta"),
        goal=Goal("play", N_("El Sur ha salido con el 7 de oros, la tercera carta más alta. Gana la ronda."),
                  actions=("4b",)),
        start=_deal("7o.5c.6b/3c.4b.12o", "ver,7o"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Por encima del 7 de oros solo están el 4 de bastos y el 7 de copas."),
            N_("Un 3 vale menos que el 7 de oros, aunque en otros juegos valga más."),
        ),
        solution=("4b",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.palos",
        rule=_rule(5),
        title=N_("Dos sietes que no valen lo mismo"),
        goal=Goal("play", N_("El Sur ha salido con un 2. Tienes dos sietes: gana la ronda con el que vale."),
                  actions=("7c",)),
        start=_deal("2o.5c.6b/7e.7c.4o", "ver,2o"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("El palo solo importa en las cartas de arriba: el 7 de copas es la segunda carta del juego."),
            N_("El 7 de espadas es un «siete malo»: vale menos que un 10."),
        ),
        solution=("7c",),
        reveal="off",
    ),
    # Rule 6: a tied round (parda).
    Scenario(
        id="zapiti.parda",
        rule=_rule(6),
        title=N_("La parda"),
        goal=Goal("play", N_("El Sur ha salido con el 3 de oros. No puedes ganarle: empata la ronda."),
                  actions=("3c",)),
        start=_deal("3o.5c.6b/3c.2b.5o", "ver,3o"),
        seats=(1,),
        bot="easy",
        hints=(N_("Todos los treses valen lo mismo, sea cual sea su palo."),),
        solution=("3c",),
        reveal="off",
    ),
    # Rule 7: after a tied first round, the second decides.
    Scenario(
        id="zapiti.primera-parda",
        rule=_rule(7),
        title=N_("Parda en la primera"),
        goal=Goal("gain", N_("La primera ronda ha sido parda y sales otra vez tú. Gana la mano."), amount=1),
        start=_deal("3o.4b.5c/3c.7c.6o", "ver,3o,3c"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Tras una parda, cada bando tiene un chico: quien gane la segunda ronda se lleva la mano."),
            N_("El Norte tiene el 7 de copas: solo le gana tu 4 de bastos."),
        ),
        solution=("4b", "6o"),
        reveal="off",
    ),
    Scenario(
        id="zapiti.segunda-parda",
        rule=_rule(7),
        title=N_("Parda en la segunda"),
        goal=Goal("gain", N_("Has ganado la primera ronda. Empata la segunda: ¿ya es tuya la mano?"), amount=1),
        start=_deal("4b.3o.5c/6o.3c.7e", "ver,4b,6o"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Sal con el 3 de oros: el Norte solo puede empatarlo con su 3."),
            N_("Con la lectura de la fuente, ganar la primera y empatar la segunda da la mano (dos chicos a uno)."),
        ),
        solution=("3o", "3c"),
        switches=("segunda_parda",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.tercera-parda",
        rule=_rule(7),
        title=N_("Parda en la tercera"),
        goal=Goal("play", N_("Un chico cada uno, y el Norte ha sacado un 3. Juega tu última carta y mira el resultado."),
                  actions=("3o",)),
        start=_deal("4b.5c.3o/6o.7c.3c", "ver,4b,6o,5c,7c,3c"),
        seats=(0,),
        bot="easy",
        hints=(N_("Tu 3 de oros empata con su 3 de copas: tercera ronda parda."),),
        solution=("3o",),
        switches=("tercera_parda",),
        reveal="off",
    ),
    # Rule 8: truco, on one's turn, before playing a card.
    Scenario(
        id="zapiti.truco",
        rule=_rule(8),
        title=N_("Cantar truco"),
        goal=Goal("play", N_("Tienes el 4 de bastos y el 7 de copas. Antes de tirar, canta truco: la mano pasará a valer 3."),
                  actions=("truco",)),
        start=_deal(STRONG, "ver"),
        seats=(0,),
        bot="easy",
        hints=(N_("El truco se canta en tu turno, antes de tirar la carta: pulsa «truco»."),),
        solution=("truco",),
        reveal="off",
    ),
    # Rule 9: the answers: no quiero, quiero, raising.
    Scenario(
        id="zapiti.no-quiero",
        rule=_rule(9),
        title=N_("Querer o no querer"),
        goal=Goal("score", N_("El Sur te canta truco y tus cartas son flojas. Responde y mira quién se lleva los chinos."),),
        start=_deal("4b.7c.7o/4o.5c.6e", "ver,truco"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no quieres, el Sur se lleva lo que valía la mano antes del canto: 1 chino."),
            N_("Si quieres, la mano vale 3 y se juega; con estas cartas la perderás."),
        ),
        solution=("no-quiero",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.valen",
        rule=_rule(9),
        title=N_("Subir la apuesta"),
        goal=Goal("play", N_("Te cantan truco y tienes la mejor mano posible. No te limites a querer: sube a «valen 6»."),
                  actions=("valen-6",)),
        start=_deal("3o.2c.5b/4b.7c.7o", "ver,truco"),
        seats=(1,),
        bot="easy",
        hints=(N_("Subir al canto siguiente acepta el truco y pide más: ahora responde el Sur."),),
        solution=("valen-6",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.escalera",
        rule=_rule(9),
        title=N_("Lo alto de la escalera"),
        goal=Goal("score", N_("Entre los dos habéis subido hasta «valen 15». Contesta: ¿quieres, no quieres o cantas ahorrisi?"),),
        start=_deal("4b.7c.3o/7o.1e.2c", "ver,truco,valen-6,valen-9,valen-12,valen-15"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no quieres, el Sur se lleva 12 chinos: lo que valía la mano antes de su último canto."),
            N_("Si cantas ahorrisi y el Sur lo quiere, la mano vale 30 y decide la partida."),
        ),
        solution=("no-quiero",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.subidas",
        rule=_rule(8),
        title=N_("Quién puede volver a subir"),
        goal=Goal("play", N_("Aceptaste el truco del Sur. Ahora te toca: sube tú a «valen 6»."), actions=("valen-6",)),
        start=_deal("3o.5b.6c/4b.7c.2o", "ver,truco,quiero,3o"),
        seats=(1,),
        bot="easy",
        hints=(N_("Después de un «quiero», solo puede volver a subir el bando que ha aceptado, en su turno."),),
        solution=("valen-6",),
        switches=("subidas",),
        reveal="off",
    ),
    # Rule 10: truco sin ver.
    Scenario(
        id="zapiti.sin-ver",
        rule=_rule(10),
        title=N_("Truco sin ver"),
        goal=Goal("play", N_("Eres mano y aún no has mirado tus cartas. Atrévete: canta truco sin ver."),
                  actions=("sin-ver",)),
        start=_deal("12o.5c.1b/6o.7b.10c"),
        seats=(0,),
        bot="easy",
        hints=(N_("Solo la mano, antes de mirar sus cartas, puede cantar truco sin ver."),),
        solution=("sin-ver",),
        switches=("sin_ver",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.sin-ver-responde",
        rule=_rule(10),
        title=N_("Responder al truco sin ver"),
        goal=Goal("score", N_("El Sur ha cantado truco sin ver. Mira tus cartas y responde: «va» o «no va»."),),
        start=_deal("12o.5c.1b/6o.7b.4e", "sin-ver"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no vas, el Sur se lleva 2 chinos sin jugar."),
            N_("Si vas, la mano vale 3 y se juega."),
        ),
        solution=("no-va",),
        reveal="off",
    ),
    # Rule 11: al ver.
    Scenario(
        id="zapiti.al-ver",
        rule=_rule(11),
        title=N_("Al ver"),
        goal=Goal("score", N_("Tienes 29 chinos: estás al ver. Mira tus cartas y decide si vas."),),
        start=_deal("4o.5c.6e/4b.7c.3o", points="29-20"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Si no vas, el Norte se lleva 3 chinos y se reparte otra mano."),
            N_("Si vas, la mano se juega y quien la gane suma; tú, con un solo chino, llegas a 30."),
        ),
        solution=("no-va",),
        switches=("al_ver",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.al-ver-27",
        rule=_rule(11),
        title=N_("Al ver con el rival en 27"),
        goal=Goal("play", N_("Tienes 29 y el Norte 27. Prueba a no ir, y luego juega la mano."), actions=("va",)),
        start=_deal("4o.5c.6e/4b.7c.3o", points="29-27"),
        seats=(0,),
        bot="easy",
        hints=(N_("Si no fueras, el Norte sumaría 3 y llegaría a 30: por eso aquí no te puedes retirar."),),
        solution=("va",),
        switches=("al_ver_27",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.llegar-al-ver",
        rule=_rule(11),
        title=N_("Llegar a 29"),
        goal=Goal("gain", N_("Tienes 26 chinos y el truco querido. Gana la mano: llegarás a 29 y estarás al ver."),
                  amount=3),
        start=_deal(STRONG, "ver,truco,quiero", points="26-12"),
        seats=(0,),
        bot="easy",
        hints=(N_("Juega el 4 de bastos y luego el 7 de copas."),),
        solution=("4b", "5o", "7c", "6c"),
        reveal="off",
    ),
    # Rule 12: scoring, malas and buenas, the grande.
    Scenario(
        id="zapiti.buenas",
        rule=_rule(12),
        title=N_("De las malas a las buenas"),
        goal=Goal("gain", N_("Tienes 13 malas y el truco querido. Gana la mano y pasa a las buenas."), amount=3),
        start=_deal(STRONG, "ver,truco,quiero", points="13-9"),
        seats=(0,),
        bot="easy",
        hints=(N_("13 + 3 = 16: la primera buena."),),
        solution=("4b", "5o", "7c", "6c"),
        reveal="off",
    ),
    Scenario(
        id="zapiti.grande",
        rule=_rule(12),
        title=N_("La grande"),
        goal=Goal("win", N_("Tienes 28 chinos y el truco querido. Gana la mano y con ella la partida."),),
        start=_deal(STRONG, "ver,truco,quiero", points="28-20"),
        seats=(0,),
        bot="easy",
        hints=(N_("La mano vale 3: con 28 llegas a 30, y el primero que llega a 30 gana."),),
        solution=("4b", "5o", "7c", "6c"),
        reveal="off",
    ),
    # Rule 13: a casa.
    Scenario(
        id="zapiti.a-casa",
        rule=_rule(13),
        title=N_("Irse a casa"),
        goal=Goal("play", N_("Quisiste el truco y el Sur ha salido con el 4 de bastos. No tienes nada: vete a casa."),
                  actions=("a-casa",)),
        start=_deal("4b.7c.7o/4o.5c.6e", "ver,truco,quiero,4b"),
        seats=(1,),
        bot="easy",
        hints=(N_("Irse a casa da al rival lo que vale la mano: aquí, 3 chinos. Jugar hasta el final daría lo mismo."),),
        solution=("a-casa",),
        reveal="off",
    ),
    # Rule 14: señas between partners.
    Scenario(
        id="zapiti.senas",
        rule=_rule(14),
        title=N_("Una seña al compañero"),
        goal=Goal("play", N_("Tienes el 4 de bastos. Antes de tirar, díselo a tu compañero, el Norte, con su seña."),
                  actions=("seña:beso",)),
        start=_deal("4b.5c.6o/7o.1e.12b/3c.2o.10e/4o.5e.6b", "ver", players=4),
        options={"players": 4},
        seats=(0,),
        bot="easy",
        hints=(
            N_("Cada carta buena tiene su gesto: el 4 de bastos, un beso."),
            N_("Las señas solo las ve tu compañero, salvo que los rivales os pillen."),
        ),
        solution=("seña:beso",),
        switches=("senas_cazadas",),
        reveal="off",
    ),
    # Rule 15: the coin scoreboard.
    Scenario(
        id="zapiti.monedas",
        rule=_rule(15),
        title=N_("Las monedas del tanteo"),
        goal=Goal("gain", N_("Tienes 4 chinos: cuatro monedas en fila. Gana la mano y mira cómo cambian las monedas."),
                  amount=3),
        start=_deal(STRONG, "ver,truco,quiero", points="4-6"),
        seats=(0,),
        bot="easy",
        hints=(N_("Con 7 chinos, las monedas forman una pila de dos con dos monedas delante."),),
        solution=("4b", "5o", "7c", "6c"),
        reveal="off",
    ),
)
