/**
 * A bench script's figures as JSON, for a report that runs it in a process of its own and prints
 * several runs side by side (bench/million.ts): written to REPORT_JSON when that is set.
 */
import { writeFileSync } from 'node:fs';

export function writeReportJson(figures: object): void {
  const file = process.env.REPORT_JSON;
  if (file) writeFileSync(file, JSON.stringify(figures));
}
