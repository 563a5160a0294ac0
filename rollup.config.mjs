/**
 * Browser bundles. Two builds, in order:
 * 1. widgets and the site's enhancer elements: ESM with code splitting, the UI runtime in one shared
 *    chunk, content-hashed names, and dist/manifest.json (tag → file, kind and size of every bundle);
 * 2. dist/loader.js (not hashed: retailers paste its URL), with the tag map of build 1 inlined;
 * then the machine lab and the CMS editor, each on its own. esbuild transpiles (scripts/rollup-esbuild.mjs):
 * the types are checked once by `npm run check`, not by each build. Each chunk is minified once.
 * A widget is a bundle by having `widgets/<name>/element.ts` (docs/architecture.md, "Build").
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { blockEnhancerBundles, widgetBundles } from './scripts/browser-bundles.mjs';
import { dndKitFeedbackCss } from './scripts/dnd-kit-feedback-css.mjs';
import { progress } from './scripts/build-progress.mjs';
import { minify, transpile } from './scripts/rollup-esbuild.mjs';
import { labMachines } from './examples/machine-lab/build/machines-plugin.mjs';
import { labEventSchemas } from './examples/machine-lab/build/event-schemas.mjs';

const DIST = 'dist';
const MANIFEST = path.join(DIST, 'manifest.json');

/**
 * Every bundle: its name, entry and the tags it defines. Widgets (`widgets/<name>/element.ts`) and block
 * enhancers (`site/blocks/<block>/enhancer.ts`) come from their folders (scripts/browser-bundles.mjs):
 * adding one touches only its folder. The site's own elements are listed here.
 */
const BUNDLES = [
  ...widgetBundles(),
  {
    name: 'site-elements',
    input: 'site/elements/index.ts',
    tags: [
      'lrdx-site-header',
      'lrdx-cookie-consent',
      'lrdx-consent-preferences',
      'lrdx-fab',
      'lrdx-exit-popup',
      'lrdx-modal-form',
      'lrdx-video-modal',
      'lrdx-nav-menu',
    ],
    kind: 'site',
  },
  // Block enhancers (docs/architecture.md, "A widget, a block, a route family: what each folder holds"): each its own bundle, loaded only when its block is on the page.
  ...blockEnhancerBundles(),
  // Enhancers of the catalogue blocks: one bundle each, loaded only with their block.
  { name: 'carousel', input: 'site/elements/carousel/carousel-element.ts', tags: ['lrdx-carousel'], kind: 'site' },
  { name: 'view-360', input: 'site/elements/view-360/view-360-element.ts', tags: ['lrdx-view-360'], kind: 'site' },
  { name: 'tabs', input: 'site/elements/tabs/tabs-element.ts', tags: ['lrdx-tabs'], kind: 'site' },
  { name: 'lightbox', input: 'site/elements/lightbox/lightbox-element.ts', tags: ['lrdx-lightbox'], kind: 'site' },
  {
    name: 'accordion-controls',
    input: 'site/elements/accordion-controls/accordion-controls.ts',
    tags: ['lrdx-accordion-controls'],
    kind: 'site',
  },
  { name: 'autoplay-video', input: 'site/elements/autoplay-video/autoplay-video.ts', tags: ['lrdx-autoplay-video'], kind: 'site' },
  { name: 'model-filter', input: 'site/elements/model-filter/model-filter.ts', tags: ['lrdx-model-filter'], kind: 'site' },
];

/** Everything the widgets share at run time lands in this one chunk. */
const RUNTIME_CHUNK = 'runtime';
// Stripe.js's loader is not part of it: the card step imports it only for a STRIPE shop, as its own chunk.
// Nor is lit-html: only the site's elements use it, so it rides in their bundle, not in every widget's runtime.
const isLitModule = (id) => /\/node_modules\/lit-html\//.test(id);
// Nor is decimal.js (the finance maths, domain/finance): only the widgets that show finance figures load it.
const isDecimalModule = (id) => id.includes('/node_modules/decimal.js/');
// Nor is embla-carousel: only the carousel enhancers use it; in the runtime it made every content page with a
// carousel download the whole widget runtime (Preact, XState) for nothing.
const isEmblaModule = (id) => id.includes('/node_modules/embla-carousel');
// Nor is Leaflet: the retailer locator's map chunk (widgets/retailer-locator/leaflet-map.ts) carries it, loaded only when a map shows.
const isLeafletModule = (id) => id.includes('/node_modules/leaflet/');
// Nor are the runtime's stock-only parts (the saved and compare lists, the alert stop tokens, the embedded
// first page): only the widgets that show vehicles import them, and rollup gives those widgets a shared chunk of them.
const STOCK_WIDGETS_ONLY = [
  'stored-list.ts',
  'saved-vehicles-store.ts',
  'compare-store.ts',
  'vehicle-alert-stops.ts',
  'embedded-first-page.ts',
];
const isStockWidgetsOnly = (id) => STOCK_WIDGETS_ONLY.some((file) => id.endsWith(`/widgets/runtime/${file}`));
const isRuntimeModule = (id) =>
  (id.includes('/node_modules/') &&
    !id.includes('/node_modules/@stripe/') &&
    !isLitModule(id) &&
    !isDecimalModule(id) &&
    !isEmblaModule(id) &&
    !isLeafletModule(id)) ||
  id.startsWith('\0commonjs') ||
  (id.includes('/widgets/runtime/') && !isStockWidgetsOnly(id));

// The page's digits (domain/digits.ts) are shared by the widgets and the site's own elements (lightbox,
// view-360). Left to rollup they joined the runtime chunk (a manual chunk takes its dependencies), so a
// content page with a lightbox downloaded the whole widget runtime for one function: a chunk of their own.
const DIGITS_CHUNK = 'digits';
// The elements' own helper that picks the digits (page-digits.ts) rides with them: one small chunk, not two.
const isDigitsModule = (id) => id.endsWith('/domain/digits.ts') || id.endsWith('/site/elements/shared/page-digits.ts');

// Authoring is React; bundles run on Preact (architecture, "Dependencies"). Order matters.
const reactToPreact = alias({
  entries: [
    { find: 'react-dom/client', replacement: 'preact/compat/client' },
    { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
    { find: 'react-dom', replacement: 'preact/compat' },
    { find: 'react', replacement: 'preact/compat' },
  ],
});

/**
 * How every browser build reads packages: React's production code paths, the browser entry points
 * (and our TypeScript sources without extensions), CommonJS packages as modules.
 */
const browserPackages = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs({ include: /node_modules/ }),
];

/** `import css from './x.css?inline'` gives the file's CSS, minified, as a string. */
function inlineCss() {
  const SUFFIX = '?inline';
  return {
    name: 'lrdx-inline-css',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${SUFFIX}`) || !importer) return null;
      return path.resolve(path.dirname(importer), source.slice(0, -SUFFIX.length)) + SUFFIX;
    },
    async load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifyCss(await readFile(file, 'utf8')))};`;
    },
  };
}

/** Whitespace and comment removal only: safe for our hand-written CSS (no strings with braces). */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

function sizes(code) {
  const buffer = Buffer.from(code);
  return { bytes: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every emitted chunk, compressed once at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing the same immutable bytes on every request at a lower level.
 */
function precompress() {
  return {
    name: 'lrdx-precompress',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = path.join(dir, chunk.fileName);
        const code = Buffer.from(chunk.code);
        writeFileSync(`${file}.br`, brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
      }
    },
  };
}

/** Writes dist/manifest.json: every file of the widget build with its kind, and the tag map. */
function manifest() {
  return {
    name: 'lrdx-manifest',
    generateBundle(_options, bundle) {
      const bundles = [];
      const tags = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const entry = chunk.isEntry ? BUNDLES.find((b) => b.name === chunk.name) : undefined;
        let kind = 'chunk';
        if (entry) kind = entry.kind;
        else if (chunk.name === RUNTIME_CHUNK) kind = 'runtime';
        else if (chunk.facadeModuleId?.includes('/translations/')) kind = 'language';
        bundles.push({
          name: chunk.name,
          file: chunk.fileName,
          kind,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          ...sizes(chunk.code),
        });
        for (const tag of entry?.tags ?? []) tags[tag] = chunk.fileName;
      }
      const source = JSON.stringify({ tags, bundles }, null, 2);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source });
    },
  };
}

/** Adds loader.js to the manifest written by the widget build. */
function manifestLoader() {
  return {
    name: 'lrdx-manifest-loader',
    generateBundle(_options, bundle) {
      const data = JSON.parse(readFileSync(MANIFEST, 'utf8'));
      const loader = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      data.bundles = data.bundles.filter((b) => b.kind !== 'loader');
      data.bundles.push({ name: 'loader', file: loader.fileName, kind: 'loader', imports: [], ...sizes(loader.code) });
      writeFileSync(MANIFEST, JSON.stringify(data, null, 2));
    },
  };
}

/** Hashed output of earlier builds would pile up: clear our own folders (only those) first. */
function cleanHashedFolders() {
  return {
    name: 'lrdx-clean',
    buildStart() {
      for (const folder of ['widgets', 'chunks']) rmSync(path.join(DIST, folder), { recursive: true, force: true });
    },
  };
}

/** The machine lab (examples/machine-lab/app/): its own build, so the widget bundles above are unchanged by it. */
const LAB_DIST = path.join(DIST, 'machine-lab');

/**
 * The CMS editor and admin screens (site/cms/, site/admin/, site/editor-kit/): their own build into dist/editor/, on
 * real React (Puck needs it; no preact alias here), loaded only by the /{lang}/cms and /{lang}/admin
 * pages, so visitor pages' JavaScript does not change. Puck's stylesheet and ours are copied beside
 * the script; dist/editor/manifest.json names the hashed files for the server's editor shell.
 */
const EDITOR_DIST = path.join(DIST, 'editor');
/**
 * `canvas`: also linked inside Puck's canvas iframe. Puck injects its drop-zone and overlay rules
 * there as an inline <style>, which the editor's CSP (nonce'd scripts and styles only) refuses:
 * without them an empty page's drop zone has no height and a block dragged from the palette has
 * nowhere to land. Its stylesheet holds the same rules under the same class names.
 */
const EDITOR_STYLES = [
  { name: 'puck', file: 'node_modules/@puckeditor/core/dist/no-external.css', canvas: true },
  { name: 'editor', file: 'site/cms/editor.css', canvas: false },
  { name: 'canvas', file: 'site/cms/canvas.css', canvas: true },
  // dnd-kit's drag feedback rules, whose inline <style> the CSP refuses in both documents: without
  // them a dragged block or outline row does not follow the pointer. Read from the installed
  // dnd-kit at build time (scripts/dnd-kit-feedback-css.mjs).
  { name: 'drag-feedback', css: dndKitFeedbackCss, canvas: true },
];
/** Emits the editor's stylesheets as hashed assets and writes dist/editor/manifest.json. */
function editorAssets() {
  return {
    name: 'lrdx-editor-assets',
    buildStart() {
      rmSync(EDITOR_DIST, { recursive: true, force: true });
    },
    async generateBundle(_options, bundle) {
      const styles = [];
      const canvasStyles = [];
      for (const style of EDITOR_STYLES) {
        // Puck's own CSS pulls a web font from rsms.me: no-external.css is the same without it.
        const source = style.css ? style.css() : await readFile(style.file, 'utf8');
        const ref = this.emitFile({ type: 'asset', name: `${style.name}.css`, source });
        styles.push(this.getFileName(ref));
        if (style.canvas) canvasStyles.push(this.getFileName(ref));
      }
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const source = JSON.stringify({ script: entry.fileName, styles, canvasStyles }, null, 2);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source });
    },
  };
}

/** Puck imports a web font stylesheet by URL; the editor uses the site's self-hosted fonts instead. */
function dropRemoteCssImports() {
  return {
    name: 'lrdx-drop-remote-css',
    resolveId: (source) => (/^https?:\/\/.*\.css$/.test(source) ? '\0lrdx-empty-css' : null),
    load: (id) => (id === '\0lrdx-empty-css' ? 'export {};' : null),
  };
}

/**
 * What visitors download (widgets, site elements, loader) is minified by terser, in one pass: its
 * output is about 4% smaller gzipped than esbuild's, which keeps the shared runtime within its budget
 * (bench/bundle-sizes.ts). The lab and the editor, for QA and editors only, take esbuild's faster one.
 */
const visitorMinify = () => terser({ ecma: 2020, module: true, format: { comments: false } });

const chunkName = (chunk) => {
  const facade = chunk.facadeModuleId ?? '';
  const widget = /\/widgets\/([^/]+)\/translations\//.exec(facade)?.[1];
  return widget ? `chunks/${widget}-[name]-[hash].js` : 'chunks/[name]-[hash].js';
};

const builds = [
  {
    input: Object.fromEntries(BUNDLES.map((b) => [b.name, b.input])),
    output: {
      dir: DIST,
      format: 'es',
      entryFileNames: 'widgets/[name]-[hash].js',
      chunkFileNames: chunkName,
      manualChunks: (id) => (isRuntimeModule(id) ? RUNTIME_CHUNK : isDigitsModule(id) ? DIGITS_CHUNK : undefined),
      generatedCode: 'es2015',
    },
    plugins: [
      cleanHashedFolders(),
      inlineCss(),
      transpile(),
      reactToPreact,
      ...browserPackages(),
      visitorMinify(),
      manifest(),
      precompress(),
      progress('widgets and site elements'),
    ],
  },
  {
    input: 'loader/loader.ts',
    output: { file: path.join(DIST, 'loader.js'), format: 'es' },
    plugins: [
      replace({
        preventAssignment: true,
        // Read when the loader is built, after the widget build has written the manifest.
        values: {
          __LRDX_TAGS__: () => {
            if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: the widget build must run first`);
            return JSON.stringify(JSON.parse(readFileSync(MANIFEST, 'utf8')).tags);
          },
        },
      }),
      transpile(),
      visitorMinify(),
      manifestLoader(),
      precompress(),
      progress('loader'),
    ],
  },
  {
    // The lab page (served by the examples origin at /machine-lab/) loads dist/machine-lab/lab.js.
    input: { lab: 'examples/machine-lab/app/main.tsx' },
    output: {
      dir: LAB_DIST,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      generatedCode: 'es2015',
    },
    plugins: [
      { name: 'lrdx-lab-clean', buildStart: () => rmSync(LAB_DIST, { recursive: true, force: true }) },
      labMachines(),
      labEventSchemas(),
      // The widgets the lab draws beside their machines import their CSS as text, as in their own build.
      inlineCss(),
      transpile(),
      reactToPreact,
      ...browserPackages(),
      minify(),
      progress('machine lab'),
    ],
  },
  editorBuild(),
];

/**
 * `rollup -c --configEditorOnly` rebuilds the editor alone, `--configLabOnly` the machine lab alone
 * (the other builds do not read them). `--configVisitorOnly` builds what visitors download (widgets,
 * site elements, loader) and `--configToolsOnly` the lab and the editor: scripts/ensure-build.ts runs
 * those two in parallel, one per core (docs/architecture.md, "Build").
 */
const isToolBuild = (build) => build.output?.dir === LAB_DIST || build.output?.dir === EDITOR_DIST;
export default (args) => {
  if (args.configEditorOnly) return [editorBuild()];
  if (args.configLabOnly) return builds.filter((b) => b.output?.dir === LAB_DIST);
  if (args.configVisitorOnly) return builds.filter((b) => !isToolBuild(b));
  if (args.configToolsOnly) return builds.filter(isToolBuild);
  return builds;
};

function editorBuild() {
  return {
    input: { editor: 'site/cms/main.tsx' },
    output: {
      dir: EDITOR_DIST,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: '[name]-[hash][extname]',
      generatedCode: 'es2015',
    },
    plugins: [editorAssets(), dropRemoteCssImports(), transpile(), ...browserPackages(), minify(), precompress(), progress('editor')],
  };
}
