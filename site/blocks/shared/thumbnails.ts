/**
 * The SVG previews of the part-B blocks in the editor's block list (template `thumbnail`): a few
 * line drawings by layout, 120x80, in the brand's ink and sand.
 */
const frame = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80"><rect width="120" height="80" rx="6" fill="#f4f1ec"/>${body}</svg>`;

const INK = '#1f2a30';
const SAND = '#c8b99a';

export const THUMBNAILS = {
  carousel: frame(
    `<rect x="14" y="16" width="92" height="40" rx="3" fill="${INK}"/><path d="M8 36l-4 0M116 36l-4 0" stroke="${INK}"/><circle cx="52" cy="66" r="2.5" fill="${INK}"/><circle cx="60" cy="66" r="2.5" fill="${SAND}"/><circle cx="68" cy="66" r="2.5" fill="${SAND}"/>`,
  ),
  cards: frame(
    `<rect x="8" y="14" width="30" height="44" rx="3" fill="${INK}"/><rect x="45" y="14" width="30" height="44" rx="3" fill="${SAND}"/><rect x="82" y="14" width="30" height="44" rx="3" fill="${SAND}"/><rect x="8" y="64" width="20" height="4" fill="${INK}"/>`,
  ),
  grid: frame(
    `<rect x="8" y="10" width="50" height="60" rx="3" fill="${INK}"/><rect x="62" y="10" width="50" height="28" rx="3" fill="${SAND}"/><rect x="62" y="42" width="50" height="28" rx="3" fill="${SAND}"/>`,
  ),
  tabs: frame(
    `<rect x="8" y="10" width="30" height="8" rx="2" fill="${INK}"/><rect x="42" y="10" width="30" height="8" rx="2" fill="${SAND}"/><rect x="76" y="10" width="30" height="8" rx="2" fill="${SAND}"/><rect x="8" y="24" width="104" height="46" rx="3" fill="${SAND}" opacity=".5"/>`,
  ),
  view360: frame(
    `<ellipse cx="60" cy="58" rx="44" ry="9" fill="none" stroke="${INK}" stroke-dasharray="3 3"/><path d="M30 48l8-12h40l10 12v6H30z" fill="${INK}"/><text x="60" y="26" font-size="11" text-anchor="middle" fill="${INK}" font-family="sans-serif">360°</text>`,
  ),
  colours: frame(
    `<path d="M22 46l10-14h52l12 14v8H22z" fill="${INK}"/><circle cx="36" cy="66" r="5" fill="#8a1c1c"/><circle cx="50" cy="66" r="5" fill="${INK}"/><circle cx="64" cy="66" r="5" fill="#e6e2da" stroke="${INK}"/><circle cx="78" cy="66" r="5" fill="#2f4a5a"/>`,
  ),
  specs: frame(
    `<text x="12" y="34" font-size="16" fill="${INK}" font-family="sans-serif">400</text><text x="66" y="34" font-size="16" fill="${INK}" font-family="sans-serif">5.4</text><rect x="12" y="42" width="40" height="4" fill="${SAND}"/><rect x="66" y="42" width="40" height="4" fill="${SAND}"/><rect x="12" y="56" width="96" height="1" fill="${INK}"/>`,
  ),
  specAccordion: frame(
    `<rect x="10" y="10" width="46" height="10" rx="2" fill="none" stroke="${INK}"/><rect x="64" y="10" width="46" height="10" rx="2" fill="none" stroke="${INK}"/><rect x="10" y="28" width="100" height="10" rx="2" fill="${INK}"/><rect x="14" y="42" width="40" height="3" fill="${SAND}"/><rect x="70" y="42" width="36" height="3" fill="${SAND}"/><rect x="14" y="49" width="40" height="3" fill="${SAND}"/><rect x="70" y="49" width="36" height="3" fill="${SAND}"/><rect x="10" y="58" width="100" height="9" rx="2" fill="${SAND}"/>`,
  ),
  list: frame(
    `<rect x="8" y="12" width="104" height="12" rx="2" fill="${INK}"/><rect x="8" y="30" width="104" height="12" rx="2" fill="${SAND}"/><rect x="8" y="48" width="104" height="12" rx="2" fill="${SAND}"/>`,
  ),
  bar: frame(
    `<rect x="6" y="50" width="108" height="20" rx="3" fill="${INK}"/><circle cx="22" cy="60" r="4" fill="${SAND}"/><circle cx="48" cy="60" r="4" fill="${SAND}"/><circle cx="74" cy="60" r="4" fill="${SAND}"/><circle cx="100" cy="60" r="4" fill="${SAND}"/>`,
  ),
  hotspots: frame(
    `<rect x="8" y="8" width="104" height="64" rx="3" fill="${SAND}"/><circle cx="40" cy="34" r="6" fill="${INK}"/><circle cx="80" cy="48" r="6" fill="${INK}"/>`,
  ),
  stock: frame(
    `<rect x="8" y="14" width="48" height="52" rx="3" fill="#fff" stroke="${INK}"/><rect x="64" y="14" width="48" height="52" rx="3" fill="#fff" stroke="${INK}"/><path d="M14 40l5-8h26l6 8v4H14z M70 40l5-8h26l6 8v4H70z" fill="${INK}"/>`,
  ),
} as const;

export type ThumbnailKind = keyof typeof THUMBNAILS;
