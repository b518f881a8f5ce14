"""The class loop as a class lives it: `make class` (reglas_sphinx.clase) on a free port, the teacher's
page making a class and giving out a set, two pupils on two devices finishing different exercises,
their rows in the teacher's table and in the CSV, and again after a restart; the same set on a
static host, where a pupil's result code reaches the teacher's board; and the set printed as a
compact worksheet and answer key."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.browser.conftest import LOAD_TIMEOUT_MS, ROOT, axe, wait_hydrated, wait_idle
from tests.browser.test_classroom import pdf_text

SET = "set=1&titulo=Repaso&e=awari.siembra&e=zapiti.mesa&e=awari.doce"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_class(port: int, database: Path) -> subprocess.Popen[bytes]:
    """`make class`'s command, as a process of its own, until it answers."""
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'site'}", "LANG": "es_ES.UTF-8"}
    server = subprocess.Popen([sys.executable, "-m", "reglas_sphinx.clase", "--port", str(port), "--db", str(database)],
                              env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/clase/", timeout=1).read()
            return server
        except OSError:
            if server.poll() is not None:
                raise RuntimeError(server.stdout.read().decode() if server.stdout else "the server stopped") from None
            subprocess.run(["sleep", "0.1"], check=True)
    raise RuntimeError("make class did not answer")


class Classroom:
    """`make class` on a free port with its database, which a test may restart."""

    def __init__(self, database: Path) -> None:
        self.port, self.database = free_port(), database
        self.server = start_class(self.port, database)

    def restart(self) -> None:
        self.stop()
        self.server = start_class(self.port, self.database)

    def stop(self) -> None:
        self.server.terminate()
        self.server.wait(10)


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    running = Classroom(tmp_path / "clase.sqlite3")
    yield running
    running.stop()


def solve(page, exercise) -> None:  # type: ignore[no-untyped-def]
    """Plays the solution of the set's exercise ``exercise`` (a move, or the question's answer)."""
    from engine.lessons import scenario

    key = exercise.get_attribute("data-rv-key")
    for step in scenario.get(key).solution:
        target = f'[data-rv-answer="{step[1:]}"]' if step.startswith("?") else f'[data-rv-action="{step}"]'
        exercise.locator(target).first.click()
        wait_idle(page, exercise)


def test_two_pupils_results_reach_the_teacher_and_survive_a_restart(browser, classroom: Classroom) -> None:  # type: ignore[no-untyped-def]
    base = f"http://127.0.0.1:{classroom.port}"
    teacher = browser.new_page()
    teacher.goto(f"{base}/clase/?lang=es")
    teacher.fill("input[name=nombre]", "4º <b>A</b>")
    teacher.click("form:has(input[name=nombre]) button")
    assert "Clase creada: su código es" in teacher.locator(".rv-notice").inner_text()
    teacher.fill("input[name=enlace]", f"{base}/es/ejercicios.html#{SET}")
    teacher.click("form:has(input[name=enlace]) button")
    link = teacher.locator("section code").first.inner_text()
    assert link.startswith("http://") and "#set=1&" in link and "&clase=" in link
    assert teacher.locator("svg.rv-qr").count() == 1 and "4º <b>A</b>" in teacher.locator("h2").last.inner_text()
    pupil_link = re.sub(r"^http://[^/]+", base, link)  # the tests' browser reaches the loopback

    for name, number in (("Ana", 1), ("Luis", 2)):
        context = browser.new_context()
        pupil = context.new_page()
        pupil.goto(pupil_link)
        pupil.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 3",
                                timeout=LOAD_TIMEOUT_MS)
        wait_hydrated(pupil)
        assert "Clase " in pupil.locator(".rv-set-class").inner_text()
        pupil.fill(".rv-set-name", name)
        pupil.locator(".rv-set-name").press("Tab")
        solve(pupil, pupil.locator(".rv-set-items .rv-widget[data-rv-kind]").nth(number - 1))
        pupil.wait_for_function("n => document.querySelector('.rv-set-sent')?.textContent.includes('ejercicio ' + n)",
                                arg=number, timeout=LOAD_TIMEOUT_MS)
        context.close()

    code = re.search(r"código (\w{6})", teacher.locator("h2").last.inner_text()).group(1)
    for moment in ("now", "after a restart"):
        if moment != "now":
            classroom.restart()
        teacher.reload()
        table = teacher.locator(".rv-class-table")
        assert table.locator("tbody tr").count() == 2, moment
        rows = {row.locator("th").inner_text(): row for row in table.locator("tbody tr").all()}
        assert rows["Ana"].locator("td").nth(0).locator("span").get_attribute("aria-label").endswith("estrellas")
        assert rows["Luis"].locator("td").nth(1).locator("span").get_attribute("aria-label").endswith("estrellas")
        assert rows["Ana"].locator("td").nth(1).inner_text() == "–"
        csv = teacher.request.get(f"{base}/clase/resultados.csv?clase={code}").text()
        assert csv.count("\n") == 3 and ",Ana,1," in csv and ",Luis,2," in csv, csv
    teacher.close()


def test_a_result_code_reaches_the_teachers_board_on_a_static_host(browser, site_url: str) -> None:  # type: ignore[no-untyped-def]
    pupil = browser.new_page()
    pupil.goto(f"{site_url}/es/ejercicios.html#{SET}")
    pupil.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 3", timeout=LOAD_TIMEOUT_MS)
    wait_hydrated(pupil)
    pupil.fill(".rv-set-name", "Marta")
    exercises = pupil.locator(".rv-set-items .rv-widget[data-rv-kind]")
    solve(pupil, exercises.nth(0))
    solve(pupil, exercises.nth(1))
    pupil.click(".rv-set-code-button")
    pupil.wait_for_function("() => document.querySelector('.rv-set-code code')", timeout=LOAD_TIMEOUT_MS)
    code = pupil.locator(".rv-set-code code").inner_text()
    assert code.startswith("RV1-")
    # The printed set: the compact worksheet has each exercise's goal, board and room to answer.
    pupil.evaluate("document.documentElement.classList.add('rv-worksheet')")
    sheet = re.sub(r"\s+", " ", pdf_text(pupil.pdf(format="A4")))
    assert sheet.count("Tu respuesta:") == 3 and sheet.count("Objetivo:") >= 2 and "Deshacer" not in sheet
    assert "Marta" not in sheet and "Ver mi código" not in sheet
    pupil.evaluate("document.documentElement.classList.add('rv-answer-key')")
    key = re.sub(r"\s+", " ", pdf_text(pupil.pdf(format="A4")))
    assert "respuesta: cuatro de bastos" in key and "4b" not in key
    pupil.close()

    teacher = browser.new_page()
    teacher.goto(f"{site_url}/es/clase.html")
    wait_hydrated(teacher)
    board = teacher.locator(".rv-widget[data-rv-kind=class]")
    teacher.fill(".rv-class-form[data-rv-class-op=add-set] input", f"https://example.org/es/ejercicios.html#{SET}")
    teacher.locator(".rv-class-form[data-rv-class-op=add-set] button").click()
    wait_idle(teacher, board)
    teacher.fill(".rv-class-form[data-rv-class-op=add-code] input", code[:-1] + ("0" if code[-1] != "0" else "1"))
    teacher.locator(".rv-class-form[data-rv-class-op=add-code] button").click()
    wait_idle(teacher, board)
    assert "letra cambiada" in board.locator(".rv-class-status").inner_text()
    teacher.fill(".rv-class-form[data-rv-class-op=add-code] input", code)
    teacher.locator(".rv-class-form[data-rv-class-op=add-code] button").click()
    wait_idle(teacher, board)
    assert "Código de Marta guardado: 2 ejercicios terminados." in board.locator(".rv-class-status").inner_text()
    assert board.locator(".rv-class-table tbody tr th").all_inner_texts() == ["Marta"]
    teacher.reload()  # kept in this browser
    wait_hydrated(teacher)
    assert teacher.locator(".rv-class-table tbody tr th").all_inner_texts() == ["Marta"]
    teacher.close()


CAPTURE = "awari;seed=1;moves=A c C"  # south to move; "b" captures two seeds


def test_the_teacher_orders_the_set_and_gives_a_pasted_position_a_goal(browser, site_url: str) -> None:  # type: ignore[no-untyped-def]
    from engine.i18n import Msg
    from engine.lessons import scenario
    from engine.table import qr
    from tests.engine.test_qr import modules

    title = {key: Msg(scenario.get(key).title).text("es") for key in ("awari.siembra", "zapiti.mesa", "awari.captura")}
    teacher = browser.new_page()
    teacher.goto(f"{site_url}/es/ejercicios.html")
    wait_hydrated(teacher)
    form = teacher.locator(".rv-set-form")
    # The picker says what each example is about: its rule (number and section) and its goal.
    form.locator("summary", has_text="Awari").click()
    siembra = form.locator("li", has=teacher.locator('[data-rv-pick="awari.siembra"]'))
    assert "Regla " in siembra.locator(".rv-set-pick-rule").inner_text()
    assert siembra.locator(".rv-set-pick-goal").inner_text() == Msg(scenario.get("awari.siembra").goal.text).text("es")
    # Chosen in the teacher's order, not the page's: Siembra, then Zápiti's, then Captura.
    form.locator('[data-rv-pick="awari.siembra"]').check()
    form.locator("summary", has_text="Zápiti").click()
    form.locator('[data-rv-pick="zapiti.mesa"]').check()
    form.locator('[data-rv-pick="awari.captura"]').check()
    form.locator("textarea").fill(f"{site_url}/es/awari/reglas.html#partida={quote(CAPTURE)}&modo=bot")
    form.locator("[data-rv-add-positions]").click()
    order = form.locator(".rv-set-order-title")
    assert order.all_inner_texts() == [title["awari.siembra"], title["zapiti.mesa"], title["awari.captura"], "Posición de Awari"]
    assert "4 elegidos" in form.locator(".rv-set-chosen").inner_text()

    # A goal the engine refuses is said in place, and no link is given.
    position = form.locator(".rv-set-order-item").nth(3)
    position.locator("[data-rv-goal-kind]").select_option("baza")
    position.locator("[data-rv-goal-value]").fill("3e")
    form.locator("button[type=submit]").click()
    teacher.wait_for_function("() => document.querySelector('.rv-set-out [role=alert]')", timeout=LOAD_TIMEOUT_MS)
    assert "es para los juegos de cartas" in form.locator(".rv-set-out").inner_text()
    assert form.locator("[data-rv-link]").count() == 0
    position.locator("[data-rv-goal-kind]").select_option("gana")
    position.locator("[data-rv-goal-value]").fill("2")

    # Reordered with the keyboard: the position up twice, the focus following it, each move announced.
    position.locator('[data-rv-order="up"]').focus()
    teacher.keyboard.press("Enter")
    assert "es ahora el ejercicio 3 de 4" in form.locator(".rv-set-said").inner_text()
    assert teacher.evaluate("document.activeElement.dataset.rvOrder") == "up"
    teacher.keyboard.press("Enter")
    assert order.all_inner_texts() == [title["awari.siembra"], "Posición de Awari", title["zapiti.mesa"], title["awari.captura"]]
    assert "es ahora el ejercicio 2 de 4" in form.locator(".rv-set-said").inner_text()
    assert form.locator('.rv-set-order-item').first.locator('[data-rv-order="up"]').is_disabled()
    # Removed: out of the list, its box unticked, said.
    form.locator(".rv-set-order-item").nth(2).locator('[data-rv-order="remove"]').click()
    assert not form.locator('[data-rv-pick="zapiti.mesa"]').is_checked()
    assert "ya no está en la serie" in form.locator(".rv-set-said").inner_text()
    assert "3 elegidos" in form.locator(".rv-set-chosen").inner_text()

    form.locator("button[type=submit]").click()
    teacher.wait_for_function("() => document.querySelector('.rv-set-out [data-rv-link]')", timeout=LOAD_TIMEOUT_MS)
    link = form.locator("[data-rv-link]").input_value()
    fields = [part.split("=")[0] for part in link.partition("#")[2].split("&")]
    assert fields == ["set", "e", "p", "g", "e"] and "g=gana%3A2" in link
    assert form.locator(".rv-set-link-qr svg.rv-qr").count() == 1
    assert axe(teacher) == {}, "the maker, its ordered list, goals and QR code are accessible"
    teacher.close()

    # The pupil: the exercises in the teacher's order, numbered by their titles; the position's goal.
    pupil = browser.new_page()
    pupil.goto(link)
    pupil.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 3", timeout=LOAD_TIMEOUT_MS)
    wait_hydrated(pupil)
    assert pupil.locator(".rv-set-heading").all_inner_texts() == [
        f"1. {title['awari.siembra']}", "2. Una posición de Awari", f"3. {title['awari.captura']}"]
    posed = pupil.locator(".rv-set-items .rv-widget[data-rv-kind]").nth(1)
    assert "Gana al menos 2 semillas con una jugada." in posed.locator(".rv-goal").inner_text()
    posed.locator('[data-rv-action="b"]').first.click()
    wait_idle(pupil, posed)
    assert "rv-done" in (posed.get_attribute("class") or "")
    # The result code, and its QR: the class page's address with the code, said in its text alternative.
    pupil.fill(".rv-set-name", "Marta")
    pupil.click(".rv-set-code-button")
    pupil.wait_for_function("() => document.querySelector('.rv-set-code svg.rv-qr')", timeout=LOAD_TIMEOUT_MS)
    code = pupil.locator(".rv-set-code code").inner_text()
    picture = pupil.locator(".rv-set-code svg.rv-qr")
    assert code in (picture.get_attribute("aria-label") or "")
    scanned = f"{site_url}/es/clase.html#rv={code}"
    assert modules(picture.evaluate("svg => svg.outerHTML")) == qr.encode(scanned.encode())
    assert axe(pupil) == {}
    pupil.close()

    # The teacher scans it: the class page adds the code it opens with (once the set is known), and
    # refuses an altered one, saying so.
    teachers = browser.new_context()
    board_page = teachers.new_page()
    board_page.goto(f"{site_url}/es/clase.html")
    wait_hydrated(board_page)
    board = board_page.locator(".rv-widget[data-rv-kind=class]")
    board_page.fill(".rv-class-form[data-rv-class-op=add-set] input", link)
    board_page.locator(".rv-class-form[data-rv-class-op=add-set] button").click()
    wait_idle(board_page, board)
    altered = code[:-1] + ("0" if code[-1] != "0" else "1")
    for opened, said in ((altered, "letra cambiada"), (code, "Código de Marta guardado: 1 ejercicio terminado.")):
        board_page.goto(f"{site_url}/es/clase.html#rv={opened}")
        board_page.wait_for_function("said => document.querySelector('.rv-class-status')?.textContent.includes(said)",
                                     arg=said, timeout=LOAD_TIMEOUT_MS)
        assert "#rv=" not in board_page.evaluate("location.href")
    assert board.locator(".rv-class-table tbody tr th").all_inner_texts() == ["Marta"]
    scanned_page = teachers.new_page()  # the QR code opens a new page in the teacher's browser
    board_page.close()
    scanned_page.goto(scanned)
    scanned_page.wait_for_function("() => document.querySelector('.rv-class-status')?.textContent.includes('Marta')",
                                   timeout=LOAD_TIMEOUT_MS)
    assert scanned_page.locator(".rv-class-table tbody tr th").all_inner_texts() == ["Marta"]
    teachers.close()


def test_a_malformed_goal_in_a_set_link_is_said_in_place(browser, site_url: str) -> None:  # type: ignore[no-untyped-def]
    page = browser.new_page()
    page.goto(f"{site_url}/es/ejercicios.html#set=1&e=awari.siembra&p={quote(CAPTURE)}&g=gana%3A9&g=%3Cb%3E")
    page.wait_for_function("() => document.querySelectorAll('.rv-set-items > li').length === 1", timeout=LOAD_TIMEOUT_MS)
    notices = page.locator(".rv-set-notices li").all_inner_texts()
    assert "ninguna jugada de esta posición gana 9 semillas de una vez" in notices[0]
    assert "no va detrás de una posición" in notices[1] and "<b>" in notices[1]
    assert page.locator(".rv-set-notices b").count() == 0
    page.close()
