import { describe, expect, it } from 'vitest';
import { PICTURE_BODIES, PICTURE_VIEWS, vehiclePicturePath, vehicleSvg } from './vehicle-picture.js';

describe('vehicleSvg', () => {
  it.each(PICTURE_BODIES.flatMap((body) => PICTURE_VIEWS.map((view) => [body, view] as const)))(
    'draws a self-contained %s %s picture in the paint colour',
    (body, view) => {
      const svg = vehicleSvg({ body, colorHex: '#5B5E60', view, width: 640, height: 360 });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('#5b5e60');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/href=|url\(/);
      expect(svg.endsWith('</svg>')).toBe(true);
    },
  );

  it('rejects a colour that is not 6 hex digits', () => {
    expect(() => vehicleSvg({ body: 'suv', colorHex: 'red', view: 'side', width: 10, height: 10 })).toThrow(/hex/);
  });

  it('builds the media route path', () => {
    expect(vehiclePicturePath('suv', '#1B1C1E', 'side', 'medium')).toBe('/media/vehicles/suv/1b1c1e/side/medium.svg');
  });
});
