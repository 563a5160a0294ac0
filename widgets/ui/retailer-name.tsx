/**
 * A retailer's name on a page: the brand as the brand writes it, isolated in <bdi> so it keeps its
 * order on a right-to-left page, then the city and district in the page language
 * (domain/retailer-name.ts). The same in the widgets and the server-rendered vehicle page.
 */
import type { Language } from '../../domain/languages.js';
import { retailerNameParts } from '../../domain/retailer-name.js';

export function RetailerName({ name, language }: { name: string; language: Language }) {
  const { latin, local } = retailerNameParts(name, language);
  // One element, so a flex or grid parent (the locator's name button) keeps brand and place on one line.
  return (
    <span>
      <bdi>{latin}</bdi>
      {local ? ` ${local}` : null}
    </span>
  );
}
