"""Takes class-table.png and compact-sheet.png (see README.md) from the built site.

* class-table.png: `make class` on a free port with a fresh class book, a set of three exercises,
  two pupils' results (one of them with a wrong answer on the way, twice), the teacher's page;
* compact-sheet.png: the first page of Awari's rules printed as the compact worksheet (print media
  emulated, html.rv-worksheet), without the browser's Python.

Run: ``python docs/screenshots/class_shots.py`` (needs ``make html``).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]
HERE = Path(__file__).resolve().parent
SET = "set=1&titulo=Repaso+de+capturas&e=awari.siembra&e=zapiti.mesa&e=awari.captura"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def class_book(database: Path) -> str:
    """A class with the set and two pupils' results; its code."""
    from reglas_sphinx.clase.book import ClassBook

    book = ClassBook(database)
    code = book.new_class("4º A")
    key = book.add_set(code, SET)
    for n, (pupil, exercise, stars, wrong) in enumerate([
            ("Ana", 1, 3, []), ("Ana", 2, 1, ["cinco de copas"]), ("Ana", 3, 2, []),
            ("Luis", 1, 3, []), ("Luis", 2, 2, ["cinco de copas"]), ("Luis", 3, 1, [])]):
        book.record({"id": f"shot-{n}-result", "class": code, "set": key, "pupil": pupil, "exercise": exercise,
                     "stars": stars, "tries": 2, "hints": 0, "seconds": 30, "wrong": wrong})
    book.close()
    return code


def main() -> None:
    from playwright.sync_api import sync_playwright

    from reglas_sphinx import serve

    folder = Path(tempfile.mkdtemp())
    code = class_book(folder / "clase.sqlite3")
    port = free_port()
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'site'}"}
    server = subprocess.Popen([sys.executable, "-m", "reglas_sphinx.clase", "--port", str(port), "--db",
                               str(folder / "clase.sqlite3")], env=env, cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    site = serve.start(ROOT / "build" / "html")
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/clase/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.2)
        with sync_playwright() as play:
            browser = play.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1000, "height": 700})
            page.goto(f"http://127.0.0.1:{port}/clase/?clase={code}&lang=es")
            table = page.locator("section").filter(has=page.locator(".rv-class-table")).first
            table.screenshot(path=str(HERE / "class-table.png"))
            page = browser.new_page(viewport={"width": 800, "height": 1131})  # an A4 page's proportions
            page.route("**/_runtime/**", lambda route: route.abort())
            page.goto(f"http://127.0.0.1:{site.server_address[1]}/es/awari/reglas.html")
            page.evaluate("""() => {
                window.dispatchEvent(new Event('beforeprint'));  // the sheets are built when printing
                document.documentElement.classList.add('rv-worksheet');
            }""")
            page.emulate_media(media="print")
            page.screenshot(path=str(HERE / "compact-sheet.png"))
            browser.close()
    finally:
        server.terminate()
        server.wait(10)
        site.shutdown()
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
