// rv-pyodide.mjs imports ./pyodide/pyodide.mjs, which runtime.py publishes beside it from the npm
// package: its types are the package's.
export * from "pyodide";
