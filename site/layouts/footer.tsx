/**
 * Site footer from the setting footer.configuration.{language} (docs/site-shell.md, "Footer"): top
 * columns of links or social icons made of rows (heading, heading tag, heading link, items), an
 * optional retailers section, a search bar (a plain GET form, works without script), middle HTML,
 * a medium link list with heading, bottom HTML, then the "Cookie settings" button (the consent
 * dialog says the choice can be changed at the foot of the page) and the copyright line. Parts left
 * empty after validation and dynamic-content filtering are not drawn.
 */
import { createElement, useId } from 'react';
import type { FooterConfig, FooterRow, FooterSearch } from '../../domain/footer/footer-config.js';
import type { RenderContext } from '../blocks/types.js';
import { ConsentPreferencesButton } from './cookie-consent.js';
import { FooterItemList } from './footer-item.js';

function RowHeading({ row, ctx }: { row: FooterRow; ctx: RenderContext }) {
  if (!row.heading) return null;
  const link = row.heading_link;
  const content = link ? (
    <a
      href={ctx.href(link.url)}
      target={link.target === '_blank' ? '_blank' : undefined}
      rel={link.target === '_blank' ? 'noopener' : undefined}
    >
      {row.heading}
    </a>
  ) : (
    row.heading
  );
  return createElement(row.heading_html_tag, { className: 'lrdx-footer__heading' }, content);
}

function SearchBar({ search, ctx }: { search: FooterSearch; ctx: RenderContext }) {
  const id = useId();
  return (
    <form className="lrdx-footer__search" role="search" method="get" action={ctx.href(search.action)}>
      <label className="lrdx-footer__search-label" htmlFor={id}>
        {search.label}
      </label>
      <div className="lrdx-footer__search-row">
        <input
          id={id}
          className="lrdx-footer__search-input"
          type="search"
          name={search.param}
          placeholder={search.placeholder || undefined}
        />
        <button className="lrdx-footer__search-button" type="submit">
          {search.button_label}
        </button>
      </div>
    </form>
  );
}

export interface FooterProps {
  ctx: RenderContext;
  year: string;
  config?: FooterConfig | undefined;
  /** The label of the button that reopens the cookie preferences; absent when no banner can be reopened. */
  consentLabel?: string | undefined;
}

export function Footer({ ctx, year, config, consentLabel }: FooterProps) {
  const { strings } = ctx;
  return (
    <footer className="lrdx-footer">
      <div className="lrdx-footer__inner">
        {config && config.columns.length > 0 ? (
          <nav className="lrdx-footer__columns" aria-label={strings.footerLabel}>
            {config.columns.map((column, columnIndex) => (
              <div key={columnIndex} className={`lrdx-footer__column lrdx-footer__column--${column.type}`}>
                {column.rows.map((row, rowIndex) => (
                  <div key={rowIndex} className="lrdx-footer__row">
                    <RowHeading row={row} ctx={ctx} />
                    <FooterItemList
                      items={row.items}
                      ctx={ctx}
                      className={column.type === 'social' ? 'lrdx-footer__social-list' : 'lrdx-footer__links'}
                    />
                  </div>
                ))}
              </div>
            ))}
          </nav>
        ) : null}
        {config?.retailers ? (
          <section className="lrdx-footer__retailers" aria-label={config.retailers.heading || undefined}>
            {config.retailers.heading ? <h2 className="lrdx-footer__heading">{config.retailers.heading}</h2> : null}
            <FooterItemList items={config.retailers.items} ctx={ctx} className="lrdx-footer__retailer-list" />
          </section>
        ) : null}
        {config?.search ? <SearchBar search={config.search} ctx={ctx} /> : null}
        {/* Editor-written HTML from settings; editors are signed-in staff (as general.404_page). */}
        {config?.middle_html ? <div className="lrdx-footer__middle" dangerouslySetInnerHTML={{ __html: config.middle_html }} /> : null}
        {config?.medium_links ? (
          <nav className="lrdx-footer__medium" aria-label={config.medium_links.heading || strings.footerLabel}>
            {config.medium_links.heading ? <h2 className="lrdx-footer__heading">{config.medium_links.heading}</h2> : null}
            <FooterItemList items={config.medium_links.items} ctx={ctx} className="lrdx-footer__medium-list" />
          </nav>
        ) : null}
        {config?.bottom_html ? <div className="lrdx-footer__bottom" dangerouslySetInnerHTML={{ __html: config.bottom_html }} /> : null}
        {consentLabel ? (
          <div className="lrdx-footer__consent">
            <ConsentPreferencesButton label={consentLabel} />
          </div>
        ) : null}
        <p className="lrdx-footer__copyright">{strings.rightsNotice.replace('{year}', year)}</p>
      </div>
    </footer>
  );
}
