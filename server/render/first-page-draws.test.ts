import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFirstPageDraws } from './first-page-draws.js';
import { ownAnswerReader } from './own-answers.js';

describe('first page draws', () => {
  let app: FastifyInstance;
  let price = 100;
  beforeEach(async () => {
    price = 100;
    app = Fastify();
    app.get('/listing', async () => ({ data: [{ id: 1, price }] }));
    app.get('/settings', async () => ({ data: [{ key: 'currency', value: 'USD' }] }));
    app.get('/broken', async (_request, reply) => reply.code(503).send({ code: 'busy' }));
    await app.ready();
  });
  afterEach(() => app.close());

  /** One render of a widget: reads both answers, then draws (or is given the kept draw). */
  async function render(draws: ReturnType<typeof createFirstPageDraws>, key = 'locator'): Promise<string> {
    const reads = draws.session(ownAnswerReader(app));
    const [listing] = (await Promise.all([reads.getJson('/listing'), reads.getJson('/settings')])) as [
      { data: { price: number }[] },
      unknown,
    ];
    return reads.memo(key, () => `cards at ${listing.data[0]?.price}`);
  }

  it('draws once for the same answers and the same key', async () => {
    const draws = createFirstPageDraws();
    expect(await render(draws)).toBe('cards at 100');
    expect(await render(draws)).toBe('cards at 100');
    expect(draws.drawn).toBe(1);
    expect(await render(draws, 'another element')).toBe('cards at 100');
    expect(draws.drawn).toBe(2);
  });

  it('draws again when an answer changed, as after a price change made by another process', async () => {
    const draws = createFirstPageDraws();
    expect(await render(draws)).toBe('cards at 100');
    price = 90;
    expect(await render(draws)).toBe('cards at 90');
    expect(draws.drawn).toBe(2);
    price = 100;
    expect(await render(draws)).toBe('cards at 100');
    expect(draws.drawn).toBe(3);
  });

  it('keeps a bounded number of draws, the least recently used out first', async () => {
    const draws = createFirstPageDraws();
    for (let i = 0; i < 70; i += 1) await render(draws, `element ${i}`);
    expect(draws.drawn).toBe(70);
    await render(draws, 'element 69');
    expect(draws.drawn).toBe(70);
    await render(draws, 'element 0');
    expect(draws.drawn).toBe(71);
  });

  it('refuses an answer other than 200', async () => {
    const reads = createFirstPageDraws().session(ownAnswerReader(app));
    await expect(reads.getJson('/broken')).rejects.toThrow('/broken answered 503');
  });
});
