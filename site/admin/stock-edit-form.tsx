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
import { LabelledInput, LabelledTextArea, NamedOptions } from '../editor-kit/form-parts.js';
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

/**
 * The text areas of one entry a line, in their order on the form: the draft's field, the id's
 * ending, the label and hint in the screen's strings, the writing direction (photo addresses read
 * left to right) and the height.
 */
const LINE_AREAS: readonly {
  key: 'featuresStandard' | 'featuresOptional' | 'photos';
  id: string;
  label: 'featuresStandard' | 'featuresOptional' | 'photos';
  hint: 'featuresStandardHint' | 'featuresOptionalHint' | 'photosHint';
  dir: 'auto' | 'ltr';
  rows: number;
}[] = [
  { key: 'featuresStandard', id: 'standard', label: 'featuresStandard', hint: 'featuresStandardHint', dir: 'auto', rows: 5 },
  { key: 'featuresOptional', id: 'optional', label: 'featuresOptional', hint: 'featuresOptionalHint', dir: 'auto', rows: 4 },
  { key: 'photos', id: 'photos', label: 'photos', hint: 'photosHint', dir: 'ltr', rows: 3 },
];

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
      <LabelledInput
        id={`${id}-sale`}
        label={s.sale}
        hint={s.saleHint}
        dir="ltr"
        inputMode="decimal"
        value={draft.sale}
        onChange={(e) => set({ sale: e.target.value })}
      />
      <label htmlFor={`${id}-status`}>{s.status}</label>
      <select id={`${id}-status`} value={draft.status} onChange={(e) => set({ status: e.target.value as VehicleStatus })}>
        <NamedOptions options={VEHICLE_STATUSES} names={(status) => vehicleStatusLabel(status, language)} />
      </select>
      <label className="cms-check">
        <input type="checkbox" checked={draft.priceHidden} onChange={(e) => set({ priceHidden: e.target.checked })} /> {s.hidePrice}
      </label>
      {LINE_AREAS.map((area) => (
        <LabelledTextArea
          key={area.key}
          id={`${id}-${area.id}`}
          label={s[area.label]}
          hint={s[area.hint]}
          dir={area.dir}
          rows={area.rows}
          value={draft[area.key]}
          onChange={(e) => set({ [area.key]: e.target.value })}
        />
      ))}
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
