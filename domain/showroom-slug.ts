/**
 * The vehicle page address (docs/embedding.md, "What the widgets do"): `/showroom/{custom}-{id}`, where the custom part is
 * built from state, brand (omitted for Land Rover), model, production year, engines, drivetrain,
 * transmission and colour. The id after the last hyphen is the only part the server trusts; the
 * custom part is for people and search engines, and an outdated one is redirected.
 */
import type { VehicleAttributes } from './vehicle.js';

/** The attributes the slug reads; a card or a test may pass just these. */
export type ShowroomSlugAttributes = Pick<
  VehicleAttributes,
  'state' | 'brand' | 'model' | 'production_year' | 'engine_type' | 'drivetrain' | 'transmission' | 'color'
> & { brand_key?: string };

/** Used when every part is empty (for example a model written only in a non-Latin script). */
const FALLBACK_SLUG = 'vehicle';

/** Lower-case ASCII words joined by single hyphens; accents are folded, anything else is a separator. */
export function slugifyPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isLandRover(attributes: ShowroomSlugAttributes): boolean {
  return attributes.brand_key === 'land_rover' || slugifyPart(attributes.brand) === 'land-rover';
}

/** The human part of the vehicle address, e.g. `new-range-rover-sport-2024-diesel-mhev-awd-automatic-black`. */
export function showroomSlug(attributes: ShowroomSlugAttributes): string {
  const parts = [
    attributes.state,
    isLandRover(attributes) ? '' : attributes.brand,
    attributes.model,
    Number.isFinite(attributes.production_year) ? String(attributes.production_year) : '',
    // engine_type is a comma-joined list; each engine becomes its own word.
    attributes.engine_type,
    attributes.drivetrain,
    attributes.transmission,
    attributes.color,
  ];
  const slug = parts
    .map((part) => slugifyPart(part ?? ''))
    .filter((part) => part !== '')
    .join('-');
  return slug === '' ? FALLBACK_SLUG : slug;
}

/** The full `{custom}-{id}` route parameter. */
export function showroomParam(vehicle: { id: number; attributes: ShowroomSlugAttributes }): string {
  return `${showroomSlug(vehicle.attributes)}-${vehicle.id}`;
}

/** The vehicle page path; `base` carries the language segment (`/ku/showroom/`, `/en/showroom/`). */
export function showroomPath(vehicle: { id: number; attributes: ShowroomSlugAttributes }, base = '/ku/showroom/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${showroomParam(vehicle)}`;
}

/**
 * The vehicle id of a `{custom}-{id}` parameter: the digits after the last hyphen (a bare id is
 * accepted too). Null when there is none or it is not a safe positive integer.
 */
export function parseShowroomParam(param: string): number | null {
  const match = /(?:^|-)(\d{1,15})$/.exec(param);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
