/**
 * The locator's map: Leaflet drawing the self-hosted map of Iraq (GET /maps/iraq.geojson,
 * server/static/map-data.ts: the governorates' shapes, derived from Natural Earth by
 * scripts/iraq-governorates.ts, the country border and the governorate seats) as a vector layer,
 * with one inline-SVG marker per retailer. Each governorate is a button (Tab, Enter or Space, or a
 * click) naming itself in the page language, which asks the widget to list its retailers. No other
 * host is asked unless the server names a tile URL (RETAILER_MAP_TILE_URL, off by default; GET
 * /maps/config.json). This module is the separate chunk the widget imports only when a map shows:
 * Leaflet and its stylesheet (adopted by the widget's shadow root) never weigh on the list.
 */
import * as L from 'leaflet';
import { GOVERNORATES, type GovernorateKey } from '../../domain/governorates.js';
import type { Language } from '../../domain/languages.js';
import leafletCss from '../../node_modules/leaflet/dist/leaflet.css?inline';
import mapCss from './map.css?inline';

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

/**
 * Makes a drawn governorate a button: focusable, named, pressed when the list is filtered by it,
 * activated by a click, Enter or Space. Its name shows as a tooltip on hover and on focus.
 */
function governorateButton(layer: L.Path, name: string, activate: () => void): void {
  layer.bindTooltip(name, { direction: 'center', className: 'lrdx-governorate-name', opacity: 1 });
  layer.on('click', activate);
  const element = layer.getElement();
  if (!element) return;
  element.setAttribute('tabindex', '0');
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', name);
  element.setAttribute('aria-pressed', 'false');
  element.classList.add('lrdx-governorate');
  element.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    // Not to the map too: its keyboard handler would pan or zoom.
    event.stopPropagation();
    activate();
  });
}

interface MapConfig {
  tile_url: string | null;
  attribution: string | null;
}

const PIN =
  '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/** A pin drawn `shift` px further along the map's x axis than its point (Leaflet anchors are screen pixels). */
const pinIcon = (shift: number) => L.divIcon({ html: PIN, className: 'lrdx-pin', iconSize: [24, 32], iconAnchor: [12 - shift, 32] });

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
  const map = L.map(host, { attributionControl: Boolean(config.tile_url), zoomSnap: 0.5, minZoom: 5, maxZoom: 16 });
  if (config.tile_url) L.tileLayer(config.tile_url, { attribution: config.attribution ?? '' }).addTo(map);
  const features = shape.features as MapFeature[];
  const over = (style: L.PathOptions): L.PathOptions => (config.tile_url ? { ...style, fillOpacity: 0.35 } : style);

  // The view first: layers added to a map without one wait for it, and have no element to make a button of.
  const outline = L.geoJSON(
    features.filter((f) => f.properties.kind === 'country'),
    { interactive: false, style: () => ({ color: '#4a4f54', weight: 1.5, fillOpacity: 0 }) },
  );
  const outlineBounds = outline.getBounds();
  map.fitBounds(outlineBounds, { padding: [8, 8] });

  // Governorates first (drawn below; Tab goes through them in the file's order, north to south),
  // then the border over their edges. Nothing is re-stacked later, so the Tab order stays.
  const shapes = new Map<GovernorateKey, L.Path>();
  const drawn = L.geoJSON(
    features.filter((f) => f.properties.kind === 'governorate'),
    { style: () => over(SHAPE_STYLE) },
  ).addTo(map);
  drawn.eachLayer((layer) => {
    const key = (layer as L.Polygon).feature?.properties?.governorate as string | undefined;
    if (!isGovernorate(key)) return;
    shapes.set(key, layer as L.Path);
    governorateButton(layer as L.Path, GOVERNORATES[key][options.language], () => options.onGovernorate(key));
  });
  outline.addTo(map);
  for (const seat of features.filter((f) => f.properties.kind === 'governorate_seat' && f.geometry.type === 'Point')) {
    const [longitude, latitude] = (seat.geometry as GeoJSON.Point).coordinates as [number, number];
    const key = seat.properties.governorate;
    if (isGovernorate(key) && !shapes.has(key)) {
      const button = L.circleMarker([latitude, longitude], over(SEAT_BUTTON)).addTo(map);
      shapes.set(key, button);
      governorateButton(button, GOVERNORATES[key][options.language], () => options.onGovernorate(key));
    } else L.circleMarker([latitude, longitude], { radius: 2, color: '#8a8a8a', weight: 1, interactive: false }).addTo(map);
  }
  let governorate: GovernorateKey | null = null;

  const markers = new Map<string, L.Marker>();
  const layer = L.layerGroup().addTo(map);
  let selected: string | null = null;

  const mark = (code: string, on: boolean) => {
    const element = markers.get(code)?.getElement();
    element?.classList.toggle('is-selected', on);
    element?.setAttribute('aria-pressed', on ? 'true' : 'false');
  };

  // Retailers of one city (Baghdad has two) would put their pins on top of each other, leaving
  // one of them impossible to tap: at every zoom, a pin closer than PIN_GAP px to an earlier one
  // is drawn beside it instead (its anchor moved), so every pin keeps a 24 px target of its own.
  const PIN_GAP = 28;
  const spread = () => {
    const placed: L.Point[] = [];
    for (const marker of markers.values()) {
      const point = map.latLngToContainerPoint(marker.getLatLng());
      let shift = 0;
      while (placed.some((p) => Math.abs(p.x - (point.x + shift)) < PIN_GAP && Math.abs(p.y - point.y) < PIN_GAP + 8)) shift += PIN_GAP;
      placed.push(L.point(point.x + shift, point.y));
      marker.setIcon(pinIcon(shift));
    }
    if (selected) mark(selected, true);
  };
  map.on('zoomend', spread);

  return {
    setRetailers(retailers) {
      layer.clearLayers();
      markers.clear();
      for (const retailer of retailers) {
        const marker = L.marker([retailer.latitude, retailer.longitude], {
          icon: pinIcon(0),
          // Leaflet makes a keyboard marker a focusable role="button"; Enter on it fires click.
          keyboard: true,
          title: retailer.name,
          riseOnHover: true,
        });
        marker.on('click', () => options.onSelect(retailer.code));
        marker.addTo(layer);
        marker.getElement()?.setAttribute('aria-label', retailer.name);
        markers.set(retailer.code, marker);
      }
      if (selected) mark(selected, true);
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
      spread();
    },
    select(code) {
      if (selected) mark(selected, false);
      selected = code;
      if (!code) return;
      mark(code, true);
      const marker = markers.get(code);
      if (marker)
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), 9), { animate: !matchMedia('(prefers-reduced-motion: reduce)').matches });
    },
    setGovernorate(key) {
      governorate = key;
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
