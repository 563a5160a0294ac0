/**
 * The page's largest paint is its first hero picture, so exactly one picture gets the browser's
 * attention. Block renderers mark their hero picture `priority` (site/blocks/shared/picture.tsx):
 * a `<link rel="preload" as="image">` beside it and `fetchpriority="high"` on its `<img>`. A page
 * may hold several heroes (the QA page holds them all), and a preload inside <body> is found only
 * after the header has been parsed. So the server keeps the first preload, moves it into <head>
 * ahead of the stylesheets (the image request starts with the CSS rather than after it), drops the
 * others, and turns the later priority pictures into ordinary lazy ones, which no longer compete
 * with the hero for the phone's bandwidth.
 */

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const PRIORITY_IMG = /<img\b[^>]*\bfetchPriority="high"[^>]*>/g;

export interface PrioritizedBody {
  /** The first image preload of the body, for <head>; null when no picture asked for priority. */
  headPreload: string | null;
  /** The body without image preloads, with only its first priority picture still eager and high priority. */
  bodyHtml: string;
}

/** Attributes React writes in camelCase (`imageSrcSet`); HTML reads them case-insensitively, <head> gets them in their HTML spelling. */
function htmlSpelling(link: string): string {
  return link
    .replace(/\simageSrcSet=/, ' imagesrcset=')
    .replace(/\simageSizes=/, ' imagesizes=')
    .replace(/\sfetchPriority=/, ' fetchpriority=')
    .replace(/\s*\/>$/, '>');
}

function demote(img: string): string {
  return img
    .replace(/\sfetchPriority="high"/, '')
    .replace(/\sloading="eager"/, ' loading="lazy"')
    .replace(/\sdecoding="sync"/, ' decoding="async"');
}

/** Image preloads and priority pictures, in document order (neither can hold the other). */
const PRIORITY_MARKUP = new RegExp(`${IMAGE_PRELOAD.source}|${PRIORITY_IMG.source}`, 'g');

/**
 * One scan of the body for both kinds of tag, found with `exec` and reassembled from slices with
 * one `join`: a page's body is 100–200 KB, and every `replace` over it copies all of it (two
 * replaces cost more than the rest of this function; docs/caching.md, "Render cost"). A body
 * without either kind of tag is returned as it is.
 */
export function prioritizeFirstImage(bodyHtml: string): PrioritizedBody {
  let headPreload: string | null = null;
  let first = true;
  const pieces: string[] = [];
  let copied = 0;
  const pattern = new RegExp(PRIORITY_MARKUP);
  for (let match = pattern.exec(bodyHtml); match; match = pattern.exec(bodyHtml)) {
    const tag = match[0];
    let replacement: string;
    if (tag.startsWith('<link')) {
      headPreload ??= htmlSpelling(tag);
      replacement = '';
    } else if (first) {
      first = false;
      continue;
    } else {
      replacement = demote(tag);
    }
    pieces.push(bodyHtml.slice(copied, match.index), replacement);
    copied = match.index + tag.length;
  }
  if (pieces.length === 0) return { headPreload, bodyHtml };
  pieces.push(bodyHtml.slice(copied));
  return { headPreload, bodyHtml: pieces.join('') };
}
