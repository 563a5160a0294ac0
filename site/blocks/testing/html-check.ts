/**
 * Test helpers for the catalogue blocks: props with every group filled to its maximum, rendering
 * through the registry (so readProps applies as on a page), and an HTML check that fails on what a
 * validator or screen reader would trip over (parse errors, duplicate ids, images without alt,
 * interactive content nested in links or buttons, unlabelled regions).
 */
import { parseFragment as parse5Fragment } from 'parse5';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import type { BlockTemplate, Field, RenderContext } from '../types.js';

/** The parts of parse5's default tree we read (its bundled types are of an older major). */
interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}
interface Element extends Node {
  tagName: string;
  attrs: { name: string; value: string }[];
  childNodes: Node[];
}
// parse5 reports tokenizer errors through onParseError at run time; @types/parse5 6 lacks the option.
const parseFragment = parse5Fragment as unknown as (
  html: string,
  options: { onParseError(error: { code: string; startOffset: number }): void },
) => { childNodes: Node[] };

export const SCENE = '/media/scenes/mountains-dusk';

/** A filled value for one field; JSON fields take the override when given (their shape is the block's). */
function sample(field: Field, index: number, json: string): unknown {
  switch (field.type) {
    case 'string':
      return `Value ${index + 1}`;
    case 'text':
      return `Paragraph ${index + 1}`;
    case 'markdown':
      return field.language === 'json' ? json : `<p>Text ${index + 1}</p>`;
    case 'select':
      return field.options[field.options.length - 1]?.value ?? '';
    case 'bool':
      return true;
    case 'number':
      return field.max ?? field.min ?? 1;
    case 'image':
      return { src: SCENE, alt: `Picture ${index + 1}` };
    case 'icon':
      return 'car';
    case 'link':
      return { link_text: `Link ${index + 1}`, url: '/stock', type: 'internal', target: '_self', ui_type: 'primary', size: 'medium' };
    case 'array':
      return Array.from({ length: field.max }, (_, item) => fill(field.arrayFields, item, json));
  }
}

function fill(fields: Record<string, Field>, index: number, json: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sample(field, index, json)]));
}

/** Props with every field set and every array at its maximum. */
export function maxProps(template: BlockTemplate<object>, json = '[]', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...fill(template.fields as Record<string, Field>, 0, json), block_scroll_id: `${template.key}-max`, ...overrides };
}

export function renderHtml(key: string, props: Record<string, unknown>, ctx: RenderContext = testRenderContext()): string {
  return renderToStaticMarkup(renderBlock({ id: 'test', template: key, props }, ctx) as never);
}

const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea', 'details']);

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** Problems of an HTML fragment; [] when it is valid for our purposes. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const fragment = parseFragment(html, {
    onParseError: (error: { code: string; startOffset: number }) => {
      problems.push(`parse error ${error.code} at ${error.startOffset}`);
    },
  });
  const ids = new Set<string>();
  const walk = (node: Node, insideInteractive: string | null) => {
    if (!node.tagName) return;
    const element = node as Element;
    const tag = element.tagName;
    const id = attr(element, 'id');
    if (id !== undefined) {
      if (id === '' || /\s/.test(id)) problems.push(`bad id "${id}"`);
      if (ids.has(id)) problems.push(`duplicate id "${id}"`);
      ids.add(id);
    }
    if (tag === 'img' && attr(element, 'alt') === undefined) problems.push('img without alt');
    if (tag === 'img' && (!attr(element, 'width') || !attr(element, 'height'))) problems.push('img without width/height');
    if (tag === 'a' && attr(element, 'href') === undefined) problems.push('a without href');
    if (tag === 'button' && !attr(element, 'type')) problems.push('button without type');
    if (attr(element, 'role') === 'region' && !attr(element, 'aria-label') && !attr(element, 'aria-labelledby')) {
      problems.push('region without a label');
    }
    if (tag === 'dl') {
      for (const child of element.childNodes) {
        if (child.tagName && !['div', 'dt', 'dd'].includes(child.tagName)) problems.push(`<${child.tagName}> inside <dl>`);
      }
    }
    if (tag === 'ul' || tag === 'ol') {
      for (const child of element.childNodes) {
        if (child.tagName && child.tagName !== 'li') problems.push(`<${child.tagName}> inside <${tag}>`);
      }
    }
    const interactive = INTERACTIVE.has(tag) && tag !== 'details';
    if (interactive && insideInteractive && !(insideInteractive === 'summary')) problems.push(`<${tag}> inside <${insideInteractive}>`);
    const next = interactive ? tag : tag === 'summary' ? 'summary' : insideInteractive;
    const children = tag === 'template' ? [] : element.childNodes;
    for (const child of children) walk(child, next);
  };
  for (const child of fragment.childNodes) walk(child, null);
  return problems;
}
