/**
 * Generated demo scenes: the demo has no photography, so heroes, banners and cards show vector
 * scenes drawn here and rasterised by the media route (GET /media/scenes/:scene/:size.:format).
 * Pure (no I/O). A scene name fully determines the drawing:
 *   mountains-<time>                 layered Zagros ridges
 *   city-<time>                      Erbil's citadel and the city around it
 *   interior-<trim>                  a cabin looking out at the mountains
 *   <body>-<hex>-<backdrop>[-<time>] a vehicle (domain/vehicle-picture.ts) on a road in a backdrop
 * with time dawn | day | dusk | night, trim ebony | tan | ivory, backdrop mountains | city | studio.
 */
import { PICTURE_BODIES, vehicleDrawing, type PictureBody } from './vehicle-picture.js';

export const SCENE_TIMES = ['dawn', 'day', 'dusk', 'night'] as const;
export type SceneTime = (typeof SCENE_TIMES)[number];
export const SCENE_TRIMS = ['ebony', 'tan', 'ivory'] as const;
export type SceneTrim = (typeof SCENE_TRIMS)[number];
export const SCENE_BACKDROPS = ['mountains', 'city', 'studio'] as const;
export type SceneBackdrop = (typeof SCENE_BACKDROPS)[number];

export type Scene =
  | { kind: 'mountains'; time: SceneTime }
  | { kind: 'city'; time: SceneTime }
  | { kind: 'interior'; trim: SceneTrim }
  | { kind: 'vehicle'; body: PictureBody; color: string; backdrop: SceneBackdrop; time: SceneTime };

const TIME = `(${SCENE_TIMES.join('|')})`;
const SCENE_PATTERN = new RegExp(
  `^(?:(mountains|city)-${TIME}|interior-(${SCENE_TRIMS.join('|')})|(${PICTURE_BODIES.join('|')})-([0-9a-f]{6})-(${SCENE_BACKDROPS.join('|')})(?:-${TIME})?)$`,
);

export function parseScene(name: string): Scene | undefined {
  const m = SCENE_PATTERN.exec(name);
  if (!m) return undefined;
  if (m[1]) return { kind: m[1] as 'mountains' | 'city', time: m[2] as SceneTime };
  if (m[3]) return { kind: 'interior', trim: m[3] as SceneTrim };
  return {
    kind: 'vehicle',
    body: m[4] as PictureBody,
    color: m[5] ?? '000000',
    backdrop: m[6] as SceneBackdrop,
    time: (m[7] as SceneTime | undefined) ?? 'day',
  };
}

/** The media path of a scene without its size: the picture component adds size and format. */
export function scenePath(name: string): string {
  return `/media/scenes/${name}`;
}

interface Light {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sunY: number;
  /** Ridge colours from the farthest to the nearest. */
  ridges: [string, string, string, string];
  ground: string;
  windows: string;
  /** Towers, then the citadel mound. */
  buildings: [string, string];
}

const LIGHT: Record<SceneTime, Light> = {
  dawn: {
    skyTop: '#27324d',
    skyBottom: '#f0b487',
    sun: '#ffd9a8',
    sunY: 560,
    ridges: ['#9c8fa3', '#6e6a83', '#474a63', '#262a3d'],
    ground: '#1d2130',
    windows: '#ffcf87',
    buildings: ['#4b4a63', '#2e2f44'],
  },
  day: {
    skyTop: '#5d8fb8',
    skyBottom: '#dfe8ec',
    sun: '#fff7e0',
    sunY: 200,
    ridges: ['#a9bccb', '#7f97a6', '#59705c', '#3c4d3a'],
    ground: '#4a4640',
    windows: '#aebfcc',
    buildings: ['#9aa3a8', '#b59a78'],
  },
  dusk: {
    skyTop: '#161d33',
    skyBottom: '#d77a52',
    sun: '#ffb470',
    sunY: 600,
    ridges: ['#8b5e67', '#5b4257', '#352c44', '#1b1726'],
    ground: '#15131c',
    windows: '#ffc46b',
    buildings: ['#3a2c40', '#241c2c'],
  },
  night: {
    skyTop: '#04070f',
    skyBottom: '#1c2945',
    sun: '#e9eef7',
    sunY: 170,
    ridges: ['#26324d', '#1b2540', '#121a2f', '#0a0f1e'],
    ground: '#080b14',
    windows: '#ffd27a',
    buildings: ['#141c30', '#0d1322'],
  },
};

/** Deterministic ridge line: a sum of sines, so a scene draws the same on every server. */
function ridge(base: number, amplitude: number, seed: number, detail: number): string {
  let d = `M0 900 L0 ${base}`;
  for (let x = 0; x <= 1600; x += 20) {
    const y =
      base -
      amplitude *
        (0.55 * Math.sin((x / 1600) * Math.PI * 2.2 + seed) +
          0.3 * Math.sin((x / 1600) * Math.PI * 5.3 + seed * 2.1) +
          detail * Math.sin((x / 1600) * Math.PI * 13 + seed * 3.7));
    d += ` L${x} ${Math.round(y)}`;
  }
  return `${d} L1600 900 Z`;
}

function sky(light: Light, id: string): string {
  const stars =
    light === LIGHT.night
      ? Array.from({ length: 60 }, (_, i) => {
          const x = (i * 977) % 1600;
          const y = (i * 421) % 420;
          return `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 2 : 1.2}" fill="#fff" opacity="${0.4 + (i % 5) / 10}"/>`;
        }).join('')
      : '';
  return (
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="${light.skyBottom}"/></linearGradient>` +
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${light.sun}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${light.sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyBottom}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${light.skyBottom}" stop-opacity="0.55"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#${id}-sky)"/>` +
    stars +
    `<circle cx="1150" cy="${light.sunY}" r="260" fill="url(#${id}-glow)"/>` +
    `<circle cx="1150" cy="${light.sunY}" r="46" fill="${light.sun}"/>`
  );
}

function mountains(light: Light, id: string, horizon = 640): string {
  const [far, mid, near, front] = light.ridges;
  return (
    `<path d="${ridge(horizon - 250, 120, 0.7, 0.08)}" fill="${far}"/>` +
    // Snow on the far ridge: a lighter copy clipped to its highest band.
    `<path d="${ridge(horizon - 250, 120, 0.7, 0.08)}" fill="#ffffff" opacity="0.18" clip-path="url(#${id}-snow)"/>` +
    `<defs><clipPath id="${id}-snow"><rect width="1600" height="${horizon - 300}"/></clipPath></defs>` +
    `<rect y="${horizon - 300}" width="1600" height="260" fill="url(#${id}-mist)"/>` +
    `<path d="${ridge(horizon - 160, 90, 2.3, 0.1)}" fill="${mid}"/>` +
    `<path d="${ridge(horizon - 80, 70, 4.1, 0.12)}" fill="${near}"/>` +
    `<path d="${ridge(horizon, 40, 5.9, 0.15)}" fill="${front}"/>`
  );
}

/** Erbil: the citadel mound with its wall and houses, the minaret, and towers of the new city. */
function city(light: Light, id: string): string {
  const lit = light === LIGHT.night || light === LIGHT.dusk;
  const towers = [
    [90, 300, 120],
    [230, 380, 90],
    [1230, 340, 110],
    [1370, 260, 130],
    [1510, 400, 80],
  ]
    .map(([x = 0, top = 0, w = 0], i) => {
      const windows = Array.from({ length: 10 }, (_, row) =>
        Array.from({ length: 3 }, (_, col) =>
          (row + col + i) % 3 === 0 || !lit
            ? ''
            : `<rect x="${x + 14 + col * (w / 3.3)}" y="${top + 24 + row * 30}" width="${w / 6}" height="12" fill="${light.windows}" opacity="0.85"/>`,
        ).join(''),
      ).join('');
      return `<rect x="${x}" y="${top}" width="${w}" height="${700 - top}" fill="${light.buildings[0]}"/>${windows}`;
    })
    .join('');
  const houses = Array.from({ length: 14 }, (_, i) => {
    const x = 520 + i * 40;
    const h = 26 + ((i * 37) % 30);
    return `<rect x="${x}" y="${430 - h}" width="38" height="${h}" fill="${light.buildings[1]}" stroke="${light.ridges[3]}" stroke-opacity="0.3"/>`;
  }).join('');
  return (
    mountains(light, `${id}-m`, 560) +
    towers +
    // The mound and its curved wall.
    `<path d="M380 700 Q440 470 520 430 L1080 430 Q1160 470 1220 700 Z" fill="${light.buildings[1]}"/>` +
    `<path d="M470 520 Q520 440 560 430 L1040 430 Q1080 440 1130 520 Z" fill="${light.buildings[1]}" opacity="0.8"/>` +
    Array.from(
      { length: 16 },
      (_, i) => `<rect x="${490 + i * 40}" y="440" width="6" height="80" fill="${light.ridges[3]}" opacity="0.6"/>`,
    ).join('') +
    houses +
    // The Mudhafaria minaret stands in the plain below the citadel.
    `<rect x="1280" y="470" width="34" height="230" fill="${light.ridges[3]}"/><rect x="1272" y="462" width="50" height="14" fill="${light.ridges[3]}"/>` +
    `<rect y="700" width="1600" height="200" fill="${light.ground}"/>` +
    (lit ? Array.from({ length: 20 }, (_, i) => `<circle cx="${40 + i * 80}" cy="712" r="5" fill="${light.windows}"/>`).join('') : '')
  );
}

function road(light: Light, id: string): string {
  return (
    `<defs><linearGradient id="${id}-road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.ground}"/>` +
    `<stop offset="1" stop-color="#050608"/></linearGradient></defs>` +
    `<rect y="760" width="1600" height="140" fill="url(#${id}-road)"/>` +
    `<path d="M0 836 L1600 836" stroke="#d8d2c4" stroke-width="5" stroke-dasharray="70 60" opacity="0.5"/>`
  );
}

function studio(id: string): string {
  return (
    `<defs><radialGradient id="${id}-studio" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#4a4f55"/>` +
    `<stop offset="1" stop-color="#0d0f12"/></radialGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#${id}-studio)"/>` +
    `<rect y="760" width="1600" height="140" fill="#0b0c0e"/>` +
    `<ellipse cx="800" cy="760" rx="820" ry="40" fill="#2a2e33"/>`
  );
}

function vehicleOnRoad(body: PictureBody, color: string, scale: number): string {
  // The drawing's ground line is y=720 and its centre x=800; place it on the road at y=800.
  const x = 800 - 800 * scale;
  const y = 800 - 720 * scale;
  return (
    `<ellipse cx="800" cy="802" rx="${600 * scale + 60}" ry="22" fill="#000" opacity="0.45"/>` +
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${vehicleDrawing(body, `#${color}`, 'side')}</g>`
  );
}

function interior(trim: SceneTrim, id: string): string {
  const leather = { ebony: '#1c1a19', tan: '#7a4f31', ivory: '#d8cdb8' }[trim];
  const dash = { ebony: '#111214', tan: '#241a14', ivory: '#2a2725' }[trim];
  return (
    sky(LIGHT.day, id) +
    mountains(LIGHT.day, id, 600) +
    // Roof lining, pillars and dashboard frame the windscreen.
    `<path d="M0 0 L1600 0 L1600 120 Q800 60 0 120 Z" fill="${dash}"/>` +
    `<path d="M0 0 L230 0 L120 620 L0 640 Z M1600 0 L1370 0 L1480 620 L1600 640 Z" fill="${dash}"/>` +
    `<path d="M0 560 Q800 470 1600 560 L1600 900 L0 900 Z" fill="${dash}"/>` +
    `<path d="M0 600 Q800 520 1600 600 L1600 640 Q800 560 0 640 Z" fill="${leather}"/>` +
    `<rect x="690" y="600" width="300" height="120" rx="14" fill="#0a0c0f" stroke="#3b3f45" stroke-width="4"/>` +
    `<rect x="706" y="614" width="268" height="92" rx="8" fill="#1f3a4d"/>` +
    `<circle cx="430" cy="780" r="190" fill="none" stroke="#141414" stroke-width="40"/>` +
    `<circle cx="430" cy="780" r="56" fill="#141414"/>` +
    `<path d="M250 780 L610 780" stroke="#141414" stroke-width="30"/>` +
    `<path d="M1070 900 L1110 700 Q1220 650 1330 700 L1380 900 Z" fill="${leather}"/>` +
    `<path d="M1130 900 L1150 730 Q1220 700 1300 730 L1320 900 Z" fill="#000" opacity="0.15"/>`
  );
}

function drawScene(scene: Scene, aspect: number): string {
  const id = 's';
  switch (scene.kind) {
    case 'mountains':
      return (
        sky(LIGHT[scene.time], id) +
        mountains(LIGHT[scene.time], id) +
        `<rect y="640" width="1600" height="260" fill="${LIGHT[scene.time].ridges[3]}"/>`
      );
    case 'city':
      return sky(LIGHT[scene.time], id) + city(LIGHT[scene.time], id);
    case 'interior':
      return interior(scene.trim, id);
    case 'vehicle': {
      const light = LIGHT[scene.time];
      // Portrait crops keep the middle of the canvas: shrink the vehicle to stay whole.
      const scale = aspect >= 1.6 ? 0.62 : Math.max(0.3, 0.62 * (aspect / (16 / 9)));
      const backdrop =
        scene.backdrop === 'studio'
          ? studio(id)
          : sky(light, id) + (scene.backdrop === 'city' ? city(light, id) : mountains(light, id)) + road(light, id);
      return backdrop + vehicleOnRoad(scene.body, scene.color, scale);
    }
  }
}

/** One scene as a self-contained SVG document at the asked pixel size (cropped to fill). */
export function sceneSvg(scene: Scene, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">` +
    drawScene(scene, width / height) +
    `</svg>`
  );
}
