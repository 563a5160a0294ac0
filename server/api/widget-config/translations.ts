/**
 * `GET /public_api/widget_translations_configs/:id` (docs/listing-api.md, "Widget configuration"): a widget's translation
 * overrides by lowercase language code, as `{ data: { id, type, attributes: { data } } }` (the
 * widget reads data.data.attributes.data).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { readJson } from '../../db/json-list-column.js';
import { ApiFailure } from '../../http/failure.js';

const ID = /^[a-z0-9_-]{1,64}$/;

/** Keeps string texts under lowercase language codes; anything else in the stored JSON is dropped. */
export function normalizeTranslations(value: unknown): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [lang, texts] of Object.entries(value as Record<string, unknown>)) {
    if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) continue;
    const entries = Object.entries(texts as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
    out[lang.toLowerCase()] = { ...out[lang.toLowerCase()], ...Object.fromEntries(entries) };
  }
  return out;
}

export function translationsHandler(db: Kysely<Database>) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    const { id } = request.params;
    if (!ID.test(id)) throw new ApiFailure(400, 'invalid_id', 'id must be lower-case letters, digits, _ and -', 'id');
    const row = await db.selectFrom('widget_translations_configs').select('data').where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'translations_not_found', `No translations "${id}"`, 'id');
    const parsed = readJson(row.data);
    if (!parsed.ok) request.log.warn(`Invalid JSON in widget translations ${id}`);
    const data = normalizeTranslations(parsed.ok ? parsed.value : {});
    return sendCachedJson(request, reply, { data: { id, type: 'widget_translations_config', attributes: { data } } });
  };
}
