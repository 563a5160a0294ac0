/** Site footer: link columns, social links and the copyright line (spec, shell section 3: Footer). */
import type { RenderContext } from '../blocks/types.js';
import { SocialLinks } from './social-links.js';

export function Footer({ ctx, year }: { ctx: RenderContext; year: string }) {
  const { strings } = ctx;
  return (
    <footer className="lrdx-footer">
      <div className="lrdx-footer__inner">
        <nav className="lrdx-footer__columns" aria-label={strings.footerLabel}>
          {strings.footerColumns
            .filter((column) => column.links.length > 0)
            .map((column) => (
              <div key={column.heading} className="lrdx-footer__column">
                <p className="lrdx-footer__heading">{column.heading}</p>
                <ul className="lrdx-footer__links">
                  {column.links.map((link) => (
                    <li key={link.url}>
                      <a className="lrdx-footer__link" href={ctx.href(link.url)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </nav>
        <SocialLinks heading={strings.socialHeading} labelFor={strings.socialLinkLabel} />
        <p className="lrdx-footer__copyright">{strings.rightsNotice.replace('{year}', year)}</p>
      </div>
    </footer>
  );
}
