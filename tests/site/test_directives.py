"""The extension's directives as an author meets them: snippet pages built by ``sphinx.testing`` with
``myst_parser`` and ``reglas_sphinx`` alone. One HTML build holds every case, good and bad (each bad
page must fail with its file and line, the rest must render); one text build checks that other
builders leave the widgets out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
from sphinx.testing.util import SphinxTestApp

from .sphinx_project import write_project

ZAPITI = "7 0 1 7-18 0-0 4b.3o.12c/7c.5e.6b -"
AWARI = "4,4,4,0,5,5/5,5,4,4,4,4 0-0 N 1 1"

GOOD = {
    "text": "# T\n\nNada que jugar.\n",
    "example": "# E\n\n```{live-example} awari.siembra\n```\n",
    "practice": "# P\n\n```{practice} awari.practica.ultima\n```\n",
    "game": "# G\n\n```{full-game} awari\n```\n\n```{full-game} zapiti\n:options: players:4\n```\n",
    "board": f"# B\n\n```{{position}} awari\n{AWARI}\n```\n",
    "mark": f"# M\n\n```{{position}} awari\n:mark: D e\n\n{AWARI}\n```\n",
    "options": f"# O\n\n```{{position}} awari\n:options: capture:backward\n\n{AWARI}\n```\n",
    "hidden": f"# H\n\n```{{position}} zapiti\n{ZAPITI}\n```\n",
    "reveal": f"# R\n\n```{{position}} zapiti\n:reveal:\n\n{ZAPITI}\n```\n",
    "reveal-yes": f"# RY\n\n```{{position}} zapiti\n:reveal: yes\n\n{ZAPITI}\n```\n",
    "reveal-no": f"# RN\n\n```{{position}} zapiti\n:reveal: no\n\n{ZAPITI}\n```\n",
    "part": f"# P\n\n```{{position}} zapiti\n:part: marcador\n\n{ZAPITI}\n```\n",
    "ticket": "# T\n\nAl salir, {set-link}`el billete <awari.siembra awari.captura>`.\n",
    "deep/ticket": "# T\n\n{set-link}`el billete <mbau.relevo>`\n",
    "learn/aprende": "---\nrv-units: none\n---\n# Aprende\n\nPocas palabras.\n\n```{course-map}\n```\n\n"
                     "## 1. Sembrar\n\nSiembra.\n\n```{live-example} awari.siembra\n```\n\n"
                     "```{live-example} awari.tablero\n```\n\n"
                     "## 2. Capturar\n\n```{live-example} awari.captura\n```\n\n"
                     "## 3. Tu partida\n\nJuega.\n\n```{course-game} awari\n```\n",
    "learn/partida": "# Partida\n\n```{full-game} awari\n```\n",
}

#: Bad pages: the directive starts on line 5 (a bad option value is reported at its own line, 6), and
#: the error must say what is wrong.
BAD = {
    "set-link-unknown": ("{set-link}`billete <awari.siembra awari.nada>`", "ejemplo desconocido «awari.nada»"),
    "set-link-empty": ("{set-link}`billete`", "name the examples of the set"),
    "unknown-scenario": (
        "```{live-example} awari.no-such-example\n```",
        "ejemplo desconocido «awari.no-such-example»",
    ),
    "unknown-drill": (
        "```{practice} awari.practica.nada\n```",
        "práctica desconocida «awari.practica.nada»; prácticas válidas: awari.practica.ultima",
    ),
    "practice-no-argument": ("```{practice}\n```", "1 argument(s) required, 0 supplied"),
    "example-no-argument": ("```{live-example}\n```", "1 argument(s) required, 0 supplied"),
    "unknown-game": ("```{full-game} ajedrez\n```", "juego desconocido «ajedrez»"),
    "game-bad-options": ("```{full-game} awari\n:options: capture:sideways\n```", "no admite «sideways»"),
    "game-no-argument": ("```{full-game}\n```", "1 argument(s) required, 0 supplied"),
    "bad-notation": ("```{position} awari\n4,4,4/9\n```", "la posición de awari"),
    "empty-position": ("```{position} awari\n```", "la posición de awari"),
    "position-unknown-game": (f"```{{position}} ajedrez\n{AWARI}\n```", "juego desconocido «ajedrez»"),
    "position-no-argument": (f"```{{position}}\n{AWARI}\n```", "1 argument(s) required, 0 supplied"),
    "bad-reveal": (
        f"```{{position}} zapiti\n:reveal: maybe\n\n{ZAPITI}\n```",
        '"maybe" unknown; choose from "yes", or "no"',
    ),
    "reveal-on-awari": (f"```{{position}} awari\n:reveal:\n\n{AWARI}\n```", ":reveal: is for card games"),
    "bad-part": (
        f"```{{position}} zapiti\n:part: tablero\n\n{ZAPITI}\n```",
        ":part: names no part 'tablero' of this board; parts: marcador, monedas",
    ),
    "part-of-another-game": (
        f"```{{position}} zapiti\n:part: piedras\n\n{ZAPITI}\n```",
        ":part: names no part 'piedras' of this board; parts: marcador, monedas",
    ),
    "part-on-awari": (f"```{{position}} awari\n:part: marcador\n\n{AWARI}\n```",
                     ":part: names no part 'marcador' of this board; parts: none"),
    "bad-mark": (f"```{{position}} awari\n:mark: D Z\n\n{AWARI}\n```", ":mark: names no hole 'Z'"),
    "empty-mark": (f"```{{position}} awari\n:mark:\n\n{AWARI}\n```", "argument required but none supplied"),
    "position-bad-options": (f"```{{position}} awari\n:options: seeds:9\n\n{AWARI}\n```", "seeds"),
    "course-game-unknown-game": ("```{course-game} ajedrez\n```", "juego desconocido «ajedrez»"),
    "course-game-no-page": ("```{course-game} awari\n:page: nada\n```", "no page 'nada'"),
    "course-game-bad-level": ("```{course-game} awari\n:level: experto\n```", "unknown level 'experto'"),
    "unknown-option": (
        f"```{{position}} awari\n:colour: red\n\n{AWARI}\n```",
        "Unknown option key: 'colour'",
    ),
}


@pytest.fixture(scope="module")
def html(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    source = tmp_path_factory.mktemp("snippets")
    write_project(
        source, {**GOOD, **{name: f"# {name}\n\ntext\n\n{body}\n" for name, (body, _) in BAD.items()}}
    )
    warnings = StringIO()
    app = SphinxTestApp("html", srcdir=source, warning=warnings)
    try:
        app.build()
        yield Path(app.outdir), warnings.getvalue()
    finally:
        app.cleanup()


def page(html: tuple[Path, str], name: str) -> str:
    return (html[0] / f"{name}.html").read_text(encoding="utf-8")


def section(text: str) -> str:
    found = re.search(r'<div class="rv-widget rv-figure">.*?</div>\n', text, re.S) or re.search(
        r"<section [^>]*data-rv-kind.*?</section>", text, re.S
    )
    assert found, "no widget on the page"
    return found.group(0)


def test_a_page_without_widgets_loads_no_runtime(html: tuple[Path, str]) -> None:
    text = page(html, "text")
    assert "rv-widgets" not in text and "data-rv-engine" not in text


def test_a_live_example_is_a_widget_with_its_board_and_print_sheet(html: tuple[Path, str]) -> None:
    text = page(html, "example")
    assert re.search(
        r'<section class="rv-widget rv-example" id="rv-example-1" data-rv-kind="example" '
        r'data-rv-key="awari.siembra"><div class="rv-view">',  # the view each reply replaces, in place
        text,
    )
    assert 'data-rv-action="D"' in text  # the board at first paint
    assert '</section><noscript class="rv-print-source"><div class="rv-print-sheet"' in text
    assert "rv-widgets.js" in text and "data-rv-engine=" in text


def test_a_practice_shows_its_first_exercise_with_its_print_sheet(html: tuple[Path, str]) -> None:
    from engine.lessons import practice

    text = page(html, "practice")
    assert re.search(
        r'<section class="rv-widget rv-practice" id="rv-practice-1" data-rv-kind="practice" '
        r'data-rv-key="awari.practica.ultima"><div class="rv-view"><div class="rv-practice-bar">', text)
    first = practice.example("awari.practica.ultima.0")
    assert f"Si siembras desde {first.goal.probe[0]}," in text  # the first exercise at first paint
    assert 'data-rv-cmd="next" disabled>Otro ejercicio</button>' in text  # until the widget is live
    assert f"respuesta: {first.goal.answer}" in text  # its print sheet's answer key
    assert "rv-widgets.js" in text


def test_a_full_game_names_its_game_and_the_options_the_page_fixes(html: tuple[Path, str]) -> None:
    text = page(html, "game")
    assert 'id="rv-game-1" data-rv-kind="game" data-rv-key="awari"' in text
    assert 'id="rv-game-2" data-rv-kind="game" data-rv-key="zapiti;opts=players:4"' in text
    assert "rv-widgets.js" in text


def test_a_position_is_a_static_figure_with_no_runtime(html: tuple[Path, str]) -> None:
    text = page(html, "board")
    figure = section(text)
    assert figure.startswith('<div class="rv-widget rv-figure"><div class="rv-mancala"')
    assert "disabled" in figure and "rv-marked" not in figure
    assert "rv-widgets.css" in text and "rv-widgets.js" not in text


def test_marks_and_options_of_a_position(html: tuple[Path, str]) -> None:
    marked = section(page(html, "mark"))
    assert len(re.findall(r'class="rv-hole[^"]*rv-marked', marked)) == 2
    assert re.search(r'class="rv-hole[^"]*rv-marked[^"]*" data-rv-action="D"', marked)
    assert section(page(html, "options")).startswith(
        '<div class="rv-widget rv-figure"><div class="rv-mancala"'
    )


def test_reveal_is_a_flag_or_yes_or_no(html: tuple[Path, str]) -> None:
    backs = {
        name: section(page(html, name)).count("rv-back")
        for name in ("hidden", "reveal", "reveal-yes", "reveal-no")
    }
    assert backs["hidden"] > 0
    assert backs["reveal"] == backs["reveal-yes"] < backs["hidden"]
    assert backs["reveal-no"] == backs["hidden"]


def test_part_draws_one_part_of_the_board(html: tuple[Path, str]) -> None:
    figure = section(page(html, "part"))
    assert 'class="rv-score"' in figure and "rv-card" not in figure


@pytest.mark.parametrize("name", list(BAD))
def test_bad_input_fails_with_file_line_and_reason(html: tuple[Path, str], name: str) -> None:
    warnings = html[1]
    reported = [block for block in re.split(r"\n(?=\S)", warnings) if f"{name}.md:" in block]
    assert reported, f"no error for {name}.md in:\n{warnings}"
    assert re.search(rf"{re.escape(name)}\.md:[56]: (ERROR|WARNING|CRITICAL)", reported[0]), reported[0]
    assert BAD[name][1] in reported[0], reported[0]


def test_good_pages_build_without_a_warning(html: tuple[Path, str]) -> None:
    for name in ("index", *GOOD):
        assert f"/{name}.md:" not in html[1]


def test_other_builders_leave_the_widgets_out(tmp_path: Path) -> None:
    write_project(tmp_path, {name: GOOD[name] for name in ("example", "board")})
    warnings = StringIO()
    app = SphinxTestApp("text", srcdir=tmp_path, warning=warnings)
    try:
        app.build()
    finally:
        app.cleanup()
    # (a second app in one process re-registers Sphinx's own nodes, and says so: not ours)
    assert ".md:" not in warnings.getvalue(), warnings.getvalue()
    for name in ("example", "board"):
        text = (Path(app.outdir) / f"{name}.txt").read_text(encoding="utf-8")
        assert "<" not in text and "rv-" not in text


def test_a_set_link_opens_the_page_of_sets_with_its_examples(html: tuple[Path, str]) -> None:
    assert '<a class="reference external" href="ejercicios.html#set=1&amp;e=awari.siembra&amp;e=awari.captura">' \
        'el billete</a>' in page(html, "ticket")
    assert 'href="../ejercicios.html#set=1&amp;e=mbau.relevo"' in page(html, "deep/ticket")


def test_a_course_maps_its_stages_and_ends_on_a_first_game(html: tuple[Path, str]) -> None:
    text = page(html, "learn/aprende")
    found = re.search(r'<nav class="rv-course-map" data-rv-course-map="" aria-label="Las etapas del curso">'
                      r"<ul>(.*?)</ul></nav>", text)
    assert found, "no course map"
    stages = re.findall(r'<li data-rv-keys="([^"]*)"><a href="#([^"]+)">([^<]+)</a>', found.group(1))
    assert stages == [("awari.siembra awari.tablero", "sembrar", "1. Sembrar"),
                      ("awari.captura", "capturar", "2. Capturar"), ("", "tu-partida", "3. Tu partida")]
    assert '<p class="rv-course-game"><a class="rv-button" href="partida.html#partida=awari&amp;modo=bot' \
        '&amp;nivel=random">Empieza tu primera partida →</a></p>' in text


def test_a_course_counts_the_words_read_before_each_action() -> None:
    from docutils import nodes
    from docutils.frontend import get_default_settings
    from docutils.utils import new_document

    from reglas_sphinx.directives import live_widget
    from reglas_sphinx.directives.course_map import course_game, course_map, words_before_actions

    doc = new_document("<test>", get_default_settings())
    heading = nodes.section("", nodes.title("", "Un título que no cuenta"))
    doc += [nodes.paragraph("", "uno dos tres"), course_map(stages=[]), heading]
    heading += [nodes.paragraph("", "cuatro cinco"), live_widget(kind="example", key="awari.victoria"),
                nodes.paragraph("", "ocho"), live_widget(kind="practice", key="zapiti.practica.valor",
                                                         goal="Un objetivo de cinco palabras"),
                nodes.paragraph("", "seis siete"), course_game(docname="partida", game="awari", level="random")]
    goal = "Tienes 22 semillas en tu almacén. Gana la partida con una sola jugada."
    # A practice's goal is its first exercise's, as the page shows it (the directive keeps it).
    assert [(n.get("key", n.get("game")), words) for n, words in words_before_actions(doc, "es")] == [
        ("awari.victoria", 5 + len(goal.split())), ("zapiti.practica.valor", 1 + 5), ("awari", 2)]
