"""The site in Chromium, each figure a ratio against a bare page measured in the same run.

Method (so that "warm" means a reader's revisit and no variant is favoured by the machine's mood):

* every visit runs in a **real profile** (a persistent context, disk and code caches on): "cold" is
  the first visit in a new profile, "warm" the next visit after the browser was closed and opened
  again on the same profile;
* the variants are **interleaved**, and their order **rotates** from one round to the next;
* the anchor is a **bare page** that starts the vendored Pyodide *as shipped by npm* (its own copy,
  with the stdlib of sources) in a module worker and runs one line of Python: nothing can start
  Python on this machine much faster, so it is the floor;
* a second anchor, **site with stdlib sources**, is our page with Pyodide's own standard library
  instead of the compiled one and without the memory snapshot (the runtime before both): it shows
  what they buy.

How long the first visit stays on the page before the browser is closed is ``--stay`` (default 0,
closed at once): a reader who stays a few seconds lets the site save itself for offline use, and
then the revisit is served by its service worker, as most readers' are.

Figures: time until the first and the *last* example are interactive on a light page (Awari's
rules) and on the heaviest (Zápiti's rules, 28 examples), and the time from one to the other within
each visit (paired, so steadier than either); the longest main-thread task while Python
starts, as wall time (PerformanceObserver "longtask") and as CPU time (the thread time of the same
tasks in a Chromium trace, which other processes on the machine do not lengthen); bytes sent by
the server on a first visit and on a revisit; the default-level bot's decision time in the browser, per game.
Run alone: ``python bench/bench_browser.py [--rounds N] [--skip-bots] [--stay SECONDS]``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site"), str(ROOT / "bench")]

from reglas_sphinx import runtime, serve

HTML = ROOT / "build" / "html"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
ROUNDS = 5
#: Served from the site's tree, but with Pyodide's own python_stdlib.zip (see Counting.locate).
SOURCES_PREFIX = "/_sources-stdlib"

BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<p id="out">starting</p>
<script type="module">
const base = new URL("pyodide/", location.href).href;
const source = `import { loadPyodide } from "${base}pyodide.mjs";
const py = await loadPyodide({ indexURL: "${base}" });
postMessage(py.runPython("1 + 1"));`;
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
worker.onmessage = () => {
  document.documentElement.dataset.rvFirstInteractive = String(performance.now());
  document.documentElement.dataset.rvAllInteractive = String(performance.now());
  document.getElementById("out").textContent = "ready";
};
</script></body></html>
"""

#: Longest main-thread task, and the moment every widget of the page is interactive.
OBSERVE = """
window.__longest = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
}).observe({ type: "longtask", buffered: true });
new MutationObserver(() => {
  const all = document.querySelectorAll(".rv-widget[data-rv-kind]");
  const done = document.querySelectorAll(".rv-widget[data-rv-kind][data-rv-hydrated=true]");
  if (all.length && done.length === all.length && !document.documentElement.dataset.rvAllInteractive)
    document.documentElement.dataset.rvAllInteractive = String(performance.now());
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-rv-hydrated"] });
"""

#: name -> path served; the site's pages, the anchor, and the site on the vendored stdlib.
VARIANTS = {
    "bare Pyodide": "/_bench/bare.html",
    "site, stdlib sources": f"{SOURCES_PREFIX}/es/awari/reglas.html",
    "Awari rules": "/es/awari/reglas.html",
    "Zápiti rules (28 examples)": "/es/zapiti/reglas.html",
}


class Counting(serve.Handler):
    """The site's handler, also serving the site on Pyodide's own standard library under
    SOURCES_PREFIX; the bytes it sends (headers and bodies, 304s included) are the server's count."""

    def locate(self, path: str) -> tuple[Path, str]:
        if path.startswith(SOURCES_PREFIX + "/"):
            path = path[len(SOURCES_PREFIX):]
            if re.fullmatch(rf"/_runtime/pyodide-[0-9a-f]{{10}}/{runtime.STDLIB}", path):
                return runtime.NODE_MODULES / "pyodide" / runtime.STDLIB, path
            if path.startswith("/_runtime/snapshot-"):  # made for the compiled stdlib: that runtime had none
                raise serve.Refused(404)
        return super().locate(path)


#: The server of the current measure, whose byte count each visit reads.
SERVER: list[serve.Server] = []


def prepare_bare() -> None:
    """The anchor page and its own copy of the vendored Pyodide, exactly as npm ships it."""
    bench_dir = HTML / "_bench"
    for name in runtime.PYODIDE_FILES:
        source, target = runtime.NODE_MODULES / "pyodide" / name, bench_dir / "pyodide" / name
        if not target.exists() or target.stat().st_size != source.stat().st_size:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    (bench_dir / "bare.html").write_text(BARE_PAGE, encoding="utf-8")


def longest_cpu(events: list[dict[str, Any]]) -> float:
    """The CPU time (ms) of the longest task of the page's main thread in a Chromium trace: the
    thread's own time (``tdur``), which another process taking the core does not lengthen, unlike
    the wall time the Long Tasks API reports."""
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    return max((e.get("tdur", 0) / 1000 for e in events
                if e.get("ph") == "X" and e.get("name") == "ThreadControllerImpl::RunTask"
                and (e.get("pid"), e.get("tid")) in main), default=0.0)


def visit(p, profile: str, url: str, stay: float = 0) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """One visit in the browser profile ``profile`` (opened for it, closed after it, ``stay``
    seconds after the page's last example is interactive), traced."""
    executable = shutil.which("chromium")
    context = p.chromium.launch_persistent_context(
        profile, args=FLAGS, **({"executable_path": executable} if executable else {}))
    context.add_init_script(OBSERVE)
    page = context.pages[0] if context.pages else context.new_page()
    trace: list[dict[str, Any]] = []
    traced = threading.Event()
    cdp = context.new_cdp_session(page)
    cdp.on("Tracing.dataCollected", lambda message: trace.extend(message["value"]))
    cdp.on("Tracing.tracingComplete", lambda message: traced.set())
    cdp.send("Tracing.start", {"categories": "toplevel", "transferMode": "ReportEvents"})  # tasks only: cheap
    before = SERVER[0].stats.sent
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.rvAllInteractive", timeout=180_000)
    found = page.evaluate("""() => ({first: Number(document.documentElement.dataset.rvFirstInteractive),
                                     all: Number(document.documentElement.dataset.rvAllInteractive),
                                     longest: window.__longest,
                                     offline: Number(Boolean(navigator.serviceWorker?.controller))})""")
    found["bytes"] = SERVER[0].stats.sent - before
    cdp.send("Tracing.end")
    while not traced.is_set():
        page.wait_for_timeout(50)
    found["cpu"] = longest_cpu(trace)
    page.wait_for_timeout(1000 * stay)
    page.close()
    context.close()
    return found


def measure(rounds: int, stay: float = 0) -> dict[str, list[dict[str, dict[str, float]]]]:
    from playwright.sync_api import sync_playwright

    prepare_bare()
    server = serve.start(HTML, handler=Counting)
    SERVER[:] = [server]
    base = f"http://127.0.0.1:{server.server_address[1]}"
    names = list(VARIANTS)
    results: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in names}
    with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
        for index in range(rounds):
            order = names[index % len(names):] + names[:index % len(names)]
            for name in order:
                profile = os.path.join(tmp, f"{index}-{names.index(name)}")
                cold = visit(p, profile, base + VARIANTS[name], stay)
                warm = visit(p, profile, base + VARIANTS[name])
                results[name].append({"cold": cold, "warm": warm})
                shutil.rmtree(profile, ignore_errors=True)
    server.shutdown()
    return results


#: The same decisions timed in CPython and in Chromium: random positions of each game (openings,
#: middle games and endgames), the default level's choice in each, milliseconds per decision.
BOT_TIMING = """
import json, random, time
import engine
from engine import bots

def bot_timing(games, count, level, seed=2024):
    out = {}
    for name in games:
        rng = random.Random(seed)
        game = engine.load(name)
        times, k = [], 0
        while len(times) < count:
            state = game.new_state(seed=k)
            k += 1
            for _ in range(rng.randrange(0, 60)):
                if state.is_terminal():
                    break
                state = state.apply_random(rng)
            if state.is_terminal() or len(state.legal_actions()) < 2:
                continue
            bot = bots.make(name, level, seed=k)
            started = time.perf_counter()
            bot.choose(state)
            times.append((time.perf_counter() - started) * 1000)
        out[name] = times
    return json.dumps(out)
"""
#: The search games, timed on the same positions in both (every game is also timed on its
#: full-game page, where the reply includes playing the move and its animation frames).
BOT_GAMES = ("awari", "mbau", "vano", "hus")
BOT_POSITIONS = 40

BOT_PAGE = """<!doctype html><html data-pyodide="PYODIDE/">
<head><meta charset="utf-8"><title>bots in Pyodide</title></head><body>
<script type="module">
const base = new URL("../_runtime/", location.href).href;
const pyodide = new URL(document.documentElement.dataset.pyodide, base).href;
const source = `import { loadPyodide } from "${pyodide}pyodide.mjs";
onmessage = async (event) => {
  const py = await loadPyodide({ indexURL: "${pyodide}" });
  const zip = await (await fetch("${base}" + event.data.zip)).arrayBuffer();
  py.unpackArchive(zip, "zip");
  py.runPython(event.data.code);
  postMessage(py.runPython(event.data.call));
};`;
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })),
                          { type: "module" });
window.timeBots = (zip, code, call) => new Promise((resolve) => {
  worker.onmessage = (event) => resolve(event.data);
  worker.postMessage({ zip, code, call });
});
</script></body></html>
"""


def bot_timing_call(count: int) -> str:
    from engine.rules.bots import DEFAULT_LEVEL

    return f"bot_timing({list(BOT_GAMES)!r}, {count}, {DEFAULT_LEVEL!r})"


def bot_times_cpython(count: int) -> dict[str, list[float]]:
    import json

    scope: dict[str, object] = {}
    exec(BOT_TIMING, scope)  # the very code the browser runs
    return json.loads(eval(bot_timing_call(count), scope))  # type: ignore[no-any-return]


def bot_times_browser(browser, base: str, count: int) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    import json

    (HTML / "_bench").mkdir(exist_ok=True)
    (folder,) = (HTML / "_runtime").glob("pyodide-*")
    (HTML / "_bench" / "bots.html").write_text(BOT_PAGE.replace("PYODIDE", folder.name), encoding="utf-8")
    zips = sorted((HTML / "_runtime").glob("engine-*.zip"), key=lambda p: p.stat().st_mtime)
    page = browser.new_page()
    page.goto(f"{base}/_bench/bots.html")
    found = page.evaluate("([zip, code, call]) => window.timeBots(zip, code, call)",
                          [zips[-1].name, BOT_TIMING, bot_timing_call(count)])
    page.close()
    return json.loads(found)  # type: ignore[no-any-return]


#: The full-game page of each game, where its default-level bot plays against the reader.
FULL_GAMES = {
    "awari": "awari/partida.html",
    "mbau": "mbau/partida.html",
    "vano": "vano/partida.html",
    "hus": "hus/partida.html",
    "zapiti": "zapiti/partida-1v1.html",
    "zanga": "zanga/partida.html",
}


def bot_think_ms(browser, base: str, path: str, moves: int = 8) -> list[float]:  # type: ignore[no-untyped-def]
    """Default-level bot replies on a full-game page, as measured inside the worker: the reader
    plays the first legal action each time and the page reports how long the bot thought."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}/es/{path}")
    game = page.locator('.rv-widget[data-rv-kind="game"]')
    page.wait_for_function("document.querySelector('.rv-widget[data-rv-kind=game]').dataset.rvHydrated",
                           timeout=120_000)
    times: list[float] = []
    for _ in range(moves * 3):
        if len(times) >= moves:
            break
        page.wait_for_function("w => w.dataset.rvIdle !== 'false'", arg=game.element_handle(), timeout=60_000)
        legal = game.locator("[data-rv-action].rv-legal")
        if not legal.count():
            break
        page.evaluate("w => w.dataset.rvThinkMs = ''", game.element_handle())
        legal.first.click()
        page.wait_for_function("w => w.dataset.rvIdle === 'true'", arg=game.element_handle(), timeout=60_000)
        if game.get_attribute("data-rv-think-ms"):
            times.append(float(game.get_attribute("data-rv-think-ms") or 0))
    context.close()
    return times


def bot_rows(count: int = BOT_POSITIONS) -> list[tuple[str, str, str]]:
    from playwright.sync_api import sync_playwright

    from engine.rules.bots import DEFAULT_LEVEL

    server = serve.start(HTML)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    executable = shutil.which("chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(args=FLAGS, **({"executable_path": executable} if executable else {}))
        in_browser = bot_times_browser(browser, base, count)
        think = {name: bot_think_ms(browser, base, path) for name, path in FULL_GAMES.items()
                 if (HTML / "es" / path).exists()}
        browser.close()
    server.shutdown()
    in_cpython = bot_times_cpython(count)
    out = []
    for name, times in in_browser.items():
        slower = statistics.median(b / max(c, 1e-3) for b, c in zip(times, in_cpython[name], strict=True))
        out.append((f"{name} bot '{DEFAULT_LEVEL}' decision in Chromium ({count} random positions)",
                    f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms (CPython max "
                    f"{max(in_cpython[name]):.0f} ms; browser {slower:.1f}× slower)", "< 300 ms"))
    out += [(f"{name} bot '{DEFAULT_LEVEL}' decision on its full-game page",
             f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms over {len(times)}", "< 300 ms")
            for name, times in think.items() if times]
    return out


#: The pages whose start-up is measured against the bare page: a light one and the heaviest.
PAGES = ("Awari rules", "Zápiti rules (28 examples)")


def start_rows(rounds: int, stay: float = 0) -> list[tuple[str, str, str]]:
    results = measure(rounds, stay)
    bare = results["bare Pyodide"]

    def med(runs: list[dict[str, dict[str, float]]], visit: str, key: str) -> float:
        return statistics.median(r[visit][key] for r in runs)

    def top(runs: list[dict[str, dict[str, float]]], visit: str, key: str) -> float:
        return max(r[visit][key] for r in runs)

    out = []
    for visit in ("cold", "warm"):
        b = med(bare, visit, "first")
        out.append((f"bare Pyodide started, {visit} (anchor, median of {rounds})", f"{b:.0f} ms", "—"))
        figures = [(name, "first", "first example") for name in results if name != "bare Pyodide"]
        figures += [(name, "all", "last example") for name in PAGES]
        for name, key, what in figures:
            o = med(results[name], visit, key)
            out.append((f"{name}: {what} interactive, {visit}", f"{o:.0f} ms = {o / b:.2f}× bare",
                        "≤ 0.60× bare" if name != "site, stdlib sources" else "— (the runtime before)"))
        # From the first example to the last within one visit: what a page's other widgets cost once
        # Python answers, paired in the same visit, so free of the start-up's spread between visits
        # (which moves the figures above by ±0.05× from run to run).
        for name in PAGES:
            gaps = sorted(r[visit]["all"] - r[visit]["first"] for r in results[name])
            out.append((f"{name}: first to last example, same visit, {visit}",
                        f"median {statistics.median(gaps):.0f} ms (from {gaps[0]:.0f} to {gaps[-1]:.0f})", "—"))
    # Wall time (Long Tasks API), which the machine's load lengthens, and the same tasks' CPU time
    # (the trace's thread time), which it does not: under load the second says what the page costs.
    for visit in ("cold", "warm"):
        for key, what in (("longest", "longest main-thread task"), ("cpu", "longest main-thread task, CPU")):
            b, bm = top(bare, visit, key), med(bare, visit, key)
            out.append((f"bare Pyodide: {what}, {visit} (anchor)", f"max {b:.0f} ms, median {bm:.0f} ms", "—"))
            for name in PAGES:
                o, m = top(results[name], visit, key), med(results[name], visit, key)
                # The Long Tasks API sees no task under 50 ms: a bare page without one has no ratio.
                ratios = (f"max {o:.0f} ms = {o / b:.2f}×, median {m:.0f} ms = {m / bm:.2f}× bare" if bm
                          else f"max {o:.0f} ms, median {m:.0f} ms (bare: {'none' if not b else 'few'} over 50 ms)")
                out.append((f"{name}: {what}, {visit}", ratios, "< 200 ms"))
    for visit, label in (("cold", "first visit"), ("warm", "revisit")):
        b = med(bare, visit, "bytes")
        for name in ("site, stdlib sources", *PAGES):
            o = med(results[name], visit, "bytes")
            out.append((f"{name}: bytes sent, {label}",
                        f"{o / 1e3:,.1f} kB (bare {b / 1e3:,.1f} kB, {o / max(b, 1):.2f}×)",
                        "—"))
    # Where a revisit came from: the HTTP cache, or the offline copy when the first visit stayed
    # long enough for the site to save itself (--stay).
    for name in PAGES:
        served = sum(r["warm"]["offline"] for r in results[name])
        out.append((f"{name}: revisits served by the offline copy (first visit stayed {stay:g} s)",
                    f"{served:.0f} of {rounds}", "—"))
    return out


def load_row(when: str) -> tuple[str, str, str]:
    """Other work on the machine lengthens every wall-time figure: the load goes beside them."""
    return (f"machine load (1, 5, 15 min) {when}", ", ".join(f"{x:.2f}" for x in os.getloadavg()), "—")


def rows(rounds: int = ROUNDS, bots: bool = True, stay: float = 0) -> list[tuple[str, str, str]]:
    out = [load_row("at the start")]
    out += start_rows(rounds, stay)
    out.append(load_row("after the start-up rounds"))
    if bots:
        out += bot_rows()
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--skip-bots", action="store_true")
    parser.add_argument("--stay", type=float, default=0, metavar="SECONDS",
                        help="how long the first visit stays on the page before the browser is closed "
                             "(default 0: at once); a reader who stays lets the site save itself for "
                             "offline use, and the revisit is then served by its service worker")
    args = parser.parse_args()
    from table import print_table

    print_table(rows(args.rounds, not args.skip_bots, args.stay))
