import { describe, expect, it } from 'vitest';
import { parseScene, sceneSvg } from './media-scenes.js';

describe('media scenes', () => {
  it('reads every kind of scene name', () => {
    expect(parseScene('mountains-dawn')).toEqual({ kind: 'mountains', time: 'dawn' });
    expect(parseScene('city-night')).toEqual({ kind: 'city', time: 'night' });
    expect(parseScene('interior-ivory')).toEqual({ kind: 'interior', trim: 'ivory' });
    expect(parseScene('suv-5e6b4e-mountains-dusk')).toEqual({
      kind: 'vehicle',
      body: 'suv',
      color: '5e6b4e',
      backdrop: 'mountains',
      time: 'dusk',
    });
    expect(parseScene('coupe-c9cac5-studio')).toEqual({ kind: 'vehicle', body: 'coupe', color: 'c9cac5', backdrop: 'studio', time: 'day' });
  });

  it.each(['mountains', 'city-noon', 'interior-red', 'truck-000000-city', 'suv-00000-city', 'suv-000000-beach', '../etc'])(
    'rejects %s',
    (name) => {
      expect(parseScene(name)).toBeUndefined();
    },
  );

  it('draws the vehicle in its paint, cropped to fill the asked size', () => {
    const scene = parseScene('saloon-8a1c1c-city-day');
    if (!scene) throw new Error('scene');
    const svg = sceneSvg(scene, 420, 495);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="420" height="495" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">/,
    );
    expect(svg).toContain('fill="#8a1c1c"');
    expect(svg).not.toMatch(/href="http/);
  });
});
