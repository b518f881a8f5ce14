// Writes <site>/sw.js with Workbox (workbox-build, pinned in package-lock.json): a service worker
// that precaches every page of both languages and the whole runtime, so the site works offline
// after one visit. Every file is listed with a revision (its hash), so a new build gives a new
// sw.js: the browser installs it beside the old one, which keeps serving the old build whole until
// the reader accepts the "new version" notice (rv-classroom.js sends SKIP_WAITING).
//
//   node site/reglas_sphinx/offline.mjs build/html
import { generateSW } from "workbox-build";

const site = process.argv[2];
if (!site) {
  console.error("usage: node offline.mjs <site folder>");
  process.exit(2);
}

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  // Everything a page can load; the build's own bookkeeping (.buildinfo, objects.inv) is left out.
  globPatterns: ["**/*.{html,js,mjs,css,svg,png,json,wasm,zip,gz,py,woff,woff2,txt}"],
  globIgnores: ["sw.js", "**/_sources/**", "reglas-vivas-*.zip", "_bench/**"], // _bench: bench/bench_browser.py
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
for (const warning of warnings) console.error(`offline: ${warning}`);
console.log(`offline: sw.js precaches ${count} files, ${(size / 1048576).toFixed(1)} MB`);
if (warnings.length) process.exit(1);
