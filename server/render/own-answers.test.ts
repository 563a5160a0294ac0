import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnAnswers, ownAnswerReader } from './own-answers.js';

describe('own answers kept per data stamp', () => {
  let app: FastifyInstance;
  let price = 100;
  let asked = 0;
  let status = 200;
  let clock = 0;
  beforeEach(async () => {
    price = 100;
    asked = 0;
    status = 200;
    clock = 0;
    app = Fastify();
    app.get('/listing', async (_request, reply) => {
      asked += 1;
      return reply.code(status).send({ price });
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const answers = (maxEntries?: number) =>
    createOwnAnswers(ownAnswerReader(app), { ttlMs: 60_000, now: () => clock, ...(maxEntries ? { maxEntries } : {}) });

  it('asks the route once per stamp, and again for a new stamp (a write on any process raises a version)', async () => {
    const own = answers();
    expect((await own.reader('7 3')('/listing')).body).toBe('{"price":100}');
    price = 90;
    expect((await own.reader('7 3')('/listing')).body).toBe('{"price":100}');
    expect(asked).toBe(1);
    expect((await own.reader('7 4')('/listing')).body).toBe('{"price":90}');
    expect(asked).toBe(2);
  });

  it('asks again after the page cache time, whatever the stamp says', async () => {
    const own = answers();
    await own.reader('1 1')('/listing');
    clock = 59_999;
    await own.reader('1 1')('/listing');
    expect(asked).toBe(1);
    price = 80;
    clock = 60_000;
    expect((await own.reader('1 1')('/listing')).body).toBe('{"price":80}');
    expect(asked).toBe(2);
  });

  it('always asks the route for a request without a stamp (signed in)', async () => {
    const own = answers();
    await own.reader(undefined)('/listing');
    await own.reader(undefined)('/listing');
    expect(asked).toBe(2);
  });

  it('keeps no refused answer: the next render asks again and keeps the 200', async () => {
    const own = answers();
    status = 503;
    expect((await own.reader('1 1')('/listing')).status).toBe(503);
    status = 200;
    expect((await own.reader('1 1')('/listing')).status).toBe(200);
    await own.reader('1 1')('/listing');
    expect(asked).toBe(2);
  });

  it('shares one read between renders asking at once, and keeps paths apart by their headers', async () => {
    const own = answers();
    const read = own.reader('1 1');
    await Promise.all([read('/listing'), read('/listing'), read('/listing')]);
    expect(asked).toBe(1);
    await read('/listing', { 'x-list': 'a' });
    expect(asked).toBe(2);
  });

  it('holds a bounded number of paths, the oldest out first', async () => {
    const own = answers(2);
    const read = own.reader('1 1');
    await read('/listing?a');
    await read('/listing?b');
    await read('/listing?c');
    await read('/listing?b');
    expect(asked).toBe(3);
    await read('/listing?a');
    expect(asked).toBe(4);
  });
});
