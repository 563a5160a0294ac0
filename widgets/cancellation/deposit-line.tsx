/**
 * The line every cancellation screen carries about the deposit (docs/buy-online.md, "The
 * deposit"): nothing was taken, a hold is released, or money taken is refunded in full within the
 * working days of domain/deposit-refund.ts (a counted text, in the page language's plural form).
 */
import { DEPOSIT_REFUND_WORKING_DAYS, depositOutcome } from '../../domain/deposit-refund.js';
import type { TextFn } from '../features/flow/slot-texts.js';
import type { CancellationTextKey } from './translations/en.js';

export function DepositLine({
  t,
  paymentStatus,
  as: Tag,
}: {
  t: TextFn<CancellationTextKey>;
  paymentStatus: string | null;
  as: 'dd' | 'p';
}) {
  const outcome = depositOutcome(paymentStatus);
  return (
    <Tag data-deposit={outcome}>{t(`deposit.${outcome}`, outcome === 'paid' ? { count: DEPOSIT_REFUND_WORKING_DAYS } : undefined)}</Tag>
  );
}
