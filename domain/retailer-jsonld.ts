/**
 * JSON-LD of the retailer schema and retailer service schema blocks (catalogue, "Retailer schema
 * and service schema"): schema.org `AutoDealer` or `AutoRepair` with address, geo, opening hours,
 * contact points and offers. Empty fields are left out; broken JSON fields are ignored.
 */
export interface RetailerSchemaInput {
  type: 'AutoDealer' | 'AutoRepair';
  url: string;
  image: string;
  name: string;
  description: string;
  keywords: string;
  /** One schema.org openingHours entry a line, e.g. "Sa-Th 09:00-18:00". */
  openingHours: string;
  paymentAccepted: string;
  priceRange: string;
  address: string;
  latitude: string;
  longitude: string;
  /** JSON: [{ "type": "telephone" | "email" | …, "value": "…" }]. */
  contactInfo: string;
  /** JSON: [{ "category", "description", "url" }]. */
  offers: string;
}

type Json = string | number | Json[] | { [key: string]: Json };

const parseList = (text: string): Record<string, unknown>[] => {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
  } catch {
    return [];
  }
};
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const compact = (o: Record<string, Json | undefined>): { [key: string]: Json } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))) as {
    [key: string]: Json;
  };

export function retailerJsonLd(input: RetailerSchemaInput): { [key: string]: Json } {
  const lat = Number(input.latitude);
  const lng = Number(input.longitude);
  const hasGeo = input.latitude.trim() !== '' && input.longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const contacts = parseList(input.contactInfo);
  const phone = contacts.find((c) => /^(tel|telephone|phone)$/i.test(str(c.type)));
  const email = contacts.find((c) => /^e-?mail$/i.test(str(c.type)));
  return compact({
    '@context': 'https://schema.org',
    '@type': input.type,
    name: input.name.trim(),
    url: input.url,
    image: input.image.trim(),
    description: input.description.trim(),
    keywords: input.keywords.trim(),
    telephone: phone ? str(phone.value) : undefined,
    email: email ? str(email.value) : undefined,
    openingHours: input.openingHours
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    paymentAccepted: input.paymentAccepted.trim(),
    priceRange: input.priceRange.trim(),
    address: input.address.trim() ? { '@type': 'PostalAddress', streetAddress: input.address.trim(), addressCountry: 'IQ' } : undefined,
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } : undefined,
    contactPoint: contacts
      .filter((c) => str(c.value))
      .map((c) =>
        compact({ '@type': 'ContactPoint', contactType: str(c.type), [/mail/i.test(str(c.type)) ? 'email' : 'telephone']: str(c.value) }),
      ),
    makesOffer: parseList(input.offers)
      .filter((o) => str(o.description) || str(o.category))
      .map((o) => compact({ '@type': 'Offer', category: str(o.category), description: str(o.description), url: str(o.url) })),
  });
}
