// Reglas vivas: the memory snapshot as it ships, and how a page gets it back.
//
// About half of Pyodide's memory is wasm pages (64 KiB) of zeros: at the top of the heap and between
// its parts. The snapshot ships as the pages that hold data, with where they go, gzipped
// (snapshot-<hash>.bin): a page inflates only those, while it starts (the time it saves is in
// CHANGELOG.md). Beside it, snapshot-<hash>.bin.br holds the same pages as brotli, smaller than
// gzip: a server that sends precompressed copies (serve.py) sends that one to a
// browser that accepts brotli, the browser inflates it as it arrives, and the page gets the
// container itself. The container, in little-endian 32-bit words: the memory's size in
// bytes, the number of runs of pages, each run's start and length in bytes, then the bytes of each
// run in that order.
//
// snapshot.mjs writes it (pack) and checks it by starting a Pyodide from it (expand), in Node. The
// interpreter module (rv-pyodide.mjs) gets it with fetchSnapshot, run in a worker of its own
// (started by name, "rv-snapshot", see the end of this file); a revisit reads it back from Cache
// Storage. runtime.py publishes this file as rv-snapshot-<hash>.mjs and writes that name into the
// interpreter module.

const PAGE = 65536;

/** The pages of `memory` that hold data, as the container described above. @param {Uint8Array} memory */
export function pack(memory) {
  /** @type {[number, number][]} */
  const runs = []; // [start, end) in bytes
  for (let start = 0; start < memory.length; start += PAGE) {
    const end = Math.min(start + PAGE, memory.length);
    if (memory.subarray(start, end).every((byte) => byte === 0)) continue;
    const last = runs.at(-1);
    if (last && last[1] === start) last[1] = end;
    else runs.push([start, end]);
  }
  const head = 4 * (2 + 2 * runs.length);
  const packed = new Uint8Array(head + runs.reduce((sum, [start, end]) => sum + end - start, 0));
  const words = new DataView(packed.buffer);
  words.setUint32(0, memory.length, true);
  words.setUint32(4, runs.length, true);
  let at = head;
  runs.forEach(([start, end], index) => {
    words.setUint32(8 + 8 * index, start, true);
    words.setUint32(12 + 8 * index, end - start, true);
    packed.set(memory.subarray(start, end), at);
    at += end - start;
  });
  return packed;
}

/** The memory `packed` holds, or an error if it is not a whole container. @param {Uint8Array} packed */
export function expand(packed) {
  const words = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  /** @param {number} index */
  const word = (index) => words.getUint32(4 * index, true);
  const memory = new Uint8Array(word(0));
  let at = 4 * (2 + 2 * word(1));
  for (let run = 0; run < word(1); run++) {
    const [start, length] = [word(2 + 2 * run), word(3 + 2 * run)];
    if (at + length > packed.length || start + length > memory.length) break;
    memory.set(packed.subarray(at, at + length), start);
    at += length;
  }
  if (at !== packed.length) throw new Error("the snapshot is not whole");
  return memory;
}

// A revisit reads the container as the last visit inflated it, from a cache of its own (Cache
// Storage: where the page may use it, https or localhost) under the snapshot's content-hashed address:
// inflating takes more time than reading it back. One snapshot is kept, the newest.
const KEPT = "rv-snapshot";

/**
 * The memory of the snapshot at `url`: kept, or fetched, inflated and expanded. What keeps it for
 * the next visit goes into `keeping`, for a caller that must not end before it is done.
 */
/**
 * @param {string} url
 * @param {Promise<void>[]} keeping
 * @returns {Promise<Uint8Array>}
 */
export async function fetchSnapshot(url, keeping = []) {
  const cache = await globalThis.caches?.open(KEPT).catch(() => undefined);
  const kept = await cache?.match(url);
  if (cache && kept) {
    try {
      return expand(new Uint8Array(await kept.arrayBuffer()));
    } catch {
      await cache.delete(url); // not whole: fetched again below
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  // Gzipped as the file is, or the container itself: sent as brotli (its .br copy) or with
  // Content-Encoding: gzip, it was inflated by the browser already (the container's first word, a
  // size in whole wasm pages, never starts with gzip's two bytes).
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  const memory = expand(bytes); // first: a snapshot that is not whole is not kept
  if (cache) keeping.push(keep(cache, url, bytes));
  return memory;
}

/** @param {Cache} cache @param {string} url @param {Uint8Array<ArrayBuffer>} bytes */
async function keep(cache, url, bytes) {
  await cache.put(url, new Response(bytes));
  for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
}

// Run as the worker named "rv-snapshot": a snapshot's URL in, its memory out (transferred, not
// copied), or the reason it could not be had; it ends once the memory is kept for the next visit.
/**
 * The worker's own names (this module is checked against the page's, the DOM's).
 * @typedef {{
 *   name?: string, onmessage: ((event: MessageEvent<string>) => void) | null,
 *   postMessage(message: unknown, transfer?: Transferable[]): void, close(): void,
 * }} HelperScope
 */
const scope = /** @type {HelperScope} */ (/** @type {unknown} */ (globalThis));
if (scope.name === "rv-snapshot") {
  scope.onmessage = async ({ data: url }) => {
    /** @type {Promise<void>[]} */
    const keeping = [];
    try {
      const memory = await fetchSnapshot(url, keeping);
      scope.postMessage(memory, [memory.buffer]);
    } catch (error) {
      scope.postMessage(String(/** @type {any} */ (error)?.message ?? error));
    }
    await Promise.allSettled(keeping);
    scope.close();
  };
}
