/**
 * What the four quiz blocks share (docs/quizzes.md): the fields every quiz block has, and the
 * renderer placing `<lrdx-quiz quiz="…">` with a server-rendered fallback inside it (the heading
 * and paragraph, and a note that the quiz needs JavaScript) that shows until the loader upgrades
 * the element and whenever scripts do not run. createElement keeps the hyphenated attributes.
 */
import { createElement } from 'react';
import type { Language } from '../../../domain/languages.js';
import type { QuizKey } from '../../../domain/quizzes/types.js';
import { BlockHeading } from './heading.js';
import { headedBlockDefaults, headedBlockFields, loadOnField } from './catalogue-fields.js';
import { NoScriptNotice } from './no-script-notice.js';
import { Paragraphs } from './paragraphs.js';
import { BlockSection } from './block-section.js';
import type { Field, HeadedBlockProps, RenderContext } from '../types.js';

export interface QuizBlockProps extends HeadedBlockProps {
  paragraph: string;
  /** JSON object: result id → URL of the result's 'Find out more' link. */
  result_links: string;
  load_on: string;
}

export const quizBlockFields = {
  ...headedBlockFields(),
  paragraph: { label: 'Paragraph', type: 'text', translatable: true },
  result_links: { label: 'Result links (JSON: result id → URL)', type: 'markdown', language: 'json', translatable: true },
  load_on: loadOnField('Load the quiz'),
} as const satisfies { [K in keyof QuizBlockProps]: Field };

export const quizBlockDefaults: QuizBlockProps = {
  ...headedBlockDefaults(),
  paragraph: '',
  result_links: '{}',
  load_on: 'visible',
};

const NO_SCRIPT: Record<Language, string> = {
  ku: 'ئەم پرسیارنامەیە پێویستی بە JavaScript هەیە.',
  ar: 'يتطلب هذا الاختبار تفعيل JavaScript.',
  en: 'This quiz needs JavaScript.',
};

export function QuizBlock({
  blockKey,
  quiz,
  props,
  ctx,
  extra = {},
}: {
  blockKey: string;
  quiz: QuizKey;
  props: QuizBlockProps;
  ctx: RenderContext;
  extra?: Record<string, string>;
}) {
  const attributes: Record<string, string> = {
    className: 'lrdx-quiz-element',
    quiz,
    lang: ctx.segment,
    'data-load-on': props.load_on,
    ...extra,
  };
  const links = props.result_links.trim();
  if (links && links !== '{}') attributes['result-links'] = links;
  return (
    <BlockSection blockKey={blockKey} scrollId={props.block_scroll_id} className="lrdx-grid lrdx-quiz-block">
      {createElement(
        'lrdx-quiz',
        attributes,
        <div className="lrdx-quiz-fallback">
          <BlockHeading heading={props.heading} level={props.heading_level} />
          <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
          <NoScriptNotice text={NO_SCRIPT[ctx.segment]} />
        </div>,
      )}
    </BlockSection>
  );
}
