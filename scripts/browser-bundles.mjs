// The browser bundles that come from folders (docs/architecture.md, "Build"): every widget folder with
// an `element.ts` and every block folder with an `enhancer.ts` is a bundle of rollup.config.mjs, so
// adding a widget or a block touches only its own folder. Plain JavaScript: rollup's config imports it
// as it is; the tool map and the tests read the same list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders of `dir` (under `root`) holding `file`, sorted so the build's inputs are in a stable order. */
function foldersWith(root, dir, file) {
  const base = join(root, dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * One bundle per `widgets/<name>/element.ts`: name `<name>`, tag `lrdx-<name>`. The loader maps each tag
 * to its bundle, so an element file that defines another tag fails the build here, not a visitor's page.
 */
export function widgetBundles(root = '.') {
  return foldersWith(root, 'widgets', 'element.ts').map((name) => {
    const input = `widgets/${name}/element.ts`;
    const tag = `lrdx-${name}`;
    if (!new RegExp(`['"\`]${tag}['"\`]`).test(readFileSync(join(root, input), 'utf8')))
      throw new Error(`${input} must define <${tag}>: a widget's tag is "lrdx-" and its folder's name (docs/architecture.md, "Build")`);
    return { name, input, tags: [tag], kind: 'widget' };
  });
}

/**
 * One bundle per `site/blocks/<block>/enhancer.ts`, loaded only when its block is on the page: name
 * `block-<block>`, tags the custom elements the enhancer defines (`customElements.define('lrdx-…'`).
 */
export function blockEnhancerBundles(root = '.') {
  return foldersWith(root, 'site/blocks', 'enhancer.ts').map((block) => {
    const input = `site/blocks/${block}/enhancer.ts`;
    const source = readFileSync(join(root, input), 'utf8');
    const tags = [...source.matchAll(/customElements\.define\(\s*['"`](lrdx-[a-z0-9-]+)['"`]/g)].map((match) => match[1]);
    if (tags.length === 0) throw new Error(`${input} defines no lrdx-* custom element (customElements.define('lrdx-…', …))`);
    return { name: `block-${block.replaceAll('_', '-')}`, input, tags, kind: 'site' };
  });
}
