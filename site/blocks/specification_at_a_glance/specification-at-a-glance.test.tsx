import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { specificationAtAGlanceTemplate } from './template.js';

describeCatalogueBlock(
  specificationAtAGlanceTemplate,
  {
    key: 'specification_at_a_glance',
    defaults: { per_row: '4' },
    groups: { field: 'items', max: 20 },
    filled: (html) => expect(html).toContain('lrdx-glance__list--4'),
  },
  () => {},
);

describe('specification_at_a_glance on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('specification_at_a_glance', {
      items: [
        { icon: 'engine', value: '400', unit: '', label: 'هێزی ئەسپ' },
        { icon: 'speed', value: '6.1', unit: '', label: 'چرکە' },
      ],
    });
    expect(html).toContain('<bdi>٤٠٠</bdi>');
    expect(html).toContain('<bdi>٦٫١</bdi>');
    expect(html).not.toContain('>400<');
    expect(html).not.toContain('6.1');
  });
});
