// Reglas vivas: the reader's progress, kept in this browser only (no account, nothing sent).
//
// The stars come from the engine (the `result` of a reply, see engine/lessons/progress.py); this module keeps
// the best result per example in localStorage, under one versioned key, and shows it on each example,
// on each game's index page and in the sidebar. It also leads to the next example, clears progress,
// and makes exercise-set links. The reading order, the units (articles, rules) and every title come
// from the page's JSON data island (#rv-progress-data), written when the site was built; nothing is
// scraped from the page. Everything shown is set as text, never as HTML.

const lang = document.documentElement.lang.startsWith("en") ? "en" : "es";
const STORE = "rv-progress:v1";
const STORE_PREFIX = "rv-progress:";
const plural = new Intl.PluralRules(lang);
const pick = (n, one, other) => (plural.select(n) === "one" ? one : other);

const TEXTS = {
  es: {
    title: "Tu progreso",
    kept: "Se guarda solo en este navegador; no hace falta ninguna cuenta.",
    starsOf: (n) => `${n} de 3 estrellas`,
    best: "Tu mejor resultado:",
    notYet: "Aún sin estrellas",
    withSolution: "resuelto viendo la solución, sin estrellas: inténtalo sin ella",
    thisTime: "esta vez:",
    moves: (n, par) => `${n} ${pick(n, "jugada", "jugadas")} (par: ${par})`,
    hints: (n) => `${n} ${pick(n, "pista", "pistas")}`,
    units: (done, total, noun) =>
      `${done} de ${total} ${noun === "article" ? pick(total, "artículo", "artículos") : pick(total, "regla", "reglas")}`,
    unitsDone: "resueltos",
    next: "Siguiente ejemplo:",
    nextExercise: "Siguiente ejercicio",
    setDone: "Es el último ejercicio de la serie.",
    last: (game) => `Es el último ejemplo de ${game}.`,
    seeProgress: "Ver tu progreso",
    clear: "Borrar mi progreso",
    confirm: "¿Borrar las estrellas de todos los ejemplos en este navegador? No se puede deshacer.",
    yes: "Sí, borrar",
    no: "Cancelar",
    cleared: "Progreso borrado.",
    corrupt: "El progreso guardado en este navegador estaba dañado o era de otra versión, y se ha descartado.",
    linkExample: "Enlace a este ejemplo",
    linkPosition: "Enlace a esta posición",
    link: "Enlace:",
    unitList: (noun) => (noun === "article" ? "Los artículos, uno a uno" : "Las reglas, una a una"),
    doneMark: "resuelto",
    todoMark: "sin resolver",
    makerTitle: "Prepara una serie",
    setTitle: "Título de la serie (si quieres)",
    examples: "Ejemplos",
    chosen: (n) => `${n} ${pick(n, "elegido", "elegidos")}`,
    positions: "Posiciones: pega aquí sus enlaces, uno por línea (de «Enlace a esta posición» o de «Copiar enlace» de una partida)",
    make: "Crear el enlace",
    setLink: "Enlace de la serie:",
    open: "Abrir la serie",
    empty: "Elige al menos un ejemplo o pega una posición.",
    print: "Imprimir la hoja",
  },
  en: {
    title: "Your progress",
    kept: "Kept in this browser only; no account needed.",
    starsOf: (n) => `${n} of 3 stars`,
    best: "Your best:",
    notYet: "No stars yet",
    withSolution: "solved with the solution shown, no stars: try it without",
    thisTime: "this time:",
    moves: (n, par) => `${n} ${pick(n, "move", "moves")} (par: ${par})`,
    hints: (n) => `${n} ${pick(n, "hint", "hints")}`,
    units: (done, total, noun) =>
      `${done} of ${total} ${noun === "article" ? pick(total, "article", "articles") : pick(total, "rule", "rules")}`,
    unitsDone: "done",
    next: "Next example:",
    nextExercise: "Next exercise",
    setDone: "This is the last exercise of the set.",
    last: (game) => `This is the last example of ${game}.`,
    seeProgress: "See your progress",
    clear: "Clear my progress",
    confirm: "Clear the stars of every example in this browser? This cannot be undone.",
    yes: "Yes, clear",
    no: "Cancel",
    cleared: "Progress cleared.",
    corrupt: "The progress saved in this browser was damaged or of another version, and has been discarded.",
    linkExample: "Link to this example",
    linkPosition: "Link to this position",
    link: "Link:",
    unitList: (noun) => (noun === "article" ? "The articles, one by one" : "The rules, one by one"),
    doneMark: "done",
    todoMark: "not done",
    makerTitle: "Make a set",
    setTitle: "Title of the set (optional)",
    examples: "Examples",
    chosen: (n) => `${n} chosen`,
    positions: "Positions: paste their links here, one per line (from “Link to this position” or a game's “Copy link”)",
    make: "Make the link",
    setLink: "Link of the set:",
    open: "Open the set",
    empty: "Choose at least one example or paste a position.",
    print: "Print the sheet",
  },
}[lang];

// ---- the data island (build time) -------------------------------------------------------------
function readIsland() {
  try {
    const data = JSON.parse(document.getElementById("rv-progress-data")?.textContent || "null");
    if (data && data.version === 1 && Array.isArray(data.games)) return data;
  } catch {
    /* a page built without it: progress is still kept, only not summarised */
  }
  return { version: 1, games: [], next: {} };
}

// ---- the store (this browser) -----------------------------------------------------------------
const KEY_SHAPE = /^[a-z]+\.[a-z0-9-]+$/;
let memory = { examples: {} }; // used when the browser refuses storage
let discarded = false; // corrupt or unknown progress was found and dropped on this page load

function validEntry(value) {
  return (
    value !== null && typeof value === "object" && Number.isInteger(value.stars) && value.stars >= 0 &&
    value.stars <= 3 && (value.hints === undefined || (Number.isInteger(value.hints) && value.hints >= 0))
  );
}

function load() {
  let raw = null;
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith(STORE_PREFIX) && key !== STORE) {
        localStorage.removeItem(key); // another version's progress: unknown, discarded
        discarded = true;
        i--;
      }
    }
    raw = localStorage.getItem(STORE);
  } catch {
    return memory;
  }
  if (raw === null) return { examples: {} };
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const ok = data && typeof data === "object" && !Array.isArray(data) && data.examples &&
    typeof data.examples === "object" && !Array.isArray(data.examples);
  const examples = {};
  let bad = !ok;
  if (ok) {
    for (const [key, value] of Object.entries(data.examples)) {
      if (KEY_SHAPE.test(key) && validEntry(value)) examples[key] = { stars: value.stars, hints: value.hints ?? 0 };
      else bad = true;
    }
  }
  if (bad) {
    discarded = true;
    write({ examples }); // what was readable stays; the rest is gone, and said so
  }
  return { examples };
}

function write(progress) {
  memory = progress;
  try {
    localStorage.setItem(STORE, JSON.stringify(progress));
  } catch {
    /* storage full or disabled: kept for this page only */
  }
}

function remember(key, result) {
  const progress = load();
  const before = progress.examples[key];
  if (!KEY_SHAPE.test(key) || !validEntry(result)) return;
  if (!before || result.stars > before.stars) {
    progress.examples[key] = { stars: result.stars, hints: result.hints };
    write(progress);
  }
}

function clearAll() {
  memory = { examples: {} };
  try {
    localStorage.removeItem(STORE);
  } catch {
    /* nothing stored */
  }
}

// ---- small DOM helpers (text only) ------------------------------------------------------------
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

function starLine(entry) {
  const n = entry ? entry.stars : 0;
  const marks = el("span", { class: "rv-stars-marks", "aria-hidden": "true", text: "★".repeat(n) + "☆".repeat(3 - n) });
  const words = !entry ? TEXTS.notYet : n === 0 ? TEXTS.withSolution : TEXTS.starsOf(n);
  return el("span", { class: "rv-stars", "data-rv-stars": entry ? String(n) : "none" }, marks, " ", el("span", { text: words }));
}

function linkBox(parent, label, href) {
  parent.querySelector(".rv-progress-link")?.remove();
  const input = el("input", { readonly: "readonly", "data-rv-link": "true" });
  input.value = href;
  parent.append(el("label", { class: "rv-progress-link" }, `${label} `, input));
  input.select();
  navigator.clipboard?.writeText(href).catch(() => {});
}

// ---- on each example --------------------------------------------------------------------------
const island = readIsland();
const lastRecord = new Map(); // widget id -> the position reached, as a game record (for its link)
const lastResult = new Map();

function gameOf(key) {
  return island.games.find((game) => game.game === key.split(".")[0]);
}

function panelFor(root) {
  const id = root.id;
  let panel = document.querySelector(`.rv-progress-panel[data-rv-for="${CSS.escape(id)}"]`);
  if (!panel) {
    panel = el("div", { class: "rv-progress-panel", "data-rv-for": id });
    root.after(panel); // outside the widget, whose inside is replaced on every reply
  }
  return panel;
}

// What each panel shows, as last drawn: a refresh (a result here, stars from another tab) draws
// again only the panels whose stars or latest result changed, and a reply without a result none
// (the position it brings only enables the panel's link).
const drawn = new Map(); // widget id -> JSON of what its panel shows

function renderPanel(root, examples = load().examples) {
  const panel = panelFor(root);
  const key = root.dataset.rvKey;
  const entry = examples[key];
  const latest = lastResult.get(root.id);
  const shows = JSON.stringify([entry, latest]);
  if (drawn.get(root.id) === shows && panel.firstChild) return;
  drawn.set(root.id, shows);
  const best = el("p", { class: "rv-progress-best" }, el("span", { text: `${TEXTS.best} ` }), starLine(entry));
  if (latest) {
    const details = [TEXTS.moves(latest.decisions, latest.par)];
    if (latest.hints) details.push(TEXTS.hints(latest.hints));
    best.append(el("span", { class: "rv-progress-detail", text: ` · ${TEXTS.thisTime} ${details.join(", ")}` }));
  }
  const actions = el("p", { class: "rv-progress-actions" });
  const next = island.next[root.id];
  if (next) {
    actions.append(el("a", { class: "rv-next", href: next.url, "data-rv-next": "true" },
      el("strong", { text: `${TEXTS.next} ` }), next.title, " →"));
  } else if (root.closest(".rv-set-item")) {
    // In an exercise set the link stays the set's: the next exercise is scrolled to, not linked.
    const after = root.closest(".rv-set-item").nextElementSibling?.querySelector(".rv-widget[data-rv-kind]");
    if (after) {
      const go = el("button", { type: "button", class: "rv-next", "data-rv-next": "true", text: `${TEXTS.nextExercise} →` });
      go.addEventListener("click", () => {
        after.scrollIntoView({ block: "start" });
        after.querySelector("button:not([disabled])")?.focus({ preventScroll: true });
      });
      actions.append(go);
    } else actions.append(el("span", { text: TEXTS.setDone }));
  } else if (next === null) {
    const game = gameOf(key);
    actions.append(el("span", { text: `${TEXTS.last(game?.title || "")} ` }));
    if (game) actions.append(el("a", { class: "rv-next", href: game.url, text: TEXTS.seeProgress }));
  }
  const share = el("span", { class: "rv-progress-share" });
  const exampleLink = el("button", { type: "button", text: TEXTS.linkExample });
  exampleLink.addEventListener("click", () => {
    // On a rules page, the example in its place; elsewhere (an exercise set), a set of this one.
    const url = new URL(next === undefined && island.sets ? island.sets : location.href, location.href);
    url.hash = next === undefined ? new URLSearchParams([["set", "1"], ["e", key]]).toString() : root.id;
    linkBox(panel, TEXTS.link, url.href);
  });
  share.append(exampleLink);
  if (island.sets) {
    // Until the example's first reply brings its position, the link has none to give.
    const positionLink = el("button", { type: "button", class: "rv-position-link", text: TEXTS.linkPosition });
    positionLink.disabled = !lastRecord.has(root.id);
    positionLink.addEventListener("click", () => {
      const url = new URL(island.sets, location.href);
      url.hash = new URLSearchParams([["set", "1"], ["p", lastRecord.get(root.id)]]).toString();
      linkBox(panel, TEXTS.link, url.href);
    });
    share.append(" ", positionLink);
  }
  actions.append(" ", share);
  const box = panel.querySelector(".rv-progress-link");
  panel.replaceChildren(best, actions, ...(box ? [box] : []));
}

// ---- the summaries: sidebar and a game's index ------------------------------------------------
function unitsDone(units, examples) {
  return units.filter((keys) => keys.length && keys.every((key) => examples[key]?.stars > 0)).length;
}

function clearControl(where) {
  const wrap = el("p", { class: "rv-progress-clear" });
  const ask = el("button", { type: "button", "data-rv-clear": "ask", text: TEXTS.clear });
  ask.addEventListener("click", () => {
    const yes = el("button", { type: "button", "data-rv-clear": "yes", text: TEXTS.yes });
    const no = el("button", { type: "button", "data-rv-clear": "no", text: TEXTS.no });
    yes.addEventListener("click", () => {
      clearAll();
      lastResult.clear();
      refresh();
      notify(TEXTS.cleared, where);
    });
    no.addEventListener("click", () => wrap.replaceWith(clearControl(where)));
    const question = el("span", { id: `rv-clear-question-${where}`, text: `${TEXTS.confirm} ` });
    yes.setAttribute("aria-describedby", question.id);
    no.setAttribute("aria-describedby", question.id);
    wrap.replaceChildren(question, yes, " ", no);
    no.focus(); // the safe answer first; both buttons read the question
  });
  wrap.append(ask);
  return wrap;
}

function notify(text, where) {
  document.querySelectorAll(`.rv-progress-said[data-rv-where="${where}"]`).forEach((old) => old.remove());
  const target = document.querySelector(where === "index" ? ".rv-progress-summary" : ".rv-progress-sidebar");
  target?.append(el("p", { class: "rv-progress-said", role: "status", "data-rv-where": where, text }));
}

function meter(done, total, noun) {
  return el("p", { class: "rv-progress-count" },
    el("span", { "data-rv-count": `${done}/${total}`, text: TEXTS.units(done, total, noun) }), " ",
    el("progress", { max: String(total), value: String(done), "aria-hidden": "true" }));
}

function renderSidebar(examples) {
  const box = document.querySelector("[data-rv-progress-sidebar]");
  if (!box) return;
  const list = el("ul");
  for (const game of island.games) {
    list.append(el("li", { "data-rv-game": game.game },
      el("a", { href: game.url, text: game.title }), " ",
      meter(unitsDone(game.units, examples), game.units.length, game.noun)));
  }
  box.replaceChildren(el("p", { class: "rv-progress-heading", text: TEXTS.title }), list, clearControl("sidebar"));
}

function renderIndex(examples) {
  if (!island.here) return;
  const game = island.games.find((g) => g.game === island.here.game);
  let box = document.querySelector(".rv-progress-summary");
  if (!box) {
    box = el("section", { class: "rv-progress-summary", "aria-label": TEXTS.title });
    const heading = document.querySelector("article h1") || document.querySelector("h1");
    if (heading) heading.after(box);
    else document.body.prepend(box);
  }
  const units = island.here.units;
  const list = el("ul", { class: "rv-progress-units" }); // the titles carry their own numbers
  for (const unit of units) {
    const done = unit.keys.every((key) => examples[key]?.stars > 0);
    const stars = Math.min(...unit.keys.map((key) => examples[key]?.stars ?? 0));
    list.append(el("li", { class: done ? "rv-unit-done" : "rv-unit-todo" },
      el("a", { href: unit.url, text: unit.title }), " ",
      el("span", { class: "rv-stars-marks", "aria-hidden": "true", text: "★".repeat(stars) + "☆".repeat(3 - stars) }),
      el("span", { class: "rv-visually-hidden", text: ` ${done ? TEXTS.doneMark : TEXTS.todoMark}` })));
  }
  const details = el("details", {}, el("summary", { text: TEXTS.unitList(game?.noun) }), list);
  box.replaceChildren(
    el("h2", { text: TEXTS.title }),
    meter(unitsDone(units.map((u) => u.keys), examples), units.length, game?.noun || "rule"),
    el("p", { class: "rv-progress-kept", text: TEXTS.kept }),
    details,
    clearControl("index"),
  );
}

function showDiscarded() {
  if (!discarded || document.querySelector(".rv-progress-discarded")) return;
  const where = document.querySelector("article") || document.body;
  where.prepend(el("p", { class: "rv-message rv-notice rv-progress-discarded", role: "status", text: TEXTS.corrupt }));
}

function refresh() {
  const { examples } = load();
  renderSidebar(examples);
  renderIndex(examples);
  for (const root of document.querySelectorAll('.rv-widget[data-rv-kind="example"]')) renderPanel(root, examples);
  showDiscarded();
}

// ---- exercise sets: the maker (the set itself is read by the engine: widget kind "set") ------------
function positionsFrom(text) {
  // Links are taken apart only to find the record they carry; the engine checks it when the set opens.
  const found = [];
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const hash = line.includes("#") ? line.slice(line.indexOf("#") + 1) : null;
    const params = hash === null ? null : new URLSearchParams(hash);
    if (params?.get("set")) found.push(...[...params].filter(([key]) => key === "e" || key === "p"));
    else if (params?.has("partida")) found.push(["p", params.get("partida")]);
    else found.push(["p", line]);
  }
  return found;
}

function renderMaker() {
  const box = document.querySelector("[data-rv-set-maker]");
  if (!box || !island.catalogue) return;
  const form = el("form", { class: "rv-set-form" });
  const title = el("input", { type: "text", maxlength: "120", name: "titulo" });
  form.append(el("h2", { text: TEXTS.makerTitle }), el("p", {}, el("label", {}, `${TEXTS.setTitle} `, title)));
  const count = el("p", { class: "rv-set-chosen", text: TEXTS.chosen(0) });
  const fieldset = el("fieldset", {}, el("legend", { text: TEXTS.examples }), count);
  for (const game of island.catalogue) {
    const list = el("ul");
    for (const [key, label] of game.examples) {
      const box = el("input", { type: "checkbox", value: key, "data-rv-pick": key });
      list.append(el("li", {}, el("label", {}, box, ` ${label}`)));
    }
    fieldset.append(el("details", {}, el("summary", { text: game.title }), list));
  }
  fieldset.addEventListener("change", () => {
    count.textContent = TEXTS.chosen(form.querySelectorAll("[data-rv-pick]:checked").length);
  });
  const positions = el("textarea", { rows: "3", name: "posiciones" });
  const out = el("div", { class: "rv-set-out" });
  form.append(fieldset, el("p", {}, el("label", {}, `${TEXTS.positions} `, positions)),
    el("p", {}, el("button", { type: "submit", text: TEXTS.make })), out);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = [["set", "1"]];
    if (title.value.trim()) fields.push(["titulo", title.value.trim()]);
    for (const pick of form.querySelectorAll("[data-rv-pick]:checked")) fields.push(["e", pick.value]);
    fields.push(...positionsFrom(positions.value));
    if (fields.length === 1 + (title.value.trim() ? 1 : 0)) {
      out.replaceChildren(el("p", { class: "rv-message rv-error", role: "alert", text: TEXTS.empty }));
      return;
    }
    const url = new URL(location.href);
    url.hash = new URLSearchParams(fields).toString();
    out.replaceChildren();
    linkBox(out, TEXTS.setLink, url.href);
    out.append(el("p", {}, el("a", { href: url.href, "data-rv-open-set": "true", text: TEXTS.open })));
  });
  box.replaceChildren(form);
}

function renderSetTools() {
  const root = document.querySelector('.rv-widget[data-rv-kind="set"]');
  if (!root || !root.querySelector(".rv-set-items") || document.querySelector(".rv-set-tools")) return;
  const print = el("button", { type: "button", "data-rv-print": "true", text: TEXTS.print });
  print.addEventListener("click", () => window.print());
  root.after(el("p", { class: "rv-set-tools" }, print));
}

// ---- wiring -----------------------------------------------------------------------------------
document.addEventListener("rv:reply", (event) => {
  const root = event.target;
  const reply = event.detail || {};
  if (root.dataset.rvKind === "set") {
    renderSetTools();
    return;
  }
  if (root.dataset.rvKind !== "example") return;
  if (reply.saved?.partida) {
    lastRecord.set(root.id, reply.saved.partida);
    panelFor(root).querySelector(".rv-position-link")?.removeAttribute("disabled");
  }
  if (reply.result) {
    lastResult.set(root.id, reply.result);
    remember(root.dataset.rvKey, reply.result);
    refresh();
  } else if (!drawn.has(root.id)) renderPanel(root); // an exercise of a set, new since the page started
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
