/**
 * The admin area at /{lang}/admin: users, sign-ins, settings, listings (retailer sites), quick links, redirects, metaheads, forms (the
 * form builder), leads (browser and exports) and the mail catcher's sent e-mail, as tabs (keyboard: arrow keys between tabs). The tab is kept in the address
 * (#forms, #leads, …) so a reload or a link opens it.
 */
import { useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { AreaTabs } from '../editor-kit/area-tabs.js';
import type { EditorApi } from '../editor-kit/api-client.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { screenStrings } from '../editor-kit/screens-i18n.js';
import { FabScreen } from './fab-screen.js';
import type { FormsApi } from './forms-api.js';
import { formsStrings } from './forms-i18n.js';
import { FormsScreen } from './forms-screen.js';
import { LeadsScreen } from './leads-screen.js';
import { listingsStrings } from './listings-i18n.js';
import { ListingsScreen } from './listings-screen.js';
import { metaheadsStrings } from './metaheads-i18n.js';
import { MetaheadsScreen } from './metaheads-screen.js';
import { redirectsStrings } from './redirects-i18n.js';
import { RedirectsScreen } from './redirects-screen.js';
import { sentEmailStrings } from './sent-email-i18n.js';
import { SentEmailScreen } from './sent-email-screen.js';
import { SettingsScreen } from './settings-screen.js';
import { signInsStrings } from './sign-ins-i18n.js';
import { SignInsScreen } from './sign-ins-screen.js';
import { UsersScreen } from './users-screen.js';

const TABS = ['users', 'signIns', 'settings', 'listings', 'quickLinks', 'redirects', 'metaheads', 'forms', 'leads', 'sentEmail'] as const;
type Tab = (typeof TABS)[number];

function tabOf(hash: string): Tab {
  // `#forms&form=12` opens the forms tab on that form (the page editor's form picker links there).
  const name = hash.replace(/^#/, '').split('&')[0] ?? '';
  return (TABS as readonly string[]).includes(name) ? (name as Tab) : 'users';
}

export function AdminApp({
  language,
  strings,
  api,
  formsApi,
}: {
  language: Language;
  strings: EditorStrings;
  api: EditorApi;
  formsApi: FormsApi;
}) {
  const [tab, setTab] = useState<Tab>(() => tabOf(typeof location === 'undefined' ? '' : location.hash));
  const screens = screenStrings(language);
  const forms = formsStrings(language);
  const redirects = redirectsStrings(language);
  const metaheads = metaheadsStrings(language);
  const sentEmail = sentEmailStrings(language);
  const signIns = signInsStrings(language);
  const listings = listingsStrings(language);
  const label: Record<Tab, string> = {
    users: strings.usersHeading,
    signIns: signIns.tab,
    settings: strings.settingsHeading,
    listings: listings.tab,
    quickLinks: screens.fabTab,
    redirects: redirects.tab,
    metaheads: metaheads.tab,
    forms: forms.formsTab,
    leads: forms.leadsTab,
    sentEmail: sentEmail.tab,
  };
  function choose(next: Tab) {
    setTab(next);
    history.replaceState(null, '', `#${next}`);
  }
  return (
    <div className="cms-admin">
      <AreaTabs tabs={TABS} labels={label} current={tab} label={strings.adminTitle} idPrefix="cms" onSelect={choose}>
        {tab === 'users' ? <UsersScreen strings={strings} api={api} language={language} /> : null}
        {tab === 'signIns' ? <SignInsScreen s={signIns} api={api} language={language} /> : null}
        {tab === 'settings' ? <SettingsScreen strings={strings} api={api} /> : null}
        {tab === 'listings' ? <ListingsScreen s={listings} api={api} language={language} languageNames={screens.languages} /> : null}
        {tab === 'quickLinks' ? <FabScreen language={language} strings={strings} screens={screens} api={api} /> : null}
        {tab === 'redirects' ? <RedirectsScreen s={redirects} api={api} language={language} languageNames={screens.languages} /> : null}
        {tab === 'metaheads' ? <MetaheadsScreen s={metaheads} api={api} language={language} /> : null}
        {tab === 'forms' ? <FormsScreen api={formsApi} s={forms} language={language} /> : null}
        {tab === 'leads' ? <LeadsScreen api={formsApi} s={forms} language={language} /> : null}
        {tab === 'sentEmail' ? <SentEmailScreen s={sentEmail} api={api} language={language} /> : null}
      </AreaTabs>
    </div>
  );
}
