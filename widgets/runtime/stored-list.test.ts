import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedList } from './stored-list.js';

const list = () =>
  storedList<string[]>({
    key: 'test_list',
    changeEvent: 'test-list-change',
    parse: (stored) => (stored ? (JSON.parse(stored) as string[]) : []),
    warnWithoutStorage: true,
  });

describe('storedList without storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stays silent in a server render, which has no storage by design', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = list();
    for (let i = 0; i < 3; i += 1) expect(saved.read()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once in a browser without storage, however often the list is read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', new EventTarget());
    const saved = list();
    for (let i = 0; i < 3; i += 1) expect(saved.read()).toEqual([]);
    expect(saved.write(['a'])).toEqual(['a']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('There is no localStorage');
  });
});
