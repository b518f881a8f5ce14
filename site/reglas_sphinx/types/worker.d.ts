// What a module that also runs in a worker names (the page's modules are checked against the DOM):
// rv-pyodide.mjs asks whether it runs in one.
declare var WorkerGlobalScope: { prototype: object; new (): object } | undefined;
