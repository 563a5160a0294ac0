/**
 * The tests every catalogue block's test file starts with, registered inside its `describe`: the
 * template has its key, an anchor id field and a default for every field (and the defaults the
 * block is known by); a group field holds at most the catalogue's maximum; the block renders valid
 * HTML (html-check.ts `htmlProblems`) with its defaults and with every field filled, and
 * the filled render shows what the block is for. A block's own behaviour stays in its own `it`s.
 */
import { describe, expect, it } from 'vitest';
import type { BlockTemplate } from '../types.js';
import { htmlProblems, maxProps, renderHtml } from './html-check.js';

export interface CatalogueBlockExpectation {
  key: string;
  /** Default props the block is known by (matched, not equal: the template may hold more). */
  defaults: Record<string, unknown>;
  /** The group field, named in the test title, and the catalogue's maximum (max_field_groups). */
  groups?: { field: string; max: number };
  /** What the block's JSON fields hold when every field is filled (maxProps). */
  json?: string;
  /** Checks of the render with every field filled, besides its validity and its anchor id. */
  filled(html: string): void;
}

function catalogueBlockTests(template: BlockTemplate<object>, expected: CatalogueBlockExpectation): void {
  const fields = template.fields as Record<string, unknown>;
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(template.key).toBe(expected.key);
    expect(fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(template.defaultProps).sort()).toEqual(Object.keys(fields).sort());
    expect(template.defaultProps).toMatchObject(expected.defaults);
  });

  const { groups } = expected;
  if (groups) {
    it(`limits ${groups.field} to ${groups.max} (catalogue maximum)`, () => {
      expect(fields[groups.field]).toMatchObject({ type: 'array', max: groups.max });
      expect(template.max_field_groups).toBe(groups.max);
    });
  }

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml(expected.key, {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml(expected.key, maxProps(template, expected.json ?? '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain(`id="${expected.key}-max"`);
    expected.filled(html);
  });
}

/**
 * A catalogue block's test suite, named after its key: the tests above, then the block's own
 * (`own`), so a block's test file states its key and expectations once and adds only what is its own.
 */
export function describeCatalogueBlock(template: BlockTemplate<object>, expected: CatalogueBlockExpectation, own?: () => void): void {
  describe(`${expected.key} block`, () => {
    catalogueBlockTests(template, expected);
    own?.();
  });
}
