import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUCK_DICTIONARY_KEYS, puckDictionary } from './puck-dictionary.js';

/** Puck's built-in English texts, as its bundle defines them (`"header-publish": "Publish"`…). */
function puckDefaultKeys(): Set<string> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@puckeditor/core'));
  const source = readdirSync(dist)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .find((text) => text.includes('"header-publish": "Publish"'));
  if (!source) throw new Error("Puck's default dictionary was not found in its bundle");
  const block = source.slice(source.indexOf('"header-publish": "Publish"'), source.indexOf('"loader-loading"') + 40);
  return new Set([...block.matchAll(/"([a-z0-9-]+)":/g)].map((m) => m[1]!));
}

describe("Puck's own texts", () => {
  it('translates keys Puck knows (an upgrade that renames one fails here)', () => {
    const known = puckDefaultKeys();
    expect(known.size).toBeGreaterThan(40);
    expect(PUCK_DICTIONARY_KEYS.filter((key) => !known.has(key))).toEqual([]);
    // Everything an editor sees outside the rich-text menu is translated.
    const shown = [...known].filter((key) => !key.startsWith('field-richtext'));
    expect(shown.filter((key) => !PUCK_DICTIONARY_KEYS.includes(key))).toEqual([]);
    // The rich-text toolbar (site/cms/rich-text-field.tsx): its buttons and the heading and list choices.
    for (const key of [
      'bold',
      'italic',
      'underline',
      'strikethrough',
      'blockquote',
      'horizontalrule',
      'listselect-bullet',
      'headingselect-2',
    ])
      expect(PUCK_DICTIONARY_KEYS).toContain(`field-richtext-${key}`);
  });

  it('gives Kurdish and Arabic every key with Puck placeholders kept, English Puck’s own', () => {
    for (const language of ['ku', 'ar'] as const) {
      const dictionary = puckDictionary(language);
      expect(Object.keys(dictionary).sort()).toEqual([...PUCK_DICTIONARY_KEYS].sort());
      expect(dictionary['drawer-category-expand']).toContain('{title}');
      expect(dictionary['viewport-switch']).toContain('{label}');
    }
    expect(puckDictionary('ku')['plugin-blocks']).toBe('بلۆکەکان');
    expect(puckDictionary('en')).toEqual({});
  });
});
