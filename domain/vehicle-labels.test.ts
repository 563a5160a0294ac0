import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { SHOWROOM_TEXTS } from './showroom-texts/index.js';
import { VEHICLE_STATES, VEHICLE_STATUSES } from './vehicle.js';
import { VEHICLE_LABELS, vehicleStateLabel, vehicleStatusLabel } from './vehicle-labels.js';

describe('vehicle state and status labels', () => {
  it('name every state and status in every language', () => {
    for (const language of LANGUAGES) {
      for (const state of VEHICLE_STATES) expect(vehicleStateLabel(state, language).trim()).not.toBe('');
      for (const status of VEHICLE_STATUSES) expect(vehicleStatusLabel(status, language).trim()).not.toBe('');
    }
  });

  it('are the ones the vehicle page shows', () => {
    for (const language of LANGUAGES)
      for (const [key, label] of Object.entries(VEHICLE_LABELS[language]))
        expect((SHOWROOM_TEXTS[language] as Record<string, string>)[key]).toBe(label);
  });

  it('read as the shop writes them', () => {
    expect(vehicleStateLabel('approved', 'en')).toBe('Approved used');
    expect(vehicleStatusLabel('reserved', 'ar')).toBe('محجوزة');
  });
});
