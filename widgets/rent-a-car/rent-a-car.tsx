/**
 * `<lrdx-rent-a-car>`: the rent-a-car machine (state-machines/rent-a-car/) in a native `<dialog>`
 * overlay opened from the block's button: step 1 location and date (with the car and its extras),
 * step 2 contact details (the Forms API form), step 3 the booking summary with 'Send inquiry', then
 * the thank-you or the error view with a retry. Focus moves to each new step's heading, and to the
 * first field in error when the visitor tries to go on too early.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { validateLead } from '../../domain/forms/index.js';
import { localizeDigits } from '../../domain/digits.js';
import { parseRentConfig } from '../../domain/rent-a-car/index.js';
import {
  rentACarMachine,
  type ContactForm,
  type FetchContactFormInput,
  type SendInquiryInput,
  type SendInquiryOutput,
} from '../../state-machines/rent-a-car/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { emit, hostOf } from '../runtime/events.js';
import { directionOf, htmlLangOf, toLanguage, type Language } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { fetchContactForm, sendInquiry, type RentContactForm } from './api.js';
import { ContactStep } from './contact-step.js';
import { LocationStep } from './location-step.js';
import { Outcome } from './outcome.js';
import { SummaryStep } from './summary-step.js';
import { rentI18n } from './texts.js';
import type { RentTextKey } from './translations/en.js';
import { readJsonObject, utmValues } from './values.js';

export interface RentACarProps extends WidgetBaseProps {
  lang?: string;
  apiBase?: string;
  /** The block's settings as JSON: locations_json, vehicles_json, data_json, the additional settings. */
  config?: string;
  /** `contact_step_form_id`; without it the page language's published car_rental form. */
  formId?: string;
  /** JSON object: form_hidden_field_mapping. */
  hiddenFields?: string;
  /** JSON object of text overrides (block_translations, the thank-you and error views' texts). */
  texts?: string;
  /** The currency of the daily prices (ISO code or symbol), default USD. */
  currency?: string;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Today in the visitor's own calendar, `YYYY-MM-DD`. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function RentACar(props: RentACarProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const key = [apiBase, props.config ?? '', props.formId ?? '', props.hiddenFields ?? ''].join('\n');
  return <RentView key={key} {...props} apiBase={apiBase} />;
}

const STEPS = ['location', 'contact', 'summary'] as const;

function RentView(props: RentACarProps & { apiBase: string }) {
  const { apiBase } = props;
  const requested = toLanguage(props.lang);
  const loaded = useTranslations(rentI18n, requested);
  const language: Language = loaded?.language ?? requested;
  const overrides = useMemo(() => readJsonObject(props.texts), [props.texts]);
  const t = (k: RentTextKey, options?: Record<string, string | number>) => {
    const own = overrides[k];
    if (own) return own.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
    return loaded ? loaded.t(k, options) : '';
  };
  const config = useMemo(() => parseRentConfig(props.config ?? ''), [props.config]);
  const currency = (props.currency ?? '').trim() || 'USD';
  const rootRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const resolvedId = useRef('');
  const [machine] = useState(() => {
    const hidden = { ...utmValues(typeof document === 'undefined' ? '' : document.cookie), ...readJsonObject(props.hiddenFields) };
    return rentACarMachine.provide({
      actors: {
        fetchContactForm: fromPromise<ContactForm, FetchContactFormInput>(async ({ input, signal }) => {
          const form = await fetchContactForm(apiBase, input.formId, language, signal);
          resolvedId.current = form.formId;
          return form;
        }),
        sendInquiry: fromPromise<SendInquiryOutput, SendInquiryInput>(({ input, signal }) =>
          sendInquiry({ apiBase, language, currency, hidden, resolvedFormId: () => resolvedId.current }, input, signal),
        ),
      },
    });
  });
  const [state, send] = useWidgetMachine(machine, {
    input: {
      config,
      formId: props.formId ?? '',
      today: localToday(),
      validateContact: (form, values) =>
        Object.fromEntries(
          Object.entries(validateLead({ fields: (form as RentContactForm).visible }, values, language)).map(([k, e]) => [k, e.message]),
        ),
      newIdempotencyKey: newKey,
    },
  });
  const { context } = state;
  const screen = STEPS.find((s) => state.hasTag(s)) ?? (state.hasTag('sending') ? 'summary' : null);
  const open = !state.hasTag('closed');
  const view = state.hasTag('thank-you') ? 'thank-you' : state.hasTag('error') ? 'error' : (screen ?? 'closed');

  // Focus: the new step's heading when the step changes; the first error when going on was refused.
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    if (view === 'closed') openerRef.current?.focus();
    else focusIn(rootRef.current, '[data-focus]');
  }, [view]);
  useEffect(() => {
    if (context.errorFocus > 0) focusIn(rootRef.current, '[aria-invalid="true"]');
  }, [context.errorFocus]);
  useEffect(() => {
    if (state.hasTag('thank-you') && context.leadId && rootRef.current)
      emit(hostOf(rootRef.current), 'rent.sent', { formId: resolvedId.current || context.formId, leadId: context.leadId });
  }, [state, context.leadId, context.formId]);

  const dir = directionOf(language);
  if (!loaded) return <div className="lrdx-rent lrdx-rent--loading" aria-busy="true" dir={dir} lang={htmlLangOf(language)} />;
  const stepIndex = screen ? STEPS.indexOf(screen) : -1;

  return (
    <div ref={rootRef} className="lrdx-rent" part="rent" dir={dir} lang={htmlLangOf(language)}>
      <button ref={openerRef} type="button" className="lrdx-button" data-action="open" onClick={() => send({ type: 'rent.open' })}>
        {t('open')}
      </button>
      <Dialog open={open} title={t('title')} closable closeLabel={t('close')} onClose={() => send({ type: 'rent.close' })} name="rent">
        {screen && view !== 'thank-you' && view !== 'error' ? (
          <>
            <p className="lrdx-rent__progress" aria-live="polite">
              {t('progress', { index: localizeDigits(stepIndex + 1, language), count: localizeDigits(STEPS.length, language) })}
            </p>
            <ol className="lrdx-rent__steps" aria-hidden="true">
              {STEPS.map((s, i) => (
                <li key={s} className={i === stepIndex ? 'lrdx-rent__step--current' : i < stepIndex ? 'lrdx-rent__step--done' : ''}>
                  {t(`step.${s}`)}
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {view === 'location' ? (
          <LocationStep config={context.config} context={context} language={language} currency={currency} t={t} send={send} />
        ) : view === 'contact' ? (
          <ContactStep context={context} state={state} language={language} t={t} send={send} />
        ) : view === 'summary' ? (
          <SummaryStep context={context} sending={state.hasTag('sending')} language={language} currency={currency} t={t} send={send} />
        ) : view === 'thank-you' ? (
          <Outcome name="thank-you" t={t} />
        ) : view === 'error' ? (
          <Outcome name="error" t={t}>
            <div className="lrdx-rent__actions">
              <Button variant="secondary" action="back" onPress={() => send({ type: 'step.back' })}>
                {t('back')}
              </Button>
              <button type="button" className="lrdx-button" data-action="retry" onClick={() => send({ type: 'retry' })}>
                {t('retry')}
              </button>
            </div>
          </Outcome>
        ) : null}
      </Dialog>
    </div>
  );
}

function focusIn(root: HTMLElement | null, selector: string) {
  // The dialog's content renders after it opens: wait one frame for it.
  requestAnimationFrame(() => root?.querySelector<HTMLElement>(selector)?.focus());
}
