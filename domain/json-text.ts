/**
 * Stored and configured JSON read the same way everywhere: what a browser's storage or a block's
 * setting holds may be missing, empty or broken (another version wrote it, someone edited it by
 * hand), and each reader then falls back to its own empty value rather than failing.
 */

/** The value of JSON text; null for no text, empty text or text that is not JSON. */
export function parseJsonText(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A setting that arrives either as JSON text (a block's JSON field, a stored setting) or already
 * parsed (an object the server passed on): text is parsed as above, anything else is itself, and
 * nothing at all is null.
 */
export function readJsonValue(value: unknown): unknown {
  return typeof value === 'string' ? parseJsonText(value) : (value ?? null);
}
