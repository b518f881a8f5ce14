"""The review of what the reader missed: the rules due today, each as a fresh exercise in the page.

The schedule lives in the reader's browser (``rv-progress-data.js``: a rule missed comes back after
1 day, then 3, then 7); the page sends the rules due today, each with the exercise it chose for it
(its drill with a new seed when the rule has one, from the build's map of drills, else the example
that was missed), and :class:`Review` draws them, each a live example of its own that the page
starts (as an exercise set's are), marked with its rule (``data-rv-rule``) so that the page knows
what a success or a miss of it reschedules. A drill's seed that gives no exercise moves on to the
next seed, as a practice does; an exercise that cannot be made at all is said in its place.

>>> found = Review([{"rule": "awari-rule-4", "exercise": "awari.captura"}], "review-1", "en")
>>> 'data-rv-rule="awari-rule-4"' in found.html(), 'data-rv-key="awari.captura"' in found.html()
(True, True)
>>> 'data-rv-drill="awari.practica.captura"' in Review(
...     [{"rule": "awari-rule-4", "exercise": "awari.practica.captura.5"}], "review-1", "en").html()
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from engine.i18n import N_, Msg
from engine.lessons import practice
from engine.lessons.scenario import Scenario
from engine.lessons.session import Session
from engine.rules.errors import NotationError, RequestError, RulesError
from engine.rules.registry import GAMES, registration

from . import render
from .render import View
from .sheet import sheet

#: What the review page says until Python has started.
PREPARING = N_("Preparando tu repaso…")
#: The most rules drawn at once: more than a day's review ever holds, few enough for one page.
MOST = 40
#: A rule as the schedule names it: its anchor (:attr:`engine.rules.errors.RuleRef.anchor`).
RULE_SHAPE = re.compile(r"^[a-z]+-[a-z]+-[a-z0-9-]+$")


def drawn(exercise_id: str) -> Scenario:
    """The exercise ``exercise_id`` (an example's id, or a drill's and a seed); a drill's seed that
    gives no exercise moves on to the next seeds, as a practice does."""
    try:
        return practice.example(exercise_id)
    except NotationError as err:
        drill_id, _, seed = exercise_id.rpartition(".")
        game = drill_id.partition(".")[0]
        if game not in GAMES or drill_id not in {d.id for d in practice.drills(game)}:
            raise
        for found in practice.fresh(practice.get(drill_id), practice.parse_seed(drill_id, seed)):
            if isinstance(found, Scenario):
                return found
        raise err from None


def item(wid: str, rule: str, exercise_id: str, lang: str) -> str:
    """One rule due: its heading (the game, the rule and the exercise's title) and the exercise."""
    found = drawn(exercise_id)
    if found.rule.anchor != rule:
        raise NotationError(None, Msg(N_("«{name}» no es un ejercicio de esa regla"), name=exercise_id))
    heading = (f"{registration(found.rule.game).title} · {found.rule.label().text(lang)}: "
               f"{Msg(found.title).text(lang)}")
    body = render.example(Session.from_scenario(found), lang, View(hydrated=False, reveal=found.reveal == "on"))
    attrs = {"id": wid, "class": "rv-widget rv-example", "data-rv-kind": "example", "data-rv-key": found.id,
             "data-rv-rule": rule}
    drill = practice.drill_of(found.id)
    if drill is not None:  # its stars are the drill's, as a practice's exercises' are
        attrs["data-rv-drill"] = drill
    attr_text = " ".join(f'{key}="{escape(value)}"' for key, value in attrs.items())
    return f'<h3 class="rv-review-heading">{escape(heading)}</h3><section {attr_text}>{body}</section>' + \
        sheet(found, lang)


def review_html(due: Any, review_id: str, lang: str) -> str:
    """The rules ``due`` (a list of ``{"rule", "exercise"}``) as a list of exercises; what cannot be
    read is said in its place, the rest drawn."""
    if not isinstance(due, list) or len(due) > MOST:
        raise RequestError(None, Msg(N_("la lista de repaso de la página no se entiende")))
    items = []
    for number, wanted in enumerate(due, start=1):
        rule = wanted.get("rule") if isinstance(wanted, Mapping) else None
        exercise_id = wanted.get("exercise") if isinstance(wanted, Mapping) else None
        if not isinstance(rule, str) or not RULE_SHAPE.match(rule) or not isinstance(exercise_id, str):
            raise RequestError(None, Msg(N_("la lista de repaso de la página no se entiende")))
        try:
            items.append(item(f"{review_id}-{number}", rule, exercise_id[:200], lang))
        except RulesError as err:
            said = Msg(N_("Este repaso no se puede abrir: {reason}"), reason=err.message).text(lang)
            items.append(f'<p class="rv-message rv-notice" role="alert">{escape(said)}</p>')
    return "".join(f'<li class="rv-review-item">{text}</li>' for text in items).join(
        ('<ol class="rv-review-items">', "</ol>")) if items else ""


class Review:
    """The review's widget: its exercises are widgets of their own; it answers nothing else."""

    def __init__(self, due: Any, review_id: str, lang: str) -> None:
        self.lang = lang
        self.body = review_html(due, review_id, lang)

    def html(self) -> str:
        return self.body

    def reply(self, played: Sequence[Any] = ()) -> dict[str, Any]:
        return {"html": self.body, "frames": [], "bot_next": False, "message": "", "notice": "",
                "saved": None, "done": False, "result": None, "said": [], "goal": {"status": "open", "text": ""},
                "version": 0}

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        raise RequestError(None, Msg(N_("el repaso no tiene la operación «{name}»"), name=str(request.get("op"))))
