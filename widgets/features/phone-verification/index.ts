export { PhoneVerificationStep, type PhoneVerificationProps, type PhoneVerificationTextFn } from './view.js';
export { usePhoneVerification, type PhoneVerificationRun } from './use-phone-verification.js';
export { useEmailCheck, type EmailCheck } from './use-email-check.js';
export { emailLooksDeliverable } from './api.js';
export type { PhoneVerificationTextKey, PhoneVerificationTexts } from './translations/en.js';
