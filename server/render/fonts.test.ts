/**
 * The Arabic-script faces are cut to ARABIC_RANGE (fonts.ts): a character the product writes
 * outside it would show in the system's fallback face, in the middle of a Kurdish word. This
 * scans every source text (translations, seed content, labels) for Arabic-script characters.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_RANGE } from './fonts.js';

const ROOTS = ['domain', 'site', 'widgets', 'server', 'state-machines', 'loader', 'examples'];
const ARABIC_SCRIPT = /[\u0600-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

function inRange(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests may hold odd characters on purpose (the letter-folding tests hold presentation forms).
    return /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the cut Arabic-script faces', () => {
  it('cover every Arabic-script character the product writes', () => {
    const covered = inRange(ARABIC_RANGE);
    const missing = new Map<string, string>();
    for (const file of ROOTS.flatMap(sourceFiles)) {
      for (const [char] of readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT)) {
        if (!covered(char.codePointAt(0)!) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect([...missing].map(([char, file]) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} ${char} (${file})`)).toEqual([]);
  });

  it('keep the Sorani letters and the Arabic-Indic digits', () => {
    const covered = inRange(ARABIC_RANGE);
    for (const char of 'ئابپتجچحخدرڕزژسشعغفڤقکگلڵمنھەوۆیێ٠١٢٣٤٥٦٧٨٩،؟٫') expect(covered(char.codePointAt(0)!), char).toBe(true);
  });
});
