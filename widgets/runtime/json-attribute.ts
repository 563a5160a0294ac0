/**
 * A block's settings reach a widget as one JSON attribute (`config='{…}'`). A missing, broken or
 * non-object attribute reads as `{}`, never throws: each widget then falls back to its
 * translations, so a bad edit in the editor never takes the widget down.
 */
export function readJsonAttribute(json: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Broken JSON: as if the attribute were empty.
  }
  return {};
}
