import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockEnhancerBundles, widgetBundles } from './browser-bundles.mjs';

const roots: string[] = [];

/** A repository root holding only the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'lrdx-bundles-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('bundles from folders', () => {
  it('makes each widget folder with an element.ts a bundle of its own tag, and skips shared folders', () => {
    const root = tree({
      'widgets/vin-checker/element.ts': "defineWidget('lrdx-vin-checker', VinChecker, {});",
      'widgets/quiz/element.ts': 'defineWidget("lrdx-quiz", Quiz, {});',
      'widgets/ui/button.tsx': 'export const Button = 1;',
      'widgets/runtime/define-widget.ts': 'export function defineWidget() {}',
    });
    expect(widgetBundles(root)).toEqual([
      { name: 'quiz', input: 'widgets/quiz/element.ts', tags: ['lrdx-quiz'], kind: 'widget' },
      { name: 'vin-checker', input: 'widgets/vin-checker/element.ts', tags: ['lrdx-vin-checker'], kind: 'widget' },
    ]);
  });

  it('stops the build when a widget defines a tag its folder does not name', () => {
    const root = tree({ 'widgets/vin-checker/element.ts': "defineWidget('lrdx-vin', VinChecker, {});" });
    expect(() => widgetBundles(root)).toThrow(/widgets\/vin-checker\/element\.ts must define <lrdx-vin-checker>/);
  });

  it('makes each block enhancer a bundle of the elements it defines', () => {
    const root = tree({
      'site/blocks/in_page_navigation/enhancer.ts':
        "if (!customElements.get('lrdx-in-page-nav')) customElements.define('lrdx-in-page-nav', LrdxInPageNav);",
      'site/blocks/hero/template.ts': 'export const template = {};',
    });
    expect(blockEnhancerBundles(root)).toEqual([
      { name: 'block-in-page-navigation', input: 'site/blocks/in_page_navigation/enhancer.ts', tags: ['lrdx-in-page-nav'], kind: 'site' },
    ]);
  });

  it('refuses a block enhancer that defines no element', () => {
    const root = tree({ 'site/blocks/hero/enhancer.ts': 'export {};' });
    expect(() => blockEnhancerBundles(root)).toThrow(/defines no lrdx-\* custom element/);
  });

  it('finds every widget of this repository', () => {
    const names = widgetBundles().map((bundle) => bundle.name);
    expect(names).toContain('vin-checker');
    expect(names).not.toContain('runtime');
  });
});
