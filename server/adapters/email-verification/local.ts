/** Without a verification service: a syntax check only, so forms still catch typos offline. */
import type { EmailVerifier } from './types.js';

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function createLocalEmailVerifier(): EmailVerifier {
  return {
    name: 'local',
    async verify(email) {
      if (typeof email !== 'string') throw new TypeError('E-mail verification needs the e-mail as a string');
      return SHAPE.test(email) ? { valid: true, status: 'valid' } : { valid: false, status: 'invalid' };
    },
  };
}
