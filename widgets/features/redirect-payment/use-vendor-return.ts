/**
 * Back from PayPal's or LiqPay's page (the address says so, addresses.ts): once the journey is on its
 * payment step again, it is told how the buyer left the vendor. The address keeps the mark while the
 * payment is read, so a reload then reads it again; afterwards the mark is removed.
 */
import { useEffect, useRef } from 'react';
import { vendorReturnOf, withoutVendorReturn, type VendorOutcome } from './addresses.js';

export interface VendorReturnState {
  /** Past the widget's loading: the journey stands where it resumed. */
  loaded: boolean;
  /** On the payment step, where the return is told. */
  onPayment: boolean;
  /** The vendor the journey pays with (a return from another vendor is not this journey's). */
  vendor: string | null | undefined;
  /** Still working out what the return meant (reading the payment): the mark stays for a reload. */
  busy: boolean;
}

export function useVendorReturn(state: VendorReturnState, onReturn: (outcome: VendorOutcome) => void): void {
  const pending = useRef(vendorReturnOf(location.search));
  const sent = useRef(false);
  const { loaded, onPayment, vendor, busy } = state;
  useEffect(() => {
    const back = pending.current;
    if (!back) return;
    if (!sent.current && onPayment && vendor === back.vendor) {
      sent.current = true;
      onReturn(back.outcome);
      return;
    }
    // Settled (or never applicable: no hold left, another step): the mark has done its work.
    if ((sent.current && !busy) || (loaded && !onPayment && !busy)) {
      pending.current = null;
      history.replaceState(history.state, '', withoutVendorReturn(location.href));
    }
  });
}
