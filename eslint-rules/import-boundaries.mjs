/**
 * The "may import" table of docs/architecture.md ("Who may import whom", generated from MAY_IMPORT below) as one ESLint rule.
 *
 * Every relative import (static, re-export, `import type`, or a dynamic `import('...')` with a
 * literal path) is resolved against the importing file and both sides are sorted into zones (a
 * top-level folder, or a folder one level down where the architecture draws a line inside one).
 * A zone may import itself and the zones its row of MAY_IMPORT names; anything else of ours is an
 * error. Packages (bare specifiers) are not this rule's business. Files of no zone (scripts/, e2e/,
 * bench/, examples/, root files) are free. Tests are held to the same rows as the code beside them,
 * and may in addition import the test-only helpers (TEST_SUPPORT), which nothing else may import.
 * The programs' own zones (PROGRAMS_ONLY: the demo seed) are imported only by a row that names
 * them (`server/main`), by tests and by test helpers (files under a `testing/` folder).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file sits in <root>/eslint-rules/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Zone → the zones it may import (besides itself). `*` stands for "any one folder": a widget
 * folder `widgets/*` is any widget but `ui`, `runtime` and `features`; `widgets/*` importing
 * `widgets/*` means importing itself only, never a sibling.
 */
export const MAY_IMPORT = {
  domain: [],
  // One folder per machine; shared helpers, and the test harness for the machine tests.
  'state-machines/*': ['domain', 'state-machines/shared'],
  'state-machines/shared': ['domain'],
  'state-machines/testing': ['domain', 'state-machines/shared'],
  // Shared widget code never imports a widget folder.
  'widgets/testing': ['domain', 'state-machines/*', 'widgets/ui', 'widgets/runtime', 'widgets/features'],
  'widgets/ui': ['domain', 'state-machines/*', 'widgets/runtime'],
  'widgets/runtime': ['domain', 'state-machines/*', 'widgets/ui'],
  'widgets/features': ['domain', 'state-machines/*', 'widgets/ui', 'widgets/runtime'],
  'widgets/*': ['domain', 'state-machines/*', 'widgets/ui', 'widgets/runtime', 'widgets/features'],
  loader: [],
  site: ['domain', 'widgets/ui', 'widgets/runtime'],
  // A route family never imports another family.
  'server/api/*': ['domain', 'site', 'server', 'server/db', 'server/migrations', 'server/api'],
  'server/api': ['domain', 'site', 'server', 'server/db', 'server/migrations', 'server/api/*'],
  // The lowest server layer: the schema, the connections and the stock version; it knows SQL
  // dialects and nothing of the server above it.
  'server/db': ['domain'],
  // The migrations and their runner: the readiness probe and the backup ask it what has run; a
  // migration may reuse a service's pure helper (the lead search text it refills).
  'server/migrations': ['domain', 'server/db', 'server'],
  // The demo seed is a program: it writes through the services' tables and reads the site's block
  // templates; production code never imports it (PROGRAMS_ONLY).
  'server/seed': ['domain', 'site', 'server', 'server/db', 'server/migrations'],
  // A widget's server-render entry (widgets/<name>/server-render.tsx: its first paint rendered into the
  // page, e.g. the stock locator's first page) is the one door from the server into a widget; the
  // entry itself is held to its widget's row.
  'widgets/*/server-render': ['domain', 'state-machines/*', 'widgets/ui', 'widgets/runtime', 'widgets/features'],
  server: ['domain', 'site', 'server/db', 'server/migrations', 'server/api', 'server/api/*', 'widgets/*/server-render'],
  // The process's entry (server/main.ts): the server, and the seed it runs on an empty database.
  'server/main': ['domain', 'site', 'server', 'server/db', 'server/migrations', 'server/seed'],
};

/** Test-only helpers: any test file may import them, no other file may. */
export const TEST_SUPPORT = ['state-machines/testing', 'widgets/testing'];
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * Programs' zones that the code serving requests never imports: only a row that names them, tests
 * and test helpers (a test app that seeds its database) may.
 */
export const PROGRAMS_ONLY = ['server/seed'];
const isTestHelper = (file) => isTest(file) || /(^|\/)testing\//.test(file);

const SHARED_WIDGET_FOLDERS = new Set(['ui', 'runtime', 'features', 'testing']);
const MACHINE_SUPPORT_FOLDERS = new Set(['shared', 'testing']);

/**
 * The zone of a path relative to the root, as `{ key, name }`: `key` is the MAY_IMPORT row
 * (`widgets/*`), `name` the concrete folder (`widgets/stock-locator`). Null outside every zone.
 */
export function zoneOf(relative) {
  const parts = relative.split('/');
  const [top, second, third] = parts;
  const inFolder = parts.length > 2; // a file directly in widgets/ or server/api/ is not in a sub-folder
  switch (top) {
    case 'domain':
    case 'loader':
    case 'site':
      return parts.length > 1 ? { key: top, name: top } : null;
    case 'state-machines':
      if (!inFolder) return { key: 'state-machines/shared', name: 'state-machines/shared' };
      return MACHINE_SUPPORT_FOLDERS.has(second)
        ? { key: `state-machines/${second}`, name: `state-machines/${second}` }
        : { key: 'state-machines/*', name: `state-machines/${second}` };
    case 'widgets':
      if (!inFolder) return { key: 'widgets/runtime', name: 'widgets/runtime' };
      if (SHARED_WIDGET_FOLDERS.has(second)) return { key: `widgets/${second}`, name: `widgets/${second}` };
      if (parts.length === 3 && /^server-render\.[cm]?[jt]sx?$/.test(third)) {
        return { key: 'widgets/*/server-render', name: `widgets/${second}` };
      }
      return { key: 'widgets/*', name: `widgets/${second}` };
    case 'server':
      if (['db', 'migrations', 'seed'].includes(second) && inFolder) return { key: `server/${second}`, name: `server/${second}` };
      if (relative === 'server/main.ts') return { key: 'server/main', name: 'server/main' };
      if (second === 'api' && inFolder) {
        return parts.length > 3 ? { key: 'server/api/*', name: `server/api/${third}` } : { key: 'server/api', name: 'server/api' };
      }
      return { key: 'server', name: 'server' };
    default:
      return null;
  }
}

/**
 * Whether zone `from` may import zone `to` (`test`: the importing file is a test; `testHelper`: it
 * is a test or sits under a `testing/` folder).
 */
export function mayImport(from, to, test = false, testHelper = test) {
  if (from.name === to.name) return true;
  if (TEST_SUPPORT.includes(to.key)) return test;
  const allowed = MAY_IMPORT[from.key];
  if (!allowed) return true;
  if (PROGRAMS_ONLY.includes(to.key) && testHelper) return true;
  // `*` rows allow any folder of that kind; a widget or family row never allows its siblings.
  if (to.key === from.key && to.key.endsWith('/*')) return false;
  return allowed.includes(to.key);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the "may import" table of docs/architecture.md between our folders.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Known violations, as "from-zone -> to-zone" (e.g. "widgets/stock-carousel -> widgets/stock-locator").
          allow: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        'Import boundary: {{from}} may not import {{to}} ("{{specifier}}"); {{fromKey}} may import only {{allowed}} (see docs/architecture.md, "Who may import whom").',
    },
  },
  create(context) {
    const file = toPosix(path.relative(ROOT, context.filename));
    if (file.startsWith('..')) return {};
    const from = zoneOf(file);
    if (!from || !MAY_IMPORT[from.key]) return {};
    const allowedPairs = new Set((context.options[0]?.allow ?? []).map((pair) => pair.replace(/\s+/g, '')));
    const test = isTest(file);
    const testHelper = isTestHelper(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = toPosix(path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)));
      if (target.startsWith('..')) return;
      const to = zoneOf(target);
      if (!to || mayImport(from, to, test, testHelper) || allowedPairs.has(`${from.name}->${to.name}`)) return;
      const allowed = [from.name, ...MAY_IMPORT[from.key], ...(test ? TEST_SUPPORT : [])].join(', ');
      context.report({ node, messageId: 'forbidden', data: { from: from.name, to: to.name, specifier, fromKey: from.key, allowed } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: 'lrdx-boundaries' }, rules: { 'import-boundaries': rule } };
