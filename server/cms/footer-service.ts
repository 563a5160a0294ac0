/**
 * The footer as editors manage it (docs/site-shell.md, "Footer"): one per site
 * language, stored where the site reads it, the setting `footer.configuration.{language}`
 * (server/render/shell-chrome.ts). A save is checked strictly, naming the field of the first
 * problem (`configuration.columns[0].rows[1].items[2].url`), because the renderer would silently
 * drop what is invalid; then it is stored normalised, with its HTML parts sanitized like all
 * editor HTML. Saving goes through the settings writer, so anything keeping the setting hears it.
 */
import type { Kysely } from 'kysely';
import type { CmsFooter } from '../../domain/contracts/cms.js';
import { HEADING_TAGS, normaliseFooterConfig, type FooterConfig } from '../../domain/footer/footer-config.js';
import { FOOTER_ITEM_TYPES } from '../../domain/footer/footer-item.js';
import type { Language } from '../../domain/languages.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { readJsonSetting } from '../content/settings-repository.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { assertStoredUrl } from '../http/stored-url.js';
import { sanitizeEditorHtml } from './html-sanitizer.js';
import type { SettingsWriter } from './settings-service.js';

const MAX_TEXT = 500;
const MAX_HTML = 50_000;
const MAX_LIST = 50;
const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const footerSettingKey = (language: Language) => `${SETTING_KEYS.footerConfiguration}.${language}`;

function text(value: unknown, field: string, max = MAX_TEXT): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') throw bad(field, `${field} must be text`);
  if (value.length > max) throw bad(field, `${field} is longer than ${max} characters`);
}

function url(value: unknown, field: string): void {
  text(value, field, 2000);
  assertStoredUrl(value, field);
}

function list(value: unknown, field: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw bad(field, `${field} must be a list`);
  if (value.length > MAX_LIST) throw bad(field, `${field} has more than ${MAX_LIST} entries`);
  return value;
}

function checkItem(value: unknown, field: string, depth = 0): void {
  if (!isRecord(value)) throw bad(field, `${field} must be an object`);
  const type = value.type ?? 'link';
  if (!(FOOTER_ITEM_TYPES as readonly unknown[]).includes(type))
    throw bad(`${field}.type`, `type must be one of ${FOOTER_ITEM_TYPES.join(', ')}`);
  for (const name of ['label', 'id', 'class', 'icon', 'rel'] as const) text(value[name], `${field}.${name}`);
  url(value.url, `${field}.url`);
  if (value.target !== undefined && value.target !== '_self' && value.target !== '_blank')
    throw bad(`${field}.target`, 'target must be _self or _blank');
  if (type === 'image') {
    const image = isRecord(value.image) ? value.image : {};
    url(image.src, `${field}.image.src`);
    if (typeof image.src !== 'string' || image.src.trim() === '') throw bad(`${field}.image.src`, 'An image item needs an image src');
    text(image.alt, `${field}.image.alt`);
  } else if (type !== 'wrapper' && (typeof value.label !== 'string' || value.label.trim() === '')) {
    throw bad(`${field}.label`, 'A link needs a label');
  }
  if (type === 'wrapper') {
    if (depth > 2) throw bad(`${field}.items`, 'Wrappers nest at most three deep');
    list(value.items, `${field}.items`).forEach((item, i) => checkItem(item, `${field}.items[${i}]`, depth + 1));
  }
}

function checkList(value: unknown, field: string): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) throw bad(field, `${field} must be { heading, items } or null`);
  text(value.heading, `${field}.heading`);
  list(value.items, `${field}.items`).forEach((item, i) => checkItem(item, `${field}.items[${i}]`));
}

/** Throws 400 naming the first invalid field of a footer configuration. */
export function checkFooterConfiguration(value: unknown, field = 'configuration'): void {
  if (!isRecord(value)) throw bad(field, 'configuration must be an object');
  list(value.columns, `${field}.columns`).forEach((column, c) => {
    const at = `${field}.columns[${c}]`;
    if (!isRecord(column)) throw bad(at, `${at} must be an object`);
    if (column.type !== undefined && column.type !== 'links' && column.type !== 'social')
      throw bad(`${at}.type`, 'type must be links or social');
    list(column.rows, `${at}.rows`).forEach((row, r) => {
      const rowAt = `${at}.rows[${r}]`;
      if (!isRecord(row)) throw bad(rowAt, `${rowAt} must be an object`);
      text(row.heading, `${rowAt}.heading`);
      if (row.heading_html_tag !== undefined && !(HEADING_TAGS as readonly unknown[]).includes(row.heading_html_tag))
        throw bad(`${rowAt}.heading_html_tag`, `heading_html_tag must be one of ${HEADING_TAGS.join(', ')}`);
      if (row.heading_link !== undefined && row.heading_link !== null) {
        if (!isRecord(row.heading_link)) throw bad(`${rowAt}.heading_link`, 'heading_link must be { url, target }');
        url(row.heading_link.url, `${rowAt}.heading_link.url`);
      }
      list(row.items, `${rowAt}.items`).forEach((item, i) => checkItem(item, `${rowAt}.items[${i}]`));
    });
  });
  checkList(value.retailers, `${field}.retailers`);
  checkList(value.medium_links, `${field}.medium_links`);
  if (value.search !== undefined && value.search !== null) {
    const search = value.search;
    if (!isRecord(search)) throw bad(`${field}.search`, 'search must be an object or null');
    for (const name of ['label', 'placeholder', 'param', 'button_label'] as const) text(search[name], `${field}.search.${name}`);
    if (typeof search.action !== 'string' || !search.action.startsWith('/') || search.action.startsWith('//'))
      throw bad(`${field}.search.action`, 'search.action must be a site path such as /search');
  }
  text(value.middle_html, `${field}.middle_html`, MAX_HTML);
  text(value.bottom_html, `${field}.bottom_html`, MAX_HTML);
}

export interface FooterService {
  get(language: Language): Promise<CmsFooter>;
  save(language: Language, configuration: unknown): Promise<CmsFooter>;
}

export function createFooterService(db: Kysely<Database>, settings: SettingsWriter): FooterService {
  return {
    async get(language) {
      return { language, configuration: normaliseFooterConfig(await readJsonSetting<unknown>(db, footerSettingKey(language), null)) };
    },
    async save(language, configuration) {
      checkFooterConfiguration(configuration);
      const normalised: FooterConfig = normaliseFooterConfig(configuration);
      const stored: FooterConfig = {
        ...normalised,
        middle_html: sanitizeEditorHtml(normalised.middle_html),
        bottom_html: sanitizeEditorHtml(normalised.bottom_html),
      };
      await settings.save(footerSettingKey(language), stored);
      return { language, configuration: stored };
    },
  };
}
