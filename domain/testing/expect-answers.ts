import { expect } from 'vitest';

/**
 * A function's answers as a table: each row is the arguments of one call and, last, the answer it
 * must give. Rules of the domain are mostly pure functions over a few values, and their tests read
 * best as such a table (one rule, many cases) rather than one `expect` line per case.
 */
export function expectAnswers<Args extends readonly unknown[], Answer>(
  rule: (...args: Args) => Answer,
  rows: ReadonlyArray<readonly [...Args, Answer]>,
): void {
  for (const row of rows) {
    const args = row.slice(0, -1) as unknown as Args;
    // The arguments name the failing row in the message.
    expect(rule(...args), JSON.stringify(args)).toEqual(row[row.length - 1]);
  }
}
