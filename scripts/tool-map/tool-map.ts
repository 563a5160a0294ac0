/**
 * The tool map of docs/architecture.md: for each widget (a tool a visitor or retailer uses), the
 * folders that make it, found from the code itself so the map cannot go stale — its machines (the
 * state-machines/ folders its widget imports), its blocks (site/blocks/ folders naming its tag), its
 * API families (server/api/ folders importing a domain module the widget or machine uses that at
 * most two families import directly), the services those families call, the docs pages naming it, its tests
 * and its bundle (scripts/browser-bundles.mjs, which rollup.config.mjs builds).
 */
import { blockEnhancerBundles, widgetBundles } from '../browser-bundles.mjs';
import { isTest, type SourceGraph } from './source-graph.js';

export interface ToolRow {
  widget: string;
  tags: string[];
  machines: string[];
  blocks: string[];
  families: string[];
  services: string[];
  docs: string[];
  tests: number;
  e2e: string[];
  bundle: string;
}

/** The second path segment of files under `prefix/` (`widgets/quiz/x.ts` → `quiz`). */
function folderOf(path: string, prefix: string): string | undefined {
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const rest = path.slice(prefix.length + 1).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

/** A request path with its variable parts as `*`: `/public_api/listing/${key}/retailers` and `/public_api/listing/:id/retailers` agree. */
export function pathShape(path: string): string {
  return path
    .split('?')[0]!
    .replace(/\$\{[^}]*\}/g, '*')
    .replace(/:[a-zA-Z_]+/g, '*')
    .replace(/\/+$/, '');
}

/** Request paths written in `text` (string and template literals beginning with an API prefix). */
export function requestPaths(text: string): string[] {
  const found = text.matchAll(/['`](\/(?:public_api|api|cms\/api|auth|settings)(?:[^'`$]|\$\{[^}]*\})*)['`]/g);
  return [...found].map((m) => pathShape(m[1]!)).filter((p) => p !== '/settings');
}

/** The exported functions of widgets/runtime/api-client.ts, each with the paths its body requests. */
function runtimeCalls(text: string): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  const parts = text.split(/\nexport (?:async )?function /);
  for (const part of parts.slice(1)) calls.set(part.slice(0, part.search(/[(<]/)), requestPaths(part));
  return calls;
}

const SHARED_WIDGET = new Set(['ui', 'runtime', 'features', 'testing']);
const SHARED_MACHINE = new Set(['shared', 'testing']);
const NOT_SERVICES = new Set(['api', 'http', 'db', 'migrations', 'seed', 'render', 'testing', 'static']);

/** The bundles that come from folders (scripts/browser-bundles.mjs, as rollup.config.mjs builds them): entry file → name and tags. */
export function readBundles(root: string): Map<string, { name: string; tags: string[] }> {
  return new Map([...widgetBundles(root), ...blockEnhancerBundles(root)].map((b) => [b.input, { name: b.name, tags: b.tags }]));
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

export function toolRows(graph: SourceGraph, bundles: ReadonlyMap<string, { name: string; tags: string[] }>): ToolRow[] {
  const code = graph.files.filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !isTest(f));
  const importsOf = (files: readonly string[]) => files.flatMap((f) => graph.imports.get(f) ?? []);
  const inFolder = (prefix: string, name: string) => code.filter((f) => f.startsWith(`${prefix}/${name}/`));

  // The error answer is every route's and every widget's: which families import it says nothing about
  // which one a widget calls (docs/architecture.md, "Tool map").
  const SHARED_CONTRACTS = new Set(['domain/api-error.ts']);
  // Which API families (and the services they call) import each domain module.
  const familyNames = unique(code.map((f) => folderOf(f, 'server/api')).filter((n): n is string => !!n));
  const familyServices = new Map<string, string[]>();
  const domainUsers = new Map<string, Set<string>>();
  for (const family of familyNames) {
    const files = inFolder('server/api', family);
    const services = unique(
      importsOf(files)
        .map((f) => folderOf(f, 'server'))
        .filter((n): n is string => !!n && !NOT_SERVICES.has(n)),
    );
    familyServices.set(family, services);
    for (const target of importsOf(files))
      if (target.startsWith('domain/') && !SHARED_CONTRACTS.has(target))
        (domainUsers.get(target) ?? domainUsers.set(target, new Set()).get(target)!).add(family);
  }

  // Which API families answer each request path (their own literals and the domain constants they import).
  const pathFamilies = new Map<string, Set<string>>();
  for (const family of familyNames) {
    const files = inFolder('server/api', family);
    const texts = [...files, ...importsOf(files).filter((t) => t.startsWith('domain/'))].map((f) => graph.text(f));
    for (const path of texts.flatMap(requestPaths)) (pathFamilies.get(path) ?? pathFamilies.set(path, new Set()).get(path)!).add(family);
  }
  const calls = graph.files.includes('widgets/runtime/api-client.ts')
    ? runtimeCalls(graph.text('widgets/runtime/api-client.ts'))
    : new Map<string, string[]>();

  const widgets = unique(code.map((f) => folderOf(f, 'widgets')).filter((n): n is string => !!n && !SHARED_WIDGET.has(n)));
  return widgets.map((widget) => {
    const widgetFiles = inFolder('widgets', widget);
    const machines = unique(
      importsOf(widgetFiles)
        .map((f) => folderOf(f, 'state-machines'))
        .filter((n): n is string => !!n && !SHARED_MACHINE.has(n)),
    );
    const bundle = bundles.get(`widgets/${widget}/element.ts`);
    const tags = bundle?.tags ?? [`lrdx-${widget}`];
    const names = (text: string) => tags.some((tag) => text.includes(tag));
    const blocks = unique(
      graph.files.filter((f) => f.startsWith('site/blocks/') && !isTest(f) && names(graph.text(f))).map((f) => folderOf(f, 'site/blocks')!),
    ).filter(Boolean);
    const ownCode = [...widgetFiles, ...machines.flatMap((m) => inFolder('state-machines', m))];
    const ownTexts = [...ownCode, ...importsOf(ownCode).filter((t) => t.startsWith('domain/'))].map((f) => graph.text(f));
    const requested = [
      ...ownTexts.flatMap(requestPaths),
      ...[...calls].filter(([name]) => ownTexts.some((t) => new RegExp(`\\b${name}\\b`).test(t))).flatMap(([, paths]) => paths),
    ];
    const families = unique([
      ...requested.flatMap((path) => [...(pathFamilies.get(path) ?? [])]),
      ...importsOf(ownCode)
        .filter((t) => t.startsWith('domain/'))
        .flatMap((t) => {
          const users = domainUsers.get(t);
          return users && users.size <= 2 ? [...users] : [];
        }),
    ]);
    const services = unique(families.flatMap((f) => familyServices.get(f) ?? []));
    const docs = graph.files.filter(
      (f) =>
        f.startsWith('docs/') &&
        f.endsWith('.md') &&
        f !== 'docs/architecture.md' &&
        (names(graph.text(f)) || graph.text(f).includes(`widgets/${widget}/`)),
    );
    const folders = [
      `widgets/${widget}/`,
      ...machines.map((m) => `state-machines/${m}/`),
      ...blocks.map((b) => `site/blocks/${b}/`),
      ...families.map((f) => `server/api/${f}/`),
    ];
    const tests = graph.files.filter((f) => /\.test\.(ts|tsx)$/.test(f) && folders.some((folder) => f.startsWith(folder))).length;
    const e2e = graph.files.filter((f) => f.startsWith('e2e/') && f.endsWith('.e2e.test.ts') && names(graph.text(f)));
    return { widget, tags, machines, blocks, families, services, docs, tests, e2e, bundle: bundle?.name ?? '—' };
  });
}

const list = (values: readonly string[], prefix = '') => (values.length ? values.map((v) => `\`${prefix}${v}\``).join(', ') : '—');

/** The map as a Markdown table, one row per widget. */
export function toolMapMarkdown(rows: readonly ToolRow[]): string {
  const lines = [
    '| tool (widget) | machine | blocks | API families | services | docs | tests | bundle |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows)
    lines.push(
      `| \`widgets/${row.widget}/\` (${list(row.tags)}) | ${list(row.machines, 'state-machines/')} | ${list(row.blocks)} | ${list(row.families, 'server/api/')} | ${list(row.services, 'server/')} | ${row.docs.map((d) => `[${d.replace('docs/', '')}](${d.replace('docs/', '')})`).join(', ') || '—'} | ${row.tests} beside the code; e2e: ${row.e2e.map((e) => `\`${e.replace('e2e/', '')}\``).join(', ') || '—'} | \`${row.bundle}\` |`,
    );
  return lines.join('\n');
}
