// Reglas vivas: starts the page's Python, the engine in a PyScript worker, from the page's head.
//
// Loaded as an async module in <head> (templates/page.html), with PyScript's modules preloaded, so
// they are fetched and compiled while the body is parsed; rv-widgets.js (at the end of the page,
// where the theme puts its scripts) waits for the `python` promise below. PyScript itself is
// imported once the body is parsed: from then on it watches every node added to the document (a
// query per node, for its py-* attributes), and on a long page that is one long main-thread task
// which also holds back the worker's first message (bench/bench_browser.py measures the longest
// task; the figures are in CHANGELOG.md). Nothing here touches the page's body.

// The runtime sits beside the language folders: <root>/<lang>/_static/ → <root>/_runtime/.
const RUNTIME = new URL("../../_runtime/", import.meta.url);
// The files of this build, content-hashed (runtime.py): the interpreter module, which knows its
// engine and snapshot; PyScript's folder; the worker's script.
const { rvLoader: LOADER = "", rvPyscript: PYSCRIPT = "", rvWorker: WORKER = "" } =
  /** @type {HTMLScriptElement | null} */ (document.querySelector("script[data-rv-loader]"))?.dataset ?? {};

/** Thrown when the page's security policy forbids the worker (rv-widgets.js says so in words). */
export class WorkerBlocked extends Error {}

/** Thrown when a file of the runtime is missing or broken; `file` is its path in the site. */
export class RuntimeBroken extends Error {
  /** @param {string} file @param {string} why */
  constructor(file, why) {
    super(why);
    this.file = file;
  }
}

// The runtime file a failure names (the browser's words, PyScript's, rv-pyodide.mjs's: each leads
// with or contains the file's address), as a path in the site, or null if it names none.
/** @param {any} error @returns {string | null} */
function runtimeFile(error) {
  const words = String(error?.message ?? error?.reason?.message ?? error?.reason ?? error ?? "");
  const at = words.indexOf(RUNTIME.href);
  return at < 0 ? null : `_runtime/${words.slice(at + RUNTIME.href.length).split(/[\s:'",)]/)[0]}`;
}

// `error` as a RuntimeBroken if it names a runtime file (or was met loading `file`), else as it is.
/** @param {any} error */
function broken(error, file = runtimeFile(error)) {
  return file ? new RuntimeBroken(file, error?.message ?? String(error)) : error;
}

/** Resolves once the page's body is parsed (rv-widgets.js then looks for its widgets). */
export const parsed = /** @type {Promise<void>} */ (new Promise((resolve) => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
  else resolve();
}));

async function startPython() {
  await parsed;
  // Imported here (the head has already preloaded it), so that a runtime that fails to load is
  // reported in each widget like any other failure to start.
  try {
    // A core.js that is not JavaScript fails with a SyntaxError that does not say which file it was.
    const { PyWorker } = await import(new URL(`${PYSCRIPT}/core.js`, RUNTIME).href)
      .catch((error) => { throw broken(error, runtimeFile(error) ?? `_runtime/${PYSCRIPT}/core.js`); });
    const worker = await PyWorker(new URL(WORKER, RUNTIME).href, {
      // An explicit interpreter URL (PyScript would otherwise fetch Pyodide from a CDN): the vendored
      // Pyodide with the engine, started from the build's memory snapshot when there is one.
      version: new URL(LOADER, RUNTIME).href,
      config: {
        sync_main_only: true, // the worker never touches the DOM, so it needs no SharedArrayBuffer
      },
    });
    /** @type {(text: string) => Promise<string>} */
    const call = (text) => worker.sync.handle(text);
    return call;
  } catch (error) {
    throw error instanceof RuntimeBroken ? error : broken(error);
  }
}

// Some failures to fetch a runtime file never reach the promise above (PyScript's own fetch of the
// worker's script, thrown on its own): heard here instead, they end the start with the file named.
// Listening stops once Python has started or failed.
function runtimeMissing() {
  /** @type {(event: any) => void} */
  let hear = () => {};
  /** @type {Promise<never>} */
  const heard = new Promise((resolve, reject) => {
    hear = (event) => {
      const file = runtimeFile(event.reason ?? event.error ?? event.message);
      if (!file) return;
      event.preventDefault(); // said in the page's words instead of the console's
      reject(new RuntimeBroken(file, String(event.reason?.message ?? event.reason ?? event.message)));
    };
  });
  window.addEventListener("unhandledrejection", hear);
  window.addEventListener("error", hear);
  const stop = () => {
    window.removeEventListener("unhandledrejection", hear);
    window.removeEventListener("error", hear);
  };
  return { heard, stop };
}

// A security policy that forbids the engine's worker leaves PyScript waiting for ever: say so instead.
// Listening starts before the worker is made.
/** @returns {Promise<never>} */
function workerBlocked() {
  return new Promise((resolve, reject) => document.addEventListener("securitypolicyviolation", (event) => {
    if (event.effectiveDirective === "worker-src") reject(new WorkerBlocked(event.effectiveDirective));
  }));
}

/** Resolves to the worker's `handle(json) -> json`, or rejects with why Python could not start. */
const missing = runtimeMissing();
export const python = Promise.race([workerBlocked(), missing.heard, startPython()]);
python.catch(() => {}).finally(missing.stop); // a failure is reported by rv-widgets.js, once the widgets exist
