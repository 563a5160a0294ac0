/**
 * The vehicle block: one tab per model with reservable cars (WAI-ARIA tabs: arrow keys move between
 * tabs, mirrored in right-to-left pages; Home and End jump), and the cars of the chosen model.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { localizeDigits } from '../../../domain/digits.js';
import type { ReservationVehicle, VehicleTab } from '../../../state-machines/reservation/index.js';
import { Button } from '../../ui/button.js';
import { Image } from '../../ui/image.js';
import { VehicleFacts } from './vehicle-facts.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';

export interface VehicleTabsProps {
  t: TextFn<ReservationTextKey>;
  language: string;
  tabs: VehicleTab[];
  tab: string | null;
  vehicles: ReservationVehicle[];
  loading: boolean;
  /** The next page of the tab's cars is on its way (the shown ones stay). */
  loadingMore: boolean;
  /** The tab counts more cars than are shown. */
  canShowMore: boolean;
  onMore: () => void;
  onTab: (tab: string) => void;
  onReserve: (vehicle: ReservationVehicle) => void;
  /** The vehicle's price as the site's price settings write it (empty when not shown). */
  price: (vehicle: ReservationVehicle) => string;
}

const tabId = (value: string) => `lrdx-tab-${value.replace(/[^\w-]/g, '_')}`;

export function VehicleTabs(props: VehicleTabsProps) {
  const { t, language, tabs, tab, vehicles, loading, onTab, onReserve, price } = props;
  const list = useRef<HTMLDivElement>(null);
  const cars = useRef<HTMLUListElement>(null);
  // After "Show more" focus moves to the first added car, so a keyboard user goes on from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || vehicles.length <= index) return;
    firstNew.current = null;
    cars.current?.children[index]?.querySelector<HTMLElement>('h3')?.focus();
  }, [vehicles.length]);
  const total = tabs.find((option) => option.value === tab)?.count ?? vehicles.length;
  const rtl = language !== 'en';
  const digits = (value: number | string) => localizeDigits(value, language);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onTab(target.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="lrdx-vehicles">
      <div className="lrdx-tabs" role="tablist" aria-label={t('vehicles_tabs_label')} ref={list}>
        {tabs.map((option, index) => {
          const selected = option.value === tab;
          return (
            <button
              key={option.value}
              type="button"
              role="tab"
              id={tabId(option.value)}
              className="lrdx-tab"
              aria-selected={selected ? 'true' : 'false'}
              aria-controls="lrdx-vehicles-panel"
              tabIndex={selected ? 0 : -1}
              data-tab={option.value}
              onClick={() => onTab(option.value)}
              onKeyDown={(event) => onKey(event, index)}
            >
              <bdi>{option.value}</bdi>
              <span className="lrdx-tab__count">{t('vehicles_count', { count: option.count })}</span>
            </button>
          );
        })}
      </div>
      <div
        id="lrdx-vehicles-panel"
        role="tabpanel"
        aria-labelledby={tab ? tabId(tab) : undefined}
        aria-busy={loading ? 'true' : 'false'}
        className="lrdx-vehicles__panel"
      >
        {loading ? <p role="status">{t('loading')}</p> : null}
        <ul className="lrdx-vehicles__list" ref={cars}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="lrdx-vehicle" data-vehicle-id={vehicle.id}>
              <Image src={vehicle.image} alt="" width={640} height={360} />
              <div className="lrdx-vehicle__body">
                <h3 className="lrdx-vehicle__title" tabIndex={-1}>
                  <bdi>{vehicle.model}</bdi> <bdi className="lrdx-vehicle__version">{vehicle.version}</bdi>
                </h3>
                <dl className="lrdx-facts">
                  <dt>{t('vehicle_year_label')}</dt>
                  <dd>{digits(vehicle.year)}</dd>
                  <VehicleFacts t={t} vehicle={vehicle} price={price(vehicle)} />
                </dl>
                <Button onPress={() => onReserve(vehicle)} action="reserve">
                  {t('vehicle_reserve_button')}
                  <span className="lrdx-visually-hidden">
                    {' '}
                    {vehicle.model} {vehicle.vin}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {props.canShowMore ? (
          <div className="lrdx-vehicles__more">
            <p className="lrdx-vehicles__shown" aria-live="polite">
              {t('vehicles_shown', { shown: digits(vehicles.length), total: digits(total) })}
            </p>
            <Button
              variant="secondary"
              action="show-more"
              unavailable={props.loadingMore}
              onPress={() => {
                firstNew.current = vehicles.length;
                props.onMore();
              }}
            >
              {t('vehicles_more')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
