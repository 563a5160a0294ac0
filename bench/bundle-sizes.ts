/**
 * Bundle sizes against the architecture's budgets: each file's minified size and gzip (level 9) size,
 * and the JavaScript a content page without widgets downloads (the loader plus what it imports for
 * the site's own elements, following static imports).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, printTable } from './table.js';

const DIST = 'dist';
const BUDGET = { loader: 2 * 1024, runtime: 48 * 1024, widget: 40 * 1024, contentPage: 30 * 1024 };

interface Manifest {
  runtime?: string[];
  widgets?: Record<string, string>;
  site?: string[];
}

function listJs(folder: string): string[] {
  const dir = join(DIST, folder);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(folder, f)) : [];
}

function sizes(file: string): { min: number; gzip: number } {
  const body = readFileSync(join(DIST, file));
  return { min: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** Files a module imports statically (the browser fetches them before running it). */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    const spec = match[1] ?? '';
    if (!spec.startsWith('.')) continue;
    const target = relative(resolve(DIST), resolve(DIST, dirname(file), spec));
    if (existsSync(join(DIST, target))) staticImports(target, seen);
  }
  return seen;
}

export function reportBundleSizes(): { overBudget: string[] } {
  if (!existsSync(join(DIST, 'loader.js'))) throw new Error('dist/ is not built: run npm run build');
  const manifest: Manifest = existsSync(join(DIST, 'manifest.json')) ? JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) : {};
  const runtime = new Set(manifest.runtime ?? listJs('chunks').filter((f) => /runtime/.test(f)));
  const rows: string[][] = [];
  const overBudget: string[] = [];
  const add = (label: string, file: string, budget: number | undefined) => {
    const s = sizes(file);
    const ok = budget === undefined || s.gzip <= budget;
    if (!ok) overBudget.push(label);
    rows.push([label, file, kb(s.min), kb(s.gzip), budget === undefined ? '-' : kb(budget), budget === undefined ? '' : ok ? 'ok' : 'OVER']);
  };
  add('loader', 'loader.js', BUDGET.loader);
  for (const file of runtime) add('shared widget runtime', file, BUDGET.runtime);
  for (const file of listJs('widgets')) add(`widget ${file.replace(/^widgets\/|-[\w-]{6,}\.js$/g, '')}`, file, BUDGET.widget);
  for (const file of listJs('chunks').filter((f) => !runtime.has(f))) add('chunk', file, undefined);

  const siteEntries = manifest.site ?? listJs('widgets').filter((f) => /site/.test(f));
  const pageFiles = new Set<string>(['loader.js']);
  for (const entry of siteEntries) for (const f of staticImports(entry)) pageFiles.add(f);
  const pageGzip = [...pageFiles].reduce((sum, f) => sum + sizes(f).gzip, 0);
  const pageMin = [...pageFiles].reduce((sum, f) => sum + sizes(f).min, 0);
  const pageOk = pageGzip <= BUDGET.contentPage;
  if (!pageOk) overBudget.push('content page JS');
  rows.push(['content page JS (no widgets)', `${pageFiles.size} files`, kb(pageMin), kb(pageGzip), kb(BUDGET.contentPage), pageOk ? 'ok' : 'OVER']);

  printTable('Bundle sizes (min + gzip -9)', ['what', 'file', 'min', 'gzip', 'budget', ''], rows);
  return { overBudget };
}
