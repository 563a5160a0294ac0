/**
 * The editor's drag feedback stylesheet is dnd-kit's own rules, read from the installed package at
 * build time (scripts/dnd-kit-feedback-css.mjs; docs/cms-editor.md, "Drag and drop at every zoom"):
 * dnd-kit injects them as an inline <style> the editor's CSP refuses, and without them a dragged
 * block does not follow the pointer.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dndKitFeedbackCss, feedbackRulesOf, installedDndKit } from './dnd-kit-feedback-css.mjs';

const repo = resolve(import.meta.dirname, '..');

describe("dnd-kit's drag feedback rules, linked instead of injected", () => {
  it('are the installed dnd-kit rules, constants filled in, under a line naming its version', () => {
    const { source, version } = installedDndKit(repo);
    const css = dndKitFeedbackCss(repo);
    expect(css.split('\n')[0]).toContain(`@dnd-kit/dom ${version}`);
    expect(css).toContain(feedbackRulesOf(source));
    expect(css).toContain('[data-dnd-dragging]');
    expect(css).toContain('position: fixed !important');
    expect(css).toContain('top: var(--dnd-top, 0px) !important');
    expect(css).toContain('[data-dnd-placeholder');
    expect(css).not.toContain('${');
  });

  it('are linked in the editor page and in the canvas iframe', () => {
    const config = readFileSync(join(repo, 'rollup.config.mjs'), 'utf8');
    expect(config).toMatch(/\{\s*name: 'drag-feedback', css: dndKitFeedbackCss, canvas: true\s*\}/);
  });

  it('fail the build, not the drags, when a dnd-kit upgrade moves its rules or constants', () => {
    const { source } = installedDndKit(repo);
    expect(() => feedbackRulesOf(source.replace('var CSS_RULES', 'var RULES'))).toThrow(/CSS_RULES were not found/);
    expect(() => feedbackRulesOf(source.replace(/^var ATTRIBUTE = .*$/m, ''))).toThrow(/ATTRIBUTE, whose value was not found/);
  });
});
