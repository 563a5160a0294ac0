/**
 * The VIN check route of the local VIN checker (docs/embedding.md): `POST /api/vin-checks` with
 * `{ "vin": "…" }` answers `{ data: { vin, affected, campaigns } }`; a VIN that is not 17 ISO 3779
 * characters, or a North American one without the right check digit (domain/vin-check.ts), is
 * refused with 400 `invalid_vin` (field `vin`). POST, so
 * the VIN (which identifies a car and its owner) stays out of URLs and access logs.
 */
export const VIN_CHECKS_PATH = '/api/vin-checks';

export interface VinCampaign {
  code: string;
  title: { ku: string; ar: string; en: string };
  starts_on: string;
}

export interface VinCheckResult {
  /** The VIN as checked (normalised: capitals, Western digits, no spaces or dashes). */
  vin: string;
  affected: boolean;
  campaigns: VinCampaign[];
}

/** The refusal codes: wrong shape, or a check digit that does not match where the market uses one. */
export const INVALID_VIN = 'invalid_vin';
