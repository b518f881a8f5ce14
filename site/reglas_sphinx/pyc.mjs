// Compiles the site's Python for the browser with the very Pyodide the browser runs (node_modules), so
// a page compiles no Python source when it starts. Used by runtime.py at build time:
//   node site/reglas_sphinx/pyc.mjs <engine.zip> <engine-out.zip> <stdlib-out.zip> <walkthrough.py> <extra dir>...
// * engine-out.zip: the engine zip with bytecode in place of its sources (the page unpacks it into the
//   worker's file system, where the finder loads sourceless .pyc files): half the files to write and
//   fewer bytes than sources and bytecode side by side (unpacking is faster: CHANGELOG.md);
// * stdlib-out.zip, in place of Pyodide's python_stdlib.zip (the sources of the whole standard library):
//   the modules the site imports, as sourceless bytecode, which zipimport reads directly. They are
//   the modules Pyodide imports while it starts, those imported while walkthrough.py plays every
//   example and full game, and the import-time closure (modulefinder) of all of these and of the site's
//   own code (engine, bridge, and the extra folders: PyScript's package, which the worker imports).
// A module the site needs and stdlib-out.zip lacks fails the build, not a page in a reader's browser:
// snapshot.mjs, the next step, starts a Pyodide on that archive alone, imports the whole engine and
// plays the walkthrough again.
// The .pyc files are "unchecked-hash" (PEP 552): valid whatever the timestamps of the unpacked files.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { loadPyodide } from "pyodide";

const [engineIn, engineOut, stdlibOut, walkthrough, ...extraDirs] = process.argv.slice(2);

/** @param {import("pyodide").PyodideAPI} py @param {string} dir */
function copyTree(py, dir, root = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copyTree(py, path, root);
    else if (name.endsWith(".py")) {
      const target = "/tmp/extra/" + relative(root, path);
      py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
      py.FS.writeFile(target, readFileSync(path));
    }
  }
}

// Unpacks the engine as PyScript does (into the working directory) and plays every example.
const WALK = `
import reglas_browser, sys
sys.path.insert(0, "/tmp/walk")
import walkthrough
walkthrough.run(reglas_browser.handle)
`;

const py = await loadPyodide();
const booted = py.runPython("import sys; sorted(sys.modules)").toJs();
py.FS.mkdirTree("/tmp/walk");
py.FS.writeFile("/tmp/walk/walkthrough.py", readFileSync(walkthrough));
py.FS.mkdirTree("/tmp/extra");
for (const dir of extraDirs) copyTree(py, dir);
py.FS.writeFile("/tmp/engine.zip", readFileSync(engineIn));
py.runPython(`
import py_compile, zipfile

STAMP = (2020, 1, 1, 0, 0, 0)


def compiled(source_path, shown_name):
    target = py_compile.compile(source_path, cfile="/tmp/pyc", dfile=shown_name, doraise=True,
                                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(target, "rb") as handle:
        return handle.read()


def put(archive, name, data):
    archive.writestr(zipfile.ZipInfo(name, STAMP), data, zipfile.ZIP_DEFLATED)


with zipfile.ZipFile("/tmp/engine.zip") as source, zipfile.ZipFile("/tmp/engine-out.zip", "w") as target:
    source.extractall("/tmp/engine")
    for info in source.infolist():
        if info.filename.endswith(".py"):
            put(target, info.filename + "c", compiled("/tmp/engine/" + info.filename, info.filename))
        else:
            put(target, info.filename, source.read(info))
`);
const engine = py.FS.readFile("/tmp/engine-out.zip");
py.unpackArchive(engine, "zip");
py.runPython(WALK);
py.globals.set("booted", booted);
py.runPython(`
import inspect, modulefinder, os, sys

STDLIB_ZIP = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
STDLIB = "/tmp/stdlib/"
# Imported by standard-library modules only when run as scripts (if __name__ == "__main__": ...).
SCRIPT_ONLY = ["doctest", "pdb", "pydoc", "unittest"]
# Modules this script imports for itself, unless Pyodide had them at start.
OWN = {"modulefinder", "py_compile", "walkthrough"}


def modules_under(path_entry):
    for folder, _, files in os.walk(path_entry):
        for file in sorted(files):
            if file.endswith(".py"):
                parts = os.path.relpath(os.path.join(folder, file), path_entry)[:-3].split("/")
                yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class ImportTimeFinder(modulefinder.ModuleFinder):
    """Follows every import of the site's own code, but only the imports a standard-library module
    makes when it is imported: those inside its functions happen only if the site calls them, and
    the walkthrough has shown which ones it does."""

    def scan_code(self, co, m):
        if (m.__file__ or "").startswith(STDLIB) and co.co_flags & inspect.CO_OPTIMIZED:
            return  # a function's body, not the module's or a class's
        super().scan_code(co, m)


played = {name for name, module in sys.modules.items()
          if (getattr(module, "__file__", None) or "").startswith(STDLIB_ZIP + "/")} - (OWN - set(booted))
with zipfile.ZipFile(STDLIB_ZIP) as source:
    source.extractall(STDLIB)
finder = ImportTimeFinder(path=["/tmp/engine", "/tmp/extra", STDLIB], excludes=SCRIPT_ONLY)
for name in sorted({*booted, *played, *modules_under("/tmp/engine"), *modules_under("/tmp/extra")}):
    try:
        finder.import_hook(name)
    except ImportError:  # frozen or built-in (_frozen_importlib, os.path): nothing to ship
        pass
files = sorted({module.__file__ for module in finder.modules.values()
                if (module.__file__ or "").startswith(STDLIB) and module.__file__.endswith(".py")})
with zipfile.ZipFile("/tmp/stdlib-out.zip", "w") as target:
    for path in files:
        name = path[len(STDLIB):]
        put(target, name + "c", compiled(path, name))
`);
writeFileSync(stdlibOut, py.FS.readFile("/tmp/stdlib-out.zip"));
writeFileSync(engineOut, engine);
