"""The live examples of the Hus tutorial (``tutorials/hus/reglas.md``), one or more per rule.

The start is our reading of the lost figure 14 (Interpretación H-h) and its move ``e2``; the other
positions come from played games, chosen so that one turn shows the rule: a capture of the inner
row only, the extra hole the capturer chooses, several captures in one turn, a player left without
a move, a double win, the last game of a match. ``tests/engine/test_hus_scenarios.py`` plays every
solution.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("hus")][:2]
['hus.tablero', 'hus.posicion']
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.errors import RuleRef

from ..scenario import Goal, Scenario

ROWS = "2,2,2,2,2,2,2,2/2,2,2,2,0,0,0,0/0,0,0,0,2,2,2,2/2,2,2,2,2,2,2,2"
START = ROWS + " S 0-0 S 0 0-0 -"
# A game where South, to move, can leave North with single stones: g2, then d3 and b4.
STUCK = "1,4,1,0,5,0,0,0/0,0,2,2,1,1,0,0/3,1,2,1,0,1,4,2/2,1,0,1,4,4,1,4"


def _rule(n: str) -> RuleRef:
    return RuleRef("hus", n)


SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: the board from North's side; his inner row is row 3.
    Scenario(
        id="hus.tablero",
        rule=_rule("1"),
        relies=(),
        title=N_("Cuatro filas, dos para cada uno"),
        goal=Goal(
            "play",
            N_("Juegas con el Norte, las dos filas de arriba. Siembra desde un agujero de tu fila de dentro."),
            actions=("a3", "b3", "c3", "d3"),
        ),
        start=ROWS + " N 0-0 N 0 0-0 -",
        seats=(1,),
        hints=(
            N_("Tu fila de fuera es la de más arriba (fila 4); la de dentro es la fila 3, junto a las del Sur."),
            N_("En tu fila de dentro solo tienen piedras los cuatro agujeros de la izquierda: a3, b3, c3 y d3."),
        ),
        solution=("d3",),
    ),
    # Rule 2: the start (figure 14 is lost, Interpretación H-h): South's inner row has stones in
    # its right half only, e2 to h2; the reader finds its first hole.
    Scenario(
        id="hus.posicion",
        rule=_rule("2"),
        title=N_("Dónde empiezan las piedras"),
        goal=Goal("play", N_("Empiezas con el Sur, desde la posición inicial. Siembra desde el primer agujero "
                             "con piedras de tu fila de dentro, el que está más a la izquierda."),
                  actions=("e2",)),
        start=START,
        hints=(
            N_("La fila de dentro del Sur es la fila 2, la de arriba de tus dos filas."),
            N_("En tu fila de dentro solo tienen piedras los cuatro agujeros de la derecha: de e2 a h2."),
        ),
        solution=("e2",),
    ),
    # Rule 5: the start's move e2, whose sowing relays five times before it ends.
    Scenario(
        id="hus.inicio",
        rule=_rule("5"),
        relies=(_rule("4"),),
        title=N_("La posición inicial"),
        goal=Goal("question", N_("Empiezas con el Sur. Si siembras desde e2, el primer agujero con piedras de "
                                 "tu fila de dentro, ¿en qué agujero acaba la siembra?"),
                  ask="last", probe=("e2",), choices=("g2", "a1", "c2", "e1"), answer="c2"),
        start=START,
        hints=(
            N_("La fila de dentro del Sur es la fila 2; e2 está en la quinta columna."),
            N_("Mira dónde acaba cada vuelta: g2, g1, d1, a1 y, por fin, c2, que estaba vacío."),
        ),
        solution=("?c2",),
    ),
    # Rule 3: the same player starts every game. South wins this game (g2, d3, b4) but North
    # starts the next one, as he started this one.
    Scenario(
        id="hus.mismo-jugador",
        rule=_rule("3"),
        relies=(),
        title=N_("Siempre empieza el mismo"),
        goal=Goal("question", N_("Con g2, y luego llevándote d3 y b4, ganas esta mano. ¿Quién empieza la mano "
                                 "siguiente?"),
                  ask="next", probe=("g2", "d3", "b4"), choices=("Sur", "Norte"), answer="Norte"),
        start=STUCK + " S 0-0 N 1 0-0 -",
        hints=(
            N_("Tras g2 tendrás que elegir dos veces qué otro agujero del Norte te llevas: d3 y luego b4."),
            N_("Aunque ganes tú, la mano siguiente la empieza el Norte, que es quien empezó el partido."),
        ),
        solution=("?Norte",),
    ),
    # Rule 4: the direction. h1 runs left along row 1 clockwise, up to h2 anticlockwise.
    Scenario(
        id="hus.sentido",
        rule=_rule("4"),
        relies=(),
        title=N_("Hacia dónde se siembra"),
        goal=Goal("question", N_("Si siembras desde h1, la esquina de abajo a la derecha, ¿en qué agujero cae "
                                 "la última piedra?"),
                  ask="last", probe=("h1",), choices=("a2", "d2", "g1", "h2"), answer="a2"),
        start=START,
        hints=(
            N_("Cada jugador siembra solo por sus dos filas, dando vueltas a su mitad del tablero."),
            N_("En el sentido de las agujas del reloj, desde h1 las piedras van hacia la izquierda por la fila 1."),
        ),
        solution=("?a2",),
        switches=("direction",),
        goals={"direction=ccw": Goal(
            "question", N_("Con esta lectura se siembra contra las agujas del reloj. Si siembras desde h1, la "
                           "esquina de abajo a la derecha, ¿en qué agujero cae la última piedra?"),
            ask="last", probe=("h1",), choices=("a2", "d2", "g1", "h2"), answer="d2")},
        solutions={"direction=ccw": ("?d2",)},
    ),
    # Rule 5: only holes with two stones or more; d1 relays eight times, no other start more than six.
    Scenario(
        id="hus.relevo",
        rule=_rule("5"),
        relies=(_rule("4"),),
        title=N_("Solo agujeros con dos o más"),
        goal=Goal("sow", N_("Busca la siembra más larga: una que dé ocho vueltas por lo menos."), amount=8),
        start="2,0,0,1,0,2,1,0/0,0,0,2,0,0,1,1/0,7,2,6,5,2,1,0/2,3,1,2,1,4,0,2 S 0-0 N 1 0-0 -",
        hints=(
            N_("Prueba un agujero con una sola piedra, como c1, y lee por qué no se acepta."),
            N_("Cuando una vuelta acaba en un agujero con piedras, las coges todas y sigues."),
            N_("f1 y b2 dan seis vueltas; d1 da ocho."),
        ),
        solution=("d1",),
    ),
    # Rule 6: a capture of the inner row only (the outer hole behind is empty): d2 ends in g2,
    # takes g3 (4) and sows it on.
    Scenario(
        id="hus.captura",
        rule=_rule("6"),
        relies=(_rule("4"), _rule("5")),
        title=N_("Capturar en la fila de dentro"),
        goal=Goal("gain", N_("Captura por lo menos 4 piedras del Norte."), amount=4),
        start="3,1,2,0,3,2,0,2/3,0,3,3,3,0,4,0/2,0,0,3,0,0,2,0/0,3,0,3,0,0,0,6 S 0-0 S 0 0-0 -",
        bot="easy",
        hints=(
            N_("Se captura cuando una vuelta acaba en un agujero ocupado de tu fila de dentro y el de enfrente "
               "también tiene piedras."),
            N_("d2 acaba en g2, enfrente de g3. Las piedras capturadas se siembran desde h2."),
        ),
        solution=("d2",),
    ),
    # Rule 6: both rows, and the extra hole (the switch turns the extra hole off).
    Scenario(
        id="hus.dos-filas",
        rule=_rule("6"),
        relies=(_rule("4"), _rule("5")),
        title=N_("Las dos filas del contrario"),
        goal=Goal("capture", N_("Captura a la vez en las dos filas del Norte: los agujeros e3 y e4."),
                  holes=("e3", "e4")),
        start="0,2,0,1,1,1,0,0/3,3,1,0,4,0,1,2/0,3,0,1,5,0,1,2/0,1,2,1,7,0,5,1 S 0-0 N 5 0-0 -",
        bot="easy",
        hints=(
            N_("b2 acaba en e2. Enfrente, e3 y e4 tienen piedras: te llevas las dos."),
            N_("Después eliges un agujero más del Norte, el que quieras, y siembras todo desde f2."),
        ),
        solution=("b2", "b4"),
        switches=("extra_hole",),
    ),
    # Rule 6: the same position; only b4 as the extra hole leads to a second capture.
    Scenario(
        id="hus.eleccion",
        rule=_rule("6"),
        relies=(_rule("4"), _rule("5")),
        title=N_("Elegir el agujero que más da"),
        goal=Goal("gain", N_("Captura por lo menos 13 piedras en este turno."), amount=13),
        start="0,2,0,1,1,1,0,0/3,3,1,0,4,0,1,2/0,3,0,1,5,0,1,2/0,1,2,1,7,0,5,1 S 0-0 N 5 0-0 -",
        bot="easy",
        hints=(
            N_("Empieza por b2. Luego eliges: el agujero más lleno no siempre es el mejor."),
            N_("Cuenta dónde acabará la siembra de las piedras capturadas: con b4, cae en otra captura."),
        ),
        solution=("b2", "b4"),
        miss_line=("b2", "a3"),  # the telling miss: the fullest hole is not the best choice
    ),
    # Rule 6: several captures in one turn: a2 captures at c2 and again at h2.
    Scenario(
        id="hus.varias",
        rule=_rule("6"),
        relies=(_rule("4"), _rule("5")),
        title=N_("Varias capturas en un turno"),
        goal=Goal("gain", N_("Captura por lo menos 10 piedras de una sola jugada."), amount=10),
        start="0,1,0,0,2,2,1,0/1,5,5,1,4,4,2,5/2,0,3,2,1,0,1,1/1,2,1,0,1,0,0,0 S 0-0 N 0 0-0 -",
        bot="easy",
        hints=(
            N_("Las piedras capturadas se siembran, y su última piedra puede volver a capturar."),
            N_("a2 acaba en c2 y se lleva c3; esas piedras acaban en h2, que se lleva h3."),
        ),
        solution=("a2",),
    ),
    # Rule 7: North left with single stones loses; a single game.
    Scenario(
        id="hus.sin-movimiento",
        rule=_rule("7"),
        relies=(_rule("4"), _rule("5"), _rule("6")),
        title=N_("El que no puede mover, pierde"),
        goal=Goal("win", N_("Deja al Norte sin ningún agujero con dos piedras y gana la mano.")),
        start=STUCK + " S 0-0 N 1 0-0 -",
        options={"match": "single"},
        hints=(
            N_("Empieza por g2: tras dos relevos acabas en c2, te llevas c3 y c4 y eliges otro agujero."),
            N_("Elige d3 y, en la segunda captura, b4: al Norte solo le quedan agujeros con una piedra."),
        ),
        solution=("g2", "d3", "b4"),
    ),
    # Rule 8: capturing every stone is a double win, worth two points: 5 + 2 = 7.
    Scenario(
        id="hus.doble",
        rule=_rule("8"),
        relies=(_rule("4"), _rule("5"), _rule("6")),
        title=N_("Victoria doble"),
        goal=Goal("win", N_("Tienes 5 puntos. Quítale al Norte todas sus piedras y gana el partido.")),
        start="0,3,0,0,5,0,4,0/3,0,2,2,1,1,1,2/2,0,2,1,2,0,3,1/1,0,3,0,3,3,0,3 S 5-3 N 7 0-0 -",
        hints=(
            N_("Una victoria normal vale 1 punto y no te basta; una doble vale 2."),
            N_("a2, y elige a3 y luego b4: el Norte se queda sin ninguna piedra."),
        ),
        solution=("a2", "a3", "b4"),
    ),
    # Rule 9: 6-6 in a match to seven: this game decides it.
    Scenario(
        id="hus.partido",
        rule=_rule("9"),
        relies=(_rule("4"), _rule("5"), _rule("6")),
        title=N_("La mano que decide el partido"),
        goal=Goal("win", N_("Vais 6 a 6 en un partido a 7 puntos. Gana esta mano y el partido es tuyo.")),
        start=STUCK + " S 6-6 N 1 0-0 -",
        hints=(
            N_("Para ganar la mano, el Norte tiene que quedarse sin agujeros con dos piedras."),
            N_("g2, y luego elige d3 y b4."),
        ),
        solution=("g2", "d3", "b4"),
    ),
)
