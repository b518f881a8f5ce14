// Reglas vivas: what every module of the page shares, in one place: the page's language, its texts,
// this browser's storage, and the one way the modules build elements (from text, never from HTML).
//
// The texts are Spanish msgids, marked `_("…")`, or `plural("…", "…", n)` where words follow a
// number, so that the site's catalogue extracts them (reglas_sphinx.catalog: their English is in
// locales/en/LC_MESSAGES/reglas_sphinx.po, and `python -m reglas_sphinx.catalog check` fails on a
// msgid without it). The build writes the table of the page's language beside this module
// (rv-texts.js, classroom.write_texts); a Spanish page's table is empty: its words are the msgids.
// rv-classroom.js, a classic script that must run from file:// where modules do not, is the one
// script that cannot import this one: its words come from the page's template.

import TEXTS from "./rv-texts.js";

/** The page's language. */
export const lang = document.documentElement.lang.startsWith("en") ? "en" : "es";

/**
 * @typedef {Record<string, string | number>} Values
 * What fills a text's `{name}` placeholders.
 */

/** @param {string} text @param {Values} values */
function format(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * The text `msgid` (Spanish) in the page's language, with its `{name}` placeholders filled.
 * @param {string} msgid
 * @param {Values} [values]
 */
export function _(msgid, values = {}) {
  const found = TEXTS[msgid];
  return format(typeof found === "string" ? found : msgid, values);
}

/**
 * The text whose words follow the number `n`: `one` (its msgid) or `other`, in the page's language,
 * chosen by the catalogue's plural rule `(n != 1)` (the build refuses a catalogue with another).
 * `{n}` is filled with `n` unless `values` says otherwise.
 * @param {string} one
 * @param {string} other
 * @param {number} n
 * @param {Values} [values]
 */
export function plural(one, other, n, values = {}) {
  const found = TEXTS[one];
  const forms = Array.isArray(found) ? found : [one, other];
  return format(forms[n === 1 ? 0 : 1], { n, ...values });
}

/**
 * This browser's storage (localStorage), which may be refused: disabled, full, or absent (a private
 * window, some file:// pages). Reading gives null and writing false then; nothing ever throws.
 */
export const storage = {
  /** Whether this page may read the storage at all. */
  readable() {
    try {
      return typeof localStorage.length === "number";
    } catch {
      return false;
    }
  },
  /** @param {string} key @returns {string | null} */
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Whether `value` was stored. @param {string} key @param {string} value */
  set(key, value) {
    try {
      localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  /** @param {string} key */
  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
  /** Every key stored by this site in this browser. @returns {string[]} */
  keys() {
    try {
      return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "");
    } catch {
      return [];
    }
  },
};

/**
 * A new element: `attrs` as attributes (`text` as its text), `children` appended as nodes or text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attrs]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/**
 * The part `name` of widget `root`'s own view that the page's scripts fill (the engine draws it
 * empty and the redraws keep what is put in it: engine.table.render `data-rv-part`, `data-rv-kept`):
 * "caption" (the last move's caption), "more-page" (inside "Más": the text line, the log, the
 * animation speed). Null where the view has none (an exercise set, the class board).
 * @param {HTMLElement} root
 * @param {string} name
 * @returns {HTMLElement | null}
 */
export function part(root, name) {
  const found = /** @type {HTMLElement[]} */ ([...root.querySelectorAll(`[data-rv-part="${name}"][data-rv-kept]`)]);
  return found.find((node) => node.closest(".rv-widget") === root) ?? null;
}
