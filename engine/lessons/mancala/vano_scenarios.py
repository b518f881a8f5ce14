"""The live examples of the Vano tutorial (``tutorials/vano/reglas.md``), one or more per rule.

The start is our reading of the lost figure 13 (six groups of three in the middle of each row,
Interpretación V-a) and its move ``B``; the house on the opponent's side is a position made for it.
The other positions come from played games, chosen so that one move shows the rule: the kutakata
that forbids a capture on the first lap, a pair that relays in it, a house made on either side, a
stone trapped in a house, a capture blocked by a house, the end and the count.
``tests/engine/test_vano_scenarios.py`` plays every solution.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("vano")][:2]
['vano.inicio', 'vano.norte']
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.errors import RuleRef

from ..scenario import Goal, Scenario

ROWS = "0,3,3,3,3,3,3,0/0,3,3,3,3,3,3,0"
START = ROWS + " - 0-0 S 0 0"


def _rule(n: str) -> RuleRef:
    return RuleRef("vano", n)


SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: the six groups (mtaji) of the start; the switch moves them (figure 13 is lost), so the
    # example starts from the game's own start, not from a written position.
    Scenario(
        id="vano.inicio",
        rule=_rule("1"),
        relies=(),
        title=N_("Seis grupos de tres"),
        goal=Goal(
            "try",
            N_("Empiezas con el Sur. Prueba a sembrar desde A, un extremo vacío, y lee por qué no vale; luego "
               "siembra desde uno de tus seis grupos de tres piedras."),
            actions=("B", "C", "D", "E", "F", "G"),
            forbidden=("A",),
        ),
        seed=0,
        options={"first_player": "south"},
        hints=(
            N_("Tus agujeros son los de abajo, de A a H. Los dos de los extremos, A y H, están vacíos."),
            N_("Cualquiera de B a G vale: E, por ejemplo, deja sus tres piedras en F, G y H."),
        ),
        solution=("!A", "E"),
        switches=("start",),
        # Laid out to the left, A is a group and the empty ends are G and H.
        goals={"start=left": Goal(
            "try",
            N_("Empiezas con el Sur. Prueba a sembrar desde H, un extremo vacío, y lee por qué no vale; luego "
               "siembra desde uno de tus seis grupos de tres piedras."),
            actions=("A", "B", "C", "D", "E", "F"),
            forbidden=("H",),
        )},
        solutions={"start=left": ("!H", "E")},
    ),
    # Rule 2: the lot gave the first move to North; the reader plays the top row.
    Scenario(
        id="vano.norte",
        rule=_rule("2"),
        relies=(_rule("1"),),
        title=N_("Empieza el que sale a suertes"),
        goal=Goal(
            "try",
            N_("Esta vez la suerte ha elegido al Norte. Juegas con la fila de arriba: prueba a sembrar desde B, "
               "de la fila de abajo, y lee por qué no vale; luego siembra uno de tus grupos."),
            actions=("b", "c", "d", "e", "f", "g"),
            forbidden=("B",),
        ),
        start=ROWS + " - 0-0 N 0 0",
        seats=(1,),
        hints=(
            N_("Tus agujeros son los de arriba, de a (a la derecha) a h (a la izquierda)."),
            N_("Tus grupos están en b, c, d, e, f y g; el Norte también siembra en sentido contrario a las "
               "agujas del reloj, hacia la izquierda por su fila."),
        ),
        solution=("!B", "b"),
    ),
    # Rule 3: B from the start. B's first lap ends in E (3 -> 4): relay; the second ends in a, empty.
    # F reaches a too, but in one lap; C, D and G relay five times and end elsewhere.
    Scenario(
        id="vano.relevo",
        rule=_rule("3"),
        relies=(),
        title=N_("Una siembra de dos vueltas"),
        goal=Goal("sow", N_("Haz una siembra que acabe en a, el primer agujero del Norte, después de un relevo: "
                            "dos vueltas por lo menos."), holes=("a",), amount=2),
        start=START,
        hints=(
            N_("Una vuelta que acaba en un agujero con piedras no termina la siembra: coges esas piedras y "
               "sigues. F llega a a, pero en una sola vuelta."),
            N_("B: su primera vuelta deja la última piedra en E, que ya tenía tres; las coges todas y sigues."),
            N_("La segunda vuelta de B acaba en a, un agujero vacío del Norte: ahí se acaba el turno."),
        ),
        solution=("B",),
    ),
    # Rule 3: only a team (two stones or more) that is not a house. E is North's house, F South's
    # own, G and H hold one stone each: only B and C can be played.
    Scenario(
        id="vano.grupos",
        rule=_rule("3"),
        relies=(),
        title=N_("Solo se juega con un grupo"),
        goal=Goal("try", N_("Prueba a sembrar desde G, que tiene una sola piedra, y lee por qué no vale; luego "
                            "siembra desde un agujero que puedas jugar."), actions=("B", "C"), forbidden=("G", "H")),
        start="0,2,2,0,4,3,1,1/0,2,1,0,0,2,1,1 EN,FS 14-2 S 1 10",
        hints=(
            N_("G y H tienen una sola piedra: no son un grupo. Pruébalos y lee por qué no se aceptan."),
            N_("E y F son casas, la del Norte y la tuya: de una casa no se siembra nunca. Quedan B y C."),
        ),
        solution=("!G", "B"),
    ),
    # Rule 4: the kutakata. A and B end their first lap in D, empty and South's, in front of e (2):
    # no capture on the first lap. F ends in D too, but on its third lap, and captures e.
    Scenario(
        id="vano.kutakata",
        rule=_rule("4"),
        relies=(_rule("3"),),
        title=N_("En la primera vuelta no se captura"),
        goal=Goal("gain", N_("Captura por lo menos 3 piedras del Norte."), amount=3),
        start="3,2,1,0,0,2,1,3/0,0,1,7,2,6,1,0 - 2-5 S 2 6",
        bot="easy",
        hints=(
            N_("A y B acaban en D, vacío y enfrente de e, pero en la primera vuelta, la kutakata: no capturan."),
            N_("F también acaba en D, pero después de dos relevos, en H y en d: en la tercera vuelta sí se "
               "captura."),
        ),
        solution=("F",),
    ),
    # Rule 4: a pair in the kutakata relays. E ends its first lap in G (1 -> 2) and sows on to a
    # (1 -> 2), where the second lap makes a house.
    Scenario(
        id="vano.pareja",
        rule=_rule("4"),
        relies=(_rule("3"),),
        title=N_("Una pareja en la primera vuelta"),
        goal=Goal("question", N_("La primera vuelta de E acaba en G, donde había una piedra. Si siembras desde "
                                 "E, ¿en qué agujero acaba toda la siembra?"),
                  ask="last", probe=("E",), choices=("G", "a", "H"), answer="a"),
        start="3,0,2,0,2,3,1,2/1,1,0,0,2,0,0,3 - 9-7 S 1 10",
        hints=(
            N_("La primera vuelta de E acaba en G y deja allí dos piedras: un grupo, así que sigues."),
            N_("La segunda vuelta acaba en a, que tenía una piedra: ahora ya no es la kutakata, y haces casa."),
        ),
        solution=("?a",),
    ),
    # Rule 4: a capture after the kutakata. B relays at D and ends in G, empty, in front of b (3).
    # A ends in C in front of f, but on the first lap; D makes a house (2 points).
    Scenario(
        id="vano.captura",
        rule=_rule("4"),
        relies=(_rule("3"),),
        title=N_("Capturar un grupo"),
        goal=Goal("gain", N_("Captura por lo menos 3 piedras del Norte."), amount=3),
        start="2,2,0,2,1,1,0,1/0,3,7,1,1,4,1,0 - 6-4 S 3 8",
        bot="easy",
        hints=(
            N_("Se captura cuando la última piedra cae en un agujero vacío de tu fila, después de la primera "
               "vuelta, y enfrente hay un grupo."),
            N_("B deja su última piedra en D, que tenía dos: sigues, y acabas en G, vacío, enfrente de b."),
        ),
        solution=("B",),
        miss_line=("D",),  # the telling miss: D captures a group of 2, short of 3
    ),
    # Rule 4: a house on one's own side. B relays at D and its second lap ends in G (1 -> 2).
    Scenario(
        id="vano.casa",
        rule=_rule("4"),
        relies=(_rule("3"),),
        title=N_("Hacer casa en tu lado"),
        goal=Goal("gain", N_("Haz una casa (nyumba): gana 2 puntos de una sola jugada."), amount=2),
        start="0,2,1,2,3,1,1,2/4,3,0,2,1,0,1,2 - 2-9 S 6 14",
        bot="easy",
        hints=(
            N_("Una casa se hace cuando, después de la primera vuelta, la última piedra cae en un agujero con "
               "una sola piedra."),
            N_("B acaba su primera vuelta en D y la segunda en G, que tenía una piedra."),
        ),
        solution=("B",),
    ),
    # Rule 4: a house on the opponent's side: C relays at F and ends in a (1 -> 2).
    Scenario(
        id="vano.casa-enfrente",
        rule=_rule("4"),
        relies=(_rule("3"),),
        title=N_("Hacer casa en el lado del contrario"),
        goal=Goal("gain", N_("Haz una casa en la fila del Norte."), amount=2),
        start="0,0,3,0,0,2,0,0/1,0,2,0,0,0,0,0 - 14-14 S 0 10",
        bot="easy",
        hints=(
            N_("Las casas se pueden hacer en los dos lados del tablero."),
            N_("C acaba su primera vuelta en F, que tenía dos piedras; la segunda acaba en a, que tenía una."),
        ),
        solution=("C",),
    ),
    # Rule 5: a stone that falls into a house stays there. South's house c (5 stones): D relays at F
    # and its last stone falls into c.
    Scenario(
        id="vano.dentro",
        rule=_rule("5"),
        relies=(_rule("3"), _rule("4")),
        title=N_("Una piedra que cae en una casa"),
        goal=Goal("gain", N_("Tienes una casa en c. Acaba tu siembra dentro de ella y gana un punto."), amount=1),
        start="1,1,0,2,1,4,0,2/1,0,5,1,1,0,1,0 cS 6-10 S 6 13",
        bot="easy",
        hints=(
            N_("La piedra que cae en una casa se queda allí hasta el final y es un punto para el dueño de la "
               "casa."),
            N_("D acaba su primera vuelta en F, que tenía cuatro; las cinco piedras llegan justo hasta c."),
        ),
        solution=("D",),
        switches=("house_stones",),
    ),
    # Rule 5: a house in front blocks a capture. C relays at E and ends in G, empty, but in front of
    # North's house b; H ends in A, in front of h (2 after the sowing), and captures.
    Scenario(
        id="vano.bloqueo",
        rule=_rule("5"),
        relies=(_rule("3"), _rule("4")),
        title=N_("Una casa no se captura"),
        goal=Goal("gain", N_("Captura por lo menos 2 piedras del Norte."), amount=2),
        start="0,1,2,0,1,0,0,5/1,4,2,0,3,0,8,1 bN 4-4 S 0 8",
        bot="easy",
        hints=(
            N_("C acaba en G, vacío, pero enfrente está la casa del Norte en b: una casa no se puede capturar."),
            N_("H da dos vueltas y acaba en A, vacío, enfrente de h."),
        ),
        solution=("H",),
    ),
    # Rule 6: the end and the count. North has no team outside his row's singles; A ends in D
    # (first lap, no capture) and leaves him without one: 9 captured + 3 in house c against 5.
    Scenario(
        id="vano.final",
        rule=_rule("6"),
        relies=(_rule("3"),),
        title=N_("El final y la cuenta"),
        goal=Goal("win", N_("Deja al Norte sin ningún grupo para acabar la partida, y gánala.")),
        start="3,1,1,0,8,0,1,0/1,0,3,1,1,1,1,0 cS 9-5 S 1 13",
        hints=(
            N_("Al Norte solo le quedan piedras sueltas y tu casa de c, que no es suya. Si no le das ningún "
               "grupo, no podrá mover."),
            N_("E llenaría su fila de piedras. A deja sus tres piedras en tu lado."),
        ),
        solution=("A",),
        switches=("loose",),
    ),
)
