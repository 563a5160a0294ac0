import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const item = (title: string) => ({
  title,
  content_type: 'html',
  content: `<p>${title}</p>`,
  calculator: '',
  finance_options: '',
  form_id: '',
  open: false,
});

const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'accordion', props }, testRenderContext())}</>);

describe('accordion block', () => {
  it('draws OPEN ALL / CLOSE ALL as the site’s small text buttons, not bare browser buttons', () => {
    const html = render({ open_all_label: 'هەمووی بکەرەوە', close_all_label: 'هەمووی دابخە', items: [item('یەک'), item('دوو')] });
    const toggles = [...html.matchAll(/<button type="button" class="([^"]*)" data-accordion-action="(open|close)">/g)];
    expect(toggles.map((match) => match[2])).toEqual(['open', 'close']);
    for (const [, classes] of toggles)
      expect(classes!.split(' ')).toEqual(expect.arrayContaining(['lrdx-button', 'lrdx-button--tertiary', 'lrdx-button--small']));
  });

  it('leaves the buttons out for a single item', () => {
    expect(render({ open_all_label: 'a', close_all_label: 'b', items: [item('یەک')] })).not.toContain('data-accordion-action');
  });
});
