import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorAlert, ListMessages, ListTable, ListTableHead, NoticeRegion, ScreenSection, type ListScreen } from './screen-parts.js';

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

describe('ListTable', () => {
  const row = (path: string) => (
    <tr key={path}>
      <td>{path}</td>
    </tr>
  );

  it('draws nothing before the first answer nor for an empty list', () => {
    expect(renderToStaticMarkup(<ListTable rows={null} columns={['Path']} row={row} />)).toBe('');
    expect(renderToStaticMarkup(<ListTable rows={[]} columns={['Path']} row={row} />)).toBe('');
  });

  it('draws the header, then a row per item', () => {
    expect(renderToStaticMarkup(<ListTable rows={['/a', '/b']} columns={['Path']} row={row} />)).toBe(
      '<table class="cms-table"><thead><tr><th scope="col">Path</th></tr></thead>' +
        '<tbody><tr><td>/a</td></tr><tr><td>/b</td></tr></tbody></table>',
    );
  });
});

describe('ScreenSection', () => {
  it('is named by its h2 and shows the intro under it', () => {
    expect(
      renderToStaticMarkup(
        <ScreenSection headingId="r-heading" heading="Redirects" intro="Old addresses">
          <p>List</p>
        </ScreenSection>,
      ),
    ).toBe('<section aria-labelledby="r-heading"><h2 id="r-heading">Redirects</h2><p>Old addresses</p><p>List</p></section>');
  });

  it('has no intro paragraph when it has no intro', () => {
    expect(renderToStaticMarkup(<ScreenSection headingId="u-heading" heading="Users" className="cms-users" children={null} />)).toBe(
      '<section aria-labelledby="u-heading" class="cms-users"><h2 id="u-heading">Users</h2></section>',
    );
  });
});

describe('ListMessages', () => {
  const list = (rows: string[] | null, error = ''): ListScreen<string> => ({
    rows,
    error,
    notice: '',
    setError: () => {},
    setNotice: () => {},
    reload: async () => {},
    act: async () => true,
  });

  it('keeps the status region and says "Loading…" until the first answer, then "nothing yet" for an empty list', () => {
    expect(renderToStaticMarkup(<ListMessages list={list(null)} loading="Loading…" empty="None yet." />)).toBe(
      '<div role="status"></div><p>Loading…</p>',
    );
    expect(renderToStaticMarkup(<ListMessages list={list([])} loading="Loading…" empty="None yet." />)).toBe(
      '<div role="status"></div><p>None yet.</p>',
    );
  });

  it('shows the refusal instead of "Loading…"', () => {
    expect(renderToStaticMarkup(<ListMessages list={list(null, 'Refused.')} loading="Loading…" empty="None yet." />)).toBe(
      '<div role="status"></div><p role="alert">Refused.</p>',
    );
  });
});

describe('ErrorAlert', () => {
  it('says the refusal as an alert, and nothing without one', () => {
    expect(renderToStaticMarkup(<ErrorAlert error="Refused." />)).toBe('<p role="alert" class="cms-field__error">Refused.</p>');
    expect(renderToStaticMarkup(<ErrorAlert error="" />)).toBe('');
  });
});

describe('NoticeRegion', () => {
  it('is an empty status region until there is a notice, then a status or an alert as the notice is', () => {
    expect(renderToStaticMarkup(<NoticeRegion notice={null} />)).toBe('<div class="cms-notice" role="status"></div>');
    expect(renderToStaticMarkup(<NoticeRegion notice={{ kind: 'alert', text: 'Refused' }} />)).toBe(
      '<div class="cms-notice" role="alert"><p class="cms-notice__alert">Refused</p></div>',
    );
  });

  it('shows what it holds after the message', () => {
    expect(
      renderToStaticMarkup(
        <NoticeRegion notice={{ kind: 'status', text: 'Saved' }}>
          <button type="button">Reload</button>
        </NoticeRegion>,
      ),
    ).toBe('<div class="cms-notice" role="status"><p class="cms-notice__status">Saved</p><button type="button">Reload</button></div>');
  });
});
