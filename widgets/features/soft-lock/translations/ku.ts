/** Kurdish (Sorani) texts of the shared soft-lock pieces. */
import type { SoftLockTexts } from './en.js';

const softLockKu: SoftLockTexts = {
  'softLock.countdownLabel': 'ئۆتۆمبێلەکە بۆ تۆ ڕاگیراوە',
  'softLock.remaining': 'کاتی ماوە',
  'softLock.announceMinutes': 'کاتی ماوە بۆ تەواوکردنی حیجزەکەت: {{count}} خولەک.',
  'softLock.announceWarning': 'کەمتر لە دوو خولەک ماوە. دەتوانیت کاتەکە درێژ بکەیتەوە.',
  'softLock.announceExpired': 'ڕاگرتنی ئەم ئۆتۆمبێلە کۆتایی هات.',
  'softLock.initTitle': 'ئەم ئۆتۆمبێلە بۆ تۆ ڕادەگرین',
  'softLock.initText_one': 'تا حیجزەکەت تەواو دەکەیت، بۆ ماوەی {{count}} خولەک کەسی تر ناتوانێت ئەم ئۆتۆمبێلە حیجز بکات.',
  'softLock.initText_other': 'تا حیجزەکەت تەواو دەکەیت، بۆ ماوەی {{count}} خولەک کەسی تر ناتوانێت ئەم ئۆتۆمبێلە حیجز بکات.',
  'softLock.initConfirm': 'دەستپێکردنی حیجزکردن',
  'softLock.initCancel': 'گەڕانەوە بۆ ئۆتۆمبێلەکە',
  'softLock.initBusy': 'ئۆتۆمبێلەکە بۆ تۆ ڕادەگیرێت…',
  'softLock.lockedTitle': 'کەسێکی تر ئەم ئۆتۆمبێلە حیجز دەکات',
  'softLock.lockedByOther':
    'کەسێکی تر ئێستا ئەم ئۆتۆمبێلە حیجز دەکات. تکایە ئۆتۆمبێلێکی تر هەڵبژێرە، یان چەند خولەکێکی تر دووبارە هەوڵ بدەرەوە.',
  'softLock.chooseAnother': 'ئۆتۆمبێلێکی تر هەڵبژێرە',
  'softLock.tryLater': 'دووبارە هەوڵ بدەرەوە',
  'softLock.unavailable': 'ئەم ئۆتۆمبێلە چیتر بەردەست نییە.',
  'softLock.initError': 'نەمانتوانی ئۆتۆمبێلەکە ڕابگرین. تکایە دووبارە هەوڵ بدەرەوە.',
  'softLock.rateLimited': 'هەوڵەکان زۆر بوون. تکایە چەند خولەکێک چاوەڕێ بکە و پاشان دووبارە هەوڵ بدەرەوە.',
  'softLock.rateLimitedTitle': 'هەوڵەکان زۆر بوون',
  'softLock.rateLimitedIn_one': 'هەوڵەکان زۆر بوون. تکایە دوای {{count}} خولەک دووبارە هەوڵ بدەرەوە.',
  'softLock.rateLimitedIn_other': 'هەوڵەکان زۆر بوون. تکایە دوای {{count}} خولەک دووبارە هەوڵ بدەرەوە.',
  'softLock.warningTitle': 'کاتی ڕاگرتنەکەت خەریکە تەواو دەبێت',
  'softLock.warningText': 'ئۆتۆمبێلەکە بۆ ماوەی {{time}}ی تر بۆ تۆ ڕاگیراوە. کاتی زیاترت پێویستە؟',
  'softLock.extend': 'درێژکردنەوەی کات',
  'softLock.extending': 'درێژ دەکرێتەوە…',
  'softLock.continue': 'بەردەوامبوون بەبێ درێژکردنەوە',
  'softLock.extendError': 'نەتوانرا کاتەکە درێژ بکرێتەوە. تکایە دووبارە هەوڵ بدەرەوە.',
  'softLock.kickedOutTitle': 'ئۆتۆمبێلەکە چیتر بۆ تۆ ڕانەگیراوە',
  'softLock.kickedOutText': 'کڕیارێکی تر ئێستا ئەم ئۆتۆمبێلە حیجز دەکات، بۆیە حیجزەکەت تەواو نەکرا.',
  'softLock.backToVehicle': 'گەڕانەوە بۆ ئۆتۆمبێلەکە',
  'softLock.expiredTitle': 'کاتی حیجزکردنەکەت بەسەرچوو',
  'softLock.expiredText': 'ئۆتۆمبێلەکە ئازاد کرا. ئەگەر هێشتا بەردەست بێت، دەتوانیت دووبارە هەوڵی حیجزکردن بدەیتەوە.',
  'softLock.reattempt': 'دووبارە هەوڵی حیجزکردن بدەرەوە',
  'softLock.info':
    'تکایە نزیکەی تا کاتژمێر {{ soft_lock_time }} حیجزەکەت تەواو بکە. ئەگەر کاتەکە بەسەر بچێت حیجزەکەت هەڵدەوەشێتەوە، بەڵام ئەگەر ئۆتۆمبێلەکە هێشتا بەردەست بێت دەتوانیت دووبارە هەوڵی حیجزکردن بدەیتەوە.',
};

export default softLockKu;
