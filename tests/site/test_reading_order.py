"""Nothing is asked before it is taught: the build fails, naming page and line, where a live example
relies on a rule (:attr:`~engine.lessons.scenario.Scenario.relies`) that the reading order teaches
later, or that no page of its game teaches (:func:`reglas_sphinx.directives.live_example.order_problems`)."""

from __future__ import annotations

from pathlib import Path

from reglas_sphinx.directives.live_example import order_problems

from .sphinx_project import build_warnings


def rule(anchor: str, line: int) -> tuple[str, str, int, tuple[str, ...]]:
    return ("anchor", anchor, line, ())


def example(key: str, line: int, *relies: str) -> tuple[str, str, int, tuple[str, ...]]:
    return ("example", key, line, relies)


def test_a_rule_taught_before_passes_and_one_taught_after_fails() -> None:
    pages = [("intro", [example("g.first", 3, "g-rule-2")]),
             ("rules", [rule("g-rule-1", 1), example("g.one", 5, "g-rule-1"), rule("g-rule-2", 9),
                        example("g.two", 12, "g-rule-1", "g-rule-2")])]
    assert order_problems(pages) == [
        ("intro", 3, "live-example 'g.first' relies on g-rule-2, which is taught after it, at rules:9")]


def test_later_on_the_same_page_fails() -> None:
    pages = [("rules", [rule("g-rule-3", 1), example("g.three", 4, "g-rule-4"), rule("g-rule-4", 8)])]
    assert [(page, line) for page, line, _ in order_problems(pages)] == [("rules", 4)]


def test_a_rule_no_page_of_its_game_teaches_is_unknown() -> None:
    pages = [("rules", [rule("g-rule-1", 1), example("g.one", 3, "g-rule-99", "h-rule-1")])]
    assert order_problems(pages) == [("rules", 3, "live-example 'g.one' relies on g-rule-99, a rule no page teaches")]


def test_the_build_names_page_line_and_rule(tmp_path: Path) -> None:
    # awari.doce (a capture that only rule 3's skip makes possible) relies on rules 2 and 3; here
    # rule 2 comes on the page after it.
    warnings = build_warnings(tmp_path, {
        "tres": "# Tres\n\n(awari-rule-3)=\n## 3. El salto\n\ntexto\n\n```{live-example} awari.doce\n```\n",
        "dos": "# Dos\n\n(awari-rule-2)=\n## 2. La siembra\n\ntexto\n",
    })
    assert "tres.md:8: WARNING: live-example 'awari.doce' relies on awari-rule-2, which is taught after it, at dos:4" \
        in warnings
    assert "awari-rule-3" not in warnings


def test_the_build_passes_in_order(tmp_path: Path) -> None:
    warnings = build_warnings(tmp_path, {
        "dos": "# Dos\n\n(awari-rule-2)=\n## 2. La siembra\n\ntexto\n",
        "tres": "# Tres\n\n(awari-rule-3)=\n## 3. El salto\n\ntexto\n\n```{live-example} awari.doce\n```\n",
    })
    assert "live-example" not in warnings, warnings


COURSE = "# Aprende\n\n```{course-map}\n```\n\n## 1. Primero\n\n```{live-example} %s\n```\n\n## 2. Luego\n\n" \
         "```{live-example} %s\n```\n"


def test_a_course_is_read_on_its_own_each_example_teaching_its_rule(tmp_path: Path) -> None:
    # The course comes first in the reading order and the rules after it: its steps must rely only on
    # its earlier steps (awari.doce relies on rules 2, 3 and 4), and the rules pages are read without it.
    rules = {"dos": "# Dos\n\n(awari-rule-2)=\n## 2. La siembra\n\n```{live-example} awari.siembra\n```\n",
             "tres": "# Tres\n\n(awari-rule-3)=\n## 3. El salto\n\n(awari-rule-4)=\n## 4. Captura\n\n"
                     "```{live-example} awari.captura\n```\n\n```{live-example} awari.doce\n```\n"}
    warnings = build_warnings(tmp_path, {"aprende": COURSE % ("awari.doce", "awari.siembra"), **rules})
    assert "aprende.md:8: WARNING: live-example 'awari.doce' relies on awari-rule-2, which is taught after it, " \
        "at aprende:13" in warnings, warnings
    assert "dos.md" not in warnings and "tres.md" not in warnings
    fresh = tmp_path / "again"
    fresh.mkdir()
    warnings = build_warnings(fresh, {"aprende": COURSE % ("awari.siembra", "awari.captura"), **rules})
    assert "live-example" not in warnings, warnings


def test_a_practice_is_read_as_an_example_is(tmp_path: Path) -> None:
    # Zápiti's "what a no quiero pays" exercises rely on rule 8 (the ladder): a practice of it before
    # rule 8 is taught fails the build as a live example would; after it, it passes.
    before = "# Nueve\n\n(zapiti-rule-9)=\n## 9. No querer\n\n```{practice} zapiti.practica.no-quiero\n```\n\n" \
             "(zapiti-rule-8)=\n## 8. El truco\n\ntexto\n"
    warnings = build_warnings(tmp_path, {"nueve": before})
    assert "nueve.md:6: WARNING: live-example 'zapiti.practica.no-quiero' relies on zapiti-rule-8, which is " \
        "taught after it, at nueve:10" in warnings, warnings
    fresh = tmp_path / "again"
    fresh.mkdir()
    after = "# Nueve\n\n(zapiti-rule-8)=\n## 8. El truco\n\ntexto\n\n(zapiti-rule-9)=\n## 9. No querer\n\n" \
            "```{practice} zapiti.practica.no-quiero\n```\n"
    assert "WARNING" not in build_warnings(fresh, {"nueve": after})


LEGEND = "# Leyenda\n\n(zanga-leyenda)=\n## Cómo leer la mesa\n\ntexto\n\n(zanga-art-8)=\n## Artículo 8\n\ntexto\n"


def test_a_course_reads_a_section_it_links_to_and_no_rule_it_links_to(tmp_path: Path) -> None:
    # Every La Zanga example relies on the legend of the table, a section that teaches no rule: a
    # course sends its reader there with a reference, which counts as read where it stands. A
    # reference to a rule teaches nothing (zanga.fallar relies on Art. 8): the course's example does.
    course = "# Aprende\n\n```{course-map}\n```\n\n## 1. La mesa\n\n" \
             "Mira {ref}`zanga-leyenda` y {ref}`zanga-art-8`.\n\n```{live-example} zanga.fallar\n```\n"
    warnings = build_warnings(tmp_path, {"aprende": course, "leyenda": LEGEND})
    assert "relies on zanga-leyenda" not in warnings, warnings
    assert "live-example 'zanga.fallar' relies on zanga-art-8, a rule no page teaches" in warnings, warnings
    fresh = tmp_path / "again"
    fresh.mkdir()
    warnings = build_warnings(fresh, {"aprende": course.replace("{ref}`zanga-leyenda` y ", ""), "leyenda": LEGEND})
    assert "live-example 'zanga.fallar' relies on zanga-leyenda, a rule no page teaches" in warnings, warnings
