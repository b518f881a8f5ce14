"""The mancala moves in words (Awari, Mbau, Vano, Hus): who sowed which hole, how many seeds or
stones, where the last one fell, the laps of a relay, what was captured and from where, the houses
of Vano, the extra hole of Hus, and the end of a game and why.

Everything is read from what the engine did: the move's trace (:meth:`trace`: where each lap
ended, each hole captured and what it held), the state after it (``captured_last``, ``laps_last``,
``capped_last``, Vano's ``house_last``, Hus's ``pending`` and ``previous``) and the game's own
:meth:`ending`. Awari counts *semillas*, the other three *piedras*, as their pages do.

>>> import engine
>>> s = engine.load("awari").from_notation("4,4,4,4,4,4/1,4,4,4,4,4 3-0 S 0 0")
>>> [m.text("es") for m in describe(s, "C", s.apply("C"), None)]
['Sur siembra C: 4 semillas, la última en a.', 'Captura 2 semillas: a (Regla 4).']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import load
from engine.i18n import N_, Msg, Plural
from engine.rules.capabilities import trace
from engine.rules.errors import RuleRef
from engine.rules.mancala import SEAT_NAMES
from engine.rules.mancala.hus import HusState
from engine.rules.mancala.rows import opposite
from engine.rules.mancala.state import MancalaState, ScoredState
from engine.rules.mancala.vano import VanoState

from ..narration import sentences, series

#: A relay of more laps than this is told by its count and its last hole, not hole by hole.
LISTED_LAPS = 8

#: The rule that captures, per game (the rule a capture sentence cites).
CAPTURE_RULE = {"awari": "4", "mbau": "4", "vano": "4", "hus": "6"}


def in_stones(game: Any) -> bool:
    """Whether ``game`` counts *piedras* (Mbau, Vano, Hus) rather than Awari's *semillas*."""
    return bool(game.name != "awari")


def spoken(state: MancalaState, action: str) -> Msg:
    """The move as a reader says it: "Sur siembra D"; in Hus, while the mover chooses the extra
    hole of a capture, "Sur se lleva c3"."""
    seat = _seat(state.current_player)
    offer = getattr(state, "expel_offer", ())
    if offer:  # Mbau, rule 4: whether to expel
        if action == "expulsar":
            return Msg(N_("expulsar ({holes})"), holes=series([state.game.HOLE_NAMES[h] for h in offer]))
        return Msg(N_("no expulsar"))
    if isinstance(state, HusState) and state.pending is not None:
        return Msg(N_("{seat} se lleva {hole}"), seat=seat, hole=action)
    return Msg(N_("{seat} siembra {hole}"), seat=seat, hole=action)


def describe(before: MancalaState, action: str, after: MancalaState, viewer: int | None) -> tuple[Msg, ...]:
    """What ``action`` did, sentence by sentence. Every seat sees everything on a mancala board,
    so ``viewer`` changes nothing."""
    game = before.game
    seat = before.current_player
    names = game.HOLE_NAMES
    stones = in_stones(game)
    frames = list(before.trace(action))
    ends = [names[f.hole] for f in frames if f.kind == "lap_end"]
    capped = after.capped_last
    laps = after.laps_last if capped else len(ends)
    said: list[Msg] = []
    offer = getattr(before, "expel_offer", ())
    if offer:  # Mbau: the mover chose whether to expel (rule 4)
        rule = _rule(game.name, "4")
        if action != "expulsar":
            return (Msg(N_("{seat} decide no expulsar ({rule})."), seat=_seat(seat), rule=rule),)
        total = sum(before.board[h] for h in offer)
        holes = series([names[h] for h in offer])
        return (Plural("{seat} expulsa {n} piedra: {holes} ({rule}).", "{seat} expulsa {n} piedras: {holes} ({rule}).",
                       total, seat=_seat(seat), holes=holes, rule=rule), *_ending(before, after))
    if isinstance(before, HusState) and before.pending is not None:  # the extra hole, then the sowing goes on
        said.append(Msg(N_("{seat} se lleva también {hole} ({rule})."), seat=_seat(seat), hole=action,
                        rule=_rule(game.name, "6")))
        if ends:
            said.append(_laps_on(ends, laps))
    else:
        sown = before.board[before.INDEX[action]]
        said.append(_sown(stones, sown, seat=_seat(seat), hole=action, last=ends[0] if laps == 1 else None))
        if any(f.kind == "skip" for f in frames):
            said.append(Msg(N_("Da la vuelta entera sin sembrar en {hole}, de donde salieron ({rule})."),
                            hole=action, rule=_rule(game.name, "3")))
        if laps > 1 and not capped:
            said.append(_relay(ends, laps))
    if capped:
        said.append(Plural("La jugada se corta tras {n} vuelta, el tope de vueltas: las piedras se quedan "
                              "donde están.",
                              "La jugada se corta tras {n} vueltas, el tope de vueltas: las piedras se quedan "
                              "donde están.", laps))
    said += _into_houses(before, frames)
    said += _captures(before, frames, stones)
    said += _landing(before, after, ends)
    said += _ending(before, after)
    return tuple(said)


# -- the parts of a move -------------------------------------------------------------------------
def _seat(seat: int) -> Msg:
    return Msg(SEAT_NAMES[seat])


def _rule(game: str, rule: str) -> Msg:
    return RuleRef(game, rule).label()


def _sown(stones: bool, n: int, *, seat: Msg, hole: str, last: str | None) -> Msg:
    """The first sentence: who sowed which hole, how many, and (for a single lap) where the last fell."""
    if last is None:
        if stones:
            return Plural("{seat} siembra {hole}: {n} piedra.", "{seat} siembra {hole}: {n} piedras.", n,
                          seat=seat, hole=hole)
        return Plural("{seat} siembra {hole}: {n} semilla.", "{seat} siembra {hole}: {n} semillas.", n,
                      seat=seat, hole=hole)
    if stones:
        return Plural("{seat} siembra {hole}: {n} piedra, en {last}.",
                      "{seat} siembra {hole}: {n} piedras, la última en {last}.", n, seat=seat, hole=hole, last=last)
    return Plural("{seat} siembra {hole}: {n} semilla, en {last}.",
                  "{seat} siembra {hole}: {n} semillas, la última en {last}.", n, seat=seat, hole=hole, last=last)


def _relay(ends: list[str], laps: int) -> Msg:
    """A turn of several laps: where each ended (the page's own way of telling it)."""
    if laps > LISTED_LAPS or len(ends) != laps:
        return Plural("La jugada da {n} vuelta; acaba en {last}.",
                      "La jugada da {n} vueltas; la última acaba en {last}.",
                      laps, last=ends[-1])
    return Plural("La jugada da {n} vuelta, que acaba en {holes}.", "La jugada da {n} vueltas, que acaban en {holes}.",
                  laps, holes=series(ends))


def _laps_on(ends: list[str], laps: int) -> Msg:
    """Hus, after the extra hole: the captured stones sown on, lap after lap."""
    if laps > LISTED_LAPS or len(ends) > LISTED_LAPS:
        return Plural("Siembra lo capturado: {n} vuelta; acaba en {last}.",
                      "Siembra lo capturado: {n} vueltas; la última acaba en {last}.", len(ends), last=ends[-1])
    return Plural("Siembra lo capturado: {n} vuelta, que acaba en {holes}.",
                  "Siembra lo capturado: {n} vueltas, que acaban en {holes}.", len(ends), holes=series(ends))


def _captures(before: MancalaState, frames: list[Any], stones: bool) -> list[Msg]:
    """The holes the move emptied by capture and what they held (each frame's board is the board
    after it, so a hole's stones are read from the board before it)."""
    names = before.game.HOLE_NAMES
    holes, total = [], 0
    board = before.board
    for frame in frames:
        if frame.kind in ("capture", "take"):
            holes.append(names[frame.hole])
            total += board[frame.hole]
        board = frame.board
    if not holes:
        return []
    game = before.game.name
    params = {"holes": series(holes), "rule": _rule(game, CAPTURE_RULE[game])}
    if game == "mbau":
        return [Plural("Expulsa {n} piedra: {holes} ({rule}).", "Expulsa {n} piedras: {holes} ({rule}).", total,
                       **params)]
    if game == "hus":
        return [Plural("Captura {n} piedra ({holes}) y la siembra desde el agujero siguiente ({rule}).",
                       "Captura {n} piedras ({holes}) y las siembra desde el agujero siguiente ({rule}).", total,
                       **params)]
    if stones:
        return [Plural("Captura {n} piedra: {holes} ({rule}).", "Captura {n} piedras: {holes} ({rule}).", total,
                       **params)]
    return [Plural("Captura {n} semilla: {holes} ({rule}).", "Captura {n} semillas: {holes} ({rule}).", total,
                   **params)]


def _into_houses(before: MancalaState, frames: list[Any]) -> list[Msg]:
    """Vano: the stones a sowing drops into houses on its way, a point each for the house's owner
    (rule 5); the last stone of the move, when it stays in a house, is :func:`_landing`'s."""
    houses = before.houses if isinstance(before, VanoState) else {}
    sown = [f.hole for f in frames if f.kind == "sow"][:-1]
    said: list[Msg] = []
    for owner in (0, 1):
        holes = [h for h in sown if houses.get(h) == owner]
        if holes:
            names = sorted({before.game.HOLE_NAMES[h] for h in holes})
            said.append(Plural("{n} piedra cae de paso en una casa de {owner} ({holes}): un punto para {owner} "
                               "({rule}).",
                               "{n} piedras caen de paso en casas de {owner} ({holes}): un punto cada una para {owner} "
                               "({rule}).", len(holes), owner=_seat(owner), holes=series(names),
                               rule=_rule(before.game.name, "5")))
    return said


def _kutakata(before: MancalaState, after: MancalaState, ends: list[str]) -> list[Msg]:
    """Vano: a first lap that ends the turn in an empty hole of the mover's, facing a team that is no
    house, captures nothing: it is the kutakata (rule 4)."""
    if not isinstance(before, VanoState) or len(ends) != 1 or after.captured_last:
        return []
    last = before.game.HOLE_NAMES.index(ends[0])
    across = opposite(last)
    if last * 2 // 16 != before.current_player or after.board[last] != 1 or after.board[across] < 2 \
            or across in before.houses:
        return []
    return [Msg(N_("Es la primera vuelta, la kutakata: no se captura {hole} ({rule})."),
                hole=before.game.HOLE_NAMES[across], rule=_rule(before.game.name, "4"))]


def _landing(before: MancalaState, after: MancalaState, ends: list[str]) -> list[Msg]:
    """What the last lap's end made: a house of Vano, a stone left in a house, Hus's choice to come."""
    game = before.game
    names = game.HOLE_NAMES
    said = []
    house = after.house_last if isinstance(after, VanoState) else None
    said += _kutakata(before, after, ends)
    if house is not None:
        mover = before.current_player
        mine = house * 2 // len(names) == mover  # a house may be made on either side (rule 4)
        said.append(Msg(N_("{seat} hace casa (nyumba) en {hole}, en su propia fila ({rule}).") if mine else
                        N_("{seat} hace casa (nyumba) en {hole}, en la fila de {rival} ({rule})."),
                        seat=_seat(mover), hole=names[house], rival=_seat(1 - mover), rule=_rule(game.name, "4")))
    houses = before.houses if isinstance(before, VanoState) else {}
    if ends and house is None:
        last = names.index(ends[-1])
        if last in houses:
            said.append(Msg(N_("La última piedra cae en una casa de {owner} ({hole}) y se queda allí ({rule})."),
                            owner=_seat(houses[last]), hole=ends[-1], rule=_rule(game.name, "5")))
    offer = getattr(after, "expel_offer", ())
    if offer:
        said.append(Msg(N_("{seat} puede expulsar {holes}: elige si lo hace ({rule})."),
                        seat=_seat(after.current_player), holes=series([names[h] for h in offer]),
                        rule=_rule(game.name, "4")))
    pending = after.pending if isinstance(after, HusState) else None
    if isinstance(after, HusState) and pending is not None:
        said.append(Msg(N_("{seat} captura desde {hole} y se lleva {holes}; ahora elige otro agujero del "
                           "contrario para llevárselo también ({rule})."),
                        seat=_seat(after.current_player), hole=names[pending],
                        holes=series([names[h] for h in after.pending_takes]),
                        rule=_rule(game.name, "6")))
    return said


def _ending(before: MancalaState, after: MancalaState) -> list[Msg]:
    """A game that ends with this move: why, and who won."""
    if isinstance(after, HusState):
        return _hus_ending(after)
    ended = after.ending() if isinstance(after, ScoredState) and after.is_terminal() else None
    if ended is None:
        return []
    rule, reason = ended
    said = [Msg(N_("Fin de la partida ({rule}): {reason}."), rule=rule.label(), reason=reason)]
    south, north = after.scores()
    if south == north:
        said.append(Msg(N_("Empate a {n}."), n=south))
    else:
        winner = 0 if south > north else 1
        said.append(Msg(N_("Gana {seat}, {a} a {b}."), seat=_seat(winner), a=max(south, north), b=min(south, north)))
    return said


def _still_moves(state: HusState, rival: int) -> Msg:
    """Hus: why ``rival`` has not lost yet, the facts of rules 7 and 8: the holes he may still play
    (two stones or more) and the stones he has left."""
    lo = 16 * rival
    mine = state.board[lo:lo + 16]
    playable = sum(n >= 2 for n in mine)
    return Plural("{seat} aún puede mover: le queda {n} agujero con dos piedras o más, y {stones} en su lado "
                  "({rule} y {double}).",
                  "{seat} aún puede mover: le quedan {n} agujeros con dos piedras o más, y {stones} en su lado "
                  "({rule} y {double}).", playable, seat=_seat(rival), stones=state.game.amount(sum(mine)),
                  rule=_rule("hus", "7"), double=_rule("hus", "8"))


def _at_stake(state: HusState, seat: int) -> Msg:
    """Hus: what winning the game under way would give ``seat`` in the match (rules 8 and 9)."""
    if state.target == 1:
        return Msg(N_("El partido es de una sola mano: quien la gane, gana el partido ({rule})."),
                   rule=_rule("hus", "9"))
    need = state.target - state.points[seat]
    double = 1 if state.game.options.match == "best_of_seven" else 2
    if need <= 1:
        return Plural("A {seat} le falta {n} punto: ganar esta mano le da el partido ({rule}).",
                      "A {seat} le faltan {n} puntos: ganar esta mano le da el partido ({rule}).", need,
                      seat=_seat(seat), rule=_rule("hus", "9"))
    if need <= double:
        return Plural("A {seat} le falta {n} punto: una victoria da 1 punto y no le basta; la victoria doble "
                      "da {double} ({rule}).",
                      "A {seat} le faltan {n} puntos: una victoria da 1 punto y no le basta; la victoria doble "
                      "da {double} ({rule}).", need, seat=_seat(seat), double=double, rule=_rule("hus", "8"))
    return Plural("A {seat} le falta {n} punto para el partido ({rule}).",
                  "A {seat} le faltan {n} puntos para el partido ({rule}).", need, seat=_seat(seat),
                  rule=_rule("hus", "9"))


def _hus_ending(after: HusState) -> list[Msg]:
    """Hus: a move can end a game (rules 7 and 8, or the no-capture limit), and the match."""
    if after.previous is None:
        return []
    winner, double = after.previous
    game = after.game
    if winner is None:
        said: list[Msg] = [Plural("La mano queda en tablas: {n} jugada sin captura ({rule}).",
                                  "La mano queda en tablas: {n} jugadas sin captura ({rule}).",
                                  game.options.no_capture_limit, rule=_rule("hus", "7"))]
    elif double:
        said = [Msg(N_("{winner} gana la mano con victoria doble: {loser} se ha quedado sin piedras ({rule})."),
                    winner=_seat(winner), loser=_seat(1 - winner), rule=_rule("hus", "8"))]
    else:
        said = [Msg(N_("{winner} gana la mano: {loser} no puede mover ({rule})."),
                    winner=_seat(winner), loser=_seat(1 - winner), rule=_rule("hus", "7"))]
    south, north = after.points
    said.append(Msg(N_("Partido a {target}: {south} {a} – {b} {north}."), target=after.target,
                    south=_seat(0), north=_seat(1), a=south, b=north))
    if after.is_terminal() and winner is not None:
        if after.target == 1:
            said.append(Msg(N_("{seat} gana el partido, que era de una sola mano ({rule})."), seat=_seat(winner),
                            rule=_rule("hus", "9")))
        else:
            said.append(Plural("{seat} llega a {n} punto y gana el partido ({rule}).",
                               "{seat} llega a {n} puntos y gana el partido ({rule}).", after.points[winner],
                               seat=_seat(winner), rule=_rule("hus", "9")))
    return said


# -- a question's answer, explained --------------------------------------------------------------
def explain_answer(goal: Any, states: Sequence[MancalaState], wrong: str | None) -> Msg:
    """Why the answer to ``goal``'s question (a :class:`~engine.lessons.scenario.Goal`) is the
    engine's, from the states along its probe (``states[0]`` the start): the probe's last move as
    :func:`describe` tells it, then the answer in its terms; with ``wrong``, first why that choice is
    not it (the hole the sowing passed or ended a lap in, the seeds that were not won).

    >>> import engine
    >>> from engine.lessons.scenario import Goal
    >>> s = engine.load("awari", first_player="south").new_state()
    >>> goal = Goal("question", "?", ask="last", probe=("D",), choices=("a", "b"), answer="b")
    >>> explain_answer(goal, [s, s.apply("D")], "a").text("en")
    'Not a: a seed falls in a, but not the last one. South sows D: 4 seeds, the last in b.'
    """
    if goal.ask == "legal":
        return _legal(goal, states[-1], wrong)
    before, after = states[-2], states[-1]
    action = goal.probe[-1]
    game = before.game
    said: list[Msg] = list(describe(before, action, after, None))
    if goal.ask == "captured":
        seat = before.current_player
        had, has = before.scores()[seat], after.scores()[seat]
        if has == had:
            said.append(Msg(N_("{seat} no gana nada con esta jugada: se queda como estaba."), seat=_seat(seat)))
        else:
            said.append(Msg(N_("{seat} gana {amount} con esta jugada: tenía {a} y ahora tiene {b}."),
                            seat=_seat(seat), amount=game.amount(has - had), a=had, b=has))
    elif goal.ask == "next":
        said.append(Msg(N_("Le toca a {seat}: quien empezó el partido empieza cada mano, gane quien gane la "
                           "anterior ({rule})."), seat=_seat(after.current_player), rule=_rule(game.name, "3")))
    elif goal.ask != "last":
        raise ValueError(f"a mancala game asks no {goal.ask!r} question")
    if wrong is not None:
        said.insert(0, _not_it(goal, before, action, wrong))
    return sentences(said)


def _legal(goal: Any, state: MancalaState, wrong: str | None) -> Msg:
    """Why the one legal move among a question's choices is legal (what it does), and with
    ``wrong``, first the rule that refuses that choice, in its own words."""
    right = next(choice for choice in goal.choices if choice in state.legal_actions())
    said = list(describe(state, right, state.apply(right), None))
    if wrong is not None:
        refused = state.why_illegal(wrong)
        said.insert(0, Msg(N_("{hole} no vale: {why} ({rule})."), hole=wrong, why=refused.message,
                           rule=refused.rule.label()) if refused.rule is not None
                    else Msg(N_("{hole} no vale: {why}."), hole=wrong, why=refused.message))
    return sentences(said)


def _not_it(goal: Any, before: MancalaState, action: str, wrong: str) -> Msg:
    """Why ``wrong`` is not the answer, in the terms of the move."""
    if goal.ask != "last":
        return Msg(N_("No es {wrong}."), wrong=Msg(wrong) if goal.ask == "next" else wrong)
    names = before.game.HOLE_NAMES
    frames = list(before.trace(action))
    ends = [names[f.hole] for f in frames if f.kind == "lap_end"]
    sown = {names[f.hole] for f in frames if f.kind == "sow"}
    if wrong in {names[f.hole] for f in frames if f.kind == "skip"}:
        return Msg(N_("No es {wrong}: de {wrong} salen, y la siembra se lo salta ({rule})."),
                   wrong=wrong, rule=_rule(before.game.name, "3"))
    if wrong in ends[:-1]:
        return Msg(N_("No es {wrong}: ahí acaba la vuelta {n}, pero la siembra sigue."),
                   wrong=wrong, n=ends.index(wrong) + 1)
    if wrong in sown:
        if in_stones(before.game):
            return Msg(N_("No es {wrong}: en {wrong} cae una piedra, pero no la última."), wrong=wrong)
        return Msg(N_("No es {wrong}: en {wrong} cae una semilla, pero no la última."), wrong=wrong)
    if isinstance(before, HusState) and wrong == other_way(before, action):
        option = before.game.OPTIONS.get("direction")
        return Msg(N_("No es {wrong}: ahí acabaría la primera vuelta sembrando al revés; se siembra {way} ({rule})."),
                   wrong=wrong, way=Msg(option.labels[before.game.options.direction]),
                   rule=_rule(before.game.name, "4"))
    return Msg(N_("No es {wrong}: la siembra no llega a {wrong}."), wrong=wrong)


def other_way(state: HusState, move: str) -> str:
    """Where the first lap of ``move`` would end if Hus's stones went the other way round (rule 4):
    the hole a reader who sows the wrong way names."""
    turned = "ccw" if state.game.options.direction == "cw" else "cw"
    other = load("hus", **{**dict(state.game.options), "direction": turned}).from_notation(state.notation())
    ends: list[str] = [state.game.HOLE_NAMES[f.hole] for f in trace(other, move) if f.kind == "lap_end"]
    return ends[0]



# -- why a move met or missed an example's goal --------------------------------------------------

#: The rule that lays out each game's board (a player's rows and holes).
BOARD_RULE = {"awari": "1", "mbau": "1", "vano": "1", "hus": "1"}


def explain_move(goal: Any, before: MancalaState, action: str, after: MancalaState, achieved: bool) -> Msg | None:
    """Why the reader's ``action`` met (``achieved``) or missed ``goal`` (an example won by a move),
    in the board's terms: the row the sown hole is in (Hus: the mover's inner or outer row), against
    the row of the holes the example asks for. ``None`` where the move's own words say it all (a
    "try it" goal: the refused move and the one played)."""
    if goal.kind != "play":
        return None
    names = before.game.HOLE_NAMES
    if action not in names:
        return None
    mine = _row(before, action)
    wanted = sorted({_row(before, hole) for hole in goal.actions if hole in names})
    rule = _rule(before.game.name, BOARD_RULE[before.game.name])
    if achieved or mine in wanted:
        return Msg(N_("{hole} está en {row} ({rule})."), hole=action, row=Msg(mine), rule=rule)
    return Msg(N_("{hole} está en {row}, y el ejemplo pide un agujero de {wanted} ({rule})."), hole=action,
               row=Msg(mine), wanted=series([Msg(row) for row in wanted]), rule=rule)


def _row(state: MancalaState, hole: str) -> str:
    """The row of ``hole`` as its mover sees it (a msgid): Hus's inner and outer rows (eight holes
    each, South's outer row first), the other games' own row and the rival's."""
    index = state.game.HOLE_NAMES.index(hole)
    if isinstance(state, HusState):
        row = index // 8
        if row // 2 != state.current_player:
            return N_("una fila del contrario")
        return N_("tu fila de dentro") if row in (1, 2) else N_("tu fila de fuera")
    side = index * 2 // len(state.game.HOLE_NAMES)
    return N_("tu fila") if side == state.current_player else N_("la fila del contrario")


def explain_end(history: list[MancalaState], seats: Any, achieved: bool) -> Msg:
    """How a game the reader was to win stands after the reader's line: its end, with the rule that
    ended it and who won (:meth:`~engine.rules.mancala.state.ScoredState.ending`, Hus's hand and match);
    or, while it goes on, who is to move and with how many moves, and the score."""
    before, after = history[-2], history[-1]
    ended = _ending(before, after)
    if ended and (after.is_terminal() or achieved):
        return sentences(ended)
    moves = len(after.legal_actions()) if not after.is_terminal() else 0
    going = Plural("Aún no se ha acabado: {seat} tiene {n} jugada posible.",
                   "Aún no se ha acabado: {seat} tiene {n} jugadas posibles.", moves,
                   seat=_seat(after.current_player))
    if isinstance(after, HusState):
        south, north = after.points
        score = Msg(N_("Partido a {target}: {south} {a} – {b} {north}."), target=after.target,
                    south=_seat(0), north=_seat(1), a=south, b=north)
        reader = next(iter(seats), 0)
        return sentences([*ended, going, _still_moves(after, 1 - reader), score, _at_stake(after, reader)])
    else:
        south, north = after.scores()
        score = Msg(N_("{south} lleva {a}; {north}, {b}."), south=_seat(0), north=_seat(1),
                    a=after.game.amount(south), b=after.game.amount(north))
    return sentences([*ended, going, score])


# -- why a move won nothing ---------------------------------------------------------------------
def why_no_gain(before: MancalaState, action: str, after: MancalaState) -> Msg | None:
    """Why the reader's sowing ``action`` (from ``before`` to ``after``) captured nothing, in the
    terms of the game's capture rule: where its last seed (or stone) fell, on whose side, in which
    lap, and what that hole or the one across held. Read from the move's trace and the boards, the
    engine having decided; ``None`` for a move that is no sowing (Mbau's choice to expel)."""
    names = before.game.HOLE_NAMES
    if action not in names or bool(getattr(before, "expel_offer", ())) or after.captured_last:
        return None
    if getattr(after, "expel_offer", ()):  # Mbau: the capture is offered, the mover chooses (its own sentence)
        return None
    frames = list(before.trace(action))
    sown = [f for f in frames if f.kind == "sow"]
    if not sown:
        return None
    last = sown[-1].hole
    laps = sum(f.kind == "lap_end" for f in frames)
    game = before.game.name
    mover = before.current_player
    rule = _rule(game, CAPTURE_RULE[game])
    held = after.board[last]
    if game == "awari":
        if last * 2 // len(names) == mover:
            return Msg(N_("La última semilla cae en {hole}, en tu lado: solo captura la que cae en el lado del "
                          "contrario ({rule})."), hole=names[last], rule=rule)
        return Plural("La última semilla deja {hole} con {n} semilla: solo se captura un agujero que queda con 2 "
                      "o 3 ({rule}).",
                      "La última semilla deja {hole} con {n} semillas: solo se captura un agujero que queda con 2 "
                      "o 3 ({rule}).", held, hole=names[last], rule=rule)
    if isinstance(before, HusState):
        if held == 1:
            return Msg(N_("La vuelta {n} acaba en {hole}, que estaba vacío: ahí se para la siembra, sin "
                          "captura ({rule})."), n=laps, hole=names[last], rule=rule)
        return Msg(N_("La última vuelta acaba en {hole}, fuera de tu fila de dentro o sin piedras enfrente: "
                      "no captura ({rule})."), hole=names[last], rule=rule)
    side = last * 2 // len(names)
    houses = before.houses if isinstance(before, VanoState) else {}
    if side != mover:
        return Plural("La última piedra cae en {hole}, en la fila del contrario, que queda con {n} piedra: "
                      "de ahí no se captura ({rule}).",
                      "La última piedra cae en {hole}, en la fila del contrario, que queda con {n} piedras: "
                      "de ahí no se captura ({rule}).", held, hole=names[last], rule=rule)
    across = len(names) - 1 - last
    if last in houses:  # the stone stays in a house (its own sentence)
        return None
    if game == "mbau":
        if after.board[across] == 0:
            return Msg(N_("La última piedra cae en {hole}, en tu fila, y enfrente {across} está vacío: no hay nada "
                          "que expulsar ({rule})."), hole=names[last], across=names[across], rule=rule)
        return None  # stones across an empty hole of the mover's: the expulsion is offered (rule 4)
    if across in houses:
        return Msg(N_("La última piedra cae en {hole}, enfrente de {across}, que es una casa de {owner}: una "
                      "casa no se captura ({rule})."), hole=names[last], across=names[across],
                   owner=_seat(houses[across]), rule=_rule(game, "5"))
    if held == 1 and after.board[across] >= 2 and laps <= 1:
        return Msg(N_("La última piedra cae en {hole}, vacío y enfrente de {across}, pero en la primera vuelta "
                      "(la kutakata) no se captura ({rule})."), hole=names[last], across=names[across], rule=rule)
    return Plural("La última piedra cae en {hole}, y enfrente {across} tiene {n} piedra: no hay grupo que "
                  "capturar ({rule}).",
                  "La última piedra cae en {hole}, y enfrente {across} tiene {n} piedras: no hay grupo que "
                  "capturar ({rule}).", after.board[across], hole=names[last], across=names[across], rule=rule)


def gain_context(before: MancalaState, after: MancalaState) -> Msg | None:
    """What the board held against a capture that the reader made: the rival's houses (Vano), which
    no sowing captures (rule 5); ``None`` where there is nothing to add."""
    if not isinstance(before, VanoState):
        return None
    theirs = sorted(h for h, owner in before.houses.items() if owner != before.current_player)
    if not theirs:
        return None
    names = before.game.HOLE_NAMES
    return Msg(N_("La casa de {owner} en {holes} no se puede capturar ({rule})."),
               owner=_seat(1 - before.current_player), holes=series([names[h] for h in theirs]),
               rule=_rule("vano", "5"))
