/**
 * A car's VIN, retailer and price as facts (the `<dt>`/`<dd>` pairs of the list they stand in): the
 * vehicle list and the checkout say them alike. The VIN is left to right in every language.
 */
import type { ReservationVehicle } from '../../../state-machines/reservation/index.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';

/** `price` as shown, or empty when the retailer hides it. */
export function VehicleFacts({ t, vehicle, price }: { t: TextFn<ReservationTextKey>; vehicle: ReservationVehicle; price: string }) {
  return (
    <>
      <dt>{t('vehicle_vin_label')}</dt>
      <dd>
        <bdi dir="ltr">{vehicle.vin}</bdi>
      </dd>
      <dt>{t('vehicle_dealer_label')}</dt>
      <dd>
        <bdi>{vehicle.dealer}</bdi>
      </dd>
      <dt>{t('vehicle_price_label')}</dt>
      <dd>{price || t('vehicle_price_hidden')}</dd>
    </>
  );
}
