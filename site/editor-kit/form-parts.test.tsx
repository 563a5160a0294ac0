import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadedForm, LabelledInput, NamedOptions } from './form-parts.js';

describe('LabelledInput', () => {
  it('labels its input and gives it every attribute', () => {
    expect(renderToStaticMarkup(<LabelledInput id="r-url" label="Address" dir="ltr" required value="/a" readOnly />)).toBe(
      '<label for="r-url">Address</label><input id="r-url" dir="ltr" required="" readOnly="" value="/a"/>',
    );
  });

  it('is described by its hint, written after it', () => {
    expect(renderToStaticMarkup(<LabelledInput id="r-to" label="To" hint="A path of the site" defaultValue="" />)).toBe(
      '<label for="r-to">To</label><input id="r-to" aria-describedby="r-to-hint" value=""/><small id="r-to-hint">A path of the site</small>',
    );
  });
});

describe('HeadedForm', () => {
  it('is named by its heading and ends with its submit button; inline on one line', () => {
    expect(
      renderToStaticMarkup(
        <HeadedForm headingId="r-add" heading="Add redirect" submitLabel="Add" inline onSubmit={() => {}}>
          <input name="path" />
        </HeadedForm>,
      ),
    ).toBe(
      '<form class="cms-form cms-form--inline" aria-labelledby="r-add"><h3 id="r-add">Add redirect</h3><input name="path"/>' +
        '<button type="submit" class="cms-button cms-button--primary">Add</button></form>',
    );
  });
});

describe('NamedOptions', () => {
  it('names each option from a table or from a function', () => {
    expect(renderToStaticMarkup(<NamedOptions options={[301, 302]} names={{ 301: 'Moved', 302: 'Found' }} />)).toBe(
      '<option value="301">Moved</option><option value="302">Found</option>',
    );
    expect(renderToStaticMarkup(<NamedOptions options={['car']} names={(icon) => icon} />)).toBe('<option value="car">car</option>');
  });
});
