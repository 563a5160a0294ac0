import { describe, expect, it } from 'vitest';
import { colourLine, colourText } from './colour-names.js';
import { showroomSpecs } from './showroom-specs.js';
import { sampleVehicle } from './sample-vehicle.js';

describe('a vehicle colour in the page language', () => {
  const eiger = { color: 'grey', specific_color: 'Eiger Grey' };

  it('names the colour family in the language, the paint name kept beside it', () => {
    expect(colourText(eiger, 'ku')).toEqual({ family: 'خۆڵەمێشی', paint: 'Eiger Grey' });
    expect(colourText(eiger, 'ar')).toEqual({ family: 'رمادي', paint: 'Eiger Grey' });
    expect(colourText({ color: 'grey', specific_color: '' }, 'en')).toEqual({ family: 'Grey', paint: null });
    // The paint name that only repeats the family is not said twice.
    expect(colourText({ color: 'black', specific_color: 'black' }, 'en')).toEqual({ family: 'Black', paint: null });
    expect(colourText({ color: '', specific_color: '' }, 'ku')).toBeNull();
  });

  it('writes one line for a picture: the paint name isolated in English, the colour in its own words in Kurdish and Arabic', () => {
    expect(colourLine(eiger, 'en')).toBe('Grey (\u2068Eiger Grey\u2069)');
    expect(colourLine(eiger, 'ku')).toBe('خۆڵەمێشی');
    expect(colourLine(eiger, 'ar')).toBe('رمادي');
    // A stored colour that is no known family is kept as written (nothing better to say).
    expect(colourLine({ color: '', specific_color: 'Eiger Grey' }, 'ku')).toBe('Eiger Grey');
    expect(colourLine({ color: 'white', specific_color: '' }, 'ar')).toBe('أبيض');
  });

  it('gives the vehicle page the family as the colour and the paint apart', () => {
    const vehicle = sampleVehicle(1);
    const attributes = { ...vehicle.attributes, ...eiger };
    const [spec] = showroomSpecs(attributes, { t: (key) => key, language: 'ku' }, ['color']);
    expect(spec).toMatchObject({ key: 'color', value: 'خۆڵەمێشی', paint: 'Eiger Grey' });
  });
});
