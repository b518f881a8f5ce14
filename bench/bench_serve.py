"""The classroom server: bytes on the wire for a first visit and a revisit, a class fetching it at once.

* **Bytes on the wire** (Chromium, a fresh profile each, the server's own count of status lines,
  headers and bodies): the Awari rules page until its last example is interactive, without its
  offline copy (service workers blocked), with it (until the worker is active, its precache
  complete), and with nothing compressed (the browser asks for ``identity``, as before
  precompress.py); beside the bare Pyodide page (bench_browser.py's anchor) served the same way.
  The time to the first example of both visits, bare and Awari, is the start-up ratio of this run;
  the same with Chromium's CPU throttled fourfold (a phone-class processor, as ``RV_CPU_THROTTLE``
  does in tests/browser), against the bare page throttled the same way.
* **A revisit**: the browser closed and opened again on the same profile, the page visited again:
  the requests and bytes the server saw (page alone: what the HTTP cache did not keep for good;
  with the offline copy: what the service worker asked for).
* **A class**: the files that visit fetched (with the encodings the browser accepted), fetched by
  1, 30 and 60 simulated pupils at once, six connections each as a browser opens, from the server
  run as ``make class`` runs it (its own process); failures, and connections the kernel dropped
  from the listen queue (``ListenDrops`` in /proc/net/netstat).
* ``--files``: the first visit's files by bytes on the wire, what the offline copy fetched besides
  them, and what the revisit asked for (the first round's), file by file.

Run alone: ``python bench/bench_serve.py [--rounds N] [--files]``.
"""

from __future__ import annotations

import argparse
import http.client
import io
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
from typing import Any, BinaryIO, ClassVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]

from bench_browser import FLAGS, HTML, OBSERVE, prepare_bare

from reglas_sphinx import precompress, serve

PAGE = "/es/awari/reglas.html"
BARE = "/_bench/bare.html"
ROUNDS = 3
CLASSES = (1, 30, 60)
#: A phone-class processor: Chromium's CPU throttling (as RV_CPU_THROTTLE in tests/browser).
THROTTLE = 4

#: Set once the service worker controls the page and has finished its install (precache complete).
OFFLINE_READY = "navigator.serviceWorker && navigator.serviceWorker.ready.then(() => true)"


class Recording(serve.Handler):
    """The site's handler, also noting what each request cost on the wire (status line, headers,
    body), by path: :attr:`serve.Server.stats` counts the same bytes, in one sum."""

    log: ClassVar[dict[str, list[int]]] = {}  # path -> [requests, bytes]; emptied before each visit
    lock = threading.Lock()

    def note(self, count: int, request: int = 0) -> None:
        with self.lock:
            entry = self.log.setdefault(urlsplit(self.path).path, [0, 0])
            entry[0] += request
            entry[1] += count

    def flush_headers(self) -> None:
        self.note(sum(len(line) for line in getattr(self, "_headers_buffer", [])), request=1)
        super().flush_headers()

    def copyfile(self, source: BinaryIO, outputfile: io.BufferedIOBase) -> None:
        before = source.tell()
        super().copyfile(source, outputfile)
        self.note(os.fstat(source.fileno()).st_size - before)


def launch(p, profile: str, offline: bool, identity: bool, throttle: float):  # type: ignore[no-untyped-def]
    executable = shutil.which("chromium")
    context = p.chromium.launch_persistent_context(
        profile, args=FLAGS, service_workers="allow" if offline else "block",
        extra_http_headers={"Accept-Encoding": "identity"} if identity else None,
        **({"executable_path": executable} if executable else {}))
    context.add_init_script(OBSERVE)
    page = context.pages[0] if context.pages else context.new_page()
    if throttle > 1:  # as tests/browser/conftest.py does for RV_CPU_THROTTLE, from before the first request
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.rv_cdp = cdp  # the throttling lasts as long as its session
    return context, page


def visit(p, server: serve.Server, path: str, offline: bool, identity: bool = False,  # type: ignore[no-untyped-def]
          throttle: float = 1, revisit: bool = False) -> dict[str, object]:
    """One first visit in a fresh profile (and, if asked, a revisit after the browser was closed and
    opened again on it): bytes the server sent, file by file, time to the first example, URLs."""
    found: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as profile:
        for visit_name in ("first", "again") if revisit else ("first",):
            context, page = launch(p, profile, offline, identity, throttle)
            urls: list[str] = []
            # what the page had (its 404s, as a favicon the site has not, are no pupil's failure)
            page.on("response", lambda response, urls=urls: response.status < 400 and urls.append(response.url))
            Recording.log.clear()
            before = server.stats.sent
            page.goto(f"http://127.0.0.1:{server.server_address[1]}{path}")
            page.wait_for_function("document.documentElement.dataset.rvAllInteractive", timeout=300_000)
            first = float(page.evaluate("Number(document.documentElement.dataset.rvFirstInteractive)"))
            if offline and path == PAGE and visit_name == "first":
                page.wait_for_function(
                    "document.querySelector('.rv-offline-state')?.dataset.rvState === 'ready'", timeout=300_000)
            page.wait_for_timeout(500)
            sent = server.stats.sent - before
            files = {name: tuple(entry) for name, entry in Recording.log.items()}
            context.close()
            found[visit_name] = {"bytes": sent, "first": first, "urls": urls, "files": files}
    return found


#: name -> (path, offline copy, nothing compressed, CPU throttling, revisit too)
VARIANTS = {
    "bare Pyodide (anchor)": (BARE, False, False, 1, False),
    "Awari rules, page alone": (PAGE, False, False, 1, True),
    "Awari rules, with its offline copy": (PAGE, True, False, 1, True),
    "Awari rules, nothing compressed (before)": (PAGE, False, True, 1, False),
    "bare Pyodide, nothing compressed": (BARE, False, True, 1, False),
    f"bare Pyodide, CPU {THROTTLE:g}× slower (anchor)": (BARE, False, False, THROTTLE, False),
    f"Awari rules, page alone, CPU {THROTTLE:g}× slower": (PAGE, False, False, THROTTLE, False),
}
#: The rows on bytes and their targets.
BYTES = {"bare Pyodide (anchor)": "—", "Awari rules, page alone": "≤ 9.5 MB (half of 19.06 MB)",
         "Awari rules, with its offline copy": "≤ 1.1× page alone",
         "Awari rules, nothing compressed (before)": "—", "bare Pyodide, nothing compressed": "—"}
#: The rows on start-up: page, its anchor measured the same way.
START = {"Awari rules, page alone": "bare Pyodide (anchor)",
         "Awari rules, with its offline copy": "bare Pyodide (anchor)",
         f"Awari rules, page alone, CPU {THROTTLE:g}× slower": f"bare Pyodide, CPU {THROTTLE:g}× slower (anchor)"}

Results = dict[str, list[dict[str, Any]]]


def measure(rounds: int) -> Results:
    from playwright.sync_api import sync_playwright

    prepare_bare()  # the anchor, compressed as the site is
    precompress.precompress(HTML / "_bench", HTML.parent / "precompress-bench.json")
    server = serve.start(HTML, handler=Recording)
    results: Results = {}
    with sync_playwright() as p:
        for index in range(rounds):
            names = list(VARIANTS)
            for name in names[index % len(names):] + names[:index % len(names)]:
                results.setdefault(name, []).append(visit(p, server, *VARIANTS[name]))
    server.shutdown()
    server.server_close()
    return results


def browser_rows(results: Results) -> list[tuple[str, str, str]]:
    rounds = len(results["bare Pyodide (anchor)"])

    def med(name: str, key: str, visit: str = "first") -> float:
        return statistics.median(float(r[visit][key]) for r in results[name])

    bare = med("bare Pyodide (anchor)", "bytes")
    alone = med("Awari rules, page alone", "bytes")
    out = [(f"bytes on the wire, first visit: {name} (median of {rounds})",
            f"{med(name, 'bytes') / 1e6:.2f} MB = {med(name, 'bytes') / bare:.2f}× bare, "
            f"{med(name, 'bytes') / alone:.2f}× page alone", target)
           for name, target in BYTES.items()]
    for name in ("Awari rules, page alone", "Awari rules, with its offline copy"):
        requests = statistics.median(sum(n for n, _ in r["again"]["files"].values()) for r in results[name])
        out.append((f"revisit (browser closed and opened again): {name}",
                    f"{requests:.0f} requests, {med(name, 'bytes', 'again') / 1e3:.1f} kB", "1 request"))
    for name, anchor in START.items():
        o, b = med(name, "first"), med(anchor, "first")
        out.append((f"{name}: first example interactive, first visit", f"{o:.0f} ms = {o / b:.2f}× bare ({b:.0f} ms)",
                    "≤ 0.60× bare"))
    return out


def file_rows(results: Results) -> list[tuple[str, str, str]]:
    """The first visit's files by bytes on the wire (the first round's), then what the offline copy
    fetched that the page had not, then what a revisit asked for."""
    alone = results["Awari rules, page alone"][0]
    offline = results["Awari rules, with its offline copy"][0]["first"]["files"]
    page = alone["first"]["files"]

    def table(files: dict[str, tuple[int, int]], what: str) -> list[tuple[str, str, str]]:
        ranked = sorted(files.items(), key=lambda item: -item[1][1])
        total = sum(size for _, size in files.values())
        return [(f"{what}: {name}", f"{size / 1e3:,.1f} kB" + (f" ({count} requests)" if count != 1 else ""), "")
                for name, (count, size) in ranked] + [(f"{what}: all {len(files)} files", f"{total / 1e6:.2f} MB", "")]

    extra = {name: (count, size) for name, (count, size) in offline.items()
             if name not in page or size > page[name][1] * 1.2}
    return (table(page, "page alone") + table(extra, "offline copy, besides the page")
            + table(alone["again"]["files"], "revisit, page alone"))


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


def rows(rounds: int = ROUNDS, files: bool = False) -> list[tuple[str, str, str]]:
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    out = [("machine load (1, 5, 15 min) before the serving bench", load, "—")]
    results = measure(rounds)
    out += browser_rows(results)
    urls = [urlsplit(u).path for u in results["Awari rules, page alone"][0]["first"]["urls"]
            if u.startswith("http://")]  # not the blob: of a worker the page made
    out += class_rows([p for p in dict.fromkeys(urls) if p and not p.startswith("/_bench/")])
    if files:
        out += file_rows(results)
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--files", action="store_true",
                        help="also list the first visit's files by bytes on the wire, what the offline copy "
                             "added and what a revisit asked for")
    args = parser.parse_args()
    from table import print_table

    print_table(rows(args.rounds, args.files))
