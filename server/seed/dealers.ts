/**
 * Demo retailers across Iraq, at real city coordinates. Names are invented, Latin-script and
 * Kurdish or Arabic flavoured (registered trade names, shown as they are); streets are stored in
 * English and translated into Kurdish and Arabic; e-mail addresses use the reserved `.example`
 * domain so a demo can never mail a real business.
 */
import type { Insertable } from 'kysely';
import { GOVERNORATES, type GovernorateKey } from '../../domain/governorates.js';
import type { BrandKey } from '../../domain/vehicle.js';
import type { DealersTable } from '../db/schema.js';

interface DealerSeed {
  code: string;
  name: string;
  city: string;
  /** A key of domain/governorates.ts: the seed cannot name a governorate the site cannot translate. */
  governorate: GovernorateKey;
  locality: string;
  /** The street as written in English (Latin): the stored `address` with the city after it. */
  street: string;
  /**
   * The street alone as Kurdish (Sorani) and Arabic visitors read it (migration 0021); the district,
   * city and governorate come from the place columns in the page language. Digits as typed: the
   * address formatter writes them in Eastern digits (domain/retailer-address.ts).
   */
  streetKu: string;
  streetAr: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  brands: BrandKey[];
  ciCode: string;
  owner: string;
}

const DEALERS: readonly DealerSeed[] = [
  {
    code: 'IQ-EBL-01',
    name: 'Hawler Premium Motors',
    city: 'Erbil',
    governorate: 'erbil',
    locality: 'Ankawa',
    street: '100 Meter Road, Ankawa',
    streetKu: 'شەقامی 100 مەتری',
    streetAr: 'شارع 100 متر',
    postcode: '44001',
    lat: 36.1911,
    lng: 44.0092,
    phone: '+964 750 441 2200',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI44010',
    owner: 'Hawler Premium Motors LLC',
  },
  {
    code: 'IQ-SUL-01',
    name: 'Slemani Azadi Motors',
    city: 'Sulaymaniyah',
    governorate: 'sulaymaniyah',
    locality: 'Bakrajo',
    street: 'Salim Street, Bakrajo',
    streetKu: 'شەقامی سالم',
    streetAr: 'شارع سالم',
    postcode: '46001',
    lat: 35.5613,
    lng: 45.4375,
    phone: '+964 770 461 3300',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI46010',
    owner: 'Azadi Automotive Group',
  },
  {
    code: 'IQ-DHK-01',
    name: 'Gara Mountain Automotive',
    city: 'Duhok',
    governorate: 'duhok',
    locality: 'Malta',
    street: 'Zakho Road, Malta',
    streetKu: 'ڕێگای زاخۆ',
    streetAr: 'طريق زاخو',
    postcode: '42001',
    lat: 36.8669,
    lng: 42.9503,
    phone: '+964 750 421 4400',
    brands: ['land_rover'],
    ciCode: 'CI42010',
    owner: 'Gara Automotive Trading Co.',
  },
  {
    code: 'IQ-KRK-01',
    name: 'Arrapha Motors',
    city: 'Kirkuk',
    governorate: 'kirkuk',
    locality: 'Rahimawa',
    street: 'Baghdad Road, Rahimawa',
    streetKu: 'ڕێگای بەغدا',
    streetAr: 'طريق بغداد',
    postcode: '36001',
    lat: 35.4681,
    lng: 44.3922,
    phone: '+964 770 361 5500',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI36010',
    owner: 'Arrapha Trading Company',
  },
  {
    code: 'IQ-BGD-01',
    name: 'Dijla Premium Cars',
    city: 'Baghdad',
    governorate: 'baghdad',
    locality: 'Karrada',
    street: 'Karrada Dakhil Street',
    streetKu: 'شەقامی کەڕادەی داخڵ',
    streetAr: 'شارع الكرادة داخل',
    postcode: '10001',
    lat: 33.3152,
    lng: 44.3661,
    phone: '+964 780 101 6600',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI10010',
    owner: 'Dijla Motors Group',
  },
  {
    code: 'IQ-BGD-02',
    name: 'Al-Mansour Motors',
    city: 'Baghdad',
    governorate: 'baghdad',
    locality: 'Al-Mansour',
    street: '14th of Ramadan Street, Al-Mansour',
    streetKu: 'شەقامی 14ی ڕەمەزان',
    streetAr: 'شارع 14 رمضان',
    postcode: '10013',
    lat: 33.3142,
    lng: 44.3389,
    phone: '+964 780 102 7700',
    brands: ['land_rover'],
    ciCode: 'CI10020',
    owner: 'Al-Mansour Automotive LLC',
  },
  {
    code: 'IQ-BSR-01',
    name: 'Shatt Al-Arab Motors',
    city: 'Basra',
    governorate: 'basra',
    locality: 'Al-Ashar',
    street: 'Corniche Street, Al-Ashar',
    streetKu: 'شەقامی کۆرنیش',
    streetAr: 'شارع الكورنيش',
    postcode: '61001',
    lat: 30.5085,
    lng: 47.7804,
    phone: '+964 780 611 8800',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI61010',
    owner: 'Shatt Al-Arab Trading',
  },
  {
    code: 'IQ-NJF-01',
    name: 'Al-Furat Premium Motors',
    city: 'Najaf',
    governorate: 'najaf',
    locality: 'Al-Adala',
    street: 'Kufa Street, Al-Adala',
    streetKu: 'شەقامی کووفە',
    streetAr: 'شارع الكوفة',
    postcode: '54001',
    lat: 32.0259,
    lng: 44.3462,
    phone: '+964 781 541 9900',
    brands: ['land_rover'],
    ciCode: 'CI54010',
    owner: 'Al-Furat Motors Company',
  },
  {
    code: 'IQ-MSL-01',
    name: 'Nineveh Motors',
    city: 'Mosul',
    governorate: 'nineveh',
    locality: 'Al-Muthanna',
    street: 'Al-Jamiaa Street, Al-Muthanna',
    streetKu: 'شەقامی زانکۆ',
    streetAr: 'شارع الجامعة',
    postcode: '41002',
    lat: 36.3489,
    lng: 43.1577,
    phone: '+964 770 411 1100',
    brands: ['land_rover', 'jaguar'],
    ciCode: 'CI41010',
    owner: 'Nineveh Automotive Trading',
  },
];

/** Iraq's working week: Saturday to Thursday, Friday closed. */
const OPENING_HOURS = 'Sat–Thu 09:00–19:00; Fri closed';

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

export function dealerRows(): Insertable<DealersTable>[] {
  return DEALERS.map((d) => {
    // Baghdad has two retailers: the district tells them apart in the displayed name.
    const shared = DEALERS.filter((other) => other.city === d.city).length > 1;
    const place = shared ? `${d.city} ${d.locality}` : d.city;
    const email = `sales@${slug(d.name)}.example`;
    const address = `${d.street}, ${d.city}`;
    const both = d.brands.includes('jaguar');
    return {
      dealer_code: d.code,
      name: d.name,
      address,
      email,
      phone: d.phone,
      main_phone: d.phone.replace(/\d{2}$/, '00'),
      city: d.city,
      postcode: d.postcode,
      locality: d.locality,
      // The English name, as the postcode places and admins write it; governorateKey() reads it back.
      state: GOVERNORATES[d.governorate].en,
      ci_code: d.ciCode,
      latitude: d.lat,
      longitude: d.lng,
      brands: JSON.stringify(d.brands),
      nameplate_brand_name: both ? 'Jaguar Land Rover' : 'Land Rover',
      owner_name: d.owner,
      owner_address: address,
      street_ku: d.streetKu,
      street_ar: d.streetAr,
      owner_city: d.city,
      owner_zipcode: d.postcode,
      owner_email: `info@${slug(d.name)}.example`,
      owner_phone: d.phone,
      owner_opening_hours: OPENING_HOURS,
      owner_contact_details: `Sales ${d.phone} · Service ${d.phone.replace(/\d{2}$/, '10')}`,
      owner_metadata: JSON.stringify(
        both ? { display_name_lr: `Land Rover ${place}`, display_name_jag: `Jaguar ${place}` } : { display_name_lr: `Land Rover ${place}` },
      ),
    };
  });
}

/** Dealer codes per brand, so a Jaguar is never stocked by a Land Rover-only retailer. */
export function dealerCodesByBrand(): Record<BrandKey, string[]> {
  return {
    land_rover: DEALERS.filter((d) => d.brands.includes('land_rover')).map((d) => d.code),
    jaguar: DEALERS.filter((d) => d.brands.includes('jaguar')).map((d) => d.code),
  };
}

export const ERBIL_DEALER_CODE = 'IQ-EBL-01';
