/** Users (admin): list, create with a role, change role, disable / enable, reset password (the new one shown once). */
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Language } from '../../domain/languages.js';
import type { EditorApi, UserRow } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { type EditorStrings } from '../editor-kit/editor-i18n.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListTable, RowActions, ScreenMessages, ScreenSection, useListScreen } from '../editor-kit/screen-parts.js';
import { HeadedForm } from '../editor-kit/form-parts.js';

type Role = 'editor' | 'admin';

export function UsersScreen({ strings, api, language }: { strings: EditorStrings; api: EditorApi; language: Language }) {
  const id = useId();
  const [draft, setDraft] = useState<{ email: string; password: string; role: Role }>({ email: '', password: '', role: 'editor' });
  const fields = { email: strings.email, password: strings.password, role: strings.role };
  const describe = (failure: unknown) => refusalText(failure, language, fields);
  const list = useListScreen(
    useCallback(() => api.listUsers(), [api]),
    describe,
  );
  const { rows: users, act, setError, setNotice } = list;

  function create(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      await api.createUser(draft);
      setDraft({ email: '', password: '', role: 'editor' });
    });
  }

  async function reset(user: UserRow) {
    setError('');
    try {
      const password = (await api.resetPassword(user.id)).generated_password ?? '';
      setNotice(`${user.email}: ${fillPlaceholders(strings.newPasswordShown, { password })}`);
    } catch (failure) {
      setError(describe(failure));
    }
  }

  return (
    <ScreenSection headingId={`${id}-heading`} heading={strings.usersHeading}>
      <ScreenMessages notice={list.notice} error={list.error} />
      {users === null && !list.error ? <p>{strings.loading}</p> : null}
      <ListTable
        rows={users}
        columns={[strings.email, strings.role, strings.status]}
        actions={strings.pageActions}
        row={(user) => (
          <tr key={user.id}>
            <td>
              <bdi dir="ltr">{user.email}</bdi>
            </td>
            <td>
              <select
                aria-label={`${strings.role}: ${user.email}`}
                value={user.role ?? ''}
                onChange={(e) => void act(() => api.updateUser(user.id, { role: (e.target.value || null) as Role | null }))}
              >
                <option value="">{strings.roles.none}</option>
                <option value="editor">{strings.roles.editor}</option>
                <option value="admin">{strings.roles.admin}</option>
              </select>
            </td>
            <td>{user.disabled ? strings.disabled : strings.active}</td>
            <RowActions
              rowName={user.email}
              buttons={[
                {
                  label: user.disabled ? strings.enable : strings.disable,
                  onClick: () => void act(() => api.updateUser(user.id, { disabled: !user.disabled })),
                },
                { label: strings.resetPassword, onClick: () => void reset(user) },
              ]}
            />
          </tr>
        )}
      />
      <HeadedForm headingId={`${id}-create`} heading={strings.createUser} submitLabel={strings.createUser} inline onSubmit={create}>
        <label htmlFor={`${id}-email`}>{strings.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          required
          value={draft.email}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
        />
        <label htmlFor={`${id}-password`}>{strings.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          dir="ltr"
          required
          autoComplete="new-password"
          value={draft.password}
          onChange={(e) => setDraft({ ...draft, password: e.target.value })}
        />
        <label htmlFor={`${id}-role`}>{strings.role}</label>
        <select id={`${id}-role`} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })}>
          <option value="editor">{strings.roles.editor}</option>
          <option value="admin">{strings.roles.admin}</option>
        </select>
      </HeadedForm>
    </ScreenSection>
  );
}
