import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'select_vehicle_to_update', props }, testRenderContext())}</>);

const MAPPER = JSON.stringify({
  dropdowns: [{ label: 'Defender', key: 'defender', children: ['2021'] }],
  subblocks_groups: [{ key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: ['2021'] }] }],
});

describe('select vehicle to update block', () => {
  it('hands the cleaned mapper and groups to <lrdx-update-checker>, with every how-to text in the fallback', () => {
    const html = render({
      result_text_label: '{amount} ئەنجام',
      subblocks_mapper: MAPPER,
      groups: [
        {
          subblock_key: 'pivi',
          button_text: 'چۆن',
          modal_title: 'نوێکردنەوەی Pivi',
          modal_description: 'USB دابنێ.',
          modal_button: { link_text: 'زیاتر', url: '/contact-us' },
        },
        { subblock_key: ' ', modal_title: 'بێ کلیل' },
      ],
    });
    expect(html).toMatch(/<lrdx-update-checker class="lrdx-update-checker" lang="ku" config="/);
    expect(html).toContain('&quot;subblocks_mapper&quot;:{&quot;dropdowns&quot;:[{&quot;label&quot;:&quot;Defender&quot;');
    expect(html).toContain('&quot;modal_button&quot;:{&quot;label&quot;:&quot;زیاتر&quot;,&quot;url&quot;:&quot;/ku/contact-us&quot;}');
    expect(html).toContain('<h3>نوێکردنەوەی Pivi</h3><p>USB دابنێ.</p><a href="/ku/contact-us">زیاتر</a>');
    expect(html).not.toContain('بێ کلیل');
  });
});
