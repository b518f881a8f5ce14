// Writes <site>/sw.js with Workbox (workbox-build, pinned in package-lock.json): a service worker
// that precaches every page of both languages and the runtime a page starts from, so the site works
// offline after one visit. Every file is listed with a revision (its hash), so a new build gives a
// new sw.js: the browser installs it beside the old one, which keeps serving the old build whole
// until the reader accepts the "new version" notice (rv-classroom.js sends SKIP_WAITING).
//
// What goes into the offline copy is offline.py's choice, given as JSON: the runtime files that only
// some pages fetch (left out of the precache: cached when a page first fetches them, in the cache
// "rv-runtime", from then on served from it) and the runtime files every page with examples starts
// from, which no pattern below names (added).
//
// The pages and their static files, a hundred and fifty small files that compress far better
// together (each page repeats the site's navigation, its head, its symbols), reach the offline copy
// as one file: offline-<hash>.json ({path: [type, text or base64]}), written here beside sw.js and
// compressed by precompress.py like any other (brotli: a fifth of the same files one by one). While
// the worker installs, BUNDLE (put before Workbox's code in sw.js) answers Workbox's request for
// each of them from that file, fetched once; if it cannot be had, each is fetched on its own.
//
// Nothing else is downloaded twice: the worker is registered once the page has loaded its runtime
// (rv-classroom.js), and Workbox then fetches each file for its cache. A file whose name carries
// its hash (the pattern given by offline.py, the one serve.py marks immutable) is fetched with the
// HTTP cache's default, so the copy the page has just downloaded is taken as it is; every other
// file Workbox would fetch with cache: "reload", past the HTTP cache: REVALIDATE (put before
// Workbox's code in sw.js) turns that into "no-cache", a question to the server that is answered
// "304 Not Modified", without the body, for what the page already holds, and with the new file
// when it changed.
//
//   node site/reglas_sphinx/offline.mjs build/html '{"hashed": …, "leftOut": […], "added": […], "types": {…}}'
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { generateSW, getManifest } from "workbox-build";

const [site, options] = process.argv.slice(2);
if (!site || !options) {
  console.error("usage: node offline.mjs <site folder> <JSON: hashed, leftOut, added>");
  process.exit(2);
}
const { hashed, leftOut, added, types } = JSON.parse(options);

const REVALIDATE = `// Reglas vivas (offline.mjs): Workbox's "reload" asks the server whether a file changed instead.
const rvFetch = self.fetch.bind(self);
self.fetch = (input, init) =>
  rvFetch(input instanceof Request && input.cache === "reload" ? new Request(input, { cache: "no-cache" }) : input, init);
`;

const FILES = {
  globDirectory: site,
  // Everything a page can load; the build's own bookkeeping (.buildinfo, objects.inv) is left out.
  globPatterns: ["**/*.{html,js,mjs,css,svg,png,json,wasm,zip,bin,py,woff,woff2,txt}"],
  // _bench: bench/bench_browser.py; *.br and *.gz: precompress.py's copies, which the server sends
  // in place of their file; offline-*.json: the bundle, read once while the worker installs.
  globIgnores: ["sw.js", "**/_sources/**", "reglas-vivas-*.zip", "_bench/**", "**/*.br", "**/*.gz",
                "offline-*.json", ...leftOut],
  additionalManifestEntries: added.map((/** @type {string} */ url) => ({ url, revision: null })), // hashed names
  dontCacheBustURLsMatching: new RegExp(hashed),
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024, // room for pyodide.asm.wasm, the largest file
};

// The bundle: every precached file outside the runtime (whose files the page has just downloaded).
const TEXT = /^(text\/|application\/(json|javascript))|\+xml/;
/** @type {Record<string, [string, string]>} */
const bundled = {};
for (const { url } of (await getManifest(FILES)).manifestEntries) {
  if (url.startsWith("_runtime/")) continue;
  const type = types[extname(url)] ?? "application/octet-stream";
  const data = readFileSync(`${site}/${url}`);
  bundled[url] = [type, TEXT.test(type) ? data.toString("utf8") : data.toString("base64")];
}
const bundleText = JSON.stringify(bundled);
const bundle = `offline-${createHash("sha256").update(bundleText).digest("hex").slice(0, 10)}.json`;
// A bundle of an older build goes (precompress.py then removes its copies); this one stays as it is.
for (const old of readdirSync(site)) if (/^offline-[0-9a-f]{10}\.json$/.test(old) && old !== bundle) unlinkSync(`${site}/${old}`);
if (!existsSync(`${site}/${bundle}`)) writeFileSync(`${site}/${bundle}`, bundleText);

const BUNDLE = `// Reglas vivas (offline.mjs): while installing, the pages and their files come from one bundle.
const RV_BUNDLE = new URL(${JSON.stringify(bundle)}, self.registration.scope).href;
const RV_TEXT = ${TEXT};
let rvBundle = null; // the bundle's promise, while the worker installs
self.addEventListener("install", () => { rvBundle = rvFetch(RV_BUNDLE).then((r) => (r.ok ? r.json() : {})).catch(() => ({})); });
self.addEventListener("activate", () => { rvBundle = null; });
async function rvFromBundle(input) {
  const url = new URL(input instanceof Request ? input.url : input, self.location.href);
  const path = url.origin === self.location.origin && url.href.startsWith(self.registration.scope)
    ? decodeURIComponent(url.pathname.slice(new URL(self.registration.scope).pathname.length)) : null;
  const found = path !== null && rvBundle && (await rvBundle)[path];
  if (!found) return null;
  const [type, body] = found;
  const bytes = RV_TEXT.test(type) ? body : Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Response(bytes, { headers: { "Content-Type": type } });
}
const rvNetwork = self.fetch;
self.fetch = async (input, init) => (await rvFromBundle(input)) ?? rvNetwork(input, init);
`;

const { count, size, warnings } = await generateSW({
  ...FILES,
  runtimeCaching: [{
    // Written into sw.js as it is, where `self` is the service worker.
    // eslint-disable-next-line no-undef
    urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.includes("/_runtime/"),
    handler: "CacheFirst", // every name there carries its content's hash
    options: { cacheName: "rv-runtime", expiration: { maxEntries: 40 } },
  }],
  swDest: `${site}/sw.js`,
  inlineWorkboxRuntime: true, // one file, nothing to import from anywhere
  mode: "production",
  sourcemap: false,
  skipWaiting: false, // a new build waits until the reader reloads (message SKIP_WAITING)
  clientsClaim: true, // the first visit's page is served by the worker as soon as it is ready
  cleanupOutdatedCaches: true,
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/], // ?query never names another file on this static site
  disableDevLogs: true,
});
writeFileSync(`${site}/sw.js`, REVALIDATE + BUNDLE + readFileSync(`${site}/sw.js`, "utf8"));
for (const warning of warnings) console.error(`offline: ${warning}`);
console.log(`offline: sw.js precaches ${count} files, ${(size / 1048576).toFixed(1)} MB, ` +
            `${Object.keys(bundled).length} of them from ${bundle} (${(bundleText.length / 1048576).toFixed(1)} MB)`);
if (warnings.length) process.exit(1);
