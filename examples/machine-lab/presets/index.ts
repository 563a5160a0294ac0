/**
 * What the lab starts each machine with: an input (from the clock's start), how its calls answer,
 * a valid sample answer of every call and a sample payload of every event that carries one, each
 * checked by `tsc` against the machine's own types (presets/typed.ts). A machine folder without a
 * preset still appears (registry) and starts with `{}`; `engine/paths.test.ts` then fails for it.
 */
import type { LabPreset } from './typed.js';
import { preset as cancellation } from './machines/cancellation.js';
import { preset as dealerSearch } from './machines/dealer-search.js';
import { preset as financeCalculator } from './machines/finance-calculator.js';
import { preset as form } from './machines/form.js';
import { preset as orderOnline } from './machines/order-online.js';
import { preset as phoneVerification } from './machines/phone-verification.js';
import { preset as quiz } from './machines/quiz.js';
import { preset as rangeCalculator } from './machines/range-calculator.js';
import { preset as rentACar } from './machines/rent-a-car.js';
import { preset as reservation } from './machines/reservation.js';
import { preset as savedVehicles } from './machines/saved-vehicles.js';
import { preset as showroom } from './machines/showroom.js';
import { preset as softLock } from './machines/soft-lock.js';
import { preset as stockAlert } from './machines/stock-alert.js';
import { preset as stockLocator } from './machines/stock-locator.js';
import { preset as updateChecker } from './machines/update-checker.js';
import { preset as vinChecker } from './machines/vin-checker.js';

export type { LabPreset } from './typed.js';

/** By machine folder name. */
export const PRESETS: Record<string, LabPreset> = {
  cancellation,
  'dealer-search': dealerSearch,
  'finance-calculator': financeCalculator,
  form,
  'order-online': orderOnline,
  'phone-verification': phoneVerification,
  quiz,
  'range-calculator': rangeCalculator,
  'rent-a-car': rentACar,
  reservation,
  'saved-vehicles': savedVehicles,
  showroom,
  'soft-lock': softLock,
  'stock-alert': stockAlert,
  'stock-locator': stockLocator,
  'update-checker': updateChecker,
  'vin-checker': vinChecker,
};

const NONE: LabPreset = { input: () => ({}), answers: {}, samples: {}, events: {} };

export function presetOf(name: string): LabPreset {
  return PRESETS[name] ?? NONE;
}

/** The machine's input from a session's JSON (functions a preset's `revive` puts back). */
export function machineInputOf(name: string, json: unknown): unknown {
  const revive = presetOf(name).revive;
  return revive ? revive(json) : json;
}
