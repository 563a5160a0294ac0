import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readProps } from './read-props.js';
import { BLOCKS, blockTemplates, renderBlock, type RegisteredBlock } from './registry.js';
import { snippetTemplate } from './snippet/template.js';
import { testRenderContext } from './test-context.js';

const render = (template: string, props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, ctx)}</>);

describe('block registry', () => {
  it('registers the first blocks of the catalogue, each with a block_scroll_id field', () => {
    expect([...BLOCKS.keys()]).toEqual(
      expect.arrayContaining([
        'hero_banner',
        'snippet',
        'content_blocks',
        'accordion',
        'stock_locator',
        'reservation_flow',
        'cancellation_flow',
        'retailer_list',
        'fab',
        'finance_calculator',
        'form',
        'fuel_type_quiz',
        'defender_quiz',
        'powertrain_quiz',
        'subscription_quiz',
        'hero_title_banner',
        'sign_post',
        'text_steps',
        'quote',
        'accolade_image_box',
        'single_offer',
        'icons_timeline',
        'map_update',
        'car_rent',
        'immersive_video_hero',
        'house_of_brands',
        'collection_item',
        'hotspots_container',
        'vin_checker',
        'retailer_service_schema',
      ]),
    );
    // The catalogue's two exceptions have no anchor id of their own.
    for (const template of blockTemplates().filter((t) => !['in_page_navigation', 'immersive_video_hero'].includes(t.key))) {
      expect(template.fields.block_scroll_id, template.key).toMatchObject({ type: 'string' });
      expect(Object.keys(template.defaultProps).sort(), template.key).toEqual(Object.keys(template.fields).sort());
    }
  });

  it('renders nothing for an unknown block and warns once per key', () => {
    const ctx = testRenderContext();
    expect(render('no_such_block', {}, ctx)).toBe('');
    expect(render('no_such_block', {}, ctx)).toBe('');
    expect(ctx.warnings).toEqual(['Unknown block template "no_such_block": the block is not rendered']);
  });

  it('shows the failure notice in place of a block that throws, logs once, and renders the rest', () => {
    const ctx = testRenderContext();
    const broken: RegisteredBlock = {
      template: snippetTemplate as unknown as RegisteredBlock['template'],
      render: () => {
        const Throws = (): never => {
          throw new Error('bad data');
        };
        return <Throws />;
      },
    };
    const blocks = new Map([...BLOCKS, ['broken', broken]]);
    const page = (
      <>
        {renderBlock({ id: 'x', template: 'broken', props: {} }, ctx, blocks)}
        {renderBlock({ id: 'y', template: 'snippet', props: { heading: 'سڵاو' } }, ctx, blocks)}
        {renderBlock({ id: 'x', template: 'broken', props: {} }, ctx, blocks)}
      </>
    );
    const html = renderToStaticMarkup(page);
    expect(html).toContain('<p role="alert" class="lrdx-block-failed__message">هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە.</p>');
    expect(html).toContain('<button type="submit" class="lrdx-button lrdx-button--secondary">دووبارە هەوڵ بدەرەوە</button>');
    expect(html).toContain('سڵاو');
    expect(ctx.warnings).toEqual(['Block "broken" (x) failed to render: bad data']);
  });

  it('uses block_scroll_id as the element id', () => {
    expect(render('snippet', { block_scroll_id: 'intro', heading: 'سڵاو' })).toContain('<section id="intro"');
    expect(render('snippet', { heading: 'سڵاو' })).not.toContain(' id=');
  });

  it('applies the link button rules when rendering', () => {
    const html = render('snippet', {
      heading: 'H',
      link: { link_text: 'بڕۆ', url: '/stock', target: '_parent', ui_type: 'tertiary', size: 'medium' },
    });
    expect(html).toContain('<a class="lrdx-button lrdx-button--tertiary lrdx-button--small" href="/ku/stock">بڕۆ</a>');
    const external = render('snippet', {
      heading: 'H',
      link: { link_text: 'Go', url: 'https://www.landrover.com', type: 'external', target: '_blank' },
    });
    expect(external).toContain('target="_blank" rel="noopener noreferrer"');
    expect(render('snippet', { heading: 'H', link: { link_text: '', url: '/stock' } })).not.toContain('<a ');
  });

  it('falls back to defaults for values of the wrong type', () => {
    const props = readProps(snippetTemplate, { heading: 42, alignment: 'diagonal', paragraph: 'p' });
    expect(props).toMatchObject({ heading: '', alignment: 'center', paragraph: 'p', heading_level: '2' });
  });

  it('renders the accordion on <details>, skipping empty items, without open/close-all buttons', () => {
    const html = render('accordion', {
      items: [
        { title: 'یەک', content: '<p>وەڵام</p>', open: true },
        { title: 'بەتاڵ', content: '  ' },
      ],
    });
    expect(html).toContain('<details class="lrdx-accordion__item" open="">');
    expect(html).not.toContain('بەتاڵ');
    expect(html).not.toContain('OPEN ALL');
    expect(render('accordion', { items: [] })).toBe('');
  });

  it('renders the stock locator as the custom element with a noscript message', () => {
    const html = render('stock_locator', { heading: 'ئۆتۆمبێلەکان', ci_key_list: 'iraq', model_key: 'defender' });
    expect(html).toContain(
      '<lrdx-stock-locator class="lrdx-stock-locator" list-key="iraq" lang="ku" data-load-on="ready" filters="brands,models,states,display_price,mileage,production_year,engine_types,colors,dealers" model-key="defender" hide-title="true"></lrdx-stock-locator>',
    );
    expect(html).toContain('<noscript><p class="lrdx-notice">بۆ گەڕان لە ناو ئۆتۆمبێلە بەردەستەکان');
  });

  it('renders content blocks as a grid, or a focusable scroll-snap list', () => {
    const items = [{ heading: 'دیفێندەر', paragraph: 'بەهێز', image: { src: '/media/x.svg', alt: 'وێنە' } }];
    expect(render('content_blocks', { heading: 'H', items })).toContain('<h3 class="lrdx-card__heading">دیفێندەر</h3>');
    expect(render('content_blocks', { heading: 'H', items })).toContain('<img class="lrdx-card__image" src="/media/x.svg" alt="وێنە"');
    expect(render('content_blocks', { layout: 'carousel', items })).toContain(
      'lrdx-cards--carousel lrdx-cards--cols-3" tabindex="0" aria-label="کاروسێل"',
    );
  });

  it('renders the hero with the inline illustration when no image is set', () => {
    const html = render('hero_banner', { heading: 'سەردێڕ' });
    expect(html).toContain('<h1 class="lrdx-hero__heading">سەردێڕ</h1>');
    expect(html).toContain('class="lrdx-hero__illustration"');
    expect(render('hero_banner', { heading: 'H', image: { src: '/media/a.svg', alt: 'ئۆتۆمبێل' } })).toContain('fetchPriority="high"');
  });
});
