/**
 * Stock widgets' first pages drawn once per answer they show (docs/caching.md, "Render cost").
 * A first page is a pure function of the element, the URL and the JSON answers it read from the
 * server's own routes (the listing, `/settings`, a currency rate). So:
 *
 * - a render reads each answer through `session(read).getJson` (`read`: the render's reader of kept
 *   answers, own-answers.ts), which hands back the same parsed object for a path as long as the
 *   answer's text is unchanged (it is compared, not trusted by age);
 * - `session().memo` keeps a draw under its key and the identities of every object that render read.
 *   Another answer (a stock change, a price setting, another process's publish) is another object, so
 *   a kept draw is only ever given for exactly the answers it was drawn from, on any process.
 *
 * The draws hold nothing of one response: the CSP nonce is added outside them. Both maps are bounded
 * (least recently used out first); the page cache in front keeps whole pages.
 */
import type { DrawMemo } from '../../domain/stock-first-page.js';
import type { OwnAnswerRead } from './own-answers.js';
import { ownJsonTextReader } from './own-json.js';

/** Paths whose parsed answer is kept: a listing answer is about 50 KB of text. */
const MAX_ANSWERS = 64;
/** Draws kept: a first page is its markup and its embedded answer, about 150 KB. */
const MAX_DRAWS = 64;

export interface FirstPageReads {
  /** GET of one of the server's own JSON routes; throws unless it answers 200. */
  getJson(path: string): Promise<unknown>;
  /** Keeps a draw for this key and exactly the answers this render has read. */
  memo: DrawMemo;
}

export interface FirstPageDraws {
  /** The reads and the memo of one widget's first page in one render, read with `read` (own-answers.ts). */
  session(read: OwnAnswerRead): FirstPageReads;
  /** Draws made (not given from the memo) since start: tests read it. */
  readonly drawn: number;
}

/** Reads a kept entry and marks it most recently used. */
function touch<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}

function keep<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}

export function createFirstPageDraws(): FirstPageDraws {
  const answers = new Map<string, { text: string; value: unknown }>();
  const draws = new Map<string, unknown>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  let drawn = 0;
  const idOf = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    let id = ids.get(value);
    if (id === undefined) {
      id = nextId += 1;
      ids.set(value, id);
    }
    return `#${id}`;
  };

  return {
    get drawn() {
      return drawn;
    },
    session(reader) {
      const readText = ownJsonTextReader(reader);
      const read: unknown[] = [];
      return {
        async getJson(path) {
          const text = await readText(path);
          const kept = touch(answers, path);
          const value = kept?.text === text ? kept.value : (JSON.parse(text) as unknown);
          if (kept?.value !== value) keep(answers, path, { text, value }, MAX_ANSWERS);
          read.push(value);
          return value;
        },
        memo<T>(key: string, draw: () => T): T {
          const full = `${key} ${read.map(idOf).sort().join(',')}`;
          const kept = touch(draws, full);
          if (kept !== undefined) return kept as T;
          const value = draw();
          drawn += 1;
          keep(draws, full, value, MAX_DRAWS);
          return value;
        },
      };
    },
  };
}
