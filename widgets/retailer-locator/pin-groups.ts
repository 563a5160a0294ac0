/**
 * Which retailers' pins the map draws as one group (a count badge at the group's true place), and
 * where the pins of a group go when the map cannot zoom in any further (a small ring round their
 * centre). Pure screen arithmetic, so leaflet-map.ts stays about drawing and so this is tested
 * without a browser (pin-groups.test.ts).
 *
 * Why groups: pins closer than a finger's width cover each other, and the older fix (pushing each
 * pin sideways until it was free) put the pins of Duhok, Erbil, Sulaymaniyah and Kirkuk east of
 * Iraq's border at the whole-country zoom. A group badge stays where its retailers are.
 */

export interface ScreenPoint {
  x: number;
  y: number;
}

/** A pin is 24×32 standing on its point (the tip); a badge is BADGE px across, centred on its point. */
export const PIN_SIZE = { width: 24, height: 32 } as const;
export const BADGE = 36;
/** The free space kept between two targets, so each keeps a 24 px target of its own (WCAG 2.5.8). */
export const TARGET_GAP = 4;

export interface PinGroup<T> {
  members: T[];
  /** The members' mean screen position: where the badge (or the ring's centre) is drawn. */
  at: ScreenPoint;
}

interface Box {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

const boxOf = (group: PinGroup<unknown>): Box =>
  group.members.length === 1
    ? { cx: group.at.x, cy: group.at.y - PIN_SIZE.height / 2, width: PIN_SIZE.width, height: PIN_SIZE.height }
    : { cx: group.at.x, cy: group.at.y, width: BADGE, height: BADGE };

const overlap = (a: Box, b: Box): boolean =>
  Math.abs(a.cx - b.cx) < (a.width + b.width) / 2 + TARGET_GAP && Math.abs(a.cy - b.cy) < (a.height + b.height) / 2 + TARGET_GAP;

/**
 * Groups the points whose targets would touch: any two targets (pins or badges) that overlap are
 * merged into one group at the mean of all their members' points, until none overlap. Every
 * member's badge is therefore inside the span of its group's own points. The groups come north to
 * south (then west to east): the order Tab takes through them.
 */
export function groupPins<T>(points: readonly { item: T; at: ScreenPoint }[]): PinGroup<T>[] {
  const groups: { members: T[]; points: ScreenPoint[]; at: ScreenPoint }[] = points.map((p) => ({
    members: [p.item],
    points: [p.at],
    at: p.at,
  }));
  for (let merged = true; merged;) {
    merged = false;
    search: for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i]!, groups[j]!];
        if (!overlap(boxOf(a), boxOf(b))) continue;
        const all = [...a.points, ...b.points];
        groups[i] = {
          members: [...a.members, ...b.members],
          points: all,
          at: { x: all.reduce((s, p) => s + p.x, 0) / all.length, y: all.reduce((s, p) => s + p.y, 0) / all.length },
        };
        groups.splice(j, 1);
        merged = true;
        break search;
      }
  }
  return groups.map(({ members, at }) => ({ members, at })).sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
}

/**
 * Where n pins of one group stand round their centre when the map is at its closest zoom (the same
 * building, say): equally spaced on a ring wide enough that neighbouring pins do not touch, the
 * first slot towards the first point's own side. Offsets in screen px from the group's point.
 */
export function ringOffsets(points: readonly ScreenPoint[], centre: ScreenPoint): ScreenPoint[] {
  const n = points.length;
  if (n < 2) return points.map(() => ({ x: 0, y: 0 }));
  const step = (2 * Math.PI) / n;
  // Neighbours at least the diagonal of a pin's box (plus the gap) apart: their boxes cannot touch.
  const apart = Math.hypot(PIN_SIZE.width + TARGET_GAP, PIN_SIZE.height + TARGET_GAP);
  const radius = Math.max(PIN_SIZE.width + TARGET_GAP, apart / 2 / Math.sin(step / 2));
  const angles = points.map((p) => Math.atan2(p.y - centre.y, p.x - centre.x));
  // Points on top of each other have no angle of their own: the ring starts at the top.
  const start = angles.every((a, _i, all) => a === all[0]) ? -Math.PI / 2 : angles[0]!;
  // Each point takes the free slot nearest its own direction, in the order of its angle.
  const order = angles.map((a, i) => ({ a, i })).sort((p, q) => p.a - q.a);
  const first = order.findIndex(({ i }) => i === 0);
  const offsets: ScreenPoint[] = new Array<ScreenPoint>(n);
  order.forEach(({ i }, k) => {
    const angle = start + step * ((k - first + n) % n);
    offsets[i] = { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
  });
  return offsets;
}
