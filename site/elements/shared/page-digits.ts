/**
 * Numbers an element writes into the page (counters, slider value texts) in the digits of the
 * page's language: Eastern Arabic-Indic on Kurdish (`ckb`) and Arabic pages, as the server writes them.
 */
import { toEasternDigits } from '../../../domain/digits.js';

export function pageDigits(element: Element, value: string | number): string {
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return /^(ckb|ku|ar)\b/i.test(lang) ? toEasternDigits(String(value)) : String(value);
}
