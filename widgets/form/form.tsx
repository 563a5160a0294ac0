/**
 * `<lrdx-form>`: any published form of the Forms API, on the form machine. Editing shows a field's
 * error once the visitor has left it; a refused send lists every error in a summary (links to the
 * fields) and moves focus to the first failing field; sending shows progress and keeps the values;
 * a server failure offers a retry of the same submission; a 429 says how long to wait; then the
 * form's own thank-you view (or its redirect). Hidden values come from the attributes and the UTM
 * cookie (./hidden-values.ts).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { VALIDATION_SUMMARY, validateLead } from '../../domain/forms/index.js';
import { retryAfterMinutes } from '../../domain/api-error.js';
import { localizeDigits } from '../../domain/digits.js';
import { safeHref } from '../../domain/safe-url.js';
import { formMachine, type FieldErrors, type FormValues, type LoadedForm } from '../../state-machines/form/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { emit, hostOf } from '../runtime/events.js';
import { directionOf, htmlLangOf, toLanguage, type Language } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { Button } from '../ui/button.js';
import { fetchForm, fetchOpeningHours, findFormId, submitLead, type WidgetForm } from './api.js';
import { BOOKING_IN_PAST, bookingNow, bookingTimeProblem } from '../../domain/booking-date.js';
import { OUTSIDE_OPENING_HOURS, parseOpeningSchedule } from '../../domain/opening-schedule.js';
import { localizeOpeningHours } from '../../domain/opening-hours.js';
import { Field } from './fields.js';
import { hiddenValues, presetValues, readMapping } from './hidden-values.js';
import { formI18n } from './texts.js';
import { readFormFirstScreen } from './first-screen.js';
import type { FormTextKey } from './translations/en.js';

export interface FormProps extends WidgetBaseProps {
  apiBase?: string;
  lang?: string;
  formId?: string;
  /** Without a form id: the kind of the page language's published form (`enquiry`, `test_drive`, ...). */
  formKind?: string;
  /** JSON object: the block's form_hidden_field_mapping or the link button's hidden_fields. */
  hiddenFields?: string;
  /** The vehicle the form was opened for (hidden fields with source `vehicle`). */
  vehicleId?: string;
  /** Its (or the page's) retailer (hidden fields with source `retailer`). */
  retailerId?: string;
  /** The model (series) of the vehicle the form is opened for: the model select starts at it. */
  vehicleModel?: string;
  /** A heading over the form; empty when the page already titles it (the modal form). */
  heading?: string;
  /** The send error's text and retry button label (offers block: 'Offers request error', 'Try again'). */
  errorText?: string;
  retryText?: string;
  /** Where the send button sits: left, center or right (mirrored in right-to-left pages). */
  buttonPosition?: string;
  /** '2': the fields in two columns on wide screens (the blocks' has_two_columns). */
  columns?: string;
}

export function Form(props: FormProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const formId = (props.formId ?? '').trim();
  // A new form, base or set of hidden values is a new form machine.
  const key = [
    apiBase,
    formId,
    props.formKind ?? '',
    props.hiddenFields ?? '',
    props.vehicleId ?? '',
    props.retailerId ?? '',
    props.vehicleModel ?? '',
  ].join('\n');
  return <FormView key={key} {...props} apiBase={apiBase} formId={formId} />;
}

/**
 * The form as the server draws it first (./server-render.tsx): the widget's own screen for `firstScreen`,
 * the form it was given, which is the screen the widget draws from the same form while it starts.
 */
export function FormFirstScreen(props: FormProps & { firstScreen: WidgetForm }) {
  return <FormView {...props} apiBase={props.apiBase ?? ''} formId={(props.formId ?? '').trim()} />;
}

/** The server's form, when it is the one these attributes ask for (an edited attribute asks for another). */
function firstScreenFor(props: FormProps & { firstScreen?: WidgetForm }, formId: string, language: Language): WidgetForm | undefined {
  const form = props.firstScreen ?? readFormFirstScreen(props.container);
  if (!form) return undefined;
  const definition = form.definition;
  if (formId) return String(definition.id) === formId ? form : undefined;
  return definition.kind === (props.formKind ?? '').trim() && definition.language === language ? form : undefined;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function messagesOf(errors: ReturnType<typeof validateLead>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error.message]));
}

function FormView(props: FormProps & { apiBase: string; formId: string; firstScreen?: WidgetForm }) {
  const { apiBase, formId } = props;
  const language = toLanguage(props.lang);
  // The form the server drew in the element: shown while the machine starts, and its first answer.
  const [firstScreen] = useState(() => firstScreenFor(props, formId, language));
  const loaded = useTranslations(formI18n, language);
  const shown: Language = loaded?.language ?? language;
  const t = (k: FormTextKey, options?: Record<string, string | number>) => (loaded ? loaded.t(k, options) : '');
  const rootRef = useRef<HTMLDivElement>(null);
  const idPrefix = `lrdx-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const thisYear = useMemo(() => new Date().getFullYear(), []);
  // Where hidden values come from; read once per machine (the attributes are its key).
  const sources = useMemo(
    () => ({
      mapping: readMapping(props.hiddenFields),
      cookie: typeof document === 'undefined' ? '' : document.cookie,
      vehicleId: props.vehicleId,
      retailerId: props.retailerId,
      vehicleModel: props.vehicleModel,
    }),
    [props.hiddenFields, props.vehicleId, props.retailerId, props.vehicleModel],
  );
  const hiddenRef = useRef<Record<string, string>>({});
  // Whose opening hours the loaded form holds: a test drive's retailer select may change it.
  const hoursForRef = useRef('');
  // Those hours (the loaded form's, then the chosen retailer's): what the picker offers and validation checks.
  const hoursRef = useRef<string | null | undefined>(undefined);
  const [hoursVersion, setHoursVersion] = useState(0);
  const loadedRef = useRef<WidgetForm | null>(null);
  // The loaded form's own id (a form found by kind has none in the machine).
  const formOf = (fallback: string) => loadedRef.current?.definition.id ?? fallback;
  const [machine] = useState(() =>
    formMachine.provide({
      actors: {
        fetchForm: fromPromise(async ({ input, signal }) => {
          const form = firstScreen
            ? { ...firstScreen, initialValues: { ...firstScreen.initialValues } }
            : await fetchForm(apiBase, input.formId || (await findFormId(apiBase, props.formKind ?? '', language, signal)), signal);
          hiddenRef.current = hiddenValues(form.definition.fields, sources);
          // A retailer select opened from a vehicle or stock card starts at that car's retailer.
          const presets = presetValues(form.definition.fields, sources);
          form.initialValues = { ...form.initialValues, ...presets };
          // A test drive offers only the times its retailer is open.
          const retailer = hiddenRef.current.retailer ?? presets.retailer;
          if (form.definition.kind === 'test_drive' && retailer) form.openingHours = await fetchOpeningHours(apiBase, retailer, signal);
          hoursForRef.current = retailer ?? '';
          hoursRef.current = form.openingHours;
          loadedRef.current = form;
          return form;
        }),
        submitLead: fromPromise(({ input, signal }) =>
          // Hidden values are known only once the form is loaded; the machine's own set is the page's mapping.
          submitLead(
            apiBase,
            { ...input, formId: String(formOf(input.formId)), payload: { ...hiddenRef.current, ...input.payload } },
            language,
            signal,
          ),
        ),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, {
    input: {
      formId,
      hiddenFields: {},
      validate: (form: LoadedForm, values: FormValues) => {
        const widgetForm = form as WidgetForm;
        const errors = messagesOf(validateLead(widgetForm.definition, { ...hiddenRef.current, ...values }, language));
        // A test drive's time: ahead of now and within the retailer's hours, the one booking rule the
        // server checks too (domain/booking-date.ts, server/forms/opening-hours-check.ts).
        if (widgetForm.definition.kind !== 'test_drive') return errors;
        const schedule = parseOpeningSchedule(hoursRef.current);
        const now = bookingNow(new Date());
        for (const field of widgetForm.fields) {
          const value = values[field.key];
          if (field.type !== 'datetime' || errors[field.key] || typeof value !== 'string' || !value) continue;
          const problem = bookingTimeProblem(value, now, schedule);
          if (problem) errors[field.key] = problem === 'past' ? BOOKING_IN_PAST[language] : OUTSIDE_OPENING_HOURS[language];
        }
        return errors;
      },
      newIdempotencyKey: newKey,
    },
  });
  const { context } = state;
  // Until the machine has its form, the server's (the same fields, so the widget's start moves nothing).
  const form = (context.form as WidgetForm | null) ?? (state.matches('loading') ? (firstScreen ?? null) : null);
  const values = context.form ? context.values : (form?.initialValues ?? {});
  const chosenRetailer = form?.fields.some((field) => field.key === 'retailer') ? context.values.retailer : undefined;
  // The visitor chose another retailer: its opening hours are the times offered (and checked) now.
  useEffect(() => {
    if (!form || form.definition.kind !== 'test_drive' || typeof chosenRetailer !== 'string') return;
    if (chosenRetailer === hoursForRef.current) return;
    const controller = new AbortController();
    (chosenRetailer ? fetchOpeningHours(apiBase, chosenRetailer, controller.signal) : Promise.resolve(null))
      .then((hours) => {
        hoursRef.current = hours;
        hoursForRef.current = chosenRetailer;
        setHoursVersion((n) => n + 1);
      })
      .catch(() => undefined); // aborted: a newer choice is being read
    return () => controller.abort();
  }, [form, chosenRetailer]);
  const schedule = useMemo(() => parseOpeningSchedule(hoursRef.current), [form, hoursVersion]);
  const shownErrors = Object.entries(context.errors).filter(([k]) => context.touched.includes(k));
  const editable = state.hasTag('editable');
  const sending = state.hasTag('sending');

  // Focus moves to the first failing field each time a send is refused.
  useEffect(() => {
    if (context.errorFocus === 0 || !form) return;
    const first = form.fields.find((field) => context.errors[field.key]);
    if (!first) return;
    const root = rootRef.current;
    const target = root?.querySelector<HTMLElement>(
      `[data-field="${first.key}"] input, [data-field="${first.key}"] select, [data-field="${first.key}"] textarea`,
    );
    target?.focus();
  }, [context.errorFocus]); // a new refusal, not new values, moves focus

  // The thank-you view takes focus (the form it replaces had it); a redirect leaves the page.
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!state.matches('thankYou')) return;
    const root = rootRef.current;
    if (root) emit(hostOf(root), 'form.submitted', { formId: String(formOf(formId)), leadId: context.leadId ?? '' });
    // Only a URL the stored-URL rule allows (an old database may hold `javascript:`): otherwise the thank-you view.
    const redirect = safeHref(form?.thankYou?.redirect_url);
    if (redirect) location.assign(redirect);
    else thanksRef.current?.focus();
  }, [state.matches('thankYou')]); // once, on arrival

  let body = null;
  if (!loaded) body = null;
  else if (state.matches('loading') && !form)
    body = (
      <p role="status" className="lrdx-form__status" data-screen="loading">
        {t('loading')}
      </p>
    );
  else if (state.matches('loadError'))
    body = (
      <div className="lrdx-error" data-screen="load-error">
        <p role="alert">{t('load_error')}</p>
        <Button onPress={() => send({ type: 'retry' })} action="retry">
          {t('retry')}
        </Button>
      </div>
    );
  else if (state.matches('thankYou'))
    body = (
      <div className="lrdx-form__thanks" data-screen="thank-you" role="status">
        <h2 ref={thanksRef} tabIndex={-1}>
          {form?.thankYou?.heading || t('thank_you_heading')}
        </h2>
        <p>{form?.thankYou?.message || t('thank_you_message')}</p>
        {context.leadId ? (
          <p className="lrdx-form__reference">
            {t('reference')}: <bdi dir="ltr">{localizeDigits(context.leadId, shown)}</bdi>
          </p>
        ) : null}
      </div>
    );
  else if (form) {
    const rateMinutes = state.hasTag('limited') ? retryAfterMinutes(context.error) : null;
    body = (
      <form
        className="lrdx-form__form"
        data-screen="form"
        data-columns={props.columns === '2' ? '2' : undefined}
        data-button-position={['left', 'center', 'right'].includes(props.buttonPosition ?? '') ? props.buttonPosition : undefined}
        noValidate
        aria-busy={sending ? 'true' : 'false'}
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && !state.hasTag('limited')) send({ type: 'submit' });
        }}
      >
        {props.heading ? <h2 className="lrdx-form__heading">{props.heading}</h2> : null}
        {shownErrors.length > 0 && context.errorFocus > 0 ? (
          <div className="lrdx-form__summary" data-part="error-summary" role="alert" aria-labelledby={`${idPrefix}-summary`}>
            <h3 id={`${idPrefix}-summary`}>{t('summary_title')}</h3>
            <p>{VALIDATION_SUMMARY[shown]}</p>
            <ul>
              {form.fields
                .filter((field) => context.errors[field.key] && context.touched.includes(field.key))
                .map((field) => (
                  <li key={field.key}>
                    <a
                      href={`#${idPrefix}-${field.key}`}
                      onClick={(event) => {
                        event.preventDefault();
                        rootRef.current
                          ?.querySelector<HTMLElement>(
                            `[data-field="${field.key}"] input, [data-field="${field.key}"] select, [data-field="${field.key}"] textarea`,
                          )
                          ?.focus();
                      }}
                    >
                      {field.label}: {context.errors[field.key]}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
        {form.fields.map((field) => (
          <Field
            key={field.key}
            field={field}
            id={`${idPrefix}-${field.key}`}
            value={values[field.key]}
            error={context.touched.includes(field.key) ? (context.errors[field.key] ?? null) : null}
            language={shown}
            t={t}
            thisYear={thisYear}
            {...(schedule && field.type === 'datetime'
              ? { schedule, scheduleHint: t('opening_hours', { hours: localizeOpeningHours(hoursRef.current ?? '', shown) }) }
              : {})}
            {...(form.definition.kind === 'test_drive' && field.type === 'datetime' ? { minDate: bookingNow(new Date()).today } : {})}
            onChange={(value) => send({ type: 'field.change', name: field.key, value })}
            onBlur={() => send({ type: 'field.blur', name: field.key })}
          />
        ))}
        {state.matches('error') ? (
          <div className="lrdx-error" data-screen="send-error">
            <p role="alert">{props.errorText?.trim() || t('server_error')}</p>
            <div className="lrdx-form__actions">
              <Button onPress={() => send({ type: 'retry' })} action="retry">
                {props.retryText?.trim() || t('retry')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.hasTag('limited') ? (
          <p role="alert" className="lrdx-form__limited" data-screen="rate-limited">
            {rateMinutes === null ? t('rate_limited_soon') : t('rate_limited', { count: rateMinutes })}
          </p>
        ) : null}
        {state.matches('error') ? null : (
          <div className="lrdx-form__actions">
            <button
              type="submit"
              className="lrdx-button lrdx-button--primary"
              data-action="submit"
              aria-disabled={sending || state.hasTag('limited') ? 'true' : undefined}
            >
              {sending ? t('sending') : t('submit')}
            </button>
            {sending ? (
              <span role="status" className="lrdx-form__progress">
                <span className="lrdx-spinner" aria-hidden="true" />
                <span className="lrdx-visually-hidden">{t('sending')}</span>
              </span>
            ) : null}
          </div>
        )}
      </form>
    );
  }

  return (
    <div
      ref={rootRef}
      className="lrdx-form"
      dir={directionOf(shown)}
      lang={htmlLangOf(shown)}
      aria-busy={loaded && !state.hasTag('busy') ? 'false' : 'true'}
      data-state={JSON.stringify(state.value)}
    >
      {body}
    </div>
  );
}
