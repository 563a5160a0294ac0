import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources.js';
import { sampleVehicle } from './sample-vehicle.js';

describe('photoSources', () => {
  it('offers every size with its width and the hd picture as src', () => {
    const photo = sampleVehicle().attributes.photos[0];
    if (!photo) throw new Error('sample has photos');
    const { src, srcSet } = photoSources(photo, 'https://api.test/');
    expect(src).toBe('https://api.test/media/vehicles/suv/1a1a1a/side/hd.svg');
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1600w', '1920w']);
  });

  it('keeps paths without a base (the site itself) and drops a photo path the URL rule refuses', () => {
    const photo = sampleVehicle().attributes.photos[0];
    if (!photo) throw new Error('sample has photos');
    expect(photoSources(photo, '').src).toBe('/media/vehicles/suv/1a1a1a/side/hd.svg');
    const hostile = photoSources({ ...photo, hd_path: 'javascript:alert(1)' }, 'https://api.test');
    expect(hostile.src).toBe('');
    expect(hostile.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1920w']);
  });
});
