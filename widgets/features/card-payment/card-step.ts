/** Picks the vendor's field (Stripe's code is loaded only for STRIPE) and holds the mounted one for the pay actor. */
import { createLocalTestField } from './local-test.js';
import type { CardField, CardFieldOptions, CardPayment, CardResult, CardVendor } from './types.js';

export async function createCardField(vendor: CardVendor, options: CardFieldOptions): Promise<CardField> {
  if (vendor.type === 'STRIPE') {
    const { createStripeField } = await import('./stripe.js');
    return createStripeField(vendor, options);
  }
  if (vendor.type === 'LOCAL_TEST') return createLocalTestField(options);
  throw new Error(`No card field for the vendor ${vendor.type}`);
}

/** The field a view has mounted, for the machine's pay actor (which lives outside the view). */
export interface CardStep {
  attach(field: CardField | null): void;
  /** True when a field is mounted and its card can be sent. */
  check(): boolean;
  confirm(payment: CardPayment): Promise<CardResult>;
}

export function createCardStep(): CardStep {
  let current: CardField | null = null;
  return {
    attach(field) {
      current = field;
    },
    check: () => current?.check() ?? false,
    async confirm(payment) {
      const field = current;
      if (!field) throw new Error('No card field is mounted');
      field.setBusy(true);
      try {
        return await field.confirm(payment);
      } finally {
        field.setBusy(false);
      }
    },
  };
}
