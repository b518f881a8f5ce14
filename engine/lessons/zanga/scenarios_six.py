"""The live examples of La Zanga for six (``tutorials/zanga/seis.md``): two trios, six cards each and
a zanga of four. Each example has the switch of the reading it is about (interpretation Z20 of the
page): whether the pie may go *dentro* (option ``six_dentro``) and how many tricks the *cinco*
promises (option ``six_cinco``).

Seats are 0 Sur (the reader), 1 Sureste, 2 Noreste, 3 Norte, 4 Noroeste, 5 Suroeste; the reader's
trio is Sur, Noreste and Noroeste. The other seats are played by the ``easy`` bot, and the moves after
the start were found by letting it play (``tests/engine/zanga/test_zanga_six.py`` plays the
examples under each switch).
"""

from __future__ import annotations

from engine.i18n import N_
from engine.rules.zanga.refs import art

from ..scenario import Goal, Scenario
from .relies import LEGEND

SIX = "seis"  # the preset: players=6

#: The positions, written once (the rest of each deal shuffled; checked by the engine).
START: dict[str, str] = {
    # Sur, the pie, holds low cards; the zanga holds the four best oros. Everyone else has passed.
    "dentro": "s=0 k=1 n=1 d=0 m=1 L=16,16,0,0,0 H=3o.4c.5c.4e.5e.6e/4o.6c.7c.3e.4b.7b/11o.1c.3c.12e.11b.12b/"
              "2o.12o.11c.7e.11e.3b/6o.2c.10c.12c.2e.2b/5o.10o.10e.5b.6b.10b Z=1o.7o.1e.1b M=paso,paso,paso,paso,paso",
    # Sur, the mano, named oros with the six best and has won the first two tricks.
    "cinco": "s=0 k=1 n=1 d=5 m=0 L=16,16,0,0,0 H=1o.7o.11o.12o.1e.1b/4o.5c.4e.11e.10b.11b/3o.10o.2c.4c.3e.7e/"
             "6c.5e.10e.2b.4b.12b/2o.1c.10c.3b.5b.7b/7c.11c.12c.6e.12e.6b Z=5o.6o.3c.2e "
             "M=juego,juego,juego,juego,triunfo:o,1e,4o,3o,6c,2o,7c,7o,5c,10o,2b,3b,6e",
}

#: Art. 48 as written with six players: the first five tricks, then the reader plants.
CINCO_FIVE = ("cinco", "1b", "4e", "3e", "4b", "5b", "6b", "1o", "10b", "4c", "5e", "1c", "11c",
              "12o", "11e", "2c", "10e", "7b", "12c", "planto")
#: With ``six_cinco=4``: the same cards, and the reader plants after the fourth trick.
CINCO_FOUR = (*CINCO_FIVE[:13], "planto")

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        id="zanga.seis-dentro",
        rule=art("21"),
        relies=(LEGEND,),
        title=N_("Entre seis, el pie no va dentro"),
        goal=Goal("try", N_("Sois seis y los otros cinco han pasado: tú eres el pie. Prueba a ir dentro y lee por qué no "
                            "se acepta; luego juega con tus cartas."),
                  actions=("juego", "solo"), forbidden=("dentro",),
                  miss=N_("Aún no: primero di «dentro» y lee por qué el Art. 21 lo rechaza (seis cartas tuyas por cuatro de "
                          "la zanga no se cambian); después juega con tus cartas: «juego» o «solo».")),
        start=START["dentro"],
        preset=SIX,
        bot="easy",
        hints=(N_("Tienes seis cartas y en la zanga hay cuatro: no se puede cambiar una mano por la otra."),
               N_("Prueba el selector: con la otra lectura el pie toma las cuatro cartas de la zanga y descarta cuatro.")),
        solution=("!dentro", "juego"),
        switches=("six_dentro",),
        reveal="off",
        goals={"six_dentro=descarte": Goal("play", N_("Con esta lectura el pie puede ir dentro: toma las cuatro cartas de "
                                                      "la zanga y descarta cuatro de sus diez. Con una mano tan mala, ve "
                                                      "dentro."),
                                           actions=("dentro",))},
        solutions={"six_dentro=descarte": ("dentro",)},
    ),
    Scenario(
        id="zanga.seis-cinco",
        rule=art("48"),
        relies=(art("6"), art("8"), LEGEND),
        title=N_("Entre seis, el cinco sigue siendo de cinco bazas"),
        goal=Goal("gain", N_("Has ganado las dos primeras bazas de seis. Pide cinco, haz las cinco primeras y plántate: "
                             "8 piedras."), amount=8,
                  miss=N_("Aún no: las 8 piedras son del cinco, y el cinco se pide antes de salir a la tercera baza: "
                          "pídelo, haz las cinco primeras bazas y plántate (Art. 48).")),
        start=START["cinco"],
        preset=SIX,
        bot="easy",
        hints=(N_("Pide cinco ahora, antes de salir a la tercera baza: después ya no se puede (Art. 48)."),
               N_("Sal con tus triunfos: nadie tiene uno más alto. Al hacer la quinta, di «planto»."),
               N_("Prueba el selector: con la otra lectura el cinco son las cuatro primeras bazas.")),
        solution=CINCO_FIVE,
        switches=("six_cinco",),
        reveal="off",
        goals={"six_cinco=4": Goal("gain", N_("Has ganado las dos primeras bazas de seis. Pide cinco, que con esta "
                                              "lectura son las cuatro primeras bazas, hazlas y plántate: 8 piedras."),
                                   amount=8,
                                   miss=N_("Aún no: las 8 piedras son del cinco, que con esta lectura son las cuatro "
                                           "primeras bazas: pídelo antes de la tercera, hazlas y plántate (Art. 48)."))},
        solutions={"six_cinco=4": CINCO_FOUR},
    ),
)
