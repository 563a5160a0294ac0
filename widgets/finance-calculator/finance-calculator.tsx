/**
 * `<lrdx-finance-calculator>`: the finance calculator machine (state-machines/finance-calculator)
 * with its view. The quote is derived from the machine's choices by domain/finance, the same code
 * as the server-rendered fallback and the "from X a month" of the vehicle page and stock cards.
 * While the listing vehicle loads, the same boxes are drawn with placeholders, so nothing moves
 * when the figures arrive; a failed load is shown with a retry in the same place.
 */
import { createElement, useMemo, useState, type ReactNode } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { parseCalculatorConfig, type FinanceProductSetting, type RangeSetting } from '../../domain/finance/index.js';
import {
  currentProduct,
  financeCalculatorMachine,
  priceOf,
  quoteOf,
  type FetchVehicleInput,
  type FinanceVehicle,
} from '../../state-machines/finance-calculator/index.js';
import { fetchVehicle } from '../runtime/api-client.js';
import { defaultApiBase } from '../runtime/api-base.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { useTranslations } from '../runtime/use-translations.js';
import { ErrorMessage } from '../ui/error-message.js';
import { formatters, outputValue } from './format.js';
import { Slider } from './slider.js';
import { financeI18n } from './texts.js';
import { usePriceSettings } from './use-price-settings.js';

export interface FinanceCalculatorProps extends WidgetBaseProps {
  lang?: string;
  apiBase?: string;
  listKey?: string;
  vehicleId?: string;
  /** The block's settings as JSON (domain/finance/calculator-config.ts). */
  config?: string;
  /** The shop's price settings as JSON, written by the server so the first amounts have their currency. */
  priceSettings?: string;
}

export function FinanceCalculator(props: FinanceCalculatorProps) {
  const apiBase = props.apiBase || defaultApiBase();
  // A new vehicle or configuration starts a fresh machine.
  const key = [apiBase, props.listKey, props.vehicleId, props.config].join('\n');
  return <CalculatorView key={key} {...props} apiBase={apiBase} />;
}

const toFinanceVehicle = (v: Awaited<ReturnType<typeof fetchVehicle>>): FinanceVehicle => {
  const a = v.attributes;
  const price = a.price_hidden ? null : a.display_price;
  return {
    id: String(v.id),
    title: [a.brand, a.model, a.version_name].filter(Boolean).join(' '),
    price: typeof price === 'number' && price > 0 ? price : null,
    nameplateKey: a.nameplate_model_group,
  };
};

/** The quote's inputs a visitor moves with a slider (each has its `<input>.change` event). */
type SliderField = 'downPayment' | 'duration' | 'balloon' | 'rate';

const today = () => new Date().toISOString().slice(0, 10);

function CalculatorView(props: FinanceCalculatorProps & { apiBase: string }) {
  const { apiBase } = props;
  const config = useMemo(() => parseCalculatorConfig(props.config ?? ''), [props.config]);
  const [machine] = useState(() =>
    financeCalculatorMachine.provide({
      actors: {
        fetchVehicle: fromPromise<FinanceVehicle, FetchVehicleInput>(({ input, signal }) =>
          fetchVehicle(apiBase, input.listKey, input.vehicleId, signal).then(toFinanceVehicle),
        ),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, {
    input: { config, ...(props.listKey ? { listKey: props.listKey } : {}), ...(props.vehicleId ? { vehicleId: props.vehicleId } : {}) },
  });
  const [settingsAttempt, setSettingsAttempt] = useState(0);
  const prices = usePriceSettings(apiBase, props.priceSettings, settingsAttempt);
  const requested = toLanguage(props.lang);
  const texts = useTranslations(financeI18n, requested);
  const language = texts?.language ?? requested;
  const t = texts?.t;
  const { context } = state;
  const product = currentProduct(context);
  const loading = !t || state.matches('loadingVehicle') || state.matches('start');
  const label = (k: string) => config.labels[k] || (t ? t(k) : '');
  /** The slider of one of the quote's inputs: its label is the input's own, moving it sends `<input>.change`. */
  const slider = (field: SliderField, id: string, range: RangeSetting, valueText: string) => (
    <Slider
      id={id}
      label={label(field)}
      range={range}
      value={context[field]}
      valueText={valueText}
      onChange={(value) => send({ type: `${field}.change`, value })}
    />
  );

  const section = (children: ReactNode) => (
    <section
      className={`lrdx-finance lrdx-finance--${config.style} lrdx-tool`}
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-busy={loading ? 'true' : 'false'}
      aria-labelledby="lrdx-finance-title"
      part="calculator"
    >
      {children}
    </section>
  );
  if (!t || !product || prices.status === 'loading') return section(<div className="lrdx-finance__reserve" aria-hidden="true" />);
  if (prices.status === 'failed')
    return section(<ErrorMessage message={t('settingsError')} retryLabel={t('retry')} onRetry={() => setSettingsAttempt((n) => n + 1)} />);

  const f = formatters(prices.settings, language, t);
  const result = state.matches('ready') ? quoteOf(context) : null;
  const quote = result?.ok ? result.quote : null;
  const price = priceOf(context);
  // A car whose price is on request has no monthly either: never the block's generic price.
  const priceOnRequest = context.vehicle !== null && context.vehicle.price === null;
  const model = context.config.models[context.modelIndex];
  const input = product.input;
  const idPrefix = 'lrdx-finance';

  return section(
    <>
      {createElement(config.headerTag, { id: `${idPrefix}-title`, className: 'lrdx-finance__title' }, config.title || label('title'))}
      <div className="lrdx-finance__layout">
        <div className="lrdx-finance__inputs">
          {config.products.length > 1 ? (
            <fieldset className="lrdx-finance__products">
              <legend>{label('product')}</legend>
              {config.products.map((p, index) => (
                <label key={p.product + index} className="lrdx-finance__product lrdx-choice">
                  <input
                    type="radio"
                    name="lrdx-finance-product"
                    value={String(index)}
                    checked={index === context.productIndex}
                    onChange={() => send({ type: 'product.select', index })}
                  />
                  <span>{p.name}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="lrdx-finance__product-name">{product.name}</p>
          )}
          {product.description ? <p className="lrdx-finance__description">{product.description}</p> : null}
          {product.link ? (
            <a className="lrdx-finance__link" href={product.link.url}>
              {product.link.label}
            </a>
          ) : null}

          {context.vehicle ? (
            <p className="lrdx-finance__vehicle">
              <span className="lrdx-finance__caption">{label('vehicle')}</span> <bdi>{context.vehicle.title}</bdi>
            </p>
          ) : config.models.length > 1 ? (
            <div className="lrdx-finance__field">
              <label htmlFor={`${idPrefix}-model`}>{label('model')}</label>
              <select
                id={`${idPrefix}-model`}
                className="lrdx-finance__select"
                value={String(context.modelIndex)}
                onChange={(e) => send({ type: 'model.select', index: Number((e.target as HTMLSelectElement).value) })}
              >
                {config.models.map((m, index) => (
                  <option key={m.nameplateKey} value={String(index)}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
          ) : model ? (
            <p className="lrdx-finance__vehicle">
              <span className="lrdx-finance__caption">{label('model')}</span> <bdi>{model.name}</bdi>
            </p>
          ) : null}
          {price !== null ? (
            <p className="lrdx-finance__price">
              <span className="lrdx-finance__caption">{label('price')}</span> {f.money(price)}
            </p>
          ) : priceOnRequest ? (
            <p className="lrdx-finance__price" data-part="price-on-request">
              <span className="lrdx-finance__caption">{label('price')}</span> {label('priceOnRequest')}
            </p>
          ) : null}
          {!config.hideFreeItems && model && model.freeItems.length > 0 ? (
            <div className="lrdx-finance__free">
              <p className="lrdx-finance__caption">{label('freeItems')}</p>
              <ul>
                {model.freeItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {slider('downPayment', 'down-payment', input.downPayment, f.percent(context.downPayment))}
          {slider('duration', 'duration', input.duration, t('years', { count: context.duration }))}
          {product.method === 'balloon' ? slider('balloon', 'balloon', input.balloon, f.percent(context.balloon)) : null}
          {input.interestRate.editable ? (
            slider('rate', 'rate', input.interestRate, f.percent(context.rate))
          ) : (
            <p className="lrdx-finance__rate">
              <span className="lrdx-finance__caption">{label(product.method === 'flat' ? 'rateFlat' : 'rate')}</span>{' '}
              {f.percent(context.rate)}
            </p>
          )}
          {/* A flat rate reads cheaper than it is: its APR beside it (domain/finance/apr.ts, docs/finance.md). */}
          {product.method === 'flat' && quote ? (
            <p className="lrdx-finance__apr" data-part="apr">
              <span className="lrdx-finance__caption">{label('apr')}</span> <strong>{f.percent(quote.aprPercent)}</strong>
              <span className="lrdx-finance__apr-note">{label('aprNote')}</span>
            </p>
          ) : null}
        </div>

        <div className="lrdx-finance__result" part="result">
          <h3 className="lrdx-finance__summary">{label('summary')}</h3>
          {state.matches('failed') ? (
            <ErrorMessage message={label('error')} retryLabel={label('retry')} onRetry={() => send({ type: 'retry' })} />
          ) : loading ? (
            <>
              <p className="lrdx-visually-hidden" role="status">
                {label('loading')}
              </p>
              <Outputs product={product} values={null} label={label} />
            </>
          ) : quote ? (
            <Outputs product={product} values={(k) => outputValue(k, quote, f, t, language, today())} label={label} />
          ) : (
            <p className="lrdx-finance__notice" role="status">
              {priceOnRequest ? label('priceOnRequestNote') : price === null ? label('noPrice') : label('invalid')}
            </p>
          )}
          <Buttons product={product} />
        </div>
      </div>
      {product.disclaimerTitle || product.disclaimerBody ? (
        <div className="lrdx-finance__disclaimer">
          {product.disclaimerTitle ? <p className="lrdx-finance__disclaimer-title">{product.disclaimerTitle}</p> : null}
          {product.disclaimerBody ? <p>{product.disclaimerBody}</p> : null}
        </div>
      ) : null}
      {config.disclaimers ? <p className="lrdx-finance__disclaimer">{config.disclaimers}</p> : null}
    </>,
  );
}

interface OutputsProps {
  product: FinanceProductSetting;
  /** The value of each output; null draws placeholders of the same size. */
  values: ((key: FinanceProductSetting['outputs'][number]['key']) => string) | null;
  label: (key: string) => string;
}

function Outputs({ product, values, label }: OutputsProps) {
  // The final payment only means something for a balloon product.
  const outputs = product.outputs.filter((o) => o.key !== 'final_payment' || product.method === 'balloon');
  return (
    <dl className="lrdx-finance__outputs">
      {outputs.map((o) => (
        <div key={o.key} className={`lrdx-finance__output lrdx-finance__output--${o.key}`} data-output={o.key}>
          <dt>{o.label || label(`output.${o.key}`)}</dt>
          <dd aria-live={o.key === 'monthly_payment' ? 'polite' : undefined}>
            {values ? values(o.key) : <span className="lrdx-skeleton-line" aria-hidden="true" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Buttons({ product }: { product: FinanceProductSetting }) {
  if (!product.mainButton && product.additionalButtons.length === 0) return null;
  return (
    <div className="lrdx-finance__buttons">
      {product.mainButton ? (
        <a className="lrdx-button lrdx-button--primary" href={product.mainButton.url}>
          {product.mainButton.label}
        </a>
      ) : null}
      {product.additionalButtons.map((b) => (
        <a key={b.url + b.label} className="lrdx-button lrdx-button--secondary" href={b.url}>
          {b.label}
        </a>
      ))}
    </div>
  );
}
