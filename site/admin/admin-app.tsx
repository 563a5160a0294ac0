/** The admin area at /{lang}/admin: users and settings, as two tabs (keyboard: arrow keys between tabs). */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { EditorApi } from '../cms/api-client.js';
import type { EditorStrings } from '../cms/i18n.js';
import { SettingsScreen } from './settings-screen.js';
import { UsersScreen } from './users-screen.js';

const TABS = ['users', 'settings'] as const;
type Tab = (typeof TABS)[number];

export function AdminApp({ strings, api }: { strings: EditorStrings; api: EditorApi }) {
  const [tab, setTab] = useState<Tab>('users');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ users: null, settings: null });
  const label: Record<Tab, string> = { users: strings.usersHeading, settings: strings.settingsHeading };
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
    setTab(nextTab);
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
            onClick={() => setTab(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cms-panel-${tab}`} aria-labelledby={`cms-tab-${tab}`} className="cms-admin__panel">
        {tab === 'users' ? <UsersScreen strings={strings} api={api} /> : <SettingsScreen strings={strings} api={api} />}
      </div>
    </div>
  );
}
