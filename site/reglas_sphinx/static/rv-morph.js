// Reglas vivas: the one way a widget's view is redrawn (every reply of the engine, every frame of an
// animation): the new HTML is parsed inert, then only the nodes and attributes that differ are
// changed in place. An element that is still there (the same hole, card or button, known by its key)
// is the same node after the redraw, so the focus, a text's selection and the reader's own state of
// a control stay where they were; the page around is not styled and laid out again whole.
//
// The HTML is the engine's renderer's (escaped there); nothing here reads the reader's input.

/** What identifies an element among its siblings besides its tag: its id, or its data key. */
export const KEYS = ["data-rv-action", "data-rv-answer", "data-rv-cmd", "data-rv-option", "data-rv-setting", "data-rv-part"];

/** @param {Node} node @returns {string | null} */
function keyOf(node) {
  if (!(node instanceof Element)) return null;
  if (node.id) return `#${node.id}`;
  const name = KEYS.find((attr) => node.hasAttribute(attr));
  return name ? `${node.nodeName} ${name}=${node.getAttribute(name)}` : null;
}

/** An element's kind, its first class ("rv-moves", "rv-hole"): an unkeyed element is only ever
 * morphed into one of its kind, so that what the reader set on it (a <details> opened) stays with it.
 * @param {Node} node */
function kind(node) {
  return node instanceof Element ? node.classList[0] ?? "" : "";
}

/** @param {Node} old @param {Node} next */
function alike(old, next) {
  return old.nodeType === next.nodeType && old.nodeName === next.nodeName && kind(old) === kind(next);
}

/**
 * Makes the children of `into` those of `html`, keeping every node that can stay.
 * @param {Element} into
 * @param {string} html
 */
export function morph(into, html) {
  const fresh = document.createElement("template");
  fresh.innerHTML = html; // parsed inert, as innerHTML would parse it
  morphChildren(into, fresh.content);
}

/** @param {Node} into @param {Node} from */
function morphChildren(into, from) {
  const news = [...from.childNodes];
  const wanted = new Set(news.map(keyOf).filter(Boolean));
  /** @type {Map<string, ChildNode>} */
  const keyed = new Map();
  for (const old of into.childNodes) {
    const key = keyOf(old);
    if (key && !keyed.has(key)) keyed.set(key, old);
  }
  let cursor = into.firstChild;
  for (const next of news) {
    // An old keyed node that no new one wants is dropped here, so that the nodes after it stay put.
    while (cursor && keyed.has(keyOf(cursor) ?? "") && !wanted.has(keyOf(cursor))) {
      const gone = cursor;
      cursor = cursor.nextSibling;
      gone.remove();
    }
    const key = keyOf(next);
    let match = key ? keyed.get(key) : cursor && !keyOf(cursor) ? cursor : undefined;
    if (match && !alike(match, next)) match = undefined;
    if (!match) {
      into.insertBefore(next, cursor); // new: taken from the parsed HTML as it is
      continue;
    }
    if (key) keyed.delete(key);
    if (match === cursor) cursor = cursor.nextSibling;
    else into.insertBefore(match, cursor); // moved: a moved node loses the focus (see settleFocus, rv-widgets.js)
    update(match, next);
  }
  while (cursor) {
    const gone = cursor;
    cursor = cursor.nextSibling;
    gone.remove();
  }
}

/** @param {Node} old @param {Node} next */
function update(old, next) {
  if (!(old instanceof Element) || !(next instanceof Element)) {
    if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    return;
  }
  // A <details> stays open or closed as the reader left it (the list of keys, the moves).
  const readers = old instanceof HTMLDetailsElement ? ["open"] : [];
  for (const { name } of [...old.attributes]) {
    if (!next.hasAttribute(name) && !readers.includes(name)) old.removeAttribute(name);
  }
  for (const { name, value } of next.attributes) {
    if (old.getAttribute(name) !== value && !readers.includes(name)) old.setAttribute(name, value);
  }
  // A part the page's scripts fill (data-rv-kept: the text line, the log, the caption) keeps what they put in it.
  if (!old.hasAttribute("data-rv-kept")) morphChildren(old, next);
  // What a control shows once the reader has touched it follows its properties, not its attributes.
  if (old instanceof HTMLOptionElement) old.selected = next.hasAttribute("selected");
  else if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
    old.checked = next.hasAttribute("checked");
  } else if (old instanceof HTMLInputElement && old.value !== (next.getAttribute("value") ?? "")) {
    old.value = next.getAttribute("value") ?? "";
  }
}
