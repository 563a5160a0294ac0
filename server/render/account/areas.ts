/**
 * The signed-in areas (docs/accounts.md, "Areas"): the page editor at /{lang}/cms (editor or admin),
 * the admin screens at /{lang}/admin (admin) and the stock screen at /{lang}/cms/stock (admin or the
 * stock role, docs/stock-feed.md). One place for each area's address and title.
 */
import type { Language } from '../../../domain/languages.js';
import type { AccountStrings } from '../../../site/i18n/account.js';

export type AccountArea = 'cms' | 'admin' | 'stock';

const PATHS: Record<AccountArea, string> = { cms: 'cms', admin: 'admin', stock: 'cms/stock' };

/** The area's address in the language. */
export function areaPath(language: Language, area: AccountArea): string {
  return `/${language}/${PATHS[area]}`;
}

export function areaTitle(t: AccountStrings, area: AccountArea): string {
  return area === 'cms' ? t.landingTitleCms : area === 'admin' ? t.landingTitleAdmin : t.landingTitleStock;
}
