/** The lab's preset of the dealer search: three Iraqi retailers, a postcode search in Ankawa. */
import { dealerSearchMachine } from '../../../../state-machines/dealer-search/index.js';
import type { Retailer } from '../../../../domain/dealer.js';
import { presetFor } from '../typed.js';

const retailer = (id: number, code: string, state: string, city: string): Retailer => ({
  id,
  dealer_code: code,
  name: `Land Rover ${city}`,
  display_name: `Land Rover ${city}`,
  address: `1 Main Street, ${city}`,
  city,
  state,
  postcode: '44001',
  locality: city,
  latitude: 36.19,
  longitude: 44.01,
  phone: '+9647501234567',
  email: `${code.toLowerCase()}@example.com`,
  opening_hours: null,
  ci_code: code,
  brands: ['land_rover'],
  vehicle_count: 3,
});
const RETAILERS = [retailer(1, 'IQ-EBL-01', 'Erbil', 'Erbil'), retailer(2, 'IQ-BGD-01', 'Baghdad', 'Baghdad')];

export const preset = presetFor(dealerSearchMachine, {
  input: () => ({}),
  samples: { fetchDealers: [RETAILERS[0] as Retailer], loadRetailers: RETAILERS, locate: { latitude: 36.19, longitude: 44.01 } },
  events: {
    'search.submit': {
      input: { retailer: '', state: '', postcode: '44001', locality: 'Ankawa' },
      retailers: RETAILERS,
      vehiclesListed: true,
    },
    'modal.choose': { dealerCode: 'IQ-EBL-01' },
    'retailers.provide': { retailers: RETAILERS },
    'query.change': { text: 'Erbil' },
    'retailer.select': { code: 'IQ-EBL-01' },
  },
});
