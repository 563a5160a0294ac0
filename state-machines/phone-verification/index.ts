export { phoneVerificationMachine, problemOf, type PhoneVerificationMachine } from './phone-verification.machine.js';
export * from './phone-verification.types.js';
