"""The classroom server: bytes on the wire for a first visit, a class fetching it at once.

* **Bytes on the wire** (Chromium, a fresh profile each, the server's own count of status lines,
  headers and bodies): the Awari rules page until its last example is interactive, without its
  offline copy (service workers blocked), with it (until the worker is active, its precache
  complete), and with nothing compressed (the browser asks for ``identity``, as before
  precompress.py); beside the bare Pyodide page (bench_browser.py's anchor) served the same way.
  The time to the first example of both visits, bare and Awari, is the start-up ratio of this run.
* **A class**: the files that visit fetched (with the encodings the browser accepted), fetched by
  1, 30 and 60 simulated pupils at once, six connections each as a browser opens, from the server
  run as ``make class`` runs it (its own process); failures, and connections the kernel dropped
  from the listen queue (``ListenDrops`` in /proc/net/netstat).

Run alone: ``python bench/bench_serve.py [--rounds N]``.
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]

from bench_browser import FLAGS, HTML, OBSERVE, prepare_bare

from reglas_sphinx import precompress, serve

PAGE = "/es/awari/reglas.html"
BARE = "/_bench/bare.html"
ROUNDS = 3
CLASSES = (1, 30, 60)

#: Set once the service worker controls the page and has finished its install (precache complete).
OFFLINE_READY = "navigator.serviceWorker && navigator.serviceWorker.ready.then(() => true)"


def visit(p, server: serve.Server, path: str, offline: bool, identity: bool = False) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """One first visit in a fresh profile; bytes the server sent, time to the first example, URLs."""
    executable = shutil.which("chromium")
    with tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(
            profile, args=FLAGS, service_workers="allow" if offline else "block",
            extra_http_headers={"Accept-Encoding": "identity"} if identity else None,
            **({"executable_path": executable} if executable else {}))
        context.add_init_script(OBSERVE)
        page = context.pages[0] if context.pages else context.new_page()
        urls: list[str] = []
        # what the page had (its 404s, as a favicon the site has not, are no pupil's failure)
        page.on("response", lambda response: response.status < 400 and urls.append(response.url))
        before = server.stats.sent
        page.goto(f"http://127.0.0.1:{server.server_address[1]}{path}")
        page.wait_for_function("document.documentElement.dataset.rvAllInteractive", timeout=180_000)
        first = float(page.evaluate("Number(document.documentElement.dataset.rvFirstInteractive)"))
        if offline and path == PAGE:
            page.wait_for_function(
                "document.querySelector('.rv-offline-state')?.dataset.rvState === 'ready'", timeout=300_000)
        page.wait_for_timeout(500)
        sent = server.stats.sent - before
        context.close()
    return {"bytes": sent, "first": first, "urls": urls}


def browser_rows(rounds: int) -> tuple[list[tuple[str, str, str]], list[str]]:
    from playwright.sync_api import sync_playwright

    prepare_bare()  # the anchor, compressed as the site is
    precompress.precompress(HTML / "_bench", HTML.parent / "precompress-bench.json")
    server = serve.start(HTML)
    results: dict[str, list[dict[str, object]]] = {}
    variants = {
        "bare Pyodide (anchor)": (BARE, False, False),
        "Awari rules, page alone": (PAGE, False, False),
        "Awari rules, with its offline copy": (PAGE, True, False),
        "Awari rules, nothing compressed (before)": (PAGE, False, True),
        "bare Pyodide, nothing compressed": (BARE, False, True),
    }
    with sync_playwright() as p:
        for index in range(rounds):
            names = list(variants)
            for name in names[index % len(names):] + names[:index % len(names)]:
                results.setdefault(name, []).append(visit(p, server, *variants[name]))
    server.shutdown()
    server.server_close()

    def med(name: str, key: str) -> float:
        return statistics.median(float(r[key]) for r in results[name])  # type: ignore[arg-type]

    bare = med("bare Pyodide (anchor)", "bytes")
    alone = med("Awari rules, page alone", "bytes")
    out = [(f"bytes on the wire, first visit: {name} (median of {rounds})",
            f"{med(name, 'bytes') / 1e6:.2f} MB = {med(name, 'bytes') / bare:.2f}× bare, "
            f"{med(name, 'bytes') / alone:.2f}× page alone",
            {"Awari rules, page alone": "≤ 9.5 MB (half of 19.06 MB)",
             "Awari rules, with its offline copy": "≤ 1.1× page alone"}.get(name, "—"))
           for name in variants]
    b = med("bare Pyodide (anchor)", "first")
    for name in ("Awari rules, page alone", "Awari rules, with its offline copy"):
        o = med(name, "first")
        out.append((f"{name}: first example interactive, first visit", f"{o:.0f} ms = {o / b:.2f}× bare ({b:.0f} ms)",
                    "≤ 0.60× bare"))
    urls = [urlsplit(u).path for u in results["Awari rules, page alone"][0]["urls"]  # type: ignore[union-attr]
            if u.startswith("http://")]  # not the blob: of a worker the page made
    return out, [u for u in dict.fromkeys(urls) if u]


def listen_drops() -> int:
    """The kernel's count of connections dropped from full listen queues (Linux), else 0."""
    try:
        lines = Path("/proc/net/netstat").read_text().splitlines()
    except OSError:
        return 0
    for names, values in zip(lines[::2], lines[1::2], strict=False):
        if names.startswith("TcpExt:"):
            table = dict(zip(names.split()[1:], values.split()[1:], strict=True))
            return int(table.get("ListenDrops", 0))
    return 0


def fetch_class(port: int, paths: list[str], pupils: int) -> tuple[float, int, int]:
    """``pupils`` pupils, each fetching ``paths`` over six kept-alive connections, all at once:
    seconds until the last is done, failed requests, bytes received."""
    barrier = threading.Barrier(pupils * serve.CONNECTIONS_PER_PUPIL + 1)
    failures: list[str] = []
    received = [0]
    lock = threading.Lock()

    def connection(share: list[str]) -> None:
        barrier.wait()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        got = 0
        for path in share:
            try:
                conn.request("GET", path, headers={"Accept-Encoding": "gzip, deflate, br, zstd"})
                response = conn.getresponse()
                while chunk := response.read(1 << 16):
                    got += len(chunk)
                if response.status != 200:
                    failures.append(f"{path}: {response.status}")
            except (OSError, http.client.HTTPException) as error:
                failures.append(f"{path}: {error!r}")
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        conn.close()
        with lock:
            received[0] += got

    threads = [threading.Thread(target=connection, args=(paths[k::serve.CONNECTIONS_PER_PUPIL],))
               for _ in range(pupils) for k in range(serve.CONNECTIONS_PER_PUPIL)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    return time.perf_counter() - started, len(failures), received[0]


def class_rows(paths: list[str]) -> list[tuple[str, str, str]]:
    env = {**os.environ, "PYTHONPATH": f"{ROOT}:{ROOT / 'site'}", "LANG": "en"}
    server = subprocess.Popen([sys.executable, "-m", "reglas_sphinx.serve", "--port", "0", "--dir", str(HTML)],
                              stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))  # type: ignore[union-attr]
        out, alone = [], 0.0
        for pupils in CLASSES:
            drops = listen_drops()
            elapsed, failed, received = fetch_class(port, paths, pupils)
            dropped = listen_drops() - drops
            alone = alone or elapsed
            out.append((f"{pupils} pupils × {serve.CONNECTIONS_PER_PUPIL} connections fetch the Awari page and its "
                        f"runtime ({len(paths)} files) from `make class`",
                        f"{elapsed:.1f} s = {elapsed / alone:.1f}× one pupil, {received / pupils / 1e6:.2f} MB each, "
                        f"{failed} failed, {dropped} dropped by the kernel",
                        "0 failed, 0 dropped" + (", ≤ 3× one pupil" if pupils == 30 else "")))
    finally:
        server.terminate()
        server.wait()
    return out


def rows(rounds: int = ROUNDS) -> list[tuple[str, str, str]]:
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    out = [("machine load (1, 5, 15 min) before the serving bench", load, "—")]
    browser, paths = browser_rows(rounds)
    out += browser
    out += class_rows([p for p in paths if not p.startswith("/_bench/")])
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    args = parser.parse_args()
    from table import print_table

    print_table(rows(args.rounds))
