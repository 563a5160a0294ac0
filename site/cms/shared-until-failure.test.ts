import { describe, expect, it, vi } from 'vitest';
import { sharedUntilFailure } from './shared-until-failure.js';

describe('sharedUntilFailure', () => {
  it('asks once for every caller while the request stands', async () => {
    const load = vi.fn(() => Promise.resolve(['erbil']));
    const shared = sharedUntilFailure(load);
    expect(await Promise.all([shared(), shared()])).toEqual([['erbil'], ['erbil']]);
    expect(await shared()).toEqual(['erbil']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['erbil']);
    const shared = sharedUntilFailure<string[]>(load);
    await expect(shared()).rejects.toThrow('offline');
    expect(await shared()).toEqual(['erbil']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
