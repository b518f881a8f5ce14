// Reglas vivas: what the reader's progress is shown from. No DOM is built here.
//
// * The site's reading order, units and titles: the page's JSON data island (#rv-progress-data,
//   written when the site was built by reglas_sphinx.progress); nothing is scraped from the page.
// * The best result per example, kept in this browser only (no account, nothing sent) under one
//   versioned key. The stars themselves come from the engine (the `result` of a reply, see
//   engine/lessons/progress.py).
// * Beside them, under the same key, the review schedule: each rule the reader missed (an example's or
//   a practice's try whose goal was missed), when it is due again and at which step of its intervals
//   (1 day, then 3, then 7). A schedule that cannot be read is discarded whole, and said; the stars stay.

import { storage } from "./rv-core.js";

/**
 * @typedef {{stars: number, hints: number}} Entry the best result of one example
 * @typedef {{due: number, step: number, key: string}} Review a rule to review: when (ms since 1970), at
 *   which interval (an index of DAYS), and the example or drill it was missed in
 * @typedef {{examples: Record<string, Entry>, review: Record<string, Review>}} Progress
 * @typedef {{game: string, title: string, url: string, noun: "article" | "rule", units: string[][]}} Game
 * @typedef {{title: string, url: string, keys: string[]}} Unit
 * @typedef {{
 *   version: 1, games: Game[], next: Record<string, {url: string, title: string} | null>,
 *   sets?: string, classPage?: string, here?: {game: string, units: Unit[]},
 *   catalogue?: {title: string, examples: [string, string, string, string][]}[],
 *   rules?: Record<string, string>, drills?: Record<string, string[]>, review?: string,
 * }} Island
 */

/** The key the stars are kept under; another version's (rv-progress:v0…) is discarded. */
export const STORE = "rv-progress:v1";
const STORE_PREFIX = "rv-progress:";
const KEY_SHAPE = /^[a-z]+(\.[a-z0-9-]+){1,2}$/; // an example (awari.captura) or a drill (awari.practica.ultima)
const RULE_SHAPE = /^[a-z]+-[a-z]+-[a-z0-9-]+$/; // a rule, by its anchor (engine.rules.errors.RuleRef): awari-rule-4
/** The days between a miss and its reviews: each review passed moves on to the next, a miss goes back to the first. */
export const DAYS = [1, 3, 7];
const DAY = 86_400_000;

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
let memory = { examples: {}, review: {} }; // used when the browser refuses storage
/** Whether corrupt or unknown progress was found and dropped on this page load. */
export let discarded = false;
/** Whether a review schedule that could not be read was dropped on this page load (the stars kept). */
export let scheduleDiscarded = false;

/** @param {any} value @returns {value is {stars: number, hints?: number}} */
function validEntry(value) {
  return (
    value !== null && typeof value === "object" && Number.isInteger(value.stars) && value.stars >= 0 &&
    value.stars <= 3 && (value.hints === undefined || (Number.isInteger(value.hints) && value.hints >= 0))
  );
}

/** @param {any} value @returns {value is Review} */
function validReview(value) {
  return (
    value !== null && typeof value === "object" && Number.isSafeInteger(value.due) && value.due >= 0 &&
    Number.isInteger(value.step) && value.step >= 0 && value.step < DAYS.length &&
    typeof value.key === "string" && KEY_SHAPE.test(value.key)
  );
}

/** The schedule kept, or null if it cannot be read (then it is discarded whole). @param {any} data */
function readSchedule(data) {
  if (data.review === undefined) return {};
  if (data.review === null || typeof data.review !== "object" || Array.isArray(data.review)) return null;
  /** @type {Record<string, Review>} */
  const review = {};
  for (const [rule, value] of Object.entries(data.review)) {
    if (!RULE_SHAPE.test(rule) || !validReview(value)) return null;
    review[rule] = { due: value.due, step: value.step, key: value.key };
  }
  return review;
}

/** The progress kept in this browser; what is unreadable is dropped (and `discarded` or, for the review
 * schedule alone, `scheduleDiscarded` says so). */
export function load() {
  if (!storage.readable()) return memory;
  for (const key of storage.keys()) {
    if (key.startsWith(STORE_PREFIX) && key !== STORE) {
      storage.remove(key); // another version's progress: unknown, discarded
      discarded = true;
    }
  }
  const raw = storage.get(STORE);
  if (raw === null) return { examples: {}, review: {} };
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
  const review = ok ? readSchedule(data) : {};
  if (review === null) scheduleDiscarded = true;
  if (bad) discarded = true;
  if (bad || review === null) write({ examples, review: review ?? {} }); // what was readable stays; the rest is gone, and said so
  return { examples, review: review ?? {} };
}

/** @param {Progress} progress */
function write(progress) {
  memory = progress;
  storage.set(STORE, JSON.stringify(progress)); // refused: kept for this page only
}

/** The key `root`'s stars are kept under: its example's, or for a drill's exercise drawn alone (a
 * review's) its drill's, as a practice's exercises count. @param {HTMLElement} root */
export function progressKey(root) {
  return root.dataset.rvDrill || root.dataset.rvKey || "";
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

/** The start of the day after the one `now` is in, on this device's calendar. @param {number} now */
function tomorrow(now) {
  const day = new Date(now);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
}

/** The rules due today (their review's time falls before tomorrow), soonest first, and the time of the
 * next review after them (null: nothing else is scheduled). @param {Record<string, Review>} review
 * @param {number} [now] @returns {{due: [string, Review][], next: number | null}} */
export function dueToday(review, now = Date.now()) {
  const end = tomorrow(now);
  const all = Object.entries(review).sort((a, b) => a[1].due - b[1].due);
  const later = all.filter(([, entry]) => entry.due >= end);
  return { due: all.filter(([, entry]) => entry.due < end), next: later.length ? later[0][1].due : null };
}

/** The reader missed the example or drill `key` of `rule`: it comes back in a day. @param {string} rule @param {string} key */
export function missed(rule, key) {
  if (!RULE_SHAPE.test(rule) || !KEY_SHAPE.test(key)) return;
  const progress = load();
  progress.review[rule] = { due: Date.now() + DAYS[0] * DAY, step: 0, key };
  write(progress);
}

/** A review of `rule` passed (the next interval; after the last, it is learnt) or missed (back to a
 * day). @param {string} rule @param {boolean} passed */
export function reviewed(rule, passed) {
  const progress = load();
  const entry = progress.review[rule];
  if (!entry) return;
  const step = passed ? entry.step + 1 : 0;
  if (step >= DAYS.length) delete progress.review[rule];
  else progress.review[rule] = { ...entry, step, due: Date.now() + DAYS[step] * DAY };
  write(progress);
}

export function clearAll() {
  memory = { examples: {}, review: {} };
  storage.remove(STORE);
}
