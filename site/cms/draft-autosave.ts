/**
 * The page editor's autosave (docs/cms-editor.md, "Autosave"): every change restarts a short
 * countdown; when it runs out the draft is saved. One save at a time: a change during a save is
 * saved after it. `flush()` saves now (the Save, Publish and page-switch paths) and waits for a save
 * under way, so two saves never race with the same page version. The save itself sends the version
 * the editor holds, so a newer version on the server still answers 409 and the autosave stops.
 */
export interface AutosaveTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: AutosaveTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** How long the editor waits after the last change before saving by itself. */
export const AUTOSAVE_DELAY_MS = 2000;

export class DraftAutosave {
  #timer: unknown = null;
  #running: Promise<void> | null = null;
  #changedSinceStart = false;
  #stopped = false;

  /**
   * `save` saves the editor's latest data (it decides itself whether there is anything to save);
   * `onFailure` hears what a save started by the countdown could not do (a flush rejects instead).
   */
  constructor(
    private readonly save: () => Promise<void>,
    private readonly onFailure: (failure: unknown) => void,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
    private readonly timers: AutosaveTimers = browserTimers,
  ) {}

  /** The editor changed the page: (re)start the countdown. */
  changed(): void {
    if (this.#stopped) return;
    this.#changedSinceStart = true;
    this.#clear();
    this.#timer = this.timers.setTimeout(() => {
      this.#timer = null;
      this.flush().catch(this.onFailure);
    }, this.delayMs);
  }

  /** Saves now, after any save under way; rejects with the save's failure. */
  async flush(): Promise<void> {
    this.#clear();
    while (this.#running) await this.#running.catch(() => undefined);
    if (this.#stopped || !this.#changedSinceStart) return;
    this.#changedSinceStart = false;
    const running = this.save();
    this.#running = running;
    try {
      await running;
    } catch (failure) {
      // Not saved: what changed is still to save at the next change or flush.
      this.#changedSinceStart = true;
      throw failure;
    } finally {
      this.#running = null;
    }
  }

  /** No more saves (the editor is closing, or the server holds a newer version). */
  stop(): void {
    this.#stopped = true;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== null) this.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
