/**
 * The footer screen's jump list (./footer-screen.tsx): a link to each column, to each group of a
 * column with more than one, to the two named lists, the search bar and the HTML. Following one
 * opens what it leads to and puts focus there (`jump`).
 */
import type { MouseEvent } from 'react';
import type { FooterConfig } from '../../domain/footer/footer-config.js';
import type { FooterStrings } from './footer-i18n.js';
import { sectionKey } from './footer-model.js';
import { fill } from './footer-folds.js';

export function FooterJumpList({
  s,
  config,
  id,
  domId,
  jump,
}: {
  s: FooterStrings;
  config: FooterConfig;
  /** The screen's own id: the middle HTML's text area is `${id}-middle`. */
  id: string;
  domId(key: string): string;
  jump(event: MouseEvent<HTMLAnchorElement>, keys: readonly string[], targetId?: string): void;
}) {
  return (
    <nav aria-label={s.jumpTo} className="cms-footer__jump">
      <ul>
        {config.columns.map((column, c) => (
          <li key={c}>
            <a href={`#${domId(sectionKey.column(c))}`} onClick={(e) => jump(e, [sectionKey.column(c)])}>
              {fill(s.column, c)}
            </a>
            {column.rows.length > 1 ? (
              <ul>
                {column.rows.map((row, r) => (
                  <li key={r}>
                    <a href={`#${domId(sectionKey.group(c, r))}`} onClick={(e) => jump(e, [sectionKey.column(c), sectionKey.group(c, r)])}>
                      {row.heading.trim() || fill(s.group, r)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li>
          <a href={`#${domId(sectionKey.retailers)}`} onClick={(e) => jump(e, [sectionKey.retailers])}>
            {s.retailers}
          </a>
        </li>
        <li>
          <a href={`#${domId(sectionKey.mediumLinks)}`} onClick={(e) => jump(e, [sectionKey.mediumLinks])}>
            {s.mediumLinks}
          </a>
        </li>
        <li>
          <a href={`#${domId('search')}`} onClick={(e) => jump(e, [], domId('search'))}>
            {s.search}
          </a>
        </li>
        <li>
          <a href={`#${id}-middle`} onClick={(e) => jump(e, [], `${id}-middle`)}>
            {s.middleHtml}
          </a>
        </li>
      </ul>
    </nav>
  );
}
