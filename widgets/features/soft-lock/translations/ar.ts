/** Arabic texts of the shared soft-lock pieces. */
import type { SoftLockTexts } from './en.js';

const softLockAr: SoftLockTexts = {
  'softLock.countdownLabel': 'السيارة محجوزة لك مؤقتًا',
  'softLock.remaining': 'الوقت المتبقي',
  'softLock.announceMinutes': 'الدقائق المتبقية لإكمال حجزك: {{count}}.',
  'softLock.announceWarning': 'بقي أقل من دقيقتين. يمكنك تمديد الحجز المؤقت.',
  'softLock.announceExpired': 'انتهى الحجز المؤقت لهذه السيارة.',
  'softLock.initTitle': 'سنحجز هذه السيارة لك مؤقتًا',
  'softLock.initText': 'أثناء إكمال حجزك، لن يتمكن أي شخص آخر من حجز هذه السيارة لمدة {{minutes}} دقيقة.',
  'softLock.initConfirm': 'بدء الحجز',
  'softLock.initCancel': 'العودة إلى السيارة',
  'softLock.initBusy': 'جارٍ حجز السيارة لك…',
  'softLock.lockedTitle': 'شخص آخر يحجز هذه السيارة',
  'softLock.lockedByOther': 'شخص آخر يحجز هذه السيارة الآن. يرجى اختيار سيارة أخرى، أو المحاولة مرة أخرى بعد بضع دقائق.',
  'softLock.chooseAnother': 'اختر سيارة أخرى',
  'softLock.tryLater': 'حاول مرة أخرى',
  'softLock.unavailable': 'هذه السيارة لم تعد متاحة.',
  'softLock.initError': 'تعذّر حجز السيارة مؤقتًا. يرجى المحاولة مرة أخرى.',
  'softLock.rateLimited': 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'softLock.rateLimitedTitle': 'محاولات كثيرة جدًا',
  'softLock.rateLimitedIn': 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {{minutes}} دقيقة.',
  'softLock.warningTitle': 'الحجز المؤقت على وشك الانتهاء',
  'softLock.warningText': 'السيارة محجوزة لك لمدة {{time}} أخرى. هل تحتاج إلى مزيد من الوقت؟',
  'softLock.extend': 'تمديد الحجز',
  'softLock.extending': 'جارٍ التمديد…',
  'softLock.continue': 'المتابعة دون تمديد',
  'softLock.extendError': 'تعذّر تمديد الحجز. يرجى المحاولة مرة أخرى.',
  'softLock.kickedOutTitle': 'لم تعد السيارة محجوزة لك',
  'softLock.kickedOutText': 'عميل آخر يحجز هذه السيارة الآن، لذلك تعذّر إكمال حجزك.',
  'softLock.backToVehicle': 'العودة إلى السيارة',
  'softLock.expiredTitle': 'انتهت مهلة الحجز',
  'softLock.expiredText': 'تم تحرير السيارة. يمكنك إعادة محاولة الحجز إذا كانت لا تزال متاحة.',
  'softLock.reattempt': 'إعادة محاولة الحجز',
  'softLock.info':
    'يرجى إكمال حجزك بحلول الساعة {{ soft_lock_time }} تقريبًا. إذا انتهى الوقت فسيتم إلغاء حجزك، ولكن يمكنك إعادة محاولة الحجز إذا كانت السيارة لا تزال متاحة.',
};

export default softLockAr;
