/**
 * Plausible 17-character VINs: JLR world manufacturer identifiers (SAL Land Rover, SAJ Jaguar),
 * a model descriptor, a real ISO 3779 check digit, the model-year letter, a plant letter and a
 * serial that is unique per vehicle index.
 *
 * The check digit comes from domain/vin-check.ts, the one the VIN checker validates with (this file
 * once kept its own transliteration with letters valued one too high, so no seeded VIN passed).
 */
import { withCheckDigit } from '../../domain/vin-check.js';

const MODEL_DESCRIPTOR: Readonly<Record<string, { vds: string; plant: string }>> = {
  defender_90: { vds: 'EA7', plant: 'N' }, // Nitra
  defender_110: { vds: 'EA8', plant: 'N' },
  defender_130: { vds: 'EA9', plant: 'N' },
  discovery: { vds: 'RA2', plant: 'N' },
  discovery_sport: { vds: 'CA2', plant: 'H' }, // Halewood
  range_rover: { vds: 'KA1', plant: 'A' }, // Solihull
  range_rover_sport: { vds: 'KA2', plant: 'A' },
  range_rover_velar: { vds: 'YA2', plant: 'A' },
  range_rover_evoque: { vds: 'ZA2', plant: 'H' },
  i_pace: { vds: 'DA2', plant: 'G' }, // Graz
  f_pace: { vds: 'AA2', plant: 'A' },
  e_pace: { vds: 'FA2', plant: 'G' },
  f_type: { vds: 'DD1', plant: 'C' }, // Castle Bromwich
  xe: { vds: 'BE1', plant: 'C' },
  xf: { vds: 'BF1', plant: 'C' },
  xj: { vds: 'JA1', plant: 'C' },
};

const YEAR_LETTER: Readonly<Record<number, string>> = {
  2018: 'J',
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
  2026: 'T',
  2027: 'V',
};

// Letters allowed in positions 5 and 6 (I, O and Q are never used in a VIN).
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * Serial numbers stay unique while index < MAX_VEHICLES: indexes below FIRST_BLOCK map onto the
 * serials 100000…999999 (7919 is coprime with 900000), the rest onto 000000…099999 (7919 is coprime
 * with 100000), which the first block never uses. The first block's VINs are those the seed always
 * built, so the demo VINs quoted in docs and tests did not change when the limit rose to 1,000,000
 * (docs/listing-api.md, "At a million vehicles").
 */
export const MAX_VEHICLES = 1_000_000;
const FIRST_BLOCK = 900_000;

/** The six-digit serial (positions 12–17) of vehicle `index`. */
export function vinSerial(index: number): string {
  if (index < FIRST_BLOCK) return String(((index * 7919 + 123_457) % FIRST_BLOCK) + 100_000);
  const span = MAX_VEHICLES - FIRST_BLOCK;
  return String(((index - FIRST_BLOCK) * 7919 + 12_345) % span).padStart(6, '0');
}

export function buildVin(
  brandKey: string,
  modelKey: string,
  modelYear: number,
  trimIndex: number,
  engineIndex: number,
  index: number,
): string {
  const descriptor = MODEL_DESCRIPTOR[modelKey];
  const yearLetter = YEAR_LETTER[modelYear];
  if (!descriptor || !yearLetter) throw new Error(`no VIN pattern for ${modelKey} ${modelYear}`);
  if (!Number.isInteger(index) || index < 0 || index >= MAX_VEHICLES)
    throw new Error(`the demo seed supports at most ${MAX_VEHICLES} vehicles`);
  const wmi = brandKey === 'jaguar' ? 'SAJ' : 'SAL';
  const serial = vinSerial(index);
  const draft = `${wmi}${descriptor.vds}${VIN_LETTERS[trimIndex % VIN_LETTERS.length]}${VIN_LETTERS[engineIndex % VIN_LETTERS.length]}0${yearLetter}${descriptor.plant}${serial}`;
  return withCheckDigit(draft);
}
