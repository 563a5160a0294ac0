import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ownAnswerReader } from './own-answers.js';
import { ownJsonReader, ownJsonTextReader } from './own-json.js';

describe('ownJsonReader', () => {
  const app = Fastify();
  app.get('/ok', async (request) => ({ accept: request.headers.accept }));
  app.get('/gone', async (_request, reply) => reply.code(404).send({ code: 'not_found' }));
  afterAll(() => app.close());

  it('asks for JSON and gives the parsed answer of a 200', async () => {
    await expect(ownJsonReader(app)('/ok')).resolves.toEqual({ accept: 'application/json' });
  });

  it('gives the text as answered, for a caller that compares it with the last', async () => {
    await expect(ownJsonTextReader(ownAnswerReader(app))('/ok')).resolves.toBe('{"accept":"application/json"}');
  });

  it('throws on any other status, naming the path, so the caller keeps its bare element', async () => {
    await expect(ownJsonReader(app)('/gone')).rejects.toThrow('/gone answered 404');
  });
});
