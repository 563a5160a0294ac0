/**
 * The demo page of the four quizzes (`/quizzes` in ku, ar and en): one block of each, the Defender
 * quiz on the server's own demo images (server/api/quizzes/demo-images.ts).
 */
import { pageTitleBlock } from './page-title-block.js';
import { QUIZ_DEMO_IMAGES_PATH } from '../../domain/contracts/quiz-images.js';
import type { Language } from '../../domain/languages.js';
import { inEveryLanguage, type SeedPage } from './seed-page-parts.js';

interface QuizPageTexts {
  title: string;
  description: string;
  blocks: Record<'fuel_type_quiz' | 'defender_quiz' | 'powertrain_quiz' | 'subscription_quiz', { heading: string; paragraph: string }>;
}

const TEXTS: Record<Language, QuizPageTexts> = {
  ku: {
    title: 'پرسیارنامەکان',
    description: 'چەند پرسیارێکی کورت وەڵام بدەرەوە و بزانە کام ئۆتۆمبێل، بزوێنەر و شێوازی پارەدان بۆ تۆ گونجاوە.',
    blocks: {
      fuel_type_quiz: { heading: 'بەنزین، دیزڵ یان کارەبایی؟', paragraph: 'پێنج پرسیار دەربارەی شێوازی لێخوڕینت.' },
      defender_quiz: { heading: 'پاکێجی پاشکۆکانی دیفێندەر', paragraph: 'سێ پرسیار دەربارەی چالاکی، گەشت و هاوڕێکانت.' },
      powertrain_quiz: { heading: 'سیستەمی وزەی گونجاو', paragraph: 'پێنج پرسیار بۆ بەکارهێنانی تایبەت یان بازرگانی.' },
      subscription_quiz: {
        heading: 'بەشداریکردن، قەرز یان خزمەتگوزاری تەواو؟',
        paragraph: 'سێ پرسیار دەربارەی مەبەست، ماوە و مەودای بڕاو.',
      },
    },
  },
  ar: {
    title: 'الاختبارات',
    description: 'أجب عن بضعة أسئلة قصيرة واعرف أي سيارة ومحرك وطريقة دفع تناسبك.',
    blocks: {
      fuel_type_quiz: { heading: 'بنزين أم ديزل أم كهربائي؟', paragraph: 'خمسة أسئلة حول طريقة قيادتك.' },
      defender_quiz: { heading: 'حزم إكسسوارات ديفندر', paragraph: 'ثلاثة أسئلة حول أنشطتك ورحلاتك ومرافقيك.' },
      powertrain_quiz: { heading: 'نظام الدفع المناسب', paragraph: 'خمسة أسئلة للاستخدام الخاص أو للعمل.' },
      subscription_quiz: { heading: 'اشتراك أم قرض أم خدمة كاملة؟', paragraph: 'ثلاثة أسئلة حول الغرض والمدة والمسافة المقطوعة.' },
    },
  },
  en: {
    title: 'Quizzes',
    description: 'Answer a few short questions and find out which car, powertrain and way to pay suit you.',
    blocks: {
      fuel_type_quiz: { heading: 'Petrol, diesel or electric?', paragraph: 'Five questions about how you drive.' },
      defender_quiz: { heading: 'Defender accessory packs', paragraph: 'Three questions about your activities, journeys and companions.' },
      powertrain_quiz: { heading: 'The right powertrain', paragraph: 'Five questions, for private or business use.' },
      subscription_quiz: {
        heading: 'Subscription, loan or full service?',
        paragraph: 'Three questions about purpose, period and mileage.',
      },
    },
  },
};

function quizPage(language: Language): SeedPage {
  const texts = TEXTS[language];
  const block = (template: keyof QuizPageTexts['blocks'], extra: Record<string, unknown> = {}) => ({
    id: `quizzes-${template.replace(/_/g, '-')}`,
    template,
    props: { block_scroll_id: template.replace('_quiz', '').replace(/_/g, '-'), heading_level: '2', ...texts.blocks[template], ...extra },
  });
  return {
    path: '/quizzes',
    title: texts.title,
    meta_title: texts.title,
    meta_description: texts.description,
    blocks: [
      pageTitleBlock('quizzes', texts.title, texts.description),
      block('fuel_type_quiz', { load_on: 'ready' }),
      block('defender_quiz', { images_data_url: QUIZ_DEMO_IMAGES_PATH }),
      block('powertrain_quiz'),
      block('subscription_quiz'),
    ],
  };
}

export const QUIZ_PAGES = inEveryLanguage(quizPage);
