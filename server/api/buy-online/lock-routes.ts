/** POST /buy_online/orders/init (take or extend the soft lock), its release and its status. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../failure.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import { refuse, type RateLimits } from '../../http/rate-limit/index.js';
import { initLockSchema, lockStatusSchema, releaseLockSchema } from './schemas.js';
import { acquireSoftLock, findLiveLock, releaseSoftLock, type SoftLock } from '../../orders/soft-locks.js';
import type { SoftLockBody } from '../../../domain/contracts/buy-online.js';

function lockBody(lock: SoftLock, now: number, extended: boolean): SoftLockBody {
  return {
    lock_id: lock.id,
    vehicle_id: lock.vehicleId,
    holder: lock.holder,
    expires_at: new Date(lock.expiresAt).toISOString(),
    expires_in_seconds: Math.max(0, Math.round((lock.expiresAt - now) / 1000)),
    extended,
  };
}

export function registerLockRoutes(scope: FastifyInstance, deps: BuyOnlineDeps, limits: RateLimits): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/buy_online/orders/init',
    { schema: initLockSchema, config: limits.route('lock_init', limits.config.lockInit) },
    async (request, reply) => {
      const now = deps.now();
      const result = await acquireSoftLock(deps.db, {
        vehicleId: request.body.vehicle_id,
        holder: request.body.holder,
        now,
        ttlMs: deps.lockTtlMs,
        clientKey: limits.clientKey(request),
        ...(limits.config.enabled ? { maxLocksPerClient: limits.config.locksPerClient } : {}),
      });
      switch (result.kind) {
        case 'granted':
          return reply.status(201).send({ data: lockBody(result.lock, now, false) });
        case 'extended':
          return reply.status(200).send({ data: lockBody(result.lock, now, true) });
        case 'locked':
          throw new ApiFailure(409, 'vehicle_locked', 'Someone else is reserving this vehicle right now', 'vehicle_id', {
            expires_at: new Date(result.expiresAt).toISOString(),
          });
        case 'vehicle_unavailable':
          throw new ApiFailure(409, 'vehicle_unavailable', `This vehicle cannot be reserved (status ${result.status})`, 'vehicle_id');
        case 'client_limit':
          return refuse(reply, (result.retryAt - now) / 1000, 'Too many vehicles are held from this client at once');
        case 'vehicle_not_found':
          throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${request.body.vehicle_id}`, 'vehicle_id');
      }
    },
  );

  app.post('/buy_online/orders/release_lock', { schema: releaseLockSchema }, async (request) => {
    const released = await releaseSoftLock(deps.db, request.body.lock_id, request.body.holder);
    if (!released) throw new ApiFailure(404, 'lock_not_found', 'No lock with this id is held by this holder', 'lock_id');
    return { data: { lock_id: request.body.lock_id, released: true } };
  });

  app.get('/buy_online/locks/:lockId', { schema: lockStatusSchema }, async (request) => {
    const now = deps.now();
    const lock = await findLiveLock(deps.db, request.params.lockId, now);
    if (!lock) throw new ApiFailure(404, 'lock_not_found', 'This lock has expired or was released', 'lockId');
    // The holder is the lock's secret half: never echo it to whoever knows only the lock id.
    const { holder: _holder, ...body } = lockBody(lock, now, false);
    return { data: body };
  });
}
