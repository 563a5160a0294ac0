/**
 * site/cms/drag-feedback.css is a copy of dnd-kit's drag feedback rules, which dnd-kit writes as an
 * inline <style> the editor's CSP refuses (docs/cms-editor.md, "Drag and drop at every zoom"). An
 * upgrade of dnd-kit (or of Puck, which pins it) that changes them fails here, so the copy is renewed
 * with the upgrade instead of drags silently going wrong again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = dirname(new URL(import.meta.url).pathname);

/** The installed @dnd-kit/dom's ES module build and version (the copy Puck resolves: no nested one). */
function installedDndKit(): { source: string; version: string } {
  const require = createRequire(join(here, '../../node_modules/@puckeditor/core/package.json'));
  const dist = dirname(require.resolve('@dnd-kit/dom'));
  const version = (JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as { version: string }).version;
  return { source: readFileSync(join(dist, 'index.js'), 'utf8'), version };
}

/**
 * The Feedback plugin's CSS_RULES with its constants filled in (`${ATTRIBUTE}` → data-dnd-dragging…),
 * as dnd-kit builds the string it injects.
 */
function dndKitFeedbackRules(source: string): string {
  const constants = new Map<string, string>();
  const fill = (template: string) =>
    template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
      const value = constants.get(name);
      if (value === undefined) throw new Error(`dnd-kit's CSS_RULES uses ${name}, whose value was not found`);
      return value;
    });
  for (const match of source.matchAll(
    /^var (ATTR_PREFIX|CSS_PREFIX|ATTRIBUTE|PLACEHOLDER_ATTRIBUTE|DROPPING_ATTRIBUTE) = (["`])(.*)\2;$/gm,
  )) {
    constants.set(match[1]!, fill(match[3]!));
  }
  const rules = /^var CSS_RULES = `([\s\S]*?)`\.replace/m.exec(source);
  if (!rules) throw new Error("dnd-kit's Feedback CSS_RULES were not found in @dnd-kit/dom");
  return fill(rules[1]!);
}

/** The rules without comments, quotes and layout: what a browser reads, not how it is written. */
function normalizedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

describe("dnd-kit's drag feedback rules, linked instead of injected", () => {
  it('are the installed dnd-kit rules (an upgrade that changes them fails here)', () => {
    const { source, version } = installedDndKit();
    const ours = readFileSync(join(here, 'drag-feedback.css'), 'utf8');
    const theirs = dndKitFeedbackRules(source);
    expect(theirs).toContain('position: fixed !important');
    expect(
      normalizedCss(ours),
      `@dnd-kit/dom ${version}'s Feedback CSS_RULES differ from site/cms/drag-feedback.css: copy the new rules (docs/cms-editor.md)`,
    ).toBe(normalizedCss(theirs));
  });

  it('are linked in the editor page and in the canvas iframe', () => {
    const config = readFileSync(join(here, '../../rollup.config.mjs'), 'utf8');
    expect(config).toMatch(/\{\s*name: 'drag-feedback', file: 'site\/cms\/drag-feedback\.css', canvas: true\s*\}/);
  });

  it('notice a changed rule', () => {
    const { source } = installedDndKit();
    const theirs = dndKitFeedbackRules(source);
    expect(normalizedCss(theirs.replace('position: fixed', 'position: absolute'))).not.toBe(normalizedCss(theirs));
  });
});
