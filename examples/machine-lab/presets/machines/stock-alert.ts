/** The lab's preset of the stock alert sign-up: a Defender search, a valid address, consent given. */
import { stockAlertMachine } from '../../../../state-machines/stock-alert/index.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(stockAlertMachine, {
  input: () => ({ listKey: 'iraq', language: 'ku' as const }),
  samples: { signUp: undefined },
  events: {
    open: { query: 'filter[models_in][]=Defender 110' },
    'email.change': { value: 'shirin@example.com' },
    'consent.change': { value: true },
    'language.change': { language: 'ku' },
  },
});
