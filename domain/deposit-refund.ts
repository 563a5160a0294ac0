/**
 * What happens to a reservation deposit when the reservation is cancelled (docs/buy-online.md,
 * "Cancelling a reservation", "The deposit"): held or unpaid money is voided through the vendor at
 * once; money already taken is refunded in full by the retailer, normally within this many working
 * days (the seeded terms say the same). The visitor's screens say it with these figures.
 */
export const DEPOSIT_REFUND_WORKING_DAYS = 14;

/** The payment states a cancellation screen explains; anything else (pending, failed, unknown) took no money. */
export type DepositOutcome = 'none' | 'authorized' | 'cancelled' | 'paid' | 'refunded';

export function depositOutcome(paymentStatus: string | null | undefined): DepositOutcome {
  return paymentStatus === 'authorized' || paymentStatus === 'cancelled' || paymentStatus === 'paid' || paymentStatus === 'refunded'
    ? paymentStatus
    : 'none';
}
