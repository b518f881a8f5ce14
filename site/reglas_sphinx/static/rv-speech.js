// Reglas vivas: what each widget says about the game.
//
// Every reply of the engine carries `said`, the sentences of the moves it played (engine.lessons.narration,
// already in the page's language: the move, its captures, tricks, bets and payments), `message` (a
// refusal, with the rule it breaks), and, for an example, `goal.text` when there is something to say
// about the goal; a hint or the solution asked for is read from the redrawn widget, and so is its
// status when it says something new once the bots have played (the game is over, a hand ended).
// For each widget this module keeps, beside the part of the widget that each reply
// replaces (.rv-view), three things that persist:
//   * a caption of the last move (in the view's caption part, under the status);
//   * a numbered log of everything that happened (moves, and undo, reset, new game as notes), one
//     "Más" away (in the view's more-page part);
//   * ONE polite live region, created once and never replaced, that announces the same words to
//     screen readers. The R key (with the focus in the widget) repeats the last announcement.
// Everything is set as text, never as HTML.

import { _, part } from "./rv-core.js";

const KEPT = 3; // announcements left in the live region (older ones are removed)

/** Widget root -> its Speech. @type {WeakMap<HTMLElement, Speech>} */
const speeches = new WeakMap();

class Speech {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    this.moves = 0;
    this.last = "";
    this.goal = "";
    this.status = "";
    const panel = document.createElement("div");
    panel.className = "rv-speech";
    this.caption = document.createElement("p");
    this.caption.className = "rv-caption";
    const log = document.createElement("details");
    log.className = "rv-log";
    log.open = true;
    log.hidden = true; // until something has happened
    this.log = log;
    this.summary = document.createElement("summary");
    const keys = document.createElement("p");
    keys.className = "rv-speech-keys";
    keys.textContent = _("Tecla R (con el foco en el ejemplo): repite el último anuncio.");
    this.list = document.createElement("ol");
    this.list.tabIndex = 0; // it scrolls: the keyboard can reach it too
    this.list.setAttribute("aria-label", _("Lo que ha pasado"));
    log.append(this.summary, keys, this.list);
    this.live = document.createElement("div");
    this.live.className = "rv-live";
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("aria-atomic", "false");
    // The caption under the status, the log one "Más" away (engine.table.render.more), where the
    // view has those parts; the live region always outside them: a closed "Más" silences nothing.
    const home = part(root, "caption");
    const more = part(root, "more-page");
    if (home) home.append(this.caption);
    else panel.append(this.caption);
    if (more) more.prepend(log);
    else panel.append(log);
    panel.append(this.live);
    const view = root.querySelector(":scope > .rv-view");
    if (view) view.after(panel); // right under the board and its controls
    else root.append(panel);
    this.count();
    root.addEventListener("keydown", (event) => this.onKey(event));
  }

  count() {
    this.summary.textContent = `${_("Lo que ha pasado")} (${this.list.children.length})`;
  }

  /** @param {string} text @param {boolean} note */
  entry(text, note) {
    const item = document.createElement("li");
    item.textContent = text;
    if (note) item.className = "rv-log-note";
    else item.value = ++this.moves;
    this.list.append(item);
    this.log.hidden = false;
    this.count();
    item.scrollIntoView?.({ block: "nearest" });
  }

  /** @param {string} text */
  announce(text) {
    if (!text) return;
    this.last = text;
    const line = document.createElement("p");
    line.textContent = text;
    this.live.append(line);
    while (this.live.children.length > KEPT) this.live.firstElementChild?.remove();
  }

  // What a command did, as a note in the log (null for what changes nothing that was played).
  /** @param {Record<string, any>} request @returns {string | null} */
  noteFor(request) {
    if (request?.op === "option") return _("Otra lectura de la regla: el ejemplo vuelve a empezar.");
    if (request?.op === "setting") return request.name === "first" ? _("Partida nueva.") : null; // deals anew
    if (request?.op !== "cmd") return null;
    if (request.cmd === "reset") return this.root.dataset.rvKind === "game" ? _("Partida nueva.") : _("Vuelta al principio.");
    if (request.cmd === "undo") return _("Deshaces hasta tu última decisión.");
    if (request.cmd === "next") return _("Otro ejercicio: una posición nueva."); // a practice's
    return request.cmd === "redo" ? _("Rehaces la jugada.") : null;
  }

  // People on one device: the pass screen forgets what the last seat heard (its own seña, its
  // answers); the log holds only what every seat may see (engine.table.widget.Table.said).
  forget() {
    this.caption.textContent = "";
    this.live.replaceChildren();
    this.last = "";
  }

  // One reply: what its moves did, what the commands did, what the goal says.
  /** @param {RvReply} reply @param {Record<string, any>} request */
  follow(reply, request) {
    if (reply.passing) this.forget();
    const note = this.noteFor(request);
    if (note) {
      this.caption.textContent = "";
      this.entry(note, true);
    }
    const said = (reply.said || []).join(" ");
    const aside = reply.passing ? "" : (reply.aside || []).join(" "); // for the seat at the device alone
    if (said || aside) this.caption.textContent = [said, aside].filter(Boolean).join(" ");
    // Seeing a move again adds nothing to the log.
    if (said && request?.cmd !== "replay") this.entry(said, false);
    // The goal's words when they change ("Aún no: …", "Capturaste 8…"), not again on every reply.
    const goal = reply.goal?.text || "";
    const news = goal !== this.goal ? goal : "";
    this.goal = goal;
    const spoken = [note, reply.message, said, aside, this.asked(request), news, this.statusNews(reply, request)];
    this.announce(spoken.filter(Boolean).join(" "));
  }

  // The hint or the solution the reader has just asked for, as the widget now shows it.
  /** @param {Record<string, any>} request */
  asked(request) {
    const shown = request?.cmd === "hint" ? ".rv-hint" : request?.cmd === "solution" ? ".rv-solution" : null;
    const found = shown ? [...this.root.querySelectorAll(`:scope > .rv-view > ${shown}`)] : [];
    return found.length ? (found[found.length - 1].textContent ?? "").trim() : "";
  }

  // The status line once the bots have played, when it says something new ("Partida terminada…",
  // "Mano terminada…"); not while a bot is still to play, and not on the first view.
  /** @param {RvReply} reply @param {Record<string, any>} request */
  statusNews(reply, request) {
    if (reply.bot_next) return "";
    const status = this.root.querySelector(":scope > .rv-view > .rv-status")?.textContent.trim() || "";
    const news = status !== this.status && request?.op !== "init" ? status : "";
    this.status = status;
    return news;
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    if (event.key !== "r" && event.key !== "R") return;
    const target = /** @type {Element} */ (event.target);
    if (event.ctrlKey || event.metaKey || event.altKey || target.matches("select, input, textarea")) return;
    event.preventDefault();
    // A new line with the same words: the screen reader hears them again.
    this.announce(this.last || _("Aún no hay nada que repetir."));
  }
}

/** @param {HTMLElement} root */
function speechOf(root) {
  let speech = speeches.get(root);
  if (!speech) {
    speech = new Speech(root);
    speeches.set(root, speech);
  }
  return speech;
}

// The one way another module speaks in a widget (the text mode's answers, for one): through its one
// live region, never a region of its own. R repeats it like any other announcement.
/** @param {HTMLElement} root @param {string} text */
export function announce(root, text) {
  speechOf(root).announce(text);
}

document.addEventListener("rv:reply", (event) => {
  const root = /** @type {Element} */ (event.target).closest(".rv-widget");
  if (!(root instanceof HTMLElement)) return;
  speechOf(root).follow(event.detail, event.detail.request);
});
