/** Types of the VIN checker machine (widgets/vin-checker). */
import type { FailureData } from '../../domain/api-error.js';
import type { VinCheckResult } from '../../domain/contracts/vin-checks.js';
import type { CallEvents } from '../shared/async.js';

export interface CheckVinInput {
  /** Normalised and valid (domain/vin-check.ts). */
  vin: string;
}

export interface VinCheckerContext {
  /** What the visitor typed, as typed. */
  typed: string;
  result: VinCheckResult | null;
  error: FailureData | null;
}

export type VinCheckerEvent =
  { type: 'vin.change'; value: string } | { type: 'submit' } | { type: 'retry' } | CallEvents<'checkVin', VinCheckResult>;
