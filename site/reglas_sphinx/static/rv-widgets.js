// Reglas vivas: hands the page's live examples over to the Python engine.
//
// The only module that touches the DOM. Python (engine + reglas_browser) runs in a PyScript worker,
// so the page never freezes while it starts; the board shown until then is the static HTML made at
// build time by the same renderer. Each reader action becomes one JSON request; the reply carries
// the widget's new HTML (escaped by the engine's renderer), animation frames and what to save.
// Anything else shown here (errors, links) is set as text, never as HTML.

import { parsed, python, RuntimeBroken, WorkerBlocked } from "./rv-python.js"; // started from the page's head
import "./rv-progress.js"; // stars, saved progress, "Siguiente ejemplo", exercise sets

const lang = document.documentElement.lang.startsWith("en") ? "en" : "es";
const FRAME_MS = 140;
// Each reply replaces the widget's .rv-view; what must persist across replies (rv-speech.js's log
// and live region, the animation speed) sits beside it in the widget.
import { announce } from "./rv-speech.js"; // the words of every move: caption, log, live region
import "./rv-textmode.js"; // a command line per widget: moves and questions typed, answered in words
// Animation pace: one setting per page, remembered; no animation when the system asks for less motion.
const SPEEDS = { slow: 320, normal: FRAME_MS, fast: 50, off: 0 };
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
const TEXTS = {
  es: {
    loadFailed: "No se pudo iniciar Python en esta página: ",
    broken: "Este ejemplo no ha podido cargarse: ",
    copied: "Enlace copiado. También puedes copiarlo de aquí:",
    link: "Enlace a esta partida:",
    speed: "Animación:",
    speeds: { slow: "lenta", normal: "normal", fast: "rápida", off: "sin animación" },
    reduced: "sin animación: tu sistema pide menos movimiento",
    discard: "¿Empezar una partida nueva? La partida en curso se perderá.",
    discardYes: "Sí, partida nueva",
    discardNo: "No, seguir jugando",
    dismiss: "Entendido",
    otherTab: "Esta partida ha cambiado en otra pestaña.",
    otherTabLoad: "Cargar la de la otra pestaña",
    otherTabKeep: "Seguir con esta",
    unsaved: "Este navegador no deja guardar la partida (almacenamiento lleno o desactivado): si recargas la página, se perderá. «Copiar enlace» sí la guarda en un enlace.",
    skipNext: "Saltar al siguiente ejemplo",
    skipPast: "Saltar después de este ejemplo",
  },
  en: {
    loadFailed: "Python could not start on this page: ",
    broken: "This example could not be loaded: ",
    copied: "Link copied. You can also copy it from here:",
    link: "Link to this game:",
    speed: "Animation:",
    speeds: { slow: "slow", normal: "normal", fast: "fast", off: "none" },
    reduced: "no animation: your system asks for less motion",
    discard: "Start a new game? The game in progress will be lost.",
    discardYes: "Yes, new game",
    discardNo: "No, keep playing",
    dismiss: "Got it",
    otherTab: "This game has changed in another tab.",
    otherTabLoad: "Load the other tab's game",
    otherTabKeep: "Keep this one",
    unsaved: "This browser does not let the game be saved (storage full or disabled): if you reload the page, it will be lost. “Copy link” still keeps it in a link.",
    skipNext: "Skip to the next example",
    skipPast: "Skip past this example",
  },
}[lang];

function storageKey(root) {
  return `rv:${location.pathname}:${root.id}`;
}

function readSaved(root) {
  try {
    return localStorage.getItem(storageKey(root));
  } catch {
    return null; // storage disabled: the game simply does not survive a reload
  }
}

// The game as a link's fragment and as it is saved: the same text.
function fragmentOf(saved) {
  return new URLSearchParams(saved).toString();
}

// Whether the game could be saved (false: storage full or disabled).
function writeSaved(root, saved) {
  try {
    if (saved) localStorage.setItem(storageKey(root), fragmentOf(saved));
    return true;
  } catch {
    return false;
  }
}

// A link, a saved game or an exercise set longer than this once written into the request (where a
// backslash takes two characters) is never sent to the worker: only its size is, and the engine refuses
// it in the page's language (its own limits, engine.table.widget.MAX_LINK and engine.lessons.exercises.MAX_LINK, are
// lower). Two of them and the rest of a request stay under the bridge's MAX_REQUEST.
const TRANSPORT = 25_000;

function sized(init, field, text) {
  if (!text) return;
  if (JSON.stringify(text).length > TRANSPORT) init[`${field}_size`] = text.length;
  else init[field] = text;
}

function speedKey() {
  return `rv:speed:${location.pathname}`;
}

function readSpeed() {
  try {
    const speed = localStorage.getItem(speedKey());
    return speed in SPEEDS ? speed : "normal";
  } catch {
    return "normal";
  }
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
  for (const [value, text] of Object.entries(TEXTS.speeds)) select.add(new Option(text, value));
  const note = document.createElement("span");
  note.textContent = TEXTS.reduced;
  const show = () => {
    select.value = readSpeed();
    select.disabled = reducedMotion.matches;
    note.hidden = !reducedMotion.matches;
  };
  select.addEventListener("change", () => {
    try {
      localStorage.setItem(speedKey(), select.value);
    } catch {
      /* no storage: the choice lasts until the page is left */
    }
    document.dispatchEvent(new Event("rv:speed"));
  });
  document.addEventListener("rv:speed", show);
  reducedMotion.addEventListener?.("change", show);
  label.append(document.createTextNode(TEXTS.speed + " "), select, note);
  show();
  return label;
}

function sharedFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  return params.has("partida") ? location.hash.slice(1) : null;
}

function showProblem(root, text) {
  let box = root.querySelector(".rv-message");
  if (!box) {
    box = document.createElement("p");
    box.setAttribute("role", "alert");
    (root.querySelector(".rv-view") || root).append(box);
  }
  box.className = "rv-message rv-error";
  box.hidden = false;
  box.textContent = text;
}

// The elements the keyboard plays with, found again after every redraw by their data key.
const KEYS = ["data-rv-action", "data-rv-answer", "data-rv-cmd", "data-rv-option", "data-rv-setting"];
const TABBABLE = ':not([disabled]):not([tabindex="-1"])';
// The digit shortcuts (documented in each widget by engine.table.render.keyboard): the board, the hand,
// the bets, the commands. Each goes to the first legal element of its part, else its first one.
const JUMPS = {
  1: ".rv-mancala [data-rv-action], .rv-hus [data-rv-action], .rv-board",
  2: ".rv-hand [data-rv-action]",
  3: ".rv-actions [data-rv-action]",
  4: ".rv-controls button",
};
let lastUsed = null; // the widget the reader last acted in: Escape with the focus lost skips its animation

class Widget {
  constructor(root, call) {
    this.root = root;
    this.call = call;
    this.animating = null; // {skip: () => void} while frames play
    this.place = null; // the key of the hole, card or button the reader is on
    this.queue = Promise.resolve();
    this.version = 0; // of the position shown: each move says which one it was chosen on
    // The build-time HTML, which each reply replaces. The build already wraps it in its .rv-view
    // (directives/__init__.py): wrapping it here would detach and attach the whole board, a style
    // and layout pass over every widget of a long page before the first can answer. Only the
    // exercises of a set, drawn by the engine, are wrapped here.
    this.view = root.querySelector(":scope > .rv-view");
    if (!this.view) {
      this.view = document.createElement("div");
      this.view.className = "rv-view";
      this.view.append(...root.childNodes);
      root.append(this.view);
    }
    // Notices that stay until the reader dismisses them, whatever the replies after them.
    this.notices = document.createElement("div");
    this.notices.className = "rv-notices";
    root.tabIndex = -1; // holds the focus while the view is redrawn, so keys still reach the widget
    this.view.before(this.notices);
    this.view.after(paceControl());
    if (root.dataset.rvKind !== "set") root.prepend(skipLink(root));
    root.addEventListener("click", (event) => this.onClick(event));
    root.addEventListener("rv:say", (event) => this.send({ op: "say", text: event.detail, version: this.version }));
    if (root.dataset.rvKind === "game") window.addEventListener("storage", (event) => this.onStorage(event));
    root.addEventListener("change", (event) => this.onChange(event));
    root.addEventListener("keydown", (event) => this.onKey(event));
    // Escape skips the animation whatever in the widget has the focus, before anything else sees it.
    root.addEventListener("keydown", (event) => this.onEscape(event), { capture: true });
    root.addEventListener("focusin", (event) => {
      const key = this.keyOf(event.target);
      if (key && this.mine(event)) this.place = key;
    });
  }

  send(request) {
    // One request at a time per widget, in order: a fast double click cannot interleave moves.
    // data-rv-idle tells tests (and styles) when the widget has nothing left to do.
    this.pending = (this.pending || 0) + 1;
    this.root.dataset.rvIdle = "false";
    this.queue = this.queue
      .then(() => this.exchange(request))
      .finally(() => {
        this.pending -= 1;
        if (!this.pending) this.root.dataset.rvIdle = "true";
      });
    return this.queue;
  }

  async exchange(request) {
    const reply = JSON.parse(await this.call(JSON.stringify({ ...request, id: this.root.id })));
    if (reply.error) {
      showProblem(this.root, TEXTS.broken + reply.error);
      return;
    }
    this.saved = reply.saved;
    // Saved before the move is animated: a reload during the animation keeps it (and the bot's reply
    // to come). While another tab's change waits for the reader's choice, this tab does not overwrite it.
    if (this.root.dataset.rvKind === "game" && !this.conflict) this.save();
    if (reply.frames && reply.frames.length) await this.animate(reply.frames);
    const hadFocus = this.root.contains(document.activeElement);
    const keys = this.view.querySelector(".rv-keyboard")?.open; // the keyboard list stays as the reader left it
    // made and escaped by engine.table.render; the first reply only patches the build's HTML (see patch)
    if (this.root.dataset.rvHydrated) this.view.innerHTML = reply.html;
    else patch(this.view, reply.html);
    this.version = reply.version ?? this.version;
    this.root.dataset.rvVersion = String(this.version);
    this.showNotice(reply.notice);
    if (keys) this.view.querySelector(".rv-keyboard")?.setAttribute("open", "");
    this.root.dataset.rvHydrated = "true";
    // An exercise set's reply holds its exercises, each a widget of its own.
    for (const inner of this.root.querySelectorAll(".rv-widget[data-rv-kind]")) startWidget(inner, this.call);
    // Measured by bench/bench_browser.py: when the first example became playable, bot think times.
    document.documentElement.dataset.rvFirstInteractive ??= String(performance.now());
    if (reply.think_ms !== undefined) this.root.dataset.rvThinkMs = String(reply.think_ms);
    this.root.classList.toggle("rv-done", Boolean(reply.done));
    if (hadFocus) this.restoreFocus(Boolean(reply.bot_next));
    // Other modules (narration, progress, classroom) follow the widget through this one event.
    this.root.dispatchEvent(new CustomEvent("rv:reply", { bubbles: true, detail: { ...reply, request } }));
    if (reply.bot_next) await this.exchange({ op: "bot" });
  }

  // The game saved for a reload; when the browser refuses, the reader is told once (until it works again).
  save() {
    const saved = writeSaved(this.root, this.saved);
    if (!saved && !this.unsaved) this.notice("storage", TEXTS.unsaved);
    else if (saved) this.notices.querySelector('[data-rv-notice-kind="storage"]')?.remove();
    this.unsaved = !saved;
  }

  animate(frames) {
    const board = this.root.querySelector(".rv-board");
    const skip = this.root.querySelector('[data-rv-when="busy"]');
    const pace = frameMs();
    if (!board || !pace) return Promise.resolve(); // no animation: the reply shows the move done
    this.root.classList.add("rv-busy");
    if (skip) skip.disabled = false;
    // The holes are redrawn at every frame: the focus waits on the board, which stays.
    if (this.root.contains(document.activeElement)) board.focus({ preventScroll: true });
    return new Promise((resolve) => {
      let index = 0;
      let timer = null;
      const finish = () => {
        clearInterval(timer);
        this.animating = null;
        this.root.classList.remove("rv-busy");
        resolve();
      };
      this.animating = { skip: finish };
      const step = () => {
        if (index >= frames.length) return finish();
        board.innerHTML = frames[index++]; // engine.table.render output
      };
      step();
      timer = setInterval(step, pace);
    });
  }

  keyOf(el) {
    const attr = el?.getAttribute && KEYS.find((name) => el.hasAttribute(name));
    return attr ? [attr, el.getAttribute(attr)] : null;
  }

  find(key) {
    return [...this.view.querySelectorAll(`[${key[0]}]`)].find((el) => el.getAttribute(key[0]) === key[1]);
  }

  // After a redraw the focus goes back to where the reader was: the same hole, card or button (found
  // by its data key); if it is gone (a card played) the nearest one that may be used; while a bot is
  // to play, the board. Never to a command the reader did not choose, so Enter twice never undoes.
  restoreFocus(botNext) {
    const board = this.view.querySelector(".rv-board");
    const el = this.place && this.find(this.place);
    if (el && !el.disabled && el.tabIndex !== -1) return el.focus({ preventScroll: true });
    const actions = [...this.view.querySelectorAll(`.rv-board button${TABBABLE}`)];
    const target = botNext ? null : actions.find((a) => a.classList.contains("rv-legal")) || actions[0];
    (target || board || this.root).focus({ preventScroll: true });
  }

  onEscape(event) {
    if (event.key !== "Escape" || !this.animating || !this.mine(event)) return;
    event.stopPropagation();
    this.animating.skip();
  }

  mine(event) {
    return event.target.closest(".rv-widget[data-rv-kind]") === this.root; // not a widget inside it
  }

  onClick(event) {
    const target = event.target.closest("button");
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
    else if (target.dataset.rvCmd === "share") this.share();
    else if (target.dataset.rvCmd === "reset" && this.inProgress()) this.confirmNew();
    else if (target.dataset.rvCmd) this.send({ op: "cmd", cmd: target.dataset.rvCmd });
  }

  onChange(event) {
    const el = event.target;
    if (!this.mine(event)) return;
    this.animating?.skip();
    if (el.dataset.rvOption) this.send({ op: "option", name: el.dataset.rvOption, value: el.value });
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

  confirmNew(request = { op: "cmd", cmd: "reset" }, field = null) {
    this.discarding = { request, field };
    let box = this.view.querySelector(".rv-confirm");
    if (!box) {
      box = document.createElement("div");
      box.className = "rv-confirm";
      box.setAttribute("role", "alertdialog");
      const text = document.createElement("p");
      text.id = `${this.root.id}-confirm`;
      text.textContent = TEXTS.discard;
      box.setAttribute("aria-labelledby", text.id);
      const yes = document.createElement("button");
      yes.type = "button";
      yes.dataset.rvConfirm = "yes";
      yes.textContent = TEXTS.discardYes;
      const no = document.createElement("button");
      no.type = "button";
      no.dataset.rvConfirm = "no";
      no.textContent = TEXTS.discardNo;
      box.append(text, yes, no);
      this.view.querySelector(".rv-controls")?.after(box);
    }
    box.querySelector('[data-rv-confirm="no"]').focus();
  }

  confirmed(yes) {
    const { request, field } = this.discarding || {};
    this.discarding = null;
    this.view.querySelector(".rv-confirm")?.remove();
    if (yes && request) this.send(request);
    else if (field) {
      field.value = field.querySelector("option[selected]")?.value ?? field.value; // as the game still is
      field.focus();
    } else this.view.querySelector('[data-rv-cmd="reset"]')?.focus();
  }

  onKey(event) {
    if (!this.mine(event)) return;
    lastUsed = this;
    if (event.key === "Escape" && this.view.querySelector(".rv-confirm")) {
      this.confirmed(false);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || event.target.matches("select, input")) return;
    if (event.key in JUMPS) return this.jump(event, JUMPS[event.key]);
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") return this.step(event, event.key === "ArrowRight" ? 1 : -1);
    // Typing a hole's name plays it ("D", "d" are different holes in Awari).
    const button = [...this.root.querySelectorAll("[data-rv-action]")].find((b) => b.dataset.rvAction === event.key);
    if (button && !button.disabled) {
      event.preventDefault();
      this.animating?.skip();
      button.focus();
      this.send({ op: "act", action: button.dataset.rvAction, version: this.version });
    }
  }

  // A lasting notice: its text as text, a button per choice (by default one that dismisses it).
  notice(kind, text, choices = [["dismiss", TEXTS.dismiss]]) {
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
  showNotice(text) {
    const shown = this.notices.querySelector('[data-rv-notice-kind="engine"]');
    if (!text) shown?.remove();
    else if (shown?.firstChild.textContent !== text) this.notice("engine", text);
  }

  noticeChoice(button) {
    const box = button.closest("[data-rv-notice-kind]");
    const kind = box.dataset.rvNoticeKind;
    box.remove();
    if (kind === "engine") this.send({ op: "cmd", cmd: "dismiss" });
    if (kind !== "tab") return;
    this.conflict = false;
    if (button.dataset.rvNotice === "load") this.send(gameInit(this.root, null));
    else this.save(); // keep this tab's game: it is the saved one again
  }

  // Another tab of this page saved its game over this one's: say so, and let the reader choose.
  onStorage(event) {
    if (event.key !== storageKey(this.root) || event.newValue === null) return;
    if (this.saved && event.newValue === fragmentOf(this.saved)) return;
    this.conflict = true;
    this.notice("tab", TEXTS.otherTab, [["load", TEXTS.otherTabLoad], ["keep", TEXTS.otherTabKeep]]);
  }

  // A digit shortcut: the first legal element of that part of the widget, else its first usable one.
  jump(event, selector) {
    const found = [...this.view.querySelectorAll(selector)].filter((el) => !el.disabled && el.tabIndex !== -1 ||
      el.classList.contains("rv-board"));
    const target = found.find((el) => el.classList.contains("rv-legal")) || found[0];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  // ← →: from one hole or card to the next of the reader's (those in the Tab order), in the order shown.
  step(event, by) {
    const here = event.target.closest("[data-rv-action]");
    if (!here || !here.closest(".rv-board")) return;
    const group = here.closest(".rv-mancala, .rv-hus, .rv-hand, .rv-actions") || this.view;
    const all = [...group.querySelectorAll(`[data-rv-action]${TABBABLE}`)];
    const next = all[(all.indexOf(here) + by + all.length) % all.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  // The link to the game this widget shows (its last reply), whatever the storage holds: full, or
  // changed by another tab.
  async share() {
    const url = new URL(location.href);
    url.hash = this.saved ? fragmentOf(this.saved) : "";
    let box = this.root.querySelector(".rv-share");
    if (!box) {
      box = document.createElement("p");
      box.className = "rv-share";
      this.view.append(box);
    }
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.readOnly = true;
    input.value = url.href;
    input.dataset.rvShare = "true";
    label.append(document.createTextNode(TEXTS.link + " "), input);
    box.replaceChildren(label);
    try {
      await navigator.clipboard.writeText(url.href);
      label.firstChild.textContent = TEXTS.copied + " ";
    } catch {
      /* clipboard refused: the link is shown to copy by hand */
    }
    input.select();
  }
}

// The first live render is the build's static one with the moves enabled and the status line live:
// only the nodes and attributes that differ are changed, so the page around (23 examples on
// Zápiti's rules) is not styled and laid out again whole when its examples come alive.
function patch(view, html) {
  const fresh = document.createElement("template");
  fresh.innerHTML = html; // parsed inert, as innerHTML would parse it
  morph(view, fresh.content);
}

function morph(into, from) {
  const olds = [...into.childNodes];
  const news = [...from.childNodes];
  if (olds.length !== news.length) return into.replaceChildren(...news);
  olds.forEach((old, index) => {
    const next = news[index];
    if (old.nodeType !== next.nodeType || old.nodeName !== next.nodeName) old.replaceWith(next);
    else if (old.nodeType !== Node.ELEMENT_NODE) {
      if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    } else {
      for (const { name } of [...old.attributes]) if (!next.hasAttribute(name)) old.removeAttribute(name);
      for (const { name, value } of next.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      morph(old, next);
    }
  });
}

// "Saltar al siguiente ejemplo": a link at the top of each widget, seen when it has the focus, to the
// next widget of the page (or, for the last one, to just after it).
function skipLink(root) {
  const link = document.createElement("a");
  link.className = "rv-skip";
  const widgets = [...document.querySelectorAll(".rv-widget[data-rv-kind]")].filter((w) => !w.contains(root));
  const next = widgets.find((w) => root.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING && !root.contains(w));
  let target = next;
  if (!target) {
    target = document.createElement("span");
    target.tabIndex = -1;
    target.id = `${root.id}-end`;
    root.after(target);
  }
  link.href = `#${target.id}`;
  link.textContent = next ? TEXTS.skipNext : TEXTS.skipPast;
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
  const widgets = [...document.querySelectorAll(".rv-widget[data-rv-kind]")];
  if (!widgets.length) return;
  let call;
  try {
    call = await python;
  } catch (error) {
    for (const root of widgets) showProblem(root, TEXTS.loadFailed + whyNoPython(error));
    return started();
  }
  shared = sharedFragment();
  // A shared link is read once; from then on a reload continues the reader's own game.
  if (shared) history.replaceState(null, "", location.pathname + location.search);
  // One widget a task: the page answers the reader between them (a long page has 28 examples).
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
function whyNoPython(error) {
  const words = document.querySelector(".rv-classroom")?.dataset;
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

let shared = null;

function nextTask() {
  return globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

// The page's own full games (not the positions of an exercise set): a link opened later goes to them.
const pageGames = [];

// A full game's first request: a position of an exercise set, or ``link``; and the reader's saved
// game, which the engine continues when there is no link or the link is refused.
function gameInit(root, link) {
  const init = { op: "init", kind: "game", lang, game: root.dataset.rvKey };
  sized(init, "shared", root.dataset.rvShared || link);
  sized(init, "saved", readSaved(root));
  return init;
}

function startWidget(root, call) {
  const widget = new Widget(root, call);
  let init = { op: "init", kind: root.dataset.rvKind, lang };
  if (root.dataset.rvKind === "example") init.scenario = root.dataset.rvKey;
  // The set lives in the link; past any length the engine reads (engine.lessons.exercises), it says "too long".
  else if (root.dataset.rvKind === "set") sized(init, "set", shared || location.hash.slice(1));
  else {
    init = gameInit(root, shared);
    if (!root.dataset.rvShared) pageGames.push(widget);
  }
  return widget.send(init).catch((error) => showProblem(root, TEXTS.broken + (error?.message || error)));
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
