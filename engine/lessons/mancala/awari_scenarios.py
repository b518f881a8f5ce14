"""The live examples of the Awari tutorial (``tutorials/awari/reglas.md``), one or more per rule.

Each scenario is a position in Awari's notation, the seat the reader plays, a goal the page checks
and a solution that reaches it; ``tests/engine/test_awari_scenarios.py`` plays every solution. The
positions of rules 2 and 4 follow the source's own worked examples (figures 3–4, 5–7, 8 and 9 of the
Elhuyar article, whose drawings are lost); the others are built so that one move shows the rule.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("awari")][:2]
['awari.enfrente', 'awari.tablero']
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.errors import RuleRef

from ..scenario import Goal, Scenario


def _rule(n: str) -> RuleRef:
    return RuleRef("awari", n)


SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: the board seen from North's side, where a is on the right: the reader finds his hole
    # facing South's D (c), as the rule places the rows face to face; nothing is sown yet to know.
    Scenario(
        id="awari.enfrente",
        rule=_rule("1"),
        title=N_("Tu fila, frente a la del Sur"),
        goal=Goal(
            "play",
            N_("Juegas con el Norte, la fila de arriba, y el Sur acaba de abrir desde D. Siembra desde tu "
               "agujero que está justo enfrente de D."),
            actions=("c",),
        ),
        start="4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1",
        seats=(1,),
        bot="random",
        hints=(
            N_("Tus agujeros son los de arriba, de a a f; a queda enfrente de F, a la derecha de la pantalla."),
            N_("b queda enfrente de E, y c enfrente de D."),
        ),
        solution=("c",),
    ),
    # Rule 2, seen from North's side. South has opened with D (figure 3); the reader answers with
    # f, the source's figure 4, and sees his seeds run on into South's row.
    Scenario(
        id="awari.tablero",
        rule=_rule("2"),
        relies=(),
        title=N_("El tablero visto desde el Norte"),
        goal=Goal(
            "question",
            N_("Juegas con Norte, la fila de arriba, y el Sur acaba de abrir. Si siembras desde f, ¿en qué "
               "agujero cae la última semilla?"),
            ask="last", probe=("f",), choices=("D", "b", "E", "c"), answer="D",
        ),
        start="4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1",
        seats=(1,),
        bot="random",
        hints=(
            N_(
                "Tus agujeros son los de arriba, de a a f; a queda enfrente de F, a la derecha de la pantalla."
            ),
            N_("f es el agujero de arriba a la izquierda: sus cuatro semillas bajan a A, B, C y D."),
        ),
        solution=("?D",),
    ),
    # Rule 2: the first move of the game, the source's figure 3. Only D's last seed falls in b:
    # the reader must count the sowing (one seed a hole, to the right, up into North's row).
    Scenario(
        id="awari.siembra",
        rule=_rule("2"),
        relies=(),
        title=N_("La primera siembra"),
        goal=Goal(
            "sow",
            N_("Empiezas con Sur y cada agujero tiene cuatro semillas. Haz una siembra cuya última semilla "
               "caiga en b, el segundo agujero del Norte."),
            holes=("b",),
        ),
        start="4,4,4,4,4,4/4,4,4,4,4,4 0-0 S 0 0",
        bot="random",
        hints=(
            N_("Las semillas salen una a una hacia la derecha, un agujero cada una, y al acabar tu fila suben a "
               "la del Norte, que va de derecha a izquierda: a, b, c…"),
            N_("Cuatro semillas llegan cuatro agujeros más allá: D siembra E, F, a y b, como en la figura 3."),
        ),
        solution=("D",),
    ),
    # Rule 3: twelve seeds go round the board once; the twelfth passes over F, the hole they left,
    # and lands in a. A reader who drops one in F answers F.
    Scenario(
        id="awari.salto",
        rule=_rule("3"),
        relies=(_rule("2"),),
        title=N_("La duodécima semilla salta su agujero"),
        goal=Goal(
            "question",
            N_("F tiene doce semillas. Si siembras desde F, ¿en qué agujero cae la última semilla?"),
            ask="last", probe=("F",), choices=("F", "a", "b", "E"), answer="a",
        ),
        start="2,1,0,1,1,12/1,0,4,2,5,1 9-9 S 2 30",
        bot="easy",
        hints=(
            N_("Once semillas llenan los once agujeros que no son F: de a a f, y luego de A a E."),
            N_("La duodécima no cae en F, que se salta: sigue hasta a."),
        ),
        solution=("?a",),
    ),
    # Rule 4, made possible by rule 3: twelve seeds go round the board once; the twelfth passes
    # over F and lands in a, which it brings to 3, a capture that only the skip makes possible.
    Scenario(
        id="awari.doce",
        rule=_rule("4"),
        relies=(_rule("2"), _rule("3")),
        title=N_("Doce semillas dan la vuelta"),
        goal=Goal("gain", N_("Captura por lo menos 3 semillas de una sola jugada."), amount=3),
        start="2,1,0,1,1,12/1,0,4,2,5,1 9-9 S 2 30",
        bot="easy",
        hints=(
            N_("Con doce semillas, F da la vuelta completa al tablero y vuelve a tu fila."),
            N_("F no recibe semilla: se salta, y la duodécima cae en a, que ya tenía una."),
            N_("a recibe dos semillas en total y llega a 3: te las llevas."),
        ),
        solution=("F",),
    ),
    # Rule 4: a run of captures. D's last seed falls in c; with the source's reading (both ways)
    # the run takes b and a behind it and d and e ahead, 12 seeds; backwards only, 6. E and F
    # capture 4. The goal (6) is reached under both readings, with different amounts.
    Scenario(
        id="awari.captura",
        rule=_rule("4"),
        relies=(_rule("2"),),
        title=N_("Una racha de capturas"),
        goal=Goal("gain", N_("Captura por lo menos 6 semillas de una sola jugada."), amount=6),
        start="2,1,2,5,3,2/1,1,1,3,3,1 10-13 S 6 50",
        bot="easy",
        hints=(
            N_("Capturas cuando tu última semilla deja 2 o 3 semillas en un agujero del Norte."),
            N_("E y F capturan 4 semillas. Hay una jugada que se lleva más."),
            N_(
                "D: su última semilla cae en c; la racha sigue por b y a hacia atrás y, con la lectura de "
                "la fuente, por d y e hacia delante."
            ),
        ),
        solution=("D",),
        miss_line=("E",),  # the telling miss: E captures 4 seeds, short of 6: the chain of rule 4 stops
        switches=("capture",),
    ),
    # Rule 5: the source's figure 8. C would take a and b, every seed North has: refused.
    Scenario(
        id="awari.gran-slam",
        rule=_rule("5"),
        relies=(_rule("2"), _rule("4")),
        title=N_("No se puede dejar al otro sin nada"),
        goal=Goal(
            "try",
            N_(
                "Sembrar desde C se llevaría todas las semillas del Norte. Pruébalo y lee por qué no se "
                "acepta; luego haz una jugada que sí esté permitida."
            ),
            actions=("B", "E"),
            forbidden=("C",),
        ),
        start="0,1,5,0,1,0/1,1,0,0,0,0 20-19 S 6 60",
        bot="random",
        hints=(
            N_("Prueba C y lee por qué no se acepta."),
            N_("Cualquier otro agujero con semillas vale: B o E."),
        ),
        solution=("!C", "E"),
        switches=("grand_slam",),
        # The abapa reading lets C be played, and it captures nothing: the example asks how much.
        goals={"grand_slam=no_capture": Goal(
            "question",
            N_("Con esta lectura C sí se puede jugar, pero la jugada que se llevaría todo no captura. "
               "¿Cuántas semillas captura C?"),
            ask="captured", probe=("C",), choices=("0", "1", "2"), answer="0",
        )},
        solutions={"grand_slam=no_capture": ("?0",)},
    ),
    # Rule 6: the source's figure 9. North has just sown his last seed (f) into A; South must give
    # him seeds, and only E and F reach his row.
    Scenario(
        id="awari.alimentar",
        rule=_rule("6"),
        relies=(_rule("2"),),
        title=N_("Dar de comer al contrario"),
        goal=Goal(
            "try",
            N_(
                "El Norte se ha quedado sin semillas. Prueba a sembrar desde A y lee por qué no vale; luego "
                "juega un agujero que le dé alguna."
            ),
            actions=("E", "F"),
            forbidden=("A", "C"),
        ),
        start="4,0,2,0,2,1/0,0,0,0,0,0 20-19 S 3 70",
        bot="random",
        hints=(
            N_("Cuenta las semillas de cada agujero: ¿cuáles llegan hasta la fila de arriba?"),
            N_("A y C se quedan cortos; E y F llegan hasta a."),
        ),
        solution=("!A", "F"),
    ),
    # Rule 7: few seeds, no capture possible, and 99 plies without a capture: any move is the
    # hundredth (option no_capture_limit), the game ends and each player takes his own seeds. A
    # question: after A, South's row holds B and C, one seed each.
    Scenario(
        id="awari.final",
        rule=_rule("7"),
        relies=(_rule("2"), _rule("4")),
        title=N_("Cuando ya nadie puede capturar"),
        goal=Goal(
            "question",
            N_(
                "Quedan tres semillas y llevamos 99 jugadas sin captura: la próxima será la número 100 y la "
                "partida terminará. Si el Sur juega A, ¿cuántas semillas sumará a su almacén al terminar?"
            ),
            ask="captured",
            probe=("A",),
            choices=("0", "1", "2", "3"),
            answer="2",
        ),
        start="1,0,1,0,0,0/0,0,0,0,1,0 23-22 S 99 150",
        bot="random",
        hints=(
            N_(
                "Tus semillas no llegan a la fila del Norte, ni la suya a la tuya: ya no cabe ninguna captura."
            ),
            N_(
                "Al terminar, cada uno se queda lo que tiene en su lado: mira dónde quedan las semillas del Sur "
                "después de A."
            ),
        ),
        solution=("?2",),
    ),
    # Rule 8: 22 seeds in South's store. C captures 2 (24: not yet a win), F captures 3 (25).
    Scenario(
        id="awari.victoria",
        rule=_rule("8"),
        relies=(_rule("2"), _rule("4")),
        title=N_("Más de la mitad"),
        goal=Goal("win", N_("Tienes 22 semillas en tu almacén. Gana la partida con una sola jugada.")),
        start="0,1,4,2,1,4/1,0,0,2,0,1 22-10 S 8 90",
        bot="random",
        hints=(
            N_("Para ganar antes del final hacen falta más de 24 semillas: con 24 no basta."),
            N_("C captura 2 semillas en a; F captura 3 en d."),
        ),
        solution=("F",),
    ),
)
