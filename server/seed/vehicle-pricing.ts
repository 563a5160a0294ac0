/**
 * Prices of one demo vehicle: MSRP, offer price, monthly prices, the prices list and the breakdown.
 * All amounts are whole US dollars (they fit PostgreSQL int4 and come back as JS numbers).
 */
import type { FinancingOption, PriceBreakdownLine, PriceEntry, VehicleState } from '../../domain/vehicle.js';
import type { Random } from './random.js';

export interface PricingInput {
  state: VehicleState;
  /** Base price of model + trim + engine, new. */
  basePrice: number;
  optionsTotal: number;
  /** Years since production, 0 for new. */
  age: number;
  mileage: number;
}

export interface Pricing {
  msrp_price: number;
  sale_price: number | null;
  display_price: number;
  monthly_price: number | null;
  subscribe_price: number | null;
  price_hidden: number;
  financing_options: FinancingOption[];
  base_price: number;
  total_price: number;
  price_breakdown: PriceBreakdownLine[];
  prices: PriceEntry[];
}

const NEW_DELIVERY_FEE = 1500;
const TRANSFER_FEE = 350;

const round100 = (n: number): number => Math.round(n / 100) * 100;

function financing(random: Random, state: VehicleState): FinancingOption[] {
  const options: FinancingOption[] = [];
  if (random.chance(0.95)) options.push('cash');
  if (random.chance(state === 'used' ? 0.35 : 0.55)) options.push('lease');
  if (random.chance(0.08)) options.push('rent');
  return options.length > 0 ? options : ['cash'];
}

export function priceVehicle(random: Random, input: PricingInput): Pricing {
  const { state, basePrice, optionsTotal, age, mileage } = input;
  const fresh = basePrice + optionsTotal;
  let base_price: number;
  let fee: number;
  let breakdown: PriceBreakdownLine[];
  if (state === 'new') {
    base_price = basePrice;
    fee = NEW_DELIVERY_FEE;
    breakdown = [
      { label: 'Base price', value: basePrice },
      { label: 'Optional equipment', value: optionsTotal },
      { label: 'Delivery and registration', value: fee },
    ];
  } else {
    // Roughly 12% a year plus wear; an approved car carries its warranty premium.
    const depreciation = Math.pow(0.88, Math.max(age, 1)) * (1 - Math.min(mileage, 180_000) / 900_000) * (state === 'approved' ? 1.04 : 1);
    base_price = round100(fresh * depreciation);
    fee = TRANSFER_FEE;
    breakdown = [
      { label: 'Vehicle price', value: base_price },
      { label: 'Ownership transfer', value: fee },
    ];
  }
  const msrp_price = (state === 'new' ? fresh : base_price) + fee;
  const sale_price = random.chance(0.15) ? round100(msrp_price * (0.9 + random.next() * 0.07)) : null;
  const display_price = sale_price ?? msrp_price;
  if (sale_price !== null) breakdown.push({ label: 'Retailer offer', value: sale_price - msrp_price });

  const financing_options = financing(random, state);
  const monthly_price = financing_options.includes('lease') ? Math.round(display_price * (0.0155 + random.next() * 0.004)) : null;
  const subscribe_price = state !== 'used' && random.chance(0.12) ? Math.round(display_price * (0.021 + random.next() * 0.004)) : null;

  const prices: PriceEntry[] = [
    { type: 'purchase', value_raw: display_price, old_price: sale_price === null ? null : msrp_price, hiddenFromVisitors: false },
  ];
  if (sale_price !== null) prices.push({ type: 'sale', value_raw: sale_price, old_price: msrp_price, hiddenFromVisitors: false });
  if (monthly_price !== null)
    prices.push({ type: 'lease', value_raw: monthly_price, old_price: null, hiddenFromVisitors: random.chance(0.15) });
  if (subscribe_price !== null) prices.push({ type: 'subscribe', value_raw: subscribe_price, old_price: null, hiddenFromVisitors: false });

  return {
    msrp_price,
    sale_price,
    display_price,
    monthly_price,
    subscribe_price,
    price_hidden: random.chance(0.03) ? 1 : 0,
    financing_options,
    base_price,
    total_price: display_price,
    price_breakdown: breakdown,
    prices,
  };
}
