// Reglas vivas: the review of what the reader missed. A rule whose example or practice was missed comes
// back after 1 day, then 3, then 7 (the schedule is kept with the stars: rv-progress-data.js). This
// module draws, as text, the home page's "Para repasar hoy" line (a link to the review page) and the
// review page's status (how many are due, or when the next review is), and gives the review page's
// widget the rules due today, each with the exercise chosen for it: the rule's drill with a new seed
// when the build's map of drills (the page's data island) has one, else the example that was missed.
// The engine draws them (engine.table.review); rv-progress.js follows their results. Imported by
// rv-progress.js (which calls renderReview whenever the progress changes) and by rv-widgets.js.

import { _, el, lang, plural } from "./rv-core.js";
import { dueToday, island, load, scheduleDiscarded } from "./rv-progress-data.js";

/** @typedef {import("./rv-progress-data.js").Review} Review */

/** A seed no two readers are likely to share, as a practice's first (rv-widgets.js). */
function newSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

/** The exercise for a rule due: its drill (the one missed, else its first) with a new seed, else the
 * example missed. @param {string} rule @param {Review} entry */
function exerciseFor(rule, entry) {
  const drills = island.drills?.[rule] ?? [];
  const drill = drills.includes(entry.key) ? entry.key : drills[0];
  return drill ? `${drill}.${newSeed()}` : entry.key;
}

/** The review widget's first request: the rules due today, each with its exercise. */
export function reviewInit() {
  const { due } = dueToday(load().review);
  return { op: "init", kind: "review", lang, due: due.map(([rule, entry]) => ({ rule, exercise: exerciseFor(rule, entry) })) };
}

/** The day of `time`, in words of the page's language. @param {number} time */
function day(time) {
  return new Intl.DateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long" }).format(new Date(time));
}

const DISCARDED = () => _("Tu lista de repaso estaba dañada y se ha descartado; tus estrellas siguen guardadas.");

/** "Para repasar hoy: N", the home page's line, and the review page's status. @param {Record<string, Review>} review */
export function renderReview(review) {
  const { due, next } = dueToday(review);
  const count = plural("Para repasar hoy: {n} regla", "Para repasar hoy: {n} reglas", due.length);
  for (const line of document.querySelectorAll("[data-rv-review-today]")) {
    const link = el("a", { href: island.review ?? "", text: count });
    /** @type {HTMLElement[]} */
    const parts = [link];
    if (scheduleDiscarded) parts.push(el("span", { class: "rv-review-discarded", text: ` ${DISCARDED()}` }));
    line.replaceChildren(...parts);
    line.removeAttribute("hidden");
  }
  for (const status of document.querySelectorAll("[data-rv-review-status]")) {
    /** @type {string[]} */
    const said = [];
    if (scheduleDiscarded) said.push(DISCARDED());
    if (due.length) said.push(`${count}.`, _("Cada regla vuelve como un ejercicio nuevo; si lo consigues, la repasarás más adelante."));
    else if (next !== null) said.push(_("Hoy no tienes nada que repasar. El próximo repaso: {day}.", { day: day(next) }));
    else said.push(_("Hoy no tienes nada que repasar. Lo que falles en un ejemplo o una práctica vuelve aquí al día siguiente."));
    const text = said.join(" ");
    if (status.textContent !== text) status.textContent = text; // a live region: said when it changes
  }
}
