/**
 * `GET /public_api/dynamic_content/:uuids` (docs/listing-api.md, "Widget configuration"): for each listing uuid, the model keys
 * (nameplate_model_group, e.g. "range_rover_sport") it has vehicles of, so a page can show content
 * only for models in stock. Always 200: an unknown uuid maps to an empty list.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { ApiFailure } from '../../http/failure.js';

export const MAX_DYNAMIC_CONTENT_UUIDS = 20;
const UUID = /^[A-Za-z0-9-]{1,64}$/;

export function dynamicContentHandler(service: ListingIndexService, db: Kysely<Database>) {
  return async (request: FastifyRequest<{ Params: { uuids: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
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
    const index = await service.get();
    const listings = await db.selectFrom('listings').selectAll().where('uuid', 'in', uuids).execute();
    const data: Record<string, string[]> = Object.fromEntries(uuids.map((u) => [u, []]));
    for (const listing of listings) {
      const result = index.query(listing, { page: 1, items: 1, sort: 'createdAtDesc', filters: { checkbox: {}, ranges: {} } });
      data[listing.uuid] = (result.facets?.checkbox.nameplate_model_group ?? []).filter((o) => o.count > 0).map((o) => o.value);
    }
    return sendCachedJson(request, reply, { data });
  };
}
