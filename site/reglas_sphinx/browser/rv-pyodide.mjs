// Reglas vivas: the interpreter module PyScript's worker imports (rv-python.js names it instead of
// pyodide/pyodide.mjs): the vendored Pyodide, started from the site's memory snapshot, a Python that
// has already started and imported the engine (made and checked at build time by snapshot.mjs).
//
// The snapshot is named in this module's address (?snapshot=snapshot-<hash>.gz, after its content and
// so after the exact runtime it was made with). It is fetched as soon as this module runs, inflated
// while Pyodide's own files load, and given to Pyodide's `_loadSnapshot` option. Without one, or if it
// cannot be fetched or inflated, or Pyodide refuses it, Python starts the ordinary way: slower, same site.
import { loadPyodide as loadVendored, version } from "./pyodide/pyodide.mjs";

export { version };

// PyScript would take the folder of this module for Pyodide's; its files are one level down.
const INDEX = new URL("pyodide/", import.meta.url).href;
const NAME = new URL(import.meta.url).searchParams.get("snapshot");

async function inflate(response) {
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A server that sent it with Content-Encoding: gzip has had it inflated by the browser already.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function warn(what, error) {
  console.warn(`Reglas vivas: ${what}; Python starts without the snapshot.`, error);
  return null;
}

const snapshot = NAME && globalThis.DecompressionStream
  ? fetch(new URL(NAME, import.meta.url)).then(inflate).catch((error) => warn(`no snapshot ${NAME}`, error))
  : Promise.resolve(null);

export async function loadPyodide(options) {
  const bytes = await snapshot;
  if (bytes) {
    try {
      return await loadVendored({ ...options, indexURL: INDEX, _loadSnapshot: bytes });
    } catch (error) {
      warn(`Pyodide refused the snapshot ${NAME}`, error);
    }
  }
  return loadVendored({ ...options, indexURL: INDEX });
}
