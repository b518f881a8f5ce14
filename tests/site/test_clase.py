"""The class loop: result codes (engine.lessons.results), the class book in SQLite
(reglas_sphinx.clase.book) and the class server's routes (reglas_sphinx.clase.server)."""

from __future__ import annotations

import hashlib
import http.client
import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest

from engine.lessons import results
from engine.rules.errors import NotationError
from reglas_sphinx import serve
from reglas_sphinx.clase import book as classbook
from reglas_sphinx.clase import server as classserver
from reglas_sphinx.clase.book import ClassBook, Refused, Unavailable

SET = "set=1&titulo=Repaso&e=awari.captura&e=awari.siembra&e=awari.tablero"
OTHER = "set=1&e=mbau.relevo"


# ---- result codes --------------------------------------------------------------------------------
def test_codes_read_back_whatever_the_name_and_the_stars() -> None:
    rng = random.Random(4)
    key = results.set_key(SET)
    for _ in range(300):
        size = rng.randint(1, 40)
        stars = tuple(rng.choice((None, 0, 1, 2, 3)) for _ in range(size))
        name = "".join(rng.choice("aábcñ ZÜ-'ø漢") for _ in range(rng.randint(1, 50))).strip() or "x"
        found = results.decode_code(results.encode_code(name, key, stars))
        assert found == results.CodeResult(results.clean_name(name), key, stars)


def test_a_code_with_any_letter_changed_or_missing_is_refused() -> None:
    code = results.encode_code("Ana", results.set_key(SET), (3, None, 1))
    letters = [i for i, c in enumerate(code) if c != "-" and i >= len(results.PREFIX)]
    for i in letters:
        for other in "07AZ":
            if other != code[i]:
                with pytest.raises(NotationError):
                    results.decode_code(code[:i] + other + code[i + 1:])
        with pytest.raises(NotationError):
            results.decode_code(code[:i] + code[i + 1:])


@pytest.mark.parametrize("text, said", [
    ("", "the code is empty"), ("   ", "the code is empty"), ("RV1-" + "A" * 400, "too long"),
    ("XYZ-1234", "not a result code"), ("RV1-<script>", "“<”"), ("RV1-AB\x00C", "'\\x00'"),
    ("RV1", "a letter was changed or is missing"), ("RV1-0000-0000-0000-0000", "a letter was changed"),
])
def test_any_text_that_is_no_code_gets_a_clear_message(text: str, said: str) -> None:
    with pytest.raises(NotationError) as info:
        results.decode_code(text)
    assert said in info.value.text("en") and info.value.text("es") != info.value.text("en")


def test_a_set_has_one_key_however_its_link_is_written() -> None:
    assert results.set_key(SET) == results.set_key("#" + SET.replace("Repaso", "Repas%6F"))
    assert results.set_key(SET) != results.set_key(OTHER)
    with pytest.raises(NotationError):
        results.set_key("set=1")


# ---- the class book -------------------------------------------------------------------------------
@pytest.fixture
def book(tmp_path: Path) -> Iterator[ClassBook]:
    found = ClassBook(tmp_path / "clase.sqlite3")
    yield found
    found.close()


def result(code: str, key: str, pupil: str, exercise: int, stars: int, **more: object) -> dict[str, object]:
    ident = hashlib.sha256(f"{pupil}-{exercise}-{stars}-{more.get('n', 0)}".encode()).hexdigest()[:16]
    return {"id": f"r-{ident}", "class": code,
            "set": key, "pupil": pupil, "exercise": exercise, "stars": stars, "tries": more.get("tries", 1),
            "hints": 0, "seconds": 12.5, "wrong": more.get("wrong", [])}


def test_results_make_the_class_table_and_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "clase.sqlite3"
    first = ClassBook(path)
    code = first.new_class("3º B")
    key = first.add_set(code, f"http://192.168.1.5:8000/es/ejercicios.html#{SET}")
    assert first.record(result(code, key, "Ana", 1, 3))
    assert not first.record(result(code, key, "Ana", 1, 3)), "the same result posted twice is kept once"
    first.record(result(code, key, "Luis", 2, 1, tries=6, wrong=["b", "b"]))
    first.record(result(code, key, "Luis", 2, 2, n=1, tries=2, wrong=["b"]))
    first.record(result(code, key, "Ana", 2, 1, tries=4, wrong=["c"]))
    first.close()
    again = ClassBook(path)
    table = again.table(code, key)
    assert table.title == "Repaso" and table.size == 3
    assert table.pupils == {"Ana": [3, 1, None], "Luis": [None, 2, None]}
    assert table.tries == {"Ana": [1, 4, 0], "Luis": [0, 8, 0]}
    assert table.hardest == 2 and table.wrong == {2: ("b", 3)}
    assert again.classes() == [(code, "3º B")] and again.sets(code)[0][0] == key
    rows = again.csv(code).splitlines()
    assert rows[0].startswith("class,set,set_title,pupil,exercise,stars") and len(rows) == 5
    again.close()


def test_sets_and_classes_stay_apart(book: ClassBook) -> None:
    one, two = book.new_class("A"), book.new_class("B")
    key = book.add_set(one, SET)
    other = book.add_set(two, OTHER)
    book.record(result(one, key, "Ana", 1, 3))
    with pytest.raises(Refused):
        book.record(result(two, key, "Ana", 1, 3))  # the set is not one of B's
    book.record(result(two, other, "Eva", 1, 2))
    assert list(book.table(one, key).pupils) == ["Ana"] and list(book.table(two, other).pupils) == ["Eva"]
    assert "Eva" not in book.csv(one)


@pytest.mark.parametrize("change, said", [
    ({"class": "ZZZZZZ"}, "there is no class with that code"), ({"set": "0123456789"}, "not one of this class"),
    ({"exercise": 4}, "the exercise number is not a valid number (from 1 to 3)"), ({"exercise": 0}, "from 1 to 3"),
    ({"stars": 4}, "the stars is not a valid number"), ({"stars": True}, "the stars"), ({"stars": "3"}, "the stars"),
    ({"tries": -1}, "the moves tried"), ({"seconds": float("nan")}, "the time"), ({"pupil": "  \n"}, "write your name"),
    ({"id": "<x>"}, "no valid identifier"), ({"wrong": "b"}, "wrong answers"), ({"wrong": [1]}, "wrong answers"),
])
def test_impossible_results_are_refused(book: ClassBook, change: dict[str, object], said: str) -> None:
    code = book.new_class("A")
    key = book.add_set(code, SET)
    with pytest.raises(Refused) as info:
        book.record({**result(code, key, "Ana", 1, 3), **change})
    assert said in info.value.message.text("en")
    assert book.table(code, key).pupils == {}


def test_result_codes_are_kept_once_and_an_altered_one_is_refused(book: ClassBook) -> None:
    code = book.new_class("A")
    key = book.add_set(code, SET)
    text = results.encode_code("Marta", key, (2, None, 3))
    assert book.record_code(code, text).pupil == "Marta"
    book.record_code(code, text.lower())
    assert book.table(code, key).pupils == {"Marta": [2, None, 3]}
    with pytest.raises(Refused):
        book.record_code(code, text[:-2] + ("00" if text[-2:] != "00" else "11"))
    with pytest.raises(Refused):
        book.record_code(code, results.encode_code("Marta", results.set_key(OTHER), (1,)))
    with pytest.raises(Refused):
        book.record_code(code, results.encode_code("Marta", key, (1, 1)))  # a set of two is another set


def test_a_locked_database_is_said_and_the_lesson_goes_on(book: ClassBook) -> None:
    code = book.new_class("A")
    key = book.add_set(code, SET)
    holder = sqlite3.connect(book.path, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    with pytest.raises(Unavailable):
        book.record(result(code, key, "Ana", 1, 3))
    assert book.failures == 1 and "locked" in book.last_failure
    holder.rollback()
    holder.close()
    assert book.record(result(code, key, "Ana", 1, 3))


def test_a_spreadsheet_never_runs_a_name_as_a_formula(book: ClassBook) -> None:
    code = book.new_class("A")
    key = book.add_set(code, SET)
    book.record(result(code, key, "=HYPERLINK(1)", 1, 3))
    assert "'=HYPERLINK(1)" in book.csv(code)


# ---- the class server --------------------------------------------------------------------------------
@pytest.fixture
def server(tmp_path: Path, book: ClassBook) -> Iterator[serve.Server]:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html><title>x</title>", encoding="utf-8")
    handler = type("Handler", (classserver.ClassHandler,), {"book": book})
    running = serve.start(site, handler=handler)
    yield running
    running.shutdown()
    running.server_close()


def ask(server: serve.Server, method: str, path: str, body: bytes = b"",
        **headers: str) -> tuple[int, dict[str, str], str]:
    connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    connection.request(method, path, body=body or None, headers={k.replace("_", "-"): v for k, v in headers.items()})
    response = connection.getresponse()
    text = response.read().decode()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, text


def test_the_teacher_makes_a_class_adds_a_set_and_sees_the_pupils(server: serve.Server, book: ClassBook) -> None:
    form = {"accion": "clase", "clase": "", "nombre": "4º A"}
    status, _, page = ask(server, "POST", "/clase/?lang=en", urlencode(form).encode(),
                          Content_Type="application/x-www-form-urlencoded")
    assert status == 200 and "Class created: its code is" in page
    code = book.classes()[0][0]
    status, _, page = ask(server, "POST", "/clase/", urlencode({"accion": "serie", "clase": code,
                                                                "enlace": "#" + SET}).encode())
    assert status == 200 and f"ejercicios.html#{SET.replace('&', '&amp;')}&amp;clase={code}" in page
    assert "<svg" in page, "the set's link as a QR code for the projector"
    key = results.set_key(SET)
    pupil = result(code, key, "<b>Ana</b>", 2, 3, wrong=["<i>b</i>"])
    status, _, answer = ask(server, "POST", "/clase/api/resultado", json.dumps(pupil).encode(),
                            Content_Type="application/json")
    assert status == 200 and json.loads(answer) == {"ok": True, "new": True}
    status, _, answer = ask(server, "POST", "/clase/api/resultado", json.dumps(pupil).encode())
    assert json.loads(answer) == {"ok": True, "new": False}
    status, _, page = ask(server, "GET", f"/clase/?clase={code}&lang=es")
    assert "&lt;b&gt;Ana&lt;/b&gt;" in page and "<b>Ana" not in page, "a name is text, never markup"
    assert 'aria-label="3 estrellas"' in page and "El ejercicio más difícil: el 2." in page
    status, _, table = ask(server, "GET", f"/clase/tabla?clase={code}&serie={key}&lang=en")
    assert status == 200 and "3 stars" in table and "&lt;i&gt;b&lt;/i&gt;" in table
    status, headers, text = ask(server, "GET", f"/clase/resultados.csv?clase={code}")
    assert status == 200 and headers["content-type"].startswith("text/csv") and "<b>Ana</b>" in text
    status, headers, script = ask(server, "GET", "/clase/clase.js")
    assert status == 200 and "data-rv-table" in script


def test_the_server_refuses_what_a_pupil_or_a_stranger_should_not_send(server: serve.Server,
                                                                        book: ClassBook) -> None:
    code = book.new_class("A")
    key = book.add_set(code, SET)
    status, _, answer = ask(server, "POST", "/clase/api/resultado", b"{not json")
    assert status == 400 and "not JSON" in answer
    status, _, answer = ask(server, "POST", "/clase/api/resultado", json.dumps(result(code, key, "Ana", 9, 3)).encode())
    assert status == 400 and "exercise number" in answer
    assert ask(server, "POST", "/clase/api/resultado", b"x" * (classserver.MAX_BODY + 1))[0] == 413
    assert ask(server, "POST", "/clase/otra", b"{}")[0] == 404
    form = urlencode({"accion": "clase", "nombre": "X"}).encode()
    assert ask(server, "POST", "/clase/", form, Origin="http://evil.example")[0] == 403
    status, _, page = ask(server, "POST", "/clase/?lang=en", urlencode({"accion": "codigo", "clase": code,
                                                                         "codigo": "RV1-BAD"}).encode())
    assert status == 200 and 'role="alert"' in page and "not valid" in page
    assert [c for c, _ in book.classes()] == [code]


def test_only_this_computer_sees_the_class() -> None:
    own = ["192.168.1.5"]
    assert classserver.is_local("127.0.0.1", own) and classserver.is_local("::1", own)
    assert classserver.is_local("192.168.1.5", own) and classserver.is_local("::ffff:192.168.1.5", own)
    assert not classserver.is_local("192.168.1.23", own) and not classserver.is_local("10.0.0.2", [])


def test_the_book_limits_are_finite() -> None:
    assert classbook.MAX_RESULTS > 30 * 40 * 10 and classbook.MAX_TRIES > 100


# ---- the class board of a static host (widget kind "class", through the browser bridge) ----------
def test_the_board_of_a_static_host_reads_codes_into_the_same_table() -> None:
    from tests.site.bridge import call

    key = results.set_key(SET)
    reply = call(op="init", id="c", kind="class", lang="en", sets=[], codes=[])
    assert "Add the link of each set" in reply["html"] and reply["store"] == {"sets": [], "codes": []}
    early = call(op="add-code", id="c", text=results.encode_code("Ana", key, (3, None, 1)))
    assert early["message"] == "that code is of a set that is not on this page: add its link first"
    call(op="add-set", id="c", text=f"https://example.org/es/ejercicios.html#{SET}")
    said = call(op="add-code", id="c", text=results.encode_code("Ana", key, (3, None, 1)))["message"]
    assert said == "Ana's code saved: 2 exercises finished."
    call(op="add-code", id="c", text=results.encode_code("<b>Luis</b>", key, (1, 2, None)).lower())
    reply = call(op="add-code", id="c", text=results.encode_code("Ana", key, (3, 2, 1)))  # a later code replaces
    assert 'aria-label="2 stars"' in reply["html"] and "&lt;b&gt;Luis&lt;/b&gt;" in reply["html"]
    assert "<b>Luis" not in reply["html"] and "The hardest exercise: number 3." in reply["html"]
    assert len(reply["store"]["codes"]) == 2 and reply["csv"].count("\n") == 6
    altered = call(op="add-code", id="c", text=reply["store"]["codes"][0][:-1] + "Z")
    assert "a letter was changed or is missing" in altered["message"] or "not valid" in altered["message"]
    again = call(op="init", id="d", kind="class", lang="es", sets=reply["store"]["sets"],
                 codes=[*reply["store"]["codes"], "RV1-ROTO", 7])
    assert "Se han descartado 2 datos guardados" in again["html"] and len(again["store"]["codes"]) == 2
    assert call(op="init", id="e", kind="class", lang="en", sets="nope", codes=None)["store"]["sets"] == []
    assert call(op="frobnicate", id="c") == {"error": "the class page has no operation “frobnicate”"}
    cleared = call(op="remove-set", id="c", text=key)
    assert cleared["store"] == {"sets": [], "codes": []}
