/**
 * `src` and `srcset` of one vehicle photo from all its sizes (quarter_hd 960, medium 480, hd 1600,
 * full 1920 wide: domain/vehicle-picture.ts), so the browser picks the smallest that fills the box.
 * Pure and DOM-free: the server page and the widget's gallery share it. Each path goes under the base
 * (the widget's API base; '' on the site itself) by the one joining rule, domain/under-base.ts.
 */
import { underBase } from './under-base.js';
import { PICTURE_SIZES } from './vehicle-picture.js';
import type { VehiclePhoto } from './vehicle.js';

export function photoSources(photo: VehiclePhoto, base: string): { src: string; srcSet: string } {
  const candidates: [string, number][] = [
    [photo.medium_path, PICTURE_SIZES.medium],
    [photo.quarter_hd_path, PICTURE_SIZES.quarter_hd],
    [photo.hd_path, PICTURE_SIZES.hd],
    [photo.full_path, PICTURE_SIZES.full],
  ];
  // A path that is missing or refused by the URL rule ('' under the base) is no candidate.
  const srcSet = candidates
    .map(([path, width]) => [underBase(base, path), width] as const)
    .filter(([url]) => url !== '')
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
  return { src: underBase(base, photo.hd_path || photo.big_path || photo.medium_path), srcSet };
}
