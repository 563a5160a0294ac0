/**
 * `src` and `srcset` of one vehicle photo from all its sizes (quarter_hd 960, medium 480, hd 1600,
 * full 1920 wide: domain/vehicle-picture.ts), so the browser picks the smallest that fills the box.
 * Pure and DOM-free: the server page and the widget's gallery share it.
 */
import { PICTURE_SIZES } from './vehicle-picture.js';
import type { VehiclePhoto } from './vehicle.js';

/** A media path under a base (the widget's API base; '' on the site itself). */
export function underBase(base: string, path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || !base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function photoSources(photo: VehiclePhoto, base: string): { src: string; srcSet: string } {
  const candidates: [string, number][] = [
    [photo.medium_path, PICTURE_SIZES.medium],
    [photo.quarter_hd_path, PICTURE_SIZES.quarter_hd],
    [photo.hd_path, PICTURE_SIZES.hd],
    [photo.full_path, PICTURE_SIZES.full],
  ];
  const srcSet = candidates
    .filter(([path]) => !!path)
    .map(([path, width]) => `${underBase(base, path)} ${width}w`)
    .join(', ');
  return { src: underBase(base, photo.hd_path || photo.big_path || photo.medium_path), srcSet };
}
