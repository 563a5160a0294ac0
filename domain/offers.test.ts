import { describe, expect, it } from 'vitest';
import { normaliseCarModelKey, offerMatchesKey, readOffers } from './offers.js';

describe('car model offers', () => {
  it('matches keys case-insensitively with spaces as underscores', () => {
    expect(normaliseCarModelKey(' Range Rover  Sport ')).toBe('range_rover_sport');
    expect(offerMatchesKey({ car_model_key: 'range_rover_sport' }, 'Range Rover Sport')).toBe(true);
    expect(offerMatchesKey({ car_model_key: 'DEFENDER_110' }, 'defender 110')).toBe(true);
    expect(offerMatchesKey({ car_model_key: 'defender_110' }, 'defender_90')).toBe(false);
  });

  it('drops stored entries without a car model key and fills missing texts', () => {
    expect(readOffers('nope')).toEqual([]);
    const offers = readOffers([{ car_model_key: 'xe', title: 'T' }, { title: 'no key' }, null, { car_model_key: '  ' }]);
    expect(offers).toEqual([
      { car_model_key: 'xe', title: 'T', description: '', url: '', valid_from: null, valid_to: null, image_id: null },
    ]);
  });
});
