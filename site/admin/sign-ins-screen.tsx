/**
 * Sign-ins (admin; docs/accounts.md, "Sessions and tokens for admins", "Per-account limit"): every
 * live session and bearer token of every account with a button revoking it, the accounts waiting
 * out a delay, and the latest audited sign-in attempts.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { CmsAccess, CmsSignInActivity } from '../../domain/contracts/cms.js';
import type { Language } from '../../domain/languages.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListMessages, ListTable, ListTableHead, RowActions, ScreenSection, useListScreen } from '../editor-kit/screen-parts.js';
import type { OwnWordsScreenProps } from '../editor-kit/screen-parts.js';
import type { SignInsStrings } from './sign-ins-i18n.js';

const when = (iso: string | null, language: Language, never: string) =>
  iso ? new Date(iso).toLocaleString(language === 'ku' ? 'ckb' : language, { dateStyle: 'short', timeStyle: 'short' }) : never;

export function SignInsScreen({ s, api, language }: OwnWordsScreenProps<SignInsStrings>) {
  const id = useId();
  const describe = (failure: unknown) => refusalText(failure, language);
  const list = useListScreen<CmsAccess>(
    useCallback(() => api.listAccess(), [api]),
    describe,
  );
  const [activity, setActivity] = useState<CmsSignInActivity | null>(null);
  useEffect(() => {
    api.signInActivity().then(setActivity, (failure: unknown) => list.setError(describe(failure)));
    // Loaded once with the screen; the list above reloads after each revocation.
  }, [api]);
  const at = (iso: string | null) => when(iso, language, s.never);
  const ip = (value: string | null) => <bdi dir="ltr">{value ?? '—'}</bdi>;

  return (
    <ScreenSection headingId={`${id}-sessions`} heading={s.sessionsHeading}>
      <ListMessages list={list} loading={s.loading} empty={s.empty} />
      <ListTable
        rows={list.rows}
        columns={[s.user, s.kind, s.scope, s.created, s.createdFrom, s.lastUsed, s.lastFrom]}
        actions={s.revoke}
        row={(row) => (
          <tr key={row.id}>
            <td>
              <bdi dir="ltr">{row.user.email}</bdi>
            </td>
            <td>{s.kinds[row.kind]}</td>
            <td>{s.scopes[row.scope]}</td>
            <td>{at(row.created_at)}</td>
            <td>{ip(row.created_ip)}</td>
            <td>{at(row.last_used_at)}</td>
            <td>{ip(row.last_used_ip)}</td>
            <RowActions
              rowName={`${row.user.email} ${s.kinds[row.kind]}`}
              buttons={[{ label: s.revoke, onClick: () => void list.act(() => api.revokeAccess(row.id), s.revoked) }]}
            />
          </tr>
        )}
      />

      <h2 id={`${id}-delayed`}>{s.delayedHeading}</h2>
      {activity?.delayed.length ? (
        <table className="cms-table" aria-labelledby={`${id}-delayed`}>
          <ListTableHead columns={[s.user, s.failures, s.until]} />
          <tbody>
            {activity.delayed.map((d) => (
              <tr key={d.email}>
                <td>
                  <bdi dir="ltr">{d.email}</bdi>
                </td>
                <td>{d.failures}</td>
                <td>{at(d.locked_until)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{activity ? s.empty : s.loading}</p>
      )}

      <h2 id={`${id}-activity`}>{s.activityHeading}</h2>
      {activity?.attempts.length ? (
        <table className="cms-table" aria-labelledby={`${id}-activity`}>
          <ListTableHead columns={[s.at, s.user, s.from, s.via, s.outcome]} />
          <tbody>
            {activity.attempts.map((a, index) => (
              <tr key={`${a.at}-${index}`}>
                <td>{at(a.at)}</td>
                <td>
                  <bdi dir="ltr">{a.email}</bdi>
                </td>
                <td>{ip(a.ip)}</td>
                <td>{s.vias[a.via]}</td>
                <td>{s.outcomes[a.outcome]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{activity ? s.empty : s.loading}</p>
      )}
    </ScreenSection>
  );
}
