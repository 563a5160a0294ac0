/**
 * Every registered template, as the editor and the seed read it (docs/cms-editor.md, "Block
 * templates"), equals its recorded copy: `fields`, `defaultProps` and the list attributes. Shared
 * field builders (site/blocks/shared/*-fields.ts) are free to change how a template is written,
 * never what it holds; a change meant to alter a template rewrites the copy on purpose with
 * `UPDATE_TEMPLATE_SNAPSHOT=1 npx vitest run site/blocks/templates-snapshot.test.ts` and shows
 * the difference in review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from './blocks.generated.js';

const SNAPSHOT = new URL('./testing/templates.snapshot.json', import.meta.url);

/** A template without its save check (a function), which is recorded as present or not. */
function recordable(): Record<string, unknown> {
  return Object.fromEntries(
    BLOCK_DEFINITIONS.map(({ template }) => {
      const { check, ...rest } = template;
      return [template.key, { ...rest, has_check: check !== undefined }];
    }),
  );
}

describe('block templates', () => {
  it('hold the same fields, defaults and list attributes as recorded', () => {
    const templates = recordable();
    if (process.env.UPDATE_TEMPLATE_SNAPSHOT === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(templates, null, 2)}\n`);
    expect(existsSync(SNAPSHOT), 'site/blocks/testing/templates.snapshot.json').toBe(true);
    const recorded = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(templates).sort()).toEqual(Object.keys(recorded).sort());
    for (const key of Object.keys(recorded)) {
      // Strict: a key written as `undefined` where the recorded field had none is a difference too.
      expect(templates[key], key).toStrictEqual(recorded[key]);
      // The editor's form lists the fields in their order, so the order is part of the template.
      expect(JSON.stringify(templates[key]), key).toBe(JSON.stringify(recorded[key]));
    }
  });
});
