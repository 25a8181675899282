// JSON text from a request, read without letting its shape hurt the server: the nesting depth is measured
// by one linear scan before JSON.parse, because every later walk over the value (our NUL check, zod,
// String() of an array) recurses and a few hundred kilobytes of "[[[[..." overflow the stack.

/** Request bodies and JSON form fields of this API are at most a few levels deep; this leaves room. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;

/** Whether the arrays and objects in the text nest deeper than `maxDepth` (strings are skipped). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_SQUARE || code === OPEN_CURLY) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_SQUARE || code === CLOSE_CURLY) {
      depth--;
    }
  }
  return false;
}

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; reason: 'too-deep' | 'invalid' };

/** Parses JSON text, refusing (not throwing) text that is not JSON or nests deeper than `maxDepth`. */
export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextResult {
  if (nestsDeeperThan(text, maxDepth)) return { ok: false, reason: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
