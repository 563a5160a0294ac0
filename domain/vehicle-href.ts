/**
 * Where a vehicle card links. By default the brand site's vehicle page in the widget's language
 * (`showroomBase` carries the language segment); a retailer can point cards at its own vehicle page
 * with a URL template (`vehicle-href="/cars/{id}"`), where `{id}` is the vehicle id, `{slug}` the
 * vehicle page's `{custom}-{id}` part, `{vin}` the VIN and `{lang}` the widget's language.
 */
import { showroomParam, showroomPath, type ShowroomSlugAttributes } from './showroom-slug.js';

export interface HrefVehicle {
  id: number;
  attributes: ShowroomSlugAttributes & { vin?: string };
}

export function vehicleHref(vehicle: HrefVehicle, showroomBase: string, template: string | undefined, language: string): string {
  if (!template || !template.trim()) return showroomPath(vehicle, showroomBase);
  const values: Record<string, string> = {
    id: String(vehicle.id),
    slug: showroomParam(vehicle),
    vin: vehicle.attributes.vin ?? '',
    lang: language,
  };
  // Each value is one path segment or query value: encoded, so a VIN or slug cannot break the URL.
  return template.trim().replace(/\{(id|slug|vin|lang)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
