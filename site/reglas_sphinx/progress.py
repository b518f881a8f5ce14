"""The reader's way through the examples, known when the site is built, for ``rv-progress.js`` and its modules.

* Each game is a page of the root toctree whose pages (itself and its toctree, in order) have live
  examples. Its **units** are the articles or rules: the sections just under a page's title, in the
  game's pages other than its index (whose examples repeat ones of the rules) and other than a page
  whose front matter says ``rv-units: none`` (a variant's page, La Zanga for six: its sections are
  not articles), that hold at least one example with a goal (an example without one cannot be
  scored). A unit is done when each of its examples has earned a star; a practice (``practice``)
  counts as one example, under its drill's id, earned by any of its exercises.
* **Siguiente ejemplo** leads from each example to the next one in that reading order (index pages
  included; a course, a page with a ``course-map``, is a path of its own: its examples lead on through
  the course alone, and the rules' examples skip it), never to the same example again: to the start
  of the section it is in that does not also hold the example left (its rule's heading, so the rule
  is read before its goal; the top of the page on another page), and to the example itself only
  when both share their section.
* Every page carries what its scripts need as a JSON data island in the sidebar
  (``templates/sidebar/rv-progress.html``): every game's units (the sidebar counts them), the next
  example of each example of the page, the units with titles on a game's index, and every example
  with its title on the page of exercise sets (``exercise-set``). Nothing is scraped at run time.
* ``exercise-set`` puts the set of a link (``#set=…``, read by the engine in the reader's browser)
  and the form that makes one; ``class-board`` the teacher's table of the pupils' result codes.
* The review of what was missed (``rv-review.js``): every page says the rule of each of its examples
  and practices (``rules``: a try missed schedules that rule) and where the review page is
  (``review``); ``review-today`` puts the home page's "Para repasar hoy" line, ``review`` the review
  page's status and its exercises, and that page alone carries each rule's drills (``drills``), from
  which a rule due gets a fresh exercise.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

TEMPLATE = "sidebar/rv-progress.html"
#: The page of the class's table (``class-board``), whose address a pupil's result code QR carries.
CLASS_PAGE = "clase"
#: The review page (``review``), which the home page's "Para repasar hoy" links to.
REVIEW_PAGE = "repaso"


def waiting_widget(directive: SphinxDirective, kind: str, preparing: str) -> nodes.Element:
    """A widget the browser fills from the page's address or storage (``kind``), saying ``preparing``
    (a msgid) until Python has started."""
    from engine.i18n import Msg

    from .directives import live_widget

    waiting = Msg(preparing).text(directive.env.config.language or "es")
    node: nodes.Element = live_widget(kind=kind, key="", body=f'<p class="rv-status">{waiting}</p>', title="")
    directive.set_source_info(node)
    return node


class ExerciseSet(SphinxDirective):
    """``exercise-set``: the exercise set of the page's link, and the form to make one."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine.lessons.exercises import PREPARING

        return [waiting_widget(self, "set", PREPARING), set_maker()]


class ClassBoard(SphinxDirective):
    """``class-board``: the teacher's table of pupils' result codes on a static host
    (:class:`engine.table.classtable.ClassBoard`); its sets and codes stay in the teacher's browser."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine.table.classtable import PREPARING

        return [waiting_widget(self, "class", PREPARING)]


class Review(SphinxDirective):
    """``review``: the review page's status (how many rules are due, or when the next review is) and
    its exercises, which the browser fills from the schedule it keeps (:mod:`engine.table.review`)."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from engine.table.review import PREPARING

        return [review_status(), waiting_widget(self, "review", PREPARING)]


class ReviewToday(SphinxDirective):
    """``review-today``: the home page's line "Para repasar hoy: N", a link to the review page."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        return [review_today()]


class review_status(nodes.General, nodes.Element):
    """The review page's status, a live region ``rv-review.js`` fills."""


class review_today(nodes.General, nodes.Element):
    """The place of the home page's review line (``rv-review.js`` fills it; hidden without scripts)."""


def visit_review_status(self: Any, node: review_status) -> None:
    self.body.append('<p class="rv-review-status" data-rv-review-status="" role="status"></p>')
    raise nodes.SkipNode


def visit_review_today(self: Any, node: review_today) -> None:
    self.body.append('<p class="rv-review-today" data-rv-review-today="" hidden></p>')
    raise nodes.SkipNode


class set_maker(nodes.General, nodes.Element):
    """The place of the form that makes an exercise set (``rv-sets.js`` fills it)."""


def visit_set_maker(self: Any, node: set_maker) -> None:
    self.body.append('<div class="rv-set-maker" data-rv-set-maker="true"></div>')
    raise nodes.SkipNode


def _sections_of(node: nodes.Node) -> list[str]:
    """The ids of the sections around ``node``, the page's title section first."""
    return [parent["ids"][0] for parent in reversed(_ancestors(node))
            if isinstance(parent, nodes.section) and parent["ids"]]


def _unit_of(node: nodes.Node) -> nodes.section | None:
    """The section just under the page's title that holds ``node`` (``None`` if it is above them)."""
    sections = [parent for parent in _ancestors(node) if isinstance(parent, nodes.section)]
    return sections[-2] if len(sections) >= 2 else None


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node.parent is not None:
        node = node.parent
        found.append(node)
    return found


def on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    """Record the page's examples in order: widget id, scenario, and the unit (section) around it."""
    from .directives import live_widget
    from .directives.course_map import course_map

    env = app.env
    examples = []
    course = any(doctree.findall(course_map))  # a course: a reading path of its own
    for node in doctree.findall(live_widget):
        if node["kind"] == "set":
            examples.append({"id": node["rv_id"], "key": "", "unit": "", "unit_title": "", "set": True})
        if node["kind"] not in ("example", "practice"):
            continue
        unit = _unit_of(node)
        examples.append({
            "id": node["rv_id"],
            "key": node["key"],
            "practice": node["kind"] == "practice",
            "course": course,
            "unit": unit["ids"][0] if unit is not None else "",
            "unit_title": unit[0].astext() if unit is not None else "",
            "sections": _sections_of(node),
        })
    if not hasattr(env, "rv_examples"):
        env.rv_examples = {}  # type: ignore[attr-defined]
    env.rv_examples[env.docname] = examples  # type: ignore[attr-defined]


def on_env_purge_doc(app: Sphinx, env: Any, docname: str) -> None:
    getattr(env, "rv_examples", {}).pop(docname, None)


def on_env_merge_info(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    if not hasattr(env, "rv_examples"):
        env.rv_examples = {}
    env.rv_examples.update({name: other.rv_examples[name] for name in docnames if name in other.rv_examples})


def on_env_get_updated(app: Sphinx, env: Any) -> list[str]:
    """Every page names its neighbours: when the examples or their order change, all are written again."""
    app.rv_games = games(env)  # type: ignore[attr-defined]  # fixed from here on: read once per build
    digest = json.dumps([(g["index"], [(o["doc"], o["id"], o["key"], o["sections"])
                                       for o in (*g["occurrences"], *(c for course in g["courses"] for c in course))])
                         for g in app.rv_games])  # type: ignore[attr-defined]
    if getattr(env, "rv_order", None) != digest:
        env.rv_order = digest
        return sorted(env.found_docs)
    return []


def _pages(env: Any, docname: str) -> list[str]:
    """``docname`` and every page of its toctree, depth first, in reading order."""
    order = [docname]
    for child in env.toctree_includes.get(docname, ()):
        order += [name for name in _pages(env, child) if name not in order]
    return order


def _no_units(env: Any, docname: str) -> bool:
    """Whether the page's front matter keeps its sections out of the game's units (``rv-units: none``)."""
    return str(env.metadata.get(docname, {}).get("rv-units", "")) == "none"


def games(env: Any) -> list[dict[str, Any]]:
    """Each game's index, its examples in reading order and its units; see the module's docstring."""
    from engine.lessons import practice, scenario

    found = []
    examples = getattr(env, "rv_examples", {})
    for index in env.toctree_includes.get(env.config.root_doc, ()):
        pages = _pages(env, index)
        every = [{**example, "doc": doc} for doc in pages for example in examples.get(doc, ())
                 if not example.get("set")]
        if not every:
            continue
        # A course is read apart from the rules: its examples lead on through the course alone.
        occurrences = [o for o in every if not o.get("course")]
        courses = [[o for o in every if o["doc"] == doc] for doc in dict.fromkeys(
            o["doc"] for o in every if o.get("course"))]
        if not occurrences:
            occurrences = every
        units: dict[tuple[str, str], dict[str, Any]] = {}
        for example in occurrences:
            if example["doc"] == index or not example["unit"] or _no_units(env, example["doc"]):
                continue
            if not example.get("practice") and scenario.get(example["key"]).goal.kind == "free":
                continue  # nothing to score
            unit = units.setdefault((example["doc"], example["unit"]), {
                "doc": example["doc"], "anchor": example["unit"], "title": example["unit_title"], "keys": []})
            if example["key"] not in unit["keys"]:
                unit["keys"].append(example["key"])
        key = occurrences[0]["key"]  # an example's id, or a practice's (its drill's)
        rule = (practice.get(key) if occurrences[0].get("practice") else scenario.get(key)).rule
        found.append({
            "game": rule.game, "index": index, "title": env.titles[index].astext(),
            "noun": "article" if rule.kind == "art" else "rule",
            "occurrences": occurrences, "courses": courses, "units": list(units.values()),
        })
    return found


def _landing(here: dict[str, Any], after: dict[str, Any]) -> str:
    """Where "Siguiente ejemplo" lands on ``after``'s page (an anchor, ``""`` for its top): the
    outermost section around ``after`` that does not also hold ``here``, so the reader starts at the
    heading of the rule that example teaches and reads the rule before its goal; ``after`` itself
    when the two examples share their innermost section (the rule's text is already read)."""
    mine = set(here["sections"]) if here["doc"] == after["doc"] else set()
    for depth, section in enumerate(after["sections"]):
        if section not in mine:
            return "" if depth == 0 else section
    return str(after["id"])


def _titled(occurrence: dict[str, Any]) -> str:
    """The title (a msgid) of an example or a practice (its drill's) of the reading order."""
    from engine.lessons import practice, scenario

    key = occurrence["key"]
    return practice.get(key).title if occurrence.get("practice") else scenario.get(key).title


def page_data(app: Sphinx, pagename: str) -> dict[str, Any]:
    """What ``rv-progress-data.js`` reads on ``pagename``: URLs relative to it, titles in its language."""
    from engine.i18n import Msg
    from engine.lessons import scenario

    env, lang = app.env, app.config.language or "es"

    def url(doc: str, anchor: str = "") -> str:
        page = app.builder.get_relative_uri(pagename, doc) or app.builder.get_target_uri(doc).rpartition("/")[2]
        return page + (f"#{anchor}" if anchor else "")

    all_games = getattr(app, "rv_games", None) or games(env)
    data: dict[str, Any] = {"version": 1, "games": [], "next": {}}
    set_pages = [doc for doc, found in getattr(env, "rv_examples", {}).items() if any(e.get("set") for e in found)]
    if set_pages:
        data["sets"] = url(min(set_pages))
    for game in all_games:
        data["games"].append({"game": game["game"], "title": game["title"], "url": url(game["index"]),
                              "noun": game["noun"], "units": [unit["keys"] for unit in game["units"]]})
        for seq in (game["occurrences"], *game["courses"]):
            for at, here in enumerate(seq):
                if here["doc"] != pagename:
                    continue
                after = next((o for o in seq[at + 1:] if o["key"] != here["key"]), None)
                data["next"][here["id"]] = None if after is None else {
                    "url": url(after["doc"], _landing(here, after)),
                    "title": Msg(_titled(after)).text(lang),
                }
        if pagename == game["index"]:
            data["here"] = {"game": game["game"], "units": [
                {"title": unit["title"], "url": url(unit["doc"], unit["anchor"]), "keys": unit["keys"]}
                for unit in game["units"]]}
    if CLASS_PAGE in env.all_docs:
        data["classPage"] = url(CLASS_PAGE)
    data.update(review_data(env, pagename, url))
    if pagename in set_pages:
        data["catalogue"] = []
        for game in all_games:
            first: dict[str, dict[str, Any]] = {}
            # the rules' examples first, then those only a course has (La Zanga's guided hand)
            for occurrence in (*game["occurrences"], *(o for course in game["courses"] for o in course)):
                if not occurrence.get("practice"):
                    first.setdefault(occurrence["key"], occurrence)
            data["catalogue"].append({"title": game["title"], "examples": [
                _picked(scenario.get(key), occurrence, lang) for key, occurrence in first.items()]})
    return data


def review_data(env: Any, pagename: str, url: Callable[[str], str]) -> dict[str, Any]:
    """What the review needs on ``pagename``: each example's and practice's rule (by its anchor), the
    review page's address, and on the review page each rule's drills."""
    from engine.lessons import practice, scenario
    from engine.rules.registry import GAMES

    data: dict[str, Any] = {"rules": {}}
    for found in getattr(env, "rv_examples", {}).get(pagename, ()):
        if found.get("set") or not found["key"]:
            continue
        rule = (practice.get(found["key"]) if found.get("practice") else scenario.get(found["key"])).rule
        data["rules"][found["key"]] = rule.anchor
    if REVIEW_PAGE in env.all_docs:
        data["review"] = url(REVIEW_PAGE)
    if pagename == REVIEW_PAGE:
        drills: dict[str, list[str]] = {}
        for game in GAMES:
            for drill in practice.drills(game):
                drills.setdefault(drill.rule.anchor, []).append(drill.id)
        data["drills"] = drills
    return data


def _picked(found: Any, occurrence: dict[str, Any], lang: str) -> list[str]:
    """An example as the set maker offers it: its id, title, rule (the rule's number and the title
    of the section that teaches it, where it is first met) and goal."""
    from engine.i18n import Msg

    rule = found.rule.label().text(lang)
    section = occurrence.get("unit_title", "")
    return [found.id, Msg(found.title).text(lang), f"{rule} · {section}" if section else rule,
            found.goal.statement.text(lang)]


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                         doctree: nodes.document | None) -> None:
    from .directives import live_widget

    # "<" never appears raw, so no text of a title can close the script element it sits in
    context["rv_progress"] = json.dumps(page_data(app, pagename), ensure_ascii=False).replace("<", "\\u003c")
    app.add_css_file("rv-progress.css")
    if doctree is None or not any(doctree.findall(live_widget)):
        app.add_js_file("rv-progress.js", type="module")  # pages with widgets: imported by rv-widgets.js


def on_config_inited(app: Sphinx, config: Any) -> None:
    """The progress box goes in every sidebar, after the navigation."""
    for pattern, templates in config.html_sidebars.items():
        if TEMPLATE not in templates:
            end = "sidebar/scroll-end.html"
            at = templates.index(end) if end in templates else len(templates)
            config.html_sidebars[pattern] = [*templates[:at], TEMPLATE, *templates[at:]]


def setup(app: Sphinx) -> None:
    from .directives import add_html_node

    add_html_node(app, set_maker, visit_set_maker)
    app.add_directive("exercise-set", ExerciseSet)
    app.add_directive("class-board", ClassBoard)
    add_html_node(app, review_status, visit_review_status)
    add_html_node(app, review_today, visit_review_today)
    app.add_directive("review", Review)
    app.add_directive("review-today", ReviewToday)
    app.connect("config-inited", on_config_inited)
    app.connect("doctree-read", on_doctree_read)
    app.connect("env-purge-doc", on_env_purge_doc)
    app.connect("env-merge-info", on_env_merge_info)
    app.connect("env-updated", on_env_get_updated)
    app.connect("html-page-context", on_html_page_context)
