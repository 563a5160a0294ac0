/**
 * The retailer cards block's groups (catalogue: name, address, city, latitude, longitude,
 * contact_info JSON of {type, icon, label, href}, services JSON of {icon, label}) read safely, and
 * turned into the retailers the locator widget lists, so the block's fallback HTML and the widget
 * show the same cards. Links keep only the schemes a card may use (tel:, mailto:, https:, http:, a
 * site path): anything else in an editor's JSON is dropped, never rendered.
 */
import { readJsonValue } from './json-text.js';
import { retailerOfCode, type Retailer } from './dealer.js';

export interface RetailerCardContact {
  /** phone | whatsapp | email | web | directions | any other word (the card shows it as a link). */
  type: string;
  icon: string;
  label: string;
  href: string;
}

export interface RetailerCardService {
  icon: string;
  label: string;
}

/** One group of the block as the editor saved it (numbers may arrive as text). */
export interface RetailerCardGroup {
  name?: unknown;
  address?: unknown;
  city?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  contact_info?: unknown;
  services?: unknown;
}

/** A retailer of the locator's list with the card block's own links and services (absent for API retailers). */
export interface LocatorRetailer extends Retailer {
  contacts?: RetailerCardContact[];
  services?: RetailerCardService[];
}

export const RETAILER_CARDS_MAX = 30;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function jsonArray(value: unknown): unknown[] {
  const parsed = readJsonValue(value);
  return Array.isArray(parsed) ? parsed : [];
}

const SAFE_HREF = /^(tel:|mailto:|https?:\/\/|\/(?!\/))/i;

export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : null;
}

export function parseContacts(value: unknown): RetailerCardContact[] {
  return jsonArray(value).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const href = safeHref(text(record.href));
    const label = text(record.label);
    return href && label ? [{ type: text(record.type) || 'link', icon: text(record.icon), label, href }] : [];
  });
}

export function parseServices(value: unknown): RetailerCardService[] {
  return jsonArray(value).flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const label = text(record.label);
    return label ? [{ icon: text(record.icon), label }] : [];
  });
}

/** The block's groups (at most 30, unnamed ones skipped) as locator retailers. */
export function retailersFromCards(groups: readonly RetailerCardGroup[]): LocatorRetailer[] {
  return groups
    .slice(0, RETAILER_CARDS_MAX)
    .filter((group) => text(group.name) !== '')
    .map((group, index) => {
      const contacts = parseContacts(group.contact_info);
      const phone = contacts.find((c) => c.type === 'phone')?.href.replace(/^tel:/i, '') ?? '';
      const retailer = retailerOfCode(`card-${index + 1}`, {
        id: index + 1,
        name: text(group.name),
        display_name: text(group.name),
        address: text(group.address),
        city: text(group.city),
        latitude: coordinate(group.latitude, 90),
        longitude: coordinate(group.longitude, 180),
        phone,
      });
      return { ...retailer, contacts, services: parseServices(group.services) };
    });
}
