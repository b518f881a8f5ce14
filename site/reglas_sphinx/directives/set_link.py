"""``set-link``: a link to an exercise set of live examples, written in a sentence (a lesson's exit
ticket in the teachers' guide).

.. code-block:: md

   Al salir, {set-link}`el billete de salida <awari.siembra awari.captura awari.gran-slam>`.

The target is the examples' ids, in the order the pupils meet them; the link opens the page of
exercise sets (``ejercicios``) with that set, in the page's own language. The text is translated with
its sentence (the role stays in the msgid). An id that names no example fails the build, naming the
page and the line.
"""

from __future__ import annotations

from docutils import nodes
from docutils.nodes import Node, system_message
from sphinx.application import Sphinx
from sphinx.util.docutils import ReferenceRole

#: The page of exercise sets, by its docname.
SETS_PAGE = "ejercicios"


class SetLink(ReferenceRole):
    def run(self) -> tuple[list[Node], list[system_message]]:
        from engine.lessons import exercises, scenario
        from engine.rules.errors import RulesError

        ids = self.target.split()
        try:
            if not self.has_explicit_title or not ids:
                raise ValueError("name the examples of the set: {set-link}`text <game.example …>`")
            for key in ids:
                scenario.get(key)
        except (RulesError, ValueError) as err:
            message = self.inliner.reporter.error(f"set-link: {err}", line=self.lineno)
            problem = self.inliner.problematic(self.rawtext, self.rawtext, message)
            return [problem], [message]
        fragment = exercises.encode("", [exercises.Item("example", key) for key in ids])
        up = "../" * self.env.docname.count("/")
        node = nodes.reference(self.rawtext, self.title, refuri=f"{up}{SETS_PAGE}.html#{fragment}")
        return [node], []


def setup_set_link(app: Sphinx) -> None:
    app.add_role("set-link", SetLink())
