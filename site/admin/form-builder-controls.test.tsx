import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledSelect } from './form-builder-controls.js';

const noop = () => {};

describe('LabelledSelect', () => {
  it('labels the select, lists the options in order by their names and shows the value chosen', () => {
    const markup = renderToStaticMarkup(
      <LabelledSelect label="Type" value="email" options={['text', 'email']} names={{ text: 'Text', email: 'E-mail' }} onChange={noop} />,
    );
    const labelFor = /<label for="([^"]+)">Type<\/label>/.exec(markup)?.[1];
    expect(labelFor).toBeTruthy();
    expect(markup).toContain(`<select id="${labelFor}">`);
    expect([...markup.matchAll(/<option value="(\w*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [m[1], Boolean(m[2]), m[3]])).toEqual(
      [
        ['text', false, 'Text'],
        ['email', true, 'E-mail'],
      ],
    );
    expect(markup).not.toContain('aria-describedby');
  });

  it('is described by its hint when it has one', () => {
    const markup = renderToStaticMarkup(
      <LabelledSelect label="Options" hint="Typed here" value="" options={['', 'a']} names={{ '': 'None', a: 'A' }} onChange={noop} />,
    );
    const hintId = /<small id="([^"]+)">Typed here<\/small>/.exec(markup)?.[1];
    expect(hintId).toBeTruthy();
    expect(markup).toContain(`aria-describedby="${hintId}"`);
    expect(markup).toContain('<option value="" selected="">None</option>');
  });
});
