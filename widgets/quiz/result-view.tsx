/**
 * The result screen of each quiz: the recommended result with its texts (fuel type: advantages and
 * disadvantages; powertrain: benefits, disclaimer and the summary of answers; subscription: the
 * summary, the main product card and the alternatives; Defender: the variant's picture from the
 * images JSON, its pack and body), then the ways on (result-actions.tsx: vehicles, stock, test drive,
 * retailers), then 'Previous question' and 'Start again'.
 */
import type { TFunction } from 'i18next';
import type { QuizAnswers, QuizConfig, QuizOutcome } from '../../domain/quizzes/index.js';
import type { Language } from '../runtime/i18n.js';
import { ErrorMessage } from '../ui/error-message.js';
import { ResultActions } from './result-actions.js';
import type { ImagesState } from './use-images.js';

export interface ResultViewProps {
  config: QuizConfig;
  outcome: QuizOutcome;
  answers: QuizAnswers;
  language: Language;
  t: TFunction;
  images: { state: ImagesState; retry: () => void };
  links: Record<string, string>;
  /** Where the site's pages are (the result's actions lead there). */
  siteBase: string;
  onRestart: () => void;
  onPrevious: () => void;
}

const lines = (text: string) => text.split('\n').filter(Boolean);

function List({ title, text }: { title: string; text: string }) {
  return (
    <div className="lrdx-quiz__list">
      <h5>{title}</h5>
      <ul>
        {lines(text).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function Summary({ config, answers, t, language }: Pick<ResultViewProps, 'config' | 'answers' | 't' | 'language'>) {
  const comma = language === 'en' ? ', ' : '، ';
  return (
    <div className="lrdx-quiz__summary">
      <h4>{t('summary')}</h4>
      <dl>
        {config.questions.map((question) => (
          <div key={question.id}>
            <dt>{t(`${config.key}.${question.id}.title`)}</dt>
            <dd>{(answers[question.id] ?? []).map((a) => t(`${config.key}.${question.id}.${a}`)).join(comma)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DefenderPicture({ result, label, images }: { result: string; label: string; images: ResultViewProps['images'] }) {
  const { state } = images;
  const src = state.status === 'loaded' ? state.images[result] : undefined;
  return (
    // The box keeps its 16:9 size while the JSON loads, so nothing moves when the picture arrives.
    <div className="lrdx-quiz__picture" aria-busy={state.status === 'loading' ? 'true' : undefined}>
      {src ? <img src={src} alt={label} width={1600} height={900} decoding="async" /> : null}
    </div>
  );
}

export function ResultView({ config, outcome, answers, language, t, images, links, siteBase, onRestart, onPrevious }: ResultViewProps) {
  const { result } = outcome;
  const k = (key: string) => t(`${config.key}.${key}`);
  const link = links[result];
  let body;
  if (config.key === 'fuel-type') {
    body = (
      <>
        <h4 className="lrdx-quiz__result-title">{k(`result.${result}.title`)}</h4>
        <p>{k(`result.${result}.text`)}</p>
        <div className="lrdx-quiz__columns">
          <List title={t('advantages')} text={k(`result.${result}.advantages`)} />
          <List title={t('disadvantages')} text={k(`result.${result}.disadvantages`)} />
        </div>
      </>
    );
  } else if (config.key === 'defender-packs') {
    const [body90or110 = '', engine = '', pack = ''] = result.split('-');
    const title = t('defender-packs.result', {
      body: body90or110,
      engine: k(`engine.${engine}`),
      pack: k(`pack.${pack}`),
    });
    body = (
      <>
        <DefenderPicture result={result} label={title} images={images} />
        {images.state.status === 'failed' ? (
          <ErrorMessage message={t('images-error')} retryLabel={t('retry')} onRetry={images.retry} />
        ) : null}
        <h4 className="lrdx-quiz__result-title">{title}</h4>
        <p>{k(`pack.${pack}.text`)}</p>
        <p>{k(`body.${body90or110}`)}</p>
      </>
    );
  } else if (config.key === 'powertrain') {
    const [fuel = '', use = ''] = result.split('-');
    body = (
      <>
        <h4 className="lrdx-quiz__result-title">
          {k(`result.${fuel}.title`)} <span className="lrdx-quiz__result-use">{k(`use.${use}.name`)}</span>
        </h4>
        <p>{k(`result.${fuel}.text`)}</p>
        <List title={t('benefits')} text={k(`result.${fuel}.benefits`)} />
        <p className="lrdx-quiz__disclaimer">{k(`result.${fuel}.disclaimer`)}</p>
        <Summary config={config} answers={answers} t={t} language={language} />
      </>
    );
  } else {
    body = (
      <>
        <Summary config={config} answers={answers} t={t} language={language} />
        <ul className="lrdx-quiz__cards">
          <li className="lrdx-quiz__card lrdx-quiz__card--main">
            <h4 className="lrdx-quiz__result-title">{k(`product.${result}`)}</h4>
            <p>{k(`product.${result}.text`)}</p>
          </li>
        </ul>
        <h4>{t('alternatives')}</h4>
        <ul className="lrdx-quiz__cards">
          {outcome.alternatives.map((product) => (
            <li key={product} className="lrdx-quiz__card">
              <h5>{k(`product.${product}`)}</h5>
              <p>{k(`product.${product}.text`)}</p>
              {links[product] ? (
                <a className="lrdx-button lrdx-button--secondary" href={links[product]}>
                  {t('more')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="lrdx-quiz__disclaimer">{k('footer')}</p>
      </>
    );
  }
  return (
    <div className="lrdx-quiz__screen lrdx-quiz__result" data-result={result}>
      <h3 className="lrdx-quiz__heading" tabIndex={-1} data-focus>
        {t('your-result')}
      </h3>
      {body}
      <ResultActions quiz={config.key} result={result} language={language} siteBase={siteBase} t={t} />
      <div className="lrdx-quiz__actions">
        <button type="button" className="lrdx-button lrdx-button--secondary" data-action="previous" onClick={onPrevious}>
          {t('previous')}
        </button>
        {link ? (
          <a className="lrdx-button lrdx-button--secondary" href={link} data-action="more">
            {t('more')}
          </a>
        ) : null}
        <button type="button" className="lrdx-button" data-action="again" onClick={onRestart}>
          {t('again')}
        </button>
      </div>
    </div>
  );
}
