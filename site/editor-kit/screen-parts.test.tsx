import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledInput, ListTableHead } from './screen-parts.js';

describe('ListTableHead', () => {
  it('names each column in order, then the buttons column for screen readers only', () => {
    expect(renderToStaticMarkup(<ListTableHead columns={['Path', 'To']} actions="Actions" />)).toBe(
      '<thead><tr><th scope="col">Path</th><th scope="col">To</th>' +
        '<th scope="col"><span class="cms-visually-hidden">Actions</span></th></tr></thead>',
    );
  });

  it('has no buttons column when the rows have no buttons', () => {
    expect(renderToStaticMarkup(<ListTableHead columns={['User', 'Until']} />)).toBe(
      '<thead><tr><th scope="col">User</th><th scope="col">Until</th></tr></thead>',
    );
  });

  it('puts a header cell of its own in front (a "select all" box)', () => {
    const markup = renderToStaticMarkup(
      <ListTableHead
        before={
          <th scope="col">
            <input type="checkbox" aria-label="Select all" />
          </th>
        }
        columns={['VIN']}
        actions="Actions"
      />,
    );
    expect(markup).toMatch(/^<thead><tr><th scope="col"><input type="checkbox" aria-label="Select all"\/><\/th><th scope="col">VIN<\/th>/);
  });
});

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
