/**
 * The repository's TypeScript files and their relative imports, read from disk: the raw material of
 * the tool map (docs/architecture.md, "Tool map"). Only what the map needs: which file imports
 * which, and each file's text (for widget tags named in blocks, docs and e2e tests).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface SourceGraph {
  root: string;
  /** Repository-relative paths (POSIX) of every source file read. */
  files: string[];
  /** File → the repository-relative files it imports (resolved to .ts/.tsx/.mjs when they exist). */
  imports: Map<string, string[]>;
  text(path: string): string;
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.git', 'coverage']);

export const isTest = (path: string): boolean => /\.(test|browser\.test|e2e\.test)\.(ts|tsx)$/.test(path) || path.includes('/testing/');

function walk(root: string, folder: string, out: string[]): void {
  for (const name of readdirSync(join(root, folder))) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = folder ? `${folder}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) walk(root, path, out);
    else out.push(path);
  }
}

const SPECIFIER = /(?:import|export)[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(root: string, from: string, specifier: string, known: Set<string>): string | undefined {
  const target = relative(root, resolve(root, dirname(from), specifier))
    .split('\\')
    .join('/');
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`, `${target}/index.ts`];
  return candidates.find((c) => known.has(c));
}

/** Reads `folders` under `root` (every file, so docs and CSS are searchable too). */
export function readSourceGraph(root: string, folders: readonly string[]): SourceGraph {
  const files: string[] = [];
  for (const folder of folders) walk(root, folder, files);
  files.sort();
  const known = new Set(files);
  const cache = new Map<string, string>();
  const text = (path: string) => {
    let value = cache.get(path);
    if (value === undefined) cache.set(path, (value = readFileSync(join(root, path), 'utf8')));
    return value;
  };
  const imports = new Map<string, string[]>();
  for (const file of files) {
    if (!SOURCE.test(file)) continue;
    const targets: string[] = [];
    for (const match of text(file).matchAll(SPECIFIER)) {
      const target = resolveImport(root, file, (match[1] ?? match[2])!, known);
      if (target) targets.push(target);
    }
    imports.set(file, targets);
  }
  return { root, files, imports, text };
}
