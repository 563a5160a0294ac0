import { describe, expect, it } from 'vitest';
import { PortTakenError, startOnFreePort } from './port-taken.js';

describe('startOnFreePort', () => {
  it('starts again on a new port, after beforeRetry, when the port was taken meanwhile', async () => {
    const ports = [4001, 4002, 4003];
    const tried: number[] = [];
    let cleaned = 0;
    const started = await startOnFreePort(
      async () => ports.shift()!,
      async (port) => {
        tried.push(port);
        if (port < 4003) throw new PortTakenError(`EADDRINUSE ${port}`);
        return `on ${port}`;
      },
      () => cleaned++,
    );
    expect(started).toBe('on 4003');
    expect(tried).toEqual([4001, 4002, 4003]);
    expect(cleaned).toBe(2);
  });

  it('throws any other failure at once, and the port failure after five tries', async () => {
    let tries = 0;
    const other = startOnFreePort(
      async () => 4001,
      async () => {
        tries++;
        throw new Error('the server crashed');
      },
    );
    await expect(other).rejects.toThrow('the server crashed');
    expect(tries).toBe(1);
    tries = 0;
    const taken = startOnFreePort(
      async () => 4001,
      async () => {
        tries++;
        throw new PortTakenError('EADDRINUSE');
      },
    );
    await expect(taken).rejects.toBeInstanceOf(PortTakenError);
    expect(tries).toBe(5);
  });
});
