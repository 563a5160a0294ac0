/**
 * The quiz widget: the one quiz machine (state-machines/quiz/) run on the configuration the `quiz`
 * attribute names, its progress kept in sessionStorage (session-store.ts). Screens: intro (or the
 * Defender welcome video), one question at a time, result. Focus moves to the new screen's heading
 * when the visitor changes screen, and the position ("Question 2 of 5") is announced politely.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { QUIZZES, isQuizKey, type QuizConfig } from '../../domain/quizzes/index.js';
import { quizMachine } from '../../state-machines/quiz/index.js';
import { safeHref } from '../../domain/safe-url.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { emit, hostOf } from '../runtime/events.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { QuestionView } from './question-view.js';
import { ResultView } from './result-view.js';
import { readSavedQuiz, writeSavedQuiz } from './session-store.js';
import { quizI18n } from './texts.js';
import { useQuizImages } from './use-images.js';

export interface QuizProps extends WidgetBaseProps {
  quiz?: string;
  lang?: string;
  apiBase?: string;
  /** Defender quiz: the JSON of images per variant, fetched through the server. */
  imagesDataUrl?: string;
  /** Defender quiz: the welcome video's URL. */
  welcomeVideo?: string;
  /** JSON object result id → link of the result's 'Find out more' button. */
  resultLinks?: string;
}

export function Quiz(props: QuizProps) {
  if (!isQuizKey(props.quiz)) return null;
  return <QuizView key={props.quiz} {...props} config={QUIZZES[props.quiz]} />;
}

function parseLinks(text: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (typeof value !== 'object' || value === null) return {};
    // An editor's link goes through the one URL rule (domain/safe-url.ts): a `javascript:` one is dropped.
    return Object.fromEntries(
      Object.entries(value).flatMap(([result, url]) => {
        const href = safeHref(url);
        return href ? [[result, href] as const] : [];
      }),
    );
  } catch {
    return {};
  }
}

function QuizView(props: QuizProps & { config: QuizConfig }) {
  const { config } = props;
  const apiBase = props.apiBase || defaultApiBase();
  const sectionRef = useRef<HTMLElement>(null);
  const [machine] = useState(() => quizMachine.provide({ actions: { persist: (_args, saved) => writeSavedQuiz(config, saved) } }));
  const [saved] = useState(() => readSavedQuiz(config));
  const [state, send] = useWidgetMachine(machine, { input: { config, saved } });
  const language = toLanguage(props.lang);
  const texts = useTranslations(quizI18n, language);
  const images = useQuizImages(apiBase, config.key === 'defender-packs' ? props.imagesDataUrl : undefined);
  const { step, outcome } = state.context;
  const screen = state.hasTag('result') ? 'result' : state.hasTag('intro') ? 'intro' : 'question';

  // Focus follows the visitor to the new screen, but not on the first paint (the page owns focus then).
  const shown = useRef(`${screen}:${step}`);
  useEffect(() => {
    const now = `${screen}:${step}`;
    if (shown.current === now) return;
    shown.current = now;
    sectionRef.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
  }, [screen, step]);

  useEffect(() => {
    if (outcome && sectionRef.current) emit(hostOf(sectionRef.current), 'quiz.result', { quiz: config.key, result: outcome.result });
  }, [outcome, config.key]);

  const shownLanguage = texts?.language ?? language;
  if (!texts)
    return <section className="lrdx-quiz lrdx-quiz--loading" aria-busy="true" dir={directionOf(language)} lang={htmlLangOf(language)} />;
  const { t } = texts;
  const q = (key: string) => t(`${config.key}.${key}`);

  return (
    <section
      ref={sectionRef}
      className={`lrdx-quiz lrdx-quiz--${config.key}`}
      part="quiz"
      dir={directionOf(shownLanguage)}
      lang={htmlLangOf(shownLanguage)}
      aria-labelledby="lrdx-quiz-title"
    >
      <h2 id="lrdx-quiz-title" className="lrdx-quiz__title">
        {q('title')}
      </h2>
      {screen === 'intro' ? (
        <div className="lrdx-quiz__screen">
          <p className="lrdx-quiz__lead" tabIndex={-1} data-focus>
            {q('intro')}
          </p>
          {config.key === 'defender-packs' && props.welcomeVideo ? (
            <video className="lrdx-quiz__video" src={props.welcomeVideo} controls preload="metadata" aria-label={t('video-label')} />
          ) : null}
          <div className="lrdx-quiz__actions">
            <button type="button" className="lrdx-button" data-action="start" onClick={() => send({ type: 'quiz.start' })}>
              {t('start')}
            </button>
          </div>
        </div>
      ) : screen === 'question' ? (
        <QuestionView
          key={step}
          config={config}
          step={step}
          answers={state.context.answers}
          canGoBack={step > 0 || config.intro}
          language={shownLanguage}
          t={t}
          send={send}
        />
      ) : outcome ? (
        <ResultView
          config={config}
          outcome={outcome}
          answers={state.context.answers}
          language={shownLanguage}
          t={t}
          images={images}
          links={parseLinks(props.resultLinks)}
          siteBase={apiBase}
          onRestart={() => send({ type: 'quiz.restart' })}
          onPrevious={() => send({ type: 'quiz.previous' })}
        />
      ) : null}
    </section>
  );
}
