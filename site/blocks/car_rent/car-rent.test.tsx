import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { CarRent } from './render.js';
import { carRentTemplate } from './template.js';
import { renderHtml } from '../testing/html-check.js';

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

describe('car_rent on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('car_rent', {
      heading: 'بەکرێگرتن',
      image: { src: '/media/scenes/mountains-dusk', alt: 'Defender' },
      price: '$120',
      price_period: 'ڕۆژانە',
      equipment: [{ label: 'کورسیی منداڵ', price: '$15' }],
    });
    expect(html).toContain('١٢٠ دۆلار');
    expect(html).toContain('١٥ دۆلار');
    expect(html).not.toContain('120');
    expect(html).not.toContain('$15');
  });
});
