/**
 * "Saved (n)": the saved vehicles, each fetched from its own listing, each with its price drop and
 * back in stock alert (docs/alerts.md, "Alerts on one vehicle"). Ids answering 404 are
 * dropped from storage (a 404 means the vehicle is gone; docs/embedding.md, "What the widgets do"); an empty or broken stored list
 * gives the friendly empty message. Un-saving the last vehicles takes their cards, and the "alerts stopped"
 * notes on them, off the screen: the empty view then says how many vehicles' alerts were stopped
 * (docs/alerts.md, "Un-saving stops the alert").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import type { TFunction } from 'i18next';
import type { SavedCar } from '../../domain/saved-vehicles.js';
import type { StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { savedVehiclesMachine, type FetchSavedOutput } from '../../state-machines/saved-vehicles/index.js';
import { LrdxApiError, fetchVehicle } from '../runtime/api-client.js';
import { dropMissingSavedVehicles } from '../runtime/saved-vehicles-store.js';
import type { Language } from '../runtime/i18n.js';
import { ErrorMessage } from '../ui/error-message.js';
import { VehicleGrid } from '../features/vehicle-cards/index.js';
import type { CompareCandidate } from '../features/compare/index.js';
import { VehicleAlert, VehicleAlertNote } from '../features/alert-sign-up/index.js';
import { alertStopState } from '../runtime/vehicle-alert-stops.js';

export interface SavedViewProps {
  apiBase: string;
  showroomBase: string;
  vehicleHref?: string | undefined;
  cars: SavedCar[];
  language: Language;
  t: TFunction;
  settings: StockLocatorSettings;
  onSaveToggle: (vehicle: Vehicle) => void;
  /** The compare list: the saved cards can be ticked for comparison too (docs/compare.md). */
  compareIds: readonly number[];
  onCompareToggle: (vehicle: CompareCandidate) => boolean;
}

async function fetchSaved(apiBase: string, cars: SavedCar[], signal: AbortSignal): Promise<FetchSavedOutput> {
  const results = await Promise.allSettled(cars.map((car) => fetchVehicle(apiBase, car.list, car.id, signal)));
  const vehicles: Vehicle[] = [];
  const missingIds: number[] = [];
  results.forEach((result, index) => {
    const id = cars[index]?.id;
    if (result.status === 'fulfilled') vehicles.push(result.value);
    else if (result.reason instanceof LrdxApiError && result.reason.status === 404 && id !== undefined) missingIds.push(id);
    else throw result.reason;
  });
  return { vehicles, missingIds };
}

export function SavedView({
  apiBase,
  showroomBase,
  vehicleHref,
  cars,
  language,
  t,
  settings,
  onSaveToggle,
  compareIds,
  onCompareToggle,
}: SavedViewProps) {
  const [machine] = useState(() =>
    savedVehiclesMachine.provide({
      actors: { fetchSaved: fromPromise<FetchSavedOutput, SavedCar[]>(({ input, signal }) => fetchSaved(apiBase, input, signal)) },
      actions: { dropMissing: (_args, params) => void dropMissingSavedVehicles(params.ids) },
    }),
  );
  const [state, send] = useWidgetMachine(machine);
  const opened = useRef(false);
  // The vehicles on screen whose alerts un-saving stopped here when the list became empty.
  const [stoppedCount, setStoppedCount] = useState(0);
  const ids = cars.map((c) => c.id).join(',');
  // Each saved vehicle offers "e-mail me about price drops" (and back in stock) on its card
  // (docs/alerts.md, "Alerts on one vehicle"); kept stable so the memoised cards do not redraw.
  const listOf = useRef(new Map<number, string>());
  listOf.current = new Map(cars.map((c) => [c.id, c.list]));
  const alertOn = useCallback(
    (vehicle: Vehicle) => (
      <>
        <VehicleAlert
          kind="vehicle"
          apiBase={apiBase}
          listKey={listOf.current.get(vehicle.id) ?? ''}
          vehicleId={vehicle.id}
          model={`${vehicle.attributes.model} ${vehicle.attributes.version_name}`}
          language={language}
          t={t}
        />
        {/* Whether un-saving stops alerts this browser asked for, and that it did (docs/alerts.md). */}
        <VehicleAlertNote vehicleId={vehicle.id} t={t} />
      </>
    ),
    [apiBase, language, t],
  );

  useEffect(() => {
    // Unsaving a card here keeps it on screen until the list is fetched again: no sudden reflow.
    // Keyed by the ids (the list's identity), not the array, which is new on every render.
    if (!opened.current) {
      opened.current = true;
      send({ type: 'saved.open', cars });
    } else if (cars.length === 0) {
      // Counted before the cards go: this render still shows the vehicles the visitor just removed.
      setStoppedCount(state.context.vehicles.filter((vehicle) => alertStopState(vehicle.id) === 'stopped').length);
      send({ type: 'saved.changed', cars });
    } else {
      setStoppedCount(0);
    }
  }, [ids]);
  const empty = state.matches({ open: 'empty' });

  return (
    <section className="lrdx-saved" aria-labelledby="lrdx-saved-title">
      <h3 id="lrdx-saved-title" className="lrdx-saved__title">
        {t('savedTitle')}
      </h3>
      {empty ? (
        <p className="lrdx-stock-locator__empty">{t('savedEmpty')}</p>
      ) : state.matches({ open: 'failed' }) ? (
        <ErrorMessage message={t('error')} retryLabel={t('retry')} onRetry={() => send({ type: 'retry' })} />
      ) : (
        <VehicleGrid
          vehicles={state.matches({ open: 'loaded' }) ? state.context.vehicles : null}
          skeletons={Math.max(1, cars.length)}
          apiBase={apiBase}
          showroomBase={showroomBase}
          vehicleHref={vehicleHref}
          language={language}
          t={t}
          settings={settings}
          savedIds={cars.map((c) => c.id)}
          onSaveToggle={onSaveToggle}
          compareIds={compareIds}
          onCompareToggle={onCompareToggle}
          extra={alertOn}
        />
      )}
      {/* Always in the page (empty, it takes no room), so screen readers hear it when it is filled; the
          key keeps it the same element when the empty message (another <p>) replaces the cards. */}
      <p key="alerts-stopped" className="lrdx-saved__stopped" role="status">
        {empty && stoppedCount > 0 ? t('savedAlertsStopped', { count: stoppedCount }) : ''}
      </p>
    </section>
  );
}
