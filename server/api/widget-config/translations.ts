/**
 * `GET /public_api/widget_translations_configs/:id` (docs/listing-api.md, "Widget configuration"): a widget's translation
 * overrides by lowercase language code (server/content/widget-translations.ts), as
 * `{ data: { id, type, attributes: { data } } }` (the widget reads data.data.attributes.data).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../../context.js';
import { readWidgetTranslations } from '../../content/widget-translations.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { ApiFailure } from '../../failure.js';
import type { translationsSchema } from './schemas.js';

const ID = /^[a-z0-9_-]{1,64}$/;

export function translationsHandler(db: AppContext['db']) {
  return async (
    request: FastifyRequest<{ Params: Static<typeof translationsSchema.params> }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    const { id } = request.params;
    if (!ID.test(id)) throw new ApiFailure(400, 'invalid_id', 'id must be lower-case letters, digits, _ and -', 'id');
    const data = await readWidgetTranslations(db, id, (message) => request.log.warn(message));
    if (!data) throw new ApiFailure(404, 'translations_not_found', `No translations "${id}"`, 'id');
    return sendCachedJson(request, reply, { data: { id, type: 'widget_translations_config', attributes: { data } } });
  };
}
