/** The LOCAL_TEST vendor's card form: a card number, then "Pay {fee}". */
import { useState } from 'react';
import { TextField } from './fields.js';
import type { Translate } from './texts.js';

export function PaymentForm({ t, amount, onPay }: { t: Translate; amount: string; onPay: (cardNumber: string) => void }) {
  const [card, setCard] = useState('');
  const [touched, setTouched] = useState(false);
  const check = (value: string) => (/^[0-9]{12,19}$/.test(value.replace(/\s+/g, '')) ? null : t('error.required'));
  const error = check(card);
  return (
    <form
      className="lrdx-order-form"
      noValidate
      aria-labelledby="lrdx-order-payment-title"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        // The control itself: a value typed or pasted just before may not have re-rendered yet.
        const value =
          ((event.currentTarget as HTMLFormElement).elements.namedItem('card-number') as HTMLInputElement | null)?.value ?? card;
        if (!check(value)) onPay(value.replace(/\s+/g, ''));
      }}
    >
      <h3 id="lrdx-order-payment-title">{t('payment.title')}</h3>
      <TextField
        id="card-number"
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        ltr
        required
        hint={t('payment.testHint')}
        value={card}
        error={touched ? error : null}
        onBlur={() => setTouched(true)}
        onChange={(v) => setCard(v.replace(/[^0-9 ]/g, '').slice(0, 23))}
      />
      <div className="lrdx-order-actions">
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="pay">
          {t('payment.pay', { amount })}
        </button>
      </div>
    </form>
  );
}
