import { describe, expect, it } from 'vitest';
import { brandKeyOf, dealerDisplayName, distanceKm, parseOwnerMetadata } from './dealer.js';

describe('dealerDisplayName', () => {
  const both = { display_name_jag: 'Jaguar Erbil', display_name_lr: 'Land Rover Erbil' };
  it('prefers display_name_jag for Jaguar and display_name_lr otherwise', () => {
    expect(dealerDisplayName('Hawler Motors', both, 'jaguar')).toBe('Jaguar Erbil');
    expect(dealerDisplayName('Hawler Motors', both, 'land_rover')).toBe('Land Rover Erbil');
    expect(dealerDisplayName('Hawler Motors', both, null)).toBe('Land Rover Erbil');
  });
  it('falls back to display_name_lr for Jaguar, then to the name', () => {
    expect(dealerDisplayName('Hawler Motors', { display_name_lr: 'Land Rover Erbil' }, 'jaguar')).toBe('Land Rover Erbil');
    expect(dealerDisplayName('Hawler Motors', { display_name_jag: '  ', display_name_lr: '' }, 'jaguar')).toBe('Hawler Motors');
    expect(dealerDisplayName('Hawler Motors', {}, 'land_rover')).toBe('Hawler Motors');
    expect(dealerDisplayName('Hawler Motors', undefined, 'jaguar')).toBe('Hawler Motors');
  });
});

describe('parseOwnerMetadata', () => {
  it('reads JSON text or objects and ignores anything else', () => {
    expect(parseOwnerMetadata('{"display_name_lr":"A"}')).toEqual({ display_name_lr: 'A' });
    expect(parseOwnerMetadata({ display_name_jag: 'B' })).toEqual({ display_name_jag: 'B' });
    for (const bad of ['{', '[1]', '"x"', null, 3]) expect(parseOwnerMetadata(bad)).toEqual({});
  });
});

describe('brandKeyOf and distanceKm', () => {
  it('normalises brand names to keys', () => {
    expect(brandKeyOf('Land Rover')).toBe('land_rover');
    expect(brandKeyOf(' JAGUAR ')).toBe('jaguar');
    expect(brandKeyOf('land-rover')).toBe('land_rover');
  });
  it('measures Erbil to Sulaymaniyah at about 150 km and a place to itself at 0', () => {
    const erbil = { latitude: 36.1911, longitude: 44.0092 };
    expect(distanceKm(erbil, { latitude: 35.5613, longitude: 45.4375 })).toBeGreaterThan(140);
    expect(distanceKm(erbil, { latitude: 35.5613, longitude: 45.4375 })).toBeLessThan(160);
    expect(distanceKm(erbil, erbil)).toBe(0);
  });
});
