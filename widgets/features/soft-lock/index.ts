/**
 * The soft lock as a visitor sees it, shared by the order-online and reservation widgets:
 * the countdown, the info line, the init / warning / kicked-out dialogs, the expired screen,
 * the machine runner hook and the lock calls. Texts: spread `translations/{ku,en,ar}` into the
 * widget's own tables and pass its `t`. Styles: include `soft-lock.css?inline` in the widget's styles.
 */
export { SoftLockCountdown, announcementFor, type SoftLockCountdownProps } from './soft-lock-countdown.js';
export {
  SoftLockInitDialog,
  SoftLockWarningDialog,
  SoftLockKickedOutDialog,
  type SoftLockInitError,
  type SoftLockInitDialogProps,
  type SoftLockWarningDialogProps,
  type SoftLockKickedOutDialogProps,
} from './soft-lock-dialogs.js';
export { SoftLockInfo, SoftLockExpiredView, type SoftLockInfoProps, type SoftLockExpiredViewProps } from './soft-lock-views.js';
export { useSoftLock, type SoftLockView, type SoftLockPhase, type UseSoftLockOptions } from './use-soft-lock.js';
export { takeSoftLock, releaseSoftLock, type HeldLock } from './lock-api.js';
export type { SoftLockTranslate } from './types.js';
export type { SoftLockTexts } from './translations/en.js';
