/**
 * The blocks that existed before the catalogue (hero banner, content blocks, accordion, retailer
 * list, form, finance calculator, quizzes) on the QA page `/blocks`, in ku / ar / en. The finance
 * calculator and the quizzes are those of their own pages, so the QA page shows what visitors get.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { scenePath } from '../../domain/media-scenes.js';
import { FAMILY_PAGES } from './family-pages.js';
import { FINANCE_PAGES } from './finance-pages.js';
import { QUIZ_PAGES } from './quiz-pages.js';
import { card, link, scrolledBlock, t, type Texts } from './seed-page-parts.js';

const Q = {
  why: t('بۆچی لاند ڕۆڤەر؟', 'لماذا لاند روفر؟', 'Why Land Rover?'),
  cards: [
    [
      t('توانای هەموو ڕێگایەک', 'قدرة على كل الطرق', 'Capable on every road'),
      t('لە بەفر، لم، قوڕ و بەرددا تاقیکراوەتەوە.', 'مُختبرة في الثلج والرمل والوحل والصخور.', 'Tested in snow, sand, mud and rock.'),
    ],
    [
      t('بریکاری فەرمی', 'وكيل رسمي', 'Official retailers'),
      t(
        'ئۆتۆمبێلەکەت بە گەرەنتی و مێژوویەکی ڕوون وەربگرە.',
        'استلم سيارتك بضمان وسجل واضح.',
        'Your vehicle with a warranty and a clear history.',
      ),
    ],
    [
      t('پارچەی ڕەسەن', 'قطع أصلية', 'Genuine parts'),
      t(
        'تەکنیککارە ڕاهێنراوەکان تەنها پارچەی ڕەسەن بەکاردەهێنن.',
        'يستخدم الفنيون المدرّبون القطع الأصلية فقط.',
        'Trained technicians fit genuine parts only.',
      ),
    ],
  ],
  contact: t('پەیوەندیمان پێوە بکە', 'اتصل بنا', 'Contact us'),
  faq: t('پرسیارە باوەکان', 'الأسئلة الشائعة', 'Frequently asked questions'),
  openAll: t('هەمووی بکەرەوە', 'افتح الكل', 'Open all'),
  closeAll: t('هەمووی دابخە', 'أغلق الكل', 'Close all'),
  questions: [
    [
      t('چۆن تاقیکردنەوەی لێخوڕین داوا بکەم؟', 'كيف أحجز تجربة قيادة؟', 'How do I book a test drive?'),
      t(
        'فۆڕمی پەیوەندی پڕبکەرەوە یان پەیوەندی بە نزیکترین بریکارەوە بکە.',
        'املأ نموذج الاتصال أو اتصل بأقرب وكيل.',
        'Fill in the contact form or call your nearest retailer.',
      ),
    ],
    [
      t('ئایا دەتوانم ئۆتۆمبێلە کۆنەکەم بگۆڕمەوە؟', 'هل يمكنني استبدال سيارتي القديمة؟', 'Can I trade in my current car?'),
      t(
        'بەڵێ، بریکارەکەمان نرخێکی دادپەروەرانە بۆ ئۆتۆمبێلەکەت پێشنیار دەکات.',
        'نعم، يقدّم وكيلنا سعراً عادلاً لسيارتك.',
        'Yes, our retailer makes you a fair offer for your car.',
      ),
    ],
  ],
  financeTable: t('نموونەی پلانەکانی پارەدان', 'أمثلة على خطط الدفع', 'Example payment plans'),
  retailers: t('بریکارە فەرمییەکانمان', 'وكلاؤنا الرسميون', 'Our official retailers'),
  retailersText: t(
    'ژمارەی تەلەفۆن، ناونیشان و کاتەکانی کارکردنی هەموو بریکارەکان.',
    'أرقام الهاتف والعناوين وساعات العمل لجميع الوكلاء.',
    'Phone numbers, addresses and opening hours of every retailer.',
  ),
  message: t('نامەیەکمان بۆ بنێرە', 'أرسل لنا رسالة', 'Send us a message'),
  messageText: t(
    'پرسیارەکەت بنووسە و لە ماوەی یەک ڕۆژی کاردا وەڵامت دەدەینەوە.',
    'اكتب سؤالك وسنرد خلال يوم عمل واحد.',
    'Write your question and we answer within one working day.',
  ),
};

const withId = (block: PageBlock, id: string, extra: Record<string, unknown> = {}): PageBlock => ({
  ...block,
  id,
  props: { ...block.props, ...extra },
});

/** The earlier blocks of the QA page `/blocks`, in order. */
export function firstBlocksQa(language: Language): PageBlock[] {
  const l = (texts: Texts) => texts[language];
  const heroBanner = FAMILY_PAGES[language][0]?.blocks.find((block) => block.template === 'hero_banner');
  const finance = FINANCE_PAGES[language].blocks;
  const calculator = finance.find((block) => block.template === 'finance_calculator');
  const optionsItem = (finance.find((block) => block.template === 'accordion')?.props.items as Record<string, unknown>[] | undefined)?.[0];
  const quizzes = QUIZ_PAGES[language][0]?.blocks ?? [];
  if (!heroBanner || !calculator || !optionsItem) throw new Error('the family or finance page lost a block the QA page shows');
  return [
    // The page's title is its one h1.
    withId(heroBanner, 'qa-hero-banner', { heading_level: '2', block_scroll_id: 'hero-banner' }),
    scrolledBlock('qa-content-blocks', 'content_blocks', 'content-blocks', {
      heading: l(Q.why),
      layout: 'grid',
      columns: '3',
      items: Q.cards.map(([heading, text], index) =>
        card(
          l(heading!),
          l(text!),
          { src: scenePath(['suv-5e6b4e-mountains-day', 'city-day', 'interior-ebony'][index]!), alt: '' },
          index === 1 ? link(l(Q.contact), '/contact-us', 'tertiary') : undefined,
        ),
      ),
    }),
    scrolledBlock('qa-accordion', 'accordion', 'accordion', {
      heading: l(Q.faq),
      heading_level: '2',
      open_all_label: l(Q.openAll),
      close_all_label: l(Q.closeAll),
      has_schema: false,
      has_border: true,
      has_margin: true,
      items: [
        ...Q.questions.map(([question, answer], index) => ({
          title: l(question!),
          content_type: 'html',
          content: `<p>${l(answer!)}</p>`,
          calculator: '',
          finance_options: '',
          form_id: '',
          open: index === 0,
        })),
        { ...optionsItem, title: l(Q.financeTable), open: false },
      ],
    }),
    withId(calculator, 'qa-finance-calculator', { header_tag: 'h2', block_scroll_id: 'finance-calculator' }),
    ...quizzes.map((quiz) => withId(quiz, `qa-${quiz.id}`, { load_on: 'visible' })),
    scrolledBlock('qa-form', 'form', 'form', {
      heading: l(Q.message),
      heading_level: '2',
      paragraph: l(Q.messageText),
      form_kind: 'contact',
    }),
    {
      id: 'qa-retailer-list',
      template: 'retailer_list',
      props: { block_scroll_id: 'retailer-list', heading: l(Q.retailers), heading_level: '2', paragraph: l(Q.retailersText) },
    },
  ];
}
