/**
 * A retailer's name and address line, the head of each item of the lists the retailer widgets
 * render over (retailer cards, retailer locator): the list a visitor without script reads.
 */
import { retailerAddressLine, type AddressParts } from '../../../domain/retailer-address.js';
import { RetailerName } from '../../../widgets/ui/retailer-name.js';
import type { RenderContext } from '../types.js';

export function RetailerHeading({ retailer, ctx }: { retailer: AddressParts & { name: string }; ctx: RenderContext }) {
  return (
    <>
      <h3 className="lrdx-retailers__name">
        <RetailerName name={retailer.name} language={ctx.segment} />
      </h3>
      <p>
        <bdi>{retailerAddressLine(retailer, ctx.segment)}</bdi>
      </p>
    </>
  );
}
