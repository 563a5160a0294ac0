/**
 * Runs the phone-verification machine (state-machines/phone-verification) with the real calls,
 * and reports a verified number to the flow that owns the checkout.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
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
  const [state, send] = useMachine(machine, { input: { phone } });
  const verified = state.context.verifiedPhone;
  useEffect(() => {
    if (verified) onVerified(verified);
  }, [verified]);
  return { state, send };
}
