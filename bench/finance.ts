/**
 * The finance calculator in the benchmark: the maths' throughput (quotes per second of
 * calculateFinance, exact decimals; it must stay trivial beside a render) and the widget's own code
 * against its 25 KB gzip budget: its entry and every chunk it imports statically except the shared
 * runtime (decimal.js and domain/finance included), plus its largest language chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { calculateFinance, type FinanceMethod } from '../domain/finance/index.js';
import { kb, printTable } from './table.js';

const DIST = 'dist';
export const FINANCE_WIDGET_BUDGET = 25 * 1024;

interface ManifestBundle {
  name: string;
  file: string;
  kind: string;
  imports: string[];
}

function throughput(method: FinanceMethod, runs: number): { perSecond: number; microseconds: number } {
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) {
    const result = calculateFinance({
      method,
      price: 60_000 + (i % 1000) * 97,
      downPaymentPercent: 20 + (i % 7) * 5,
      months: 48 + (i % 4) * 12,
      annualRatePercent: (i % 9) * 0.75,
      balloonPercent: 30,
    });
    if (!result.ok) throw new Error(`bench input refused: ${result.field}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: runs / seconds, microseconds: (seconds / runs) * 1e6 };
}

/** Prints both tables; returns the labels over budget. */
export function reportFinance(runs = 20_000): string[] {
  const rows = (['annuity', 'balloon', 'flat'] as const).map((method) => {
    const { perSecond, microseconds } = throughput(method, runs);
    return [method, String(runs), `${Math.round(perSecond).toLocaleString('en')} /s`, `${microseconds.toFixed(1)} µs`];
  });
  printTable('Finance maths (calculateFinance, decimal.js)', ['method', 'quotes', 'throughput', 'per quote'], rows);

  const over: string[] = [];
  if (!existsSync(join(DIST, 'manifest.json'))) {
    console.log('\nFinance calculator bundle: dist/ is not built (npm run build)');
    return over;
  }
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as { bundles: ManifestBundle[] };
  const byFile = new Map(manifest.bundles.map((b) => [b.file, b]));
  const entry = manifest.bundles.find((b) => b.name === 'finance-calculator' && b.kind === 'widget');
  if (!entry) throw new Error('the finance-calculator widget is missing from dist/manifest.json');
  const own = new Set<string>();
  const visit = (file: string) => {
    const bundle = byFile.get(file);
    if (own.has(file) || bundle?.kind === 'runtime') return;
    own.add(file);
    for (const dep of bundle?.imports ?? []) visit(dep);
  };
  visit(entry.file);
  const gzip = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  const language = Math.max(
    ...manifest.bundles.filter((b) => b.kind === 'language' && b.file.includes('finance-calculator-')).map((b) => gzip(b.file)),
  );
  const total = [...own].reduce((sum, file) => sum + gzip(file), 0) + language;
  const ok = total <= FINANCE_WIDGET_BUDGET;
  if (!ok) over.push('finance calculator widget');
  printTable(
    'Finance calculator widget, own code (gzip -9, without the shared runtime)',
    ['what', 'gzip', 'budget', ''],
    [[`${own.size} files + largest language`, kb(total), kb(FINANCE_WIDGET_BUDGET), ok ? 'ok' : 'OVER']],
  );
  return over;
}
