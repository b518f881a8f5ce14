// Reglas vivas: starts the page's Python, the engine in a PyScript worker, from the page's head.
//
// Loaded as an async module in <head> (templates/page.html), with PyScript's modules preloaded, so
// they are fetched and compiled while the body is parsed; rv-widgets.js (at the end of the page,
// where the theme puts its scripts) waits for the `python` promise below. PyScript itself is
// imported once the body is parsed: from then on it watches every node added to the document (a
// query per node, for its py-* attributes), and on a long page that is one main-thread task of
// 0.4–1 s which also holds back the worker's first message (Zápiti's rules, 8,300 elements; measured
// interleaved as bench/bench_browser.py does: the longest task 126–155 ms instead of 402–1,005, the
// first example interactive in about the same time). Nothing here touches the page's body.

// The runtime sits beside the language folders: <root>/<lang>/_static/ → <root>/_runtime/.
const RUNTIME = new URL("../../_runtime/", import.meta.url);
// The interpreter module of this build (runtime.py), which knows its engine and snapshot.
const LOADER = document.querySelector("script[data-rv-loader]")?.dataset.rvLoader;

/** Thrown when the page's security policy forbids the worker (rv-widgets.js says so in words). */
export class WorkerBlocked extends Error {}

/** Resolves once the page's body is parsed (rv-widgets.js then looks for its widgets). */
export const parsed = new Promise((resolve) => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", resolve, { once: true });
  else resolve();
});

async function startPython() {
  await parsed;
  // Imported here (the head has already preloaded it), so that a runtime that fails to load is
  // reported in each widget like any other failure to start.
  const { PyWorker } = await import(new URL("pyscript/core.js", RUNTIME).href);
  const worker = await PyWorker(new URL("rv-worker.py", RUNTIME).href, {
    // An explicit interpreter URL (PyScript would otherwise fetch Pyodide from a CDN): the vendored
    // Pyodide with the engine, started from the build's memory snapshot when there is one.
    version: new URL(LOADER, RUNTIME).href,
    config: {
      sync_main_only: true, // the worker never touches the DOM, so it needs no SharedArrayBuffer
    },
  });
  return (text) => worker.sync.handle(text);
}

// A security policy that forbids the engine's worker leaves PyScript waiting for ever: say so instead.
// Listening starts before the worker is made.
function workerBlocked() {
  return new Promise((resolve, reject) => document.addEventListener("securitypolicyviolation", (event) => {
    if (event.effectiveDirective === "worker-src") reject(new WorkerBlocked(event.effectiveDirective));
  }));
}

/** Resolves to the worker's `handle(json) -> json`, or rejects with why Python could not start. */
export const python = Promise.race([workerBlocked(), startPython()]);
python.catch(() => {}); // reported by rv-widgets.js, once the widgets exist
