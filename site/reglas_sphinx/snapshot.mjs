// Makes the memory snapshot the page's Pyodide starts from: Python already initialised, with the
// engine, the browser bridge and both languages' catalogues imported, so a page skips the start of
// the interpreter and the import of the site's code. Used by runtime.py at build time:
//   node site/reglas_sphinx/snapshot.mjs <stdlib.zip> <engine.zip> <snapshot-out.gz> <walkthrough.py>
// * stdlib.zip and engine.zip are the compiled ones the page loads (pyc.mjs): the snapshot holds
//   zipimport's table of the first and the modules of the second, so the page must load the very
//   same files (runtime.py names the snapshot after all its inputs);
// * the snapshot is Pyodide's whole linear memory (about half of it pages of zeros): it ships
//   as the pages that hold data, gzipped (browser/rv-snapshot.mjs, which the page reads it with),
//   and the page inflates it while its Pyodide loads;
// * then a second Pyodide starts from the snapshot, unpacks the engine as PyScript does and plays
//   every example and full game (walkthrough.py): a snapshot that does not work fails the build here,
//   not in a reader's browser.
// `_makeSnapshot` / `_loadSnapshot` are options of the Pyodide pinned in package-lock.json; their
// check below is what tells an upgrade that changed them.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";
import { expand, pack } from "./browser/rv-snapshot.mjs";

const [stdlib, engineZip, out, walkthrough] = process.argv.slice(2);
const engine = new Uint8Array(readFileSync(engineZip));

// What the snapshot holds besides a started interpreter. Nothing that touches JavaScript (the
// snapshot is made in Node and loaded in a browser worker) and nothing random: every reader starts
// from these same bytes.
const WARM = `
import importlib, zipfile
with zipfile.ZipFile("/tmp/engine.zip") as archive:
    archive.extractall(".")  # where PyScript unpacks it: the working directory
    modules = sorted(name[:-4].replace("/", ".").removesuffix(".__init__")
                     for name in archive.namelist() if name.endswith(".pyc"))
for name in modules:  # every module of the engine, and reglas_browser
    importlib.import_module(name)
from engine import i18n
for lang in ("es", "en"):
    i18n.translations(lang)
`;

const maker = await loadPyodide({ stdLibURL: resolve(stdlib), _makeSnapshot: true });
maker.FS.writeFile("/tmp/engine.zip", engine);
maker.runPython(WARM);
maker.FS.unlink("/tmp/engine.zip");
const snapshot = maker.makeMemorySnapshot();
const packed = gzipSync(pack(snapshot), { level: 9 });

const check = await loadPyodide({ stdLibURL: resolve(stdlib), _loadSnapshot: expand(gunzipSync(packed)) });
check.unpackArchive(engine, "zip");
check.FS.mkdirTree("/tmp/walk");
check.FS.writeFile("/tmp/walk/walkthrough.py", readFileSync(walkthrough));
const fromSnapshot = check.runPython(`
import sys
started = "reglas_browser" in sys.modules  # from the snapshot, not imported again
sys.path.insert(0, "/tmp/walk")
import reglas_browser, walkthrough
walkthrough.run(reglas_browser.handle)
started
`);
if (!fromSnapshot) throw new Error("the Pyodide started from the snapshot does not have the engine imported");
writeFileSync(out, packed);
console.log(`snapshot: ${snapshot.length} bytes, ${packed.length} gzipped`);
