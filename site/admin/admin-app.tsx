/** The admin area at /{lang}/admin: users, settings and quick links, as tabs (keyboard: arrow keys between tabs). */
import { useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { AreaTabs } from '../cms/area-tabs.js';
import type { EditorApi } from '../cms/api-client.js';
import type { EditorStrings } from '../cms/i18n.js';
import { screenStrings } from '../cms/screens-i18n.js';
import { FabScreen } from './fab-screen.js';
import { SettingsScreen } from './settings-screen.js';
import { UsersScreen } from './users-screen.js';

const TABS = ['users', 'settings', 'quickLinks'] as const;
type Tab = (typeof TABS)[number];

export function AdminApp({ language, strings, api }: { language: Language; strings: EditorStrings; api: EditorApi }) {
  const [tab, setTab] = useState<Tab>('users');
  const screens = screenStrings(language);
  const label: Record<Tab, string> = { users: strings.usersHeading, settings: strings.settingsHeading, quickLinks: screens.fabTab };
  return (
    <div className="cms-admin">
      <AreaTabs tabs={TABS} labels={label} current={tab} label={strings.adminTitle} idPrefix="cms" onSelect={setTab}>
        {tab === 'users' ? (
          <UsersScreen strings={strings} api={api} />
        ) : tab === 'settings' ? (
          <SettingsScreen strings={strings} api={api} />
        ) : (
          <FabScreen language={language} strings={strings} screens={screens} api={api} />
        )}
      </AreaTabs>
    </div>
  );
}
