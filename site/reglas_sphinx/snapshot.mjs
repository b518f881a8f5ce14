// Makes the memory snapshot the page's Pyodide starts from: Python already initialised, with the
// engine, the browser bridge and both languages' catalogues imported, so a page skips the start of
// the interpreter and the import of the site's code. Used by runtime.py at build time:
//   node site/reglas_sphinx/snapshot.mjs <stdlib.zip> <engine.zip> <walkthrough.py> <out folder>
// It writes into <out folder>:
// * snapshot.gz and snapshot.br: Pyodide's whole linear memory (about half of it pages of zeros)
//   as the pages that hold data (browser/rv-snapshot.mjs, which the page reads it with), gzipped,
//   and the same pages brotli-compressed at brotli's best (smaller than gzip; bench_serve.py). The
//   site publishes the first as snapshot-<hash>.bin, which any static host sends as it is and the
//   page inflates with DecompressionStream; the second beside it as its .br copy, which a server that
//   sends precompressed copies (serve.py) sends to a browser that accepts brotli, and which that
//   browser inflates itself: browsers have no brotli DecompressionStream;
// * python_stdlib-rest.zip: the modules of stdlib.zip that the snapshot does not hold already (most
//   of the standard library the site imports is imported by then): what a page started from the
//   snapshot may still import. The snapshot is made with that archive in place of stdlib.zip and
//   zipimport's table of its contents emptied, so a page reads the table of the archive it loads;
// * then a second Pyodide starts from the snapshot and that archive, unpacks the engine as PyScript
//   does and plays every example and full game (walkthrough.py): a snapshot or an archive that does
//   not work fails the build here, not in a reader's browser.
// stdlib.zip and engine.zip are the compiled ones (pyc.mjs); a page that cannot use the snapshot
// starts Python the ordinary way, from stdlib.zip and the engine zip.
// `_makeSnapshot` / `_loadSnapshot` are options of the Pyodide pinned in package-lock.json; their
// check below is what tells an upgrade that changed them.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";
import { expand, pack } from "./browser/rv-snapshot.mjs";

const [stdlib, engineZip, walkthrough, out] = process.argv.slice(2);
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

// zipimport's tables of the standard library's archive, forgotten before the snapshot is taken: each
// zipimporter reads the table again when it next needs it, so a page started from the snapshot
// reads that of the archive it loads (python_stdlib-rest.zip).
const FORGET = `
import zipimport
zipimport._zip_directory_cache.clear()
`;

// After the snapshot is taken (so that the bytes it reads leave nothing in the snapshot's heap):
// the archive of the modules the snapshot does not hold.
const REST = `
import sys, zipfile
held = set(sys.modules)
ARCHIVE = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"


def module(entry):
    parts = entry.removesuffix(".pyc").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


with zipfile.ZipFile(ARCHIVE) as whole, zipfile.ZipFile("/tmp/rest.zip", "w") as rest:
    for info in whole.infolist():
        if module(info.filename) not in held:
            rest.writestr(info, whole.read(info))
`;

const maker = await loadPyodide({ stdLibURL: resolve(stdlib), _makeSnapshot: true });
maker.FS.writeFile("/tmp/engine.zip", engine);
maker.runPython(WARM);
maker.runPython(FORGET);
maker.FS.unlink("/tmp/engine.zip");
const snapshot = maker.makeMemorySnapshot();
maker.runPython(REST);
const rest = maker.FS.readFile("/tmp/rest.zip");
const container = pack(snapshot);
const packed = gzipSync(container, { level: 9 });
// In the thread pool, while the check below runs (a minute of one core at brotli's best).
const brotli = promisify(brotliCompress)(container, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: container.length,
  },
});
writeFileSync(`${out}/python_stdlib-rest.zip`, rest);

const check = await loadPyodide({ stdLibURL: resolve(`${out}/python_stdlib-rest.zip`),
                                  _loadSnapshot: expand(gunzipSync(packed)) });
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
const compressed = await brotli;
writeFileSync(`${out}/snapshot.gz`, packed);
writeFileSync(`${out}/snapshot.br`, compressed);
console.log(`snapshot: ${snapshot.length} bytes, ${container.length} packed, ${packed.length} gzipped, ` +
            `${compressed.length} as brotli; standard library beyond it: ${rest.length} bytes`);
