/**
 * The editor's block-list previews (template `thumbnail`): a small SVG drawn from a few shapes, in
 * the site's palette, so every block has a recognisable picture without image files.
 */
const INK = '#0c121c';
const STONE = '#e9e5dd';
const SAND = '#b9ad96';
const LINE = '#8a8f96';

export interface ThumbShape {
  kind: 'media' | 'panel' | 'text' | 'button' | 'dot' | 'line';
  x: number;
  y: number;
  w?: number;
  h?: number;
}

function shape({ kind, x, y, w = 0, h = 0 }: ThumbShape): string {
  switch (kind) {
    case 'media':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${INK}"/><path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.75} L${x + w * 0.8} ${y + h * 0.55} L${x + w} ${y + h} Z" fill="#3a4656"/>`;
    case 'panel':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${STONE}"/>`;
    case 'text':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h || 4}" rx="1" fill="${LINE}"/>`;
    case 'button':
      return `<rect x="${x}" y="${y}" width="${w || 22}" height="${h || 7}" fill="${SAND}"/>`;
    case 'dot':
      return `<circle cx="${x}" cy="${y}" r="${w || 2.5}" fill="${SAND}"/>`;
    case 'line':
      return `<path d="M${x} ${y} L${x + w} ${y + h}" stroke="${LINE}" stroke-width="1.5"/>`;
  }
}

/** A 160x90 preview of the given shapes on white. */
export function thumbnail(shapes: readonly ThumbShape[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90"><rect width="160" height="90" fill="#fff"/>${shapes.map(shape).join('')}</svg>`;
}

/**
 * Equal cards side by side, each a picture with a line of text under it (a row of cards, a feed's
 * items): the pictures first, then their lines, `step` apart from one card's start to the next.
 */
export function cardRowShapes(row: {
  count: number;
  x: number;
  step: number;
  y: number;
  w: number;
  h: number;
  /** The text line: how far it starts inside its card, its top and its width. */
  text: { inset: number; y: number; w: number };
}): ThumbShape[] {
  const starts = Array.from({ length: row.count }, (_, index) => row.x + index * row.step);
  return [
    ...starts.map((x): ThumbShape => ({ kind: 'media', x, y: row.y, w: row.w, h: row.h })),
    ...starts.map((x): ThumbShape => ({ kind: 'text', x: x + row.text.inset, y: row.text.y, w: row.text.w })),
  ];
}
