/**
 * What the built bundles import (dist/manifest.json; `npm test` builds before this layer): the site's
 * own elements (shell and block enhancers) never pull in the widget runtime, so a content page with
 * a lightbox or a 360 view does not download Preact, XState and i18next for nothing (rollup.config.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Bundle {
  name: string;
  file: string;
  kind: string;
  imports?: string[];
}

const MANIFEST = 'dist/manifest.json';

describe.runIf(existsSync(MANIFEST))('built bundles', () => {
  const bundles = (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { bundles: Bundle[] }).bundles;
  const byFile = new Map(bundles.map((bundle) => [bundle.file, bundle]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const runtime = bundles.find((bundle) => bundle.kind === 'runtime')?.file;

  it('has the widget runtime chunk, and the site elements load without it', () => {
    expect(runtime).toBeDefined();
    const site = bundles.filter((bundle) => bundle.kind === 'site');
    expect(site.length).toBeGreaterThan(5);
    const pulling = site.filter((bundle) => closure(bundle.file).has(runtime ?? '')).map((bundle) => bundle.name);
    expect(pulling).toEqual([]);
  });
});
