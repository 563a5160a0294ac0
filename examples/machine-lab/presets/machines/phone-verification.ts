/** The lab's preset of the phone check: an Iraqi mobile number and a code the server accepts. */
import { phoneVerificationMachine } from '../../../../state-machines/phone-verification/index.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(phoneVerificationMachine, {
  input: () => ({ phone: '' }),
  samples: { sendCode: undefined, checkCode: { valid: true } },
  events: { 'phone.change': { value: '+9647501234567' }, 'code.change': { value: '123456' } },
});
