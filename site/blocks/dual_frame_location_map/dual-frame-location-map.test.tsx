import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { DualFrameLocationMap } from './render.js';
import { dualFrameLocationMapTemplate } from './template.js';

const block = { template: dualFrameLocationMapTemplate, Render: DualFrameLocationMap };

describe('dual-frame dealer location map', () => {
  it('has the catalogue shape', () => {
    expectCatalogueTemplate(block, { key: 'dual_frame_location_map', scrollId: true });
  });

  it('renders the retailer in an <address> with tel and mailto links and directions in a new tab', () => {
    const html = expectValidRender(block, {
      dealer_name: 'لاند ڕۆڤەر هەولێر',
      address: 'شەقامی ٦٠ مەتری، هەولێر',
      phone: '+964 750 123 4567',
      email: 'erbil@lrdx.example',
      opening_hours: 'شەممە تا پێنجشەممە ٩–٦',
      latitude: 36.1911,
      longitude: 44.0092,
    });
    expect(html).toContain('<address class="lrdx-location__address"><p>شەقامی ٦٠ مەتری، هەولێر</p>');
    expect(html).toContain('href="tel:+9647501234567"');
    expect(html).toContain('href="mailto:erbil@lrdx.example"');
    // The Latin address is isolated in a right-to-left sentence (docs/glossary-ku.md).
    expect(html).toContain('<bdi>erbil@lrdx.example</bdi>');
    expect(html).toContain('https://www.openstreetmap.org/directions?to=36.19110%2C44.00920');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('(لە تابێکی نوێدا دەکرێتەوە)');
    expect(html).toContain('aria-label="نەخشەی شوێن: لاند ڕۆڤەر هەولێر"');
    expect(html).toContain('٣٦٫١٩١١');
  });

  it('uses the editor’s map picture, and has no directions without coordinates', () => {
    const html = expectValidRender(block, { latitude: 0, longitude: 0, map_image: { src: '/media/scenes/city-day', alt: '' } });
    expect(html).not.toContain('openstreetmap');
    expect(html).toContain('/media/scenes/city-day/');
    expect(html).not.toContain('lrdx-location__drawn');
  });
});
