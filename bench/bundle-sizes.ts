/**
 * Bundle sizes against the architecture's budgets: each file's minified size and gzip (level 9) size,
 * and the JavaScript a content page without widgets downloads (the loader plus what it imports for
 * the site's own elements, following static imports). Standalone: `npx tsx bench/bundle-sizes.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, printTable } from './table.js';

const DIST = 'dist';
const BUDGET = { loader: 2 * 1024, runtime: 48 * 1024, widget: 40 * 1024, contentPage: 30 * 1024 };
/** Each interactive tool's own code (docs/architecture.md, "Tests") stays within 25 KB gzip on top of the shared runtime. */
const TOOL_BUDGET: Readonly<Record<string, number>> = { 'retailer-locator': 25 * 1024 };

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
  for (const b of manifest.bundles.filter((x) => x.kind === 'widget'))
    add(`widget ${b.name}`, b.file, TOOL_BUDGET[b.name] ?? BUDGET.widget);
  // The locator's map (Leaflet and its CSS): a chunk loaded only when a map is shown, listed for its weight.
  for (const b of manifest.bundles.filter((x) => x.name === 'leaflet-map')) add('chunk retailer-locator map (lazy)', b.file, undefined);
  for (const b of manifest.bundles.filter((x) => x.kind === 'site')) add(`site ${b.name}`, b.file, undefined);
  for (const b of manifest.bundles.filter((x) => x.kind === 'language')) add(`translations ${b.name}`, b.file, undefined);

  // A content page without widgets loads the loader, the shell's elements and the enhancers of the blocks it
  // shows (and what they import). Two rows: the shell alone, and every enhancer at once (the worst case:
  // the QA page /ku/blocks shows every block).
  const pageRow = (label: string, bundles: ManifestBundle[]) => {
    const files = new Set<string>(['loader.js']);
    for (const b of bundles) for (const f of staticImports(b.file, byFile)) files.add(f);
    const gzip = [...files].reduce((sum, f) => sum + sizes(f).gzip, 0);
    const min = [...files].reduce((sum, f) => sum + sizes(f).min, 0);
    const ok = gzip <= BUDGET.contentPage;
    if (!ok) overBudget.push(label);
    rows.push([label, `${files.size} files`, kb(min), kb(gzip), kb(BUDGET.contentPage), ok ? 'ok' : 'OVER']);
  };
  const siteBundles = manifest.bundles.filter((x) => x.kind === 'site');
  pageRow(
    'content page JS: loader + shell elements',
    siteBundles.filter((b) => b.name === 'site-elements'),
  );
  pageRow('content page JS: loader + shell + every block enhancer', siteBundles);

  printTable('Bundle sizes (min + gzip -9)', ['what', 'file', 'min', 'gzip', 'budget', ''], rows);
  return { overBudget };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { overBudget } = reportBundleSizes();
  if (overBudget.length > 0) console.log(`\nOver budget: ${overBudget.join(', ')}`);
}
