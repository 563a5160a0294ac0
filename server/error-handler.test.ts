/** The one root error handler: what a caller sees for a thrown ApiFailure, a schema error and an unexpected failure. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAppErrorHandler } from './error-handler.js';
import { ApiFailure } from './failure.js';

describe('root error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    installAppErrorHandler(app);
    // A family in its own scope, as server/app.ts registers them: no scope has its own handler.
    await app.register(async (scope) => {
      scope.get('/locked', async () => {
        throw new ApiFailure(409, 'vehicle_locked', 'Someone else is reserving this vehicle', 'vehicle_id', {
          expires_at: '2030-01-01T00:00:00.000Z',
        });
      });
      scope.post(
        '/things',
        { schema: { body: { type: 'object', required: ['thing'], properties: { thing: { type: 'object', required: ['name'] } } } } },
        async () => ({ ok: true }),
      );
      scope.get('/broken', async () => {
        throw new Error('database password is hunter2');
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes an ApiFailure thrown inside a scope with its status, field and details', async () => {
    const response = await app.inject({ url: '/locked' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'vehicle_locked',
        message: 'Someone else is reserving this vehicle',
        field: 'vehicle_id',
        expires_at: '2030-01-01T00:00:00.000Z',
      },
    });
  });

  it('answers a schema error with 400 invalid_request naming the missing field by its path', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { thing: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_request', field: 'thing.name' });
  });

  it('answers an unexpected failure with a 500 that reveals nothing', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
});
