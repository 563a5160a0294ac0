/** Prints aligned plain-text tables (the benchmark report is read in a terminal and in CI logs). */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
