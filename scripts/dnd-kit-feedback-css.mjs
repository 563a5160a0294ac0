// dnd-kit's drag feedback rules (the Feedback plugin's CSS_RULES in @dnd-kit/dom, the library Puck
// drags with), read from the installed package at build time (docs/cms-editor.md, "Drag and drop
// at every zoom"). dnd-kit writes them into each document a drag runs in as an inline <style>, which
// the editor's CSP refuses; the build emits them as a stylesheet the editor and its canvas link.
// Taken from the installed copy rather than kept as a copy of our own: an upgrade brings its rules
// with it, and a package whose rules cannot be found fails the build instead of drags going wrong.
// The rules place the dragged element by dnd-kit's viewport coordinates (getBoundingClientRect),
// which are physical in every writing direction, so they stay dnd-kit's `top` / `left`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The @dnd-kit/dom that Puck resolves (no nested copy), from the repository at `root`. */
export function installedDndKit(root = process.cwd()) {
  const require = createRequire(join(root, 'node_modules/@puckeditor/core/package.json'));
  const dist = dirname(require.resolve('@dnd-kit/dom'));
  const version = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')).version;
  return { source: readFileSync(join(dist, 'index.js'), 'utf8'), version };
}

/**
 * The Feedback plugin's CSS_RULES in `source` (dnd-kit's ES module build) with their constants
 * filled in (`${ATTRIBUTE}` → data-dnd-dragging…), as dnd-kit builds the string it injects.
 */
export function feedbackRulesOf(source) {
  const constants = new Map();
  const fill = (template) =>
    template.replace(/\$\{(\w+)\}/g, (_, name) => {
      const value = constants.get(name);
      if (value === undefined) throw new Error(`dnd-kit's CSS_RULES uses ${name}, whose value was not found`);
      return value;
    });
  for (const match of source.matchAll(
    /^var (ATTR_PREFIX|CSS_PREFIX|ATTRIBUTE|PLACEHOLDER_ATTRIBUTE|DROPPING_ATTRIBUTE) = (["`])(.*)\2;$/gm,
  ))
    constants.set(match[1], fill(match[3]));
  const rules = /^var CSS_RULES = `([\s\S]*?)`\.replace/m.exec(source);
  if (!rules) throw new Error("dnd-kit's Feedback CSS_RULES were not found in @dnd-kit/dom: see docs/cms-editor.md");
  return fill(rules[1]);
}

/** The stylesheet the build emits: the installed dnd-kit's rules, under a line naming their version. */
export function dndKitFeedbackCss(root = process.cwd()) {
  const { source, version } = installedDndKit(root);
  return `/* @dnd-kit/dom ${version}, Feedback plugin's CSS_RULES (scripts/dnd-kit-feedback-css.mjs) */\n${feedbackRulesOf(source)}`;
}
