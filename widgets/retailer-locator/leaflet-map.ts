/**
 * The locator's map: Leaflet drawing the self-hosted map of Iraq (GET /maps/iraq.geojson,
 * server/static/map-data.ts: the governorates' shapes, derived from Natural Earth by
 * scripts/iraq-governorates.ts, the country border and the governorate seats) as a vector layer,
 * with one inline-SVG marker per retailer, or one count badge for retailers too close together to
 * tap apart (pin-groups.ts; activating it zooms in to them). Tab reaches the pins first; then the
 * governorates, one tab stop for all 19: a labelled group of buttons (arrow keys, Home and End move
 * between them; Enter or Space, or a click, asks the widget to list the governorate's retailers). No other
 * host is asked unless the server names a tile URL (RETAILER_MAP_TILE_URL, off by default; GET
 * /maps/config.json). This module is the separate chunk the widget imports only when a map shows:
 * Leaflet and its stylesheet (adopted by the widget's shadow root) never weigh on the list.
 */
import * as L from 'leaflet';
import { GOVERNORATES, type GovernorateKey } from '../../domain/governorates.js';
import { directionOf, type Language } from '../../domain/languages.js';
import { localizeDigits } from '../../domain/digits.js';
import leafletCss from '../../node_modules/leaflet/dist/leaflet.css?inline';
import mapCss from './map.css?inline';
import { BADGE, groupPins, ringOffsets, type ScreenPoint } from './pin-groups.js';

export interface MapRetailer {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface RetailerMapOptions {
  apiBase: string;
  /** The page language: the governorates' names. */
  language: Language;
  onSelect: (code: string) => void;
  /** A governorate activated on the map (the widget filters the list by it, or clears it). */
  onGovernorate: (key: GovernorateKey) => void;
  /** The accessible name of a count badge: its retailers' names and how many (translated by the widget). */
  groupLabel: (count: number, names: readonly string[]) => string;
  /** The accessible name of the governorates' group. */
  governoratesLabel: string;
  /** The zoom buttons' names in the page language (Leaflet's own are English). */
  zoomInTitle: string;
  zoomOutTitle: string;
}

export interface RetailerMap {
  setRetailers(retailers: readonly MapRetailer[]): void;
  select(code: string | null): void;
  /** The governorate the list is filtered by (drawn as pressed), or none. */
  setGovernorate(key: GovernorateKey | null): void;
  destroy(): void;
}

type MapFeature = GeoJSON.Feature<GeoJSON.Geometry, { kind: string; governorate?: string }>;

const isGovernorate = (key: string | undefined): key is GovernorateKey => key !== undefined && key in GOVERNORATES;

const SHAPE_STYLE: L.PathOptions = { color: '#767b80', weight: 1, fillColor: '#e9e6df', fillOpacity: 1 };
const SHAPE_ACTIVE: L.PathOptions = { color: '#4a4f54', weight: 2, fillColor: '#f7d9a8', fillOpacity: 1 };
/** Halabja has no shape of its own in the data (docs/retailer-locator.md): its seat is its button, 24 px across. */
const SEAT_BUTTON: L.CircleMarkerOptions = {
  radius: 12,
  color: '#6a6f74',
  weight: 1.5,
  dashArray: '3 2',
  fillColor: '#e9e6df',
  fillOpacity: 0.9,
};
const SEAT_BUTTON_ACTIVE: L.CircleMarkerOptions = { ...SEAT_BUTTON, color: '#4a4f54', weight: 2, fillColor: '#f7d9a8' };

/** The pane the governorates are drawn in: below the pins, but after them in the DOM (so in Tab order). */
const GOVERNORATE_PANE = 'lrdx-governorates';

/**
 * The governorates as one tab stop (WAI-ARIA's roving tabindex): a labelled group of buttons in
 * which only the current one is in the Tab order; arrow keys (left and right follow the page's
 * reading direction), Home and End move between them north to south; Enter or Space (or a click)
 * activates one. Each is named, pressed when the list is filtered by it, and shows its name as a
 * tooltip on hover and on focus.
 */
class GovernorateGroup {
  private readonly buttons: { key: GovernorateKey; element: SVGElement }[] = [];
  private current = 0;

  constructor(private readonly rtl: boolean) {}

  add(key: GovernorateKey, layer: L.Path, name: string, activate: () => void): void {
    layer.bindTooltip(name, { direction: 'center', className: 'lrdx-governorate-name', opacity: 1 });
    layer.on('click', activate);
    const element = layer.getElement() as SVGElement | undefined;
    if (!element) return;
    const index = this.buttons.push({ key, element }) - 1;
    element.setAttribute('tabindex', index === this.current ? '0' : '-1');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', name);
    element.setAttribute('aria-pressed', 'false');
    element.classList.add('lrdx-governorate');
    // Focused by any means (a click, the arrows): it is the group's tab stop from now on.
    element.addEventListener('focus', () => this.makeCurrent(index));
    element.addEventListener('keydown', (event) => {
      const move = this.moveFor((event as KeyboardEvent).key, index);
      if (move === null) return;
      event.preventDefault();
      // Not to the map too: its keyboard handler would pan or zoom.
      event.stopPropagation();
      if (move === 'activate') activate();
      else {
        this.makeCurrent(move);
        this.buttons[move]?.element.focus({ preventScroll: true });
      }
    });
  }

  /** The pressed governorate becomes the tab stop (the focus itself stays where it is). */
  press(key: GovernorateKey | null): void {
    const index = this.buttons.findIndex((button) => button.key === key);
    if (index >= 0) this.makeCurrent(index);
  }

  private moveFor(key: string, index: number): number | 'activate' | null {
    const last = this.buttons.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    switch (key) {
      case 'Enter':
      case ' ':
        return 'activate';
      case 'ArrowDown':
        return next;
      case 'ArrowUp':
        return previous;
      case 'ArrowRight':
        return this.rtl ? previous : next;
      case 'ArrowLeft':
        return this.rtl ? next : previous;
      case 'Home':
        return 0;
      case 'End':
        return last;
      default:
        return null;
    }
  }

  private makeCurrent(index: number): void {
    this.current = index;
    this.buttons.forEach((button, i) => button.element.setAttribute('tabindex', i === index ? '0' : '-1'));
  }
}

interface MapConfig {
  tile_url: string | null;
  attribution: string | null;
}

const PIN =
  '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/** A pin standing on its point, or `offset` px from it (a ring's place; Leaflet anchors are screen pixels). */
const pinIcon = (offset: ScreenPoint = { x: 0, y: 0 }) =>
  L.divIcon({ html: PIN, className: 'lrdx-pin', iconSize: [24, 32], iconAnchor: [12 - offset.x, 32 - offset.y] });

/** A count badge centred on its group's point; the count in the page language's digits. */
const badgeIcon = (count: number, language: Language) =>
  L.divIcon({
    html: `<span aria-hidden="true">${localizeDigits(count, language)}</span>`,
    className: 'lrdx-pin-group',
    iconSize: [BADGE, BADGE],
    iconAnchor: [BADGE / 2, BADGE / 2],
  });

/**
 * Leaflet makes a keyboard marker a focusable role="button" element, but a div fires no click on a
 * key: Enter and Space press it here, as they would a button (without reaching the map's own keys).
 */
function pressableByKeyboard(marker: L.Marker): void {
  marker.getElement()?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    marker.fire('click');
  });
}

let sheet: CSSStyleSheet | undefined;

/** Leaflet's CSS and ours into the shadow root holding the map (once per root; one parsed sheet for all). */
function adoptCss(host: HTMLElement): void {
  const root = host.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${leafletCss}\n${mapCss}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export async function createRetailerMap(host: HTMLElement, options: RetailerMapOptions): Promise<RetailerMap> {
  adoptCss(host);
  const base = options.apiBase.replace(/\/$/, '');
  const [shape, config] = await Promise.all([
    getJson<GeoJSON.FeatureCollection>(`${base}/maps/iraq.geojson`),
    getJson<{ data: MapConfig }>(`${base}/maps/config.json`).then(
      (body) => body.data,
      (): MapConfig => ({ tile_url: null, attribution: null }),
    ),
  ]);
  const map = L.map(host, { attributionControl: Boolean(config.tile_url), zoomControl: false, zoomSnap: 0.5, minZoom: 5, maxZoom: 16 });
  // The zoom buttons named in the page language, at the reading start of the map (its right in ku and ar).
  L.control
    .zoom({
      zoomInTitle: options.zoomInTitle,
      zoomOutTitle: options.zoomOutTitle,
      position: directionOf(options.language) === 'rtl' ? 'topright' : 'topleft',
    })
    .addTo(map);
  // The map's own projection, readable on its element: where a place is drawn, in the page's (client)
  // pixels. The browser test checks with it that each pin or badge is drawn where its retailer is.
  Object.defineProperty(host, 'clientPointOf', {
    configurable: true,
    value: (latitude: number, longitude: number): ScreenPoint => {
      const point = map.latLngToContainerPoint([latitude, longitude]);
      const box = host.getBoundingClientRect();
      return { x: box.left + host.clientLeft + point.x, y: box.top + host.clientTop + point.y };
    },
  });
  if (config.tile_url) L.tileLayer(config.tile_url, { attribution: config.attribution ?? '' }).addTo(map);
  const features = shape.features as MapFeature[];
  const over = (style: L.PathOptions): L.PathOptions => (config.tile_url ? { ...style, fillOpacity: 0.35 } : style);

  // The governorates' own pane, made after Leaflet's marker pane: it comes after the pins in the DOM
  // (so Tab reaches the retailers first) and is stacked below them. Every vector layer goes into it,
  // so no empty SVG of another pane lies over the buttons.
  const pane = map.createPane(GOVERNORATE_PANE);
  pane.style.zIndex = '350';
  pane.setAttribute('role', 'group');
  pane.setAttribute('aria-label', options.governoratesLabel);

  // The view first: layers added to a map without one wait for it, and have no element to make a button of.
  const outline = L.geoJSON(
    features.filter((f) => f.properties.kind === 'country'),
    { interactive: false, pane: GOVERNORATE_PANE, style: () => ({ color: '#4a4f54', weight: 1.5, fillOpacity: 0 }) },
  );
  const outlineBounds = outline.getBounds();
  map.fitBounds(outlineBounds, { padding: [8, 8] });

  // Governorates first (drawn below; the arrow keys go through them in the file's order, north to
  // south), then the border over their edges. Nothing is re-stacked later, so that order stays.
  const shapes = new Map<GovernorateKey, L.Path>();
  const group = new GovernorateGroup(directionOf(options.language) === 'rtl');
  const drawn = L.geoJSON(
    features.filter((f) => f.properties.kind === 'governorate'),
    { pane: GOVERNORATE_PANE, style: () => over(SHAPE_STYLE) },
  ).addTo(map);
  drawn.eachLayer((layer) => {
    const key = (layer as L.Polygon).feature?.properties?.governorate as string | undefined;
    if (!isGovernorate(key)) return;
    shapes.set(key, layer as L.Path);
    group.add(key, layer as L.Path, GOVERNORATES[key][options.language], () => options.onGovernorate(key));
  });
  outline.addTo(map);
  for (const seat of features.filter((f) => f.properties.kind === 'governorate_seat' && f.geometry.type === 'Point')) {
    const [longitude, latitude] = (seat.geometry as GeoJSON.Point).coordinates as [number, number];
    const key = seat.properties.governorate;
    if (isGovernorate(key) && !shapes.has(key)) {
      const button = L.circleMarker([latitude, longitude], { ...over(SEAT_BUTTON), pane: GOVERNORATE_PANE }).addTo(map);
      shapes.set(key, button);
      group.add(key, button, GOVERNORATES[key][options.language], () => options.onGovernorate(key));
    } else
      L.circleMarker([latitude, longitude], {
        radius: 2,
        color: '#8a8a8a',
        weight: 1,
        interactive: false,
        pane: GOVERNORATE_PANE,
      }).addTo(map);
  }
  let governorate: GovernorateKey | null = null;

  // The placing of the pins: each retailer a pin on its point, or, where pins would cover each other,
  // one count badge at their mean point (pin-groups.ts); at the closest zoom, where a group cannot be
  // pulled apart by zooming, its pins stand in a small ring round it. Redone on every zoom.
  let retailers: readonly MapRetailer[] = [];
  const pins = new Map<string, L.Marker>();
  const badges = new Map<string, L.Marker>();
  const layer = L.layerGroup().addTo(map);
  let selected: string | null = null;
  /** The retailers whose pin or badge takes the focus after the next placing (a badge just activated). */
  let focusNext: readonly string[] | null = null;

  const elementOf = (code: string) => (pins.get(code) ?? badges.get(code))?.getElement();
  const mark = (code: string, on: boolean) => {
    const pin = pins.get(code)?.getElement();
    pin?.classList.toggle('is-selected', on);
    pin?.setAttribute('aria-pressed', on ? 'true' : 'false');
    // In a group: the badge is drawn chosen, so the choice still shows at this zoom.
    badges.get(code)?.getElement()?.classList.toggle('is-selected', on);
  };
  /** The retailers of the focused pin or badge, if the focus is on one (it is redrawn on a zoom). */
  const focusedCodes = (): string[] | null => {
    const root = host.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement as HTMLElement | null;
    if (!active || !layer.getLayers().some((m) => (m as L.Marker).getElement() === active)) return null;
    return (active.dataset.codes ?? '').split(' ').filter(Boolean);
  };
  const zoomTo = (members: readonly MapRetailer[]) => {
    focusNext = members.map((m) => m.code);
    const bounds = L.latLngBounds(members.map((m) => L.latLng(m.latitude, m.longitude)));
    // At least one step closer, so a badge always does something; all of the group in view.
    const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, map.getBoundsZoom(bounds, false, L.point(96, 96))));
    map.setView(bounds.getCenter(), zoom, { animate: !matchMedia('(prefers-reduced-motion: reduce)').matches });
  };

  const place = () => {
    const refocus = focusNext ?? focusedCodes();
    focusNext = null;
    layer.clearLayers();
    pins.clear();
    badges.clear();
    const closest = map.getZoom() >= map.getMaxZoom();
    const points = retailers.map((item) => ({ item, at: map.latLngToLayerPoint([item.latitude, item.longitude]) }));
    for (const { members, at } of groupPins(points)) {
      if (members.length > 1 && !closest) {
        const names = members.map((m) => m.name);
        const label = options.groupLabel(members.length, names);
        const badge = L.marker(map.layerPointToLatLng(L.point(at.x, at.y)), {
          icon: badgeIcon(members.length, options.language),
          keyboard: true,
          title: label,
          riseOnHover: true,
        });
        badge.on('click', () => zoomTo(members));
        badge.addTo(layer);
        const element = badge.getElement();
        element?.setAttribute('aria-label', label);
        element?.setAttribute('data-codes', members.map((m) => m.code).join(' '));
        pressableByKeyboard(badge);
        for (const member of members) badges.set(member.code, badge);
        continue;
      }
      const own = points.filter((p) => members.includes(p.item)).map((p) => p.at);
      const offsets = ringOffsets(own, at);
      members.forEach((retailer, i) => {
        const marker = L.marker([retailer.latitude, retailer.longitude], {
          icon: pinIcon(offsets[i]),
          // Leaflet makes a keyboard marker a focusable role="button" (pressableByKeyboard: Enter, Space).
          keyboard: true,
          title: retailer.name,
          riseOnHover: true,
        });
        marker.on('click', () => options.onSelect(retailer.code));
        marker.addTo(layer);
        const element = marker.getElement();
        element?.setAttribute('aria-label', retailer.name);
        element?.setAttribute('aria-pressed', 'false');
        element?.setAttribute('data-codes', retailer.code);
        pressableByKeyboard(marker);
        pins.set(retailer.code, marker);
      });
    }
    if (selected) mark(selected, true);
    const code = refocus?.find((c) => elementOf(c));
    if (code) elementOf(code)?.focus({ preventScroll: true });
  };
  map.on('zoomend', place);

  return {
    setRetailers(given) {
      retailers = given;
      const points = retailers.map((r) => L.latLng(r.latitude, r.longitude));
      // A governorate chosen: all of it in view (with its retailers), so the visitor sees where they
      // look, rather than one retailer's street.
      const active = governorate ? shapes.get(governorate) : undefined;
      if (active instanceof L.Polygon) {
        const area = active.getBounds();
        map.fitBounds(
          points.reduce((bounds, point) => bounds.extend(point), L.latLngBounds(area.getSouthWest(), area.getNorthEast())),
          {
            padding: [16, 16],
          },
        );
      } else if (points.length > 0) map.fitBounds(L.latLngBounds(points).pad(0.3), { maxZoom: 11 });
      else if (active instanceof L.CircleMarker) map.setView(active.getLatLng(), 9);
      else map.fitBounds(outlineBounds);
      place();
    },
    select(code) {
      if (selected) mark(selected, false);
      selected = code;
      if (!code) return;
      mark(code, true);
      const retailer = retailers.find((r) => r.code === code);
      if (retailer)
        map.setView([retailer.latitude, retailer.longitude], Math.max(map.getZoom(), 9), {
          animate: !matchMedia('(prefers-reduced-motion: reduce)').matches,
        });
    },
    setGovernorate(key) {
      governorate = key;
      group.press(key);
      for (const [name, layer] of shapes) {
        const on = name === key;
        const seat = layer instanceof L.CircleMarker;
        layer.setStyle(over(on ? (seat ? SEAT_BUTTON_ACTIVE : SHAPE_ACTIVE) : seat ? SEAT_BUTTON : SHAPE_STYLE));
        layer.getElement()?.setAttribute('aria-pressed', on ? 'true' : 'false');
      }
    },
    destroy() {
      // Leaflet 1.9.4 finishes a zoom animation in a 250 ms timeout that remove() does not clear, so a
      // map removed mid-zoom (the List/Map switch, a page leaving) threw '_leaflet_pos' of undefined
      // (Leaflet issue 9575, fixed after 1.9.4). The timeout returns early once _animatingZoom is false.
      map.stop();
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
      map.remove();
    },
  };
}
