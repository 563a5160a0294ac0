/**
 * The element's `vehicles` attribute as the curated list the machine asks for (domain/curated-vehicles.ts).
 * An entry that is neither an id nor a VIN is left out rather than refusing the whole list: a
 * retailer's typo must not blank their page (the API would refuse the list with 400 invalid_vehicle).
 */
import { curatedEntries, refText, vehicleRef, CURATED_VEHICLES_MAX } from '../../domain/curated-vehicles.js';

export function curatedList(attribute: string | undefined): string[] {
  const refs = curatedEntries(attribute ?? '')
    .map(vehicleRef)
    .filter((ref) => ref !== undefined)
    .map(refText);
  return [...new Set(refs)].slice(0, CURATED_VEHICLES_MAX);
}
