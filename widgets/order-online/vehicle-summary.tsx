/** The vehicle being reserved, and the reservation fee, as a short summary. */
import { toLanguage } from '../../domain/languages.js';
import { formatMoney } from '../../domain/price-format.js';
import { formatNumber } from '../../domain/number-format.js';
import type { OrderConfig, OrderVehicle } from '../../state-machines/order-online/index.js';
import type { Translate } from './texts.js';

/** An amount in the page language: its digits and separators, the currency as the language writes it. */
export const money = (amount: number, currency: string, language: string) =>
  formatMoney(amount, currency, '% ^', ',', Number.isInteger(amount) ? 0 : 2, toLanguage(language));

export function VehicleSummary({
  t,
  language,
  vehicle,
  config,
}: {
  t: Translate;
  language: string;
  vehicle: OrderVehicle;
  config: OrderConfig | null;
}) {
  return (
    <section className="lrdx-order-summary" aria-labelledby="lrdx-order-vehicle">
      {vehicle.photo ? (
        // The order page's largest paint, drawn by the server with the page (server-render.tsx).
        <img className="lrdx-order-summary__photo" src={vehicle.photo} alt="" width="320" height="180" fetchPriority="high" />
      ) : null}
      <div>
        <h2 id="lrdx-order-vehicle" className="lrdx-order-summary__title">
          <bdi>{vehicle.title}</bdi>
        </h2>
        <p className="lrdx-order-summary__version">
          <bdi>{vehicle.version}</bdi>
        </p>
        <dl className="lrdx-order-summary__facts">
          {vehicle.price ? (
            <div>
              <dt>{t('price')}</dt>
              <dd>{config ? money(vehicle.price, config.currency, language) : formatNumber(vehicle.price, language)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('vin')}</dt>
            <dd>
              <bdi dir="ltr">{vehicle.vin}</bdi>
            </dd>
          </div>
          {config ? (
            <div>
              <dt>{t('reservationFee')}</dt>
              <dd data-order="fee">
                {config.freeReservation || config.reservationFee === null
                  ? t('freeReservation')
                  : money(config.reservationFee, config.currency, language)}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
