import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const render = (template: string, props: Record<string, unknown>) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, testRenderContext())}</>);

describe('retailer schema blocks', () => {
  it('write AutoDealer and AutoRepair JSON-LD, with < escaped', () => {
    const dealer = render('retailer_schema', { name: 'Land Rover Erbil </script><b>', latitude: '36.19', longitude: '44.01' });
    expect(dealer).toMatch(/^<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"AutoDealer"/);
    expect(dealer).toContain('\\u003c/script>');
    expect(dealer).not.toContain('<b>');
    expect(render('retailer_service_schema', { name: 'Service Erbil' })).toContain('"@type":"AutoRepair"');
  });

  it('write nothing without a name', () => {
    expect(render('retailer_schema', { name: ' ' })).toBe('');
  });
});
