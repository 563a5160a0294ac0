/**
 * What a reserved car's thank-you screen shows below its order number (docs/buy-online.md, "After
 * reserving"): the car, the reservation fee paid (or that it was free), the retailer, and numbered
 * next steps ending with how to cancel and what becomes of the fee. All from what the journey
 * already holds; nothing is asked again. A visitor back on a reservation made earlier may have no
 * car in the journey any more: then only the steps are shown.
 */
import type { ReservationVehicle } from '../../../state-machines/reservation/index.js';
import { Image } from '../../ui/image.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';

const NEXT_STEPS = ['thank_you_next_call', 'thank_you_next_bring', 'thank_you_next_cancel'] as const;

export interface ThankYouDetailsProps {
  t: TextFn<ReservationTextKey>;
  vehicle: ReservationVehicle | null;
  /** The fee as shown ("$500"), or null for a free reservation. */
  fee: string | null;
}

export function ThankYouDetails({ t, vehicle, fee }: ThankYouDetailsProps) {
  return (
    <div className="lrdx-thanks" data-thank-you="details">
      {vehicle ? (
        <>
          <Image src={vehicle.image} alt="" width={640} height={360} />
          <dl className="lrdx-thanks__facts">
            <div>
              <dt>{t('thank_you_car')}</dt>
              <dd data-thank-you="car">
                <bdi>{vehicle.model}</bdi> <bdi>{vehicle.version}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('thank_you_deposit')}</dt>
              <dd data-thank-you="fee">{fee ?? t('thank_you_deposit_free')}</dd>
            </div>
            <div>
              <dt>{t('thank_you_retailer')}</dt>
              <dd data-thank-you="retailer">
                <bdi>{vehicle.dealer}</bdi>
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      <h3 className="lrdx-thanks__title">{t('thank_you_next_title')}</h3>
      <ol className="lrdx-thanks__steps" data-thank-you="next-steps">
        {NEXT_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </div>
  );
}
