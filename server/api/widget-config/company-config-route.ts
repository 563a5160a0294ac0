/**
 * The listing path form of company_config (`/public_api/listing/:id/company_config/:section`):
 * CORS and 404 from the listing in the path, the answer from the shared handler (which reads the
 * list key from the Company-Config header, as the bare path form does; docs/listing-api.md, "Widget configuration").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../../context.js';
import { answerCompanyConfig } from './company-config.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { resolveListing } from '../../listing/resolve-listing.js';
import type { listingCompanyConfigSchema } from './schemas.js';

export function companyConfigHandler(service: ListingIndexService, db: AppContext['db']) {
  return async (
    request: FastifyRequest<{ Params: Static<typeof listingCompanyConfigSchema.params> }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    await resolveListing(request, reply, await service.get(), db, request.params.id);
    return answerCompanyConfig(request, reply, db);
  };
}
