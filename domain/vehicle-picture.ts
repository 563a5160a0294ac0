/**
 * Generated vehicle pictures: the demo has no photography, so every vehicle photo is an SVG drawn
 * from its body style and exterior paint. Pure (no I/O), so the media route and tests share it.
 * The drawing lives on a fixed 1600x900 canvas and is scaled by the viewBox to the asked size.
 */

export const PICTURE_BODIES = ['suv', 'coupe', 'saloon'] as const;
export type PictureBody = (typeof PICTURE_BODIES)[number];

export const PICTURE_VIEWS = ['side', 'front', 'rear', 'interior'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** Photo sizes of the listing API (docs/listing-api.md, "Vehicle fields": photos normal, medium, hd, quarter_hd; photo items big, full), all 16:9. */
export const PICTURE_SIZES = {
  normal: 640,
  medium: 480,
  hd: 1600,
  quarter_hd: 960,
  big: 1280,
  full: 1920,
} as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

export interface VehicleSvgOptions {
  body: PictureBody;
  /** Exterior paint as `#rrggbb`. */
  colorHex: string;
  view: PictureView;
  width: number;
  height: number;
}

const HEX = /^#?([0-9a-fA-F]{6})$/;

export function isPictureBody(v: string): v is PictureBody {
  return (PICTURE_BODIES as readonly string[]).includes(v);
}
export function isPictureView(v: string): v is PictureView {
  return (PICTURE_VIEWS as readonly string[]).includes(v);
}
export function isPictureSize(v: string): v is PictureSize {
  return Object.prototype.hasOwnProperty.call(PICTURE_SIZES, v);
}

/** The media route path of one picture; the seed stores these in vehicle photos. */
export function vehiclePicturePath(body: PictureBody, colorHex: string, view: PictureView, size: PictureSize): string {
  return `/media/vehicles/${body}/${normaliseHex(colorHex).slice(1)}/${view}/${size}.svg`;
}

function normaliseHex(colorHex: string): string {
  const match = HEX.exec(colorHex);
  if (!match) throw new Error(`colour must be 6 hex digits, got ${colorHex}`);
  return `#${(match[1] ?? '').toLowerCase()}`;
}

/** Mixes the paint towards black (amount < 0) or white (amount > 0) for shading. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (shift: number): string => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const GLASS = '#1d2630';
const TYRE = '#141414';
const RIM = '#b9bdc1';
const GROUND = 720;

function wheel(cx: number, r: number): string {
  const cy = GROUND - r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.62)}" fill="${RIM}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.18)}" fill="#55595d"/>`
  );
}

interface SideShape {
  body: string;
  windows: string;
  wheels: [number, number];
  wheelRadius: number;
  /** Tail lamp (at the right) and headlamp (at the left): every side view faces left. */
  lights: [string, string];
}

/** Side silhouettes: boxy upright SUV, low fastback coupe, three-box saloon. */
const SIDE: Record<PictureBody, SideShape> = {
  suv: {
    body: 'M180 640 L182 500 Q190 462 240 456 L420 440 L540 300 Q560 280 600 280 L1200 282 Q1236 284 1250 310 L1330 440 L1405 452 Q1440 460 1442 500 L1446 640 Q1446 664 1420 664 L206 664 Q180 664 180 640 Z',
    windows: 'M575 312 L850 312 L850 438 L466 438 Z M880 312 L1190 312 L1268 438 L880 438 Z',
    wheels: [420, 1200],
    wheelRadius: 118,
    lights: ['M1420 470 L1444 470 L1444 520 L1424 520 Z', 'M182 480 L214 470 L214 530 L182 540 Z'],
  },
  coupe: {
    body: 'M150 640 L156 560 Q170 520 240 505 L560 470 Q700 340 880 332 Q1060 330 1200 420 L1420 470 Q1470 486 1470 540 L1468 640 Q1466 664 1440 664 L180 664 Q150 664 150 640 Z',
    windows: 'M640 462 Q730 372 880 362 L930 362 L930 462 Z M960 362 Q1060 366 1150 436 L1160 462 L960 462 Z',
    wheels: [420, 1200],
    wheelRadius: 104,
    lights: ['M1440 500 L1468 506 L1468 540 L1444 536 Z', 'M156 548 L200 530 L200 566 L156 580 Z'],
  },
  saloon: {
    body: 'M150 640 L154 548 Q166 514 230 506 L470 486 Q600 360 760 350 L1080 352 Q1170 358 1240 452 L1430 474 Q1466 484 1468 530 L1468 640 Q1466 664 1440 664 L178 664 Q150 664 150 640 Z',
    windows: 'M560 476 Q640 390 760 382 L880 382 L880 476 Z M910 382 L1070 384 Q1140 400 1196 476 L910 476 Z',
    wheels: [410, 1210],
    wheelRadius: 106,
    lights: ['M1436 496 L1466 502 L1466 536 L1440 532 Z', 'M156 536 L204 522 L204 556 L156 568 Z'],
  },
};

function sideView(body: PictureBody, paint: string): string {
  const s = SIDE[body];
  const [front, back] = s.wheels;
  // Upper half-disc only: a wheel well opens above the wheel, never below the sill.
  const arch = (cx: number): string => {
    const r = s.wheelRadius + 16;
    const cy = GROUND - s.wheelRadius;
    return `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} Z" fill="${shade(paint, -0.55)}"/>`;
  };
  return (
    `<path d="${s.body}" fill="${paint}" stroke="${shade(paint, -0.35)}" stroke-width="6"/>` +
    `<path d="M200 600 L1430 600" stroke="${shade(paint, -0.25)}" stroke-width="10"/>` +
    `<path d="${s.windows}" fill="${GLASS}"/>` +
    `<path d="${s.lights[0]}" fill="#c0262d"/><path d="${s.lights[1]}" fill="#f1f4f6" stroke="#8a9096" stroke-width="3"/>` +
    arch(front) +
    arch(back) +
    wheel(front, s.wheelRadius) +
    wheel(back, s.wheelRadius)
  );
}

/** Front and rear: the body's width and roof height differ by body style. */
const END_PROPORTIONS: Record<PictureBody, { halfWidth: number; roof: number; shoulder: number }> = {
  suv: { halfWidth: 430, roof: 250, shoulder: 430 },
  coupe: { halfWidth: 440, roof: 360, shoulder: 500 },
  saloon: { halfWidth: 430, roof: 330, shoulder: 480 },
};

function endView(body: PictureBody, paint: string, rear: boolean): string {
  const { halfWidth: w, roof, shoulder } = END_PROPORTIONS[body];
  const cx = 800;
  const glassInset = 90;
  const lamp = rear ? '#b3161d' : '#eef3f6';
  const lampW = 150;
  // Low bodies (coupe) leave less room between the lamps and the bumper for the plate.
  const bumper = GROUND - 82;
  const plateHeight = Math.min(60, bumper - 8 - (shoulder + 84));
  const greenhouse = `M${cx - w + 70} ${shoulder} L${cx - w + 150} ${roof} L${cx + w - 150} ${roof} L${cx + w - 70} ${shoulder} Z`;
  const glass = `M${cx - w + glassInset + 20} ${shoulder - 10} L${cx - w + glassInset + 80} ${roof + 22} L${cx + w - glassInset - 80} ${roof + 22} L${cx + w - glassInset - 20} ${shoulder - 10} Z`;
  return (
    `<rect x="${cx - w + 30}" y="${GROUND - 150}" width="110" height="150" rx="18" fill="${TYRE}"/>` +
    `<rect x="${cx + w - 140}" y="${GROUND - 150}" width="110" height="150" rx="18" fill="${TYRE}"/>` +
    `<path d="${greenhouse}" fill="${paint}" stroke="${shade(paint, -0.35)}" stroke-width="6"/>` +
    `<path d="${glass}" fill="${GLASS}"/>` +
    `<rect x="${cx - w}" y="${shoulder}" width="${w * 2}" height="${GROUND - 40 - shoulder}" rx="36" fill="${paint}" stroke="${shade(paint, -0.35)}" stroke-width="6"/>` +
    `<rect x="${cx - w + 40}" y="${shoulder + 30}" width="${lampW}" height="40" rx="14" fill="${lamp}" stroke="#8a9096" stroke-width="3"/>` +
    `<rect x="${cx + w - 40 - lampW}" y="${shoulder + 30}" width="${lampW}" height="40" rx="14" fill="${lamp}" stroke="#8a9096" stroke-width="3"/>` +
    (rear
      ? `<rect x="${cx - 120}" y="${shoulder + 84}" width="240" height="${plateHeight}" rx="6" fill="#f4f4f2" stroke="#333" stroke-width="4"/>`
      : `<rect x="${cx - 200}" y="${shoulder + 24}" width="400" height="${plateHeight + 50}" rx="20" fill="${shade(paint, -0.7)}"/>`) +
    `<rect x="${cx - w + 20}" y="${bumper}" width="${w * 2 - 40}" height="32" rx="14" fill="${shade(paint, -0.5)}"/>`
  );
}

function interiorView(paint: string): string {
  const leather = '#2b2622';
  return (
    `<rect x="0" y="0" width="1600" height="420" fill="#c9d6df"/>` +
    `<path d="M0 120 Q800 40 1600 120 L1600 0 L0 0 Z" fill="${leather}"/>` +
    `<path d="M0 420 Q800 330 1600 420 L1600 900 L0 900 Z" fill="${leather}"/>` +
    `<path d="M120 470 Q800 400 1480 470 L1480 520 Q800 450 120 520 Z" fill="${paint}"/>` +
    `<rect x="700" y="480" width="260" height="150" rx="16" fill="#101417"/>` +
    `<circle cx="460" cy="640" r="170" fill="none" stroke="#161616" stroke-width="38"/>` +
    `<circle cx="460" cy="640" r="50" fill="#161616"/>` +
    `<rect x="300" y="630" width="320" height="26" fill="#161616"/>` +
    `<path d="M1080 900 L1120 640 Q1200 600 1300 640 L1340 900 Z" fill="#3a332d"/>`
  );
}

function describe(body: PictureBody, view: PictureView, paint: string): string {
  const kind = body === 'suv' ? 'SUV' : body;
  return view === 'interior' ? `Vehicle interior with ${paint} trim` : `${kind}, ${view} view, paint ${paint}`;
}

/**
 * The vehicle alone (no backdrop) on the 1600x900 canvas, ground line at y=720: the media scenes
 * (domain/media-scenes.ts) place it in a landscape.
 */
export function vehicleDrawing(body: PictureBody, colorHex: string, view: PictureView): string {
  const paint = normaliseHex(colorHex);
  return view === 'side' ? sideView(body, paint) : view === 'interior' ? interiorView(paint) : endView(body, paint, view === 'rear');
}

/** Draws one picture as a self-contained SVG document (no external references). */
export function vehicleSvg(options: VehicleSvgOptions): string {
  const paint = normaliseHex(options.colorHex);
  const { body, view } = options;
  const width = Math.max(1, Math.round(options.width));
  const height = Math.max(1, Math.round(options.height));
  const scene = vehicleDrawing(body, paint, view);
  const backdrop =
    view === 'interior'
      ? ''
      : `<rect width="1600" height="900" fill="#eceef0"/><rect y="${GROUND}" width="1600" height="180" fill="#d9dcdf"/>` +
        `<ellipse cx="800" cy="${GROUND + 6}" rx="700" ry="26" fill="#000" opacity="0.18"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" role="img" preserveAspectRatio="xMidYMid slice">` +
    `<title>${describe(body, view, paint)}</title>` +
    backdrop +
    scene +
    `</svg>`
  );
}
