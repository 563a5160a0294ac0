import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import { infotainmentTemplate, INFOTAINMENT_GROUPS_MAX } from './template.js';

const group = (option: string, system: string, extra: Record<string, unknown> = {}) => ({
  option_label: option,
  system_name: system,
  system_description: 'Touchscreen.',
  image: { src: '', alt: '' },
  features: 'CarPlay\nNavigation\nUpdates over the air',
  blocks_count: 0,
  modal_button_text: '',
  modal_title: 'How to update',
  modal_description: 'Connect to Wi-Fi.',
  ...extra,
});

const render = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'infotainment_system_identifier', props }, ctx)}</>);

describe('infotainment system identifier block', () => {
  it('renders one card per option, the model title filled with the option, and the select for the enhancer', () => {
    const html = render({
      title: '',
      model_title: 'Your {selectedOption} has',
      groups: [group('Defender 2020–2024', 'Pivi Pro'), group('Velar 2018', 'Touch Pro Duo', { blocks_count: 2 })],
    });
    expect(html).toContain('<lrdx-infotainment-identifier class="lrdx-info__box">');
    // Kurdish defaults for empty texts.
    expect(html).toContain('ئۆتۆمبێلەکەم کام سیستەمی زانیاری و سەرگەرمی هەیە؟');
    expect(html).toMatch(/<form class="lrdx-info__form" data-info-form="" hidden="">/);
    expect(html).toContain('<option value="0">Defender 2020–2024</option>');
    expect(html).toContain('Your <bdi>Defender 2020–2024</bdi> has');
    expect(html).toContain('<bdi>Pivi Pro</bdi>');
    expect(html.match(/data-info-group=/g)).toHaveLength(2);
    // blocks_count 2 shows the first two feature lines of the second card only.
    const second = html.slice(html.indexOf('data-info-group="1"'));
    expect(second).toContain('<li>Navigation</li>');
    expect(second).not.toContain('Updates over the air');
    expect(html.split('Updates over the air').length - 1).toBe(1);
  });

  it('works without script: each how-to is a disclosure; the dialog and its button wait for the enhancer', () => {
    const html = render({ groups: [group('Defender', 'Pivi Pro')] });
    expect(html).toContain('<details class="lrdx-info__howto" data-info-fallback=""><summary>چۆن بەکاری بهێنم</summary>');
    expect(html).toMatch(/data-info-open="" hidden="">چۆن بەکاری بهێنم<\/button>/);
    expect(html).toMatch(/<dialog class="lrdx-info__dialog" data-info-dialog="" aria-labelledby="[^"]+">/);
    expect(html).toContain('<form method="dialog">');
  });

  it('leaves out groups without option or system, and the whole block (with a warning) when none is left', () => {
    const ctx = testRenderContext();
    expect(render({ groups: [group('', 'Pivi'), group('Defender', ' ')] }, ctx)).toBe('');
    expect(ctx.warnings.join()).toMatch(/infotainment_system_identifier/);
  });

  it('allows the catalogue maximum of 30 groups', () => {
    expect(INFOTAINMENT_GROUPS_MAX).toBe(30);
    expect(infotainmentTemplate.fields.groups).toMatchObject({ type: 'array', max: 30 });
    expect(infotainmentTemplate.max_field_groups).toBe(30);
  });
});
