/**
 * "Tell me about new matches" (docs/alerts.md, "In the stock locator"): the alert form under a
 * filtered view saves the view's search (POST /public_api/alerts/searches).
 */
import type { TFunction } from 'i18next';
import type { Language } from '../../domain/languages.js';
import { AlertForm } from '../features/alert-sign-up/index.js';
import { requestJson } from '../runtime/http.js';

export const ALERT_SIGN_UP_PATH = '/public_api/alerts/searches';

export interface AlertSignUpProps {
  apiBase: string;
  listKey: string;
  language: Language;
  /** The view's filters and keyword in the listing API's key form (toListingSearchParams). */
  query: string;
  t: TFunction;
}

export function AlertSignUp({ apiBase, listKey, language, query, t }: AlertSignUpProps) {
  return (
    <AlertForm
      name="search"
      listKey={listKey}
      language={language}
      query={query}
      t={t}
      texts={{ open: t('alertOpen'), title: t('alertTitle'), lead: t('alertLead'), consent: t('alertConsent') }}
      signUp={async (input, signal) => {
        await requestJson(apiBase, ALERT_SIGN_UP_PATH, { method: 'POST', body: input, signal });
      }}
    />
  );
}
