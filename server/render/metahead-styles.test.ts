import { describe, expect, it } from 'vitest';
import type { Metahead } from '../content/metaheads-repository.js';
import { compileMetaheadStyles } from './metahead-styles.js';

const metahead = (id: number, language: Metahead['language'], content: string, in_body = false): Metahead => ({
  id,
  content,
  language,
  sequence: id,
  in_body,
  reload_on_each_page: false,
  rdx_core_page_id: null,
});

describe('sass and scss metaheads', () => {
  it('compiles both syntaxes to css in place and leaves other kinds alone', async () => {
    const errors: string[] = [];
    const out = await compileMetaheadStyles(
      [
        metahead(1, 'scss', '$c: #005a2b; .a { .b { color: $c; } }'),
        metahead(2, 'sass', '.x\n  margin: 1px + 2px', true),
        metahead(3, 'css', 'p{}'),
      ],
      { error: (_o, m) => errors.push(m) },
    );
    expect(out.map((m) => [m.language, m.content, m.in_body])).toEqual([
      ['css', '.a .b{color:#005a2b}', false],
      ['css', '.x{margin:3px}', true],
      ['css', 'p{}', false],
    ]);
    expect(errors).toEqual([]);
  });

  it('logs and drops a source that does not compile', async () => {
    const errors: string[] = [];
    const out = await compileMetaheadStyles([metahead(1, 'scss', '.a { color: $undefined; }'), metahead(2, 'html', '<meta name="x">')], {
      error: (_o, m) => errors.push(m),
    });
    expect(out.map((m) => m.language)).toEqual(['html']);
    expect(errors).toEqual(['A scss metahead does not compile; it is left out']);
  });
});
