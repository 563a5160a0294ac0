import { describe, expect, it } from 'vitest';
import { RICH_TEXT_OPTIONS, TEXT_STYLES, listKindAt, textStyleAt, type ActiveAsker } from './rich-text.js';
import { richTextStrings } from './rich-text-i18n.js';
import { zoomOf } from './preview-frame.js';

/** An editor whose cursor is in the nodes named (with their attributes). */
const at = (...active: Array<[string, Record<string, unknown>?]>): ActiveAsker => ({
  isActive: (name, attributes) => active.some(([n, a]) => n === name && Object.entries(attributes ?? {}).every(([k, v]) => a?.[k] === v)),
});

describe('rich-text text style and list selects', () => {
  it('offers the heading levels the field writes, and reads the one at the cursor', () => {
    expect(TEXT_STYLES).toEqual(['p', 'h2', 'h3', 'h4']);
    expect(RICH_TEXT_OPTIONS.heading).toEqual({ levels: [2, 3, 4] });
    expect(textStyleAt(at(['paragraph']))).toBe('p');
    expect(textStyleAt(at(['heading', { level: 3 }]))).toBe('h3');
    expect(textStyleAt(at(['heading', { level: 1 }]))).toBe('p');
  });

  it('reads the list at the cursor', () => {
    expect(listKindAt(at(['paragraph']))).toBe('none');
    expect(listKindAt(at(['bulletList']))).toBe('bullet');
    expect(listKindAt(at(['bulletList'], ['orderedList']))).toBe('ordered');
  });

  it('names both selects and every choice in ku, ar and en, each different', () => {
    for (const language of ['ku', 'ar', 'en'] as const) {
      const strings = richTextStrings(language);
      expect(strings.textStyle).not.toBe(strings.list);
      const labels = [...Object.values(strings.textStyles), ...Object.values(strings.lists)];
      expect(new Set(labels).size, language).toBe(labels.length);
      for (const label of labels) expect(label.trim(), language).not.toBe('');
    }
  });
});

describe('preview zoom', () => {
  it('reads the zoom Puck scales the canvas by', () => {
    expect(zoomOf('scale(0.35)')).toBe(0.35);
    expect(zoomOf('scale(1)')).toBe(1);
    expect(zoomOf('')).toBe(1);
    expect(zoomOf('none')).toBe(1);
  });
});
