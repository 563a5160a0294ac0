/**
 * The server's CSS list of each drawn widget equals what its element.ts gives defineWidget, file
 * for file and in order (why two lists and this test: widget-style-files.ts).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_STYLE_FILES } from './widget-style-files.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The CSS files an element.ts passes as `styles: [...]`, as paths from the repository root. */
function elementStyleFiles(widget: string): string[] {
  const file = `widgets/${widget}/element.ts`;
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const imported = new Map<string, string>();
  for (const match of source.matchAll(/^import\s+(\w+)\s+from\s+'([^']+\.css)\?inline';/gm)) {
    imported.set(match[1]!, path.posix.join(`widgets/${widget}`, match[2]!));
  }
  const list = /\bstyles:\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error(`${file} passes no styles list`);
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => {
      const css = imported.get(name);
      if (css === undefined) throw new Error(`${file}: styles names ${name}, which is no ?inline CSS import`);
      return css;
    });
}

describe('WIDGET_STYLE_FILES', () => {
  it.each(Object.entries(WIDGET_STYLE_FILES))('%s: the files and order of its element.ts', (widget, files) => {
    expect(files).toEqual(elementStyleFiles(widget));
  });

  it('names every widget the server draws (each widgets/<name>/server-render.tsx)', () => {
    const drawn = readdirSync(path.join(ROOT, 'widgets')).filter((name) =>
      existsSync(path.join(ROOT, 'widgets', name, 'server-render.tsx')),
    );
    expect(Object.keys(WIDGET_STYLE_FILES).sort()).toEqual(drawn.sort());
  });
});
