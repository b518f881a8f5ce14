// Reglas vivas: starts the page's Python, the engine in a PyScript worker, from the page's head.
//
// Loaded as an async module in <head> (templates/page.html), so the worker is made while the rest of
// a long page is still being parsed and laid out; rv-widgets.js (at the end of the page, where the
// theme puts its scripts) waits for the `python` promise below. Nothing here touches the page's body.

// The runtime sits beside the language folders: <root>/<lang>/_static/ → <root>/_runtime/.
const RUNTIME = new URL("../../_runtime/", import.meta.url);
// The interpreter module of this build (runtime.py), which knows its engine and snapshot.
const LOADER = document.querySelector("script[data-rv-loader]")?.dataset.rvLoader;

/** Thrown when the page's security policy forbids the worker (rv-widgets.js says so in words). */
export class WorkerBlocked extends Error {}

async function startPython() {
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
