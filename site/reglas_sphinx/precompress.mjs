// Writes <file>.br beside each file named on the command line, with Node's own zlib (brotli at its
// best quality, a window of 2^24 bytes so that the largest file, the wasm, is one window), and
// prints one line of JSON: {file: bytes written}. precompress.py chooses the files and keeps only
// the copies that pay.
//
//   node site/reglas_sphinx/precompress.mjs FILE...
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

/** @type {Record<string, number>} */
const written = {};
for (const file of process.argv.slice(2)) {
  const data = readFileSync(file);
  const packed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, packed);
  written[file] = packed.length;
}
console.log(JSON.stringify(written));
