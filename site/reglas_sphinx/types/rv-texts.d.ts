// The module the build writes beside rv-core.js (reglas_sphinx.classroom.write_texts): msgid to its
// text, or to its plural forms, in the page's language. Seen from static/ through tsconfig's rootDirs.
declare const texts: Record<string, string | string[]>;
export default texts;
