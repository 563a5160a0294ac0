/**
 * The nesting bound of JSON request bodies (docs/server-layers.md, the error contract). No form,
 * order or page this API takes nests deeper than a few levels; a body of 100,000 `[` would make
 * every recursive walk over it (the NUL check, ajv, the logger) overflow the stack and answer 500.
 * The depth is measured on the text before JSON.parse runs, in one pass without recursion, so no
 * parser or walker ever sees a deeper value.
 */

/** The deepest nesting a JSON body may have: `{"a":[1]}` is depth 2. */
export const MAX_JSON_DEPTH = 64;

/** True when `text` opens more than `max` arrays/objects inside one another (strings are skipped). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}
