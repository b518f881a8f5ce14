"""The examples that only La Zanga's course has (``tutorials/zanga/aprende.md``): its guided hand,
one deal played through from the auction to the settlement, every decision the reader's.

The deal is fixed (:data:`DEAL`): the first hand of a partida, the reader Sur is the mano (he holds
the 7 of espadas, Art. 16) and the nombrado. Each step starts where the step before left the hand:
its start is the deal with every move of the steps before it (:data:`LINE`), and its solution is the
reader's decision and the others' replies, as the ``easy`` bot plays them, up to the reader's next
decision. A learner who follows the steps bids (Art. 18), names the trumps (Art. 22), leads a trump
(Art. 28), lets the partner's card win (Art. 2), follows suit when a trump is refused (Art. 27),
trumps when void (Art. 27), and reads the settlement (Art. 43).

>>> [s.id for s in SCENARIOS][:2]
['zanga.mano-subasta', 'zanga.mano-triunfos']
>>> from engine.lessons import scenario
>>> start = scenario.get("zanga.mano-arrastre").first_state()
>>> start.phase, start.trump
('play', 'o')
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.zanga.refs import art

from ..scenario import ATTEMPT, Goal, Scenario
from .relies import LEGEND

#: The guided hand as dealt: Sur (seat 0) is mano and Oeste dealt; each pair holds its 16 stones.
DEAL = ("s=0 k=1 n=1 d=3 m=0 L=16,16,0,0,0 H=10o.7e.5o.12o.4o.7o.2c.4c/5c.6c.10b.2b.12e.2e.4b.5e/"
        "3o.10c.12b.11o.1o.3b.10e.1e/11e.5b.7c.2o.3c.1b.12c.6b Z=11b.6o.4e.3e.6e.7b.1c.11c")

#: Each step's solution, in order: the reader's decision (``!`` a refused try) and the replies up to
#: the reader's next decision. The last step is a question: the rest of the hand is its probe.
LINE: tuple[tuple[str, ...], ...] = (
    ("juego", "juego", "juego"),
    ("triunfo:o",),
    ("5o", "6c", "1e", "2o", "12b", "5b"),
    ("2c", "2b", "10c", "12c"),
    ("!7o", "4c", "5c", "7c"),
    ("7o", "2e", "3b"),
)
#: The rest of the hand after the last card step, as the ``easy`` bot plays every seat: the probe
#: of the question on the settlement.
REST = ("7e", "12e", "10e", "11e", "4b", "3o", "6b", "4o", "11o", "1b", "10o", "5e", "3c", "12o", "10b", "1o")


def start(step: int) -> str:
    """The position of step ``step`` (0 the first): the deal and every move of the steps before it."""
    moves = [move for line in LINE[:step] for move in line if not move.startswith(ATTEMPT)]
    return DEAL + (f" M={','.join(moves)}" if moves else "")


def _step(step: int, slug: str, rule: str, title: str, goal: Goal, hints: tuple[str, ...],
          relies: tuple[str, ...] = (), solution: tuple[str, ...] | None = None) -> Scenario:
    return Scenario(
        id=f"zanga.mano-{slug}", rule=art(rule), title=title, goal=goal, start=start(step), bot="easy",
        hints=hints, solution=LINE[step] if solution is None else solution, reveal="off",
        relies=(*(art(n) for n in relies), LEGEND),
    )


SCENARIOS: tuple[Scenario, ...] = (
    _step(0, "subasta", "18", N_("La mano guiada: hablas el primero"),
          Goal("play", N_("Eres mano y hablas el primero. Tienes cinco oros, con la malilla: buena mano, pero no para "
                          "ir solo. ¿Juegas o pasas?"),
               actions=("juego",),
               miss=N_("Aún no: con cinco oros, la malilla entre ellos, tu mano vale para jugar con tu compañero: "
                       "«juego» (Art. 18). Pasar te costaría una piedra; solo, harías las cinco bazas sin él.")),
          (N_("Cuenta tus oros: el 7, el rey, la sota, el 4 y el 5. Con cinco triunfos, juega."),),
          relies=("5",)),
    _step(1, "triunfos", "22", N_("La mano guiada: nombras los triunfos"),
          Goal("play", N_("Los demás aceptan tu juego y ahora eres el nombrado: di el palo de triunfos con el que "
                          "tienes más triunfos."),
               actions=("triunfo:o",)),
          (N_("Los oros: tienes cinco, con la malilla. Con otro palo tendrías dos como mucho."),),
          relies=("5", "8")),
    _step(2, "arrastre", "28", N_("La mano guiada: sales arrastrando"),
          Goal("play", N_("Triunfan oros y sales tú. Arrastra: sal con un triunfo, para que los demás tengan que "
                          "echar los suyos, pero no gastes la malilla."),
               actions=("4o", "5o", "10o", "12o"),
               miss=N_("Aún no: arrastrar es salir con un triunfo, aquí un oro, y la malilla, tu triunfo más alto, "
                       "mejor guardarla para ganar una baza más tarde (Art. 28).")),
          (N_("Sal con un oro pequeño, el 5 o el 4: tu compañero puede tener triunfos más altos."),),
          relies=("5", "8")),
    _step(3, "companero", "2", N_("La mano guiada: la baza de tu compañero"),
          Goal("play", N_("Norte, tu compañero, ha salido con el rey de bastos, el basto más alto, y va ganando. No "
                          "tienes bastos: deja que gane él y no gastes un triunfo."),
               actions=("2c", "4c", "7e")),
          (N_("La baza de Norte también es tuya: échale una carta que no sirva, una copa o la espada."),),
          relies=("8",)),
    _step(4, "servir", "27", N_("La mano guiada: hay que servir"),
          Goal("try", N_("Norte sale con la sota de copas y Oeste la gana con el rey. Prueba a fallar con la "
                         "malilla y lee por qué no se acepta; luego juega lo que debas."),
               actions=("4c",), forbidden=("7o",)),
          (N_("Aún tienes una copa, el 4: mientras tengas cartas del palo de salida, tienes que servirlo."),)),
    _step(5, "fallar", "27", N_("La mano guiada: fallar con un triunfo"),
          Goal("play", N_("Oeste sale con el 7 de copas y ya no te quedan copas. Gánale la baza fallando: echa un "
                          "triunfo."),
               actions=("4o", "7o", "10o", "12o")),
          (N_("Sin cartas del palo de salida puedes echar cualquiera; un triunfo gana a todas las copas."),
           N_("La malilla, el 7 de oros, solo la supera la espadilla, que ya ha salido.")),
          relies=("5", "8")),
    _step(6, "cuentas", "43", N_("La mano guiada: las cuentas"),
          Goal("question", N_("Jugáis las bazas que quedan y tu pareja llega a cinco: la mano está sacada. "
                              "¿Cuántas piedras del fondo se lleva tu pareja?"),
               ask="pays", concept="pot", probe=REST, choices=("4", "5", "8"), answer="4"),
          (N_("En el fondo están las cuatro piedras que pusiste por ser mano; nadie más ha pagado."),),
          relies=("8",), solution=("?4",)),
)
