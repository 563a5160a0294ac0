/**
 * The soft lock's modal moments on the shared native-`<dialog>` primitive: taking the hold, the
 * warning before it ends (with "extend"), and being kicked out (someone else holds the car).
 */
import type { ReactNode } from 'react';
import { formatCountdown } from '../../../domain/soft-lock-time.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import type { SoftLockTranslate } from './types.js';

/** Why taking the hold failed, as the server's error code says; null while there is no failure. */
export type SoftLockInitError = 'vehicle_locked' | 'vehicle_unavailable' | 'rate_limited' | 'other' | null;

export interface SoftLockInitDialogProps {
  open: boolean;
  t: SoftLockTranslate;
  /** Length of the hold in whole minutes (the text writes it in the language's digits and plural). */
  minutes: number;
  busy: boolean;
  error: SoftLockInitError;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the visitor chooses another car (the stock page); without it "choose another car" closes the dialog. */
  otherCarsHref?: string;
  /** After a rate-limit refusal: the whole minutes to wait, when the API said (written in the language's digits and plural). */
  retryMinutes?: number | null;
  /** Someone else holds the car: "e-mail me if it becomes free" (docs/alerts.md, "Alerts on one vehicle"). */
  holdAlert?: ReactNode;
}

const INIT_ERROR_KEY = {
  vehicle_locked: 'softLock.lockedByOther',
  vehicle_unavailable: 'softLock.unavailable',
  rate_limited: 'softLock.rateLimited',
  other: 'softLock.initError',
} as const;

export function SoftLockInitDialog({
  open,
  t,
  minutes,
  busy,
  error,
  onConfirm,
  onCancel,
  otherCarsHref,
  retryMinutes = null,
  holdAlert,
}: SoftLockInitDialogProps) {
  // One dialog whatever it says: closing it cancels taking the hold.
  const initDialog = (title: string, closable: boolean, children: ReactNode) => (
    <Dialog open={open} title={title} closable={closable} closeLabel={t('softLock.initCancel')} onClose={onCancel} name="soft-lock-init">
      {children}
    </Dialog>
  );
  // Someone else holds the car: the dialog no longer promises a hold, it says who has it and offers
  // another car or a later try.
  if (error === 'vehicle_locked' && !busy)
    return initDialog(
      t('softLock.lockedTitle'),
      true,
      <>
        <p role="alert">{t('softLock.lockedByOther')}</p>
        {otherCarsHref ? (
          <a className="lrdx-button lrdx-button--primary" href={otherCarsHref} data-action="choose-another">
            {t('softLock.chooseAnother')}
          </a>
        ) : (
          <Button onPress={onCancel} action="choose-another">
            {t('softLock.chooseAnother')}
          </Button>
        )}
        <Button onPress={onConfirm} action="soft-lock-confirm" variant="secondary">
          {t('softLock.tryLater')}
        </Button>
        {holdAlert}
      </>,
    );
  return initDialog(
    t('softLock.initTitle'),
    !busy,
    <>
      <p>{t('softLock.initText', { count: minutes })}</p>
      {error ? (
        <p className="lrdx-field__error" role="alert">
          {error === 'rate_limited' && retryMinutes !== null
            ? t('softLock.rateLimitedIn', { count: retryMinutes })
            : t(INIT_ERROR_KEY[error])}
        </p>
      ) : null}
      {busy ? (
        <p role="status">{t('softLock.initBusy')}</p>
      ) : error === 'vehicle_unavailable' ? null : (
        <Button onPress={onConfirm} action="soft-lock-confirm">
          {t('softLock.initConfirm')}
        </Button>
      )}
    </>,
  );
}

export interface SoftLockWarningDialogProps {
  open: boolean;
  t: SoftLockTranslate;
  language: string;
  remainingMs: number;
  busy: boolean;
  failed: boolean;
  onExtend: () => void;
  onClose: () => void;
}

export function SoftLockWarningDialog({ open, t, language, remainingMs, busy, failed, onExtend, onClose }: SoftLockWarningDialogProps) {
  return (
    <Dialog
      open={open}
      title={t('softLock.warningTitle')}
      closable
      closeLabel={t('softLock.continue')}
      onClose={onClose}
      name="soft-lock-warning"
    >
      <p>{t('softLock.warningText', { time: formatCountdown(remainingMs, language) })}</p>
      {failed ? (
        <p className="lrdx-field__error" role="alert">
          {t('softLock.extendError')}
        </p>
      ) : null}
      <Button onPress={onExtend} unavailable={busy} action="soft-lock-extend">
        {busy ? t('softLock.extending') : t('softLock.extend')}
      </Button>
    </Dialog>
  );
}

export interface SoftLockKickedOutDialogProps {
  open: boolean;
  t: SoftLockTranslate;
  onBack: () => void;
}

export function SoftLockKickedOutDialog({ open, t, onBack }: SoftLockKickedOutDialogProps) {
  // Not closable by Escape or backdrop: the checkout behind it can no longer succeed.
  return (
    <Dialog open={open} title={t('softLock.kickedOutTitle')} closable={false} closeLabel="" onClose={onBack} name="soft-lock-kicked-out">
      <p>{t('softLock.kickedOutText')}</p>
      <Button onPress={onBack} action="soft-lock-back">
        {t('softLock.backToVehicle')}
      </Button>
    </Dialog>
  );
}
