// Reglas vivas: a course page (<game>/aprende): the map of its stages with the stars the reader has
// earned in each (its examples' fewest, from the progress kept in this browser), and "next" that moves
// on by itself after a success: a few seconds after a step is won the page goes to the next step,
// saying so, unless the reader chooses to stay. Imported by rv-progress.js, which calls
// renderCourse whenever the progress changes; the map's stages and their examples' keys are in the page
// (reglas_sphinx.directives.course_map).

import { _, el } from "./rv-core.js";
import { starMarks } from "./rv-panel.js";
import { island } from "./rv-progress-data.js";

/** @typedef {import("./rv-progress-data.js").Entry} Entry */

/** Seconds between a step won and the next step. */
const PAUSE = 4;

/** Each stage of the map: its fewest stars and whether every step is done. @param {Record<string, Entry>} examples */
export function renderCourse(examples) {
  for (const item of document.querySelectorAll(".rv-course-map li[data-rv-keys]")) {
    const keys = (/** @type {HTMLElement} */ (item).dataset.rvKeys || "").split(" ").filter(Boolean);
    const box = item.querySelector(".rv-stage-stars");
    if (!box || !keys.length) continue;
    const done = keys.every((key) => (examples[key]?.stars ?? 0) > 0);
    const stars = Math.min(...keys.map((key) => examples[key]?.stars ?? 0));
    const started = keys.some((key) => examples[key] !== undefined);
    const said = done ? _("etapa superada") : started ? _("etapa empezada") : _("etapa por hacer");
    item.classList.toggle("rv-stage-done", done);
    box.replaceChildren(starMarks(done ? stars : 0), el("span", { class: "rv-visually-hidden", text: ` ${said}` }));
  }
}

/** The timer of the move under way, and its notice. @type {{timer: number, notice: HTMLElement} | null} */
let moving = null;

function stay() {
  if (!moving) return;
  clearTimeout(moving.timer);
  moving.notice.remove();
  moving = null;
}

/** After a step is won: say where the page goes, and go there unless the reader stays. The next
 * step is the example's "next" (rv-progress-data.js); only a step of this page is gone to by itself:
 * the last one's "next" leaves the course, and the reader follows that link or not. @param {HTMLElement} root */
function moveOn(root) {
  const next = island.next[root.id];
  if (!next || moving) return;
  const target = new URL(next.url, location.href);
  if (target.pathname !== location.pathname) return;
  const button = el("button", { type: "button", text: _("Quedarme aquí") });
  const notice = el("p", { class: "rv-message rv-course-next", role: "status" },
    `${_("¡Bien! En unos segundos, el paso siguiente.")} `, button);
  button.addEventListener("click", stay);
  (document.querySelector(`.rv-progress-panel[data-rv-for="${CSS.escape(root.id)}"]`) || root).after(notice);
  const timer = window.setTimeout(() => {
    notice.remove();
    moving = null;
    const place = /** @type {HTMLElement | null} */ (document.getElementById(decodeURIComponent(target.hash.slice(1))));
    history.pushState(null, "", target.hash);
    if (!place) return;
    const title = /** @type {HTMLElement} */ (place.querySelector("h2, h3") || place);
    title.setAttribute("tabindex", "-1");
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    title.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
    title.focus({ preventScroll: true });
  }, PAUSE * 1000);
  moving = { timer, notice };
}

document.addEventListener("rv:reply", (event) => {
  if (!document.querySelector("[data-rv-course-map]")) return;
  const root = /** @type {HTMLElement} */ (event.target);
  const reply = /** @type {CustomEvent} */ (event).detail || {};
  if (root.dataset.rvKind !== "example" && root.dataset.rvKind !== "practice") return; // a step: one or the other
  if (reply.result && reply.result.stars > 0) moveOn(root);
  else if (moving) stay(); // the reader plays on: stay with them
});
