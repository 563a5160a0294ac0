/**
 * docs/architecture.md's generated parts agree with the code: the tool map (each widget's machine,
 * blocks, API families, docs, tests, bundle) and the "may import" table of the lint rule. When this
 * fails, run `npm run map` and commit the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_PAGE, withGeneratedParts } from './index.js';
import { pathShape, readBundles, requestPaths } from './tool-map.js';

const root = join(import.meta.dirname, '..', '..');

describe('the architecture page', () => {
  it('carries the tool map and import table the code gives today (npm run map)', () => {
    const page = readFileSync(join(root, ARCHITECTURE_PAGE), 'utf8');
    expect(withGeneratedParts(page, root)).toBe(page);
  });

  it('names every widget folder with a bundle, and the VIN checker with its machine, block, API family and docs', () => {
    const page = readFileSync(join(root, ARCHITECTURE_PAGE), 'utf8');
    const row = page.split('\n').find((line) => line.startsWith('| `widgets/vin-checker/`'));
    expect(row).toContain('`state-machines/vin-checker`');
    expect(row).toContain('`vin_checker`');
    expect(row).toContain('`server/api/vin`');
    expect(row).toContain('`vin-checker`');
    for (const input of readBundles(root).keys())
      if (input.startsWith('widgets/')) expect(page).toContain(`| \`${input.replace('element.ts', '')}\``);
  });
});

describe('request paths', () => {
  it('match a route pattern whatever names its variable parts', () => {
    expect(pathShape('/public_api/listing/${encodeURIComponent(key)}/retailers?lang=ku')).toBe('/public_api/listing/*/retailers');
    expect(pathShape('/public_api/listing/:id/retailers')).toBe('/public_api/listing/*/retailers');
    expect(requestPaths("get('/api/vin-checks'); fetch(`/public_api/listing/${k}`); x('/settings'); y('/ku/')")).toEqual([
      '/api/vin-checks',
      '/public_api/listing/*',
    ]);
  });
});
