// Reglas vivas: the reader's progress, kept in this browser only (no account, nothing sent). This
// module follows the widgets' replies and the other tabs, and has the modules that build the
// progress's DOM draw it again: rv-panel.js (beside each example), rv-summary.js (the sidebar, a
// game's index), rv-course.js (a course's map of stages), rv-sets.js (the page of exercise sets),
// rv-review.js (what is due for review); what they show comes from rv-progress-data.js. A try missed
// puts its rule in the review schedule; a review's exercise, its first outcome, moves the rule on or back. Imported by rv-widgets.js; pages without widgets load it alone
// (reglas_sphinx.progress).

import { STORE, island, load, missed, progressKey, remember, reviewed } from "./rv-progress-data.js";
import { forgetResults, hasPanel, renderPanel, showPosition, showResult } from "./rv-panel.js";
import { renderMaker, renderSetTools } from "./rv-sets.js";
import { renderIndex, renderSidebar, showDiscarded } from "./rv-summary.js";
import { renderCourse } from "./rv-course.js";
import { renderReview } from "./rv-review.js";

function refresh() {
  const { examples, review } = load();
  renderReview(review);
  renderSidebar(examples);
  renderIndex(examples);
  renderCourse(examples);
  for (const root of document.querySelectorAll('.rv-widget:is([data-rv-kind="example"], [data-rv-kind="practice"])')) {
    renderPanel(/** @type {HTMLElement} */ (root), examples);
  }
  showDiscarded();
}

document.addEventListener("rv:reply", (event) => {
  const root = /** @type {HTMLElement} */ (event.target);
  const reply = /** @type {CustomEvent} */ (event).detail || {};
  if (root.dataset.rvKind === "set") {
    renderSetTools();
    return;
  }
  // A practice's exercises count as one example, the drill's (its id: awari.practica.ultima).
  if (root.dataset.rvKind !== "example" && root.dataset.rvKind !== "practice") return;
  if (reply.saved?.partida) showPosition(root, reply.saved.partida);
  schedule(root, reply);
  if (reply.result) {
    showResult(root, reply.result);
    remember(progressKey(root), reply.result);
    refresh();
  } else if (!hasPanel(root)) renderPanel(root); // an exercise of a set, new since the page started
});

/** The review exercises whose outcome has been counted (the first: a miss then a success is a miss). */
const settled = new WeakSet();

/** A try missed schedules its rule for review (the page's data island says each example's rule); a
 * review's exercise (marked with its rule by engine.table.review) moves its rule on when its first
 * outcome is a success with a star, back to a day when it is a miss or the solution shown.
 * @param {HTMLElement} root @param {any} reply */
function schedule(root, reply) {
  const key = root.dataset.rvKey ?? "";
  const missedNow = reply.goal?.status === "missed";
  if (root.dataset.rvRule) {
    if (settled.has(root) || !(missedNow || reply.result)) return;
    settled.add(root);
    reviewed(root.dataset.rvRule, !missedNow && reply.result.stars > 0);
    refresh();
  } else if (missedNow && island.rules?.[key]) {
    missed(island.rules[key], key);
    refresh();
  }
}

document.addEventListener("rv:progress-cleared", () => {
  forgetResults();
  refresh();
});

// Another tab earned a star or cleared progress: show it here too.
window.addEventListener("storage", (event) => {
  if (event.key === null || event.key === STORE) refresh();
});

// A new set link opened on the set page itself: read it again from the start.
window.addEventListener("hashchange", () => {
  if (document.querySelector('.rv-widget[data-rv-kind="set"]') && location.hash.startsWith("#set=")) location.reload();
});

function start() {
  refresh();
  renderMaker();
  document.documentElement.dataset.rvProgress = "ready";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
