"""The live examples of the Zápiti tutorial (``tutorials/zapiti/``), one or more per rule (rules 1–15 of ``tutorials/zapiti/reglas.md``).

Each is a hand dealt as written (the Zápiti notation: ``seed hand dealer points grandes hands
actions``, seat 0 first; with the dealer at the last seat, seat 0 is *mano*), the seat the reader
plays, a goal, hints and a solution line (the reader's moves and the others' replies) that
``tests/engine/zapiti/test_zapiti_scenarios.py`` plays. The other seats are played by the ``easy``
bot, which plays sensibly and never bluffs, so an example behaves the same every time. Every example
offers the switch that shows all the hands; the interpretations we chose are switches too.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("zapiti")][:3]
['zapiti.mesa', 'zapiti.reparto', 'zapiti.salida']
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_
from engine.rules.errors import RuleRef

from ..scenario import Goal, Scenario


def _rule(n: int) -> RuleRef:
    return RuleRef("zapiti", str(n))


def _deal(hands: str, actions: str = "-", *, points: str = "0-0", players: int = 2) -> str:
    """A hand as written: seat 0 is mano (the dealer is the last seat)."""
    return f"7 0 {players - 1} {points} 0-0 {hands} {actions}"


STRONG = "4b.7c.3o/5o.6c.10b"  # seat 0 holds the two best cards of the deck; seat 1 nothing
SOUTH_GOOD = "7o.1e.3c"  # good enough for the easy bot to call truco and accept any raise, beaten by:
NORTH_BEST = "4b.7c.5e"

_SENAS_ANTES = Goal("question", N_("Juegas por parejas, eres mano y acabas de mirar tus cartas; nadie ha hecho aún "
                                   "ninguna seña. ¿Cuál de estas palabras puedes decir ahora?"),
                    ask="legal", choices=("listo", "truco"), actions=("listo", "truco"), answer="listo",
                    miss=N_("Aún no: {answer} no se puede decir ahora. Con la lectura de la fuente (Q18) la mano empieza "
                            "por la ronda de señas: cada jugador hace las suyas y dice «listo»; el truco se canta "
                            "después, en tu turno de jugar."))

SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: four players, partners opposite. The reader (South) and North win a hand together.
    Scenario(
        id="zapiti.mesa",
        rule=_rule(1),
        relies=(),
        title=N_("Cuatro jugadores, dos parejas"),
        goal=Goal("question", N_("Juegas con Sur; tu compañero es Norte, enfrente. Sales con el 5 de copas, Este echa el 6 de "
                              "copas, Norte el 4 de bastos, la carta más alta del juego, y Oeste el 4 de oros: ¿qué carta "
                              "gana la ronda, y para qué pareja?"),
                  ask="winner", probe=("5c", "6c", "4b", "4o"), choices=("5c", "6c", "4b", "4o"), answer="4b"),
        start=_deal("5c.7o.3o/6c.10b.2e/4b.12o.11c/4o.5e.6o", "ver,listo,listo,listo,listo", players=4),
        options={"players": 4},
        seats=(0,),
        bot="easy",
        hints=(
            N_("Las parejas se sientan enfrente: Sur con Norte, Este con Oeste."),
            N_("El 4 de bastos es la carta más alta, y la ha echado tu compañero: la ronda es de vuestra pareja."),
        ),
        solution=("?4b",),
        reveal="on",
    ),
    # Rule 2: the deal, and the deck passing to the right.
    Scenario(
        id="zapiti.reparto",
        rule=_rule(2),
        relies=(),
        title=N_("La primera mano"),
        goal=Goal("question", N_("Eres mano y ganas esta mano con el 4 de bastos y el 7 de copas. Después la baraja pasa a la "
                              "derecha: ¿quién será mano, el primero en jugar, en la siguiente?"),
                  ask="next", probe=("ver", "4b", "5o", "7c", "6c"), choices=("Sur", "Norte"), answer="Norte"),
        start=_deal(STRONG),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Reparte el jugador de la izquierda de la mano; al acabar, la baraja pasa a la derecha."),
            N_("Ahora reparte el Sur, y es mano el de su derecha: el Norte."),
        ),
        solution=("?Norte",),
        reveal="off",
    ),
    # Rule 3: the winner of a round leads the next one.
    Scenario(
        id="zapiti.salida",
        rule=_rule(3),
        relies=(),
        title=N_("Quien gana la ronda sale en la siguiente"),
        goal=Goal("question", N_("Juegas con el Norte. El Sur ha salido con el 5 de oros y tú le ganas con el 2 de espadas. ¿Quién sale en la "
                              "segunda ronda?"),
                  ask="next", probe=("2e",), choices=("Sur", "Norte"), answer="Norte"),
        start=_deal("5o.6c.10b/4b.3c.2e", "ver,5o"),
        seats=(1,),
        bot="easy",
        hints=(N_("Quien gana una ronda sale en la siguiente."),),
        solution=("?Norte",),
        reveal="off",
    ),
    # Rule 4: a hand of up to three rounds, one card each per round.
    Scenario(
        id="zapiti.rondas",
        rule=_rule(4),
        relies=(),
        title=N_("Tres rondas como mucho"),
        goal=Goal("question", N_("Vais una ronda a una y el Norte ha sacado un 2 en la tercera. Echas tu 3 de oros, que le "
                              "gana: ¿quién se lleva la mano?"),
                  ask="hand", probe=("3o",), choices=("Sur", "Norte"), answer="Sur"),
        start=_deal("4b.5c.3o/6o.7c.2c", "ver,4b,6o,5c,7c,2c"),
        seats=(0,),
        bot="easy",
        hints=(N_("El Norte ha sacado un 2. Tu 3 de oros vale más."),),
        solution=("?Sur",),
        reveal="off",
    ),
    # Rule 5: the ranking. Only the 4 de bastos and the 7 de copas beat the 7 de oros.
    Scenario(
        id="zapiti.jerarquia",
        rule=_rule(5),
        relies=(),
        title=N_("El 4 de bastos, la carta más alta"),
        goal=Goal("trick", N_("Juegas con el Norte. El Sur ha salido con el 7 de oros, la tercera carta más alta. "
                              "Gana la ronda."), card="4b",
                  miss=N_("Aún no: la ronda es del Sur. Solo dos cartas del juego ganan al 7 de oros.")),
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
        relies=(),
        title=N_("Dos sietes que no valen lo mismo"),
        goal=Goal("trick", N_("Juegas con el Norte. El Sur ha salido con un 2. Tienes dos sietes: gana la ronda con "
                              "el que vale."), card="7c",
                  miss=N_("Aún no: la ronda es del Sur. Tus dos sietes no valen lo mismo.")),
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
        relies=(_rule(5),),
        title=N_("La parda"),
        goal=Goal("play", N_("Juegas con el Norte. El Sur ha salido con el 3 de oros. No puedes ganarle: empata la ronda."),
                  actions=("3c",)),
        start=_deal("3o.5c.6b/3c.2b.5o", "ver,3o"),
        seats=(1,),
        bot="easy",
        hints=(N_("Todos los treses valen lo mismo, sea cual sea su palo."),),
        solution=("3c",),
        reveal="off",
    ),
    # Rule 6 with four players: partners who share the top card win the round, not a parda.
    Scenario(
        id="zapiti.pareja-empata",
        rule=_rule(6),
        relies=(),
        title=N_("Dos treses de la misma pareja"),
        goal=Goal("question", N_("Sales con el 3 de oros, Este echa el rey de oros, tu compañero Norte el 3 de copas y "
                                 "Oeste el 2 de espadas. La carta más alta la tenéis los dos: ¿quién sale en la ronda "
                                 "siguiente?"),
                  ask="next", probe=("3o", "12o", "3c", "2e"), choices=("Sur", "Este", "Norte", "Oeste"),
                  answer="Sur"),
        start=_deal("3o.5c.6e/12o.10b.6c/3c.4o.5e/2e.7o.11c", "ver,listo,listo,listo,listo", players=4),
        options={"players": 4},
        seats=(0,),
        bot="easy",
        hints=(
            N_("Solo hay parda cuando empatan en lo más alto cartas de los dos bandos."),
            N_("Los dos treses son de vuestra pareja: la ronda es vuestra, y sale el primero que echó la carta ganadora."),
        ),
        solution=("?Sur",),
        reveal="on",
    ),
    # Rule 7: after a tied first round, the second decides.
    Scenario(
        id="zapiti.primera-parda",
        rule=_rule(7),
        relies=(_rule(5), _rule(6)),
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
        relies=(_rule(6),),
        title=N_("Parda en la segunda"),
        goal=Goal("question", N_("Has ganado la primera ronda y empatas la segunda: tu 3 de oros contra su 3 de copas. ¿Quién "
                              "se lleva la mano?"),
                  ask="hand", probe=("3o", "3c"), choices=("Sur", "Norte"), answer="Sur"),
        start=_deal("4b.3o.5c/6o.3c.7e", "ver,4b,6o"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Con la lectura de la fuente, ganar la primera y empatar la segunda da la mano (dos chicos a uno): la "
               "tercera ronda ya no se juega."),
            N_("Con la otra lectura, la parda en la segunda manda a la tercera, y el 7 de espadas gana al 5 de copas."),
        ),
        solution=("?Sur",),
        switches=("segunda_parda",),
        reveal="off",
        goals={"segunda_parda=tercera": Goal(
            "question",
            N_("Con esta lectura, la parda en la segunda no decide: se juega la tercera, 5 de copas contra 7 de "
               "espadas. ¿Quién se lleva la mano?"),
            ask="hand", probe=("3o", "3c", "5c", "7e"), choices=("Sur", "Norte"), answer="Norte",
        )},
        solutions={"segunda_parda=tercera": ("?Norte",)},
    ),
    Scenario(
        id="zapiti.tercera-parda",
        rule=_rule(7),
        relies=(_rule(6),),
        title=N_("Parda en la tercera"),
        goal=Goal("question", N_("Un chico cada uno, y el Norte ha sacado un 3. Echas tu 3 de oros y la tercera ronda es parda: "
                              "¿cuántos chinos da la mano?"),
                  ask="pays", concept="points", probe=("3o",), choices=("0", "1", "3"), answer="0"),
        start=_deal("4b.5c.3o/6o.7c.3c", "ver,4b,6o,5c,7c,3c"),
        seats=(0,),
        bot="easy",
        hints=(N_("Tu 3 de oros empata con su 3 de copas: tercera ronda parda."),),
        solution=("?0",),
        switches=("tercera_parda",),
        reveal="off",
        goals={"tercera_parda=primera": Goal("question", N_("Un chico cada uno, y el Norte ha sacado un 3. Echas tu 3 de oros y la tercera ronda es parda: "
                              "¿cuántos chinos da la mano?"), ask="pays", concept="points", probe=("3o",),
                                            choices=("0", "1", "3"), answer="1")},
        solutions={"tercera_parda=primera": ("?1",)},
    ),
    # Rule 7: two tied rounds, and the third decides.
    Scenario(
        id="zapiti.dos-pardas",
        rule=_rule(7),
        relies=(_rule(5), _rule(6)),
        title=N_("Parda y parda: decide la tercera"),
        goal=Goal("question", N_("Las dos primeras rondas han sido pardas (treses y doses). Echas el 4 de bastos y el Norte "
                                 "el 5 de oros: ¿quién se lleva la mano?"),
                  ask="hand", probe=("4b", "5o"), choices=("Sur", "Norte"), answer="Sur"),
        start=_deal("3o.2o.4b/3c.2c.5o", "ver,3o,3c,2o,2c"),
        seats=(0,),
        bot="easy",
        hints=(N_("Tras dos pardas, quien gane la tercera ronda gana la mano."),),
        solution=("?Sur",),
        switches=("tercera_parda",),
        reveal="off",
    ),
    # Rule 8: truco, on one's turn, before playing a card.
    Scenario(
        id="zapiti.truco",
        rule=_rule(8),
        relies=(),
        title=N_("Cantar truco"),
        goal=Goal("question", N_("Tienes el 4 de bastos y el 7 de copas. Si cantas truco antes de tirar y el Norte lo quiere, "
                              "¿cuántos chinos vale la mano?"),
                  ask="value", probe=("truco", "quiero"), choices=("1", "2", "3"), answer="3"),
        start=_deal(STRONG, "ver"),
        seats=(0,),
        bot="easy",
        hints=(N_("Si el rival quiere el truco, la mano deja de valer 1 chino y pasa a valer 3."),),
        solution=("?3",),
        reveal="off",
    ),
    # Rule 9: the answers: no quiero, quiero, raising.
    Scenario(
        id="zapiti.no-quiero",
        rule=_rule(9),
        relies=(_rule(8),),
        title=N_("Querer o no querer"),
        goal=Goal("question", N_("Juegas con el Norte. El Sur te canta truco y tus cartas son flojas. Si no quieres, ¿cuántos chinos se lleva el Sur?"),
                  ask="pays", concept="points", probe=("no-quiero",), choices=("1", "2", "3"), answer="1"),
        start=_deal("4b.7c.7o/4o.5c.6e", "ver,truco"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no quieres, el Sur se lleva lo que valía la mano antes del canto: 1 chino."),
            N_("Si quieres, la mano vale 3 y se juega; con estas cartas la perderás."),
        ),
        solution=("?1",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.valen",
        rule=_rule(9),
        relies=(_rule(5), _rule(8)),
        title=N_("Subir la apuesta"),
        goal=Goal("gain", N_("Juegas con el Norte. El Sur, con buenas cartas, te canta truco; tú tienes el 4 de bastos y el 7 de "
                             "copas. Gana 6 chinos o más con esta mano."),
                  amount=6, miss=N_("Aún no: la mano te ha dado {n}. Querer el truco la deja en 3.")),
        start=_deal(SOUTH_GOOD + "/" + NORTH_BEST, "ver,truco"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("«Quiero» deja la mano en 3 chinos. Hay una respuesta que acepta el truco y pide más."),
            N_("Sube a «valen 6»: el Sur tiene buenas cartas y lo querrá, y con tus dos cartas ganas la "
               "mano."),
        ),
        solution=("valen-6", "quiero", "7o", "7c", "4b", "1e"),
        reveal="off",
    ),
    Scenario(
        id="zapiti.escalera",
        rule=_rule(9),
        relies=(_rule(8),),
        title=N_("Lo alto de la escalera"),
        goal=Goal("question", N_("Juegas con el Norte. Entre los dos habéis subido hasta «valen 15». Si no quieres, ¿cuántos chinos se lleva el Sur?"),
                  ask="pays", concept="points", probe=("no-quiero",), choices=("9", "12", "15", "30"), answer="12"),
        start=_deal("4b.7c.3o/7o.1e.2c", "ver,truco,valen-6,valen-9,valen-12,valen-15"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no quieres, el Sur se lleva 12 chinos: lo que valía la mano antes de su último canto."),
            N_("Si cantas ahorrisi y el Sur lo quiere, la mano vale 30 y decide la partida."),
        ),
        solution=("?12",),
        reveal="off",
    ),
    # Rule 9: what a "no quiero" pays on the way up: what the hand was worth before the last call.
    Scenario(
        id="zapiti.no-quiero-valen",
        rule=_rule(9),
        relies=(_rule(8),),
        title=N_("No querer a mitad de la escalera"),
        goal=Goal("question", N_("Juegas con el Norte. El Sur cantó truco, tú subiste a «valen 6» y él a «valen 9». Si no quieres, ¿cuántos "
                                 "chinos se lleva el Sur?"),
                  ask="pays", concept="points", probe=("no-quiero",), choices=("3", "6", "9"), answer="6"),
        start=_deal("4b.7c.3o/7o.1e.2c", "ver,truco,valen-6,valen-9"),
        seats=(1,),
        bot="easy",
        hints=(N_("Quien no quiere da lo que valía la mano antes del último canto: aquí, «valen 6»."),),
        solution=("?6",),
        reveal="off",
    ),
    # Rule 9: an accepted ahorrisi: the hand is worth the whole grande.
    Scenario(
        id="zapiti.ahorrisi",
        rule=_rule(9),
        relies=(_rule(8),),
        title=N_("Un ahorrisi querido"),
        goal=Goal("question", N_("Juegas con el Norte. Habéis subido hasta «valen 15» y cantas ahorrisi; el Sur lo quiere. Ganas la mano con el "
                                 "4 de bastos y el 7 de copas: ¿cuántos chinos vale?"),
                  ask="pays", concept="points", probe=("ahorrisi", "quiero", "7o", "4b", "7c", "1e"),
                  choices=("15", "18", "30"), answer="30"),
        start=_deal("7o.1e.2c/4b.7c.3o", "ver,truco,valen-6,valen-9,valen-12,valen-15"),
        seats=(1,),
        bot="easy",
        hints=(N_("El ahorrisi querido vale toda la grande: quien gana esa mano llega a 30."),),
        solution=("?30",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.subidas",
        rule=_rule(9),
        relies=(_rule(5), _rule(8)),
        title=N_("Quién puede volver a subir"),
        goal=Goal("gain", N_("Juegas con el Norte. Quisiste el truco del Sur, y él ha salido con el 7 de oros. Te toca, con el 4 de "
                             "bastos y el 7 de copas: gana 6 chinos o más con esta mano."),
                  amount=6, miss=N_("Aún no: la mano te ha dado {n}. El «quiero» no cierra la apuesta.")),
        start=_deal(SOUTH_GOOD + "/" + NORTH_BEST, "ver,truco,quiero,7o"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Después de un «quiero», solo puede volver a subir el bando que ha aceptado, en su turno: el "
               "tuyo."),
            N_("Antes de tirar, sube a «valen 6»: el Sur lo querrá, y con tus cartas ganas la mano."),
        ),
        solution=("valen-6", "quiero", "7c", "4b", "1e"),
        switches=("subidas",),
        reveal="off",
        goals={"subidas=una_vez": Goal(
            "try",
            N_("Juegas con el Norte. Con esta lectura solo hay un envite por mano. Prueba a subir a «valen 6» y lee por qué no se "
               "acepta; luego juega una carta."),
            actions=("4b", "7c", "5e"), forbidden=("valen-6",),
        )},
        solutions={"subidas=una_vez": ("!valen-6", "7c")},
    ),
    # Rule 10: truco sin ver.
    Scenario(
        id="zapiti.sin-ver",
        rule=_rule(10),
        relies=(_rule(8),),
        title=N_("Truco sin ver"),
        goal=Goal("gain", N_("Eres mano y aún no has mirado tus cartas. El Norte tiene cartas flojas y se retira "
                             "ante cualquier canto: sácale 2 chinos en esta mano."),
                  amount=2, miss=N_("Aún no: la mano te ha dado {n}. Un truco no querido da 1.")),
        start=_deal("4b.7c.3o/5o.6c.4e"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Un truco normal no querido da 1 chino; el truco sin ver no querido da 2."),
            N_("Solo la mano, antes de mirar sus cartas, puede cantar truco sin ver: no mires."),
        ),
        solution=("sin-ver", "no-va"),
        switches=("sin_ver",),
        reveal="off",
        goals={"sin_ver=no": Goal(
            "question",
            N_("Con esta lectura no se juega el truco sin ver: la mano empieza ya con las cartas a la vista. "
               "Si cantas truco y el Norte no lo quiere, ¿cuántos chinos te llevas?"),
            ask="pays", concept="points", probe=("truco", "no-quiero"), choices=("1", "2", "3"), answer="1",
        )},
        solutions={"sin_ver=no": ("?1",)},
    ),
    Scenario(
        id="zapiti.sin-ver-responde",
        rule=_rule(10),
        relies=(_rule(8),),
        title=N_("Responder al truco sin ver"),
        goal=Goal("question", N_("Juegas con el Norte. El Sur ha cantado truco sin ver. Si no vas, ¿cuántos chinos se lleva el Sur sin jugar?"),
                  ask="pays", concept="points", probe=("no-va",), choices=("1", "2", "3"), answer="2"),
        start=_deal("12o.5c.1b/6o.7b.4e", "sin-ver"),
        seats=(1,),
        bot="easy",
        hints=(
            N_("Si no vas, el Sur se lleva 2 chinos sin jugar."),
            N_("Si vas, la mano vale 3 y se juega."),
        ),
        solution=("?2",),
        reveal="off",
    ),
    # Rule 11: al ver.
    Scenario(
        id="zapiti.al-ver",
        rule=_rule(11),
        relies=(_rule(8),),
        title=N_("Al ver"),
        goal=Goal("question", N_("Tienes 29 chinos: estás al ver y decides si vas. Si no vas, ¿cuántos chinos se lleva el Norte?"),
                  ask="pays", concept="points", probe=("no-va",), choices=("1", "2", "3"), answer="3"),
        start=_deal("4o.5c.6e/4b.7c.3o", points="29-20"),
        seats=(0,),
        bot="easy",
        hints=(
            N_("Con la lectura de la fuente, si no vas el Norte se lleva 3 chinos; las otras lecturas le dan menos."),
            N_("Si vas, la mano se juega y quien la gane suma; tú, con un solo chino, llegas a 30."),
        ),
        solution=("?3",),
        switches=("al_ver",),
        reveal="off",
        goals={"al_ver=app": Goal("question", N_("Tienes 29 chinos: estás al ver y decides si vas. Si no vas, ¿cuántos chinos se lleva el Norte?"), ask="pays", concept="points", probe=("no-va",),
                                  choices=("1", "2", "3"), answer="2"),
               "al_ver=mano_de_once": Goal("question", N_("Tienes 29 chinos: estás al ver y decides si vas. Si no vas, ¿cuántos chinos se lleva el Norte?"), ask="pays", concept="points",
                                           probe=("no-va",), choices=("1", "2", "3"), answer="1")},
        solutions={"al_ver=app": ("?2",), "al_ver=mano_de_once": ("?1",)},
    ),
    Scenario(
        id="zapiti.al-ver-27",
        rule=_rule(11),
        relies=(),
        title=N_("Al ver con el rival en 27"),
        goal=Goal("try", N_("Tienes 29 y el Norte 27. Prueba a no ir y lee por qué no se acepta; luego juega la mano."),
                  actions=("va",), forbidden=("no-va",)),
        start=_deal("4o.5c.6e/4b.7c.3o", points="29-27"),
        seats=(0,),
        bot="easy",
        hints=(N_("Si no fueras, el Norte sumaría 3 y llegaría a 30: por eso aquí no te puedes retirar."),),
        solution=("!no-va", "va"),
        switches=("al_ver_27",),
        reveal="off",
        goals={"al_ver_27=sin_efecto": Goal(
            "question",
            N_("Con esta lectura sí puedes no ir. Si no vas, el Norte suma 3: ¿quién gana la partida?"),
            ask="hand", probe=("no-va",), choices=("Sur", "Norte"), answer="Norte",
        )},
        solutions={"al_ver_27=sin_efecto": ("?Norte",)},
    ),
    # Rule 11: both sides at 29: no al ver, the hand is played as usual.
    Scenario(
        id="zapiti.ambos-29",
        rule=_rule(11),
        relies=(_rule(8),),
        title=N_("Los dos en 29"),
        goal=Goal("question", N_("Los dos bandos estáis en 29: no hay al ver y la mano se juega como siempre. Si la ganas "
                                 "con el 4 de bastos y el 7 de copas, ¿cuántos chinos vale?"),
                  ask="pays", concept="points", probe=("ver", "4b", "5o", "7c", "6c"), choices=("1", "3"),
                  answer="1"),
        start=_deal(STRONG, points="29-29"),
        seats=(0,),
        bot="easy",
        hints=(N_("Sin al ver nadie decide si va: la mano vale 1, como cualquier otra sin cantos."),),
        solution=("?1",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.llegar-al-ver",
        rule=_rule(11),
        relies=(),
        title=N_("Llegar a 29"),
        goal=Goal("question", N_("Tienes 26 chinos y el truco querido: ganas la mano y llegas a 29. En la mano siguiente estás "
                              "al ver: ¿quién tiene que decidir primero?"),
                  ask="next", probe=("4b", "5o", "7c", "6c"), choices=("Sur", "Norte"), answer="Sur"),
        start=_deal(STRONG, "ver,truco,quiero", points="26-12"),
        seats=(0,),
        bot="easy",
        hints=(N_("Quien está al ver mira sus cartas y decide si va, aunque no sea mano."),),
        solution=("?Sur",),
        reveal="off",
    ),
    # Rule 12: scoring, malas and buenas, the grande.
    Scenario(
        id="zapiti.buenas",
        rule=_rule(12),
        relies=(_rule(8),),
        title=N_("De las malas a las buenas"),
        goal=Goal("question", N_("Tienes 13 malas y el truco querido. Si ganas la mano, ¿cuántos chinos tendrás?"),
                  ask="score", probe=("4b", "5o", "7c", "6c"), choices=("14", "15", "16"), answer="16"),
        start=_deal(STRONG, "ver,truco,quiero", points="13-9"),
        seats=(0,),
        bot="easy",
        hints=(N_("13 + 3 = 16: la primera buena."),),
        solution=("?16",),
        reveal="off",
    ),
    Scenario(
        id="zapiti.grande",
        rule=_rule(12),
        relies=(_rule(8),),
        title=N_("La grande"),
        goal=Goal("question", N_("Tienes 28 chinos y el truco querido. Si ganas la mano, ¿con cuántos chinos acaba la grande?"),
                  ask="score", probe=("4b", "5o", "7c", "6c"), choices=("29", "30", "31"), answer="30"),
        start=_deal(STRONG, "ver,truco,quiero", points="28-20"),
        seats=(0,),
        bot="easy",
        hints=(N_("La mano vale 3: con 28 llegas a 30, y el primero que llega a 30 gana."),),
        solution=("?30",),
        reveal="off",
    ),
    # Rule 13: a casa.
    Scenario(
        id="zapiti.a-casa",
        rule=_rule(13),
        relies=(_rule(8),),
        title=N_("Irse a casa"),
        goal=Goal("question", N_("Juegas con el Norte. Quisiste el truco y el Sur ha salido con el 4 de bastos. No tienes nada: si te vas a casa, "
                              "¿cuántos chinos se lleva el Sur?"),
                  ask="pays", concept="points", probe=("a-casa",), choices=("1", "2", "3"), answer="3"),
        start=_deal("4b.7c.7o/4o.5c.6e", "ver,truco,quiero,4b"),
        seats=(1,),
        bot="easy",
        hints=(N_("Irse a casa da al rival lo que vale la mano: aquí, 3 chinos. Jugar hasta el final daría lo mismo."),),
        solution=("?3",),
        reveal="off",
    ),
    # Rule 14: señas between partners.
    Scenario(
        id="zapiti.senas",
        rule=_rule(14),
        relies=(_rule(5),),
        title=N_("Una seña al compañero"),
        goal=Goal("question", N_("Antes de la primera ronda tu compañero, el Norte, te hizo una seña (mírala en «Señas "
                                 "que has visto»). Ahora el Oeste sale con el 6 de espadas; echas el 6 de copas, el "
                                 "Este el 7 de oros y el Norte la carta que te ha señado: ¿qué carta gana la ronda?"),
                  ask="winner", probe=("6c", "7o", "4b"), choices=("7o", "4b", "7c", "1e"), answer="4b"),
        start=_deal("6c.3o.5e/7o.2e.10b/4b.12o.4o/2o.6e.11c", "ver,listo,listo,seña:beso,listo,listo,5e,10b,4o,2o,6e",
                    players=4),
        options={"players": 4},
        seats=(0,),
        bot="easy",
        hints=(
            N_("Cada carta buena tiene su gesto: busca el del Norte en la tabla de las señas."),
            N_("Un beso es el 4 de bastos, la carta más alta: gana a todas."),
        ),
        solution=("?4b",),
        switches=("senas_cazadas",),
        reveal="off",
    ),
    # Rule 14, Q18: the round of señas before the first card.
    Scenario(
        id="zapiti.senas-antes",
        rule=_rule(14),
        relies=(),
        title=N_("Las señas antes de salir"),
        goal=_SENAS_ANTES,
        start=_deal("4b.3o.5c/6c.10b.2e/7c.12o.11c/4o.5e.6o", "ver", players=4),
        options={"players": 4},
        seats=(0,),
        bot="medium",
        hints=(
            N_("Con la lectura de la fuente, antes de la primera ronda cada jugador, empezando por la mano, hace "
               "sus señas y dice «listo»; el truco se canta después, en tu turno de jugar."),
            N_("Con el selector en «solo en tu turno de jugar» no hay ronda de señas: ya te toca jugar, y puedes "
               "cantar truco."),
        ),
        solution=("?listo",),
        solutions={"senas_momento=turno": ("?truco",)},
        goals={"senas_momento=turno": replace(
            _SENAS_ANTES, answer="truco",
            miss=N_("Aún no: {answer} no se puede decir ahora. Con esta lectura no hay ronda de señas: ya te toca "
                    "jugar, y puedes cantar truco."))},
        switches=("senas_momento",),
        reveal="off",
    ),
    # Rule 15: the coin scoreboard.
    Scenario(
        id="zapiti.monedas",
        rule=_rule(15),
        relies=(_rule(8), _rule(12)),
        title=N_("Las monedas del tanteo"),
        goal=Goal("question", N_("Tienes 4 chinos: cuatro monedas en fila. Si ganas la mano con el truco querido, ¿cuántos "
                              "chinos tendrás? Mira luego cómo cambian las monedas."),
                  ask="score", probe=("4b", "5o", "7c", "6c"), choices=("5", "6", "7"), answer="7"),
        start=_deal(STRONG, "ver,truco,quiero", points="4-6"),
        seats=(0,),
        bot="easy",
        hints=(N_("Con 7 chinos, las monedas forman una pila de dos con dos monedas delante."),),
        solution=("?7",),
        reveal="off",
    ),
)
