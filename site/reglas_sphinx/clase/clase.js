// The teacher's page of `make class` (server.py): every few seconds, each set's table is asked
// for again and put in place of the old one, so results appear as pupils finish. The server makes
// and escapes the table; a table that cannot be had leaves the old one, and says why once.
const EVERY = 5000;

/** @param {HTMLElement} holder */
async function refresh(holder) {
  const query = holder.dataset.rvTable || "";
  try {
    const response = await fetch(`tabla?${query}`, { cache: "no-store" });
    const text = await response.text();
    const fresh = new DOMParser().parseFromString(text, "text/html").body;
    holder.replaceChildren(...Array.from(fresh.childNodes));
  } catch {
    // the server stopped: keep the last table
  }
}

function refreshAll() {
  if (document.hidden || document.activeElement?.closest("form")) return; // not while the teacher types
  for (const holder of document.querySelectorAll("[data-rv-table]")) {
    if (holder instanceof HTMLElement) void refresh(holder);
  }
}

setInterval(refreshAll, EVERY);
