import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { ElectrifyingPower } from './render.js';
import { ELECTRIFYING_FIGURES_MAX, electrifyingPowerTemplate } from './template.js';
import { renderHtml } from '../testing/html-check.js';

const block = { template: electrifyingPowerTemplate, Render: ElectrifyingPower };

describe('electrifying power', () => {
  it('has the catalogue shape with up to four figures', () => {
    expectCatalogueTemplate(block, {
      key: 'electrifying_power',
      scrollId: true,
      groups: { field: 'figures', max: ELECTRIFYING_FIGURES_MAX },
    });
  });

  it('renders the figures as a description list and skips incomplete ones', () => {
    const html = expectValidRender(block, {
      heading: 'هێزی کارەبایی',
      figures: [
        { value: '١١٣', unit: 'کم', label: 'مەودای کارەبایی' },
        { value: '', unit: 'kW', label: 'بەتاڵ' },
      ],
      disclaimer: 'ژمارەکان بەپێی WLTP.',
      image_position: 'end',
    });
    expect(html).toContain('<dt class="lrdx-electric__label">مەودای کارەبایی</dt>');
    expect(html).toContain('<bdi>١١٣</bdi><span class="lrdx-electric__unit"> کم</span>');
    expect(html).not.toContain('بەتاڵ');
    expect(html).toContain('lrdx-electric--image-end');
    expect(html).toContain('lrdx-electric__disclaimer');
  });

  it('renders the defaults and four figures', () => {
    expect(expectValidRender(block).match(/<dt/g)).toHaveLength(3);
    expect(expectValidMaximumRender(block).match(/<dt/g)).toHaveLength(4);
  });
});

describe('electrifying_power on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('electrifying_power', {
      figures: [
        { value: '48', unit: 'km', label: 'مەودای کارەبایی' },
        { value: '2,500', unit: 'kg', label: 'ڕاکێشان' },
      ],
    });
    expect(html).toContain('<bdi>٤٨</bdi>');
    expect(html).toContain('<bdi>٢٬٥٠٠</bdi>');
    expect(html).not.toContain('>48<');
    expect(html).not.toContain('2,500');
  });
});
