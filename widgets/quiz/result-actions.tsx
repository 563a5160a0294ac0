/**
 * The ways on from a quiz result (docs/quizzes.md, "After the result"): the recommended vehicles,
 * their stock, a test drive and the retailers, as links to the site's pages in the page language.
 * Embedded on another site, the links lead to the lrdx server that serves the widget (its API base).
 */
import type { TFunction } from 'i18next';
import type { QuizKey } from '../../domain/quizzes/index.js';
import { quizResultActions } from '../../domain/quizzes/result-actions.js';
import type { Language } from '../runtime/i18n.js';

export function ResultActions({
  quiz,
  result,
  language,
  siteBase,
  t,
}: {
  quiz: QuizKey;
  result: string;
  language: Language;
  siteBase: string;
  t: TFunction;
}) {
  const base = siteBase.replace(/\/+$/, '');
  return (
    <nav className="lrdx-quiz__next" aria-label={t('next-steps')}>
      <h4>{t('next-steps')}</h4>
      <ul>
        {quizResultActions(quiz, result).map((action, index) => (
          <li key={action.id}>
            <a
              className={`lrdx-button${index === 0 ? '' : ' lrdx-button--secondary'}`}
              href={`${base}/${language}${action.path}`}
              data-action={`result-${action.id}`}
            >
              {t(`action.${action.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
