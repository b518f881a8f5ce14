// Adds Python bytecode to the engine zip, compiled by the very Pyodide the browser runs (node_modules),
// so a page does not compile the engine's sources on every visit. Used by runtime.py at build time:
//   node site/reglas_sphinx/pyc.mjs <engine.zip> <engine-with-pyc.zip>
// The .pyc files are "unchecked-hash" (PEP 552): valid whatever the timestamps of the unpacked sources.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [input, output] = process.argv.slice(2);
const py = await loadPyodide();
py.FS.writeFile("/tmp/in.zip", readFileSync(input));
py.runPython(`
import importlib.util, os, py_compile, zipfile

STAMP = (2020, 1, 1, 0, 0, 0)
with zipfile.ZipFile("/tmp/in.zip") as source, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as target:
    for info in source.infolist():
        data = source.read(info)
        target.writestr(info, data)
        if not info.filename.endswith(".py"):
            continue
        path = "/tmp/src/" + info.filename
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
        compiled = py_compile.compile(path, cfile=path + "c", dfile=info.filename, doraise=True,
                                      invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        with open(compiled, "rb") as handle:
            target.writestr(zipfile.ZipInfo(importlib.util.cache_from_source(info.filename), STAMP), handle.read(),
                            zipfile.ZIP_DEFLATED)
`);
writeFileSync(output, py.FS.readFile("/tmp/out.zip"));
