/**
 * One vehicle of the stock screen edited (docs/stock-feed.md, "Stock screen"): list and sale price,
 * status, hidden price, standard and optional features, new photo addresses (fetched and stored by
 * the server as a feed's, docs/stock-feed.md "Photos"). Only the changed fields are sent
 * (stock-model.ts); a refusal names the field in the screen's language, and a held vehicle's status
 * change says why it is kept.
 */
import { useId, useRef, useEffect, useState, type FormEvent } from 'react';
import type { StockListItem } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { VEHICLE_STATUSES, type VehicleStatus } from '../../domain/vehicle.js';
import { vehicleStatusLabel } from '../../domain/vehicle-labels.js';
import { EditorApiError, type EditorApi } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ScreenMessages } from '../editor-kit/screen-parts.js';
import type { StockStrings } from './stock-i18n.js';
import { changeOf, draftOf, OptionalFeatureLineError, type StockDraft } from './stock-model.js';

/** The refusal as the screen says it: the feed check's own reason in the language when it sent one. */
function failureText(failure: unknown, s: StockStrings, language: Language): string {
  if (failure instanceof OptionalFeatureLineError) return fillPlaceholders(s.optionalLineRefused, { line: failure.line });
  if (failure instanceof EditorApiError) {
    if (failure.code === 'vehicle_held') return s.held;
    const reason = failure.details.reason as Partial<Record<Language, string>> | undefined;
    if (reason?.[language]) return reason[language] as string;
  }
  return refusalText(failure, language, {
    msrp_price: s.msrp,
    sale_price: s.sale,
    status: s.status,
    price_hidden: s.hidePrice,
    features_standard: s.featuresStandard,
    features_optional: s.featuresOptional,
    photos: s.photos,
  });
}

export function StockEditForm({
  s,
  api,
  language,
  vehicle,
  onClose,
  onSaved,
}: {
  s: StockStrings;
  api: EditorApi;
  language: Language;
  vehicle: StockListItem;
  onClose(): void;
  onSaved(saved: StockListItem): void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<StockDraft>(() => draftOf(vehicle));
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<StockDraft>) => setDraft({ ...draft, ...change });
  // Opened from a row far above: the form comes into view and its heading is where the keyboard is.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    setError('');
    setBusy(true);
    try {
      const change = changeOf(vehicle, draft);
      const saved = Object.keys(change).length > 0 ? await api.changeStockVehicle(vehicle.id, change) : vehicle;
      setNotice(s.saved);
      onSaved(saved);
    } catch (failure) {
      setError(failureText(failure, s, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cms-form cms-stock__edit" aria-labelledby={`${id}-heading`} onSubmit={(event) => void save(event)}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {s.editing}: <bdi dir="ltr">{vehicle.vin}</bdi> · <bdi dir="ltr">{vehicle.model}</bdi>
      </h3>
      <ScreenMessages notice={notice} error={error} />
      <label htmlFor={`${id}-msrp`}>{s.msrp}</label>
      <input id={`${id}-msrp`} dir="ltr" inputMode="decimal" required value={draft.msrp} onChange={(e) => set({ msrp: e.target.value })} />
      <label htmlFor={`${id}-sale`}>{s.sale}</label>
      <input
        id={`${id}-sale`}
        dir="ltr"
        inputMode="decimal"
        aria-describedby={`${id}-sale-hint`}
        value={draft.sale}
        onChange={(e) => set({ sale: e.target.value })}
      />
      <small id={`${id}-sale-hint`}>{s.saleHint}</small>
      <label htmlFor={`${id}-status`}>{s.status}</label>
      <select id={`${id}-status`} value={draft.status} onChange={(e) => set({ status: e.target.value as VehicleStatus })}>
        {VEHICLE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {vehicleStatusLabel(status, language)}
          </option>
        ))}
      </select>
      <label className="cms-check">
        <input type="checkbox" checked={draft.priceHidden} onChange={(e) => set({ priceHidden: e.target.checked })} /> {s.hidePrice}
      </label>
      <label htmlFor={`${id}-standard`}>{s.featuresStandard}</label>
      <textarea
        id={`${id}-standard`}
        dir="auto"
        rows={5}
        aria-describedby={`${id}-standard-hint`}
        value={draft.featuresStandard}
        onChange={(e) => set({ featuresStandard: e.target.value })}
      />
      <small id={`${id}-standard-hint`}>{s.featuresStandardHint}</small>
      <label htmlFor={`${id}-optional`}>{s.featuresOptional}</label>
      <textarea
        id={`${id}-optional`}
        dir="auto"
        rows={4}
        aria-describedby={`${id}-optional-hint`}
        value={draft.featuresOptional}
        onChange={(e) => set({ featuresOptional: e.target.value })}
      />
      <small id={`${id}-optional-hint`}>{s.featuresOptionalHint}</small>
      <label htmlFor={`${id}-photos`}>{s.photos}</label>
      <textarea
        id={`${id}-photos`}
        dir="ltr"
        rows={3}
        aria-describedby={`${id}-photos-hint`}
        value={draft.photos}
        onChange={(e) => set({ photos: e.target.value })}
      />
      <small id={`${id}-photos-hint`}>{s.photosHint}</small>
      <p className="cms-form__buttons">
        <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
          {s.save}
        </button>{' '}
        <button type="button" className="cms-button" onClick={onClose}>
          {s.cancel}
        </button>
      </p>
    </form>
  );
}
