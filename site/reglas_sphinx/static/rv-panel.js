// Reglas vivas: the progress panel beside each example (.rv-progress-panel, outside the widget,
// whose inside each reply replaces): its best stars and latest result, the way to the next example
// (or exercise), and links to the example and to the position reached. Built here only, as text.

import { _, el, plural } from "./rv-core.js";
import { island, load, progressKey } from "./rv-progress-data.js";

/** @typedef {import("./rv-progress-data.js").Entry} Entry */
/** @typedef {{stars: number, hints: number, decisions: number, par: number}} Result a reply's `result` */

/** Widget id -> the position reached, as a game record (for its link). @type {Map<string, string>} */
const lastRecord = new Map();
/** Widget id -> the latest result earned there. @type {Map<string, Result>} */
const lastResult = new Map();
// What each panel shows, as last drawn: a refresh (a result here, stars from another tab) draws
// again only the panels whose stars or latest result changed, and a reply without a result none
// (the position it brings only enables the panel's link).
/** Widget id -> JSON of what its panel shows. @type {Map<string, string>} */
const drawn = new Map();

/** The stars of `entry` (none yet, none earned, or 1 to 3), in marks and in words. @param {Entry | undefined} entry */
export function starLine(entry) {
  const n = entry ? entry.stars : 0;
  const words = !entry ? _("Aún sin estrellas")
    : n === 0 ? _("resuelto viendo la solución, sin estrellas: inténtalo sin ella")
      : _("{n} de 3 estrellas", { n });
  return el("span", { class: "rv-stars", "data-rv-stars": entry ? String(n) : "none" },
    starMarks(n), " ", el("span", { text: words }));
}

/** ★★☆: for the eye only (the words say it). @param {number} n */
export function starMarks(n) {
  return el("span", { class: "rv-stars-marks", "aria-hidden": "true", text: "★".repeat(n) + "☆".repeat(3 - n) });
}

/** A link shown in `parent`, selected and copied when the browser allows. @param {Element} parent @param {string} label @param {string} href */
export function linkBox(parent, label, href) {
  parent.querySelector(".rv-progress-link")?.remove();
  const input = el("input", { readonly: "readonly", "data-rv-link": "true" });
  input.value = href;
  parent.append(el("label", { class: "rv-progress-link" }, `${label} `, input));
  input.select();
  navigator.clipboard?.writeText(href).catch(() => {});
}

/** @param {string} key */
function gameOf(key) {
  return island.games.find((game) => game.game === key.split(".")[0]);
}

/** @param {HTMLElement} root */
function panelFor(root) {
  const id = root.id;
  let panel = document.querySelector(`.rv-progress-panel[data-rv-for="${CSS.escape(id)}"]`);
  if (!panel) {
    panel = el("div", { class: "rv-progress-panel", "data-rv-for": id });
    root.after(panel); // outside the widget, whose inside is replaced on every reply
  }
  return panel;
}

/** Whether the panel of `root` has been drawn. @param {HTMLElement} root */
export function hasPanel(root) {
  return drawn.has(root.id);
}

/** The latest result of `root`'s example, shown until the progress is cleared. @param {HTMLElement} root @param {Result} result */
export function showResult(root, result) {
  lastResult.set(root.id, result);
}

/** The position `root`'s example reached (a game record): its link may now be made. @param {HTMLElement} root @param {string} record */
export function showPosition(root, record) {
  lastRecord.set(root.id, record);
  panelFor(root).querySelector(".rv-position-link")?.removeAttribute("disabled");
}

export function forgetResults() {
  lastResult.clear();
}

/** Draws the panel of the example `root` (again only if what it shows changed). @param {HTMLElement} root */
export function renderPanel(root, examples = load().examples) {
  const panel = panelFor(root);
  const key = root.dataset.rvKey ?? "";
  const entry = examples[progressKey(root)];
  const latest = lastResult.get(root.id);
  const shows = JSON.stringify([entry, latest]);
  if (drawn.get(root.id) === shows && panel.firstChild) return;
  drawn.set(root.id, shows);
  const best = el("p", { class: "rv-progress-best" }, el("span", { text: `${_("Tu mejor resultado:")} ` }), starLine(entry));
  if (latest) {
    const details = [plural("{n} jugada (par: {par})", "{n} jugadas (par: {par})", latest.decisions, { par: latest.par })];
    if (latest.hints) details.push(plural("{n} pista", "{n} pistas", latest.hints));
    best.append(el("span", { class: "rv-progress-detail", text: ` · ${_("esta vez:")} ${details.join(", ")}` }));
  }
  const actions = el("p", { class: "rv-progress-actions" });
  const next = island.next[root.id];
  const item = root.closest(".rv-set-item");
  if (next) {
    actions.append(el("a", { class: "rv-next", href: next.url, "data-rv-next": "true" },
      el("strong", { text: `${_("Siguiente ejemplo:")} ` }), next.title, " →"));
  } else if (item) {
    // In an exercise set the link stays the set's: the next exercise is scrolled to, not linked.
    const after = item.nextElementSibling?.querySelector(".rv-widget[data-rv-kind]");
    if (after) {
      const go = el("button", { type: "button", class: "rv-next", "data-rv-next": "true", text: `${_("Siguiente ejercicio")} →` });
      go.addEventListener("click", () => {
        after.scrollIntoView({ block: "start" });
        /** @type {HTMLButtonElement | null} */ (after.querySelector("button:not([disabled])"))?.focus({ preventScroll: true });
      });
      actions.append(go);
    } else actions.append(el("span", { text: _("Es el último ejercicio de la serie.") }));
  } else if (next === null) {
    const game = gameOf(key);
    actions.append(el("span", { text: `${_("Es el último ejemplo de {game}.", { game: game?.title || "" })} ` }));
    if (game) actions.append(el("a", { class: "rv-next", href: game.url, text: _("Ver tu progreso") }));
  }
  const share = el("span", { class: "rv-progress-share" });
  const exampleLink = el("button", { type: "button", text: _("Enlace a este ejemplo") });
  exampleLink.addEventListener("click", () => {
    // On a rules page, the example in its place; elsewhere (an exercise set), a set of this one.
    const url = new URL(next === undefined && island.sets ? island.sets : location.href, location.href);
    url.hash = next === undefined ? new URLSearchParams([["set", "1"], ["e", key]]).toString() : root.id;
    linkBox(panel, _("Enlace:"), url.href);
  });
  // A practice's link is its exercise's, in the practice's own bar (rv-widgets.js).
  if (root.dataset.rvKind !== "practice") share.append(exampleLink);
  const sets = island.sets;
  if (sets) {
    // Until the example's first reply brings its position, the link has none to give.
    const positionLink = el("button", { type: "button", class: "rv-position-link", text: _("Enlace a esta posición") });
    positionLink.disabled = !lastRecord.has(root.id);
    positionLink.addEventListener("click", () => {
      const url = new URL(sets, location.href);
      url.hash = new URLSearchParams([["set", "1"], ["p", lastRecord.get(root.id) ?? ""]]).toString();
      linkBox(panel, _("Enlace:"), url.href);
    });
    share.append(" ", positionLink);
  }
  actions.append(" ", share);
  const box = panel.querySelector(".rv-progress-link");
  panel.replaceChildren(best, actions, ...(box ? [box] : []));
}
