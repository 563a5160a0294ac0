/**
 * The import-boundary rule through ESLint itself, with this repository's config: a forbidden import
 * in a file placed (by path) in each guarded folder fails with the boundary message; the imports
 * the architecture allows pass. The code is linted from strings, so no fixture file exists to break
 * `eslint .`; the paths only need to look like ours.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lrdx/import-boundaries').map((m) => m.message);
}

describe('import boundaries (docs/architecture.md, "Who may import whom")', () => {
  const forbidden: [file: string, specifier: string, from: string, to: string][] = [
    ['domain/x.ts', '../server/app.js', 'domain', 'server'],
    ['domain/x.test.ts', '../widgets/ui/button.js', 'domain', 'widgets/ui'],
    ['state-machines/cancellation/x.ts', '../../widgets/runtime/api.js', 'state-machines/cancellation', 'widgets/runtime'],
    ['state-machines/cancellation/x.ts', '../reservation/index.js', 'state-machines/cancellation', 'state-machines/reservation'],
    ['state-machines/cancellation/x.ts', '../testing/harness.js', 'state-machines/cancellation', 'state-machines/testing'],
    ['widgets/order-online/x.ts', '../reservation/api.js', 'widgets/order-online', 'widgets/reservation'],
    ['widgets/ui/x.tsx', '../stock-locator/vehicle-grid.js', 'widgets/ui', 'widgets/stock-locator'],
    ['widgets/features/x.tsx', '../order-online/api.js', 'widgets/features', 'widgets/order-online'],
    ['site/blocks/x/x.tsx', '../../../server/app.js', 'site', 'server'],
    ['site/x.ts', '../state-machines/form/index.js', 'site', 'state-machines/form'],
    ['site/x.ts', '../widgets/features/soft-lock/index.js', 'site', 'widgets/features'],
    ['loader/x.ts', '../domain/phone.js', 'loader', 'domain'],
    ['server/db/x.ts', '../api/leads/index.js', 'server/db', 'server/api/leads'],
    // The schema layer imports nothing of the server above it, nor the programs that use it.
    ['server/db/x.ts', '../forms/lead-search.js', 'server/db', 'server'],
    ['server/db/x.ts', '../migrations/index.js', 'server/db', 'server/migrations'],
    ['server/db/x.ts', '../../site/blocks/registry.js', 'server/db', 'site'],
    // The demo seed is a program: code that serves requests never imports it (docs/architecture.md).
    ['server/stock-feed/x.ts', '../seed/dealers.js', 'server', 'server/seed'],
    ['server/x.ts', './seed/index.js', 'server', 'server/seed'],
    ['server/api/widget-config/x.ts', '../../seed/settings.js', 'server/api/widget-config', 'server/seed'],
    ['server/migrations/x.ts', '../seed/index.js', 'server/migrations', 'server/seed'],
    ['domain/x.ts', '../server/seed/dealers.js', 'domain', 'server/seed'],
    ['server/api/forms/x.ts', '../cms/index.js', 'server/api/forms', 'server/api/cms'],
    ['server/api/forms/x.test.ts', '../../api/cms/testing/fixture.js', 'server/api/forms', 'server/api/cms'],
    ['server/x.ts', '../widgets/ui/button.js', 'server', 'widgets/ui'],
    ['server/render/x.ts', '../../widgets/stock-locator/stock-locator.js', 'server', 'widgets/stock-locator'],
    ['widgets/order-online/x.ts', '../stock-locator/server-render.js', 'widgets/order-online', 'widgets/stock-locator'],
  ];
  for (const [file, specifier, from, to] of forbidden) {
    it(`refuses ${file} importing ${specifier}`, async () => {
      const errors = await boundaryErrors(file, specifier);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`Import boundary: ${from} may not import ${to}`);
    });
  }

  const allowed: [file: string, specifier: string][] = [
    ['domain/x.ts', './phone.js'],
    ['state-machines/cancellation/x.ts', '../../domain/api-error.js'],
    ['state-machines/cancellation/x.ts', '../shared/async.js'],
    ['state-machines/cancellation/x.test.ts', '../testing/harness.js'],
    ['widgets/order-online/x.ts', '../../state-machines/order-online/index.js'],
    ['widgets/order-online/x.ts', '../features/soft-lock/index.js'],
    ['widgets/order-online/x.ts', '../ui/button.js'],
    ['widgets/order-online/x.browser.test.ts', '../testing/browser-fixture.js'],
    ['widgets/features/x.ts', '../ui/dialog.js'],
    ['site/blocks/x/x.tsx', '../../../widgets/ui/price.js'],
    ['site/x.ts', '../domain/slug.js'],
    ['loader/x.ts', './config.js'],
    ['server/db/x.ts', '../../domain/vehicle.js'],
    ['server/seed/x.ts', '../../site/blocks/registry.js'],
    ['server/seed/x.ts', '../db/schema.js'],
    ['server/seed/x.ts', '../../domain/model-catalogue/index.js'],
    ['server/migrations/x.ts', '../forms/lead-search.js'],
    ['server/health/x.ts', '../migrations/migrate.js'],
    // The seed's users: the process entry, tests and test apps.
    ['server/main.ts', './seed/index.js'],
    ['server/render/x.test.ts', '../seed/forms-seed.js'],
    ['server/testing/x.ts', '../seed/index.js'],
    ['server/http/testing/x.ts', '../../seed/index.js'],
    ['server/api/forms/x.ts', '../../forms/service.js'],
    ['server/api/forms/x.ts', '../../failure.js'],
    ['server/api/forms/x.ts', '../../db/database.js'],
    ['server/render/x.ts', '../../widgets/stock-locator/server-render.js'],
    ['widgets/stock-locator/server-render.tsx', './stock-locator.js'],
    ['server/app.ts', './api/forms/index.js'],
    ['scripts/x.ts', '../server/app.js'],
  ];
  for (const [file, specifier] of allowed) {
    it(`lets ${file} import ${specifier}`, async () => {
      expect(await boundaryErrors(file, specifier)).toEqual([]);
    });
  }

  it('holds type-only imports, re-exports and dynamic imports to the same table', async () => {
    const code = [
      "import type { A } from '../server/app.js';",
      "export { b } from '../widgets/ui/b.js';",
      "export * from '../loader/c.js';",
      "export const d = () => import('../site/d.js');",
      'export type E = A;',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: 'domain/x.ts' });
    const lines = (result?.messages ?? []).filter((m) => m.ruleId === 'lrdx/import-boundaries').map((m) => m.line);
    expect(lines).toEqual([1, 2, 3, 4]);
  });
});
