/**
 * `<lrdx-cancellation>`: the cancellation machine with the lead service, one view per screen of the
 * catalogue and the confirm modal (native `<dialog>`: primary "cancel", secondary "keep").
 */
import { useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { cancellationMachine } from '../../state-machines/cancellation/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { toLanguage } from '../runtime/i18n.js';
import { FlowFrame } from '../features/flow/frame.js';
import { readOverrides, useSlotTexts } from '../features/flow/slot-texts.js';
import { SlotMessage } from '../features/flow/message.js';
import { FlowStatus } from '../features/flow/flow-status.js';
import { FlowErrorMessage, FlowUnavailableMessage, errorReason } from '../features/flow/flow-error.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { fetchLead, requestCancellation } from './api.js';
import { DepositLine } from './deposit-line.js';
import { leadReference } from './lead-reference.js';
import { cancellationI18n } from './texts.js';
import type { CancellationTextKey } from './translations/en.js';

export interface CancellationProps extends WidgetBaseProps {
  apiBase?: string;
  lang?: string;
  texts?: unknown;
  /** The lead to cancel; without it the page URL's `?lead=` is used. */
  leadId?: string;
  /** An order to cancel instead of a lead (orders made without one); without it the page URL's `?order=` is used. */
  orderNumber?: string;
  /** The lead's (or the order's) access token; without it the page URL's `?token=` is used. */
  token?: string;
}

function fromUrl(name: 'lead' | 'order' | 'token'): string | null {
  try {
    return new URL(location.href).searchParams.get(name);
  } catch {
    return null;
  }
}

export function Cancellation(props: CancellationProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const leadId = props.leadId || fromUrl('lead') || '';
  // A lead named by the element wins over an order in the URL, and the other way round.
  const orderNumber = leadId ? '' : props.orderNumber || fromUrl('order') || '';
  const token = props.token || fromUrl('token') || '';
  return (
    <CancellationView
      key={`${apiBase}\n${leadId}\n${orderNumber}\n${token}`}
      {...props}
      apiBase={apiBase}
      leadId={leadId}
      orderNumber={orderNumber}
      token={token}
    />
  );
}

function CancellationView(props: CancellationProps & { apiBase: string; leadId: string; orderNumber: string; token: string }) {
  const { apiBase } = props;
  const language = toLanguage(props.lang);
  const [machine] = useState(() =>
    cancellationMachine.provide({
      actors: {
        fetchLead: fromPromise(({ input }) => fetchLead(apiBase, input)),
        requestCancellation: fromPromise(({ input }) => requestCancellation(apiBase, input)),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, {
    input: { leadId: props.leadId, orderNumber: props.orderNumber, token: props.token },
  });
  const texts = useSlotTexts<CancellationTextKey>(cancellationI18n, language, readOverrides(props.texts));
  const shown = texts?.language ?? language;
  const t = texts?.t;

  // The first screen is not focused (it must not pull the page's focus); every later one is.
  const lastScreen = useRef<string | null>(null);
  const moved = useRef(false);
  const screen = JSON.stringify(state.value);
  if (t) {
    if (lastScreen.current !== null && lastScreen.current !== screen && screen !== '"confirm"') moved.current = true;
    lastScreen.current = screen;
  }
  const focus = moved.current;
  const { lead, error } = state.context;

  let body = null;
  if (t) {
    const details = lead ? (
      <dl className="lrdx-facts">
        {lead.vehicleTitle ? (
          <>
            <dt>{t('lead_vehicle_label')}</dt>
            <dd>
              <bdi>{lead.vehicleTitle}</bdi>
            </dd>
          </>
        ) : null}
        {lead.vin ? (
          <>
            <dt>{t('lead_vin_label')}</dt>
            <dd>
              <bdi dir="ltr">{lead.vin}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('lead_reference_label')}</dt>
        <dd>
          <bdi dir="ltr">{leadReference(lead)}</bdi>
        </dd>
        <dt>{t('deposit_label')}</dt>
        <DepositLine t={t} paymentStatus={lead.paymentStatus} as="dd" />
      </dl>
    ) : null;
    const paid = state.matches('paidLead') || (state.matches('confirm') && lead?.paymentStatus === 'paid');
    if (state.matches('start') || state.matches('loading')) body = <FlowStatus text={t('loading')} />;
    else if (state.matches('landing') || state.matches('paidLead') || state.matches('confirm'))
      body = (
        <>
          <SlotMessage
            key={paid ? 'paid' : 'landing'}
            name={paid ? 'paid-lead' : 'landing'}
            t={t}
            slot={paid ? 'paid' : 'landing'}
            focus={focus}
            details={details}
            button={{
              action: 'cancel',
              label: t(paid ? 'paid_cancel_button' : 'cancel_button'),
              onPress: () => send({ type: 'cancel.open' }),
            }}
          />
          {state.matches('confirm') ? (
            <Dialog
              open
              title={t('confirm_title')}
              closable
              closeLabel={t('confirm_secondary_button')}
              onClose={() => send({ type: 'cancel.dismiss' })}
              name="cancel-confirm"
            >
              <p>{t('confirm_text')}</p>
              {lead ? <DepositLine t={t} paymentStatus={lead.paymentStatus} as="p" /> : null}
              <Button onPress={() => send({ type: 'cancel.confirm' })} action="confirm-cancel">
                {t('confirm_primary_button')}
              </Button>
            </Dialog>
          ) : null}
        </>
      );
    else if (state.matches('requesting') || state.matches('awaitingCancellation') || state.matches('polling'))
      body = <SlotMessage key="awaiting" name="awaiting-cancellation" t={t} slot="awaiting" focus={focus} busy />;
    else if (state.matches('cancelled'))
      body = <SlotMessage key="cancelled" name="cancelled" t={t} slot="cancelled" focus={focus} details={details} />;
    else if (state.matches('requestReceived'))
      body = <SlotMessage key="received" name="request-received" t={t} slot="received" focus={focus} details={details} />;
    else if (state.matches('unavailable')) body = <FlowUnavailableMessage t={t} focus={focus} />;
    else
      body = (
        <FlowErrorMessage t={t} focus={focus} reason={errorReason(t, error?.code ?? 'unknown')} onRetry={() => send({ type: 'retry' })} />
      );
  }

  return (
    <FlowFrame flow="cancellation" language={shown} ready={Boolean(t)} state={JSON.stringify(state.value)}>
      {body}
    </FlowFrame>
  );
}
