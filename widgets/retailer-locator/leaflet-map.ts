/**
 * The locator's map: Leaflet drawing the self-hosted outline of Iraq (GET /maps/iraq.geojson,
 * server/static/map-data.ts) as a vector layer, with one inline-SVG marker per retailer. No other
 * host is asked unless the server names a tile URL (RETAILER_MAP_TILE_URL, off by default; GET
 * /maps/config.json). This module is the separate chunk the widget imports only when a map shows:
 * Leaflet and its stylesheet (adopted by the widget's shadow root) never weigh on the list.
 */
import * as L from 'leaflet';
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
  onSelect: (code: string) => void;
}

export interface RetailerMap {
  setRetailers(retailers: readonly MapRetailer[]): void;
  select(code: string | null): void;
  destroy(): void;
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
  const outline = L.geoJSON(shape, {
    interactive: false,
    style: (feature) =>
      feature?.properties?.kind === 'country'
        ? { color: '#4a4f54', weight: 1.5, fillColor: '#e9e6df', fillOpacity: config.tile_url ? 0 : 1 }
        : { color: '#9a9a9a', weight: 0.8, fillOpacity: 0 },
    pointToLayer: (_feature, latlng) => L.circleMarker(latlng, { radius: 2, color: '#8a8a8a', weight: 1, interactive: false }),
  }).addTo(map);
  const outlineBounds = outline.getBounds();
  map.fitBounds(outlineBounds, { padding: [8, 8] });

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
      if (points.length > 0) map.fitBounds(L.latLngBounds(points).pad(0.3), { maxZoom: 11 });
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
