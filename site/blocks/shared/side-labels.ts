/**
 * The English labels of the select choices that name a side of the screen. The stored values stay
 * the catalogue's ("left", "left-top", "wide-left"…), but the blocks place them with logical CSS
 * (inline-start and inline-end), so a stored "left" is the line's start: the LEFT of an English page
 * and the RIGHT of a Kurdish or Arabic one. A label that said "Left" put the content on the other
 * side from what a Kurdish page's editor expected, so each label says where it lands in both kinds of
 * page. site/cms/side-choices.ts lists every such choice with its side; block-labels.test.ts checks
 * the labels (English, Kurdish, Arabic) against it; docs/cms.md explains.
 */
const START = 'right on Kurdish and Arabic pages, left on English';
const END = 'left on Kurdish and Arabic pages, right on English';

export const SIDE_LABELS = {
  start: `Start (${START})`,
  end: `End (${END})`,
  startTop: `Start, top (${START})`,
  startMiddle: `Start, middle (${START})`,
  startBottom: `Start, bottom (${START})`,
  wideStart: `Wide, start (${START})`,
  narrowStart: `Narrow, start (${START})`,
} as const;
