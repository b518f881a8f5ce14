// Reglas vivas: the interpreter module PyScript's worker imports (rv-python.js names it instead of
// pyodide/pyodide.mjs). It hands PyScript the vendored Pyodide with the site's engine importable:
// * started from the build's memory snapshot, a Python that has already started and imported every
//   engine module and both catalogues (made and checked at build time by snapshot.mjs). In the
//   worker it is fetched as soon as this module runs, before Pyodide's own files, inflated while
//   they load, and given to Pyodide's `_loadSnapshot` option;
// * else, or if the snapshot cannot be fetched or inflated or Pyodide refuses it, started the
//   ordinary way, with the engine zip unpacked where PyScript would unpack it, the working
//   directory: slower, same site.
// runtime.py publishes this file as rv-pyodide-<hash>.mjs with the two names below filled in (both
// content-hashed, so after the exact runtime they belong to). They cannot travel in this module's
// address: the offline copy (sw.js) answers for the address without its query or fragment.
const ENGINE = ""; // engine-<hash>.zip
const SNAPSHOT = ""; // snapshot-<hash>.gz, or none

// PyScript would take the folder of this module for Pyodide's; its files are one level down.
const INDEX = new URL("pyodide/", import.meta.url).href;

// Fetches and inflates the snapshot. Self-contained (it also runs, as text, in a helper worker).
async function fetchSnapshot(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A server that sent it with Content-Encoding: gzip has had it inflated by the browser already.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// In a helper worker of its own, so that inflating 31 MB (a sixth of a second) does not hold up
// Pyodide's own files, which this thread compiles meanwhile; the bytes come back transferred, not
// copied. Where a worker cannot start a worker, it is done here.
const HELPER = `const fetchSnapshot = ${fetchSnapshot};
onmessage = async ({ data: url }) => {
  try {
    const bytes = await fetchSnapshot(url);
    postMessage(bytes, [bytes.buffer]);
  } catch (error) {
    postMessage(String(error?.message ?? error));
  }
};`;

function fetchAside(url) {
  return new Promise((resolve, reject) => {
    const code = URL.createObjectURL(new Blob([HELPER], { type: "text/javascript" }));
    const helper = new Worker(code);
    const done = () => {
      helper.terminate();
      URL.revokeObjectURL(code);
    };
    helper.onmessage = ({ data }) => {
      done();
      if (typeof data === "string") reject(new Error(data));
      else resolve(data);
    };
    helper.onerror = (event) => {
      event.preventDefault();
      done();
      reject(new Error(event.message || "the snapshot's helper worker did not start"));
    };
    helper.postMessage(url);
  });
}

// Only in the worker: PyScript imports this module on the page as well, without starting Python.
const inWorker = typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope;
const where = SNAPSHOT && new URL(SNAPSHOT, import.meta.url).href;
const snapshot = inWorker && SNAPSHOT && globalThis.DecompressionStream
  ? (globalThis.Worker ? fetchAside(where).catch(() => fetchSnapshot(where)) : fetchSnapshot(where)) : null;
snapshot?.catch(() => {}); // reported by loadPyodide, which then starts without it

const vendored = await import("./pyodide/pyodide.mjs");
export const { version } = vendored;

export async function loadPyodide(options) {
  if (snapshot) {
    try {
      // The promise itself: Pyodide fetches and compiles its own files before it waits for it.
      return await vendored.loadPyodide({ ...options, indexURL: INDEX, _loadSnapshot: snapshot });
    } catch (error) {
      console.warn(`Reglas vivas: the snapshot ${SNAPSHOT} did not load; Python starts without it.`, error);
    }
  }
  const [pyodide, engine] = await Promise.all([
    vendored.loadPyodide({ ...options, indexURL: INDEX }),
    fetch(new URL(ENGINE, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`${ENGINE}: ${response.status} ${response.statusText}`);
      return response.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(engine, "zip");
  return pyodide;
}
