/**
 * Runs the phone-verification machine (state-machines/phone-verification) with the real calls,
 * and reports a verified number to the flow that owns the checkout.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetMachine } from '../../runtime/use-widget-machine.js';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { phoneVerificationMachine, type PhoneVerificationEvent } from '../../../state-machines/phone-verification/index.js';
import { checkVerificationCode, sendVerificationCode } from './api.js';

export interface PhoneVerificationRun {
  state: SnapshotFrom<typeof phoneVerificationMachine>;
  send: (event: PhoneVerificationEvent) => void;
}

/** The caller sends `phone.change` from the phone field's input handler; `phone` is the field's value at mount. */
export function usePhoneVerification(apiBase: string, phone: string, onVerified: (phone: string) => void): PhoneVerificationRun {
  const [machine] = useState(() =>
    phoneVerificationMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => sendVerificationCode(apiBase, input)),
        checkCode: fromPromise(({ input }) => checkVerificationCode(apiBase, input)),
      },
    }),
  );
  const [state, send, actor] = useWidgetMachine(machine, { input: { phone } });
  const report = useRef(onVerified);
  report.current = onVerified;
  // Reported from the machine's own transition, not from an effect after the next render: the flow
  // must know the number is verified before the visitor can press submit on the updated screen.
  useEffect(() => {
    let reported: string | null = null;
    const subscription = actor.subscribe((snapshot) => {
      const verified = snapshot.context.verifiedPhone;
      if (verified && verified !== reported) report.current(verified);
      reported = verified;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return { state, send };
}
