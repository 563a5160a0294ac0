/**
 * Block props are checked against their template on save (docs/cms-api.md, "Pages"), so the site never stores what
 * its renderers cannot read: types, select options, number min/max, array (field group) maximums,
 * JSON that parses. Editor HTML (markdown fields of language html) is sanitized here too.
 * A refusal names the field the editor must fix: 400 `invalid_block`, field `blocks[2].props.title`
 * (or `blocks[2].props.items[0].content`). Props the template does not know are dropped, except
 * Puck's own `id`. Every URL (a link's url, an image's src, a text field marked `url: true`) goes
 * through the stored-URL rule (domain/safe-url.ts): 400 `unsafe_url` naming it (`blocks[0].props.link.url`).
 */
import type { PageBlock } from '../../domain/page.js';
import { BLOCKS } from '../../site/blocks/registry.js';
import type { Field } from '../../site/blocks/types.js';
import { ApiFailure } from '../failure.js';
import { assertStoredUrl } from '../http/stored-url.js';
import { sanitizeEditorHtml } from './html-sanitizer.js';

export const MAX_BLOCKS = 200;
const MAX_TEXT = 100_000;
const LINK_STRINGS = ['link_text', 'url', 'type', 'target', 'icon', 'theme', 'form_layout', 'ui_type', 'size', 'custom_class'] as const;

const invalid = (field: string, message: string) => new ApiFailure(400, 'invalid_block', message, field);

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function checkValue(field: Field, value: unknown, at: string): unknown {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'icon':
      if (typeof value !== 'string') throw invalid(at, `${field.label} must be text`);
      if (value.length > MAX_TEXT) throw invalid(at, `${field.label} is longer than ${MAX_TEXT} characters`);
      if (field.type === 'string' && field.url) assertStoredUrl(value, at, field.label);
      return value;
    case 'markdown':
      if (typeof value !== 'string') throw invalid(at, `${field.label} must be text`);
      if (value.length > MAX_TEXT) throw invalid(at, `${field.label} is longer than ${MAX_TEXT} characters`);
      if (field.language === 'json') {
        if (value.trim() === '') return value;
        try {
          JSON.parse(value);
        } catch {
          throw invalid(at, `Invalid JSON in ${field.label}`);
        }
        return value;
      }
      return sanitizeEditorHtml(value);
    case 'bool':
      if (typeof value !== 'boolean') throw invalid(at, `${field.label} must be true or false`);
      return value;
    case 'select':
      if (typeof value !== 'string' || !field.options.some((option) => option.value === value))
        throw invalid(at, `${field.label} must be one of ${field.options.map((option) => option.value).join(', ')}`);
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(at, `${field.label} must be a number`);
      if (field.min !== undefined && value < field.min) throw invalid(at, `${field.label} must be at least ${field.min}`);
      if (field.max !== undefined && value > field.max) throw invalid(at, `${field.label} must be at most ${field.max}`);
      return value;
    case 'image': {
      if (!isRecord(value) || typeof value.src !== 'string' || typeof value.alt !== 'string')
        throw invalid(at, `${field.label} must be an image { src, alt }`);
      assertStoredUrl(value.src, `${at}.src`, field.label);
      return { src: value.src, alt: value.alt };
    }
    case 'link': {
      if (!isRecord(value)) throw invalid(at, `${field.label} must be a link object`);
      for (const name of LINK_STRINGS)
        if (value[name] !== undefined && typeof value[name] !== 'string') throw invalid(`${at}.${name}`, `${name} must be text`);
      assertStoredUrl(value.url, `${at}.url`, field.label);
      if (value.center !== undefined && typeof value.center !== 'boolean') throw invalid(`${at}.center`, 'center must be true or false');
      return value;
    }
    case 'array': {
      if (!Array.isArray(value)) throw invalid(at, `${field.label} must be a list`);
      if (value.length > field.max) throw invalid(at, `${field.label} takes at most ${field.max} items`);
      return value.map((item, index) => {
        if (!isRecord(item)) throw invalid(`${at}[${index}]`, `Each item of ${field.label} must be an object`);
        return checkRecord(field.arrayFields, item, `${at}[${index}]`);
      });
    }
  }
}

function checkRecord(fields: Record<string, Field>, raw: Record<string, unknown>, at: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = fields[name];
    // Missing values take the template's default when rendered; unknown ones are dropped.
    if (!field || value === undefined || value === null) continue;
    result[name] = checkValue(field, value, `${at}.${name}`);
  }
  return result;
}

/** The blocks as they may be stored (HTML sanitized, unknown props dropped), or a 400 naming the field. */
export function validateBlocks(blocks: unknown): PageBlock[] {
  if (!Array.isArray(blocks)) throw invalid('blocks', 'blocks must be a list');
  if (blocks.length > MAX_BLOCKS) throw invalid('blocks', `A page takes at most ${MAX_BLOCKS} blocks`);
  const ids = new Set<string>();
  return blocks.map((block: unknown, index) => {
    const at = `blocks[${index}]`;
    if (!isRecord(block)) throw invalid(at, 'Each block must be an object');
    if (typeof block.id !== 'string' || block.id === '' || block.id.length > 100) throw invalid(`${at}.id`, 'A block needs an id (text)');
    if (ids.has(block.id)) throw invalid(`${at}.id`, `Two blocks have the id ${block.id}`);
    ids.add(block.id);
    const registered = typeof block.template === 'string' ? BLOCKS.get(block.template) : undefined;
    if (!registered) throw invalid(`${at}.template`, `Unknown block template ${String(block.template)}`);
    const rawProps = block.props ?? {};
    if (!isRecord(rawProps)) throw invalid(`${at}.props`, 'props must be an object');
    const props = checkRecord(registered.template.fields as Record<string, Field>, rawProps, `${at}.props`);
    if (typeof rawProps.id === 'string') props.id = rawProps.id;
    // The template's own rules (a finance block's rates and prices): refused, never adjusted.
    const problem = registered.template.check?.(props);
    if (problem) throw invalid(`${at}.props.${problem.field}`, problem.message);
    const checked: PageBlock = { id: block.id, template: registered.template.key, props };
    for (const key of ['active_positions', 'positions'] as const) {
      const list = block[key];
      if (list === undefined) continue;
      if (!Array.isArray(list) || !list.every((n) => Number.isInteger(n)))
        throw invalid(`${at}.${key}`, `${key} must be a list of integers`);
      checked[key] = list as number[];
    }
    return checked;
  });
}
