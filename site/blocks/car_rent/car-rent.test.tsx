import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { CarRent } from './render.js';
import { carRentTemplate } from './template.js';

const block = { template: carRentTemplate, Render: CarRent };

describe('car rent (static)', () => {
  it('follows the catalogue: 8 icon slots and 5 additional equipment slots', () => {
    expectCatalogueTemplate(block, { key: 'car_rent', scrollId: true, groups: { field: 'icons', max: 8 } });
    expect(carRentTemplate.fields.equipment).toMatchObject({ type: 'array', max: 5 });
  });

  it('renders filled slots only, extras as a description list', () => {
    expectValidRender(block);
    const filled = {
      ...carRentTemplate.defaultProps,
      icons: Array.from({ length: 8 }, () => ({ icon: 'seat', label: '٥ کورسی' })),
      equipment: Array.from({ length: 5 }, () => ({ label: 'کورسی منداڵ', price: '٥٠ دۆلار' })),
    };
    const html = expectValidRender(block, filled);
    expect(html.match(/<li>/g)).toHaveLength(8);
    expect(html.match(/<dt>/g)).toHaveLength(5);
    expectValidMaximumRender(block);
  });
});
