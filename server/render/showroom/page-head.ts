/**
 * The vehicle page's head: title '{model} {production year} — {brand}', a description made of the
 * key facts, the canonical URL, a 1600-wide share image (the photo's hd size) and the JSON-LD.
 * The CMS metaheads are suppressed on this route (docs/content-api.md, "Page meta (`server/render/page-meta.ts`, `html-document.ts`)"); the
 * vehicle's own tags travel as metahead-shaped entries so html-document.ts places them verbatim.
 */
import type { Language } from '../../../domain/languages.js';
import { localizeDigits } from '../../../domain/digits.js';
import { formatPrice } from '../../../domain/price-format.js';
import type { PriceSettings } from '../../../domain/price-settings.js';
import { showroomText } from '../../../domain/showroom-texts/index.js';
import { jsonLdScriptText, vehicleJsonLd, type JsonLdDealer } from '../../../domain/vehicle-jsonld.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Metahead } from '../../content/metaheads-repository.js';
import { escapeHtml } from '../html-document.js';

export interface ShowroomHeadInput {
  vehicle: Vehicle;
  language: Language;
  origin: string;
  canonicalPath: string;
  priceSettings: PriceSettings;
  dealer: (JsonLdDealer & { name: string }) | null;
}

export interface ShowroomHead {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  jsonLd: string;
  extraHead: Metahead[];
}

/** Raw HTML for <head>, shaped as a metahead (negative ids: never a stored row). */
export function headEntry(content: string, sequence: number): Metahead {
  return { id: -(sequence + 1), content, language: 'html', sequence, in_body: false, reload_on_each_page: false, rdx_core_page_id: null };
}

const absolute = (origin: string, path: string) => (/^https?:/i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

export function showroomTitle(vehicle: Vehicle, language: Language): string {
  const a = vehicle.attributes;
  return `${a.model} ${localizeDigits(a.production_year, language)} — ${a.brand}`;
}

export function showroomHead(input: ShowroomHeadInput): ShowroomHead {
  const { vehicle, language, origin } = input;
  const a = vehicle.attributes;
  const t = (key: string) => showroomText(language, key);
  const canonical = absolute(origin, input.canonicalPath);
  const cover = a.photos[0];
  // hd is 1600 wide (domain/vehicle-picture.ts): the share-image width (docs/content-api.md).
  const image = cover ? absolute(origin, cover.hd_path || cover.full_path) : null;
  const price = formatPrice(a.display_price, input.priceSettings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
  const description = [
    `${t(`state.${a.state}`)} ${a.brand} ${a.model} ${a.version_name}`,
    localizeDigits(a.production_year, language),
    t(`status.${a.status}`),
    price,
    input.dealer?.name ?? a.dealer_name,
  ]
    .filter(Boolean)
    .join(' · ');
  const jsonLd = jsonLdScriptText(
    vehicleJsonLd({
      vehicle,
      url: canonical,
      images: a.photos.map((p) => absolute(origin, p.hd_path || p.full_path)),
      currency: input.priceSettings.currency_iso,
      dealer: input.dealer,
      description,
    }),
  );
  const tags = [
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    image ? '<meta property="og:image:width" content="1600">\n<meta property="og:image:height" content="900">' : '',
    '<meta property="og:type" content="product">',
    image ? '<meta name="twitter:card" content="summary_large_image">' : '',
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].filter(Boolean);
  const extraHead = tags.map((content, i) => headEntry(content, i));
  return { title: showroomTitle(vehicle, language), description, canonical, image, jsonLd, extraHead };
}
