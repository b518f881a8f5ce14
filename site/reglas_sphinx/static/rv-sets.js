// Reglas vivas: exercise sets, on the page of sets: the form that makes a set's link (in the
// build's [data-rv-set-maker]: the examples picked, each shown with its rule and goal, and the
// positions pasted, each with the goal the teacher gives it, in the order the teacher sets, which
// the engine checks before it gives the link and its QR code) and the print button beside the set. The set itself is read and drawn
// by the engine (widget kind "set", rv-widgets.js). Built here only, as text.

import { _, el, plural } from "./rv-core.js";
import { island } from "./rv-progress-data.js";
import { linkBox } from "./rv-panel.js";

/**
 * The positions pasted into the form: links (of a set, a position or a game) or bare records, as
 * [kind, key, goal]; a set's link brings its examples and its positions' goals too. Links are taken
 * apart only to find what they carry; the engine checks it when the link is made.
 * @param {string} text
 * @returns {[string, string, string][]}
 */
function positionsFrom(text) {
  /** @type {[string, string, string][]} */
  const found = [];
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const hash = line.includes("#") ? line.slice(line.indexOf("#") + 1) : null;
    const params = hash === null ? null : new URLSearchParams(hash);
    if (params?.get("set")) {
      for (const [key, value] of params) {
        const last = found[found.length - 1];
        if (key === "e" || key === "p") found.push([key, value, ""]);
        else if (key === "g" && last?.[0] === "p" && !last[2]) last[2] = value;
      }
    } else if (params?.has("partida")) found.push(["p", params.get("partida") ?? "", ""]);
    else found.push(["p", line, ""]);
  }
  return found;
}

/** A pasted position's name in the list: its game. @param {string} record */
function positionName(record) {
  const name = record.split(";")[0];
  return _("Posición de {game}", { game: island.games.find((game) => game.game === name)?.title ?? name });
}

/** @param {number} n */
const chosen = (n) => plural("{n} elegido", "{n} elegidos", n);

/**
 * One exercise of the set being made, in the teacher's order: an example (`e`) or a pasted position
 * (`p`) with the goal the teacher gives it (`goal`: "", "gana", "baza" or "jugada", and its `value`).
 * @typedef {{kind: "e" | "p", key: string, title: string, about: string, goal: string, value: string}} Entry
 */

/** The goals a position may carry (engine.lessons.exercises.GOALS), as the form offers them. */
function goalChoices() {
  return [["", _("Ninguno: jugar desde ahí")], ["gana", _("Ganar al menos… (escribe cuánto)")],
    ["baza", _("Ganar la baza (escribe la carta que la gana)")], ["jugada", _("Encontrar la jugada (escríbela)")]];
}

/** The set's fields, in the teacher's order. @param {string} title @param {Entry[]} entries */
function setFields(title, entries) {
  const fields = [["set", "1"]];
  if (title) fields.push(["titulo", title]);
  for (const entry of entries) {
    fields.push([entry.kind, entry.key]);
    if (entry.kind === "p" && entry.goal) fields.push(["g", `${entry.goal}:${entry.value.trim()}`]);
  }
  return fields;
}

export function renderMaker() {
  const box = document.querySelector("[data-rv-set-maker]");
  if (!box || !island.catalogue) return;
  /** @type {Entry[]} */
  let entries = [];
  const form = el("form", { class: "rv-set-form" });
  const title = el("input", { type: "text", maxlength: "120", name: "titulo" });
  form.append(el("h2", { text: _("Prepara una serie") }),
    el("p", {}, el("label", {}, `${_("Título de la serie (si quieres)")} `, title)));
  const count = el("p", { class: "rv-set-chosen", text: chosen(0) });
  const fieldset = el("fieldset", {}, el("legend", { text: _("Ejemplos") }), count);
  /** @type {Map<string, HTMLInputElement>} */
  const picks = new Map();
  /** Each example's title and what it is about, by its id. @type {Map<string, [string, string]>} */
  const named = new Map();
  for (const game of island.catalogue) {
    const list = el("ul");
    for (const [key, label, rule, goal] of game.examples) {
      const pick = /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", value: key, "data-rv-pick": key }));
      picks.set(key, pick);
      named.set(key, [label, `${game.title} · ${rule}`]);
      pick.addEventListener("change", () => {
        if (pick.checked) entries.push({ kind: "e", key, title: label, about: `${game.title} · ${rule}`, goal: "", value: "" });
        else entries = entries.filter((entry) => !(entry.kind === "e" && entry.key === key));
        drawOrder();
      });
      const about = el("span", { class: "rv-set-pick-about" }, el("span", { class: "rv-set-pick-rule", text: rule }),
        el("span", { class: "rv-set-pick-goal", text: goal }));
      list.append(el("li", {}, el("label", {}, pick, ` ${label} `, about)));
    }
    fieldset.append(el("details", {}, el("summary", { text: game.title }), list));
  }
  const positions = /** @type {HTMLTextAreaElement} */ (el("textarea", { rows: "3", name: "posiciones" }));
  const addPositions = el("button", { type: "button", "data-rv-add-positions": "true", text: _("Añadir las posiciones a la serie") });
  const pasteHere = _("Posiciones: pega aquí sus enlaces, uno por línea (de «Enlace a esta posición» o de «Copiar enlace» de una partida)");
  // The set in the teacher's order, which the teacher changes here; each change is announced.
  const order = el("ol", { class: "rv-set-order" });
  const said = el("p", { class: "rv-set-said", role: "status" });
  const orderBox = el("section", { class: "rv-set-order-box", "aria-labelledby": "rv-set-order-title" },
    el("h3", { id: "rv-set-order-title", tabindex: "-1", text: _("Tu serie, en este orden") }), order, said);
  const out = el("div", { class: "rv-set-out" });
  form.append(fieldset, el("p", {}, el("label", {}, `${pasteHere} `, positions)), el("p", {}, addPositions), orderBox,
    el("p", {}, el("button", { type: "submit", text: _("Crear el enlace") })), out);

  function takePositions() {
    const before = entries.length;
    for (const [kind, key, goal] of positionsFrom(positions.value)) {
      const pick = kind === "e" ? picks.get(key) : undefined;
      if (pick?.checked) continue; // already in the set
      if (pick) pick.checked = true;
      const at = goal.indexOf(":");
      const known = named.get(key);
      entries.push({ kind: kind === "e" ? "e" : "p", key, title: kind === "p" ? positionName(key) : known?.[0] ?? key,
        about: kind === "p" ? _("Posición pegada") : known?.[1] ?? "", goal: at < 0 ? "" : goal.slice(0, at),
        value: at < 0 ? "" : goal.slice(at + 1) });
    }
    positions.value = "";
    return entries.length - before;
  }
  addPositions.addEventListener("click", () => {
    const added = takePositions();
    drawOrder();
    said.textContent = plural("{n} posición añadida al final de la serie.", "{n} posiciones añadidas al final de la serie.", added);
  });

  /** @param {number} at @param {string} focus the button to focus after drawing ("up", "down", "remove") */
  function drawOrder(at = -1, focus = "") {
    count.textContent = chosen(entries.length);
    order.replaceChildren(...entries.map((entry, index) => orderItem(entry, index)));
    if (!entries.length) order.append(el("li", { class: "rv-set-order-empty", text: _("Aún no has elegido ningún ejercicio.") }));
    if (at < 0) return;
    const item = order.children[Math.min(at, entries.length - 1)];
    const button = /** @type {HTMLButtonElement | null} */ (item?.querySelector(`[data-rv-order="${focus}"]:not([disabled])`) ??
      item?.querySelector("[data-rv-order]:not([disabled])") ?? null);
    (button ?? /** @type {HTMLElement} */ (orderBox.querySelector("h3")))?.focus();
  }

  /** @param {Entry} entry @param {number} index */
  function orderItem(entry, index) {
    const name = `${index + 1}. ${entry.title}`;
    const item = el("li", { class: "rv-set-order-item", "data-rv-entry": entry.key },
      el("span", { class: "rv-set-order-title", text: entry.title }), " ",
      el("span", { class: "rv-set-pick-about", text: entry.about }));
    if (entry.kind === "p") {
      const kind = /** @type {HTMLSelectElement} */ (el("select", { "data-rv-goal-kind": "true" }));
      for (const [value, label] of goalChoices()) kind.append(el("option", { value, text: label }));
      kind.value = entry.goal;
      const value = /** @type {HTMLInputElement} */ (el("input", { type: "text", maxlength: "20", "data-rv-goal-value": "true" }));
      value.value = entry.value;
      value.disabled = !entry.goal;
      kind.addEventListener("change", () => {
        entry.goal = kind.value;
        value.disabled = !entry.goal;
      });
      value.addEventListener("input", () => { entry.value = value.value; });
      item.append(el("span", { class: "rv-set-goal" },
        el("label", {}, `${_("Objetivo:")} `, kind), " ", el("label", {}, `${_("Valor:")} `, value)));
    }
    /** @param {string} action @param {string} text @param {string} label @param {boolean} off */
    const button = (action, text, label, off) => {
      const b = el("button", { type: "button", "data-rv-order": action, "aria-label": label, text });
      if (off) b.setAttribute("disabled", "");
      b.addEventListener("click", () => act(index, action));
      return b;
    };
    item.append(el("span", { class: "rv-set-order-tools" },
      button("up", _("↑ Subir"), _("Subir «{name}»", { name }), index === 0),
      button("down", _("↓ Bajar"), _("Bajar «{name}»", { name }), index === entries.length - 1),
      button("remove", _("Quitar"), _("Quitar «{name}» de la serie", { name }), false)));
    return item;
  }

  /** @param {number} index @param {string} action */
  function act(index, action) {
    const entry = entries[index];
    if (action === "remove") {
      entries.splice(index, 1);
      if (entry.kind === "e") { const pick = picks.get(entry.key); if (pick) pick.checked = false; }
      said.textContent = _("«{title}» ya no está en la serie.", { title: entry.title });
      drawOrder(index, "remove");
      return;
    }
    const to = action === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= entries.length) return;
    [entries[index], entries[to]] = [entries[to], entries[index]];
    said.textContent = _("«{title}» es ahora el ejercicio {n} de {total}.", { title: entry.title, n: to + 1, total: entries.length });
    drawOrder(to, action);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (positions.value.trim()) takePositions();
    drawOrder();
    const missing = entries.findIndex((entry) => entry.kind === "p" && entry.goal && !entry.value.trim());
    const refuse = (/** @type {string[]} */ problems) => out.replaceChildren(el("ul", { class: "rv-message rv-error", role: "alert" },
      ...problems.map((text) => el("li", { text }))));
    if (!entries.length) return refuse([_("Elige al menos un ejemplo o pega una posición.")]);
    if (missing >= 0) return refuse([_("Escribe el valor del objetivo del ejercicio {n}.", { n: missing + 1 })]);
    const setRoot = /** @type {HTMLElement | null} */ (document.querySelector('.rv-widget[data-rv-kind="set"]'));
    if (!setRoot?.dataset.rvIdle) return refuse([_("La página aún se está preparando: vuelve a intentarlo en un momento.")]);
    const page = location.href.split("#")[0];
    // The engine checks every position and goal (engine.table.widget.check_set) before the link is given.
    setRoot.dispatchEvent(new CustomEvent("rv:request", { detail: { op: "check", set: new URLSearchParams(setFields(title.value.trim(), entries)).toString(), page } }));
  });
  document.addEventListener("rv:reply", (event) => {
    const reply = /** @type {CustomEvent} */ (event).detail || {};
    if (reply.request?.op !== "check" || !reply.checked) return;
    if (!reply.checked.link) {
      out.replaceChildren(el("ul", { class: "rv-message rv-error", role: "alert" },
        ...reply.checked.problems.map((/** @type {string} */ text) => el("li", { text }))));
      return;
    }
    const url = new URL(location.href);
    url.hash = reply.checked.link;
    out.replaceChildren();
    linkBox(out, _("Enlace de la serie:"), url.href);
    if (reply.checked.qr) {
      const picture = el("p", { class: "rv-set-link-qr" });
      picture.innerHTML = reply.checked.qr; // the engine's SVG (engine.table.qr.svg): a path and its escaped label
      out.append(picture);
    }
    out.append(el("p", {}, el("a", { href: url.href, "data-rv-open-set": "true", text: _("Abrir la serie") })));
  });
  drawOrder();
  box.replaceChildren(form);
}

/** The print button after the set, once the engine has drawn its exercises. */
export function renderSetTools() {
  const root = document.querySelector('.rv-widget[data-rv-kind="set"]');
  if (!root || !root.querySelector(".rv-set-items") || document.querySelector(".rv-set-tools")) return;
  const print = el("button", { type: "button", "data-rv-print": "true", text: _("Imprimir la hoja") });
  print.addEventListener("click", () => window.print());
  root.after(el("p", { class: "rv-set-tools" }, print));
}
