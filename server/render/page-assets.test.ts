import { describe, expect, it } from 'vitest';
import { bundlesForHtml, type BundleManifest } from './page-assets.js';

const manifest: BundleManifest = {
  tags: {
    'lrdx-stock-locator': 'widgets/stock-locator-a.js',
    'lrdx-showroom': 'widgets/showroom-b.js',
    'lrdx-site-header': 'widgets/site-c.js',
  },
  bundles: [
    {
      name: 'stock-locator',
      file: 'widgets/stock-locator-a.js',
      kind: 'widget',
      imports: ['chunks/runtime-r.js', 'chunks/grid-g.js'],
      dynamicImports: ['chunks/stock-locator-ku-1.js', 'chunks/stock-locator-en-2.js'],
    },
    { name: 'showroom', file: 'widgets/showroom-b.js', kind: 'widget', imports: ['chunks/runtime-r.js', 'chunks/grid-g.js'] },
    { name: 'grid', file: 'chunks/grid-g.js', kind: 'chunk', imports: ['chunks/runtime-r.js', 'chunks/price-p.js'] },
    { name: 'runtime', file: 'chunks/runtime-r.js', kind: 'runtime', imports: [] },
    { name: 'price', file: 'chunks/price-p.js', kind: 'chunk', imports: [] },
    { name: 'site-elements', file: 'widgets/site-c.js', kind: 'site', imports: [] },
    { name: 'ku', file: 'chunks/stock-locator-ku-1.js', kind: 'language', imports: [] },
    { name: 'en', file: 'chunks/stock-locator-en-2.js', kind: 'language', imports: [] },
  ],
};

describe('bundlesForHtml', () => {
  it('preloads the bundles of the custom elements on the page, everything they import and their texts in the page language, once each', () => {
    const html =
      '<main><lrdx-stock-locator list-key="iraq" data-load-on="ready"></lrdx-stock-locator><lrdx-showroom></lrdx-showroom></main>';
    expect(bundlesForHtml(html, manifest, 'ku')).toEqual([
      '/widgets/stock-locator-a.js',
      '/chunks/runtime-r.js',
      '/chunks/grid-g.js',
      '/chunks/price-p.js',
      '/chunks/stock-locator-ku-1.js',
      '/widgets/showroom-b.js',
    ]);
    expect(bundlesForHtml(html, manifest, 'en')).toContain('/chunks/stock-locator-en-2.js');
    expect(bundlesForHtml(html, manifest, 'en')).not.toContain('/chunks/stock-locator-ku-1.js');
  });

  it('skips elements that load later (data-load-on) and tags the build does not know', () => {
    const html =
      '<lrdx-stock-locator data-load-on="visible"></lrdx-stock-locator><lrdx-showroom data-load-on="interaction"></lrdx-showroom><lrdx-unknown></lrdx-unknown><lrdx-site-header>';
    expect(bundlesForHtml(html, manifest, 'ku')).toEqual(['/widgets/site-c.js']);
  });

  it('leaves out an element whose first screen the server rendered (declarative shadow root): its bundle only takes over', () => {
    const rendered =
      '<lrdx-stock-locator list-key="iraq" lang="ku"><template shadowrootmode="open"><style></style><section></section></template></lrdx-stock-locator><lrdx-site-header>';
    expect(bundlesForHtml(rendered, manifest, 'ku')).toEqual(['/widgets/site-c.js']);
    // The same tag without server content (a second locator further down) still needs its bundle up front.
    expect(bundlesForHtml(`${rendered}<lrdx-stock-locator list-key="uk"></lrdx-stock-locator>`, manifest, 'ku')).toContain(
      '/widgets/stock-locator-a.js',
    );
  });

  it('leaves out an element marked as carrying its whole first screen as light-DOM children (the vehicle page)', () => {
    const html =
      '<lrdx-showroom vehicle-id="1" data-load-on="ready" data-first-screen="server"><div><h1>Defender 90</h1><img src="/a.svg"></div></lrdx-showroom>';
    expect(bundlesForHtml(html, manifest, 'ku')).toEqual([]);
    expect(bundlesForHtml('<lrdx-showroom vehicle-id="1"><p>Loading</p></lrdx-showroom>', manifest, 'ku')).toContain(
      '/widgets/showroom-b.js',
    );
  });

  it('preloads nothing without a build', () => {
    expect(bundlesForHtml('<lrdx-showroom></lrdx-showroom>', null, 'ku')).toEqual([]);
  });
});
