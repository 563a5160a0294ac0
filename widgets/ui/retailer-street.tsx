/**
 * A retailer's address on a page: the street in the page language (else as stored), isolated in
 * <bdi>, then the district, city and governorate in the page language (domain/retailer-address.ts).
 * The same in the stock locator's dealer search and the server-rendered vehicle page.
 */
import type { Language } from '../../domain/languages.js';
import { listSeparator, retailerAddress, type AddressParts } from '../../domain/retailer-address.js';

export function RetailerStreet({ retailer, language }: { retailer: AddressParts; language: Language }) {
  const { street, place } = retailerAddress(retailer, language);
  return (
    <>
      {street ? <bdi>{street}</bdi> : null}
      {street && place ? listSeparator(language) : null}
      {place}
    </>
  );
}
