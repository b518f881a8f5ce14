// Reglas vivas: the reader's progress, kept in this browser only (no account, nothing sent). This
// module follows the widgets' replies and the other tabs, and has the modules that build the
// progress's DOM draw it again: rv-panel.js (beside each example), rv-summary.js (the sidebar, a
// game's index), rv-course.js (a course's map of stages), rv-sets.js (the page of exercise sets); what they show comes from
// rv-progress-data.js. Imported by rv-widgets.js; pages without widgets load it alone
// (reglas_sphinx.progress).

import { STORE, load, remember } from "./rv-progress-data.js";
import { forgetResults, hasPanel, renderPanel, showPosition, showResult } from "./rv-panel.js";
import { renderMaker, renderSetTools } from "./rv-sets.js";
import { renderIndex, renderSidebar, showDiscarded } from "./rv-summary.js";
import { renderCourse } from "./rv-course.js";

function refresh() {
  const { examples } = load();
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
  if (reply.result) {
    showResult(root, reply.result);
    remember(root.dataset.rvKey ?? "", reply.result);
    refresh();
  } else if (!hasPanel(root)) renderPanel(root); // an exercise of a set, new since the page started
});

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
