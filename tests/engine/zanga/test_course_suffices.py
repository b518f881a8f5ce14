"""La Zanga's course teaches enough to play a whole hand: "a learner who finishes it plays a whole
hand without a refused move" (the issue «Learn to play»).

The learner (:mod:`course_learner`) knows only what the course's steps and stages say, each rule
cited by the step or stage that teaches it; it decides every move of its seat from what that seat
sees, never from the engine's legal moves. Over many hands, its seat varying (the mano, the pie, in
the playing pair or against it, alone, for a pair without stones), with the plain bots in the other
three seats, the engine refuses none of its moves and every hand is played to its settlement. The
engine is only the referee: ``state.apply`` refuses an illegal move with
:class:`~engine.rules.errors.IllegalActionError`, naming its article, after the learner chose it.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import engine
from engine.lessons import practice, scenario
from engine.rules.errors import IllegalActionError
from engine.rules.zanga.bots import make_bot
from engine.rules.zanga.game import ZangaState
from engine.rules.zanga.stones import Ledger

from .course_learner import LESSONS, TODAS, Learner, Taught, Untaught, seen

COURSE = Path(__file__).resolve().parents[3] / "tutorials" / "zanga" / "aprende.md"
HANDS = 300
SEATS = 4
STONES = Ledger.start().total()
#: Lessons the plain bots rarely call on (about one hand in 3000), each with a hand and seat that
#: does: the learner's partner asks «cinco» and the learner wins the fifth trick.
RARE = {TODAS: (2421, 1)}
#: Where the learner sits in a hand, each of which the hands must take it to.
SITUATIONS = ("spoke first", "spoke later", "in the playing pair", "against it", "alone")


def flat(text: str) -> str:
    return " ".join(text.split())


def stage_text(page: str, heading: str) -> str | None:
    """The text of the course's stage ``heading`` (``"1. La baza"``), up to the next stage."""
    found = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", page, re.M | re.S)
    return flat(found.group(1)) if found else None


def step_text(page: str, key: str) -> str | None:
    """The words of the course's step ``key`` (its goal, its hints, what it says to a miss), or
    ``None`` if the course does not name it."""
    if re.search(rf"^```{{live-example}} {re.escape(key)}$", page, re.M):
        step = scenario.get(key)
    elif re.search(rf"^```{{practice}} {re.escape(key)}$", page, re.M):
        step = practice.exercise(practice.get(key), 1)
    else:
        return None
    return flat(" ".join([step.goal.text, step.goal.miss, *(str(h) for h in step.hints)]))


def test_every_rule_the_learner_knows_is_in_the_course_in_its_words() -> None:
    page = COURSE.read_text(encoding="utf-8")
    for taught in LESSONS:
        text = stage_text(page, taught.where) if re.match(r"\d\. ", taught.where) else step_text(page, taught.where)
        assert text is not None, f"the course has no step or stage {taught.where!r}"
        assert flat(taught.words) in text, f"{taught.where} does not say: {taught.words}"


def deal(seed: int) -> ZangaState:
    """Hand ``seed``: two in three are a partida's first (16 stones a pair, the mano the 7 of
    espadas), the others a hand late in a partida (the mano to the dealer's right) where one pair
    has five stones or fewer, so that it may have none left to pass with (or fewer than the mano's
    four)."""
    first = engine.load("zanga").new_state(seed=seed)
    assert isinstance(first, ZangaState)
    if seed % 3 < 2:
        return first
    rng = random.Random(f"stones/{seed}")
    few = rng.randrange(6)
    a = rng.choice((few, STONES - few))
    return first.game.start_hand(first.dealt, first.zanga0, seed=seed, hand_no=2, dealer=first.dealer,
                                 mano=first.table.next(first.dealer), ledger=Ledger(a, STONES - a, 0), ordered=True)


def play_hand(seed: int, seat: int, cited: Counter[Taught], where: Counter[str]) -> str:
    """Hand ``seed`` with the learner at ``seat`` and the plain bots elsewhere, to its settlement:
    the learner's first move the engine refused (the hand stops there), ``""`` if it played through.
    ``cited`` counts the lessons its moves rested on; ``where`` where it sat in the hand (a partner's
    solo, which leaves it out, asks it nothing, and is rare with the plain bots: not counted)."""
    state = deal(seed)
    learner = Learner(seed)
    bots = [make_bot("easy", seed * SEATS + s) for s in range(SEATS)]
    last = state
    while state.phase not in ("deal", "over"):
        last, actor = state, state.current_player
        if actor != seat:
            state = state.apply(bots[actor](state))
            continue
        try:
            action, why = learner.choose(seen(state.observation(seat)))
        except Untaught as err:
            return f"hand {seed}, seat {seat}: {err}\n  {state.notation()}"
        try:
            state = state.apply(action)
        except IllegalActionError as err:
            return f"hand {seed}, seat {seat}: {action!r} refused, {err.text('es')}\n  {state.notation()}"
        cited.update(why)
    assert state.result is not None, seed  # settled
    where.update([
        "spoke first" if last.mano == seat else "spoke later",
        "in the playing pair" if last.declarer % 2 == seat % 2 else "against it",
        *(["alone"] if last.auction.solo and last.declarer == seat else []),
    ])
    return ""


def test_a_learner_of_the_course_plays_whole_hands_without_a_refused_move() -> None:
    cited: Counter[Taught] = Counter()
    where: Counter[str] = Counter()
    refused = [found for seed in range(HANDS) if (found := play_hand(seed, seed % SEATS, cited, where))]
    assert not refused, f"{len(refused)} of {HANDS} hands had a refused move:\n" + "\n".join(refused[:12])
    # The hands took the learner through every situation, and every rule it knows decided some move.
    assert all(where[w] >= 5 for w in SITUATIONS), where
    assert set(cited) | set(RARE) == set(LESSONS), [t.words for t in LESSONS if t not in cited and t not in RARE]


def test_the_learner_also_plays_the_hands_that_need_its_rarer_lessons() -> None:
    for taught, (seed, seat) in RARE.items():
        cited: Counter[Taught] = Counter()
        assert play_hand(seed, seat, cited, Counter()) == ""
        assert cited[taught], (taught.words, "no longer asked in this hand: find another")
