// Reglas vivas: the summaries of the reader's progress: the sidebar's box (every game's units done,
// on every page), the box under a game's index title (its units one by one), the control that
// clears the progress (in both), and the notice that saved progress was discarded. Built here only,
// as text. Clearing is said to the page as the event "rv:progress-cleared" (rv-progress.js draws
// everything again).

import { _, el, plural } from "./rv-core.js";
import { clearAll, discarded, island, scheduleDiscarded } from "./rv-progress-data.js";
import { starMarks } from "./rv-panel.js";

/** @typedef {import("./rv-progress-data.js").Entry} Entry */
/** @typedef {Record<string, Entry>} Examples */

/** How many of `units` (each the keys of its examples) have a star in every example. @param {string[][]} units @param {Examples} examples */
function unitsDone(units, examples) {
  return units.filter((keys) => keys.length && keys.every((key) => (examples[key]?.stars ?? 0) > 0)).length;
}

/** "Borrar mi progreso", asking first. @param {"sidebar" | "index"} where @returns {HTMLElement} */
function clearControl(where) {
  const wrap = el("p", { class: "rv-progress-clear" });
  const ask = el("button", { type: "button", "data-rv-clear": "ask", text: _("Borrar mi progreso") });
  ask.addEventListener("click", () => {
    const yes = el("button", { type: "button", "data-rv-clear": "yes", text: _("Sí, borrar") });
    const no = el("button", { type: "button", "data-rv-clear": "no", text: _("Cancelar") });
    yes.addEventListener("click", () => {
      clearAll();
      document.dispatchEvent(new Event("rv:progress-cleared"));
      notify(_("Progreso borrado."), where);
    });
    no.addEventListener("click", () => wrap.replaceWith(clearControl(where)));
    const confirm = _("¿Borrar las estrellas de todos los ejemplos y las reglas por repasar en este navegador? No se puede deshacer.");
    const question = el("span", { id: `rv-clear-question-${where}`, text: `${confirm} ` });
    yes.setAttribute("aria-describedby", question.id);
    no.setAttribute("aria-describedby", question.id);
    wrap.replaceChildren(question, yes, " ", no);
    no.focus(); // the safe answer first; both buttons read the question
  });
  wrap.append(ask);
  return wrap;
}

/** @param {string} text @param {"sidebar" | "index"} where */
function notify(text, where) {
  document.querySelectorAll(`.rv-progress-said[data-rv-where="${where}"]`).forEach((old) => old.remove());
  const target = document.querySelector(where === "index" ? ".rv-progress-summary" : ".rv-progress-sidebar");
  target?.append(el("p", { class: "rv-progress-said", role: "status", "data-rv-where": where, text }));
}

/** "3 de 8 reglas" and a bar. @param {number} done @param {number} total @param {"article" | "rule"} noun */
function meter(done, total, noun) {
  const words = noun === "article"
    ? plural("{done} de {n} artículo", "{done} de {n} artículos", total, { done })
    : plural("{done} de {n} regla", "{done} de {n} reglas", total, { done });
  return el("p", { class: "rv-progress-count" },
    el("span", { "data-rv-count": `${done}/${total}`, text: words }), " ",
    el("progress", { max: String(total), value: String(done), "aria-hidden": "true" }));
}

/** @param {Examples} examples */
export function renderSidebar(examples) {
  const box = document.querySelector("[data-rv-progress-sidebar]");
  if (!box) return;
  const list = el("ul");
  for (const game of island.games) {
    list.append(el("li", { "data-rv-game": game.game },
      el("a", { href: game.url, text: game.title }), " ",
      meter(unitsDone(game.units, examples), game.units.length, game.noun)));
  }
  box.replaceChildren(el("p", { class: "rv-progress-heading", text: _("Tu progreso") }), list, clearControl("sidebar"));
}

/** @param {Examples} examples */
export function renderIndex(examples) {
  const here = island.here;
  if (!here) return;
  const game = island.games.find((g) => g.game === here.game);
  let box = document.querySelector(".rv-progress-summary");
  if (!box) {
    box = el("section", { class: "rv-progress-summary", "aria-label": _("Tu progreso") });
    const heading = document.querySelector("article h1") || document.querySelector("h1");
    if (heading) heading.after(box);
    else document.body.prepend(box);
  }
  const list = el("ul", { class: "rv-progress-units" }); // the titles carry their own numbers
  for (const unit of here.units) {
    const done = unit.keys.every((key) => (examples[key]?.stars ?? 0) > 0);
    // Reached with the solution shown: solved, with no star to show for it (and not counted as done).
    const told = !done && unit.keys.every((key) => examples[key] !== undefined);
    const stars = Math.min(...unit.keys.map((key) => examples[key]?.stars ?? 0));
    const said = done ? _("resuelto") : told ? _("resuelto viendo la solución, sin estrellas") : _("sin resolver");
    list.append(el("li", { class: done ? "rv-unit-done" : "rv-unit-todo" },
      el("a", { href: unit.url, text: unit.title }), " ", starMarks(stars),
      el("span", { class: "rv-visually-hidden", text: ` ${said}` })));
  }
  const noun = game?.noun || "rule";
  const title = noun === "article" ? _("Los artículos, uno a uno") : _("Las reglas, una a una");
  box.replaceChildren(
    el("h2", { text: _("Tu progreso") }),
    meter(unitsDone(here.units.map((u) => u.keys), examples), here.units.length, noun),
    el("p", { class: "rv-progress-kept", text: _("Se guarda solo en este navegador; no hace falta ninguna cuenta.") }),
    el("details", {}, el("summary", { text: title }), list),
    clearControl("index"),
  );
}

/** Says once that the progress saved in this browser could not be read and was discarded; or its review
 * schedule alone, where the page shows no review of its own (rv-review.js says it there). */
export function showDiscarded() {
  const scheduleOnly = !discarded && scheduleDiscarded && !document.querySelector("[data-rv-review-today], [data-rv-review-status]");
  if (!(discarded || scheduleOnly) || document.querySelector(".rv-progress-discarded")) return;
  const where = document.querySelector("article") || document.body;
  const text = discarded
    ? _("El progreso guardado en este navegador estaba dañado o era de otra versión, y se ha descartado.")
    : _("Tu lista de repaso estaba dañada y se ha descartado; tus estrellas siguen guardadas.");
  where.prepend(el("p", { class: "rv-message rv-notice rv-progress-discarded", role: "status", text }));
}
