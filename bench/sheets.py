"""Printed A4 pages of each game's rules pages: the whole page as the browser prints it, the compact
worksheet and its answer key (what the toolbar's two print buttons give: ``html.rv-worksheet``, with
``rv-answer-key``), counted in the PDF Chromium prints of each page (``page.pdf(format="A4")``).

Every rules page with live examples counts (a game's pages added up); the browser's Python is not
started (the sheets are the build's HTML, laid out by ``rv-classroom.js`` when the page prints).

Run: ``python bench/sheets.py [BUILD_DIR] [--lang es]`` (default ``build/html``); prints a table.
"""

from __future__ import annotations

import argparse
import io
import shutil
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

from pypdf import PdfReader

from reglas_sphinx import serve

GAMES = ("awari", "mbau", "vano", "hus", "zapiti", "zanga")
KINDS = ("page", "worksheet", "key")


def pages_of(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def rules_pages(build: Path, lang: str) -> dict[str, list[str]]:
    """Each game's pages that hold a live example (their paths under the language's folder)."""
    found: dict[str, list[str]] = {}
    for game in GAMES:
        found[game] = sorted(path.relative_to(build / lang).as_posix() for path in (build / lang / game).glob("*.html")
                             if 'data-rv-kind="example"' in path.read_text(encoding="utf-8"))
    return found


def measure(build: Path, lang: str) -> dict[str, dict[str, int]]:
    from playwright.sync_api import sync_playwright

    server = serve.start(build)
    base = f"http://127.0.0.1:{server.server_address[1]}/{lang}"
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(KINDS, 0))
    try:
        with sync_playwright() as play:
            executable = shutil.which("chromium") or shutil.which("chromium-browser")
            browser = play.chromium.launch(executable_path=executable, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page()
            page.route("**/_runtime/**", lambda route: route.abort())  # no Python: the build's HTML
            for game, paths in rules_pages(build, lang).items():
                for path in paths:
                    page.goto(f"{base}/{path}")
                    page.wait_for_load_state("load")
                    counts[game]["page"] += pages_of(page.pdf(format="A4"))
                    page.evaluate("document.documentElement.classList.add('rv-worksheet')")
                    counts[game]["worksheet"] += pages_of(page.pdf(format="A4"))
                    page.evaluate("document.documentElement.classList.add('rv-answer-key')")
                    counts[game]["key"] += pages_of(page.pdf(format="A4"))
                    page.evaluate("document.documentElement.classList.remove('rv-worksheet', 'rv-answer-key')")
                counts[game]["files"] = len(paths)
            browser.close()
    finally:
        server.shutdown()
    return dict(counts)


def table(counts: dict[str, dict[str, int]]) -> str:
    lines = ["| game | rules pages | whole page printed | compact worksheet | answer key |",
             "|---|---:|---:|---:|---:|"]
    total = dict.fromkeys((*KINDS, "files"), 0)
    for game, found in counts.items():
        lines.append(f"| {game} | {found['files']} | {found['page']} | {found['worksheet']} | {found['key']} |")
        for kind in total:
            total[kind] += found[kind]
    lines.append(f"| all | {total['files']} | {total['page']} | {total['worksheet']} | {total['key']} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", nargs="?", type=Path, default=ROOT / "build" / "html")
    parser.add_argument("--lang", default="es", choices=("es", "en"))
    args = parser.parse_args()
    print(f"A4 pages printed by Chromium, {args.lang}, from {args.build}")
    print(table(measure(args.build.resolve(), args.lang)))


if __name__ == "__main__":
    main()
