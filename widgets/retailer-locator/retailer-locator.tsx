/**
 * `<lrdx-retailer-locator>`: the dealer-search machine (state-machines/dealer-search) in its
 * retailer-locator role, with the list and the map. Variants (docs/retailer-locator.md):
 * - `full`: search, "near me", the list and the map side by side (on a narrow screen a List / Map
 *   switch shows one at a time); choosing a card highlights its marker and the other way round;
 * - `list`: search, "near me" and the list, no map (nothing of Leaflet is loaded);
 * - `compact`: the search row and the three best matches, for a side column or a footer.
 * The retailers come from GET /dealers (their streets in the element's language, `lang`), or from
 * the `retailers` attribute (the retailer cards block's groups). Searching and distances are domain/locate-retailers.ts.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { localizeDigits } from '../../domain/digits.js';
import { retailersFromCards, type LocatorRetailer, type RetailerCardGroup } from '../../domain/retailer-cards.js';
import { locateRetailers, type DistanceUnit } from '../../domain/locate-retailers.js';
import { retailerName } from '../../domain/dealer-search.js';
import { retailerNameText } from '../../domain/retailer-name.js';
import { GOVERNORATES, governorateKey, type GovernorateKey } from '../../domain/governorates.js';
import { dealerSearchMachine } from '../../state-machines/dealer-search/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { requestJson } from '../runtime/http.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { ErrorMessage } from '../ui/error-message.js';
import { currentPosition } from './geolocation.js';
import { HINT_KEYS, MapView } from './map-view.js';
import { RetailerCard } from './retailer-card.js';
import { retailerLocatorI18n, type Translate } from './texts.js';

export interface RetailerLocatorProps extends WidgetBaseProps {
  lang?: string;
  apiBase?: string;
  /** full | list | compact (default full). */
  variant?: string;
  /** km | mi (default km). */
  distanceUnit?: string;
  /** The retailer cards block's groups as JSON; without it the retailers come from the API. */
  retailers?: string;
  /** The block's translations: JSON of text keys (translations/en.ts) to the editor's own texts. */
  texts?: string;
  /** `hide-title` (any value but "false"): the page heads the locator already; its title is for screen readers only. */
  hideTitle?: string;
}

function parseTexts(json: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
    );
  } catch {
    return {}; // A broken attribute: the translations stand.
  }
}

export type LocatorVariant = 'full' | 'list' | 'compact';
const VARIANTS: readonly LocatorVariant[] = ['full', 'list', 'compact'];
const COMPACT_COUNT = 3;
/** Wide enough for the list and the map side by side (the CSS uses the same width). */
const SIDE_BY_SIDE = '(min-width: 56rem)';

function parseGroups(json: string | undefined): LocatorRetailer[] | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? retailersFromCards(parsed as RetailerCardGroup[]) : null;
  } catch {
    return null; // A broken attribute: the API's retailers are shown instead.
  }
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    update();
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export function RetailerLocator(props: RetailerLocatorProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const variant: LocatorVariant = VARIANTS.includes(props.variant as LocatorVariant) ? (props.variant as LocatorVariant) : 'full';
  const unit: DistanceUnit = props.distanceUnit === 'mi' ? 'mi' : 'km';
  const given = useMemo(() => parseGroups(props.retailers), [props.retailers]);
  const requested = toLanguage(props.lang);
  // The streets come in the element's language (`lang`; docs/listing-api.md, "Retailers and dealers"); a new language reads them again.
  const streetLanguage = useRef(requested);
  const [machine] = useState(() =>
    dealerSearchMachine.provide({
      actors: {
        loadRetailers: fromPromise(({ signal }) =>
          requestJson<{ data: LocatorRetailer[] }>(apiBase, `/dealers?items=50&sort=name&lang=${streetLanguage.current}`, { signal }).then(
            (body) => body.data,
          ),
        ),
        locate: fromPromise(() => currentPosition()),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine);
  const texts = useTranslations(retailerLocatorI18n, requested);
  const language = texts?.language ?? requested;
  const own = useMemo(() => parseTexts(props.texts), [props.texts]);
  const loaded = texts?.t;
  // The editor's text for a key wins over the translation; {{name}} placeholders are filled the same way.
  const t: Translate | undefined = loaded
    ? (key, values) => {
        const mine = own[key];
        return mine ? mine.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values?.[name] ?? '') : loaded(key, values);
      }
    : undefined;
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const [now, setNow] = useState(() => new Date());
  const { context } = state;

  useEffect(() => {
    streetLanguage.current = requested;
    if (given) send({ type: 'retailers.provide', retailers: given });
    else send({ type: 'retailers.load' });
  }, [given, send, requested]);
  // "Open now" changes with the clock: re-read every minute.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const found = useMemo(
    () => locateRetailers(context.retailers as LocatorRetailer[], context.query, context.origin),
    [context.retailers, context.query, context.origin],
  );
  const listed = variant === 'compact' ? found.slice(0, COMPACT_COUNT) : found;
  const onMap = useMemo(
    () =>
      found.flatMap(({ retailer }) =>
        retailer.latitude !== null && retailer.longitude !== null
          ? [
              {
                code: retailer.dealer_code,
                name: retailerNameText(retailerName(retailer), language),
                latitude: retailer.latitude,
                longitude: retailer.longitude,
              },
            ]
          : [],
      ),
    [found, language],
  );
  const hasMap = variant === 'full';
  const mapShown = hasMap && (wide || shown === 'map');
  const listShown = !hasMap || wide || shown === 'list';
  const loading = state.matches('loading') || (!given && context.retailers.length === 0 && state.matches('idle') && !t);
  const locating = state.matches('locating');

  const choose = (code: string) => send({ type: 'retailer.select', code });
  // A governorate chosen on the map is the search by governorate: its name (page language) goes into
  // the search field, so the filter shows and can be edited there. Chosen again, it is cleared.
  const governorate = governorateKey(context.query);
  const chooseGovernorate = (key: GovernorateKey) =>
    send({ type: 'query.change', text: key === governorate ? '' : GOVERNORATES[key][language] });
  // A marker chosen on the map brings its card into view when the list shows.
  useEffect(() => {
    if (!context.selectedCode || !props.container) return;
    const card = props.container.querySelector<HTMLElement>(`[data-code="${CSS.escape(context.selectedCode)}"]`);
    card?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [context.selectedCode, props.container]);

  const onSubmit = (event: FormEvent) => event.preventDefault();

  let status = '';
  if (t && state.matches('locateFailed')) status = t(context.locateFailure === 'denied' ? 'denied' : 'unavailable');
  else if (t && locating) status = t('locating');
  else if (t && !loading && !state.matches('loadFailed')) {
    const count = localizeDigits(found.length, language);
    status =
      found.length === 0 && context.query.trim() !== ''
        ? t('none', { query: context.query.trim() })
        : governorate
          ? t('inGovernorate', { governorate: GOVERNORATES[governorate][language], count })
          : t('count', { count });
    if (context.origin && found.length > 0) status += ` · ${t('nearest')}`;
  }

  // Until its texts are loaded the locator draws nothing: its title, the search field's label and the
  // buttons would be empty lines that grow and push the list down when the texts come (a layout
  // shift inside the element, 0.17–0.27 on /blocks on a phone). The block reserves the locator's
  // height meanwhile (site/blocks/retailer_locator/styles.css; docs/site-shell.md, "Room for widgets
  // while they start").
  if (!t) return <section className={`lrdx-locator lrdx-locator--${variant}`} aria-busy="true" part="locator" />;

  return (
    <section
      className={`lrdx-locator lrdx-locator--${variant}`}
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-labelledby="lrdx-locator-title"
      aria-busy={loading ? 'true' : 'false'}
      part="locator"
    >
      <h2
        id="lrdx-locator-title"
        className={[
          'lrdx-locator__title',
          variant === 'compact' ? 'lrdx-locator__title--small' : '',
          props.hideTitle !== undefined && props.hideTitle !== 'false' ? 'lrdx-visually-hidden' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {t('title')}
      </h2>
      <form className="lrdx-locator__search" role="search" onSubmit={onSubmit}>
        <div className="lrdx-field lrdx-locator__field">
          <label htmlFor="lrdx-locator-query">{t('searchLabel')}</label>
          <input
            id="lrdx-locator-query"
            type="search"
            name="q"
            value={context.query}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            // Only while the list is in the page: an id that names nothing is an invalid ARIA value.
            aria-controls={listShown && !state.matches('loadFailed') ? 'lrdx-locator-list' : undefined}
            onInput={(e) => send({ type: 'query.change', text: (e.target as HTMLInputElement).value })}
          />
        </div>
        <button
          type="button"
          className="lrdx-button lrdx-button--secondary lrdx-locator__near"
          data-action="near-me"
          aria-disabled={locating || loading ? 'true' : undefined}
          onClick={() => {
            if (context.origin) send({ type: 'nearMe.clear' });
            else if (!locating && !loading) send({ type: 'nearMe' });
          }}
        >
          {context.origin ? t('byName') : t('nearMe')}
        </button>
      </form>
      <p className="lrdx-locator__status" role="status" aria-live="polite">
        {status}
      </p>
      {hasMap && !wide ? (
        <div className="lrdx-locator__switch" role="group" aria-label={t('view')}>
          {(['list', 'map'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className="lrdx-button lrdx-button--secondary"
              aria-pressed={shown === view ? 'true' : 'false'}
              onClick={() => setShown(view)}
            >
              {t(view)}
            </button>
          ))}
        </div>
      ) : null}
      {state.matches('loadFailed') ? (
        <ErrorMessage message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => send({ type: 'retailers.load' })} />
      ) : (
        <div className="lrdx-locator__body">
          {listShown ? (
            <ul id="lrdx-locator-list" className="lrdx-locator__list" aria-label={t('listLabel')}>
              {loading
                ? Array.from({ length: variant === 'compact' ? 1 : 3 }, (_, i) => (
                    <li key={i} className="lrdx-locator__card is-loading" aria-hidden="true" />
                  ))
                : listed.map(({ retailer, distanceKm }) => (
                    <RetailerCard
                      key={retailer.dealer_code}
                      retailer={retailer}
                      distanceKm={distanceKm}
                      unit={unit}
                      language={language}
                      t={t}
                      now={now}
                      selected={hasMap && context.selectedCode === retailer.dealer_code}
                      {...(hasMap ? { onSelect: () => choose(retailer.dealer_code) } : {})}
                    />
                  ))}
            </ul>
          ) : null}
          {mapShown ? (
            <MapView
              apiBase={apiBase}
              language={language}
              retailers={onMap}
              selectedCode={context.selectedCode}
              onSelect={choose}
              governorate={governorate}
              onGovernorate={chooseGovernorate}
              label={t('mapLabel')}
              hint={t('mapHint', HINT_KEYS)}
              groupLabel={(count, names) =>
                t('groupLabel', { count: localizeDigits(count, language), names: names.join(language === 'en' ? ', ' : '، ') })
              }
              governoratesLabel={t('governorates')}
              zoomInLabel={t('zoomIn')}
              zoomOutLabel={t('zoomOut')}
              failedText={t('mapFailed')}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
