/**
 * sass and scss metaheads (docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)") are compiled to CSS on the server with `sass`, so
 * the page ships plain CSS in a nonce'd <style> like a css metahead. Results are cached by language
 * and source (metaheads change rarely and compiling costs milliseconds); a source that does not
 * compile is logged once and left out rather than failing the page. The compiler (a few MB) is
 * loaded on the first sass/scss metahead, not at server start.
 */
import type { Metahead } from '../content/metaheads-repository.js';

const CACHE_LIMIT = 200;
/** Compiled CSS, or null for a source that failed (so it is not recompiled on every page). */
const cache = new Map<string, string | null>();

export interface ErrorLogger {
  error(obj: unknown, message: string): void;
}

type Sass = typeof import('sass');
let sassModule: Promise<Sass> | undefined;

export async function compileMetaheadStyle(language: 'sass' | 'scss', source: string, log: ErrorLogger): Promise<string | null> {
  const key = `${language}\u0000${source}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let css: string | null;
  try {
    // No importer: metaheads cannot read files from the server.
    sassModule ??= import('sass');
    const { compileString } = await sassModule;
    css = compileString(source, { syntax: language === 'sass' ? 'indented' : 'scss', style: 'compressed' }).css;
  } catch (error) {
    log.error({ err: error }, `A ${language} metahead does not compile; it is left out`);
    css = null;
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, css);
  return css;
}

/** The metaheads with sass/scss turned into css (same place, head or body); ones that fail are dropped. */
export async function compileMetaheadStyles(metaheads: Metahead[], log: ErrorLogger): Promise<Metahead[]> {
  const compiled = await Promise.all(
    metaheads.map(async (metahead): Promise<Metahead | null> => {
      if (metahead.language !== 'sass' && metahead.language !== 'scss') return metahead;
      const css = await compileMetaheadStyle(metahead.language, metahead.content, log);
      return css === null ? null : { ...metahead, language: 'css', content: css };
    }),
  );
  return compiled.filter((metahead): metahead is Metahead => metahead !== null);
}
