/**
 * One question: a fieldset of radio buttons (one answer) or checkboxes ('Select all that apply'),
 * native inputs so arrow keys, Space and screen readers work as everywhere. 'Next question' or, on
 * the last question, 'See result' says what is missing instead of failing silently.
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { QuizAnswers, QuizConfig } from '../../domain/quizzes/index.js';
import { localizeDigits } from '../../domain/digits.js';
import type { QuizEvent } from '../../state-machines/quiz/index.js';
import type { Language } from '../runtime/i18n.js';
import { Button } from '../ui/button.js';

export interface QuestionViewProps {
  config: QuizConfig;
  step: number;
  answers: QuizAnswers;
  canGoBack: boolean;
  language: Language;
  t: TFunction;
  send: (event: QuizEvent) => void;
}

export function QuestionView({ config, step, answers, canGoBack, language, t, send }: QuestionViewProps) {
  const [missing, setMissing] = useState(false);
  // What the visitor last chose here, before the machine's answer is drawn: a click can come before
  // the machine runs (it starts after the first paint, and its events wait until then) or two
  // clicks within one frame, and deciding on the drawn answers then lost them ('Next' said
  // "choose an answer" right after a choice, a second checkbox undid the first).
  const picked = useRef<readonly string[] | null>(null);
  const question = config.questions[step];
  if (!question) return null;
  const chosen = answers[question.id] ?? [];
  const current = () => picked.current ?? chosen;
  const count = config.questions.length;
  const last = step === count - 1;
  const key = `${config.key}.${question.id}`;
  const hintId = `lrdx-quiz-hint-${question.id}`;
  const missingId = `lrdx-quiz-missing-${question.id}`;

  const choose = (answer: string, on: boolean) => {
    setMissing(false);
    const before = current();
    const values = question.multi ? (on ? [...before, answer] : before.filter((a) => a !== answer)) : [answer];
    picked.current = question.answers.filter((a) => values.includes(a));
    send({ type: 'answer.set', values: picked.current });
  };
  const go = () => {
    if (current().length === 0) return setMissing(true);
    send({ type: last ? 'quiz.result' : 'quiz.next' });
  };

  return (
    <form className="lrdx-quiz__screen" onSubmit={(event) => (event.preventDefault(), go())} noValidate>
      <p className="lrdx-quiz__progress" aria-live="polite">
        {t('progress', { index: localizeDigits(step + 1, language), count: localizeDigits(count, language) })}
      </p>
      <div className="lrdx-quiz__bar" aria-hidden="true">
        <span style={{ inlineSize: `${((step + 1) / count) * 100}%` }} />
      </div>
      <fieldset className="lrdx-quiz__question" aria-describedby={missing ? `${hintId} ${missingId}` : hintId}>
        <legend className="lrdx-quiz__legend">
          <h3 className="lrdx-quiz__heading" tabIndex={-1} data-focus>
            {t(`${key}.title`)}
          </h3>
        </legend>
        <p className="lrdx-quiz__hint" id={hintId}>
          {t(question.multi ? 'select-all' : 'choose-one')}
        </p>
        <div className="lrdx-quiz__answers">
          {question.answers.map((answer) => {
            const description = t(`${key}.${answer}.desc`, { defaultValue: '' });
            return (
              <label key={answer} className="lrdx-quiz__answer lrdx-choice">
                <input
                  type={question.multi ? 'checkbox' : 'radio'}
                  name={question.id}
                  value={answer}
                  checked={chosen.includes(answer)}
                  onChange={(event) => choose(answer, event.currentTarget.checked)}
                />
                <span className="lrdx-quiz__answer-text">
                  <span className="lrdx-quiz__answer-label">{t(`${key}.${answer}`)}</span>
                  {description ? <span className="lrdx-quiz__answer-desc">{description}</span> : null}
                </span>
              </label>
            );
          })}
        </div>
        <p className="lrdx-quiz__missing" id={missingId} role="alert">
          {missing ? t('answer-needed') : ''}
        </p>
      </fieldset>
      <div className="lrdx-quiz__actions">
        {canGoBack ? (
          <Button variant="secondary" action="previous" onPress={() => send({ type: 'quiz.previous' })}>
            {t('previous')}
          </Button>
        ) : null}
        <button type="submit" className="lrdx-button" data-action={last ? 'see-result' : 'next'}>
          {t(last ? 'see-result' : 'next')}
        </button>
      </div>
    </form>
  );
}
