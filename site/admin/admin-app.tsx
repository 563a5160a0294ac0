/**
 * The admin area at /{lang}/admin: users, settings, forms (the form builder) and leads (browser
 * and exports), as tabs (keyboard: arrow keys between tabs).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { EditorApi } from '../cms/api-client.js';
import type { EditorStrings } from '../cms/i18n.js';
import type { Language } from '../../domain/languages.js';
import type { FormsApi } from './forms-api.js';
import { formsStrings } from './forms-i18n.js';
import { FormsScreen } from './forms-screen.js';
import { LeadsScreen } from './leads-screen.js';
import { SettingsScreen } from './settings-screen.js';
import { UsersScreen } from './users-screen.js';

const TABS = ['users', 'settings', 'forms', 'leads'] as const;
type Tab = (typeof TABS)[number];

function tabOf(hash: string): Tab {
  const name = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(name) ? (name as Tab) : 'users';
}

export function AdminApp({
  strings,
  api,
  formsApi,
  language,
}: {
  strings: EditorStrings;
  api: EditorApi;
  formsApi: FormsApi;
  language: Language;
}) {
  const [tab, setTab] = useState<Tab>(() => tabOf(typeof location === 'undefined' ? '' : location.hash));
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ users: null, settings: null, forms: null, leads: null });
  const forms = formsStrings(language);
  const label: Record<Tab, string> = {
    users: strings.usersHeading,
    settings: strings.settingsHeading,
    forms: forms.formsTab,
    leads: forms.leadsTab,
  };
  /** The tab is kept in the address (#forms, #leads) so a reload or a link opens it. */
  function choose(next: Tab) {
    setTab(next);
    history.replaceState(null, '', `#${next}`);
  }
  function onKey(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const nextTab = TABS[next]!;
    choose(nextTab);
    buttons.current[nextTab]?.focus();
  }
  return (
    <div className="cms-admin">
      <div role="tablist" aria-label={strings.adminTitle} className="cms-tabs" onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`cms-tab-${name}`}
            aria-controls={`cms-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cms-panel-${tab}`} aria-labelledby={`cms-tab-${tab}`} className="cms-admin__panel">
        {tab === 'users' ? <UsersScreen strings={strings} api={api} /> : null}
        {tab === 'settings' ? <SettingsScreen strings={strings} api={api} /> : null}
        {tab === 'forms' ? <FormsScreen api={formsApi} s={forms} language={language} /> : null}
        {tab === 'leads' ? <LeadsScreen api={formsApi} s={forms} language={language} /> : null}
      </div>
    </div>
  );
}
