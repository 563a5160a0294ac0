/**
 * The small pages the alert e-mails link to (docs/alerts.md, "The pages"), server-rendered, usable
 * without JavaScript, in the link's language: a page never changes anything on GET (mail scanners
 * follow links); its one button posts back to the same URL, token included.
 */
import { LANGUAGE_INFO, type Language } from '../../../domain/languages.js';
import { escapeHtml } from '../../render/html-document.js';
import type { AlertView, ManagedAlerts } from '../../alerts/saved-searches.js';
import { ALERT_PAGE_TEXTS, type AlertPageTexts } from './page-texts.js';

const STYLE = `body{font-family:system-ui,'Noto Sans Arabic',sans-serif;line-height:1.5;margin:0;color:#1a1a1a}
main{max-inline-size:40rem;margin-inline:auto;padding:1.5rem}
h1{font-size:1.5rem}
button{font:inherit;min-block-size:2.75rem;padding-inline:1rem;border:1px solid #1a1a1a;background:#fff;border-radius:.25rem;cursor:pointer}
button.primary{background:#1a1a1a;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #005a9c;outline-offset:2px}
ul{list-style:none;padding:0}
li{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;padding-block:.75rem;border-block-end:1px solid #ccc}
form{margin:0}`;

function page(language: Language, nonce: string, title: string, body: string): string {
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  return [
    '<!doctype html>',
    `<html lang="${htmlLang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('\n');
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const stockLink = (language: Language) => `<p><a href="/${language}/stock">${escapeHtml(ALERT_PAGE_TEXTS[language].stockLink)}</a></p>`;

/** A form posting to the page's own URL (the token stays in the query). */
function button(label: string, primary: boolean, field?: { name: string; value: string }): string {
  const hidden = field ? `<input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">` : '';
  return `<form method="post">${hidden}<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
}

export function invalidLinkPage(language: Language, nonce: string): string {
  const t = ALERT_PAGE_TEXTS[language];
  return page(language, nonce, t.invalidTitle, p(t.invalidLead) + stockLink(language));
}

/** `kind`: what the link's alert watches (read without changing anything), when the link is still good. */
export function confirmPage(language: Language, nonce: string, kind: AlertView['kind'] = 'search'): string {
  const t = ALERT_PAGE_TEXTS[language];
  const lead = kind === 'vehicle' ? t.confirmVehicleLead : kind === 'hold' ? t.confirmHoldLead : t.confirmLead;
  return page(language, nonce, t.confirmTitle, p(lead) + button(t.confirmButton, true));
}

export function confirmedPage(language: Language, nonce: string, alert: AlertView): string {
  const t = ALERT_PAGE_TEXTS[language];
  return page(
    language,
    nonce,
    t.confirmed,
    p(alert.kind === 'vehicle' ? t.confirmedVehicleLead : alert.kind === 'hold' ? t.confirmedHoldLead : t.confirmedLead) +
      `<p><a href="${escapeHtml(alert.link)}">${escapeHtml(alert.kind === 'search' ? t.openSearch : t.openVehicle)}</a></p>`,
  );
}

export function stopPage(language: Language, nonce: string): string {
  const t = ALERT_PAGE_TEXTS[language];
  return page(language, nonce, t.stopTitle, p(t.stopLead) + button(t.stopButton, true));
}

export function stoppedPage(language: Language, nonce: string): string {
  const t = ALERT_PAGE_TEXTS[language];
  return page(language, nonce, t.stopTitle, `<p role="status">${escapeHtml(t.stopped)}</p>` + stockLink(language));
}

/** What an alert on one vehicle watches, before its link; nothing for a saved search. */
function alertLabel(t: AlertPageTexts, alert: AlertView): string {
  if (alert.kind === 'search') return '';
  // The vehicle's name is Latin: isolated so it reads whole inside right-to-left text.
  const name = alert.vehicleName ? ` <bdi>${escapeHtml(alert.vehicleName)}</bdi>` : '';
  return `${escapeHtml(alert.kind === 'vehicle' ? t.vehicleAlert : t.holdAlert)}:${name} · `;
}

export function managePage(language: Language, nonce: string, managed: ManagedAlerts): string {
  const t = ALERT_PAGE_TEXTS[language];
  if (managed.alerts.length === 0) return page(language, nonce, t.manageTitle, p(t.none) + stockLink(language));
  const items = managed.alerts
    .map(
      (alert, i) =>
        `<li><span>${alertLabel(t, alert)}<a href="${escapeHtml(alert.link)}" id="alert-${i}">${escapeHtml(
          alert.kind === 'search' ? t.openSearch : t.openVehicle,
        )}</a> · ${escapeHtml(alert.done ? t.holdDone : alert.state === 'active' ? t.active : t.pending)}</span>${button(
          t.deleteOne,
          false,
          { name: 'delete', value: alert.id },
        ).replace('<button type="submit"', `<button type="submit" aria-describedby="alert-${i}"`)}</li>`,
    )
    .join('');
  return page(
    language,
    nonce,
    t.manageTitle,
    p(t.manageLead(managed.email)) + `<ul>${items}</ul>` + button(t.deleteAll, true, { name: 'delete', value: 'all' }),
  );
}

export function allDeletedPage(language: Language, nonce: string): string {
  const t = ALERT_PAGE_TEXTS[language];
  return page(language, nonce, t.manageTitle, `<p role="status">${escapeHtml(t.allDeleted)}</p>` + stockLink(language));
}
