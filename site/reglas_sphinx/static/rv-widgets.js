// Reglas vivas: hands the page's live examples over to the Python engine.
//
// The widget controller. Python (engine + reglas_browser) runs in a PyScript worker, so the page
// never freezes while it starts; the board shown until then is the static HTML made at build time by
// the same renderer. Each reader action becomes one JSON request; the reply carries the widget's new
// HTML (escaped by the engine's renderer), animation frames and what to save.
// The DOM of each widget is built by four modules, each its own part, never another's:
//   * this one: the view (.rv-view, every reply and every frame morphed into it by rv-morph.js),
//     the lasting notices above it, the speed chooser (in "Más"), the skip link, the "new game?"
//     question and the share box inside the view (until the next reply), and the problems;
//   * rv-speech.js: the caption, the log and the live region (.rv-speech);
//   * rv-textmode.js: the command line (.rv-textmode);
//   * rv-panel.js (through rv-progress.js): the progress panel, just after the widget.
// Anything shown here but the engine's HTML (errors, links) is set as text, never as HTML.

import { _, lang, part, storage } from "./rv-core.js";
import { KEYS, morph } from "./rv-morph.js";
import { parsed, python, RuntimeBroken, WorkerBlocked } from "./rv-python.js"; // started from the page's head
import "./rv-progress.js"; // stars, saved progress, "Siguiente ejemplo", exercise sets
import { announce } from "./rv-speech.js"; // the words of every move: caption, log, live region
import "./rv-textmode.js"; // a command line per widget: moves and questions typed, answered in words
import { boardInit } from "./rv-class.js"; // the class loop: a set's pupil and results, the teacher's board
import { reviewInit } from "./rv-review.js"; // the review page: the rules due today, each an exercise

/** @typedef {(request: string) => Promise<string>} Call the worker's handle(json) -> json */
/** @typedef {Record<string, any>} Request */
/**
 * @typedef {{
 *   error?: string, html: string, frames?: string[], bot_next?: boolean, saved?: Record<string, string>,
 *   version?: number, notice?: string, done?: boolean, think_ms?: number, variants?: string,
 *   practice?: {drill: string, exercise: string, seed: number},
 * }} Reply a reply of the engine (engine.table.widget); the other modules read more of it
 */

// Animation pace: one setting per page, remembered; no animation when the system asks for less motion.
/** @type {Record<string, number>} */
const SPEEDS = { slow: 320, normal: 140, fast: 50, off: 0 };
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/** @param {HTMLElement} root */
function storageKey(root) {
  return `rv:${location.pathname}:${root.id}`;
}

/** The game as a link's fragment and as it is saved: the same text. @param {Record<string, string>} saved */
function fragmentOf(saved) {
  return new URLSearchParams(saved).toString();
}

// A link, a saved game or an exercise set longer than this once written into the request (where a
// backslash takes two characters) is never sent to the worker: only its size is, and the engine refuses
// it in the page's language (its own limits, engine.table.widget.MAX_LINK and engine.lessons.exercises.MAX_LINK, are
// lower). Two of them and the rest of a request stay under the bridge's MAX_REQUEST.
const TRANSPORT = 25_000;

/** @param {Request} init @param {string} field @param {string | null | undefined} text */
function sized(init, field, text) {
  if (!text) return;
  if (JSON.stringify(text).length > TRANSPORT) init[`${field}_size`] = text.length;
  else init[field] = text;
}

function speedKey() {
  return `rv:speed:${location.pathname}`;
}

function readSpeed() {
  const speed = storage.get(speedKey());
  return speed !== null && speed in SPEEDS ? speed : "normal";
}

function frameMs() {
  return reducedMotion.matches ? 0 : SPEEDS[readSpeed()];
}

// The speed chooser, beside the view; every chooser on the page shows the page's one setting.
function paceControl() {
  const label = document.createElement("label");
  label.className = "rv-pace";
  const select = document.createElement("select");
  select.dataset.rvSpeed = "true";
  const speeds = { slow: _("lenta"), normal: _("normal"), fast: _("rápida"), off: _("sin animación") };
  for (const [value, text] of Object.entries(speeds)) select.add(new Option(text, value));
  const note = document.createElement("span");
  note.textContent = _("sin animación: tu sistema pide menos movimiento");
  const show = () => {
    select.value = readSpeed();
    select.disabled = reducedMotion.matches;
    note.hidden = !reducedMotion.matches;
  };
  select.addEventListener("change", () => {
    storage.set(speedKey(), select.value); // refused: the choice lasts until the page is left
    document.dispatchEvent(new Event("rv:speed"));
  });
  document.addEventListener("rv:speed", show);
  reducedMotion.addEventListener?.("change", show);
  label.append(document.createTextNode(_("Animación:") + " "), select, note);
  show();
  return label;
}

// Practice (a drill's exercises, engine.table.widget.Practice): the seed the reader is on, kept in this
// browser so a reload shows the same exercise; a new reader starts from a random one, so pupils side by
// side get different exercises. A teacher's link (?practica=<drill>.<seed>) opens the given one instead.
/** @param {string} drill */
function practiceKey(drill) {
  return `rv:practica:${drill}`;
}

/** The exercise of the link the page was opened with (?practica=…), read once. @type {string | null} */
let practiceLink = null;

/** @param {HTMLElement} root @returns {Request} */
function practiceInit(root) {
  const drill = root.dataset.rvKey ?? "";
  const kept = Number(storage.get(practiceKey(drill)));
  const seed = storage.get(practiceKey(drill)) !== null && Number.isInteger(kept) && kept >= 0
    ? kept : Math.floor(Math.random() * 1_000_000);
  /** @type {Request} */
  const init = { op: "init", kind: "practice", lang, drill, seed };
  // A link that names no practice of the page goes to its first, which says why it is refused.
  const drills = all(document, '.rv-widget[data-rv-kind="practice"]').map((w) => w.dataset.rvKey ?? "");
  const named = drills.some((d) => practiceLink?.startsWith(`${d}.`));
  if (practiceLink && (practiceLink.startsWith(`${drill}.`) || (!named && drills[0] === drill))) {
    sized(init, "exercise", practiceLink);
  }
  return init;
}

// The printed exercise per pupil (or their answers): the engine's sheets, in a box after the widget that
// only the print shows (rv-widgets.css, html.rv-variants).
/** @param {HTMLElement} root @param {string} html @param {string} kind */
function printVariants(root, html, kind) {
  let box = /** @type {HTMLElement | null} */ (document.getElementById(`${root.id}-variants`));
  if (!box) {
    box = document.createElement("div");
    box.id = `${root.id}-variants`;
    box.className = "rv-print-variants";
    box.setAttribute("aria-hidden", "true");
    root.after(box);
  }
  morph(box, html); // made and escaped by engine.table.sheet
  document.documentElement.classList.add("rv-variants");
  document.documentElement.classList.toggle("rv-answer-key", kind === "key");
  window.print();
}
window.addEventListener("afterprint", () => document.documentElement.classList.remove("rv-variants", "rv-answer-key"));

function sharedFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  return params.has("partida") ? location.hash.slice(1) : null;
}

/** @param {HTMLElement} root @param {string} text */
function showProblem(root, text) {
  let box = /** @type {HTMLElement | null} */ (root.querySelector(".rv-message"));
  if (!box) {
    box = document.createElement("p");
    box.setAttribute("role", "alert");
    (root.querySelector(".rv-view") || root).append(box);
  }
  box.className = "rv-message rv-error";
  box.hidden = false;
  box.textContent = text;
}

const TABBABLE = ':not([disabled]):not([tabindex="-1"])';

/** The number of pupils the practice's box asks for (what is no whole number, the engine refuses). @param {Element} view */
function pupils(view) {
  const n = Number(/** @type {HTMLInputElement | null} */ (view.querySelector(".rv-practice-n"))?.value);
  return Number.isInteger(n) ? n : -1;
}

/** Whether the reader may use `el` (it is in the Tab order and enabled). @param {Element | null} el */
function usable(el) {
  return el instanceof HTMLElement && !el.matches(":disabled") && el.tabIndex !== -1;
}

/** The elements of `root` that match `selector` (each an HTML element: the engine draws no other). */
/** @param {ParentNode} root @param {string} selector @returns {HTMLElement[]} */
function all(root, selector) {
  return /** @type {HTMLElement[]} */ ([...root.querySelectorAll(selector)]);
}
// The digit shortcuts (documented in each widget by engine.table.render.keyboard): the board, the hand,
// the bets, the commands. Each goes to the first legal element of its part, else its first one.
/** @type {Record<string, string>} */
const JUMPS = {
  1: ".rv-mancala [data-rv-action], .rv-hus [data-rv-action], .rv-board",
  2: ".rv-hand [data-rv-action]",
  3: ".rv-actions [data-rv-action]",
  4: ".rv-controls button",
};
/** @type {Widget | null} */
let lastUsed = null; // the widget the reader last acted in: Escape with the focus lost skips its animation

class Widget {
  /** @param {HTMLElement} root @param {Call} call */
  constructor(root, call) {
    this.root = root;
    this.call = call;
    /** @type {{skip: () => void} | null} while frames play */
    this.animating = null;
    this.pending = 0; // requests sent and not yet answered
    /** @type {Record<string, string> | undefined} the game as saved (engine.table.widget) */
    this.saved = undefined;
    this.unsaved = false; // the browser refused to save the game: the reader has been told
    this.conflict = false; // another tab's change waits for the reader's choice
    /** @type {Reply["practice"]} a practice's exercise shown (its link) */
    this.practice = undefined;
    /** @type {{request: Request, field: HTMLSelectElement | null} | null} the "new game?" question's */
    this.discarding = null;
    /** @type {HTMLElement | null} the hole, card or button the reader is on (the morph keeps it) */
    this.place = null;
    this.queue = Promise.resolve();
    this.version = 0; // of the position shown: each move says which one it was chosen on
    // The build-time HTML, which each reply replaces. The build already wraps it in its .rv-view
    // (directives/__init__.py): wrapping it here would detach and attach the whole board, a style
    // and layout pass over every widget of a long page before the first can answer. Only the
    // exercises of a set, drawn by the engine, are wrapped here.
    let view = root.querySelector(":scope > .rv-view");
    if (!view) {
      view = document.createElement("div");
      view.className = "rv-view";
      view.append(...root.childNodes);
      root.append(view);
    }
    this.view = view;
    // Notices that stay until the reader dismisses them, whatever the replies after them.
    this.notices = document.createElement("div");
    this.notices.className = "rv-notices";
    root.tabIndex = -1; // the focus may rest on the widget itself (a view without a board): keys still reach it
    this.view.before(this.notices);
    const pace = paceControl();
    const more = part(root, "more-page"); // one "Más" away, with the text line and the log
    if (more) more.append(pace);
    else this.view.after(pace);
    if (!["set", "class", "review"].includes(root.dataset.rvKind ?? "")) root.prepend(skipLink(root));
    root.addEventListener("click", (event) => this.onClick(event));
    root.addEventListener("rv:say", (event) => void this.send({ op: "say", text: event.detail, version: this.version }));
    // Another module's request of this widget's engine (rv-class.js: a result code, the class board).
    root.addEventListener("rv:request", (event) => {
      if (event.target === root) void this.send({ ...event.detail, version: this.version });
    });
    if (root.dataset.rvKind === "game") window.addEventListener("storage", (event) => this.onStorage(event));
    root.addEventListener("change", (event) => this.onChange(event));
    root.addEventListener("keydown", (event) => this.onKey(event));
    // Escape skips the animation whatever in the widget has the focus, before anything else sees it.
    root.addEventListener("keydown", (event) => this.onEscape(event), { capture: true });
    root.addEventListener("focusin", (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && KEYS.some((key) => target.hasAttribute(key)) && this.mine(event)) {
        this.place = target;
      }
    });
  }

  /** @param {Request} request */
  send(request) {
    // One request at a time per widget, in order: a fast double click cannot interleave moves.
    // data-rv-idle tells tests (and styles) when the widget has nothing left to do.
    this.pending += 1;
    this.root.dataset.rvIdle = "false";
    this.queue = this.queue
      .then(() => this.exchange(request))
      .finally(() => {
        this.pending -= 1;
        if (!this.pending) this.root.dataset.rvIdle = "true";
      });
    return this.queue;
  }

  /** @param {Request} request @returns {Promise<void>} */
  async exchange(request) {
    /** @type {Reply} */
    const reply = JSON.parse(await this.call(JSON.stringify({ ...request, id: this.root.id })));
    if (reply.error) {
      showProblem(this.root, _("Este ejemplo no ha podido cargarse: ") + reply.error);
      return;
    }
    this.saved = reply.saved;
    // Saved before the move is animated: a reload during the animation keeps it (and the bot's reply
    // to come). While another tab's change waits for the reader's choice, this tab does not overwrite it.
    if (this.root.dataset.rvKind === "game" && !this.conflict) this.save();
    if (reply.practice) storage.set(practiceKey(reply.practice.drill), String(reply.practice.seed)); // refused: a reload draws anew
    this.practice = reply.practice ?? this.practice;
    if (reply.frames && reply.frames.length) await this.animate(reply.frames);
    const hadFocus = this.root.contains(document.activeElement);
    morph(this.view, reply.html); // made and escaped by engine.table.render
    this.version = reply.version ?? this.version;
    this.root.dataset.rvVersion = String(this.version);
    this.showNotice(reply.notice);
    this.root.dataset.rvHydrated = "true";
    // An exercise set's (or the review's) reply holds its exercises, each a widget of its own.
    for (const inner of all(this.root, ".rv-widget[data-rv-kind]")) startWidget(inner, this.call);
    // Measured by bench/bench_browser.py: when the first example became playable, bot think times.
    document.documentElement.dataset.rvFirstInteractive ??= String(performance.now());
    if (reply.think_ms !== undefined) this.root.dataset.rvThinkMs = String(reply.think_ms);
    this.root.classList.toggle("rv-done", Boolean(reply.done));
    if (hadFocus) this.settleFocus(Boolean(reply.bot_next));
    // Other modules (narration, progress, classroom) follow the widget through this one event.
    this.root.dispatchEvent(new CustomEvent("rv:reply", { bubbles: true, detail: { ...reply, request } }));
    if (reply.variants) printVariants(this.root, reply.variants, request.print);
    if (reply.bot_next) await this.exchange({ op: "bot" });
  }

  // The game saved for a reload; when the browser refuses, the reader is told once (until it works again).
  save() {
    const saved = !this.saved || storage.set(storageKey(this.root), fragmentOf(this.saved));
    if (!saved && !this.unsaved) {
      this.notice("storage", _("Este navegador no deja guardar la partida (almacenamiento lleno o desactivado): si recargas la página, se perderá. «Copiar enlace» sí la guarda en un enlace."));
    }
    else if (saved) this.notices.querySelector('[data-rv-notice-kind="storage"]')?.remove();
    this.unsaved = !saved;
  }

  /** @param {string[]} frames */
  animate(frames) {
    const board = /** @type {HTMLElement | null} */ (this.root.querySelector(".rv-board"));
    const skip = /** @type {HTMLButtonElement | null} */ (this.root.querySelector('[data-rv-when="busy"]'));
    const pace = frameMs();
    if (!board || !pace) return Promise.resolve(); // no animation: the reply shows the move done
    this.root.classList.add("rv-busy");
    if (skip) skip.disabled = false;
    // The holes cannot be played during the frames: the focus waits on the board, and comes back
    // once the reply is shown (settleFocus).
    if (this.root.contains(document.activeElement)) board.focus({ preventScroll: true });
    return /** @type {Promise<void>} */ (new Promise((resolve) => {
      let index = 0;
      /** @type {ReturnType<typeof setInterval> | undefined} */
      let timer;
      const finish = () => {
        clearInterval(timer);
        this.animating = null;
        this.root.classList.remove("rv-busy");
        resolve();
      };
      this.animating = { skip: finish };
      const step = () => {
        if (index >= frames.length) return finish();
        morph(board, frames[index++]); // engine.table.render output
      };
      step();
      timer = setInterval(step, pace);
    }));
  }

  // Where the focus goes after a reply, when the reply took it from where the reader was. The view is
  // morphed, so a hole, card or button still there keeps the focus by itself; only when it is gone (a
  // card played) or cannot be used, or when the frames or the bot's turn parked the focus on the board,
  // does it go: back to the element the reader was on, if it may be used again, else to the nearest
  // one that may be used; while a bot is to play, to the board. Never to a command the reader did not
  // choose, so Enter twice never undoes.
  /** @param {boolean} botNext */
  settleFocus(botNext) {
    const board = this.view.querySelector(".rv-board");
    const focus = document.activeElement;
    const parked = focus === board || focus === this.root || !this.root.contains(focus);
    if (!parked && usable(focus)) return;
    if (!botNext && this.place && this.view.contains(this.place) && usable(this.place)) {
      return this.place.focus({ preventScroll: true });
    }
    const actions = all(this.view, `.rv-board button${TABBABLE}`);
    const target = botNext ? null : actions.find((a) => a.classList.contains("rv-legal")) || actions[0];
    /** @type {HTMLElement} */ (target || board || this.root).focus({ preventScroll: true });
  }

  /** @param {KeyboardEvent} event */
  onEscape(event) {
    if (event.key !== "Escape" || !this.animating || !this.mine(event)) return;
    event.stopPropagation();
    this.animating.skip();
  }

  /** Whether `event` is this widget's own, not one of a widget inside it. @param {Event} event */
  mine(event) {
    return /** @type {Element} */ (event.target).closest(".rv-widget[data-rv-kind]") === this.root; // not a widget inside it
  }

  /** @param {MouseEvent} event */
  onClick(event) {
    const target = /** @type {Element} */ (event.target).closest("button");
    if (!target || !this.root.contains(target) || !this.mine(event)) return;
    if (target.dataset.rvCmd === "skip") {
      this.animating?.skip();
      return;
    }
    if (target.disabled) return;
    lastUsed = this;
    if (target.dataset.rvConfirm) return this.confirmed(target.dataset.rvConfirm === "yes");
    if (target.dataset.rvNotice) return this.noticeChoice(target);
    // Acting during an animation finishes it first: the reader never waits for the seeds to land.
    this.animating?.skip();
    // The version is the position the reader saw when choosing: a click queued behind another move
    // is refused by the engine rather than played on a position never shown.
    if (target.dataset.rvAction) this.send({ op: "act", action: target.dataset.rvAction, version: this.version });
    else if (target.dataset.rvAnswer) this.send({ op: "answer", answer: target.dataset.rvAnswer, version: this.version });
    else if (target.dataset.rvPrint) this.send({ op: "variants", n: pupils(this.view), print: target.dataset.rvPrint });
    else if (target.dataset.rvCmd === "share") this.share();
    else if (target.dataset.rvCmd === "reset" && this.inProgress()) this.confirmNew();
    else if (target.dataset.rvCmd) this.send({ op: "cmd", cmd: target.dataset.rvCmd });
  }

  /** @param {Event} event */
  onChange(event) {
    const el = /** @type {HTMLSelectElement} */ (event.target);
    if (!this.mine(event)) return;
    this.animating?.skip();
    if (el.dataset.rvOption) this.send({ op: "option", name: el.dataset.rvOption, value: el.value });
    /** @type {Request} */
    const setting = { op: "setting", name: el.dataset.rvSetting, value: el.value };
    if (el.dataset.rvSetting === "first" && this.inProgress()) this.confirmNew(setting, el); // a new game too
    else if (el.dataset.rvSetting) this.send(setting);
  }

  // "Partida nueva" (or another first player, which deals a new game) in a full game asks first when
  // the reader has played: it would lose the game.
  inProgress() {
    return this.root.dataset.rvKind === "game" &&
      Boolean(this.view.querySelector('.rv-moves, [data-rv-cmd="undo"]:not([disabled])'));
  }

  /** @param {Request} request @param {HTMLSelectElement | null} field */
  confirmNew(request = { op: "cmd", cmd: "reset" }, field = null) {
    this.discarding = { request, field };
    let box = this.view.querySelector(".rv-confirm");
    if (!box) {
      box = document.createElement("div");
      box.className = "rv-confirm";
      box.setAttribute("role", "alertdialog");
      const text = document.createElement("p");
      text.id = `${this.root.id}-confirm`;
      text.textContent = _("¿Empezar una partida nueva? La partida en curso se perderá.");
      box.setAttribute("aria-labelledby", text.id);
      const yes = document.createElement("button");
      yes.type = "button";
      yes.dataset.rvConfirm = "yes";
      yes.textContent = _("Sí, partida nueva");
      const no = document.createElement("button");
      no.type = "button";
      no.dataset.rvConfirm = "no";
      no.textContent = _("No, seguir jugando");
      box.append(text, yes, no);
      this.view.querySelector(".rv-controls")?.after(box);
    }
    /** @type {HTMLButtonElement | null} */ (box.querySelector('[data-rv-confirm="no"]'))?.focus();
  }

  /** @param {boolean} yes */
  confirmed(yes) {
    const { request, field } = this.discarding || {};
    this.discarding = null;
    this.view.querySelector(".rv-confirm")?.remove();
    if (yes && request) this.send(request);
    else if (field) {
      field.value = field.querySelector("option[selected]")?.getAttribute("value") ?? field.value; // as the game still is
      field.focus();
    } else /** @type {HTMLButtonElement | null} */ (this.view.querySelector('[data-rv-cmd="reset"]'))?.focus();
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    if (!this.mine(event)) return;
    lastUsed = this;
    if (event.key === "Escape" && this.view.querySelector(".rv-confirm")) {
      this.confirmed(false);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || /** @type {Element} */ (event.target).matches("select, input")) return;
    if (event.key in JUMPS) return this.jump(event, JUMPS[event.key]);
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") return this.step(event, event.key === "ArrowRight" ? 1 : -1);
    // Typing a hole's name plays it ("D", "d" are different holes in Awari).
    const button = all(this.root, "[data-rv-action]").find((b) => b.dataset.rvAction === event.key);
    if (button && !button.matches(":disabled")) {
      event.preventDefault();
      this.animating?.skip();
      button.focus();
      this.send({ op: "act", action: button.dataset.rvAction, version: this.version });
    }
  }

  // A lasting notice: its text as text, a button per choice (by default one that dismisses it).
  /** @param {string} kind @param {string} text @param {[string, string][]} choices */
  notice(kind, text, choices = [["dismiss", _("Entendido")]]) {
    this.notices.querySelector(`[data-rv-notice-kind="${kind}"]`)?.remove();
    const box = document.createElement("div");
    box.className = "rv-message rv-notice rv-lasting";
    box.dataset.rvNoticeKind = kind;
    const words = document.createElement("p");
    words.textContent = text;
    box.append(words);
    for (const [choice, label] of choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.rvNotice = choice;
      button.textContent = label;
      box.append(button);
    }
    this.notices.append(box);
    announce(this.root, text);
    return box;
  }

  // The engine's notice (a link refused, a save discarded) stays until dismissed there.
  /** @param {string | undefined} text */
  showNotice(text) {
    const shown = this.notices.querySelector('[data-rv-notice-kind="engine"]');
    if (!text) shown?.remove();
    else if (shown?.firstChild?.textContent !== text) this.notice("engine", text);
  }

  /** @param {HTMLButtonElement} button */
  noticeChoice(button) {
    const box = /** @type {HTMLElement} */ (button.closest("[data-rv-notice-kind]"));
    const kind = box.dataset.rvNoticeKind;
    box.remove();
    if (kind === "engine") this.send({ op: "cmd", cmd: "dismiss" });
    if (kind !== "tab") return;
    this.conflict = false;
    if (button.dataset.rvNotice === "load") this.send(gameInit(this.root, null));
    else this.save(); // keep this tab's game: it is the saved one again
  }

  // Another tab of this page saved its game over this one's: say so, and let the reader choose.
  /** @param {StorageEvent} event */
  onStorage(event) {
    if (event.key !== storageKey(this.root) || event.newValue === null) return;
    if (this.saved && event.newValue === fragmentOf(this.saved)) return;
    this.conflict = true;
    this.notice("tab", _("Esta partida ha cambiado en otra pestaña."),
      [["load", _("Cargar la de la otra pestaña")], ["keep", _("Seguir con esta")]]);
  }

  // A digit shortcut: the first legal element of that part of the widget, else its first usable one.
  /** @param {KeyboardEvent} event @param {string} selector */
  jump(event, selector) {
    const found = all(this.view, selector).filter((el) => !el.matches(":disabled") && el.tabIndex !== -1 ||
      el.classList.contains("rv-board"));
    const target = found.find((el) => el.classList.contains("rv-legal")) || found[0];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  // ← →: from one hole or card to the next of the reader's (those in the Tab order), in the order shown.
  /** @param {KeyboardEvent} event @param {number} by */
  step(event, by) {
    const here = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-rv-action]"));
    if (!here || !here.closest(".rv-board")) return;
    const group = here.closest(".rv-mancala, .rv-hus, .rv-hand, .rv-actions") || this.view;
    const mine = all(group, `[data-rv-action]${TABBABLE}`);
    const next = mine[(mine.indexOf(here) + by + mine.length) % mine.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  // The link to the game this widget shows (its last reply), whatever the storage holds: full, or
  // changed by another tab.
  async share() {
    const url = new URL(location.href);
    url.hash = this.saved ? fragmentOf(this.saved) : "";
    if (this.practice) { // a practice's link: its exercise, in its place on the page
      url.searchParams.set("practica", this.practice.exercise);
      url.hash = this.root.id;
    }
    let box = this.root.querySelector(".rv-share");
    if (!box) {
      box = document.createElement("p");
      box.className = "rv-share";
      this.view.append(box);
    }
    const label = document.createElement("label");
    const words = document.createTextNode((this.practice ? _("Enlace a este ejercicio:") : _("Enlace a esta partida:")) + " ");
    const input = document.createElement("input");
    input.readOnly = true;
    input.value = url.href;
    input.dataset.rvShare = "true";
    label.append(words, input);
    box.replaceChildren(label);
    try {
      await navigator.clipboard.writeText(url.href);
      words.textContent = _("Enlace copiado. También puedes copiarlo de aquí:") + " ";
    } catch {
      /* clipboard refused: the link is shown to copy by hand */
    }
    input.select();
  }
}

// "Saltar al siguiente ejemplo": a link at the top of each widget, seen when it has the focus, to the
// next widget of the page (or, for the last one, to just after it).
/** @param {HTMLElement} root */
function skipLink(root) {
  const link = document.createElement("a");
  link.className = "rv-skip";
  const widgets = [...document.querySelectorAll(".rv-widget[data-rv-kind]")].filter((w) => !w.contains(root));
  const next = widgets.find((w) => root.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING && !root.contains(w));
  /** @type {HTMLElement | undefined} */
  let target = /** @type {HTMLElement | undefined} */ (next);
  if (!target) {
    target = document.createElement("span");
    target.tabIndex = -1;
    target.id = `${root.id}-end`;
    root.after(target);
  }
  link.href = `#${target.id}`;
  link.textContent = next ? _("Saltar al siguiente ejemplo") : _("Saltar después de este ejemplo");
  link.addEventListener("click", (event) => {
    event.preventDefault(); // the page's address keeps its link (a shared game), the focus moves
    target.focus();
  });
  return link;
}

// Escape with the focus lost to the page (a click outside, a redraw) skips the last-used widget's animation.
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && lastUsed?.animating && (document.activeElement === document.body ||
      lastUsed.root.contains(document.activeElement))) lastUsed.animating.skip();
});

async function main() {
  await parsed;
  const widgets = all(document, ".rv-widget[data-rv-kind]");
  if (!widgets.length) return;
  let call;
  try {
    call = await python;
  } catch (error) {
    for (const root of widgets) showProblem(root, _("No se pudo iniciar Python en esta página: ") + whyNoPython(error));
    return started();
  }
  shared = sharedFragment();
  practiceLink = new URLSearchParams(location.search).get("practica");
  // Read once, like a shared game: from then on a reload continues the reader's own exercise.
  if (practiceLink !== null) {
    const rest = new URLSearchParams(location.search);
    rest.delete("practica");
    history.replaceState(null, "", location.pathname + (rest.size ? `?${rest}` : "") + location.hash);
  }
  // A shared link is read once; from then on a reload continues the reader's own game.
  if (shared) history.replaceState(null, "", location.pathname + location.search);
  // One widget a task: the page answers the reader between them (a long page has dozens of examples).
  const first = [];
  for (const root of widgets) {
    first.push(startWidget(root, call));
    await nextTask();
  }
  document.documentElement.dataset.rvReady = "true";
  Promise.allSettled(first).then(started);
}

// Why Python could not start: for a policy that forbids the worker and for a runtime file missing or
// broken, the page's own words (templates/page.html, in its language); else the browser's.
/** @param {any} error @returns {string} */
function whyNoPython(error) {
  const words = /** @type {HTMLElement | null} */ (document.querySelector(".rv-classroom"))?.dataset;
  if (error instanceof WorkerBlocked) return words?.rvBlocked || error.message;
  if (error instanceof RuntimeBroken && words?.rvBroken) return words.rvBroken.replace("{file}", error.file);
  return error?.message || error;
}

// Every example is live (or Python will not start): rv-classroom.js may now save the site for
// offline use, which would otherwise compete with Python's start for the reader's processor.
function started() {
  document.documentElement.dataset.rvStarted = "true";
  document.dispatchEvent(new Event("rv:started"));
}

/** The game or set of the link the page was opened with. @type {string | null} */
let shared = null;

function nextTask() {
  return globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

// The page's own full games (not the positions of an exercise set): a link opened later goes to them.
/** @type {Widget[]} */
const pageGames = [];

// A full game's first request: a position of an exercise set, or ``link``; and the reader's saved
// game, which the engine continues when there is no link or the link is refused.
/** @param {HTMLElement} root @param {string | null} link @returns {Request} */
function gameInit(root, link) {
  const init = { op: "init", kind: "game", lang, game: root.dataset.rvKey };
  sized(init, "shared", root.dataset.rvShared || link);
  sized(init, "saved", storage.get(storageKey(root)));
  return init;
}

/** Widgets already started (a set's exercises are started by its reply). @type {WeakSet<Element>} */
const startedRoots = new WeakSet();

/** @param {HTMLElement} root @param {Call} call */
function startWidget(root, call) {
  if (startedRoots.has(root)) return;
  startedRoots.add(root);
  const widget = new Widget(root, call);
  /** @type {Request} */
  let init = { op: "init", kind: root.dataset.rvKind, lang };
  // A set's position with the teacher's goal is an example made from them (engine.lessons.exercises).
  if (root.dataset.rvKind === "example" && root.dataset.rvPosition) Object.assign(init, { position: root.dataset.rvPosition, goal: root.dataset.rvGoal ?? "" });
  else if (root.dataset.rvKind === "example") init.scenario = root.dataset.rvKey;
  // The set lives in the link; past any length the engine reads (engine.lessons.exercises), it says "too long".
  else if (root.dataset.rvKind === "set") sized(init, "set", shared || location.hash.slice(1));
  else if (root.dataset.rvKind === "class") Object.assign(init, boardInit());
  else if (root.dataset.rvKind === "practice") init = practiceInit(root);
  else if (root.dataset.rvKind === "review") init = reviewInit();
  else {
    init = gameInit(root, shared);
    if (!root.dataset.rvShared) pageGames.push(widget);
  }
  return widget.send(init).catch((error) => showProblem(root, _("Este ejemplo no ha podido cargarse: ") + (error?.message || error)));
}

// A share link opened on the page that already shows its game (only the part after "#" changes, so
// the page is not loaded again): read as on a fresh visit, then taken out of the address again.
window.addEventListener("hashchange", () => {
  const link = sharedFragment();
  if (!link || !pageGames.length) return;
  history.replaceState(null, "", location.pathname + location.search);
  for (const widget of pageGames) widget.send(gameInit(widget.root, link));
});

main();
