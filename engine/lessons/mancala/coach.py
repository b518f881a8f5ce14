"""The coach's words for the mancala games (Awari, Mbau, Vano, Hus): why a move is good, and why a
move of the reader's cost what it cost, in seeds or stones.

The moves are looked at by the game's own search (:func:`engine.lessons.coach.analyse`): each
move's value, the rest of the mover's turn and the opponent's best reply. The reasons read what
those lines do: what the move captures, as the family's narrator says it (:func:`describe`, with
its rule), and what the opponent's reply captures after it, or would capture after another move
(the threat a quiet move parries).

>>> import engine
>>> state = engine.load("awari").from_notation("4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0")
>>> found = hint(state, coach.HINT_BUDGET)
>>> [m.text("en") for m in found.reason][:2]
['South sows C: 4 seeds, the last in a.', 'Captures 2 seeds: a (Rule 4).']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.i18n import N_, Msg, Plural
from engine.rules.bots import Budget
from engine.rules.core import State
from engine.rules.errors import RuleRef
from engine.rules.mancala import SEAT_NAMES

from .. import coach
from ..coach import Analysis, Decision, Hint, Line, Review, cost, forced, gained
from ..narration import describe, spoken
from ..scenario import Goal, Scenario
from .narration import CAPTURE_RULE

#: What a match point is worth in the search's evaluation, where a game counts them (Hus: a game of
#: the match won is worth far more than any stones on the board): a loss beyond it is said in points.
POINT_VALUE = {"hus": 100.0}


def hint(state: State, budget: Budget) -> Hint:
    """The best move the search finds for the seat to play, and why."""
    analysis = coach.analyse(state, budget)
    if not analysis.complete:
        return coach.no_hint(state)
    best = analysis.best
    return Hint(best.action, spoken(state, best.action), reason(analysis))


def reason(analysis: Analysis) -> tuple[Msg, ...]:
    """Why the best move of ``analysis`` is: the result it forces, what it captures (the narrator's
    words), what the opponent can take back, or the threat it parries."""
    state, best = analysis.state, analysis.best
    me = state.current_player
    opponent = Msg(SEAT_NAMES[1 - me])
    move = spoken(state, best.action)
    said: list[Msg] = []
    if forced(best.value) > 0:
        said.append(Msg(N_("Con «{move}» ganas la partida, responda lo que responda {seat}."), move=move,
                        seat=opponent))
    elif forced(best.value) < 0:
        said.append(Msg(N_("Todas las jugadas pierden la partida si {seat} juega bien; «{move}» es la que más "
                           "resiste."), move=move, seat=opponent))
    said += consequences(state, best)
    threat = gained(best.mine, best.after, 1 - me)
    if best.reply:
        reply = spoken(best.mine, best.reply[0])
        if threat:
            said.append(Msg(N_("Después, lo más que {seat} captura es {amount}, con «{reply}»."), seat=opponent,
                            amount=state.game.amount(threat), reply=reply))
        else:
            said.append(Msg(N_("Después, {seat} no puede capturar nada en su respuesta."), seat=opponent))
    parried = _threat_parried(analysis)
    if parried is not None:
        said.append(parried)
    if not gained(state, best.mine, me) and parried is None and not forced(best.value):
        said.append(Msg(N_("Ninguna jugada captura ahora; mirando más allá, la búsqueda ve esta como la mejor.")))
    return tuple(said)


def consequences(state: State, line: Line) -> list[Msg]:
    """What ``line``'s move and the rest of its mover's turn do, as the narrator says it: the
    sowing, captures with their rule, relays, a house, the end of the game."""
    said: list[Msg] = []
    now = state
    for action in (line.action, *line.own):
        after = now.apply(action)
        said += describe(now, action, after, None)
        now = after
    return said


def _threat_parried(analysis: Analysis) -> Msg | None:
    """The capture another move would allow and the best one does not: the worst such reply."""
    state, best = analysis.state, analysis.best
    me = state.current_player
    allowed = gained(best.mine, best.after, 1 - me)
    worst = max(analysis.lines[1:], default=None,
                key=lambda line: gained(line.mine, line.after, 1 - me) - gained(state, line.mine, me))
    if worst is None or not worst.reply:
        return None
    taken = gained(worst.mine, worst.after, 1 - me)
    if taken - gained(state, worst.mine, me) <= allowed - gained(state, best.mine, me) or taken <= allowed:
        return None
    return Msg(N_("Si no, cuidado: tras «{other}», {seat} respondería «{reply}» y capturaría {amount}."),
               other=spoken(state, worst.action), seat=Msg(SEAT_NAMES[1 - me]),
               reply=spoken(worst.mine, worst.reply[0]), amount=state.game.amount(taken))


# -- the review ---------------------------------------------------------------------------------
def review(history: Sequence[State], moves: Sequence[tuple[int, str]], seats: Sequence[int], budget: Budget,
           total: int, advised: Mapping[int, str]) -> Review:
    """The costliest decisions of ``seats``: each of their moves where they had a choice (and did
    not play what the coach advised) is looked at, from the end of the game back as far as ``total``
    nodes reach, and compared with the best."""
    chosen = [i for i, (seat, action) in enumerate(moves)
              if seat in seats and len(history[i].legal_actions()) > 1 and advised.get(i) != action]
    spent, looked = 0, 0
    costly: list[tuple[float, int, Analysis]] = []
    for i in reversed(chosen):
        if spent >= total:
            break
        analysis = coach.analyse(history[i], budget)
        spent += analysis.nodes
        looked += 1
        played = analysis.line(moves[i][1])
        lost = cost(analysis.best.value, played.value)
        if lost >= coach.WORTH_SHOWING:
            costly.append((lost, i, analysis))
    costly.sort(key=lambda found: (-found[0], found[1]))
    decisions = tuple(decision(i, analysis, moves[i][1], lost, seats)
                      for lost, i, analysis in costly[: coach.MAX_DECISIONS])
    return Review(decisions, looked, len(chosen))


def decision(index: int, analysis: Analysis, action: str, lost: float, seats: Sequence[int]) -> Decision:
    """One costly move in words, with its position as an exercise."""
    state, best = analysis.state, analysis.best
    played = analysis.line(action)
    me = state.current_player
    opponent = Msg(SEAT_NAMES[1 - me])
    game = state.game
    better_words = spoken(state, best.action)
    if forced(best.value) > 0 >= forced(played.value):
        loss = Msg(N_("«{better}» ganaba la partida a la fuerza; tu jugada no."), better=better_words)
    elif forced(played.value) < 0 <= forced(best.value):
        loss = Msg(N_("Tu jugada perdía la partida si {seat} jugaba bien; «{better}» no."), better=better_words,
                   seat=opponent)
    elif lost >= POINT_VALUE.get(game.name, float("inf")) / 2:
        loss = Plural("Pierdes alrededor de {n} punto del partido frente a «{better}», según la búsqueda.",
                      "Pierdes alrededor de {n} puntos del partido frente a «{better}», según la búsqueda.",
                      round(lost / POINT_VALUE[game.name]), better=better_words)
    else:
        loss = Msg(N_("Pierdes {amount} frente a «{better}», según la búsqueda."),
                   amount=game.amount(round(lost)), better=better_words)
    why: list[Msg] = []
    gain_best, gain_played = gained(state, best.mine, me), gained(state, played.mine, me)
    threat_best, threat_played = gained(best.mine, best.after, 1 - me), gained(played.mine, played.after, 1 - me)
    if gain_best > gain_played:
        why.append(Msg(N_("«{better}» capturaba {amount}; tu jugada, {got}."), better=better_words,
                       amount=game.amount(gain_best), got=game.amount(gain_played)))
    if threat_played > threat_best and played.reply:
        why.append(Msg(N_("Tras tu jugada, {seat} podía responder «{reply}» y capturar {amount}; tras «{better}», "
                          "{less}."), seat=opponent, reply=spoken(played.mine, played.reply[0]),
                       amount=game.amount(threat_played), better=better_words, less=game.amount(threat_best)))
    if not why:
        why.append(Msg(N_("Ninguna de las dos jugadas captura más en la jugada siguiente: la diferencia está más "
                          "adelante, donde llega la búsqueda.")))
    scenario, free = _exercise(analysis, best, played, seats)
    return Decision(index, state, spoken(state, action), better_words, loss, lost, tuple(why), scenario, free)


def _exercise(analysis: Analysis, best: Line, played: Line, seats: Sequence[int]) -> tuple[Scenario, bool]:
    """The decision's position as an example: win at least what the best move wins in one turn,
    where every move that does is a good one; else play one of the good moves."""
    state = analysis.state
    me = state.current_player
    rule = RuleRef(state.game.name, CAPTURE_RULE[state.game.name])
    good = tuple(line.action for line in analysis.lines
                 if cost(best.value, line.value) < coach.WORTH_SHOWING)
    solution = (best.action, *best.own)
    gain = gained(state, best.mine, me)
    if gain > 0 and all(line.action in good for line in analysis.lines if gained(state, line.mine, me) >= gain):
        goal = Goal("gain", N_("Gana en esta jugada tanto como la mejor de la posición."), amount=gain)
        found, free = coach.exercise(state, goal, rule, solution, (me,))
        if not free:
            return found, free
    goal = Goal("play", N_("Elige una jugada tan buena como la mejor de la posición."), actions=good)
    return coach.exercise(state, goal, rule, (best.action,), (me,))
