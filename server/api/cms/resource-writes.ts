/**
 * The create, update and delete routes of an editor-API resource whose service takes the fields
 * as sent and checks them itself (navigation entries, redirects, metaheads, listings;
 * docs/cms-api.md): POST `path` answers 201 with the new row, PUT `path/:param` the changed row (an
 * empty body changes nothing), DELETE `path/:param` `{ deleted: true }`. Each route keeps its own
 * TypeBox schema, which validates, coerces the path parameter and documents it as before; the
 * request types are written here, as the one shape every such service takes.
 */
import type { FastifyInstance, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';

/** A resource's service: the fields as sent (services validate them, `server/cms/*-service.ts`). */
export interface WritableResource<Id> {
  create(input: Record<string, unknown>): Promise<unknown>;
  update(id: Id, input: Record<string, unknown>): Promise<unknown>;
  remove(id: Id): Promise<void>;
}

export interface ResourceWrites<Id> {
  /** The collection's path; one row is `path/:param`. */
  path: string;
  param: 'id' | 'key';
  service: WritableResource<Id>;
  /** Who may write (the guard's role check). */
  preHandler: preHandlerAsyncHookHandler;
  schemas: { create: FastifySchema; update: FastifySchema; remove: FastifySchema };
}

export function registerResourceWrites<Id extends number | string>(app: FastifyInstance, resource: ResourceWrites<Id>): void {
  const { path, param, service, preHandler, schemas } = resource;
  const row = `${path}/:${param}`;
  type OneRow = { Params: Record<typeof param, Id> };
  app.post<{ Body: Record<string, unknown> }>(path, { schema: schemas.create, preHandler }, async (request, reply) =>
    reply.status(201).send({ data: await service.create(request.body) }),
  );
  app.put<OneRow & { Body: Record<string, unknown> | undefined }>(row, { schema: schemas.update, preHandler }, async (request) => ({
    data: await service.update(request.params[param], request.body ?? {}),
  }));
  app.delete<OneRow>(row, { schema: schemas.remove, preHandler }, async (request) => {
    await service.remove(request.params[param]);
    return { data: { deleted: true } };
  });
}
