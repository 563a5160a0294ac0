/**
 * The pager under the results: previous, numbered pages (domain/page-window.ts) and next. Buttons
 * stay focusable at the ends (aria-disabled), the current page carries aria-current, and every
 * number is read out as "page N" in the widget's language and digits.
 */
import { localizeDigits } from '../../domain/digits.js';
import { pageWindow } from '../../domain/page-window.js';
import type { Language } from '../runtime/i18n.js';
import { Button } from '../ui/button.js';
import type { TFunction } from 'i18next';

export interface PaginationProps {
  page: number;
  pages: number;
  language: Language;
  t: TFunction;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGo: (page: number) => void;
}

export function Pagination({ page, pages, language, t, canPrevious, canNext, onPrevious, onNext, onGo }: PaginationProps) {
  const digits = (n: number) => localizeDigits(n, language);
  return (
    <nav className="lrdx-stock-locator__pagination" aria-label={t('pagination')} part="pagination">
      <Button variant="secondary" action="previous" unavailable={!canPrevious} onPress={onPrevious}>
        {t('previousPage')}
      </Button>
      <ol className="lrdx-pages">
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="lrdx-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="lrdx-pages__page"
                data-page={entry}
                aria-label={t('goToPage', { page: digits(entry) })}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => entry !== page && onGo(entry)}
              >
                {digits(entry)}
              </button>
            </li>
          ),
        )}
      </ol>
      <p className="lrdx-visually-hidden">{t('pageOf', { page: digits(page), pages: digits(pages) })}</p>
      <Button variant="secondary" action="next" unavailable={!canNext} onPress={onNext}>
        {t('nextPage')}
      </Button>
    </nav>
  );
}
