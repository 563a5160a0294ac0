/**
 * The card step for the LOCAL_TEST vendor (the shop's demo processor, docs/buy-online.md): the card
 * number goes to the server's processor, never anywhere else. A real Stripe account would mount
 * Stripe Elements here instead (not in this widget yet).
 */
import { useState, type FormEvent } from 'react';
import type { TextFn } from '../slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';
import { Screen } from './screen.js';

export interface PaymentProps {
  t: TextFn<ReservationTextKey>;
  focus: boolean;
  fee: string;
  paying: boolean;
  /** The demo processor's test cards are listed for it only. */
  testVendor: boolean;
  onPay: (cardNumber: string) => void;
}

const CARD = /^\d{12,19}$/;

export function Payment({ t, focus, fee, paying, testVendor, onPay }: PaymentProps) {
  const [card, setCard] = useState('');
  const [tried, setTried] = useState(false);
  const digits = card.replace(/[\s-]/g, '');
  const invalid = tried && !CARD.test(digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setTried(true);
    if (!CARD.test(digits)) {
      (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
      return;
    }
    onPay(digits);
  };

  return (
    <Screen name="payment" title={t('payment_title')} focus={focus}>
      <form className="lrdx-checkout-form" noValidate onSubmit={submit}>
        <div className="lrdx-field">
          <label htmlFor="lrdx-card">{t('payment_card_label')}</label>
          <input
            id="lrdx-card"
            name="card"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            readOnly={paying}
            required
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={`lrdx-card-error${testVendor ? ' lrdx-card-hint' : ''}`}
            onInput={(event) => setCard((event.target as HTMLInputElement).value)}
          />
          {testVendor ? (
            <p id="lrdx-card-hint" className="lrdx-hint">
              {t('payment_card_hint')}
            </p>
          ) : null}
          <p id="lrdx-card-error" className="lrdx-field__error">
            {invalid ? t('field_required') : ''}
          </p>
        </div>
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="pay" aria-disabled={paying ? 'true' : undefined}>
          {t('payment_submit_button', { fee })}
        </button>
        <p role="status" className="lrdx-flow__status">
          {paying ? t('payment_processing') : ''}
        </p>
      </form>
    </Screen>
  );
}
