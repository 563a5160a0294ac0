/**
 * The interactive tools of the dealer site (VIN checker, select-vehicle-to-update,
 * retailer locator and its companions), in one list so the registry adds them with one line.
 */
import type { BaseBlockProps, BlockDefinition } from './types.js';
import { RetailerCards } from './retailer_cards/render.js';
import { retailerCardsTemplate } from './retailer_cards/template.js';
import { RetailerLocator } from './retailer_locator/render.js';
import { retailerLocatorTemplate } from './retailer_locator/template.js';
import { RetailerSchema, RetailerServiceSchema } from './retailer_schema/render.js';
import { retailerSchemaTemplate, retailerServiceSchemaTemplate } from './retailer_schema/template.js';
import { SelectVehicleToUpdate } from './select_vehicle_to_update/render.js';
import { selectVehicleToUpdateTemplate } from './select_vehicle_to_update/template.js';
import { VinChecker } from './vin_checker/render.js';
import { vinCheckerTemplate } from './vin_checker/template.js';

function bind<P extends BaseBlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}

export const TOOLS_A_BLOCKS: readonly BlockDefinition<BaseBlockProps>[] = [
  bind({ template: vinCheckerTemplate, Render: VinChecker }),
  bind({ template: selectVehicleToUpdateTemplate, Render: SelectVehicleToUpdate }),
  bind({ template: retailerSchemaTemplate, Render: RetailerSchema }),
  bind({ template: retailerServiceSchemaTemplate, Render: RetailerServiceSchema }),
  bind({ template: retailerLocatorTemplate, Render: RetailerLocator }),
  bind({ template: retailerCardsTemplate, Render: RetailerCards }),
];
