// Reglas vivas: exercise sets, on the page of sets: the form that makes a set's link (in the
// build's [data-rv-set-maker]) and the print button beside the set. The set itself is read and drawn
// by the engine (widget kind "set", rv-widgets.js). Built here only, as text.

import { _, el, plural } from "./rv-core.js";
import { island } from "./rv-progress-data.js";
import { linkBox } from "./rv-panel.js";

/**
 * The positions pasted into the form: links (of a set, a position or a game) or bare records. Links
 * are taken apart only to find the record they carry; the engine checks it when the set opens.
 * @param {string} text
 * @returns {[string, string][]}
 */
function positionsFrom(text) {
  /** @type {[string, string][]} */
  const found = [];
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const hash = line.includes("#") ? line.slice(line.indexOf("#") + 1) : null;
    const params = hash === null ? null : new URLSearchParams(hash);
    if (params?.get("set")) found.push(...[...params].filter(([key]) => key === "e" || key === "p"));
    else if (params?.has("partida")) found.push(["p", params.get("partida") ?? ""]);
    else found.push(["p", line]);
  }
  return found;
}

/** @param {number} n */
const chosen = (n) => plural("{n} elegido", "{n} elegidos", n);

export function renderMaker() {
  const box = document.querySelector("[data-rv-set-maker]");
  if (!box || !island.catalogue) return;
  const form = el("form", { class: "rv-set-form" });
  const title = el("input", { type: "text", maxlength: "120", name: "titulo" });
  form.append(el("h2", { text: _("Prepara una serie") }),
    el("p", {}, el("label", {}, `${_("Título de la serie (si quieres)")} `, title)));
  const count = el("p", { class: "rv-set-chosen", text: chosen(0) });
  const fieldset = el("fieldset", {}, el("legend", { text: _("Ejemplos") }), count);
  for (const game of island.catalogue) {
    const list = el("ul");
    for (const [key, label] of game.examples) {
      const pick = el("input", { type: "checkbox", value: key, "data-rv-pick": key });
      list.append(el("li", {}, el("label", {}, pick, ` ${label}`)));
    }
    fieldset.append(el("details", {}, el("summary", { text: game.title }), list));
  }
  fieldset.addEventListener("change", () => {
    count.textContent = chosen(form.querySelectorAll("[data-rv-pick]:checked").length);
  });
  const positions = el("textarea", { rows: "3", name: "posiciones" });
  const out = el("div", { class: "rv-set-out" });
  const pasteHere = _("Posiciones: pega aquí sus enlaces, uno por línea (de «Enlace a esta posición» o de «Copiar enlace» de una partida)");
  form.append(fieldset, el("p", {}, el("label", {}, `${pasteHere} `, positions)),
    el("p", {}, el("button", { type: "submit", text: _("Crear el enlace") })), out);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = [["set", "1"]];
    if (title.value.trim()) fields.push(["titulo", title.value.trim()]);
    for (const pick of form.querySelectorAll("input[data-rv-pick]:checked")) fields.push(["e", /** @type {HTMLInputElement} */ (pick).value]);
    fields.push(...positionsFrom(positions.value));
    if (fields.length === 1 + (title.value.trim() ? 1 : 0)) {
      out.replaceChildren(el("p", { class: "rv-message rv-error", role: "alert", text: _("Elige al menos un ejemplo o pega una posición.") }));
      return;
    }
    const url = new URL(location.href);
    url.hash = new URLSearchParams(fields).toString();
    out.replaceChildren();
    linkBox(out, _("Enlace de la serie:"), url.href);
    out.append(el("p", {}, el("a", { href: url.href, "data-rv-open-set": "true", text: _("Abrir la serie") })));
  });
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
