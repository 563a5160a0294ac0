/**
 * `<lrdx-finance-calculator>` with its server-rendered fallback inside: the first product's quote
 * for the first model at the default inputs, computed by domain/finance exactly as the widget will
 * compute it, so the figure a visitor sees before the script runs is the one it then shows. The
 * fallback is light DOM: the element's shadow root hides it once the widget renders. Shared by the
 * finance calculator block and the accordion's `calculator` content.
 */
import { createElement } from 'react';
import { calculateFinance, parseCalculatorConfig } from '../../../domain/finance/index.js';
import type { RenderContext } from '../types.js';
import { pageMoney, pageNumber, pageYears } from './money.js';
import { fillI18nextPlaceholders } from '../../../domain/placeholders.js';
import { FINANCE_FALLBACK_TEXTS } from './texts.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';

export interface CalculatorElementProps {
  /** The settings the widget reads (domain/finance/calculator-config.ts), as an object. */
  config: Record<string, unknown>;
  listKey?: string;
  vehicleId?: string;
  ctx: RenderContext;
}

export function CalculatorElement({ config, listKey, vehicleId, ctx }: CalculatorElementProps) {
  const language = ctx.segment;
  const texts = FINANCE_FALLBACK_TEXTS[language];
  const parsed = parseCalculatorConfig(config);
  const product = parsed.products[0];
  const model = parsed.models[0];
  const number = (n: number) => pageNumber(n, ctx);
  let summary: string | null = null;
  let terms: string | null = null;
  if (product && model && !(listKey && vehicleId)) {
    const { input } = product;
    const result = calculateFinance({
      method: product.method,
      price: model.price,
      downPaymentPercent: input.downPayment.default,
      months: input.duration.default * 12,
      annualRatePercent: input.interestRate.default,
      balloonPercent: input.balloon.default,
    });
    if (result.ok) {
      const price = pageMoney(Number(result.quote.monthlyPayment), ctx);
      summary = `${model.name} — ${fillI18nextPlaceholders(texts.monthly, { price })}`;
      terms = fillI18nextPlaceholders(texts.terms, {
        down: number(input.downPayment.default),
        duration: pageYears(input.duration.default, ctx),
        rate: number(input.interestRate.default),
      });
    }
  }
  const attributes: Record<string, string> = { className: 'lrdx-finance-calculator', lang: language, config: JSON.stringify(config) };
  // The widget draws no amount before its currency is known: the shop's settings travel with it.
  if (ctx.priceSettings) attributes['price-settings'] = JSON.stringify(ctx.priceSettings);
  if (listKey && vehicleId) {
    attributes['list-key'] = listKey;
    attributes['vehicle-id'] = vehicleId;
  }
  return createElement(
    'lrdx-finance-calculator',
    attributes,
    <div className="lrdx-finance-fallback">
      <p className="lrdx-finance-fallback__title">{parsed.title || texts.title}</p>
      {product ? <p>{product.name}</p> : null}
      {summary ? <p className="lrdx-finance-fallback__summary">{summary}</p> : null}
      {terms ? <p className="lrdx-finance-fallback__terms">{terms}</p> : null}
      <NoScriptNotice text={texts.noScript} />
    </div>,
  );
}
