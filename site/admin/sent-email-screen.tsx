/**
 * "Sent e-mail" (admin; GET /cms/api/sent-emails): what the local mail catcher took while no SMTP
 * server is configured, newest first, each message readable in its own language and direction
 * (docs/operations.md, "E-mail").
 */
import { useCallback, useId } from 'react';
import type { SentEmail } from '../../domain/contracts/sent-emails.js';
import { directionOf, htmlLangOf, toLanguage } from '../../domain/languages.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import type { SentEmailStrings } from './sent-email-i18n.js';
import { ListMessages, ScreenSection, useListScreen, type OwnWordsScreenProps } from '../editor-kit/screen-parts.js';

export function SentEmailScreen({ s, api, language }: OwnWordsScreenProps<SentEmailStrings>) {
  const id = useId();
  const list = useListScreen(
    useCallback(() => api.listSentEmails(), [api]),
    (failure) => refusalText(failure, language),
  );
  const rows: SentEmail[] | null = list.rows;
  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.heading} intro={s.intro}>
      <button type="button" onClick={() => void list.reload()}>
        {s.reload}
      </button>
      <ListMessages list={list} loading={s.loading} empty={s.empty} />
      {rows?.length ? (
        <ul className="cms-sent-emails">
          {rows.map((mail) => {
            const mailLanguage = toLanguage(mail.language);
            return (
              <li key={mail.id}>
                <details>
                  <summary>
                    <span lang={htmlLangOf(mailLanguage)} dir={directionOf(mailLanguage)}>
                      {mail.subject}
                    </span>{' '}
                    — <bdi>{mail.to}</bdi> — <time dateTime={mail.caught_at}>{mail.caught_at.replace('T', ' ').slice(0, 19)}</time>
                  </summary>
                  <dl>
                    <dt>{s.to}</dt>
                    <dd>
                      <bdi>{mail.to}</bdi>
                    </dd>
                    <dt>{s.language}</dt>
                    <dd>{mail.language}</dd>
                  </dl>
                  <pre lang={htmlLangOf(mailLanguage)} dir={directionOf(mailLanguage)} aria-label={s.text}>
                    {mail.text}
                  </pre>
                </details>
              </li>
            );
          })}
        </ul>
      ) : null}
    </ScreenSection>
  );
}
