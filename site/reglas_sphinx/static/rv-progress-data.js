// Reglas vivas: what the reader's progress is shown from. No DOM is built here.
//
// * The site's reading order, units and titles: the page's JSON data island (#rv-progress-data,
//   written when the site was built by reglas_sphinx.progress); nothing is scraped from the page.
// * The best result per example, kept in this browser only (no account, nothing sent) under one
//   versioned key. The stars themselves come from the engine (the `result` of a reply, see
//   engine/lessons/progress.py).

import { storage } from "./rv-core.js";

/**
 * @typedef {{stars: number, hints: number}} Entry the best result of one example
 * @typedef {{examples: Record<string, Entry>}} Progress
 * @typedef {{game: string, title: string, url: string, noun: "article" | "rule", units: string[][]}} Game
 * @typedef {{title: string, url: string, keys: string[]}} Unit
 * @typedef {{
 *   version: 1, games: Game[], next: Record<string, {url: string, title: string} | null>,
 *   sets?: string, classPage?: string, here?: {game: string, units: Unit[]},
 *   catalogue?: {title: string, examples: [string, string, string, string][]}[],
 * }} Island
 */

/** The key the stars are kept under; another version's (rv-progress:v0…) is discarded. */
export const STORE = "rv-progress:v1";
const STORE_PREFIX = "rv-progress:";
const KEY_SHAPE = /^[a-z]+(\.[a-z0-9-]+){1,2}$/; // an example (awari.captura) or a drill (awari.practica.ultima)

/** @returns {Island} */
function readIsland() {
  try {
    const data = JSON.parse(document.getElementById("rv-progress-data")?.textContent || "null");
    if (data && data.version === 1 && Array.isArray(data.games)) return data;
  } catch {
    /* a page built without it: progress is still kept, only not summarised */
  }
  return { version: 1, games: [], next: {} };
}

/** What the build says about this page and the site's examples. */
export const island = readIsland();

/** @type {Progress} */
let memory = { examples: {} }; // used when the browser refuses storage
/** Whether corrupt or unknown progress was found and dropped on this page load. */
export let discarded = false;

/** @param {any} value @returns {value is {stars: number, hints?: number}} */
function validEntry(value) {
  return (
    value !== null && typeof value === "object" && Number.isInteger(value.stars) && value.stars >= 0 &&
    value.stars <= 3 && (value.hints === undefined || (Number.isInteger(value.hints) && value.hints >= 0))
  );
}

/** The stars kept in this browser; what is unreadable is dropped (and `discarded` says so). */
export function load() {
  if (!storage.readable()) return memory;
  for (const key of storage.keys()) {
    if (key.startsWith(STORE_PREFIX) && key !== STORE) {
      storage.remove(key); // another version's progress: unknown, discarded
      discarded = true;
    }
  }
  const raw = storage.get(STORE);
  if (raw === null) return { examples: {} };
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch {
    /* not JSON: discarded below */
  }
  const ok = data && typeof data === "object" && !Array.isArray(data) && data.examples &&
    typeof data.examples === "object" && !Array.isArray(data.examples);
  /** @type {Record<string, Entry>} */
  const examples = {};
  let bad = !ok;
  if (ok) {
    for (const [key, value] of Object.entries(data.examples)) {
      if (KEY_SHAPE.test(key) && validEntry(value)) examples[key] = { stars: value.stars, hints: value.hints ?? 0 };
      else bad = true;
    }
  }
  if (bad) {
    discarded = true;
    write({ examples }); // what was readable stays; the rest is gone, and said so
  }
  return { examples };
}

/** @param {Progress} progress */
function write(progress) {
  memory = progress;
  storage.set(STORE, JSON.stringify(progress)); // refused: kept for this page only
}

/** Keeps `result` for the example `key` if it is better than what is kept. @param {string} key @param {any} result */
export function remember(key, result) {
  const progress = load();
  const before = progress.examples[key];
  if (!KEY_SHAPE.test(key) || !validEntry(result)) return;
  if (!before || result.stars > before.stars) {
    progress.examples[key] = { stars: result.stars, hints: result.hints ?? 0 };
    write(progress);
  }
}

export function clearAll() {
  memory = { examples: {} };
  storage.remove(STORE);
}
