/**
 * Where postcodes and localities are, for the postcode search's fallback (it orders the state's
 * retailers by distance from the place searched). Retailers' own coordinates answer for the
 * postcodes and localities they sit in; this small gazetteer covers other Iraqi districts.
 * Coordinates are district centres, rounded: enough to rank retailers, not to navigate.
 */
export interface Place {
  postcode: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const POSTCODE_PLACES: readonly Place[] = [
  { postcode: '44001', locality: 'Ankawa', state: 'Erbil', latitude: 36.2303, longitude: 43.9935 },
  { postcode: '44002', locality: 'Erbil Centre', state: 'Erbil', latitude: 36.1912, longitude: 44.0094 },
  { postcode: '44005', locality: 'Soran', state: 'Erbil', latitude: 36.6527, longitude: 44.5431 },
  { postcode: '44006', locality: 'Koya', state: 'Erbil', latitude: 36.0829, longitude: 44.6285 },
  { postcode: '44007', locality: 'Shaqlawa', state: 'Erbil', latitude: 36.4048, longitude: 44.3199 },
  { postcode: '46001', locality: 'Bakrajo', state: 'Sulaymaniyah', latitude: 35.5446, longitude: 45.3618 },
  { postcode: '46002', locality: 'Sulaymaniyah Centre', state: 'Sulaymaniyah', latitude: 35.5613, longitude: 45.4375 },
  { postcode: '46010', locality: 'Ranya', state: 'Sulaymaniyah', latitude: 36.2551, longitude: 44.8828 },
  { postcode: '46020', locality: 'Kalar', state: 'Sulaymaniyah', latitude: 34.6291, longitude: 45.3204 },
  { postcode: '42001', locality: 'Malta', state: 'Duhok', latitude: 36.8535, longitude: 42.9836 },
  { postcode: '42010', locality: 'Zakho', state: 'Duhok', latitude: 37.1436, longitude: 42.6826 },
  { postcode: '36001', locality: 'Rahimawa', state: 'Kirkuk', latitude: 35.4839, longitude: 44.3887 },
  { postcode: '10001', locality: 'Karrada', state: 'Baghdad', latitude: 33.3048, longitude: 44.4265 },
  { postcode: '10013', locality: 'Al-Mansour', state: 'Baghdad', latitude: 33.3142, longitude: 44.3389 },
  { postcode: '10061', locality: 'Adhamiyah', state: 'Baghdad', latitude: 33.3714, longitude: 44.3604 },
  { postcode: '61001', locality: 'Al-Ashar', state: 'Basra', latitude: 30.5085, longitude: 47.8372 },
  { postcode: '61010', locality: 'Zubair', state: 'Basra', latitude: 30.3892, longitude: 47.7077 },
  { postcode: '54001', locality: 'Al-Adala', state: 'Najaf', latitude: 32.0259, longitude: 44.3462 },
  { postcode: '41002', locality: 'Al-Muthanna', state: 'Nineveh', latitude: 36.3489, longitude: 43.1577 },
];
