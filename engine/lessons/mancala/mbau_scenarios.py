"""The live examples of the Mbau tutorial (``tutorials/mbau/reglas.md``), one or more per rule.

The source's own example opens the page (the seven laps of G from the start; the capture of A
without rule 3); the other positions come from played games, chosen so that one move
shows the rule. ``tests/engine/test_mbau_scenarios.py`` plays every solution.

>>> from engine.lessons import scenario
>>> [s.id for s in scenario.scenarios("mbau")][:3]
['mbau.tablero', 'mbau.siete-vueltas', 'mbau.relevo']
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.errors import RuleRef

from ..scenario import Goal, Scenario

START = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0-0 S 0 0"


def _rule(n: str) -> RuleRef:
    return RuleRef("mbau", n)


SCENARIOS: tuple[Scenario, ...] = (
    # Rule 1: the board from North's side, after South's G from the start; North's legal replies are f and h.
    Scenario(
        id="mbau.tablero",
        rule=_rule("1"),
        relies=(),
        title=N_("Dieciséis agujeros y treinta y dos piedras"),
        goal=Goal(
            "try",
            N_("Juegas con el Norte, la fila de arriba. Prueba a sembrar desde A, de la fila de abajo, y lee "
               "por qué no vale; luego siembra desde uno de tus agujeros."),
            actions=("f", "h"),
            forbidden=("A",),
        ),
        start="3,0,3,3,0,3,1,0/1,4,4,1,3,3,0,3 0-0 N 1 1",
        seats=(1,),
        hints=(
            N_("Tus agujeros son los de arriba, de a (a la derecha) a h (a la izquierda)."),
            N_("Solo valen los agujeros cuya primera vuelta acaba en la fila del Sur: f y h."),
        ),
        solution=("!A", "h"),
    ),
    # Rule 2: the seven laps of G from the start. Rule 3 leaves G and H; without the relay G would
    # end in a, H in b: only following the seven laps finds that G ends in d (H in e).
    Scenario(
        id="mbau.siete-vueltas",
        rule=_rule("2"),
        relies=(),
        title=N_("Una siembra de siete vueltas"),
        goal=Goal("sow", N_("Empiezas con el Sur. Haz una siembra que acabe en d, el cuarto agujero del Norte, "
                            "contando desde la derecha."), holes=("d",)),
        start=START,
        hints=(
            N_("Cada vez que la última piedra cae en un agujero con piedras, las coges todas y sigues: la siembra "
               "solo acaba en un agujero vacío."),
            N_("G da siete vueltas y acaba en d; H también da siete, pero acaba en e."),
        ),
        solution=("G",),
        switches=("min_move",),
    ),
    # Rule 4, after the relays of rule 2: a relay that ends in a capture: G makes six laps and its last stone falls into D,
    # empty, in front of e (3 stones). F and H capture nothing.
    Scenario(
        id="mbau.relevo",
        rule=_rule("4"),
        relies=(_rule("2"),),
        title=N_("Capturar al final de un relevo"),
        goal=Goal("gain", N_("Expulsa por lo menos 3 piedras del Norte de una sola jugada."), amount=3),
        start="2,1,1,3,0,3,4,2/2,0,6,6,1,1,0,0 0-0 S 5 5",
        bot="easy",
        hints=(
            N_("Una siembra no acaba donde cae la última piedra si ese agujero tenía piedras: sigue."),
            N_("Prueba G: da seis vueltas antes de caer en un agujero vacío."),
        ),
        solution=("G", "expulsar"),
    ),
    # Rule 2 (our end for endless relays): G relays for ever; the lap cap stops it.
    Scenario(
        id="mbau.sin-fin",
        rule=_rule("2"),
        relies=(),
        title=N_("Una siembra que no acabaría nunca"),
        goal=Goal(
            "question",
            N_("Sembrar desde G daría vueltas para siempre: cada vuelta acaba en un agujero con piedras. Si "
               "siembras desde G, ¿cuántas piedras del Norte expulsas?"),
            ask="captured", probe=("G",), choices=("0", "2", "4", "6"), answer="0",
        ),
        start="0,1,0,1,0,1,2,2/3,1,6,0,4,0,2,1 4-4 S 0 15",
        hints=(
            N_("Pulsa «Saltar animación» si no quieres ver todas las vueltas."),
            N_("Tras 1000 vueltas el turno se acaba: las piedras se quedan donde están y nadie expulsa nada."),
        ),
        solution=("?0",),
    ),
    # Rule 3: the start, as in rule 2. Only G and H send the first lap across.
    Scenario(
        id="mbau.primera-vuelta",
        rule=_rule("3"),
        relies=(_rule("2"),),
        title=N_("La primera vuelta acaba en el otro lado"),
        goal=Goal(
            "try",
            N_("Empiezas con el Sur. Prueba a sembrar desde A y lee por qué no vale; luego haz una siembra "
               "cuya primera vuelta acabe en el lado del Norte."),
            actions=("G", "H"),
            forbidden=("A",),
        ),
        start=START,
        hints=(
            N_("Prueba A y lee por qué no se acepta."),
            N_("Con dos piedras, la primera vuelta acaba dos agujeros más allá: solo G y H llegan arriba."),
        ),
        solution=("!A", "G"),
        switches=("first_lap",),
        # Without the rule A may be played: the goal is then to choose a sowing that does reach North.
        goals={"first_lap=off": Goal(
            "play",
            N_("Sin esta regla cualquier siembra vale. Haz una cuya primera vuelta acabe en el lado del Norte."),
            actions=("G", "H"),
        )},
        solutions={"first_lap=off": ("G",)},
    ),
    # Rule 4: G relays through b and g and ends in A, empty, in front of h; South may expel h and
    # his own stone ("puede expulsar"), or not (B6).
    Scenario(
        id="mbau.captura",
        rule=_rule("4"),
        relies=(_rule("2"),),
        title=N_("Caer en un agujero vacío de tu lado"),
        goal=Goal("gain", N_("Expulsa por lo menos 2 piedras del Norte."), amount=2,
                  miss=N_("Aún no: te faltan piedras del Norte por expulsar. Tu siembra tiene que acabar en un agujero "
                          "vacío de tu fila con piedras del Norte enfrente, y entonces puedes expulsarlas (regla 4).")),
        start="0,3,0,0,1,3,3,1/0,4,0,1,0,0,1,1 7-7 S 0 12",
        bot="easy",
        hints=(
            N_("Se expulsa cuando la última piedra cae en un agujero vacío de tu fila: se van las de enfrente."),
            N_("G pasa por b y por g y acaba en A, que está vacío, enfrente de h."),
            N_("Cuando tu siembra acaba así, eliges: pulsa «expulsar» (o escríbelo) para llevarte las piedras."),
        ),
        solution=("G", "expulsar"),
        switches=("expel", "take_own", "capture_all_empty"),
        solutions={"expel=always": ("G",)},
    ),
    # Rule 4: the capture of A from the start, with rule 3 switched off: A ends in F, empty, in front of c.
    Scenario(
        id="mbau.expulsion",
        rule=_rule("4"),
        relies=(_rule("2"), _rule("3")),
        title=N_("La expulsión, desde el principio"),
        goal=Goal("gain", N_("Sin la regla de la primera vuelta, expulsa 3 piedras o más en la primera jugada."),
                  amount=3),
        start=START,
        options={"first_lap": "off"},
        bot="easy",
        hints=(
            N_("Sin la regla 3 vale cualquier agujero. Casi todos acaban en un agujero vacío del Norte."),
            N_("A da siete vueltas y acaba en F, vacío, enfrente de c, que tiene 3 piedras. C también lo consigue."),
        ),
        solution=("A", "expulsar"),
    ),
    # Rule 5: 16 expelled; G ends in H, empty, in front of a (2): 19.
    Scenario(
        id="mbau.victoria",
        rule=_rule("5"),
        relies=(_rule("2"), _rule("4")),
        title=N_("Diecisiete piedras"),
        goal=Goal("win", N_("Has expulsado 16 piedras. Gana la partida con una sola jugada.")),
        start="0,0,1,0,0,1,1,0/2,0,0,1,0,0,0,0 16-10 S 0 27",
        hints=(
            N_("Gana el primero que expulse 17 piedras: te falta una."),
            N_("G cae en H, vacío, enfrente de a."),
        ),
        solution=("G", "expulsar"),
    ),
    # Rule 5: C relays through D, ends in F and takes c, North's last stone; North cannot move.
    Scenario(
        id="mbau.sin-movimiento",
        rule=_rule("5"),
        relies=(_rule("2"), _rule("4")),
        title=N_("El que no puede mover"),
        goal=Goal("win", N_("Al Norte le queda una piedra. Déjale sin jugada y gana la partida.")),
        start="0,1,1,1,0,0,0,0/0,0,1,0,0,0,0,0 14-14 S 7 49",
        hints=(
            N_("Si al que le toca no le queda ninguna piedra en su fila, el otro se lleva todas las del tablero."),
            N_("C cae en D, que tenía una piedra: sigue hasta F, vacío, enfrente de la c del Norte."),
        ),
        solution=("C", "expulsar"),
    ),
)
