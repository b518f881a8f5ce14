// ESLint (flat config) over the site's JavaScript: the recommended rules, with each file's globals
// (make lint). Types are tsc's job (tsconfig.json, tsconfig.node.json).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["build/**", "node_modules/**", ".venv/**"] },
  js.configs.recommended,
  {
    files: ["site/reglas_sphinx/static/*.js"],
    languageOptions: { sourceType: "module", globals: globals.browser },
  },
  {
    // A classic script in the page's head (it must run from file://, where modules do not).
    files: ["site/reglas_sphinx/static/rv-classroom.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    // The class server's teacher's page (reglas_sphinx.clase.server): one classic script.
    files: ["site/reglas_sphinx/clase/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    files: ["site/reglas_sphinx/browser/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ["site/reglas_sphinx/*.mjs", "eslint.config.mjs", "bench/*.mjs"],
    languageOptions: { globals: globals.node },
  },
];
