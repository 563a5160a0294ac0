/**
 * Checkout (catalogue): back button, order details, reservation-fee info, the visitor's details,
 * the terms checkbox that must be accepted, submit. The soft-lock countdown sits above it.
 */
import { useState, type FormEvent } from 'react';
import { normalizePhone } from '../../../domain/phone.js';
import { detailsAreValid, type CustomerDetails, type ReservationVehicle } from '../../../state-machines/reservation/index.js';
import { PhoneVerificationStep, useEmailCheck, usePhoneVerification } from '../../features/phone-verification/index.js';
import { SoftLockInfo } from '../../features/soft-lock/index.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';
import { CustomerFields } from './customer-fields.js';
import { VehicleFacts } from './vehicle-facts.js';
import { Screen } from '../../features/flow/screen.js';
import { FlowStatus } from '../../features/flow/flow-status.js';
import { VendorNoticeText } from '../../features/redirect-payment/index.js';

export interface CheckoutProps {
  t: TextFn<ReservationTextKey>;
  language: string;
  focus: boolean;
  vehicle: ReservationVehicle;
  /** The fee as shown ("$500"), or null for a free reservation. */
  fee: string | null;
  price: string;
  expiresAt: number;
  details: CustomerDetails;
  termsAccepted: boolean;
  sending: boolean;
  onBack: () => void;
  onChange: (field: keyof CustomerDetails, value: string) => void;
  onTerms: (accepted: boolean) => void;
  onSubmit: () => void;
  apiBase: string;
  /** The shop verifies phones by SMS (reservation config `phone_verification: required`). */
  phoneRequired: boolean;
  verifiedPhone: string | null;
  onPhoneVerified: (phone: string) => void;
  /** Back from PayPal's or LiqPay's page without paying: why, said first and focused. */
  vendorNotice?: string | null;
}

const ALL_FIELDS = new Set<keyof CustomerDetails>(['firstName', 'lastName', 'email', 'phone']);

export function Checkout(props: CheckoutProps) {
  const { t, language, vehicle, fee, details, termsAccepted, sending } = props;
  const [touched, setTouched] = useState<ReadonlySet<keyof CustomerDetails>>(new Set());
  const [tried, setTried] = useState(false);
  const verification = usePhoneVerification(props.apiBase, details.phone, props.onPhoneVerified);
  const phoneSettled = !props.phoneRequired || (props.verifiedPhone !== null && normalizePhone(details.phone) === props.verifiedPhone);
  // The e-mail service's doubt is shown once per address: sending the same address again goes through.
  const emailCheck = useEmailCheck(props.apiBase);
  const busy = sending || emailCheck.checking;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setTouched(ALL_FIELDS);
    const form = event.currentTarget as HTMLFormElement;
    // Take the visitor to the first thing to fix (after the re-render marks it invalid).
    const focusFirstProblem = () => requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (!termsAccepted || !detailsAreValid(details, props.phoneRequired) || !phoneSettled) return focusFirstProblem();
    if (!(await emailCheck.confirm(details.email))) return focusFirstProblem();
    props.onSubmit();
  };
  const notes: Partial<Record<keyof CustomerDetails, string>> = {
    ...(emailCheck.doubted(details.email) ? { email: t('email_check_warning') } : {}),
    ...(tried && props.phoneRequired && !phoneSettled && normalizePhone(details.phone) ? { phone: t('phone_not_verified') } : {}),
  };

  return (
    <Screen name="checkout" title={t('checkout_title')} focus={props.focus && !props.vendorNotice}>
      {props.vendorNotice ? (
        <VendorNoticeText
          text={props.vendorNotice}
          className="lrdx-flow__notice lrdx-flow__notice--error"
          hook={{ 'data-reservation': 'vendor-notice' }}
        />
      ) : null}
      <button
        type="button"
        className="lrdx-link-button"
        data-action="back"
        onClick={props.onBack}
        aria-disabled={sending ? 'true' : undefined}
      >
        <span aria-hidden="true">{language === 'en' ? '←' : '→'}</span> {t('checkout_back_button')}
      </button>
      <SoftLockInfo expiresAt={props.expiresAt} language={language} t={t} />
      <section className="lrdx-panel" aria-labelledby="lrdx-order-details">
        <h3 id="lrdx-order-details">{t('order_details_title')}</h3>
        <dl className="lrdx-facts">
          <dt>{t('order_vehicle_label')}</dt>
          <dd>
            {/* One isolate for the phrase: two would put the version before the model in a right-to-left line. */}
            <bdi>
              {vehicle.model} {vehicle.version}
            </bdi>
          </dd>
          <VehicleFacts t={t} vehicle={vehicle} price={props.price} />
        </dl>
      </section>
      <section className="lrdx-panel" aria-labelledby="lrdx-fee-title" data-fee>
        <h3 id="lrdx-fee-title">{t('reservation_fee_title')}</h3>
        <p>{fee === null ? t('free_reservation_text') : t('reservation_fee_text', { fee })}</p>
      </section>
      <form className="lrdx-checkout-form" noValidate onSubmit={submit}>
        <h3>{t('your_details_title')}</h3>
        <CustomerFields
          t={t}
          details={details}
          touched={touched}
          disabled={busy}
          onChange={(field, value) => {
            props.onChange(field, value);
            if (field === 'phone') verification.send({ type: 'phone.change', value });
          }}
          onLeave={(field) => setTouched(new Set([...touched, field]))}
          phoneRequired={props.phoneRequired}
          notes={notes}
          phoneStep={props.phoneRequired ? <PhoneVerificationStep t={t} run={verification} id="lrdx-field-phone" disabled={busy} /> : null}
        />
        <div className="lrdx-check">
          <input
            id="lrdx-terms"
            type="checkbox"
            checked={termsAccepted}
            required
            aria-invalid={tried && !termsAccepted ? 'true' : undefined}
            aria-describedby="lrdx-terms-error"
            onChange={(event) => props.onTerms((event.target as HTMLInputElement).checked)}
          />
          <label htmlFor="lrdx-terms">{t('terms_label')}</label>
        </div>
        {/* A new tab, so reading the terms never loses the vehicle's hold or the details typed so far. */}
        <a className="lrdx-terms-link" href={`${props.apiBase}/${language}/terms-conditions`} target="_blank" rel="noopener">
          {t('terms_link')}
        </a>
        <p id="lrdx-terms-error" className="lrdx-field__error">
          {tried && !termsAccepted ? t('terms_required') : ''}
        </p>
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="submit" aria-disabled={busy ? 'true' : undefined}>
          {fee === null ? t('checkout_submit_free_button') : t('checkout_submit_button')}
        </button>
        <FlowStatus text={busy ? t('checkout_sending') : ''} />
      </form>
    </Screen>
  );
}
