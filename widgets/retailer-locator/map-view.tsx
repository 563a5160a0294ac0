/**
 * The map beside (or instead of) the list: a container with an accessible name into which the
 * lazily imported leaflet-map.ts draws. Selection goes both ways: a chosen card highlights and
 * centres its marker; a marker clicked (or Enter on it) chooses its card. A governorate activated on
 * the map filters the list to it (the widget's search by governorate). If the map cannot load,
 * a note says so and the list, which has everything, stays usable.
 */
import { useEffect, useRef, useState } from 'react';
import type { GovernorateKey } from '../../domain/governorates.js';
import type { Language } from '../../domain/languages.js';
import type { MapRetailer, RetailerMap } from './leaflet-map.js';

export interface MapViewProps {
  apiBase: string;
  language: Language;
  retailers: readonly MapRetailer[];
  selectedCode: string | null;
  onSelect: (code: string) => void;
  /** The governorate the list is filtered by, drawn pressed on the map. */
  governorate: GovernorateKey | null;
  onGovernorate: (key: GovernorateKey) => void;
  label: string;
  hint: string;
  /** A count badge's name: its retailers and how many (the widget's translation). */
  groupLabel: (count: number, names: readonly string[]) => string;
  /** The governorates' group's name. */
  governoratesLabel: string;
  /** The zoom buttons' names (the widget's translation). */
  zoomInLabel: string;
  zoomOutLabel: string;
  failedText: string;
}

/** Stand-ins for the key names in the hint's translation, replaced by `<kbd>` elements when drawn. */
export const HINT_KEYS = { tab: '\uE000', enter: '\uE001', space: '\uE002' } as const;
const KEY_CAPS: Record<string, string> = { '\uE000': 'Tab', '\uE001': 'Enter', '\uE002': 'Space' };

/**
 * The hint with each key as its key cap reads (Tab, Enter, Space, as printed on the keyboard) in a
 * `<kbd lang="en">`: the words around them are the page language's, the keys are named as the visitor
 * sees them, and a screen reader says them in English.
 */
function HintText({ text }: { text: string }) {
  return (
    <>
      {text.split(/([\uE000-\uE002])/).map((part, index) =>
        KEY_CAPS[part] ? (
          <kbd key={index} lang="en" dir="ltr">
            {KEY_CAPS[part]}
          </kbd>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function MapView(props: MapViewProps) {
  const { apiBase, language, retailers, selectedCode, governorate, label, hint, failedText } = props;
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<RetailerMap | null>(null);
  const [failed, setFailed] = useState(false);
  const select = useRef(props.onSelect);
  select.current = props.onSelect;
  const chooseGovernorate = useRef(props.onGovernorate);
  chooseGovernorate.current = props.onGovernorate;
  const groupLabel = useRef(props.groupLabel);
  groupLabel.current = props.groupLabel;
  // Read when the map is made: the map is made again when the language changes, and with it this name.
  const governoratesLabel = useRef(props.governoratesLabel);
  governoratesLabel.current = props.governoratesLabel;
  const zoomLabels = useRef({ zoomInTitle: props.zoomInLabel, zoomOutTitle: props.zoomOutLabel });
  zoomLabels.current = { zoomInTitle: props.zoomInLabel, zoomOutTitle: props.zoomOutLabel };

  useEffect(() => {
    let cancelled = false;
    let created: RetailerMap | null = null;
    import('./leaflet-map.js')
      .then(({ createRetailerMap }) =>
        createRetailerMap(host.current as HTMLDivElement, {
          apiBase,
          language,
          onSelect: (code) => select.current(code),
          onGovernorate: (key) => chooseGovernorate.current(key),
          groupLabel: (count, names) => groupLabel.current(count, names),
          governoratesLabel: governoratesLabel.current,
          ...zoomLabels.current,
        }),
      )
      .then((made) => {
        created = made;
        if (cancelled) made.destroy();
        else setMap(made);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [apiBase, language]);

  // The governorate before the retailers: an empty list is then fitted to the governorate chosen.
  useEffect(() => map?.setGovernorate(governorate), [map, governorate]);
  useEffect(() => map?.setRetailers(retailers), [map, retailers]);
  useEffect(() => map?.select(selectedCode), [map, selectedCode, retailers]);

  return (
    <div className="lrdx-locator__map-box">
      {/* Leaflet lays itself out left to right whatever the page's direction (its panes are positioned in px). */}
      <div
        ref={host}
        className="lrdx-locator__map"
        role="region"
        aria-label={label}
        aria-describedby="lrdx-locator-map-hint"
        aria-busy={map || failed ? 'false' : 'true'}
        dir="ltr"
        data-ready={map ? 'true' : undefined}
      />
      <p id="lrdx-locator-map-hint" className="lrdx-visually-hidden">
        <HintText text={hint} />
      </p>
      {failed ? (
        <p className="lrdx-locator__note" role="status">
          {failedText}
        </p>
      ) : null}
    </div>
  );
}
