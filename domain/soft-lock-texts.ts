/**
 * English texts of the shared soft-lock pieces. A widget that shows them spreads these into its
 * own translation tables (one namespace per widget, loaded lazily per language).
 */
const softLockEn = {
  'softLock.countdownLabel': 'Vehicle held for you',
  'softLock.remaining': 'Time left',
  'softLock.announceMinutes': 'Minutes left to complete your reservation: {{count}}.',
  'softLock.announceWarning': 'Less than two minutes left. You can extend the hold.',
  'softLock.announceExpired': 'The hold on this vehicle has ended.',
  'softLock.initTitle': 'We will hold this vehicle for you',
  'softLock.initText_one': 'While you complete your reservation, nobody else can reserve this vehicle for {{count}} minute.',
  'softLock.initText_other': 'While you complete your reservation, nobody else can reserve this vehicle for {{count}} minutes.',
  'softLock.initConfirm': 'Start reservation',
  'softLock.initCancel': 'Back to the vehicle',
  'softLock.initBusy': 'Holding the vehicle for you…',
  'softLock.lockedTitle': 'This car is being reserved by someone else',
  'softLock.lockedByOther': 'Someone else is reserving this car right now. Please choose another car, or try again in a few minutes.',
  'softLock.chooseAnother': 'Choose another car',
  'softLock.tryLater': 'Try again',
  'softLock.unavailable': 'This vehicle is no longer available.',
  'softLock.initError': 'We could not hold the vehicle. Please try again.',
  'softLock.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
  'softLock.rateLimitedTitle': 'Too many attempts',
  'softLock.rateLimitedIn_one': 'Too many attempts. Please try again in {{count}} minute.',
  'softLock.rateLimitedIn_other': 'Too many attempts. Please try again in {{count}} minutes.',
  'softLock.warningTitle': 'Your hold is about to end',
  'softLock.warningText': 'The vehicle is held for you for {{time}} more. Do you need more time?',
  'softLock.extend': 'Extend the hold',
  'softLock.extending': 'Extending…',
  'softLock.continue': 'Continue without extending',
  'softLock.extendError': 'The hold could not be extended. Please try again.',
  'softLock.kickedOutTitle': 'The vehicle is no longer held for you',
  'softLock.kickedOutText': 'Another customer is now reserving this vehicle, so your reservation could not be completed.',
  'softLock.backToVehicle': 'Back to the vehicle',
  'softLock.expiredTitle': 'Your reservation time has expired',
  'softLock.expiredText': 'The vehicle has been released. You can reattempt booking if it is still available.',
  'softLock.reattempt': 'Try to reserve again',
  // The editable soft-lock info text, verbatim as editors know it (docs/buy-online.md).
  'softLock.info':
    'Please complete your reservation by approximately {{ soft_lock_time }}. If the time expires your reservation will be released, but you can reattempt booking if it still available.',
};

export type SoftLockTexts = Record<keyof typeof softLockEn, string>;
export default softLockEn satisfies SoftLockTexts;
