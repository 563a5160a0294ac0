import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftAutosave } from './draft-autosave.js';

const fail = () => undefined;

describe('DraftAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after the last of several quick changes', async () => {
    const save = vi.fn(async () => undefined);
    const autosave = new DraftAutosave(save, fail, 2000);
    autosave.changed();
    await vi.advanceTimersByTimeAsync(1500);
    autosave.changed();
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs two saves at once: a change during a save is saved after it', async () => {
    let finish: () => void = () => undefined;
    let active = 0;
    let most = 0;
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          active += 1;
          most = Math.max(most, active);
          finish = () => {
            active -= 1;
            resolve();
          };
        }),
    );
    const autosave = new DraftAutosave(save, fail, 100);
    autosave.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.changed();
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    finish();
    await flushed;
    expect(most).toBe(1);
  });

  it('flush saves nothing when nothing changed, and keeps a failed change to save again', async () => {
    const save = vi.fn(async () => {
      throw new Error('409');
    });
    const autosave = new DraftAutosave(save, fail, 100);
    await autosave.flush();
    expect(save).not.toHaveBeenCalled();
    autosave.changed();
    await expect(autosave.flush()).rejects.toThrow('409');
    await expect(autosave.flush()).rejects.toThrow('409');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('tells what a save started by the countdown could not do', async () => {
    const failures: unknown[] = [];
    const autosave = new DraftAutosave(
      async () => {
        throw new Error('offline');
      },
      (failure) => failures.push(failure),
      100,
    );
    autosave.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(failures).toEqual([new Error('offline')]);
  });

  it('saves nothing after stop (a conflict, or the editor closing)', async () => {
    const save = vi.fn(async () => undefined);
    const autosave = new DraftAutosave(save, fail, 100);
    autosave.changed();
    autosave.stop();
    await vi.advanceTimersByTimeAsync(1000);
    await autosave.flush();
    expect(save).not.toHaveBeenCalled();
  });
});
