/** The lab's preset of rent a car: the sample locations, vehicles and extras, contact form 9; a session's JSON input gets its functions back (`revive`). */
import { rentACarMachine, type RentInput } from '../../../../state-machines/rent-a-car/index.js';
import { parseRentConfig } from '../../../../domain/rent-a-car/index.js';
import { SAMPLE_EXTRAS, SAMPLE_LOCATIONS, SAMPLE_VEHICLES } from '../../../../domain/rent-a-car/defaults.js';
import { countedKeys, everyFieldFilled } from '../lead-rules.js';
import { presetFor } from '../typed.js';

const CONFIG = parseRentConfig({ locations_json: SAMPLE_LOCATIONS, vehicles_json: SAMPLE_VEHICLES, data_json: SAMPLE_EXTRAS });

const revive = (json: unknown): RentInput => {
  const given = (json ?? {}) as Partial<RentInput>;
  return {
    config: given.config ?? CONFIG,
    formId: String(given.formId ?? '9'),
    today: given.today ?? '2026-01-01',
    validateContact: everyFieldFilled,
    newIdempotencyKey: countedKeys(),
  };
};

export const preset = presetFor(rentACarMachine, {
  input: (now) => revive({ formId: '9', today: new Date(now).toISOString().slice(0, 10) }),
  revive,
  samples: {
    fetchContactForm: { fields: [{ key: 'first_name' }, { key: 'privacy' }], initialValues: { privacy: false } },
    sendInquiry: { leadId: 'lead-1' },
  },
  events: {
    'booking.change': { patch: { pickup: 'erbil', pickupDate: '2026-01-02', dropoffDate: '2026-01-05', vehicle: 1 } },
    'extra.set': { id: 'child_seat', value: 1 },
    'extra.add': { id: 'child_seat', delta: 1 },
    'contact.change': { key: 'first_name', value: 'Rezan' },
  },
});
