/**
 * The editor API (docs/cms-api.md; wire types in domain/contracts/cms.ts), OpenAPI tag
 * `editor`. Registered as
 *   await app.register(async (scope) => registerCmsApi(scope, ctx, services));
 * Every route needs a signed-in editor (pages, blocks, media, navigation, footer) or admin (settings
 * writes, users, redirects, metaheads, sent e-mail, listings) or the stock role (stock: docs/stock-feed.md) through the shared guard: `Authorization: Bearer …` or the session cookie with
 * the CSRF token on writes. The media library's image files (/media/library/…) are public.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerAuthGuard } from '../../http/auth/index.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import type { Services } from '../../services.js';
import { registerAdminRoutes } from './admin-routes.js';
import { registerListingRoutes } from './listing-routes.js';
import { registerMediaRoutes } from './media-routes.js';
import { registerPageRoutes } from './page-routes.js';
import { registerSentEmailRoutes } from './sent-email-routes.js';
import { registerSitePartsRoutes } from './site-parts-routes.js';
import { registerStockRoutes } from './stock-routes.js';
import { MAX_UPLOAD_BYTES } from '../../cms/media-service.js';

export async function registerCmsApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const guard = await registerAuthGuard(app, services.auth);
  // Uploads are limited per account (RATE_LIMIT_MEDIA_UPLOADS): decoding an image is the costly part.
  const limits = await registerRateLimits(app, ctx, { now: services.now });
  // Only this scope parses multipart bodies; fields are small, one file per upload.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 } });
  registerPageRoutes(app, guard, services);
  registerMediaRoutes(app, guard, services, limits);
  registerAdminRoutes(app, guard, services);
  registerSitePartsRoutes(app, guard, services);
  registerSentEmailRoutes(app, guard, services);
  registerListingRoutes(app, guard, services);
  registerStockRoutes(app, guard, services);
}
