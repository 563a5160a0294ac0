// Rollup plugins of the browser build (rollup.config.mjs, docs/architecture.md "Build"): esbuild
// transpiles our TypeScript file by file and minifies chunks. Types are checked once per
// change by `npm run check` (tsc -p .), never again inside the bundle builds: that check was most of
// a fresh clone's first-start time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

/** tsconfig.json's target: the bundles keep the syntax the project is written for. */
const TARGET = 'es2022';
const isOurTypeScript = (id) => /\.tsx?$/.test(id) && !id.includes('/node_modules/') && !id.startsWith('\0');

/**
 * TypeScript to JavaScript, types erased, JSX to the automatic runtime (tsconfig.json: "react-jsx";
 * the widget builds alias it to Preact). `isolatedModules` in tsconfig.json keeps every file
 * transpilable on its own. Also resolves `./x.js` to `./x.ts`/`./x.tsx`, as TypeScript's bundler
 * resolution does for our ES module imports.
 */
export function transpile() {
  return {
    name: 'lrdx-transpile',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !/\.jsx?$/.test(source) || importer.includes('/node_modules/')) return null;
      const base = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source).replace(/\.jsx?$/, '');
      for (const extension of ['.ts', '.tsx']) if (existsSync(base + extension)) return base + extension;
      return null;
    },
    async transform(code, id) {
      if (!isOurTypeScript(id)) return null;
      const result = await transform(code, {
        loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: TARGET,
        sourcefile: id,
        // The class-field semantics tsc gives ES2022 (define), spelled out: esbuild has no tsconfig here.
        tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
      });
      for (const warning of result.warnings) this.warn(`${id}: ${warning.text}`);
      return { code: result.code, map: null };
    },
  };
}

/** One minification of each finished chunk (whitespace, names, dead code), comments dropped: the lab and editor builds. */
export function minify() {
  return {
    name: 'lrdx-minify',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, format: 'esm', target: TARGET, legalComments: 'none', charset: 'utf8' });
      return { code: result.code, map: null };
    },
  };
}
