import { describe, expect, it } from 'vitest';
import { photoSources, underBase } from './photo-sources.js';
import { sampleVehicle } from './sample-vehicle.js';

describe('photoSources', () => {
  it('offers every size with its width and the hd picture as src', () => {
    const photo = sampleVehicle().attributes.photos[0];
    if (!photo) throw new Error('sample has photos');
    const { src, srcSet } = photoSources(photo, 'https://api.test/');
    expect(src).toBe('https://api.test/media/vehicles/suv/1a1a1a/side/hd.svg');
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1600w', '1920w']);
  });

  it('keeps absolute URLs and paths without a base', () => {
    expect(underBase('https://x.test', 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(underBase('', '/media/a.svg')).toBe('/media/a.svg');
  });
});
