/** freePort: a port that can be listened on, also while the usual fixed ports (8080, 18080) are taken. */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const listen = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  const held: Server[] = [];
  beforeAll(async () => {
    // Taken by this test if free; already taken by someone else otherwise. Either way not usable.
    for (const port of [8080, 18080]) {
      const server = await listen(port);
      if (server) held.push(server);
    }
  });
  afterAll(async () => {
    await Promise.all(held.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('gives distinct ports that can be listened on, none of them a taken one', async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) {
      expect([8080, 18080]).not.toContain(port);
      const server = await listen(port);
      expect(server, `port ${port} is free`).not.toBeNull();
      await new Promise((resolve) => server?.close(resolve));
    }
  });
});
