/**
 * What every block test asks: its template follows the catalogue's shape, and its renderer gives
 * well-formed HTML (no parse errors, unique ids, images with alt and a reserved size) with the
 * defaults and with every group filled to the maximum.
 */
import { parse, type ParserOptions } from 'parse5';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { readProps } from '../read-props.js';
import type { BlockDefinition, BlockProps, Field, RenderContext } from '../types.js';
import { testRenderContext } from '../test-context.js';

export function renderBlockHtml<P extends BlockProps>(
  definition: BlockDefinition<P>,
  raw: Record<string, unknown>,
  ctx: RenderContext = testRenderContext(),
): string {
  const props = readProps(definition.template, raw);
  return renderToStaticMarkup(<definition.Render props={props} ctx={ctx} />);
}

/** Parse errors of `html` as the body of a document, plus our own well-formedness rules. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  // parse5 6 reports parse errors through this option at run time; its types predate it.
  const options = {
    onParseError: (error: { code: string; startOffset: number }) => problems.push(`${error.code} at ${error.startOffset}`),
  } as ParserOptions;
  parse(`<!doctype html><html lang="ckb" dir="rtl"><head><title>t</title></head><body>${html}</body></html>`, options);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  for (const id of new Set(ids)) if (ids.filter((other) => other === id).length > 1) problems.push(`duplicate id ${id}`);
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    if (!/\salt="/.test(img)) problems.push(`img without alt: ${img}`);
    if (!/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img)) problems.push(`img without width/height: ${img}`);
  }
  for (const a of html.match(/<a\b[^>]*>/g) ?? []) if (!/\shref="/.test(a)) problems.push(`a without href: ${a}`);
  return problems;
}

/** Fills every array field to its maximum with copies of its default item (or the first default item). */
export function maximumProps(fields: Record<string, Field>, defaults: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = { ...defaults };
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'array') continue;
    const current = Array.isArray(defaults[name]) ? (defaults[name] as Record<string, unknown>[]) : [];
    props[name] = Array.from({ length: field.max }, (_, i) => current[i % Math.max(1, current.length)] ?? field.defaultItemProps);
  }
  return props;
}

export interface CatalogueExpectation {
  key: string;
  /** block_scroll_id is on every block but the in-page navigation and the immersive hero. */
  scrollId: boolean;
  /** The group field and its maximum (max_field_groups), when the block has groups. */
  groups?: { field: string; max: number };
}

export function expectCatalogueTemplate<P extends BlockProps>(definition: BlockDefinition<P>, expected: CatalogueExpectation): void {
  const { template } = definition;
  const fields = template.fields as Record<string, Field>;
  expect(template.key).toBe(expected.key);
  for (const attribute of ['name', 'description', 'short_description', 'group', 'area', 'thumbnail'] as const) {
    expect(template[attribute], attribute).toBeTruthy();
  }
  expect(template.hidden).toBe(false);
  expect(typeof template.list_priority).toBe('number');
  expect(template.thumbnail).toMatch(/^<svg [^>]*viewBox="0 0 160 90"/);
  expect(Object.keys(template.defaultProps).sort()).toEqual(Object.keys(fields).sort());
  if (expected.scrollId) expect(fields.block_scroll_id).toMatchObject({ type: 'string' });
  else expect(fields.block_scroll_id).toBeUndefined();
  if (expected.groups) {
    const group = fields[expected.groups.field];
    expect(group).toMatchObject({ type: 'array', max: expected.groups.max });
    expect(template.field_groups).toBe(expected.groups.field);
    expect(template.max_field_groups).toBe(expected.groups.max);
    expect(template.field_groups_seed).toBeGreaterThanOrEqual(1);
  }
  // Select defaults must be one of their options, or the renderer would silently drop them.
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'select') {
      const value = (template.defaultProps as Record<string, unknown>)[name];
      expect(
        field.options.map((o) => o.value),
        name,
      ).toContain(value);
    }
  }
}

/** The test a block's suite starts with: its template follows the catalogue (expectCatalogueTemplate above). */
export function itFollowsTheCatalogue<P extends BlockProps>(definition: BlockDefinition<P>, expected: CatalogueExpectation): void {
  it('follows the catalogue', () => expectCatalogueTemplate(definition, expected));
}

export function expectValidRender<P extends BlockProps>(definition: BlockDefinition<P>, raw?: Record<string, unknown>): string {
  const html = renderBlockHtml(definition, raw ?? (definition.template.defaultProps as Record<string, unknown>));
  expect(htmlProblems(html)).toEqual([]);
  return html;
}

export function expectValidMaximumRender<P extends BlockProps>(definition: BlockDefinition<P>): string {
  const fields = definition.template.fields as Record<string, Field>;
  return expectValidRender(definition, maximumProps(fields, definition.template.defaultProps as Record<string, unknown>));
}
