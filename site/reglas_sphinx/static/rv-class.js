// Reglas vivas: the class loop in the page (engine.table.widget's exercise set, engine.table.classtable).
//
// * A pupil's exercise set: the set's reply names the set (data-rv-set-key) and, when the teacher's
//   link carried one, the class (data-rv-class). The pupil's name is kept in this browser; every
//   exercise finished is posted to the teacher's machine when the page came from `make class`
//   (reglas_sphinx.clase.server, POST /clase/api/resultado), and the set ends with the pupil's result
//   code, which the engine makes (op "code") from the best stars of this visit, with its QR code: the
//   address of the class's table with the code in its fragment (clase.html#rv=RV1-…).
// * The teacher's board of a static host (widget kind "class"): its sets and codes are kept in this
//   browser (the reply's `store`), its forms and buttons send their operation to the engine, and
//   its table can be saved as a spreadsheet (the reply's `csv`). Opened from a pupil's QR code
//   (#rv=<code>), it adds that code as if pasted, and says what it did or why the code is refused.
//
// This module builds no HTML: what it shows is the engine's, or text it sets as text.

import { _, el, storage } from "./rv-core.js";
import { island } from "./rv-progress-data.js";

const NAME_KEY = "rv-pupil-name";
const BOARD_KEY = "rv-class-board";
const RESULTS = "/clase/api/resultado";

/** Best stars per exercise number of the set on this page, this visit. @type {Map<number, number>} */
const best = new Map();
/** When each exercise was first answered, for its time. @type {Map<number, number>} */
const begun = new Map();
/** The set's widget, once its reply has come. @type {HTMLElement | null} */
let setRoot = null;

/** Asks a widget's engine for `request` (rv-widgets.js sends it and dispatches the reply). */
function ask(/** @type {HTMLElement} */ root, /** @type {Record<string, unknown>} */ request) {
  root.dispatchEvent(new CustomEvent("rv:request", { detail: request }));
}

// ---- the pupil's set ------------------------------------------------------------------------------
function pupilName() {
  const input = /** @type {HTMLInputElement | null} */ (setRoot?.querySelector(".rv-set-name") ?? null);
  return input ? input.value.trim() : "";
}

/** @param {HTMLElement} root */
function setReady(root) {
  setRoot = root;
  const input = /** @type {HTMLInputElement | null} */ (root.querySelector(".rv-set-name"));
  if (input) {
    input.disabled = false;
    if (!input.value) input.value = storage.get(NAME_KEY) ?? "";
    input.onchange = () => storage.set(NAME_KEY, input.value.trim());
  }
  const button = /** @type {HTMLButtonElement | null} */ (root.querySelector(".rv-set-code-button"));
  if (button) {
    button.disabled = false;
    button.onclick = () => {
      const count = root.querySelectorAll(".rv-set-item").length;
      const stars = Array.from({ length: count }, (_unused, index) => best.get(index + 1) ?? null);
      const page = island.classPage ? new URL(island.classPage, location.href).href : "";
      ask(root, { op: "code", pupil: pupilName(), stars, page });
    };
  }
}

/** @param {HTMLElement} root @param {Record<string, any>} reply */
function showCode(root, reply) {
  const out = root.querySelector(".rv-set-code");
  if (!out) return;
  out.replaceChildren(reply.code ? el("code", { text: reply.code }) : reply.message || "");
  if (reply.code && reply.qr) {
    const picture = el("span", { class: "rv-set-code-qr" });
    picture.innerHTML = reply.qr; // the engine's SVG (engine.table.qr.svg): a path and its escaped label
    out.append(picture);
  }
}

/** @param {number} number @param {{stars: number, decisions: number, hints: number, wrong?: string[]}} result */
async function post(number, result) {
  const box = /** @type {HTMLElement | null} */ (setRoot?.querySelector(".rv-set-pupil") ?? null);
  const classroom = box?.dataset.rvClass;
  if (!box || !classroom || !location.protocol.startsWith("http")) return;
  const pupil = pupilName();
  const status = box.querySelector(".rv-set-sent") ?? box.appendChild(el("p", { class: "rv-set-sent", role: "status" }));
  if (!pupil) {
    status.textContent = _("Escribe tu nombre para que el resultado llegue al docente.");
    return;
  }
  const id = `${box.dataset.rvSetKey}-${number}-${Math.random().toString(36).slice(2, 12)}`;
  const seconds = Math.round((performance.now() - (begun.get(number) ?? performance.now())) / 1000);
  const body = JSON.stringify({ id, class: classroom, set: box.dataset.rvSetKey, pupil, exercise: number,
    stars: result.stars, tries: result.decisions, hints: result.hints, seconds, wrong: result.wrong ?? [] });
  try {
    const response = await fetch(RESULTS, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    if (!response.ok) throw new Error(String(response.status));
    status.textContent = _("Resultado enviado al docente: ejercicio {n}.", { n: number });
  } catch {
    status.textContent = _("El resultado no ha llegado al docente: al terminar, dale tu código de resultados.");
  }
}

document.addEventListener("rv:reply", (event) => {
  const root = /** @type {HTMLElement} */ (event.target);
  const reply = event.detail;
  if (root.dataset.rvKind === "set") {
    setReady(root);
    if (reply.request?.op === "code") showCode(root, reply);
    return;
  }
  if (root.dataset.rvKind === "class") return boardReply(root, reply);
  if (!root.closest(".rv-set-item")) return;
  const number = Number(root.id.split("-").pop());
  if (!begun.has(number)) begun.set(number, performance.now());
  if (!reply.result) return;
  best.set(number, Math.max(best.get(number) ?? -1, reply.result.stars));
  void post(number, reply.result);
});

// ---- the teacher's board of a static host -----------------------------------------------------------
/** What the board's first request brings: the sets and codes kept in this browser. */
export function boardInit() {
  try {
    const kept = JSON.parse(storage.get(BOARD_KEY) ?? "{}");
    return { sets: kept.sets ?? [], codes: kept.codes ?? [] };
  } catch {
    return { sets: "unreadable", codes: [] }; // the engine drops it and says so
  }
}

/** A fragment's text, its %-escapes read (as typed, where they are not valid). @param {string} text */
function fragmentText(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Opened from a pupil's QR code (#rv=<code>): the code, added as if pasted, then out of the address.
 * @param {HTMLElement} root */
function takeArrived(root) {
  const arrived = location.hash.startsWith("#rv=") ? fragmentText(location.hash.slice(4)) : "";
  if (!arrived) return;
  history.replaceState(null, "", location.pathname + location.search);
  ask(root, { op: "add-code", text: arrived });
}

/** @param {HTMLElement} root @param {Record<string, any>} reply */
function boardReply(root, reply) {
  if (reply.store) storage.set(BOARD_KEY, JSON.stringify(reply.store));
  const status = root.querySelector(".rv-class-status") ?? root.appendChild(el("p", { class: "rv-class-status", role: "status" }));
  status.textContent = reply.message || "";
  if (!root.dataset.rvClassWired) {
    root.dataset.rvClassWired = "true";
    takeArrived(root);
    window.addEventListener("hashchange", () => takeArrived(root));
    root.addEventListener("submit", (event) => {
      const form = /** @type {HTMLFormElement} */ (event.target);
      if (!form.dataset.rvClassOp) return;
      event.preventDefault();
      const input = /** @type {HTMLInputElement | null} */ (form.querySelector("input[name=text]"));
      ask(root, { op: form.dataset.rvClassOp, text: input?.value ?? "" });
      if (input) input.value = "";
    });
    root.addEventListener("click", (event) => {
      const button = /** @type {HTMLElement} */ (event.target).closest("button[data-rv-class-op]");
      if (button instanceof HTMLButtonElement) ask(root, { op: button.dataset.rvClassOp, text: button.dataset.rvClassKey ?? "" });
    });
  }
  let save = /** @type {HTMLButtonElement | null} */ (root.querySelector(".rv-class-csv"));
  if (!save) {
    save = el("button", { type: "button", class: "rv-class-csv", text: _("Descargar la tabla (CSV)") });
    root.append(save);
  }
  const csv = String(reply.csv ?? "");
  save.hidden = csv.split("\n").filter(Boolean).length < 2;
  save.onclick = () => {
    const link = el("a", { href: URL.createObjectURL(new Blob([csv], { type: "text/csv" })), download: "resultados.csv" });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
}
