/**
 * The compare tray (docs/compare.md): the vehicles ticked for comparison, each with a remove
 * button, and the link to the compare page once there are two or more. It stands at the foot of
 * the widget and sticks to the bottom of the screen while the cards scroll (above the site's bottom
 * bar, `--lrdx-bottom-bar-size`); being in the flow, it takes its own room after the last card
 * rather than covering it. Its status line says what changed, or politely why a fourth vehicle
 * could not be added.
 */
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { MAX_COMPARE } from '../../../domain/compare/compare-ids.js';
import { localizeDigits } from '../../../domain/digits.js';
import type { Language } from '../../runtime/i18n.js';
import type { CompareList } from './use-compare-list.js';

export interface CompareTrayProps {
  list: CompareList;
  t: TFunction;
  language: Language;
  /** The compare page of the chosen ids (absolute on a retailer's page); undefined while fewer than two. */
  href: string | undefined;
  inert?: boolean;
}

export function CompareTray({ list, t, language, href, inert }: CompareTrayProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cars = list.data.compareCars;
  const notice = list.notice;
  const count = cars.length;
  const nameOf = (car: (typeof cars)[number]) => car.name || t('compareVehicle', { id: localizeDigits(car.id, language) });
  const status =
    notice === null
      ? ''
      : notice.kind === 'full'
        ? t('compareFull', { name: notice.name })
        : t(notice.kind === 'added' ? 'compareAdded' : 'compareRemoved', { name: notice.name });
  // Nothing chosen: no tray, but the status line stays so "removed" is still announced.
  if (count === 0) {
    return (
      <p className="lrdx-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    );
  }
  return (
    <section
      className="lrdx-compare-tray"
      part="compare-tray"
      aria-labelledby="lrdx-compare-tray-title"
      data-count={count}
      {...(inert ? { inert: true } : {})}
    >
      <div className="lrdx-compare-tray__head">
        <h3 id="lrdx-compare-tray-title" className="lrdx-compare-tray__title" ref={titleRef} tabIndex={-1}>
          {t('compareTray')}
          <span className="lrdx-compare-tray__count">{t('compareChosen', { count, max: MAX_COMPARE })}</span>
        </h3>
        {href && count >= 2 ? (
          <a className="lrdx-button lrdx-button--primary lrdx-compare-tray__open" href={href} data-action="compare-open">
            {t('compareOpen', { count })}
          </a>
        ) : (
          <p className="lrdx-compare-tray__hint">{t('compareOneMore')}</p>
        )}
      </div>
      <ul className="lrdx-compare-tray__list lrdx-strip">
        {cars.map((car) => (
          <li key={car.id} className="lrdx-compare-tray__item" data-vehicle-id={car.id}>
            <bdi className="lrdx-compare-tray__name">{nameOf(car)}</bdi>
            <button
              type="button"
              className="lrdx-compare-tray__remove"
              data-action="compare-tray-remove"
              aria-label={t('compareRemove', { name: nameOf(car) })}
              onClick={() => {
                list.remove(car.id);
                // The button leaves with its vehicle: focus stays in the tray.
                titleRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <p
        className={notice?.kind === 'full' ? 'lrdx-compare-tray__status lrdx-compare-tray__status--full' : 'lrdx-visually-hidden'}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
    </section>
  );
}
