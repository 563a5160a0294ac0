/**
 * What a visitor can do with the vehicle: order it online (when the listing's buttons and the
 * status allow), follow the vehicle's own buttons, save it (a toggle, aria-pressed) and share it
 * (the system share sheet when there is one, else copy the link, confirmed in a live region), and
 * ask to be e-mailed about price drops and its return to stock (docs/alerts.md, "Alerts on one vehicle"),
 * with a note when this browser asked for them: on, and stopped by un-saving ("Un-saving stops the alert").
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { underBase } from '../../domain/under-base.js';
import { canOrderOnline, linkButtons, orderOnlinePath } from '../../domain/showroom-rules.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { VehicleAlert, VehicleAlertNote } from '../features/alert-sign-up/index.js';
import { openEnquiry, type EnquiryKind } from '../features/enquiry/open-enquiry.js';
import { useSaved } from './use-saved.js';
import { CompareTick } from './compare-tick.js';

interface ActionsProps {
  vehicle: Vehicle;
  listKey: string;
  apiBase: string;
  language: Language;
  /** Absolute URL of the vehicle page, the one shared. */
  pageUrl: string;
  t: TFunction;
}

async function share(url: string, title: string): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ url, title });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    // Closing the share sheet is a choice, not a failure.
    return error instanceof DOMException && error.name === 'AbortError' ? 'shared' : 'failed';
  }
}

export function Actions({ vehicle, listKey, apiBase, language, pageUrl, t }: ActionsProps) {
  const a = vehicle.attributes;
  const [saved, toggleSaved] = useSaved(vehicle.id, listKey);
  const [message, setMessage] = useState('');
  const site = (path: string) =>
    underBase(apiBase, path.startsWith(`/${language}/`) ? path : `/${language}${path.startsWith('/') ? '' : '/'}${path}`);

  // Enquire / Book a test drive: the shell's modal form on the brand site, the form inside the
  // widget on a retailer's page (widgets/features/enquiry), prefilled with this car and its retailer.
  const openForm = (event: { preventDefault(): void; currentTarget: EventTarget | null }, kind: EnquiryKind, title: string) =>
    openEnquiry(event, { kind, title, vehicleId: String(vehicle.id), retailerId: a.dealer_code, vehicleModel: a.model, apiBase, language });

  const onShare = async () => {
    setMessage('');
    const result = await share(pageUrl, `${a.model} ${a.production_year}`);
    if (result === 'copied') setMessage(t('linkCopied'));
    else if (result === 'failed') setMessage(t('copyFailed'));
  };

  return (
    <div className="lrdx-actions" part="actions">
      {canOrderOnline(a) ? (
        <a
          className="lrdx-button lrdx-button--primary"
          href={underBase(apiBase, orderOnlinePath(vehicle.id, language))}
          data-action="order-online"
        >
          {t('orderOnline')}
        </a>
      ) : null}
      {(['enquiry', 'test_drive'] as const).map((kind) => {
        const label = t(kind === 'enquiry' ? 'enquire' : 'bookTestDrive');
        return (
          <a
            key={kind}
            className="lrdx-button lrdx-button--secondary"
            href={site('/contact-us')}
            data-action={kind === 'enquiry' ? 'enquire' : 'book-test-drive'}
            // Pressed before the widget runs (its server-drawn screen), the loader keeps the press
            // for it instead of following the link to the form without the car (loader/loader.ts).
            data-early-press=""
            onClick={(event) => openForm(event, kind, label)}
          >
            {label}
          </a>
        );
      })}
      {linkButtons(a).map((button) => (
        <a
          key={button.href}
          className="lrdx-button lrdx-button--secondary"
          href={button.external ? button.href : site(button.href)}
          {...(button.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <bdi>{button.label}</bdi>
        </a>
      ))}
      <button
        type="button"
        className="lrdx-button lrdx-button--secondary lrdx-actions__save"
        aria-pressed={saved ? 'true' : 'false'}
        data-action="save"
        onClick={toggleSaved}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {t('save')}
      </button>
      <button type="button" className="lrdx-button lrdx-button--secondary" data-action="share" onClick={() => void onShare()}>
        {t('share')}
      </button>
      <CompareTick vehicle={vehicle} listKey={listKey} apiBase={apiBase} language={language} t={t} />
      <VehicleAlert kind="vehicle" apiBase={apiBase} listKey={listKey} vehicleId={vehicle.id} model={a.model} language={language} t={t} />
      <VehicleAlertNote vehicleId={vehicle.id} saved={saved} t={t} />
      <p className="lrdx-actions__message" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </div>
  );
}
