/**
 * Every answer combination of a quiz and its outcome, as the table docs/quizzes.md shows (the
 * test regenerates it from the scoring and compares). A multi-select question becomes one yes/no
 * column per answer. Rows whose outcome does not depend on a column are merged into one row with
 * "any" in that column, so the table stays readable while still covering every combination.
 */
import type { QuizAnswers, QuizConfig, QuizOutcome } from './types.js';

export const ANY = 'any';

export interface TableColumn {
  label: string;
  values: readonly string[];
}

export interface TableRow {
  cells: string[];
  outcome: string;
}

export function columnsOf(config: QuizConfig): TableColumn[] {
  return config.questions.flatMap((q) =>
    q.multi ? q.answers.map((a) => ({ label: `${q.id}: ${a}`, values: ['yes', 'no'] })) : [{ label: q.id, values: q.answers }],
  );
}

/** Every valid answer set (a multi-select question: every non-empty subset). */
export function allAnswerSets(config: QuizConfig): QuizAnswers[] {
  let sets: Record<string, string[]>[] = [{}];
  for (const q of config.questions) {
    const choices = q.multi
      ? Array.from({ length: 2 ** q.answers.length - 1 }, (_, i) => q.answers.filter((_a, bit) => ((i + 1) >> bit) & 1))
      : q.answers.map((a) => [a]);
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [q.id]: choice })));
  }
  return sets;
}

export function cellsOf(config: QuizConfig, answers: QuizAnswers): string[] {
  return config.questions.flatMap((q) =>
    q.multi ? q.answers.map((a) => (answers[q.id]?.includes(a) ? 'yes' : 'no')) : [answers[q.id]?.[0] ?? ''],
  );
}

export const describeOutcome = (outcome: QuizOutcome): string =>
  outcome.alternatives.length ? `${outcome.result} (alternatives: ${outcome.alternatives.join(', ')})` : outcome.result;

/** Whether a row (with "any" cells) covers the cells of one combination. */
export const rowCovers = (row: TableRow, cells: readonly string[]): boolean => row.cells.every((c, i) => c === ANY || c === cells[i]);

export function resultTable(config: QuizConfig): TableRow[] {
  const columns = columnsOf(config);
  const combos = allAnswerSets(config).map((a) => ({ cells: cellsOf(config, a), outcome: describeOutcome(config.score(a)) }));
  let rows: TableRow[] = combos.map((c) => ({ cells: c.cells, outcome: c.outcome }));
  // From the last column to the first: rows equal but in this column, with one outcome, become one
  // "any" row when together they cover every combination the "any" row would (so combinations
  // that cannot occur, such as a multi-select with nothing ticked, do not block the merge, and no
  // combination is ever covered twice).
  for (let column = columns.length - 1; column >= 0; column--) {
    const groups = new Map<string, TableRow[]>();
    for (const row of rows) {
      const key = row.cells.map((c, i) => (i === column ? '*' : c)).join('|');
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    rows = [...groups.values()].flatMap((group) => {
      const first = group[0] as TableRow;
      if (new Set(group.map((r) => r.outcome)).size !== 1) return group;
      const merged = { cells: first.cells.map((c, i) => (i === column ? ANY : c)), outcome: first.outcome };
      const inMerged = combos.filter((c) => rowCovers(merged, c.cells));
      const inGroup = inMerged.filter((c) => group.some((r) => rowCovers(r, c.cells)));
      return inGroup.length === inMerged.length ? [merged] : group;
    });
  }
  return rows;
}

export function resultTableMarkdown(config: QuizConfig): string {
  const columns = columnsOf(config);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([...columns.map((c) => c.label), 'result']),
    line([...columns.map(() => '---'), '---']),
    ...resultTable(config).map((row) => line([...row.cells, row.outcome])),
  ].join('\n');
}
