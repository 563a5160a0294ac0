/**
 * Photos, buttons and wording of a stock vehicle, the parts that do not depend on its price: the
 * stock import (server/stock-feed/vehicle-row.ts) and the demo seed (server/seed/vehicles.ts) fill
 * the same columns from here.
 */
import type { VehicleButton, VehiclePhoto, VehicleState, VehicleStatus } from './vehicle.js';
import { PICTURE_VIEWS, vehiclePicturePath, type PictureBody } from './vehicle-picture.js';

export interface PhotoSet {
  /** JSON VehiclePhoto[], as stored in vehicles.photos. */
  json: string;
  coverMedium: string;
}

// Many vehicles share a body and paint: building each photo list once keeps a 100,000-vehicle seed fast.
const photoCache = new Map<string, PhotoSet>();

export function photosFor(body: PictureBody, colorHex: string): PhotoSet {
  const cacheKey = `${body}${colorHex}`;
  const cached = photoCache.get(cacheKey);
  if (cached) return cached;
  const photos: VehiclePhoto[] = PICTURE_VIEWS.map((view, i) => ({
    sequence: i + 1,
    big_path: vehiclePicturePath(body, colorHex, view, 'big'),
    medium_path: vehiclePicturePath(body, colorHex, view, 'medium'),
    quarter_hd_path: vehiclePicturePath(body, colorHex, view, 'quarter_hd'),
    hd_path: vehiclePicturePath(body, colorHex, view, 'hd'),
    full_path: vehiclePicturePath(body, colorHex, view, 'full'),
  }));
  const set = { json: JSON.stringify(photos), coverMedium: photos[0]?.medium_path ?? '' };
  photoCache.set(cacheKey, set);
  return set;
}

/** The listing's order-online button set (see listings.ts). */
export const ORDER_ONLINE_BUTTON_SET_ID = 1;

/** Opens the enquiry form of the stock locator (every vehicle has it). */
export const ENQUIRE_BUTTON: VehicleButton = {
  button_type: 'enquire',
  label: 'Enquire',
  target: 'stock_locator.form',
  target_type: 'form',
  target_action: 'open_modal',
  button_set_setup_id: null,
};
/** Reserves the vehicle online (vehicles in the order-online button set). */
export const ORDER_ONLINE_BUTTON: VehicleButton = {
  button_type: 'order_online',
  label: 'Reserve online',
  target: '/showroom-order-online/',
  target_type: 'internal',
  target_action: 'order_online',
  button_set_setup_id: ORDER_ONLINE_BUTTON_SET_ID,
};
/** Books a test drive on a page of the site. */
export const TEST_DRIVE_BUTTON: VehicleButton = {
  button_type: 'test_drive',
  label: 'Book a test drive',
  target: '/t',
  target_type: 'internal',
  target_action: 'navigate',
  button_set_setup_id: null,
};

const BUTTONS_ENQUIRE = JSON.stringify([ENQUIRE_BUTTON]);
const BUTTONS_WITH_TEST_DRIVE = JSON.stringify([ENQUIRE_BUTTON, TEST_DRIVE_BUTTON]);
const BUTTONS_ORDER_ONLINE = JSON.stringify([ENQUIRE_BUTTON, ORDER_ONLINE_BUTTON]);

/** Only a vehicle in stock can be reserved online; sold or reserved ones can only be enquired about. */
export function buttonsFor(state: VehicleState, status: VehicleStatus): string {
  if (status === 'stock') return BUTTONS_ORDER_ONLINE;
  if (status === 'demo' || (state === 'new' && status === 'available_soon')) return BUTTONS_WITH_TEST_DRIVE;
  return BUTTONS_ENQUIRE;
}

const DISCLAIMERS: Readonly<Record<VehicleState, string>> = {
  new: JSON.stringify([
    'Pictures are illustrative; the paint and equipment of the vehicle may differ.',
    'Recommended retail price in US dollars, including customs duty and delivery. Offers valid while stock lasts.',
  ]),
  approved: JSON.stringify([
    'Pictures are illustrative; the paint and equipment of the vehicle may differ.',
    'Approved vehicles include a 165-point inspection and a 24-month warranty.',
  ]),
  used: JSON.stringify([
    'Pictures are illustrative; the paint and equipment of the vehicle may differ.',
    "Mileage as recorded at the retailer; sold as seen, with the retailer's statutory obligations.",
  ]),
};

export function disclaimersFor(state: VehicleState): string {
  return DISCLAIMERS[state];
}

export const PRICES_TYPE: Readonly<Record<VehicleState, string>> = {
  new: 'Including customs duty and sales tax',
  approved: 'Including sales tax',
  used: 'Including sales tax',
};

export const FOOTNOTES = {
  combustion: 'Fuel consumption and CO2 figures are WLTP values; real-world figures in Iraq may differ.',
  phev: 'Electric range depends on driving style, temperature and battery condition.',
  electric: 'Range up to 470 km (WLTP); charging times depend on the charger and battery temperature.',
} as const;
