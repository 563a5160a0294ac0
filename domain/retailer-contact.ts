/** One retailer as the contact page lists it (block retailer_list): read from the dealers table by the server. */
export interface RetailerContact {
  code: string;
  /** The Land Rover display name (owner metadata), else the retailer's name; Latin script. */
  name: string;
  city: string;
  /** One line: street and city. */
  address: string;
  /** As people dial it ("+964 750 441 2200"). */
  phone: string;
  openingHours: string;
}

/** The `tel:` URL of a phone number as written for people: digits and a leading +. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
