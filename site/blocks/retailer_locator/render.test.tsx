import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepRangesTogether } from '../../../domain/opening-hours.js';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const RETAILERS = [
  {
    code: 'IQ-EBL-01',
    name: 'Erbil Premium Motors',
    city: 'Erbil',
    address: '60m Road',
    phone: '+964 750 123 4567',
    openingHours: 'Sat–Thu 09:00–19:00; Fri closed',
  },
];

const render = (template: string, props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, ctx)}</>);

describe('retailer locator block', () => {
  it('hides its title, in the widget and the fallback, when the editor says a heading above names it', () => {
    const html = render('retailer_locator', { variant: 'full', hide_title: true });
    expect(html).toContain('<lrdx-retailer-locator class="lrdx-retailer-locator" lang="ku" variant="full" hide-title="true">');
    expect(html).toContain('<h2 class="lrdx-heading lrdx-visually-hidden">بریکارێک بدۆزەرەوە</h2>');
    expect(render('retailer_locator', { variant: 'full' })).not.toContain('hide-title');
  });

  it('places the widget with its variant, and lists every retailer in Kurdish for a page without script', () => {
    const html = render('retailer_locator', { variant: 'compact' }, { ...testRenderContext(), retailers: RETAILERS });
    expect(html).toContain('<lrdx-retailer-locator class="lrdx-retailer-locator" lang="ku" variant="compact">');
    expect(html).toContain('<h2 class="lrdx-heading">بریکارێک بدۆزەرەوە</h2>');
    expect(html).toContain('<bdi>Erbil Premium Motors</bdi>');
    expect(html).toContain('هەولێر'); // the city in the page language
    expect(html).toContain('href="tel:+9647501234567"');
    expect(html).toContain(keepRangesTogether('شەممە–پێنجشەممە ٠٩:٠٠–١٩:٠٠؛ هەینی داخراوە'));
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=60m%20Road%2C%20Erbil');
  });

  it('writes each address in the page language: the translated street, else the stored one', () => {
    const ankawa = {
      ...RETAILERS[0]!,
      address: '100 Meter Road, Ankawa, Erbil',
      locality: 'Ankawa',
      state: 'Erbil',
      street_ku: 'شەقامی 100 مەتری',
      street_ar: null,
    };
    const ku = { ...testRenderContext(), retailers: [ankawa] };
    const ar = { ...ku, segment: 'ar' as const };
    expect(render('retailer_locator', {}, ku)).toContain('<bdi>شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر</bdi>');
    expect(render('retailer_list', {}, ku)).toContain('<bdi>شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر</bdi>');
    // Not translated into Arabic: the stored street, and the places in Arabic.
    expect(render('retailer_list', {}, ar)).toContain('<bdi>100 Meter Road، عنكاوا، أربيل</bdi>');
    // Directions search the stored address, which every map app reads.
    expect(render('retailer_locator', {}, ku)).toContain('destination=100%20Meter%20Road%2C%20Ankawa%2C%20Erbil%2C%20Erbil');
  });

  it('keeps unknown variants out of the page and says when there is no retailer', () => {
    const html = render('retailer_locator', { variant: 'x" onclick="y' });
    expect(html).toContain('variant="full"');
    expect(html).not.toContain('onclick');
    expect(html).toContain('لە ئێستادا هیچ بریکارێک لە لیستەکەدا نییە.');
  });
});

describe('retailer cards block', () => {
  const props = {
    translations: JSON.stringify({ title: 'Our branches' }),
    distance_unit: 'mi',
    retailers: [
      {
        name: 'Erbil Premium Motors',
        address: '60m Road',
        city: 'Erbil',
        latitude: 36.2,
        longitude: 44.02,
        contact_info: JSON.stringify([
          { type: 'phone', icon: 'phone', label: 'Call', href: 'tel:+9647501234567' },
          { type: 'web', icon: 'web', label: 'Bad', href: 'javascript:alert(1)' },
        ]),
        services: JSON.stringify([{ icon: 'wrench', label: 'Service' }]),
      },
    ],
  };

  it('renders each card with its safe links and services, and hands the groups to the widget', () => {
    const html = render('retailer_cards', props);
    expect(html).toContain('variant="list" distance-unit="mi"');
    expect(html).toContain('<h2 class="lrdx-heading">Our branches</h2>');
    expect(html).toContain('<bdi>Erbil Premium Motors</bdi>');
    expect(html).toContain('<li>Service</li>');
    expect(html).toContain('href="tel:+9647501234567"');
    expect(html).not.toContain('href="javascript');
    expect(html).toMatch(/retailers="\[\{&quot;name&quot;:&quot;Erbil Premium Motors/);
  });

  it("writes each card's address as the page language does (the editor's street, the city by name)", () => {
    const kurdish = { ...props, retailers: [{ ...props.retailers[0]!, address: 'شەقامی 60 مەتری' }] };
    expect(render('retailer_cards', kurdish)).toContain('<bdi>شەقامی ٦٠ مەتری، هەولێر</bdi>');
    expect(render('retailer_cards', props, { ...testRenderContext(), segment: 'en' })).toContain('<bdi>60m Road, Erbil</bdi>');
  });
});
