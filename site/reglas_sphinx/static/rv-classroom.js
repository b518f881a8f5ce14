// Reglas vivas in the classroom: the projector switch (remembered), the handouts, keyboard
// shortcuts for the examples in projector mode, ← and → to turn the page, the offline state and the new-version notice
// (the service worker made by Workbox at build time, see site/reglas_sphinx/offline.mjs), and the
// notice a page opened from file:// shows.
//
// A classic script loaded in the page's head, not a module: it runs from file:// too (where
// Chromium refuses module scripts), and it sets the projector class before the page is drawn.
// Every text comes from the page (templates/page.html, through gettext); none is set as HTML.
(function () {
  "use strict";
  var root = document.documentElement;
  var PROJECTOR = "rv:projector";
  var script = /** @type {HTMLScriptElement} */ (document.currentScript);

  function remembered() {
    try {
      return localStorage.getItem(PROJECTOR) === "1";
    } catch {
      return false; // storage disabled: the switch still works for this page
    }
  }
  if (remembered()) root.classList.add("rv-projector");

  /** @param {boolean} on @param {HTMLElement} button */
  function setProjector(on, button) {
    root.classList.toggle("rv-projector", on);
    button.setAttribute("aria-pressed", on ? "true" : "false");
    try {
      if (on) localStorage.setItem(PROJECTOR, "1");
      else localStorage.removeItem(PROJECTOR);
    } catch {
      /* not remembered, nothing else to do */
    }
  }

  // The toolbar's two buttons print the compact worksheet or its answer key: the exercises alone,
  // several to a sheet (rv-widgets.css, html.rv-worksheet); the browser's own print, the whole page.
  /** @param {string | undefined} kind */
  function printAs(kind) {
    root.classList.toggle("rv-answer-key", kind === "key");
    root.classList.add("rv-worksheet");
    window.print();
  }
  window.addEventListener("afterprint", function () {
    root.classList.remove("rv-answer-key", "rv-worksheet");
  });

  // ---- the print sheets: the build's HTML, kept as the text of a <noscript> until the page is
  // printed (site/reglas_sphinx/classroom.py). Each takes its noscript's place, beside its example;
  // the screen never shows them (rv-widgets.css).
  function buildSheets() {
    var sources = document.querySelectorAll("noscript.rv-print-source");
    Array.prototype.forEach.call(sources, function (source) {
      var made = document.createElement("template");
      made.innerHTML = source.textContent; // the build's own HTML, no reader's input
      source.replaceWith(made.content);
    });
  }
  window.addEventListener("beforeprint", buildSheets); // any print: the browser's menu, window.print()

  // ---- keyboard shortcuts in projector mode --------------------------------------------------
  /** @returns {HTMLElement[]} */
  function examples() {
    return Array.prototype.slice.call(document.querySelectorAll(".rv-widget[data-rv-kind]"));
  }

  /** @param {HTMLElement[]} list */
  function current(list) {
    var focused = list.filter(function (w) { return w.contains(document.activeElement); })[0];
    if (focused) return focused;
    var top = 0.3 * window.innerHeight;
    return list.filter(function (w) { return w.getBoundingClientRect().top <= top; }).pop();
  }

  /** @param {number} step */
  function go(step) {
    var list = examples();
    if (!list.length) return;
    var here = current(list);
    var index = here ? list.indexOf(here) : -1;
    var next = list[Math.max(0, Math.min(list.length - 1, index < 0 ? (step > 0 ? 0 : list.length - 1) : index + step))];
    next.scrollIntoView({ block: "start" });
    var target = /** @type {HTMLElement | null} */ (next.querySelector("button.rv-legal:not([disabled]), .rv-board button:not([disabled]), button:not([disabled])"));
    if (target) target.focus({ preventScroll: true });
  }

  /** @param {string} command */
  function press(command) {
    var widget = current(examples());
    var button = widget && /** @type {HTMLElement | null} */ (widget.querySelector('[data-rv-cmd="' + command + '"]:not([disabled])'));
    if (button) button.click();
  }

  /** @param {KeyboardEvent} event */
  function onKey(event) {
    if (!root.classList.contains("rv-projector") || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = /** @type {Element} */ (event.target);
    if (target.closest && target.closest("input, select, textarea")) return;
    var handled = true;
    if (event.key === "]" || event.key === "PageDown") go(1);
    else if (event.key === "[" || event.key === "PageUp") go(-1);
    else if (event.key === "Backspace") press("undo");
    else if (event.key === "?") press("hint");
    else handled = false;
    if (handled) event.preventDefault();
  }

  // ---- ← and → turn the page (to the previous or next page of the site) -----------------------
  // Only when the focus is on the page itself. Inside a live example the arrows belong to it (from
  // hole to hole or card to card, and wherever else its focus may be: the skip link, the board
  // during an animation or a bot's turn, the log), so they never leave the page and its game from
  // there; nor from a button or a field, whose keys are the browser's. This replaces the theme's
  // navigation_with_keys (conf.py), which turned the page from everywhere but a field or a button.
  var STAYS = ".rv-widget, button, input, select, textarea, [contenteditable]";

  /** @param {KeyboardEvent} event */
  function turnPage(event) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var focus = document.activeElement;
    if (focus && focus.closest && focus.closest(STAYS)) return;
    var link = /** @type {HTMLLinkElement | null} */ (document.querySelector(event.key === "ArrowLeft" ? 'link[rel="prev"]' : 'link[rel="next"]'));
    if (!link || !link.href) return;
    event.preventDefault();
    location.href = link.href;
  }

  // ---- offline: the service worker at the site's root ----------------------------------------
  /** @param {HTMLElement} bar */
  function offline(bar) {
    var state = /** @type {HTMLElement} */ (bar.querySelector(".rv-offline-state"));
    var notice = /** @type {HTMLElement} */ (document.querySelector(".rv-update"));
    var workers = navigator.serviceWorker;
    var hadController = Boolean(workers.controller);
    var reloading = false;
    var ready = false;

    function show() {
      if (!navigator.onLine) state.textContent = bar.dataset.rvOffline || "";
      else state.textContent = (ready ? bar.dataset.rvReady : bar.dataset.rvSaving) || "";
      state.dataset.rvState = navigator.onLine ? (ready ? "ready" : "saving") : "offline";
    }
    window.addEventListener("online", show);
    window.addEventListener("offline", show);

    /** @param {ServiceWorkerRegistration | null} registration */
    function offerUpdate(registration) {
      notice.hidden = false;
      /** @type {HTMLButtonElement} */ (notice.querySelector("button")).onclick = function () {
        reloading = true;
        if (registration && registration.waiting) registration.waiting.postMessage({ type: "SKIP_WAITING" });
        else location.reload();
      };
    }

    workers.addEventListener("controllerchange", function () {
      if (reloading) location.reload();
      else if (hadController) offerUpdate(null); // another tab took the new version: this page is old
    });

    // The site's root is two folders up from this script: <root>/<lang>/_static/rv-classroom.js.
    // Registered once the page has loaded and its examples have started (rv-widgets.js says
    // "rv:started"), so that saving the site (the runtime included) never slows the first visit nor its Python.
    var url = new URL("../../sw.js", script.src);
    var starting = document.querySelector("script[data-rv-engine]") && !document.documentElement.dataset.rvStarted;
    if (starting) document.addEventListener("rv:started", afterLoad, { once: true });
    else afterLoad();
    show();

    function afterLoad() {
      if (document.readyState === "complete") register();
      else window.addEventListener("load", register, { once: true });
    }

    function register() {
      workers.register(url.href, { scope: new URL("./", url).href }).then(function (registration) {
        if (registration.waiting && workers.controller) offerUpdate(registration);
        registration.addEventListener("updatefound", function () {
          var installing = registration.installing;
          if (!installing) return;
          installing.addEventListener("statechange", function () {
            if (installing && installing.state === "installed" && workers.controller) offerUpdate(registration);
          });
        });
        return workers.ready;
      }).then(function () {
        ready = true;
        show();
      }, function () {
        state.textContent = ""; // no worker (an old browser, a host without sw.js): the site still works online
      });
    }
  }

  // ---- file:// --------------------------------------------------------------------------------
  /** @param {HTMLElement} bar */
  function fromFile(bar) {
    var notice = /** @type {HTMLElement | null} */ (document.querySelector(".rv-file-notice"));
    if (notice) notice.hidden = false;
    var strong = notice && notice.querySelector("strong");
    var short = strong ? strong.textContent : "";
    Array.prototype.forEach.call(document.querySelectorAll(".rv-widget[data-rv-kind] .rv-status"), function (status) {
      status.textContent = short;
    });
    /** @type {HTMLElement} */ (bar.querySelector(".rv-offline-state")).textContent = "";
  }

  function setup() {
    var bar = /** @type {HTMLElement | null} */ (document.querySelector(".rv-classroom"));
    if (!bar) return;
    var button = /** @type {HTMLElement} */ (bar.querySelector(".rv-projector-switch"));
    button.setAttribute("aria-pressed", root.classList.contains("rv-projector") ? "true" : "false");
    button.addEventListener("click", function () {
      setProjector(!root.classList.contains("rv-projector"), button);
    });
    bar.addEventListener("click", function (event) {
      var print = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-rv-print]"));
      if (print) printAs(print.dataset.rvPrint);
    });
    document.addEventListener("keydown", onKey);
    document.addEventListener("keydown", turnPage);
    // The theme's own labels for screen readers, in the page's language (Furo writes them in English).
    Array.prototype.forEach.call(document.querySelectorAll("[data-rv-aria]"), function (source) {
      var from = source.dataset.rvAriaFrom; // a label Furo builds as "<from> <title>"
      Array.prototype.forEach.call(document.querySelectorAll(source.dataset.rvAria), function (el) {
        var label = el.getAttribute("aria-label") || "";
        if (!from) el.setAttribute("aria-label", source.textContent);
        else if (label.indexOf(from) === 0) el.setAttribute("aria-label", source.textContent + label.slice(from.length));
      });
    });
    if (location.protocol === "file:") fromFile(bar);
    else if ("serviceWorker" in navigator) offline(bar);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
