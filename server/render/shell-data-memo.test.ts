import { describe, expect, it } from 'vitest';
import type { ShellData } from './shell-data.js';
import { createShellDataMemo } from './shell-data-memo.js';

/** A loader that counts its calls and answers data naming the call. */
function counting() {
  let calls = 0;
  const load = (): Promise<ShellData> => {
    calls += 1;
    return Promise.resolve({ appName: `load ${calls}` } as ShellData);
  };
  return { load, calls: () => calls };
}

describe('createShellDataMemo', () => {
  it('loads a page and language once per content version, and again when the version moves', async () => {
    const memo = createShellDataMemo();
    const loader = counting();
    expect((await memo.load(4, 1, 'ku', loader.load)).appName).toBe('load 1');
    expect((await memo.load(4, 1, 'ku', loader.load)).appName).toBe('load 1');
    // Another language or page is its own entry.
    expect((await memo.load(4, 1, 'en', loader.load)).appName).toBe('load 2');
    expect((await memo.load(4, null, 'ku', loader.load)).appName).toBe('load 3');
    // A publish, a navigation or a setting raised the version: everything is loaded again.
    expect((await memo.load(5, 1, 'ku', loader.load)).appName).toBe('load 4');
    expect((await memo.load(5, 1, 'en', loader.load)).appName).toBe('load 5');
    expect(loader.calls()).toBe(5);
  });

  it('never answers a request that read an older version from a newer entry, nor keeps its load', async () => {
    const memo = createShellDataMemo();
    const loader = counting();
    await memo.load(7, 1, 'ku', loader.load);
    expect((await memo.load(6, 1, 'ku', loader.load)).appName).toBe('load 2');
    expect((await memo.load(6, 1, 'ku', loader.load)).appName).toBe('load 3');
    expect((await memo.load(7, 1, 'ku', loader.load)).appName).toBe('load 1');
  });

  it('shares one load between concurrent requests and does not keep a failed one', async () => {
    const memo = createShellDataMemo();
    let calls = 0;
    const failing = (): Promise<ShellData> => {
      calls += 1;
      return Promise.reject(new Error('database gone'));
    };
    const both = [memo.load(1, 1, 'ku', failing), memo.load(1, 1, 'ku', failing)];
    await expect(Promise.all(both)).rejects.toThrow('database gone');
    expect(calls).toBe(1);
    const loader = counting();
    expect((await memo.load(1, 1, 'ku', loader.load)).appName).toBe('load 1');
  });

  it('starts again past its bound instead of growing', async () => {
    const memo = createShellDataMemo(2);
    const loader = counting();
    await memo.load(1, 1, 'ku', loader.load);
    await memo.load(1, 2, 'ku', loader.load);
    await memo.load(1, 3, 'ku', loader.load);
    expect((await memo.load(1, 1, 'ku', loader.load)).appName).toBe('load 4');
  });
});
