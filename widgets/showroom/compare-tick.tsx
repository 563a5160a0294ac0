/**
 * "Compare" on the vehicle page (docs/compare.md): the same compare list as the stock locator's
 * cards (`sl_compare_data`), a tick-box named after the car, and once two or more are chosen a
 * link to the compare page on the brand site. A refused fourth tick stays unticked and the
 * status line says why.
 */
import type { TFunction } from 'i18next';
import type { Vehicle } from '../../domain/vehicle.js';
import { compareHref, useCompareList } from '../features/compare/index.js';
import type { Language } from '../runtime/i18n.js';

export interface CompareTickProps {
  vehicle: Vehicle;
  listKey: string;
  apiBase: string;
  language: Language;
  t: TFunction;
}

export function CompareTick({ vehicle, listKey, apiBase, language, t }: CompareTickProps) {
  const list = useCompareList(listKey);
  const a = vehicle.attributes;
  const name = `${a.model} ${a.version_name}`.trim();
  const chosen = list.data.compareCarsIDs;
  const href = chosen.length >= 2 && chosen.includes(vehicle.id) ? compareHref(apiBase, language, chosen, listKey) : undefined;
  const notice = list.notice;
  const status =
    notice === null ? '' : notice.kind === 'full' ? t('compareFull') : t(notice.kind === 'added' ? 'compareAdded' : 'compareRemoved');
  return (
    <div className="lrdx-compare-tick" part="compare">
      <label className="lrdx-compare-tick__label">
        <input
          type="checkbox"
          checked={chosen.includes(vehicle.id)}
          data-action="compare"
          aria-label={t('compareLabel', { model: name })}
          onChange={(event) => {
            // The box shows what the list holds (a refused fourth tick is undone; Preact keeps a click otherwise).
            event.currentTarget.checked = list.toggle({ id: vehicle.id, name });
          }}
        />
        <span aria-hidden="true">{t('compare')}</span>
      </label>
      {href ? (
        <a className="lrdx-compare-tick__open" href={href} data-action="compare-open">
          {t('compareOpen')}
        </a>
      ) : null}
      <p className="lrdx-compare-tick__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
