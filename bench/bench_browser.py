"""The site in Chromium, beside a bare Pyodide page measured in the same run.

* time until the first live example is playable, cold (empty cache) and warm (reload);
* the longest main-thread task while the page starts (PerformanceObserver "longtask");
* bytes transferred;
* the default-level bot's think time inside the browser.

The bare page starts Pyodide in a module worker from the same vendored files and runs one line of
Python: the floor our page is compared with. Run alone: ``python bench/bench_browser.py``.
"""

from __future__ import annotations

import shutil
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

from reglas_sphinx import serve  # noqa: E402

HTML = ROOT / "build" / "html"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
RUNS = 5

BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<p id="out">starting</p>
<script type="module">
const source = `import { loadPyodide } from "${new URL("../_runtime/pyodide/pyodide.mjs", location.href)}";
const py = await loadPyodide({ indexURL: "${new URL("../_runtime/pyodide/", location.href)}" });
postMessage(py.runPython("1 + 1"));`;
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
worker.onmessage = () => {
  document.documentElement.dataset.rvFirstInteractive = String(performance.now());
  document.getElementById("out").textContent = "ready";
};
</script></body></html>
"""

LONGTASKS = """
window.__longest = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
}).observe({ type: "longtask", buffered: true });
"""


def measure(browser, url: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    context.add_init_script(LONGTASKS)
    sizes: list[int] = []
    page = context.new_page()
    page.on("requestfinished", lambda request: sizes.append(request.sizes()["responseBodySize"]))
    results: dict[str, float] = {}
    for label in ("cold", "warm"):
        sizes.clear()
        if label == "cold":
            page.goto(url)
        else:
            page.reload()
        page.wait_for_function("document.documentElement.dataset.rvFirstInteractive", timeout=120_000)
        results[label] = float(page.evaluate("Number(document.documentElement.dataset.rvFirstInteractive)"))
        results[f"{label}_longtask"] = float(page.evaluate("window.__longest"))
        results[f"{label}_bytes"] = float(sum(sizes))
    context.close()
    return results


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
    page.wait_for_function("document.querySelector('.rv-widget[data-rv-kind=game]').dataset.rvHydrated", timeout=120_000)
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


def rows() -> list[tuple[str, str, str]]:
    from playwright.sync_api import sync_playwright

    bench_dir = HTML / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    server = serve.start(HTML)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    executable = shutil.which("chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=FLAGS) if executable else p.chromium.launch(args=FLAGS)
        ours, bare = [], []
        for _ in range(RUNS):  # interleaved, so that a busy moment of the machine hits both alike
            ours.append(measure(browser, f"{base}/es/awari/reglas.html"))
            bare.append(measure(browser, f"{base}/_bench/bare.html"))
        think = {name: bot_think_ms(browser, base, path) for name, path in FULL_GAMES.items()
                 if (HTML / "es" / path).exists()}
        browser.close()
    server.shutdown()

    def med(runs: list[dict[str, float]], key: str) -> float:
        return statistics.median(r[key] for r in runs)

    out = []
    for label in ("cold", "warm"):
        o, b = med(ours, label), med(bare, label)
        out.append((f"first example interactive, {label} (median of {RUNS})",
                    f"{o:.0f} ms (bare Pyodide {b:.0f} ms, {100 * (o - b) / b:+.0f} %)", "within +10 % of bare"))
    for label in ("cold", "warm"):
        o, b = max(r[f"{label}_longtask"] for r in ours), max(r[f"{label}_longtask"] for r in bare)
        out.append((f"longest main-thread task, {label}", f"{o:.0f} ms (bare {b:.0f} ms; 0 = none over 50 ms)",
                    "< 200 ms"))
    for label in ("cold", "warm"):
        o, b = med(ours, f"{label}_bytes"), med(bare, f"{label}_bytes")
        out.append((f"bytes transferred, {label}", f"{o / 1e6:.2f} MB (bare {b / 1e6:.2f} MB)", "—"))
    for name, times in think.items():
        if times:
            out.append((f"{name} bot 'medium' decision in the browser", f"median {statistics.median(times):.0f} ms, "
                        f"max {max(times):.0f} ms over {len(times)}", "< 300 ms"))
    return out


if __name__ == "__main__":
    for metric, value, target in rows():
        print(f"{metric:55} {value:55} {target}")
