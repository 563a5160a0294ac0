import { describe, expect, it } from 'vitest';
import { interiorText } from './interior-colour-names.js';
import { showroomSpecs } from './showroom-specs.js';
import { sampleVehicle } from './sample-vehicle.js';

describe('an interior trim in the page language', () => {
  it('says the tones in the language and keeps the brand trim name beside them', () => {
    expect(interiorText('Acorn / Ebony', 'ku')).toEqual({ tones: 'قاوەیی و ڕەش', trim: 'Acorn / Ebony' });
    expect(interiorText('Acorn / Ebony', 'ar')).toEqual({ tones: 'بني وأسود', trim: 'Acorn / Ebony' });
    expect(interiorText('Acorn / Ebony', 'en')).toEqual({ tones: 'Brown and black', trim: 'Acorn / Ebony' });
    expect(interiorText('Ebony Windsor Leather', 'ku')).toEqual({ tones: 'ڕەش', trim: 'Ebony Windsor Leather' });
  });

  it('takes the longer trim word first and says a repeated tone once', () => {
    expect(interiorText('Light Cloud / Ebony', 'en')?.tones).toBe('Light grey and black');
    expect(interiorText('Khaki / Ebony Robust Woven Textile', 'ar')?.tones).toBe('كاكي وأسود');
    expect(interiorText('Ebony / Ebony Textile', 'en')?.tones).toBe('Black');
    expect(interiorText('Deep Garnet / Ebony', 'ku')?.tones).toBe('سووری تۆخ و ڕەش');
  });

  it('shows a trim with an unknown colour word as the brand writes it, alone', () => {
    expect(interiorText('Windsor Leather', 'ku')).toEqual({ tones: 'Windsor Leather', trim: null });
    expect(interiorText('Ocean / Ebony', 'ku')).toEqual({ tones: 'Ocean / Ebony', trim: null });
    // A word that only contains a colour word is no match: "Tangerine" is not tan.
    expect(interiorText('Tangerine', 'en')).toEqual({ tones: 'Tangerine', trim: null });
    expect(interiorText('  ', 'en')).toBeNull();
  });

  it('gives the vehicle page the tones as the value and the trim apart', () => {
    const attributes = { ...sampleVehicle(1).attributes, color_interior: 'Vintage Tan / Ebony' };
    const [spec] = showroomSpecs(attributes, { t: (key) => key, language: 'ku' }, ['colorInterior']);
    expect(spec).toMatchObject({ key: 'colorInterior', value: 'قاوەیی کاڵ و ڕەش', paint: 'Vintage Tan / Ebony', isolate: true });
  });
});
