/**
 * Car-rental enquiry: the heading and paragraph, then `<lrdx-rent-a-car>` with the block's settings
 * as one JSON and its texts as overrides. Inside the element, the server-rendered fallback lists
 * the places and the cars with their daily prices, so the offer reads without JavaScript (and until
 * the loader upgrades the element, whose shadow root then replaces it).
 */
import { createElement } from 'react';
import type { Language } from '../../../domain/languages.js';
import { parseRentConfig } from '../../../domain/rent-a-car/index.js';
import { formatRentPrice } from '../../../domain/rent-a-car/inquiry.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { CarRentalEnquiryProps } from './template.js';

const PER_DAY: Record<Language, string> = { ku: 'بۆ ڕۆژێک', ar: 'لليوم', en: 'a day' };
const NO_SCRIPT: Record<Language, string> = {
  ku: 'بۆ ناردنی داواکاری بەکرێگرتن JavaScript پێویستە.',
  ar: 'يتطلب إرسال طلب الاستئجار تفعيل JavaScript.',
  en: 'Sending a rental inquiry needs JavaScript.',
};

/** JSON text as a value, or undefined (logged) when the editor's JSON does not parse. */
function json(text: string, name: string, warn: (m: string) => void): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    warn(`Invalid JSON in ${name}`);
    return undefined;
  }
}

/** The widget's settings from the block's props (the names domain/rent-a-car/config.ts reads). */
export function rentWidgetConfig(props: CarRentalEnquiryProps, warn: (m: string) => void): Record<string, unknown> {
  return {
    locations_json: json(props.locations_json, 'locations_json', warn),
    vehicles_json: json(props.vehicles_json, 'vehicles_json', warn),
    data_json: json(props.data_json, 'data_json', warn),
    form_summary_template: props.form_summary_template,
    allow_different_dropoff: props.allow_different_dropoff,
    allow_custom_pickup: props.allow_custom_pickup,
    allow_custom_dropoff: props.allow_custom_dropoff,
    distance_unit: props.distance_unit,
    datepicker_disabled_days: props.datepicker_disabled_days,
    map_zoom: props.map_zoom,
    map_center: { lat: props.map_center_lat, lng: props.map_center_lng },
  };
}

/** The editor's texts over the widget's own (empty ones leave the translation in place). */
function textOverrides(props: CarRentalEnquiryProps, warn: (m: string) => void): Record<string, string> {
  const own = json(props.block_translations, 'block_translations', warn);
  const texts: Record<string, string> = {};
  if (own && typeof own === 'object' && !Array.isArray(own))
    for (const [k, v] of Object.entries(own)) if (typeof v === 'string' && v.trim()) texts[k] = v;
  const set = (key: string, value: string) => {
    if (value.trim()) texts[key] = value.trim();
  };
  set('thank-you.heading', props.thank_you_heading);
  set('thank-you.message', props.thank_you_disclaimer);
  set('error.heading', props.error_heading);
  set('error.message', props.error_disclaimer);
  set('retry', props.error_button_label);
  set('intro', props.location_disclaimer);
  return texts;
}

/** The element's widget attributes (as props of widgets/rent-a-car), the same for the page and the server's first screen. */
export function rentElementAttributes(props: CarRentalEnquiryProps, warn: (m: string) => void) {
  const config = rentWidgetConfig(props, warn);
  const texts = textOverrides(props, warn);
  const mapping = json(props.form_hidden_field_mapping, 'form_hidden_field_mapping', warn);
  return {
    config: JSON.stringify(config),
    currency: props.currency.trim() || 'USD',
    formId: props.contact_step_form_id.trim() || undefined,
    hiddenFields: mapping && typeof mapping === 'object' && !Array.isArray(mapping) ? JSON.stringify(mapping) : undefined,
    texts: Object.keys(texts).length ? JSON.stringify(texts) : undefined,
  };
}

/** One text per element: the key of its server-drawn first screen (server/render/rent-first-screens.ts). */
export const rentElementKey = (attributes: ReturnType<typeof rentElementAttributes>): string => JSON.stringify(attributes);

export function CarRentalEnquiry({ props, ctx }: BlockRenderProps<CarRentalEnquiryProps>) {
  const attributes = rentElementAttributes(props, () => undefined);
  const config = rentWidgetConfig(props, ctx.warn);
  const parsed = parseRentConfig(config);
  const currency = attributes.currency;
  // The widget's first step as the server drew it: the element keeps its height when the widget runs.
  const firstScreen = ctx.rentFirstScreens?.get(rentElementKey(attributes));
  const place = (nameKey: string) => {
    const l = parsed.locations.find((x) => x.nameKey === nameKey);
    return l ? [l.cityName, l.pointName].filter(Boolean).join(' – ') : '';
  };
  return (
    <HeadedBlockSection blockKey="car_rental_enquiry" props={props} className="lrdx-grid lrdx-rent-block">
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      {createElement(
        'lrdx-rent-a-car',
        {
          className: 'lrdx-rent-element',
          lang: ctx.segment,
          'data-load-on': props.load_on,
          config: attributes.config,
          currency,
          'form-id': attributes.formId,
          'hidden-fields': attributes.hiddenFields,
          texts: attributes.texts,
          ...(firstScreen ? { 'data-first-screen': 'server' } : {}),
        },
        ...(firstScreen ? [createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: firstScreen } })] : []),
        <div className="lrdx-rent-fallback">
          {parsed.vehicles.length ? (
            <ul className="lrdx-rent-fallback__cars">
              {parsed.vehicles.map((v) => (
                <li key={v.displayName}>
                  <bdi>{v.displayName}</bdi> — {formatRentPrice(v.daily, currency, ctx.segment)} {PER_DAY[ctx.segment]}
                  {v.locations.length && !v.locations.includes('unofficial') ? (
                    <span className="lrdx-rent-fallback__places">
                      {' '}
                      (
                      {v.locations
                        .map(place)
                        .filter(Boolean)
                        .join(ctx.segment === 'en' ? ', ' : '، ')}
                      )
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <noscript>
            <p>{NO_SCRIPT[ctx.segment]}</p>
          </noscript>
        </div>,
      )}
    </HeadedBlockSection>
  );
}
