/**
 * GET /public_api/listing/:id/button_set: the listing's order-online button set and payment setup
 * for the order-online widget (docs/buy-online.md; the service is server/orders/button-set.ts).
 * Read-only; nothing secret.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ButtonSetReply } from '../../../domain/contracts/buy-online.js';
import { listingButtonSet } from '../../orders/button-set.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import { buttonSetSchema } from './schemas.js';

export function registerButtonSetRoute(scope: FastifyInstance, deps: BuyOnlineDeps): void {
  // The handler's request and answer types come from the TypeBox schema (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/public_api/listing/:id/button_set', { schema: buttonSetSchema }, async (request): Promise<ButtonSetReply> => ({
    data: await listingButtonSet(deps, request.params.id),
  }));
}
