// Reglas vivas: the text mode, one command line per widget (in the spirit of lichess's blind mode).
//
// The reader types a move ("siembra D", "juega el siete de oros", "canto truco") or a question
// ("¿qué hay en c?", "mis cartas", "marcador", "ayuda"); the line goes to the engine as it was typed
// (op "say", through the widget, with the position seen) and the engine reads it, plays it as a click
// would, or answers it in the page's language (engine.table.textmode). The label comes with every reply
// (the engine's catalogue). The answer is shown as text under the line and announced through
// rv-speech.js's live region; a move played is announced there already, by its narration.

import { part } from "./rv-core.js";
import { announce } from "./rv-speech.js";

/** @typedef {{form: HTMLFormElement, answer: HTMLElement, input: HTMLInputElement}} Line */
/** Widget root -> its text mode. @type {WeakMap<HTMLElement, Line>} */
const lines = new WeakMap();

/**
 * @param {HTMLElement} root
 * @param {{label: string, hint: string, max_length: number}} labels the engine's (engine.table.textmode)
 * @returns {Line}
 */
function build(root, labels) {
  const form = document.createElement("form");
  form.className = "rv-textmode";
  const label = document.createElement("label");
  const caption = document.createElement("span");
  caption.textContent = labels.label;
  const input = document.createElement("input");
  input.type = "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  input.dataset.rvText = "true";
  input.maxLength = labels.max_length; // what the engine reads of a line (engine.table.textmode.MAX_LINE)
  input.setAttribute("aria-describedby", `${root.id}-text-hint`);
  label.append(caption, " ", input);
  const hint = document.createElement("p");
  hint.className = "rv-textmode-hint";
  hint.id = `${root.id}-text-hint`;
  hint.textContent = labels.hint;
  const answer = document.createElement("p");
  answer.className = "rv-textmode-answer";
  answer.dataset.rvTextAnswer = "true";
  answer.hidden = true; // until the first answer
  form.append(label, hint, answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim().slice(0, labels.max_length); // maxLength does not cut a value set by a script
    if (!text) return;
    input.value = "";
    root.dispatchEvent(new CustomEvent("rv:say", { detail: text }));
  });
  const more = part(root, "more-page"); // one "Más" away, first there (engine.table.render.more)
  if (more) more.prepend(form);
  else (root.querySelector(":scope > .rv-speech") || root.querySelector(":scope > .rv-view"))?.after(form);
  return { form, answer, input };
}

document.addEventListener("rv:reply", (event) => {
  const root = /** @type {Element} */ (event.target).closest(".rv-widget");
  const reply = event.detail;
  if (!(root instanceof HTMLElement) || !reply.text_mode || root !== event.target) return;
  let line = lines.get(root);
  if (!line) {
    line = build(root, reply.text_mode);
    lines.set(root, line);
  }
  if (reply.passing) {
    // The pass screen: the last seat's answer goes before the device does.
    line.answer.textContent = "";
    line.answer.hidden = true;
  }
  if (reply.request?.op !== "say" || reply.answer === undefined) return;
  line.answer.textContent = reply.answer; // text, never HTML
  line.answer.hidden = false;
  // A move played is announced by rv-speech.js with its narration; anything else is said here.
  if (!(reply.said || []).length && !(reply.aside || []).length) announce(root, reply.answer);
  line.input.focus();
});
