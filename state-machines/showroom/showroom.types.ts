/** Types of the showroom (vehicle page) machine: input, context, events, call contracts, and its two errors. */
import type { Vehicle } from '../../domain/vehicle.js';
import type { CallEvents } from '../shared/async.js';

export type ShowroomLanguage = 'ku' | 'en' | 'ar';

export interface FetchVehicleInput {
  listKey: string;
  vehicleId: number;
}
export interface FetchSimilarInput {
  listKey: string;
  model: string;
}
export interface FetchConfigInput {
  listKey: string;
}

/** A company config entry (docs/listing-api.md, "Widget configuration"): config_type (additional, cash, lease, subscription...) and data. */
export interface CompanyConfigEntry {
  config_type: string;
  data: unknown;
}

export interface ShowroomInput {
  listKey: string;
  vehicleId: number;
  language?: ShowroomLanguage;
  /** Whether to fetch similar vehicles (default true). */
  withSimilar?: boolean;
  /**
   * What the server drew the page's first screen from (domain/showroom-first-screen.ts): shown
   * from the start, so the take-over keeps that screen while the fetches confirm it.
   */
  initial?: { vehicle: Vehicle; similar: Vehicle[] };
}

export interface ShowroomError {
  code: string;
  message: string;
}

export type ConfigStatus = 'idle' | 'loaded' | 'failed';

export interface ShowroomContext {
  listKey: string;
  vehicleId: number;
  language: ShowroomLanguage;
  withSimilar: boolean;
  vehicle: Vehicle | null;
  similar: Vehicle[];
  showroomConfig: CompanyConfigEntry[] | null;
  showroomConfigStatus: ConfigStatus;
  orderOnlineConfig: CompanyConfigEntry[] | null;
  orderOnlineConfigStatus: ConfigStatus;
  error: ShowroomError | null;
}

export type ShowroomEvent =
  | { type: 'retry' }
  | { type: 'vehicle.load'; vehicleId: number }
  | { type: 'language.change'; language: ShowroomLanguage }
  | CallEvents<'fetchVehicle', Vehicle | null>
  | CallEvents<'fetchSimilar', Vehicle[]>
  | CallEvents<'fetchShowroomConfig', CompanyConfigEntry[] | null>
  | CallEvents<'fetchOrderOnlineConfig', CompanyConfigEntry[] | null>;

export const NO_MODEL_ERROR: ShowroomError = { code: 'vehicle_without_model', message: 'The vehicle has no model' };
export const NO_VEHICLE_ERROR: ShowroomError = { code: 'vehicle_not_found', message: 'No vehicle was returned' };
