// Writes <site>/sw.js with Workbox (workbox-build, pinned in package-lock.json): a service worker
// that precaches every page of both languages and the whole runtime, so the site works offline
// after one visit. Every file is listed with a revision (its hash), so a new build gives a new
// sw.js: the browser installs it beside the old one, which keeps serving the old build whole until
// the reader accepts the "new version" notice (rv-classroom.js sends SKIP_WAITING).
//
//
// Nothing is downloaded twice: the worker is registered once the page has loaded its runtime
// (rv-classroom.js), and Workbox then fetches each file for its cache. A file whose name carries
// its hash (the pattern given by offline.py, the one serve.py marks immutable) is fetched with the
// HTTP cache's default, so the copy the page has just downloaded is taken as it is; every other
// file Workbox would fetch with cache: "reload", past the HTTP cache: REVALIDATE (put before
// Workbox's code in sw.js) turns that into "no-cache", a question to the server that is answered
// "304 Not Modified", without the body, for what the page already holds, and with the new file
// when it changed.
//
//   node site/reglas_sphinx/offline.mjs build/html HASHED-PATTERN
import { readFileSync, writeFileSync } from "node:fs";
import { generateSW } from "workbox-build";

const [site, hashed] = process.argv.slice(2);
if (!site || !hashed) {
  console.error("usage: node offline.mjs <site folder> <pattern of hashed names>");
  process.exit(2);
}

const REVALIDATE = `// Reglas vivas (offline.mjs): Workbox's "reload" asks the server whether a file changed instead.
const rvFetch = self.fetch.bind(self);
self.fetch = (input, init) =>
  rvFetch(input instanceof Request && input.cache === "reload" ? new Request(input, { cache: "no-cache" }) : input, init);
`;

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  // Everything a page can load; the build's own bookkeeping (.buildinfo, objects.inv) is left out.
  globPatterns: ["**/*.{html,js,mjs,css,svg,png,json,wasm,zip,gz,py,woff,woff2,txt}"],
  // _bench: bench/bench_browser.py; *.br and <file>.gz: precompress.py's copies, which the server
  // sends in place of their file (the snapshot-<hash>.gz is a file of its own).
  globIgnores: ["sw.js", "**/_sources/**", "reglas-vivas-*.zip", "_bench/**", "**/*.br",
                "**/*.{html,js,mjs,css,json,wasm,svg,txt,py,zip,inv,xml}.gz"],
  dontCacheBustURLsMatching: new RegExp(hashed),
  swDest: `${site}/sw.js`,
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024, // pyodide.asm.wasm is about 9 MB
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
writeFileSync(`${site}/sw.js`, REVALIDATE + readFileSync(`${site}/sw.js`, "utf8"));
for (const warning of warnings) console.error(`offline: ${warning}`);
console.log(`offline: sw.js precaches ${count} files, ${(size / 1048576).toFixed(1)} MB`);
if (warnings.length) process.exit(1);
