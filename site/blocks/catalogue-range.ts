/**
 * The electric-vehicle blocks (electric range calculator, docs/range-calculator.md; infotainment system
 * identifier, specification accordion), in one list so the registry adds them with one line.
 */
import type { BaseBlockProps, BlockDefinition } from './types.js';
import { RangeCalculator } from './range_calculator/render.js';
import { rangeCalculatorTemplate } from './range_calculator/template.js';
import { InfotainmentIdentifier } from './infotainment_system_identifier/render.js';
import { infotainmentTemplate } from './infotainment_system_identifier/template.js';
import { SpecificationAccordion } from './specification_accordion/render.js';
import { specificationAccordionTemplate } from './specification_accordion/template.js';

function bind<P extends BaseBlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}

export const RANGE_BRANCH_BLOCKS: readonly BlockDefinition<BaseBlockProps>[] = [
  bind({ template: rangeCalculatorTemplate, Render: RangeCalculator }),
  bind({ template: infotainmentTemplate, Render: InfotainmentIdentifier }),
  bind({ template: specificationAccordionTemplate, Render: SpecificationAccordion }),
];
