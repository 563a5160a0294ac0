/**
 * Bundle sizes against the architecture's budgets: each file's minified size and gzip (level 9) size,
 * and the JavaScript a content page without widgets downloads (the loader plus what it imports for
 * the site's own elements, following static imports).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, printTable } from './table.js';

const DIST = 'dist';
const BUDGET = { loader: 2 * 1024, runtime: 48 * 1024, widget: 40 * 1024, contentPage: 30 * 1024 };

interface ManifestBundle {
  name: string;
  file: string;
  kind: 'runtime' | 'widget' | 'site' | 'language' | 'loader';
  imports: string[];
}

interface Manifest {
  tags: Record<string, string>;
  bundles: ManifestBundle[];
}

function sizes(file: string): { min: number; gzip: number } {
  const body = readFileSync(join(DIST, file));
  return { min: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** Files a module imports statically (the browser fetches them before running it). */
function staticImports(file: string, byFile: Map<string, ManifestBundle>, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) staticImports(dep, byFile, seen);
  return seen;
}

export function reportBundleSizes(): { overBudget: string[] } {
  if (!existsSync(join(DIST, 'loader.js'))) throw new Error('dist/ is not built: run npm run build');
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(manifest.bundles.map((b) => [b.file, b]));
  const rows: string[][] = [];
  const overBudget: string[] = [];
  const add = (label: string, file: string, budget: number | undefined) => {
    const s = sizes(file);
    const ok = budget === undefined || s.gzip <= budget;
    if (!ok) overBudget.push(label);
    rows.push([
      label,
      file,
      kb(s.min),
      kb(s.gzip),
      budget === undefined ? '-' : kb(budget),
      budget === undefined ? '' : ok ? 'ok' : 'OVER',
    ]);
  };
  add('loader', 'loader.js', BUDGET.loader);
  for (const b of manifest.bundles.filter((x) => x.kind === 'runtime')) add('shared widget runtime', b.file, BUDGET.runtime);
  for (const b of manifest.bundles.filter((x) => x.kind === 'widget')) add(`widget ${b.name}`, b.file, BUDGET.widget);
  for (const b of manifest.bundles.filter((x) => x.kind === 'site')) add(`site ${b.name}`, b.file, undefined);
  for (const b of manifest.bundles.filter((x) => x.kind === 'language')) add(`translations ${b.name}`, b.file, undefined);

  // A content page without widgets loads the loader and the site's own elements (and what they import).
  const pageFiles = new Set<string>(['loader.js']);
  for (const b of manifest.bundles.filter((x) => x.kind === 'site')) for (const f of staticImports(b.file, byFile)) pageFiles.add(f);
  const pageGzip = [...pageFiles].reduce((sum, f) => sum + sizes(f).gzip, 0);
  const pageMin = [...pageFiles].reduce((sum, f) => sum + sizes(f).min, 0);
  const pageOk = pageGzip <= BUDGET.contentPage;
  if (!pageOk) overBudget.push('content page JS');
  rows.push([
    'content page JavaScript (loader + site elements, no widgets)',
    `${pageFiles.size} files`,
    kb(pageMin),
    kb(pageGzip),
    kb(BUDGET.contentPage),
    pageOk ? 'ok' : 'OVER',
  ]);

  printTable('Bundle sizes (min + gzip -9)', ['what', 'file', 'min', 'gzip', 'budget', ''], rows);
  return { overBudget };
}
