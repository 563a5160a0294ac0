/**
 * `GET /public_api/dynamic_content/:uuids` (docs/listing-api.md, "Widget configuration"): for each listing uuid, the model keys
 * (nameplate_model_group, e.g. "range_rover_sport") it has vehicles of, so a page can show content
 * only for models in stock (server/listing/models-in-stock.ts). Always 200: an unknown uuid maps to an empty list.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { modelsInStock } from '../../listing/models-in-stock.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { ApiFailure } from '../../failure.js';
import type { dynamicContentSchema } from './schemas.js';

export const MAX_DYNAMIC_CONTENT_UUIDS = 20;
const UUID = /^[A-Za-z0-9-]{1,64}$/;

export function dynamicContentHandler(service: ListingIndexService, db: AppContext['db']) {
  return async (
    request: FastifyRequest<{ Params: Static<typeof dynamicContentSchema.params> }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    const uuids = [
      ...new Set(
        request.params.uuids
          .split(',')
          .map((u) => u.trim())
          .filter((u) => u !== ''),
      ),
    ];
    if (uuids.length === 0 || uuids.length > MAX_DYNAMIC_CONTENT_UUIDS || !uuids.every((u) => UUID.test(u))) {
      throw new ApiFailure(400, 'invalid_uuids', `uuids must be 1–${MAX_DYNAMIC_CONTENT_UUIDS} comma-separated listing uuids`, 'uuids');
    }
    const data = await modelsInStock(await service.get(), db, uuids);
    return sendCachedJson(request, reply, { data });
  };
}
