// Reglas vivas: the interpreter module PyScript's worker imports (rv-python.js names it instead of
// pyodide/pyodide.mjs). It hands PyScript the vendored Pyodide with the site's engine importable:
// * started from the build's memory snapshot, a Python that has already started and imported every
//   engine module and both catalogues (made and checked at build time by snapshot.mjs). In the
//   worker it is fetched (or read back from a revisit's cache) as soon as this module runs, before
//   Pyodide's own files, inflated while they load (rv-snapshot.mjs), and given to Pyodide's
//   `_loadSnapshot` option;
// * else, or if the snapshot cannot be fetched or inflated or Pyodide refuses it, started the
//   ordinary way, with the engine zip unpacked where PyScript would unpack it, the working
//   directory: slower, same site.
// runtime.py publishes this file as rv-pyodide-<hash>.mjs with the names below filled in (all
// content-hashed, so after the exact runtime they belong to). They cannot travel in this module's
// address: the offline copy (sw.js) answers for the address without its query or fragment.
const ENGINE = ""; // engine-<hash>.zip
const SNAPSHOT = ""; // snapshot-<hash>.bin, or none
const READER = ""; // rv-snapshot-<hash>.mjs, which reads it
const PYODIDE = ""; // pyodide-<hash>/, Pyodide's own files
const STDLIB_REST = ""; // the standard library beyond the snapshot, in that folder (or none)

// PyScript would take the folder of this module for Pyodide's; its files are one level down.
const INDEX = new URL(PYODIDE, import.meta.url).href;

// Fetched, inflated and expanded (rv-snapshot.mjs) in a worker of its own, so that this thread
// compiles Pyodide's own files meanwhile; the memory comes back transferred, not copied, and the
// helper ends itself once it has kept it for the next visit. Only where the helper cannot start is
// it done here: a snapshot that could not be had is not fetched a second time.
/** @param {string} url @returns {Promise<Uint8Array>} */
const fetchHere = async (url) => (await import(new URL(READER, import.meta.url).href)).fetchSnapshot(url);

/** @param {string} url @returns {Promise<Uint8Array>} */
function fetchAside(url) {
  let helper;
  try {
    helper = new Worker(new URL(READER, import.meta.url), { type: "module", name: "rv-snapshot" });
  } catch {
    return fetchHere(url); // no module workers here
  }
  return new Promise((resolve, reject) => {
    helper.onmessage = ({ data }) => {
      if (typeof data === "string") reject(new Error(data));
      else resolve(data);
    };
    helper.onerror = (event) => {
      event.preventDefault();
      helper.terminate();
      resolve(fetchHere(url));
    };
    helper.postMessage(url);
  });
}

// Only in the worker: PyScript imports this module on the page as well, without starting Python.
const inWorker = typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope;
const where = SNAPSHOT && new URL(SNAPSHOT, import.meta.url).href;
const snapshot = inWorker && SNAPSHOT && globalThis.DecompressionStream
  ? (globalThis.Worker ? fetchAside(where) : fetchHere(where)) : null;
snapshot?.catch(() => {}); // reported by loadPyodide, which then starts without it
// Pyodide compiles its wasm only when it instantiates it, after the snapshot has arrived. Compiled
// here meanwhile: V8 keeps one compiled module per process for the same bytes, which Pyodide's own
// compile then finds done.
const compiled = snapshot && WebAssembly.compileStreaming(fetch(`${INDEX}pyodide.asm.wasm`));
compiled?.catch(() => {}); // Pyodide compiles it itself (a wasm that is not wasm: see unbroken below)
// Pyodide imports its Emscripten module only when loadPyodide runs, after PyScript has opened its
// package store. Imported here, it is fetched, compiled and run by then: the same module, whose
// second import finds it done.
// (Not imported on the page: `inWorker && import(…)` was `false` there, whose `?.catch(…)` threw.)
const emscripten = inWorker ? import(`${INDEX}pyodide.asm.mjs`) : null;
emscripten?.catch(() => {}); // Pyodide imports it itself, and reports what fails

/** @type {typeof import("./pyodide/pyodide.mjs")} the package's module, published in this build's folder */
const vendored = await import(`${INDEX}pyodide.mjs`);
export const { version } = vendored;

/** A file of the runtime that could not be had, or is not what it should be; its address leads. */
class RuntimeFileError extends Error {}

// Pyodide waits for ever when one of its files is missing (its wasm, its standard library: it logs
// the failure and never settles). While it starts, every file it fetches that answers with an
// error ends the start at once instead, naming the file, and so does a wasm that does not compile
// (a damaged copy; a server's wrong type only makes Pyodide compile it another way). The page says
// so in its language (rv-python.js).
/**
 * @template T
 * @param {() => Promise<T>} start
 * @returns {Promise<T>}
 */
function unbroken(start) {
  const fetchAsIs = globalThis.fetch;
  /** @type {(error: Error) => void} */
  let fail = () => {};
  /** @type {Promise<never>} */
  const failed = new Promise((resolve, reject) => { fail = reject; });
  globalThis.fetch = async (resource, ...rest) => {
    const url = String(resource instanceof Request ? resource.url : resource);
    let response;
    try {
      response = await fetchAsIs(resource, ...rest);
    } catch (error) {
      fail(new RuntimeFileError(`${url}: ${/** @type {any} */ (error)?.message ?? error}`));
      throw error;
    }
    if (!response.ok) fail(new RuntimeFileError(`${url}: ${response.status} ${response.statusText}`));
    return response;
  };
  compiled?.catch((error) => {
    if (error instanceof WebAssembly.CompileError) fail(new RuntimeFileError(`${INDEX}pyodide.asm.wasm: ${error.message}`));
  });
  return Promise.race([start(), failed]).finally(() => { globalThis.fetch = fetchAsIs; });
}

/** @param {Parameters<typeof vendored.loadPyodide>[0]} options */
export async function loadPyodide(options) {
  if (snapshot) {
    try {
      // The promise itself: Pyodide loads its own files before it waits for it. The standard library
      // is only what the snapshot does not hold already.
      return await unbroken(() => vendored.loadPyodide({
        ...options, indexURL: INDEX, stdLibURL: `${INDEX}${STDLIB_REST}`, _loadSnapshot: snapshot,
      }));
    } catch (error) {
      if (error instanceof RuntimeFileError) throw error; // starting again without it would not help
      console.warn(`Reglas vivas: the snapshot ${SNAPSHOT} did not load; Python starts without it.`, error);
    }
  }
  const [pyodide, engine] = await unbroken(() => Promise.all([
    vendored.loadPyodide({ ...options, indexURL: INDEX }),
    fetch(new URL(ENGINE, import.meta.url)).then((response) => response.arrayBuffer()),
  ]));
  pyodide.unpackArchive(engine, "zip");
  return pyodide;
}
